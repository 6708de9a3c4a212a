/**
 * What runmqsc would refuse in the MQSC text. The reader that understands MQSC finds these (an
 * attribute the object type does not have, a value outside its range) and hands them over as
 * ctx.rejected; this rule turns each into an error with its line, so a script that would half
 * apply is never shown as if it had worked.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** What makes an error: a command runmqsc itself refuses, as IBM's reference says it does. */
export const RUNMQSC_REFUSES = 'an attribute its object type does not have, or a value outside its range';

export const rule = ruleFacts(facts, 'mqsc.rejected', [threshold({ RUNMQSC_REFUSES })]);

const REJECTS = 'runmqsc would reject this: ';

/** The pasted text as a title shows it: one line, at most this many characters. */
const SHOWN = 120;

export function check(ctx: CheckContext): Finding[] {
  return (ctx.rejected ?? []).map((r) =>
    finding(rule, {
      severity: 'error',
      // The reader's why already says "runmqsc would reject this: "; it is said once.
      title: r.why.startsWith(REJECTS) ? r.why : `${REJECTS}${r.why}`,
      // The line as pasted is named as what to correct, never offered as the fix.
      recommended: `Correct the attribute named above on line ${r.line} (as pasted: “${r.text.replace(/\s+/g, ' ').trim().slice(0, SHOWN)}”), then run the whole command again.`,
      why: 'runmqsc refuses the whole command: the object is not made, or keeps its old definition, and every later command that relies on it is affected.',
      line: r.line,
    }),
  );
}

export default { rule, check };
