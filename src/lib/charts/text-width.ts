/**
 * Text width without a canvas: per-character widths of the system UI font (calibrated against
 * DejaVu Sans, the widest common system-ui font, in Chromium: within 3%). Used to lay out live
 * charts, and by Vega at build time in place of its own estimate (0.8 em a character, far too
 * wide), so labels get the room they need and no more.
 */

/** Rough width of text in the system UI font: good enough to lay out labels without measuring. */
export function textWidth(text: string, size: number): number {
  let em = ems.get(text);
  if (em === undefined) {
    em = 0;
    for (const ch of text) em += /[ilI.,:;'|!]/.test(ch) ? 0.28 : /[mwMW]/.test(ch) ? 0.85 : /[A-Z]/.test(ch) ? 0.67 : /[0-9]/.test(ch) ? 0.62 : 0.56;
    // Labels repeat from one drawing to the next; a bounded cache keeps each keystroke's layout cheap.
    if (ems.size > 5000) ems.clear();
    ems.set(text, em);
  }
  return em * size;
}
const ems = new Map<string, number>();

/** Splits text into lines no wider than `max` pixels, at spaces; a single over-long word keeps its own line. */
export function wrapText(text: string, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > max) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

