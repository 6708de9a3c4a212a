/**
 * DISPLAY QMSTATUS TYPE(NATIVEHA) through the measurement reader: the Native HA instances and the
 * readings nativeHaInstances, nativeHaReplicasInSync and nativeHaBacklogBytes. The three-instance
 * and two-instance replies are real (tests/fixtures/real-mqsc/SOURCES.md,
 * tests/fixtures/real-measure/SOURCES.md); no public reply with a replica out of sync was found, so
 * those cases change one real reply in the test and say which line. Expected values are by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Reading } from '../../calculators/check/measure/index.ts';

const mqsc = (name: string) => readFileSync(new URL(`../fixtures/real-mqsc/${name}`, import.meta.url), 'utf8');
const measure = (name: string) => readFileSync(new URL(`../fixtures/real-measure/${name}`, import.meta.url), 'utf8');
const reading = (rs: Reading[], name: string) => {
  const found = rs.filter((r) => r.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

/** A replica's instance as its reply prints it: the two replies differ only in the instance number and the line. */
const replica = (k: number, line: number) => ({
  instance: `vks-prod-nativeha-mq-ibm-mq-${k}`,
  role: 'REPLICA',
  ackLsn: '<0:0:19:17407>',
  backlog: '0',
  connActive: true,
  haStatus: 'NORMAL',
  inSync: true,
  replAddr: `vks-prod-nativeha-mq-ibm-mq-replica-${k}(9414)`,
  syncTime: '2026-07-16T17:52:03.622800Z',
  other: { TYPE: 'NATIVEHA', NHATYPE: 'INSTANCE' },
  line,
});

describe('three instances, both replicas in sync (VKS Native HA guide)', () => {
  const m = readMeasurements(mqsc('nativeha-three-instances.txt'));

  it('builds one instance per reply with its role, status and replication address', () => {
    expect(m.nativeHa).toEqual([
      {
        instance: 'vks-prod-nativeha-mq-ibm-mq-0',
        role: 'ACTIVE',
        haStatus: 'NORMAL',
        replAddr: 'vks-prod-nativeha-mq-ibm-mq-replica-0(9414)',
        other: { TYPE: 'NATIVEHA', NHATYPE: 'INSTANCE', HAINITDA: '2026-07-15', HAINITL: '<0:0:9:13456>', HAINITTI: '22.27.55' },
        line: 6,
      },
      replica(1, 13),
      replica(2, 21),
    ]);
  });

  it('reads 3 instances, 2 replicas in sync and a largest backlog of 0 bytes', () => {
    expect(reading(m.readings, 'nativeHaInstances')).toEqual({ name: 'nativeHaInstances', unit: 'count', value: 3, origin: 'DISPLAY QMSTATUS TYPE(NATIVEHA)', lines: [6, 13, 21], queueManager: 'haqueuemgr' }); // named by runmqsc's banner
    expect(reading(m.readings, 'nativeHaReplicasInSync')).toMatchObject({ unit: 'count', value: 2, lines: [13, 21] });
    expect(reading(m.readings, 'nativeHaBacklogBytes')).toMatchObject({ unit: 'bytes', value: 0, lines: [13] });
  });

  it('hands the instances to the measurement rules: both replicas in sync, no backlog', () => {
    expect(m.findings.filter((f) => f.rule === 'mqsc.native-ha-sync').map((f) => [f.severity, f.line])).toEqual([['ok', 13]]);
  });

  it('keeps the roles as facts and leaves no line unread', () => {
    expect(m.facts.filter((f) => f.name === 'haRole').map((f) => f.value)).toEqual(['ACTIVE', 'REPLICA', 'REPLICA']);
    expect(m.unread).toEqual([]);
  });
});

describe('two instances (the shorter copy of the same guide)', () => {
  it('reads 2 instances and 1 replica in sync', () => {
    const m = readMeasurements(measure('qmstatus-nativeha.txt'));
    expect(m.nativeHa.map((i) => [i.instance, i.role, i.inSync])).toEqual([
      ['vks-prod-nativeha-mq-ibm-mq-0', 'ACTIVE', undefined],
      ['vks-prod-nativeha-mq-ibm-mq-1', 'REPLICA', true],
    ]);
    expect(reading(m.readings, 'nativeHaInstances').value).toBe(2);
    expect(reading(m.readings, 'nativeHaReplicasInSync').value).toBe(1);
  });
});

describe('a replica out of sync (the real reply with lines 25 and 26 changed in the test)', () => {
  // Instance 2's "BACKLOG(0)  CONNACTV(YES)" and "HASTATUS(NORMAL)  INSYNC(YES)" become a replica 2 MB behind.
  const text = mqsc('nativeha-three-instances.txt')
    .split('\n')
    .map((l, i) => (i === 24 ? '   BACKLOG(2048)                           CONNACTV(YES)' : i === 25 ? '   HASTATUS(NORMAL)                        INSYNC(NO)' : l))
    .join('\n');
  const m = readMeasurements(text);

  it('reads the replica as not in sync with a 2048 KB backlog, in bytes', () => {
    const replica = m.nativeHa.find((i) => i.instance === 'vks-prod-nativeha-mq-ibm-mq-2')!;
    expect([replica.inSync, replica.backlog, replica.haStatus, replica.replAddr]).toEqual([false, '2097152', 'NORMAL', 'vks-prod-nativeha-mq-ibm-mq-replica-2(9414)']);
    expect(reading(m.readings, 'nativeHaReplicasInSync').value).toBe(1);
    expect(reading(m.readings, 'nativeHaBacklogBytes')).toMatchObject({ value: 2048 * 1024, lines: [21] });
  });

  it('hands the instances to the measurement rules: the Native HA rule warns about that replica alone', () => {
    const found = m.findings.filter((f) => f.rule === 'mqsc.native-ha-sync');
    expect(found.map((f) => [f.severity, f.line])).toEqual([['warning', 21]]);
    expect(found[0]!.title).toContain('vks-prod-nativeha-mq-ibm-mq-2');
  });
});

