import { describe, expect, it } from 'vitest';
import { checkQuery, matches, searchText, MAX_QUERY_LENGTH } from '../../src/lib/data/dataset-search.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { datasetSearchText } from '../../src/lib/data/describe.ts';

const table10 = {
  title: 'Table 10 — Peak rates for 10QM persistent messaging with 2ms simulated latency',
  summary: 'HA pair at distance.',
  columns: [
    { name: 'message_size', label: 'Message size' },
    { name: 'M2002A_HA_max_rate_rt_per_s', label: 'M2002A HA', unit: 'round-trips/s' },
  ],
  unitWords: (u: string) => (u === 'round-trips/s' ? ['round trips/s'] : []),
};

describe('dataset text filter', () => {
  it('matches title, column names, labels and units, every term, case-insensitively', () => {
    const text = searchText(table10);
    const q = (s: string) => {
      const c = checkQuery(s);
      if (!c.ok) throw new Error(c.message);
      return matches(text, c.terms);
    };
    expect(q('')).toBe(true);
    expect(q('table 10')).toBe(true);
    expect(q('PERSISTENT latency')).toBe(true);
    expect(q('m2002a_ha_max')).toBe(true);
    expect(q('round trips/s')).toBe(true);
    expect(q('persistent  zos')).toBe(false);
    expect(q('cpu')).toBe(false);
  });

  it('refuses control characters and over-long queries, naming the field and what is accepted', () => {
    for (const bad of ['a\nb', 'x\u0000', '\t', 'x'.repeat(MAX_QUERY_LENGTH + 1)]) {
      const c = checkQuery(bad);
      expect(c.ok, JSON.stringify(bad)).toBe(false);
      if (!c.ok) expect(c.message).toMatch(/^Filter \(q\): .*accepted: up to 100 characters/);
    }
    expect(checkQuery('<script>alert(1)</script>').ok).toBe(true);
    expect(checkQuery('x'.repeat(MAX_QUERY_LENGTH)).ok).toBe(true);
  });

  it('finds every catalogued dataset by its own printed title', () => {
    const { datasets } = loadCatalogue();
    for (const d of datasets) {
      const c = checkQuery(d.meta.title.slice(0, MAX_QUERY_LENGTH));
      expect(c.ok && matches(datasetSearchText(d), c.terms), d.file).toBe(true);
    }
  });
});
