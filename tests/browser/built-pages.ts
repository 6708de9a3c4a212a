import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inject } from 'vitest';

/**
 * Every page of the built site, as a site path ("/reports/mq-hpux-v53/"), found by listing the
 * served build's HTML files, so pages added later (another report, a guide) are covered
 * without touching the tests.
 */
export function builtPages(): string[] {
  const dir = inject('distDir');
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const rel = relative(dir, path).split(sep).join('/');
        pages.push(`/${rel.replace(/(^|\/)index\.html$/, '$1')}`);
      }
    }
  };
  walk(dir);
  return pages.sort();
}

/** Built pages directly under a section, e.g. section "reports" → "/reports/<id>/" (not the index itself). */
export function pagesUnder(section: string): string[] {
  return builtPages().filter((p) => new RegExp(`^/${section}/[^/]+/$`).test(p));
}
