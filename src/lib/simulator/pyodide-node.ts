/**
 * Pyodide under Node, at build time: the same runtime and the same mqsim.pyz the page's worker runs.
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

import { MODEL_ARCHIVE, modelArchive } from './model-archive.ts';

export function pyodidePackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

function pyodideVersion(): string {
  return (JSON.parse(readFileSync(join(pyodidePackageDir(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Changes whenever the model, its data file or the runtime changes. */
export function modelKey(extra = ''): string {
  const h = createHash('sha256');
  h.update(modelArchive());
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

/** The model as the worker loads it: mqsim.pyz in Pyodide's file system, first on sys.path. */
export function mountModel(py: PyodideAPI): void {
  py.FS.mkdirTree('/mqsim');
  py.FS.writeFile(`/mqsim/${MODEL_ARCHIVE}`, modelArchive());
  py.runPython(`import sys\nsys.path.insert(0, '/mqsim/${MODEL_ARCHIVE}')`);
}

let runtime: Promise<PyodideAPI> | undefined;

/** One Pyodide per process, with the full standard library and the model in /mqsim, imported. */
export function modelRuntime(): Promise<PyodideAPI> {
  runtime ??= (async () => {
    const { loadPyodide } = await import('pyodide');
    const py = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdout: () => {}, stderr: () => {} });
    mountModel(py);
    py.runPython('import mqsim');
    return py;
  })();
  return runtime;
}

/**
 * How much bigger (gzip) than the all-source archive the bytecode may make it. Measured in Chromium
 * (Pyodide 314, 2 cores): all source loads in ~2.0 s, all bytecode in ~0.8 s for +150 KiB; the
 * first quarter of the modules costs nothing, each further KiB saves ~6 ms. The download budget
 * (4.5 MiB gzip, issue 15) left ~120 KiB beside the interpreter, the page, the model and an
 * all-source archive when this was set: it takes 48 KiB and keeps the rest as margin. Raise it if
 * the page gets lighter (all bytecode would need ~150 KiB); npm run bench:simulator measures both.
 */
export const BYTECODE_ALLOWANCE_BYTES = 48 * 1024;

/**
 * Modules Pyodide's start-up imports only inside `try: ... except ImportError` (shutil and zipfile
 * for compressed archives, asyncio for TLS), none of which the model uses: left out, Pyodide
 * starts the same, 25 KiB lighter and without importing them (the proof in trimmedStdlib runs
 * without them).
 */
export const OPTIONAL_AT_STARTUP = ['bz2', 'lzma', 'compression', 'ssl', '_ssl'] as const;

/**
 * The standard-library archive cut down to what the page uses: every module loaded by starting
 * Pyodide, importing mqsim, running a short model run and reporting a parameter error (the
 * traceback machinery). The full archive is ~2.5 MB of already-compressed data, the largest part
 * of the download after the interpreter itself.
 *
 * Pyodide ships the standard library as source, so every cold start compiles some 2.7 MB of
 * Python (most of it Pyodide's own start-up imports: asyncio, typing, inspect, ...): about a
 * second of the page's first live run. Bytecode compiled here by the same Pyodide (so the same
 * magic number) skips that, but compresses less well than source, so modules ship as bytecode in
 * order of how little they grow (docstring-heavy ones shrink) for as long as the archive stays
 * within BYTECODE_ALLOWANCE_BYTES of the all-source one, compressed.
 * The archive is stored, not deflated: the server sends it brotli- or gzip-compressed like the
 * wasm (precompress.ts), and zipimport reads it without inflating each module in WebAssembly.
 *
 * The cut archive is then proven: a fresh Pyodide loaded with it (stdLibURL) must run the model
 * and give the same JSON as the full one, and a Python error must still reach JavaScript as a
 * formatted traceback (the worker reads its last line).
 */
