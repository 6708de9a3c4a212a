/**
 * A Log stanza proposed from a workload: file size, primary and secondary file counts and a log
 * buffer, chosen so that the primary files alone hold IBM's 2 × (N + 1) × B rule (requiredBytes)
 * within IBM's limits for the platform. Pure and framework-free; log-sizing.ts explains the choice.
 *
 * How the file size is chosen, and why:
 * - the sizes tried are IBM's default file (4,096 pages, 16 MiB), the 64 MiB file the Linux report
 *   measured (16,384 pages, mq-linux-persistent lines 538–550; also the HP-UX report's example,
 *   mq-hpux-v53 line 1497) and the largest IBM allows (65,535 pages, about 256 MiB);
 * - the smallest of them that needs no more than 64 primary files wins: 64 primaries of 64 MiB is
 *   the largest set the Linux report ran (its 4GB log), and smaller files keep the pre-allocated
 *   primary space close to what the rule asks for;
 * - given a write cache, a size whose primary space fits the cache is preferred when the rule
 *   itself fits (Table 1: the log set inside the cache ran 24% faster);
 * - beyond 64 files of the largest size, primaries are added up to the platform's maximum;
 * - sizes that hold less than 10 seconds of the workload's log are skipped (IBM 2020 best
 *   practices, lines 1349–1352), except the largest, which is IBM's ceiling.
 */
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS, maxPrimaryBytes, type Platform } from './log-limits.ts';

/** The file sizes tried, smallest first (pages of 4 KiB). */
export const FILE_PAGE_LADDER = [4096, 16384, MAX_FILE_PAGES] as const;
/** Primaries beyond which a larger file is preferred: the Linux report's largest set (64 × 64 MiB). */
export const PREFERRED_MAX_PRIMARY = 64;
/** IBM's default LogPrimaryFiles, used as the least a proposal offers. */
export const MIN_PROPOSED_PRIMARY = 3;

export interface LogProposal {
  logFilePages: number;
  primaryFiles: number;
  secondaryFiles: number;
  primaryBytes: number;
  /** Whether the primary space fits the given write cache (undefined without a cache). */
  fitsCache?: boolean;
  /** Why this file size: which rule of the ladder picked it. */
  fileSizeReason: string;
}

export type Recommendation =
  | { ok: true; proposal: LogProposal }
  | {
      ok: false;
      /** The most the primaries can hold on this platform. */
      limitBytes: number;
      /** The longest unit of work the limit allows at this log rate (seconds, ≥ 0), or undefined when even 0 s does not fit. */
      maxUowSec: number | undefined;
      /** The highest log rate (bytes/s) the limit allows for this unit of work. */
      maxBytesPerSec: number;
      /** Queue managers the workload would need to be spread over, each with its share of the rate. */
      queueManagers: number;
    };

function secondaryFor(platform: Platform, primary: number): number {
  const lim = PLATFORM_LIMITS[platform];
  // A quarter of the primaries (at least IBM's default 2) as room for a unit of work that overruns;
  // fewer than the primaries, as IBM asks, and within the platform's totals.
  return Math.max(1, Math.min(Math.max(2, Math.ceil(primary / 4)), primary - 1, lim.maxSecondary, lim.maxTotal - primary));
}

function candidate(platform: Platform, pages: number, requiredBytes: number): { pages: number; primary: number } | undefined {
  const fileBytes = pages * PAGE_BYTES;
  const primary = Math.max(MIN_PROPOSED_PRIMARY, Math.ceil(requiredBytes / fileBytes));
  return primary <= PLATFORM_LIMITS[platform].maxPrimary ? { pages, primary } : undefined;
}

/**
 * The proposal for `requiredBytes` of log (IBM's rule) on `platform`, or why none exists and what
 * would make one possible.
 */
export function recommendLog(args: { requiredBytes: number; logBytesPerSec: number; longestUowSec: number; platform: Platform; cacheBytes?: number; minFilePages?: number }): Recommendation {
  const { requiredBytes, logBytesPerSec, longestUowSec, platform, cacheBytes } = args;
  // IBM 2020: one extent should hold at least 10 s of log; rungs below that are skipped (the
  // largest file is always allowed, so a proposal never leaves IBM's range).
  const minPages = Math.min(args.minFilePages ?? 0, MAX_FILE_PAGES);
  const limit = maxPrimaryBytes(platform);
  if (!(requiredBytes <= limit)) {
    const perUow = 2 * logBytesPerSec;
    const maxUow = perUow > 0 ? limit / perUow - 1 : Infinity;
    return {
      ok: false,
      limitBytes: limit,
      maxUowSec: maxUow >= 0 ? Math.floor(maxUow) : undefined,
      maxBytesPerSec: Math.floor(limit / (2 * (longestUowSec + 1))),
      queueManagers: Math.ceil(requiredBytes / limit),
    };
  }
  // The ten-second size itself, rounded up to IBM's 16 MiB default, joins the ladder so the file is
  // no larger than the rule needs.
  const tenSeconds = Math.min(MAX_FILE_PAGES, Math.ceil(minPages / FILE_PAGE_LADDER[0]) * FILE_PAGE_LADDER[0]);
  const rungs = [...new Set([...FILE_PAGE_LADDER, tenSeconds])].filter((pages) => pages >= minPages).sort((a, b) => a - b);
  const all = rungs.map((pages) => candidate(platform, pages, requiredBytes)).filter((c) => c !== undefined);
  const inCache = cacheBytes !== undefined && requiredBytes <= cacheBytes ? all.filter((c) => c.primary * c.pages * PAGE_BYTES <= cacheBytes) : [];
  const pool = inCache.length ? inCache : all;
  const preferred = pool.find((c) => c.primary <= PREFERRED_MAX_PRIMARY);
  // The ladder's last rung always fits when the limit does, so `pool` is never empty here.
  const chosen = preferred ?? pool[pool.length - 1]!;
  const fileBytes = chosen.pages * PAGE_BYTES;
  const primaryBytes = chosen.primary * fileBytes;

  let fileSizeReason: string;
  if (inCache.length && chosen !== all.find((c) => c.primary <= PREFERRED_MAX_PRIMARY)) {
    fileSizeReason = 'the largest file size whose primary space still fits the write cache';
  } else if (minPages > FILE_PAGE_LADDER[0] && chosen === all[0]) {
    fileSizeReason = 'the smallest file size that holds 10 seconds of this workload’s log (IBM’s 2020 best practices)';
  } else if (chosen.pages === FILE_PAGE_LADDER[0]) {
    fileSizeReason = `IBM’s default file size holds it in ${PREFERRED_MAX_PRIMARY} primary files or fewer`;
  } else if (preferred) {
    fileSizeReason = `smaller files would need more than ${PREFERRED_MAX_PRIMARY} primaries (the Linux report’s largest set was 64 × 64 MiB)`;
  } else {
    fileSizeReason = `the largest file IBM allows, since even it needs more than ${PREFERRED_MAX_PRIMARY} primaries`;
  }
  return {
    ok: true,
    proposal: {
      logFilePages: chosen.pages,
      primaryFiles: chosen.primary,
      secondaryFiles: secondaryFor(platform, chosen.primary),
      primaryBytes,
      ...(cacheBytes === undefined ? {} : { fitsCache: primaryBytes <= cacheBytes }),
      fileSizeReason,
    },
  };
}
