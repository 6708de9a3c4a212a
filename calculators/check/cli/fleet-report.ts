/**
 * mqcheck's fleet formats, --format=table and --format=csv: every file given summarised into one
 * row per queue manager (calculators/check/fleet/: a gather's several queue managers each a row, a
 * host's own files counted for each of its queue managers), worst first, as aligned text or as CSV.
 * Each file is read as the other formats read it (input.ts: UTF-8, or UTF-16 with a byte-order
 * mark) and dropped once summarised, so memory holds the rows, never the texts. Where the files are
 * found (folders read recursively) and where they are summarised (worker threads) is the caller's
 * to give: node-main.ts gives both; without them each path is a file, read here, a file at a time.
 */
import type { Platform } from '../../rulebook/context.ts';
import { assembleFleet, fileRows, type FileRows, type FleetRow, type UnreadFile } from '../fleet/index.ts';
import { readInput } from './input.ts';
import { failsOn, type FailOn } from './options.ts';

export type ReadFile = (path: string) => Uint8Array;

export interface FleetSources {
  /** Every file under the paths given (folders read recursively), and the paths that could not be read. */
  listFiles?(paths: readonly string[]): { files: string[]; unread: UnreadFile[] };
  /** Each file's rows, in the order given (node-main.ts: on worker threads). */
  summarise?(files: readonly string[], platform: Platform): Promise<FileRows[]>;
}

/** One file read and summarised, or why it gave no row. */
export function readFileRows(file: string, readFile: ReadFile, platform: Platform): FileRows {
  const input = readInput(file, readFile);
  if (!input.ok) return { unread: { file, why: input.why } };
  try {
    return fileRows(file, input.text, { platform });
  } catch (e) {
    // The readers never throw on text; should one, the file is named rather than a fleet's run lost.
    return { unread: { file, why: `could not be summarised (${e instanceof Error ? e.message : String(e)})` } };
  }
}

/** The fleet's rows, worst first, and every file that gave none, in the order given. */
export async function readFleet(paths: readonly string[], platform: Platform, readFile: ReadFile, sources: FleetSources): Promise<{ rows: FleetRow[]; unread: UnreadFile[] }> {
  const { files, unread } = sources.listFiles ? sources.listFiles(paths) : { files: [...paths], unread: [] };
  const answers = sources.summarise ? await sources.summarise(files, platform) : files.map((f) => readFileRows(f, readFile, platform));
  const rows: FleetRow[] = [];
  for (const a of answers) {
    if ('unread' in a) unread.push(a.unread);
    else rows.push(...a.rows);
  }
  return { rows: assembleFleet(rows), unread };
}

/** 2 when a file gave no row, else 1 when a queue manager's worst finding fails the run, else 0: as the other formats over the same files. */
export function fleetStatus(rows: readonly FleetRow[], unread: readonly UnreadFile[], failOn: FailOn): number {
  if (unread.length) return 2;
  return rows.some((r) => failsOn(r.worst, failOn)) ? 1 : 0;
}
