/**
 * The MQ logger's throughput bound from the Linux persistent-messaging report (section 2.4): the
 * logger has one write in flight at a time, so the log cannot move faster than one write's worth
 * of data per write latency, and a write can only carry what the applications logged while the
 * previous one was in flight. From write latency, message size, requesters and (optionally) the
 * write size amqsrua reports and the device bandwidth, the highest round-trip rate and log rate.
 */
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes } from './format.ts';
// From the log's own modules, not from log sizing, so this page does not download that calculator.
import { PAGE_BYTES } from './lib/log-limits.ts';
import { LOG_RECORD, putRecordBytes } from './lib/log-workload.ts';
import { citing } from './lib/report-source.ts';
import { bundledDatasets, datasetRows, numberIn, type DatasetReader } from './lib/dataset-cells.ts';
import table13 from '../data/mq-linux-persistent/table-13-20kib-results-all-file-systems.csv?raw';
import cited from './citations/logger-throughput.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-linux-persistent';
const KIB = 1024;

const source = citing(REPORT);

/**
 * Units of work in one requester/responder round trip (line 1124: the requester's MQPUT, the
 * responder's MQGET and MQPUT, the requester's MQGET), each committed (line 236): the requester's
 * put, the responder's get-and-put, the requester's get. Each commit forces a log write the
 * requester waits for. Our reading of the workload, not a figure the report prints.
 */
export const FORCES_PER_ROUND_TRIP = 3;

/** Log bytes of one round trip: two persistent puts, two gets, three commits (IBM's record sizes). */
export function roundTripLogBytes(messageBytes: number): number {
  return 2 * putRecordBytes(messageBytes) + 2 * LOG_RECORD.get + FORCES_PER_ROUND_TRIP * LOG_RECORD.commit;
}

/** The report's Table 13 (lines 956-967), read for its 20KiB, 180-requester rows. */
export const TABLE_13 = 'mq-linux-persistent/table-13-20kib-results-all-file-systems.csv';
export const PRESET_MESSAGE = { size: '20KiB', bytes: 20 * KIB, requesters: 180 } as const;

/** One file system the report measured: what amqsrua reported and the log rate achieved, and the bound they imply. */
export interface FileSystemPreset {
  fileSystem: string;
  latencyUs: number;
  writeKB: number;
  measuredMBps: number;
  /** Derived: write size ÷ write latency in the report's MB (1,000 KB) per second, to 0.1, as the dataset derived-latency-bound-throughput gives it. */
  boundMBps: number;
}

/**
 * The report's file systems at 20KiB and 180 requesters: average write latency and write size
 * amqsrua reported and the measured log rate, read from Table 13's dataset; a damaged cell throws
 * with its file, line and column.
 */
export function fileSystemPresets(read: DatasetReader): FileSystemPreset[] {
  const rows = datasetRows(read, TABLE_13).filter((r) => r.cells.message_size === PRESET_MESSAGE.size && r.cells.requesters === String(PRESET_MESSAGE.requesters));
  if (rows.length === 0) throw new Error(`data/${TABLE_13}: no ${PRESET_MESSAGE.size} rows at ${PRESET_MESSAGE.requesters} requesters`);
  return rows.map((r) => {
    const latencyUs = numberIn(r, 'latency_us');
    const writeKB = numberIn(r, 'write_size_kb');
    return { fileSystem: r.cells.file_system!, latencyUs, writeKB, measuredMBps: numberIn(r, 'mb_per_s'), boundMBps: Math.round((writeKB / latencyUs) * 10000) / 10 };
  });
}

export const FILE_SYSTEM_PRESETS: readonly FileSystemPreset[] = fileSystemPresets(bundledDatasets({ [TABLE_13]: table13 }));

const MAX_MESSAGE_BYTES = 100 * KIB * KIB;

