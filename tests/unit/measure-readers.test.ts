/**
 * Each reader against real, published output (tests/fixtures/real-measure/SOURCES.md names where
 * each came from). Expected values are written by hand from the printed lines, converted to base
 * units: seconds, bytes, bytes per second, percent, count.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Reading } from '../../calculators/check/measure/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-measure/${name}`, import.meta.url), 'utf8');
const reading = (rs: Reading[], name: string, origin?: string) => {
  const found = rs.filter((r) => r.name === name && (origin === undefined || r.origin === origin));
  expect(found, `${name} ${origin ?? ''}`).toHaveLength(1);
  return found[0]!;
};

describe('amqsrua: the Linux persistent report, section 2.3 (three publications)', () => {
  const m = readMeasurements(fixture('amqsrua-linux-persistent-2.3.txt'));

  it('reads write latency per interval in seconds: mean, peak and p95 of 25, 181 and 23 µs', () => {
    const r = reading(m.readings, 'logWriteLatency');
    expect(r.unit).toBe('seconds');
    expect(r.series!.map((s) => s.value)).toEqual([25e-6, 181e-6, 23e-6]);
    expect(r.value).toBeCloseTo((25 + 181 + 23) / 3 / 1e6, 12);
    expect(r.peak).toBeCloseTo(181e-6, 12);
    expect(r.p95).toBeCloseTo(181e-6, 12);
    expect(r.series!.map((s) => s.at)).toEqual(['2017-10-23 12:30:23.92', '2017-10-23 12:33:23.93', '2017-10-23 12:35:23.93']);
  });

  it('reads the …/sec rates, including the Markdown-bold ones the report prints for the first interval', () => {
    expect(reading(m.readings, 'logPhysicalBytesPerSec').series!.map((s) => s.value)).toEqual([115987019, 2627408952, 254433488]);
    expect(reading(m.readings, 'logLogicalBytesPerSec').series!.map((s) => s.value)).toEqual([29073784, 2627396708, 236155253]);
  });

  it('reads sizes and percentages as printed', () => {
    expect(reading(m.readings, 'logWriteSize').series!.map((s) => s.value)).toEqual([5122, 3673301, 10076]);
    expect(reading(m.readings, 'logBytesMax').value).toBe(1744830464);
    expect(reading(m.readings, 'logPrimarySpaceInUse').series!.map((s) => s.value)).toEqual([4.61, 67.21, 24.48]);
    expect(reading(m.readings, 'logWorkloadPrimaryUtilization').peak).toBe(85.96);
    expect(reading(m.readings, 'logFileSystemBytesMax').value).toBe(234127560704);
  });

  it('agrees with the dataset built from the same lines (data/mq-linux-persistent/amqsrua-log-statistics.csv)', () => {
    const rows = readFileSync(new URL('../../data/mq-linux-persistent/amqsrua-log-statistics.csv', import.meta.url), 'utf8').trim().split('\n').slice(1, 4).map((l) => l.split(','));
    // Columns: write_latency_us is 14, physical_bytes_per_s 11, write_size_bytes 15.
    expect(reading(m.readings, 'logWriteLatency').series!.map((s) => Math.round(s.value * 1e6))).toEqual(rows.map((r) => Number(r[14])));
    expect(reading(m.readings, 'logPhysicalBytesPerSec').series!.map((s) => s.value)).toEqual(rows.map((r) => Number(r[11])));
    expect(reading(m.readings, 'logWriteSize').series!.map((s) => s.value)).toEqual(rows.map((r) => Number(r[15])));
  });

  it('lists the prose between the samples as not read, and no amqsrua line', () => {
    expect(m.unread.map((u) => u.line)).toEqual([24, 26, 40]);
    expect(m.recognised).toEqual(['amqsrua (3 publications)']);
  });

  it('finds the ratio of physical to logical bytes from the means (derived) and no secondary extents', () => {
    expect(m.findings.find((f) => f.rule === 'measure.log-primary-space')!.severity).toBe('ok');
    expect(m.findings.find((f) => f.rule === 'measure.log-physical-logical-ratio')!.title).toContain('1.04×');
  });
});

describe('amqsrua: the Linux persistent report, section 3.3.2.1 (menu, queue manager PERF0, a 51 s first interval)', () => {
  const m = readMeasurements(fixture('amqsrua-linux-persistent-3.3.2.1.txt'));
  it('names the queue manager from the command line and reads both intervals', () => {
    const r = reading(m.readings, 'logWriteLatency');
    expect(r.origin).toBe('amqsrua (PERF0)');
    expect(r.series!.map((s) => s.value)).toEqual([364e-6, 306e-6]);
    expect(reading(m.readings, 'logPhysicalBytesPerSec').series!.map((s) => s.value)).toEqual([76414183, 366039835]);
  });
  it('claims the sample’s menu lines; only the Markdown fences are left', () => {
    expect(m.unread.map((u) => u.text)).toEqual(['```', '```']);
  });
});

describe('mqldt', () => {
  it('reads the 2017 layout (Linux persistent report 3.4.1 and the first README)', () => {
    for (const name of ['mqldt-readme-2017.txt', 'mqldt-linux-persistent-3.4.1.txt']) {
      const m = readMeasurements(fixture(name));
      const origin = 'mqldt 128 KiB writes';
      expect(reading(m.readings, 'diskBlockSize', origin).value).toBe(131072);
      expect(reading(m.readings, 'diskAvgBytesPerSec', origin).value).toBe(306754931);
      expect(reading(m.readings, 'diskMaxBytesPerSec', origin).value).toBe(311689216);
      expect(reading(m.readings, 'diskAvgWriteLatency', origin).value).toBeCloseTo(415704e-9, 15);
      expect(reading(m.readings, 'diskMaxWriteLatency', origin).value).toBeCloseTo(4669311e-9, 15);
      expect(reading(m.readings, 'diskTotalWrites', origin).value).toBe(46790);
    }
  });

  it('reads the later layout: "(over 1 sec interval)" and "(#write)" after the latencies', () => {
    const m = readMeasurements(fixture('mqldt-readme-2025.txt'));
    expect(reading(m.readings, 'diskMaxBytesPerSec').value).toBe(311689216);
    expect(reading(m.readings, 'diskMinBytesPerSec').value).toBe(297795584);
    expect(reading(m.readings, 'diskMaxWriteLatency').value).toBeCloseTo(4977438e-9, 15);
    expect(reading(m.readings, 'diskMinWriteLatency').value).toBeCloseTo(375889e-9, 15);
    expect(m.readings.some((r) => r.name === '' || Number.isNaN(r.value))).toBe(false);
    expect(m.unread).toEqual([]);
  });

  it('reads the --csvFile CSV with the same labels as its header', () => {
    const m = readMeasurements(fixture('mqldt-csv-assembled-from-readme.csv'));
    expect(reading(m.readings, 'diskBlockSize').value).toBe(131072);
    expect(reading(m.readings, 'diskAvgBytesPerSec').value).toBe(302732356);
    expect(reading(m.readings, 'diskAvgWriteLatency').value).toBeCloseTo(4935648e-9, 15);
    expect(m.unread).toEqual([]);
  });

  it('keeps several block sizes apart, one origin each (synthetic: two sections in the 2025 layout)', () => {
    const section = (bytes: number, avg: string, lat: string) =>
      [`Executing test for write blocksize ${bytes} bytes (${bytes / 1024}KB). Seconds elapsed -> 20/20`, 'Total writes to files                                :          46,178', `Avg bytes/sec written to files                       :     ${avg}`, `Avg latency of write (ns)      :       ${lat}`].join('\n');
    const m = readMeasurements(`${section(4096, '12,000,000', '330,000')}\n\n${section(65536, '150,000,000', '430,000')}`);
    expect(m.readings.filter((r) => r.name === 'diskAvgBytesPerSec').map((r) => [r.origin, r.value])).toEqual([
      ['mqldt 4 KiB writes', 12000000],
      ['mqldt 64 KiB writes', 150000000],
    ]);
    expect(m.recognised).toEqual(['mqldt (2 block sizes: 4 KiB, 64 KiB)']);
  });
});

describe('fio JSON', () => {
  it('finds the JSON between fio’s job line and its text report, and reads the write side', () => {
    const m = readMeasurements(fixture('fio-randwrite-nvme-json-and-text.txt'));
    const origin = 'fio job "/dev/nvme8n13"';
    const lat = reading(m.readings, 'diskAvgWriteLatency', origin);
    expect(lat.value).toBeCloseTo(800770.079563e-9, 15);
    expect(lat.peak).toBeCloseTo(9059308e-9, 15);
    expect(lat.p95).toBeCloseTo(1089536e-9, 15);
    expect(reading(m.readings, 'diskWriteLatencyP99').value).toBeCloseTo(1695744e-9, 15);
    expect(reading(m.readings, 'diskWriteIops').value).toBe(1244.175582);
    expect(reading(m.readings, 'diskAvgBytesPerSec').value).toBe(5096143);
    expect(reading(m.readings, 'diskBlockSize').value).toBe(4096);
    expect(reading(m.readings, 'diskQueueDepth').value).toBe(1);
    expect(m.unread).toEqual([]);
  });

  it('warns that a random-write job is not log-like, naming the difference', () => {
    const m = readMeasurements(fixture('fio-randwrite-nvme-json-and-text.txt'));
    const f = m.findings.find((x) => x.rule === 'measure.fio-log-like')!;
    expect(f.severity).toBe('warning');
    expect(f.recommended).toContain('rw=randwrite: random I/O');
    expect(f.title).toContain('(1 difference)');
  });

  // Issue 47, item 6: iodepth does not apply to synchronous engines (IBM's job file says so), so iodepth=4 with ioengine=sync is no difference.
  it('reads fio 3.1 (bw in KiB/s, no bw_bytes) and flags a buffered job, but not its iodepth=4 on ioengine=sync', () => {
    const m = readMeasurements(fixture('fio-3.1-buffered-sync-write.json'));
    expect(reading(m.readings, 'diskAvgBytesPerSec').value).toBe(1753471 * 1024);
    expect(reading(m.readings, 'diskAvgWriteLatency').value).toBeCloseTo(2117.878979e-9, 15);
    expect(reading(m.readings, 'diskQueueDepth').value).toBe(4);
    const f = m.findings.find((x) => x.rule === 'measure.fio-log-like')!;
    expect(f.recommended).toMatch(/page cache/);
    expect(f.severity).toBe('warning');
    expect(f.recommended).not.toMatch(/iodepth=4/);
    expect(f.title).toContain('(1 difference)');
  });
});

describe('DISPLAY QMSTATUS ALL and dspmq -x -o all (mq_status.sh sample, MQ 9.4.2)', () => {
  const m = readMeasurements(fixture('mq-status-script-qm1.txt'));
  it('reads the log attributes in base units', () => {
    expect(reading(m.readings, 'logPrimarySpaceInUse').value).toBe(13);
    expect(reading(m.readings, 'logUtilization').value).toBe(13);
    expect(reading(m.readings, 'logPrimaryExtents').value).toBe(3);
    expect(reading(m.readings, 'logSecondaryExtents').value).toBe(2);
    expect(reading(m.readings, 'logExtentBytes').value).toBe(16392 * 1024);
    expect(reading(m.readings, 'logReusableBytes').value).toBe(0);
    expect(reading(m.readings, 'qmFileSystemBytesMax').value).toBe(253824 * 1024 * 1024);
    expect(reading(m.readings, 'connections').value).toBe(44);
  });
  it('reads the words: queue manager, log type, release and HA role', () => {
    const facts = Object.fromEntries(m.facts.map((f) => [f.name, f.value]));
    expect(facts).toMatchObject({ queueManager: 'QM1', logType: 'CIRCULAR', mqRelease: '9.4.2.0', haRole: 'Active' });
  });
  it('reads the Native HA reply’s roles', () => {
    const ha = readMeasurements(fixture('qmstatus-nativeha.txt'));
    expect(ha.facts.filter((f) => f.name === 'haRole').map((f) => f.value)).toEqual(['ACTIVE', 'REPLICA']);
    expect(ha.unread).toEqual([]);
  });
  it('reads dspmqver’s release', () => {
    const v = readMeasurements(fixture('dspmqver-rhel.txt'));
    expect(v.facts).toEqual([{ name: 'mqRelease', value: '9.2.0.0', origin: 'dspmqver', line: 2 }]);
    expect(v.unread).toEqual([]);
  });
});
