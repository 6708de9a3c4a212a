// /check/ (npm run bench; --only check, --only mqcheck): the one-file checker's size, the measurement
// reader and the gather benchmarks (scripts/bench-measure.mjs, scripts/bench-gather.mjs), and how long
// the page holds the main thread (scripts/lib/check-blocking.mjs).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { serveBuiltSite } from '../lib/serve-built-site.mjs';
import { checkBlocking } from '../lib/check-blocking.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { kib, opt, root, runs, say, siteDir } from './common.mjs';

/** The one-file checker's weight, as a server would download it (and gzipped, as the site serves it). */
export function mqcheckSize(dir) {
  const file = join(dir, 'mqcheck.mjs');
  if (!existsSync(file)) return say(`One-file checker: no mqcheck.mjs in ${dir} (a build from before it existed?)`);
  const bytes = readFileSync(file);
  say(`One-file checker (mqcheck.mjs, Node 18+, nothing installed): ${kib(bytes.length)} KiB, ${kib(gzipSync(bytes, { level: 9 }).length)} KiB gzip.`);
  say();
}

// /check/: the measurement reader's parse + summary of a day of amqsrua (scripts/bench-measure.mjs),
// and how long the page holds the main thread on a large paste or file (scripts/lib/check-blocking.mjs).
export async function checkSection(browser, site, dir) {
  say('## /check/: measurement reader and main-thread blocking');
  say();
  mqcheckSize(dir);
  const measure = spawnSync(process.execPath, [join(root, 'scripts/bench-measure.mjs'), '--runs', String(Math.max(5, runs))], { cwd: root, encoding: 'utf8', env: process.env });
  say(`${measure.stdout ?? ''}${measure.status === 0 ? '' : `(the measurement benchmark failed: ${measure.stderr})`}`.trim());
  say();
  const gather = spawnSync(process.execPath, [join(root, 'scripts/bench-gather.mjs'), '--runs', String(Math.max(3, runs))], { cwd: root, encoding: 'utf8', env: process.env });
  say(`${gather.stdout ?? ''}${gather.status === 0 ? '' : `(the gather benchmark failed: ${gather.stderr})`}`.trim());
  say();
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const rows = await checkBlocking(browser, new URL('check/', site.url).href, root, runs);
  say(`Blocking on /check/ in Chromium (1366 px, no CPU slow-down), worst of ${runs} runs each; load average before: ${load}, after: ${loadavg().map((l) => l.toFixed(1)).join(', ')}. A long task is one over 50 ms; total blocking is the sum of each long task's time over 50 ms; the heartbeat gap is the longest a setTimeout(0) loop on the page waited. Wall times include waiting for a CPU on a loaded machine; the CPU columns (main-thread thread time from a Chromium trace) are the page's own work.`);
  say();
  say('| case | longest task ms (wall) | total blocking ms (wall) | longest heartbeat gap ms | longest task ms (CPU) | blocking ms (CPU) | to answer ms | what the page said |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) say(`| ${r.name} | ${r.longest ? r.longest.toFixed(0) : 'none over 50'} | ${r.total.toFixed(0)} | ${r.gap.toFixed(0)} | ${r.cpuLongest.toFixed(1)} | ${r.cpuTotal.toFixed(0)} | ${r.ms} | ${r.said.replace(/\|/g, '/')} |`);
  say();
}

/** --only check: just /check/'s section, against a build given by --dir (and --base), or dist-bench/. */
export async function checkOnly() {
  const dir = resolve(opt('dir', siteDir));
  if (!existsSync(join(dir, 'check', 'index.html'))) throw new Error(`${dir} holds no built /check/ page: build first (npm run build, or BASE_PATH=/guide/ ASTRO_OUT_DIR=… npm run build and --dir … --base /guide/)`);
  const browser = await launchChromium();
  const site = await serveBuiltSite(root, dir, opt('base', '/'));
  try {
    say(`# /check/ benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    say();
    say(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Node ${process.version}; Chromium ${browser.version()}; build ${dir}.`);
    say();
    await checkSection(browser, site, dir);
  } finally {
    await browser.close();
    site.server.kill();
  }

}
