/**
 * Recovery log sizing for IBM MQ on UNIX, Linux and Windows: file, primary and maximum log
 * space from the qm.ini Log stanza, the log buffer, and how fast a persistent workload fills the
 * log, from IBM's documented log record sizes. The limits are IBM's documented ones, checked per
 * platform; the worked examples are the log sets the Linux persistent-messaging report measured.
 */
import type { CalculatorDefinition, ComputeResult, InputValues, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes, readableSeconds } from './format.ts';
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS, isPlatform, type Platform } from './lib/log-limits.ts';
import { recommendLog, type LogProposal } from './lib/log-recommendation.ts';
import { LOG_RECORD, putRecordBytes } from './lib/log-workload.ts';
import { namedCitations } from './lib/citations.ts';
import cited from './citations/log-sizing.json' with { type: 'json' };
import { type Workload, checkLimits, noConfiguration, proposalSteps, stanzaSnippets, workloadLog } from './lib/log-sizing-text.ts';
// The rules' numbers and formulas only, not the rules themselves: a rule module carries the checker's
// prose and fixes, which this page does not use (rulebook/log-numbers.ts).
import { DEFAULT_BUFFER_PAGES, EXTENT_MIN_SECONDS, gradeLogCapacity, LINUX_REPORT_MIN_BUFFER_PAGES, LIGHT_PUTS_PER_SEC, MAX_BUFFER_PAGES, MIN_BUFFER_PAGES, pagesForTenSeconds, proposedBufferPages, SMALLEST_BUFFER_IBM_MENTIONS } from './rulebook/log-numbers.ts';
import { bundledDatasets, datasetRows, numberIn, rowWhere, type DatasetReader } from './lib/dataset-cells.ts';
import amqsruaLog from '../data/mq-linux-persistent/amqsrua-log-statistics.csv?raw';

/** The documents log sizing cites, named once: IBM's pages and the report lines behind its limits, record sizes, worked examples and advice. */
const CITED = namedCitations('log-sizing', cited);

// The log's facts live in the rulebook (buffer, capacity grading, extent seconds) and lib/ (limits,
// record sizes); re-exported here for the calculators and tests that import them from log sizing.
export { PAGE_BYTES, PLATFORM_LIMITS, LOG_RECORD, putRecordBytes, DEFAULT_BUFFER_PAGES, MAX_BUFFER_PAGES, MIN_BUFFER_PAGES, SMALLEST_BUFFER_IBM_MENTIONS };

/**
 * Physical over logical log bytes in the Linux report's worst sample: one requester, 2KB messages
 * (mq-linux-persistent lines 1031–1033), read from the dataset amqsrua-log-statistics. Each commit
 * rewrites a partly filled 4 KiB page. At 60 requesters with 200KB messages the two were equal
 * (lines 1051–1052).
 */
export const AMQSRUA_LOG = 'mq-linux-persistent/amqsrua-log-statistics.csv';
export const WORST_SAMPLE = '2k-1-requester';
export interface WorstSample { physicalBytesPerSec: number; logicalBytesPerSec: number }

export function worstSample(read: DatasetReader): WorstSample {
  const row = rowWhere(datasetRows(read, AMQSRUA_LOG), { sample: WORST_SAMPLE });
  return { physicalBytesPerSec: numberIn(row, 'physical_bytes_per_s'), logicalBytesPerSec: numberIn(row, 'logical_bytes_per_s') };
}

const WORST = worstSample(bundledDatasets({ [AMQSRUA_LOG]: amqsruaLog }));
export const WORST_PHYSICAL_BYTES_PER_SEC = WORST.physicalBytesPerSec;
export const WORST_LOGICAL_BYTES_PER_SEC = WORST.logicalBytesPerSec;
/** "115,987,019 ÷ 29,073,784", as the formulas show the ratio. */
const ratioText = (w: WorstSample) => `${num(w.physicalBytesPerSec)} ÷ ${num(w.logicalBytesPerSec)}`;
const SECONDS_PER_DAY = 86400;
const MAX_PAGES = MAX_FILE_PAGES;

type Mode = 'check' | 'recommend';
type LogType = 'circular' | 'linear';

