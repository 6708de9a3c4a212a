import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attributesOf, decodeEntities, markupEdits } from '../../src/lib/charts/patch-markup.ts';
import { drawChart } from '../../src/lib/charts/svg-chart.ts';
import { latencyCurveChart } from '../../calculators/lib/latency-curve-chart.ts';

const POINTS = [{ x: 0, y: 102856 }, { x: 10, y: 102625 }, { x: 50, y: 59833 }, { x: 100, y: 29379 }];
const chartAt = (x: number, y: number) =>
  drawChart(latencyCurveChart({ title: 'T', caption: 'C', points: POINTS, you: { x, y }, xTitle: 'ms', measuredNote: 'measured' }), { width: 640 });

describe('a live chart redraw edits only what changed', () => {
  it('moves the reader’s point by editing attributes and texts, not by drawing the chart again', () => {
    const before = chartAt(20, 99000);
    const after = chartAt(30, 80000);
    const diff = markupEdits(before, after)!;
    expect(diff).toBeDefined();
    // A handful of changes among dozens of nodes.
    expect(diff.nodes).toBeGreaterThan(50);
    expect(diff.edits.length).toBeGreaterThan(0);
    expect(diff.edits.length).toBeLessThan(diff.nodes / 4);
  });

  it('gives nothing to do for the same drawing, and asks for a fresh drawing when the shape differs', () => {
    expect(markupEdits(chartAt(20, 99000), chartAt(20, 99000))!.edits).toEqual([]);
    expect(markupEdits('<svg><g></g></svg>', '<svg><g></g><g></g></svg>')).toBeUndefined();
    expect(markupEdits('<svg><g></g></svg>', '<svg><rect/></svg>')).toBeUndefined();
    expect(markupEdits('<svg><text>a</text></svg>', '<svg><text><tspan>a</tspan></text></svg>')).toBeUndefined();
    // A bare "<" is not markup this reads: drawn afresh rather than guessed at.
    expect(markupEdits('<svg>a < b</svg>', '<svg>a < c</svg>')).toBeUndefined();
  });

  it('names each edit by the node’s place in document order, elements and texts alike', () => {
    const diff = markupEdits('<svg a="1"><rect x="1" y="2"/><text x="3">4 &amp; 5</text></svg>', '<svg a="1"><rect x="9"/><text x="3">6 &lt; 7</text></svg>')!;
    expect(diff.nodes).toBe(4);
    expect(diff.edits).toEqual([
      { node: 1, kind: 'attributes', set: [['x', '9']], remove: ['y'] },
      { node: 3, kind: 'text', text: '6 < 7' },
    ]);
  });

  it('reads attributes quoted either way and decodes references as a parser does', () => {
    expect([...attributesOf(`<svg font-family='a, "b c"' aria-label="x &amp; y" hidden>`)]).toEqual([
      ['font-family', 'a, "b c"'],
      ['aria-label', 'x & y'],
      ['hidden', ''],
    ]);
    expect(decodeEntities('&#60;&#x3e;&quot;&unknown;')).toBe('<>"&unknown;');
  });

  it('finds, for any two points on the chart, edits that stay within its nodes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const diff = markupEdits(chartAt(a, 60000), chartAt(b, 60000));
        if (diff) for (const e of diff.edits) expect(e.node).toBeLessThan(diff.nodes);
      }),
      { numRuns: 30 },
    );
  });
});
