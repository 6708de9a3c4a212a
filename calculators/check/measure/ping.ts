/**
 * ping's summary between the two ends of a replication link (an HA pair, a DR pair, a queue manager
 * and its NFS server): the round trip every replicated or NFS log write waits for. Read from the
 * summaries ping prints: Linux iputils ("rtt min/avg/max/mdev = 0.412/0.503/0.612/0.051 ms"), BSD,
 * macOS and BusyBox ("round-trip min/avg/max[/stddev] = …"), and Windows ("Minimum = 0ms, Maximum =
 * 1ms, Average = 0ms", whole milliseconds, so listed as too coarse). Each summary is one reading,
 * named by the host its statistics line names: its mean is the value, its maximum the peak. The
 * loss percentage is read beside it, since a lossy link's retransmissions cost more than its RTT.
 */
import { readNumber } from './text.ts';
import { emptyResult, type ReaderResult } from './types.ts';

const SUMMARY = /^\s*(?:rtt|round-trip)\s+min\/avg\/max(?:\/(?:mdev|stddev|std-dev))?\s*=\s*([^\s/]+)\/([^\s/]+)\/([^\s/]+)(?:\/[^\s/]+)?\s*(ms|us|µs|usec|s)\s*$/i;
const WINDOWS = /^\s*Minimum\s*=\s*<?\d+ms,\s*Maximum\s*=\s*<?\d+ms,\s*Average\s*=\s*<?\d+ms\s*$/i;
const STATISTICS = /^\s*---\s+(\S+)\s+ping statistics\s+---\s*$/i;
const LOSS = /^\s*(\d+) packets transmitted, (\d+) (?:packets )?received,(?:.*?,)?\s*([\d.]+)% packet loss/i;
const CHATTER = /^\s*(?:PING\s+\S+.*|\d+ bytes from .*time[=<][\d.]+\s*ms|Pinging\s+\S+.*|Reply from .*|Ping statistics for\s+\S+|Packets: Sent = \d+.*|Approximate round trip times in milli-seconds:|\^C)\s*$/i;

/** A word every ping summary carries: the reader runs only when the paste has one. */
export const PING_HINT = /ping statistics|min\/avg\/max|round trip times/i;

const PER_SECOND: Record<string, number> = { s: 1, ms: 1e3, us: 1e6, 'µs': 1e6, usec: 1e6 };

export function readPing(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  let host = '';
  let loss: { value: number; line: number } | undefined;
  let summaries = 0;
  const chatter: number[] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const stats = STATISTICS.exec(line);
    if (stats) {
      out.claimed.push(n);
      host = stats[1]!;
      loss = undefined;
      return;
    }
    const lost = LOSS.exec(line);
    if (lost) {
      out.claimed.push(n);
      const pct = readNumber(lost[3]!);
      if (pct !== undefined && pct >= 0 && pct <= 100) loss = { value: pct, line: n };
      else out.unread.push({ line: n, text: line, why: 'ping: packet loss must be a percentage from 0 to 100' });
      return;
    }
    const summary = SUMMARY.exec(line);
    if (summary) {
      out.claimed.push(n);
      const [min, avg, max] = [summary[1]!, summary[2]!, summary[3]!].map(readNumber);
      if (min === undefined || avg === undefined || max === undefined || min < 0 || !(min <= avg && avg <= max)) {
        out.unread.push({ line: n, text: line, why: 'ping summary: min/avg/max must be numbers with min ≤ avg ≤ max' });
        return;
      }
      const per = PER_SECOND[summary[4]!.toLowerCase()]!;
      const origin = `ping${host ? ` ${host}` : ''} (line ${n})`;
      out.readings.push({ name: 'networkRoundTrip', unit: 'seconds', value: avg / per, peak: max / per, origin, lines: [n] });
      if (loss) out.readings.push({ name: 'networkPacketLoss', unit: 'percent', value: loss.value, origin, lines: [loss.line] });
      summaries++;
      host = '';
      loss = undefined;
      return;
    }
    if (WINDOWS.test(line)) {
      out.claimed.push(n);
      out.unread.push({ line: n, text: line, why: 'Windows ping prints whole milliseconds ("<1ms"), too coarse for a replication link: measure with a tool that prints fractions of a millisecond (Linux or macOS ping)' });
      return;
    }
    if (CHATTER.test(line)) chatter.push(n);
  });
  // The per-packet lines belong to ping only when a summary says so; alone they are left unread.
  if (summaries) {
    out.claimed.push(...chatter);
    out.recognised.push(`ping (${summaries} summar${summaries === 1 ? 'y' : 'ies'})`);
  }
  return out;
}
