import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withoutFirstChildHas } from '../../src/lib/style/starlight-heading-css.ts';

// The file Starlight ships (not in its package exports), read where npm installed it.
const starlightCss = () => readFileSync(fileURLToPath(new URL('../../node_modules/@astrojs/starlight/dist/style/anchor-links.css', import.meta.url)), 'utf8');

describe("Starlight's hidden-heading rule", () => {
  it('is rewritten wherever Starlight writes it, leaving no :first-child inside :has()', () => {
    const css = starlightCss();
    const out = withoutFirstChildHas(css);
    expect(out).not.toMatch(/:has\([^)]*:first-child/);
    expect(out.match(/:has\(> :is\(h1, h2, h3, h4, h5, h6\):is\(\.sr-only, \[hidden\]\)\)/g)).toHaveLength(css.match(/:first-child:is\(\.sr-only, \[hidden\]\)\)/g)!.length);
    // Everything else reads as Starlight wrote it.
    expect(out.replace(/:has\([^{]*?\]\)\)/g, '')).toBe(css.replace(/:has\([^{]*?\]\)\)/g, ''));
  });
  it('says so when an upgrade no longer holds the rule', () => {
    expect(() => withoutFirstChildHas('.sl-heading-wrapper { display: flex; }', 'anchor-links.css')).toThrow(/no longer holds/);
  });
  it('matches the hidden heading as before in the wrapper Starlight builds (heading, then link)', () => {
    expect(withoutFirstChildHas('.w:has(> :first-child:is(.sr-only, [hidden])) > a { display: none; }')).toBe('.w:has(> :is(h1, h2, h3, h4, h5, h6):is(.sr-only, [hidden])) > a { display: none; }');
  });
});
