/**
 * The report's CPU cost formula (line 305): CPU ms/msg = (cores × 1000 × %CPU ÷ 100) ÷ message rate,
 * with 8 cores for the Power 780 it was measured on. Every rate, %CPU and CPU ms/msg in the
 * report is printed with one decimal, so a printed value stands for a range half a unit either
 * side; these helpers ask whether the formula, applied anywhere in those ranges, lands on the
 * printed result.
 */

/** Physical POWER7 cores of the measuring server (SMT threads are not counted). */
export const REPORT_CORES = 8;

export function cpuMsPerMessage(cpuPct: number, messagesPerS: number, cores: number = REPORT_CORES): number {
  return (cores * 1000 * (cpuPct / 100)) / messagesPerS;
}

/**
 * How the formula reproduces a printed CPU ms/msg:
 * - `exact`: the formula on the printed inputs rounds to the printed value;
 * - `input-rounding`: it does once rate and %CPU may be anywhere within their printed rounding;
 * - `whole-cpu`: only if a %CPU printed as "N.0" was a whole-number reading (N ± 0.5), which
 *   over half of the report's %CPU values look like;
 * - `mismatch`: not at all.
 */
export type Reproduction = 'exact' | 'input-rounding' | 'whole-cpu' | 'mismatch';

export interface FormulaCheck {
  computed: number;
  /** Range the formula can reach given the input rounding that produced `verdict`. */
  low: number;
  high: number;
  verdict: Reproduction;
}

const HALF = 0.05; // half a unit in the printed (one-decimal) place

function reach(cpuPct: number, rate: number, cpuHalf: number, cores: number): [number, number] {
  const low = cpuMsPerMessage(Math.max(0, cpuPct - cpuHalf), rate + HALF, cores);
  const high = rate - HALF > 0 ? cpuMsPerMessage(cpuPct + cpuHalf, rate - HALF, cores) : Infinity;
  return [low, high];
}

export function checkPrintedCpuMs(row: { messagesPerS: number; cpuPct: number; printedMs: number }, cores: number = REPORT_CORES): FormulaCheck {
  const { messagesPerS: rate, cpuPct, printedMs } = row;
  const computed = cpuMsPerMessage(cpuPct, rate, cores);
  const lo = printedMs - HALF;
  const hi = printedMs + HALF;
  // A tiny epsilon: 0.15 must count as reaching a printed 0.1's upper edge despite binary floats.
  const overlaps = ([a, b]: [number, number]) => b >= lo - 1e-9 && a <= hi + 1e-9;
  if (Math.abs(computed - printedMs) <= HALF + 1e-9) return { computed, low: computed, high: computed, verdict: 'exact' };
  const byInputs = reach(cpuPct, rate, HALF, cores);
  if (overlaps(byInputs)) return { computed, low: byInputs[0], high: byInputs[1], verdict: 'input-rounding' };
  if (Number.isInteger(cpuPct)) {
    const byWhole = reach(cpuPct, rate, 0.5, cores);
    if (overlaps(byWhole)) return { computed, low: byWhole[0], high: byWhole[1], verdict: 'whole-cpu' };
  }
  return { computed, low: byInputs[0], high: byInputs[1], verdict: 'mismatch' };
}

/**
 * The more precise of two readings of a row's CPU cost: the printed CPU ms/msg (±0.05, so a
 * printed 0.1 means 0.05 to 0.15) or the formula on the printed rate and %CPU (whose error
 * comes from their rounding). Small costs are better recovered from the formula; costs of
 * the slowest, largest messages (rates printed as 0.2) from the printed value.
 */
export function preciseCpuMs(row: { messagesPerS: number; cpuPct: number; printedMs: number }, cores: number = REPORT_CORES): { value: number; from: 'printed' | 'formula' } {
  const printedRel = HALF / row.printedMs;
  const cpuHalf = Number.isInteger(row.cpuPct) ? 0.5 : HALF;
  const formulaRel = cpuHalf / row.cpuPct + HALF / row.messagesPerS;
  return formulaRel < printedRel
    ? { value: cpuMsPerMessage(row.cpuPct, row.messagesPerS, cores), from: 'formula' }
    : { value: row.printedMs, from: 'printed' };
}