export async function trimmedStdlib(): Promise<Uint8Array> {
  return cachedBytes('python-stdlib-trimmed', modelKey(`stdlib-v4-${BYTECODE_ALLOWANCE_BYTES}-${OPTIONAL_AT_STARTUP.join()}`), async () => {
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
    const raiseParamError = 'import mqsim\nmqsim.start_json(\'{"set": {"qms": "0"}}\')';
    const { loadPyodide } = await import('pyodide');
    // PYTHONNODEBUGRANGES (CPython's -X no_debug_ranges): the bytecode keeps line numbers but not
    // column ranges, which are a fifth of its size and only draw the ^^^ under a traceback line.
    const full = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, env: { PYTHONNODEBUGRANGES: '1' }, stdout: () => {}, stderr: () => {} });
    mountModel(full);
    const expected = full.runPython(exercise) as string;
    try {
      full.runPython(raiseParamError);
    } catch {
      // Raised through to JavaScript on purpose: formatting it loads what the worker's error path needs.
    }
    full.runPython(`
import sys
# Taken before the archive is opened below, which would add what reading it needs (encodings.cp437).
loaded = list(sys.modules.values())
import importlib.util, io, marshal, zipfile, zlib
archive = next(p for p in sys.path if p.endswith('.zip'))
optional = set(${JSON.stringify(OPTIONAL_AT_STARTUP)})
src = zipfile.ZipFile(archive)
names = set(src.namelist())
keep = set()
for mod in loaded:
    origin = getattr(getattr(mod, '__spec__', None), 'origin', None) or getattr(mod, '__file__', None) or ''
    if origin.startswith(archive + '/') and (getattr(mod, '__name__', None) or '').split('.')[0] not in optional:
        rel = origin[len(archive) + 1:]
        keep.add(rel)
        parts = rel.split('/')
        for i in range(1, len(parts)):
            init = '/'.join(parts[:i]) + '/__init__.py'
            for candidate in (init, init + 'c'):
                if candidate in names:
                    keep.add(candidate)

def pyc(name, source):
    # optimize=2 is python -OO: no docstrings (nothing on the page reads them) and no asserts.
    code = compile(source, f"{archive}/{name}", "exec", dont_inherit=True, optimize=2)
    # An unchecked hash-based pyc (PEP 552): valid without its source and without timestamps,
    # so the same input gives the same archive.
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source) + marshal.dumps(code)

files = {info.filename: src.read(info.filename) for info in src.infolist() if info.filename in keep}
bytecode = {name: pyc(name, data) for name, data in files.items() if name.endswith('.py')}
compressed = lambda data: len(zlib.compress(data, 6))
# Cheapest first: by how much a module's bytecode grows over its source, each compressed alone.
order = sorted(bytecode, key=lambda name: compressed(bytecode[name]) / compressed(files[name]))

def build(k):
    """The archive with the first k modules of order as bytecode and the rest as source."""
    as_bytecode = set(order[:k])
    out = io.BytesIO()
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_STORED) as z:
        for name in sorted(files):
            entry, data = (name + 'c', bytecode[name]) if name in as_bytecode else (name, files[name])
            z.writestr(zipfile.ZipInfo(entry, date_time=(1980, 1, 1, 0, 0, 0)), data)
    return out.getvalue()

# The most modules as bytecode with the whole archive, compressed as served, within the allowance
# over the all-source one (sizes of modules compressed alone do not add up to it: source
# compresses better across files). A binary search: the size grows, give or take, with k.
limit = compressed(build(0)) + ${BYTECODE_ALLOWANCE_BYTES}
lo, hi = 0, len(order)
while lo < hi:
    mid = (lo + hi + 1) // 2
    if compressed(build(mid)) <= limit:
        lo = mid
    else:
        hi = mid - 1
with open('/tmp/stdlib.zip', 'wb') as f:
    f.write(build(lo))
`);
    const bytes = full.FS.readFile('/tmp/stdlib.zip') as Uint8Array;
    // Prove it: the cut archive alone must start Pyodide and give the same answer.
    const dir = join(cacheDir(), 'stdlib-check');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'python_stdlib.zip'), bytes);
    const cut = await loadPyodide({ indexURL: `${pyodidePackageDir()}/`, stdLibURL: join(dir, 'python_stdlib.zip'), stdout: () => {}, stderr: () => {} });
    mountModel(cut);
    const got = cut.runPython(exercise) as string;
    if (got !== expected) throw new Error('pyodide: the cut-down standard library gives a different result from the full one');
    const message = (() => {
      try {
        cut.runPython(raiseParamError);
        return '';
      } catch (e) {
        return String((e as Error).message);
      }
    })();
    if (!/^Traceback[\s\S]*\nmqsim\.ParamError: qms must be between 1 and 32\b.*\n$/.test(message) || /Error in sys\.excepthook/.test(message)) {
      throw new Error(`pyodide: with the cut-down standard library a Python error no longer reaches JavaScript as a traceback:\n${message}`);
    }
    return new Uint8Array(bytes);
  });
}
