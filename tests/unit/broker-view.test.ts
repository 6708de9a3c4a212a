import { describe, expect, it } from 'vitest';
import { selectRows, interpolateAt, DEFAULT_FILTERS, type Filters } from '../../calculators/lib/broker/view.ts';
import type { Point } from '../../calculators/lib/broker/points.ts';
import { messageBytes } from '../../calculators/lib/broker/sizes.ts';

function pt(table: string, size: string, persistence: 'NONE' | 'FULL', messagesPerS: number, cpuPct: number, printedMs: number, extra: Partial<Point> = {}): Point {
  return {
    table,
    flow: `Flow ${table}`,
    category: 'transport',
    transport: 'MQ',
    persistence,
    size,
    bytes: messageBytes(size),
    messagesPerS,
    cpuPct,
    printedMs,
    reportLine: 100 + Number(table),
    sourceTitle: `Table ${table}`,
    href: `/data/x/table-${table}/#line-2`,
    ...extra,
  };
}

// Rows copied from the report: MQ pass-through (table 04) and ESQL transform (table 41), plus a one-size flow.
const points: Point[] = [
  pt('04', '2kB', 'NONE', 17716.8, 20.0, 0.1),
  pt('04', '20kB', 'NONE', 14682.3, 25.0, 0.1),
  pt('04', '200kB', 'NONE', 3023.2, 26.0, 0.7),
  pt('04', '2kB', 'FULL', 2359.7, 7.3, 0.2),
  pt('41', '2kB', 'NONE', 1959.6, 9.0, 0.4, { category: 'transformation' }),
  pt('41', '20kB', 'NONE', 260.4, 8.0, 2.5, { category: 'transformation' }),
  pt('25', '6543', 'NONE', 1368.5, 9.0, 0.5, { category: 'parsing' }),
];
const f = (over: Partial<Filters>): Filters => ({ ...DEFAULT_FILTERS, persistence: [], sizes: [], ...over });

describe('selectRows', () => {
  it('by default shows non-persistent 2kB points, cheapest first', () => {
    const rows = selectRows(points, DEFAULT_FILTERS).rows;
    expect(rows.map((r) => r.key)).toEqual(['04:NONE:2kB', '41:NONE:2kB']);
    expect(rows[0]!.costFrom).toBe('formula');
    expect(rows[0]!.costMs).toBeCloseTo(0.0903, 4);
  });

  it('treats an empty filter as no restriction', () => {
    expect(selectRows(points, f({})).rows).toHaveLength(points.length);
  });

  it('filters by category, flow, transport, persistence and size together', () => {
    expect(selectRows(points, f({ categories: ['transformation'] })).rows.map((r) => r.table)).toEqual(['41', '41']);
    expect(selectRows(points, f({ flows: ['04'], persistence: ['FULL'] })).rows.map((r) => r.key)).toEqual(['04:FULL:2kB']);
    expect(selectRows(points, f({ transports: ['HTTP'] })).rows).toEqual([]);
    expect(selectRows(points, f({ sizes: ['20kB', '200kB'] })).rows.map((r) => r.key).sort()).toEqual(['04:NONE:200kB', '04:NONE:20kB', '41:NONE:20kB']);
  });

  it('"other" selects the bare-byte sizes', () => {
    expect(selectRows(points, f({ sizes: ['other'] })).rows.map((r) => r.key)).toEqual(['25:NONE:6543']);
  });

  it('sorts by cost, by rate, by report order and by size', () => {
    const keys = (sort: Filters['sort']) => selectRows(points, f({ persistence: ['NONE'], sizes: ['2kB', '20kB'], sort })).rows.map((r) => r.key);
    expect(keys('cost')).toEqual(['04:NONE:2kB', '04:NONE:20kB', '41:NONE:2kB', '41:NONE:20kB']);
    expect(keys('rate')).toEqual(['04:NONE:2kB', '04:NONE:20kB', '41:NONE:2kB', '41:NONE:20kB']);
    expect(keys('flow')).toEqual(['04:NONE:2kB', '04:NONE:20kB', '41:NONE:2kB', '41:NONE:20kB']);
    expect(keys('size')).toEqual(['04:NONE:2kB', '41:NONE:2kB', '04:NONE:20kB', '41:NONE:20kB']);
    expect(selectRows(points, f({ sort: 'flow' })).rows.map((r) => r.key).slice(0, 4)).toEqual(['04:NONE:2kB', '04:NONE:20kB', '04:NONE:200kB', '04:FULL:2kB']);
  });
});

describe('comparing at a size that was not measured', () => {
  it('interpolates cost and time per message in bytes between the sizes either side', () => {
    const group = points.filter((p) => p.table === '41');
    const row = interpolateAt(group, 11 * 1024)!; // halfway between 2kB and 20kB
    expect(row.costFrom).toBe('interpolated');
    expect(row.size).toBe('11kB');
    // 2kB: the formula (9.0% of 8 cores at 1959.6 msgs/s) beats a printed 0.4; 20kB: the printed 2.5 beats 8.0% at 260.4.
    const lo = (8 * 1000 * 0.09) / 1959.6;
    expect(row.costMs).toBeCloseTo((lo + 2.5) / 2, 9);
    expect(1000 / row.messagesPerS).toBeCloseTo((1000 / 1959.6 + 1000 / 260.4) / 2, 6);
    expect(row.cpuPct).toBeNull();
    expect(row.printedMs).toBeNull();
    expect(row.sources.map((s) => s.size)).toEqual(['2kB', '20kB']);
  });

  it('returns the measured row at a measured size, and nothing outside the measured range', () => {
    const group = points.filter((p) => p.table === '04' && p.persistence === 'NONE');
    expect(interpolateAt(group, 2048)!.costFrom).toBe('formula');
    expect(interpolateAt(group, 1024)).toBeUndefined();
    expect(interpolateAt(group, 300 * 1024)).toBeUndefined();
  });

  it('counts the flows it had to leave out', () => {
    const view = selectRows(points, f({ atKB: 10 }));
    expect(view.rows.map((r) => r.key)).toEqual(['04:NONE:10kB', '41:NONE:10kB']);
    // 04 FULL has one size only; 25 has no standard size.
    expect(view.outOfRange).toBe(2);
  });
});
