/**
 * How much the configuration checker reads, in its own module so a page can refuse an over-long
 * paste by its length without loading the checker.
 */

/** Larger pastes are not configuration output; refusing them keeps the page responsive. */
export const MAX_PASTE_CHARS = 500_000;
