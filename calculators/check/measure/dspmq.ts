/**
 * dspmq -x -o all and dspmqver: which release runs the queue manager and which role this instance
 * has in a high-availability set-up. Words, not measurements: they become facts that say which of
 * IBM's measurements apply (a replicated or multi-instance queue manager's log write includes the
 * replication or network file system round trip).
 */
import { attributes } from './attributes.ts';
import { dspmqNativeHaInstance, nativeHaReadings, quorumReadings } from './nativeha.ts';
import type { NativeHaInstance } from '../mqsc/types.ts';
import { emptyResult, type Fact, type ReaderResult } from './types.ts';

const DSPMQ = /^\s*QMNAME\([^)]*\)\s+STATUS\(/;
const INSTANCE = /^\s*INSTANCE\([^)]*\)\s+MODE\(/;
/** dspmq -o nativeha: "QMNAME(QM1) ROLE(Active) INSTANCE(alpha) INSYNC(yes) QUORUM(3/3) …", and with -x one "INSTANCE(alpha) ROLE(…) REPLADDR(…) …" line per instance. */
const NHA_HEADER = /^\s*QMNAME\([^)]*\)\s+ROLE\(/;
const RUNS_DSPMQ = /^\s*(?:[\w.@:~\/-]*[$#%>]\s+)?(?:(?:sudo|kubectl|oc|podman|docker)\b[^|]*?\s)?(?:\S*\/)?dspmq(?:ver)?(?:\s+-[-\w]+(?:\s+[\w.]+)?)*\s*$/;
const NHA_INSTANCE = /^\s*INSTANCE\([^)]*\)\s+ROLE\(/;
const DSPMQVER = /^\s*(Name|Version|Level|BuildType|Platform|Mode|O\/S|O\/S Details|InstName|InstDesc|Primary|InstPath|DataPath|MaxCmdLevel|LicenseType|ReleaseType):\s*(.*)$/;

/** dspmq holds QMNAME(, dspmqver "Name: IBM MQ"; without either readDspmq claims nothing. */
export const DSPMQ_HINT = /QMNAME\(|Name:\s+IBM MQ/;

const plural = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;

export function readDspmq(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  let dspmq = 0;
  // A gather prints every queue manager's line twice (dspmq of all, then dspmq -m of each): count names, not lines.
  const names = new Set<string>();
  let dspmqver = false;
  const isVer = lines.some((l) => l.includes('IBM MQ') && /^\s*Name:\s+IBM MQ\b/.test(l));

  // Each word belongs to the queue manager its line, or the INSTANCE lines under it, names.
  let current: string | undefined;
  // Queue manager → the line showing a standby instance running (dspmq -x's MODE(Standby), or STATUS(Running as standby)).
  const standbyRunning = new Map<string, number>();
  // dspmq -o nativeha [-x]: each queue manager's instances, read into the readings DISPLAY QMSTATUS TYPE(NATIVEHA) gives.
  const nha: { qm: string; line: number; instances: NativeHaInstance[] }[] = [];
  const tagged = <T extends { queueManager?: string }>(x: T, qm: string | undefined): T => (qm ? { ...x, queueManager: qm } : x);
  lines.forEach((line, i) => {
    // Every line read below holds one of these words (the patterns' own literals): a gather's
    // 200,000 other lines are passed over without running each pattern on them.
    if (!line.includes('dspmq') && !line.includes('QMNAME(') && !line.includes('INSTANCE(') && !(isVer && line.includes(':'))) return;
    const n = i + 1;
    // The shell line that ran it ("$ dspmq -o nativeha -x", "sh-5.1$ dspmq -o nativeha -x -m QM1") is the command, not a value.
    if (RUNS_DSPMQ.test(line)) {
      out.claimed.push(n);
      return;
    }
    if (NHA_HEADER.test(line) || (nha.length > 0 && NHA_INSTANCE.test(line))) {
      out.claimed.push(n);
      const attrs = attributes(line).map((a) => ({ ...a, line: n }));
      if (NHA_HEADER.test(line)) {
        current = attrs.find((a) => a.key === 'QMNAME')?.value || undefined;
        if (current) {
          names.add(current);
          out.facts.push({ name: 'queueManager', value: current, origin: 'dspmq', line: n, queueManager: current });
        }
        nha.push({ qm: current ?? '', line: n, instances: [] });
        const quorum = attrs.find((a) => a.key === 'QUORUM');
        const q = quorum && quorumReadings(quorum.value, n, 'dspmq -o nativeha');
        if (q) out.readings.push(...q.map((r) => tagged(r, current)));
        else if (quorum && quorum.value !== '') out.unread.push({ line: n, text: line, why: `dspmq QUORUM(${quorum.value.slice(0, 30)}) is not "in sync/configured" as two whole numbers` });
        return;
      }
      const instance = dspmqNativeHaInstance(attrs, n, out.unread);
      if (instance) nha[nha.length - 1]!.instances.push(instance);
      return;
    }
    if (DSPMQ.test(line) || (dspmq > 0 && INSTANCE.test(line))) {
      out.claimed.push(n);
      if (DSPMQ.test(line)) {
        dspmq++;
        current = undefined;
      }
      const fact = (name: Fact['name'], value: string) => out.facts.push({ name, value, origin: 'dspmq', line: n, ...(current ? { queueManager: current } : {}) });
      for (const { key, value } of attributes(line)) {
        if (!value) continue;
        if (key === 'QMNAME') {
          current = value;
          fact('queueManager', value);
          names.add(value);
        }
        else if (key === 'INSTVER') fact('mqRelease', value);
        else if (key === 'MODE') fact('haRole', value);
        else if (key === 'HA') fact('haType', value);
        // STANDBY(Permitted) alone says only that strmqm -x was used (IBM's container image always does):
        // a standby instance running, or this one running as the standby, is what makes it multi-instance.
        if ((key === 'STATUS' && /standby|elsewhere/i.test(value)) || (key === 'MODE' && /^standby$/i.test(value))) standbyRunning.set(current ?? '', n);
        else if (key === 'DRROLE') fact('drRole', value);
      }
      return;
    }
    const ver = isVer ? DSPMQVER.exec(line) : null;
    if (ver) {
      out.claimed.push(n);
      dspmqver = true;
      if (ver[1] === 'Version' && ver[2]) out.facts.push({ name: 'mqRelease', value: ver[2].trim(), origin: 'dspmqver', line: n });
    }
  });
  for (const [qm, line] of standbyRunning) out.facts.push({ name: 'haType', value: 'Multi-instance (standby running)', origin: 'dspmq', line, ...(qm ? { queueManager: qm } : {}) });
  for (const group of nha) {
    if (!group.instances.length) continue;
    out.readings.push(...nativeHaReadings(group.instances, 'dspmq -o nativeha -x').map((r) => tagged(r, group.qm || undefined)));
    out.nativeHa = [...(out.nativeHa ?? []), ...group.instances];
  }
  if (nha.length) out.recognised.push(`dspmq -o nativeha (${plural(nha.length, 'queue manager')}${nha.some((g) => g.instances.length) ? `, ${plural(nha.reduce((k, g) => k + g.instances.length, 0), 'instance')}` : ''})`);
  if (dspmq) out.recognised.push(`dspmq (${names.size || dspmq} queue manager${(names.size || dspmq) === 1 ? '' : 's'})`);
  if (dspmqver) out.recognised.push('dspmqver');
  return out;
}
