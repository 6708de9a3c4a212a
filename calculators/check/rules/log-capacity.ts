/**
 * Log capacity against the workload, by the log sizing calculator itself (IBM's rule: the primary
 * files hold 2 × (longest unit of work + 1) × log bytes per second), so the checker and the
 * calculator can never disagree. The finding links both modes of the calculator with the values.
 */
import logSizing from '../../log-sizing.ts';
import { runCalculator } from '../../inputs.ts';
import { readableBytes as formatBytes } from '../../format.ts';
import type { Platform } from '../../lib/log-limits.ts';
import { SOURCES } from '../sources.ts';
import type { Finding, IniStanza, Workload } from '../types.ts';

const valueOf = (stanza: IniStanza, key: string) => stanza.entries.find((e) => e.key.toLowerCase() === key.toLowerCase())?.value.trim();

export function checkLogCapacity(stanza: IniStanza, platform: Platform, workload: Workload): Finding[] {
  const logType = (valueOf(stanza, 'LogType') ?? 'CIRCULAR').toLowerCase();
  const workloadParams = {
    platform,
    logType: logType === 'linear' ? 'linear' : 'circular',
    msgBytes: String(workload.msgBytes),
    putsPerSec: String(workload.putsPerSec),
    msgsPerUow: String(workload.msgsPerUow),
    longestUowSec: String(workload.longestUowSec),
  };
  const configuration = {
    logFilePages: valueOf(stanza, 'LogFilePages') ?? '4096',
    primaryFiles: valueOf(stanza, 'LogPrimaryFiles') ?? '3',
    secondaryFiles: valueOf(stanza, 'LogSecondaryFiles') ?? '2',
    logBufferPages: valueOf(stanza, 'LogBufferPages') ?? '0',
  };
  const recommend = { label: 'Log sizing: recommend a Log stanza for this workload', href: `/calculators/log-sizing/?${new URLSearchParams({ mode: 'recommend', ...workloadParams })}` };
  const run = runCalculator(logSizing, { mode: 'check', ...workloadParams, ...configuration });
  if (!run.ok) {
    // Out-of-range values are reported by the stanza rules; capacity cannot be judged without valid ones.
    return [{ rule: 'log.capacity', severity: 'info', title: 'Log capacity was not checked: the Log stanza has values outside IBM’s ranges', recommended: 'Correct the values flagged above, or let the calculator propose a stanza.', why: run.errors.map((e) => e.message).join(' '), line: stanza.line, sources: [SOURCES.logSize], calculator: recommend }];
  }
  const primary = Number(run.outputs.primaryBytes);
  const required = Number(run.outputs.requiredLogBytes);
  const holds = primary >= required;
  return [
    {
      rule: 'log.capacity',
      severity: holds ? 'ok' : 'error',
      title: holds
        ? `The primary files (${formatBytes(primary)}) hold the ${formatBytes(required)} this workload needs`
        : `The primary files hold ${formatBytes(primary)}; this workload needs ${formatBytes(required)}`,
      recommended: holds ? '' : 'Add primary files or make them larger (LogFilePages is fixed at crtmqm), shorten the longest unit of work, or take the calculator’s proposal.',
      why: `IBM sizes the log so that the primary files alone hold 2 × (longest unit of work + 1 s) × the log written per second: here ${workload.putsPerSec.toLocaleString('en-GB')} puts/s of ${workload.msgBytes.toLocaleString('en-GB')} bytes with units of work up to ${workload.longestUowSec.toLocaleString('en-GB')} s. A unit of work that outlives the log is rolled back.`,
      line: stanza.line,
      sources: [SOURCES.logSize, SOURCES.logGuide],
      calculator: holds ? { label: 'Log sizing: this configuration checked in full', href: `/calculators/log-sizing/?${new URLSearchParams({ mode: 'check', ...workloadParams, ...configuration })}` } : recommend,
    },
  ];
}
