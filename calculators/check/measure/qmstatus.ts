/**
 * runmqsc's reply to DISPLAY QMSTATUS ALL (AMQ8705I, "Display Queue Manager Status Details"): the
 * log's state now. Units as IBM's DISPLAY QMSTATUS reference gives them: LOGINUSE and LOGUTIL are
 * percentages; RECSZ, REUSESZ, ARCHSZ and the file-system sizes are megabytes; LOGEXTSZ is
 * kilobytes (a default 4096-page extent shows 16392: 16,384 KiB of pages and an 8 KiB header).
 * The TYPE(NATIVEHA) reply's ROLE gives the Native HA role, and each of its replies one Native HA
 * instance (nativeha.ts) with the readings nativeHaInstances, nativeHaReplicasInSync and
 * nativeHaBacklogBytes.
 */
import type { NativeHaInstance } from '../mqsc/types.ts';
import { classify } from '../mqsc/runmqsc-lines.ts';
import { attributes } from './attributes.ts';
import { nativeHaInstance, nativeHaReadings, type HaAttribute } from './nativeha.ts';
import { lookup, readNumber, SIZE_FACTOR } from './text.ts';
import { emptyResult, type Fact, type ReaderResult, type Reading } from './types.ts';

interface Attr {
  name: string;
  unit: Reading['unit'];
  factor: number;
}

const a = (name: string, unit: Reading['unit'], factor = 1): Attr => ({ name, unit, factor });
const MB = SIZE_FACTOR.mb!;

const NUMERIC: Record<string, Attr> = {
  LOGINUSE: a('logPrimarySpaceInUse', 'percent'),
  LOGUTIL: a('logUtilization', 'percent'),
  LOGPRIM: a('logPrimaryExtents', 'count'),
  LOGSEC: a('logSecondaryExtents', 'count'),
  LOGEXTSZ: a('logExtentBytes', 'bytes', 1024),
  RECSZ: a('logMediaRecoveryBytes', 'bytes', MB),
  REUSESZ: a('logReusableBytes', 'bytes', MB),
  ARCHSZ: a('logArchiveWaitBytes', 'bytes', MB),
  LOGFSSZ: a('logFileSystemBytesMax', 'bytes', MB),
  LOGFSUSE: a('logFileSystemUsePercent', 'percent'),
  QMFSSZ: a('qmFileSystemBytesMax', 'bytes', MB),
  QMFSUSE: a('qmFileSystemUsePercent', 'percent'),
  DATFSSZ: a('dataFileSystemBytesMax', 'bytes', MB),
  DATFSUSE: a('dataFileSystemUsePercent', 'percent'),
  CONNS: a('connections', 'count'),
};

const WORDS: Record<string, Fact['name']> = { QMNAME: 'queueManager', LOGTYPE: 'logType', ROLE: 'haRole' };

const HEADER = /^\s*AMQ8705I\b/;
const COMMAND = /^\s*(?:\d+\s*:\s*)?DIS(?:PLAY)?\s+QMSTATUS\b/i;
/** runmqsc's own lines around a reply (its banner, "Starting MQSC…", the summary, "end"), as the reply reader tells them apart. */
const MQSC_NOISE = new Set(['banner', 'starting', 'summary', 'end']);
const isMqscNoise = (line: string) => MQSC_NOISE.has(classify(line)?.kind ?? '');
/** An attribute line of the reply: indented KEY(value) pairs, or the bare keyword SYNCPT. */
const ATTRIBUTE_LINE = /^\s+[A-Z][A-Z0-9]*(?:\(|\s*$)/;

/** Text with a DISPLAY QMSTATUS reply or command holds one of these; without them readQmstatus claims nothing. */
// Spelled out rather than /i, which makes the whole search case-blind and four times slower over a day of amqsrua.
export const QMSTATUS_HINT = /AMQ8705I|[Qq][Mm][Ss][Tt][Aa][Tt][Uu][Ss]/;

export function readQmstatus(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const nativeHa: NativeHaInstance[] = [];
  // The instances of each command's reply apart: a gather or a concatenation of runmqsc sessions holds
  // one TYPE(NATIVEHA) reply per queue manager, and each counts its own instances and replicas.
  const groups: NativeHaInstance[][] = [[]];
  const newGroup = () => {
    if (groups.at(-1)!.length) groups.push([]);
  };
  let inReply = false;
  let replies = 0;
  // The reply being read, kept whole until it ends: a Native HA instance is built from all its attributes.
  let reply: { line: number; attrs: HaAttribute[] } | undefined;
  const endReply = () => {
    const instance = reply && nativeHaInstance(reply.attrs, reply.line, out.unread);
    if (instance) {
      nativeHa.push(instance);
      groups.at(-1)!.push(instance);
    }
    reply = undefined;
    inReply = false;
  };
  const any = lines.some((l) => HEADER.test(l));

  lines.forEach((line, i) => {
    const n = i + 1;
    if (HEADER.test(line)) {
      endReply();
      inReply = true;
      reply = { line: n, attrs: [] };
      replies++;
      out.claimed.push(n);
      return;
    }
    if (COMMAND.test(line) || (any && isMqscNoise(line))) {
      out.claimed.push(n);
      endReply();
      newGroup();
      return;
    }
    if (!inReply) return;
    if (!ATTRIBUTE_LINE.test(line)) {
      endReply();
      return;
    }
    out.claimed.push(n);
    for (const { key, value } of attributes(line)) {
      reply?.attrs.push({ key, value, line: n });
      const word = lookup(WORDS, key);
      if (word && value) out.facts.push({ name: word, value, origin: 'DISPLAY QMSTATUS', line: n });
      const attr = lookup(NUMERIC, key);
      if (!attr || value === '' || value === 'SHARED') continue;
      const v = readNumber(value);
      if (v === undefined || v < 0) {
        out.unread.push({ line: n, text: line, why: `DISPLAY QMSTATUS ${key}(${value.slice(0, 30)}) is not ${v === undefined ? 'a number' : 'a measurement (negative)'}` });
        continue;
      }
      out.readings.push({ name: attr.name, unit: attr.unit, value: v * attr.factor, origin: 'DISPLAY QMSTATUS', lines: [n] });
    }
  });
  endReply();
  if (replies) out.recognised.push(`DISPLAY QMSTATUS (${replies} repl${replies === 1 ? 'y' : 'ies'})`);
  if (nativeHa.length) {
    for (const group of groups) if (group.length) out.readings.push(...nativeHaReadings(group));
    out.nativeHa = nativeHa;
  }
  return out;
}
