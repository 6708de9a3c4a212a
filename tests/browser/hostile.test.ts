/**
 * Hostile links: every page that reads its URL is loaded with script and markup payloads,
 * `javascript:` URLs, prototype names, control characters, malformed percent-encoding, very long
 * and repeated values. None may run a script, open a dialog, throw, or print NaN, Infinity or
 * undefined; an invalid value gets the alert that names it.
 *
 * Every payload against every calculator input is checked without a browser in
 * tests/unit/calc-hostile-links.test.ts (the page reads and runs a link through the same pure
 * functions); here each page is loaded with payloads of several kinds (a calculator page a third
 * of them, in turn; see payloadsFor), which proves the page's wiring: the alert is shown, nothing
 * runs, no result appears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, siteUrl } from './harness.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { BROWSER_PAYLOADS, HOSTILE_NAMES, PAYLOADS } from '../hostile-payloads.ts';

let opened: Awaited<ReturnType<typeof openPage>>;
let page: Page;
const dialogs: string[] = [];
beforeAll(async () => {
  opened = await openPage('/');
  page = opened.page;
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
});
afterAll(async () => {
  await page.close();
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Loads `path` + raw query and returns what went wrong (empty when the page held). */
async function probe(path: string, rawQuery: string, readySelector: string): Promise<{ problems: string[]; alert: string; values: string[] }> {
  const errorsBefore = opened.consoleErrors.length;
  const dialogsBefore = dialogs.length;
  await page.goto(`${siteUrl(path)}?${rawQuery}`, { waitUntil: 'load' });
  await page.waitForSelector(readySelector, { timeout: 20_000 }).catch(() => {});
  const seen = await page.evaluate(() => {
    const alert = [...document.querySelectorAll('[role="alert"]')].map((a) => (a as HTMLElement).innerText).join(' ').trim();
    const main = document.querySelector('main') ?? document.body;
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[role="alert"], script, style, input, textarea, code, pre').forEach((n) => n.remove());
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned !== undefined,
      injected: document.querySelectorAll('img[src="x"], svg[onload]').length,
      alert,
      text: clone.innerText,
      values: [...document.querySelectorAll('[data-output]')].map((n) => (n as HTMLElement).dataset.value ?? ''),
    };
  });
  const problems: string[] = [];
  if (seen.pwned) problems.push('a payload ran');
  if (seen.injected) problems.push('payload markup reached the page');
  if (dialogs.length > dialogsBefore) problems.push(`dialog: ${dialogs.slice(dialogsBefore).join(', ')}`);
  const errors = opened.consoleErrors.slice(errorsBefore).filter((e) => !/Failed to load resource/.test(e));
  if (errors.length) problems.push(`errors: ${errors.join(' | ').slice(0, 300)}`);
  // The words may appear only where the page quotes what was typed.
  const typed = decodeURIComponentSafe(rawQuery);
  const bad = [...seen.text.matchAll(/\b(NaN|Infinity|undefined)\b/g)].find((m) => !typed.includes(m[1]!));
  if (bad) problems.push(`"${bad[1]}" in the page: …${seen.text.slice(Math.max(0, bad.index - 60), bad.index + 40).replace(/\s+/g, ' ')}…`);
  return { problems, alert: seen.alert, values: seen.values };
}

/**
 * The payload kinds a calculator's page is loaded with: a third of them, in turn, so every page
 * meets several kinds and every kind meets several pages. One client renders every calculator's
 * alert and outputs, and every payload in every input is already run through that client's own
 * functions in the unit tests; loading all eight kinds into all eleven pages was a tenth of the
 * browser suite's page loads.
 */
const payloadsFor = (index: number) => BROWSER_PAYLOADS.filter((_, k) => (k + index) % 3 === 0);

