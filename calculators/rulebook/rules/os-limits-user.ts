/**
 * mqconfig reads the per-user limits of whoever runs it ("Current User Limits (root)"). When that
 * is not the queue manager's user, the nofile and nproc it printed say nothing about mqm's, as
 * mqconfig itself warns; this says so and how to read mqm's.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { QM_USER } from '../lib/fixes.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/os.json' with { type: 'json' };

export const rule = ruleFacts(facts, 'os.limits-user', [threshold({ QM_USER })]);

export function check(ctx: CheckContext): Finding[] {
  return ctx.limitsUsers.map((u) => {
    const ok = u.name === QM_USER;
    return finding(rule, {
      severity: ok ? 'ok' : 'warning',
      title: ok ? `mqconfig read ${QM_USER}’s per-user limits` : `mqconfig read ${u.name}’s per-user limits, not ${QM_USER}’s`,
      recommended: ok ? '' : `Read ${QM_USER}’s own: run mqconfig as ${QM_USER} (su ${QM_USER} -c mqconfig), or ulimit as ${QM_USER} (sudo -u ${QM_USER} bash -c 'ulimit -a', with ulimit -Ha for the hard limits), and paste that.`,
      why: 'nofile and nproc are per user: the queue manager runs with the limits of the user that starts it, so root’s (often higher or lower) prove nothing about it.',
      line: u.line,
      fixes: ok ? [] : [{ label: `Read ${QM_USER}’s limits (soft, then hard)`, language: 'shell', text: `sudo -u ${QM_USER} bash -c 'ulimit -a; ulimit -Ha'` }],
    });
  });
}

export default { rule, check };
