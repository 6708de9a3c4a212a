import { chromium } from 'playwright-core';
const [,, url, out, width, scheme, file, scrollTo] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(url);
await page.waitForSelector('[data-check][data-state="ready"]');
if (file) {
  await page.setInputFiles('input[data-check-file]', file);
  await page.waitForFunction(() => document.querySelector('[data-check]')?.dataset.checkState === 'done', undefined, { timeout: 120000 });
}
if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out, fullPage: false });
console.log(await page.locator('[data-check-summary]').innerText().catch(() => ''));
await browser.close();
