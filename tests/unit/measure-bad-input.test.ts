/**
 * Bad input, as the issue lists it: truncated pastes, impossible values and units, mixed queue
 * managers, intervals out of order, text copied from web pages, and a day of 10-second intervals.
 * Whatever is readable is read; every other line is listed, with why when a reader knew the format.
 */
import { describe, expect, it } from 'vitest';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { amqsruaDay } from '../../scripts/lib/amqsrua-day.mjs';

const interval = (date: string, time: string, latencyUs: string, rate = '1000/sec') =>
  [`Publication received PutDate:${date} PutTime:${time} Interval:10.000 seconds`, `Log - physical bytes written 10000 ${rate}`, `Log - write latency ${latencyUs} uSec`].join('\n');

describe('impossible values and units', () => {
  it('lists "banana uSec", a negative latency and a latency in MB, with why, and reads the rest', () => {
    const m = readMeasurements([interval('20240101', '10000000', '25'), 'Log - write latency banana uSec', 'Log - write latency -3 uSec', 'Log - write latency 25 MB'].join('\n'));
    expect(m.readings.find((r) => r.name === 'logWriteLatency')!.value).toBe(25 / 1e6);
    expect(m.unread.map((u) => [u.line, u.why])).toEqual([
      [4, 'amqsrua "Log - write latency": "banana uSec" is not a number with a unit amqsrua prints'],
      [5, 'amqsrua "Log - write latency": a negative value (-3 uSec) cannot be measured'],
      [6, 'amqsrua "Log - write latency": a latency needs its unit (uSec); "25 MB" has "MB"'],
    ]);
  });

  it('never returns NaN or Infinity, and a DISPLAY QMSTATUS value that is not a number is listed', () => {
    const m = readMeasurements('AMQ8705I: Display Queue Manager Status Details.\n   LOGINUSE(banana)                        LOGPRIM(3)\n   LOGUTIL(-4)');
    expect(m.readings.map((r) => [r.name, r.value])).toEqual([['logPrimaryExtents', 3]]);
    expect(m.unread.map((u) => u.why)).toEqual(['DISPLAY QMSTATUS LOGINUSE(banana) is not a number', 'DISPLAY QMSTATUS LOGUTIL(-4) is not a measurement (negative)']);
  });
});

describe('truncated pastes', () => {
  it('reads an amqsrua paste cut mid-line up to the cut, and lists the cut line', () => {
    const m = readMeasurements(`${interval('20240101', '10000000', '25')}\nLog - write late`);
    expect(m.readings.find((r) => r.name === 'logWriteLatency')!.value).toBe(25 / 1e6);
    expect(m.unread).toEqual([{ line: 4, text: 'Log - write late' }]);
  });

  it('says a fio JSON cut before its closing brace is cut off', () => {
    const m = readMeasurements('fio-3.1\n{\n  "fio version" : "fio-3.1",\n  "jobs" : [\n    { "jobname" : "x"');
    expect(m.readings).toEqual([]);
    expect(m.unread.find((u) => u.line === 2)!.why).toMatch(/cut off before its closing brace/);
  });
});

describe('several queue managers and intervals out of order', () => {
  const text = ['$ amqsrua -m QM1 -c DISK -t Log', interval('20240101', '10001000', '30'), interval('20240101', '10000000', '10'), '$ amqsrua -m QM2 -c DISK -t Log', interval('20240101', '10000000', '900')].join('\n');
  const m = readMeasurements(text);

  it('summarises each queue manager on its own', () => {
    const lat = m.readings.filter((r) => r.name === 'logWriteLatency');
    expect(lat.map((r) => [r.origin, r.value])).toEqual([
      ['amqsrua (QM1)', 20 / 1e6],
      ['amqsrua (QM2)', 900 / 1e6],
    ]);
    expect(m.findings.some((f) => f.rule === 'measure.input' && /2 queue managers \(QM1, QM2\)/.test(f.title))).toBe(true);
  });

  it('puts the series in time order and says the paste was out of order', () => {
    const qm1 = m.readings.find((r) => r.name === 'logWriteLatency' && r.origin === 'amqsrua (QM1)')!;
    expect(qm1.series!.map((s) => s.at)).toEqual(['2024-01-01 10:00:00.00', '2024-01-01 10:00:10.00']);
    expect(qm1.series!.map((s) => s.value)).toEqual([10 / 1e6, 30 / 1e6]);
    expect(m.findings.some((f) => f.rule === 'measure.input' && /out of time order/.test(f.title))).toBe(true);
  });
});

describe('text copied from web pages', () => {
  it('reads en dashes, non-breaking spaces and thousands separators', () => {
    const m = readMeasurements(['Publication received PutDate:20240101 PutTime:10000000 Interval:10.000 seconds', 'Log \u2013 write latency\u00a0181\u00a0uSec', 'Log \u2014 physical bytes written 26,274,746,368 2,627,408,952/sec', 'Log - current primary space in use 104.50%'].join('\n'));
    expect(m.readings.map((r) => [r.name, r.value])).toEqual([
      ['logWriteLatency', 181 / 1e6],
      ['logPhysicalBytesPerSec', 2627408952],
      ['logPrimarySpaceInUse', 104.5],
    ]);
    // Above 100% with no LOGTYPE read: a note, as IBM's advice is for circular logging (issue 47, item 5).
    expect(m.findings.find((f) => f.rule === 'measure.log-primary-space')!.severity).toBe('info');
  });
});

describe('a day of 10-second intervals', () => {
  it('reads 8,640 publications into one series per metric with mean, peak and p95', () => {
    const text = amqsruaDay(8640);
    const m = readMeasurements(text);
    const lat = m.readings.find((r) => r.name === 'logWriteLatency')!;
    expect(lat.series).toHaveLength(8640);
    expect(lat.peak).toBe(Math.max(...lat.series!.map((s) => s.value)));
    expect(lat.p95!).toBeLessThanOrEqual(lat.peak!);
    expect(m.unread).toEqual([]);
  });
});