describe('calculators under hostile links', () => {
  it('loads every payload kind into some calculator page', () => {
    const loaded = new Set(calculators.flatMap((_, i) => payloadsFor(i)));
    expect([...loaded].sort()).toEqual([...BROWSER_PAYLOADS].sort());
  });

  for (const [index, def] of calculators.entries()) {
    const ready = `[data-calculator="${def.id}"][data-state="ready"]`;
    const names = def.inputs.map((i) => i.name);

    it(`${def.id}: every hostile value it is given, in every input, gets an alert and no result`, async () => {
      const failures: string[] = [];
      for (const payload of payloadsFor(index)) {
        const { problems, alert, values } = await probe(`/calculators/${def.id}/`, names.map((n) => `${n}=${payload}`).join('&'), ready);
        if (!alert) problems.push('no alert');
        if (values.some((v) => v !== '')) problems.push('a result was shown');
        if (problems.length) failures.push(`${payload.slice(0, 40)}: ${problems.join('; ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });

    it(`${def.id}: an input alone, with a hostile value, is named in the alert`, async () => {
      const failures: string[] = [];
      // The first input gets the longest value (the server must take the link); one more input, by turns, another payload.
      const second = 1 + (def.id.length % Math.max(1, def.inputs.length - 1));
      for (const [i, input] of def.inputs.entries()) {
        if (i !== 0 && i !== second) continue;
        const payload = i === 0 ? PAYLOADS.at(-1)! : BROWSER_PAYLOADS[def.id.length % BROWSER_PAYLOADS.length]!;
        const { problems, alert } = await probe(`/calculators/${def.id}/`, `${input.name}=${payload}`, ready);
        if (!alert.includes(input.label) && !alert.includes(input.name)) problems.push(`alert does not name ${input.name}: "${alert.slice(0, 120)}"`);
        if (problems.length) failures.push(`${input.name}=${payload.slice(0, 40)}: ${problems.join('; ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });

    it(`${def.id}: hostile parameter names and repeated parameters are harmless`, async () => {
      const names = HOSTILE_NAMES.map((n) => `${n}=1`).join('&');
      const first = def.inputs[0]!.name;
      for (const query of [names, `${first}=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E&${first}=1&${first}=2`]) {
        const { problems } = await probe(`/calculators/${def.id}/`, query, ready);
        expect(problems, `${query.slice(0, 80)}: ${problems.join('; ')}`).toEqual([]);
      }
    });
  }
});

describe('embeds under hostile links', () => {
  it('the embed pages hold as the calculator pages do', async () => {
    const failures: string[] = [];
    for (const def of calculators) {
      for (const payload of [BROWSER_PAYLOADS[def.id.length % BROWSER_PAYLOADS.length]!]) {
        const { problems, alert } = await probe(`/embed/${def.id}/`, def.inputs.map((i) => `${i.name}=${payload}`).join('&'), `[data-calculator="${def.id}"][data-state="ready"]`);
        if (!alert) problems.push('no alert');
        if (problems.length) failures.push(`${def.id} ${payload.slice(0, 30)}: ${problems.join('; ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('simulator under hostile links', () => {
  it('rejects hostile presets and values with an alert, and runs nothing they name', async () => {
    const failures: string[] = [];
    const queries = [
      ...BROWSER_PAYLOADS.map((p) => `preset=${p}&run=1`),
      `preset=${PAYLOADS.at(-1)}&run=1`,
      ...BROWSER_PAYLOADS.slice(0, 4).map((p) => `preset=appliance-ha&qms=${p}&run=1`),
      '%24(touch%20%2Ftmp%2Fpwned)=1&run=1',
      'preset=%24(touch%20%2Ftmp%2Fpwned)&run=1',
    ];
    for (const q of queries) {
      const { problems, alert } = await probe('/simulator/', q, '[data-simulator]');
      if (!alert && !q.startsWith('%24')) problems.push('no alert');
      const command = await page.evaluate(() => document.querySelector('[data-sim-command], .sim-command, code')?.textContent ?? '');
      if (/\$\(|`|;|\|/.test(command)) problems.push(`command shows shell syntax: ${command.slice(0, 100)}`);
      if (problems.length) failures.push(`${q.slice(0, 50)}: ${problems.join('; ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('broker flow cost explorer under hostile links', () => {
  it('holds against hostile filter, pick and position values', async () => {
    const failures: string[] = [];
    // The longest payload goes into one parameter only, so the link stays under the server's URL limit.
    for (const payload of [...BROWSER_PAYLOADS, PAYLOADS.at(-1)!]) {
      const names = payload.length < 1000 ? ['at', 'pick', 'sort', 'transport', 'size'] : ['pick'];
      const query = names.map((name) => `${name}=${payload}`).join('&');
      const { problems, alert } = await probe('/reports/wmb-v8-aix/explorer/', query, 'body');
      if (!alert) problems.push('no alert');
      if (problems.length) failures.push(`${payload.slice(0, 30)}: ${problems.join('; ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
