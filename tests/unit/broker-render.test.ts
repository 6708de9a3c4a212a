import { describe, expect, it } from 'vitest';
import { flowChart, MAX_BARS } from '../../src/lib/broker/flow-chart.ts';
import { shortNumber } from '../../calculators/format.ts';
import { chartVariantsHtml, drawLive } from '../../src/lib/charts/live.ts';
import { rowsHtml } from '../../src/lib/broker/rows-html.ts';
import type { ViewRow } from '../../calculators/lib/broker/view.ts';

function row(i: number, over: Partial<ViewRow> = {}): ViewRow {
  return {
    key: `${i}:NONE:2kB`,
    table: String(i),
    flow: `Flow <${i}> & co`,
    category: 'transport',
    transport: 'MQ',
    persistence: 'NONE',
    size: '2kB',
    bytes: 2048,
    messagesPerS: 1000 + i,
    cpuPct: 10,
    printedMs: 0.1,
    costMs: 0.08 + i / 1000,
    costFrom: 'formula',
    sources: [{ href: `/guide/data/r/table-${i}/#line-2`, title: 'Reading & writing', reportLine: 344, size: '2kB' }],
    ...over,
  };
}
const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

// The explorer's chart goes through the site's one live-chart path; these read the drawing it makes.
const drawn = (rows: ViewRow[], width = 640) => {
  const chart = flowChart(rows);
  return { ...chart, svg: drawLive(chart.spec, { width }) };
};
const widthsOf = (svg: string, panel: string) => [...svg.matchAll(new RegExp(`class="bar bar-${panel}"[^>]* width="([\\d.]+)"`, 'g'))].map((m) => Number(m[1]));

describe('flow chart', () => {
  it('draws one rate bar and one cost bar per row, each with its row key', () => {
    const { svg, shown, total } = drawn([row(1), row(2), row(3)]);
    expect([shown, total]).toEqual([3, 3]);
    expect(count(svg, /<rect class="bar bar-rate"/g)).toBe(3);
    expect(count(svg, /<rect class="bar bar-cost"/g)).toBe(3);
    expect(count(svg, /<rect class="bar bar-cost" data-key="2:NONE:2kB"/g)).toBe(1);
  });

  it(`shows at most ${MAX_BARS} rows and says so in its description`, () => {
    const rows = Array.from({ length: MAX_BARS + 5 }, (_, i) => row(i));
    const { svg, shown, total, spec } = drawn(rows);
    expect([shown, total]).toEqual([MAX_BARS, MAX_BARS + 5]);
    expect(count(svg, /class="bar bar-rate"/g)).toBe(MAX_BARS);
    expect(spec.description).toContain(`the first ${MAX_BARS} of ${MAX_BARS + 5}`);
  });

  it('scales bars to the largest value in each panel, at any width, without overrunning its panel', () => {
    for (const width of [340, 640, 900]) {
      const { svg } = drawn([row(1, { messagesPerS: 100, costMs: 2 }), row(2, { messagesPerS: 50, costMs: 1 })], width);
      const rate = widthsOf(svg, 'rate');
      const cost = widthsOf(svg, 'cost');
      expect(rate[0]! / rate[1]!).toBeCloseTo(2, 1);
      expect(cost[0]! / cost[1]!).toBeCloseTo(2, 1);
      expect(Math.max(...rate, ...cost)).toBeLessThan(width / 2);
    }
  });

  it('escapes labels, and draws interpolated rows pale and outlined, named as estimates', () => {
    const { svg } = drawn([row(1, { costFrom: 'interpolated' }), row(2)]);
    expect(svg).toContain('Flow &lt;1&gt; &amp; co');
    expect(svg).not.toContain('<1>');
    expect(count(svg, /fill-opacity="0.3"/g)).toBe(2);
    expect(svg).toMatch(/<title>Flow &lt;1&gt; &amp; co[^<]*\(estimate\)/);
  });

  it('has an accessible name and an empty state', () => {
    const chart = flowChart([]);
    const html = chartVariantsHtml(chart.spec);
    expect(html).toMatch(/role="img" aria-label="No measured point matches the filters"/);
    expect(drawLive(chart.spec, { width: 640 })).toContain('No measured point matches the filters.');
  });

  it.each([
    [0.0903, '0.0903'],
    [1.4337, '1.43'],
    [58.74, '58.7'],
    [17716.8, '17,717'],
  ])('shortNumber(%s) = %s', (v, s) => expect(shortNumber(v)).toBe(s));
});

describe('rowsHtml', () => {
  it('renders one row per point with its source link, escaped', () => {
    const html = rowsHtml([row(1), row(2)], { interactive: false });
    expect(count(html, /<tr /g)).toBe(2);
    expect(html).toContain('href="/guide/data/r/table-1/#line-2"');
    expect(html).toContain('line 344');
    expect(html).toContain('Reading &amp; writing');
    expect(html).not.toContain('<button');
  });

  it('adds a "Size it" button per row when interactive, pressed for the picked row', () => {
    const html = rowsHtml([row(1), row(2)], { interactive: true, picked: '2:NONE:2kB' });
    expect(count(html, /<button/g)).toBe(2);
    expect(html).toContain('data-pick="2:NONE:2kB" aria-pressed="true"');
    expect(html).toContain('class="fce-picked"');
  });

  it('shows an interpolated row as an estimate with both sources and no printed values', () => {
    const html = rowsHtml(
      [row(1, { costFrom: 'interpolated', cpuPct: null, printedMs: null, size: '10kB', sources: [row(1).sources[0]!, { ...row(1).sources[0]!, size: '20kB', reportLine: 345 }] })],
      { interactive: false },
    );
    expect(count(html, /est\./g)).toBe(2);
    expect(html).toContain('line 344');
    expect(html).toContain('line 345');
    expect(count(html, /not applicable/g)).toBe(2);
  });
});

describe('rowsHtml with a corrected cost', () => {
  it('shows the stored value, marks it corrected and gives the printed one', () => {
    const html = rowsHtml([row(1, { printedMs: 0.2, msPrintedAs: '0.1' })], { interactive: false });
    expect(html).toContain('0.2<abbr class="fce-derived" title="Corrected: the report printed 0.1');
    expect(html).toContain('(printed 0.1)');
  });
});
