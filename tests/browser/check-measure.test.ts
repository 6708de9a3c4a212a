/**
 * /check/'s measurements panel in a real browser: a paste of amqsrua output becomes readings with
 * base-unit attributes, a file opened becomes readings too, the calculator links open with the
 * measured values filled in, a second run shows the change in each reading, and nothing is
 * requested after the paste (the worker and the panel's rendering load when the reader turns to the
 * panel, before anything is pasted), nor before the reader turns to it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openFold, openPage, type OpenedPage } from './harness.ts';

const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/real-measure/${name}`, import.meta.url));
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-measure][data-state="ready"]');
}

/** Fills a textarea (as a paste would) and waits for that text's result. */
async function pasteInto(page: Page, slot: 'before' | 'after', text: string): Promise<void> {
  await page.locator(`[data-measure-text="${slot}"]`).fill(text);
  await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done');
}

const attrs = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((n) => ({ ...(n as HTMLElement).dataset }));

describe('measurements on /check/', () => {
  it('reads a pasted amqsrua run into readings in base units, with peak and p95, and makes no request after the paste', async () => {
    const { page, consoleErrors, external } = await openPage('/check/');
    await ready(page);
    // A page only looked at loads no reader: nothing of the worker, even once the page is idle.
    // (The worker's own script is worker-<hash>.js; worker-client.<hash>.js is the page's side of it.)
    const workerScripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/worker-[\w-]+\.js$/.test(e.name)).length);
    await page.waitForLoadState('networkidle');
    expect(await workerScripts()).toBe(0);
    expect(page.workers()).toEqual([]);
    // Turning to the panel (focus in its box, as before a paste) starts the worker; wait until it has loaded.
    await page.focus('[data-measure-text="before"]');
    await expect.poll(workerScripts, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.context().on('request', (r) => requests.push(r.url()));
    await pasteInto(page, 'before', fixture('amqsrua-linux-persistent-2.3.txt'));
    const latency = await attrs(page, '[data-reading="logWriteLatency"]');
    expect(Number(latency.value)).toBeCloseTo((25 + 181 + 23) / 3 / 1e6, 12);
    expect(Number(latency.peak)).toBe(0.000181);
    expect(Number(latency.p95)).toBe(0.000181);
    expect(Number((await attrs(page, '[data-reading="logPhysicalBytesPerSec"]')).peak)).toBe(2627408952);
    expect(await page.locator('[data-reading="logWriteLatency"]').innerText()).toContain('µs');
    expect(await page.locator('[data-reading="logPhysicalBytesPerSec"]').innerText()).toContain('/s');
    expect(await page.locator('[data-chart-for="logWriteLatency"] svg').count()).toBe(1);
    expect(await page.locator('[data-finding][data-rule="measure.log-primary-space"]').getAttribute('data-severity')).toBe('ok');
    expect(requests).toEqual([]);
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(page.url()).not.toContain('Publication');
    expect(await page.locator('.check-privacy').last().innerText()).toMatch(/Nothing is uploaded or sent anywhere/);
    await page.close();
  });

  it('reads an opened mqldt file and opens the logger throughput calculator with the measured values', async () => {
    const { page } = await openPage('/check/');
    await ready(page);
    await page.locator('[data-measure-text="before"]').fill(fixture('amqsrua-linux-persistent-3.3.2.1.txt'));
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done');
    await page.setInputFiles('[data-measure-file="before"]', fixturePath('mqldt-readme-2017.txt'));
    await page.waitForSelector('[data-reading="diskAvgWriteLatency"]');
    expect(Number((await attrs(page, '[data-reading="diskAvgWriteLatency"]')).value)).toBeCloseTo(415704e-9, 15);
    // The file replaced the paste: put both together to get the combined links.
    await pasteInto(page, 'before', `${fixture('amqsrua-linux-persistent-3.3.2.1.txt')}\n${fixture('mqldt-readme-2017.txt')}`);
    const href = await page.locator('a[data-calculator-link="logger-throughput"]').getAttribute('href');
    expect(href).toContain('writeLatency=0.000335');
    expect(href).toContain('deviceBytesPerSec=306754931');
    await page.goto(new URL(href!, page.url()).href);
    await page.waitForSelector('[data-calculator="logger-throughput"][data-state="ready"]');
    expect(await page.locator('[data-output="maxRoundTripsPerSec"]').getAttribute('data-value')).not.toBe('');
    expect(await page.locator('[role="alert"]:visible').count()).toBe(0);
    await page.close();
  });

  it('opens log sizing with the measured peak log rate', async () => {
    const { page } = await openPage('/check/');
    await ready(page);
    await pasteInto(page, 'before', fixture('amqsrua-linux-persistent-3.3.2.1.txt'));
    const href = await page.locator('a[data-calculator-link="log-sizing"]').getAttribute('href');
    await page.goto(new URL(href!, page.url()).href);
    await page.waitForSelector('[data-calculator="log-sizing"][data-state="ready"]');
    const alerts = await page.locator('[role="alert"]:visible').allInnerTexts();
    expect(alerts.join(' ')).toBe('');
    expect(await page.locator('[data-output="logBytesPerSec"]').getAttribute('data-value')).toBe('365486037');
    await page.close();
  });

  it('compares a second run: the change in each reading', async () => {
    const { page } = await openPage('/check/');
    await ready(page);
    await pasteInto(page, 'before', fixture('amqsrua-linux-persistent-2.3.txt'));
    await pasteInto(page, 'after', fixture('amqsrua-linux-persistent-3.3.2.1.txt'));
    const row = await attrs(page, '[data-compare="logWriteSize"]');
    expect(Number(row.before)).toBeCloseTo((5122 + 3673301 + 10076) / 3, 6);
    expect(Number(row.after)).toBe((322288 + 304454) / 2);
    expect(Number(row.change)).toBeCloseTo((((322288 + 304454) / 2 - (5122 + 3673301 + 10076) / 3) / ((5122 + 3673301 + 10076) / 3)) * 100, 6);
    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await page.close();
  });

  it('measurements pasted into the configuration box fill both panels from one request to the worker', async () => {
    const { page, consoleErrors } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    await ready(page);
    // Every request the page posts to its worker, by kind (the worker starts when the reader turns to the form).
    await page.evaluate(() => {
      const sent: string[] = ((window as unknown as { sentToWorker: string[] }).sentToWorker = []);
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: { kind?: string }, ...rest: []) {
        sent.push(String(message?.kind));
        return post.call(this, message, ...rest);
      };
    });
    const qmini = readFileSync(fileURLToPath(new URL('../fixtures/real-config/qmini-whywebsphere-tuned.ini', import.meta.url)), 'utf8');
    await page.fill('#check-paste', `${fixture('qmstatus-nativeha.txt')}\n${qmini}`);
    await page.click('.check-form button[type="submit"]');
    await page.waitForSelector('[data-check][data-check-state="done"]');
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done' && document.querySelector('[data-measure] [data-reading="nativeHaReplicasInSync"]'));
    // The configuration panel read the qm.ini; the measurements panel the Native HA status, from the same answer.
    expect(await page.locator('[data-read="LogFilePages"]').getAttribute('data-value')).toBe('16384');
    expect(await page.locator('[data-measure] [data-reading="nativeHaReplicasInSync"]').getAttribute('data-value')).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { sentToWorker: string[] }).sentToWorker)).toEqual(['check']);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('a gather of several queue managers: each reading and finding says whose, and each link is made from one queue manager’s readings', async () => {
    // tests/fixtures/fleet/gather-mqhost07-assembled.txt: real replies assembled into a gather (SOURCES.md there).
    const { page, consoleErrors } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    await ready(page);
    await page.setInputFiles('input[data-check-file]', fileURLToPath(new URL('../fixtures/fleet/gather-mqhost07-assembled.txt', import.meta.url)));
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done');
    const panel = page.locator('[data-measure-result="before"]');
    expect(await panel.locator('.measure-facts').innerText()).toBe('Log type CIRCULAR (DISPLAY QMSTATUS; QM1); HA role ACTIVE (DISPLAY QMSTATUS; QM3); HA role REPLICA (DISPLAY QMSTATUS; QM3); MQ release 9.4.2.0 (dspmq; QM1); HA role Active (dspmq; QM1)');
    // The readings name their queue manager in a column of their own.
    expect(await panel.locator('.measure-readings thead th').first().innerText()).toBe('Queue manager');
    expect(await panel.locator('tr[data-reading="logPrimarySpaceInUse"] td').first().innerText()).toBe('QM1');
    expect(await panel.locator('tr[data-reading="nativeHaReplicasInSync"] td').first().innerText()).toBe('QM3');
    expect(await panel.locator('tr[data-reading="nativeHaReplicasInSync"]').getAttribute('data-queue-manager')).toBe('QM3');
    // Log sizing is offered with QM1's log, and says so; the HA links are QM3's.
    const sizing = panel.locator('a[data-calculator-link="log-sizing"]');
    expect(await sizing.count()).toBe(1);
    expect(await sizing.innerText()).toMatch(/, for QM1$/);
    expect(await panel.locator('a[data-calculator-link="ha-latency"]').innerText()).toMatch(/, for QM3$/);
    // The findings come a group per queue manager, as the configuration panel's do (two groups: open).
    const groups = panel.locator('.measure-findings > li.check-group');
    expect(await groups.evaluateAll((li) => li.map((g) => (g as HTMLElement).dataset.group))).toEqual(['QM1', 'QM3']);
    expect(await panel.locator('li.check-group[data-group="QM3"] [data-finding]').getAttribute('data-queue-manager')).toBe('QM3');
    // The configuration panel's result line names them in the same words; a group of passes counts them.
    expect(await page.locator('[data-check-summary]').innerText()).toMatch(/ for 3 queue managers, QM1, QM2 and QM3: /);
    expect(await panel.locator('li.check-group[data-group="QM3"] h3').innerText()).toBe('Queue manager QM3: 0 errors, 0 warnings, 0 notes, 1 ok');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('a gather of fifty queue managers: the readings and findings come folded and are drawn when opened (synthetic, scripts/lib/gather-fleet.mjs)', async () => {
    const { gatherFleet } = await import('../../scripts/lib/gather-fleet.mjs');
    const { page } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    await ready(page);
    // 200 objects each: 1.1 MiB, over text-pieces.ts TEXT_PIECE, so the text reaches the worker in two
    // pieces, and the last queue managers' readings and groups below come from the second.
    await page.setInputFiles('input[data-check-file]', { name: 'gather.txt', mimeType: 'text/plain', buffer: Buffer.from(gatherFleet(fileURLToPath(new URL('../..', import.meta.url)), 50, 200)) });
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done');
    const panel = page.locator('[data-measure-result="before"]');
    expect(await panel.locator('.measure-facts').innerText()).toBe('Log type CIRCULAR (DISPLAY QMSTATUS; all 50 queue managers)');
    expect(await panel.locator('a[data-calculator-link="log-sizing"]').innerText()).toMatch(/, for all 50 queue managers$/);
    // 450 readings: a closed disclosure with no rows yet; opening it draws them.
    const folded = panel.locator('details.measure-folded');
    expect(await folded.locator('summary').innerText()).toBe('450 readings: show them');
    expect(await folded.locator('tbody tr').count()).toBe(0);
    await openFold(folded.locator('summary'));
    await page.waitForFunction(() => document.querySelectorAll('[data-measure-result="before"] details.measure-folded tbody tr').length === 450);
    // Fifty groups of findings, closed, each drawn when opened.
    expect(await panel.locator('li.check-group').count()).toBe(50);
    expect(await panel.locator('li.check-group [data-finding]').count()).toBe(0);
    await openFold(panel.locator('li.check-group[data-group="QM07"] summary'));
    await page.waitForSelector('[data-measure-result="before"] li.check-group[data-group="QM07"] [data-finding][data-queue-manager="QM07"]');
    await openFold(panel.locator('li.check-group[data-group="QM50"] summary'));
    await page.waitForSelector('[data-measure-result="before"] li.check-group[data-group="QM50"] [data-finding][data-queue-manager="QM50"]');
    await page.close();
  });

  it('lists what it could not read, line by line, with why', async () => {
    const { page } = await openPage('/check/');
    await ready(page);
    await pasteInto(page, 'before', 'Publication received PutDate:20240101 PutTime:10000000 Interval:10.000 seconds\nLog - write latency banana uSec\nLog - write latency 30 uSec');
    expect(await page.locator('[data-unread-line="2"]').textContent()).toContain('is not a number');
    expect((await attrs(page, '[data-reading="logWriteLatency"]')).value).toBe('0.00003');
    await page.close();
  });
});

