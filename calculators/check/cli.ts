/**
 * mqcheck: the configuration checker from the command line, for a pipeline (like kube-linter or
 * MySQLTuner). Reads each FILE (or standard input for "-"), prints the findings, or with --json an
 * array of { file, line, rule, severity, message, fix, fixes, source }; exits 1 when any finding is
 * an error, 2 on a usage or read problem, 0 otherwise. Pure apart from the I/O passed in, so tests
 * run it directly.
 */
import { MAX_PASTE_CHARS, checkConfiguration, type Finding } from './index.ts';
import { readMeasurements } from './measure/index.ts';
import { measurementReader } from './measure/reader.ts';
import type { Platform } from '../rulebook/context.ts';

export interface CliIo {
  readFile(path: string): string;
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = `Usage: mqcheck [--json] [--platform=unix|windows] FILE...

Checks mqconfig output, ulimit -a, /proc limits, sysctl -a or sysctl.conf, and qm.ini files,
and reads amqsrua, mqldt, fio, DISPLAY QMSTATUS, dspmq and ping output, against the MQ Performance Field Guide's rulebook. "-" reads standard input.
Exit status: 1 when any finding is an error, 2 for a usage or read problem, else 0.`;

export interface JsonFinding {
  file: string;
  line: number | null;
  rule: string;
  severity: Finding['severity'];
  message: string;
  fix: string;
  fixes: { label: string; language: string; text: string }[];
  source: string;
}

function asJson(file: string, f: Finding): JsonFinding {
  return {
    file,
    line: f.line ?? null,
    rule: f.rule,
    severity: f.severity,
    message: f.title,
    fix: f.recommended,
    fixes: (f.fixes ?? []).map((x) => ({ label: x.label, language: x.language, text: x.text })),
    source: (f.sources[1] ?? f.sources[0])?.href ?? '',
  };
}

const MARK: Record<Finding['severity'], string> = { error: 'ERROR', warning: 'WARN ', info: 'NOTE ', ok: 'OK   ' };

export function runCli(args: readonly string[], io: CliIo): number {
  let json = false;
  let platform: Platform = 'unix';
  const files: string[] = [];
  for (const a of args) {
    if (a === '--json') json = true;
    else if (a === '--help' || a === '-h') {
      io.out(USAGE);
      return 0;
    } else if (a.startsWith('--platform=')) {
      const p = a.slice('--platform='.length);
      if (p !== 'unix' && p !== 'windows') {
        io.err(`--platform must be unix or windows; got "${p}".`);
        return 2;
      }
      platform = p;
    } else if (a.startsWith('--')) {
      io.err(`Unknown option ${a}.\n${USAGE}`);
      return 2;
    } else files.push(a);
  }
  if (!files.length) {
    io.err(USAGE);
    return 2;
  }
  const all: JsonFinding[] = [];
  let status = 0;
  for (const file of files) {
    let text: string;
    try {
      text = io.readFile(file);
    } catch (e) {
      io.err(`${file}: cannot be read (${e instanceof Error ? e.message : String(e)}).`);
      status = 2;
      continue;
    }
    // Monitoring output (a day of amqsrua is megabytes) is read whatever its length; configuration
    // text is held to the checker's limit.
    const m = readMeasurements(text);
    const checked = text.length > MAX_PASTE_CHARS && m.recognised.length ? undefined : checkConfiguration(text, { platform, readers: [measurementReader] });
    // A file of measurements alone (amqsrua, mqldt, fio, ping…) holds no configuration: that is no error.
    const r = checked && !checked.ok && m.recognised.length ? undefined : checked;
    if (r && !r.ok) {
      io.err(`${file}: ${r.message}`);
      status = Math.max(status, 2);
      continue;
    }
    const found = [...(r?.findings ?? []), ...m.findings].map((f) => asJson(file, f));
    all.push(...found);
    if (found.some((f) => f.severity === 'error')) status = Math.max(status, 1);
    if (!json) {
      const recognised = r && (r.values.length || r.readings.length) ? r.recognised : m.recognised;
      io.out(`${file}: read ${recognised.join('; ')}; ${r?.values.length ?? 0} values, ${m.readings.length} measurements, ${r ? r.unread.length : m.unread.length} lines not read`);
      for (const f of found) io.out(`  ${MARK[f.severity]} ${f.line === null ? '' : `line ${f.line}: `}${f.message} [${f.rule}]${f.fix ? `\n        ${f.fix}` : ''}`);
    }
  }
  if (json) io.out(JSON.stringify(all, null, 2));
  return status;
}
