/**
 * fio's JSON report (--output-format=json or json+), found wherever it sits in the paste: fio
 * prints its job line and "Starting 1 process" before it, and with --output-format=json,normal the
 * text report after it. For each job that wrote: write latency (lat_ns, or lat in µs before
 * fio 3.0; mean, max, and clat's 95th and 99th percentiles), IOPS, bytes per second (bw_bytes, or
 * bw in KiB/s), fsync latency when the job synced, and the options that say whether it resembles
 * MQ's log writes (rw, bs, iodepth, numjobs, direct, sync, fsync, fdatasync, ioengine).
 */
import { readSize } from './text.ts';
import { emptyResult, type ReaderResult, type Reading } from './types.ts';
import type { FioJob } from '../../rulebook/types.ts';

export type { FioJob };

export type FioResult = ReaderResult & { fioJobs: FioJob[] };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Json, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** The end line (inclusive) of a JSON value starting at `start`, by counting braces outside strings; undefined when cut off. */
function jsonEnd(lines: readonly string[], start: number): number | undefined {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < lines.length; i++) {
    for (const ch of lines[i]!) {
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return i;
    }
  }
  return undefined;
}

/** A latency block in seconds: lat_ns (fio 3) or lat in microseconds (fio 2). */
function latency(rw: Json, key: 'lat' | 'clat'): { mean?: number; max?: number; p95?: number; p99?: number } {
  const ns = own(rw, `${key}_ns`);
  const us = own(rw, key);
  const block = isObject(ns) ? ns : isObject(us) ? us : undefined;
  if (!block) return {};
  const scale = isObject(ns) ? 1e9 : 1e6;
  const pct = own(block, 'percentile');
  const at = (p: string) => (isObject(pct) ? num(own(pct, p)) : undefined);
  const s = (v: number | undefined) => (v === undefined ? undefined : v / scale);
  return { mean: s(num(own(block, 'mean'))), max: s(num(own(block, 'max'))), p95: s(at('95.000000')), p99: s(at('99.000000')) };
}

function option(job: Json, global: Json, k: string): string | undefined {
  const opts = own(job, 'job options');
  return str(isObject(opts) ? own(opts, k) : undefined) ?? str(own(global, k));
}

function readJob(job: Json, global: Json, line: number, out: FioResult): void {
  const name = str(own(job, 'jobname')) ?? 'fio job';
  const origin = `fio job "${name.slice(0, 60)}"`;
  const write = own(job, 'write');
  const flag = (k: string) => {
    const v = option(job, global, k);
    return v === undefined ? undefined : v !== '0' && v.toLowerCase() !== 'false';
  };
  const bs = option(job, global, 'bs') ?? option(job, global, 'blocksize');
  const fioJob: FioJob = {
    name,
    line,
    rw: option(job, global, 'rw') ?? option(job, global, 'readwrite'),
    bs: bs === undefined ? undefined : readSize(bs.split(/[,-]/)[0] ?? ''),
    iodepth: num(option(job, global, 'iodepth')),
    numjobs: num(option(job, global, 'numjobs')),
    direct: flag('direct'),
    synced: flag('sync') || flag('fsync') || flag('fdatasync') || undefined,
    ioengine: option(job, global, 'ioengine'),
  };
  out.fioJobs.push(fioJob);
  const push = (name: string, unit: Reading['unit'], value: number | undefined, extra: Partial<Reading> = {}) => {
    if (value !== undefined && value >= 0) out.readings.push({ name, unit, value, ...extra, origin, lines: [line] });
  };
  if (isObject(write) && (num(own(write, 'total_ios')) ?? num(own(write, 'io_bytes')) ?? 0) > 0) {
    const lat = latency(write, 'lat');
    const clat = latency(write, 'clat');
    push('diskAvgWriteLatency', 'seconds', lat.mean ?? clat.mean, { ...(lat.max !== undefined ? { peak: lat.max } : {}), ...(clat.p95 !== undefined ? { p95: clat.p95 } : {}) });
    push('diskWriteLatencyP99', 'seconds', clat.p99);
    push('diskWriteIops', 'count/s', num(own(write, 'iops')));
    const bwBytes = num(own(write, 'bw_bytes'));
    const bwKiB = num(own(write, 'bw'));
    push('diskAvgBytesPerSec', 'bytes/s', bwBytes ?? (bwKiB === undefined ? undefined : bwKiB * 1024));
  }
  const sync = own(job, 'sync');
  if (isObject(sync) && (num(own(sync, 'total_ios')) ?? 0) > 0) push('diskSyncLatency', 'seconds', latency(sync, 'lat').mean);
  push('diskBlockSize', 'bytes', fioJob.bs);
  push('diskQueueDepth', 'count', fioJob.iodepth);
}

const FIO_TEXT = /^(?:fio-\d\S*|Starting \d+ (?:process|thread)e?s?|Jobs: .*|\S.*: \(g=\d+\): rw=.*|\S.*: \(groupid=\d+, jobs=\d+\).*|\s+(?:write|read|trim|slat|clat|lat|bw|iops|cpu|IO depths|submit|complete|issued rwts|latency|clat percentiles|sync|sync percentiles|fsync\/fdatasync\/sync_file_range)\b.*|\s+\|.*|Run status group.*|\s+(?:WRITE|READ|TRIM):.*|Disk stats.*|\s+\S+: ios=.*)$/;

/** Text that holds fio JSON holds one of these; without them readFio claims nothing (readMeasurements skips it). */
export const FIO_HINT = /"fio version"|"jobs"/;

export function readFio(lines: readonly string[]): FioResult {
  const out: FioResult = { ...emptyResult(), fioJobs: [] };
  let jobs = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\{\s*$/.test(lines[i]!) || !/"fio version"|"jobs"/.test(lines.slice(i + 1, i + 4).join(' '))) continue;
    const end = jsonEnd(lines, i);
    if (end === undefined) {
      for (let j = i; j < lines.length; j++) out.claimed.push(j + 1);
      out.unread.push({ line: i + 1, text: lines[i]!, why: `fio JSON from line ${i + 1} is cut off before its closing brace: paste the whole report` });
      break;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(lines.slice(i, end + 1).join('\n'));
    } catch (e) {
      out.unread.push({ line: i + 1, text: lines[i]!, why: `fio JSON from line ${i + 1} to ${end + 1} is not valid JSON (${e instanceof Error ? e.message.slice(0, 80) : 'parse error'})` });
    }
    for (let j = i; j <= end; j++) out.claimed.push(j + 1);
    if (isObject(parsed) && Array.isArray(own(parsed, 'jobs'))) {
      const global = isObject(own(parsed, 'global options')) ? (own(parsed, 'global options') as Json) : {};
      // Each job is attributed to the line of its "jobname".
      const jobLines: number[] = [];
      for (let j = i; j <= end; j++) if (/"jobname"\s*:/.test(lines[j]!)) jobLines.push(j + 1);
      (own(parsed, 'jobs') as unknown[]).forEach((job, k) => {
        if (isObject(job)) {
          readJob(job, global, jobLines[k] ?? i + 1, out);
          jobs++;
        }
      });
    }
    i = end;
  }
  if (jobs) {
    out.recognised.push(`fio JSON (${jobs} job${jobs === 1 ? '' : 's'})`);
    // fio's text report around the JSON says the same again: recognised, read from the JSON.
    lines.forEach((l, j) => {
      if (FIO_TEXT.test(l)) out.claimed.push(j + 1);
    });
  }
  return out;
}
