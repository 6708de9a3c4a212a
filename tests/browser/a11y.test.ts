import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage } from './harness.ts';

// Issue 27's bar: axe-core finds nothing on home, /check/, a calculator, a guide and /recommendations/
// in both colour schemes at a phone's and a desktop's width, and no text anywhere is under 12 px.

const PAGES = ['/', '/check/', '/calculators/log-sizing/', '/guides/size-the-recovery-log/', '/recommendations/'];
const READING = [...PAGES, '/glossary/', '/reports/mq-zos-v71/', '/reports/wmb-v8-aix/', '/data/mq-appliance-m2002/ha-latency/', '/calculators/broker-flow-cost/?messageBytes=10240'];
const VIEWS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Rendered size of every piece of visible text: the computed font size, times the scale an SVG's
 * viewBox applies to its text (a chart's 11 px label drawn at 80 % is 8.8 px on screen).
 */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el: Element | null = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      seen.add(el);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || el.closest('[hidden], template, script, style, .visually-hidden, .sr-only, [aria-hidden="true"]:not(svg)')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)')) continue;
      let size = parseFloat(style.fontSize);
      // The scale of the SVG's transform, whatever its rotation (a y-axis title is turned 90°).
      const m = el instanceof SVGGraphicsElement ? el.getScreenCTM() : null;
      if (m) size *= Math.hypot(m.a, m.b);
      if (size < 11.95) out.push(`${size.toFixed(1)} px: ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${node.textContent.trim().slice(0, 40)}”`);
    }
    return [...new Set(out)];
  });
}

describe('accessibility in both colour schemes', () => {
  for (const path of PAGES) {
    it(`${path}: no axe violations, light and dark, phone and desktop`, async () => {
      for (const colorScheme of ['light', 'dark'] as const)
        for (const view of VIEWS) {
          const { page } = await openPage(path, { ...view, colorScheme });
          if (path.startsWith('/calculators/')) await page.waitForSelector('[data-calculator][data-state="ready"]');
          expect(await axeViolations(page), `${path} ${colorScheme} ${view.width}`).toEqual([]);
          // The same visit, in light mode, serves the text-size check below.
          if (colorScheme === 'light') await expectNoSmallText(page, `${path} at ${view.width}`);
          await page.close();
        }
    });
  }
});

/** Folded sections and toggletips count too: opens them, then measures. */
async function expectNoSmallText(page: Page, context: string): Promise<void> {
  await page.$$eval('details', (ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  expect(await smallText(page), context).toEqual([]);
}

describe('no text under 12 px (the pages above are measured on their axe visits)', () => {
  for (const path of READING.filter((p) => !PAGES.includes(p))) {
    it(path, async () => {
      for (const view of VIEWS) {
        const { page } = await openPage(path, view);
        await expectNoSmallText(page, `${path} at ${view.width}`);
        await page.close();
      }
    });
  }
});
