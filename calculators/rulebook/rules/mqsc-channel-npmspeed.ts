/**
 * NPMSPEED on channels between queue managers. FAST (IBM's default) carries non-persistent messages
 * outside the batch's transaction, which IBM's 2020 best practices suggest before adding channels;
 * NORMAL is a choice some make so that no non-persistent message is lost on a transmission failure,
 * so it is a note with the trade stated, and the change is offered as a command to weigh, not a fix.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { QM_TO_QM_CHANNEL_TYPES, alterCommand, attributeValue, channelsOfType, effectiveObjects, objectLabel, valueWords } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** IBM's default and the 2020 best practices' suggestion (lines 1106–1107). */
export const IBM_DEFAULT_NPMSPEED = 'FAST';

export const rule = ruleFacts(facts, 'mqsc.channel-npmspeed', [threshold({ IBM_DEFAULT_NPMSPEED }, undefined, 'IBM’s default, and what the 2020 best practices suggest against channel saturation')]);

const WHY = 'With NPMSPEED(FAST) non-persistent messages are not transferred within the channel’s transactions, so they become available far sooner; IBM’s 2020 best practices suggest it (with a larger batch size) before adding channels. The price: a non-persistent message may be lost on a transmission failure.';

export function check(ctx: CheckContext): Finding[] {
  const all = effectiveObjects(ctx);
  return channelsOfType(all, QM_TO_QM_CHANNEL_TYPES).flatMap((ch): Finding[] => {
    const v = attributeValue(ch, 'NPMSPEED', IBM_DEFAULT_NPMSPEED, all);
    if (v.kind === 'unknown') return [];
    const name = objectLabel(ch);
    const said = valueWords('NPMSPEED', v);
    if (v.value === 'FAST') return [finding(rule, { severity: 'ok', title: `${name}: ${said}`, why: WHY, line: v.line })];
    if (v.value !== 'NORMAL') return [finding(rule, { severity: 'warning', title: `${name}: ${said} is neither FAST nor NORMAL`, recommended: 'Check the line: NPMSPEED takes FAST or NORMAL.', why: WHY, line: v.line })];
    const cmd = alterCommand(ch, 'NPMSPEED(FAST)');
    return [
      finding(rule, {
        severity: 'info',
        title: `${name}: ${said}: non-persistent messages travel inside the channel’s transactions`,
        recommended: 'If losing a non-persistent message on a transmission failure is acceptable, NPMSPEED(FAST) (IBM’s default) is the faster choice.',
        why: WHY,
        line: v.line,
        fixes: cmd ? [{ label: `Only if a non-persistent message may be lost on a transmission failure: ${name} to NPMSPEED(FAST) (runmqsc)`, language: 'mqsc', text: cmd }] : [],
      }),
    ];
  });
}

export default { rule, check };
