// What the readers' benchmarks (bench-measure.mjs, bench-runmqsc.mjs) share: a whole-number option
// from the command line, a TypeScript reader bundled in memory as the browser worker gets it, and
// timed runs reported as median wall and CPU time. CPU time is reported beside wall time because
// these machines are shared: it stays near the unloaded wall time while the wall time grows with
// the load average, which is printed too.
import { build } from 'esbuild';
import { loadavg } from 'node:os';

/** `--name N` from argv as a whole number between min and max, or the fallback. */
export function intOption(args, name, fallback, min, max) {
  const i = args.indexOf(`--${name}`);
  const n = i >= 0 && args[i + 1] ? Number.parseInt(args[i + 1], 10) || fallback : fallback;
  return Math.max(min, Math.min(max, n));
}

/** The module at `entry` bundled once in memory (ESM, platform neutral) and imported. */
export async function bundled(entry, plugins = []) {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Runs `once` after one warm-up run (which also compiles the regular expressions) `runs` times and
 * says how long it took; `check` sees each result and throws when the reader missed something.
 */
export function timeRuns(runs, once, check) {
  once();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    const result = once();
    wall.push(Number(process.hrtime.bigint() - started) / 1e6);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    check(result);
  }
  wall.sort((a, b) => a - b);
  return `median ${median(wall).toFixed(1)} ms wall (min ${wall[0].toFixed(1)}, max ${wall[wall.length - 1].toFixed(1)}), median ${median(cpu).toFixed(1)} ms CPU, over ${runs} runs; load average ${loadavg()[0].toFixed(1)}`;
}
