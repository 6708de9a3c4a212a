import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { loadGlossary } from '../../src/lib/glossary/schema.ts';

const terms = loadGlossary();

describe('/glossary/', () => {
  it('has an anchored entry per term with its definition, the report lines and IBM’s original', async () => {
    const { page, failed } = await openPage('/glossary/');
    for (const t of terms) {
      const entry = page.locator(`[data-term="${t.id}"]`);
      expect(await entry.getAttribute('id')).toBe(t.id);
      const text = (await entry.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(t.term);
      expect(text).toContain(t.definition.replace(/\s+/g, ' '));
      expect(text, t.id).toContain(t.source.lines[0] === t.source.lines[1] ? `report line ${t.source.lines[0]}` : `report lines ${t.source.lines[0]}–${t.source.lines[1]}`);
      expect(await entry.locator('a.source-original').count(), t.id).toBe(1);
    }
    expect(failed).toEqual([]);
    await page.close();
  });
});

describe('jargon linked on first use', () => {
  it('links each term once per page, from prose, to its entry; a tap lands on the definition', async () => {
    const { page } = await openPage('/reports/mq-zos-v71/');
    // The report page itself (the "then and now" partial is compiled apart and may link a term once more).
    const links = await page.$$eval('main .sl-markdown-content a.glossary-term', (as) => as.filter((a) => !a.closest('section[data-then-and-now]')).map((a) => (a as HTMLElement).dataset.glossary!));
    expect(links).toContain('treelife');
    expect(links).toContain('smds');
    expect(new Set(links).size, 'each term linked once').toBe(links.length);
    const closest = await page.$$eval('main a.glossary-term', (as) => as.map((a) => a.parentElement!.closest('a, code, h1, h2, h3, h4, h5, h6')?.tagName ?? null));
    expect(closest.filter(Boolean)).toEqual([]);
    await page.locator('main a.glossary-term[data-glossary="treelife"]').first().click();
    await page.waitForURL(siteUrl('/glossary/#treelife'));
    expect(await page.locator('#treelife').isVisible()).toBe(true);
    expect(await page.locator('#treelife').innerText()).toContain('topic scavenger');
    await page.close();
  });

  it('links jargon in the guides too', async () => {
    const { page } = await openPage('/guides/zos-shared-queues/');
    const links = await page.$$eval('main a.glossary-term', (as) => as.map((a) => (a as HTMLElement).dataset.glossary!));
    for (const id of ['smds', 'cf', 'dsbufs', 'dsblock']) expect(links, id).toContain(id);
    await page.close();
  });
});
