/**
 * net.ipv4.tcp_keepalive_time: MQ 7.5's mqconfig asked for at most 300 seconds; the MQ 8.0 to 9.4
 * mqconfig outputs do not check it. It matters to MQ only when the TCP stanza sets KeepAlive=YES.
 * No fix is offered: this is the one setting whose advice would lower a value, so the finding
 * states the check and leaves the change to the administrator.
 */
import { type CheckContext, valuesNamed } from '../context.ts';
import { parseExact, showExact } from '../exact.ts';
import { finding } from '../lib/finding.ts';
import { notANumber } from '../lib/minimum.ts';
import { isBeforeV8 } from '../release.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/os.json' with { type: 'json' };

export const MQ75_MAX_KEEPALIVE_SECONDS = 300n;

export const rule = ruleFacts(facts, 'os.net.ipv4.tcp_keepalive_time', [threshold({ MQ75_MAX_KEEPALIVE_SECONDS }, 'seconds', 'an upper limit, MQ 7.5 only')]);

export function check(ctx: CheckContext): Finding[] {
  return valuesNamed(ctx, 'tcp_keepalive_time').map((v) => {
    const s = parseExact(v.setting);
    if (typeof s !== 'bigint') return notANumber(rule, v, 'a number of seconds');
    const checked = isBeforeV8(ctx.release);
    const over = s > MQ75_MAX_KEEPALIVE_SECONDS;
    return finding(rule, {
      severity: checked ? (over ? 'error' : 'ok') : 'info',
      title: `tcp_keepalive_time = ${showExact(s)} seconds${checked ? (over ? ', above MQ 7.5’s 300' : ', within MQ 7.5’s 300') : ''}`,
      recommended: checked && over ? 'For MQ 7.5, set net.ipv4.tcp_keepalive_time to 300 or less (sysctl -w and a file in /etc/sysctl.d/), as mqconfig asks.' : '',
      why: checked
        ? 'MQ 7.5’s mqconfig requires at most 300 seconds, so that a dead partner of a channel is noticed within minutes.'
        : 'Not checked by mqconfig for MQ 8.0 and later; it decides how soon a dead partner is noticed when the TCP stanza sets KeepAlive=YES (the kernel default is 7,200 s).',
      line: v.line,
    });
  });
}

export default { rule, check };
