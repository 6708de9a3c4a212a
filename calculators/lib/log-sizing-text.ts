/**
 * Log sizing's words: the recommendation's worked steps, the message when no configuration can
 * hold the workload, and the stanza, crtmqm and container snippets. Split from log-sizing.ts.
 */
import type { ComputeResult, Snippet, WorkStep } from '../types.ts';
import { bytesWithReadable, num, readableBytes, readableSeconds } from '../format.ts';
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS, type Platform } from './log-limits.ts';
import type { LogProposal, recommendLog } from './log-recommendation.ts';
import { LIGHT_PUTS_PER_SEC } from '../rulebook/rules/log-buffer-pages.ts';

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
