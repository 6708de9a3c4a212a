/**
 * mqldt, IBM's MQ log disk tester (github.com/ibm-messaging/mqldt): writes to a set of files the
 * way the MQ logger does (O_DIRECT, O_DSYNC, one write in flight per queue manager) and prints, for
 * each block size tested, "Label : value" lines. Both published layouts are read: the 2017 one
 * ("Max bytes/sec written to files : N") and the later one ("… (over 1 sec interval)", an IOPS line,
 * "(#write)" after the latencies), and the CSV that --csvFile writes (one row per block size, with
 * the same labels as its header).
 */
import { summarise } from './summary.ts';
import { lookup, NUMBER, readNumber, readSize } from './text.ts';
import { emptyResult, type ReaderResult, type Reading } from './types.ts';

interface Field {
  name: string;
  unit: Reading['unit'];
  /** Base units per printed unit, as a divisor (1e9 for nanoseconds: dividing keeps 415704 ns exactly 0.000415704). 0 = recognised, not read (derived by mqldt itself). */
  factor: number;
}

const f = (name: string, unit: Reading['unit'], factor = 1): Field => ({ name, unit, factor });

/** mqldt's labels (its util.c and fileio.c descriptions), lower case, spaces collapsed. */
const FIELDS: Record<string, Field> = {
  blocksize: f('diskBlockSize', 'bytes'),
  'total writes to files': f('diskTotalWrites', 'count'),
  iops: f('diskWriteIops', 'count/s'),
  'total bytes written to files': f('diskTotalBytes', 'bytes'),
  'max bytes/sec written to files': f('diskMaxBytesPerSec', 'bytes/s'),
  'max bytes/sec written to files (over 1 sec interval)': f('diskMaxBytesPerSec', 'bytes/s'),
  'max bytes/sec written to files by a single qm (over 1 sec interval)': f('diskMaxBytesPerSec', 'bytes/s'),
  'min bytes/sec written to files': f('diskMinBytesPerSec', 'bytes/s'),
  'min bytes/sec written to files (over 1 sec interval)': f('diskMinBytesPerSec', 'bytes/s'),
  'min bytes/sec written to files by a single qm (over 1 sec interval)': f('diskMinBytesPerSec', 'bytes/s'),
  'avg bytes/sec written to files': f('diskAvgBytesPerSec', 'bytes/s'),
  'avg bytes/sec written to files by a single qm': f('diskAvgBytesPerSec', 'bytes/s'),
  'max latency of write (ns)': f('diskMaxWriteLatency', 'seconds', 1e9),
  'min latency of write (ns)': f('diskMinWriteLatency', 'seconds', 1e9),
  'avg latency of write (ns)': f('diskAvgWriteLatency', 'seconds', 1e9),
  'min bytes/sec (slowest write)': f('', 'bytes/s', 0),
  'max bytes/sec (fastest write)': f('', 'bytes/s', 0),
};

const STAT = new RegExp(String.raw`^\s*([A-Za-z][A-Za-z0-9 /()#.-]*?)\s*:\s*(\S.*?)\s*(?:\(#\s*[\d,]+\))?\s*$`);
const EXECUTING = /^\s*Executing test for write blocksize\s+(\d+)\b/i;
const OPTION = /^\s*[A-Z][A-Za-z ]+\(--(bsize|dir|filePrefix|numFiles|fileSize|duration|csvFile|qm|delay)\)\s*:/;
const OTHER = /^\s*(?:Options \(specified or defaulted to\)|=+|Creating files\.\.\.(?:for thread: \d+)?|Running (?:simulation of|MQLDT over) \d+ Queue Managers|\d+ backgound threads started)\s*$/i;

