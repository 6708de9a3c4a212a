/**
 * TuningParameters DefaultQBufferSize / DefaultPQBufferSize: the non-persistent and persistent
 * buffer every queue gets, in shared memory. IBM 2020 best practices (lines 1241–1272): 128K and
 * 256K by default on 64-bit MQ, up to 100MB; large buffers degrade performance when real memory
 * is short, as every queue defined with them takes that memory.
 */
import { type CheckContext, entryOf, stanzaNamed } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { wholeNumber } from '../lib/range.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/qmini.json' with { type: 'json' };
import { num } from '../../format.ts';

export const DEFAULT_Q_BUFFER_BYTES = 128 * 1024;
export const DEFAULT_PQ_BUFFER_BYTES = 256 * 1024;
export const MAX_Q_BUFFER_BYTES = 100 * 1024 * 1024;

export const rule = ruleFacts(facts, 'qmini.queue-buffers', [
  threshold({ DEFAULT_Q_BUFFER_BYTES }, 'bytes per queue'),
  threshold({ DEFAULT_PQ_BUFFER_BYTES }, 'bytes per queue'),
  threshold({ MAX_Q_BUFFER_BYTES }, 'bytes'),
]);

const KEYS = [
  ['DefaultQBufferSize', 'non-persistent', DEFAULT_Q_BUFFER_BYTES],
  ['DefaultPQBufferSize', 'persistent', DEFAULT_PQ_BUFFER_BYTES],
] as const;

export function check(ctx: CheckContext): Finding[] {
  return stanzaNamed(ctx, 'TuningParameters').flatMap((stanza) =>
    KEYS.flatMap(([key, kind, def]) => {
      const e = entryOf(stanza, key);
      if (!e) return [];
      const n = wholeNumber(e.value);
      if (n === null || n > MAX_Q_BUFFER_BYTES) {
        return [finding(rule, { severity: 'error', title: `${key}=${e.value} is outside 0–${num(MAX_Q_BUFFER_BYTES)} bytes`, recommended: `Set ${key} to at most ${num(MAX_Q_BUFFER_BYTES)} (100 MiB).`, why: 'IBM documents up to 100MB per queue.', line: e.line })];
      }
      const mib = num(n / 1048576, 2);
      return [
        finding(rule, {
          severity: 'info',
          title: `${key}=${num(n)}: ${mib} MiB of shared memory for ${kind} messages on every queue defined after the restart`,
          recommended: n > def ? `Budget the memory: 1,000 queues with this buffer take ${num((n * 1000) / 1073741824, 1)} GiB (derived), on top of everything else.` : '',
          why: `The default is ${num(def / 1024)} KiB. A larger buffer absorbs peaks at the expense of real memory and degrades performance when memory is short; it does not help when messages arrive faster than they leave for long.`,
          line: e.line,
        }),
      ];
    }),
  );
}

export default { rule, check };
