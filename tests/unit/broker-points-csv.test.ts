/**
 * The broker report page carries processing-profiles-long once, as its CSV: the points the
 * browser reads from that CSV must be the points the catalogue gives, links and corrections included.
 */
import { describe, expect, it } from 'vitest';
import { findDataset, findRow } from '../../src/lib/data/catalogue.ts';
import { rowMatches } from '../../src/lib/data/validate.ts';
import { pointFromRow } from '../../calculators/lib/broker/points.ts';
import { linkFrom, longRowsFromCsv, pointsFromCsv, sourceRowKey, type SourceLinks } from '../../calculators/lib/broker/points-csv.ts';

const long = findDataset('wmb-v8-aix/processing-profiles-long');

describe('points from the CSV', () => {
  it('types every row as the catalogue does', () => {
    expect(longRowsFromCsv(long.csvText, long.file)).toEqual(long.rows.map((r) => r.values));
  });

  it('gives the same points, with source anchors and printed values, as the catalogue rows', () => {
    const sources: SourceLinks = {};
    const viaCatalogue = long.rows.map((row) =>
      pointFromRow(row.values, (id) => {
        const source = findDataset(`wmb-v8-aix/${id}`);
        const sourceRow = findRow(source, { persistence: String(row.values.persistence), message_size: String(row.values.message_size) });
        const key = sourceRowKey(row.values.persistence, row.values.message_size);
        const table = (sources[id] ??= { title: source.meta.title, href: `/data/wmb-v8-aix/${id}/`, anchors: {} });
        table.anchors[key] = `line-${sourceRow.line}`;
        const c = source.meta.corrections.find((x) => x.column === 'cpu_ms_per_msg' && rowMatches(sourceRow.values, x.row));
        if (c) (table.printedMs ??= {})[key] = c.printed;
        return { href: `/data/wmb-v8-aix/${id}/#line-${sourceRow.line}`, title: source.meta.title, ...(c ? { msPrintedAs: c.printed } : {}) };
      }),
    );
    const viaCsv = pointsFromCsv(long.csvText, long.file, linkFrom(sources));
    expect(viaCsv).toEqual(viaCatalogue);
    expect(viaCsv.some((p) => p.msPrintedAs !== undefined)).toBe(true);
  });

  it('refuses a source table or row the map does not have, by own property only', () => {
    const link = linkFrom({ 'table-04-x': { title: 't', href: '/d/', anchors: { 'NONE:2kB': 'line-2' } } });
    expect(() => link('__proto__', { persistence: 'NONE', message_size: '2kB' })).toThrow(/no source table/);
    expect(() => link('table-04-x', { persistence: 'NONE', message_size: 'constructor' })).toThrow(/has no row/);
    expect(link('table-04-x', { persistence: 'NONE', message_size: '2kB' })).toEqual({ href: '/d/#line-2', title: 't' });
  });

  it('names the file and line of a cell that is not a number', () => {
    const bad = long.csvText.replace(/^(MQ pass-through \(BLOB\),transport,MQ,NONE,2kB,2048,)17716\.8/m, '$1fast');
    expect(() => longRowsFromCsv(bad, long.file)).toThrow(/processing-profiles-long\.csv line 2: "messages_per_s" must be a number, got "fast"/);
  });
});
