/**
 * Each preset's default result and default sweep, computed at build time by running mqsim.pyz in
 * Pyodide under Node, through the same entry points the page's worker calls (start_json, advance,
 * result_json). The page shows them the moment it opens, labelled as precomputed; changing a
 * parameter runs the model live. Build time only.
 */
import type { RunResult } from './protocol.ts';
import type { ModelInfo } from './types.ts';
import { cached, modelKey, modelRuntime } from './pyodide-node.ts';

export interface PrecomputedPreset {
  result: RunResult;
  sweep: { param: string; metric: string; values: number[]; results: RunResult[] };
}

export type Precomputed = Record<string, PrecomputedPreset>;

interface Batch {
  advance(maxEvents: number): boolean;
  destroy(): void;
}

async function runInPyodide(preset: string, set: Record<string, string>): Promise<RunResult> {
  const py = await modelRuntime();
  const mqsim = py.pyimport('mqsim') as { start_json(r: string): Batch; result_json(b: Batch): string; destroy(): void };
  const batch = mqsim.start_json(JSON.stringify({ preset, set }));
  try {
    while (!batch.advance(200_000));
    return JSON.parse(mqsim.result_json(batch)) as RunResult;
  } finally {
    batch.destroy();
    mqsim.destroy();
  }
}

export async function precompute(info: ModelInfo): Promise<Precomputed> {
  return cached('simulator-precomputed', modelKey(`${JSON.stringify(info.presetInfo)} measured presets only`), async () => {
    const out: Precomputed = {};
    for (const [preset, meta] of Object.entries(info.presetInfo)) {
      // A preset no report measured (your-queue-manager, which /check/'s Capacity link opens with
      // run=1) is run live when asked: its precomputed runs would only add to every visit's page.
      if (!info.presets[preset]?.points.length) continue;
      const result = await runInPyodide(preset, {});
      const results: RunResult[] = [];
      for (const v of meta.sweep.values) results.push(await runInPyodide(preset, { [meta.sweep.param]: String(v) }));
      out[preset] = { result, sweep: { param: meta.sweep.param, metric: meta.sweep.metric, values: meta.sweep.values, results } };
    }
    return out;
  });
}