/**
 * Every measurement format pasted into the configuration (main) box: its readings appear in the
 * measurements panel with no second paste, whether the page saw at once that the text held
 * measurements (amqsrua, an exporter's metric) or only the readers found them (dspmq, ping). One
 * page for all, pasted one after another: each paste's readings replace the last one's there.
 * Expected values are worked out by hand from the fixtures (the SOURCES.md of tests/fixtures/real-measure and real-prometheus).
 */
describe('measurements pasted into the main box show under “Measurements from your system”', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/check/');
    await opened.page.waitForSelector('[data-check][data-state="ready"]');
    await ready(opened.page);
  });
  afterAll(async () => {
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.external).toEqual([]);
    await opened.page.close();
  });

  const fixed = (folder: string, name: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${folder}/${name}`, import.meta.url)), 'utf8');
  // [format, fixture folder, file, readings in all, [reading, queue manager or '', value as the panel's data-value holds it]…]
  const CASES: [string, string, string, number, [string, string, string][]][] = [
    // 2.01326592e+08 bytes in both scrapes.
    ['Prometheus text exposition (mq-container)', 'real-prometheus', 'mq-container-two-scrapes.prom', 5, [['logBytesMax', 'QM1', '201326592']]],
    // The two queue managers' primary space in use, as the one vector sample of each says.
    ['Prometheus /api/v1/query answer', 'real-prometheus', 'query-vector.json', 2, [['logPrimarySpaceInUse', 'QM1', '104.2'], ['logPrimarySpaceInUse', 'QM2', '12']]],
    // (1.079741824e9 − 1.073741824e9) bytes in 60 s.
    ['Prometheus /api/v1/query_range answer', 'real-prometheus', 'query-range-matrix.json', 2, [['logPhysicalBytesPerSec', 'QM1', '100000']]],
    // QM1's column: 0.000512, 0.000256, (empty), 0.000768 s, whose mean is 0.000512.
    ['Grafana CSV export', 'real-prometheus', 'grafana-panel.csv', 2, [['logWriteLatency', 'QM1', '0.000512']]],
    // "Log - bytes max 1744830464" in each publication.
    ['amqsrua', 'real-measure', 'amqsrua-linux-persistent-2.3.txt', 10, [['logBytesMax', '', '1744830464']]],
    // "Avg latency of write (ns) : 415704".
    ['mqldt', 'real-measure', 'mqldt-readme-2017.txt', 10, [['diskAvgWriteLatency', '', '0.000415704']]],
    // "bs" : "4096", "iodepth" : "4" in the job options.
    ['fio JSON', 'real-measure', 'fio-3.1-buffered-sync-write.json', 6, [['diskBlockSize', '', '4096'], ['diskQueueDepth', '', '4']]],
    // CONNS(44), LOGUTIL(13) of QM1, with its dspmq -x -o all line.
    ['DISPLAY QMSTATUS ALL and dspmq -x -o all', 'real-measure', 'mq-status-script-qm1.txt', 9, [['connections', 'QM1', '44'], ['logUtilization', 'QM1', '13']]],
    // QUORUM(3/3); beta and gamma INSYNC(yes).
    ['dspmq -o nativeha -x', 'real-measure', 'dspmq-nativeha-x-ansible.txt', 5, [['nativeHaQuorumInSync', 'NATIVEHAQM', '3'], ['nativeHaReplicasInSync', 'NATIVEHAQM', '2']]],
    // rtt min/avg/max/mdev = 0.349/0.455/0.755/0.172 ms, then 22.486/25.234/30.434/3.119 ms.
    ['ping', 'real-measure', 'ping-ubuntu-forums-2023.txt', 4, [['networkRoundTrip', '', '0.000455']]],
  ];

  it.each(CASES)('%s', async (_format, folder, file, count, expected) => {
    const { page } = opened;
    await page.evaluate(() => {
      for (const n of document.querySelectorAll<HTMLElement>('[data-check], [data-measure]')) {
        delete n.dataset.checkState;
        delete n.dataset.measureState;
      }
    });
    await page.fill('#check-paste', fixed(folder, file));
    await page.click('.check-form button[type="submit"]');
    await page.waitForSelector('[data-check][data-check-state="done"]');
    // The result line says where the readings are (or, for several kinds of output, the list under it does).
    const said = `${await page.locator('[data-check-summary]').innerText()} ${await page.locator('[data-check-recognised]').textContent()}`;
    expect(said).toContain('readings under “Measurements from your system”');
    await page.waitForSelector('[data-measure][data-measure-state="done"]');
    const panel = page.locator('[data-measure-result="before"]');
    const rows = await panel.locator('tr[data-reading]').evaluateAll((trs) => trs.map((tr) => [(tr as HTMLElement).dataset.reading, (tr as HTMLElement).dataset.queueManager ?? '', (tr as HTMLElement).dataset.value]));
    for (const e of expected) expect(rows).toContainEqual(e);
    // Only this paste's readings: the last paste's are gone.
    expect(rows).toHaveLength(count);
  });
});