function compute(worst: WorstSample, values: InputValues): ComputeResult {
  const physicalRatio = worst.physicalBytesPerSec / worst.logicalBytesPerSec;
  const mode = values.mode as Mode;
  const logType = values.logType as LogType;
  const platform = values.platform;
  if (!isPlatform(platform)) return { ok: false, errors: [{ input: 'platform', message: 'Platform (platform) must be one of unix, windows' }] };
  const w: Workload = {
    msgBytes: values.msgBytes as number,
    puts: values.putsPerSec as number,
    perUow: values.msgsPerUow as number,
    uowSec: values.longestUowSec as number,
  };
  const cache = values.cacheBytes as number | undefined;
  const rate = workloadLog(w, values.measuredLogBytesPerSec as number | undefined);
  const { logBytesPerSec, requiredLogBytes } = rate;

  let config: { pages: number; primary: number; secondary: number; buffer: number };
  let proposal: LogProposal | undefined;
  if (mode === 'recommend') {
    const rec = recommendLog({ requiredBytes: requiredLogBytes, logBytesPerSec, longestUowSec: w.uowSec, platform, minFilePages: pagesForTenSeconds(logBytesPerSec), ...(cache === undefined ? {} : { cacheBytes: cache }) });
    if (!rec.ok) return noConfiguration(platform, w, requiredLogBytes, rec);
    proposal = rec.proposal;
    config = { pages: proposal.logFilePages, primary: proposal.primaryFiles, secondary: proposal.secondaryFiles, buffer: proposedBufferPages(w.puts, w.msgBytes) };
  } else {
    config = { pages: values.logFilePages as number, primary: values.primaryFiles as number, secondary: values.secondaryFiles as number, buffer: values.logBufferPages as number };
    const errors = checkLimits({ pages: config.pages, primary: config.primary, secondary: config.secondary, platform });
    if (errors.length) return { ok: false as const, errors };
  }
  const { pages, primary, secondary, buffer } = config;

  const logFileBytes = pages * PAGE_BYTES;
  const primaryBytes = primary * logFileBytes;
  const maxLogBytes = (primary + secondary) * logFileBytes;
  // IBM takes 0 as 512 and 1–17 as 18 (Log stanza of qm.ini).
  const bufferPages = buffer === 0 ? DEFAULT_BUFFER_PAGES : Math.max(buffer, MIN_BUFFER_PAGES);
  const logBufferBytes = bufferPages * PAGE_BYTES;
  // A rate so small that the division overflows is, for any purpose, never.
  const fillSeconds = primaryBytes / logBytesPerSec;
  const secondsToFillPrimary: number | 'never' = logBytesPerSec > 0 && Number.isFinite(fillSeconds) ? fillSeconds : 'never';
  const fitsInCache = cache === undefined ? null : primaryBytes <= cache;
  const physicalBytesPerSecMax = logBytesPerSec * physicalRatio;
  const archiveBytesPerDay = logType === 'linear' ? logBytesPerSec * SECONDS_PER_DAY : null;

  const configSteps: WorkStep[] = [
    { label: 'One log file', formula: 'logFileBytes = LogFilePages × 4,096', substituted: `${num(pages)} × 4,096 = ${bytesWithReadable(logFileBytes)}`, output: 'logFileBytes' },
    { label: 'Primary log space (pre-allocated)', formula: 'primaryBytes = LogPrimaryFiles × logFileBytes', substituted: `${num(primary)} × ${num(logFileBytes)} = ${bytesWithReadable(primaryBytes)}`, output: 'primaryBytes' },
    { label: 'Largest the log can grow', formula: 'maxLogBytes = (LogPrimaryFiles + LogSecondaryFiles) × LogFilePages × 4,096', substituted: `(${num(primary)} + ${num(secondary)}) × ${num(pages)} × 4,096 = ${bytesWithReadable(maxLogBytes)}`, output: 'maxLogBytes' },
    {
      label: 'Log buffer',
      formula: 'logBufferBytes = (LogBufferPages; 512 when it is 0, 18 when 1–17) × 4,096',
      substituted: `${buffer === bufferPages ? num(buffer) : `${num(buffer)} → ${num(bufferPages)}`} × 4,096 = ${bytesWithReadable(logBufferBytes)}`,
      output: 'logBufferBytes',
    },
  ];
  const timeSteps: WorkStep[] = [
    {
      label: 'Time to write the primary log space once',
      formula: 'secondsToFillPrimary = primaryBytes ÷ logBytesPerSec',
      substituted:
        secondsToFillPrimary === 'never'
          ? `${num(primaryBytes)} ÷ ${num(logBytesPerSec, 1)}: nothing measurable is logged, so never`
          : `${num(primaryBytes)} ÷ ${num(logBytesPerSec, 1)} = ${num(secondsToFillPrimary, 1)} s${secondsToFillPrimary >= 60 ? ` (${readableSeconds(secondsToFillPrimary)})` : ''}`,
      output: 'secondsToFillPrimary',
    },
    {
      label: 'Physical log writes, up to (derived from the Linux report’s amqsrua samples)',
      formula: `physicalBytesPerSecMax = logBytesPerSec × (${ratioText(worst)} physical over logical bytes/s, 1 requester, 2KB)`,
      substituted: `${num(logBytesPerSec, 1)} × ${num(physicalRatio, 4)} = ${num(physicalBytesPerSecMax, 0)} bytes/s (${readableBytes(physicalBytesPerSecMax)}/s)`,
      output: 'physicalBytesPerSecMax',
    },
  ];
  if (archiveBytesPerDay !== null) {
    timeSteps.push({
      label: 'Linear log: log files written per day, to archive or delete',
      formula: 'archiveBytesPerDay = logBytesPerSec × 86,400',
      substituted: `${num(logBytesPerSec, 1)} × 86,400 = ${bytesWithReadable(Math.round(archiveBytesPerDay))}`,
      output: 'archiveBytesPerDay',
    });
  }
  if (cache !== undefined) {
    timeSteps.push({
      label: 'Primary log set inside the write cache',
      formula: 'fitsInCache = primaryBytes ≤ cache bytes',
      substituted: `${num(primaryBytes)} ${fitsInCache ? '≤' : '>'} ${num(cache)} → ${fitsInCache ? 'yes' : 'no'}`,
      output: 'fitsInCache',
    });
  }
  const work: WorkStep[] =
    mode === 'recommend' && proposal
      ? [...rate.steps, ...proposalSteps(proposal, platform, buffer, w, requiredLogBytes), ...configSteps, ...timeSteps]
      : [...configSteps, ...rate.steps, ...timeSteps];

  const warnings: string[] = [];
  if (requiredLogBytes > maxLogBytes) {
    warnings.push(
      `The longest unit of work (${readableSeconds(w.uowSec)}) needs about ${readableBytes(requiredLogBytes)} of log by IBM's rule, more than the ${readableBytes(maxLogBytes)} the primary and secondary files can hold: add primary files, make the files larger (only at crtmqm), or shorten the unit of work. When the log fills, MQ rolls back the oldest transactions (AMQ7469) and the application gets reason 2003.`,
    );
  } else if (typeof secondsToFillPrimary === 'number' && w.uowSec > secondsToFillPrimary) {
    warnings.push(
      `A unit of work open for ${readableSeconds(w.uowSec)} outlasts one pass through the primary log (${readableSeconds(secondsToFillPrimary)}), so secondary files will be allocated, formatted and later deleted while it runs, which costs throughput.`,
    );
  }
  if (fitsInCache === true && maxLogBytes > (cache as number)) {
    warnings.push(`The primary files fit in the cache but the secondary files would take the log past it (${readableBytes(maxLogBytes)} in all); once secondaries are in use, writes may no longer all be cached.`);
  }
  if (fitsInCache === false) {
    warnings.push(
      mode === 'recommend' && requiredLogBytes > (cache as number)
        ? `IBM’s rule alone (${readableBytes(requiredLogBytes)}) is larger than the write cache, so no log that holds it can fit the cache; shorter units of work would allow a smaller log.`
        : 'The primary log space is larger than the write cache, as with the 4GB log set that ran slower in the Linux report (Table 1). If the log is larger than the workload needs, a smaller set may run faster; never size it below what your longest unit of work requires.',
    );
  }
  if (primary <= secondary) {
    warnings.push('IBM notes that with no more primary than secondary files the queue manager might allocate secondary files before a checkpoint is taken; define more primary files than secondary ones.');
  }
  if (buffer > 0 && buffer < MIN_BUFFER_PAGES) {
    warnings.push(`LogBufferPages=${num(buffer)} is taken as ${MIN_BUFFER_PAGES}: IBM documents 0 or ${MIN_BUFFER_PAGES}–${MAX_BUFFER_PAGES}, a value from 1 to 17 being replaced by ${MIN_BUFFER_PAGES} (Log stanza of qm.ini).`);
  } else if (buffer > 0 && buffer < LINUX_REPORT_MIN_BUFFER_PAGES) {
    warnings.push(`The Linux report (2017) calls ${LINUX_REPORT_MIN_BUFFER_PAGES} pages the minimum (line 393), but IBM’s 2020 best practices suggest values as small as ${SMALLEST_BUFFER_IBM_MENTIONS} pages for under ${LIGHT_PUTS_PER_SEC} small persistent messages a second, so ${num(buffer)} is a documented choice for a light workload.`);
  }
  const extentSeconds = logBytesPerSec > 0 ? logFileBytes / logBytesPerSec : Infinity;
  if (extentSeconds < EXTENT_MIN_SECONDS) {
    warnings.push(`One log file of ${readableBytes(logFileBytes)} holds ${num(extentSeconds, 1)} s of this workload’s log; IBM’s 2020 best practices ask for at least ${EXTENT_MIN_SECONDS} s per extent${pages === MAX_PAGES ? ', more than IBM’s largest file holds at this rate: spread the workload over more queue managers' : ''}.`);
  }
  if (mode === 'check' && bufferPages < MAX_BUFFER_PAGES) {
    warnings.push(`The Linux persistent-messaging report recommends LogBufferPages=4096 (16 MiB; Best Practice #6); this buffer is ${readableBytes(logBufferBytes)}.`);
  }
  if (archiveBytesPerDay !== null) {
    warnings.push(
      `Linear log: every file is kept until it is no longer needed for restart or media recovery, so about ${readableBytes(archiveBytesPerDay)} of log files a day (at this rate) must be archived or deleted once AMQ7467I and AMQ7468I say they are no longer needed; LogManagement=Automatic (MQ 9.0.2 and later) lets the queue manager do it. Media recovery needs media images of your objects: the oldest file it needs only moves on when images are recorded, by rcdmqimg or by automatic media imaging (ALTER QMGR IMGSCHED(AUTO), every 60 minutes by default, IMGINTVL). Imaging copies queue contents into the log, so deep queues make it slow and large: image when queues are shallow.`,
    );
  }

  const links =
    mode === 'recommend'
      ? [
          {
            label: 'Check this configuration (opens check mode with these files, the buffer and your workload)',
            inputs: {
              mode: 'check',
              logFilePages: String(pages),
              primaryFiles: String(primary),
              secondaryFiles: String(secondary),
              logBufferPages: String(buffer),
              ...workloadInputs(values),
            },
          },
        ]
      : [{ label: 'Recommend a configuration for this workload instead', inputs: { mode: 'recommend', ...workloadInputs(values) } }];

  const verdict = mode === 'check' ? gradeLogCapacity({ primaryBytes, maxLogBytes, requiredBytes: requiredLogBytes }) : null;
  if (verdict !== null && verdict !== 'ok') {
    warnings.push('No stanza to copy: this configuration does not hold the workload in its primary files. Recommend mode proposes one that does.');
  }
  const uow = readableSeconds(w.uowSec);
  let summary: string;
  if (mode === 'recommend') {
    summary = `Use ${num(primary)} primary files of ${readableBytes(logFileBytes)} (LogFilePages=${num(pages)}): ${readableBytes(primaryBytes)} of primary log holds the ${readableBytes(requiredLogBytes)} IBM’s rule asks for a ${uow} unit of work, with ${num(secondary)} secondary files and LogBufferPages=${num(buffer)}.`;
  } else if (requiredLogBytes > maxLogBytes) {
    summary = `This log holds at most ${readableBytes(maxLogBytes)}; the workload needs about ${readableBytes(requiredLogBytes)} for a ${uow} unit of work: add primary files, use larger files, or shorten the longest unit of work (recommend mode proposes a configuration).`;
  } else if (requiredLogBytes > primaryBytes) {
    summary = `The primary files hold ${readableBytes(primaryBytes)}; the workload needs about ${readableBytes(requiredLogBytes)} for a ${uow} unit of work, so a unit of work that long spills into the secondary files (up to ${readableBytes(maxLogBytes)} in all).`;
  } else {
    summary = `The primary files hold ${readableBytes(primaryBytes)}, enough for the ${readableBytes(requiredLogBytes)} this workload needs for a ${uow} unit of work (IBM’s rule).`;
  }

  return {
    ok: true as const,
    summary,
    outputs: {
      logFileBytes,
      primaryBytes,
      maxLogBytes,
      logBufferBytes,
      logBytesPerSec,
      physicalBytesPerSecMax,
      secondsToFillPrimary,
      requiredLogBytes,
      fitsInCache,
      archiveBytesPerDay,
      recLogFilePages: proposal ? pages : null,
      recPrimaryFiles: proposal ? primary : null,
      recSecondaryFiles: proposal ? secondary : null,
      recLogBufferPages: proposal ? buffer : null,
      verdict,
    },
    work,
    warnings,
    // A stanza to copy only when it is the answer: the proposal, or a checked configuration whose
    // primary files hold the workload. Under "too small" a newcomer would copy the wrong one.
    snippets: mode === 'recommend' || verdict === 'ok' ? stanzaSnippets(config, platform, logType) : [],
    links,
  };
}

