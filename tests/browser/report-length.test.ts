/**
 * Report pages are shorter than the reports and lead with what a reader came for: the page's own
 * prose (tables, charts and folded sections aside) is at most half the report's words, and the
 * key results start on the first screen.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage } from './harness.ts';
import { proseWords } from './prose-words.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

const dist = process.env.BROWSER_TEST_DIST ?? join(process.cwd(), 'dist-test');
// Every published report page, old and new (issue 26 item 6), measured against its own source text.
const published = loadCatalogue().reports.filter((r) => r.status === 'published');
const originals = published.filter((r) => r.sourceDir === 'reports');
/** Pages written with their key results first: the originals and the newer reports added with issue 26. */
const KEY_RESULTS_FIRST = [...originals.map((r) => r.id), 'mq-v92-linux', 'mq-appliance-encrypted-fs', 'mq-openshift-configuration', 'mq-openshift-pidlimit'];


describe('report pages are shorter than the reports', () => {
  it.each(published.map((r) => [r.id, r] as const))('%s: prose is at most half the report', (id, report) => {
    const reportWords = readFileSync(join(process.cwd(), reportTextPath(report)), 'utf8').split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
    const pageWords = proseWords(readFileSync(join(dist, 'reports', id, 'index.html'), 'utf8'));
    expect(pageWords, `${pageWords} words of prose against the report's ${reportWords}`).toBeLessThanOrEqual(reportWords / 2);
  });

  it.each(KEY_RESULTS_FIRST.map((id) => [id] as const))('%s: key results start on the first screen', async (id) => {
    const { page } = await openPage(`/reports/${id}/`, { width: 1366, height: 768 });
    const top = await page.evaluate(() => document.getElementById('key-results')?.getBoundingClientRect().top ?? Infinity);
    expect(top).toBeLessThan(768);
    await page.close();
  });
});
