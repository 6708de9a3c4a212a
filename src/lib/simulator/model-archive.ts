/**
 * mqsim.pyz: the model as one file, a Python zip application (PEP 441) holding the mqsim package,
 * the data files it reads beside the package (log record sizes, the presets' measured points, the
 * capacity constants), and a __main__.py that starts its command line.
 * A reader downloads it and runs `python3 mqsim.pyz --preset …` with CPython 3.11+, nothing else;
 * the page's worker and the build's Pyodide import the model from the same bytes, so what runs in
 * the browser is what the reader gets. The same sources always give the same archive.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** The model's folder in the project: the mqsim package and its data files. */
export const MODEL_DIR = join(process.cwd(), 'calculators/simulator');
export const MODEL_ARCHIVE = 'mqsim.pyz';
export const LOG_RECORDS_FILE = 'ibm-log-records.json';
/** The presets' measured points (mqsim/presets.py reads them from beside the package). */
export const POINTS_FILE = 'preset-points.json';
/** The capacity model's constants: the your-queue-manager preset's values (mqsim/presets.py reads them from beside the package). */
export const CAPACITY_FILE = 'capacity-constants.json';

/** The archive's files, relative to MODEL_DIR, in a fixed order: the package's modules, then the data. */
export function modelSources(): string[] {
  const modules = readdirSync(join(MODEL_DIR, 'mqsim'))
    .filter((name) => name.endsWith('.py'))
    .sort()
    .map((name) => `mqsim/${name}`);
  return [...modules, LOG_RECORDS_FILE, POINTS_FILE, CAPACITY_FILE];
}

const MAIN = `"""python3 mqsim.pyz ...: the command line of the mqsim package in this archive."""

import sys

from mqsim.cli import main

sys.exit(main())
`;

/** A fixed time for every entry, so the archive depends on the sources only. */
const MTIME = new Date(1980, 0, 1, 0, 0, 0);

export function modelArchive(): Uint8Array {
  const files: Record<string, [Uint8Array, { mtime: Date }]> = { '__main__.py': [strToU8(MAIN), { mtime: MTIME }] };
  for (const rel of modelSources()) files[rel] = [new Uint8Array(readFileSync(join(MODEL_DIR, rel))), { mtime: MTIME }];
  return zipSync(files, { level: 9 });
}
