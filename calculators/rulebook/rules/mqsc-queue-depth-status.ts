/**
 * A queue's current depth (DISPLAY QSTATUS's CURDEPTH) against its MAXDEPTH and its Queue Depth High
 * limit (QDEPTHHI, a percentage of MAXDEPTH; IBM's default 80). IBM's queue depth events page: a
 * full queue refuses every put (MQRC_Q_FULL), and the Queue Depth High event is IBM's own advance
 * warning that a queue is filling. MAXDEPTH and QDEPTHHI are read from a DISPLAY QUEUE or DEFINE of
 * the same queue in the paste; without MAXDEPTH the depth is not judged, and without QDEPTHHI IBM's
 * default is used and said. Depths are compared exactly (BigInt): MAXDEPTH may be 999,999,999.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { effectiveObjects, mqscWhole, objectsOfType } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };
import { num } from '../../format.ts';

/** QDEPTHHI when a queue's definition does not say: IBM's default. */
export const QDEPTHHI_DEFAULT_PERCENT = 80;

export const rule = ruleFacts(facts, 'mqsc.queue-depth-status', [
  threshold({ QDEPTHHI_DEFAULT_PERCENT }, '% of MAXDEPTH', 'IBM’s default Queue Depth High limit, used when QDEPTHHI was not read'),
  { name: 'MAXDEPTH', value: 'the queue’s own', note: 'a full queue refuses puts (MQRC_Q_FULL)' },
]);

const WHY = 'A queue at MAXDEPTH refuses every put with MQRC_Q_FULL until messages are got; IBM’s Queue Depth High event (QDEPTHHI, a percentage of MAXDEPTH) is its advance warning that a queue is filling faster than it is emptied.';

const group = (n: bigint) => num(Number(n));

export function check(ctx: CheckContext): Finding[] {
  const statuses = (ctx.statuses ?? []).filter((s) => s.type === 'QSTATUS' && !s.attributes.some((a) => a.name === 'TYPE' && a.value.toUpperCase() === 'HANDLE'));
  if (!statuses.length) return [];
  const queues = objectsOfType(effectiveObjects(ctx), 'QLOCAL', 'QMODEL', 'QCLUSTER');
  const out: Finding[] = [];
  for (const s of statuses) {
    const cur = s.attributes.find((a) => a.name === 'CURDEPTH');
    const depth = cur ? mqscWhole(cur.value) : null;
    if (!cur || depth === null) continue;
    const q = queues.find((o) => o.name === s.name && o.type === 'QLOCAL') ?? queues.find((o) => o.name === s.name);
    const maxAttr = q?.attributes.get('MAXDEPTH');
    const max = maxAttr ? mqscWhole(maxAttr.value) : null;
    const label = `QSTATUS(${s.name})`;
    if (max === null || max <= 0n) {
      out.push(finding(rule, { severity: 'info', title: `${label}: CURDEPTH(${group(depth)}); the queue’s MAXDEPTH was not read`, recommended: `Paste DISPLAY QLOCAL(${s.name}) MAXDEPTH QDEPTHHI with the status to weigh the depth against the queue’s limit.`, why: WHY, line: cur.line }));
      continue;
    }
    const hiAttr = q?.attributes.get('QDEPTHHI');
    const hiRead = hiAttr ? mqscWhole(hiAttr.value) : null;
    const hi = hiRead !== null && hiRead >= 0n && hiRead <= 100n ? hiRead : BigInt(QDEPTHHI_DEFAULT_PERCENT);
    const hiWords = hiRead !== null && hi === hiRead ? `its QDEPTHHI(${hi})` : `IBM’s default QDEPTHHI of ${QDEPTHHI_DEFAULT_PERCENT}% (not read)`;
    // depth ≥ hi% of max, exactly: depth × 100 ≥ hi × max.
    const pct = (depth * 1000n) / max;
    const shown = `${pct / 10n}.${pct % 10n}%`;
    const base = `${label}: CURDEPTH(${group(depth)}) of MAXDEPTH(${group(max)})`;
    if (depth >= max) {
      out.push(finding(rule, { severity: 'error', title: `${base}: the queue is full, and puts to it fail`, recommended: 'Find why messages are not being got (DISPLAY QSTATUS TYPE(HANDLE) shows who has it open for input), and raise MAXDEPTH only if the file system holds the larger queue.', why: WHY, line: cur.line }));
    } else if (depth * 100n >= hi * max) {
      out.push(finding(rule, { severity: 'warning', title: `${base} (${shown}, derived): at or above ${hiWords}`, recommended: 'See whether the queue’s getters keep up (IPPROCS, MSGAGE, LGETTIME in the same reply), before it fills.', why: WHY, line: cur.line }));
    } else {
      out.push(finding(rule, { severity: 'ok', title: `${base} (${shown}, derived): below ${hiWords}`, why: WHY, line: cur.line }));
    }
  }
  return out;
}

export default { rule, check };
