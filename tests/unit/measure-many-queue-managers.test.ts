/**
 * Measurements of several queue managers in one text (a gather): each link into a calculator is made
 * from one queue manager's own readings and says whose, and the words read are said once with the
 * queue managers they hold for. Inputs: tests/fixtures/fleet/gather-mqhost07-assembled.txt (real
 * replies assembled into a gather, SOURCES.md there: QM1's DISPLAY QMSTATUS ALL, QM3's Native HA
 * status, the host's dspmq naming QM1), and the scale benchmark's synthetic fleet, labelled so.
 * Expected texts written by hand from the fixture's lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorLinks, calculatorLinksEach } from '../../calculators/check/measure/links.ts';
import { queueManagerList } from '../../calculators/check/measure/queue-manager-names.ts';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { readWithLinks } from '../../src/lib/check/measure/read.ts';
import { factsLine } from '../../src/lib/check/measure/facts-line.ts';
import { gatherFleet } from '../../scripts/lib/gather-fleet.mjs';

const root = join(import.meta.dirname, '../..');
const mqhost07 = readFileSync(join(root, 'tests/fixtures/fleet/gather-mqhost07-assembled.txt'), 'utf8');

describe('a gather of three queue managers (mqhost07)', () => {
  const result = readWithLinks(mqhost07);

  it('links log sizing with QM1’s log (LOGPRIM 3, LOGSEC 2, LOGEXTSZ 16392 KB = 4096 pages), for QM1 only', () => {
    const sizing = result.links.filter((l) => l.calculator === 'log-sizing');
    expect(sizing).toHaveLength(1);
    expect(sizing[0]!.href).toBe('/calculators/log-sizing/?mode=check&primaryFiles=3&secondaryFiles=2&logFilePages=4096');
    expect(sizing[0]!.label).toBe('Log sizing, checking the log your queue manager has (from DISPLAY QMSTATUS), for QM1');
    expect(sizing[0]!.queueManagers).toEqual(['QM1']);
  });

  it('offers the HA guide and calculator for QM3, whose Native HA status was read, and for no other', () => {
    const ha = result.links.filter((l) => l.href === '/guides/place-an-ha-pair/' || l.calculator === 'ha-latency');
    expect(ha.map((l) => l.queueManagers)).toEqual([['QM3'], ['QM3']]);
    expect(ha.every((l) => l.label.endsWith(', for QM3'))).toBe(true);
  });

  it('says each word once, with the queue manager it was read for', () => {
    expect(factsLine(result.facts)).toBe('Log type CIRCULAR (DISPLAY QMSTATUS; QM1); HA role ACTIVE (DISPLAY QMSTATUS; QM3); HA role REPLICA (DISPLAY QMSTATUS; QM3); MQ release 9.4.2.0 (dspmq; QM1); HA role Active (dspmq; QM1)');
  });

  it('ties dspmq’s INSTVER and the MODE of the INSTANCE line under it to the QMNAME they follow', () => {
    const m = readMeasurements(mqhost07);
    const dspmq = m.facts.filter((f) => f.origin === 'dspmq');
    expect(dspmq.map((f) => [f.name, f.value, f.queueManager])).toEqual([
      ['queueManager', 'QM1', 'QM1'],
      ['mqRelease', '9.4.2.0', 'QM1'],
      ['haRole', 'Active', 'QM1'],
    ]);
  });
});

describe('one queue manager, or none named', () => {
  it('gives the links as before, without naming a queue manager', () => {
    const one = readFileSync(join(root, 'tests/fixtures/real-measure/mq-status-script-qm1.txt'), 'utf8');
    const m = readMeasurements(one);
    expect(calculatorLinksEach(m.readings, m.facts)).toEqual(calculatorLinks(m.readings, m.facts));
    expect(factsLine(m.facts)).toBe('Queue manager QM1 (DISPLAY QMSTATUS); Log type CIRCULAR (DISPLAY QMSTATUS); MQ release 9.4.2.0 (dspmq); HA role Active (dspmq)');
  });
});

describe('fifty queue managers with the same log (synthetic: scripts/lib/gather-fleet.mjs)', () => {
  const result = readWithLinks(gatherFleet(root, 50, 20));
  it('is one link and one word for all of them, not fifty', () => {
    expect(result.links.filter((l) => l.calculator === 'log-sizing').map((l) => l.label)).toEqual(['Log sizing, checking the log your queue manager has (from DISPLAY QMSTATUS), for all 50 queue managers']);
    expect(factsLine(result.facts)).toBe('Log type CIRCULAR (DISPLAY QMSTATUS; all 50 queue managers)');
  });
});

describe('queueManagerList', () => {
  it('names up to four, then the first three and how many more', () => {
    expect(queueManagerList(['QM1'])).toBe('QM1');
    expect(queueManagerList(['QM1', 'QM2'])).toBe('QM1 and QM2');
    expect(queueManagerList(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
    expect(queueManagerList(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });
});
