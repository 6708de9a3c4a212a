import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text or wasm file that shrinks enough to
 * be worth it, so the server (scripts/serve.mjs, through sirv) sends compressed bytes without
 * compressing on each request. Pyodide's 9 MiB wasm goes down to about a third.
 * Listed last in astro.config.mjs: it compresses what the other integrations wrote.
 */

/**
 * Kinds of file that compress well; images are compressed already. A zip is included for
 * Pyodide's standard library, which is stored uncompressed on purpose (see trimmedStdlib); a
 * deflated zip does not shrink by MAX_RATIO and gets no copy.
 */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|wasm|txt|csv|xml|py|map|zip)$/;
/** Below this a file fits in a packet or two anyway. */
const MIN_BYTES = 1024;
/** Keep a compressed copy only if it saves at least a tenth. */
const MAX_RATIO = 0.9;
/**
 * Brotli's best quality costs about a second per MiB for a few per cent less than quality 6, which
 * is some fifty times faster. It pays only for small scripts and styles, cached for a year under
 * their hashed names; pages, data and Pyodide's wasm use 6.
 */
const BEST_QUALITY = /\.(js|mjs|css)$/;
const BEST_QUALITY_MAX_BYTES = 256 * 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns how many copies were written. */
export async function precompress(dir: string): Promise<number> {
  const jobs: Promise<number>[] = [];
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const size = statSync(path).size;
    if (size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const quality = BEST_QUALITY.test(path) && size <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 6;
    jobs.push(
      Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
        gz(body, { level: 6 }),
      ]).then(([br, gzipped]) => {
        let written = 0;
        if (br.length <= size * MAX_RATIO) (writeFileSync(`${path}.br`, br), written++);
        if (gzipped.length <= size * MAX_RATIO) (writeFileSync(`${path}.gz`, gzipped), written++);
        return written;
      }),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

export default function precompressIntegration(): AstroIntegration {
  return {
    name: 'mq-field-guide:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // The offline bundle (scripts/bundle.mjs) is read from disk or localhost: compression buys nothing there.
        if (process.env.PRECOMPRESS === 'off') return logger.info('skipped (PRECOMPRESS=off)');
        const written = await precompress(fileURLToPath(dir));
        logger.info(`wrote ${written} precompressed copies (.br, .gz)`);
      },
    },
  };
}
