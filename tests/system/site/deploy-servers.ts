/**
 * Runs the deploy recipes (deploy/configure.mjs) with the distribution's own servers, Debian's nginx
 * and Apache httpd, against a built site, each on a free local port in a throw-away folder. A server
 * that is not installed fails the test with the command that installs it: CI installs both
 * (.ci/run), and a check that skips itself when its tool is missing checks nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recipes } from '../../../deploy/configure.mjs';

export interface RunningServer {
  url: string;
  stop(): void;
}

const INSTALL = {
  nginx: 'apt-get install -y nginx-light libnginx-mod-http-brotli-static',
  apache2: 'apt-get install -y apache2',
};

/** The path of a server binary, or an error naming the package that brings it. */
function requireBinary(name: 'nginx' | 'apache2', paths: string[]): string {
  const found = paths.find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed (looked for ${paths.join(', ')}); the deploy test runs the recipe with the distribution's ${name}: ${INSTALL[name]} (CI's .ci/run does this)`);
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server did not answer on port ${port} in 15 s:\n${log()}`);
}

/** A folder the servers' worker processes (another user when started as root) can read. */
function workFolder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `deploy-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

async function start(name: string, bin: string, args: string[], port: number, dir: string): Promise<RunningServer> {
  let output = '';
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const errorLog = join(dir, 'error.log');
  await waitForPort(port, child, () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''));
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RecipeOptions {
  dist: string;
  base: string;
  frameAncestors: string;
}

/** nginx with deploy/nginx's recipe, wrapped in the smallest main configuration that runs it. */
export async function startNginx(o: RecipeOptions): Promise<RunningServer> {
  const bin = requireBinary('nginx', ['/usr/sbin/nginx']);
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  if (!existsSync(brotli)) throw new Error(`nginx's brotli_static module is not installed (${brotli}): ${INSTALL.nginx}`);
  const port = await freePort();
  const dir = workFolder('nginx');
  const { nginx } = recipes({ dir: o.dist, base: o.base, listen: `127.0.0.1:${port}`, frameAncestors: o.frameAncestors });
  writeFileSync(join(dir, 'site.conf'), nginx);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${brotli};\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr warn;\nevents {}\nhttp {\n  access_log off;\n${temp}\n  include ${dir}/site.conf;\n}\n`,
  );
  const check = spawnSync(bin, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0 || /\[(warn|emerg|crit)\]/.test(check.stderr)) throw new Error(`nginx -t refused the recipe:\n${check.stderr}`);
  return start('nginx', bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], port, dir);
}

/** Apache httpd with deploy/apache's recipe, loading only the modules the recipe says it needs. */
export async function startApache(o: RecipeOptions): Promise<RunningServer> {
  const bin = requireBinary('apache2', ['/usr/sbin/apache2']);
  const modules = '/usr/lib/apache2/modules';
  const port = await freePort();
  const dir = workFolder('apache');
  const { apache } = recipes({ dir: o.dist, base: o.base, frameAncestors: o.frameAncestors });
  writeFileSync(join(dir, 'site.conf'), apache);
  const load = ['mpm_event', 'authz_core', 'mime', 'dir', 'alias', 'rewrite', 'headers', 'deflate', 'filter']
    .map((m) => `LoadModule ${m}_module ${modules}/mod_${m}.so`)
    .join('\n');
  // Running as root, httpd's children take another user; as anyone else they stay that user.
  const user = process.getuid?.() === 0 ? 'User www-data\nGroup www-data\n' : '';
  writeFileSync(
    join(dir, 'httpd.conf'),
    `ServerRoot ${dir}\n${load}\n${user}ServerName 127.0.0.1\nListen 127.0.0.1:${port}\nPidFile ${dir}/httpd.pid\nMutex file:${dir}\nErrorLog ${dir}/error.log\nLogLevel warn\nTypesConfig /etc/mime.types\n` +
      // What Debian's stock apache2.conf does and the recipe relies on: deflate on for text, as a real host has it.
      `AddOutputFilterByType DEFLATE text/html text/css text/javascript application/json\nInclude ${dir}/site.conf\n`,
  );
  const check = spawnSync(bin, ['-t', '-f', join(dir, 'httpd.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`apache2 -t refused the recipe:\n${check.stdout}${check.stderr}`);
  return start('apache2', bin, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], port, dir);
}
