/**
 * MQSC command text as one of the checker's readers: DEFINE and ALTER read by
 * calculators/check/mqsc/command-text.ts become objects for the rules (and rows of the table of
 * values), what runmqsc would refuse goes to the rule that says so, and every line of the script
 * (its comments and continuations too) is taken out of "not read".
 */
import { readMqscText } from '../mqsc/command-text.ts';
import { type Reader, plural } from './reader.ts';
import { sparseLines } from './sparse.ts';

/** A line starting with one of MQSC's verbs (or their abbreviations); text without any holds no command. */
const HINT = /^[\t ]*(?:DEF|ALT|DEL|DIS|SET|STA|STOP|REFRESH|RESET|CLEAR|PING|RESOLVE|RESUME|SUSPEND|END)/i;

export const mqscTextReader: Reader = {
  id: 'mqsc',
  read(lines) {
    if (!lines.some((l) => HINT.test(l.text))) return { claimed: [] };
    const text = sparseLines(lines);
    const r = readMqscText(text);
    if (!r.claimed.length) return { claimed: [] };
    const objects = r.objects.length;
    return {
      claimed: r.claimed,
      unread: r.unread,
      objects: r.objects,
      rejected: r.rejected,
      summary: `MQSC (${r.recognised.slice(0, 6).join(', ')}${r.recognised.length > 6 ? ' …' : ''}; ${plural(objects, 'object')}${r.rejected.length ? `, ${plural(r.rejected.length, 'command')} runmqsc would reject` : ''})`,
    };
  },
};
