/**
 * How much the configuration checker reads, in its own module so a page can refuse an over-long
 * paste by its length without loading the checker.
 */

/** Larger pastes are not configuration output; refusing them keeps the page responsive. */
export const MAX_PASTE_CHARS = 500_000;

/** A gather of every queue manager on a host, or a runmqsc transcript of thousands of objects, is read up to this. */
export const MAX_GATHER_CHARS = 64 * 1024 * 1024;

/** Text that holds a whole queue manager (a gather, a runmqsc transcript, an MQSC dump): its first 200,000 characters say so. */
const WHOLE_QUEUE_MANAGER = /^===== mq-gather 1 \||Starting MQSC for queue manager|^\s*\d+ : DIS|^\s*(?:DEFINE|DEF|ALTER|ALT)\s+(?:QMGR|QLOCAL|QL|QREMOTE|QR|QALIAS|QA|QMODEL|QM|CHANNEL|CHL|LISTENER|LSTR|TOPIC)\b/im;

/** How much of this text the checker reads: a configuration paste's limit, or a gather's. */
export function pasteLimit(text: string): number {
  return text.length > MAX_PASTE_CHARS && WHOLE_QUEUE_MANAGER.test(text.slice(0, 200_000)) ? MAX_GATHER_CHARS : MAX_PASTE_CHARS;
}
