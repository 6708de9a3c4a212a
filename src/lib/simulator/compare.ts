/**
 * A model result beside the report: the measured value for exactly the configuration that was run
 * (every parameter but the run-length ones equal), and the difference in percent. Pure functions,
 * used by the page, the CSV export and the tests.
 */
import { RUN_PARAMS } from './params.ts';
import type { RunResult } from './protocol.ts';
import type { MeasuredPoint } from './types.ts';

/** The report's value of `output` for these parameters, or undefined when the report did not measure them. */
export function measuredAt(points: MeasuredPoint[], params: Record<string, number>, output: string): MeasuredPoint | undefined {
  return points.find(
    (pt) => pt.output === output && Object.entries(pt.params).every(([k, v]) => RUN_PARAMS.has(k) || params[k] === v),
  );
}

/** (model − report) / report, in percent. */
export function differencePct(model: number, measured: number): number {
  return ((model - measured) / measured) * 100;
}

export interface Comparison {
  output: string;
  model: number | null;
  ci95: [number, number] | null;
  measured: MeasuredPoint | null;
  differencePct: number | null;
}

export function compareResult(result: RunResult, outputs: string[], points: MeasuredPoint[]): Comparison[] {
  return outputs.map((output) => {
    const raw = result[output];
    const model = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    const m = measuredAt(points, result.params, output) ?? null;
    return {
      output,
      model,
      ci95: result.ci95?.[output] ?? null,
      measured: m,
      differencePct: m && model !== null && m.value !== 0 ? differencePct(model, m.value) : null,
    };
  });
}
