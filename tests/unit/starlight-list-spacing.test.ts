import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rewriteListSpacing } from '../../src/lib/starlight/list-spacing.ts';

// The installed Starlight's markdown.css: the rewrite must find its list rule, and leave no :has()
// choosing lists behind.
const require = createRequire(import.meta.url);
const css = readFileSync(require.resolve('@astrojs/starlight/style/markdown.css'), 'utf8');

describe("Starlight's list spacing without :has()", () => {
  it('replaces the rule in the installed markdown.css, and only that rule', () => {
    expect(css).toContain(':is(ol, ul):has(');
    const out = rewriteListSpacing(css);
    expect(out).not.toContain(':is(ol, ul):has(');
    expect(out).toContain('.sl-markdown-content li > :last-child:not(a, strong, em, del, span, input, code, br, script, ol, ul, :where(.not-content *))');
    // Everything else is as Starlight wrote it.
    const before = css.split(/\.sl-markdown-content\s*:is\(ol, ul\)/)[0]!;
    expect(out.startsWith(before)).toBe(true);
    expect(out.split('margin-bottom: 1.25rem;').length).toBe(css.split('margin-bottom: 1.25rem;').length);
  });

  it('refuses a markdown.css without the rule, rather than pass it through unseen', () => {
    expect(() => rewriteListSpacing('.sl-markdown-content p { margin: 0 }')).toThrow(/list spacing rule/);
  });
});
