/**
 * Links from a single-file calculator into the site (src/lib/offline/site-links.ts): from disk there
 * is no site, so each becomes the published address or loses its href, and says so; the offline
 * bundle, which carries the site, turns them back into the links they were.
 */
import { describe, expect, it } from 'vitest';
import { attr, elements, parseHtml, serializeHtml } from '../../src/lib/offline/html.ts';
import { markSiteLinks, restoreSiteLink } from '../../src/lib/offline/site-links.ts';

const page = `<!doctype html><html><head></head><body>
<a href="/guide/calculators/log-sizing/" data-embed-full>Full calculator</a>
<a href="/guide/reports/mq-linux-persistent/">Persistent messaging on Linux, lines 538–550</a>
<a href="?mode=check">Check this configuration</a>
<a href="https://www.ibm.com/docs/x">IBM documentation</a>
<a href="//cdn.example/x">protocol-relative</a>
</body></html>`;

const links = (html: string) => [...elements(parseHtml(html))].filter((e) => e.tagName === 'a');

describe('single-file links into the site', () => {
  it('without a site address: no href, the path kept, and "(needs the site)" in the text', () => {
    const doc = parseHtml(page);
    expect(markSiteLinks(doc, '/guide/', undefined)).toBe(2);
    const html = serializeHtml(doc);
    const [full, report, example, docs, other] = links(html);
    expect(attr(full!, 'href')).toBeUndefined();
    expect(attr(full!, 'data-site-path')).toBe('/guide/calculators/log-sizing/');
    expect(html).toContain('Full calculator<span class="needs-site" data-needs-site-note=""> (needs the site)</span></a>');
    expect(attr(report!, 'href')).toBeUndefined();
    expect(attr(example!, 'href')).toBe('?mode=check');
    expect(attr(docs!, 'href')).toBe('https://www.ibm.com/docs/x');
    expect(attr(other!, 'href')).toBe('//cdn.example/x');
    expect(html).not.toMatch(/href="\/guide\//);
  });

  it('with a site address: the published address, marked "(on the site)"', () => {
    const doc = parseHtml(page);
    markSiteLinks(doc, '/guide/', new URL('https://mq.example.org/guide/'));
    const [full] = links(serializeHtml(doc));
    expect(attr(full!, 'href')).toBe('https://mq.example.org/guide/calculators/log-sizing/');
    expect(serializeHtml(doc)).toContain('(on the site)');
  });

  it('restores the original link for a copy that travels with the site', () => {
    const doc = parseHtml(page);
    markSiteLinks(doc, '/guide/', undefined);
    for (const a of [...elements(doc)].filter((e) => e.tagName === 'a')) restoreSiteLink(a);
    const html = serializeHtml(doc);
    const [full, report] = links(html);
    expect(attr(full!, 'href')).toBe('/guide/calculators/log-sizing/');
    expect(full!.childNodes.map((n) => ('value' in n ? n.value : '')).join('')).toBe('Full calculator');
    expect(attr(report!, 'href')).toBe('/guide/reports/mq-linux-persistent/');
    expect(html).not.toMatch(/needs the site|data-site-path/);
  });
});
