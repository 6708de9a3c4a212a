import { formatNumber, shortNumber } from '../../../calculators/format.ts';
import type { EstimateOutput } from '../../../calculators/lib/broker/estimate.ts';
import { rowLabel } from './flow-chart.ts';
import { isStandardSize, sizeText } from '../../../calculators/lib/broker/sizes.ts';
import type { EstimateInput } from '../../../calculators/lib/broker/estimate.ts';
import type { ViewRow } from '../../../calculators/lib/broker/view.ts';

/**
 * The explorer's estimate in words and numbers, shared by the build (the page's first view, so it
 * is complete before any script runs and nothing moves when one does) and the browser.
 */

export const ESTIMATE_OUTPUTS = ['cpu_per_message', 'busy_cores', 'cores_needed', 'utilisation', 'max_rate'] as const;
export type EstimateOutputName = (typeof ESTIMATE_OUTPUTS)[number];

export const ESTIMATE_OUTPUT_LABEL: Record<EstimateOutputName, string> = {
  cpu_per_message: 'CPU per message on your cores',
  busy_cores: 'Cores busy at the target rate',
  cores_needed: 'Cores needed under your ceiling',
  utilisation: 'Utilisation of your machine',
  max_rate: 'Highest rate at your ceiling',
};

/** Where a row's CPU cost comes from, in a sentence. */
export function describeCost(r: ViewRow): string {
  const ms = `${shortNumber(r.costMs)} CPU ms/msg`;
  if (r.costFrom === 'printed') return `${ms} as printed in the report`;
  if (r.costFrom === 'formula')
    return `${ms}: the report's formula on the printed ${formatNumber(r.messagesPerS, 1)} msgs/s at ${formatNumber(r.cpuPct ?? 0, 1)}% CPU (printed as ${formatNumber(r.printedMs ?? 0, 1)})`;
  return `${ms}, interpolated between the measured ${r.sources.map((s) => sizeText(s.size)).join(' and ')} points (derived estimate)`;
}

/** "Sizing the first row shown, <flow>: <cost>." in three parts, the flow's name to be set in bold. */
export function estimateFor(row: ViewRow, picked: boolean): { lead: string; name: string; tail: string } {
  return {
    lead: picked ? 'Sizing ' : 'Sizing the first row shown, ',
    name: rowLabel(row),
    tail: `: ${describeCost(row)}.${picked ? '' : ' Use “Size it” on any row to size another.'}`,
  };
}

/** Each output's raw value (data-value, base units per DESIGN.md) and its text. */
export function estimateOutputs(v: EstimateOutput): Record<EstimateOutputName, { value: number; text: string }> {
  return {
    cpu_per_message: { value: v.cpuMsPerMsg / 1000, text: `${shortNumber(v.cpuMsPerMsg)} ms` },
    busy_cores: { value: v.busyCores, text: `${shortNumber(v.busyCores)} cores` },
    cores_needed: { value: v.coresNeeded, text: `${shortNumber(v.coresNeeded)} (${formatNumber(Math.max(1, Math.ceil(v.coresNeeded - 1e-9)))} whole)` },
    utilisation: { value: v.utilisationPct, text: `${shortNumber(v.utilisationPct)}%${v.fits ? '' : ' (over your ceiling)'}` },
    max_rate: { value: v.maxRate, text: `${formatNumber(Math.round(v.maxRate))} msgs/s` },
  };
}

/**
 * The broker-flow-cost calculator's address for the row being sized, with the same sizing inputs,
 * and a note where the row cannot go with it: a one-off measured size (a SWIFT or HL7 test's bytes)
 * is not one of the calculator's sizes, so it opens with the sizing inputs alone.
 */
export function calculatorLinkFor(row: ViewRow | undefined, estimate: EstimateInput, calculatorBase: string): { href: string; note: string } {
  const measuredOneOff = row !== undefined && row.costFrom !== 'interpolated' && !isStandardSize(row.size);
  const params = new URLSearchParams();
  if (row && !measuredOneOff) {
    params.set('flow', row.table);
    params.set('persistence', row.persistence);
    params.set('messageBytes', String(Math.round(row.bytes)));
  }
  for (const k of Object.keys(estimate) as (keyof EstimateInput)[]) params.set(k, estimate[k]);
  return {
    href: `${calculatorBase}?${params}`,
    note: measuredOneOff ? ` (${sizeText(row.size)} is a one-off size the calculator does not take; it opens with your sizing inputs)` : '',
  };
}
