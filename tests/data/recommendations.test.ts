import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { loadRecommendations } from '../../src/lib/recommendations/load.ts';
import { recommendationRowSchema } from '../../src/lib/recommendations/schema.ts';

const catalogue = loadCatalogue();
const recs = loadRecommendations(catalogue);
const rec = (report: string, id: string) => {
  const found = recs.find((r) => r.report.id === report && r.id === id);
  if (!found) throw new Error(`no recommendation ${report}/${id}`);
  return found;
};
const bestPracticesFile = join(process.cwd(), '..', 'shared', 'modern', 'mq-best-practices.txt');
const linuxReportFile = join(process.cwd(), '..', 'shared', 'reports', 'mq-linux-persistent.txt');

describe('tuning recommendations: one index of every report', () => {
  it('holds every recommendation of the five original reports, each with a platform', () => {
    for (const id of ['mq-hpux-v53', 'mq-linux-persistent', 'wmb-v8-aix', 'mq-appliance-m2002', 'mq-zos-v71']) {
      expect(recs.filter((r) => r.report.id === id).length, id).toBeGreaterThan(20);
    }
    expect(recs.every((r) => r.platform.length > 0)).toBe(true);
    const keys = recs.map((r) => `${r.report.id}/${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the row rules reject what they should', () => {
    const good = recs[0]!;
    const base = { ...good, scope: 'historical', status_reason: null };
    expect(recommendationRowSchema.safeParse(base).success, 'historical without a reason').toBe(false);
    expect(recommendationRowSchema.safeParse({ ...good, scope: 'current' }).success, 'unknown scope').toBe(false);
    expect(recommendationRowSchema.safeParse({ ...good, bp2020: 'confirms', bp2020_line: null, bp2020_note: null }).success, 'verdict without line').toBe(false);
    expect(recommendationRowSchema.safeParse({ ...good, bp2020: 'maybe', bp2020_line: 5, bp2020_note: 'x' }).success, 'unknown verdict').toBe(false);
  });

  it('records what IBM’s 2020 best practices say of the old advice, on both sides of the question', () => {
    const verdicts = recs.filter((r) => r.bp2020);
    expect(verdicts.filter((r) => r.bp2020 === 'confirms').length).toBeGreaterThan(20);
    expect(verdicts.filter((r) => r.bp2020 === 'changes').length).toBeGreaterThan(5);
    expect(rec('mq-hpux-v53', 'log-buffer-pages').bp2020).toBe('changes');
    expect(rec('mq-hpux-v53', 'threaded-listener').bp2020).toBe('confirms');
  });
});

describe.skipIf(!existsSync(bestPracticesFile))('best-practice verdicts point at the line that says so', () => {
  const lines = existsSync(bestPracticesFile) ? readFileSync(bestPracticesFile, 'utf8').split('\n') : [];
  // A distinctive phrase of each cited line, so a wrong line number fails.
  const PHRASE: Record<number, RegExp> = {
    1243: /default non-persistent queue buffer size is 128K/,
    1318: /default values used for LogBufferPages/,
    1356: /at least 10 seconds of log data/,
    1361: /configure enough primary/,
    1359: /LogPrimaryFiles.*can be configured to/,
    1424: /Threaded channels/,
    1454: /generally recommended/,
    1455: /not recommended to use fastpath/,
    1298: /not a significant factor/,
    282: /inside syncpoint/,
  };
  it('every verdict line exists and is text', () => {
    // Verdicts citing another newer report (verdict_report) are checked with that report's data tests.
    for (const r of recs.filter((x) => x.bp2020_line !== null && !x.verdict_report)) {
      const text = lines[r.bp2020_line! - 1] ?? '';
      expect(text.trim(), `${r.report.id}/${r.id} line ${r.bp2020_line}`).not.toBe('');
      const phrase = PHRASE[r.bp2020_line!];
      if (phrase) expect(text, `${r.report.id}/${r.id} line ${r.bp2020_line}`).toMatch(phrase);
    }
  });
});

describe('advice corrected in review (issue 11)', () => {
  it('the Linux report’s log sizing says what line 222 says, not "fit the write cache and no larger"', () => {
    const r = rec('mq-linux-persistent', 'size-log-for-workload');
    expect(r.line).toBe(224);
    expect(r.recommendation).toMatch(/not arbitrarily large/);
    expect(r.recommendation).not.toMatch(/no larger/);
    expect(r.rationale).toMatch(/roll/);
    expect(recs.some((x) => x.id === 'size-log-to-cache')).toBe(false);
  });

  // Issue 24: an earlier review tagged this historical, but IBM's 2020 best practices still say it (line 1359).
  it('HP-UX "a large number of primary log files" is current advice, as IBM’s 2020 best practices still say, bounded by the 2017 Linux report', () => {
    const r = rec('mq-hpux-v53', 'log-primary-files');
    expect(r.scope).toBe('general');
    expect(r.bp2020).toBe('confirms');
    expect(r.bp2020_line).toBe(1359);
    expect(r.status_reason).toMatch(/lines 222 and 454/);
    expect(r.recommendation).toMatch(/enough for the peak load/);
    expect(r.recommendation).toMatch(/not make the set arbitrarily large/);
  });

  it.skipIf(!existsSync(linuxReportFile))('the Linux lines the HP-UX re-tag relies on say what it claims', () => {
    const lines = readFileSync(linuxReportFile, 'utf8').split('\n');
    expect(lines[221]).toMatch(/do not make it arbitrarily large, as you may not fully benefit from such things as RAID caching/);
    expect(lines[453]).toMatch(/A large log set may not make best use of a RAID cache/);
    expect(lines[453]).toMatch(/recovery processing to take longer/);
  });
});
