/**
 * The MQ V9.1.2 switch-over post against ../shared/modern/mq-switchover-912.txt: every number of every
 * test row is printed on that test's lines, the descriptions are the post's words, and the charts whose
 * times the text does not print are described without a number.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTextFigures, reportDatasets } from './known-values.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

const REPORT = 'mq-switchover-912';
const { datasets, ds } = reportDatasets(REPORT);
const text = readFileSync(join(process.cwd(), reportTextPath(datasets[0]!.report)), 'utf8').split('\n');

/** The printed lines of one test: from the line naming it (or the description line above it) to the next test. */
function testText(id: string, test: string): string {
  const [from, to] = ds(id).meta.lines;
  const lines = text.slice(from - 1, to);
  const at = lines.findIndex((l) => new RegExp(`^\\s*${test}(\\s|$)`).test(l));
  expect(at, `${id}: ${test} not printed`).toBeGreaterThanOrEqual(0);
  const next = lines.findIndex((l, i) => i > at && /^\s*(S\d|FN\d)\w*(\s|$)/.test(l));
  // A description starts on the line above the name when the name sits mid-description (S1000, S500U).
  return lines.slice(Math.max(0, at - 1), next < 0 ? undefined : next - 1).join(' ').replace(/\s+/g, ' ');
}

const words = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('mq-switchover-912: every number on its test’s own lines', () => {
  for (const id of ['switchover-tests', 'nfs-failover-tests']) {
    it(id, () => {
      const d = ds(id);
      for (const { values: r } of d.rows) {
        const printed = testText(id, r.test as string);
        const numbers = new Set((printed.match(/\d[\d,]*/g) ?? []).map((t) => Number(t.replace(/,/g, ''))));
        for (const c of d.meta.columns.filter((col) => col.type !== 'string')) {
          const v = r[c.name];
          if (v === null || v === undefined) continue;
          expect(numbers.has(v as number), `${r.test} ${c.name}=${v}`).toBe(true);
        }
        // The stored description is the printed one with the test name (printed mid-description) taken out.
        expect(words(printed.replace(new RegExp(`\\b${r.test}\\b`), ''))).toContain(words(r.description as string));
      }
    });
  }

  it('stores no switch-over or fail-over time: the post prints none in its text', () => {
    for (const d of datasets) for (const c of d.meta.columns) expect(`${d.meta.id}.${c.name}`).not.toMatch(/_time|switchover_s|failover_s/);
    const charts = ds('figures');
    expect(charts.meta.columns.filter((c) => c.type !== 'string' && c.unit !== 'line')).toEqual([]);
    expect(text[16]).toContain('Results for three of the tests are shown below');
  });

  checkTextFigures(REPORT);
});
