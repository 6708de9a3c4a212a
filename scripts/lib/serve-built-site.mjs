// Starts scripts/serve.mjs on a free local port for a built site and resolves with its URL once it
// says where it listens: the one way the benchmarks (and the browser tests' setup) serve a build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** `opts.noPolicy`: the site carries no Content-Security-Policy of its own (the blank Starlight site), so none is sent. */
export async function serveBuiltSite(root, dir, base = '/', opts = {}) {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', '0', '--base', base, ...(opts.noPolicy ? ['--no-policy'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('the server did not start in 10 s')), 10_000);
    server.stdout.on('data', (chunk) => {
      const m = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    server.on('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
  return { server, url };
}
