import { describe, expect, it } from 'vitest';
import { axeViolations, drawAll, openPage, siteUrl } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { loadRecommendations } from '../../src/lib/recommendations/load.ts';

const recs = loadRecommendations(loadCatalogue());
const visibleRows = (page: import('playwright-core').Page) =>
  page.$$eval('tr[data-rec]', (rows) => rows.filter((r) => !(r as HTMLElement).hidden).map((r) => (r as HTMLElement).dataset.rec!));

describe('/recommendations/', () => {
  it('lists every recommendation of every report without JavaScript, each with a source link to its row', async () => {
    const { page } = await openPage('/recommendations/');
    const html = await (await page.request.get(siteUrl('/recommendations/'))).text();
    expect((html.match(/<tr[^>]+data-rec=/g) ?? []).length).toBe(recs.length);
    // The filters need the script: hidden when scripting is off (tests/browser/layout-stability.test.ts).
    expect(html).toMatch(/<form[^>]*class="[^"]*needs-script[^"]*"[^>]*data-recs-filters/);
    const sources = await page.$$eval('tr[data-rec] a.rec-source', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(sources.length).toBe(recs.length);
    const sample = sources.filter((_, i) => i % 25 === 0);
    for (const href of sample) {
      const [url, anchor] = href.split('#');
      const res = await page.request.get(url!);
      expect(res.status(), url).toBe(200);
      expect(await res.text(), href).toContain(`id="${anchor}"`);
    }
    await page.close();
  });

  it('filters by platform, status, topic and text from the address', async () => {
    const { page } = await openPage('/recommendations/?platform=HP-UX&status=historical');
    const shown = await visibleRows(page);
    const expected = recs.filter((r) => r.platform === 'HP-UX' && r.scope === 'historical').map((r) => `${r.report.id}/${r.id}`);
    expect(shown.sort()).toEqual(expected.sort());
    expect(shown).toContain('mq-hpux-v53/nkthread');
    // Re-tagged general in issue 24: IBM's 2020 best practices still advise many primary log files.
    expect(shown).not.toContain('mq-hpux-v53/log-primary-files');
    expect(await page.locator('#recs-platform').inputValue()).toBe('HP-UX');
    expect(await page.locator('[data-recs-count]').innerText()).toContain(`${expected.length} of ${recs.length}`);
    await page.close();

    const byTopic = await openPage('/recommendations/?topic=Recovery+log&q=LogBufferPages');
    const topicRows = await visibleRows(byTopic.page);
    expect(topicRows.sort()).toEqual(['mq-hpux-v53/log-buffer-pages', 'mq-linux-persistent/log-buffer-pages']);
    await byTopic.page.close();
  });

  it('writes the filters back to the address as the reader changes them', async () => {
    const { page } = await openPage('/recommendations/');
    await page.selectOption('#recs-status', 'general');
    await page.fill('#recs-q', 'syncpoint');
    await expect.poll(() => new URL(page.url()).search).toBe('?status=general&q=syncpoint');
    const shown = await visibleRows(page);
    expect(shown.length).toBeGreaterThan(2);
    for (const key of shown) {
      const r = recs.find((x) => `${x.report.id}/${x.id}` === key)!;
      expect(r.scope).toBe('general');
    }
    await page.click('button[type="reset"]');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect((await visibleRows(page)).length).toBe(recs.length);
    await page.close();
  });

  it('filters on a phone as on a desktop: hidden rows take no space, the count and the address follow', async () => {
    for (const width of [390, 1280]) {
      const { page } = await openPage('/recommendations/', { width, height: 844 });
      const onScreen = () => page.$$eval('tr[data-rec]', (rows) => rows.filter((r) => r.getBoundingClientRect().height > 0).length);
      expect(await onScreen(), `${width}: all rows`).toBe(recs.length);
      await page.selectOption('#recs-status', 'historical');
      const expected = recs.filter((r) => r.scope === 'historical').length;
      await expect.poll(onScreen, { message: `${width}: only historical rows` }).toBe(expected);
      expect(await page.locator('[data-recs-count]').innerText()).toBe(`${expected} of ${recs.length} recommendations match.`);
      expect(new URL(page.url()).search).toBe('?status=historical');
      await page.close();
    }
  });

  it('gives each card on a phone the whole width: advice, platform and status read across the screen, not down a narrow column', async () => {
    const { page } = await openPage('/recommendations/', { width: 390, height: 844 });
    await drawAll(page);
    const narrow = await page.$$eval('tr[data-rec]', (rows) =>
      (rows as HTMLTableRowElement[]).flatMap((row) => {
        const card = row.getBoundingClientRect().width;
        return [...row.cells].filter((cell) => cell.getBoundingClientRect().width < card * 0.9).map((cell) => `${row.id} ${cell.dataset.label}: ${cell.getBoundingClientRect().width.toFixed(0)} of ${card.toFixed(0)} px`);
      }),
    );
    expect(narrow).toEqual([]);
    await page.close();
  });

  it('names an unknown value in the address in an alert and shows everything instead', async () => {
    const { page } = await openPage('/recommendations/?status=current&platform=%3Cimg%20src%3Dx%3E');
    const alerts = await page.locator('[role="alert"]').allInnerTexts();
    expect(alerts.join(' ')).toMatch(/Platform “<img src=x>” is not one of the \d+ accepted values/);
    expect(alerts.join(' ')).toMatch(/Status “current” is not one of the 3 accepted values \(general, platform-specific, historical\)/);
    expect(await page.locator('main img').count()).toBe(0);
    expect((await visibleRows(page)).length).toBe(recs.length);
    await page.close();
  });

  it('has no accessibility violations and fits a phone, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage('/recommendations/?topic=Recovery+log', { width: 390, height: 844, colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await page.close();
    }
  });
});

