/**
 * mqldt writes one block at a time per simulated queue manager, so its writes cannot take longer in
 * total than the test ran: average latency × writes ≤ duration × queue managers. A printed average
 * far above that bound is a misprint or a mis-paste; the reader keeps the printed value, and this
 * says what the write count implies instead (derived). IBM's own README sample of 2025 is one:
 * 46,178 writes in 20 s leave about 433 µs a write, while it prints 4,935,648 ns.
 */
import { readableLatency, num } from '../../format.ts';
import { all, finding, type MeasureRule } from './measure-common.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** Printed latency × writes may exceed the test's time by this factor before it is called inconsistent (start-up, rounding). */
export const SLACK = 1.5;

const rule = ruleFacts(facts, 'measure.mqldt-consistency', [threshold({ SLACK }, '× the latency the write count allows')]);

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
        title: `mqldt printed an average write latency of ${readableLatency(lat.value)}, but ${num(writes)} writes in ${seconds} s leave at most ${readableLatency(implied)} a write (${lat.origin}; derived)`,
        recommended: 'Check the paste: with one write in flight, the printed average cannot be right. The calculators and rules use the printed value; read them with this in mind.',
        why: 'Each simulated queue manager writes one block at a time, so the writes’ times add up to no more than the test’s duration.',
        line: lat.lines[0],
      })];
    });
  },
};
