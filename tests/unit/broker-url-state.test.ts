import { describe, expect, it } from 'vitest';
import { parseState, stateProblems, stateToQuery, DEFAULT_STATE } from '../../src/lib/broker/url-state.ts';
import { DEFAULT_FILTERS } from '../../calculators/lib/broker/view.ts';
import { ESTIMATE_DEFAULTS } from '../../calculators/lib/broker/estimate.ts';

describe('explorer state in the query string', () => {
  it('the plain page is the default view, and the default view has an empty query', () => {
    expect(parseState('')).toEqual(DEFAULT_STATE);
    expect(stateToQuery(DEFAULT_STATE)).toBe('');
  });

  it('round-trips a full view', () => {
    const state = {
      filters: { categories: ['transformation', 'parsing'], flows: ['41', '51'], transports: ['SCA over MQ'], persistence: ['FULL'], sizes: [], atKB: 10, sort: 'rate' as const },
      pick: '41:FULL:10kB',
      estimate: { rate: '2000', cores: '4', ceiling: '70', speed: '1.5' },
    };
    const query = stateToQuery(state);
    expect(query).toContain('cat=transformation,parsing');
    expect(query).toMatch(/^\?/);
    expect(query).toContain('tr=SCA+over+MQ');
    expect(query).toContain('size=all');
    expect(parseState(query)).toEqual(state);
  });

  it('keeps parameters that are not the explorer\'s and removes its own at their default', () => {
    expect(stateToQuery(DEFAULT_STATE, '?utm=wiki&sort=rate')).toBe('?utm=wiki');
  });

  it('"all" lifts a default restriction and an absent parameter keeps it', () => {
    expect(parseState('p=all').filters.persistence).toEqual([]);
    expect(parseState('cat=database').filters.persistence).toEqual(DEFAULT_FILTERS.persistence);
    expect(parseState('size=all').filters.sizes).toEqual([]);
  });

  it('leaves out values it cannot use (stateProblems says which)', () => {
    const s = parseState('sort=fastest&at=-3');
    expect(s.filters.sort).toBe('cost');
    expect(s.filters.atKB).toBeNull();
    expect(parseState('at=abc').filters.atKB).toBeNull();
  });

  it('keeps estimate inputs as typed, so an invalid one can be reported rather than dropped', () => {
    expect(parseState('rate=lots').estimate).toEqual({ ...ESTIMATE_DEFAULTS, rate: 'lots' });
  });
});

describe('what a link asks for that the explorer cannot use', () => {
  const known = { categories: ['transformation', 'parsing'], flows: ['04', '41'], transports: ['MQ', 'HTTP'], persistence: ['NONE', 'FULL'], sizes: ['2kB', '20kB', 'other'] };

  it('finds nothing wrong with a valid link or the plain page', () => {
    expect(stateProblems('', known)).toEqual([]);
    expect(stateProblems('cat=transformation&flow=41&tr=MQ&p=all&size=2kB,other&at=10&sort=rate&pick=41:NONE:10kB', known)).toEqual([]);
  });

  it('names each parameter whose value is unknown, with what it accepts', () => {
    const problems = stateProblems('cat=banana&tr=MQ,carrier%20pigeon&p=HALF&size=3kB&flow=__proto__', known);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('cat: "banana" is not known; use "all" or any of transformation, parsing.');
    expect(problems.join(' ')).toContain('tr: "carrier pigeon" is not known');
    expect(problems.join(' ')).toContain('flow: "__proto__" is not known');
  });

  it('refuses an at that is not a size, an unknown sort and a malformed pick, and parseState leaves them out', () => {
    for (const [query, start] of [
      ['at=-3', 'at: "-3" is not a message size'],
      ['at=abc', 'at: "abc" is not a message size'],
      ['at=50000', 'at: "50000" is not a message size'],
      ['sort=fastest', 'sort: "fastest" is not a sort order'],
      ['pick=<script>', 'pick: "<script>" is not a row of the table'],
    ] as const) {
      expect(stateProblems(query, known)[0], query).toContain(start);
    }
    expect(parseState('pick=<script>').pick).toBeNull();
    expect(parseState('at=50000').filters.atKB).toBeNull();
  });

  it('quotes control characters and long values harmlessly', () => {
    const [problem] = stateProblems(`sort=${encodeURIComponent('a\nb')}${'x'.repeat(80)}`, known);
    expect(problem).toContain('"a?b');
    expect(problem).toContain('…"');
  });
});

describe('parseState with the values the data has', () => {
  const known = { categories: ['transformation'], flows: ['41'], transports: ['MQ'], persistence: ['NONE', 'FULL'], sizes: ['2kB', '20kB'] };
  it('leaves unknown list values out, falling back to the default when none is left', () => {
    expect(parseState('cat=__proto__', known).filters.categories).toEqual(DEFAULT_FILTERS.categories);
    expect(parseState('cat=transformation,banana', known).filters.categories).toEqual(['transformation']);
    expect(parseState('p=HALF', known).filters.persistence).toEqual(DEFAULT_FILTERS.persistence);
  });
});
