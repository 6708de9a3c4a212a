/**
 * Starlight's heading anchors hide their link (and the wrapper's box) when the heading is visually
 * hidden, with `.sl-heading-wrapper:has(> :first-child:is(.sr-only, [hidden]))`. A `:first-child`
 * inside `:has()` makes Chromium restyle the page's content on every element added anywhere: in a
 * trace of /check/ (2026-11-27) each slice of findings appended restyled the same ~395 elements,
 * 4–37 ms a frame, the longest task of a 100 KB check; with the rule gone it restyled 3–4. A
 * calculator's keystroke restyles that way too.
 *
 * Starlight builds each wrapper as the heading and then its link, so the heading is the wrapper's
 * only heading child and "the first child is a hidden heading" reads the same without the
 * structural part: `:has(> :is(h1, h2, h3, h4, h5, h6):is(.sr-only, [hidden]))`. Chromium then
 * restyles only when an added element is itself .sr-only or [hidden].
 */
import type { Plugin } from 'vite';

const ANCHOR_CSS = /[\\/]@astrojs[\\/]starlight[\\/]dist[\\/]style[\\/]anchor-links\.css$/;
const SLOW = /:has\(\s*>\s*:first-child:is\(\s*\.sr-only\s*,\s*\[hidden\]\s*\)\s*\)/g;
const SAME_WITHOUT_FIRST_CHILD = ':has(> :is(h1, h2, h3, h4, h5, h6):is(.sr-only, [hidden]))';

/** The stylesheet with the rule rewritten; throws when it no longer holds the rule (an upgrade changed it: look again). */
export function withoutFirstChildHas(css: string, file = 'anchor-links.css'): string {
  const count = css.match(SLOW)?.length ?? 0;
  if (count === 0) throw new Error(`${file} no longer holds Starlight's :has(> :first-child:is(.sr-only, [hidden])) rule: check whether src/lib/style/starlight-heading-css.ts is still needed`);
  return css.replace(SLOW, SAME_WITHOUT_FIRST_CHILD);
}

export function starlightHeadingCss(): Plugin {
  return {
    name: 'mq-field-guide:starlight-heading-css',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      return ANCHOR_CSS.test(file) ? { code: withoutFirstChildHas(code, file), map: null } : null;
    },
  };
}
