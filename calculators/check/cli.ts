/**
 * mqcheck: the configuration checker from the command line, for a pipeline (like kube-linter or
 * MySQLTuner) and for a server with nothing but Node (the one-file build, /mqcheck.mjs). Reads each
 * FILE (or standard input for "-") and prints the findings as text, as the full JSON report, as
 * SARIF, or with --json as the flat array of findings it has always printed; or a fleet at a glance,
 * one row per queue manager over every file, as a table or CSV. Exit status: 2 when an option or a
 * file is wrong (the other files are still checked), else 1 when a finding is at least as severe as
 * --fail-on, else 0. Pure apart from the I/O passed in, so tests run it directly.
 *
 * Against an earlier run (--baseline: an earlier JSON or SARIF report, or the earlier input;
 * --compare: an earlier gather) each finding is new, unchanged or fixed, matched by fingerprint,
 * and --fail-on counts only what is new; --compare also lists what changed per queue manager.
 */
import { fleetCsv } from './fleet/csv.ts';
import { fleetText } from './fleet/text-table.ts';
import { checkFile, type FileReport } from './cli/file-report.ts';
import { fleetStatus, readFleet, type FleetSources } from './cli/fleet-report.ts';
import { findingsArray, fullReport } from './cli/json-report.ts';
import { failsOn, parseArgs, type CliOptions, type FailOn } from './cli/options.ts';
import { toSarif } from './cli/sarif.ts';
import { fileText, summaryLine } from './cli/text-report.ts';
import { baseDir, pathFromBase } from './cli/base-dir.ts';
import { beforeAfter, type FileBeforeAfter } from './cli/before-after.ts';
import { readEarlierRun, type EarlierSources } from './cli/earlier-files.ts';
import { changeCount } from './compare/diff.ts';
import type { FleetRow } from './fleet/types.ts';

export type { JsonFinding, Report, ReportFile, ReportFinding } from './cli/json-report.ts';
export { REPORT_VERSION } from './cli/json-report.ts';

export interface CliIo extends FleetSources {
  /** A file's bytes ("-": standard input); throws as Node's readFileSync does (ENOENT, EISDIR…). */
  readFile(path: string): Uint8Array;
  /** The members of an archive given to --baseline or --compare; undefined when the path is not one. */
  readArchive?: EarlierSources['readArchive'];
  /** The folder the command runs in (file names are relative to it): the default base of SARIF's relative URIs. */
  cwd?: string;
  out(text: string): void;
  err(text: string): void;
  /** SITE_URL: where the site is published, for absolute links to the rules (the one-file build brings its own). */
  siteUrl?: string;
}

export const USAGE = `Usage: mqcheck [--format=text|json|sarif|table|csv] [--fail-on=error|warning|note|never]
               [--platform=unix|windows] [--site-url=URL] [--base-dir=DIR]
               [--baseline=EARLIER | --compare=EARLIER] [--json] FILE...

Checks mqconfig output, ulimit -a, /proc limits, sysctl -a or sysctl.conf, qm.ini files, MQSC
and runmqsc output and mq-gather.sh reports, and reads amqsrua, mqldt, fio, DISPLAY QMSTATUS, dspmq
and ping output, against the MQ Performance Field Guide's rulebook. "-" reads standard input.

  --format=text     findings as lines, worst first (the default)
  --format=json     the full report: {"version", "files": [{file, problem, recognised, values,
                    readings, notRead, findings}]}
  --format=sarif    SARIF 2.1.0, for code scanning (GitHub, GitLab)
  --format=table    a fleet at a glance: one row per queue manager over every FILE (a folder is
                    read whole), worst first: host, queue manager, MQ version, HA type, worst
                    finding, errors, warnings, and the sizing readings when present
  --format=csv      the same rows as CSV (RFC 4180), with the files not read listed last
  --json            the findings alone, as one array (as earlier versions printed)
  --fail-on=LEVEL   exit 1 on an error finding (error, the default), on an error or a warning
                    (warning), on any finding that is not ok (note), or never; with --baseline
                    or --compare, only findings new since then count
  --site-url=URL    where the Field Guide is published, for links to its rules (default: SITE_URL)
  --base-dir=DIR    SARIF names files under DIR by their path from it (uriBaseId %SRCROOT%), as
                    code scanning needs; default: the current folder
  --baseline=EARLIER  an earlier --format=json or SARIF report, or the earlier files themselves
                    (a file, a folder, an archive): each finding is new, unchanged or fixed
  --compare=EARLIER   an earlier gather (or report, folder, archive), as mqcheck --compare OLD NEW:
                    per queue manager the attributes changed, objects added and removed,
                    findings new and fixed and readings moved; files are matched by the queue
                    managers they hold, else by name

Exit status: 2 for a wrong option or a file that cannot be checked (the others still are),
else 1 as --fail-on says, else 0.`;

/** 2 for a file not checked, 1 for a finding that fails the run (with an earlier run, only one new since), else 0. */
function fileStatus(r: FileReport, failOn: FailOn, before: FileBeforeAfter | undefined): number {
  if (r.problem !== undefined) return 2;
  return r.findings.some((f, i) => (before?.counts ? before.counts[i] : true) && failsOn(f.severity, failOn)) ? 1 : 0;
}

