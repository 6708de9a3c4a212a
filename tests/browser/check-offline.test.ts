/**
 * /check/ opened from disk (the offline bundle's way: file://, where module scripts and Web Workers
 * cannot load): the page's scripts are made classic as the bundle makes them, the worker cannot
 * start, and the same checking and reading run in the page instead, with nothing requested outside
 * the folder. Only /check/, the assets and the icon are copied, so the conversion is quick.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { makeOpenableFromDisk } from '../../src/lib/offline/from-disk.ts';
import { openFile } from './file-page.ts';

const copy = mkdtempSync(join(tmpdir(), 'check-offline-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('/check/ from disk', () => {
  it('checks configuration and reads measurements in the page when no worker can start', async () => {
    const dist = inject('distDir');
    for (const path of ['check', '_astro', 'favicon.svg']) cpSync(join(dist, path), join(copy, path), { recursive: true });
    await makeOpenableFromDisk(copy, new URL(inject('baseUrl')).pathname);
    const inside = pathToFileURL(copy).href + '/';
    const { page, outside, missing, consoleErrors } = await openFile(pathToFileURL(join(copy, 'check', 'index.html')).href, inside);
    await page.waitForSelector('[data-check][data-state="ready"]');
    await page.fill('#check-paste', '$ cat /sys/fs/cgroup/pids.max\n1024\nfs.file-max = 262144\n');
    await page.click('.check-form button[type="submit"]');
    await page.waitForSelector('[data-check][data-check-state="done"]');
    expect(await page.locator('[data-finding][data-rule="container.pids-limit"]').getAttribute('data-severity')).toBe('warning');
    expect(await page.locator('[data-finding][data-rule="os.fs.file-max"]').getAttribute('data-severity')).toBe('error');
    await page.fill('[data-measure-text="before"]', 'Publication received PutDate:20240101 PutTime:10000000 Interval:10.000 seconds\nLog - write latency 30 uSec\nPublication received PutDate:20240101 PutTime:10001000 Interval:10.000 seconds\nLog - write latency 50 uSec');
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done');
    expect(Number(await page.locator('[data-reading="logWriteLatency"]').getAttribute('data-value'))).toBeCloseTo(40e-6, 12);
    expect(page.workers()).toEqual([]);
    expect(outside).toEqual([]);
    expect(missing.map((u) => u.slice(inside.length))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
