/**
 * Channels stanza against the per-user limits. Each running channel instance is served by a thread
 * (IBM 2020 best practices line 1532: "The amqrmppa process contains a thread per connected
 * client"; the HP-UX report, lines 543–548: one thread per connection), and on Linux every thread
 * counts against nproc. Each instance also holds a socket in a channel pool process, but how many
 * instances share one process is not documented for current releases, so nofile is not derived
 * from MaxChannels: IBM's per-process minimum stays the floor.
 */
import { type CheckContext, entryOf, stanzaNamed, valuesNamed } from '../context.ts';
import { parseExact, showExact } from '../exact.ts';
import { finding } from '../lib/finding.ts';
import { QM_USER } from '../lib/fixes.ts';
import { wholeNumber } from '../lib/range.ts';
import type { Finding } from '../types.ts';
import { IBM_MIN_NPROC } from './os-nproc.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/qmini.json' with { type: 'json' };

/** IBM's default MaxChannels when the stanza leaves it out. */
export const DEFAULT_MAX_CHANNELS = 100;
/** Threads per running channel instance (sourced: a thread per connected client). */
export const THREADS_PER_CHANNEL = 1;

export const rule = ruleFacts(facts, 'qmini.max-channels', [
  threshold({ THREADS_PER_CHANNEL }, 'threads per running channel'),
  threshold({ DEFAULT_MAX_CHANNELS }, 'channels'),
  threshold({ IBM_MIN_NPROC }, 'threads besides the channels’ (rule os.nproc’s minimum; the sum is derived)'),
]);

export function check(ctx: CheckContext): Finding[] {
  return stanzaNamed(ctx, 'Channels').flatMap((stanza) => {
    const max = entryOf(stanza, 'MaxChannels');
    const active = entryOf(stanza, 'MaxActiveChannels');
    const entry = active ?? max;
    if (!entry) return [];
    const channels = wholeNumber(entry.value);
    if (channels === null) return [finding(rule, { severity: 'warning', title: `${entry.key}=${entry.value} is not a whole number`, why: 'A channel count is a whole number.', line: entry.line })];
    const threads = BigInt(channels * THREADS_PER_CHANNEL);
    const nproc = valuesNamed(ctx, 'nproc')[0];
    const n = nproc ? parseExact(nproc.setting) : null;
    const nofileWords = `Each channel also holds a socket in a channel pool process (amqrmppa); how many share one process is not documented for current releases, so nofile is not derived from ${entry.key}: keep it at least IBM’s 10,240 and watch the error log for “too many open files”.`;
    if (n === null || n === undefined) {
      return [finding(rule, { severity: 'info', title: `${entry.key}=${channels}: ${QM_USER}’s nproc must exceed ${showExact(threads)} threads for these channels alone`, recommended: `Check it as ${QM_USER}: sudo -u ${QM_USER} bash -c 'ulimit -u' (and a container’s pids limit) must be above ${showExact(threads)}, plus the queue manager’s own threads.`, why: `One thread per running channel instance. ${nofileWords}`, line: entry.line, fixes: [{ label: `Read ${QM_USER}’s process limit`, language: 'shell', text: `sudo -u ${QM_USER} bash -c 'ulimit -Su; ulimit -Hu'` }] })];
    }
    const headroom = threads + IBM_MIN_NPROC;
    // Below the channels' own threads they cannot all run (stated: a thread per connection); short of
    // IBM's 4,096 besides them is a sum no source states, so a note.
    const severity = n === 'unlimited' || n >= headroom ? 'ok' : n < threads ? 'error' : 'info';
    return [
      finding(rule, {
        severity,
        title: `${entry.key}=${channels} against nproc ${showExact(n)} (line ${nproc!.line})`,
        recommended: severity === 'ok' ? '' : `Raise ${QM_USER}’s nproc to at least ${showExact(headroom)}: ${showExact(threads)} channel threads plus IBM’s ${showExact(IBM_MIN_NPROC)} for the rest (derived).`,
        why: `One thread per running channel instance, and every thread counts against nproc on Linux. ${nofileWords}`,
        line: entry.line,
      }),
    ];
  });
}

export default { rule, check };
