/**
 * What runmqsc itself said in a transcript: a command it refused (AMQ8405I) or answered with an
 * error, a run cut off before its summary, a reply that found nothing. The reader of DISPLAY replies
 * notices these (calculators/check/mqsc/display-reply.ts) and hands them over as ctx.replyNotes; this
 * rule shows each with its line, so a gather that did not collect what it meant to is never silent.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** What makes a warning: runmqsc's own reply that a command was not run (a syntax error, an error reply) or a run cut off. */
export const RUNMQSC_DID_NOT_RUN = 'AMQ8405 (syntax error), an error reply, or no closing summary';

export const rule = ruleFacts(facts, 'mqsc.runmqsc-reply', [threshold({ RUNMQSC_DID_NOT_RUN })]);

export function check(ctx: CheckContext): Finding[] {
  return (ctx.replyNotes ?? []).map((n) =>
    finding(rule, {
      severity: n.severity === 'info' ? 'info' : 'warning',
      title: n.text,
      recommended: n.severity === 'info' ? '' : 'Run the command again (mq-gather.sh runs each one on its own), and read runmqsc’s reply before relying on what the checker says about that object.',
      why: 'What runmqsc did not show cannot be checked: a refused or failed command leaves its object unread, and a transcript cut off leaves the rest out.',
      line: n.line,
    }),
  );
}

export default { rule, check };