describe('advice corrected in review (issue 11)', () => {
  it('the Linux report page says what lines 222–224 say about log size', async () => {
    const { page } = await openPage('/reports/mq-linux-persistent/');
    // As a reader who has scrolled through it (innerText leaves out what is not yet drawn).
    await drawAll(page);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).not.toContain('Size the log so that it fits the write cache');
    expect(text).toContain('but not arbitrarily large');
    expect(text).toContain('roll long transactions back');
    const rec = page.locator('[data-recommendations="mq-linux-persistent"] #rec-size-log-for-workload');
    expect(await rec.innerText()).toContain('not arbitrarily large');
    await page.close();
  });

  it('HP-UX "a large number of primary log files" is shown as general, confirmed by IBM’s 2020 best practices and bounded by the Linux report', async () => {
    const { page } = await openPage('/recommendations/?q=LogPrimaryFiles&platform=HP-UX');
    const row = page.locator('tr[data-rec="mq-hpux-v53/log-primary-files"]');
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('General: still applies');
    expect(text).toContain('lines 222 and 454');
    expect(text).toContain('IBM’s 2020 best practices confirm it');
    await page.close();

    const report = await openPage('/reports/mq-hpux-v53/');
    await drawAll(report.page);
    const item = (await report.page.locator('[data-recommendations="mq-hpux-v53"] #rec-log-primary-files').innerText()).replace(/\s+/g, ' ');
    expect(item).toContain('General: still applies');
    expect(item).not.toContain('Historical: superseded');
    await report.page.close();
  });

  it('says where no newer IBM measurement exists, with the date of the newest source', async () => {
    const { page } = await openPage('/recommendations/');
    const gap = (await page.locator('[data-measurement-gap]').innerText()).replace(/\s+/g, ' ');
    expect(gap).toMatch(/Message Broker.*dated April 2012/);
    expect(gap).toMatch(/HP-UX.*dated c\. 2002/);
    expect(gap).toMatch(/newest source in the collection is dated \w+ \d{4}/);
    await page.close();
  });
});
