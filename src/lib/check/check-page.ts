/**
 * The /check/ page in the browser: reads the paste and the optional workload, runs the checker
 * (calculators/check/) with its readers and any passed in, and renders the findings, the values
 * read and the lines not read, with textContent only. The workload fields are validated by the log
 * sizing calculator's own input rules, so they take the same units and give the same messages.
 */
import { checkConfiguration, type Finding, type Reader, type Workload } from '../../../calculators/check/index.ts';
import logSizing from '../../../calculators/log-sizing.ts';
import { parseInputs } from '../../../calculators/inputs.ts';
import { isPlatform } from '../../../calculators/lib/log-limits.ts';
import { copyText } from '../calculators/copy.ts';
import { href } from './dom.ts';
import { findingsAsText, renderFinding } from './render-findings.ts';
import { renderReadings, renderUnread, renderValues } from './render-values.ts';

const WORKLOAD_FIELDS = ['putsPerSec', 'msgBytes', 'longestUowSec', 'msgsPerUow'] as const;

const absolute = (target: string) => {
  const h = href(target);
  return h === undefined ? target : new URL(h, location.href).href;
};

/** Starts the page; `readers` are extra format readers (e.g. measurement outputs) run after the built-in ones. */
export function startCheckPage(opts: { readers?: readonly Reader[] } = {}): void {
  const root = document.querySelector<HTMLElement>('[data-check]');
  if (!root) return;
  const form = root.querySelector('form')!;
  const alert = root.querySelector<HTMLElement>('[data-check-alert]')!;
  const summary = root.querySelector<HTMLElement>('[data-check-summary]')!;
  const list = root.querySelector<HTMLOListElement>('[data-check-findings]')!;
  const read = root.querySelector<HTMLElement>('[data-check-read]')!;
  const copy = root.querySelector<HTMLButtonElement>('[data-check-copy]')!;
  const copied = root.querySelector<HTMLElement>('[data-check-copied]')!;
  let last: Finding[] = [];

  const fail = (message: string) => {
    alert.textContent = message;
    alert.hidden = false;
    summary.hidden = true;
    list.replaceChildren();
    read.replaceChildren();
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
    const result = checkConfiguration(String(data.get('paste') ?? ''), { platform, ...(w ? { workload: w } : {}), ...(opts.readers ? { readers: opts.readers } : {}) });
    if (!result.ok) return fail(result.message);
    alert.hidden = true;
    alert.textContent = '';
    const count = (s: Finding['severity']) => result.findings.filter((f) => f.severity === s).length;
    const counts = [`${count('error')} error${count('error') === 1 ? '' : 's'}`, `${count('warning')} warning${count('warning') === 1 ? '' : 's'}`, `${count('info')} note${count('info') === 1 ? '' : 's'}`, `${count('ok')} ok`];
    summary.textContent = `Read ${result.recognised.join('; ')}: ${counts.join(', ')}. ${result.values.length} values read${result.unread.length ? `; ${result.unread.length} ${result.unread.length === 1 ? 'line' : 'lines'} not read (listed below)` : ''}.`;
    summary.hidden = false;
    list.replaceChildren(...result.findings.map(renderFinding));
    read.replaceChildren(...(result.values.length ? [renderValues(result.values)] : []), ...(result.readings.length ? [renderReadings(result.readings)] : []), ...(result.unread.length ? [renderUnread(result.unread)] : []));
    copy.hidden = result.findings.length === 0;
    last = result.findings;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    run();
  });
  copy.addEventListener('click', async () => {
    copied.textContent = (await copyText(findingsAsText(last, absolute))) ? 'Copied.' : 'Your browser did not allow copying.';
  });
  // One listener for every fix's copy button, however many findings are rendered.
  list.addEventListener('click', async (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-copy-fix]');
    const code = button?.closest('.check-fix')?.querySelector('code');
    if (!button || !code) return;
    const ok = await copyText(code.textContent ?? '');
    button.textContent = ok ? 'Copied' : 'Copy failed';
    button.dataset.copied = ok ? 'true' : 'false';
  });
  root.dataset.state = 'ready';
}
