// Lighthouse's mobile score (npm run bench; --only lighthouse): the heaviest page of each type, or the pages --path names.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { serveBuiltSite } from '../lib/serve-built-site.mjs';
import { lighthouseRun } from '../lib/lighthouse.mjs';
import { args, median, opt, root, runs, say, siteDir } from './common.mjs';

/** The heaviest page of each type (`heaviest`: type → path) and the blank page, scored. */
export async function lighthouseTable(guideUrl, blankUrl, heaviest) {
  const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');
  const score = async (url) => {
    const rs = [];
    for (let i = 0; i < runs; i++) rs.push(await lighthouseRun(url));
    return { score: median(rs.map((r) => r.score)), lcpMs: median(rs.map((r) => r.lcpMs)), tbtMs: median(rs.map((r) => r.tbtMs)) };
  };
  say('Lighthouse, mobile (its default: simulated slow 4G, 4× slower CPU), heaviest page of each type, median of each figure:');
  say();
  say('| page | performance score | LCP ms | total blocking time ms |');
  say('| --- | --- | --- | --- |');
  const b = await score(blankUrl);
  say(`| blank Starlight page | ${b.score} | ${ms(b.lcpMs)} | ${ms(b.tbtMs)} |`);
  for (const [type, path] of Object.entries(heaviest)) {
    const r = await score(new URL(path.slice(1), guideUrl).href);
    say(`| ${type}: ${path} | ${r.score} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} |`);
  }
  say();
}

/**
 * --only lighthouse: Lighthouse's mobile run of the pages --path names (each may repeat), on a build
 * given by --dir (and --base), or dist-bench/: a change to one page type measured in a minute.
 */
export async function lighthouseOnly() {
  const dir = resolve(opt('dir', siteDir));
  const paths = args.flatMap((a, i) => (args[i - 1] === '--path' ? [a] : []));
  if (paths.length === 0) throw new Error('--only lighthouse: name the pages with --path /calculators/log-sizing/ (one or more)');
  const site = await serveBuiltSite(root, dir, opt('base', '/'));
  try {
    say(`# Lighthouse mobile, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${dir}, ${runs} runs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    say();
    say('| page | performance score median | total blocking time ms median (all runs) | LCP ms median |');
    say('| --- | --- | --- | --- |');
    for (const path of paths) {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await lighthouseRun(new URL(path.replace(/^\//, ''), site.url).href));
      say(`| ${path} | ${median(rs.map((r) => r.score))} | ${median(rs.map((r) => r.tbtMs)).toFixed(0)} (${rs.map((r) => r.tbtMs.toFixed(0)).join(', ')}) | ${median(rs.map((r) => r.lcpMs)).toFixed(0)} |`);
    }
  } finally {
    site.server.kill();
  }

}
