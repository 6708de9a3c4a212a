/** Which release's minimums were applied: the one mqconfig's header names, else the current ones. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { isBeforeV8 } from '../release.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqconfig.json' with { type: 'json' };

export const rule = ruleFacts(facts, 'mqconfig.release', []);

export function check(ctx: CheckContext): Finding[] {
  if (!ctx.release) return [];
  const old = isBeforeV8(ctx.release);
  return [
    finding(rule, {
      severity: 'info',
      title: ctx.release.inferred ? `mqconfig printed the minimums of IBM MQ ${ctx.release.text} (no header was pasted): those were applied` : `mqconfig analysed the settings for IBM MQ ${ctx.release.text}: its minimums were applied`,
      why: old ? 'MQ 7.x asks for larger semaphore sets (500 256000 250 1024) and tcp_keepalive_time of at most 300 s; those were applied.' : 'MQ 8.0 and later share the minimums applied here (kernel.sem 32 4096 32 128; tcp_keepalive_time not checked).',
    }),
  ];
}

export default { rule, check };
