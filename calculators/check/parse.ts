/**
 * Reads a paste that may mix a qm.ini file, `ulimit -a` output, mqconfig's report and sysctl
 * settings, line by line: each line is recognised by its own shape, so the blocks can come in any
 * order. Formats as IBM and the Linux man pages document them:
 *   qm.ini      "Log:" starts a stanza; indented "LogPrimaryFiles=3" lines belong to it; # or ; comments
 *   ulimit -a   "open files                      (-n) 1024" (bash: the option letter in brackets)
 *   sysctl      "fs.file-max = 524288" (sysctl -a) or "fs.file-max=524288" (/etc/sysctl.conf)
 *   mqconfig    "  nofile  (-Hn)  1024 files   IBM>=10240   FAIL": a setting, its value, IBM's requirement, a verdict
 */
import type { IniStanza, MqconfigEntry, ParsedPaste, SysctlEntry, UlimitEntry } from './types.ts';

/** Pastes larger than this are not configuration files; refusing them keeps the page responsive. */
export const MAX_PASTE_CHARS = 200_000;

export type PasteProblem = { ok: false; message: string };

const STANZA = /^\s*([A-Za-z][A-Za-z0-9]*)\s*:\s*$/;
const INI_ENTRY = /^\s*([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*?)\s*$/;
const ULIMIT = /^\s*([a-z][a-z ()-]*?)\s+\((?:[^()]*,\s*)?-([A-Za-z])\)\s+(\d+|unlimited)\s*$/i;
const SYSCTL = /^\s*([a-z][\w-]*(?:\.[\w-]+)+)\s*=\s*(.*?)\s*$/;
const MQCONFIG = /^\s*([A-Za-z_][\w.-]*)\s+(?:\([^)]*\)\s+)?(.*?)\s+IBM(>=|<=|=)\s*(\d+)\s+(PASS|WARN|FAIL)\s*$/;

/** The first number in mqconfig's "current" column ("3264 of 524288 files" → 3264). */
function firstNumber(text: string): number | null {
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : null;
}

export function parsePaste(text: string): ParsedPaste | PasteProblem {
  if (text.length > MAX_PASTE_CHARS) {
    return { ok: false, message: `The paste is ${text.length.toLocaleString('en-GB')} characters; the checker reads configuration files of up to ${MAX_PASTE_CHARS.toLocaleString('en-GB')}. Paste the Log stanza, the ulimit, mqconfig or sysctl output on their own.` };
  }
  // A NUL or other control character (other than tab and line ends) means a binary file.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) {
    return { ok: false, message: 'The paste contains control characters, so it looks like a binary file rather than qm.ini, ulimit, mqconfig or sysctl text.' };
  }
  const lines = text.split(/\r\n|\r|\n/);
  const qmIni: IniStanza[] = [];
  const ulimit: UlimitEntry[] = [];
  const sysctl: SysctlEntry[] = [];
  const mqconfig: MqconfigEntry[] = [];
  const unrecognised: number[] = [];
  let stanza: IniStanza | undefined;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) return;
    let m: RegExpExecArray | null;
    if ((m = MQCONFIG.exec(raw))) {
      mqconfig.push({ name: m[1]!, current: firstNumber(m[2]!), relation: m[3] as MqconfigEntry['relation'], required: Number(m[4]), status: m[5] as MqconfigEntry['status'], line });
      stanza = undefined;
    } else if ((m = ULIMIT.exec(raw))) {
      ulimit.push({ label: m[1]!.trim().toLowerCase(), flag: m[2]!, value: m[3]!.toLowerCase() === 'unlimited' ? null : Number(m[3]), line });
      stanza = undefined;
    } else if ((m = SYSCTL.exec(raw))) {
      sysctl.push({ key: m[1]!, value: m[2]!, line });
      stanza = undefined;
    } else if ((m = STANZA.exec(raw))) {
      stanza = { name: m[1]!, line, entries: [] };
      qmIni.push(stanza);
    } else if ((m = INI_ENTRY.exec(raw)) && stanza) {
      stanza.entries.push({ key: m[1]!, value: m[2]!, line });
    } else {
      unrecognised.push(line);
    }
  });
  return { qmIni, ulimit, sysctl, mqconfig, unrecognised, lineCount: lines.length };
}

/** True when nothing in the paste was recognised. */
export function isEmptyPaste(p: ParsedPaste): boolean {
  return p.qmIni.length === 0 && p.ulimit.length === 0 && p.sysctl.length === 0 && p.mqconfig.length === 0;
}
