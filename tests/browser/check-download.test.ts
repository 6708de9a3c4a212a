/**
 * /check/ offers the checker as one file: the link on the page names the file the build wrote
 * (src/integrations/mqcheck-file.ts), the server sends it as JavaScript, and the file downloaded
 * from the site runs with the system's Node on its own (tests/unit/mqcheck-one-file.test.ts holds
 * it to the in-process checker's output in detail). Read from the built HTML; no browser needed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { attr, builtDocument, withAttr } from './built-html.ts';
import { TEST_BASE } from './global-setup.ts';

const folder = mkdtempSync(join(tmpdir(), 'check-download-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('/check/ offers the one-file checker', () => {
  it('links the built mqcheck.mjs, served as JavaScript, which runs on its own with the system Node', async () => {
    const [link] = withAttr(builtDocument('/check/'), 'data-mqcheck-download');
    expect(link, 'the download link on /check/').toBeDefined();
    expect(attr(link!, 'href')).toBe(`${TEST_BASE}mqcheck.mjs`);
    expect(attr(link!, 'download')).toBe('mqcheck.mjs');

    const response = await fetch(new URL(attr(link!, 'href')!, inject('baseUrl')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const file = join(folder, 'mqcheck.mjs');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));

    const qmIni = 'Log:\n   LogPrimaryFiles=3\n   LogSecondaryFiles=2\n   LogFilePages=4096\n   LogType=CIRCULAR\n';
    const run = spawnSync('/usr/bin/node', [file, '--format=json', '-'], { cwd: folder, env: { PATH: '/usr/bin:/bin' }, input: qmIni, encoding: 'utf8' });
    expect(run.stderr).toBe('standard input: 0 errors, 0 warnings, 0 notes, 5 ok\n');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { version: number; files: { file: string; values: { name: string; setting: string }[] }[] };
    expect(report.version).toBe(2);
    expect(report.files[0]!.values.map((v) => `${v.name}=${v.setting}`)).toEqual(['LogPrimaryFiles=3', 'LogSecondaryFiles=2', 'LogFilePages=4096', 'LogType=CIRCULAR']);
  });
});
