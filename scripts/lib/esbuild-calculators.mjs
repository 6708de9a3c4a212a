// What a script that bundles calculators/ with esbuild must give it, as Vite does for the site: the
// `?raw` CSV imports and the latency curves' build-time modules. One list, so a new script or a new
// kind of import is added in one place.
import { latencyCurves } from './esbuild-latency-curves.mjs';
import { rawText } from './esbuild-raw.mjs';

export const calculatorPlugins = [rawText, latencyCurves];
