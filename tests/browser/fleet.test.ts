/**
 * /check/'s fleet section in a real browser: the real samples (one file each) and the assembled
 * gather of three queue managers are opened at once, and the rows' data attributes must be the
 * rows written by hand (tests/fixtures/fleet/expected.ts), the same the unit test checks. Then the
 * same files as a .zip and a .tar.gz, a drop, a folder, paging, sorting, filtering, a row’s findings
 * and the CSV.
 * The section's script must load only when it is first used, and nothing may leave the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { packTar } from 'modern-tar';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CONFIG, EXPECTED, GATHER, MEASURE } from '../fixtures/fleet/expected.ts';
import { axeViolations, openPage } from './harness.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const PATHS = [...CONFIG.map((f) => join(FIXTURES, 'real-config', f)), ...MEASURE.map((f) => join(FIXTURES, 'real-measure', f)), join(FIXTURES, GATHER)];
const NOT_MQ = join(FIXTURES, 'real-config/SOURCES.md');

type RowAttrs = { host: string; qm: string; worst: string };
const expectedAttrs = (prefix = ''): RowAttrs[] => EXPECTED.map((e) => ({ host: e.host.startsWith('mqhost') ? e.host : `${prefix}${e.host}`, qm: e.qm ?? `${prefix}${e.host}`, worst: e.worst }));

async function rows(page: Page): Promise<RowAttrs[]> {
  return page.$$eval('[data-fleet-row]', (all) => all.map((r) => ({ host: (r as HTMLElement).dataset.host!, qm: (r as HTMLElement).dataset.queueManager!, worst: (r as HTMLElement).dataset.worst! })));
}

async function readFiles(page: Page, selector: string, files: Parameters<Page['setInputFiles']>[1]): Promise<void> {
  await page.evaluate(() => document.querySelector('[data-fleet]')?.removeAttribute('data-fleet-state'));
  await page.setInputFiles(selector, files);
  await page.waitForSelector('[data-fleet][data-fleet-state="done"]', { timeout: 60_000 });
}

const scriptsLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\.js(\?|$)/.test(n)));

describe('the fleet section of /check/', () => {
  it('reads the real samples into one row per queue manager, worst first, loading its script only on first use', async () => {
    const { page, external, consoleErrors } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    const before = await scriptsLoaded(page);
    const dist = inject('distDir');
    const source = (url: string) => readFileSync(join(dist, new URL(url).pathname.replace(/^\/guide\//, '')), 'utf8');
    // The fleet's table code (it sets data-fleet-row through dataset.fleetRow) is in no script of the first load.
    expect(before.filter((u) => source(u).includes('fleetRow'))).toEqual([]);

    await readFiles(page, '[data-fleet-files]', [NOT_MQ, ...PATHS]);
    const after = (await scriptsLoaded(page)).filter((u) => !before.includes(u));
    expect(after.some((u) => source(u).includes('fleetRow'))).toBe(true);

    expect(await rows(page)).toEqual(expectedAttrs());
    const unread = page.locator('[data-fleet-unread] li');
    expect(await unread.count()).toBe(1);
    expect(await unread.first().getAttribute('data-fleet-unread-file')).toBe('SOURCES.md');
    expect(await unread.first().innerText()).toMatch(/SOURCES\.md: None of the \d+ non-blank lines is a qm\.ini file/);
    expect(await page.locator('[data-fleet-status]').innerText()).toMatch(/^Read 31 files: 32 queue managers \(8 with an error at worst/);

    // The gather's QM3 row: Native HA, the host's nofile below IBM's minimum.
    const qm3 = page.locator('[data-fleet-row][data-queue-manager="QM3"]');
    expect(await qm3.locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['mqhost07', '9.4', 'Native HA', 'error', '1024 (below IBM 10240)']));

    // A row opens its queue manager's findings.
    const open = page.locator('[data-fleet-row][data-host="mqhost07"][data-queue-manager="QM1"] button.fleet-open');
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const detail = page.locator(`#${await open.getAttribute('aria-controls')}`);
    expect(await detail.isVisible()).toBe(true);
    expect(await detail.locator('li[data-rule="os.nofile"][data-severity="error"]').count()).toBe(1);
    expect(await detail.locator('li[data-rule="measure.log-primary-space"]').count()).toBe(1);
    // The table with a row open is as accessible as the rest of the page.
    expect(await axeViolations(page)).toEqual([]);
    await open.click();
    expect(await detail.isVisible()).toBe(false);

    // Sorted by a column: errors, largest first, then back; aria-sort says which.
    const errorsHeader = page.locator('th:has([data-fleet-sort="errors"])');
    await page.locator('[data-fleet-sort="errors"]').click();
    await page.waitForFunction(() => document.querySelector('th:has([data-fleet-sort="errors"])')?.getAttribute('aria-sort') === 'descending');
    expect(await errorsHeader.getAttribute('aria-sort')).toBe('descending');
    const errorCells = await page.$$eval('[data-fleet-row]', (all) => all.map((r) => Number((r as HTMLTableRowElement).cells[5]!.textContent)));
    expect(errorCells).toEqual([...errorCells].sort((a, b) => b - a));
    await page.locator('[data-fleet-sort="host"]').click();
    await page.waitForFunction(() => document.querySelector('th:has([data-fleet-sort="host"])')?.getAttribute('aria-sort') === 'ascending');
    expect((await rows(page))[0]!.host).toBe('amqsrua-linux-persistent-2.3.txt');
    expect(await errorsHeader.getAttribute('aria-sort')).toBe('none');

    // Filtered by severity, then by HA type.
    await page.selectOption('[data-fleet-filter="severity"]', 'warning');
    await page.waitForFunction(() => document.querySelector('[data-fleet-table]')?.getAttribute('data-shown') === '8');
    expect(new Set((await rows(page)).map((r) => r.worst))).toEqual(new Set(['warning']));
    await page.selectOption('[data-fleet-filter="severity"]', '');
    await page.selectOption('[data-fleet-filter="ha"]', 'Native HA');
    await page.waitForFunction(() => document.querySelector('[data-fleet-table]')?.getAttribute('data-shown') === '2');
    expect((await rows(page)).map((r) => r.qm).sort()).toEqual(['QM3', 'qmstatus-nativeha.txt']);
    await page.selectOption('[data-fleet-filter="ha"]', '');
    await page.selectOption('[data-fleet-filter="version"]', '9.4.2.0');
    await page.waitForFunction(() => document.querySelector('[data-fleet-table]')?.getAttribute('data-shown') === '2');
    expect((await rows(page)).map((r) => r.qm).sort()).toEqual(['QM1', 'QM1']);

    // The CSV: a Blob link on the page, the whole fleet with the file not read last.
    const href = await page.locator('[data-fleet-csv]').getAttribute('href');
    expect(href).toMatch(/^blob:/);
    // Downloaded as a user would (the page's policy lets no script fetch a blob: URL, rightly).
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-fleet-csv]').click()]);
    expect(download.suggestedFilename()).toBe('mq-fleet.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^host,queue_manager,files,mq_version,ha_type,worst,errors,warnings,/);
    expect(lines.length).toBe(1 + EXPECTED.length + 1);
    expect(lines.at(-1)).toMatch(/^SOURCES\.md,,SOURCES\.md,,,not read,/);

    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('opens the same files from a .zip and a .tar.gz, a page of rows at a time, dropped, and from a folder', async () => {
    const { page, external, consoleErrors } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    const entries = Object.fromEntries(PATHS.map((p) => [p.split('/').pop()!, readFileSync(p)]));
    const zip = zipSync({ ...entries, '__MACOSX/._mqconfig-rhel94-mq94-root.txt': strToU8('\u0000\u0005\u0016\u0007') });
    const tar = await packTar([{ header: { name: 'fleet/', type: 'directory', size: 0 } }, ...Object.entries(entries).map(([name, body]) => ({ header: { name: `fleet/${name}`, type: 'file' as const, size: body.length }, body: new Uint8Array(body) }))]);
    const tgz = gzipSync(tar);

    await readFiles(page, '[data-fleet-files]', [{ name: 'fleet.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) }]);
    expect(await rows(page)).toEqual(expectedAttrs('fleet.zip/'));
    expect(await page.locator('[data-fleet-unread] li').count()).toBe(0);

    await readFiles(page, '[data-fleet-files]', [{ name: 'fleet.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from(tgz) }]);
    expect(await rows(page)).toEqual(expectedAttrs('fleet.tar.gz/fleet/'));

    // More rows than a page holds: 120 copies of one sample, a hundred rows at a time.
    const many = zipSync(Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`host${String(i).padStart(3, '0')}/ulimit.txt`, entries['ulimit-a-vagrant-ubuntu.txt']!])));
    await readFiles(page, '[data-fleet-files]', [{ name: 'many.zip', mimeType: 'application/zip', buffer: Buffer.from(many) }]);
    expect(await page.locator('[data-fleet-row]').count()).toBe(100);
    expect(await page.locator('[data-fleet-pager-text]').innerText()).toBe('Rows 1–100 of 120');
    await page.locator('[data-fleet-page="next"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-fleet-row]').length === 20);
    expect((await rows(page))[0]!.host).toBe('many.zip/host100/ulimit.txt');
    expect(await page.locator('[data-fleet-page="next"]').isDisabled()).toBe(true);

    // Dropped on the section: a drop built in the page (its items give no entries, so its files are read).
    const gather = readFileSync(join(FIXTURES, GATHER), 'utf8');
    await page.evaluate(() => document.querySelector('[data-fleet]')?.removeAttribute('data-fleet-state'));
    const dropped = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'dropped-gather.txt', { type: 'text/plain' }));
      return dt;
    }, gather);
    await page.dispatchEvent('[data-fleet-drop]', 'drop', { dataTransfer: dropped });
    await page.waitForSelector('[data-fleet][data-fleet-state="done"]');
    expect((await rows(page)).map((r) => `${r.host} ${r.qm} ${r.worst}`)).toEqual(['mqhost07 QM1 error', 'mqhost07 QM2 error', 'mqhost07 QM3 error']);

    // A folder (webkitdirectory): the assembled gather, its SOURCES.md and expected.ts, which are not MQ output.
    await readFiles(page, '[data-fleet-folder]', join(FIXTURES, 'fleet'));
    expect((await rows(page)).map((r) => `${r.host} ${r.qm} ${r.worst}`)).toEqual(['mqhost07 QM1 error', 'mqhost07 QM2 error', 'mqhost07 QM3 error']);
    expect((await page.locator('[data-fleet-unread] li').evaluateAll((li) => li.map((l) => (l as HTMLElement).dataset.fleetUnreadFile))).sort()).toEqual(['fleet/SOURCES.md', 'fleet/expected.ts']);

    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
