/**
 * The browser side of a calculator: the form is rendered at build time (Calculator.astro); this
 * loads the one calculator on the page, reads the query string, computes at once, and keeps the
 * outputs, the worked formulas, warnings, snippets, chart and URL in step with the inputs.
 *
 * Contract (DESIGN.md): every output element [data-output] carries its raw base-unit value in
 * data-value, or "" when there is no valid result; errors go to the element with role="alert".
 * When the first result is on the page, the root gets data-state="ready" (tests wait for it).
 */
import type { CalculatorDefinition, Snippet, WorkStep } from '../../../calculators/types.ts';
import { runCalculator, withImpliedChoices, type RunResult } from '../../../calculators/inputs.ts';
import { formatOutput, rawOutput } from '../../../calculators/format.ts';
import { loadCalculator } from './load.ts';
import { copyText } from './copy.ts';
import { showResultChart } from '../charts/calculator-chart.ts';
import { presetRaw, rawFromSearch, resultText, searchFromRaw } from './query.ts';
import { fieldParts, fieldText, showFieldErrors, updateFieldState, type FieldParts } from './field-state.ts';
import { renderLinks, renderSummary } from './result-lead.ts';
import { rebuildIfChanged, rewriteRows, setData, setHidden, setText } from './dom-write.ts';
import { urlWriter } from './url-writer.ts';
import { dataParts, part } from '../dom/parts.ts';
import { nextTask } from '../dom/next-task.ts';

type Field = HTMLInputElement | HTMLSelectElement;
type Raw = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { class?: string; text?: string } = {}, children: Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

function setField(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    // A value from the URL that is not an option is shown as such, so the form matches the link and the alert.
    field.querySelectorAll('option[data-invalid]').forEach((o) => o.remove());
    if (![...field.options].some((o) => o.value === value)) {
      const bad = el('option', { text: `${value} (not a valid choice)` });
      bad.value = value;
      bad.dataset.invalid = '';
      field.append(bad);
    }
  }
  field.value = field instanceof HTMLInputElement ? fieldText(value) : value;
}

function renderWork(list: HTMLElement, steps: WorkStep[]): void {
  rewriteRows(list, steps.map((s) => [s.label, s.formula, s.substituted]), ([label, formula, substituted]) =>
    el('li', {}, [
      el('span', { class: 'calc-step-label', text: label }),
      el('code', { class: 'calc-formula', text: formula }),
      el('code', { class: 'calc-substituted', text: substituted }),
    ]),
  );
}

/** The code element of each snippet a box shows, in order, as last built. */
const snippetCodes = new WeakMap<HTMLElement, HTMLElement[]>();

/**
 * The snippets (a qm.ini stanza, a sysctl line): built when their number or labels change, and
 * otherwise only their texts rewritten. A keystroke changes a number in the stanza; rebuilding the
 * figures, their buttons and handlers each time cost more than the rest of the result panel.
 */
function renderSnippets(box: HTMLElement, snippets: Snippet[], idPrefix: string, status: HTMLElement): void {
  rebuildIfChanged(box, JSON.stringify(snippets.map((s) => [s.label, s.language])), () => {
    const codes: HTMLElement[] = [];
    box.replaceChildren(
      ...snippets.map((s, i) => {
        const captionId = `${idPrefix}-snippet-${i}`;
        const code = el('code');
        codes.push(code);
        const button = el('button', { class: 'calc-button', text: 'Copy' });
        button.type = 'button';
        button.setAttribute('aria-describedby', captionId);
        // The text shown now, which later keystrokes may have rewritten since the button was made.
        button.addEventListener('click', async () => {
          status.textContent = (await copyText(code.textContent ?? '')) ? `Copied: ${s.label}` : 'Could not copy; select the text instead.';
        });
        const caption = el('figcaption', { text: s.label });
        caption.id = captionId;
        const pre = el('pre', { class: `calc-code language-${s.language}` }, [code]);
        pre.tabIndex = 0;
        return el('figure', { class: 'calc-snippet' }, [caption, pre, button]);
      }),
    );
    snippetCodes.set(box, codes);
  });
  snippetCodes.get(box)?.forEach((code, i) => setText(code, snippets[i]!.text));
  setHidden(box, snippets.length === 0);
}

/** The parts of a calculator that every result rewrites, found once when it starts (not on every keystroke). */
interface View {
  root: HTMLElement;
  alert: HTMLElement;
  work: HTMLElement;
  warnings: HTMLElement;
  snippets: HTMLElement;
  chart: HTMLElement;
  status: HTMLElement;
  summary: HTMLElement | null;
  links: HTMLElement | null;
  outputs: { spec: CalculatorDefinition['outputs'][number]; node: HTMLElement }[];
  fields: FieldParts;
}

function viewOf(root: HTMLElement, def: CalculatorDefinition, fields: Map<string, Field>): View {
  const outputs: View['outputs'] = [];
  for (const spec of def.outputs) {
    const node = root.querySelector<HTMLElement>(`[data-output="${spec.name}"]`);
    if (node) outputs.push({ spec, node });
  }
  return {
    root,
    ...dataParts(root, 'calc', ['alert', 'work', 'warnings', 'snippets', 'chart']),
    status: part(root, '[data-copy-status]'),
    summary: root.querySelector<HTMLElement>('[data-calc-summary]'),
    links: root.querySelector<HTMLElement>('[data-calc-links]'),
    outputs,
    fields: fieldParts(root, def, fields),
  };
}

