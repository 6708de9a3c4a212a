/// <reference lib="webworker" />
/**
 * The simulator's Web Worker: loads Pyodide from the site's own files, loads the model (the same
 * mqsim.pyz users download), and runs it in slices so that progress can be reported and
 * a cancel message is seen within one slice. Nothing here knows about the page.
 */
import type { PyodideAPI } from 'pyodide';
import type { FromWorker, RunRequest, RunResult, ToWorker } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

interface PyProxyLike {
  advance(maxEvents: number): boolean;
  progress(): number;
  destroy(): void;
}
interface MqsimModule {
  start_json(request: string): PyProxyLike;
  result_json(sim: PyProxyLike): string;
}

/** Time budget per slice: short enough to notice a cancel quickly, long enough to keep overhead low. */
const SLICE_MS = 40;

let ready: Promise<{ mqsim: MqsimModule }> | undefined;
const cancelled = new Set<number>();
/** The run in progress: a new run request supersedes it, so two runs never share the worker. */
let active: number | null = null;

const post = (msg: FromWorker) => self.postMessage(msg);

async function fetchBytes(url: string, what: string): Promise<Uint8Array> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`could not load ${what} (${r.status} ${url})`);
  return new Uint8Array(await r.arrayBuffer());
}

async function load(indexURL: string, modelURL: string): Promise<{ mqsim: MqsimModule }> {
  post({ type: 'loading' });
  const started = performance.now();
  const { loadPyodide } = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as { loadPyodide: (o: object) => Promise<PyodideAPI> };
  const [py, archive] = await Promise.all([
    // packageBaseUrl: Pyodide's default for packages is a CDN; the model needs none, and nothing may leave the site.
    loadPyodide({ indexURL, packageBaseUrl: indexURL, stdout: () => {}, stderr: () => {} }),
    fetchBytes(modelURL, 'the model'),
  ]);
  // The file a reader downloads, imported from as Python imports from any zip on its path.
  py.FS.mkdirTree('/mqsim');
  py.FS.writeFile('/mqsim/mqsim.pyz', archive);
  py.runPython("import sys\nsys.path.insert(0, '/mqsim/mqsim.pyz')\nimport mqsim");
  const mqsim = py.pyimport('mqsim') as MqsimModule;
  post({ type: 'ready', loadMs: performance.now() - started, pythonVersion: String(py.runPython('sys.version.split()[0]')) });
  return { mqsim };
}

/** Lets queued messages (a cancel) in between slices; faster than setTimeout's clamped delay. */
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(null);
  });
}

/** A Python exception's own message: the last line of the traceback, without the type prefix for our ParamError. */
function pythonMessage(e: unknown): { kind: 'param' | 'python'; message: string } {
  const err = e as { type?: string; message?: string };
  const lines = String(err.message ?? e).trim().split('\n');
  const last = lines[lines.length - 1] ?? '';
  if (err.type === 'ParamError') return { kind: 'param', message: last.replace(/^(mqsim\.)?ParamError:\s*/, '') };
  return { kind: 'python', message: `${err.type ?? 'Error'}: ${last.replace(/^\w+(Error|Exception):\s*/, '')}` };
}

async function runAll(id: number, runs: RunRequest[]): Promise<void> {
  const { mqsim } = await ready!;
  if (cancelled.delete(id)) {
    post({ type: 'cancelled', id });
    return;
  }
  if (active !== null) cancelled.add(active);
  active = id;
  try {
    await runEach(mqsim, id, runs);
  } finally {
    if (active === id) active = null;
  }
}

async function runEach(mqsim: MqsimModule, id: number, runs: RunRequest[]): Promise<void> {
  const results: RunResult[] = [];
  let sliceEvents = 20_000;
  for (let i = 0; i < runs.length; i++) {
    let sim: PyProxyLike | undefined;
    try {
      sim = mqsim.start_json(JSON.stringify(runs[i]));
      const started = performance.now();
      let done = false;
      while (!done) {
        const t = performance.now();
        done = sim.advance(sliceEvents);
        const ms = performance.now() - t;
        // Keep each slice near SLICE_MS whatever the machine's speed.
        sliceEvents = Math.max(1_000, Math.min(2_000_000, Math.round(sliceEvents * (ms > 0 ? Math.min(4, SLICE_MS / ms) : 4))));
        post({ type: 'progress', id, fraction: (i + sim.progress()) / runs.length, run: i, runs: runs.length });
        await yieldToMessages();
        if (cancelled.has(id)) {
          cancelled.delete(id);
          post({ type: 'cancelled', id });
          return;
        }
      }
      const wallMs = performance.now() - started;
      // wallMs is kept beside the model's JSON, which stays exactly what the command line prints.
      results.push({ ...(JSON.parse(mqsim.result_json(sim)) as RunResult), wallMs });
    } catch (e) {
      post({ type: 'error', id, ...pythonMessage(e) });
      return;
    } finally {
      sim?.destroy();
    }
  }
  post({ type: 'result', id, results });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    ready ??= load(msg.indexURL, msg.modelURL);
    ready.catch((e: unknown) => post({ type: 'error', id: null, kind: 'load', message: `The Python runtime did not load: ${(e as Error).message ?? e}` }));
  } else if (msg.type === 'cancel') {
    cancelled.add(msg.id);
  } else if (msg.type === 'run') {
    if (!ready) {
      post({ type: 'error', id: msg.id, kind: 'load', message: 'the worker was not initialised' });
      return;
    }
    ready.then(
      () => runAll(msg.id, msg.runs),
      () => undefined,
    );
  }
};
