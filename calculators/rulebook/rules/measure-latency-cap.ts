/**
 * Write latency caps a single-threaded persistent workload: the logger has one write in flight, and
 * an application that commits each message waits for its own forced write, so it can commit at most
 * 1 ÷ latency times a second (derived). Placed beside the file systems IBM measured (Linux
 * persistent report, Table 13, 20KiB messages).
 */
import { all, finding, type MeasureRule } from './measure-common.ts';
import { num, readableLatency } from '../../format.ts';
import { FILE_SYSTEM_PRESETS, FORCES_PER_ROUND_TRIP } from '../../logger-throughput.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

const rule = ruleFacts(facts, 'measure.log-write-latency-cap', [{ name: 'commits per second', value: '1 ÷ log write latency', unit: 'derived bound' }]);

/** The report's 180-requester latencies, for the comparison sentence. */
const measuredBeside = () => FILE_SYSTEM_PRESETS.map((f) => `${f.fileSystem} ${num(f.latencyUs, 0)} µs`).join(', ');

export const latencyCap: MeasureRule = {
  rule,
  evaluate(ctx) {
    return ['logWriteLatency', 'diskAvgWriteLatency'].flatMap((name) =>
      all(ctx, name).filter((r) => r.value > 0).map((r) => {
        const commits = 1 / r.value;
        const what = name === 'logWriteLatency' ? 'log write latency' : 'disk write latency';
        return finding(rule, {
          severity: 'info',
          title: `At a ${what} of ${readableLatency(r.value)} (${r.origin}), one application committing each message can commit at most ${num(commits, 0)} times a second (derived: 1 ÷ latency)`,
          recommended: `A single requester whose round trip commits ${FORCES_PER_ROUND_TRIP} times (put, get-and-put, get) manages at most ${num(commits / FORCES_PER_ROUND_TRIP, 0)} round trips a second; more applications in parallel share each write and go further.`,
          why: `The logger writes one block at a time, and a commit returns only when its write is on disk. IBM measured, with 180 requesters and 20KiB messages: ${measuredBeside()} (Table 13).`,
          line: r.lines[0],
        });
      }),
    );
  },
};
