/**
 * Browser side of the recommendations index: applies the filters from the address on load,
 * keeps the address in step as the reader changes them, and reports any value in the address
 * that is not a known topic, platform or status (role="alert") instead of silently ignoring it.
 */
import { EMPTY_FILTERS, FILTER_FIELDS, matchesFilters, parseFilters, serializeFilters, type FilterState, type KnownValues } from './filter.ts';

export function mountRecommendationsFilter(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-recs-filters]')!;
  const alerts = root.querySelector<HTMLElement>('[data-recs-alerts]')!;
  const count = root.querySelector<HTMLElement>('[data-recs-count]')!;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-rec]')].map((el) => ({
    el,
    topic: el.dataset.topic ?? '',
    platform: el.dataset.platform ?? '',
    status: el.dataset.status ?? '',
    text: el.textContent ?? '',
  }));
  const select = (field: string) => form.elements.namedItem(field) as HTMLSelectElement;
  const query = form.elements.namedItem('q') as HTMLInputElement;
  // The accepted values are the options the page was built with.
  const known = Object.fromEntries(
    FILTER_FIELDS.map((f) => [f, [...select(f).options].map((o) => o.value).filter(Boolean)]),
  ) as unknown as KnownValues;

  function apply(state: FilterState) {
    let shown = 0;
    for (const row of rows) {
      const visible = matchesFilters(row, state);
      row.el.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent =
      shown === rows.length
        ? `${rows.length} recommendations.`
        : shown === 0
          ? `No recommendation matches these filters (of ${rows.length}).`
          : `${shown} of ${rows.length} recommendations match.`;
  }
  function readForm(): FilterState {
    return { topic: select('topic').value, platform: select('platform').value, status: select('status').value, q: query.value.trim() };
  }
  function writeForm(state: FilterState) {
    for (const f of FILTER_FIELDS) select(f).value = state[f];
    query.value = state.q;
  }
  function update() {
    const state = readForm();
    apply(state);
    history.replaceState(null, '', `${location.pathname}${serializeFilters(state)}${location.hash}`);
  }

  const { state, problems } = parseFilters(new URLSearchParams(location.search), known);
  alerts.replaceChildren(
    ...problems.map((p) => {
      const el = document.createElement('p');
      el.setAttribute('role', 'alert');
      el.className = 'recs-alert';
      el.dataset.field = p.field;
      el.textContent = p.message;
      return el;
    }),
  );
  writeForm(state);
  apply(state);
  form.addEventListener('change', update);
  form.addEventListener('input', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('reset', () => {
    // After the browser has reset the controls.
    setTimeout(() => {
      writeForm(EMPTY_FILTERS);
      alerts.replaceChildren();
      update();
    });
  });
}