/** The workload inputs as the user gave them, for links between the two modes. */
function workloadInputs(values: InputValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['platform', 'logType', 'msgBytes', 'putsPerSec', 'msgsPerUow', 'longestUowSec', 'cacheBytes']) {
    const v = values[name];
    if (typeof v === 'number' || typeof v === 'string') out[name] = String(v);
  }
  return out;
}

/** Log sizing over this worst sample: the site's is read from data/; a test passes a changed copy's. */
export const logSizing = (worst: WorstSample): CalculatorDefinition => ({
  id: 'log-sizing',
  title: 'Recovery log sizing',
  group: 'log-and-disk',
  question: 'What log do I need for my persistent workload, and how does my Log stanza measure up?',
  appliesTo:
    'IBM MQ on UNIX, Linux and Windows (distributed), with the log limits of IBM’s MQ 9 documentation. The log-set comparison was measured with MQ V9.0.4 on Red Hat Enterprise Linux 7.2 with a RAID write cache (mq-linux-persistent); the HP-UX report’s advice dates from MQ V5.3, when the log buffer could not exceed 512 pages. Not for MQ for z/OS, whose logs are data sets.',
  inputs: [
    {
      kind: 'enum',
      name: 'mode',
      label: 'What to do',
      options: [
        { value: 'check', label: 'Check a Log stanza I have' },
        { value: 'recommend', label: 'Recommend a Log stanza for my workload' },
      ],
      default: 'recommend',
      help: 'Check computes what a configuration holds and how the workload fills it; recommend proposes the files and buffer for the workload (also as ?mode=recommend).',
    },
    { kind: 'enum', name: 'logType', label: 'Log type', options: [{ value: 'circular', label: 'Circular (crtmqm -lc, the default)' }, { value: 'linear', label: 'Linear (crtmqm -ll, for media recovery)' }], default: 'circular', help: 'Circular logs reuse their files; linear logs keep every file until it is archived or deleted, for media recovery.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'logFilePages', label: 'Log file pages', unit: 'pages of 4 KiB', min: 32, max: MAX_PAGES, integer: true, default: 4096, help: 'LogFilePages (crtmqm -lf): the size of every primary and secondary file. IBM’s limits are 64–65535 on UNIX and Linux, 32–65535 on Windows. It cannot be changed once the queue manager exists.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'primaryFiles', label: 'Primary log files', unit: 'files', min: 2, max: 510, integer: true, default: 3, help: 'LogPrimaryFiles (crtmqm -lp): pre-allocated files. 2–510 on UNIX and Linux, 2–254 on Windows; changeable at restart.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'secondaryFiles', label: 'Secondary log files', unit: 'files', min: 1, max: 509, integer: true, default: 2, help: 'LogSecondaryFiles (crtmqm -ls): allocated when the primaries are full. 1–509 on UNIX and Linux, 1–253 on Windows; primary plus secondary at most 511 (255 on Windows).' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'logBufferPages', label: 'Log buffer pages', unit: 'pages of 4 KiB', min: 0, max: MAX_BUFFER_PAGES, integer: true, default: 0, help: 'LogBufferPages in qm.ini: 0 lets the queue manager choose (512 pages, 2 MiB); otherwise 18 to 4096 (16 MiB), IBM taking 1–17 as 18. The Linux report (2017) recommends 4096 and calls 128 its minimum; IBM’s 2020 best practices find the default suits most installations and use as few as 32 for light workloads. Takes effect at the next restart.' },
    { kind: 'enum', name: 'platform', label: 'Platform', options: [{ value: 'unix', label: 'UNIX and Linux' }, { value: 'windows', label: 'Windows' }], default: 'unix', help: 'The file-count and file-size limits differ between UNIX/Linux and Windows.' },
    { kind: 'number', name: 'msgBytes', label: 'Message size', unit: 'bytes', min: 0, max: 104857600, integer: true, default: 2048, help: 'Length of each persistent message (up to MQ’s 100 MiB maximum).' },
    { kind: 'number', name: 'putsPerSec', label: 'Persistent puts per second', unit: 'messages/s', min: 0, max: 10000000, default: 1000, help: 'Peak rate of persistent messages put. Each is assumed to be got later at the same rate, and both put and get run under syncpoint.' },
    { kind: 'number', name: 'msgsPerUow', label: 'Messages per unit of work', unit: 'messages', min: 1, max: 1000000, integer: true, default: 1, help: 'How many puts (and, separately, gets) each commit covers; one commit record per unit of work.' },
    { kind: 'number', name: 'longestUowSec', label: 'Longest unit of work', unit: 's', min: 0, max: 31536000, default: 60, help: 'The longest a transaction may stay open before you would rather MQ rolled it back.' },
    { kind: 'number', name: 'measuredLogBytesPerSec', label: 'Measured log bytes per second', unit: 'bytes/s', min: 0, max: 1e12, optional: true, help: 'Optional: the logical log bytes per second your queue manager writes, as amqsrua reports them ("Log - logical bytes written", the …/sec figure; /check/ fills this in from a paste). When given, it replaces the estimate from message size and rate.' },
    { kind: 'number', name: 'cacheBytes', label: 'Write cache for the log', unit: 'bytes', min: 0, max: 1e15, integer: true, optional: true, help: 'Optional: the part of a RAID, SAN or device write cache that the log can use (2 GiB = 2147483648). Leave empty if there is none or you do not know.' },
  ],
  outputs: [
    { name: 'recLogFilePages', label: 'Recommended LogFilePages', unit: 'count', noun: 'pages of 4 KiB', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recPrimaryFiles', label: 'Recommended LogPrimaryFiles', unit: 'count', noun: 'files', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recSecondaryFiles', label: 'Recommended LogSecondaryFiles', unit: 'count', noun: 'files', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recLogBufferPages', label: 'Recommended LogBufferPages', unit: 'count', noun: 'pages of 4 KiB', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'verdict', label: 'Verdict: does the log hold the workload?', unit: 'verdict', optional: true, onlyWhen: { input: 'mode', values: ['check'] }, help: 'As IBM grades it (rule log.capacity): ok when the primary files alone hold the need, warning when only primaries with secondaries do (secondaries are formatted when used, a performance penalty), error when not even all the files do.' },
    { name: 'logFileBytes', label: 'Size of one log file', unit: 'bytes' },
    { name: 'primaryBytes', label: 'Primary log space', unit: 'bytes', help: 'Allocated when the queue manager is created; what amqsrua reports as "Log - bytes in use" once all primaries are formatted.' },
    { name: 'maxLogBytes', label: 'Maximum log space', unit: 'bytes', help: 'Primary plus secondary files: amqsrua’s "Log - bytes max".' },
    { name: 'logBufferBytes', label: 'Log buffer', unit: 'bytes' },
    { name: 'logBytesPerSec', label: 'Log written per second (logical)', unit: 'bytes/s', help: 'Logical log bytes from IBM’s record sizes, excluding checkpoints and rollbacks.' },
    { name: 'physicalBytesPerSecMax', label: 'Physical log writes, up to (derived)', unit: 'bytes/s', help: 'The disk can be asked for up to about 4 times the logical bytes when few applications commit small messages (partly filled 4 KiB pages; Linux report, 1 requester, 2KB) and about the same as logical when many applications share each write (60 requesters, 200KB). Plan disk bandwidth between the two.' },
    { name: 'secondsToFillPrimary', label: 'Time to write the primary space once', unit: 'seconds' },
    { name: 'requiredLogBytes', label: 'Log needed for the longest unit of work', unit: 'bytes', help: 'IBM’s rule of thumb: 2 × (N + 1) × bytes per second, for a transaction open N seconds.' },
    { name: 'fitsInCache', label: 'Primary log fits in the write cache', unit: 'boolean', optional: true, help: 'Only when a cache size is given.' },
    { name: 'archiveBytesPerDay', label: 'Log files to archive per day (linear)', unit: 'bytes', optional: true, onlyWhen: { input: 'logType', values: ['linear'] }, help: 'A linear log keeps every file until it is archived or deleted: the logical bytes logged in a day at this rate.' },
  ],
  formulas: [
    'logFileBytes = LogFilePages × 4,096',
    'primaryBytes = LogPrimaryFiles × logFileBytes',
    'maxLogBytes = (LogPrimaryFiles + LogSecondaryFiles) × LogFilePages × 4,096',
    'logBufferBytes = (LogBufferPages, or 512 when 0) × 4,096',
    'put = 750 + message bytes (+ 300 per 15,700-byte segment when the message needs more than one)',
    'logBytesPerSec = puts/s × (put + 260) + 2 × (puts/s ÷ messages per unit of work) × 750',
    'secondsToFillPrimary = primaryBytes ÷ logBytesPerSec',
    'requiredLogBytes = 2 × (longest unit of work + 1) × logBytesPerSec',
    'fitsInCache = primaryBytes ≤ write cache',
    `physicalBytesPerSecMax = logBytesPerSec × ${ratioText(worst)} (the Linux report’s worst physical-to-logical ratio)`,
    'Linear logs: archiveBytesPerDay = logBytesPerSec × 86,400',
    'verdict = ok when primaryBytes ≥ requiredLogBytes; warning when maxLogBytes ≥ requiredLogBytes; else error (rule log.capacity)',
    'Recommend: LogFilePages = the smallest of 4,096, 16,384 and 65,535 that holds 10 s of the log (IBM 2020) and needs at most 64 primaries; LogPrimaryFiles = max(3, ⌈requiredLogBytes ÷ file bytes⌉); LogSecondaryFiles = min(max(2, ⌈primary ÷ 4⌉), primary − 1); LogBufferPages = 4,096 from 100 puts/s or 10 KiB messages, else 512',
  ],
  explanation: [
    'Recommend mode. Give the workload and the calculator proposes a Log stanza whose primary files alone hold IBM’s rule for the longest unit of work, within IBM’s limits for the platform. Fewer, larger files mean fewer files to allocate, switch and archive, but a circular log reuses (and a linear log archives) whole files, so large files free space in large steps and pre-allocate more disk at crtmqm; more, smaller files track the need more closely. That is why the proposal uses IBM’s 16 MiB default until it would need more than 64 files, then the 64 MiB files the Linux report measured, then the largest file IBM allows. A log that fits a write cache ran faster in the Linux report, so with a cache size the proposal keeps the primary space inside it when IBM’s rule allows. A larger log does not by itself slow a restart: IBM’s 2019 restart measurements found restart time grows with the log records replayed since the last checkpoint and with long-running transactions, so keep units of work short rather than the log large. If no configuration can hold the rule (the most is 510 files of 65,535 pages on UNIX and Linux, 254 on Windows), the alert says what would: shorter units of work, less logged per second, or more queue managers.',
    'Circular or linear. A circular log (the default, crtmqm -lc, and what every test in the Linux report used) reuses its primary files: once a checkpoint has moved the recovery point on, old files are overwritten, so its size only has to cover the work in flight. A linear log (crtmqm -ll) keeps every file for media recovery, so disk use grows until old files are archived or deleted; since MQ 9.0.2 the queue manager can manage that itself. The sizes computed here are the active log in both cases.',
    'Long-running units of work. Only records since the last complete checkpoint and those of open transactions are needed to restart, so one transaction left open holds the whole log behind it. The log then spills into secondary files, and when those are full MQ rolls back the oldest transactions (AMQ7469) and the application gets reason code 2003. IBM’s rule for the active log is at least 2 × (N + 1) × B bytes for a transaction open N seconds at B bytes per second. More log files are not free: a larger log set may no longer fit a write cache, and recovery takes longer. The report’s advice is to avoid long-running transactions rather than cater for them.',
    'Why a log that fits the cache ran faster. In the Linux report’s Table 1 (MQ V9.0.4, 2K request/reply, local HDDs behind a RAID controller with a 4GB battery-backed cache of which 2GB was eligible for write caching), the 1GB log set (16 × 64 MiB primaries) peaked at 87,338 round trips/s while the 4GB set (64 primaries) peaked at 70,435, because every write to the smaller set could be served from the cache. That is about 24% more (derived: 87,338 ÷ 70,435 = 1.24), though the smaller set needed 120 requesters instead of 60 to get there. Size the log for the workload and its longest unit of work, and no larger.',
    'Log rate model. The rate uses IBM’s documented log record sizes: a persistent put logs 750 bytes plus the message (a message longer than 15,700 bytes is split into segments, each with 300 bytes of overhead; we add that overhead only when there is more than one segment), a get 260 bytes and a commit 750. It counts each message as put and later got, each side committing every “messages per unit of work”. Checkpoints and rollbacks are left out: a checkpoint logs 750 bytes plus 200 per open transaction, by default once every 10,000 operations, a small fraction of the log unless hundreds of transactions are open at each checkpoint. The physical bytes written are higher when the logger writes many partial 4 KiB pages, as the report’s amqsrua figures show.',
  ],
  sources: Object.values(CITED),
  examples: [
    {
      label: 'The Linux report’s 1.5GB log: amqsrua “bytes in use” and “bytes max”',
      inputs: { logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2' },
      expected: { logFileBytes: 67108864, primaryBytes: 1610612736, maxLogBytes: 1744830464 },
      source: CITED.amqsrua,
    },
    {
      label: 'Table 1 Persistent-2: the 1GB log set inside the 2GB of RAID cache eligible for writes (line 570)',
      inputs: { logFilePages: '16384', primaryFiles: '16', secondaryFiles: '2', cacheBytes: '2147483648' },
      expected: { primaryBytes: 1073741824, maxLogBytes: 1207959552, fitsInCache: true },
      source: CITED.table1,
    },
    {
      label: 'Table 1 Persistent-1: the 4GB log set, no longer inside the cache',
      inputs: { logFilePages: '16384', primaryFiles: '64', secondaryFiles: '2', cacheBytes: '2147483648' },
      expected: { primaryBytes: 4294967296, maxLogBytes: 4429185024, fitsInCache: false },
      source: CITED.cache,
    },
    {
      label: 'LogBufferPages=0: the queue manager’s 512 pages',
      inputs: { logBufferPages: '0' },
      expected: { logBufferBytes: 2097152 },
      source: CITED.buffer,
    },
    {
      label: 'LogBufferPages=4096: the recommended maximum',
      inputs: { logBufferPages: '4096' },
      expected: { logBufferBytes: 16777216 },
      source: CITED.buffer,
    },
    {
      label: 'HP-UX V5.3 capacity tests: 12 × 64MB primaries, 512-page (2MB) buffer',
      inputs: { logFilePages: '16384', primaryFiles: '12', secondaryFiles: '2', logBufferPages: '512' },
      expected: { logFileBytes: 67108864, primaryBytes: 805306368, logBufferBytes: 2097152 },
      source: CITED.hpuxDq,
    },
    {
      label: '1,000 puts/s of 2 KiB messages, one per unit of work (IBM record sizes)',
      inputs: { mode: 'check', msgBytes: '2048', putsPerSec: '1000', msgsPerUow: '1', longestUowSec: '60' },
      // (750 + 2,048 + 260) × 1,000 + 2 × 1,000 × 750 = 4,558,000 bytes/s; 3 × 16 MiB ÷ that = 11.04 s.
      expected: { logBytesPerSec: 4558000, secondsToFillPrimary: 50331648 / 4558000, requiredLogBytes: 2 * 61 * 4558000 },
      source: CITED.logRecords,
    },
  ],
  compute: (values) => compute(worst, values),
});

export default logSizing(WORST);
