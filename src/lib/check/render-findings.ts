/**
 * One finding as the page shows it: severity and title, what to do, why, the fixes to paste (each
 * with a copy button), and its sources with the rule's own anchor on /rules/ first. Attributes
 * data-finding, data-severity and data-rule are the contract outside checks rely on (DESIGN.md).
 */
import type { Finding, Fix } from '../../../calculators/check/index.ts';
import { el, link } from './dom.ts';

export const SEVERITY_LABEL: Record<Finding['severity'], string> = { error: 'Error', warning: 'Warning', info: 'Note', ok: 'OK' };

function renderFix(fix: Fix): HTMLElement {
  const box = el('div', undefined, 'check-fix');
  box.dataset.fix = fix.language;
  const head = el('div', undefined, 'check-fix-head');
  const button = el('button', 'Copy', 'check-copy');
  button.type = 'button';
  button.dataset.copyFix = '';
  button.setAttribute('aria-label', `Copy: ${fix.label}`);
  head.append(el('span', fix.label, 'check-fix-label'), button);
  const pre = el('pre');
  pre.append(el('code', fix.text));
  box.append(head, pre);
  return box;
}

/**
 * `where` names what a finding's line number counts: the configuration box's lines ("pasted line")
 * or a measurement file's ("line").
 */
export function renderFinding(f: Finding, where: 'pasted line' | 'line' = 'pasted line'): HTMLLIElement {
  const li = el('li', undefined, `check-finding check-finding--${f.severity}`);
  li.dataset.finding = '';
  li.dataset.severity = f.severity;
  li.dataset.rule = f.rule;
  const head = el('p', undefined, 'check-finding-title');
  head.append(el('strong', `${SEVERITY_LABEL[f.severity]}: `), f.title, f.line ? el('span', ` (${where} ${f.line})`, 'check-finding-line') : '');
  li.append(head);
  if (f.recommended) li.append(el('p', f.recommended));
  li.append(el('p', f.why, 'check-finding-why'));
  for (const fix of f.fixes ?? []) li.append(renderFix(fix));
  const links = el('p', undefined, 'check-finding-sources');
  f.sources.forEach((s, i) => {
    const a = link(s.label, s.href);
    if (i === 0) a.dataset.ruleLink = f.rule;
    links.append(...(i ? ['; ', a] : ['Source: ', a]));
  });
  if (f.calculator) links.append(f.sources.length ? '. Try: ' : 'Try: ', link(f.calculator.label, f.calculator.href));
  if (links.childNodes.length) li.append(links);
  return li;
}

/** The findings as plain text, for a ticket or an e-mail. */
export function findingsAsText(findings: Finding[], absolute: (target: string) => string): string {
  return findings
    .map((f) =>
      [
        `[${SEVERITY_LABEL[f.severity]}] ${f.title}${f.line ? ` (line ${f.line})` : ''} [${f.rule}]`,
        f.recommended,
        f.why,
        ...(f.fixes ?? []).map((x) => `${x.label}:\n${x.text}`),
        ...f.sources.map((s) => `Source: ${s.label} ${absolute(s.href)}`),
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}
