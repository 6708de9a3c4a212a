/**
 * Measurements pasted into the configuration box are handed to the measurements panel by this event
 * (the two panels are separate scripts and share nothing else): with the answer the check is bringing,
 * read from the same text, or, when the checker refused the text (too long), for the panel to read.
 */
import type { MeasureAnswer } from './worker-protocol.ts';

export const MEASURE_HANDOFF = 'mq-check:measure-text';
/** `refused`: the checker would not take the text (too long), so the panel reads it whatever it holds; else `answer` is the check's. */
export type MeasureHandoff = CustomEvent<{ text: string; what: string; refused: boolean; answer?: Promise<MeasureAnswer> }>;

export function handOff(text: string, what: string, refused: boolean, answer?: Promise<MeasureAnswer>): void {
  document.dispatchEvent(new CustomEvent(MEASURE_HANDOFF, { detail: { text, what, refused, ...(answer ? { answer } : {}) } }) satisfies MeasureHandoff);
}

/**
 * What a paste of measurements plainly looks like (amqsrua, mqldt, fio JSON, DISPLAY QMSTATUS, an IBM
 * MQ exporter's metric in a scrape, an API answer or a Grafana CSV, any Prometheus API answer): text
 * too long for the checker goes to the panel by this alone. For text the checker reads it is only a
 * head start; the readers decide (work.ts).
 */
export const MEASUREMENT_TEXT = /Publication received|Avg latency of write|"fio version"|AMQ8705I|\bibmmq_\w+|"resultType"\s*:/;
