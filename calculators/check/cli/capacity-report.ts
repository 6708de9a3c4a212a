/**
 * mqcheck's capacity output, for the JSON report and the text: each measured queue manager's
 * ceiling (calculators/check/capacity-each.ts, the model in calculators/capacity/), and apart from
 * them the queue managers for which none is given, with why. The JSON is the DESIGN contract
 * "Capacity" (`files[i].capacity[j]`) field for field, in base units, with the simulator's preset
 * and parameters that rerun it; the text is a few lines a queue manager.
 */
import { isRefusal, type Capacity, type CapacityRefusal } from '../../capacity/index.ts';
import type { CapacityAnswer } from '../capacity-each.ts';
import { num } from '../../num.ts';

/** One queue manager's capacity in the JSON report: the contract's fields, in its order. */
export interface ReportCapacity {
  queueManager: string;
  ceiling: number;
  band: [number, number];
  bottleneck: Capacity['bottleneck'];
  current?: number;
  headroom?: number;
  requestersNeeded: number;
  inputs: Capacity['inputs'];
  assumptions: Capacity['assumptions'];
  narrowestMissing?: string;
  whatIf: Capacity['whatIf'];
  simulator: Capacity['simulator'];
}

export interface CapacityJson {
  capacity: ReportCapacity[];
  capacityRefused: CapacityRefusal[];
}

function reportCapacity(c: Capacity): ReportCapacity {
  return {
    queueManager: c.queueManager,
    ceiling: c.ceiling,
    band: c.band,
    bottleneck: c.bottleneck,
    ...(c.current !== undefined ? { current: c.current } : {}),
    ...(c.headroom !== undefined ? { headroom: c.headroom } : {}),
    requestersNeeded: c.requestersNeeded,
    inputs: c.inputs,
    assumptions: c.assumptions,
    ...(c.narrowestMissing !== undefined ? { narrowestMissing: c.narrowestMissing } : {}),
    whatIf: c.whatIf,
    simulator: c.simulator,
  };
}

export function capacityJson(answers: readonly CapacityAnswer[]): CapacityJson {
  const capacity: ReportCapacity[] = [];
  const capacityRefused: CapacityRefusal[] = [];
  for (const a of answers) {
    if (isRefusal(a)) capacityRefused.push({ queueManager: a.queueManager, why: a.why, ...(a.inputs ? { inputs: a.inputs } : {}), ...(a.assumptions ? { assumptions: a.assumptions } : {}), ...(a.simulator ? { simulator: a.simulator } : {}) });
    else capacity.push(reportCapacity(a));
  }
  return { capacity, capacityRefused };
}

const WHAT_IF_NAMES: Record<Capacity['whatIf'][number]['id'], string> = {
  'native-ha': 'Native HA',
  'replica-plus-1ms': 'replica 1 ms farther',
  'replica-plus-2ms': 'replica 2 ms farther',
  'log-twice-as-fast': 'log device twice as fast',
  'log-half-as-fast': 'log device half as fast',
  'cores-double': 'twice the cores',
};

/** Round trips a second as people read them: whole numbers, grouped. */
const rate = (n: number) => num(Math.round(n), 0);
const named = (qm: string) => (qm ? `Capacity of ${qm}` : 'Capacity');

/** The what-ifs that change the ceiling most (by the ratio either way), at most three, largest change first. */
function topWhatIfs(c: Capacity): string[] {
  return c.whatIf
    .filter((w): w is typeof w & { ceiling: number } => w.ceiling !== undefined)
    .map((w) => ({ w, change: Math.abs(Math.log(w.ceiling / c.ceiling)) }))
    .filter((x) => x.change > Math.log(1.01))
    .sort((a, b) => b.change - a.change)
    .slice(0, 3)
    .map(({ w }) => `${WHAT_IF_NAMES[w.id]} ${rate(w.ceiling)}`);
}

/** A few lines a queue manager, indented as the findings under it are. */
export function capacityText(answers: readonly CapacityAnswer[], indent = '  '): string[] {
  const lines: string[] = [];
  for (const a of answers) {
    if (isRefusal(a)) {
      lines.push(`${indent}${named(a.queueManager)}: not given. ${a.why}`);
      continue;
    }
    lines.push(`${indent}${named(a.queueManager)}: ${rate(a.ceiling)} persistent round trips/s (band ${rate(a.band[0])}–${rate(a.band[1])}), set by ${a.bottleneck}; ${a.requestersNeeded} requesters reach it`);
    if (a.current !== undefined && a.headroom !== undefined) lines.push(`${indent}  now ${rate(a.current)} round trips/s: headroom ${num(a.headroom, 1)}×`);
    const top = topWhatIfs(a);
    if (top.length) lines.push(`${indent}  what if: ${top.join('; ')}`);
    if (a.assumptions.length) lines.push(`${indent}  ASSUMED: ${a.assumptions.map((x) => x.name).join(', ')}`);
    if (a.narrowestMissing) lines.push(`${indent}  the band narrows most with: ${a.narrowestMissing}`);
  }
  return lines;
}
