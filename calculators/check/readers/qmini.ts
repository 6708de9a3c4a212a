/**
 * qm.ini as IBM documents it: "Log:" starts a stanza, "   LogPrimaryFiles=3" lines belong to it,
 * "; comment" may follow a value (IBM's own example qm.ini does so). Every key read is a value in
 * the table, under the name qm.ini spells it; a key=value line outside any stanza is not read.
 */
import type { IniStanza } from '../../rulebook/context.ts';
import { type PasteLine, type Reader, gathering, plural } from './reader.ts';

const STANZA = /^\s*([A-Za-z][A-Za-z0-9]*)\s*:\s*(?:[;#].*)?$/;
/**
 * A stanza line with a footnote mark after it, as IBM's documentation prints its example qm.ini
 * ("Channels: 2", the 2 pointing at a note under the figure), copied with the figure. Only for a
 * stanza name IBM documents for qm.ini, so another tool's "Name: 2" line is never taken for a stanza.
 */
const MARKED_STANZA = /^\s*([A-Za-z][A-Za-z0-9]*)\s*:\s+(?:\d{1,2}|\*{1,2}|\(\d{1,2}\))\s*(?:[;#].*)?$/;
/** The stanzas of qm.ini (IBM MQ, "Summary of qm.ini file stanzas and attributes"), lower case. */
const QMINI_STANZAS = new Set(['accessmode', 'apiexitlocal', 'authtoken', 'autocluster', 'autoconfig', 'channels', 'connection', 'exitpath', 'exitpropertieslocal', 'filesystem', 'instancedata', 'log', 'lu62', 'netbios', 'nativehalocalinstance', 'nativehainstance', 'qmerrorlog', 'restrictedmode', 'security', 'service', 'servicecomponent', 'spx', 'ssl', 'subpool', 'tcp', 'tuningparameters', 'variables', 'xaresourcemanager']);

function stanzaName(text: string): string | undefined {
  const s = STANZA.exec(text);
  if (s) return s[1]!;
  const m = MARKED_STANZA.exec(text);
  return m && QMINI_STANZAS.has(m[1]!.toLowerCase()) ? m[1]! : undefined;
}
const ENTRY = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

/** A Kubernetes manifest (ConfigMap, Secret, QueueManager): its top-level apiVersion: or kind: line. */
const MANIFEST = /^(?:apiVersion|kind):\s*\S/;
/** A YAML key whose block scalar is a qm.ini file ("  qm.ini: |-", "  my-config.ini: |"): its indent. */
const INI_BLOCK = /^(\s*)["']?[\w.-]*\.ini["']?:\s*[|>][-+]?\d?\s*$/;

/**
 * In a Kubernetes manifest, the lines that are a qm.ini: those of a `*.ini: |` block scalar. Every
 * other "name:" line there is a YAML key (metadata:, data:, annotations:), not a stanza; undefined
 * when the paste is no manifest, and then every line is offered as qm.ini text.
 */
function iniBlockLines(lines: readonly PasteLine[]): Set<number> | undefined {
  if (!lines.some((l) => MANIFEST.test(l.text))) return undefined;
  const inside = new Set<number>();
  let blockIndent: number | undefined;
  for (const l of lines) {
    const indent = l.text.length - l.text.trimStart().length;
    if (blockIndent !== undefined && indent > blockIndent) {
      inside.add(l.n);
      continue;
    }
    blockIndent = undefined;
    const m = INI_BLOCK.exec(l.text);
    if (m) blockIndent = m[1]!.length;
  }
  return inside;
}

export const qminiReader: Reader = {
  id: 'qm.ini',
  read(allLines, isClaimed) {
    const ini = iniBlockLines(allLines);
    const lines = ini ? allLines.filter((l) => ini.has(l.n)) : allLines;
    const stanzas: IniStanza[] = [];
    const { values, unread, claimed } = gathering();
    let stanza: IniStanza | undefined;
    let last = 0;
    for (const l of lines) {
      // A line of another format in between ends the stanza.
      for (let k = last + 1; k < l.n && stanza; k++) if (isClaimed(k)) stanza = undefined;
      last = l.n;
      const name = stanzaName(l.text);
      if (name) {
        stanza = { name, line: l.n, entries: [] };
        stanzas.push(stanza);
        claimed.push(l.n);
        continue;
      }
      const e = ENTRY.exec(l.text);
      if (!e) {
        // Any other line ends the stanza, so keys after it are never credited to the wrong one.
        stanza = undefined;
        continue;
      }
      if (!stanza) {
        claimed.push(l.n);
        unread.push({ line: l.n, text: l.text, why: 'A key=value line outside any qm.ini stanza' });
        continue;
      }
      // IBM's example qm.ini puts "; comment" after values.
      const value = e[2]!.replace(/\s+;.*$/, '').trim();
      stanza.entries.push({ key: e[1]!, value, line: l.n });
      values.push({ name: e[1]!, setting: /^\d+$/.test(value) ? value.replace(/^0+(?=\d)/, '') : value, origin: 'qm.ini', line: l.n, text: l.text });
      claimed.push(l.n);
    }
    const summary = stanzas.length ? `qm.ini (${[...new Set(stanzas.map((x) => `${x.name}:`))].join(', ')}; ${plural(values.length, 'key')})` : undefined;
    return { values, unread, claimed, stanzas, ...(summary ? { summary } : {}) };
  },
};
