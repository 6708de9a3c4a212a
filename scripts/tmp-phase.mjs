import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';
import { gatherFleet } from './lib/gather-fleet.mjs';
const out = await build({ stdin: { contents: "export { checkConfiguration, BUILT_IN_READERS } from './calculators/check/index.ts'; export { measurementReader } from './calculators/check/measure/reader.ts';", resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins: calculatorPlugins });
writeFileSync('/tmp/phase-bundle.mjs', out.outputFiles[0].text);
const m = await import('/tmp/phase-bundle.mjs');
const text = gatherFleet(process.cwd(), 50, 2000);
const raw = text.split('\n'); const lines = raw.map((t, i) => ({ n: i + 1, text: t }));
for (const r of [...m.BUILT_IN_READERS, m.measurementReader]) { const c = process.cpuUsage(); r.read(lines, () => false); const u = process.cpuUsage(c); console.log(r.id, ((u.user + u.system) / 1000).toFixed(0), 'ms CPU'); }
for (let i = 0; i < 3; i++) { const c = process.cpuUsage(); m.checkConfiguration(text, { platform: 'unix', readers: [m.measurementReader] }); const u = process.cpuUsage(c); console.log('whole check', ((u.user + u.system) / 1000).toFixed(0), 'ms CPU'); }
