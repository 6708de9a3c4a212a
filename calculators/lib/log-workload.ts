/**
 * How fast a persistent workload writes the recovery log, from IBM's documented record sizes
 * ("Calculating the size of the log"), and IBM's rule for the log a unit of work needs. Shared by
 * log sizing (both modes), the logger-throughput calculator and the rulebook's log rules, so
 * the checker and the calculator compute the same bytes.
 */
import ibmLogRecords from '../simulator/ibm-log-records.json' with { type: 'json' };

/** Bytes logged per operation: one data file, read by the simulator too. */
export const LOG_RECORD = {
  putOverhead: ibmLogRecords.putOverheadBytes,
  segmentBytes: ibmLogRecords.segmentBytes,
  segmentOverhead: ibmLogRecords.segmentOverheadBytes,
  get: ibmLogRecords.getBytes,
  commit: ibmLogRecords.commitBytes,
} as const;

/** Log bytes for one persistent put: IBM's 750 + length, plus 300 per 15,700-byte segment once the message needs more than one. */
export function putRecordBytes(messageBytes: number): number {
  if (messageBytes <= LOG_RECORD.segmentBytes) return LOG_RECORD.putOverhead + messageBytes;
  const segments = Math.ceil(messageBytes / LOG_RECORD.segmentBytes);
  return LOG_RECORD.putOverhead + messageBytes + segments * LOG_RECORD.segmentOverhead;
}

export interface LogWorkload {
  msgBytes: number;
  putsPerSec: number;
  msgsPerUow: number;
  longestUowSec: number;
}

/**
 * Each message put and later got, both under syncpoint, one commit per unit of work on each side;
 * requiredLogBytes is IBM's 2 × (longest unit of work + 1 s) × bytes per second.
 */
export function logRate(w: LogWorkload): { putBytes: number; logBytesPerSec: number; requiredLogBytes: number } {
  const putBytes = putRecordBytes(w.msgBytes);
  const commitsPerSec = (2 * w.putsPerSec) / w.msgsPerUow;
  const logBytesPerSec = w.putsPerSec * (putBytes + LOG_RECORD.get) + commitsPerSec * LOG_RECORD.commit;
  return { putBytes, logBytesPerSec, requiredLogBytes: 2 * (w.longestUowSec + 1) * logBytesPerSec };
}
