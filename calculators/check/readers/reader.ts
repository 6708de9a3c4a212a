/**
 * A format reader: given the pasted lines no earlier reader took, it returns what it read. The
 * checker runs its own readers (mqconfig, ulimit and /proc limits, sysctl and /proc/sys, qm.ini)
 * and then any passed in (measurement readers for amqsrua, mqldt, fio, DISPLAY QMSTATUS plug in
 * here), so every format lands in the same table of values and readings, and every line no reader
 * took is listed as not read.
 */
import type { IniStanza } from '../../rulebook/context.ts';
import type { Release } from '../../rulebook/release.ts';
import type { MqscObject, MqscRejection, MqscStatus } from '../../rulebook/objects.ts';
import type { ReadValue, Reading, UnreadLine } from '../../rulebook/types.ts';
import { num } from '../../num.ts';
import type { GatherManifest } from '../gather/manifest.ts';

export interface PasteLine {
  /** 1-based line number in the paste. */
  n: number;
  text: string;
}

export interface ReaderResult {
  values?: ReadValue[];
  readings?: Reading[];
  /** Lines of this reader's format whose value it could not take, with why. */
  unread?: UnreadLine[];
  /** Every line this reader took (read, noted as unread, or a header of its format). */
  claimed: number[];
  stanzas?: IniStanza[];
  release?: Release;
  limitsUsers?: { name: string; line: number }[];
  /** For the summary, e.g. "mqconfig for IBM MQ 9.1 (14 settings)"; omitted when nothing was read. */
  summary?: string;
  /** Queue manager objects (MQSC text, runmqsc DISPLAY replies), status replies and what runmqsc would refuse. */
  objects?: MqscObject[];
  statuses?: MqscStatus[];
  rejected?: MqscRejection[];
  /** What runmqsc said about its own run (a refused command, an error reply, a transcript cut off). */
  replyNotes?: { line: number; text: string; severity: 'info' | 'warning' | 'error' }[];
  /** Measurements the rules read (DISPLAY QMSTATUS's log sizes) but the measurements panel shows, not this one. */
  contextReadings?: Reading[];
  /** mq-gather.sh's manifests: what ran, was read, refused, masked or timed out (gather/manifest.ts). */
  gather?: GatherManifest[];
}

/** What every reader gathers as it goes through the lines, starting empty: see ReaderResult. */
export type Gathered = Required<Pick<ReaderResult, 'values' | 'unread'>> & Pick<ReaderResult, 'claimed'>;

export const gathering = (): Gathered => ({ values: [], unread: [], claimed: [] });

export interface Reader {
  id: string;
  read(lines: readonly PasteLine[], isClaimed: (n: number) => boolean): ReaderResult;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${num(n)} ${n === 1 ? one : many}`;
