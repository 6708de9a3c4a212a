/**
 * A local queue full to its limits against the file system that holds the queue manager's data.
 * MAXDEPTH × MAXMSGL (derived, BigInt: 999,999,999 × 104,857,600 passes 2^53) is the most its
 * queue file can be asked to hold; when it is more than QMFSSZ, the whole file system DISPLAY
 * QMSTATUS reports, the file system can fill before MAXDEPTH stops a putter. Persistent messages
 * pass through the log, which keeps them only until they are committed and flushed to the queue
 * file, so a deep queue is queue-file space, not log space (the unit of work that can hold the log
 * is mqsc.unit-of-work-log's). Only values read are weighed: a DEFINE that leaves MAXDEPTH or MAXMSGL
 * out takes SYSTEM.DEFAULT.LOCAL.QUEUE's, which this paste may not show. No source gives a share of
 * the file system a queue may take, nor says a queue that could outgrow it is a fault (IBM's own
 * defaults, MAXDEPTH 5,000 × MAXMSGL 4 MiB, outgrow a small file system), so the comparison is a
 * note, never a warning; SYSTEM queues are IBM's own and left out, as for mqsc.queue-persistence.
 */
import type { CheckContext } from '../context.ts';
import { showExact } from '../exact.ts';
import { finding } from '../lib/finding.ts';
import { effectiveObjects, mqscWhole, objectLabel, type EffectiveObject } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** The share of QMFSSZ a full queue may take before it is flagged: the whole of it, as no source gives a smaller share. */
export const FILE_SYSTEM_SHARE_PERCENT = 100;

export const rule = ruleFacts(facts, 'mqsc.queue-depth-space', [threshold({ FILE_SYSTEM_SHARE_PERCENT }, '% of QMFSSZ', 'no source gives a share; the comparison is with the whole file system, and a note')]);

const WHY = 'A local queue can hold MAXDEPTH messages of up to MAXMSGL bytes, all in its queue file on the queue manager’s data file system; persistent messages are also written to the log, which keeps them only until they are committed and flushed to the queue file. When the product is larger than the file system, the file system can fill before MAXDEPTH stops a putter, and everything else on it runs out of space too.';

export function check(ctx: CheckContext): Finding[] {
  // One pass over a queue manager's objects (2,000 queues in a gather's), and no number read from a
  // queue that lacks the other of the two.
  const queues: { q: EffectiveObject; d: bigint; l: bigint; bytes: bigint; line: number }[] = [];
  for (const q of effectiveObjects(ctx)) {
    if (q.type !== 'QLOCAL' || q.name.toUpperCase().startsWith('SYSTEM.')) continue;
    const depth = q.attributes.get('MAXDEPTH');
    const msgl = q.attributes.get('MAXMSGL');
    if (!depth || !msgl) continue;
    const d = mqscWhole(depth.value);
    const l = d === null ? null : mqscWhole(msgl.value);
    if (d !== null && l !== null) queues.push({ q, d, l, bytes: d * l, line: depth.line });
  }
  if (queues.length === 0) return [];
  const fs = ctx.readings?.find((r) => r.name === 'qmFileSystemBytesMax');
  const words = (x: (typeof queues)[number]) => `${objectLabel(x.q)}: MAXDEPTH(${x.d.toString()}) × MAXMSGL(${x.l.toString()}) = ${showExact(x.bytes)} bytes (derived)`;
  if (!fs) {
    const largest = queues.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return [
      finding(rule, {
        severity: 'info',
        title: `Largest local queue at its limits: ${words(largest)}; the file system’s size was not read`,
        recommended: 'Paste DISPLAY QMSTATUS ALL (QMFSSZ) to weigh each queue against the file system that holds it.',
        why: WHY,
        line: largest.line,
      }),
    ];
  }
  const fsBytes = BigInt(Math.round(fs.value));
  const limit = (fsBytes * BigInt(FILE_SYSTEM_SHARE_PERCENT)) / 100n;
  const over = queues.filter((x) => x.bytes > limit);
  if (over.length === 0) {
    return [finding(rule, { severity: 'ok', title: `Every local queue read fits in the queue manager’s file system at its limits (QMFSSZ ${showExact(fsBytes)} bytes)`, why: WHY, line: queues[0]!.line })];
  }
  return over.map((x) =>
    finding(rule, {
      severity: 'info',
      title: `${words(x)}, more than the queue manager’s file system (QMFSSZ ${showExact(fsBytes)} bytes)`,
      recommended: 'How deep the queue gets in practice is yours to judge (no source gives a share of the file system a queue may take): if it can really fill, set MAXDEPTH (or MAXMSGL) so that a full queue fits with room to spare, or give the queue manager’s data a larger file system.',
      why: WHY,
      line: x.line,
    }),
  );
}

export default { rule, check };