/** Each fleet row's count of what changed since the earlier run (its queue manager's, or its file's when it names none). */
function countChanges(rows: readonly FleetRow[], reports: readonly FileReport[], before: readonly (FileBeforeAfter | undefined)[]): void {
  const byQm = new Map<string, number>();
  const byFile = new Map<string, number>();
  reports.forEach((r, i) => {
    const b = before[i];
    if (!b) return;
    // Without --compare's comparison, what changed is the findings new and fixed.
    const parts = b.comparison?.queueManagers ?? null;
    if (parts) for (const q of parts) q.queueManager === null ? byFile.set(r.file, (byFile.get(r.file) ?? 0) + changeCount(q)) : byQm.set(q.queueManager, (byQm.get(q.queueManager) ?? 0) + changeCount(q));
    else {
      b.keyed.forEach((f, j) => {
        if (b.states?.[j] !== 'new') return;
        if (f.queueManager) byQm.set(f.queueManager, (byQm.get(f.queueManager) ?? 0) + 1);
        else byFile.set(r.file, (byFile.get(r.file) ?? 0) + 1);
      });
      for (const f of b.absent ?? []) if (f.queueManager) byQm.set(f.queueManager, (byQm.get(f.queueManager) ?? 0) + 1);
      else byFile.set(r.file, (byFile.get(r.file) ?? 0) + 1);
    }
  });
  for (const row of rows) row.changed = row.queueManager !== undefined ? (byQm.get(row.queueManager) ?? 0) : row.files.reduce((n, f) => n + (byFile.get(f) ?? 0), 0);
}

/** One row per queue manager over every file; the files not read are listed with the rows (and, beside CSV, on standard error). */
async function fleet(options: CliOptions, io: CliIo, earlier: Awaited<ReturnType<typeof readEarlierRun>> | undefined): Promise<number> {
  const { rows, unread } = await readFleet(options.files, options.platform, io.readFile, io);
  if (earlier?.ok) {
    // The changed column: every file checked again here, in process, and set against the earlier run.
    const files = io.listFiles ? io.listFiles(options.files).files : options.files;
    const reports = files.map((file) => checkFile(file, io.readFile, options.platform));
    countChanges(rows, reports, beforeAfter(reports, { snapshots: earlier.snapshots, compare: options.compare !== undefined }));
  }
  if (options.format === 'csv') {
    io.out(fleetCsv(rows, unread).trimEnd());
    for (const u of unread) io.err(`${u.file}: ${u.why}`);
  } else io.out(fleetText(rows, unread));
  return fleetStatus(rows, unread, options.failOn);
}

export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, io.siteUrl);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'usage-error') {
    io.err(`${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  const earlierPath = options.baseline ?? options.compare;
  const earlier = earlierPath === undefined ? undefined : await readEarlierRun(options.baseline ? '--baseline' : '--compare', earlierPath, io, options.platform);
  if (earlier && !earlier.ok) {
    // Without the earlier run every finding would be new: the run would judge something else than asked.
    io.err(earlier.problem);
    return 2;
  }
  for (const note of earlier?.notes ?? []) io.err(`${options.baseline ? '--baseline' : '--compare'}: skipped ${note}`);
  if (options.format === 'table' || options.format === 'csv') return fleet(options, io, earlier);
  const reports = options.files.map((file) => checkFile(file, io.readFile, options.platform));
  const cwd = io.cwd;
  // Paths are made relative only where the current folder is known (the command always knows it).
  const base = cwd === undefined ? undefined : baseDir(cwd, options.baseDir);
  // A file is matched by path with its path from the base, as its SARIF log names it. Without an
  // earlier run only the full report and SARIF print what this gives (the findings' fingerprints):
  // the text and --json outputs, and the exit status, then need nothing of it, so it is not made.
  const before =
    earlier?.ok || options.format === 'json' || options.format === 'sarif'
      ? beforeAfter(reports, earlier?.ok ? { snapshots: earlier.snapshots, compare: options.compare !== undefined } : undefined, (f) => (base && cwd !== undefined ? (pathFromBase(base, cwd, f) ?? f) : f))
      : reports.map(() => undefined);
  const status = Math.max(...reports.map((r, i) => fileStatus(r, options.failOn, before[i])));

  if (options.format === 'text') {
    for (const [i, r] of reports.entries()) (r.problem === undefined ? io.out : io.err)(fileText(r, before[i]).join('\n'));
    if (reports.length > 1) io.out(['', `Summary (exit status ${status}):`, ...reports.map((r) => `  ${summaryLine(r)}`)].join('\n'));
    return status;
  }
  if (options.format === 'findings') {
    // As before: problems on standard error, the array alone on standard output.
    for (const r of reports) if (r.problem !== undefined) io.err(r.problem);
    io.out(JSON.stringify(findingsArray(reports), null, 2));
    return status;
  }
  const sarifOptions = { ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}), ...(base && cwd !== undefined ? { base: { dir: base, cwd } } : {}) };
  io.out(JSON.stringify(options.format === 'json' ? fullReport(reports, before) : toSarif(reports, sarifOptions, before), null, 2));
  // Standard output is for the machine; the log of a pipeline still shows each file's outcome.
  for (const r of reports) io.err(summaryLine(r));
  return status;
}
