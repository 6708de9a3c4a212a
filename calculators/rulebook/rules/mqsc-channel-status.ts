/**
 * A channel's state in a DISPLAY CHSTATUS reply. IBM's "Channel errors" page: a sender or server
 * that meets an error goes to RETRYING, since the problem may clear itself, and retries as its
 * SHORTRTY and LONGRTY say; one that cannot retry, or runs out of retries, goes to STOPPED, where its
 * transmission queue is set GET(DISABLED) and it needs an operator to start it again. So STOPPED is
 * a warning (nothing moves until someone acts) and RETRYING a note (it may clear by itself; no source
 * gives a time after which a retry is a fault). Every other state is not judged.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

export const rule = ruleFacts(facts, 'mqsc.channel-status', [{ name: 'STATES', value: 'STOPPED (warning), RETRYING (note)' }]);

export function check(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const s of ctx.statuses ?? []) {
    if (s.type !== 'CHSTATUS') continue;
    const status = s.attributes.find((a) => a.name === 'STATUS');
    const state = status?.value.toUpperCase();
    const conname = s.attributes.find((a) => a.name === 'CONNAME')?.value;
    const to = conname ? ` to ${conname}` : '';
    if (state === 'STOPPED') {
      out.push(finding(rule, { severity: 'warning', title: `CHSTATUS(${s.name})${to} is STOPPED: it moves no messages until it is started again`, recommended: `Read the queue manager’s error log for why it stopped, fix that, then START CHANNEL(${s.name}).`, why: 'A stopped channel needs an operator to restart it; for a sending channel its transmission queue is set GET(DISABLED) and messages wait there.', line: status!.line }));
    } else if (state === 'RETRYING') {
      out.push(finding(rule, { severity: 'info', title: `CHSTATUS(${s.name})${to} is RETRYING after an error`, recommended: 'It restarts by itself if the error clears; if it keeps retrying, read the error log (a partner down, a network or TLS problem). Once its retries run out it goes to STOPPED.', why: 'A sender or server channel that meets an error retries as SHORTRTY and LONGRTY say, in case the problem clears itself.', line: status!.line }));
    }
  }
  return out;
}

export default { rule, check };
