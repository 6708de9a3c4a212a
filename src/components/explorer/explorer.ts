/**
 * Brings the server-rendered explorer to life: reads the view from the query string (saying what in
 * it cannot be used) and, once the view differs from the default the build drew, reads the points
 * from the CSV the page carries, applies the filters, redraws the chart and the table, and sizes
 * the chosen flow. The domain logic is in
 * calculators/lib/broker and its presentation in src/lib/broker (pure and unit-tested); this file
 * only connects them to the page.
 */
import type { Point } from '../../../calculators/lib/broker/points.ts';
import { linkFrom, pointsFromCsv, type SourceLinks } from '../../../calculators/lib/broker/points-csv.ts';
import { selectRows, DEFAULT_FILTERS, type Filters, type ViewRow } from '../../../calculators/lib/broker/view.ts';
import { parseState, stateProblems, stateToQuery, DEFAULT_STATE, EXPLORER_PARAMS, type ExplorerState, type KnownValues } from '../../lib/broker/url-state.ts';
import { readParams, replaceQuery } from '../../lib/url-state.ts';
import { flowChart } from '../../lib/broker/flow-chart.ts';
import { ESTIMATE_OUTPUTS, calculatorLinkFor, estimateFor, estimateOutputs } from '../../lib/broker/estimate-view.ts';
import { showChart } from '../../lib/charts/live.ts';
import { rowsHtml } from '../../lib/broker/rows-html.ts';
import { estimateCpu, parseNumber, ESTIMATE_DEFAULTS, type EstimateInput } from '../../../calculators/lib/broker/estimate.ts';
import { STANDARD_SIZES, OTHER_SIZE } from '../../../calculators/lib/broker/sizes.ts';
import { CATEGORIES } from '../../../calculators/lib/broker/points.ts';
import { formatNumber } from '../../../calculators/format.ts';
import { dataParts, part } from '../../lib/dom/parts.ts';

const LIST_FIELDS = { cat: 'categories', tr: 'transports', p: 'persistence', size: 'sizes', flow: 'flows' } as const;

function knownValues(points: Point[]): KnownValues {
  return {
    categories: Object.keys(CATEGORIES),
    flows: [...new Set(points.map((p) => p.table))],
    transports: [...new Set(points.map((p) => p.transport))],
    persistence: ['NONE', 'FULL'],
    sizes: [...STANDARD_SIZES, OTHER_SIZE],
  };
}

