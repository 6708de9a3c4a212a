/**
 * A drawing's box is given the drawing's exact size before it is drawn (its width, at most, and its
 * proportions), so the browser can leave a chart unstyled and unlaid until it nears the screen
 * (chart-theme.css, `[data-drawn-size]`) without anything moving when it is: a report's 30-odd
 * charts, or the explorer's 400-element bar chart, are work a phone otherwise does while the page
 * loads (issue 36). Kept apart from render.ts so the browser's live charts can use it without Vega.
 */

/** The size a drawing was made at, from its root element's width and height (px), or undefined when it has none. */
export function drawnSize(svg: string): { width: number; height: number } | undefined {
  const root = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The style of a box holding `svg` (read by `[data-drawn-size]`), or undefined when the drawing has no size. */
export function drawnSizeStyle(svg: string): string | undefined {
  const size = drawnSize(svg);
  return size ? `--drawn-width: ${size.width}px; --drawn-ratio: ${size.width} / ${size.height}` : undefined;
}

/** The same as attributes, for a box written as a string (the live charts' build-time drawing). */
export function drawnSizeAttributes(svg: string): string {
  const style = drawnSizeStyle(svg);
  return style ? ` data-drawn-size style="${style}"` : '';
}
