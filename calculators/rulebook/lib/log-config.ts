/**
 * The log a Log stanza configures, with IBM's defaults for keys it leaves out, or why it cannot be
 * sized (a value outside IBM's ranges, reported by the range rules). Bytes are exact: at most
 * 510 × 65,535 × 4,096, far below 2^53.
 */
import { type IniStanza, type Platform, entryOf } from '../context.ts';
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { wholeNumber } from './range.ts';
import { DEFAULT_PRIMARY_FILES, DEFAULT_SECONDARY_FILES } from '../rules/log-total-files.ts';

/** IBM's default LogFilePages (16 MiB files). */
export const DEFAULT_FILE_PAGES = 4096;

export interface LogConfig {
  pages: number;
  primary: number;
  secondary: number;
  linear: boolean;
  fileBytes: number;
  primaryBytes: number;
  maxLogBytes: number;
}

export function logConfig(stanza: IniStanza, platform: Platform): LogConfig | string {
  const lim = PLATFORM_LIMITS[platform];
  const read = (key: string, fallback: number) => {
    const e = entryOf(stanza, key);
    return e ? wholeNumber(e.value) : fallback;
  };
  const pages = read('LogFilePages', DEFAULT_FILE_PAGES);
  const primary = read('LogPrimaryFiles', DEFAULT_PRIMARY_FILES);
  const secondary = read('LogSecondaryFiles', DEFAULT_SECONDARY_FILES);
  if (pages === null || pages < lim.minPages || pages > MAX_FILE_PAGES) return 'LogFilePages is not a valid size';
  if (primary === null || primary < 2 || primary > lim.maxPrimary) return 'LogPrimaryFiles is outside IBM’s range';
  if (secondary === null || secondary < 1 || secondary > lim.maxSecondary || primary + secondary > lim.maxTotal) return 'LogSecondaryFiles is outside IBM’s range';
  const fileBytes = pages * PAGE_BYTES;
  const linear = (entryOf(stanza, 'LogType')?.value.trim().toUpperCase() ?? 'CIRCULAR') === 'LINEAR';
  return { pages, primary, secondary, linear, fileBytes, primaryBytes: primary * fileBytes, maxLogBytes: (primary + secondary) * fileBytes };
}
