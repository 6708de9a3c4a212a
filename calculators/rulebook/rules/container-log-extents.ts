/**
 * Log extents in IBM's MQ container images: the extent size is fixed at 16 MB (LogFilePages 4096) and
 * IBM's own OpenShift tests reached a 1 GB log with 64 primary files (mq-openshift-configuration line 7).
 * With the extent fixed, IBM's sizing advice (one extent should hold at least 10 seconds of log data;
 * enough primaries for peak: mq-best-practices lines 1354–1363) can be met only through the number of
 * primaries, and at high log rates the 10-second target cannot be met at all. This rule says so; the
 * capacity verdict itself is the log-capacity rule's.
 */
import type { Finding } from '../types.ts';
import { parseCount, containerLinks } from './container-values.ts';
import { EXTENT_MIN_SECONDS } from './log-extent-seconds.ts';
import { PAGE_BYTES, PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { finding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/container.json' with { type: 'json' };

// The facts this rule combines are stated once, by the rules and limits that own them.
/** Bytes in one log page (LogFilePages counts 4 KiB pages). */
export const LOG_PAGE_BYTES = BigInt(PAGE_BYTES);
/** The extent size IBM's container images use and the operator could not change: 16 MB = 4096 pages (line 7). */
export const CONTAINER_LOG_FILE_PAGES = 4096n;
export const CONTAINER_LOG_EXTENT_BYTES = CONTAINER_LOG_FILE_PAGES * LOG_PAGE_BYTES;
/** Primary files IBM used in its OpenShift tests "to produce a total of 1GB" (line 7): a test setting, not a minimum. */
export const IBM_TEST_PRIMARY_FILES = 64n;
/** IBM's 10-second target for one extent: rule log.extent-seconds. */
export const MIN_SECONDS_PER_EXTENT = BigInt(EXTENT_MIN_SECONDS);
/** Primary plus secondary extents, and primaries alone, on UNIX and Linux: IBM's Log stanza limits. */
export const MAX_LOG_FILES_UNIX = BigInt(PLATFORM_LIMITS.unix.maxTotal);
export const MIN_PRIMARY_FILES = 2n;
export const MAX_PRIMARY_FILES = BigInt(PLATFORM_LIMITS.unix.maxPrimary);

export const containerLogExtentsRule = ruleFacts(facts, 'container.log-extents', [
  threshold({ CONTAINER_LOG_FILE_PAGES }, 'pages of 4 KiB (16 MiB extents)'),
  threshold({ IBM_TEST_PRIMARY_FILES }, 'primary files (IBM’s test setting, not a minimum)'),
  threshold({ MIN_SECONDS_PER_EXTENT }, 'seconds of peak log data per extent'),
]);

export interface LogExtentsInput {
  /** LogFilePages as configured, when it is known; IBM’s images use 4096. */
  logFilePages?: string;
  logPrimaryFiles: string;
  logSecondaryFiles?: string;
  /** Peak log data written, bytes per second (e.g. from amqsrua's log write rate), when known. */
  peakLogBytesPerSecond?: string;
}

const MIB = 1024n * 1024n;
/** Bytes as MiB with one decimal, exact (no float on the integer part). */
function mib(bytes: bigint): string {
  const tenths = (bytes * 10n + MIB / 2n) / MIB;
  return `${tenths / 10n}.${tenths % 10n} MiB`;
}

export function evaluateLogExtents(input: LogExtentsInput): Finding[] {
  const rule = containerLogExtentsRule;
  const sources = containerLinks(rule);
  const pages = input.logFilePages === undefined || input.logFilePages.trim() === '' ? CONTAINER_LOG_FILE_PAGES : parseCount(input.logFilePages, 'LogFilePages', 64n, 65535n);
  const primaries = parseCount(input.logPrimaryFiles, 'LogPrimaryFiles', MIN_PRIMARY_FILES, MAX_PRIMARY_FILES);
  const secondaries = input.logSecondaryFiles === undefined || input.logSecondaryFiles.trim() === '' ? 0n : parseCount(input.logSecondaryFiles, 'LogSecondaryFiles', 0n, MAX_LOG_FILES_UNIX);
  const peak = input.peakLogBytesPerSecond === undefined || input.peakLogBytesPerSecond.trim() === '' ? undefined : parseCount(input.peakLogBytesPerSecond, 'peak log bytes per second', 1n, 10n ** 12n);
  const extent = pages * LOG_PAGE_BYTES;
  const findings: Finding[] = [];

  if (pages !== CONTAINER_LOG_FILE_PAGES) {
    findings.push(finding(rule, {
      severity: 'info',
      title: `LogFilePages=${pages} (${mib(extent)} extents) differs from the 16 MB IBM’s images use`,
      recommended: 'Check that your image honours it (look at the extent size under the queue manager’s log directory); in IBM’s operator-managed images the extent size could not be changed.',
      why: 'IBM’s notes state the extents default to 16MB and could not be altered through the operator.',
    }, sources));
  }
  if (primaries + secondaries > MAX_LOG_FILES_UNIX) {
    findings.push(finding(rule, {
      severity: 'warning',
      title: `${primaries} primary + ${secondaries} secondary files is more than ${MAX_LOG_FILES_UNIX}`,
      recommended: `Keep LogPrimaryFiles + LogSecondaryFiles at ${MAX_LOG_FILES_UNIX} or fewer; with ${mib(extent)} extents that caps the log at ${mib(MAX_LOG_FILES_UNIX * extent)}.`,
      why: 'IBM MQ allows at most 511 primary plus secondary extents on UNIX and Linux.',
    }, sources));
  }
  findings.push(finding(rule, {
    severity: 'info',
    title: `${primaries} primary files of ${mib(extent)} hold ${mib(primaries * extent)} of log`,
    recommended: primaries < IBM_TEST_PRIMARY_FILES && pages === CONTAINER_LOG_FILE_PAGES ? `IBM’s OpenShift tests used ${IBM_TEST_PRIMARY_FILES} primaries (1 GB) with these extents; size yours for your peak and longest unit of work (the log-capacity check).` : 'Size the primaries for your peak load and longest unit of work (the log-capacity check).',
    why: 'With the extent size fixed, the number of primary files is the only way to size the active log.',
  }, sources));
  if (peak !== undefined) {
    const heldTenths = (extent * 10n) / peak;
    const held = `${heldTenths / 10n}.${heldTenths % 10n} s`;
    if (extent < peak * MIN_SECONDS_PER_EXTENT) {
      findings.push(finding(rule, {
        severity: 'warning',
        title: `At ${mib(peak)}/s of log data one ${mib(extent)} extent holds ${held}, under IBM’s 10-second target`,
        recommended: `An extent can hold 10 seconds only below ${mib(extent / MIN_SECONDS_PER_EXTENT)}/s. Where the extent cannot be enlarged, keep enough primaries that secondaries are never formatted at peak, or spread the load over more queue managers.`,
        why: 'Larger extents switch less often and leave more time to prepare the next log file; IBM’s initial target is 10 seconds of log data per extent.',
      }, sources));
    } else {
      findings.push(finding(rule, { severity: 'ok', title: `At ${mib(peak)}/s one ${mib(extent)} extent holds ${held}`, recommended: '', why: 'At least IBM’s 10-second target per extent.' }, sources));
    }
  }
  return findings;
}
