/**
 * The /check/ page in the browser: reads the paste and the optional workload, runs the checker
 * (calculators/check/), and renders each finding with textContent only, so nothing pasted can
 * become markup. The workload fields are validated by the log sizing calculator's own input rules,
 * so they take the same units and give the same messages.
 */
import { checkConfiguration, type Finding, type Workload } from '../../../calculators/check/index.ts';
import logSizing from '../../../calculators/log-sizing.ts';
import { parseInputs } from '../../../calculators/inputs.ts';
import { isPlatform } from '../../../calculators/lib/log-limits.ts';
import { withBase } from '../paths.ts';
import { copyText } from '../calculators/copy.ts';

const WORKLOAD_FIELDS = ['putsPerSec', 'msgBytes', 'longestUowSec', 'msgsPerUow'] as const;
const SEVERITY_LABEL: Record<Finding['severity'], string> = { error: 'Error', warning: 'Warning', info: 'Note', ok: 'OK' };

/** A finding's link: site paths get the base path, IBM's pages stay as they are. */
const href = (target: string) => (target.startsWith('/') ? withBase(target) : target);

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function renderFinding(f: Finding): HTMLLIElement {
  const li = el('li', undefined, `check-finding check-finding--${f.severity}`);
  li.dataset.finding = '';
  li.dataset.severity = f.severity;
  li.dataset.rule = f.rule;
  const head = el('p', undefined, 'check-finding-title');
  head.append(el('strong', `${SEVERITY_LABEL[f.severity]}: `), f.title, f.line ? el('span', ` (pasted line ${f.line})`, 'check-finding-line') : '');
  li.append(head);
  if (f.recommended) li.append(el('p', f.recommended));
  li.append(el('p', f.why, 'check-finding-why'));
  const links = el('p', undefined, 'check-finding-sources');
  if (f.sources.length) {
    links.append('Source: ');
    f.sources.forEach((s, i) => {
      const a = el('a', s.label);
      a.href = href(s.href);
      links.append(...(i ? ['; ', a] : [a]));
    });
  }
  if (f.calculator) {
    const a = el('a', f.calculator.label);
    a.href = href(f.calculator.href);
    links.append(f.sources.length ? '. Try: ' : 'Try: ', a);
  }
  if (links.childNodes.length) li.append(links);
  return li;
}

/** The findings as plain text, for pasting into a ticket or an e-mail. */
function asText(findings: Finding[]): string {
  return findings
    .map((f) => [`[${SEVERITY_LABEL[f.severity]}] ${f.title}${f.line ? ` (line ${f.line})` : ''}`, f.recommended, f.why, ...f.sources.map((s) => `Source: ${s.label} ${href(s.href).startsWith('http') ? href(s.href) : new URL(href(s.href), location.href).href}`)].filter(Boolean).join('\n'))
    .join('\n\n');
}

export function startCheckPage(): void {
  const root = document.querySelector<HTMLElement>('[data-check]');
  if (!root) return;
  const form = root.querySelector('form')!;
  const alert = root.querySelector<HTMLElement>('[data-check-alert]')!;
  const summary = root.querySelector<HTMLElement>('[data-check-summary]')!;
  const list = root.querySelector<HTMLOListElement>('[data-check-findings]')!;
  const copy = root.querySelector<HTMLButtonElement>('[data-check-copy]')!;
  const copied = root.querySelector<HTMLElement>('[data-check-copied]')!;
  let last: Finding[] = [];

  const fail = (message: string) => {
    alert.textContent = message;
    alert.hidden = false;
    summary.hidden = true;
    list.replaceChildren();
    copy.hidden = true;
    last = [];
  };

  /** The workload if any of its fields is filled; an error message if it is incomplete or invalid. */
  function workload(data: FormData): Workload | string | undefined {
    const raw = Object.fromEntries(WORKLOAD_FIELDS.map((k) => [k, String(data.get(k) ?? '').trim()]));
    if (!raw.putsPerSec && !raw.msgBytes && !raw.longestUowSec) return undefined;
    const missing = (['putsPerSec', 'msgBytes', 'longestUowSec'] as const).filter((k) => !raw[k]);
    if (missing.length) return `To check the log against a workload, give all three of puts per second, message size and longest unit of work (missing: ${missing.map((k) => logSizing.inputs.find((i) => i.name === k)!.label).join(', ')}).`;
    const parsed = parseInputs(logSizing, { mode: 'check', ...raw, msgsPerUow: raw.msgsPerUow || '1' });
    if (!parsed.ok) return parsed.errors.map((e) => e.message).join(' ');
    const v = parsed.values as Record<string, number>;
    return { putsPerSec: v.putsPerSec!, msgBytes: v.msgBytes!, longestUowSec: v.longestUowSec!, msgsPerUow: v.msgsPerUow! };
  }

  function run() {
    const data = new FormData(form);
    const platform = String(data.get('platform'));
    if (!isPlatform(platform)) return fail('Platform must be UNIX and Linux or Windows.');
    const w = workload(data);
    if (typeof w === 'string') return fail(w);
    const result = checkConfiguration(String(data.get('paste') ?? ''), { platform, workload: w });
    if (!result.ok) return fail(result.message);
    alert.hidden = true;
    alert.textContent = '';
    const counts = (['error', 'warning', 'info', 'ok'] as const).map((s) => `${result.findings.filter((f) => f.severity === s).length} ${s === 'ok' ? 'ok' : `${s === 'info' ? 'note' : s}${result.findings.filter((f) => f.severity === s).length === 1 ? '' : 's'}`}`);
    summary.textContent = `Recognised ${result.recognised.join(', ')}: ${counts.join(', ')}.${result.unrecognisedLines.length ? ` ${result.unrecognisedLines.length} other line${result.unrecognisedLines.length === 1 ? ' was' : 's were'} not recognised and not checked.` : ''}`;
    summary.hidden = false;
    list.replaceChildren(...result.findings.map(renderFinding));
    copy.hidden = result.findings.length === 0;
    last = result.findings;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    run();
  });
  copy.addEventListener('click', async () => {
    copied.textContent = (await copyText(asText(last))) ? 'Copied.' : 'Your browser did not allow copying.';
  });
  root.dataset.state = 'ready';
}
