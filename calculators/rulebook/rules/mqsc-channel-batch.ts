/**
 * BATCHSZ and BATCHINT on channels between queue managers. IBM advises trying the default batch
 * size of 50 first; a larger one raises throughput (fewer acknowledgement flows and log forces,
 * 2020 best practices) and lengthens recovery; the batch used is negotiated down to the lower end,
 * and on some platforms to MAXUMSGS. No source gives a better number, so anything but the defaults
 * is a note that says what it trades, and no value is proposed.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { type AttributeValue, type EffectiveObject, QM_TO_QM_CHANNEL_TYPES, attributeValue, channelsOfType, effectiveObjects, mqscWhole, objectLabel, queueManagerObject, valueWords } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** IBM's default batch size, the value it advises trying first (Batch size (BATCHSZ)). */
export const IBM_DEFAULT_BATCHSZ = 50n;
/** IBM's default batch interval in milliseconds: a batch ends as soon as the transmission queue is empty. */
export const IBM_DEFAULT_BATCHINT = 0n;
/** BATCHINT applies to the sending channel types only (DEFINE CHANNEL's parameter table). */
export const BATCHINT_CHANNEL_TYPES = ['SDR', 'SVR', 'CLUSSDR', 'CLUSRCVR'] as const;

export const rule = ruleFacts(facts, 'mqsc.channel-batch', [
  threshold({ IBM_DEFAULT_BATCHSZ }, 'messages', 'IBM’s default, which IBM advises trying first'),
  threshold({ IBM_DEFAULT_BATCHINT }, 'milliseconds', 'IBM’s default: the batch ends when the transmission queue is empty'),
  threshold({ BATCHINT_CHANNEL_TYPES }, 'channel types'),
]);

const BATCHSZ_WHY = 'A larger batch commits more messages per acknowledgement flow and per log force, which raises throughput (IBM’s 2020 best practices), but recovery takes longer, as more messages are backed out and sent again; a smaller one suits unreliable links. The size used is the lower of the two ends (on some platforms also the queue managers’ MAXUMSGS). IBM advises trying its default of 50 first; no source gives a better value.';
const BATCHINT_WHY = 'BATCHINT is how long, in milliseconds, the channel keeps a batch open when the transmission queue is empty: fewer, fuller batches at low message rates, each message waiting up to that long for its batch to commit. A batch also ends at BATCHSZ messages or BATCHLIM kilobytes.';

function batchSize(ch: EffectiveObject, v: Exclude<AttributeValue, { kind: 'unknown' }>, maxUncommitted: { value: bigint; line: number } | undefined): Finding {
  const name = objectLabel(ch);
  const said = valueWords('BATCHSZ', v);
  const n = mqscWhole(v.value);
  if (n === null) return finding(rule, { severity: 'warning', title: `${name}: ${said} is not a whole number`, recommended: 'Check the line: BATCHSZ takes a whole number of messages.', why: BATCHSZ_WHY, line: v.line });
  const capped = maxUncommitted !== undefined && n > maxUncommitted.value;
  const capWords = capped ? ` It is above the queue manager’s MAXUMSGS(${maxUncommitted.value.toString()}) (line ${maxUncommitted.line}), which can cap the batch on some platforms.` : '';
  if (n === IBM_DEFAULT_BATCHSZ && !capped) return finding(rule, { severity: 'ok', title: `${name}: ${said}, IBM’s default`, why: BATCHSZ_WHY, line: v.line });
  return finding(rule, {
    severity: 'info',
    title: `${name}: ${said}, ${n > IBM_DEFAULT_BATCHSZ ? 'above' : n < IBM_DEFAULT_BATCHSZ ? 'below' : 'at'} IBM’s default of ${IBM_DEFAULT_BATCHSZ.toString()}`,
    recommended: `${n > IBM_DEFAULT_BATCHSZ ? 'Larger batches trade recovery time for throughput' : n < IBM_DEFAULT_BATCHSZ ? 'Smaller batches trade throughput for shorter recovery' : 'The default'}; set the other end to match, as the lower of the two is used.${capWords}`,
    why: BATCHSZ_WHY,
    line: v.line,
  });
}

function batchInterval(ch: EffectiveObject, v: Exclude<AttributeValue, { kind: 'unknown' }>): Finding {
  const name = objectLabel(ch);
  const said = valueWords('BATCHINT', v);
  const n = mqscWhole(v.value);
  if (n === null) return finding(rule, { severity: 'warning', title: `${name}: ${said} is not a whole number`, recommended: 'Check the line: BATCHINT takes a whole number of milliseconds.', why: BATCHINT_WHY, line: v.line });
  if (n === IBM_DEFAULT_BATCHINT) return finding(rule, { severity: 'ok', title: `${name}: ${said}: a batch ends when the transmission queue is empty`, why: BATCHINT_WHY, line: v.line });
  return finding(rule, {
    severity: 'info',
    title: `${name}: ${said}: a batch stays open up to ${n.toString()} ms while the transmission queue is empty`,
    recommended: 'Keep it if fewer commits at low rates are worth up to that much added latency per message; no source gives a value.',
    why: BATCHINT_WHY,
    line: v.line,
  });
}

export function check(ctx: CheckContext): Finding[] {
  const all = effectiveObjects(ctx);
  const umsgs = queueManagerObject(all)?.attributes.get('MAXUMSGS');
  const umsgsValue = umsgs ? mqscWhole(umsgs.value) : null;
  const maxUncommitted = umsgs && umsgsValue !== null ? { value: umsgsValue, line: umsgs.line } : undefined;
  return channelsOfType(all, QM_TO_QM_CHANNEL_TYPES).flatMap((ch) => {
    const out: Finding[] = [];
    const size = attributeValue(ch, 'BATCHSZ', IBM_DEFAULT_BATCHSZ.toString(), all);
    if (size.kind !== 'unknown') out.push(batchSize(ch, size, maxUncommitted));
    if ((BATCHINT_CHANNEL_TYPES as readonly string[]).includes(ch.attributes.get('CHLTYPE')?.value.toUpperCase() ?? '')) {
      const interval = attributeValue(ch, 'BATCHINT', IBM_DEFAULT_BATCHINT.toString(), all);
      if (interval.kind !== 'unknown') out.push(batchInterval(ch, interval));
    }
    return out;
  });
}

export default { rule, check };
