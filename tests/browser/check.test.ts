/**
 * /check/: pasted configuration in, sourced findings out, all in the browser. Each format pasted
 * as an administrator would; every source link must resolve; nothing pasted reaches the URL.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';

/** Clicks Check and waits for the answer: the checking runs in the page's worker, so it comes a moment later. */
async function submit(page: Page) {
  await page.click('.check-form button[type="submit"]');
  await page.waitForSelector('[data-check][data-check-state="done"]');
}

async function paste(page: Page, text: string, workload?: Record<string, string>) {
  await page.waitForSelector('[data-check][data-state="ready"]');
  await page.fill('#check-paste', text);
  for (const [name, value] of Object.entries(workload ?? {})) await page.fill(`[name="${name}"]`, value);
  await submit(page);
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
    await submit(page);
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
    // mqconfig's nofile line meets the same rule as ulimit's (it was "mqconfig.nofile" before the rulebook).
    expect(all.find((x) => x.rule === 'os.nofile')!.severity).toBe('error');
    await page.close();
  });

  it('reads mqconfig exactly: the setting, not the use, in a table of values, and links each finding to its rule', async () => {
    const { page, consoleErrors, external } = await openPage('/check/');
    await paste(
      page,
      [
        'mqconfig: Analyzing Red Hat Enterprise Linux 9.4 (Plow) settings for IBM',
        '        MQ V9.4',
        '    shmall              40150 of 18446744073692774399 pages (0%)    IBM>=2097152      PASS',
        '    file-max            1024 of 94452 files        (1%)    IBM>=524288       FAIL',
        '    pid_max             716 of 4194304 processids  (0%)    IBM>=32768        PASS',
        '    Current User Limits (root)',
        '    nofile       (-Sn)  1024 files                         IBM>=10240        FAIL',
        'this line is nobody’s',
      ].join('\n'),
    );
    const read = async (name: string) => page.locator(`[data-read="${name}"]`).getAttribute('data-value');
    expect(await read('pid_max')).toBe('4194304');
    expect(await read('shmall')).toBe('18446744073692774399');
    expect(await read('file-max')).toBe('94452');
    expect(await page.locator('[data-read="pid_max"]').getAttribute('data-in-use')).toBe('716');
    // Off-screen results are drawn once scrolled to (content-visibility: auto), as a reader would scroll.
    await page.locator('[data-read="shmall"]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-read="shmall"]').innerText()).toContain('effectively unlimited');
    expect(await page.locator('[data-unread]').innerText()).toContain('1 line not read');

    const fileMax = page.locator('[data-finding][data-rule="os.fs.file-max"]');
    expect(await fileMax.getAttribute('data-severity')).toBe('error');
    const ruleHref = await fileMax.locator('[data-rule-link]').getAttribute('href');
    expect(ruleHref).toMatch(/\/rules\/#os\.fs\.file-max$/);
    expect(await page.locator('[data-finding][data-rule="os.limits-user"]').getAttribute('data-severity')).toBe('warning');

    // The fix is raise-only and copies exactly what it shows.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const fix = fileMax.locator('.check-fix').first();
    expect(await fix.locator('code').innerText()).toBe('sysctl -w fs.file-max=524288');
    await fix.locator('button[data-copy-fix]').click();
    await page.waitForSelector('button[data-copy-fix][data-copied]');
    expect(await fix.locator('button[data-copy-fix]').getAttribute('data-copied')).toBe('true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('sysctl -w fs.file-max=524288');

    // The rule's anchor exists on /rules/.
    await page.goto(new URL(ruleHref!, page.url()).href);
    expect(await page.locator('[id="os.fs.file-max"] [data-rule-statement]').innerText()).toContain('524,288');
    expect(await page.locator('[id="mqconfig.nofile"]').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
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

  it('log sizing’s check mode gives the verdict /check/ gives for the same stanza and workload', async () => {
    const { page } = await openPage('/check/');
    await paste(page, 'Log:\n   LogPrimaryFiles=16\n   LogSecondaryFiles=16\n   LogFilePages=16384\n', { putsPerSec: '2000', msgBytes: '2048', longestUowSec: '60' });
    const capacity = (await findings(page)).find((x) => x.rule === 'log.capacity')!;
    expect(capacity.severity).toBe('warning');
    const calc = await openPage('/calculators/log-sizing/?mode=check&logFilePages=16384&primaryFiles=16&secondaryFiles=16&msgBytes=2048&putsPerSec=2000&longestUowSec=60');
    await calc.page.waitForSelector('[data-calculator="log-sizing"][data-state="ready"]');
    expect(await calc.page.locator('[data-output="verdict"]').getAttribute('data-value')).toBe('warning');
    await calc.page.goto(siteUrl('/calculators/log-sizing/?mode=check&logFilePages=16384&primaryFiles=17&secondaryFiles=16&msgBytes=2048&putsPerSec=2000&longestUowSec=60'));
    await calc.page.waitForSelector('[data-calculator="log-sizing"][data-state="ready"]');
    expect(await calc.page.locator('[data-output="verdict"]').getAttribute('data-value')).toBe('ok');
    await calc.page.close();
    await page.close();
  });

  it('checks in a Web Worker, refuses an over-long paste before it reaches the box, and hands long measurements to their panel', async () => {
    const { page, consoleErrors } = await openPage('/check/');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await paste(page, '$ cat /sys/fs/cgroup/pids.max\n1024\n');
    // The checker ran in the page's worker (started when the reader turned to the form), and its answer came back.
    expect(page.workers().some((w) => /worker/i.test(w.url()))).toBe(true);
    expect(await page.locator('[data-read="pids.max"]').getAttribute('data-value')).toBe('1024');
    expect(await page.locator('[data-finding][data-rule="container.pids-limit"]').getAttribute('data-severity')).toBe('warning');

    // 31,500 characters pasted (over the box's 20,000): held out of the box and checked at once; "Edit in the box" puts them in.
    await page.fill('#check-paste', '');
    await page.evaluate((t) => navigator.clipboard.writeText(t), 'fs.file-max = 262144\n'.repeat(1500));
    await page.focus('#check-paste');
    await page.keyboard.press('Control+V');
    await page.waitForSelector('[data-read="file-max"]');
    await page.waitForSelector('[data-check][data-check-state="done"]');
    expect(await page.locator('[data-check-held-text]').innerText()).toMatch(/^31,500 characters pasted \(1,501 lines\)/);
    expect(await page.locator('#check-paste').isHidden()).toBe(true);
    expect(await page.locator('[data-finding][data-rule="os.fs.file-max"]').first().getAttribute('data-severity')).toBe('error');
    await page.click('[data-check-held-edit]');
    expect((await page.inputValue('#check-paste')).length).toBe(31_500);
    expect(await page.locator('[data-check-held]').isHidden()).toBe(true);

    // 600,000 characters pasted: refused by length, never put into the text box.
    await page.fill('#check-paste', '');
    await page.evaluate((t) => navigator.clipboard.writeText(t), 'fs.file-max = 524288\n'.repeat(28_572));
    await page.focus('#check-paste');
    await page.keyboard.press('Control+V');
    await page.waitForSelector('[data-check-alert]:not([hidden])');
    expect(await page.locator('[data-check-alert]').innerText()).toMatch(/600,012 characters; the checker reads up to 500,000/);
    expect(await page.inputValue('#check-paste')).toBe('');

    // A long amqsrua paste goes to the measurements panel instead, and is read there.
    const day = Array.from({ length: 6000 }, (_, i) => `Publication received PutDate:20240101 PutTime:${String(10000000 + i * 1000).padStart(8, '0')} Interval:10.000 seconds\nLog - write latency ${100 + (i % 7)} uSec`).join('\n');
    await page.evaluate((t) => navigator.clipboard.writeText(t), day);
    await page.keyboard.press('Control+V');
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done' && document.querySelector('[data-reading="logWriteLatency"]'));
    expect(await page.locator('[data-check-alert]').innerText()).toMatch(/being read under “Measurements from your system”/);
    const latency = page.locator('[data-measure] [data-reading="logWriteLatency"]');
    expect(Number(await latency.getAttribute('data-peak'))).toBe(106e-6);
    // A chart is drawn when near the screen: scrolled to, as a reader would, before its caption is read.
    await page.locator('[data-chart-for="logWriteLatency"]').scrollIntoViewIfNeeded();
    // (The browser decides what is near at its next frame, so the caption is read until it is drawn.)
    await expect.poll(() => page.locator('[data-chart-for="logWriteLatency"] figcaption').innerText(), { timeout: 5000 }).toMatch(/lowest and the highest of 20 intervals/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('is accessible, and fits a phone', async () => {
    const { page } = await openPage('/check/', { width: 390, height: 844 });
    await paste(page, 'Log:\n   LogBufferPages=64\nopen files (-n) 1024\n  pid_max             716 of 4194304 processids  (0%)    IBM>=32768        PASS\n');
    expect(await page.locator('[data-finding]').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-read]').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('alert rules linked from /check/ and /rules/', () => {
  it('links each family’s rule file and its PrometheusRule twin, built as YAML with the same groups, Native HA’s alerts among them', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { inject } = await import('vitest');
    const { parse } = await import('yaml');
    const { builtDocument, withAttr, attr } = await import('./built-html.ts');
    for (const page of ['/check/', '/rules/']) {
      const doc = builtDocument(page);
      for (const family of ['mq-container', 'mq-metric-samples']) {
        const links = withAttr(doc, 'data-prometheus-rule', family);
        expect(links.map((a) => attr(a, 'href')), `${page} ${family}`).toEqual([`/guide/alerts/${family}.prometheusrule.yaml`]);
        expect(withAttr(doc, 'data-alert-rules', family).map((a) => attr(a, 'href'))).toEqual([`/guide/alerts/${family}.rules.yml`]);
      }
    }
    for (const family of ['mq-container', 'mq-metric-samples']) {
      const built = (name: string) => parse(readFileSync(join(inject('distDir'), 'alerts', name), 'utf8'));
      const object = built(`${family}.prometheusrule.yaml`);
      expect([object.apiVersion, object.kind]).toEqual(['monitoring.coreos.com/v1', 'PrometheusRule']);
      expect(object.spec.groups).toEqual(built(`${family}.rules.yml`).groups);
      expect(object.spec.groups[0].rules.map((r: { alert: string }) => r.alert)).toContain('MQNativeHaBacklogRising');
    }
  });
});
