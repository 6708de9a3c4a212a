/**
 * The configuration checker: a paste in, findings out. Recognises each block of the paste, runs
 * the rules that apply to it, and says plainly when nothing in it was a configuration it knows.
 */
import type { Platform } from '../lib/log-limits.ts';
import { isEmptyPaste, parsePaste } from './parse.ts';
import { checkLogCapacity } from './rules/log-capacity.ts';
import { checkLogStanza } from './rules/log-stanza.ts';
import { checkMqconfig, checkSysctl, checkUlimit } from './rules/os-limits.ts';
import type { Finding, ParsedPaste, Workload } from './types.ts';

export type { Finding, Severity, Workload } from './types.ts';

export type CheckResult =
  | { ok: true; findings: Finding[]; recognised: string[]; unrecognisedLines: number[] }
  | { ok: false; message: string };

const ORDER: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2, ok: 3 };

/** What the paste was recognised as, for the summary line ("a qm.ini Log stanza, ulimit -a output"). */
function recognised(p: ParsedPaste): string[] {
  const found: string[] = [];
  if (p.qmIni.length) found.push(`qm.ini (${p.qmIni.map((s) => `${s.name}:`).join(', ')})`);
  if (p.ulimit.length) found.push(`ulimit -a (${p.ulimit.length} limits)`);
  if (p.mqconfig.length) found.push(`mqconfig (${p.mqconfig.length} checks)`);
  if (p.sysctl.length) found.push(`sysctl (${p.sysctl.length} settings)`);
  return found;
}

export function checkConfiguration(text: string, opts: { platform: Platform; workload?: Workload }): CheckResult {
  if (text.trim() === '') return { ok: false, message: 'Paste a qm.ini file (or its Log: stanza), the output of ulimit -a or mqconfig, or sysctl settings, then check.' };
  const parsed = parsePaste(text);
  if ('message' in parsed) return parsed;
  if (isEmptyPaste(parsed)) {
    return { ok: false, message: `None of the ${parsed.lineCount.toLocaleString('en-GB')} lines is a qm.ini stanza, ulimit -a, mqconfig or sysctl line. A qm.ini stanza starts with a line such as "Log:" followed by lines such as "LogPrimaryFiles=3".` };
  }
  const findings: Finding[] = [];
  for (const stanza of parsed.qmIni) {
    if (stanza.name.toLowerCase() !== 'log') continue;
    findings.push(...checkLogStanza(stanza, opts.platform));
    if (opts.workload) findings.push(...checkLogCapacity(stanza, opts.platform, opts.workload));
  }
  findings.push(...checkUlimit(parsed.ulimit), ...checkSysctl(parsed.sysctl), ...checkMqconfig(parsed.mqconfig));
  if (parsed.qmIni.length && !parsed.qmIni.some((s) => s.name.toLowerCase() === 'log')) {
    findings.push({ rule: 'qmini.no-log-stanza', severity: 'info', title: 'The qm.ini text has no Log: stanza', recommended: 'Paste the Log: stanza too to have the log checked.', why: 'The checker’s qm.ini rules are about the recovery log; other stanzas are recognised but not checked.', sources: [] });
  }
  findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  return { ok: true, findings, recognised: recognised(parsed), unrecognisedLines: parsed.unrecognised };
}
