import { describe, expect, it } from 'vitest';
import { NO_ADDRESS_BAR_POPUP } from '../../scripts/lib/chromium.mjs';
import { getBrowser } from './harness.ts';

// The Chromium every browser test and benchmark drives runs with the flags we think it does:
// Chromium keeps only the last --disable-features, so ours must carry every feature Playwright
// disables as well as our own; an upgrade of playwright-core that disables one more fails here.

describe('the Chromium the tests start', () => {
  it('runs with one list of disabled features holding Playwright’s and ours, and opens no address-bar popup', async () => {
    const browser = await getBrowser();
    const cdp = await browser.newBrowserCDPSession();
    // The browser's own account of its command line (Playwright leaves out --enable-automation,
    // without which the DevTools protocol will not tell it).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const args = (await page.locator('#command_line').innerText()).split(/\s+/);
    const lists = args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(0);
    const honoured = new Set(lists.at(-1));
    const dropped = lists.slice(0, -1).flat().filter((f) => !honoured.has(f));
    expect(dropped, 'features an earlier --disable-features names that the last one (the one Chromium honours) drops').toEqual([]);
    for (const f of NO_ADDRESS_BAR_POPUP) expect(honoured.has(f), f).toBe(true);

    await page.goto('about:blank');
    const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { type: string; url: string }[] };
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url)).toEqual([]);
    await context.close();
    await cdp.detach();
  });
});
