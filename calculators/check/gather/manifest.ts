/**
 * The manifest at the end of an mq-gather.sh report (public/mq-gather.sh documents the format):
 * after the end line, a "manifest" header and one record a line, saying which commands ran, with
 * their exit status and time, which files were read, and what was refused or masked, and a SHA-256
 * of the report up to its end line. Read here into per-queue-manager lists, so the checker can say
 * what a gather left out or masked, and whether the report is the one the script wrote.
 */
import { MQ_NAME } from '../../rulebook/mq-name.ts';
import { plural, type PasteLine } from '../readers/reader.ts';
import { sha256Hex } from './sha256.ts';

export type CommandStatus = number | 'timeout' | 'interrupted';

export interface ManifestCommand { queueManager?: string; status: CommandStatus; seconds: number; command: string; line: number }
export interface ManifestFile { queueManager?: string; bytes: number; path: string; line: number }
/** Why a file was not read, as the script names it. */
export type RefusalReason = 'symlink' | 'not-regular' | 'owner' | 'size' | 'unreadable' | 'changed';
export interface ManifestRefusal { queueManager?: string; why: RefusalReason; path: string; line: number }
export interface ManifestMasking { queueManager?: string; count: number; attributes: string[]; where: string; line: number }

export interface GatherManifest {
  host: string;
  /** The manifest header's line. */
  line: number;
  version?: string;
  user?: string;
  /** Who ran the MQ programs, and how: runuser | su | su-s | sudo (root switched), direct, as-root. */
  ranAs?: { user: string; how: string };
  timeoutSeconds?: number;
  masking?: boolean;
  commands: ManifestCommand[];
  files: ManifestFile[];
  refused: ManifestRefusal[];
  masked: ManifestMasking[];
  interrupted?: string;
  /** The recorded SHA-256 (hex), or 'unavailable' when the machine had no tool for it. */
  sha256?: string;
  /** The report's first and end lines, which the SHA-256 covers (both included). */
  bodyFrom?: number;
  bodyTo?: number;
  /** Set by the checker: whether the text from bodyFrom to bodyTo has the recorded SHA-256. */
  sha256Matches?: boolean;
  /** Manifest lines not in the documented format. */
  unread: PasteLine[];
}

const WHY = new Set<RefusalReason>(['symlink', 'not-regular', 'owner', 'size', 'unreadable', 'changed']);
const QM = String.raw`(-|${MQ_NAME})`;
const COMMAND = new RegExp(String.raw`^command ${QM} (\d{1,3}|timeout|interrupted) (\d{1,9}) (.+)$`);
const FILE = new RegExp(String.raw`^file ${QM} (\d{1,15}) (.+)$`);
const REFUSED = new RegExp(String.raw`^refused ${QM} ([a-z-]+) (.+)$`);
const MASKED = new RegExp(String.raw`^masked ${QM} (\d{1,9}) ([A-Za-z,]+) (.+)$`);
const qmOf = (s: string) => (s === '-' ? {} : { queueManager: s });

/** A manifest's records (the lines after its header, up to the next gather line or the end). */
export function readManifest(host: string, headerLine: number, lines: readonly PasteLine[]): GatherManifest {
  const m: GatherManifest = { host, line: headerLine, commands: [], files: [], refused: [], masked: [], unread: [] };
  for (const l of lines) {
    const t = l.text.trim();
    let r: RegExpExecArray | null;
    if ((r = COMMAND.exec(t))) m.commands.push({ ...qmOf(r[1]!), status: /^\d+$/.test(r[2]!) ? Number(r[2]) : (r[2] as CommandStatus), seconds: Number(r[3]), command: r[4]!, line: l.n });
    else if ((r = FILE.exec(t))) m.files.push({ ...qmOf(r[1]!), bytes: Number(r[2]), path: r[3]!, line: l.n });
    else if ((r = REFUSED.exec(t)) && WHY.has(r[2] as RefusalReason)) m.refused.push({ ...qmOf(r[1]!), why: r[2] as RefusalReason, path: r[3]!, line: l.n });
    else if ((r = MASKED.exec(t))) m.masked.push({ ...qmOf(r[1]!), count: Number(r[2]), attributes: r[3]!.split(','), where: r[4]!, line: l.n });
    else if ((r = /^version (\d+\.\d+\.\d+)$/.exec(t))) m.version = r[1]!;
    else if ((r = /^host (\S+)$/.exec(t)) && r[1] === host) continue;
    else if ((r = /^user (\S+)$/.exec(t))) m.user = r[1]!;
    else if ((r = /^ran-as (\S+) (runuser|su|su-s|sudo|direct|as-root)$/.exec(t))) m.ranAs = { user: r[1]!, how: r[2]! };
    else if ((r = /^timeout (\d{1,6})$/.exec(t))) m.timeoutSeconds = Number(r[1]);
    else if ((r = /^masking (on|off)$/.exec(t))) m.masking = r[1] === 'on';
    else if ((r = /^interrupted (SIG[A-Z]+)$/.exec(t))) m.interrupted = r[1]!;
    else if ((r = /^sha256 ([0-9a-f]{64}|unavailable)$/.exec(t))) m.sha256 = r[1]!;
    else m.unread.push(l);
  }
  return m;
}

