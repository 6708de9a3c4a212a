import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Astro's CSP hashes the scripts and styles it bundles, but not the `is:inline` scripts that
 * Starlight renders (the theme switch that must run before the first paint, the search shortcut).
 * After the build, this adds the hash of every inline script and style a page actually carries to
 * that page's own policy, so the policy allows exactly what was built and nothing typed into a URL.
 */

/** Script types the browser executes; JSON data blocks are not scripts and need no hash. */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function typeOf(attrs: string): string {
  return (/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '').toLowerCase();
}

/** The page with every inline script and style hash present in its policy, or the page unchanged. */
export function addInlineHashes(html: string): string {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i.exec(html);
  if (!meta) return html;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = m;
    if (/\bsrc\s*=/i.test(attrs) || !EXECUTABLE.has(typeOf(attrs))) continue;
    scripts.add(sha256(body));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(m[1] ?? ''));

  const policy = meta[1]!.replace(/&#39;/g, "'");
  const extend = (text: string, directive: string, hashes: Set<string>) =>
    text.replace(new RegExp(`(^|;)\\s*${directive}\\s([^;]*)`), (whole, lead: string, sources: string) => {
      const missing = [...hashes].filter((h) => !sources.includes(h));
      return missing.length ? `${lead} ${directive} ${sources.trim()} ${missing.join(' ')}` : whole;
    });
  const next = extend(extend(policy, 'script-src', scripts), 'style-src', styles);
  return next === policy ? html : html.replace(meta[0], meta[0].replace(meta[1]!, next));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

export default function cspInlineHashes(): AstroIntegration {
  return {
    name: 'mq-field-guide:csp-inline-hashes',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let changed = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const next = addInlineHashes(html);
          if (next !== html) {
            writeFileSync(file, next);
            changed++;
          }
        }
        logger.info(`inline script hashes added to the policy of ${changed} pages`);
      },
    },
  };
}
