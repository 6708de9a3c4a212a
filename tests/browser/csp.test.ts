import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage } from './harness.ts';

// Every built page carries a Content-Security-Policy that allows only the site's own scripts
// (and the hashes of the inline ones it was built with), and runs within it.
const dist = process.env.BROWSER_TEST_DIST ?? join(process.cwd(), 'dist-test');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pyodide' ? [] : htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
const directive = (policy: string, name: string) => new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`).exec(policy)?.[1] ?? '';

describe('Content-Security-Policy', () => {
  it('is on every page: own-origin scripts, no inline handlers, nothing from elsewhere', () => {
    const pages = htmlFiles(dist);
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const name = file.slice(dist.length);
      const policy = policyOf(html);
      if (!policy) {
        problems.push(`${name}: no policy`);
        continue;
      }
      const scripts = directive(policy, 'script-src');
      if (!scripts.includes("'self'") || /unsafe-inline|unsafe-eval|\*|https?:/.test(scripts)) problems.push(`${name}: script-src "${scripts.slice(0, 80)}"`);
      if (directive(policy, 'script-src-attr').trim() !== "'none'") problems.push(`${name}: inline event handlers are not forbidden`);
      if (!/default-src 'self'/.test(policy) || !/object-src 'none'/.test(policy)) problems.push(`${name}: default-src/object-src missing`);
      // Inline handlers would be blocked anyway; none should be written.
      const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''));
      if (handler) problems.push(`${name}: inline event handler ${handler[0].slice(0, 80)}`);
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  it.each(['/', '/reports/mq-appliance-m2002/', '/data/', '/calculators/log-sizing/', '/calculators/ha-latency/', '/embed/log-sizing/', '/simulator/'])(
    '%s runs with no policy violation',
    async (path) => {
      const { page, consoleErrors } = await openPage(path);
      await page.waitForLoadState('networkidle').catch(() => {});
      const violations = consoleErrors.filter((e) => e.startsWith("CSP violation") || /Content Security Policy/i.test(e));
      expect(violations, violations.join("\n")).toEqual([]);
      await page.close();
    },
  );
});
