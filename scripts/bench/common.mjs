// What every part of `npm run bench` shares: its options, the figures' arithmetic, the builds, and
// the report the parts write into (printed as it goes, and kept for bench-results/ and --record).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const args = process.argv.slice(2);
export const flag = (name) => args.includes(`--${name}`);
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
export const runs = Math.max(1, Math.min(20, Number.parseInt(opt('runs', '3'), 10) || 3));
export const root = process.cwd();
export const siteDir = resolve(root, opt('dir', 'dist-bench'));
export const blankRoot = resolve(root, 'bench/blank-starlight');
export const blankDir = join(blankRoot, 'dist');
const astro = join(root, 'node_modules/astro/bin/astro.mjs');

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
export const kib = (bytes) => (bytes / 1024).toFixed(1);
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

/** One build, timed as a whole process. Vitest/Vite variables are dropped so the base stays "/". */
export function build(label, astroRoot, outDir) {
  const env = { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', BASE_PATH: '/' };
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [astro, 'build', '--root', astroRoot], { cwd: root, env, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`${label} did not build:\n${run.stdout}\n${run.stderr}`);
  return seconds;
}

/** The run's lines, as printed. */
export const report = [];
export const say = (line = '') => {
  console.log(line);
  report.push(line);
};
