/**
 * The rates the capacity answer reads (amqsrua STATMQI, the exporters' call counters) and the answer
 * per queue manager in what the checker returns: mqcheck's JSON and text, and the fleet's columns.
 * Inputs: tests/fixtures/real-measure/ (SOURCES.md: the 2017 report's amqsrua DISK/Log and STATQ
 * output, and an assembled STATMQI recording); every expected reading is worked out by hand from
 * the lines cited.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Reading } from '../../calculators/check/measure/index.ts';
import { promMetric } from '../../calculators/check/measure/prometheus-names.ts';
import { checkText } from '../../calculators/check/check-text.ts';
import { capacityEach } from '../../calculators/check/capacity-each.ts';
import { fileRows } from '../../calculators/check/fleet/file-rows.ts';
import { COLUMNS } from '../../calculators/check/fleet/columns.ts';
import { runCli, type Report } from '../../calculators/check/cli.ts';
import { isRefusal, type Capacity, type Verdicts } from '../../calculators/capacity/index.ts';
import { FAMILY_VERDICTS } from '../../calculators/capacity/model-error.ts';
import { capacityJson, capacityText } from '../../calculators/check/cli/capacity-report.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-measure/${name}`, import.meta.url), 'utf8');
const STATMQI = fixture('amqsrua-statmqi-assembled.txt');
const DISK_LOG = fixture('amqsrua-linux-persistent-3.3.2.1.txt');
const one = (readings: readonly Reading[], name: string, qm?: string): Reading => {
  const found = readings.filter((r) => r.name === name && (qm === undefined || r.queueManager === qm));
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

describe('amqsrua STATMQI: PUT, GET and SYNCPOINT', () => {
  const m = readMeasurements(STATMQI);

  it('reads each rate as printed after its count, interval by interval', () => {
    expect(one(m.readings, 'putsPerSec')).toMatchObject({ value: 2200, peak: 2400, unit: 'count/s', lines: [3, 36], origin: 'amqsrua (QM1)' });
    expect(one(m.readings, 'persistentMqputPerSec')).toMatchObject({ value: 2150, peak: 2400, lines: [6, 39] });
    expect(one(m.readings, 'persistentPutBytesPerSec')).toMatchObject({ value: (4096000 + 4915200) / 2, unit: 'bytes/s', lines: [12, 45] });
    // "Interval total destructive get- count", as MQ's metadata spells it (no space before the dash).
    expect(one(m.readings, 'getsPerSec')).toMatchObject({ value: 2200, lines: [15, 48] });
    expect(one(m.readings, 'commitsPerSec')).toMatchObject({ value: 3300, peak: 3600, lines: [33, 66] });
  });

  it('reads a count printed without its rate as the count over the interval (4 in 10.000 s), as amqsrua leaves out rates under 0.5/s', () => {
    const put1 = one(m.readings, 'persistentMqput1PerSec');
    expect(put1.series?.map((s) => s.value)).toEqual([100, 0.4]);
    expect(put1.lines).toEqual([9, 42]);
  });

  it('adds MQPUT and MQPUT1 into persistent puts a second, interval by interval (derived)', () => {
    const puts = one(m.readings, 'persistentPutsPerSec');
    expect(puts.series).toEqual([{ at: '2026-11-27 08:00:00.12', value: 2000 }, { at: '2026-11-27 08:00:10.12', value: 2400.4 }]);
    expect(puts.value).toBeCloseTo(2200.2, 9);
    expect(puts.peak).toBeCloseTo(2400.4, 9);
    expect(puts.lines).toEqual([6, 39, 9, 42]);
  });

  it('claims every line of the three types, the counts it does not use too', () => {
    expect(m.unread).toEqual([]);
    expect(m.recognised).toEqual(['amqsrua (6 publications)']);
  });

  it('a persistent MQPUT count alone stands for the persistent puts, and says the MQPUT1 count was missing', () => {
    const alone = readMeasurements(['Publication received PutDate:20261127 PutTime:08000012 Interval:10.000 seconds', 'Persistent message MQPUT count 19000 1900/sec'].join('\n'));
    expect(one(alone.readings, 'persistentPutsPerSec')).toMatchObject({ value: 1900, origin: 'amqsrua (no MQPUT1 count was read: MQPUTs alone)' });
  });

  it('a count without rate or interval is not read, and says why', () => {
    const bare = readMeasurements(['amqsrua -m QM1 -c STATMQI -t SYNCPOINT', 'Commit count 7'].join('\n'));
    expect(bare.readings).toEqual([]);
    expect(bare.unread[0]?.why).toMatch(/no rate .* and no publication header gives the interval/);
  });
});

describe('amqsrua STATQ (per queue) is not read as the queue manager’s rates', () => {
  // The 2017 report's own amqsrua run on queue REQUEST1 (section 1.3.1.2, lines 273–380).
  const m = readMeasurements(fixture('amqsrua-linux-persistent-1.3.1.2-statq.txt'));
  it('gives no STATMQI reading from "REQUEST1  MQPUT persistent message count 39899 3990/sec"', () => {
    expect(m.readings.filter((r) => /PerSec$/.test(r.name))).toEqual([]);
    expect(m.unread.some((u) => u.text.startsWith('REQUEST1          MQPUT persistent message count 39899'))).toBe(true);
  });
});

describe('the exporters’ call counters', () => {
  it('maps each name to the amqsrua label it stands for (mq-container and mq-metric-samples)', () => {
    const reading = (name: string) => promMetric(name)?.metric.name;
    expect(['ibmmq_qmgr_persistent_message_mqput_total', 'ibmmq_qmgr_persistent_message_mqput_count'].map(reading)).toEqual(['persistentMqputPerSec', 'persistentMqputPerSec']);
    expect(['ibmmq_qmgr_persistent_message_mqput1_total', 'ibmmq_qmgr_persistent_message_mqput1_count'].map(reading)).toEqual(['persistentMqput1PerSec', 'persistentMqput1PerSec']);
    expect(['ibmmq_qmgr_persistent_message_put_bytes_total', 'ibmmq_qmgr_put_persistent_messages_bytes'].map(reading)).toEqual(['persistentPutBytesPerSec', 'persistentPutBytesPerSec']);
    expect(['ibmmq_qmgr_mqput_mqput1_total', 'ibmmq_qmgr_interval_mqput_mqput1_total_count'].map(reading)).toEqual(['putsPerSec', 'putsPerSec']);
    expect(['ibmmq_qmgr_destructive_get_total', 'ibmmq_qmgr_interval_destructive_get_total_count'].map(reading)).toEqual(['getsPerSec', 'getsPerSec']);
    expect(['ibmmq_qmgr_commit_total', 'ibmmq_qmgr_commit_count'].map(reading)).toEqual(['commitsPerSec', 'commitsPerSec']);
  });

  it('reads them as rates between timestamped samples, and adds the persistent puts', () => {
    const at = (ms: number) => 1764230400000 + ms;
    const m = readMeasurements([
      `ibmmq_qmgr_persistent_message_mqput_count{qmgr="QM1"} 1000 ${at(0)}`,
      `ibmmq_qmgr_persistent_message_mqput_count{qmgr="QM1"} 21000 ${at(10000)}`,
      `ibmmq_qmgr_persistent_message_mqput1_count{qmgr="QM1"} 0 ${at(0)}`,
      `ibmmq_qmgr_persistent_message_mqput1_count{qmgr="QM1"} 500 ${at(10000)}`,
      `ibmmq_qmgr_put_persistent_messages_bytes{qmgr="QM1"} 0 ${at(0)}`,
      `ibmmq_qmgr_put_persistent_messages_bytes{qmgr="QM1"} 41984000 ${at(10000)}`,
    ].join('\n'));
    expect(one(m.readings, 'persistentMqputPerSec', 'QM1').value).toBe(2000);
    expect(one(m.readings, 'persistentMqput1PerSec', 'QM1').value).toBe(50);
    expect(one(m.readings, 'persistentPutsPerSec', 'QM1').value).toBe(2050);
    expect(one(m.readings, 'persistentPutBytesPerSec', 'QM1').value).toBe(4198400);
  });
});

/**
 * What an offered answer looks like: every set-up offered, with the validation's own error bands.
 * The validation offers no set-up these readings describe (see 'with the validation as it stands'
 * below), so the contract's shape is checked with this in its place.
 */
