import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { rowMatches } from '../../src/lib/data/validate.ts';
import { RECOMMENDATION_COLUMNS, VERDICT_REPORT_COLUMN } from '../../src/lib/recommendations/schema.ts';
import { reportTextPath, type Report } from '../../src/lib/data/schema.ts';

// The whole catalogue loads: every CSV of every report validates against its entry.
const catalogue = loadCatalogue();
const sharedDir = join(process.cwd(), '..', 'shared');
const ORIGINAL_REPORTS = ['mq-appliance-m2002', 'mq-hpux-v53', 'mq-linux-persistent', 'mq-zos-v71', 'wmb-v8-aix'];
const NEWER_REPORTS = [
  'mq-appliance-m2002-v2',
  'mq-appliance-encrypted-fs',
  'mq-appliance-hadr-m2001',
  'mq-appliance-m2003',
  'mq-best-practices',
  'mq-nativeha-ocp412',
  'mq-openshift-configuration',
  'mq-openshift-pidlimit',
  'mq-rdqm-ha',
  'mq-restart-times',
  'mq-v92-linux',
  'mq-switchover-912',
  'mq-v93-linux',
  'mq-zos-z16',
  'mq-zos-zhyperwrite',
];

/** Every number printed on lines [from, to] of a report's text, thousands separators removed. */
function numbersOnLines(report: Report, from: number, to: number): Set<number> {
  const all = readFileSync(join(process.cwd(), reportTextPath(report)), 'utf8').split('\n');
  if (to > all.length) throw new Error(`${reportTextPath(report)} has ${all.length} lines; lines ${from}–${to} were cited`);
  const lines = all.slice(from - 1, to);
  const found = new Set<number>();
  for (const line of lines) {
    for (const token of line.match(/\d[\d,]*(?:\.\d+)?|\.\d+/g) ?? []) {
      // "348,251" is one number; "1,2" (a list) is also tried as its parts.
      found.add(Number(token.replace(/,/g, '')));
      for (const part of token.split(',')) if (part) found.add(Number(part));
    }
  }
  return found;
}

describe('catalogue', () => {
  it('has the five original reports from ../shared/reports and the seven newer ones from ../shared/modern', () => {
    const idsIn = (dir: string) => catalogue.reports.filter((r) => r.sourceDir === dir).map((r) => r.id).sort();
    expect(idsIn('reports')).toEqual([...ORIGINAL_REPORTS].sort());
    expect(idsIn('modern')).toEqual([...NEWER_REPORTS].sort());
    // A newer report may be advice only (mq-best-practices); every original report and every other newer one has data.
    const ADVICE_ONLY = ['mq-best-practices'];
    for (const r of catalogue.reports.filter((x) => x.status === 'published' && !ADVICE_ONLY.includes(x.id))) {
      expect(catalogue.datasets.some((d) => d.report.id === r.id), r.id).toBe(true);
    }
  });

  it('every published report has its page at content/reports/<id>.mdx', () => {
    for (const r of catalogue.reports.filter((x) => x.status === 'published'))
      expect(existsSync(join(process.cwd(), 'content', 'reports', `${r.id}.mdx`)), r.id).toBe(true);
  });

  it('every report names a text file that exists', () => {
    for (const r of catalogue.reports) expect(existsSync(join(process.cwd(), reportTextPath(r))), `${r.id}: ${reportTextPath(r)}`).toBe(true);
  });

  // The newer reports are cited for their measurements; their advice is tracked by the original reports' rows.
  it('every published original report has a tuning-recommendations dataset of the shared shape', () => {
    const shape = [...RECOMMENDATION_COLUMNS];
    for (const r of catalogue.reports.filter((x) => x.status === 'published' && x.sourceDir === 'reports')) {
      const ds = catalogue.datasets.find((d) => d.report.id === r.id && d.meta.id === 'tuning-recommendations');
      expect(ds, `${r.id} has no tuning-recommendations dataset`).toBeDefined();
      // The shared columns, then optionally the report a verdict cites when it is not the 2020 best practices.
      const names = ds!.meta.columns.map((c) => c.name);
      expect([shape, [...shape, VERDICT_REPORT_COLUMN]]).toContainEqual(names);
      for (const row of ds!.rows) expect(['general', 'platform-specific', 'historical'], `${ds!.file} line ${row.line}`).toContain(row.values.scope);
    }
  });
});

describe.skipIf(!existsSync(sharedDir))('provenance: every printed number appears on its cited report lines', () => {
  for (const ds of catalogue.datasets.filter((d) => d.meta.kind !== 'derived')) {
    it(`${ds.report.id}/${ds.meta.id}`, () => {
      const printed = numbersOnLines(ds.report, ds.meta.lines[0], ds.meta.lines[1]);
      const missing: string[] = [];
      for (const row of ds.rows) {
        for (const col of ds.meta.columns) {
          const value = row.values[col.name];
          if (typeof value !== 'number' || col.derived) continue;
          if (ds.meta.corrections.some((c) => c.column === col.name && rowMatches(row.values, c.row))) continue;
          // Report line numbers cited in a dataset point elsewhere in the report by design.
          if (col.unit === 'line') continue;
          if (!printed.has(Math.abs(value))) missing.push(`line ${row.line} ${col.name}=${value}`);
        }
      }
      expect(missing, `${ds.file}: values not found on report lines ${ds.meta.lines.join('–')}`).toEqual([]);
    });
  }
});
