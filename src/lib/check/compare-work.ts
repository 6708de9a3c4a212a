/**
 * The worker's side of "Compare with an earlier gather": the earlier files (a gather, a qm.ini, an
 * mqcheck --format=json report) are each read as mqcheck --compare reads them and set against the
 * last check, with the command's own matching and comparison (calculators/check/compare/), so the
 * page and the command line give the same answer. The last check becomes a snapshot only here: a
 * check that is never compared costs nothing more.
 */
import { checkText } from '../../../calculators/check/check-text.ts';
import { compareSnapshots, mergeSnapshots } from '../../../calculators/check/compare/diff.ts';
import { readEarlier } from '../../../calculators/check/compare/earlier.ts';
import { matchFiles } from '../../../calculators/check/compare/match.ts';
import { snapshotOf, type Snapshot } from '../../../calculators/check/compare/snapshot.ts';
import type { Finding, Platform, ReadValue, Reading } from '../../../calculators/check/index.ts';
import type { CompareAnswer } from './worker-protocol.ts';

export interface Checked {
  findings: readonly Finding[];
  values: readonly ReadValue[];
  readings: readonly Reading[];
}

/** One earlier file as snapshots, or why it gave none. */
function earlierSnapshots(name: string, text: string, platform: Platform): Snapshot[] | string {
  const earlier = readEarlier(name, text);
  if (earlier.kind === 'snapshots') return earlier.snapshots;
  if (earlier.kind === 'problem') return earlier.problem;
  const { measurements, config, problem } = checkText(text, { platform });
  if (problem !== undefined) return `${name}: ${problem}`;
  return [snapshotOf(name, { findings: [...(config?.findings ?? []), ...measurements.findings], values: config?.values ?? [], readings: measurements.readings })];
}

export function compareEarlier(last: Checked | undefined, files: readonly { name: string; text: string }[], platform: Platform): CompareAnswer {
  if (!last) return { ok: false, message: 'Check the current configuration first (the Check button above), then compare it with the earlier gather.' };
  if (!files.length) return { ok: false, message: 'Choose the earlier gather: one file, or several (each queue manager’s, say).' };
  const snapshots: Snapshot[] = [];
  const skipped: string[] = [];
  for (const f of files) {
    const got = earlierSnapshots(String(f.name), typeof f.text === 'string' ? f.text : '', platform);
    if (typeof got === 'string') skipped.push(got);
    else snapshots.push(...got);
  }
  if (!snapshots.length) return { ok: false, message: `None of the earlier files could be compared: ${skipped.join(' ')}` };
  const now = snapshotOf('the current check', last);
  // The earlier files that hold the same queue managers; when none does (one qm.ini against another), all of them.
  const matched = matchFiles([now], snapshots)[0]!;
  const side = matched.length ? matched : snapshots;
  return { ok: true, comparison: compareSnapshots(mergeSnapshots(side), now, side.map((s) => s.file)), skipped };
}
