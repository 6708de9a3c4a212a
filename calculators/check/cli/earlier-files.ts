/**
 * The earlier run --baseline and --compare name, read into snapshots: a file, or every file under a
 * folder (the fleet formats' listFiles, node-paths.ts) or in an archive (readArchive, when the
 * command's I/O offers it). Each file is an earlier mqcheck report (JSON or SARIF, compare/earlier.ts)
 * or input checked as now (an earlier gather, the target branch's qm.ini). A path that gives nothing
 * is a problem (exit 2), never an empty baseline that would make every finding new.
 */
import type { Platform } from '../../rulebook/context.ts';
import { readEarlier } from '../compare/earlier.ts';
import { snapshotOf, type Snapshot } from '../compare/snapshot.ts';
import { checkFileText } from './file-report.ts';
import type { FleetSources } from './fleet-report.ts';
import { decodeInput, inputName, readInput } from './input.ts';

export interface EarlierSources extends FleetSources {
  readFile(path: string): Uint8Array;
  /** The members of an archive (.zip, .tar, .tar.gz, .tgz, .gz) as files; undefined when the path is no archive. */
  readArchive?(path: string): Promise<{ name: string; bytes: Uint8Array }[] | undefined>;
}

export type EarlierRun = { ok: true; snapshots: Snapshot[]; notes: string[] } | { ok: false; problem: string };

/** One file's text as snapshots: an earlier report's files, or the text checked as input. */
function snapshotsOfText(name: string, text: string, platform: Platform): Snapshot[] | string {
  const earlier = readEarlier(name, text);
  if (earlier.kind === 'snapshots') return earlier.snapshots;
  if (earlier.kind === 'problem') return earlier.problem;
  const r = checkFileText(name, text, platform);
  if (r.problem !== undefined) return r.problem;
  return [snapshotOf(name, r)];
}

export async function readEarlierRun(option: string, path: string, sources: EarlierSources, platform: Platform): Promise<EarlierRun> {
  const { files, unread } = sources.listFiles ? sources.listFiles([path]) : { files: [path], unread: [] };
  if (unread.length && !files.length) return { ok: false, problem: `${option} ${inputName(path)}: ${unread[0]!.why}.` };
  const snapshots: Snapshot[] = [];
  // A file in the folder that is not MQ output (a README) is named and skipped; a lone file that is not is a problem.
  const notes = unread.map((u) => `${u.file}: ${u.why}`);
  const take = (name: string, got: Snapshot[] | string) => (typeof got === 'string' ? notes.push(got) : snapshots.push(...got));
  for (const file of files) {
    let members: { name: string; bytes: Uint8Array }[] | undefined;
    try {
      members = sources.readArchive ? await sources.readArchive(file) : undefined;
    } catch (e) {
      notes.push(`${file} could not be opened as an archive (${e instanceof Error ? e.message : String(e)}).`);
      continue;
    }
    if (members) {
      for (const m of members) {
        const input = decodeInput(m.name, m.bytes);
        take(m.name, input.ok ? snapshotsOfText(m.name, input.text, platform) : input.problem);
      }
      continue;
    }
    const input = readInput(file, sources.readFile);
    take(file, input.ok ? snapshotsOfText(file, input.text, platform) : input.problem);
  }
  if (!snapshots.length) return { ok: false, problem: `${option} ${inputName(path)} gave nothing to compare with${notes.length ? `: ${notes.join(' ')}` : '.'}` };
  return { ok: true, snapshots, notes };
}
