/**
 * The one severity order (calculators/rulebook/types.ts), which the checker's and the measurements'
 * lists, /check/'s groups, the fleet's rows and mqcheck's --fail-on all read: written out by hand here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEVERITIES, SEVERITY_RANK, atLeast, worseFirst, worstOf, type Severity } from '../../calculators/rulebook/types.ts';
import { failsOn } from '../../calculators/check/cli/options.ts';
import { severityCounts } from '../../calculators/check/severity-counts.ts';

describe('severity order', () => {
  it('is error, warning, info, ok, worst first', () => {
    expect(SEVERITIES).toEqual(['error', 'warning', 'info', 'ok']);
    expect(SEVERITIES.map((s) => SEVERITY_RANK[s])).toEqual([0, 1, 2, 3]);
    const shuffled: { severity: Severity }[] = [{ severity: 'ok' }, { severity: 'error' }, { severity: 'info' }, { severity: 'warning' }, { severity: 'error' }];
    expect(shuffled.sort(worseFirst).map((f) => f.severity)).toEqual(['error', 'error', 'warning', 'info', 'ok']);
  });

  it('worst of a list, or what stands for none', () => {
    expect(worstOf(['info', 'warning', 'ok'], 'ok')).toBe('warning');
    expect(worstOf([], 'ok')).toBe('ok');
    expect(worstOf([], undefined)).toBeUndefined();
    fc.assert(fc.property(fc.array(fc.constantFrom(...SEVERITIES), { minLength: 1 }), (list) => {
      expect(worstOf(list, undefined)).toBe([...list].sort((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b])[0]);
    }));
  });

  it('at least as severe, and --fail-on', () => {
    expect(SEVERITIES.filter((s) => atLeast(s, 'warning'))).toEqual(['error', 'warning']);
    expect(SEVERITIES.filter((s) => failsOn(s, 'error'))).toEqual(['error']);
    expect(SEVERITIES.filter((s) => failsOn(s, 'warning'))).toEqual(['error', 'warning']);
    expect(SEVERITIES.filter((s) => failsOn(s, 'never'))).toEqual([]);
  });

  it('counts a list in the words every summary uses', () => {
    const list: { severity: Severity }[] = [{ severity: 'error' }, { severity: 'info' }, { severity: 'info' }, { severity: 'ok' }, { severity: 'ok' }, { severity: 'ok' }];
    expect(severityCounts(list)).toBe('1 error, 0 warnings, 2 notes, 3 ok');
    expect(severityCounts(list, false)).toBe('1 error, 0 warnings, 2 notes');
    expect(severityCounts([])).toBe('0 errors, 0 warnings, 0 notes, 0 ok');
    // A group heading of passes only still counts something.
    expect(severityCounts([{ severity: 'ok' }, { severity: 'ok' }], false)).toBe('0 errors, 0 warnings, 0 notes, 2 ok');
  });
});