describe('values the real replies do not show (lines written into a real reply in the test)', () => {
  const lines = mqsc('nativeha-three-instances.txt').split('\n');

  it('a backlog past 2^53 KB is kept exact as a decimal string of bytes', () => {
    // Line 17 of the reply: instance 1's BACKLOG and CONNACTV.
    const text = lines.map((l, i) => (i === 16 ? '   BACKLOG(9007199254740993)               CONNACTV(NO)' : l)).join('\n');
    const m = readMeasurements(text);
    const replica = m.nativeHa.find((i) => i.instance === 'vks-prod-nativeha-mq-ibm-mq-1')!;
    expect([replica.backlog, replica.connActive, replica.inSync]).toEqual(['9223372036854776832', false, true]);
    expect(reading(m.readings, 'nativeHaBacklogBytes').lines).toEqual([13]);
  });

  it('keeps cross-region attributes in `other` as printed, and does not count an NHATYPE(GROUP) reply as an instance', () => {
    const withGroup = [
      ...lines.slice(0, 19),
      '   GRPNAME(datacenter1)                    GRPROLE(LIVE)',
      ...lines.slice(19, 28),
      'AMQ8705I: Display Queue Manager Status Details.',
      '   GRPNAME(datacenter2)',
      '   TYPE(NATIVEHA)                          NHATYPE(GROUP)',
      '   GRPROLE(RECOVERY)                       BACKLOG(512)',
      ...lines.slice(28),
    ].join('\n');
    const m = readMeasurements(withGroup);
    expect(m.nativeHa.map((i) => i.instance)).toEqual(['vks-prod-nativeha-mq-ibm-mq-0', 'vks-prod-nativeha-mq-ibm-mq-1', 'vks-prod-nativeha-mq-ibm-mq-2']);
    expect(m.nativeHa[1]!.other).toEqual({ TYPE: 'NATIVEHA', NHATYPE: 'INSTANCE', GRPNAME: 'datacenter1', GRPROLE: 'LIVE' });
    expect(reading(m.readings, 'nativeHaInstances').value).toBe(3);
    expect(reading(m.readings, 'nativeHaBacklogBytes').value).toBe(0);
    expect(m.unread).toEqual([]);
  });

  it('a BACKLOG that is not a number is listed with why and gives no backlog reading', () => {
    // Lines 17 and 25: the two replicas' BACKLOG and CONNACTV.
    const text = lines.map((l, i) => (i === 16 ? '   BACKLOG(lots)                           CONNACTV(YES)' : i === 24 ? '   BACKLOG(n/a)                            CONNACTV(YES)' : l)).join('\n');
    const m = readMeasurements(text);
    expect(m.unread).toEqual([
      { line: 17, text: '   BACKLOG(lots)                           CONNACTV(YES)', why: 'DISPLAY QMSTATUS BACKLOG(lots) is not a whole number of KB' },
      { line: 25, text: '   BACKLOG(n/a)                            CONNACTV(YES)', why: 'DISPLAY QMSTATUS BACKLOG(n/a) is not a whole number of KB' },
    ]);
    expect(m.readings.some((r) => r.name === 'nativeHaBacklogBytes')).toBe(false);
    expect(reading(m.readings, 'nativeHaInstances').value).toBe(3);
    expect(reading(m.readings, 'nativeHaReplicasInSync').value).toBe(2);
  });
});

describe('DISPLAY QMSTATUS ALL of a queue manager that is not Native HA', () => {
  it('gives no Native HA instances or readings', () => {
    const m = readMeasurements(measure('mq-status-script-qm1.txt'));
    expect(m.nativeHa).toEqual([]);
    expect(m.readings.filter((r) => r.name.startsWith('nativeHa'))).toEqual([]);
  });
});

describe('two queue managers’ replies in one gather (the same VKS reply, as mq-gather.sh lays out two)', () => {
  // Each section: the script's header, then runmqsc's session for that queue manager.
  const reply = mqsc('nativeha-three-instances.txt');
  const section = (qm: string) => [`===== mq-gather 1 | host h | queue manager ${qm} | echo 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL' | runmqsc ${qm} =====`, reply.replaceAll('haqueuemgr', qm).replace(/\n$/, '')].join('\n');
  const text = `${section('QMA')}\n${section('QMB')}\n`;
  const m = readMeasurements(text);
  const span = reply.replace(/\n$/, '').split('\n').length + 1;

  it('counts each queue manager’s three instances apart, each on its own lines', () => {
    const counts = m.readings.filter((r) => r.name === 'nativeHaInstances');
    expect(counts.map((r) => [r.queueManager, r.value])).toEqual([['QMA', 3], ['QMB', 3]]);
    expect(counts[1]!.lines.every((l) => l > span)).toBe(true);
    expect(counts[0]!.lines.every((l) => l <= span)).toBe(true);
    expect(m.readings.filter((r) => r.name === 'nativeHaReplicasInSync').map((r) => [r.queueManager, r.value])).toEqual([['QMA', 2], ['QMB', 2]]);
  });
});
