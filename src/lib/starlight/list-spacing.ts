/**
 * Starlight's list spacing rule (its markdown.css), rewritten without :has().
 *
 * Starlight gives the last block child of every item of a "loose" list (one where some item holds
 * a block, such as a paragraph) a 1.25rem bottom margin, choosing the lists with
 * `:is(ol, ul):has(> li > :not(a, strong, …))`. Chromium cannot tell which elements an insertion can
 * affect through that :has(), so every element added anywhere in the page's content restyled the
 * whole main column: about 430 elements on a calculator page for each added element, on every
 * keystroke that adds one and every slice of /check/'s results (issue 36; measured with a trace of
 * five appends, 428–432 elements each, and 4 without the rule).
 *
 * The same margin without :has(): an item's last child that is itself a block is what made its list
 * loose, so it gets the margin whatever its list holds. What Starlight does and this does not: a
 * nested list that ends an item of a loose list (ol, ul are not blocks to the :has() test) keeps no
 * bottom margin, and the last element before an item's trailing scripts gets it whether its list is
 * loose or not (the margin of an inline element does not move anything).
 */
import type { Plugin } from 'vite';

const MARKDOWN_CSS = /[\\/]@astrojs[\\/]starlight[\\/]dist[\\/]style[\\/]markdown\.css(\?.*)?$/;
/** Starlight 0.42's rule, from its selector to the end of its block. */
const LIST_RULE = /\.sl-markdown-content\s*:is\(ol,\s*ul\):has\(>\s*li\s*>\s*:not\(a, strong, em, del, span, input, code, br, script, ol, ul\)\)\s*>\s*li\s*>\s*:is\([\s\S]*?\)\s*\{\s*margin-bottom:\s*1\.25rem;\s*\}/;
const WITHOUT_HAS = `.sl-markdown-content li > :last-child:not(a, strong, em, del, span, input, code, br, script, ol, ul, :where(.not-content *)),
	.sl-markdown-content li > :not(script):has(~ script:last-child):not(:has(~ :not(script))) {
		margin-bottom: 1.25rem;
	}`;

/** markdown.css with the list rule rewritten; throws when the rule is not where Starlight had it (an upgrade to look at). */
export function rewriteListSpacing(css: string): string {
  if (!LIST_RULE.test(css)) throw new Error("Starlight's markdown.css no longer has the list spacing rule src/lib/starlight/list-spacing.ts rewrites: check the new one for :has()");
  return css.replace(LIST_RULE, WITHOUT_HAS);
}

export function starlightListSpacing(): Plugin {
  return {
    name: 'mq-field-guide:starlight-list-spacing',
    enforce: 'pre',
    transform(code, id) {
      return MARKDOWN_CSS.test(id) ? { code: rewriteListSpacing(code), map: null } : null;
    },
  };
}
