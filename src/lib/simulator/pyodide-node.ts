/**
 * Pyodide under Node, at build time: the same runtime and the same mqsim.py the page's worker runs.
 * Two jobs use it: each preset's default result and default sweep, precomputed so a preset link
 * answers at once (precomputed.ts), and the standard-library archive cut down to the modules the
 * model imports (integrations/pyodide.ts). Results are cached on disk under a key made of the model's
 * source, its data file and the Pyodide version, so a build only pays for Pyodide when one changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PyodideAPI } from 'pyodide';

export const MODEL_DIR = join(process.cwd(), 'calculators/simulator');
/** The files the model needs side by side: the worker and a reader's download get the same two. */
export const MODEL_FILES = ['mqsim.py', 'ibm-log-records.json'] as const;

export function pyodidePackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

function pyodideVersion(): string {
  return (JSON.parse(readFileSync(join(pyodidePackageDir(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Changes whenever the model, its data file or the runtime changes. */
export function modelKey(extra = ''): string {
  const h = createHash('sha256');
  for (const f of MODEL_FILES) h.update(readFileSync(join(MODEL_DIR, f)));
  h.update(pyodideVersion());
  h.update(extra);
  return h.digest('hex').slice(0, 16);
}

function cacheDir(): string {
  const dir = join(process.cwd(), 'node_modules/.cache/mq-field-guide');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A value computed once per key and kept on disk (JSON) or as bytes. */
export async function cached<T>(name: string, key: string, compute: () => Promise<T>): Promise<T> {
  const file = join(cacheDir(), `${name}-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const value = await compute();
  writeFileSync(file, JSON.stringify(value));
  return value;
}

export async function cachedBytes(name: string, key: string, compute: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const file = join(cacheDir(), `${name}-${key}.bin`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const value = await compute();
  writeFileSync(file, value);
  return value;
}

let runtime: Promise<PyodideAPI> | undefined;

/** One Pyodide per process, with the full standard library and the model in /mqsim, imported. */
export function modelRuntime(): Promise<PyodideAPI> {
  runtime ??= (async () => {
    const { loadPyodide } = await import('pyodide');
    const py = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdout: () => {}, stderr: () => {} });
    py.FS.mkdirTree('/mqsim');
    for (const f of MODEL_FILES) py.FS.writeFile(`/mqsim/${f}`, readFileSync(join(MODEL_DIR, f)));
    py.runPython("import sys\nsys.path.insert(0, '/mqsim')\nimport mqsim");
    return py;
  })();
  return runtime;
}

/**
 * The standard-library archive cut down to what the page uses: every module loaded by starting
 * Pyodide, importing mqsim, running a short model run and reporting a parameter error (the
 * traceback machinery). The full archive is ~2.5 MB of already-compressed data, the largest part
 * of the download after the interpreter itself. The cut archive is then proven: a fresh Pyodide
 * loaded with it (stdLibURL) must run the model and give the same JSON as the full one.
 */
export async function trimmedStdlib(): Promise<Uint8Array> {
  return cachedBytes('python-stdlib-trimmed', modelKey('stdlib-v1'), async () => {
    const exercise = `
import json, mqsim
b = mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": {"roundTrips": "200", "warmupRoundTrips": "20", "replications": "2"}}))
while not b.advance(5000): pass
sample = mqsim.result_json(b)
try:
    mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": {"qms": "0"}}))
except mqsim.ParamError:
    pass
sample`;
    const { loadPyodide } = await import('pyodide');
    const full = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdout: () => {}, stderr: () => {} });
    full.FS.mkdirTree('/mqsim');
    for (const f of MODEL_FILES) full.FS.writeFile(`/mqsim/${f}`, readFileSync(join(MODEL_DIR, f)));
    full.runPython("import sys\nsys.path.insert(0, '/mqsim')");
    const expected = full.runPython(exercise) as string;
    try {
      full.runPython('import mqsim\nmqsim.start_json(\'{"set": {"qms": "0"}}\')');
    } catch {
      // Raised through to JavaScript on purpose: formatting it loads what the worker's error path needs.
    }
    full.runPython(`
import sys, zipfile
archive = next(p for p in sys.path if p.endswith('.zip'))
src = zipfile.ZipFile(archive)
names = set(src.namelist())
keep = set()
for mod in list(sys.modules.values()):
    origin = getattr(getattr(mod, '__spec__', None), 'origin', None) or getattr(mod, '__file__', None) or ''
    if origin.startswith(archive + '/'):
        rel = origin[len(archive) + 1:]
        keep.add(rel)
        parts = rel.split('/')
        for i in range(1, len(parts)):
            init = '/'.join(parts[:i]) + '/__init__.py'
            for candidate in (init, init + 'c'):
                if candidate in names:
                    keep.add(candidate)
with zipfile.ZipFile('/tmp/stdlib.zip', 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info in src.infolist():
        if info.filename in keep:
            out.writestr(info, src.read(info.filename))
`);
    const bytes = full.FS.readFile('/tmp/stdlib.zip') as Uint8Array;
    // Prove it: the cut archive alone must start Pyodide and give the same answer.
    const dir = join(cacheDir(), 'stdlib-check');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'python_stdlib.zip'), bytes);
    const cut = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdLibURL: join(dir, 'python_stdlib.zip'), stdout: () => {}, stderr: () => {} });
    cut.FS.mkdirTree('/mqsim');
    for (const f of MODEL_FILES) cut.FS.writeFile(`/mqsim/${f}`, readFileSync(join(MODEL_DIR, f)));
    cut.runPython("import sys\nsys.path.insert(0, '/mqsim')");
    const got = cut.runPython(exercise) as string;
    if (got !== expected) throw new Error('pyodide: the cut-down standard library gives a different result from the full one');
    return new Uint8Array(bytes);
  });
}
