/**
 * The largest unit of work the queue manager's limits allow, weighed against the recovery log.
 * MAXUMSGS bounds the messages in one unit of work; each persistent put logs IBM's documented record
 * (750 bytes plus the message, more for segmented messages: lib/log-workload.ts, the same bytes log
 * sizing uses), and a transaction whose first record leaves the active log is rolled back. So
 * MAXUMSGS puts of MAXMSGL bytes and one commit (derived) must fit in the log for such a unit of
 * work to complete. This is what the limits allow, not what an application does: no source says
 * how large units of work should be, so the rule states the bound and where it falls. A queue's
 * full depth outside one unit of work is queue-file space, not log space (mqsc.queue-depth-space).
 */
import { type CheckContext, stanzaNamed } from '../context.ts';
import { showExact } from '../exact.ts';
import { finding } from '../lib/finding.ts';
import { logConfig } from '../lib/log-config.ts';
import { effectiveObjects, mqscWhole, objectLabel, objectsOfType, queueManagerObject } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };
import { LOG_RECORD, putRecordBytes } from '../../lib/log-workload.ts';

/** Above this MAXMSGL the put record is not a safe JavaScript number; MQ's own limit is 104,857,600. */
const MAX_EXACT_MSGL = 1n << 40n;

/** IBM's log record sizes ("Calculating the size of the log"), as log sizing uses them. */
export const PUT_RECORD_OVERHEAD = LOG_RECORD.putOverhead;
export const COMMIT_RECORD = LOG_RECORD.commit;
/** A message longer than this is logged in segments of this many bytes, each with SEGMENT_OVERHEAD more. */
export const SEGMENT_BYTES = LOG_RECORD.segmentBytes;
export const SEGMENT_OVERHEAD = LOG_RECORD.segmentOverhead;

export const rule = ruleFacts(facts, 'mqsc.unit-of-work-log', [
  threshold({ PUT_RECORD_OVERHEAD }, 'bytes per persistent put, plus the message'),
  threshold({ SEGMENT_BYTES }, 'bytes per segment of a longer message'),
  threshold({ SEGMENT_OVERHEAD }, 'bytes per segment, once a message needs more than one'),
  threshold({ COMMIT_RECORD }, 'bytes per commit'),
]);

/** The log's size: from DISPLAY QMSTATUS (the running queue manager) first, else from the qm.ini Log stanza. */
function logSize(ctx: CheckContext): { primary: bigint; total: bigint; from: string } | string {
  const r = (name: string) => ctx.readings?.find((x) => x.name === name);
  const prim = r('logPrimaryExtents');
  const sec = r('logSecondaryExtents');
  const ext = r('logExtentBytes');
  if (prim && sec && ext) {
    const bytes = BigInt(Math.round(ext.value));
    const p = BigInt(Math.round(prim.value));
    return { primary: p * bytes, total: (p + BigInt(Math.round(sec.value))) * bytes, from: `DISPLAY QMSTATUS: LOGPRIM ${prim.value}, LOGSEC ${sec.value}, extents of ${showExact(bytes)} bytes (LOGEXTSZ, which includes each extent’s header, so a little over the space for records)` };
  }
  const stanza = stanzaNamed(ctx, 'Log')[0];
  if (!stanza) return 'the log’s size was not read (paste DISPLAY QMSTATUS ALL, or qm.ini with its Log stanza)';
  const c = logConfig(stanza, ctx.platform);
  if (typeof c === 'string') return `the Log stanza cannot be sized: ${c}`;
  return { primary: BigInt(c.primaryBytes), total: BigInt(c.maxLogBytes), from: `qm.ini Log stanza (line ${stanza.line}): ${c.primary} primary and ${c.secondary} secondary files of ${c.pages} pages` };
}

