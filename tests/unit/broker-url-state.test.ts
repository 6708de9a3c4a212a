import { describe, expect, it } from 'vitest';
import { parseState, stateToQuery, DEFAULT_STATE } from '../../src/lib/broker/url-state.ts';
import { DEFAULT_FILTERS } from '../../src/lib/broker/view.ts';
import { ESTIMATE_DEFAULTS } from '../../src/lib/broker/estimate.ts';

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
    expect(query).toContain('tr=SCA%20over%20MQ');
    expect(query).toContain('size=all');
    expect(parseState(query)).toEqual(state);
  });

  it('"all" lifts a default restriction and an absent parameter keeps it', () => {
    expect(parseState('p=all').filters.persistence).toEqual([]);
    expect(parseState('cat=database').filters.persistence).toEqual(DEFAULT_FILTERS.persistence);
    expect(parseState('size=all').filters.sizes).toEqual([]);
  });

  it('ignores values it cannot use instead of failing', () => {
    const s = parseState('sort=fastest&at=-3');
    expect(s.filters.sort).toBe('cost');
    expect(s.filters.atKB).toBeNull();
    expect(parseState('at=abc').filters.atKB).toBeNull();
  });

  it('keeps estimate inputs as typed, so an invalid one can be reported rather than dropped', () => {
    expect(parseState('rate=lots').estimate).toEqual({ ...ESTIMATE_DEFAULTS, rate: 'lots' });
  });
});
