import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODEL_ARCHIVE, modelArchive } from '../../src/lib/simulator/model-archive.ts';
import { describe, expect, it } from 'vitest';

/**
 * The model's Python tests (calculators/simulator/test_mqsim.py) under CPython, as a user runs
 * the downloaded file. The same module runs under Pyodide in simulator-pyodide.test.ts.
 */
const dir = join(process.cwd(), 'calculators/simulator');
const python = process.env.PYTHON ?? 'python3';

describe('mqsim under CPython', () => {
  it('is Python 3.11 or later', () => {
    const run = spawnSync(python, ['-c', 'import sys; print(sys.version_info >= (3, 11))'], { encoding: 'utf8' });
    expect(run.error, `${python} not found`).toBeUndefined();
    expect(run.stdout.trim()).toBe('True');
  });

  it('passes test_mqsim.py (unittest)', () => {
    const run = spawnSync(python, ['-B', '-m', 'unittest', '-v', 'test_mqsim'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
    const log = `${run.stdout}\n${run.stderr}`;
    expect(run.status, log).toBe(0);
    // unittest reports on stderr; a run that collected nothing would also exit 0.
    const ran = /Ran (\d+) tests?/.exec(run.stderr);
    expect(Number(ran?.[1] ?? 0), log).toBeGreaterThanOrEqual(20);
    expect(run.stderr, log).toMatch(/\nOK\b/);
    expect(run.stderr).not.toMatch(/skipped/);
  }, 300_000);

 it('runs from the command line as downloaded (mqsim.pyz alone in a folder): --json prints the outputs, a bad parameter exits non-zero naming it', () => {
    const download = mkdtempSync(join(tmpdir(), 'mqsim-'));
    writeFileSync(join(download, MODEL_ARCHIVE), modelArchive());
    const ok = spawnSync(python, ['-B', MODEL_ARCHIVE, '--preset', 'appliance-ha', '--set', 'rttMs=5', '--set', 'roundTrips=500', '--set', 'warmupRoundTrips=100', '--json'], { cwd: download, encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout) as Record<string, number>;
    for (const key of ['roundTripsPerSec', 'meanResponseMs', 'meanLogWriteBytes', 'logMBps']) expect(out[key], key).toBeGreaterThan(0);

    const bad = spawnSync(python, ['-B', MODEL_ARCHIVE, '--preset', 'appliance-ha', '--set', 'requesters=0', '--json'], { cwd: download, encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('requesters must be between 1 and 2000 count');
  }, 60_000);
});
