/**
 * /check/'s findings a queue manager at a time (src/lib/check/render-groups.ts), on the assembled
 * gather of three queue managers on one host (tests/fixtures/fleet/SOURCES.md): the host's own
 * findings first, then each queue manager's, worst first, each heading counting its group.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { findingGroups } from '../../src/lib/check/render-groups.ts';

const gather = readFileSync(join(import.meta.dirname, '../fixtures/fleet/gather-mqhost07-assembled.txt'), 'utf8');

describe('finding groups', () => {
  it('the host first, then QM1 and QM2 (QM3 has no configuration finding), each heading counting its own findings', () => {
    const result = checkConfiguration(gather, { platform: 'unix' });
    if (!result.ok) throw new Error(result.message);
    const groups = findingGroups(result.findings, result.queueManagers)!;
    // The host's: ulimit -a's nofile 1024 (error), mqconfig run as root (warning), mqconfig's release (note), its passes.
    // QM1's qm.ini: LogBufferPages and its stanzas (notes); QM2's: its stanzas, LogBufferPages and two queue buffer notes.
    expect(groups.map((g) => g.heading)).toEqual([
      'The host (every queue manager on it): 1 error, 1 warning, 1 note',
      'Queue manager QM1: 0 errors, 0 warnings, 2 notes',
      'Queue manager QM2: 0 errors, 0 warnings, 4 notes',
    ]);
    expect(groups[0]!.findings.every((f) => f.queueManager === undefined)).toBe(true);
    for (const g of groups.slice(1)) expect(g.findings.every((f) => f.queueManager === g.queueManager)).toBe(true);
  });

  // Grouped in one pass (a gather of fifty queue managers has hundreds of findings): each
  // finding in exactly one group, its queue manager's or the host's, in the order the findings came
  // within a severity, whatever names and order the queue managers have.
  it('puts every finding in exactly one group, its own queue manager’s or the host’s (property)', () => {
    const result = checkConfiguration(gather, { platform: 'unix' });
    if (!result.ok) throw new Error(result.message);
    const pool = result.findings;
    fc.assert(
      fc.property(fc.array(fc.record({ at: fc.nat(pool.length - 1), qm: fc.constantFrom(undefined, 'QM1', 'QM2', 'QMA', 'Z.Q') }), { maxLength: 60 }), fc.subarray(['QMA', 'QM2', 'QM1']), (picks, listed) => {
        const findings = picks.map(({ at, qm }, i) => ({ ...pool[at]!, line: i + 1, ...(qm ? { queueManager: qm } : { queueManager: undefined }) }));
        const groups = findingGroups(findings, listed);
        const named = new Set(findings.map((f) => f.queueManager).filter(Boolean));
        if (named.size === 0 || (named.size === 1 && listed.length <= 1 && findings.every((f) => f.queueManager))) {
          expect(groups).toBeUndefined();
          return;
        }
        const flat = groups!.flatMap((g) => g.findings.map((f) => [g.queueManager, f] as const));
        expect(flat.length).toBe(findings.length);
        for (const [qm, f] of flat) expect(f.queueManager ?? '').toBe(qm);
        expect(new Set(flat.map(([, f]) => f)).size).toBe(findings.length);
        for (const g of groups!) expect(g.findings.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
