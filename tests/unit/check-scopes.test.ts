/**
 * Which queue manager each line is about (calculators/check/scope/), and the checker's grouping by
 * it: mq-gather's headers (their format is the script's, public/mq-gather.sh), runmqsc's banner as
 * the must-gather script in tests/fixtures/real-measure/mq-status-script-qm1.txt printed it, and
 * dmpmqcfg's header comment. Expected scopes written by hand from the lines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatherHeader } from '../../calculators/check/scope/gather-header.ts';
import { scopesOf } from '../../calculators/check/scope/scopes.ts';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { measuredReader } from '../../calculators/check/measure/measured-reader.ts';
import { calculatorLinks, readMeasurements } from '../../calculators/check/measure/index.ts';
import { pagesOfExtent } from '../../calculators/check/measure/links-queue-manager.ts';

const realStatus = readFileSync(new URL('../fixtures/real-measure/mq-status-script-qm1.txt', import.meta.url), 'utf8');
const mqconfig = readFileSync(new URL('../fixtures/real-config/mqconfig-rhel94-mq94-root.txt', import.meta.url), 'utf8');
const qmini = readFileSync(new URL('../fixtures/real-config/qmini-mqfellow-aws.ini', import.meta.url), 'utf8');

describe('mq-gather headers', () => {
  it('reads a section, a note and the start and end lines; nothing else passes for one', () => {
    expect(gatherHeader('===== mq-gather 1 | host mq01 | queue manager QM1 | runmqsc QM1: DISPLAY QMGR ALL =====')).toEqual({ host: 'mq01', queueManager: 'QM1', what: 'runmqsc QM1: DISPLAY QMGR ALL', kind: 'section' });
    expect(gatherHeader('===== mq-gather 1 | host mq01 | sysctl kernel.shmmni =====')).toEqual({ host: 'mq01', what: 'sysctl kernel.shmmni', kind: 'section' });
    expect(gatherHeader('===== mq-gather 1 | host mq01 | queue manager QM2 | note: runmqsc not found on PATH =====')?.kind).toBe('note');
    expect(gatherHeader('===== mq-gather 1 | host mq01 | started 2026-11-27T08:00:00Z, mq-gather.sh 1.0 =====')?.kind).toBe('start');
    expect(gatherHeader('===== mq-gather 2 | host mq01 | sysctl =====')).toBeUndefined();
    expect(gatherHeader('===== mq-gather 1 | host mq01 | queue manager has space | x =====')?.queueManager).toBeUndefined();
    expect(gatherHeader('==== mq-gather 1 | host mq01 | x =====')).toBeUndefined();
  });
});

describe('scopes', () => {
  it('a gather: host sections belong to no queue manager, each queue manager section to its own', () => {
    const lines = ['===== mq-gather 1 | host mq01 | started 2026-11-27T08:00:00Z, mq-gather.sh 1.0 =====', '===== mq-gather 1 | host mq01 | sysctl -a =====', 'kernel.shmmni = 4096', '===== mq-gather 1 | host mq01 | queue manager QM1 | cat qm.ini =====', 'Log:', '===== mq-gather 1 | host mq01 | queue manager QM2 | cat qm.ini =====', 'Log:', '===== mq-gather 1 | host mq01 | end: 3 sections, 0 notes ====='];
    const s = scopesOf(lines);
    expect(s.queueManagers).toEqual(['QM1', 'QM2']);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(s.queueManagerOf)).toEqual([undefined, undefined, undefined, 'QM1', 'QM1', 'QM2', 'QM2', 'QM2']);
    expect(s.headers.map((h) => h.line)).toEqual([1, 2, 4, 6, 8]);
  });

  it('a runmqsc transcript: the banner names the queue manager from its line on', () => {
    const lines = realStatus.split('\n');
    const s = scopesOf(lines);
    expect(s.queueManagers).toEqual(['QM1']);
    const banner = lines.findIndex((l) => l.startsWith('Starting MQSC')) + 1;
    expect(s.queueManagerOf(banner - 1)).toBeUndefined();
    expect(s.queueManagerOf(banner)).toBe('QM1');
    expect(s.queueManagerOf(lines.length)).toBe('QM1');
  });

  it('a dmpmqcfg header comment names the queue manager', () => {
    const s = scopesOf(['*  Script generated on 2024-01-02   at 10.11.12', '*  Queue manager name: QM_A', 'ALTER QMGR TREELIFE(1800)']);
    expect(s.queueManagers).toEqual(['QM_A']);
    expect(s.queueManagerOf(3)).toBe('QM_A');
  });
});

describe('the checker, several queue managers in one paste', () => {
  const gather = (qm: string, body: string) => `===== mq-gather 1 | host mq01 | queue manager ${qm} | cat /var/mqm/qmgrs/${qm}/qm.ini =====\n${body}`;
  const text = ['===== mq-gather 1 | host mq01 | mqconfig =====', mqconfig, gather('QM1', qmini), gather('QM2', 'Log:\n   LogPrimaryFiles=2\n   LogSecondaryFiles=1\n   LogFilePages=4096\n')].join('\n');

  it('names each queue manager, credits its qm.ini values to it and the host values to none, and reads the headers', () => {
    const r = checkConfiguration(text, { platform: 'unix' });
    if (!r.ok) throw new Error(r.message);
    expect(r.queueManagers).toEqual(['QM1', 'QM2']);
    const primary = r.values.filter((v) => v.name === 'LogPrimaryFiles');
    expect(primary.map((v) => [v.queueManager, v.setting])).toEqual([
      ['QM1', primary[0]!.setting],
      ['QM2', '2'],
    ]);
    expect(r.values.filter((v) => v.origin === 'mqconfig').every((v) => v.queueManager === undefined)).toBe(true);
    expect(r.unread.filter((u) => u.text.startsWith('====='))).toEqual([]);
    expect(r.recognised[0]).toMatch(/^mq-gather output from mq01 \(3 sections\)/);
  });

  it('judges each queue manager on its own log, and a host finding once, naming no queue manager', () => {
    const r = checkConfiguration(text, { platform: 'unix' });
    if (!r.ok) throw new Error(r.message);
    const lines = text.split('\n');
    for (const f of r.findings.filter((x) => x.line !== undefined)) {
      const expected = f.line! > lines.findIndex((l) => l.includes('queue manager QM2')) ? 'QM2' : f.line! > lines.findIndex((l) => l.includes('queue manager QM1')) ? 'QM1' : undefined;
      expect(f.queueManager, `${f.rule} line ${f.line}`).toBe(expected);
    }
    const hostKeys = r.findings.filter((f) => !f.queueManager).map((f) => `${f.rule}@${f.line}`);
    expect(new Set(hostKeys).size).toBe(hostKeys.length);
    expect(r.findings.some((f) => f.queueManager === 'QM2' && f.rule.startsWith('log.'))).toBe(true);
  });

  it('a transcript of measurements alone counts as read in the configuration panel too (one account of the paste)', () => {
    const r = checkConfiguration(realStatus, { platform: 'unix', readers: [measuredReader(readMeasurements(realStatus))] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.recognised.join(' ')).toMatch(/DISPLAY QMSTATUS/);
  });
});

describe('links from a queue manager’s status', () => {
  it('LOGEXTSZ back to pages: 16392 KB is 4096 pages (derived), anything not a whole page is no link', () => {
    expect(pagesOfExtent(16392 * 1024)).toBe(4096);
    expect(pagesOfExtent(16393 * 1024)).toBeUndefined();
    expect(pagesOfExtent(8 * 1024)).toBeUndefined();
  });

  it('opens log sizing in check mode on the log DISPLAY QMSTATUS reports (the must-gather sample: LOGPRIM 3, LOGSEC 2, LOGEXTSZ 16392)', () => {
    const m = readMeasurements(realStatus);
    const link = calculatorLinks(m.readings, m.facts).find((l) => l.calculator === 'log-sizing');
    expect(link?.href).toBe('/calculators/log-sizing/?mode=check&primaryFiles=3&secondaryFiles=2&logFilePages=4096');
    expect(link?.filled.join(' ')).toMatch(/derived/);
  });
});

describe('many notes of one rule', () => {
  it('past ten, one rule’s notes about one queue manager become one that counts the rest; warnings stay one by one', async () => {
    const { collapseNotes, NOTES_EACH } = await import('../../calculators/check/collapse.ts');
    const note = (line: number, severity: 'info' | 'warning' = 'info', queueManager = 'QM1') => ({ rule: 'mqsc.queue-persistence', severity, title: `QLOCAL(Q${line}): DEFPSIST(YES)`, recommended: '', why: '', line, sources: [], queueManager });
    const many = Array.from({ length: 12 }, (_, i) => note(i + 1));
    const out = collapseNotes([...many, note(100, 'info', 'QM2'), ...Array.from({ length: 12 }, (_, i) => note(200 + i, 'warning'))]);
    expect(NOTES_EACH).toBe(10);
    expect(out.filter((f) => f.severity === 'info' && f.queueManager === 'QM1')).toHaveLength(1);
    expect(out[0]!.title).toBe('QLOCAL(Q1): DEFPSIST(YES); and 11 more like it (lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)');
    expect(out.filter((f) => f.queueManager === 'QM2')).toHaveLength(1);
    expect(out.filter((f) => f.severity === 'warning')).toHaveLength(12);
    expect(collapseNotes(many.slice(0, 10))).toHaveLength(10);
  });
  it('a rule that folds its own notes as it makes them (foldLikeNotes) gives what the checker’s folding of them all gives', async () => {
    const { collapseNotes } = await import('../../calculators/check/collapse.ts');
    const { foldLikeNotes } = await import('../../calculators/rulebook/lib/like-notes.ts');
    const persistence = (await import('../../calculators/rulebook/rules/mqsc-queue-persistence.ts')).default;
    // Queue i at line 2i + 1, but Q3, Q10, Q17 … at none (a note without a line is counted, not named).
    const note = (i: number, severity: 'info' | 'warning' = 'info') => ({ rule: 'mqsc.queue-persistence', severity, title: `QLOCAL(Q${i}): DEFPSIST(YES)`, recommended: '', why: '', ...(i % 7 === 3 ? {} : { line: 2 * i + 1 }), sources: [] });
    for (const count of [0, 1, 10, 11, 12, 21, 22, 23, 2000]) {
      const items = Array.from({ length: count }, (_, i) => i);
      for (const severity of ['info', 'warning'] as const) {
        const folded = foldLikeNotes(items, (i) => note(i, severity), (i) => note(i, severity).line);
        expect(folded).toEqual(collapseNotes(items.map((i) => note(i, severity))));
      }
    }
    expect(foldLikeNotes(Array.from({ length: 11 }, (_, i) => i), note, (i) => note(i).line)[0]!.title).toBe('QLOCAL(Q0): DEFPSIST(YES); and 10 more like it (lines 3, 5, 9, 11, 13, 15, 17, 19)');
    // The rule itself: twelve application queues persistent by default are one note that counts eleven more.
    const objects = Array.from({ length: 12 }, (_, i) => ({ type: 'QLOCAL' as const, name: `APP.Q${i}`, verb: 'DEFINE' as const, origin: 'mqsc' as const, line: 10 + i, lastLine: 10 + i, attributes: [{ name: 'DEFPSIST', value: 'YES', line: 10 + i }] }));
    const out = persistence.check({ platform: 'unix', objects } as Parameters<typeof persistence.check>[0]);
    expect(out).toHaveLength(1);
    expect(out[0]!.title).toBe('QLOCAL(APP.Q0): DEFPSIST(YES): messages put with persistence as the queue’s default are persistent; and 11 more like it (lines 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21)');
    expect(out[0]!.line).toBe(10);
  });
});
