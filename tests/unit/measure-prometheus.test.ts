/**
 * Prometheus scrapes, Prometheus API answers and Grafana CSV exports read into amqsrua's readings
 * (calculators/check/measure/prometheus*.ts, grafana-csv.ts). Inputs are shaped as the MQ container
 * and mq-metric-samples publish them (tests/fixtures/real-prometheus/SOURCES.md); every expected
 * reading is worked out by hand from the fixture's numbers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Measurements, type Reading } from '../../calculators/check/measure/index.ts';
import { PROMETHEUS_HINT } from '../../calculators/check/measure/prometheus.ts';
import { PROMETHEUS_NAMES, nameFor, promMetric, sameMeasurementOtherUnit } from '../../calculators/check/measure/prometheus-names.ts';
import { AMQSRUA_METRICS } from '../../calculators/check/measure/amqsrua-metrics.ts';
import { readWithLinks } from '../../src/lib/check/measure/read.ts';
import { UNREAD_SHOWN, UNREAD_TEXT_CHARS } from '../../src/lib/check/measure/protocol.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-prometheus/${name}`, import.meta.url), 'utf8');
const reading = (m: Measurements, name: string, qm: string): Reading => {
  const found = m.readings.filter((r) => r.name === name && r.queueManager === qm);
  expect(found, `${name} for ${qm}`).toHaveLength(1);
  return found[0]!;
};
const close = (actual: number | undefined, expected: number) => expect(actual).toBeCloseTo(expected, 12);

describe('the MQ container’s /metrics, two scrapes without timestamps', () => {
  const m = readMeasurements(fixture('mq-container-two-scrapes.prom'));

  it('reads each gauge over the two scrapes: mean, peak and 95th percentile, in base units', () => {
    const latency = reading(m, 'logWriteLatency', 'QM1');
    close(latency.value, (0.000512 + 0.000768) / 2);
    expect(latency.peak).toBe(0.000768);
    expect(latency.p95).toBe(0.000768);
    expect(latency.unit).toBe('seconds');
    expect(latency.origin).toBe('Prometheus scrape (QM1)');
    expect(latency.lines).toEqual([3, 27]);
    expect(reading(m, 'logBytesMax', 'QM1').value).toBe(201326592);
    const primary = reading(m, 'logPrimarySpaceInUse', 'QM1');
    close(primary.value, 44);
    expect(primary.peak).toBe(45.83);
    close(reading(m, 'cpuUserPercent', 'QM1').value, 15);
    // The exporters call load averages "_percentage"; they are load averages (hundredths ÷ 100).
    close(reading(m, 'cpuLoad1Min', 'QM1').value, 0.565);
    expect(reading(m, 'cpuLoad1Min', 'QM1').unit).toBe('count');
  });

  it('gives no rate for a counter without timestamps, and says why', () => {
    expect(m.readings.some((r) => r.name === 'logPhysicalBytesPerSec')).toBe(false);
    const note = m.findings.find((f) => f.title.startsWith('No rate for ibmmq_qmgr_log_physical_written_bytes_total (QM1)'));
    expect(note?.why).toMatch(/none of its 2 samples have a timestamp/);
  });

  it('lists a metric it does not read as not read, and ignores the log sequence numbers', () => {
    const opens = m.unread.filter((u) => u.text.startsWith('ibmmq_qmgr_mqopen_total'));
    expect(opens.map((u) => u.line)).toEqual([21, 45]);
    expect(opens[0]!.why).toMatch(/not one of the queue manager resource metrics this page reads/);
    expect(m.unread.some((u) => u.line === 24 || u.line === 48 || u.line === 22)).toBe(false);
    expect(m.unread.filter((u) => !u.why)).toEqual([]);
  });

  it('judges primary space by the rule', () => {
    expect(m.findings.find((f) => f.rule === 'measure.log-primary-space')?.severity).toBe('ok');
  });
});

describe('mq-metric-samples series from /federate, two queue managers, timestamped', () => {
  const m = readMeasurements(fixture('mq-metric-samples-federate.prom'));

  it('turns the delta counters into rates between timestamps, per queue manager', () => {
    const p1 = reading(m, 'logPhysicalBytesPerSec', 'QM1');
    expect(p1.value).toBe(4096000);
    expect(p1.series).toEqual([{ at: '2025-11-27 08:00:10.00', value: 4096000 }, { at: '2025-11-27 08:00:20.00', value: 4096000 }]);
    expect(reading(m, 'logLogicalBytesPerSec', 'QM1').value).toBe(1024000);
    expect(reading(m, 'logLogicalBytesPerSec', 'QM2').value).toBe(102400);
  });

  it('reads a fall as a counter reset, counting from zero after it, and says so', () => {
    const p2 = reading(m, 'logPhysicalBytesPerSec', 'QM2');
    // (520,480,000 − 500,000,000) ÷ 10 s, then 1,000,000 ÷ 10 s after the reset.
    expect(p2.series!.map((s) => s.value)).toEqual([2048000, 100000]);
    expect(p2.value).toBe(1074000);
    expect(p2.peak).toBe(2048000);
    expect(m.findings.some((f) => f.title === 'ibmmq_qmgr_log_physical_written_bytes (QM2) fell 1 time in the Prometheus scrape: read as a counter reset')).toBe(true);
  });

  it('names the interval that broke the primary-space rule', () => {
    const primary = reading(m, 'logPrimarySpaceInUse', 'QM1');
    close(primary.value, 70.5);
    expect(primary.peak).toBe(101.5);
    // No LOGTYPE in a scrape: the finding is a note saying IBM's advice is for circular logging (issue 47, item 5).
    const over = m.findings.find((f) => f.rule === 'measure.log-primary-space' && f.severity === 'info');
    expect(over?.why).toContain('IBM’s advice is for circular logging, and the log type was not read');
    expect(over?.title).toContain('Prometheus scrape (QM1), in the interval ending 2025-11-27 08:00:10.00');
    expect(over?.line).toBe(28);
  });

  it('judges each queue manager on its own: the ratio for both, the slow latency for QM2', () => {
    const ratios = m.findings.filter((f) => f.rule === 'measure.log-physical-logical-ratio').map((f) => f.title);
    expect(ratios).toHaveLength(2);
    expect(ratios[0]).toContain('4× the logical bytes');
    const band = m.findings.filter((f) => f.rule === 'measure.write-latency-band');
    expect(band.map((f) => f.severity).sort()).toEqual(['info', 'info']);
    expect(band.map((f) => f.title).filter((t) => t.includes('slower than any storage class'))).toHaveLength(1);
    close(reading(m, 'logWriteLatency', 'QM1').value, 0.0002);
    expect(reading(m, 'logWriteLatency', 'QM2').value).toBe(0.06);
    expect(m.facts.filter((f) => f.name === 'queueManager').map((f) => f.value)).toEqual(['QM1', 'QM2']);
  });

  it('reads mq-metric-samples’ "_bytes"-named free-space percentage as the percentage it is', () => {
    expect(reading(m, 'logFileSystemFreePercent', 'QM1')).toMatchObject({ value: 73.5, unit: 'percent' });
  });

  it('lists NaN, an unknown metric and a right name with a wrong unit as not read, with why', () => {
    const why = (line: number) => m.unread.find((u) => u.line === line)?.why;
    expect(why(16)).toMatch(/NaN/);
    expect(why(18)).toMatch(/ibmmq_qmgr_mqopen_count is not one of/);
    expect(why(20)).toMatch(/is ibmmq_qmgr_log_write_latency_seconds in another unit/);
    expect(m.readings.some((r) => r.name === 'ramFreePercent')).toBe(false);
  });
});

describe('the scrape’s own variations', () => {
  it('reads mq-metric-samples’ deltas published as gauges (overrideCType=false) as the delta over the time since the last sample', () => {
    const m = readMeasurements(['# TYPE ibmmq_qmgr_log_physical_written_bytes gauge', 'ibmmq_qmgr_log_physical_written_bytes{qmgr="QM1"} 0 1764230400000', 'ibmmq_qmgr_log_physical_written_bytes{qmgr="QM1"} 8192000 1764230420000', 'ibmmq_qmgr_log_physical_written_bytes{qmgr="QM1"} 2048000 1764230430000'].join('\n'));
    // 8,192,000 bytes in the 20 s to the second sample, 2,048,000 in the 10 s to the third: no reset.
    expect(reading(m, 'logPhysicalBytesPerSec', 'QM1').series!.map((s) => s.value)).toEqual([409600, 204800]);
    expect(m.findings.some((f) => f.title.includes('counter reset'))).toBe(false);
  });

  it('takes OpenMetrics timestamps (which end in "# EOF") as seconds', () => {
    const m = readMeasurements(['# TYPE ibmmq_qmgr_log_physical_written_bytes counter', 'ibmmq_qmgr_log_physical_written_bytes_total{qmgr="QM1"} 0 1764230400.5', 'ibmmq_qmgr_log_physical_written_bytes_total{qmgr="QM1"} 1000 1764230410.5', '# EOF'].join('\n'));
    // An OpenMetrics counter's samples end in _total whatever the family is called: the MQ container's name.
    // 1000 bytes in 10 s (read as milliseconds it would be 1000 in 10 ms).
    expect(reading(m, 'logPhysicalBytesPerSec', 'QM1').value).toBe(100);
  });

  it('says when one queue manager’s series came from two scrape jobs', () => {
    const m = readMeasurements(['ibmmq_qmgr_log_write_latency_seconds{job="a",qmgr="QM1"} 0.001', 'ibmmq_qmgr_log_write_latency_seconds{job="b",qmgr="QM1"} 0.002'].join('\n'));
    close(reading(m, 'logWriteLatency', 'QM1').value, 0.0015);
    expect(m.findings.find((f) => f.title.includes('came with 2 label sets'))?.line).toBe(1);
  });

  it('reads a series without a qmgr label as one unnamed set', () => {
    const m = readMeasurements('ibmmq_qmgr_log_write_latency_seconds 0.001\n');
    expect(m.readings).toMatchObject([{ name: 'logWriteLatency', value: 0.001, origin: 'Prometheus scrape' }]);
    expect(m.readings[0]!.queueManager).toBeUndefined();
  });
});

describe('Prometheus API answers', () => {
  it('reads a query_range matrix: gauges as intervals, a counter as rates, NaN and a nameless series listed', () => {
    const m = readMeasurements(fixture('query-range-matrix.json'));
    const latency = reading(m, 'logWriteLatency', 'QM1');
    expect(latency.origin).toBe('Prometheus API (QM1)');
    expect(latency.series).toEqual([{ at: '2025-11-27 08:00:00.00', value: 0.000512 }, { at: '2025-11-27 08:01:00.00', value: 0.001024 }]);
    close(latency.value, 0.000768);
    // 6,000,000 bytes a minute.
    expect(reading(m, 'logPhysicalBytesPerSec', 'QM1').series!.map((s) => s.value)).toEqual([100000, 100000]);
    expect(m.unread.map((u) => u.why)).toEqual([
      expect.stringMatching(/ibmmq_qmgr_log_write_latency_seconds \(QM1\): 1 of 3 samples not read \(NaN/),
      expect.stringMatching(/series 3 has no __name__/),
    ]);
    expect(m.unread.map((u) => u.line)).toEqual([7, 33]);
  });

  it('reads a vector, one value per queue manager', () => {
    const m = readMeasurements(fixture('query-vector.json'));
    expect(reading(m, 'logPrimarySpaceInUse', 'QM1').value).toBe(104.2);
    expect(reading(m, 'logPrimarySpaceInUse', 'QM2').value).toBe(12);
    expect(m.findings.filter((f) => f.rule === 'measure.log-primary-space').map((f) => f.severity).sort()).toEqual(['info', 'ok']);
  });

  it('says an error answer is an error, reads nothing from it and lists it', () => {
    const m = readMeasurements(fixture('query-error.json'));
    expect(m.readings).toEqual([]);
    const note = m.findings.find((f) => f.rule === 'measure.input');
    expect(note?.severity).toBe('warning');
    expect(note?.title).toContain('error (bad_data): invalid parameter "query": 1:38: parse error');
    expect(m.unread[0]?.why).toMatch(/^Prometheus answered with an error \(bad_data\)/);
  });
});

describe('Grafana’s panel CSV', () => {
  const m = readMeasurements(fixture('grafana-panel.csv'));

  it('reads each series column per queue manager, skipping empty cells', () => {
    const q1 = reading(m, 'logWriteLatency', 'QM1');
    expect(q1.series!.map((s) => s.value)).toEqual([0.000512, 0.000256, 0.000768]);
    expect(q1.series![2]!.at).toBe('2025-11-27 08:01:30.00');
    close(q1.value, 0.000512);
    const q2 = reading(m, 'logWriteLatency', 'QM2');
    expect(q2.peak).toBe(0.008192);
    close(q2.value, (0.004096 + 0.008192 + 0.002048) / 3);
  });

  it('recognises the "sep=," line of Grafana’s Download for Excel', () => {
    const excel = readMeasurements(`sep=,\n${fixture('grafana-panel.csv')}`);
    expect(excel.unread.some((u) => u.line === 1)).toBe(false);
    expect(reading(excel, 'logWriteLatency', 'QM1').lines).toEqual([3, 4, 6]);
  });

  it('lists a legend-named column and a formatted value as not read', () => {
    expect(m.unread.find((u) => u.line === 1)?.why).toMatch(/column 4 \("QM3"\) names no metric/);
    expect(m.unread.find((u) => u.line === 5)?.why).toMatch(/"1\.2 ms" carries a unit/);
  });
});

describe('input that is not the MQ exporters’', () => {
  it('lists another exporter’s scrape as not read, with one note naming its metrics', () => {
    const m = readMeasurements(fixture('node-exporter.prom'));
    expect(m.readings).toEqual([]);
    expect(m.unread.map((u) => u.line)).toEqual([3, 6]);
    expect(m.unread[0]!.why).toMatch(/node_load1 is another exporter’s metric/);
    expect(m.findings.find((f) => f.rule === 'measure.input')?.title).toBe('2 metrics from another exporter not read (node_load1, node_filesystem_avail_bytes)');
  });

  it('leaves "name value" lines of other tools alone when no TYPE or HELP declares them', () => {
    const m = readMeasurements('pid_max 4194304\nnofile 10240\n');
    expect(m.recognised).toEqual([]);
  });

  it('never wakes the Prometheus readers for amqsrua output', () => {
    const amqsrua = readFileSync(new URL('../fixtures/real-measure/amqsrua-linux-persistent-2.3.txt', import.meta.url), 'utf8');
    expect(PROMETHEUS_HINT.test(amqsrua)).toBe(false);
  });

  it('sends the page the first lines not read, cut short, and their count, not all of them', () => {
    const scrape = Array.from({ length: 5000 }, (_, i) => `node_network_receive_bytes_total{device="eth${i}"} ${i}`).join('\n');
    const result = readWithLinks(`# TYPE node_network_receive_bytes_total counter\n${scrape}\n${JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [{ metric: { __name__: 'node_load1', pad: 'x'.repeat(100_000) }, value: [1764230400, '1'] }] } })}`);
    expect(result.unreadCount).toBe(5001);
    expect(result.unread).toHaveLength(UNREAD_SHOWN);
    expect(result.unread[0]!.why).toMatch(/another exporter’s metric/);
    const long = readWithLinks(JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [{ metric: { __name__: 'node_load1', pad: 'x'.repeat(100_000) }, value: [1764230400, '1'] }] } }));
    expect(long.unread[0]!.text).toHaveLength(UNREAD_TEXT_CHARS);
  });

  it('reads a 50 MB scrape of mixed exporters without blowing up, and lists what it did not read', () => {
    const parts: string[] = [];
    let size = 0;
    let blocks = 0;
    const t0 = 1764230400000;
    while (size < 50 * 1024 * 1024) {
      const t = t0 + blocks * 10000;
      const block = `ibmmq_qmgr_log_write_latency_seconds{qmgr="QM1"} 0.000512 ${t}\nibmmq_qmgr_log_physical_written_bytes_total{qmgr="QM1"} ${blocks * 40960} ${t}\nnode_cpu_seconds_total{cpu="0",mode="idle"} ${blocks} ${t}\n`;
      parts.push(block);
      size += block.length;
      blocks++;
    }
    // About 6 s alone on one core (measured); the test's time limit only stops a reader that never ends.
    const m = readMeasurements(`# TYPE node_cpu_seconds_total counter\n${parts.join('')}`);
    expect(reading(m, 'logWriteLatency', 'QM1').series).toHaveLength(blocks);
    expect(reading(m, 'logPhysicalBytesPerSec', 'QM1').value).toBe(4096);
    expect(m.unread).toHaveLength(blocks);
  }, 180_000);
});

describe('Native HA metrics, one reading per replica instance', () => {
  /** The one reading of `name` for queue manager `qm` and instance `instance`. */
  const of = (m: Measurements, name: string, qm: string, instance: string): Reading => {
    const found = m.readings.filter((r) => r.name === name && r.queueManager === qm && r.instance === instance);
    expect(found, `${name} for ${qm}, ${instance}`).toHaveLength(1);
    return found[0]!;
  };

  it('reads the MQ container’s four NHAREPLICA/REPLICATION gauges per `instance` label, beside the queue manager’s own metrics', () => {
    const m = readMeasurements(fixture('mq-container-native-ha.prom'));
    expect(of(m, 'nativeHaBacklogBytes', 'QM1', 'qm1-ibm-mq-1').value).toBe(0);
    expect(of(m, 'nativeHaBacklogBytes', 'QM1', 'qm1-ibm-mq-2').value).toBe(65536);
    expect(of(m, 'nativeHaBacklogAverageBytes', 'QM1', 'qm1-ibm-mq-2').value).toBe(49152);
    expect(of(m, 'nativeHaAckLatency', 'QM1', 'qm1-ibm-mq-1').value).toBe(0.000375);
    expect(of(m, 'nativeHaAckLatency', 'QM1', 'qm1-ibm-mq-2').unit).toBe('seconds');
    expect(of(m, 'nativeHaNetworkRoundTrip', 'QM1', 'qm1-ibm-mq-1').value).toBe(0.000125);
    const roundTrip = of(m, 'nativeHaNetworkRoundTrip', 'QM1', 'qm1-ibm-mq-2');
    expect(roundTrip.value).toBe(0.002);
    expect(roundTrip.origin).toBe('Prometheus scrape (QM1, instance qm1-ibm-mq-2)');
    expect(roundTrip.lines).toEqual([16]);
    // The queue manager's own metric has no instance.
    expect(reading(m, 'logWriteLatency', 'QM1').instance).toBeUndefined();
    // A Native HA metric not read here is listed with why, per sample.
    expect(m.unread.filter((u) => u.text.startsWith('ibmmq_nha_replication_synchronous_log_sent_bytes')).map((u) => u.line)).toEqual([19, 20]);
    expect(m.unread.filter((u) => !u.why)).toEqual([]);
  });

  it('notes each replica’s acknowledgement beside the active instance’s own log write (measure.native-ha-replication), never more than a note', () => {
    const m = readMeasurements(fixture('mq-container-native-ha.prom'));
    const notes = m.findings.filter((f) => f.rule === 'measure.native-ha-replication');
    expect(notes.map((f) => f.severity)).toEqual(['info', 'info']);
    // qm1-ibm-mq-1: 375 µs against the local 500 µs; qm1-ibm-mq-2: 2.5 ms, slower, with the HA latency calculator offered.
    const [fast, slow] = [notes.find((f) => f.title.includes('qm1-ibm-mq-1'))!, notes.find((f) => f.title.includes('qm1-ibm-mq-2'))!];
    expect(fast.why).toMatch(/no longer than the active instance’s own log write/);
    expect(fast.recommended).toBe('');
    expect(slow.title).toMatch(/network round trip 2(\.0)? ms/);
    expect(slow.why).toMatch(/replication, not the local disk, is the slower part/);
    expect(slow.sources.some((s) => s.href === '/rules/#measure.native-ha-replication')).toBe(true);
  });

  it('names the replica by exported_instance in a query answer, not by the scrape target Prometheus put in `instance`', () => {
    const m = readMeasurements(fixture('query-range-native-ha.json'));
    const backlog = of(m, 'nativeHaBacklogBytes', 'QM1', 'qm1-ibm-mq-2');
    expect(backlog.value).toBe(4096);
    expect(backlog.peak).toBe(8192);
    expect(backlog.series?.map((p) => p.value)).toEqual([0, 4096, 8192]);
    close(of(m, 'nativeHaNetworkRoundTrip', 'QM1', 'qm1-ibm-mq-2').value, 0.002);
    expect(of(m, 'nativeHaNetworkRoundTrip', 'QM1', 'qm1-ibm-mq-2').peak).toBe(0.003);
    expect(of(m, 'nativeHaNetworkRoundTrip', 'QM1', 'qm1-ibm-mq-1').value).toBe(0.0005);
    expect(m.readings.some((r) => r.instance === '10.128.2.14:9157')).toBe(false);
  });

  it('reads mq-metric-samples’ names (no unit suffix; seconds all the same) per `nha` label, or `nhainstance` as before v5.6.2, never Prometheus’s `instance`', () => {
    const m = readMeasurements(fixture('mq-metric-samples-native-ha.prom'));
    expect(of(m, 'nativeHaBacklogBytes', 'NATIVEHAQM', 'beta').value).toBe(0);
    expect(of(m, 'nativeHaBacklogBytes', 'NATIVEHAQM', 'gamma').value).toBe(2048);
    expect(of(m, 'nativeHaAckLatency', 'NATIVEHAQM', 'gamma').value).toBe(0.0008);
    expect(of(m, 'nativeHaNetworkRoundTrip', 'NATIVEHAQM', 'beta').value).toBe(0.0002);
    expect(of(m, 'nativeHaBacklogAverageBytes', 'NATIVEHAQM', 'gamma').value).toBe(512);
    expect(m.readings.some((r) => r.instance === 'collector-a:9157')).toBe(false);
    // The cross-region recovery group's backlog is another measurement: listed as not read.
    expect(m.unread.find((u) => u.text.startsWith('ibmmq_nha_recovery_backlog_bytes'))?.why).toMatch(/not one of the queue manager resource metrics this page reads/);
  });

  it('gives each family its own Native HA names', () => {
    expect(nameFor('mq-container', 'nativeHaBacklogBytes')).toBe('ibmmq_nha_replication_backlog_bytes');
    expect(nameFor('mq-metric-samples', 'nativeHaBacklogBytes')).toBe('ibmmq_nha_backlog_bytes');
    expect(nameFor('mq-container', 'nativeHaAckLatency')).toBe('ibmmq_nha_replication_log_write_average_acknowledgement_latency_seconds');
    expect(nameFor('mq-metric-samples', 'nativeHaAckLatency')).toBe('ibmmq_nha_log_write_average_acknowledgement_latency');
    expect(nameFor('mq-container', 'nativeHaNetworkRoundTrip')).toBe('ibmmq_nha_replication_average_network_round_trip_time_seconds');
    expect(nameFor('mq-metric-samples', 'nativeHaNetworkRoundTrip')).toBe('ibmmq_nha_average_network_round_trip_time');
  });
});

