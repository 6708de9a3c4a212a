// The HA and DR latency curves' build-time modules (`virtual:mq-latency-curves/ha` and `/dr`) for the
// scripts that bundle calculators/ with esbuild, as the Vite plugin serves them to the site
// (calculators/lib/latency-curves-module.ts): the same generator, run in Node, reading data/.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const generatorFile = fileURLToPath(new URL('../../calculators/lib/latency-curves-module.ts', import.meta.url));
const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));

/** The generator, bundled once (Node 20 cannot import TypeScript itself). */
let generator;
async function loadGenerator() {
  if (!generator) {
    const out = await build({
      entryPoints: [generatorFile],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'error',
      // Bundled into a data: URL, the module has no file URL of its own: give it the real one.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(generatorFile).href) },
    });
    generator = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  }
  return generator;
}

/** @type {import('esbuild').Plugin} */
export const latencyCurves = {
  name: 'latency-curves',
  setup(b) {
    b.onResolve({ filter: /^virtual:mq-latency-curves\/(ha|dr)$/ }, (args) => ({ path: args.path.slice('virtual:mq-latency-curves/'.length), namespace: 'latency-curves' }));
    b.onLoad({ filter: /.*/, namespace: 'latency-curves' }, async (args) => ({ contents: (await loadGenerator()).latencyCurvesSource(args.path, dataDir), loader: 'js' }));
  },
};
