/**
 * The offline bundle (npm run bundle), packed from the browser tests' build: unpacked and opened
 * from disk (file://) its pages are styled, their links resolve, calculators compute, search and
 * the simulator explain what they need, and nothing is requested outside the bundle. Its own
 * server runs from the unpacked folder with nothing but Node.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openFile } from './file-page.ts';
import { outputValues, ready } from './calculator-page.ts';

let out = '';
let site = '';
let inside = '';

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'mqfg-bundle-'));
  const base = new URL(inject('baseUrl')).pathname;
  const made = spawnSync(process.execPath, ['scripts/bundle.mjs', '--from', inject('distDir'), '--base', base, '--out', join(out, 'packed')], {
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`npm run bundle failed:\n${made.stdout}\n${made.stderr}`);
  // Open what a user gets: the archive, unpacked.
  mkdirSync(join(out, 'unpacked'));
  const untar = spawnSync('tar', ['-xzf', join(out, 'packed', 'mq-field-guide-offline.tar.gz'), '-C', join(out, 'unpacked')], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  site = join(out, 'unpacked', 'mq-field-guide', 'site');
  inside = pathToFileURL(join(out, 'unpacked', 'mq-field-guide')).href + '/';
}, 300_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const open = (path: string, width?: number) => openFile(pathToFileURL(join(site, path.split('?')[0]!)).href + (path.includes('?') ? `?${path.split('?')[1]}` : ''), inside, { width });

/** Share of the page's links that point at a file present in the bundle (or outside it, for external links). */
async function resolvedLinks(page: Page): Promise<{ share: number; broken: string[]; count: number }> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const broken = hrefs.filter((h) => h.startsWith('file:') && !existsSync(fileURLToPath(h.split(/[?#]/)[0]!)));
  return { share: (hrefs.length - broken.length) / hrefs.length, broken, count: hrefs.length };
}

describe('offline bundle opened from disk', () => {
  it('ships a .zip with the same files as the .tar.gz', () => {
    const names: string[] = [];
    unzipSync(readFileSync(join(out, 'packed', 'mq-field-guide-offline.zip')), {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
    const listed = spawnSync('tar', ['-tzf', join(out, 'packed', 'mq-field-guide-offline.tar.gz')], { encoding: 'utf8' });
    const tarFiles = listed.stdout.split('\n').filter((n) => n && !n.endsWith('/'));
    expect(names.sort()).toEqual(tarFiles.sort());
    expect(names).toContain('mq-field-guide/site/index.html');
    expect(names).toContain('mq-field-guide/serve.mjs');
    expect(names).toContain('mq-field-guide/README.txt');
    // The one-file checker, for servers with Node and nothing else (src/integrations/mqcheck-file.ts).
    expect(names).toContain('mq-field-guide/site/mqcheck.mjs');
  });

  for (const path of ['index.html', 'reports/mq-linux-persistent/index.html']) {
    it(`${path}: styled, links resolve, search explains itself, nothing from outside`, async () => {
      const { page, outside, missing, consoleErrors } = await open(path);
      // Starlight's stylesheet is applied (its custom properties exist only through it).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sl-color-bg').trim())).not.toBe('');
      const links = await resolvedLinks(page);
      expect(links.count).toBeGreaterThan(10);
      expect(links.share, `broken: ${links.broken.slice(0, 10).join(', ')}`).toBeGreaterThanOrEqual(0.95);
      const note = page.locator('.offline-note-search');
      expect(await note.innerText()).toMatch(/Search needs the bundled server\. Run node serve\.mjs/);
      expect(await page.locator('site-search').count()).toBe(0);
      expect(outside).toEqual([]);
      expect(missing).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('a report page keeps its charts and tables, and its datasets their CSV downloads', async () => {
    const { page, outside } = await open('reports/mq-linux-persistent/index.html');
    expect(await page.locator('main figure svg').count()).toBeGreaterThan(0);
    expect(await page.locator('main table').count()).toBeGreaterThan(0);
    const dataset = await page.$$eval('a[href*="/data/"]', (as) => as.map((a) => (a as HTMLAnchorElement).href).find((h) => h.endsWith('/index.html')));
    expect(dataset).toBeTruthy();
    await page.goto(dataset!);
    const csv = await page.$$eval('a[href$=".csv"]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(csv.length).toBeGreaterThan(0);
    for (const href of csv) expect(existsSync(fileURLToPath(href))).toBe(true);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('a calculator page computes from its link, and its single-file download is there', async () => {
    const { page, outside, consoleErrors } = await open('calculators/log-sizing/index.html?logFilePages=16384&primaryFiles=24&secondaryFiles=2');
    await ready(page, 'log-sizing');
    expect((await outputValues(page)).maxLogBytes).toBe('1744830464');
    const download = await page.locator('a[data-offline-download]').evaluate((a) => (a as HTMLAnchorElement).href);
    expect(existsSync(fileURLToPath(download))).toBe(true);
    expect(outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('a single-file calculator in the bundle links into the bundle again', async () => {
    const { page, outside } = await open('offline/log-sizing.html');
    await ready(page, 'log-sizing');
    expect(await page.locator('[data-site-path], [data-needs-site-note]').count()).toBe(0);
    const links = await resolvedLinks(page);
    expect(links.broken).toEqual([]);
    expect(await page.locator('a[data-embed-full]').evaluate((a) => (a as HTMLAnchorElement).href)).toMatch(/\/calculators\/log-sizing\/index\.html$/);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('the simulator says it needs the bundled server and gives the command', async () => {
    const { page, outside } = await open('simulator/index.html', 390);
    const note = page.locator('.offline-note-simulator');
    expect(await note.innerText()).toMatch(/opened from disk.*Run node serve\.mjs/s);
    expect(await note.isVisible()).toBe(true);
    expect(await page.locator('[data-sim-run]').isDisabled()).toBe(true);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('its own server runs from the unpacked folder with nothing but Node', async () => {
    const base = new URL(inject('baseUrl')).pathname;
    const server = spawn(process.execPath, ['serve.mjs', '--dir', 'site', '--port', '0', '--base', base], {
      cwd: join(out, 'unpacked', 'mq-field-guide'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the bundled server did not start in 10 s')), 10_000);
        server.stdout!.on('data', (c: Buffer) => {
          const m = /at (http:\/\/\S+)/.exec(c.toString());
          if (m) (clearTimeout(timer), resolve(m[1]!));
        });
        server.on('exit', (code) => reject(new Error(`the bundled server exited with ${code}`)));
      });
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('MQ Performance Field Guide');
      expect((await fetch(new URL('pyodide/pyodide.asm.wasm', url), { method: 'HEAD' })).status).toBe(200);
    } finally {
      server.kill();
    }
  });
});
