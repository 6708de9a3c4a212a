/**
 * Log sizing's recommend mode (issue 13 item 1): a proposal whose primary files alone hold IBM's
 * 2 × (N + 1) × B rule within IBM's limits whenever any configuration can, a complete stanza, and
 * otherwise an alert that says what would make one possible.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def, { PAGE_BYTES, PLATFORM_LIMITS, WORST_LOGICAL_BYTES_PER_SEC, WORST_PHYSICAL_BYTES_PER_SEC } from '../../calculators/log-sizing.ts';
import { maxPrimaryBytes } from '../../calculators/lib/log-limits.ts';
import { runCalculator } from '../../calculators/inputs.ts';

const recommend = (raw: Record<string, string>) => runCalculator(def, { mode: 'recommend', ...raw });

describe('recommend mode', () => {
  it('answers the issue’s example: 2,000 persistent 2 KB puts/s, circular, Linux', () => {
    const r = recommend({ msgBytes: '2 KB', putsPerSec: '2000', longestUowSec: '60' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // (750 + 2,048 + 260) × 2,000 + 2 × 2,000 × 750 = 9,116,000 bytes/s; × 2 × 61 = 1,112,152,000 bytes.
    expect(r.outputs.requiredLogBytes).toBe(1112152000);
    // One extent must hold 10 s (IBM 2020): 91,160,000 bytes = 22,256.8 pages, rounded up to
    // 16 MiB steps: 24,576 pages (96 MiB). ⌈1,112,152,000 ÷ 100,663,296⌉ = 12 primaries, 3 secondaries.
    // (Before issue 24 this proposed 17 × 64 MiB files, each holding only 7.4 s.)
    expect(r.outputs.recLogFilePages).toBe(24576);
    expect(r.outputs.recPrimaryFiles).toBe(12);
    expect(r.outputs.recSecondaryFiles).toBe(3);
    expect(r.outputs.recLogBufferPages).toBe(4096);
    expect(r.summary).toMatch(/^Use 12 primary files of 96 MiB \(LogFilePages=24,576\): 1\.125 GiB of primary log holds the 1\.04 GiB/);
    const stanza = r.snippets![0]!.text;
    for (const line of ['LogPrimaryFiles=12', 'LogSecondaryFiles=3', 'LogFilePages=24576', 'LogType=CIRCULAR', 'LogBufferPages=4096', 'LogPath=/var/mqm/log/QM1/', 'LogWriteIntegrity=TripleWrite']) {
      expect(stanza).toContain(line);
    }
    expect(r.snippets![1]!.text).toBe('crtmqm -lc -lf 24576 -lp 12 -ls 3 QM1');
    expect(r.snippets![2]!.text).toMatch(/kind: ConfigMap[\s\S]*LogFilePages=24576[\s\S]*queueManager:\n    ini:/);
  });

  it('opens check mode from the recommendation with the same configuration and workload', () => {
    const r = recommend({ msgBytes: '2048', putsPerSec: '2000', longestUowSec: '60', logType: 'linear' });
    if (!r.ok) throw new Error('no result');
    const link = r.links![0]!;
    expect(link.inputs).toMatchObject({ mode: 'check', logFilePages: '24576', primaryFiles: '12', secondaryFiles: '3', logBufferPages: '4096', logType: 'linear', putsPerSec: '2000' });
    const check = runCalculator(def, link.inputs);
    expect(check.ok && check.outputs.primaryBytes).toBe(r.outputs.primaryBytes);
    expect(check.ok && check.outputs.recPrimaryFiles).toBeNull();
  });

  it('moves to larger files past 64 primaries, and to the largest past that', () => {
    const small = recommend({ msgBytes: '2048', putsPerSec: '100', longestUowSec: '60' });
    expect(small.ok && [small.outputs.recLogFilePages, small.outputs.recPrimaryFiles]).toEqual([4096, 4]);
    const mid = recommend({ msgBytes: '2048', putsPerSec: '2000', longestUowSec: '60' });
    // 2,000 puts/s: ten seconds of log needs 22,257 pages, so 24,576 (IBM 2020's 10 s per extent).
    expect(mid.ok && mid.outputs.recLogFilePages).toBe(24576);
    const big = recommend({ msgBytes: '1 MB', putsPerSec: '2000', longestUowSec: '10' });
    expect(big.ok && big.outputs.recLogFilePages).toBe(65535);
  });

  it('keeps the primary space inside a write cache when IBM’s rule fits it', () => {
    const r = recommend({ msgBytes: '2048', putsPerSec: '2000', longestUowSec: '60', cacheBytes: '2 GiB' });
    expect(r.ok && r.outputs.fitsInCache).toBe(true);
  });

  it('adds the archive per day for a linear log and the physical write rate in both modes', () => {
    const r = recommend({ msgBytes: '2048', putsPerSec: '1000', logType: 'linear' });
    if (!r.ok) throw new Error('no result');
    expect(r.outputs.archiveBytesPerDay).toBe(4558000 * 86400);
    expect(r.outputs.physicalBytesPerSecMax).toBeCloseTo((4558000 * WORST_PHYSICAL_BYTES_PER_SEC) / WORST_LOGICAL_BYTES_PER_SEC, 3);
    expect(r.warnings.join(' ')).toMatch(/IMGSCHED\(AUTO\)/);
    const circular = runCalculator(def, {});
    expect(circular.ok && circular.outputs.archiveBytesPerDay).toBeNull();
    expect(circular.ok && typeof circular.outputs.physicalBytesPerSecMax).toBe('number');
  });

  it('says when no configuration can hold the rule, and what would make one possible', () => {
    const r = recommend({ msgBytes: '4 MB', putsPerSec: '50000', longestUowSec: '86400' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]!.input).toBe('longestUowSec');
    expect(r.errors[0]!.message).toMatch(/no configuration within IBM’s limits can hold this workload/);
    expect(r.errors[0]!.message).toMatch(/510 × 65,535 pages × 4 KiB/);
    expect(r.errors[0]!.message).toMatch(/spread the workload over [\d,]+ or more queue managers/);
  });

  // The property: rates 1–50,000 puts/s, messages 0 B–4 MB, units of work 1 s–1 day.
  it('holds IBM’s rule in the primary files whenever some configuration within the limits can', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50000 }),
        fc.integer({ min: 0, max: 4 * 1024 * 1024 }),
        fc.integer({ min: 1, max: 86400 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('unix' as const, 'windows' as const),
        fc.constantFrom('circular', 'linear'),
        (puts, msgBytes, uow, perUow, platform, logType) => {
          const raw = { putsPerSec: String(puts), msgBytes: String(msgBytes), longestUowSec: String(uow), msgsPerUow: String(perUow), platform, logType };
          const r = recommend(raw);
          const rate = runCalculator(def, { ...raw, mode: 'check' });
          if (!rate.ok) throw new Error('check mode failed');
          const required = rate.outputs.requiredLogBytes as number;
          const lim = PLATFORM_LIMITS[platform];
          if (required <= maxPrimaryBytes(platform)) {
            expect(r.ok, JSON.stringify(raw)).toBe(true);
            if (!r.ok) return;
            const pages = r.outputs.recLogFilePages as number;
            const primary = r.outputs.recPrimaryFiles as number;
            const secondary = r.outputs.recSecondaryFiles as number;
            expect(primary * pages * PAGE_BYTES).toBeGreaterThanOrEqual(required);
            expect(pages).toBeGreaterThanOrEqual(lim.minPages);
            expect(pages).toBeLessThanOrEqual(65535);
            expect(primary).toBeLessThanOrEqual(lim.maxPrimary);
            expect(secondary).toBeGreaterThanOrEqual(1);
            expect(primary + secondary).toBeLessThanOrEqual(lim.maxTotal);
            expect(secondary).toBeLessThan(primary);
            expect(r.snippets![0]!.text).toContain(`LogPrimaryFiles=${primary}`);
          } else {
            expect(r.ok, JSON.stringify(raw)).toBe(false);
            if (!r.ok) expect(r.errors[0]!.message).toMatch(/no configuration within IBM’s limits.*To make it possible: /);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
