/**
 * The latency calculators' measured curves as a module generated at build time: Vite (the site,
 * its single-file calculators, the tests) resolves `virtual:mq-latency-curves` through the plugin
 * below, which reads the tables latency-curve-specs.ts names from data/ and emits only the runs the
 * calculators use, each with its provenance (report, dataset, table and the table's report lines).
 * A page thus ships no CSV text and no CSV parser, and parses nothing at load; a correction in
 * data/ still reaches the calculators at the next build (and at once under `astro dev`, which
 * watches the files read).
 *
 * Runs in Node at build time only: the browser never imports this file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCurves, csvPath, type CurveSpec } from './latency-curve-data.ts';
import { DR_CURVE_SPECS, HA_CURVE_SPECS } from './latency-curve-specs.ts';

export const LATENCY_CURVES_MODULE = 'virtual:mq-latency-curves';
const RESOLVED = `\0${LATENCY_CURVES_MODULE}`;

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** Every CSV file the curves read, as paths under `dataDir`. */
export function latencyCurveFiles(dataDir: string = DATA_DIR): string[] {
  const paths = new Set<string>();
  for (const specs of [HA_CURVE_SPECS, DR_CURVE_SPECS] as Readonly<Record<string, CurveSpec>>[]) {
    for (const spec of Object.values(specs)) for (const t of spec.tables) paths.add(join(dataDir, csvPath(spec.report, t.dataset)));
  }
  return [...paths];
}

/**
 * The module's source: `HA_CURVES` and `DR_CURVES` built from the CSVs under `dataDir`. JSON.parse of
 * one string literal is the quickest way for a browser to read this much data (V8 parses JSON
 * faster than the same object literal).
 */
export function latencyCurvesSource(dataDir: string = DATA_DIR): string {
  const read = (path: string) => readFileSync(join(dataDir, path), 'utf8');
  const json = (value: unknown) => JSON.stringify(JSON.stringify(value));
  return [
    `// Generated at build time by calculators/lib/latency-curves-module.ts from the CSVs in data/.`,
    `export const HA_CURVES = JSON.parse(${json(buildCurves(HA_CURVE_SPECS, read))});`,
    `export const DR_CURVES = JSON.parse(${json(buildCurves(DR_CURVE_SPECS, read))});`,
    '',
  ].join('\n');
}

/** The part of a Vite plugin this needs (kept structural, so calculators/ does not import Vite). */
export interface LatencyCurvesPlugin {
  name: string;
  resolveId(id: string): string | undefined;
  load(this: { addWatchFile?(file: string): void } | void, id: string): string | undefined;
}

/** The Vite plugin that serves `virtual:mq-latency-curves`, read from `dataDir` (data/ unless a test passes a copy). */
export function latencyCurvesPlugin(dataDir: string = DATA_DIR): LatencyCurvesPlugin {
  return {
    name: 'mq-field-guide:latency-curves',
    resolveId(id) {
      return id === LATENCY_CURVES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of latencyCurveFiles(dataDir)) this?.addWatchFile?.(file);
      return latencyCurvesSource(dataDir);
    },
  };
}
