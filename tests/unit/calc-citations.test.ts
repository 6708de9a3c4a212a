import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { findReport } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';
import { citationList, namedCitations } from '../../calculators/lib/citations.ts';
import type { Source } from '../../calculators/types.ts';

const lineCounts = new Map<string, number>();
function linesOf(report: string): number {
  let n = lineCounts.get(report);
  if (n === undefined) {
    n = readFileSync(reportTextPath(findReport(report)), 'utf8').split('\n').length;
    lineCounts.set(report, n);
  }
  return n;
}

/** Why a report citation does not point into its report's text, or undefined when it does. */
function outOfReport(s: Source): string | undefined {
  if (s.kind !== 'report') return undefined;
  const [first, last] = s.lines;
  const count = linesOf(s.report);
  return first >= 1 && first <= last && last <= count ? undefined : `${s.report} lines ${first}-${last} (the text has ${count} lines): ${s.what}`;
}

describe('every calculator cites lines that exist', () => {
  for (const def of calculators) {
    it(`${def.id}: each source and each worked example's source is a line range of its report's text`, () => {
      const cited = [...def.sources, ...def.examples.map((e) => e.source)];
      expect(cited.map(outOfReport).filter(Boolean)).toEqual([]);
    });
  }

  it('reads every file in calculators/citations/ (a file no calculator imports is a citation no page shows)', () => {
    const files = readdirSync('calculators/citations').filter((f) => f.endsWith('.json'));
    const ids = new Set(calculators.map((c) => c.id));
    expect(files.filter((f) => !ids.has(f.replace(/\.json$/, '')))).toEqual([]);
    // Each file's citations are among its calculator's sources, so none is dropped on the way.
    for (const f of files) {
      const id = f.replace(/\.json$/, '');
      const data: unknown = JSON.parse(readFileSync(`calculators/citations/${f}`, 'utf8'));
      const listed = Array.isArray(data) ? citationList(id, data) : Object.values(namedCitations(id, data as Record<string, unknown>));
      expect(calculators.find((c) => c.id === id)!.sources).toEqual(expect.arrayContaining(listed));
    }
  });
});

describe('a citation file with a mistake stops the calculator loading, naming the file, entry and field', () => {
  const good = { kind: 'report', report: 'mq-zos-v71', lines: [469, 473], what: 'Above-bar storage' };

  it('accepts each kind', () => {
    expect(citationList('x', [good, { kind: 'ibm-docs', title: 'T', url: 'https://www.ibm.com/docs/x', what: 'W' }, { kind: 'vendor-docs', vendor: 'HP', title: 'T', url: 'http://docs.hp.com/x', what: 'W' }])).toHaveLength(3);
    expect(namedCitations('x', { smds: good }).smds).toEqual(good);
  });

  it.each([
    [{ ...good, lines: [473, 469] }, /x\.json entry 1: "lines" must be \[first, last\]/],
    [{ ...good, lines: [0, 3] }, /"lines" must be/],
    [{ ...good, lines: [1.5, 3] }, /"lines" must be/],
    [{ ...good, lines: [3] }, /"lines" must be/],
    [{ ...good, what: ' ' }, /entry 1: "what" must be a non-empty string/],
    [{ ...good, report: 7 }, /"report" must be a non-empty string/],
    [{ ...good, kind: 'book' }, /"kind" must be report, ibm-docs or vendor-docs, not "book"/],
    [{ kind: 'ibm-docs', title: 'T', url: 'javascript:alert(1)', what: 'W' }, /"url" must be a web address/],
    ['a string', /entry 1: a source is an object/],
  ])('rejects %j', (entry, message) => {
    expect(() => citationList('x', [entry])).toThrow(message);
  });

  it('names the citation by its name in a file of named citations', () => {
    expect(() => namedCitations('kernel', { limits: { ...good, lines: [9, 1] } })).toThrow(/calculators\/citations\/kernel\.json "limits": "lines"/);
  });
});