const key = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();
const kib = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`);

/** One block size's values, in the order read. */
type Run = { block?: number; values: Map<string, { field: Field; value: number; line: number }> };

function readCsv(lines: readonly string[], out: ReaderResult, runs: Run[]): void {
  let header: Field[] | undefined;
  lines.forEach((line, i) => {
    const n = i + 1;
    if (/^\s*Blocksize\s*,/i.test(line)) {
      header = line.split(',').map((h) => lookup(FIELDS, key(h)) ?? f('', 'count', 0));
      out.claimed.push(n);
      return;
    }
    if (!header) return;
    const cells = line.split(',');
    if (cells.length !== header.length || !cells.every((c) => /^\s*-?\d+\s*$/.test(c))) {
      header = line.trim() === '' || /^Running MQLDT over/i.test(line) ? header : undefined;
      return;
    }
    out.claimed.push(n);
    const run: Run = { values: new Map() };
    cells.forEach((c, j) => {
      const field = header![j]!;
      const value = Number(c);
      if (!field.factor || !field.name) return;
      if (value < 0) out.unread.push({ line: n, text: line, why: `mqldt CSV: a negative ${field.name} cannot be measured` });
      else run.values.set(field.name, { field, value: value / field.factor, line: n });
    });
    run.block = run.values.get('diskBlockSize')?.value;
    runs.push(run);
  });
}

/**
 * Every line readMqldt or its CSV reader claims needs one of these in the text (the run header, the
 * option block, the statistics that mark a text report, or the CSV header); readMeasurements skips
 * the reader when none is there, so a day of amqsrua is not scanned with mqldt's patterns.
 */
// Kept to short words: a long case-blind alternation costs 9 ms over 5 MB, this one 1 ms.
export const MQLDT_HINT = /blocksize|\(--|Total writes to files|Avg latency of write/i;

export function readMqldt(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const runs: Run[] = [];
  let current: Run | undefined;
  let optionBlock: number | undefined;
  let duration: { value: number; line: number } | undefined;
  let queueManagers: { value: number; line: number } | undefined;
  // Only a paste that holds mqldt's own lines is read as mqldt: fio's text report has "iops : …" too.
  const isMqldt = lines.some((l) => EXECUTING.test(l) || /^\s*(?:Total writes to files|Avg latency of write \(ns\))\s*:/.test(l));
  let textual = isMqldt;

  lines.forEach((line, i) => {
    const n = i + 1;
    const exec = EXECUTING.exec(line);
    if (exec) {
      out.claimed.push(n);
      textual = true;
      current = { block: Number(exec[1]), values: new Map() };
      current.values.set('diskBlockSize', { field: lookup(FIELDS, 'blocksize')!, value: Number(exec[1]), line: n });
      runs.push(current);
      return;
    }
    const option = OPTION.exec(line);
    if (option) {
      out.claimed.push(n);
      textual = true;
      const value = line.slice(line.indexOf(':') + 1).trim();
      if (option[1] === 'bsize') optionBlock = readSize(value.split(',')[0] ?? '');
      if (option[1] === 'duration' && /^\d+$/.test(value)) duration = { value: Number(value), line: n };
      if (option[1] === 'qm' && /^\d+$/.test(value)) queueManagers = { value: Number(value), line: n };
      return;
    }
    if (textual && OTHER.test(line)) {
      out.claimed.push(n);
      return;
    }
    const stat = isMqldt ? STAT.exec(line) : null;
    if (!stat) return;
    const field = lookup(FIELDS, key(stat[1]!));
    if (!field || field.name === 'diskBlockSize') return;
    out.claimed.push(n);
    textual = true;
    if (!field.factor) return;
    const raw = stat[2]!.replace(/\s*\(#\s*[\d,]+\)\s*$/, '');
    const value = new RegExp(`^${NUMBER}$`).test(raw) ? readNumber(raw) : undefined;
    if (value === undefined || value < 0) {
      out.unread.push({ line: n, text: line, why: `mqldt "${stat[1]!.trim()}": "${raw.slice(0, 40)}" is not ${value === undefined ? 'a number' : 'a measurement (negative)'}` });
      return;
    }
    if (!current) {
      current = { values: new Map() };
      runs.push(current);
    }
    current.values.set(field.name, { field, value: value / field.factor, line: n });
  });
  readCsv(lines, out, runs);

  const measured = runs.filter((r) => [...r.values.keys()].some((k) => k !== 'diskBlockSize'));
  if (!measured.length) return out;
  for (const run of measured) {
    run.block ??= optionBlock;
    const origin = run.block === undefined ? 'mqldt' : `mqldt ${kib(run.block)} writes`;
    if (run.block !== undefined && !run.values.has('diskBlockSize') && optionBlock !== undefined) {
      const line = Math.min(...[...run.values.values()].map((v) => v.line));
      out.readings.push({ name: 'diskBlockSize', unit: 'bytes', value: optionBlock, origin, lines: [line] });
    }
    for (const { field, value, line } of run.values.values()) out.readings.push(summarise(field.name, field.unit, [{ value, line }], origin));
    if (duration) out.readings.push({ name: 'diskTestDuration', unit: 'seconds', value: duration.value, origin, lines: [duration.line] });
    if (queueManagers) out.readings.push({ name: 'diskTestQueueManagers', unit: 'count', value: queueManagers.value, origin, lines: [queueManagers.line] });
  }
  const sizes = measured.map((r) => (r.block === undefined ? '?' : kib(r.block)));
  out.recognised.push(`mqldt (${measured.length} block size${measured.length === 1 ? '' : 's'}: ${sizes.join(', ')})`);
  return out;
}
