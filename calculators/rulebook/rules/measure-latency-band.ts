/**
 * Where a write latency sits among the storage classes IBM's mqldt README lists (approximate
 * observed latency: local NVMe under 100 µs, local SAN under 7 ms, cloud block storage under 10 ms,
 * cloud file storage under 50 ms). The README calls them "ballpark reference figures", not limits,
 * so a latency slower than every band is a note that says so, never a warning.
 */
import { readableLatency } from '../../format.ts';
import { all, finding, type MeasureRule } from './measure-common.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** The README's bands, upper bounds in seconds, fastest first. */
export const LATENCY_BANDS = [
  { storage: 'local NVMe', below: 100e-6 },
  { storage: 'local SAN', below: 7e-3 },
  { storage: 'cloud block storage', below: 10e-3 },
  { storage: 'cloud file storage', below: 50e-3 },
] as const;

const rule = ruleFacts(facts, 'measure.write-latency-band', LATENCY_BANDS.map((b) => ({ name: b.storage, value: String(b.below * 1e6), unit: 'µs, upper bound' })));

export function band(seconds: number): string | undefined {
  return LATENCY_BANDS.find((b) => seconds < b.below)?.storage;
}

export const latencyBand: MeasureRule = {
  rule,
  evaluate(ctx) {
    return ['logWriteLatency', 'diskAvgWriteLatency'].flatMap((name) =>
      all(ctx, name).map((r) => {
        const within = band(r.value);
        return finding(rule, {
          severity: 'info',
          title: within
            ? `${readableLatency(r.value)} (${r.origin}) is within what IBM observed for ${within}${within === 'local NVMe' ? '' : ` (faster classes: ${LATENCY_BANDS.slice(0, LATENCY_BANDS.findIndex((b) => b.storage === within)).map((b) => `${b.storage} under ${readableLatency(b.below)}`).join(', ')})`}`
            : `${readableLatency(r.value)} (${r.origin}) is slower than any storage class IBM’s mqldt README lists (cloud file storage under 50 ms)`,
          recommended: within ? '' : 'The README’s figures are ballpark references, not limits; if this is slower than you expect of your storage, test the log file system with mqldt and look for a slow network path or a throttled volume.',
          why: 'Every persistent commit waits for a log write, so the write latency bounds how fast each application can go.',
          line: r.lines[0],
        });
      }),
    );
  },
};
