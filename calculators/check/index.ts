/**
 * The configuration checker: a paste in, values read and findings out. Each line is offered to the
 * readers in turn (mqconfig, process limits, kernel settings, qm.ini, then any readers passed in);
 * what they read becomes one context, and every rule of the rulebook judges it. Lines no reader
 * took are returned as not read, never dropped. Pure: runs in vitest, the browser and `mqcheck`.
 */
import { RULE_MODULES } from '../rulebook/index.ts';
import type { CheckContext, IniStanza, Platform, Workload } from '../rulebook/context.ts';
import type { Release } from '../rulebook/release.ts';
import type { Finding, ReadValue, Reading, UnreadLine } from '../rulebook/types.ts';
import { mqconfigReader } from './readers/mqconfig.ts';
import { qminiReader } from './readers/qmini.ts';
import type { PasteLine, Reader } from './readers/reader.ts';
import { sysctlReader } from './readers/sysctl.ts';
import { containerReader } from './readers/container.ts';
import { containerPidsFindings } from './container-pids.ts';
import { ulimitReader } from './readers/ulimit.ts';
import { MAX_PASTE_CHARS } from './limits.ts';

export type { Finding, Fix, ReadValue, Reading, Severity, UnreadLine } from '../rulebook/types.ts';
export type { Platform, Workload } from '../rulebook/context.ts';
export type { Reader } from './readers/reader.ts';

export { MAX_PASTE_CHARS };

export const BUILT_IN_READERS: readonly Reader[] = [mqconfigReader, ulimitReader, sysctlReader, containerReader, qminiReader];

export interface CheckOptions {
  platform: Platform;
  workload?: Workload;
  /** More readers, run after the built-in ones on the lines they left (e.g. measurement formats). */
  readers?: readonly Reader[];
}

export type CheckResult =
  | {
      ok: true;
      findings: Finding[];
      values: ReadValue[];
      readings: Reading[];
      unread: UnreadLine[];
      /** One phrase per format recognised, for the summary line. */
      recognised: string[];
      release?: Release;
    }
  | { ok: false; message: string };

const ORDER: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2, ok: 3 };
const FORMATS = 'a qm.ini file or stanza, mqconfig output, ulimit -a, /proc/<pid>/limits, limits.conf lines, sysctl -a or /etc/sysctl.conf lines, cat /proc/sys/… values, or a container’s pids limit (cat /sys/fs/cgroup/pids.max, podman or docker inspect)';

/** Blank lines and comment lines (# or ; first) carry no value; everything else is offered to the readers. */
function pasteLines(text: string): PasteLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ n: i + 1, text: t.replace(/\t/g, '    ') }))
    .filter((l) => {
      const t = l.text.trim();
      return t !== '' && !(/^[#;]/.test(t) && !/^#\s*(sudo\s+)?cat\s+\/proc\//.test(t));
    });
}

export function checkConfiguration(text: string, opts: CheckOptions): CheckResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: `Paste ${FORMATS}, then check.` };
  if (text.length > MAX_PASTE_CHARS) {
    return { ok: false, message: `The paste is ${text.length.toLocaleString('en-US')} characters; the checker reads up to ${MAX_PASTE_CHARS.toLocaleString('en-US')}. Paste the configuration output on its own (a whole sysctl -a is well under that).` };
  }
  // A NUL or other control character (tab and line ends apart) means a binary file.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return { ok: false, message: 'The paste contains control characters, so it looks like a binary file rather than configuration text.' };

  const lines = pasteLines(text);
  const claimed = new Set<number>();
  const values: ReadValue[] = [];
  const readings: Reading[] = [];
  const unread: UnreadLine[] = [];
  const stanzas: IniStanza[] = [];
  const limitsUsers: CheckContext['limitsUsers'] = [];
  const recognised: string[] = [];
  let release: Release | undefined;
  for (const reader of [...BUILT_IN_READERS, ...(opts.readers ?? [])]) {
    const open = lines.filter((l) => !claimed.has(l.n));
    const r = reader.read(open, (n) => claimed.has(n));
    r.claimed.forEach((n) => claimed.add(n));
    values.push(...(r.values ?? []));
    readings.push(...(r.readings ?? []));
    unread.push(...(r.unread ?? []));
    stanzas.push(...(r.stanzas ?? []));
    limitsUsers.push(...(r.limitsUsers ?? []));
    release ??= r.release;
    if (r.summary) recognised.push(r.summary);
  }
  for (const l of lines) if (!claimed.has(l.n)) unread.push({ line: l.n, text: l.text });
  unread.sort((a, b) => a.line - b.line);

  if (!values.length && !readings.length && !stanzas.length) {
    const first = unread[0];
    const shown = first ? ` The first line not read (line ${first.line}): “${first.text.trim().slice(0, 80)}”.` : '';
    return { ok: false, message: `None of the ${lines.length.toLocaleString('en-US')} non-blank lines is ${FORMATS}.${shown}` };
  }
  const ctx: CheckContext = { values, stanzas, platform: opts.platform, limitsUsers, ...(opts.workload ? { workload: opts.workload } : {}), ...(release ? { release } : {}) };
  // container.pids-limit takes its own inputs (it is evaluated by the containers guide too), fed here from what was read.
  const findings = [...RULE_MODULES.flatMap((m) => m.check(ctx)), ...containerPidsFindings(ctx)];
  findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  return { ok: true, findings, values, readings, unread, recognised, ...(release ? { release } : {}) };
}
