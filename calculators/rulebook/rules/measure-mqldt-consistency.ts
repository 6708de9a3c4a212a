/**
 * mqldt writes one block at a time per simulated queue manager, so its writes cannot take longer in
 * total than the test ran: average latency × writes ≤ duration × queue managers. A printed average
 * far above that bound is a misprint or a mis-paste; the reader keeps the printed value, and this
 * says what the write count implies instead (derived). IBM's own README sample of 2025 is one:
 * 46,178 writes in 20 s leave about 433 µs a write, while it prints 4,935,648 ns.
 */
import type { Rule } from '../types.ts';
import { all, finding, type MeasureRule } from './measure-common.ts';
import { readableLatency } from '../../check/measure/format.ts';
import { threshold } from '../lib/threshold.ts';

/** Printed latency × writes may exceed the test's time by this factor before it is called inconsistent (start-up, rounding). */
export const SLACK = 1.5;

const rule: Rule = {
  id: 'measure.mqldt-consistency',
  title: 'mqldt average latency against its write count',
  statement: 'mqldt has one write in flight per queue manager it simulates, so average write latency × writes cannot exceed the test duration × queue managers.',
  severity: 'info when the printed average latency is more than 1.5 times what the write count allows',
  appliesTo: { platforms: ['linux'], releases: 'mqldt (github.com/ibm-messaging/mqldt), all versions' },
  thresholds: [threshold({ SLACK }, '× the latency the write count allows')],
  sources: [{ kind: 'vendor-docs', vendor: 'IBM (ibm-messaging/mqldt on GitHub)', title: 'mqldt README: Description of Output', url: 'https://github.com/ibm-messaging/mqldt#description-of-output', what: 'Total writes to files: the total number of writev operations completed over the duration of the test; Avg latency of write: the average time to complete a write.' }],
};

export const mqldtConsistency: MeasureRule = {
  rule,
  evaluate(ctx) {
    return all(ctx, 'diskAvgWriteLatency').flatMap((lat) => {
      const same = (name: string) => ctx.readings.find((r) => r.name === name && r.origin === lat.origin)?.value;
      const writes = same('diskTotalWrites');
      const seconds = same('diskTestDuration');
      if (!lat.origin.startsWith('mqldt') || !writes || !seconds) return [];
      const implied = (seconds * (same('diskTestQueueManagers') ?? 1)) / writes;
      if (lat.value <= SLACK * implied) return [];
      return [finding(rule, {
        severity: 'info',
        title: `mqldt printed an average write latency of ${readableLatency(lat.value)}, but ${writes.toLocaleString('en-US')} writes in ${seconds} s leave at most ${readableLatency(implied)} a write (${lat.origin}; derived)`,
        recommended: 'Check the paste: with one write in flight, the printed average cannot be right. The calculators and rules use the printed value; read them with this in mind.',
        why: 'Each simulated queue manager writes one block at a time, so the writes’ times add up to no more than the test’s duration.',
        line: lat.lines[0],
      })];
    });
  },
};
