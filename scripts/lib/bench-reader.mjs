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
