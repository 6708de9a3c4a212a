/**
 * Measurements pasted into the configuration box, too long for the checker, are handed to the
 * measurements panel by this event (the two panels are separate scripts and share nothing else).
 */
export const MEASURE_HANDOFF = 'mq-check:measure-text';
/** `refused`: the checker would not take the text (too long), so the panel reads it whatever it holds. */
export type MeasureHandoff = CustomEvent<{ text: string; what: string; refused: boolean }>;

export function handOff(text: string, what: string, refused: boolean): void {
  document.dispatchEvent(new CustomEvent(MEASURE_HANDOFF, { detail: { text, what, refused } }) satisfies MeasureHandoff);
}

/** What a paste of measurements looks like (amqsrua, mqldt, fio JSON, DISPLAY QMSTATUS). */
export const MEASUREMENT_TEXT = /Publication received|Avg latency of write|"fio version"|AMQ8705I/;
