/**
 * How much the configuration checker reads, in its own module so a page can refuse an over-long
 * paste by its length without loading the checker.
 */

/** Larger pastes are not configuration output; refusing them keeps the page responsive. */
export const MAX_PASTE_CHARS = 500_000;

/** A gather of every queue manager on a host, or a runmqsc transcript of thousands of objects, is read up to this. */
export const MAX_GATHER_CHARS = 64 * 1024 * 1024;