const OFFERED: Verdicts = Object.fromEntries(Object.entries(FAMILY_VERDICTS).map(([k, v]) => [k, { ...v, offered: true, why: 'offered for this test' }])) as unknown as Verdicts;

describe('with the validation as it stands: no set-up of these readings is offered, and each says why', () => {
  const both = `${DISK_LOG}\n${STATMQI}`;
  it('refuses each measured queue manager with the failing families and their figures, in the JSON and the text', async () => {
    const answers = checkText(both, { platform: 'unix' }).capacity;
    expect(answers.map((a) => [a.queueManager, isRefusal(a)])).toEqual([['PERF0', true], ['QM1', true]]);
    for (const a of answers) expect((a as { why: string }).why).toMatch(/^Not offered: the model missed its validation goal .*MQ 9\.0\.4 on Linux.*median \d+\.\d%, \d+ of \d+ rates \(\d+\.\d%\) within ±30%/);
    const out: string[] = [];
    await runCli(['--format=json', 'both.txt'], { readFile: () => Buffer.from(both), out: (t) => out.push(t), err: () => {} });
    const file = (JSON.parse(out.join('\n')) as Report).files[0]!;
    expect(file.capacity).toEqual([]);
    expect(file.capacityRefused.map((r) => r.queueManager)).toEqual(['PERF0', 'QM1']);
  });
});

