/**
 * The height a `.drawn-when-near` block (site.css) stands at before it is first drawn, written into
 * its `--estimated-block-size`. Once drawn, the block keeps its real height (`auto`), so an estimate
 * only places the scroll bar and what follows until then: near enough is the aim, for a phone, where
 * laying out blocks far below the screen is what made pages slow to start (issue 36).
 */

/** The inline style that gives a `.drawn-when-near` block its estimate (a CSS length): the one place the property is named outside site.css. */
export function estimatedStyle(size: string): string {
  return `--estimated-block-size: ${size}`;
}

/** A table box: a header and caption, and a row of about 2.2 rem per row of data. */
export function estimatedTableHeight(rows: number): string {
  return `${(5 + rows * 2.2).toFixed(1)}rem`;
}

/** Characters per line of body text in a phone's column (390 px), and the height of a line. */
const CHARS_PER_PHONE_LINE = 46;
const LINE_REM = 1.75;

/**
 * A section of prose or a list: its heading, then each paragraph or item (`blocks`) wrapped at a
 * phone's width with a gap after it. `chars` is the text of all of them.
 */
export function estimatedProseHeight(chars: number, blocks: number): string {
  return `${proseHeightRem(chars, blocks).toFixed(1)}rem`;
}

/** The same in rem, for a block that adds the heights of its components to its text's. */
export function proseHeightRem(chars: number, blocks: number): number {
  const lines = Math.ceil(chars / CHARS_PER_PHONE_LINE) + blocks;
  return 3.5 + lines * LINE_REM;
}
