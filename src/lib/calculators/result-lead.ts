/**
 * The top of a result: the one-sentence answer the calculator gives (`summary`), and links that
 * open the same calculator with other inputs (`links`, e.g. "Check this configuration" from a
 * recommendation), applied in one click like a worked example and shareable as plain links.
 */
import type { RunResult } from '../../../calculators/inputs.ts';
import { rebuildIfChanged, setHidden, setText } from './dom-write.ts';

/** `box` is the calculator's [data-calc-summary], if its page has one. */
export function renderSummary(box: HTMLElement | null, result: RunResult): void {
  if (!box) return;
  const text = result.ok ? (result.summary ?? '') : '';
  setText(box, text);
  setHidden(box, text === '');
}

/** `list` is the calculator's [data-calc-links], if its page has one. */
export function renderLinks(list: HTMLElement | null, result: RunResult, apply: (inputs: Record<string, string>) => void): void {
  if (!list) return;
  const links = result.ok ? (result.links ?? []) : [];
  // Rebuilt only when they change: every link added wakes Astro's prefetch observer (dom-write.ts).
  // `apply` is the same function for the life of the page, so the old handlers stay right.
  rebuildIfChanged(list, JSON.stringify(links), () => list.replaceChildren(
    ...links.map((link) => {
      const a = document.createElement('a');
      // Inputs the link leaves out take their defaults, whether it is clicked here or opened elsewhere.
      a.href = `?${new URLSearchParams(link.inputs).toString()}`;
      a.textContent = link.label;
      a.addEventListener('click', (e) => {
        e.preventDefault();
        apply(link.inputs);
      });
      const li = document.createElement('li');
      li.append(a);
      return li;
    }),
  ));
  setHidden(list, links.length === 0);
}
