/**
 * Single-file calculators (/offline/<id>.html): opened from disk (file://), each gives the site's
 * results for the same inputs, asks for nothing outside its own file, and is linked from its page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { openFile } from './file-page.ts';
import { attr, builtDocument, textOf, withAttr } from './built-html.ts';
import { outputValues, query, ready } from './calculator-page.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { rawFromSearch } from '../../src/lib/calculators/query.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { rawOutput } from '../../calculators/format.ts';

const singleFile = (id: string) => join(inject('distDir'), 'offline', `${id}.html`);

describe('single-file calculators', () => {
  for (const def of calculators) {
    it(`${def.id}: one file with nothing external, the site's results from file://`, async () => {
      const html = readFileSync(singleFile(def.id), 'utf8');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).not.toMatch(/<(script|img|iframe)[^>]*\ssrc=/);
      expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload|preload|icon)"/);

      // The defaults, then the first and last worked examples, taken from link to link in the file.
      // What the site shows for each link is what its page script computes from it: the same reading
      // of the query (rawFromSearch) and the same run (runCalculator), each output written as
      // rawOutput writes it. Every example is reproduced on the site pages by
      // calculators-examples.test.ts and computed by the unit tests; the single file runs the same
      // bundle, so two examples show it reads links and computes as the site does.
      const examples = def.examples.length > 1 ? [def.examples[0]!, def.examples.at(-1)!] : def.examples;
      const cases = [{}, ...examples.map((e) => e.inputs)];
      const fileUrl = pathToFileURL(singleFile(def.id)).href;
      const opened = await openFile(fileUrl, fileUrl);
      for (const inputs of cases) {
        const search = Object.keys(inputs).length ? query(inputs) : '';
        const run = runCalculator(def, rawFromSearch(def, search));
        const expected = Object.fromEntries(def.outputs.map((o) => [o.name, run.ok ? rawOutput(run.outputs[o.name]) : '']));
        await opened.page.goto(fileUrl + search);
        await ready(opened.page, def.id);
        expect(await outputValues(opened.page), `${def.id}${search}`).toMatchObject(expected);
        expect(Object.values(expected).some((v) => v !== '')).toBe(true);
      }
      expect(opened.outside).toEqual([]);
      expect(opened.missing).toEqual([]);
      await opened.page.close();
    }, 300_000);
  }

  it('recomputes as the reader types, and shows the working unfolded', async () => {
    const fileUrl = pathToFileURL(singleFile('log-sizing')).href;
    const { page, outside } = await openFile(fileUrl, fileUrl);
    await ready(page, 'log-sizing');
    await page.selectOption('#calc-log-sizing-mode', 'check');
    await page.fill('#calc-log-sizing-logFilePages', '16384');
    await page.fill('#calc-log-sizing-primaryFiles', '24');
    await page.fill('#calc-log-sizing-secondaryFiles', '2');
    await expect.poll(async () => (await outputValues(page)).maxLogBytes).toBe('1744830464');
    await page.fill('#calc-log-sizing-logFilePages', 'lots');
    await expect.poll(() => page.locator('[role="alert"]').first().innerText()).toMatch(/log/i);
    expect((await outputValues(page)).maxLogBytes).toBe('');
    expect(await page.locator('[data-calc-detail]').first().isVisible()).toBe(true);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('every link works from disk or says it needs the site', async () => {
    for (const def of calculators) {
      const html = readFileSync(singleFile(def.id), 'utf8');
      const fileUrl = pathToFileURL(singleFile(def.id)).href;
      const { page } = await openFile(fileUrl, fileUrl);
      await ready(page, def.id);
      const links = await page.$$eval('a', (all) =>
        all.map((a) => ({ href: a.getAttribute('href'), site: a.getAttribute('data-site-path'), text: a.textContent ?? '' })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const where = `${def.id}: ${JSON.stringify(link)}`;
        if (link.site === null) {
          // Within the file: a worked example or a result link (?inputs), an anchor, or documentation elsewhere.
          expect(link.href, where).toMatch(/^(\?|#|https?:\/\/)/);
        } else {
          // Into the site, which a file on disk does not have (this build has no SITE_URL): no dead href, and it says so.
          expect(link.href, where).toBeNull();
          expect(link.text, where).toMatch(/\(needs the site\)$/);
        }
      }
      expect(html).not.toMatch(/href="\//);
      await page.close();
    }
  }, 120_000);

  it('follows the reader’s colour scheme from disk', async () => {
    const fileUrl = pathToFileURL(singleFile('treelife')).href;
    for (const scheme of ['dark', 'light'] as const) {
      const { page, consoleErrors } = await openFile(fileUrl, fileUrl, { width: 390, height: 844, colorScheme: scheme });
      await ready(page, 'treelife');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(20, 21, 24)' : 'rgb(255, 255, 255)');
      expect(consoleErrors).toEqual([]);
      await page.close();
    }
  });

  it('each calculator page links its single file for download', async () => {
    // The link is in the page's markup (read from the build); the file it names is served as HTML.
    const { page } = await openPage('/calculators/');
    for (const def of calculators) {
      const link = withAttr(builtDocument(`/calculators/${def.id}/`), 'data-offline-download')[0];
      expect(link, def.id).toBeDefined();
      expect(textOf(link!)).toMatch(/download for offline use/i);
      const href = new URL(attr(link!, 'href') ?? '', siteUrl(`/calculators/${def.id}/`)).href;
      expect(href).toBe(siteUrl(`/offline/${def.id}.html`));
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
    }
    await page.close();
  });
});
