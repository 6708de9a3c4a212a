/**
 * Browser side of the dataset tables (DataTable.astro, tables.css). Each table box learns the size
 * of its sticky header row and first column, so that scrolling to a cell keeps the cell clear of
 * them, and whether it scrolls sideways (which turns on the pinned column's shadow). A citation
 * (#line-N-column) is then centred in its box and on the screen, in both directions.
 */
const BOX = '[data-scroll-box]';
/** A long table's rows past its first page, which wait undrawn until shown (DataTable.astro, tables.css). */
const LATER_ROWS = 'tbody[data-later-rows]';

/** Draws a long table's waiting rows and takes away the note that says they wait. */
function showAllRows(box: Element): void {
  const later = box.querySelector(`${LATER_ROWS}:not([data-shown])`);
  if (!later) return;
  later.setAttribute('data-shown', '');
  box.querySelector('[data-more-rows]')?.setAttribute('hidden', '');
}

/** Writes a value only when it changes: each write makes the browser restyle, which a large table feels. */
function setProperty(box: HTMLElement, name: string, value: string): void {
  if (box.style.getPropertyValue(name) !== value) box.style.setProperty(name, value);
}

function measure(box: HTMLElement): void {
  const header = box.querySelector('thead');
  const firstCell = box.querySelector('tbody tr > :first-child');
  setProperty(box, '--sticky-header-height', `${header?.getBoundingClientRect().height ?? 0}px`);
  setProperty(box, '--sticky-column-width', `${firstCell?.getBoundingClientRect().width ?? 0}px`);
  const sideways = box.scrollWidth > box.clientWidth + 1;
  if (box.hasAttribute('data-scrolls-sideways') !== sideways) box.toggleAttribute('data-scrolls-sideways', sideways);
}

/** The element the URL's fragment names, when it sits in a table box (the id is only looked up, never parsed as markup). */
function fragmentTarget(): HTMLElement | null {
  if (location.hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return null;
  }
  const target = document.getElementById(id);
  return target?.closest(BOX) ? target : null;
}

/** Tints the row of the cited cell (tables.css), and only that row. */
function markCitedRow(target: HTMLElement | null): void {
  const row = target?.matches('td, th') ? target.parentElement : null;
  for (const marked of document.querySelectorAll(`${BOX} tr[data-cited]`)) if (marked !== row) marked.removeAttribute('data-cited');
  row?.setAttribute('data-cited', '');
}

/**
 * Brings the cited cell (or row) into the middle of the part of its box that the sticky header
 * row and first column leave free, then the whole box onto the screen: the box is never taller
 * than the screen, so the cell and its column header are both in view.
 */
export function landOnFragment(): void {
  const target = fragmentTarget();
  markCitedRow(target);
  const box = target?.closest<HTMLElement>(BOX);
  if (!target || !box) return;
  // A citation of a row that waits undrawn draws the rest of its table first.
  if (target.closest(LATER_ROWS)) showAllRows(box);
  const boxRect = box.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  const headerHeight = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  const isCell = target.matches('td, th');
  // A cell of the pinned first column, or a whole row, needs no sideways scroll.
  if (isCell && target.previousElementSibling) {
    const pinned = box.querySelector('tbody tr > :first-child')?.getBoundingClientRect().width ?? 0;
    const freeLeft = boxRect.left + box.clientLeft + pinned;
    const freeWidth = box.clientWidth - pinned;
    // A cell wider than the free part shows its end when its number sits there (numbers align to the end).
    const offset = rect.width <= freeWidth ? (freeWidth - rect.width) / 2 : target.classList.contains('num') ? freeWidth - rect.width : 0;
    box.scrollLeft += rect.left - freeLeft - offset;
  } else {
    box.scrollLeft = 0;
  }
  const freeTop = boxRect.top + box.clientTop + headerHeight;
  const freeHeight = box.clientHeight - headerHeight;
  box.scrollTop += rect.top - freeTop - Math.max(0, (freeHeight - rect.height) / 2);
  box.scrollIntoView({ block: 'center', inline: 'nearest' });
}

export function enhanceTables(): void {
  const boxes = [...document.querySelectorAll<HTMLElement>(BOX)];
  if (!boxes.length) return;
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) measure(e.target.closest<HTMLElement>(BOX) ?? (e.target as HTMLElement));
  });
  const start = (box: HTMLElement) => {
    measure(box);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
  };
  // A box is not laid out until it nears the screen (tables.css), and measuring it would lay it
  // out: it is measured when it comes near, like the browser lays it out.
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        near.unobserve(e.target);
        start(e.target as HTMLElement);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const box of boxes) near.observe(box);
  showWaitingRows(boxes);
  addEventListener('hashchange', landOnFragment);
  // The browser's own jump to the fragment happens before the box sizes are known; redo it once they are.
  if (document.readyState === 'complete') landOnFragment();
  else addEventListener('load', () => landOnFragment(), { once: true });
}

/**
 * A long table's waiting rows are drawn when the reader scrolls its box near their end, presses
 * "Show all", or searches the page (Ctrl+F, Cmd+F, F3: before the browser's find bar looks, so it
 * finds every row). A citation of one draws them too (landOnFragment); paper always has them.
 */
function showWaitingRows(boxes: HTMLElement[]): void {
  const waiting = boxes.filter((box) => box.querySelector(`${LATER_ROWS}:not([data-shown])`));
  if (!waiting.length) return;
  for (const box of waiting) {
    const note = box.querySelector('[data-more-rows]');
    if (!note) continue;
    // Within a box's height of the end of what is drawn.
    const nearEnd = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        nearEnd.disconnect();
        showAllRows(box);
      },
      { root: box, rootMargin: '0px 0px 100% 0px' },
    );
    nearEnd.observe(note);
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-show-rows]') : null;
    const box = button?.closest<HTMLElement>(BOX);
    if (!box) return;
    showAllRows(box);
    // The button is gone: the reader stays in the table, where the rows now are.
    box.focus({ preventScroll: true });
  });
  addEventListener('keydown', (event: KeyboardEvent) => {
    const find = ((event.ctrlKey || event.metaKey) && (event.key === 'f' || event.key === 'g')) || event.key === 'F3';
    if (find) for (const box of waiting) showAllRows(box);
  });
}
