/**
 * Which earlier files a file of this run is compared with, and each finding's state against them.
 * Files are matched by the queue managers they hold (a nightly gather of a host against last
 * night's, however the files were named or split); a file that names no queue manager (a qm.ini,
 * an MQSC script in a repository) by its path; and one file against one file whatever they hold.
 * Findings are matched by fingerprint (subject.ts): rule, queue manager, object and attribute.
 */
import { SEVERITY_RANK } from '../../rulebook/types.ts';
import { normalisePath } from './earlier.ts';
import type { KeyedFinding, Snapshot } from './snapshot.ts';

/** SARIF's baselineState words: `new`, `unchanged`, `updated` (found before at another severity), `absent` (fixed). */
export type BaselineState = 'new' | 'unchanged' | 'updated' | 'absent';

/** The earlier snapshots each current file is matched with, in the order given (empty: a file new since then). */
export function matchFiles(current: readonly Pick<Snapshot, 'file' | 'queueManagers'>[], earlier: readonly Snapshot[]): Snapshot[][] {
  const byQm = new Map<string, Snapshot[]>();
  for (const e of earlier) for (const qm of e.queueManagers) byQm.set(qm, [...(byQm.get(qm) ?? []), e]);
  const byPath = new Map(earlier.map((e) => [normalisePath(e.file), e] as const));
  return current.map((c) => {
    if (current.length === 1 && earlier.length === 1) return [earlier[0]!];
    const held = new Set<Snapshot>();
    for (const qm of c.queueManagers) for (const e of byQm.get(qm) ?? []) held.add(e);
    if (held.size) return [...held];
    const same = byPath.get(normalisePath(c.file));
    return same ? [same] : [];
  });
}

/** The findings a baseline or a comparison counts: those that are not ok. */
export const notOk = (f: Pick<KeyedFinding, 'severity'>): boolean => f.severity !== 'ok';

export interface FindingStates {
  /** Each current finding's state, in the order given; undefined for an ok finding (never a result). */
  states: (BaselineState | undefined)[];
  /**
   * Whether each current finding counts against the run when there is a baseline: new, or found
   * before at a lower severity (a note that became a warning is new as a warning).
   */
  counts: boolean[];
  /** The earlier findings no longer found: fixed. */
  absent: KeyedFinding[];
}

/** Each current finding against the earlier ones, by fingerprint; the earlier ones not found again are absent. */
export function findingStates(current: readonly KeyedFinding[], earlier: readonly KeyedFinding[]): FindingStates {
  const before = new Map<string, KeyedFinding>();
  for (const e of earlier) if (notOk(e)) before.set(e.fingerprint, e);
  const found = new Set<string>();
  const counts: boolean[] = [];
  const states = current.map((f): BaselineState | undefined => {
    counts.push(false);
    if (!notOk(f)) return undefined;
    const e = before.get(f.fingerprint);
    if (!e) {
      counts[counts.length - 1] = true;
      return 'new';
    }
    found.add(f.fingerprint);
    if (e.severity === f.severity) return 'unchanged';
    counts[counts.length - 1] = SEVERITY_RANK[f.severity] < SEVERITY_RANK[e.severity];
    return 'updated';
  });
  return { states, counts, absent: [...before.values()].filter((e) => !found.has(e.fingerprint)) };
}
