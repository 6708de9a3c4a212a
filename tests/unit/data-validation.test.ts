import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { DataErrors } from '../../calculators/lib/data-errors.ts';
import { parseCsv } from '../../calculators/lib/csv.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

const REPORTS = `reports:
  - id: demo-report
    title: Demo
    shortTitle: Demo
    product: MQ
    productVersion: "9"
    platform: Linux
    reportVersion: "1.0"
    published: "2020"
    sourceFile: demo.txt
    summary: A fixture.
    status: published
`;

const CATALOGUE = `report: demo-report
datasets:
  - id: table-01-rates
    kind: table
    table: "1"
    title: TABLE 1 - RATES
    summary: Rates by size.
    lines: [10, 20]
    key: [size]
    columns:
      - name: size
        label: Message size
        type: string
      - name: rate
        label: Max rate
        type: number
        unit: round-trips/s
      - name: clients
        label: Clients
        type: integer
        unit: count
`;

const GOOD_CSV = 'size,rate,clients\n2KB,94215,400\n20KB,35783,400\n';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** Writes a fixture project and returns its root; `files` override or add files under it. */
function fixture(files: Record<string, string | undefined> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'mqfg-data-'));
  roots.push(root);
  const all: Record<string, string | undefined> = {
    'data/reports.yaml': REPORTS,
    'data/demo-report/catalogue.yaml': CATALOGUE,
    'data/demo-report/table-01-rates.csv': GOOD_CSV,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    // A file given as undefined is left out of the fixture.
    if (text === undefined) continue;
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The messages of the DataErrors a broken fixture throws. */
function problems(root: string): string[] {
  try {
    loadCatalogue(root);
  } catch (e) {
    if (e instanceof DataErrors) return e.errors.map((x) => x.message);
    throw e;
  }
  throw new Error('expected the catalogue to be rejected');
}

describe('loadCatalogue', () => {
  it('loads a valid dataset with typed values and CSV line numbers', () => {
    const { datasets } = loadCatalogue(fixture());
    expect(datasets).toHaveLength(1);
    const [ds] = datasets;
    expect(ds!.rows[0]).toEqual({ line: 2, values: { size: '2KB', rate: 94215, clients: 400 }, raw: { size: '2KB', rate: '94215', clients: '400' } });
    expect(ds!.csvText).toBe(GOOD_CSV);
  });

  it('reads a report from ../shared/reports by default and from ../shared/modern when it says so', () => {
    expect(reportTextPath(loadCatalogue(fixture()).reports[0]!)).toBe('../shared/reports/demo.txt');
    const modern = REPORTS.replace('    sourceFile: demo.txt\n', '    sourceFile: demo.txt\n    sourceDir: modern\n');
    expect(reportTextPath(loadCatalogue(fixture({ 'data/reports.yaml': modern })).reports[0]!)).toBe('../shared/modern/demo.txt');
  });

  it('rejects an unknown source folder and a source file with a path in it', () => {
    const elsewhere = REPORTS.replace('    sourceFile: demo.txt\n', '    sourceFile: demo.txt\n    sourceDir: elsewhere\n');
    expect(problems(fixture({ 'data/reports.yaml': elsewhere })).join('\n')).toMatch(/sourceDir/);
    const climbing = REPORTS.replace('sourceFile: demo.txt', 'sourceFile: ../../etc/demo.txt');
    expect(problems(fixture({ 'data/reports.yaml': climbing })).join('\n')).toMatch(/plain \.txt file name/);
    // IBM's OpenShift notes are Markdown: .md is accepted, other extensions are not.
    const script = REPORTS.replace('sourceFile: demo.txt', 'sourceFile: demo.sh');
    expect(problems(fixture({ 'data/reports.yaml': script })).join('\n')).toMatch(/plain \.txt file name \(or \.md/);
  });

  it('rejects a non-number in a numeric column, naming file, line and column', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate,clients\n2KB,94215,400\n20KB,"35,783",400\n' }));
    expect(msgs).toEqual([
      'data/demo-report/table-01-rates.csv, line 3, column "rate": "35,783" is not a number (remove thousands separators)',
    ]);
  });

  it('rejects a fraction in an integer column', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate,clients\n2KB,94215,400.5\n' }));
    expect(msgs[0]).toBe('data/demo-report/table-01-rates.csv, line 2, column "clients": "400.5" is not an integer');
  });

  it('rejects a missing column', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate\n2KB,94215\n' }));
    expect(msgs).toEqual([
      'data/demo-report/table-01-rates.csv, line 1, column "clients": missing column: declared in the catalogue but absent from the CSV header',
    ]);
  });

  it('rejects a column the catalogue does not declare', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate,clients,cpu\n2KB,94215,400,91.8\n' }));
    expect(msgs[0]).toMatch(/line 1, column "cpu": column is in the CSV but not declared/);
  });

  it('rejects an undeclared unit, pointing at the catalogue line', () => {
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': CATALOGUE.replace('unit: round-trips/s', 'unit: furlongs') }));
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatch(/^data\/demo-report\/catalogue\.yaml, line 17, column "datasets\.0\.columns\.1\.unit": undeclared unit "furlongs" for column "rate"/);
  });

  it('rejects a numeric column with no unit', () => {
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': CATALOGUE.replace('        unit: count\n', '') }));
    expect(msgs[0]).toMatch(/catalogue\.yaml, line \d+, column "datasets\.0\.columns\.2(\.unit)?": numeric column "clients" must declare a unit/);
  });

  it('rejects a duplicate dataset id, pointing at the second one', () => {
    const second = CATALOGUE.split('datasets:\n')[1]!;
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': CATALOGUE + second }));
    expect(msgs).toEqual([expect.stringMatching(/^data\/demo-report\/catalogue\.yaml, line 22, column "id": duplicate dataset id "table-01-rates"/)]);
  });

  it('rejects a duplicate row key', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate,clients\n2KB,1,1\n2KB,2,2\n' }));
    expect(msgs[0]).toMatch(/line 3, column "size": duplicate row key "2KB" \(first on line 2\)/);
  });

  it('rejects a correction that disagrees with the stored cell', () => {
    const withCorrection = CATALOGUE + `    corrections:
      - row: { size: 2KB }
        column: rate
        printed: "9421"
        corrected: "94216"
        kind: ocr
        reason: digit lost
`;
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': withCorrection }));
    expect(msgs[0]).toMatch(/line 2, column "rate": the catalogue says this cell was corrected to "94216", but the CSV holds "94215"/);
  });

  it('accepts a correction that matches the stored cell', () => {
    const withCorrection = CATALOGUE + `    corrections:
      - row: { size: 2KB }
        column: rate
        printed: "9421"
        corrected: "94215"
        kind: ocr
        reason: digit lost
`;
    expect(loadCatalogue(fixture({ 'data/demo-report/catalogue.yaml': withCorrection })).datasets[0]!.meta.corrections).toHaveLength(1);
  });

  it('reports every problem of a run at once, not just the first', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': 'size,rate,clients\n2KB,x,400\n20KB,y,400\n' }));
    expect(msgs).toHaveLength(2);
  });

  it('rejects a YAML syntax error with its line', () => {
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': 'report: demo-report\ndatasets:\n  - id: [unclosed\n' }));
    expect(msgs[0]).toMatch(/^data\/demo-report\/catalogue\.yaml, line \d+: YAML syntax/);
  });

  it('rejects a chart that names an unknown dataset', () => {
    const chart = JSON.stringify({ id: 'c', title: 't', caption: 'c', description: 'd', datasets: ['nope'], spec: { mark: 'point' } });
    const msgs = problems(fixture({ 'data/demo-report/charts/c.json': chart }));
    expect(msgs[0]).toMatch(/charts\/c\.json, column "datasets": names dataset "nope"/);
  });

  it('stops on a chart spec field its dataset lacks, naming the chart file and the JSON path', () => {
    const spec = { mark: 'bar', encoding: { y: { field: 'size', type: 'nominal' }, x: { field: 'rtae', type: 'quantitative' } } };
    const chart = JSON.stringify({ id: 'c', title: 't', caption: 'c', description: 'd', datasets: ['table-01-rates'], spec });
    const msgs = problems(fixture({ 'data/demo-report/charts/c.json': chart }));
    expect(msgs).toEqual([expect.stringMatching(/^data\/demo-report\/charts\/c\.json: spec\.encoding\.x\.field: field "rtae" is not a column/)]);
  });
});

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, embedded commas and newlines, and CRLF', () => {
    const { header, records } = parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n3,4\r\n', 'f.csv');
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual([
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a\n"oops\n', 'f.csv')).toThrow('f.csv, line 2: unterminated quoted field');
  });

  it('rejects an empty file', () => {
    expect(() => parseCsv('', 'f.csv')).toThrow(/header row is required/);
  });
});

describe('errors point at the line at fault', () => {
  it('reports an unclosed bracket on the line where it was left open, not where the parser noticed', () => {
    const msgs = problems(fixture({ 'data/demo-report/catalogue.yaml': 'report: demo-report\ndatasets:\n  - id: [unclosed\n' }));
    expect(msgs[0]).toMatch(/^data\/demo-report\/catalogue\.yaml, line 3: YAML syntax/);
  });

  it('reports a missing CSV at the catalogue line that names it', () => {
    const msgs = problems(fixture({ 'data/demo-report/table-01-rates.csv': undefined }));
    expect(msgs[0]).toMatch(/^data\/demo-report\/catalogue\.yaml, line 3, column "file": dataset "table-01-rates" names data\/demo-report\/table-01-rates\.csv, which does not exist/);
  });

  it('rejects text after a closing quote, with its line and column', () => {
    expect(() => parseCsv('a,b\n1,"x"garbage\n', 'f.csv')).toThrow(/^f\.csv, line 2: column 6: text after a closing quote \("garbage"\)/);
    expect(parseCsv('a,b\n1,"x"\n2,"y"', 'f.csv').records.map((r) => r.cells)).toEqual([['1', 'x'], ['2', 'y']]);
  });
});
