/**
 * Sizing estimate for one flow, built on the report's CPU formula turned round:
 * busy cores = message rate × CPU ms/msg ÷ 1000. The CPU ms/msg comes from a single flow
 * instance on the report's 8-core POWER7 server, so the result is an estimate to check by
 * measurement, not a measured figure.
 */
import { num } from '../../format.ts';

export interface EstimateInput {
  /** Target message rate, msgs/s. */
  rate: string;
  /** Cores of the machine it will run on. */
  cores: string;
  /** Highest CPU utilisation you are willing to plan for, %. */
  ceiling: string;
  /** Speed of one of your cores relative to one POWER7 3.86 GHz core of the report's server. */
  speed: string;
}

export const ESTIMATE_DEFAULTS: EstimateInput = { rate: '1000', cores: '8', ceiling: '80', speed: '1' };

interface Range {
  label: string;
  min: number;
  max: number;
  unit: string;
}
export const ESTIMATE_RANGES: Record<keyof EstimateInput, Range> = {
  rate: { label: 'Target message rate', min: 0.001, max: 10_000_000, unit: 'msgs/s' },
  cores: { label: 'Cores on your machine', min: 0.1, max: 4096, unit: 'cores' },
  ceiling: { label: 'Planning ceiling', min: 1, max: 100, unit: '%' },
  speed: { label: 'Relative core speed', min: 0.05, max: 20, unit: '× a POWER7 3.86 GHz core' },
};

export interface EstimateOutput {
  /** CPU ms per message on your cores (the flow's cost ÷ relative speed). */
  cpuMsPerMsg: number;
  /** Cores kept busy by the target rate. */
  busyCores: number;
  /** Busy cores as a share of your machine, %. */
  utilisationPct: number;
  /** Cores needed to stay at or under the ceiling (fractional; round up to buy). */
  coresNeeded: number;
  /** Highest rate your machine sustains at the ceiling. */
  maxRate: number;
  fits: boolean;
}

export type EstimateResult = { ok: true; value: EstimateOutput } | { ok: false; errors: { field: keyof EstimateInput; message: string }[] };

/** "2,000" and " 2000 " both read as 2000; anything else that is not a plain number is rejected. */
export function parseNumber(raw: string): number | undefined {
  const s = raw.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

export function estimateCpu(costMsPerMsg: number, input: EstimateInput): EstimateResult {
  const errors: { field: keyof EstimateInput; message: string }[] = [];
  const values = {} as Record<keyof EstimateInput, number>;
  for (const field of Object.keys(ESTIMATE_RANGES) as (keyof EstimateInput)[]) {
    const r = ESTIMATE_RANGES[field];
    const n = parseNumber(input[field]);
    if (n === undefined || n < r.min || n > r.max) {
      errors.push({ field, message: `${r.label} must be a number from ${num(r.min)} to ${num(r.max)} (${r.unit}).` });
    } else values[field] = n;
  }
  if (!(costMsPerMsg > 0) || !Number.isFinite(costMsPerMsg)) throw new Error(`estimateCpu needs a positive CPU cost, got ${costMsPerMsg}`);
  if (errors.length) return { ok: false, errors };
  const cpuMsPerMsg = costMsPerMsg / values.speed;
  const busyCores = (values.rate * cpuMsPerMsg) / 1000;
  const utilisationPct = (100 * busyCores) / values.cores;
  const share = values.ceiling / 100;
  return {
    ok: true,
    value: {
      cpuMsPerMsg,
      busyCores,
      utilisationPct,
      coresNeeded: busyCores / share,
      maxRate: (values.cores * share * 1000) / cpuMsPerMsg,
      fits: utilisationPct <= values.ceiling + 1e-9,
    },
  };
}
