/**
 * The section headers mq-gather.sh writes (public/mq-gather.sh), one line before each command's
 * output, and its notes (a command missing, a queue manager skipped). The format is versioned by its
 * first number, so a later script can change it without being misread:
 *
 *   ===== mq-gather 1 | host mqhost01 | queue manager QM1 | runmqsc QM1: DISPLAY QMGR ALL =====
 *   ===== mq-gather 1 | host mqhost01 | sysctl kernel.shmmni … =====
 *   ===== mq-gather 1 | host mqhost01 | queue manager QM2 | note: runmqsc not found on PATH =====
 *   ===== mq-gather 1 | host mqhost01 | manifest =====   (what ran, was read, refused, masked: gather/manifest.ts)
 */
import { MQ_NAME } from '../../rulebook/mq-name.ts';

export interface GatherHeader {
  host: string;
  /** Absent for a host's own sections (sysctl, mqconfig, dspmq of every queue manager). */
  queueManager?: string;
  /** The command as run, or the note's text, or the start/end line's words. */
  what: string;
  kind: 'section' | 'note' | 'start' | 'end' | 'manifest';
}

/**
 * The header line: the host (no spaces or bars), the queue manager when the section is about one,
 * and what was run. The one pattern for it: the checker reads by it, and the gather script's tests
 * hold the script's output to it (tests/gather-run.ts).
 */
export const GATHER_HEADER = new RegExp(String.raw`^===== mq-gather 1 \| host ([^\s|]+) \| (?:queue manager (${MQ_NAME}) \| )?(.*?) =====\s*$`);

/** The header on this line, or undefined: one anchored pattern, so a line of output never passes for one. */
export function gatherHeader(line: string): GatherHeader | undefined {
  if (!line.startsWith('===== mq-gather ')) return undefined;
  const m = GATHER_HEADER.exec(line);
  if (!m) return undefined;
  const what = m[3]!;
  const kind = what.startsWith('note: ') ? 'note' : /^started /.test(what) ? 'start' : /^end: /.test(what) ? 'end' : what === 'manifest' && !m[2] ? 'manifest' : 'section';
  return { host: m[1]!, ...(m[2] ? { queueManager: m[2] } : {}), what: kind === 'note' ? what.slice('note: '.length) : what, kind };
}
