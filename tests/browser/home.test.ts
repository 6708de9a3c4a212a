import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { HOME_DOORS, SECTIONS } from '../../src/lib/site/sections.ts';

// Issue 27: a newcomer on a phone sees the four doors on the first screen, reaches the reports within
// three screens, and can get to every section from the header on any page and width.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('home page routes by task', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the four doors on the first screen of a phone, then the reports within three screens (${colorScheme})`, async () => {
      const { page, consoleErrors } = await openPage('/', { ...PHONE, colorScheme });
      const doors = await page.$$eval('[data-task-doors] a', (as) =>
        as.map((a) => ({ href: new URL((a as HTMLAnchorElement).href).pathname, title: a.querySelector('.task-door-title')!.textContent, bottom: a.getBoundingClientRect().bottom + window.scrollY })),
      );
      expect(doors.map((d) => d.title)).toEqual(['Check my configuration', 'Size something', 'Task guides', 'Recommendations']);
      expect(doors.map((d) => d.href)).toEqual(HOME_DOORS.map((d) => new URL(siteUrl(d.path)).pathname));
      for (const d of doors) expect(d.bottom, d.title!).toBeLessThanOrEqual(PHONE.height);
      const reportsTop = await page.locator('.report-list').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(reportsTop).toBeLessThanOrEqual(3 * PHONE.height);
      expect(consoleErrors).toEqual([]);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await page.close();
    });
  }

  it('each door opens its section', async () => {
    const { page } = await openPage('/', PHONE);
    for (const door of HOME_DOORS) {
      await page.goto(siteUrl('/'));
      await page.locator(`[data-door="${door.path}"]`).click();
      await page.waitForURL(siteUrl(door.path));
      expect(await page.locator('h1').first().innerText(), door.path).not.toBe('');
    }
    await page.close();
  });
});

describe('header navigation', () => {
  const pages = ['/', '/reports/mq-zos-v71/', '/check/', '/calculators/log-sizing/', '/data/', '/glossary/'];
  for (const viewport of [PHONE, DESKTOP]) {
    it(`reaches every section from every kind of page at ${viewport.width} px`, async () => {
      const { page } = await openPage('/', viewport);
      for (const path of pages) {
        await page.goto(siteUrl(path));
        const links = page.locator('[data-site-nav] a');
        const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        expect(hrefs, path).toEqual(SECTIONS.map((s) => new URL(siteUrl(s.path)).pathname));
        // Each link can be brought on screen and tapped (the row scrolls sideways on a phone).
        for (const s of SECTIONS) {
          const link = page.locator(`[data-site-nav] a[href$="${s.path}"]`);
          await link.scrollIntoViewIfNeeded();
          expect(await link.isVisible(), `${path}: ${s.label}`).toBe(true);
          const box = (await link.boundingBox())!;
          expect(box.height, `${path}: ${s.label} tap target`).toBeGreaterThanOrEqual(24);
          expect(box.x + box.width, `${path}: ${s.label} on screen`).toBeLessThanOrEqual(viewport.width + 1);
        }
        const here = await page.locator('[data-site-nav] a[aria-current]').evaluateAll((as) => as.map((a) => a.textContent));
        expect(here, path).toEqual(path === '/' ? [] : [SECTIONS.find((s) => path.startsWith(s.path))!.label]);
      }
      // A tap on a section link lands there.
      await page.goto(siteUrl('/'));
      const simulator = page.locator('[data-site-nav] a[href$="/simulator/"]');
      await simulator.scrollIntoViewIfNeeded();
      await simulator.click();
      await page.waitForURL(siteUrl('/simulator/'));
      await page.close();
    });
  }

  it('starts a phone’s section row with the current section’s link on screen, before anything scrolls it', async () => {
    for (const path of ['/simulator/', '/glossary/', '/data/wmb-v8-aix/processing-profiles-long/', '/check/']) {
      const { page } = await openPage(path, PHONE);
      const [nav, link] = await Promise.all([page.locator('[data-site-nav]').boundingBox(), page.locator('[data-site-nav] a[aria-current]').boundingBox()]);
      expect(link!.x, `${path}: link starts inside the row`).toBeGreaterThanOrEqual(nav!.x);
      expect(link!.x + link!.width, `${path}: link ends inside the row`).toBeLessThanOrEqual(nav!.x + nav!.width);
      await page.close();
    }
  });

  it('keeps the page title clear of the fixed two-row header, and anchors land below it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openPage('/reports/mq-zos-v71/#then-and-now', viewport);
      const header = (await page.locator('header.header').boundingBox())!;
      const heading = (await page.locator('#then-and-now').boundingBox())!;
      expect(heading.y, `${viewport.width}: anchor below the header`).toBeGreaterThanOrEqual(header.y + header.height - 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      const title = (await page.locator('h1').first().boundingBox())!;
      expect(title.y, `${viewport.width}: title below the header`).toBeGreaterThanOrEqual(header.height);
      await page.close();
    }
  });
});
