/**
 * dspmq -x -o all and dspmqver: which release runs the queue manager and which role this instance
 * has in a high-availability set-up. Words, not measurements: they become facts that say which of
 * IBM's measurements apply (a replicated or multi-instance queue manager's log write includes the
 * replication or network file system round trip).
 */
import { attributes } from './attributes.ts';
import { emptyResult, type Fact, type ReaderResult } from './types.ts';

const DSPMQ = /^\s*QMNAME\([^)]*\)\s+STATUS\(/;
const INSTANCE = /^\s*INSTANCE\([^)]*\)\s+MODE\(/;
const DSPMQVER = /^\s*(Name|Version|Level|BuildType|Platform|Mode|O\/S|O\/S Details|InstName|InstDesc|Primary|InstPath|DataPath|MaxCmdLevel|LicenseType|ReleaseType):\s*(.*)$/;

/** dspmq holds QMNAME(, dspmqver "Name: IBM MQ"; without either readDspmq claims nothing. */
export const DSPMQ_HINT = /QMNAME\(|Name:\s+IBM MQ/;

export function readDspmq(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  let dspmq = 0;
  // A gather prints every queue manager's line twice (dspmq of all, then dspmq -m of each): count names, not lines.
  const names = new Set<string>();
  let dspmqver = false;
  const isVer = lines.some((l) => /^\s*Name:\s+IBM MQ\b/.test(l));

  // Each word belongs to the queue manager its line, or the INSTANCE lines under it, names.
  let current: string | undefined;
  lines.forEach((line, i) => {
    const n = i + 1;
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
        else if (key === 'HA' || (key === 'STANDBY' && /^permitted$/i.test(value))) fact('haType', key === 'HA' ? value : 'Multi-instance (standby permitted)');
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
  if (dspmq) out.recognised.push(`dspmq (${names.size || dspmq} queue manager${(names.size || dspmq) === 1 ? '' : 's'})`);
  if (dspmqver) out.recognised.push('dspmqver');
  return out;
}
