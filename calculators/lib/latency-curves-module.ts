/**
 * The latency calculators' measured curves as modules generated at build time: Vite (the site,
 * its single-file calculators, the tests) resolves `virtual:mq-latency-curves/ha` and `/dr` through
 * the plugin below, which reads the tables latency-curve-specs.ts names from data/ and emits only the
 * runs each calculator uses, each with its provenance (report, dataset, table and the table's report
 * lines), and only the fields it reads (not the printed row label or "vs Direct", which tests check
 * against data/ instead). One module a calculator, so each page downloads only its own curves.
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
import type { LatencyCurve } from './latency-runs.ts';

const SETS = { ha: HA_CURVE_SPECS, dr: DR_CURVE_SPECS } as const;
export type CurveSet = keyof typeof SETS;

/** The module id of one calculator's curves: `virtual:mq-latency-curves/ha` or `/dr`. */
export function latencyCurvesModule(set: CurveSet): string {
  return `virtual:mq-latency-curves/${set}`;
}
const RESOLVED_PREFIX = '\0virtual:mq-latency-curves/';

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** Every CSV file one set of curves reads, as paths under `dataDir`. */
export function latencyCurveFiles(set: CurveSet, dataDir: string = DATA_DIR): string[] {
  const specs: Readonly<Record<string, CurveSpec>> = SETS[set];
  return [...new Set(Object.values(specs).flatMap((spec) => spec.tables.map((t) => join(dataDir, csvPath(spec.report, t.dataset)))))];
}

/** A curve as the calculators read it: each run without the fields only tests read (the row label, "vs Direct"). */
export function shippedCurve(curve: LatencyCurve): LatencyCurve {
  const runs = Object.fromEntries(Object.entries(curve.runs).map(([size, list]) => [size, list.map(({ label: _label, vsDirectPct: _vs, ...used }) => used)]));
  return { ...curve, runs };
}

/**
 * The module's source: `CURVES`, one calculator's curves built from the CSVs under `dataDir`.
 * JSON.parse of one string literal is the quickest way for a browser to read this much data (V8
 * parses JSON faster than the same object literal).
 */
export function latencyCurvesSource(set: CurveSet, dataDir: string = DATA_DIR): string {
  const read = (path: string) => readFileSync(join(dataDir, path), 'utf8');
  const curves = Object.fromEntries(Object.entries(buildCurves(SETS[set], read)).map(([id, c]) => [id, shippedCurve(c)]));
  return [
    `// Generated at build time by calculators/lib/latency-curves-module.ts from the CSVs in data/.`,
    `export const CURVES = JSON.parse(${JSON.stringify(JSON.stringify(curves))});`,
    '',
  ].join('\n');
}

/** The part of a Vite plugin this needs (kept structural, so calculators/ does not import Vite). */
export interface LatencyCurvesPlugin {
  name: string;
  resolveId(id: string): string | undefined;
  load(this: { addWatchFile?(file: string): void } | void, id: string): string | undefined;
}

function isSet(name: string): name is CurveSet {
  return Object.hasOwn(SETS, name);
}

/** The Vite plugin that serves `virtual:mq-latency-curves/<set>`, read from `dataDir` (data/ unless a test passes a copy). */
export function latencyCurvesPlugin(dataDir: string = DATA_DIR): LatencyCurvesPlugin {
  return {
    name: 'mq-field-guide:latency-curves',
    resolveId(id) {
      const set = id.startsWith('virtual:mq-latency-curves/') ? id.slice('virtual:mq-latency-curves/'.length) : undefined;
      return set !== undefined && isSet(set) ? `${RESOLVED_PREFIX}${set}` : undefined;
    },
    load(id) {
      const set = id.startsWith(RESOLVED_PREFIX) ? id.slice(RESOLVED_PREFIX.length) : undefined;
      if (set === undefined || !isSet(set)) return undefined;
      for (const file of latencyCurveFiles(set, dataDir)) this?.addWatchFile?.(file);
      return latencyCurvesSource(set, dataDir);
    },
  };
}
