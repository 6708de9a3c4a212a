/**
 * The site's server (scripts/serve.mjs, used by npm run preview, npm start, these tests and the
 * offline bundle): it answers malformed and hostile requests with an error and keeps serving, never
 * leaves the site's folder, and sends compressed, cacheable files.
 */
import { connect } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteUrl } from './harness.ts';

const origin = () => new URL(inject('baseUrl'));
const base = () => origin().pathname; // "/guide/"

interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Sends bytes exactly as given (no client normalises the path) and reads the answer. */
function raw(request: string, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin().port), origin().hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${JSON.stringify(request.slice(0, 80))}`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`connection error (${e.message}) for ${JSON.stringify(request.slice(0, 80))}`));
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}Connection: close\r\n\r\n`);

const header = (r: RawResponse, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(r.head)?.[1]?.trim();

/** A hashed script of the build, e.g. "_astro/page.AbC123.js". */
function astroScript(): string {
  const name = readdirSync(join(inject('distDir'), '_astro')).find((f) => f.endsWith('.js'));
  if (!name) throw new Error('no script in the build');
  return `_astro/${name}`;
}

describe('static server', () => {
  it('answers a malformed URL with 400 and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get(`${base()}%E0%A4%A`)).status).toBe(400);
    expect((await get(base())).status).toBe(200);
  });

  it('survives a few hundred malformed and hostile requests, then serves a normal page', async () => {
    const b = base();
    const targets = [
      '/%E0%A4%A', '/%', '/%zz', `${b}%C0%AF`, `${b}%ff%fe`, `${b}index.html%00.js`, `${b}%0d%0aSet-Cookie:x=1`,
      `${b}../../../../etc/passwd`, `${b}%2e%2e/%2e%2e/%2e%2e/etc/passwd`, `${b}..%2f..%2f..%2fetc%2fpasswd`,
      `${b}%5c..%5c..%5cetc%5cpasswd`, `${b}.%2e/.%2e/etc/passwd`, `${b}////etc/passwd`, '//etc/passwd',
      'http://evil.example/', '*', `${b}${'%'.repeat(500)}`, `${b}?${'&'.repeat(4000)}`, `${b}${'a/'.repeat(3000)}`,
    ];
    const requests: string[] = [];
    for (let i = 0; i < 12; i++) {
      for (const t of targets) requests.push(`GET ${t} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      requests.push(`GET ${b} HTTP/1.1\r\nHost: x\r\nRange: bytes=${['9-2', '-5', 'abc', '99999999999-', '0-0,5-9'][i % 5]}\r\nConnection: close\r\n\r\n`);
      requests.push(`${['POST', 'DELETE', 'PROPFIND', 'OPTIONS'][i % 4]} ${b} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      requests.push('GARBAGE\r\n\r\n');
      requests.push(`GET ${b} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(70_000)}\r\nConnection: close\r\n\r\n`);
    }
    expect(requests.length).toBeGreaterThanOrEqual(250);
    // Ten at a time: hostile, but bounded.
    const statuses: number[] = [];
    for (let i = 0; i < requests.length; i += 10) statuses.push(...(await Promise.all(requests.slice(i, i + 10).map((r) => raw(r)))).map((r) => r.status));
    // Every request got an answer (no reset, no silence), and never a server error.
    expect(statuses.filter((s) => s === 0 || s >= 500)).toEqual([]);

    const after = await fetch(siteUrl('/'));
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('MQ Performance Field Guide');
  });

  it('never leaves the site folder', async () => {
    for (const t of ['../../../../etc/passwd', '%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '..%2f..%2f..%2f..%2fetc%2fpasswd', '%5c..%5c..%5cetc%5cpasswd']) {
      const r = await get(`${base()}${t}`);
      expect([400, 404]).toContain(r.status);
      expect(r.body).not.toMatch(/root:.*:0:0:/);
    }
  });

  it('answers an over-long URL with 414 and over-long headers with 431, not a reset', async () => {
    const long = await get(`${base()}${'a'.repeat(9000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatch(/URI too long/);
    expect((await get(`${base()}${'a'.repeat(70_000)}`)).status).toBe(431);
  });

  it('sends brotli or gzip copies, with validators, and the right caching', async () => {
    const script = `${base()}${astroScript()}`;
    const br = await get(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(header(br, 'Content-Encoding')).toBe('br');
    expect(header(br, 'Content-Type')).toMatch(/javascript/);
    expect(header(br, 'Vary')).toMatch(/Accept-Encoding/);
    expect(header(br, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get(script, { 'Accept-Encoding': 'gzip' })).head).toMatch(/^Content-Encoding: gzip/im);
    expect((await get(script)).head).not.toMatch(/^Content-Encoding/im);

    const wasm = await get(`${base()}pyodide/pyodide.asm.wasm`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(header(wasm, 'Content-Encoding')).toBe('br');
    expect(header(wasm, 'Content-Type')).toBe('application/wasm');

    const page = await get(`${base()}calculators/`);
    expect(header(page, 'Cache-Control')).toBe('no-cache');
    expect(header(page, 'Last-Modified')).toBeTruthy();
    const etag = header(page, 'ETag');
    expect(etag).toBeTruthy();
    expect((await get(`${base()}calculators/`, { 'If-None-Match': etag! })).status).toBe(304);
  });

  it('redirects a folder without its slash, and the bare base path', async () => {
    const r = await get(`${base()}calculators?x=1`);
    expect(r.status).toBe(301);
    expect(header(r, 'Location')).toBe(`${base()}calculators/?x=1`);
    expect(header(await get(base().slice(0, -1)), 'Location')).toBe(base());
  });
});
