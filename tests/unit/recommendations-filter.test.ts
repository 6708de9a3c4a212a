import { describe, expect, it } from 'vitest';
import { matchesFilters, parseFilters, serializeFilters, EMPTY_FILTERS, MAX_QUERY_LENGTH, type KnownValues } from '../../src/lib/recommendations/filter.ts';

const known: KnownValues = {
  topic: ['Recovery log', 'High availability'],
  platform: ['Linux', 'HP-UX'],
  status: ['general', 'platform-specific', 'historical'],
};
const row = { topic: 'Recovery log', platform: 'HP-UX', status: 'historical', text: 'LogPrimaryFiles: Configure a large number of primary log files.' };

describe('recommendations filters', () => {
  it('reads known values from the address and writes them back', () => {
    const { state, problems } = parseFilters(new URLSearchParams('topic=Recovery+log&platform=HP-UX&status=historical&q=primary'), known);
    expect(problems).toEqual([]);
    expect(state).toEqual({ topic: 'Recovery log', platform: 'HP-UX', status: 'historical', q: 'primary' });
    expect(serializeFilters(state)).toBe('?topic=Recovery+log&platform=HP-UX&status=historical&q=primary');
    expect(serializeFilters(EMPTY_FILTERS)).toBe('');
  });

  it('drops and reports a value that is not known, naming the field and the accepted values', () => {
    const { state, problems } = parseFilters(new URLSearchParams('platform=<script>&status=current&topic=constructor'), known);
    expect(state).toEqual(EMPTY_FILTERS);
    expect(problems.map((p) => p.field)).toEqual(['topic', 'platform', 'status']);
    expect(problems[1]!.message).toMatch(/Platform “<script>” is not one of the 2 accepted values \(Linux, HP-UX\)/);
    expect(problems[2]!.message).toMatch(/general, platform-specific, historical/);
  });

  it('rejects an over-long search text', () => {
    const { state, problems } = parseFilters(new URLSearchParams({ q: 'x'.repeat(MAX_QUERY_LENGTH + 1) }), known);
    expect(state.q).toBe('');
    expect(problems[0]!.field).toBe('q');
  });

  it('matches every facet and every word of the search, case-insensitively', () => {
    expect(matchesFilters(row, EMPTY_FILTERS)).toBe(true);
    expect(matchesFilters(row, { ...EMPTY_FILTERS, platform: 'HP-UX', q: 'PRIMARY log' })).toBe(true);
    expect(matchesFilters(row, { ...EMPTY_FILTERS, platform: 'Linux' })).toBe(false);
    expect(matchesFilters(row, { ...EMPTY_FILTERS, q: 'primary buffer' })).toBe(false);
    expect(matchesFilters(row, { ...EMPTY_FILTERS, status: 'general' })).toBe(false);
  });
});
