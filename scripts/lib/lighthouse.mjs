// Lighthouse's performance score for built pages, as the benchmark reports it: its default mobile
// run (a 412 px phone, simulated slow 4G and a 4× slower CPU), in Debian's Chromium, started by
// chrome-launcher (Lighthouse's own launcher) with a fresh profile for each page.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** One Lighthouse run of one page: score (0–100), LCP and total blocking time in ms. */
export async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}