describe('the name lists', () => {
  it('ties every name to an amqsrua label this page reads, or (Native HA) a reading of its own', () => {
    for (const [name, p] of Object.entries(PROMETHEUS_NAMES)) {
      expect(Object.hasOwn(AMQSRUA_METRICS, p.label) || (p.label === '' && !!p.metric && !!p.instanceLabels), name).toBe(true);
      expect(promMetric(name)!.metric.name, name).not.toBe('');
    }
  });

  it('gives each family its own name for the readings the alerts watch', () => {
    expect(nameFor('mq-container', 'logPrimarySpaceInUse')).toBe('ibmmq_qmgr_log_primary_space_in_use_percentage');
    expect(nameFor('mq-metric-samples', 'logPrimarySpaceInUse')).toBe('ibmmq_qmgr_log_current_primary_space_in_use_percentage');
    expect(nameFor('mq-container', 'logPhysicalBytesPerSec')).toBe('ibmmq_qmgr_log_physical_written_bytes_total');
    expect(nameFor('mq-metric-samples', 'logPhysicalBytesPerSec')).toBe('ibmmq_qmgr_log_physical_written_bytes');
  });

  it('knows a name one unit suffix away, and nothing else', () => {
    expect(sameMeasurementOtherUnit('ibmmq_qmgr_log_write_latency_microseconds')).toBe('ibmmq_qmgr_log_write_latency_seconds');
    expect(sameMeasurementOtherUnit('ibmmq_qmgr_log_max_megabytes')).toBe('ibmmq_qmgr_log_max_bytes');
    expect(sameMeasurementOtherUnit('ibmmq_qmgr_mqopen_count')).toBeUndefined();
    expect(sameMeasurementOtherUnit('ibmmq_qmgr_commit_seconds')).toBe('ibmmq_qmgr_commit_total');
    expect(sameMeasurementOtherUnit('constructor')).toBeUndefined();
    expect(promMetric('constructor')).toBeUndefined();
  });
});
