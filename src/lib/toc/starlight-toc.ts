/**
 * Starlight's <starlight-toc> element (the "On this page" list), finding the section being read
 * from the page's headings alone.
 *
 * astro.config.mjs aliases Starlight's own module to this one, so Starlight's components, markup
 * and styles stay as they are (and its <mobile-starlight-toc> still extends this class). Starlight's
 * version, once the browser is idle, selects every element of the page's main column that follows
 * a heading and holds none (`~ *:not(:has(h2[id], h3[id]))`, a search of each subtree) and watches
 * them all. On a dataset page of 8,000 elements that query took 72 ms on this machine, and both
 * tables of contents (the phone's and the wide screen's) run it: two tasks of about 290 ms each on
 * Lighthouse's 4× slower phone, most of that page's total blocking time (issue 36).
 *
 * Here the section being read is the last heading in the list whose top has passed a line just
 * under the header (where Starlight puts it), found by reading the headings' positions once per
 * frame while the page scrolls: a few dozen reads of a laid-out page, whatever its size.
 */
const TOP_ID = '_top';
/** Below the header and the phone's "On this page" bar: Starlight's 32 px margin and 53 px band. */
const LINE_BELOW_HEADER_PX = 32 + 53;

const onIdle = (run: () => void) => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1)))(run);

export class StarlightTOC extends HTMLElement {
  private currentLink = this.querySelector<HTMLAnchorElement>('a[aria-current="true"]');
  /** Each listed heading with its link, in the page's order. */
  private sections: { heading: HTMLElement; link: HTMLAnchorElement }[] = [];
  private line = 0;
  private frame = 0;

  protected set current(link: HTMLAnchorElement) {
    if (link === this.currentLink) return;
    this.currentLink?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'true');
    this.currentLink = link;
  }

  constructor() {
    super();
    onIdle(() => this.start());
  }

  private start(): void {
    const linkByHash = new Map<string, HTMLAnchorElement>();
    for (const link of this.querySelectorAll<HTMLAnchorElement>('a')) linkByHash.set(link.hash, link);
    const minLevel = Number.parseInt(this.dataset.minH || '2', 10);
    const maxLevel = Number.parseInt(this.dataset.maxH || '3', 10);
    const levels = Array.from({ length: 1 + maxLevel - minLevel }, (_, i) => `h${minLevel + i}`).join();
    for (const heading of document.querySelectorAll<HTMLElement>(`main :where(h1#${TOP_ID}, :where(${levels})[id])`)) {
      const link = linkByHash.get(`#${encodeURIComponent(heading.id)}`);
      if (link) this.sections.push({ heading, link });
    }
    if (!this.sections.length) return;
    this.measureLine();
    this.follow();
    addEventListener('scroll', () => this.followNextFrame(), { passive: true });
    addEventListener('resize', () => {
      this.measureLine();
      this.followNextFrame();
    });
  }

  private measureLine(): void {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const bar = this.querySelector('summary')?.getBoundingClientRect().height ?? 0;
    this.line = header + bar + LINE_BELOW_HEADER_PX;
  }

  private followNextFrame(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.follow();
    });
  }

  /** The last heading above the line is the section being read; above the first, the page's top. */
  private follow(): void {
    let reading = this.sections[0];
    for (const section of this.sections) {
      // A heading that is not rendered (in a closed fold, say) has no box and says nothing of where the reader is.
      const box = section.heading.getClientRects()[0];
      if (!box) continue;
      if (box.top >= this.line) break;
      reading = section;
    }
    this.current = reading.link;
  }
}

customElements.define('starlight-toc', StarlightTOC);
