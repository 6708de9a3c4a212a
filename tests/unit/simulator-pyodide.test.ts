import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyPyodide, PYODIDE_FILES, pyodidePackageDir, withoutCdn } from '../../src/integrations/pyodide.ts';
import { BYTECODE_ALLOWANCE_BYTES, OPTIONAL_AT_STARTUP, trimmedStdlib } from '../../src/lib/simulator/pyodide-node.ts';
import { MODEL_ARCHIVE, modelArchive, modelSources } from '../../src/lib/simulator/model-archive.ts';

/**
 * The same Python tests under Pyodide (the runtime the page uses), loaded from the installed
 * package in Node; and the same run under Pyodide and CPython gives identical numbers.
 */
const dir = join(process.cwd(), 'calculators/simulator');
let py: PyodideAPI;

beforeAll(async () => {
  py = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdout: () => {}, stderr: () => {} });
  py.FS.mkdirTree('/sim/mqsim');
  for (const f of [...modelSources(), 'test_mqsim.py', 'validate.py', 'validation.json']) py.FS.writeFile(`/sim/${f}`, readFileSync(join(dir, f)));
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
    // The worker's path: start_json, advance in slices, result_json; the CLI's: mqsim.pyz --json, as downloaded.
    const set = { rttMs: '1', requesters: '60', warmupRoundTrips: '200', roundTrips: '1200', replications: '2', seed: '7' };
    const inPyodide = JSON.parse(
      py.runPython(`
import json, mqsim
b = mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": ${JSON.stringify(set)}}))
while not b.advance(4999): pass
mqsim.result_json(b)`) as string,
    ) as Record<string, unknown>;
    const download = mkdtempSync(join(tmpdir(), 'mqsim-'));
    writeFileSync(join(download, MODEL_ARCHIVE), modelArchive());
    const cli = spawnSync(
      process.env.PYTHON ?? 'python3',
      ['-B', MODEL_ARCHIVE, '--preset', 'appliance-ha', ...Object.entries(set).flatMap(([k, v]) => ['--set', `${k}=${v}`]), '--json'],
      { cwd: download, encoding: 'utf8' },
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

  it('ships a loader that names no outside address, not even its unused CDN fallback', () => {
    const out = mkdtempSync(join(tmpdir(), 'mqfg-pyodide-'));
    copyPyodide(out);
    const loader = readFileSync(join(out, 'pyodide', 'pyodide.mjs'), 'utf8');
    expect(loader).not.toMatch(/jsdelivr|https?:\/\/(?!www\.w3\.org)/);
    expect(() => withoutCdn('export const loadPyodide = () => {};')).toThrow(/no longer holds/);
  });

  it('fails loudly when the package lacks a file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'mqfg-no-pyodide-'));
    expect(() => copyPyodide(mkdtempSync(join(tmpdir(), 'mqfg-out-')), empty)).toThrow(/pyodide\.mjs is missing/);
  });
});

describe('the cut-down standard library the page loads', () => {
  interface Archive {
    stored: boolean;
    bytecode: string[];
    source: string[];
    both: string[];
    badHeaders: string[];
    gzip: number;
    allSourceGzip: number;
  }
  let a: Archive;

  beforeAll(async () => {
    py.FS.writeFile('/tmp/cut.zip', await trimmedStdlib());
    // Read with the runtime's own zipfile; the all-source archive is the same modules from the package's.
    a = JSON.parse(
      py.runPython(`
import importlib.util, io, json, sys, zipfile, zlib
cut = zipfile.ZipFile('/tmp/cut.zip')
full = zipfile.ZipFile(next(p for p in sys.path if p.endswith('.zip')))
names = cut.namelist()
bytecode = [n for n in names if n.endswith('.pyc')]
source = [n for n in names if n.endswith('.py')]
bad = [n for n in bytecode if cut.read(n)[:8] != importlib.util.MAGIC_NUMBER + (1).to_bytes(4, 'little')]
out = io.BytesIO()
with zipfile.ZipFile(out, 'w', zipfile.ZIP_STORED) as z:
    for n in names:
        src = n[:-1] if n.endswith('.pyc') else n
        z.writestr(zipfile.ZipInfo(src, date_time=(1980, 1, 1, 0, 0, 0)), full.read(src))
json.dumps({
    "stored": all(i.compress_type == zipfile.ZIP_STORED for i in cut.infolist()),
    "bytecode": bytecode, "source": source,
    "both": [n for n in bytecode if n[:-1] in source],
    "badHeaders": bad,
    "gzip": len(zlib.compress(open('/tmp/cut.zip', 'rb').read(), 6)),
    "allSourceGzip": len(zlib.compress(out.getvalue(), 6)),
})`) as string,
    ) as Archive;
  }, 240_000);

  it('is stored, not deflated, so the server compresses it like the wasm', () => {
    expect(a.stored).toBe(true);
  });

  it('ships some modules as bytecode of this Pyodide (unchecked hash-based .pyc) and each module once', () => {
    expect(a.bytecode.length).toBeGreaterThan(0);
    expect(a.source.length).toBeGreaterThan(0);
    expect(a.badHeaders).toEqual([]);
    expect(a.both).toEqual([]);
  });

  it('leaves out the modules the model does not need (the command line, optional start-up imports)', () => {
    const top = [...a.bytecode, ...a.source].map((n) => n.split('/')[0]!.replace(/\.pyc?$/, ''));
    for (const m of ['argparse', 'gettext', ...OPTIONAL_AT_STARTUP]) expect(top, m).not.toContain(m);
  });

  it('costs at most the stated allowance over the same modules as source, compressed', () => {
    expect(a.gzip).toBeLessThanOrEqual(a.allSourceGzip + BYTECODE_ALLOWANCE_BYTES);
  });
});
