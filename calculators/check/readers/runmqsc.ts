/**
 * runmqsc's DISPLAY replies as one of the checker's readers: the objects and status replies read by
 * calculators/check/mqsc/display-reply.ts go to the rules (and, as `QMGR.TREELIFE`-style rows, to
 * the table of values), what runmqsc said about its own run goes to the rule that shows it, and
 * every line of the transcript it recognised is taken out of "not read".
 */
import { readRunmqscReplies } from '../mqsc/display-reply.ts';
import { type Reader, plural } from './reader.ts';
import { sparseLines } from './sparse.ts';

/** A line with one of these words is runmqsc's; text without any holds no runmqsc output. */
const HINT = /AMQ\d{4}|MQSC/;

/** The lines of each AMQ8705I reply (DISPLAY QMSTATUS): its message line and the indented lines under it. */
function qmstatusLines(text: readonly string[]): Set<number> {
  const out = new Set<number>();
  let inReply = false;
  text.forEach((line, i) => {
    if (/^\s*AMQ8705I\b/.test(line)) {
      inReply = true;
      out.add(i + 1);
    } else if (inReply && /^\s+\S/.test(line)) out.add(i + 1);
    else inReply = false;
  });
  return out;
}

export const runmqscReader: Reader = {
  id: 'runmqsc',
  read(lines) {
    if (!lines.some((l) => HINT.test(l.text))) return { claimed: [] };
    const text = sparseLines(lines);
    const r = readRunmqscReplies(text);
    if (!r.claimed.length) return { claimed: [] };
    // DISPLAY QMSTATUS replies are left to the measurement reader, which reads their log sizes.
    const status = qmstatusLines(text);
    const objects = r.objects.length + r.statuses.length;
    return {
      claimed: status.size ? r.claimed.filter((n) => !status.has(n)) : r.claimed,
      unread: r.unread,
      objects: r.objects,
      statuses: r.statuses,
      replyNotes: r.notes,
      ...(objects || r.recognised.length ? { summary: `${r.recognised.length ? r.recognised.join(', ') : 'runmqsc output'} (${plural(r.objects.length, 'object')}, ${plural(r.statuses.length, 'status reply', 'status replies')})` } : {}),
    };
  },
};
