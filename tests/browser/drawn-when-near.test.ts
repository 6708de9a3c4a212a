import { describe, expect, it } from 'vitest';
import { drawAll, openPage } from './harness.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';

/**
 * A block drawn when near the screen (.drawn-when-near, site.css) contains its own paint: anything
 * that sticks out of it is cut off. A numbered list's markers sit left of its items, so each list in
 * such a block needs room for its longest number ("13.") inside the block (calculator.css: the
 * working of log-sizing lost the "1" of 10 to 13 on a phone).
 */
const PAGES = [...calculators.map((c) => `/calculators/${c.id}/`), '/recommendations/', '/data/', '/simulator/'];

describe('blocks drawn when near the screen', () => {
  it('leave room inside them for every numbered list’s markers, on a phone and a wide screen', async () => {
    const cut: string[] = [];
    for (const width of [390, 1366]) {
      for (const path of PAGES) {
        const { page } = await openPage(path, { width, height: 844 });
        await drawAll(page);
        cut.push(
          ...(await page.$$eval('.drawn-when-near ol', (lists) =>
            lists.flatMap((ol) => {
              const items = ol.querySelectorAll(':scope > li');
              if (items.length === 0) return [];
              const last = items[items.length - 1] as HTMLElement;
              const style = getComputedStyle(last);
              // Only markers drawn outside the items can stick out.
              if (style.display !== 'list-item' || style.listStyleType === 'none' || style.listStylePosition !== 'outside') return [];
              // The marker's text set in the item's font, as the browser draws it, measured.
              const probe = document.createElement('span');
              probe.textContent = `${items.length}.\u00a0`;
              probe.style.cssText = 'position: absolute; visibility: hidden; white-space: pre';
              last.append(probe);
              const marker = probe.getBoundingClientRect().width;
              probe.remove();
              const block = ol.closest('.drawn-when-near')!.getBoundingClientRect();
              const room = last.getBoundingClientRect().left - block.left;
              return marker > room + 0.5 ? [`${location.pathname} (${window.innerWidth} px): marker "${items.length}." ${marker.toFixed(1)} px, room ${room.toFixed(1)} px`] : [];
            }),
          )),
        );
        await page.close();
      }
    }
    expect(cut).toEqual([]);
  });

  it('keep what the reader jumped to where it landed while the blocks above it are drawn, on a wide screen and a phone', async () => {
    // At 1280 px the browser anchored its scroll to Starlight's "On this page" column (first in the
    // page's order, as tall as the page), so a chart's source link moved 180 px up as the block above
    // it was drawn at less than its estimate (site.css, .right-sidebar-container).
    const moved: string[] = [];
    for (const width of [1280, 390]) {
      const { page } = await openPage('/reports/mq-appliance-m2002/', { width, height: 800 });
      const tracks = await page.evaluate(async () => {
        const frames = () => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
        const follow = async (el: Element) => {
          const first = el.getBoundingClientRect().top;
          for (let i = 0; i < 10; i++) await frames();
          return Math.round(el.getBoundingClientRect().top - first);
        };
        // A link scrolled to, as a tap on it would; then the last section's heading, from the page's contents.
        const link = document.querySelector('main figure.chart .chart-source a[href*="/data/"]')!;
        link.scrollIntoView({ block: 'center' });
        const linkShift = await follow(link);
        const heading = [...document.querySelectorAll('main h2[id]')].at(-1)!;
        location.hash = heading.id;
        const headingShift = await follow(heading);
        return { link: linkShift, heading: headingShift };
      });
      for (const [what, shift] of Object.entries(tracks)) if (Math.abs(shift) > 1) moved.push(`${width} px: the ${what} moved ${shift} px`);
      await page.close();
    }
    expect(moved).toEqual([]);
  });
});
