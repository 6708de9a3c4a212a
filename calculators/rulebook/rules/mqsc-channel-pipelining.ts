/**
 * PipeLineLength in qm.ini's Channels stanza, judged where it matters: when the paste shows channels
 * between queue managers, or sets the key itself. IBM's 2020 best practices list PipeLineLength=2
 * among the ways to speed up such channels; IBM's reference says any value above 1 is taken as 2,
 * that both ends need it, and that channel exits must then be reentrant. No source measures the
 * gain, so leaving it at 1 is a note; no qm.ini pasted means nothing is known, and nothing is said.
 */
import { type CheckContext, entryOf, stanzaNamed } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { qmIniFix } from '../lib/fixes.ts';
import { QM_TO_QM_CHANNEL_TYPES, channelsOfType, effectiveObjects, mqscWhole, objectLabel } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** IBM's default: one thread per channel agent, no pipelining. */
export const IBM_DEFAULT_PIPELINE_LENGTH = 1n;
/** What the 2020 best practices suggest; any larger value is taken as this. */
export const PIPELINE_LENGTH = 2n;

export const rule = ruleFacts(facts, 'mqsc.channel-pipelining', [
  threshold({ IBM_DEFAULT_PIPELINE_LENGTH }, 'threads per channel agent', 'IBM’s default'),
  threshold({ PIPELINE_LENGTH }, 'threads per channel agent', 'the 2020 best practices’ setting; any value above 1 is taken as 2'),
]);

const WHY = 'With PipeLineLength above 1 a channel agent transfers messages with two threads and fewer waits (TCP/IP channels only); the queue managers at both ends must have it, and channel exits must be reentrant, as they can be called from either thread. IBM’s 2020 best practices list PipeLineLength=2 among the ways to speed up channels between queue managers; no source measures the gain.';

export function check(ctx: CheckContext): Finding[] {
  const qmChannels = channelsOfType(effectiveObjects(ctx), QM_TO_QM_CHANNEL_TYPES);
  const channelWords = qmChannels.length ? ` (${qmChannels.slice(0, 3).map(objectLabel).join(', ')}${qmChannels.length > 3 ? ` and ${qmChannels.length - 3} more` : ''})` : '';
  const stanzas = stanzaNamed(ctx, 'Channels');
  const entries = stanzas.flatMap((s) => {
    const e = entryOf(s, 'PipeLineLength');
    return e ? [e] : [];
  });
  const offer = qmIniFix('Turn pipelining on (qm.ini, on the queue managers at both ends; takes effect at restart)', 'CHANNELS', { PipeLineLength: PIPELINE_LENGTH.toString() });
  if (entries.length === 0) {
    // Unknown without a qm.ini, and beside the point without channels between queue managers.
    if (ctx.stanzas.length === 0 || qmChannels.length === 0) return [];
    const at = stanzas[0];
    return [
      finding(rule, {
        severity: 'info',
        title: `PipeLineLength is not set${at ? ' in the Channels stanza' : ' (no Channels stanza)'}, so the default of 1 applies: no pipelining on the channels between queue managers${channelWords}`,
        recommended: 'Consider PipeLineLength=2 on both queue managers, after checking that any channel exits are reentrant.',
        why: WHY,
        ...(at ? { line: at.line } : {}),
        fixes: [offer],
      }),
    ];
  }
  return entries.map((e) => {
    const n = mqscWhole(e.value);
    if (n === null) return finding(rule, { severity: 'info', title: `PipeLineLength=${e.value} is not a whole number`, recommended: 'Check the line: PipeLineLength takes a whole number (1, or 2 for pipelining).', why: WHY, line: e.line });
    if (n > IBM_DEFAULT_PIPELINE_LENGTH) return finding(rule, { severity: 'ok', title: `PipeLineLength=${e.value}: pipelining on${n > PIPELINE_LENGTH ? ' (taken as 2)' : ''}`, recommended: '', why: `${WHY} Check the queue manager at the other end has it too.`, line: e.line });
    return finding(rule, {
      severity: 'info',
      title: `PipeLineLength=${e.value}: no pipelining${channelWords}`,
      recommended: 'Consider PipeLineLength=2 on both queue managers, after checking that any channel exits are reentrant.',
      why: WHY,
      line: e.line,
      fixes: n < PIPELINE_LENGTH ? [offer] : [],
    });
  });
}

export default { rule, check };
