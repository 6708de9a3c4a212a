/**
 * Fixes to paste, raise-only by construction. A fix names a value only when the current one is
 * known and lower; when it is not known the fix is a command that reads the current value first
 * and raises it only if it is lower, or a check to run ("at least N"). Every value placed in a
 * command is an exact decimal produced here or validated by parseExact, and every other word is
 * shell-quoted, so nothing pasted can become part of a command.
 */
import { type Exact, atLeast, exactString, maxExact } from '../exact.ts';
import type { Fix } from '../types.ts';

/** POSIX single-quoting: safe for any text. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The user that runs the queue manager in IBM's installation; shown in every per-user fix. */
export const QM_USER = 'mqm';

const confName = (key: string) => `/etc/sysctl.d/90-ibm-mq-${key.replace(/^.*\./, '').replace(/[^\w-]/g, '_')}.conf`;

/** sysctl: `sysctl -w` now plus a /etc/sysctl.d/ file for the next boot; raise-only when the current value is unknown. */
export function sysctlFixes(key: string, target: bigint, current: Exact | undefined): Fix[] {
  const k = shellQuote(key);
  const file = confName(key);
  if (current !== undefined) {
    if (atLeast(current, target)) return [];
    const t = target.toString();
    return [
      { label: `Raise ${key} now (as root)`, language: 'shell', text: `sysctl -w ${k}=${t}` },
      { label: `Keep it after a reboot: ${file}`, language: 'shell', text: `echo ${shellQuote(`${key} = ${t}`)} > ${file}\nsysctl -p ${file}` },
    ];
  }
  const t = target.toString();
  // awk compares as a double, which is exact for the targets (all below 2^53) and still orders a
  // larger current value correctly; `print $1` prints the field as read, never reformatted.
  return [
    {
      label: `Raise ${key} to at least ${t}, only if it is lower (as root; reads the current value first, and keeps it after a reboot)`,
      language: 'shell',
      text: `v=$(sysctl -n ${k} | awk '{ if ($1 < ${t}) print ${t}; else print $1 }')\nsysctl -w ${k}="$v" && echo "${key} = $v" > ${file}`,
    },
  ];
}

/** kernel.sem is four numbers (semmsl semmns semopm semmni): each raised only where it is below IBM's. */
export function semFixes(targets: readonly bigint[], current: readonly bigint[] | undefined): Fix[] {
  const file = confName('kernel.sem');
  if (current) {
    if (current.every((c, i) => c >= targets[i]!)) return [];
    const v = current.map((c, i) => (c >= targets[i]! ? c : targets[i]!).toString()).join(' ');
    return [
      { label: 'Raise kernel.sem now, each of the four only where it is below IBM’s (as root)', language: 'shell', text: `sysctl -w kernel.sem=${shellQuote(v)}` },
      { label: `Keep it after a reboot: ${file}`, language: 'shell', text: `echo ${shellQuote(`kernel.sem = ${v}`)} > ${file}\nsysctl -p ${file}` },
    ];
  }
  const expr = targets.map((t, i) => `$(( $${i + 1} > ${t} ? $${i + 1} : ${t} ))`).join(' ');
  return [{ label: 'Raise kernel.sem to at least IBM’s four values, each only if it is lower (as root; reads the current values first)', language: 'shell', text: `set -- $(sysctl -n kernel.sem)\nv="${expr}"\nsysctl -w kernel.sem="$v" && echo "kernel.sem = $v" > ${file}` }];
}

const ULIMIT_FLAG = { nofile: 'n', nproc: 'u' } as const;
const SYSTEMD = { nofile: 'LimitNOFILE', nproc: 'LimitNPROC' } as const;

/**
 * Per-user limits (nofile, nproc) for the queue manager's user: /etc/security/limits.d/ lines for
 * each of soft and hard that is known and below the target, a raise-only command for one that is
 * not known, systemd's Limit…= with both values kept at least what they are, and the container flags.
 */
export function userLimitFixes(item: 'nofile' | 'nproc', target: bigint, soft: Exact | undefined, hard: Exact | undefined): Fix[] {
  const t = target.toString();
  const file = '/etc/security/limits.d/30-ibm-mq.conf';
  const flag = ULIMIT_FLAG[item];
  const fixes: Fix[] = [];
  const lines: string[] = [];
  for (const [kind, current] of [['soft', soft], ['hard', hard]] as const) {
    if (current !== undefined && !atLeast(current, target)) lines.push(`${QM_USER}  ${kind}  ${item}  ${t}`);
  }
  if (lines.length) fixes.push({ label: `${file}: the lines for ${QM_USER} whose limit is below ${t} (as root); they apply at ${QM_USER}’s next login`, language: 'text', text: lines.join('\n') });
  for (const [kind, current, opt] of [['soft', soft, 'S'], ['hard', hard, 'H']] as const) {
    if (current !== undefined) continue;
    fixes.push({
      label: `The ${kind} ${item} limit was not pasted: this reads ${QM_USER}’s and adds a line only if it is below ${t} (as root)`,
      language: 'shell',
      text: `cur=$(su ${QM_USER} -s /bin/sh -c 'ulimit -${opt}${flag}')\n[ "$cur" = unlimited ] || [ "$cur" -ge ${t} ] || echo '${QM_USER}  ${kind}  ${item}  ${t}' >> ${file}`,
    });
  }
  if (soft !== undefined && hard !== undefined) {
    const s = exactString(maxExact(soft, target));
    const h = exactString(maxExact(hard, target));
    const unit = s === h ? s : `${s}:${h}`;
    fixes.push({ label: `A queue manager started by systemd (PAM limits do not reach it): in its unit’s [Service] section, soft:hard, neither below what it is now`, language: 'ini', text: `[Service]\n${SYSTEMD[item]}=${unit === 'unlimited' ? 'infinity' : unit.replace(/unlimited/g, 'infinity')}` });
    fixes.push({ label: 'A container (docker or podman run)', language: 'shell', text: item === 'nofile' ? `--ulimit nofile=${s === 'unlimited' ? -1 : s}:${h === 'unlimited' ? -1 : h}` : `--pids-limit ${h === 'unlimited' ? -1 : h}` });
  } else {
    fixes.push({ label: `A queue manager started by systemd: check the unit’s limits; raise ${SYSTEMD[item]}= (soft:hard) only if a value shown is below ${t}`, language: 'shell', text: `systemctl show UNIT -p ${SYSTEMD[item]} -p ${SYSTEMD[item]}Soft   # UNIT: the queue manager's service` });
  }
  if (item === 'nproc') {
    fixes.push({ label: `OpenShift (CRI-O): raise the pod pids limit with a ContainerRuntimeConfig, only if the current pidsLimit is below ${t}`, language: 'yaml', text: `apiVersion: machineconfiguration.openshift.io/v1\nkind: ContainerRuntimeConfig\nmetadata:\n  name: set-pids-limit\nspec:\n  machineConfigPoolSelector:\n    matchLabels:\n      pools.operator.machineconfiguration.openshift.io/worker: ""\n  containerRuntimeConfig:\n    pidsLimit: ${t}` });
  }
  return fixes;
}

/** A qm.ini line under its stanza; the value is one the rule computed, never pasted text. */
export function qmIniFix(label: string, stanza: string, entries: Record<string, string>): Fix {
  return { label, language: 'ini', text: [`${stanza}:`, ...Object.entries(entries).map(([k, v]) => `   ${k}=${v}`)].join('\n') };
}