/** What the manifest says went wrong or was hidden, for one queue manager ('' for the host). */
export interface ManifestIssue {
  kind: 'timeout' | 'failed' | 'refused' | 'masked' | 'interrupted' | 'unmasked' | 'as-root' | 'sha256';
  queueManager: string;
  text: string;
  line: number;
}

const REASON: Record<RefusalReason, string> = {
  symlink: 'a symbolic link, not followed',
  'not-regular': 'not a regular file (a FIFO, device, socket or folder)',
  owner: 'owned by a user other than root or the MQ user',
  size: 'larger than the 1 MiB the script reads',
  unreadable: 'could not be opened',
  changed: 'replaced while being opened',
};

/** Each timeout, failure, refusal, masking and whole-report caveat, in the manifest's order. */
export function manifestIssues(m: GatherManifest): ManifestIssue[] {
  const out: ManifestIssue[] = [];
  const qm = (x: { queueManager?: string }) => x.queueManager ?? '';
  if (m.sha256Matches === false) out.push({ kind: 'sha256', queueManager: '', line: m.line, text: `the report differs from the one mq-gather.sh wrote: its SHA-256 is not the one the manifest records (it was edited, cut, or its bytes were not UTF-8)` });
  if (m.interrupted) out.push({ kind: 'interrupted', queueManager: '', line: m.line, text: `the gather was interrupted (${m.interrupted}): what it had not reached is missing` });
  if (m.ranAs?.how === 'as-root') out.push({ kind: 'as-root', queueManager: '', line: m.line, text: 'MQ programs ran as root (--as-root)' });
  if (m.masking === false) out.push({ kind: 'unmasked', queueManager: '', line: m.line, text: 'secret-bearing values were kept (--no-mask): keep this report as secret as they are' });
  for (const c of m.commands) {
    if (c.status === 'timeout') out.push({ kind: 'timeout', queueManager: qm(c), line: c.line, text: `timed out after ${c.seconds} s and was stopped: ${c.command}` });
    else if (c.status === 'interrupted') out.push({ kind: 'interrupted', queueManager: qm(c), line: c.line, text: `interrupted: ${c.command}` });
    else if (c.status !== 0) out.push({ kind: 'failed', queueManager: qm(c), line: c.line, text: `exit status ${c.status}: ${c.command}` });
  }
  for (const r of m.refused) out.push({ kind: 'refused', queueManager: qm(r), line: r.line, text: `not read, ${REASON[r.why]}: ${r.path}` });
  for (const k of m.masked) out.push({ kind: 'masked', queueManager: qm(k), line: k.line, text: `${k.count} ${k.count === 1 ? 'value' : 'values'} of ${k.attributes.join(', ')} masked in ${k.where}` });
  return out;
}

/** The manifest's counts and its first few issues, one phrase for the checker's summary. */
export function manifestPhrase(m: GatherManifest): string {
  const issues = manifestIssues(m);
  const counts = [plural(m.commands.length, 'command'), `${plural(m.files.length, 'file')} read`];
  const shown = issues.slice(0, 5).map((i) => `${i.queueManager ? `${i.queueManager}: ` : ''}${i.text}`);
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
  const sha = m.sha256Matches ? ', SHA-256 matches' : '';
  return `manifest of mq-gather.sh ${m.version ?? '(no version)'} from ${m.host}: ${counts.join(', ')}${sha}${issues.length ? `; ${shown.join('; ')}${more}` : '; nothing timed out, failed, was refused or masked'}`;
}

/**
 * Sets sha256Matches from the report's own lines (`raw`, 1-based by line number, as split from the
 * text): the script hashes its first line through its end line, each ended by a newline.
 */
export function checkSha256(m: GatherManifest, raw: readonly string[]): void {
  if (!m.sha256 || m.sha256 === 'unavailable' || m.bodyFrom === undefined || m.bodyTo === undefined) return;
  m.sha256Matches = sha256Hex(raw.slice(m.bodyFrom - 1, m.bodyTo).join('\n') + '\n') === m.sha256;
}
