// What a page weighs on arrival, as the benchmark and the browser tests both count it: every
// same-origin document, stylesheet and script it loads until the network is idle, each gzipped
// on its own (as a server sends it). "Without charts" drops the inline chart SVGs from the HTML
// (a figure is far larger than an icon: over 4 KB), since the budget for report pages is set
// before their figures.
import { gzipSync } from 'node:zlib';

/** Opens `url` in a fresh context of `browser` (playwright-core) and weighs what it loads. */
export async function weighPage(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const bodies = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (new URL(res.url()).origin !== origin || !['document', 'stylesheet', 'script'].includes(type)) return;
      bodies.push(res.body().then((body) => ({ type, url: res.url(), body }), () => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(bodies)).filter(Boolean);
    let total = 0;
    let withoutCharts = 0;
    for (const f of files) {
      const gz = gzipSync(f.body).length;
      total += gz;
      if (f.type === 'document') {
        const html = f.body.toString('utf8').replace(/<svg\b[\s\S]*?<\/svg>/g, (svg) => (svg.length > 4096 ? '' : svg));
        withoutCharts += gzipSync(Buffer.from(html)).length;
      } else withoutCharts += gz;
    }
    return { total, withoutCharts, files: files.map((f) => f.url) };
  } finally {
    await context.close();
  }
}
