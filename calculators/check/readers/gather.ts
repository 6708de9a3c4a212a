/**
 * mq-gather.sh's own lines: its section headers, start and end lines and notes (scope/gather-header.ts).
 * They are read, not left as "not read": the sections say which queue manager the lines below
 * belong to (scope/scopes.ts), and the notes say what the script could not collect, which the
 * summary repeats so a missing section is never silent.
 */
import { gatherHeader } from '../scope/gather-header.ts';
import { type Reader, plural } from './reader.ts';

export const gatherReader: Reader = {
  id: 'mq-gather',
  read(lines) {
    const claimed: number[] = [];
    const hosts = new Set<string>();
    const notes: string[] = [];
    let sections = 0;
    for (const l of lines) {
      if (!l.text.startsWith('=====')) continue;
      const h = gatherHeader(l.text);
      if (!h) continue;
      claimed.push(l.n);
      hosts.add(h.host);
      if (h.kind === 'section') sections++;
      if (h.kind === 'note') notes.push(`line ${l.n}${h.queueManager ? ` (${h.queueManager})` : ''}: ${h.what}`);
    }
    if (!claimed.length) return { claimed };
    const shown = notes.slice(0, 5).join('; ') + (notes.length > 5 ? `; and ${notes.length - 5} more` : '');
    return { claimed, summary: `mq-gather output from ${[...hosts].join(', ')} (${plural(sections, 'section')}${notes.length ? `; ${plural(notes.length, 'note')}: ${shown}` : ''})` };
  },
};
