import { build } from 'esbuild';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';
import { gatherFleet } from './lib/gather-fleet.mjs';
const out = await build({ stdin: { contents: "export { checkConfiguration } from './calculators/check/index.ts'; export { measurementReader } from './calculators/check/measure/reader.ts'; export { readMeasurements } from './calculators/check/measure/index.ts';", resolveDir: '/work/main', loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins: calculatorPlugins, outfile: '/tmp/prof-bundle.mjs' });
import('node:fs').then(async (fs) => {
  fs.writeFileSync('/tmp/prof-bundle.mjs', out.outputFiles[0].text);
  const m = await import('/tmp/prof-bundle.mjs');
  const text = gatherFleet('/work/main', 50, 2000);
  let t = performance.now();
  const r = m.checkConfiguration(text, { platform: 'unix', readers: [m.measurementReader] });
  console.log('check', (performance.now() - t).toFixed(0));
  t = performance.now();
  m.readMeasurements(text);
  console.log('measure', (performance.now() - t).toFixed(0));
});
