/**
 * Log sizing's words: the recommendation's worked steps, the message when no configuration can
 * hold the workload, and the stanza, crtmqm and container snippets. Split from log-sizing.ts.
 */
import type { ComputeResult, Snippet, WorkStep } from '../types.ts';
import { bytesWithReadable, num, readableBytes, readableSeconds } from '../format.ts';
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS, type Platform } from './log-limits.ts';
import type { LogProposal, recommendLog } from './log-recommendation.ts';
import { LIGHT_PUTS_PER_SEC } from '../rulebook/log-numbers.ts';
import { LOG_RECORD, logRate } from './log-workload.ts';

const MAX_PAGES = MAX_FILE_PAGES;
type LogType = 'circular' | 'linear';

/** The workload as log sizing's inputs give it. */
export interface Workload {
  msgBytes: number;
  puts: number;
  perUow: number;
  uowSec: number;
}

export function proposalSteps(p: LogProposal, platform: Platform, buffer: number, w: Workload, requiredLogBytes: number): WorkStep[] {
  const fileBytes = p.logFilePages * PAGE_BYTES;
  return [
    {
      label: `File size: ${p.fileSizeReason}`,
      formula: 'LogFilePages = the smallest of 4,096 (IBM’s default, 16 MiB), 16,384 (64 MiB) and 65,535 (≈256 MiB) that needs at most 64 primary files',
      substituted: `LogFilePages = ${num(p.logFilePages)} (${readableBytes(fileBytes)} per file)`,
      output: 'recLogFilePages',
    },
    {
      label: 'Primary files: enough to hold IBM’s rule on their own (at least IBM’s default 3)',
      formula: `LogPrimaryFiles = max(3, ⌈requiredLogBytes ÷ file bytes⌉), at most ${PLATFORM_LIMITS[platform].maxPrimary} on ${PLATFORM_LIMITS[platform].name}`,
      substituted: `max(3, ⌈${num(Math.round(requiredLogBytes))} ÷ ${num(fileBytes)}⌉) = ${num(p.primaryFiles)}, holding ${bytesWithReadable(p.primaryBytes)}`,
      output: 'recPrimaryFiles',
    },
    {
      label: 'Secondary files: room for a unit of work that overruns, fewer than the primaries (IBM)',
      formula: `LogSecondaryFiles = min(max(2, ⌈primary ÷ 4⌉), primary − 1, ${PLATFORM_LIMITS[platform].maxTotal} − primary)`,
      substituted: `LogSecondaryFiles = ${num(p.secondaryFiles)}`,
      output: 'recSecondaryFiles',
    },
    {
      label: 'Log buffer',
      formula: `LogBufferPages = 4,096 when puts/s ≥ ${LIGHT_PUTS_PER_SEC} or messages ≥ 10 KiB (the Linux report’s Best Practice #6, 2017), else IBM’s default 512 (IBM’s 2020 best practices: the default suits most installations)`,
      substituted: `${num(w.puts)} puts/s, ${readableBytes(w.msgBytes)} messages → LogBufferPages = ${num(buffer)}`,
      output: 'recLogBufferPages',
    },
  ];
}

export function noConfiguration(platform: Platform, w: Workload, requiredLogBytes: number, rec: Extract<ReturnType<typeof recommendLog>, { ok: false }>): ComputeResult {
  const lim = PLATFORM_LIMITS[platform];
  const options = [
    rec.maxUowSec !== undefined ? `shorten the longest unit of work to ${readableSeconds(rec.maxUowSec)} or less` : undefined,
    `log at most ${readableBytes(rec.maxBytesPerSec)}/s per queue manager (fewer or smaller persistent messages, or more messages per unit of work)`,
    `spread the workload over ${num(rec.queueManagers)} or more queue managers`,
  ].filter((o): o is string => o !== undefined);
  return {
    ok: false,
    errors: [
      {
        input: 'longestUowSec',
        message: `Longest unit of work (longestUowSec): no configuration within IBM’s limits can hold this workload. IBM’s rule needs ${readableBytes(requiredLogBytes)} of log for a ${readableSeconds(w.uowSec)} unit of work, and the most the primary files can hold on ${lim.name} is ${num(lim.maxPrimary)} × ${num(MAX_PAGES)} pages × 4 KiB = ${readableBytes(rec.limitBytes)}. To make it possible: ${options.join('; or ')}.`,
      },
    ],
  };
}

