/**
 * /check/: pasted configuration in, sourced findings out, all in the browser. Each format pasted
 * as an administrator would; every source link must resolve; nothing pasted reaches the URL.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';

async function paste(page: Page, text: string, workload?: Record<string, string>) {
  await page.waitForSelector('[data-check][data-state="ready"]');
  await page.fill('#check-paste', text);
  for (const [name, value] of Object.entries(workload ?? {})) await page.fill(`[name="${name}"]`, value);
  await page.click('button[type="submit"]');
}

const findings = (page: Page) =>
  page.$$eval('[data-finding]', (nodes) => nodes.map((n) => ({ rule: (n as HTMLElement).dataset.rule!, severity: (n as HTMLElement).dataset.severity!, text: (n as HTMLElement).innerText, links: [...n.querySelectorAll('a')].map((a) => (a as HTMLAnchorElement).href) })));

describe('configuration checker', () => {
  it('flags an out-of-range LogBufferPages with a source link that resolves', async () => {
    const { page, consoleErrors, external } = await openPage('/check/');
    await paste(page, 'Log:\n   LogPrimaryFiles=3\n   LogSecondaryFiles=2\n   LogFilePages=4096\n   LogBufferPages=8192\n');
    const f = (await findings(page)).find((x) => x.rule === 'log.buffer-pages')!;
    expect(f.severity).toBe('error');
    expect(f.text).toContain('8192');
    const local = f.links.filter((l) => l.startsWith(new URL(siteUrl('/')).origin));
    expect(local.length).toBeGreaterThan(0);
    for (const link of local) expect((await page.request.get(link)).status(), link).toBe(200);
    expect(page.url()).not.toContain('LogBufferPages');
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
    await page.close();
  });

  it('flags 1,024 open files from ulimit -a as an error', async () => {
    const { page } = await openPage('/check/');
    await paste(page, 'core file size              (blocks, -c) 0\nopen files                          (-n) 1024\nmax user processes                  (-u) 63459\n');
    const all = await findings(page);
    expect(all.find((x) => x.rule === 'os.nofile')!.severity).toBe('error');
    expect(all.find((x) => x.rule === 'os.nproc')!.severity).toBe('ok');
    await page.close();
  });

  it('flags file counts past the platform limit, and checks capacity against a workload with a working calculator link', async () => {
    const { page } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    await page.selectOption('[name="platform"]', 'windows');
    await paste(page, 'Log:\n   LogPrimaryFiles=300\n   LogSecondaryFiles=2\n   LogFilePages=4096\n', { putsPerSec: '2000', msgBytes: '2 KB', longestUowSec: '60' });
    const all = await findings(page);
    expect(all.find((x) => x.rule === 'log.primary-files-range')!.severity).toBe('error');
    expect(all.find((x) => x.rule === 'log.total-files')!.severity).toBe('error');
    await page.selectOption('[name="platform"]', 'unix');
    await page.click('button[type="submit"]');
    const capacity = (await findings(page)).find((x) => x.rule === 'log.capacity')!;
    expect(capacity.severity).toBe('ok');
    const calc = capacity.links.find((l) => l.includes('/calculators/log-sizing/'))!;
    await page.goto(calc);
    await page.waitForSelector('[data-calculator="log-sizing"][data-state="ready"]');
    expect(await page.locator('[data-output="requiredLogBytes"]').getAttribute('data-value')).not.toBe('');
    await page.close();
  });

  it('reads sysctl and mqconfig lines in the same paste', async () => {
    const { page } = await openPage('/check/');
    await paste(page, 'fs.file-max = 262144\nkernel.sem = 250 32000 32 128\n  nofile       (-Hn)  1024 files                         IBM>=10240        FAIL\n');
    const all = await findings(page);
    expect(all.find((x) => x.rule === 'os.fs.file-max')!.severity).toBe('error');
    expect(all.find((x) => x.rule === 'os.kernel.sem')!.severity).toBe('ok');
    expect(all.find((x) => x.rule === 'mqconfig.nofile')!.severity).toBe('error');
    await page.close();
  });

  it('answers an empty or garbage paste, or a bad workload, with a message', async () => {
    const { page, consoleErrors } = await openPage('/check/');
    for (const [text, workload] of [['', {}], ['hello, this is not a configuration', {}], ['Log:\n LogPrimaryFiles=3\n', { putsPerSec: 'banana', msgBytes: '2048', longestUowSec: '60' }]] as const) {
      await paste(page, text, workload);
      const alert = page.locator('[data-check-alert]');
      expect(await alert.isVisible()).toBe(true);
      expect((await alert.innerText()).length).toBeGreaterThan(20);
      expect(await page.locator('[data-finding]').count()).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('is accessible, and fits a phone', async () => {
    const { page } = await openPage('/check/', { width: 390, height: 844 });
    await paste(page, 'Log:\n   LogBufferPages=64\nopen files (-n) 1024\n');
    expect(await page.locator('[data-finding]').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