/** The answer: outputs, their summary, errors and warnings, each field's state. */
function renderAnswer(view: View, result: RunResult): void {
  const { root, alert, warnings } = view;
  showFieldErrors(view.fields, result);
  for (const { spec, node } of view.outputs) {
    const value = result.ok ? result.outputs[spec.name] : null;
    setData(node, 'value', rawOutput(value));
    setText(node, formatOutput(value, spec.unit, spec.noun));
  }
  renderSummary(view.summary, result);
  const errors = result.ok ? [] : result.errors.map((e) => e.message);
  rebuildIfChanged(alert, JSON.stringify(errors), () =>
    alert.replaceChildren(
      ...(errors.length
        ? [
            el('p', { text: errors.length === 1 ? 'No result: one input needs changing.' : `No result: ${errors.length} inputs need changing.` }),
            el('ul', {}, errors.map((e) => el('li', { text: e }))),
          ]
        : []),
    ),
  );
  const notes = result.ok ? result.warnings : [];
  rewriteRows(warnings, notes.map((w) => [w]), ([w]) => el('li', { text: w }));
  setHidden(warnings, notes.length === 0);
  setData(root, 'valid', String(result.ok));
}

/** What explains the answer, mostly below it: the working, the snippets to paste, the chart. */
function renderDetail(view: View, result: RunResult): void {
  const { root, work, snippets, chart, status } = view;
  if (!result.ok) {
    rewriteRows(work, [['The working appears once every input is valid.']], ([text]) => el('li', { text }));
    renderSnippets(snippets, [], root.id, status);
    showResultChart(chart, undefined);
  } else {
    renderWork(work, result.work);
    renderSnippets(snippets, result.snippets ?? [], root.id, status);
    showResultChart(chart, result.chart);
  }
  setData(root, 'state', 'ready');
}

/**
 * On load the work is spread over tasks, each short enough for a phone to paint and answer input in
 * between (next-task.ts): the page's scripts finish, then the calculator's module loads and is
 * evaluated, then the answer is computed and shown, then what explains it is drawn. Once running, a
 * keystroke does all of it at once, as the reader expects.
 */
async function mount(root: HTMLElement): Promise<void> {
  await nextTask();
  const def = await loadCalculator(root.dataset.calculator!);
  await nextTask();
  const form = root.querySelector<HTMLFormElement>('form[data-calc-form]')!;
  const fields = new Map<string, Field>();
  for (const spec of def.inputs) {
    const field = form.elements.namedItem(spec.name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) fields.set(spec.name, field);
  }
  const read = (): Raw => Object.fromEntries([...fields].map(([name, f]) => [name, f.value]));
  let last: { raw: Raw; result: RunResult } | undefined;
  const url = urlWriter();
  const view = viewOf(root, def, fields);
  const apply = (inputs: Record<string, string>) => {
    for (const [name, value] of Object.entries(presetRaw(def, inputs))) {
      const field = fields.get(name);
      if (field) setField(field, value);
    }
    update(true);
    root.querySelector<HTMLElement>('[data-calc-results]')?.focus();
  };
  const update = (writeUrl: boolean, detail = true) => {
    const raw = read();
    const result = runCalculator(def, raw);
    last = { raw, result };
    updateFieldState(view.fields, def, raw);
    renderAnswer(view, result);
    renderLinks(view.links, result, apply);
    if (detail) renderDetail(view, result);
    if (writeUrl) url.write((search) => searchFromRaw(def, raw, search));
  };

  for (const [name, value] of Object.entries(withImpliedChoices(def, rawFromSearch(def, location.search)))) {
    const field = fields.get(name);
    if (field && value !== undefined) setField(field, value);
  }
  update(false, false);

  form.addEventListener('input', () => update(true));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    update(true);
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-preset]')) {
    link.addEventListener('click', (e) => {
      const example = def.examples[Number(link.dataset.preset)];
      if (!example) return;
      e.preventDefault();
      apply(example.inputs);
    });
  }
  const status = root.querySelector<HTMLElement>('[data-copy-status]')!;
  root.querySelector('[data-copy-results]')?.addEventListener('click', async () => {
    if (!last) return;
    url.flush();
    status.textContent = (await copyText(resultText(def, last.raw, last.result, location.href))) ? 'Results copied.' : 'Could not copy.';
  });
  root.querySelector('[data-copy-link]')?.addEventListener('click', async () => {
    url.flush();
    status.textContent = (await copyText(location.href)) ? 'Link copied.' : 'Could not copy.';
  });
  await nextTask();
  // The latest result: a keystroke in between has drawn its own already, and this redraws the same.
  if (last) renderDetail(view, last.result);
}

/** Starts every calculator on the page. A failure to load shows in the alert rather than silently. */
export function mountCalculators(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-calculator]')) {
    mount(root).catch((err: unknown) => {
      const alert = root.querySelector<HTMLElement>('[data-calc-alert]');
      if (alert) alert.textContent = `The calculator could not start: ${err instanceof Error ? err.message : String(err)}`;
      root.dataset.state = 'failed';
    });
  }
}