export function stanzaSnippets(c: { pages: number; primary: number; secondary: number; buffer: number }, platform: Platform, logType: LogType): Snippet[] {
  const linear = logType === 'linear';
  const logPath = platform === 'windows' ? 'C:\\ProgramData\\IBM\\MQ\\log\\QM1\\' : '/var/mqm/log/QM1/';
  const stanza = [
    'Log:',
    `   LogPrimaryFiles=${c.primary}`,
    `   LogSecondaryFiles=${c.secondary}`,
    `   LogFilePages=${c.pages}`,
    `   LogType=${linear ? 'LINEAR' : 'CIRCULAR'}`,
    `   LogBufferPages=${c.buffer}`,
    `   LogPath=${logPath}`,
    '   LogWriteIntegrity=TripleWrite',
    ...(linear ? ['   LogManagement=Automatic'] : []),
  ].join('\n');
  const crtmqm = `crtmqm ${linear ? '-ll' : '-lc'} -lf ${c.pages} -lp ${c.primary} -ls ${c.secondary} QM1`;
  const container = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: qm1-log',
    'data:',
    '  log.ini: |',
    '    Log:',
    `      LogPrimaryFiles=${c.primary}`,
    `      LogSecondaryFiles=${c.secondary}`,
    `      LogFilePages=${c.pages}`,
    `      LogBufferPages=${c.buffer}`,
    '---',
    '# In the QueueManager resource:',
    'spec:',
    '  queueManager:',
    '    ini:',
    '      - configMap:',
    '          name: qm1-log',
    '          items:',
    '            - log.ini',
  ].join('\n');
  return [
    {
      label: `qm.ini Log stanza (QM1 and the LogPath are placeholders for your queue manager; LogFilePages and LogType only take effect when the queue manager is created; LogWriteIntegrity=TripleWrite is IBM’s default, which the Linux report says always to use${linear ? '; LogManagement=Automatic needs MQ 9.0.2 or later' : ''})`,
      language: 'ini',
      text: stanza,
    },
    {
      label: `crtmqm flags (replace QM1 with the queue manager name; ${linear ? '-ll is linear logging' : '-lc is circular logging, the default'}; LogBufferPages is set in qm.ini only)`,
      language: 'shell',
      text: crtmqm,
    },
    {
      label: 'MQ container (IBM MQ Operator): the same Log settings as an INI file in a ConfigMap. IBM’s container creates the queue manager with crtmqm -ii /etc/mqm/, so they apply when the queue manager is first created; the container sets the log path and type itself.',
      language: 'text',
      text: container,
    },
  ];
}

/** IBM's limits on the pasted counts, each error naming its input and range. */
export function checkLimits(v: { pages: number; primary: number; secondary: number; platform: Platform }) {
  const lim = PLATFORM_LIMITS[v.platform];
  const errors: { input: string; message: string }[] = [];
  if (v.pages < lim.minPages) {
    errors.push({ input: 'logFilePages', message: `Log file pages (logFilePages) must be a whole number from ${lim.minPages} to ${MAX_PAGES} on ${lim.name}; got ${v.pages}` });
  }
  if (v.primary > lim.maxPrimary) {
    errors.push({ input: 'primaryFiles', message: `Primary log files (primaryFiles) must be a whole number from 2 to ${lim.maxPrimary} on ${lim.name}; got ${v.primary}` });
  }
  if (v.secondary > lim.maxSecondary) {
    errors.push({ input: 'secondaryFiles', message: `Secondary log files (secondaryFiles) must be a whole number from 1 to ${lim.maxSecondary} on ${lim.name}; got ${v.secondary}` });
  } else if (v.primary <= lim.maxPrimary && v.primary + v.secondary > lim.maxTotal) {
    errors.push({
      input: 'secondaryFiles',
      message: `Secondary log files (secondaryFiles) plus primary log files may total at most ${lim.maxTotal} on ${lim.name}, so with ${v.primary} primary files it must be from 1 to ${lim.maxTotal - v.primary}; got ${v.secondary}`,
    });
  }
  return errors;
}

/** What the workload logs: bytes per put, per second, and IBM's rule for the longest unit of work. */
export function workloadLog(w: Workload, measuredBytesPerSec?: number) {
  const estimate = logRate({ msgBytes: w.msgBytes, putsPerSec: w.puts, msgsPerUow: w.perUow, longestUowSec: w.uowSec });
  const { putBytes } = estimate;
  // A rate measured on the queue manager (amqsrua's logical bytes/s, linked from /check/) replaces the estimate from record sizes.
  const logBytesPerSec = measuredBytesPerSec ?? estimate.logBytesPerSec;
  const requiredLogBytes = measuredBytesPerSec === undefined ? estimate.requiredLogBytes : 2 * (w.uowSec + 1) * logBytesPerSec;
  const segments = w.msgBytes > LOG_RECORD.segmentBytes ? Math.ceil(w.msgBytes / LOG_RECORD.segmentBytes) : 0;
  const steps: WorkStep[] = [
    {
      label: 'Log bytes per persistent put',
      formula: segments ? 'put = 750 + message bytes + 300 × ⌈message bytes ÷ 15,700⌉' : 'put = 750 + message bytes',
      substituted: segments ? `750 + ${num(w.msgBytes)} + 300 × ${num(segments)} = ${num(putBytes)} bytes` : `750 + ${num(w.msgBytes)} = ${num(putBytes)} bytes`,
    },
    measuredBytesPerSec !== undefined ? {
      label: 'Log bytes per second, as measured (amqsrua "Log - logical bytes written" per second)',
      formula: 'logBytesPerSec = the measured logical bytes per second (replaces the estimate from message size and rate)',
      substituted: `${num(logBytesPerSec, 1)} bytes/s (${readableBytes(logBytesPerSec)}/s)`,
      output: 'logBytesPerSec',
    } : {
      label: 'Log bytes per second (each message put and later got, both under syncpoint)',
      formula: 'logBytesPerSec = puts/s × (put + 260 per get) + 2 × (puts/s ÷ messages per unit of work) × 750 per commit',
      substituted: `${num(w.puts)} × (${num(putBytes)} + 260) + 2 × (${num(w.puts)} ÷ ${num(w.perUow)}) × 750 = ${num(logBytesPerSec, 1)} bytes/s (${readableBytes(logBytesPerSec)}/s)`,
      output: 'logBytesPerSec',
    },
    {
      label: 'Log needed for the longest unit of work (IBM)',
      formula: 'requiredLogBytes = 2 × (longest unit of work in s + 1) × logBytesPerSec',
      substituted: `2 × (${num(w.uowSec)} + 1) × ${num(logBytesPerSec, 1)} = ${bytesWithReadable(Math.round(requiredLogBytes))}`,
      output: 'requiredLogBytes',
    },
  ];
  return { logBytesPerSec, requiredLogBytes, steps };
}
