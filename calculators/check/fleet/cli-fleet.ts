/**
 * mqfleet: many files or directories (read recursively) in, the fleet table out, as aligned text
 * (--format=table, the default) or CSV (--format=csv). The files are read in worker threads, one
 * per core (os.availableParallelism()), each thread a file at a time, so memory holds the rows and
 * never the texts already summarised. Exit status, worst over all: 2 for a wrong option or a file
 * that cannot be read or is not MQ output (the others are still read), else 1 when a finding is at
 * least as severe as --fail-on (error, the default; warning; never), else 0 — as mqcheck's.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Platform } from '../../rulebook/context.ts';
import { assembleFleet } from './assemble.ts';
import { fleetCsv } from './csv.ts';
import { failsOn, type FailOn } from '../cli/options.ts';
import { fleetText } from './text-table.ts';
import type { ThreadAnswer, ThreadJob } from './fleet-thread.ts';
import type { FleetRow, UnreadFile } from './types.ts';

export interface FleetCliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface FleetThreads {
  /** The worker thread's script as JavaScript (a file: or data: URL; scripts/mqfleet.mjs bundles fleet-thread.ts). */
  workerUrl: URL;
  /** Threads to start; every core by default. */
  count?: number;
}

export const FLEET_USAGE = `Usage: mqfleet [--format=table|csv] [--fail-on=error|warning|never] [--platform=unix|windows] PATH...

Reads every file given, and every file under each directory given, as mqcheck does (gathers,
mqconfig, ulimit, sysctl, qm.ini, runmqsc, amqsrua, mqldt, fio, dspmq…), and prints one row per
queue manager found, worst first: host, queue manager, MQ version, HA type, worst finding, errors,
warnings, and the sizing readings when present.

  --format=table    aligned text (the default)
  --format=csv      CSV (RFC 4180), with the files not read listed last
  --fail-on=LEVEL   exit 1 on an error finding (error, the default), an error or a warning, or never

Exit status: 2 for a wrong option or a file not read (the others still are), else 1 as --fail-on
says, else 0.`;

interface FleetArgs {
  format: 'table' | 'csv';
  failOn: FailOn;
  platform: Platform;
  paths: string[];
}

const CHOICES = { format: ['table', 'csv'], 'fail-on': ['error', 'warning', 'never'], platform: ['unix', 'windows'] } as const;

export function parseFleetArgs(args: readonly string[]): FleetArgs | { help: true } | { error: string } {
  const chosen: Record<string, string> = {};
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--help' || a === '-h') return { help: true };
    if (!a.startsWith('--')) {
      paths.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (!Object.hasOwn(CHOICES, name)) return { error: `Unknown option ${a}.` };
    const value = eq < 0 ? args[++i] : a.slice(eq + 1);
    const allowed: readonly string[] = CHOICES[name as keyof typeof CHOICES];
    if (value === undefined || !allowed.includes(value)) return { error: `--${name} must be one of ${allowed.join(', ')}; got "${value ?? ''}".` };
    chosen[name] = value;
  }
  if (!paths.length) return { error: 'Give at least one file or directory.' };
  return { format: (chosen.format ?? 'table') as FleetArgs['format'], failOn: (chosen['fail-on'] ?? 'error') as FailOn, platform: (chosen.platform ?? 'unix') as Platform, paths };
}

/** Every file under the paths given, directories read recursively in name order; a path that cannot be read is named. */
export function expandPaths(paths: readonly string[]): { files: string[]; unread: UnreadFile[] } {
  const files: string[] = [];
  const unread: UnreadFile[] = [];
  // A folder reached twice (a symbolic link back up the tree) is read once, so a loop ends.
  const seen = new Set<string>();
  const visit = (path: string) => {
    let isDir: boolean;
    let children: string[] = [];
    try {
      isDir = statSync(path).isDirectory();
      if (isDir) {
        const real = realpathSync(path);
        if (seen.has(real)) return;
        seen.add(real);
        children = readdirSync(path).sort();
      }
    } catch (e) {
      unread.push({ file: path, why: `cannot be read (${e instanceof Error ? e.message : String(e)})` });
      return;
    }
    if (!isDir) files.push(path);
    else for (const entry of children) visit(join(path, entry));
  };
  for (const p of paths) visit(p);
  return { files, unread };
}

/** Summarises every file on a pool of worker threads, each given the next file as it finishes one. */
export async function summariseInThreads(files: readonly string[], platform: Platform, threads: FleetThreads): Promise<{ rows: FleetRow[]; unread: UnreadFile[] }> {
  const cores = typeof availableParallelism === 'function' ? availableParallelism() : cpus().length;
  const count = Math.max(1, Math.min(threads.count ?? cores, files.length));
  const answers = new Array<ThreadAnswer | undefined>(files.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(threads.workerUrl, { workerData: { platform } });
        const give = () => {
          if (next >= files.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          const index = next++;
          worker.postMessage({ index, path: files[index]! } satisfies ThreadJob);
        };
        worker.on('message', (a: ThreadAnswer) => {
          answers[a.index] = a;
          give();
        });
        worker.on('error', reject);
        give();
      }),
    ),
  );
  const rows: FleetRow[] = [];
  const unread: UnreadFile[] = [];
  for (const a of answers) {
    if (!a) continue;
    if ('unread' in a) unread.push(a.unread);
    else rows.push(...a.rows);
  }
  return { rows, unread };
}

export function fleetStatus(rows: readonly FleetRow[], unread: readonly UnreadFile[], failOn: FailOn): number {
  if (unread.length) return 2;
  return rows.some((r) => failsOn(r.worst, failOn)) ? 1 : 0;
}

export async function runFleetCli(args: readonly string[], io: FleetCliIo, threads: FleetThreads): Promise<number> {
  const parsed = parseFleetArgs(args);
  if ('help' in parsed) {
    io.out(FLEET_USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${FLEET_USAGE}`);
    return 2;
  }
  const { files, unread: missing } = expandPaths(parsed.paths);
  const read = await summariseInThreads(files, parsed.platform, threads);
  const rows = assembleFleet(read.rows);
  const unread = [...missing, ...read.unread];
  io.out(parsed.format === 'csv' ? fleetCsv(rows, unread).trimEnd() : fleetText(rows, unread));
  return fleetStatus(rows, unread, parsed.failOn);
}