describe('capacity per queue manager, as offered', () => {
  const both = `${DISK_LOG}\n${STATMQI}`;
  const checked = checkText(both, { platform: 'unix', capacityVerdicts: OFFERED });
  const of = (qm: string) => checked.capacity.find((c) => c.queueManager === qm)!;

  it('answers each queue manager from its own readings: PERF0 from its log latency, QM1 from its put rates', () => {
    expect(checked.capacity.map((c) => c.queueManager)).toEqual(['PERF0', 'QM1']);
    const perf0 = of('PERF0') as Capacity;
    const qm1 = of('QM1') as Capacity;
    expect(isRefusal(perf0) || isRefusal(qm1)).toBe(false);
    // amqsrua (PERF0)'s two intervals: 364 and 306 µs (the fixture's lines 21 and 35, the 2017 report's run).
    expect(perf0.inputs.find((i) => i.name === 'logWriteLatency')).toMatchObject({ value: (364e-6 + 306e-6) / 2, unit: 'seconds', origin: 'amqsrua (PERF0), lines 21–35' });
    expect(perf0.current).toBeUndefined();
    expect(qm1.inputs.find((i) => i.name === 'logWriteLatency')).toBeUndefined();
    // 4,505,600 persistent bytes a second over 2,200.2 persistent puts a second: 2,048 bytes a message.
    expect(qm1.inputs.find((i) => i.name === 'msgBytes')?.value).toBe(2048);
    expect(qm1.current).toBeCloseTo(2200.2 / 2, 9);
    expect(qm1.headroom).toBeCloseTo(qm1.ceiling / qm1.current!, 12);
    expect(qm1.band[0]).toBeLessThanOrEqual(qm1.ceiling);
    expect(qm1.band[1]).toBeGreaterThanOrEqual(qm1.ceiling);
  });

  it('runs nothing when nothing was measured (a qm.ini alone)', () => {
    expect(checkText('Log:\n   LogBufferPages=4096\n', { platform: 'unix' }).capacity).toEqual([]);
  });

  it('reads LogBufferPages from the qm.ini in the same text', () => {
    const c = checkText(`${DISK_LOG}\nLog:\n   LogPrimaryFiles=3\n   LogBufferPages=4096\n`, { platform: 'unix', capacityVerdicts: OFFERED }).capacity[0] as Capacity;
    expect(c.inputs.find((i) => i.name === 'logBufferPages')?.value).toBe(4096);
    expect(c.assumptions.some((a) => a.name === 'logBufferPages')).toBe(false);
  });

  it('refuses a queue manager with no reading of its own, beside one that has some', () => {
    const answers = capacityEach({ readings: [{ name: 'logWriteLatency', unit: 'seconds', value: 0.0003, origin: 'amqsrua (QM1)', lines: [2], queueManager: 'QM1' }, { name: 'cpuUserPercent', unit: 'percent', value: 10, origin: 'amqsrua (QM2)', lines: [9], queueManager: 'QM2' }], facts: [] }, OFFERED);
    expect(answers.map((a) => [a.queueManager, isRefusal(a)])).toEqual([['QM1', false], ['QM2', true]]);
  });

  it('in mqcheck --format=json: files[i].capacity as the contract gives it, refusals apart', () => {
    const file = JSON.parse(JSON.stringify(capacityJson(checked.capacity))) as Pick<Report['files'][number], 'capacity' | 'capacityRefused'>;
    expect(file.capacityRefused).toEqual([]);
    expect(file.capacity.map((c) => c.queueManager)).toEqual(['PERF0', 'QM1']);
    const qm1 = file.capacity[1]!;
    expect(Object.keys(qm1)).toEqual(['queueManager', 'ceiling', 'band', 'bottleneck', 'current', 'headroom', 'requestersNeeded', 'inputs', 'assumptions', 'narrowestMissing', 'whatIf', 'simulator'].filter((k) => k in qm1));
    expect(qm1.whatIf.map((w) => w.id)).toEqual(['native-ha', 'replica-plus-1ms', 'replica-plus-2ms', 'log-twice-as-fast', 'log-half-as-fast', 'cores-double']);
    for (const w of qm1.whatIf) expect(w.ceiling !== undefined || typeof w.why === 'string').toBe(true);
    expect(qm1.simulator.preset).toBe('your-queue-manager');
    // Only what differs from the preset: the measured 2,048-byte message is the preset's own size.
    expect(qm1.simulator.set.msgBytes).toBeUndefined();
    expect(Object.values(qm1.simulator.set).every(Number.isFinite)).toBe(true);
  });

  it('in mqcheck’s text: a Capacity block per queue manager', () => {
    const text = capacityText(checked.capacity).join('\n');
    expect(text).toMatch(/^ {2}Capacity of QM1: [\d,]+ persistent round trips\/s \(band [\d,]+–[\d,]+\), set by (log-latency|log-bandwidth|cpu|replication); \d+ requesters reach it$/m);
    expect(text).toMatch(/^ {4}now 1,100 round trips\/s: headroom [\d.,]+×$/m);
    expect(text).toMatch(/^ {2}Capacity of PERF0: /m);
  });

  it('in the fleet: the ceiling and headroom columns of each queue manager’s row', () => {
    const rows = fileRows('both.txt', both, { platform: 'unix', capacityVerdicts: OFFERED });
    if (!('rows' in rows)) throw new Error('no rows');
    const qm1 = rows.rows.find((r) => r.queueManager === 'QM1')!;
    const c = of('QM1') as Capacity;
    expect(qm1.capacityCeiling).toBe(c.ceiling);
    expect(qm1.capacityHeadroom).toBe(c.headroom);
    expect(rows.rows.find((r) => r.queueManager === 'PERF0')!.capacityHeadroom).toBeUndefined();
    const headroom = COLUMNS.find((col) => col.id === 'headroom')!;
    expect(headroom.text(qm1)).toMatch(/^[\d,]+(\.\d)?×$/);
    expect(headroom.order(qm1)).toBe(c.headroom);
  });
});
