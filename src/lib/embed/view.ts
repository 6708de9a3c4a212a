/**
 * The two views of an embed page (DESIGN.md): compact by default (inputs, answer, results, a link to
 * the full calculator) and full with `?view=full`. The page's body carries data-view; CSS folds the
 * calculator's data-calc-detail parts in the compact view, and one button unfolds them.
 */
export type EmbedView = 'compact' | 'full';

export function viewFromSearch(search: string): EmbedView {
  return new URLSearchParams(search).get('view') === 'full' ? 'full' : 'compact';
}

/** The calculator page's address with the embed's current inputs, without the embed-only "view" and "theme". */
export function fullCalculatorHref(pageHref: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  params.delete('theme');
  const query = params.toString();
  return pageHref.split('?')[0] + (query ? `?${query}` : '');
}

export function setUpEmbedView(body: HTMLElement, initial: EmbedView): void {
  const toggle = body.querySelector<HTMLButtonElement>('[data-embed-toggle]');
  const show = (view: EmbedView) => {
    body.dataset.view = view;
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(view === 'full'));
    toggle.textContent = view === 'full' ? 'Hide help, working, examples and sources' : 'Show help, working, examples and sources';
  };
  show(initial);
  toggle?.addEventListener('click', () => show(body.dataset.view === 'full' ? 'compact' : 'full'));

  // "Full calculator and sources" opens the calculator with the inputs the reader has typed.
  // A single-file calculator without a site address has no link here (src/lib/offline/site-links.ts).
  const full = body.querySelector('[data-embed-full]');
  if (!(full instanceof HTMLAnchorElement) || !full.getAttribute('href')) return;
  const follow = () => {
    full.href = fullCalculatorHref(full.href, location.search);
  };
  // After the calculator's own input handler has written the inputs to the address.
  body.addEventListener('input', () => setTimeout(follow, 0));
  body.addEventListener('click', () => setTimeout(follow, 0));
  follow();
}
