/**
 * Charts read anywhere: on a 390 px phone no chart text is under 11 CSS px, in dark mode a chart is
 * dark, no chart label is cut short with an ellipsis, and calculator charts draw without Vega in the
 * browser and redraw as the reader types.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { ready } from './calculator-page.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';

const REPORTS = [...new Set(loadCatalogue().charts.map((c) => c.report.id))];
const CALCULATOR_CHARTS = ['/calculators/ha-latency/?rttMs=8', '/calculators/dr-latency/', '/calculators/swap-reservation/?inetdClients=500&swapBytes=8589934592', '/calculators/treelife/?treelife=60&depth=3'];

interface ChartText {
  chart: string;
  text: string;
  px: number;
}

/** Every visible text of every chart on the page, with its size on screen (font size × the SVG's scale). */
function chartTexts(page: Page): Promise<ChartText[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>('figure.chart svg text, [data-calc-chart] svg text')]
      .filter((t) => t.getBoundingClientRect().width > 0)
      .map((t) => {
        const svg = t.ownerSVGElement!;
        const scale = svg.getBoundingClientRect().width / svg.width.baseVal.value;
        return { chart: t.closest('figure')?.getAttribute('data-chart') ?? 'calculator', text: t.textContent ?? '', px: parseFloat(getComputedStyle(t).fontSize) * scale };
      }),
  );
}

/** Relative luminance of a computed CSS colour ("rgb(r, g, b)"). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The fill each visible chart background is painted with, and the fill of its first label. */
function chartColours(page: Page): Promise<{ background: string; label: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('figure.chart svg, [data-calc-chart] svg')]
      .filter((s) => s.getBoundingClientRect().width > 0)
      .map((s) => ({ background: getComputedStyle(s.querySelector('rect')!).fill, label: getComputedStyle(s.querySelector('text')!).fill })),
  );
}

async function openDark(path: string, width: number) {
  const opened = await openPage(path, { width, colorScheme: 'dark' });
  await opened.page.evaluate(() => localStorage.setItem('starlight-theme', 'dark'));
  await opened.page.reload({ waitUntil: 'load' });
  return opened;
}

describe('report charts', () => {
  for (const report of REPORTS) {
    // One visit: the wide drawing on a desktop in dark mode, then the same page narrowed to a phone.
    it(`/reports/${report}/: dark mode draws dark charts with light text; at 390 px every chart text is 11 px or more, and none is cut`, async () => {
      const { page } = await openDark(`/reports/${report}/`, 1366);
      const colours = await chartColours(page);
      expect(colours.length).toBeGreaterThan(0);
      for (const c of colours) {
        expect(luminance(c.background), c.background).toBeLessThan(0.05);
        expect(luminance(c.label), c.label).toBeGreaterThan(0.5);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      const texts = await chartTexts(page);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((t) => t.px < 11).map((t) => `${t.chart}: "${t.text}" ${t.px.toFixed(1)} px`)).toEqual([]);
      // Not only the visible drawings: no label in either drawing, wide or narrow, is cut short.
      const all = await page.locator('figure.chart svg text').allTextContents();
      expect(all.filter((t) => t.includes('…'))).toEqual([]);
      await page.close();
    });
  }

  it('prints charts dark on white, the wide drawing', async () => {
    const { page } = await openDark(`/reports/${REPORTS[0]}/`, 1366);
    await page.emulateMedia({ media: 'print' });
    const colours = await chartColours(page);
    expect(colours.length).toBeGreaterThan(0);
    for (const c of colours) expect(luminance(c.background)).toBeGreaterThan(0.9);
    expect(await page.locator('figure.chart .chart-narrow').first().isVisible()).toBe(false);
    await page.close();
  });
});

describe('calculator charts', () => {
  for (const path of CALCULATOR_CHARTS) {
    it(`${path}: drawn at the phone's width with 11 px text or more, dark in dark mode`, async () => {
      const { page, consoleErrors } = await openDark(path, 390);
      await ready(page, path.split('/')[2]!);
      const texts = await chartTexts(page);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((t) => t.px < 11).map((t) => `"${t.text}" ${t.px.toFixed(1)} px`)).toEqual([]);
      expect(texts.map((t) => t.text).join(' ')).not.toMatch(/…|NaN|undefined|Infinity/);
      for (const c of await chartColours(page)) expect(luminance(c.background)).toBeLessThan(0.05);
      // Drawn at the box's width, never wider than the screen.
      const widths = await page.evaluate(() => [...document.querySelectorAll('[data-calc-chart] svg')].map((s) => s.getBoundingClientRect().right));
      for (const right of widths) expect(right).toBeLessThanOrEqual(390);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('moves the reader\'s point as they type, and loads no Vega', async () => {
    const { page } = await openPage('/calculators/ha-latency/?rttMs=2');
    await ready(page, 'ha-latency');
    const diamond = () => page.locator('[data-calc-chart] svg title', { hasText: 'This result' }).evaluate((t) => t.parentElement!.getAttribute('transform'));
    const before = await diamond();
    await page.fill('input[name="rttMs"]', '8');
    await expect.poll(diamond).not.toBe(before);
    expect(await page.locator('[data-calc-chart] svg title', { hasText: 'This result' }).textContent()).toMatch(/Added replication round-trip time \(ms\) 8;/);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toMatch(/vega-lite|vega\.github\.io/);
    }
    await page.close();
  });
});

describe('a chart drawn only when it nears the screen', () => {
  // Chart.astro gives each drawing's box the drawing's size, so the browser can skip a chart far
  // below (content-visibility) without anything moving when it is drawn.
  for (const width of [1366, 390]) {
    it(`has its drawing's size before and after it is drawn, at ${width} px`, async () => {
      const { page } = await openPage('/reports/mq-linux-persistent/', { width, height: 800 });
      const boxes = () =>
        page.$$eval('figure.chart .chart-variant[data-drawn-size]', (ds) =>
          ds.filter((d) => getComputedStyle(d).display !== 'none').map((d) => Math.round(d.getBoundingClientRect().height * 10) / 10),
        );
      const before = await boxes();
      const skipped = await page.$$eval('figure.chart .chart-variant[data-drawn-size]', (ds) => ds.filter((d) => getComputedStyle(d).contentVisibility === 'auto').length);
      // One drawing of each chart shows at a time (wide or narrow), and every drawing may be skipped.
      const charts = await page.locator('figure.chart .chart-variants').count();
      expect(charts).toBeGreaterThanOrEqual(8);
      expect(before.length).toBe(charts);
      expect(skipped).toBe(2 * charts);
      // Scroll every chart onto the screen, one after another, then compare each box with its drawing.
      const drawn = await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const out: { box: number; svg: number }[] = [];
        for (const d of document.querySelectorAll<HTMLElement>('figure.chart .chart-variant[data-drawn-size]')) {
          if (getComputedStyle(d).display === 'none') continue;
          d.scrollIntoView({ block: 'center' });
          await frame();
          out.push({ box: Math.round(d.getBoundingClientRect().height * 10) / 10, svg: Math.round(d.querySelector('svg')!.getBoundingClientRect().height * 10) / 10 });
        }
        return out;
      });
      expect(drawn.map((d) => d.box)).toEqual(before);
      for (const d of drawn) expect(Math.abs(d.box - d.svg)).toBeLessThan(1);
      await page.close();
    });
  }
});
