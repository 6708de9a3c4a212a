/**
 * Puts src/lib/toc/starlight-toc.ts in the place of Starlight's own <starlight-toc> module (why: that
 * file's comment), for both of Starlight's tables of contents. Matched on the file the import
 * resolves to, whatever relative path Starlight's components spell it with; tests/browser/toc.test.ts
 * fails if an upgrade moves the file and Starlight's version comes back.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STARLIGHT_TOC = /[\\/]@astrojs[\\/]starlight[\\/]dist[\\/]components-internals[\\/]TableOfContents[\\/]starlight-toc(\.js)?$/;
const STAND_IN = fileURLToPath(new URL('./starlight-toc.ts', import.meta.url));

export function starlightTocStandIn(): Plugin {
  return {
    name: 'mq-field-guide:starlight-toc',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('starlight-toc')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && STARLIGHT_TOC.test(resolved.id.split('?')[0]) ? STAND_IN : null;
    },
  };
}
