/**
 * mqcheck: the configuration checker from the command line, for a pipeline (like kube-linter or
 * MySQLTuner) and for a server with nothing but Node (the one-file build, /mqcheck.mjs). Reads each
 * FILE (or standard input for "-") and prints the findings as text, as the full JSON report, as
 * SARIF, or with --json as the flat array of findings it has always printed; or a fleet at a glance,
 * one row per queue manager over every file, as a table or CSV. Exit status: 2 when an option or a
 * file is wrong (the other files are still checked), else 1 when a finding is at least as severe as
 * --fail-on, else 0. Pure apart from the I/O passed in, so tests run it directly.
 */
import { fleetCsv } from './fleet/csv.ts';
import { fleetText } from './fleet/text-table.ts';
import { checkFile, type FileReport } from './cli/file-report.ts';
import { fleetStatus, readFleet, type FleetSources } from './cli/fleet-report.ts';
import { findingsArray, fullReport } from './cli/json-report.ts';
import { failsOn, parseArgs, type CliOptions, type FailOn } from './cli/options.ts';
import { toSarif } from './cli/sarif.ts';
import { fileText, summaryLine } from './cli/text-report.ts';

export type { JsonFinding, Report, ReportFile, ReportFinding } from './cli/json-report.ts';
export { REPORT_VERSION } from './cli/json-report.ts';

export interface CliIo extends FleetSources {
  /** A file's bytes ("-": standard input); throws as Node's readFileSync does (ENOENT, EISDIR…). */
  readFile(path: string): Uint8Array;
  out(text: string): void;
  err(text: string): void;
  /** SITE_URL: where the site is published, for absolute links to the rules (the one-file build brings its own). */
  siteUrl?: string;
}

export const USAGE = `Usage: mqcheck [--format=text|json|sarif|table|csv] [--fail-on=error|warning|never]
               [--platform=unix|windows] [--site-url=URL] [--json] FILE...

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
                    (warning), or never
  --site-url=URL    where the Field Guide is published, for links to its rules (default: SITE_URL)

Exit status: 2 for a wrong option or a file that cannot be checked (the others still are),
else 1 as --fail-on says, else 0.`;

/** 2 for a file not checked, 1 for a finding that fails the run, else 0. */
function fileStatus(r: FileReport, failOn: FailOn): number {
  if (r.problem !== undefined) return 2;
  return r.findings.some((f) => failsOn(f.severity, failOn)) ? 1 : 0;
}

/** One row per queue manager over every file; the files not read are listed with the rows (and, beside CSV, on standard error). */
async function fleet(options: CliOptions, io: CliIo): Promise<number> {
  const { rows, unread } = await readFleet(options.files, options.platform, io.readFile, io);
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
  if (options.format === 'table' || options.format === 'csv') return fleet(options, io);
  const reports = options.files.map((file) => checkFile(file, io.readFile, options.platform));
  const status = Math.max(...reports.map((r) => fileStatus(r, options.failOn)));

  if (options.format === 'text') {
    for (const r of reports) (r.problem === undefined ? io.out : io.err)(fileText(r).join('\n'));
    if (reports.length > 1) io.out(['', `Summary (exit status ${status}):`, ...reports.map((r) => `  ${summaryLine(r)}`)].join('\n'));
    return status;
  }
  if (options.format === 'findings') {
    // As before: problems on standard error, the array alone on standard output.
    for (const r of reports) if (r.problem !== undefined) io.err(r.problem);
    io.out(JSON.stringify(findingsArray(reports), null, 2));
    return status;
  }
  io.out(JSON.stringify(options.format === 'json' ? fullReport(reports) : toSarif(reports, options.siteUrl ? { siteUrl: options.siteUrl } : {}), null, 2));
  // Standard output is for the machine; the log of a pipeline still shows each file's outcome.
  for (const r of reports) io.err(summaryLine(r));
  return status;
}
