/**
 * The simulator's results table on the page: each output's value (data-output / data-value, the
 * DESIGN.md contract), its 95% interval, the report's value beside it with a link to its row, and
 * the difference; plus the small DOM helpers the page script shares. Values come from the model and
 * the catalogue and are written with textContent only.
 */
import { compareResult, type Comparison } from './compare.ts';
import { formatNumber, formatOutput } from './metrics.ts';
import type { PrecomputedPreset } from './precomputed.ts';
import type { RunResult } from './protocol.ts';
import type { MeasuredPoint, ModelInfo } from './types.ts';

/** What the page carries about the model, as JSON in [data-sim-data]. */
export interface PageData extends Pick<ModelInfo, 'params' | 'outputs' | 'presetValues' | 'presetInfo'> {
  measured: Record<string, MeasuredPoint[]>;
  precomputed: Record<string, PrecomputedPreset>;
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (cls) node.className = cls;
  return node;
}

/** A record's own entry (names come from links and forms, so never an inherited property). */
export const own = <T>(record: Record<string, T>, key: string | null): T | undefined => (key !== null && Object.hasOwn(record, key) ? record[key] : undefined);

/** Every output, interval, report value and difference back to "–", with data-value empty. */
export function clearResults(root: HTMLElement): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-output]')) {
    node.dataset.value = '';
    node.textContent = '–';
  }
  for (const node of root.querySelectorAll<HTMLElement>('[data-sim-ci], [data-sim-measured], [data-sim-diff]')) node.replaceChildren('–');
  delete root.dataset.origin;
}

/** Shows a run's result beside the report's values; returns the comparisons (the CSV export uses them). */
export function showResult(root: HTMLElement, info: PageData, result: RunResult, how: 'precomputed' | 'live'): Comparison[] {
  const comparisons = compareResult(
    result,
    info.outputs.map((o) => o.name),
    own(info.measured, result.preset) ?? [],
  );
  for (const c of comparisons) {
    const node = root.querySelector<HTMLElement>(`[data-output="${c.output}"]`)!;
    node.dataset.value = c.model === null ? '' : String(c.model);
    node.textContent = formatOutput(c.output, c.model);
    const ciCell = root.querySelector<HTMLElement>(`[data-sim-ci="${c.output}"]`)!;
    ciCell.textContent = c.ci95 ? `${formatOutput(c.output, c.ci95[0])} to ${formatOutput(c.output, c.ci95[1])}` : '–';
    const mCell = root.querySelector<HTMLElement>(`[data-sim-measured="${c.output}"]`)!;
    const dCell = root.querySelector<HTMLElement>(`[data-sim-diff="${c.output}"]`)!;
    if (c.measured) {
      const a = el('a', formatOutput(c.output, c.measured.value));
      a.href = c.measured.href;
      a.title = c.measured.label;
      mCell.replaceChildren(a);
      dCell.textContent = c.differencePct === null ? '–' : `${c.differencePct > 0 ? '+' : c.differencePct < 0 ? '−' : ''}${formatNumber(Math.abs(c.differencePct), 1)}%`;
      dCell.dataset.value = c.differencePct === null ? '' : String(c.differencePct);
    } else {
      mCell.textContent = '–';
      dCell.textContent = '–';
      dCell.dataset.value = '';
    }
  }
  // For the benchmark: when a result was on the page, and how it got there.
  root.dataset.resultAtMs = String(Math.round(performance.now()));
  root.dataset.origin = how;
  return comparisons;
}

/** Offers text as a file download. */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
