import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyPyodide, PYODIDE_FILES, pyodidePackageDir } from '../../src/integrations/pyodide.ts';

/**
 * The same Python tests under Pyodide (the runtime the page uses), loaded from the installed
 * package in Node; and the same run under Pyodide and CPython gives identical numbers.
 */
const dir = join(process.cwd(), 'calculators/simulator');
let py: PyodideAPI;

beforeAll(async () => {
  py = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdout: () => {}, stderr: () => {} });
  py.FS.mkdirTree('/sim');
  for (const f of ['mqsim.py', 'ibm-log-records.json', 'test_mqsim.py', 'validate.py', 'validation.json']) py.FS.writeFile(`/sim/${f}`, readFileSync(join(dir, f)));
  py.runPython("import sys\nsys.path.insert(0, '/sim')");
}, 120_000);

describe('mqsim under Pyodide', () => {
  it('passes test_mqsim.py (unittest)', () => {
    const report = py.runPython(`
import io, json, unittest, test_mqsim
stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(unittest.defaultTestLoader.loadTestsFromModule(test_mqsim))
json.dumps({"ok": result.wasSuccessful(), "run": result.testsRun, "skipped": [str(t) for t, _ in result.skipped], "log": stream.getvalue()})
`) as string;
    const r = JSON.parse(report) as { ok: boolean; run: number; skipped: string[]; log: string };
    expect(r.ok, r.log).toBe(true);
    expect(r.run).toBeGreaterThanOrEqual(20);
    expect(r.skipped, r.skipped.join('\n')).toEqual([]);
  }, 240_000);

  it('gives exactly the JSON CPython prints, through the worker\'s entry points, for the same seed', () => {
    // The worker's path: start_json, advance in slices, result_json; the CLI's: mqsim.py --json.
    const set = { rttMs: '1', requesters: '60', warmupRoundTrips: '200', roundTrips: '1200', replications: '2', seed: '7' };
    const inPyodide = JSON.parse(
      py.runPython(`
import json, mqsim
b = mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": ${JSON.stringify(set)}}))
while not b.advance(4999): pass
mqsim.result_json(b)`) as string,
    ) as Record<string, unknown>;
    const cli = spawnSync(
      process.env.PYTHON ?? 'python3',
      ['-B', 'mqsim.py', '--preset', 'appliance-ha', ...Object.entries(set).flatMap(([k, v]) => ['--set', `${k}=${v}`]), '--json'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    const inCPython = JSON.parse(cli.stdout) as Record<string, unknown>;
    delete inCPython.wallSeconds;
    expect(inPyodide).toEqual(inCPython);
    expect((inPyodide.ci95 as Record<string, number[]>).roundTripsPerSec).toHaveLength(2);
  }, 120_000);
});

describe('serving Pyodide from the site', () => {
  it('copies every runtime file the page needs into the build', () => {
    const out = mkdtempSync(join(tmpdir(), 'mqfg-pyodide-'));
    const copied = copyPyodide(out);
    expect(copied).toHaveLength(PYODIDE_FILES.length);
    for (const f of PYODIDE_FILES) expect(existsSync(join(out, 'pyodide', f)), f).toBe(true);
  });

  it('fails loudly when the package lacks a file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'mqfg-no-pyodide-'));
    expect(() => copyPyodide(mkdtempSync(join(tmpdir(), 'mqfg-out-')), empty)).toThrow(/pyodide\.mjs is missing/);
  });
});