export function check(ctx: CheckContext): Finding[] {
  const all = effectiveObjects(ctx);
  const qmgr = queueManagerObject(all);
  const umsgs = qmgr?.attributes.get('MAXUMSGS');
  if (!umsgs) return [];
  const m = mqscWhole(umsgs.value);
  if (m === null) return [finding(rule, { severity: 'info', title: `QMGR MAXUMSGS(${umsgs.value}) is not a whole number`, recommended: 'Check the line: MAXUMSGS takes a whole number of messages.', why: 'The unit of work it allows could not be weighed against the log.', line: umsgs.line })];
  // The longest message one unit of work can hold: the queue manager's MAXMSGL caps every queue's.
  const qmMsgl = qmgr?.attributes.get('MAXMSGL');
  const queueMsgl = objectsOfType(all, 'QLOCAL').flatMap((q) => {
    const a = q.attributes.get('MAXMSGL');
    const n = a ? mqscWhole(a.value) : null;
    return a && n !== null ? [{ n, line: a.line, who: objectLabel(q) }] : [];
  });
  const longestQueue = queueMsgl.reduce<(typeof queueMsgl)[number] | undefined>((a, b) => (a === undefined || b.n > a.n ? b : a), undefined);
  const qmN = qmMsgl ? mqscWhole(qmMsgl.value) : null;
  const msgl = qmMsgl && qmN !== null ? { n: qmN, line: qmMsgl.line, who: 'QMGR' } : longestQueue;
  const title = `QMGR MAXUMSGS(${showExact(m)}): one unit of work may hold ${showExact(m)} messages`;
  if (!msgl || msgl.n > MAX_EXACT_MSGL) {
    return [finding(rule, { severity: 'info', title: `${title}; the longest message (MAXMSGL) was not read`, recommended: 'Paste DISPLAY QMGR ALL (MAXMSGL) to weigh the largest unit of work against the log.', why: 'Each persistent put logs 750 bytes plus the message, and 300 bytes more for each 15,700-byte segment of a longer message.', line: umsgs.line })];
  }
  const bound = m * BigInt(putRecordBytes(Number(msgl.n))) + BigInt(COMMIT_RECORD);
  const boundWords = `${showExact(m)} puts of ${showExact(msgl.n)} bytes (${msgl.who} MAXMSGL, line ${msgl.line}) and a commit log ${showExact(bound)} bytes (derived from IBM’s record sizes)`;
  const log = logSize(ctx);
  if (typeof log === 'string') {
    return [finding(rule, { severity: 'info', title: `${title}: up to ${showExact(bound)} bytes of log (derived)`, recommended: `Weigh it against the log: ${log}.`, why: `${boundWords}. A transaction whose first log record is no longer in the active log is rolled back.`, line: umsgs.line })];
  }
  // Past the whole log is still a note: IBM's defaults (MAXUMSGS 10,000 × MAXMSGL 4 MiB) exceed every default log.
  const past = bound > log.total;
  const severity = bound > log.primary ? 'info' : 'ok';
  const where = past ? `more than the whole log, ${showExact(log.total)} bytes` : severity === 'info' ? `more than the primary extents (${showExact(log.primary)} bytes), within the whole log (${showExact(log.total)} bytes)` : `within the primary extents (${showExact(log.primary)} bytes)`;
  return [
    finding(rule, {
      severity,
      title: `${title}: up to ${showExact(bound)} bytes of log (derived), ${where}`,
      recommended:
        past
          ? 'If an application ever came near this, such a unit of work would be rolled back before it could commit. Enlarge the log, or set MAXUMSGS to what your applications need; no source gives a number for either, so start from your largest real unit of work (DISPLAY CONN(*) UOWLOGDA UOWLOGTI shows when each began).'
          : severity === 'info'
            ? 'A unit of work this large would run into the secondary extents, which are formatted when used; if your applications never come near MAXUMSGS, nothing needs to change.'
            : '',
      why: `${boundWords}. The log: ${log.from}. A transaction whose first log record is no longer in the active log is rolled back. The bound is what the limits allow, not what an application does.`,
      line: umsgs.line,
    }),
  ];
}

export default { rule, check };
