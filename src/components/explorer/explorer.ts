/**
 * Brings the server-rendered explorer to life: reads the view from the query string, applies
 * the filters, redraws the chart and the table, and sizes the chosen flow. All logic is in
 * src/lib/broker (pure and unit-tested); this file only connects it to the page.
 */
import type { Point } from '../../lib/broker/points.ts';
import { selectRows, DEFAULT_FILTERS, type Filters, type ViewRow } from '../../lib/broker/view.ts';
import { parseState, stateToQuery, DEFAULT_STATE, type ExplorerState } from '../../lib/broker/url-state.ts';
import { barsSvg, rowLabel, shortNumber } from '../../lib/broker/bars-svg.ts';
import { rowsHtml } from '../../lib/broker/rows-html.ts';
import { estimateCpu, parseNumber, ESTIMATE_DEFAULTS, type EstimateInput } from '../../lib/broker/estimate.ts';
import { sizeText } from '../../lib/broker/sizes.ts';
import { formatNumber } from '../../lib/format.ts';

const LIST_FIELDS = { cat: 'categories', tr: 'transports', p: 'persistence', size: 'sizes', flow: 'flows' } as const;

function must<T extends Element>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`flow explorer: missing ${selector}`);
  return el;
}

export function initExplorer(root: HTMLElement): void {
  const points = JSON.parse(must<HTMLScriptElement>(root, 'script[data-points]').textContent ?? '[]') as Point[];
  const controls = must<HTMLFormElement>(root, 'form[data-controls]');
  const estimateForm = must<HTMLFormElement>(root, 'form[data-estimate-form]');
  const estimateSection = must<HTMLElement>(root, '[data-estimate]');
  const tbody = must<HTMLElement>(root, 'tbody[data-rows]');
  const chart = must<HTMLElement>(root, '[data-chart]');
  const status = must<HTMLElement>(root, '[data-status]');
  const permalink = must<HTMLAnchorElement>(root, 'a[data-permalink]');
  const errorBox = must<HTMLElement>(root, '[data-estimate-error]');
  const forText = must<HTMLElement>(root, '[data-estimate-for]');
  must<HTMLElement>(root, 'th[data-pick-column]').hidden = false;
  controls.hidden = false;
  estimateSection.hidden = false;

  let state: ExplorerState = parseState(window.location.search);

  function writeControls(s: ExplorerState): void {
    for (const [name, field] of Object.entries(LIST_FIELDS)) {
      const chosen = s.filters[field];
      controls.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((box) => (box.checked = chosen.includes(box.value)));
    }
    must<HTMLInputElement>(controls, 'input[name="at"]').value = s.filters.atKB === null ? '' : String(s.filters.atKB);
    must<HTMLSelectElement>(controls, 'select[name="sort"]').value = s.filters.sort;
    for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) must<HTMLInputElement>(estimateForm, `input[name="${k}"]`).value = s.estimate[k];
    // An open group shows which flows are ticked.
    controls.querySelectorAll('details').forEach((d) => {
      if (d.querySelector('input:checked')) d.open = true;
    });
  }

  function readControls(): ExplorerState {
    const filters: Filters = { ...DEFAULT_FILTERS };
    for (const [name, field] of Object.entries(LIST_FIELDS)) {
      filters[field] = [...controls.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((b) => b.value);
    }
    const at = parseNumber(must<HTMLInputElement>(controls, 'input[name="at"]').value);
    filters.atKB = at !== undefined && at > 0 ? at : null;
    filters.sort = must<HTMLSelectElement>(controls, 'select[name="sort"]').value as Filters['sort'];
    const estimate = { ...ESTIMATE_DEFAULTS };
    for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) estimate[k] = must<HTMLInputElement>(estimateForm, `input[name="${k}"]`).value;
    return { filters, pick: state.pick, estimate };
  }

  function describeCost(r: ViewRow): string {
    const ms = `${shortNumber(r.costMs)} CPU ms/msg`;
    if (r.costFrom === 'printed') return `${ms} as printed in the report`;
    if (r.costFrom === 'formula')
      return `${ms}: the report's formula on the printed ${formatNumber(r.messagesPerS, 1)} msgs/s at ${formatNumber(r.cpuPct ?? 0, 1)}% CPU (printed as ${formatNumber(r.printedMs ?? 0, 1)})`;
    return `${ms}, interpolated between the measured ${r.sources.map((s) => sizeText(s.size)).join(' and ')} points (derived estimate)`;
  }

  function setOutput(name: string, value: number | null, text: string): void {
    const el = must<HTMLElement>(estimateSection, `[data-output="${name}"]`);
    el.dataset.value = value === null ? '' : String(value);
    el.textContent = text;
  }

  function renderEstimate(rows: ViewRow[]): void {
    const picked = rows.find((r) => r.key === state.pick);
    const row = picked ?? rows[0];
    const clear = () => ['cpu_per_message', 'busy_cores', 'cores_needed', 'utilisation', 'max_rate'].forEach((n) => setOutput(n, null, '—'));
    if (!row) {
      forText.textContent = 'No point matches the filters, so there is nothing to size.';
      errorBox.textContent = '';
      clear();
      return;
    }
    forText.innerHTML = '';
    const lead = document.createElement('span');
    lead.textContent = picked ? 'Sizing ' : 'Sizing the first row shown, ';
    const name = document.createElement('strong');
    name.dataset.estimateFlow = row.key;
    name.textContent = rowLabel(row);
    const tail = document.createElement('span');
    tail.textContent = `: ${describeCost(row)}.${picked ? '' : ' Use “Size it” on any row to size another.'}`;
    forText.append(lead, name, tail);

    const result = estimateCpu(row.costMs, state.estimate);
    if (!result.ok) {
      errorBox.textContent = result.errors.map((e) => e.message).join(' ');
      clear();
      return;
    }
    errorBox.textContent = '';
    const v = result.value;
    setOutput('cpu_per_message', v.cpuMsPerMsg / 1000, `${shortNumber(v.cpuMsPerMsg)} ms`);
    setOutput('busy_cores', v.busyCores, `${shortNumber(v.busyCores)} cores`);
    setOutput('cores_needed', v.coresNeeded, `${shortNumber(v.coresNeeded)} (${Math.max(1, Math.ceil(v.coresNeeded - 1e-9))} whole)`);
    setOutput('utilisation', v.utilisationPct, `${shortNumber(v.utilisationPct)}%${v.fits ? '' : ' (over your ceiling)'}`);
    setOutput('max_rate', v.maxRate, `${formatNumber(Math.round(v.maxRate))} msgs/s`);
  }

  function render(): void {
    const view = selectRows(points, state.filters);
    const svg = barsSvg(view.rows, { idPrefix: 'fce-chart' });
    chart.innerHTML = svg.svg;
    tbody.innerHTML = rowsHtml(view.rows, { interactive: true, picked: state.pick });
    const parts = [`${view.rows.length} ${view.rows.length === 1 ? 'row' : 'rows'}`];
    if (state.filters.atKB !== null) parts.push(`at ${state.filters.atKB} KB (measured where the size was run, otherwise interpolated)`);
    if (view.outOfRange) parts.push(`${view.outOfRange} flow/persistence ${view.outOfRange === 1 ? 'pair has' : 'pairs have'} no measured sizes either side and ${view.outOfRange === 1 ? 'is' : 'are'} left out`);
    if (svg.total > svg.shown) parts.push(`chart shows the first ${svg.shown}`);
    status.textContent = `${parts.join('; ')}.`;
    renderEstimate(view.rows);
    const query = stateToQuery(state);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    permalink.href = url;
    window.history.replaceState(null, '', url);
  }

  controls.addEventListener('change', () => {
    state = readControls();
    render();
  });
  controls.addEventListener('submit', (e) => e.preventDefault());
  estimateForm.addEventListener('input', () => {
    state = readControls();
    render();
  });
  estimateForm.addEventListener('submit', (e) => e.preventDefault());
  must<HTMLButtonElement>(controls, 'button[data-reset]').addEventListener('click', () => {
    state = { ...DEFAULT_STATE, estimate: state.estimate };
    writeControls(state);
    render();
  });
  tbody.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-pick]');
    if (!button) return;
    state = { ...state, pick: button.dataset.pick ?? null };
    render();
    estimateSection.scrollIntoView({ block: 'nearest' });
    must<HTMLInputElement>(estimateForm, 'input[name="rate"]').focus();
  });

  writeControls(state);
  render();
}
