/**
 * mq-gather.sh's own lines: its section headers, start and end lines, notes and manifest
 * (scope/gather-header.ts, gather/manifest.ts). They are read, not left as "not read": the
 * sections say which queue manager the lines below belong to (scope/scopes.ts), the notes say what
 * the script could not collect, and the manifest what timed out, failed, was refused or masked,
 * which the summary repeats (index.ts adds the manifest's, once its SHA-256 is checked against
 * the text) so a missing section is never silent.
 */
import { gatherHeader } from '../scope/gather-header.ts';
import { readManifest, type GatherManifest } from '../gather/manifest.ts';
import { type PasteLine, type Reader, plural } from './reader.ts';

export const gatherReader: Reader = {
  id: 'mq-gather',
  read(lines) {
    const claimed: number[] = [];
    const hosts = new Set<string>();
    const notes: string[] = [];
    const manifests: GatherManifest[] = [];
    let sections = 0;
    // The report's first and end lines, per host: what the manifest's SHA-256 covers.
    const startOf = new Map<string, number>();
    const endOf = new Map<string, number>();
    let open: { host: string; line: number; records: PasteLine[] } | undefined;
    const close = () => {
      if (!open) return;
      const m = readManifest(open.host, open.line, open.records);
      const from = startOf.get(open.host);
      const to = endOf.get(open.host);
      if (from !== undefined && to !== undefined && from < to) Object.assign(m, { bodyFrom: from, bodyTo: to });
      manifests.push(m);
      open = undefined;
    };
    for (const l of lines) {
      const h = l.text.startsWith('=====') ? gatherHeader(l.text) : undefined;
      if (!h) {
        if (open) {
          open.records.push(l);
          claimed.push(l.n);
        }
        continue;
      }
      close();
      claimed.push(l.n);
      hosts.add(h.host);
      if (h.kind === 'section') sections++;
      if (h.kind === 'start') startOf.set(h.host, l.n);
      if (h.kind === 'end') endOf.set(h.host, l.n);
      if (h.kind === 'note') notes.push(`line ${l.n}${h.queueManager ? ` (${h.queueManager})` : ''}: ${h.what}`);
      if (h.kind === 'manifest') open = { host: h.host, line: l.n, records: [] };
    }
    close();
    if (!claimed.length) return { claimed };
    const shown = notes.slice(0, 5).join('; ') + (notes.length > 5 ? `; and ${notes.length - 5} more` : '');
    const summary = `mq-gather output from ${[...hosts].join(', ')} (${plural(sections, 'section')}${notes.length ? `; ${plural(notes.length, 'note')}: ${shown}` : ''})`;
    const unread = manifests.flatMap((m) => m.unread.map((u) => ({ line: u.n, text: u.text, why: 'not a record of the mq-gather manifest format (command, file, refused, masked, sha256 …)' })));
    return {
      claimed,
      summary,
      ...(unread.length ? { unread } : {}),
      ...(manifests.length ? { gather: manifests } : {}),
    };
  },
};