export function initExplorer(root: HTMLElement): void {
  // Every point, read from the page's CSV when first needed: a reader who arrives on the default
  // view finds it drawn by the build, so nothing is read or drawn until they change it (issue 36).
  let points: Point[] | undefined;
  const allPoints = (): Point[] => {
    if (points) return points;
    const csv = part<HTMLScriptElement>(root, 'script[data-points-csv]').textContent ?? '';
    const sources = JSON.parse(part<HTMLScriptElement>(root, 'script[data-sources]').textContent ?? '{}') as SourceLinks;
    return (points = pointsFromCsv(csv, root.dataset.dataset ?? 'processing-profiles-long', linkFrom(sources)));
  };
  const controls = part<HTMLFormElement>(root, 'form[data-controls]');
  const estimateForm = part<HTMLFormElement>(root, 'form[data-estimate-form]');
  const { estimate: estimateSection, chart, status, estimateError: errorBox, stateError: stateErrorBox, estimateFor: forText, calculatorNote } = dataParts(root, '', ['estimate', 'chart', 'status', 'estimate-error', 'state-error', 'estimate-for', 'calculator-note']);
  const tbody = part(root, 'tbody[data-rows]');
  const permalink = part<HTMLAnchorElement>(root, 'a[data-permalink]');
  const calculatorLink = part<HTMLAnchorElement>(root, 'a[data-calculator-link]');
  const calculatorBase = calculatorLink.dataset.calculatorBase ?? '';
  const atField = part<HTMLInputElement>(controls, 'input[name="at"]');
  const sizeBoxes = [...controls.querySelectorAll<HTMLInputElement>('input[name="size"]')];

  // A link that names any of the explorer's parameters asks for a view of its own.
  const asked = readParams(window.location.search, EXPLORER_PARAMS).size > 0;
  // What the link asked for that cannot be used: shown until the reader changes the view.
  const known = asked ? knownValues(allPoints()) : undefined;
  let linkProblems = known ? stateProblems(window.location.search, known) : [];
  let state: ExplorerState = known ? parseState(window.location.search, known) : DEFAULT_STATE;

  /** A typed size replaces the size boxes: they are cleared and wait, disabled, until it is removed. */
  function syncSizeBoxes(atKB: number | null): void {
    for (const box of sizeBoxes) {
      box.disabled = atKB !== null;
      if (atKB !== null) box.checked = false;
    }
  }

  function writeControls(s: ExplorerState): void {
    for (const [name, field] of Object.entries(LIST_FIELDS)) {
      const chosen = s.filters[field];
      controls.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((box) => (box.checked = chosen.includes(box.value)));
    }
    atField.value = s.filters.atKB === null ? '' : String(s.filters.atKB);
    syncSizeBoxes(s.filters.atKB);
    part<HTMLSelectElement>(controls, 'select[name="sort"]').value = s.filters.sort;
    for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) part<HTMLInputElement>(estimateForm, `input[name="${k}"]`).value = s.estimate[k];
    // An open group shows which flows are ticked.
    controls.querySelectorAll('details').forEach((d) => {
      if (d.querySelector('input:checked')) d.open = true;
    });
  }

  function readControls(): { state: ExplorerState; problems: string[] } {
    const filters: Filters = { ...DEFAULT_FILTERS };
    const at = atField.value.trim();
    const atKB = at === '' ? undefined : parseNumber(at);
    const problems: string[] = [];
    if (at !== '' && (atKB === undefined || atKB <= 0 || atKB > 20000)) problems.push(`Compare every flow at … KB: "${at.slice(0, 40)}" is not a message size; give a number of KB from more than 0 to 20,000.`);
    filters.atKB = atKB !== undefined && atKB > 0 && atKB <= 20000 ? atKB : null;
    syncSizeBoxes(filters.atKB);
    for (const [name, field] of Object.entries(LIST_FIELDS)) {
      filters[field] = [...controls.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((b) => b.value);
    }
    filters.sort = part<HTMLSelectElement>(controls, 'select[name="sort"]').value as Filters['sort'];
    const estimate = { ...ESTIMATE_DEFAULTS };
    for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) estimate[k] = part<HTMLInputElement>(estimateForm, `input[name="${k}"]`).value;
    return { state: { filters, pick: state.pick, estimate }, problems };
  }

  function setOutput(name: string, value: number | null, text: string): void {
    const el = part<HTMLElement>(estimateSection, `[data-output="${name}"]`);
    el.dataset.value = value === null ? '' : String(value);
    el.textContent = text;
  }

  /** The calculator page for the row being sized, with the same sizing inputs. */
  function linkCalculator(row: ViewRow | undefined): void {
    const link = calculatorLinkFor(row, state.estimate, calculatorBase);
    calculatorLink.href = link.href;
    calculatorNote.textContent = link.note;
  }

  function renderEstimate(rows: ViewRow[]): string[] {
    const picked = state.pick === null ? undefined : rows.find((r) => r.key === state.pick);
    const problems = state.pick !== null && !picked ? [`pick: the row "${state.pick}" is not in this view; the first row shown is sized instead.`] : [];
    const row = picked ?? rows[0];
    linkCalculator(row);
    const clear = () => ESTIMATE_OUTPUTS.forEach((n) => setOutput(n, null, '—'));
    if (!row) {
      forText.textContent = 'No point matches the filters, so there is nothing to size.';
      errorBox.textContent = '';
      clear();
      return problems;
    }
    const words = estimateFor(row, picked !== undefined);
    const lead = document.createElement('span');
    lead.textContent = words.lead;
    const name = document.createElement('strong');
    name.dataset.estimateFlow = row.key;
    name.textContent = words.name;
    const tail = document.createElement('span');
    tail.textContent = words.tail;
    forText.replaceChildren(lead, name, tail);

    const result = estimateCpu(row.costMs, state.estimate);
    if (!result.ok) {
      errorBox.textContent = result.errors.map((e) => e.message).join(' ');
      clear();
      return problems;
    }
    errorBox.textContent = '';
    for (const [name, out] of Object.entries(estimateOutputs(result.value))) setOutput(name, out.value, out.text);
    return problems;
  }

  // The filters whose chart is on the page: the build drew the default view's (FlowCostExplorer.astro,
  // with these same functions), so the chart is drawn here only once the filters differ from it,
  // sparing a phone about 130 ms of drawing while the page loads (issue 36).
  let drawnFilters = JSON.stringify(DEFAULT_FILTERS);

  function render(formProblems: string[] = []): void {
    const view = selectRows(allPoints(), state.filters);
    const svg = flowChart(view.rows);
    const filters = JSON.stringify(state.filters);
    if (filters !== drawnFilters) {
      showChart(chart, svg.spec);
      drawnFilters = filters;
    }
    tbody.innerHTML = rowsHtml(view.rows, { interactive: true, picked: state.pick });
    const parts = [`${formatNumber(view.rows.length)} ${view.rows.length === 1 ? 'row' : 'rows'}`];
    if (state.filters.atKB !== null) parts.push(`at ${formatNumber(state.filters.atKB)} KB (measured where the size was run, otherwise interpolated)`);
    if (view.outOfRange) parts.push(`${formatNumber(view.outOfRange)} flow/persistence ${view.outOfRange === 1 ? 'pair has' : 'pairs have'} no measured sizes either side and ${view.outOfRange === 1 ? 'is' : 'are'} left out`);
    if (svg.total > svg.shown) parts.push(`chart shows the first ${formatNumber(svg.shown)}`);
    status.textContent = `${parts.join('; ')}.`;
    const pickProblems = renderEstimate(view.rows);
    stateErrorBox.textContent = [...linkProblems, ...formProblems, ...pickProblems].join(' ');
    permalink.href = replaceQuery(stateToQuery(state, window.location.search));
  }

  function update(): void {
    const read = readControls();
    state = read.state;
    // A reader who filters a picked row away has moved on: size the first row again, without an alert.
    if (state.pick !== null && !selectRows(allPoints(), state.filters).rows.some((r) => r.key === state.pick)) state = { ...state, pick: null };
    linkProblems = [];
    render(read.problems);
  }

  controls.addEventListener('change', update);
  atField.addEventListener('input', update);
  controls.addEventListener('submit', (e) => e.preventDefault());
  estimateForm.addEventListener('input', update);
  estimateForm.addEventListener('submit', (e) => e.preventDefault());
  part<HTMLButtonElement>(controls, 'button[data-reset]').addEventListener('click', () => {
    state = { ...DEFAULT_STATE, estimate: state.estimate };
    linkProblems = [];
    writeControls(state);
    render();
  });
  tbody.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-pick]');
    if (!button) return;
    state = { ...state, pick: button.dataset.pick ?? null };
    render();
    estimateSection.scrollIntoView({ block: 'nearest' });
    part<HTMLInputElement>(estimateForm, 'input[name="rate"]').focus();
  });

  writeControls(state);
  if (asked) render();
}
