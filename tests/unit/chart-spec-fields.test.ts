import { describe, expect, it } from 'vitest';
import { checkChartSpec, type FieldType } from '../../src/lib/data/chart-fields.ts';

const fields = new Map<string, FieldType>([
  ['message_size', 'string'],
  ['rate_m2001a', 'number'],
  ['rate_m2002a', 'number'],
  ['dataset', 'string'],
]);
const rows: Record<string, (string | number)[]> = { message_size: ['2KB', '20KB', '200KB'] };
const check = (spec: unknown) => checkChartSpec(spec, fields, (f) => rows[f] ?? []);

describe('chart spec against its data', () => {
  it('accepts fields, folded columns and computed fields that exist', () => {
    const spec = {
      transform: [{ fold: ['rate_m2001a', 'rate_m2002a'], as: ['model', 'rate'] }, { calculate: "datum.model === 'rate_m2001a' ? 'M2001A' : 'M2002A'", as: 'appliance' }],
      mark: 'bar',
      encoding: {
        y: { field: 'message_size', type: 'nominal', sort: ['2KB', '20KB', '200KB'] },
        x: { field: 'rate', type: 'quantitative' },
        color: { field: 'appliance', type: 'nominal', sort: ['M2001A', 'M2002A'] },
        tooltip: [{ field: 'rate', type: 'quantitative' }],
      },
    };
    expect(check(spec)).toEqual([]);
  });

  it('names a misspelled field with its JSON path, inside a layer', () => {
    const spec = { layer: [{ mark: 'line' }, { mark: 'point', encoding: { x: { field: 'mesage_size', type: 'nominal' } } }] };
    expect(check(spec)).toEqual([{ path: 'spec.layer[1].encoding.x.field', message: expect.stringMatching(/^field "mesage_size" is not a column of the chart's data \(columns: message_size, /) }]);
  });

  it('names a misspelled fold column, and a field the fold did not create', () => {
    const spec = { transform: [{ fold: ['rate_m2001a', 'rate_m2002b'] }], mark: 'bar', encoding: { x: { field: 'value', type: 'quantitative' }, color: { field: 'kee', type: 'nominal' } } };
    expect(check(spec).map((p) => p.path)).toEqual(['spec.transform[0].fold[1]', 'spec.encoding.color.field']);
    expect(check(spec)[0]!.message).toMatch(/fold column "rate_m2002b"/);
  });

  it('refuses a text column drawn as quantitative', () => {
    const spec = { mark: 'bar', encoding: { x: { field: 'message_size', type: 'quantitative' } } };
    expect(check(spec)).toEqual([{ path: 'spec.encoding.x.type', message: '"message_size" is a text column, so it cannot be drawn as quantitative' }]);
  });

  it('checks sort fields, sort values, tooltip arrays and datum references in filters', () => {
    const spec = {
      transform: [{ filter: "datum.rate_m2002 > 0" }],
      mark: 'bar',
      encoding: {
        y: { field: 'message_size', type: 'nominal', sort: ['2KB', '20kB'] },
        x: { field: 'rate_m2002a', type: 'quantitative', sort: { field: 'rates' } },
        tooltip: [{ field: 'rate_m2001a' }, { field: 'ratee' }],
      },
    };
    expect(check(spec).map((p) => p.path)).toEqual(['spec.transform[0].filter', 'spec.encoding.y.sort[1]', 'spec.encoding.x.sort.field', 'spec.encoding.tooltip[1].field']);
  });

  it('after an aggregate, only group-by fields and results remain', () => {
    const spec = {
      transform: [{ aggregate: [{ op: 'mean', field: 'rate_m2002a', as: 'mean_rate' }], groupby: ['message_size'] }],
      mark: 'bar',
      encoding: { x: { field: 'mean_rate', type: 'quantitative' }, y: { field: 'rate_m2001a', type: 'quantitative' } },
    };
    expect(check(spec).map((p) => p.path)).toEqual(['spec.encoding.y.field']);
  });
});
