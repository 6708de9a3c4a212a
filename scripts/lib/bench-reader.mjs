// What the reader benchmarks share (scripts/bench-measure.mjs, scripts/bench-mqsc-text.mjs): a
// whole-number option from the command line, the median, and a calculators/ entry point bundled
// once in memory with esbuild, as the browser worker gets it.
import { build } from 'esbuild';
import { calculatorPlugins } from './esbuild-calculators.mjs';

/** `--name N` from the arguments, or the fallback when absent or not a whole number. */
export function numberOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number.parseInt(args[i + 1], 10) || fallback : fallback;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The module at `entry` (a TypeScript file under calculators/), bundled and imported. */
export async function loadBundled(entry) {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins: calculatorPlugins });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/**
 * `run` timed `runs` times after one warm-up run (which also compiles the regular expressions):
 * wall and CPU milliseconds of each run, sorted. CPU time is what this process spent: on a shared
 * machine it stays near the unloaded wall time while the wall time grows with the load.
 */
export function timeRuns(runs, run) {
  run();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    run();
    wall.push(Number(process.hrtime.bigint() - started) / 1e6);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}
