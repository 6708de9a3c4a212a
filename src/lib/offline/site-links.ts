/**
 * Links in a single-file calculator (/offline/<id>.html) that point into the site ("Full calculator
 * and sources", a report cited as a source, a related calculator). Opened from disk there is no site
 * behind the file, so a site-absolute link would lead to file:///guide/... and nothing. Each one
 * becomes the published address when the build knows it (SITE_URL, Astro's `site`), or loses its
 * href when it does not; either way it says "(on the site)" or "(needs the site)" so a reader knows
 * before following it. The site path is kept in data-site-path, so the offline bundle, which does
 * hold the whole site, turns them back into working relative links (restoreSiteLink, from-disk.ts).
 */
import { attr, elements, fragmentElements, insert, remove, removeAttr, setAttr, type Element, type Node } from './html.ts';

const NOTE = 'data-needs-site-note';

/** Marks every site-absolute link under `doc`; returns how many. */
export function markSiteLinks(doc: Node, base: string, site: URL | undefined): number {
  let marked = 0;
  for (const el of elements(doc)) {
    const href = el.tagName === 'a' ? attr(el, 'href') : undefined;
    if (!href || !href.startsWith(base) || href.startsWith('//')) continue;
    setAttr(el, 'data-site-path', href);
    if (site) setAttr(el, 'href', new URL(href, site).href);
    else removeAttr(el, 'href');
    const [note] = fragmentElements(`<span class="needs-site" ${NOTE}>${site ? ' (on the site)' : ' (needs the site)'}</span>`);
    insert(el, [note!]);
    marked++;
  }
  return marked;
}

/** Undoes markSiteLinks on one element, for a copy that travels with the site (the offline bundle). */
export function restoreSiteLink(el: Element): void {
  const path = attr(el, 'data-site-path');
  if (path === undefined) return;
  setAttr(el, 'href', path);
  removeAttr(el, 'data-site-path');
  for (const child of el.childNodes) if ('tagName' in child && attr(child, NOTE) !== undefined) remove(child);
}