/** The calculator over these presets: the site's are read from data/; a test passes a changed copy's. */
export function loggerThroughput(presets: readonly FileSystemPreset[]): CalculatorDefinition {
  // The form opens on the report's SAN, a middling latency.
  const opening = presets.find((p) => p.fileSystem === 'SAN') ?? presets[0]!;
  return {
    id: 'logger-throughput',
    title: 'MQ logger throughput: the one-write-in-flight bound',
    group: 'log-and-disk',
    question: 'How many persistent round trips per second can the queue manager\'s log sustain at this write latency, message size and concurrency?',
    appliesTo:
      'IBM MQ V9.0.4 on RHEL 7.2 (IBM x3550, 2 × 14-core Xeon E5-2690 v4), requester/responder workloads with persistent messages in syncpoint, logging to local HDD, SAN and NFS (the Linux persistent-messaging report, 2017). The one-write-in-flight behaviour of the logger applies to distributed MQ generally; the file-system figures are that test system\'s.',
    inputs: [
      {
        kind: 'number',
        name: 'writeLatency',
        label: 'Log write latency',
        unit: 's',
        help: 'Average time of one log write, as amqsrua reports it ("Log - write latency"), in seconds: 0.000267 is 267 µs. The report measured 23 µs to 34 ms.',
        min: 0.000001,
        max: 10,
        default: opening.latencyUs / 1e6,
      },
      {
        kind: 'number',
        name: 'messageBytes',
        label: 'Message size',
        unit: 'bytes',
        help: 'Size of each persistent request and reply message.',
        min: 0,
        max: MAX_MESSAGE_BYTES,
        integer: true,
        default: PRESET_MESSAGE.bytes,
      },
      {
        kind: 'number',
        name: 'requesters',
        label: 'Requesters',
        unit: 'applications',
        help: 'Requester applications running at once, each waiting for its reply before the next request (unrated, as in the report).',
        min: 1,
        max: 100000,
        integer: true,
        default: PRESET_MESSAGE.requesters,
      },
      {
        kind: 'number',
        name: 'writeBytes',
        label: 'Log write size (measured)',
        unit: 'bytes',
        help: 'Optional: the average log write size amqsrua reports ("Log - write size"). Without it, the largest write the requesters could fill is used.',
        min: 1,
        max: 4 * KIB * KIB * KIB,
        integer: true,
        optional: true,
      },
      {
        kind: 'number',
        name: 'deviceBytesPerSec',
        label: 'Device bandwidth',
        unit: 'bytes/s',
        help: 'Optional: the sequential write bandwidth of the log device or link, in bytes per second (a 1 Gb/s link carries at most 125,000,000).',
        min: 1,
        max: 1e12,
        optional: true,
      },
    ],
    outputs: [
      { name: 'maxRoundTripsPerSec', label: 'Most round trips per second the log allows', unit: 'round-trips/s' },
      { name: 'logMBps', label: 'Log data written at that rate', unit: 'bytes/s', help: 'Logical bytes; the physical bytes are higher when writes fill partial 4 KiB pages.' },
      { name: 'bytesPerRoundTrip', label: 'Log bytes per round trip', unit: 'bytes' },
    ],
    formulas: [
      // IBM's record sizes from the data file the code uses (lib/log-workload.ts), so the formula shown is the one computed.
      `bytesPerRoundTrip = 2 × (${LOG_RECORD.putOverhead} + message) + 2 × ${LOG_RECORD.get} + ${FORCES_PER_ROUND_TRIP} × ${LOG_RECORD.commit} (two puts, two gets, three commits)`,
      `concurrency bound: round trips/s ≤ requesters ÷ (${FORCES_PER_ROUND_TRIP} × write latency) (each round trip waits for three forced writes)`,
      'aggregation bound (with a measured write size): log bytes/s ≤ write size ÷ write latency (one write in flight)',
      'device bound (with a bandwidth): log bytes/s ≤ bandwidth',
      'maxRoundTripsPerSec = the lowest bound in round trips/s; logMBps = maxRoundTripsPerSec × bytesPerRoundTrip',
    ],
    explanation: [
      'The MQ logger writes the log buffer to disk one write at a time: while a write is in flight, new log records (message data and commit records) collect in the buffer, and the next write, which cannot start until the first completes, carries all of them (lines 1099-1101). So the log moves at most one write\'s worth of data per write latency. How much a write carries depends on the latency and on how fast new requests arrive (line 1110): with a fixed arrival rate, MQ writes bigger blocks as latency grows and keeps the throughput, up to a point (line 1112).',
      'This calculator turns that into bounds. A requester cannot go faster than its own forced writes: a round trip is the requester\'s MQPUT, the responder\'s MQGET and MQPUT and the requester\'s MQGET (line 1124), three units of work with persistent messages in syncpoint, each commit forcing a log write (line 236). With the average write size amqsrua measured, the one-write-in-flight rule bounds the log rate at write size ÷ write latency; the report\'s own data bear it out on NFS, where the measured rate is within a few percent of that bound (dataset "Log throughput against write size ÷ write latency"). On the local HDD the measured rate is half of it or less: something other than the log write limits there.',
      'Log bytes are IBM\'s documented record sizes (750 bytes plus the message per persistent put, 260 per get, 750 per commit). They are logical bytes: the disk receives whole 4 KiB pages, so with small writes the physical bytes are much higher; the report saw 3.99 times the logical bytes with one requester and 2 KiB messages, converging to the logical count as writes grow (lines 1031-1033). The latency you enter is the one your workload sees: a slower device raises it and MQ compensates with bigger writes (Figure 24, lines 1143-1147) until the writes can grow no more.',
    ],
    sources: citationList('logger-throughput', cited),
    examples: presets.map((fs) => ({
      label: `${fs.fileSystem}: ${PRESET_MESSAGE.size} messages, ${PRESET_MESSAGE.requesters} requesters, ${num(fs.latencyUs)} µs writes of ${num(fs.writeKB)} KB (bound ${num(fs.boundMBps, 1)} MB/s; measured ${num(fs.measuredMBps)})`,
      inputs: {
        writeLatency: String(fs.latencyUs / 1e6),
        messageBytes: String(PRESET_MESSAGE.bytes),
        requesters: String(PRESET_MESSAGE.requesters),
        writeBytes: String(fs.writeKB * KIB),
      },
      // The dataset's bound is KB ÷ µs × 1000 rounded to 0.1 "MB" of 1,000 KB; in bytes/s that is × 1,024,000.
      expected: { logMBps: fs.boundMBps * 1000 * KIB },
      tolerance: 0.001,
      source: source([956, 967], `Table 13, ${fs.fileSystem}, 180 requesters: write size and latency (bound from the dataset derived-latency-bound-throughput)`),
    })),
    compute(v) {
      const latency = v.writeLatency as number;
      const messageBytes = v.messageBytes as number;
      const requesters = v.requesters as number;
      const writeBytes = v.writeBytes as number | undefined;
      const bandwidth = v.deviceBytesPerSec as number | undefined;

      const perRoundTrip = roundTripLogBytes(messageBytes);
      const put = putRecordBytes(messageBytes);
      const bounds: { name: string; roundTrips: number }[] = [];
      const concurrency = requesters / (FORCES_PER_ROUND_TRIP * latency);
      bounds.push({ name: 'the requesters\' own forced writes', roundTrips: concurrency });

      const work: WorkStep[] = [
        {
          label: 'Log bytes per round trip (IBM\'s record sizes: two puts, two gets, three commits)',
          formula: 'bytesPerRoundTrip = 2 × put + 2 × 260 + 3 × 750',
          substituted: `2 × ${num(put)} + 520 + 2,250 = ${bytesWithReadable(perRoundTrip)}`,
          output: 'bytesPerRoundTrip',
        },
        {
          label: 'Concurrency bound: each requester waits for three forced writes per round trip',
          formula: 'round trips/s ≤ requesters ÷ (3 × write latency)',
          substituted: `${num(requesters)} ÷ (3 × ${num(latency, 6)} s) = ${num(concurrency, 1)} round trips/s`,
        },
      ];
      if (writeBytes !== undefined) {
        const logRate = writeBytes / latency;
        const roundTrips = logRate / perRoundTrip;
        bounds.push({ name: 'one write in flight', roundTrips });
        work.push({
          label: 'Aggregation bound: one write of this size per write latency (lines 1099-1112)',
          formula: 'log bytes/s ≤ write size ÷ write latency; round trips/s ≤ that ÷ bytesPerRoundTrip',
          substituted: `${num(writeBytes)} ÷ ${num(latency, 6)} = ${readableBytes(logRate)}/s; ÷ ${num(perRoundTrip)} = ${num(roundTrips, 1)} round trips/s`,
        });
      }
      if (bandwidth !== undefined) {
        const roundTrips = bandwidth / perRoundTrip;
        bounds.push({ name: 'the device bandwidth', roundTrips });
        work.push({
          label: 'Device bound (logical bytes; whole 4 KiB pages make the real one lower)',
          formula: 'round trips/s ≤ bandwidth ÷ bytesPerRoundTrip',
          substituted: `${num(bandwidth)} ÷ ${num(perRoundTrip)} = ${num(roundTrips, 1)} round trips/s`,
        });
      }
      const binding = bounds.reduce((a, b) => (b.roundTrips < a.roundTrips ? b : a));
      const maxRoundTrips = binding.roundTrips;
      const logRate = maxRoundTrips * perRoundTrip;
      work.push({
        label: `The lowest bound: ${binding.name}`,
        formula: 'maxRoundTripsPerSec = min(bounds); logMBps = maxRoundTripsPerSec × bytesPerRoundTrip',
        substituted: `${num(maxRoundTrips, 1)} round trips/s × ${num(perRoundTrip)} = ${bytesWithReadable(logRate)}/s`,
        output: 'logMBps',
      });

      const warnings: string[] = [];
      if (writeBytes === undefined) {
        warnings.push(
          'Without a measured write size this is the ceiling the requesters could reach if every write carried all their waiting records; the report measured writes far smaller than that (Tables 12-14). Enter amqsrua\'s "Log - write size" for the one-write-in-flight bound.',
        );
      }
      if (writeBytes !== undefined && writeBytes < PAGE_BYTES) {
        warnings.push(`Writes of ${num(writeBytes)} bytes fill less than a 4 KiB page: the disk receives whole pages, so the physical bytes written are up to ${num(PAGE_BYTES / writeBytes, 1)} times the logical ones (lines 1031-1033).`);
      }
      const preset = presets.find(
        (fs) => writeBytes === fs.writeKB * KIB && Math.abs(latency * 1e6 - fs.latencyUs) < 1e-6 && messageBytes === PRESET_MESSAGE.bytes && requesters === PRESET_MESSAGE.requesters,
      );
      if (preset) {
        warnings.push(
          `The report measured ${num(preset.measuredMBps)} MB/s here (Table 13, ${preset.fileSystem}): ${num((preset.measuredMBps / preset.boundMBps) * 100, 0)}% of the bound. ${preset.measuredMBps / preset.boundMBps > 0.9 ? 'The log write is what limits.' : 'Something besides the log write (CPU, the applications, the device\'s queueing) limits too.'}`,
        );
      }
      return {
        ok: true,
        summary: `At ${num(latency * 1e6, 1)} µs a log write, the log allows at most ${num(maxRoundTrips, 0)} round trips a second (${readableBytes(logRate)}/s of log data), bound by ${binding.name}.`,
        outputs: { maxRoundTripsPerSec: maxRoundTrips, logMBps: logRate, bytesPerRoundTrip: perRoundTrip },
        work,
        warnings,
      };
    },
  };
}

export default loggerThroughput(FILE_SYSTEM_PRESETS);
