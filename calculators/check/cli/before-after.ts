/**
 * Each file of this run set against the earlier run (--baseline, --compare): its findings keyed by
 * fingerprint, and, when there is an earlier run, each finding's state (new, unchanged, updated),
 * the earlier findings gone (fixed) and, with --compare, what changed per queue manager. The text,
 * JSON, SARIF and fleet writers all take this, so they cannot disagree about what is new.
 */
import { compareSnapshots, mergeSnapshots, type Comparison } from '../compare/diff.ts';
import { findingStates, matchFiles, type BaselineState } from '../compare/match.ts';
import { keyFindings, snapshotOf, type KeyedFinding, type Snapshot } from '../compare/snapshot.ts';
import type { FileReport } from './file-report.ts';

export interface FileBeforeAfter {
  keyed: KeyedFinding[];
  /** With an earlier run: each finding's state (undefined for an ok finding). */
  states?: (BaselineState | undefined)[];
  /** With an earlier run: whether each finding counts for --fail-on (new, or worse than before). */
  counts?: boolean[];
  /** With an earlier run: its findings this run no longer finds. */
  absent?: KeyedFinding[];
  /** The earlier files this one was matched with (empty: none, so every finding is new). */
  matched?: string[];
  /** With --compare: what changed; null when no earlier file held this file's queue managers or path. */
  comparison?: Comparison | null;
}

export interface EarlierRun {
  snapshots: readonly Snapshot[];
  /** --compare (attributes, objects, readings) rather than --baseline (findings only). */
  compare: boolean;
}

/** The lines the findings are at. */
function findingLines(findings: FileReport['findings']): Set<number> {
  const lines = new Set<number>();
  for (const f of findings) if (typeof f.line === 'number') lines.add(f.line);
  return lines;
}

/**
 * `nameOf` gives the name a file is matched by path with (its path from the base folder, as its
 * SARIF names it); a file not checked gets undefined.
 */
export function beforeAfter(reports: readonly FileReport[], earlier: EarlierRun | undefined, nameOf: (file: string) => string = (f) => f): (FileBeforeAfter | undefined)[] {
  // Without an earlier run only the findings' fingerprints are needed: keyed against the values on
  // their own lines, all findingSubjects looks at, rather than every row of a gather (409,000 for 50
  // queue managers of 2,000 objects), so no snapshot is made.
  if (!earlier) return reports.map((r) => (r.problem === undefined ? { keyed: keyFindings(r.findings, r.valuesOn ? r.valuesOn(findingLines(r.findings)) : r.values) } : undefined));
  const snapshots = reports.map((r) => (r.problem === undefined ? snapshotOf(nameOf(r.file), r) : undefined));
  const checked = snapshots.filter((s): s is Snapshot => s !== undefined);
  const matches = matchFiles(checked, earlier.snapshots);
  const matchOf = new Map(checked.map((s, i) => [s, matches[i]!] as const));
  return snapshots.map((s): FileBeforeAfter | undefined => {
    if (!s) return undefined;
    const matched = matchOf.get(s)!;
    const before = matched.length ? mergeSnapshots(matched) : undefined;
    const { states, counts, absent } = findingStates(s.findings, before?.findings ?? []);
    const out: FileBeforeAfter = { keyed: s.findings, states, counts, absent, matched: matched.map((m) => m.file) };
    if (earlier.compare) out.comparison = before ? compareSnapshots(before, s, out.matched) : null;
    return out;
  });
}
