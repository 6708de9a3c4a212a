import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [,, url, out, width, scheme, file] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(url);
await page.waitForSelector('[data-check][data-state="ready"]');
if (file) {
  await page.fill('#check-paste', readFileSync(file, 'utf8'));
  await page.click('.check-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('[data-check]')?.dataset.checkState === 'done', undefined, { timeout: 60000 });
  await page.locator('[data-check-summary]').scrollIntoViewIfNeeded();
}
await page.screenshot({ path: out, fullPage: false });
console.log(await page.locator('[data-check-summary]').innerText().catch(() => ''));
await browser.close();
