/**
 * Which queue manager each line of a paste is about. A paste can hold several: a gather of every
 * queue manager on a host, a runmqsc transcript run against two, a dmpmqcfg dump per queue manager.
 * Three things name one, and each starts a scope that lasts until the next:
 *   - mq-gather.sh's section headers (a host's own sections end the queue manager's scope);
 *   - runmqsc's banner, "Starting MQSC for queue manager QM1.";
 *   - dmpmqcfg's header comment, "* Queue manager name: QM1".
 * The readers then read the paste as a whole, and what they read is credited to the scope of its
 * line; values in no queue manager's scope (sysctl, ulimit, mqconfig) belong to the host and so to
 * every queue manager on it.
 */
import { MQ_NAME } from '../../rulebook/mq-name.ts';
import { RUNMQSC_STARTING } from '../mqsc/runmqsc-lines.ts';
import { gatherHeader, type GatherHeader } from './gather-header.ts';

export interface Scope {
  /** First and last line (1-based, inclusive). */
  from: number;
  to: number;
  queueManager?: string;
  host?: string;
}

export interface Scoped {
  /** Contiguous ranges covering every line, in order. */
  scopes: Scope[];
  /** Queue managers named, in the order first named. */
  queueManagers: string[];
  /** Lines that are mq-gather's own headers and notes, with what each says. */
  headers: { line: number; header: GatherHeader }[];
  /** The queue manager of a line, or undefined for a host's (or an unnamed) line. */
  queueManagerOf(line: number): string | undefined;
  /** The mq-gather section a line is in (what the script ran to print it), when it is in one. */
  sectionOf(line: number): GatherHeader | undefined;
  /** The scope a line is in (its host, from mq-gather's header, and its queue manager). */
  scopeOf(line: number): Scope | undefined;
}

/** The last of `starts` at or before `line`, by binary search (index into starts), or -1. */
function lastAtOrBefore(starts: readonly number[], line: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  if (hi < 0 || starts[0]! > line) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= line) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const DMPMQCFG_NAME = new RegExp(String.raw`^\s*\*\s*Queue manager name:\s*(${MQ_NAME})\s*$`);

/**
 * Each text's scopes, made once: the command line splits a text once and hands the same lines to the
 * measurement readers and the configuration checker, which both need them (check-text.ts).
 */
const known = new WeakMap<readonly string[], Scoped>();

export function scopesOf(lines: readonly string[]): Scoped {
  let scoped = known.get(lines);
  if (!scoped) known.set(lines, (scoped = scopesOfLines(lines)));
  return scoped;
}

function scopesOfLines(lines: readonly string[]): Scoped {
  const scopes: Scope[] = [];
  const headers: Scoped['headers'] = [];
  const named: string[] = [];
  const seen = new Set<string>();
  let current: Scope = { from: 1, to: lines.length };
  const start = (n: number, queueManager: string | undefined, host: string | undefined) => {
    if (queueManager === current.queueManager && host === current.host) return;
    if (n > current.from) scopes.push({ ...current, to: n - 1 });
    current = { from: n, to: lines.length, ...(queueManager ? { queueManager } : {}), ...(host ? { host } : {}) };
    if (queueManager && !seen.has(queueManager)) {
      seen.add(queueManager);
      named.push(queueManager);
    }
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A cheap first character test keeps this one pass over a 10 MB gather fast.
    const c = line.trimStart()[0];
    if (c === '=') {
      const header = gatherHeader(line);
      if (header) {
        headers.push({ line: i + 1, header });
        // Notes and the start/end lines keep the scope they are in; a section sets it.
        if (header.kind === 'section') start(i + 1, header.queueManager, header.host);
        else if (header.kind === 'note' && header.queueManager) start(i + 1, header.queueManager, header.host);
        // The manifest is the host's: its records name their queue managers themselves.
        else if (header.kind === 'manifest') start(i + 1, undefined, header.host);
      }
    } else if (c === 'S') {
      const m = RUNMQSC_STARTING.exec(line);
      if (m) start(i + 1, m[1], current.host);
    } else if (c === '*') {
      const m = DMPMQCFG_NAME.exec(line);
      // dmpmqcfg writes its header comments above the queue manager's commands: the scope starts at the comment block.
      if (m) start(i + 1, m[1], current.host);
    }
  }
  scopes.push(current);
  const starts = scopes.map((s) => s.from);
  const scopeOf = (line: number): Scope | undefined => scopes[lastAtOrBefore(starts, line)];
  const queueManagerOf = (line: number): string | undefined => scopeOf(line)?.queueManager;
  const sections = headers.filter((h) => h.header.kind === 'section');
  const sectionStarts = sections.map((h) => h.line);
  const sectionOf = (line: number): GatherHeader | undefined => sections[lastAtOrBefore(sectionStarts, line)]?.header;
  return { scopes, queueManagers: named, headers, queueManagerOf, sectionOf, scopeOf };
}
