import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../calculators/lib/chart.ts';
import { drawChart, place, wrapText, textWidth } from '../../src/lib/charts/svg-chart.ts';
import { niceDomain, ticksOf, tickStep } from '../../src/lib/charts/ticks.ts';
import { chartVariantsHtml } from '../../src/lib/charts/live.ts';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
const fontSizes = (svg: string) => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

const latency: ChartSpec = {
  description: 'test',
  x: { kind: 'linear', title: 'Added replication round-trip time (ms)' },
  y: { kind: 'linear', title: 'Round trips per second', format: 'integer' },
  series: ['Measured', 'Interpolated (1/throughput linear in latency)', 'This result'],
  marks: [
    { kind: 'line', series: 'Interpolated (1/throughput linear in latency)', points: [{ x: 0, y: 18919 }, { x: 10, y: 4000 }] },
    { kind: 'points', series: 'Measured', points: [{ x: 0, y: 18919 }, { x: 10, y: 4000 }] },
    { kind: 'points', series: 'This result', points: [{ x: 5, y: 7000 }], shape: 'diamond' },
  ],
};

describe('ticks', () => {
  it('steps 1, 2 or 5 times a power of ten, exactly', () => {
    expect(tickStep(0, 10, 5)).toBe(2);
    expect(tickStep(0, 1, 10)).toBe(0.1);
    expect(ticksOf(0, 0.5, 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });
  it('widens a domain to whole steps, and never below a minimum step', () => {
    expect(niceDomain(0, 18919, 5).domain).toEqual([0, 20000]);
    expect(niceDomain(0, 3, 10, 1)).toEqual({ domain: [0, 3], step: 1 });
    expect(niceDomain(5, 5, 5).domain[1]).toBeGreaterThan(5);
  });
});

describe('drawChart', () => {
  for (const width of [340, 640]) {
    it(`at ${width} px: every text 12 px or more, none cut, the SVG exactly that wide`, () => {
      const svg = drawChart(latency, { width });
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}"`));
      expect(Math.min(...fontSizes(svg))).toBeGreaterThanOrEqual(12);
      expect(svg).not.toMatch(/…|NaN|undefined|Infinity/);
      expect(texts(svg).join(' ')).toContain('Interpolated (1/throughput linear in latency)'.split(' ')[0]);
    });
  }

  it('puts a point where the scale says', () => {
    const svg = drawChart(latency, { width: 640 });
    const labels = texts(svg);
    expect(labels).toContain('20,000');
    expect(labels).toContain('10');
    expect(place({ domain: [0, 10], range: [0, 500], step: 2, format: 'auto' }, 5)).toBe(250);
  });

  it('never repeats a tick label on a whole-number axis with a short range', () => {
    const spec: ChartSpec = {
      description: 'levels',
      x: { kind: 'linear', title: 'Seconds', format: 'integer' },
      y: { kind: 'linear', title: 'Levels left', format: 'integer' },
      series: ['Levels'],
      marks: [{ kind: 'line', series: 'Levels', curve: 'step-after', markers: true, points: [{ x: 0, y: 2 }, { x: 1, y: 1 }, { x: 2, y: 0 }] }],
    };
    for (const width of [340, 640]) {
      const labels = texts(drawChart(spec, { width })).filter((t) => /^[\d,.]+$/.test(t));
      const yLabels = labels.slice(0, labels.length); // x and y both whole numbers: no label may appear more than twice (once per axis)
      const counts = new Map<string, number>();
      for (const l of yLabels) counts.set(l, (counts.get(l) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      expect(labels.every((l) => !l.includes('.'))).toBe(true);
    }
  });

  it('labels bars above the bar with the whole category name, and escapes text', () => {
    const spec: ChartSpec = {
      description: 'bars',
      x: { kind: 'linear', title: 'Swap reserved (GiB)' },
      y: { kind: 'band', categories: ['Client connections, inetd amqcrsta <b>', 'Server channel pairs, runmqlsr'] },
      series: ['Swap reserved', 'Physical swap given'],
      marks: [
        { kind: 'bars', series: 'Swap reserved', bars: [{ category: 'Client connections, inetd amqcrsta <b>', value: 1.5 }, { category: 'Server channel pairs, runmqlsr', value: 4.7 }] },
        { kind: 'rule', series: 'Physical swap given', x: 8, dashed: true },
      ],
    };
    const svg = drawChart(spec, { width: 340 });
    expect(texts(svg).join(' ')).toContain('Client connections, inetd amqcrsta &lt;b&gt;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('stroke-dasharray="6 4"');
  });

  it('wraps long text rather than cutting it', () => {
    const rows = wrapText('Extrapolated beyond the measurements of the report', 12, 120);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join(' ')).toBe('Extrapolated beyond the measurements of the report');
    for (const r of rows.slice(0, -1)) expect(textWidth(r, 12)).toBeLessThanOrEqual(120);
  });

  it('gives build-time pages a wide and a narrow drawing, each named for screen readers', () => {
    const html = chartVariantsHtml(latency);
    expect(html.match(/<svg role="img" aria-label="test"/g)).toHaveLength(2);
    expect(html).toMatch(/chart-wide[\s\S]*width="640"[\s\S]*chart-narrow[\s\S]*width="340"/);
  });
});
