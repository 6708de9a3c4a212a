/**
 * The HA and DR calculators' measured curves come from data/ and nowhere else (issue 28 items 2-3):
 * every run is the catalogued cell of its dataset, every table a curve names is catalogued with the
 * same number and lines, the modules generated at build time (virtual:mq-latency-curves/ha, /dr) are
 * the files on disk, a changed cell in a copy of data/ changes the generated module and so the calculators'
 * output, and no array of measured numbers is typed under calculators/.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { cellOf, loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { buildCurves, csvPath, readCsvRows, type CsvReader, type CurveSpec } from '../../calculators/lib/latency-curve-data.ts';
import { DR_CURVE_SPECS, HA_CURVE_SPECS } from '../../calculators/lib/latency-curve-specs.ts';
import { latencyCurveFiles, latencyCurvesModule, latencyCurvesPlugin, latencyCurvesSource, shippedCurve, type CurveSet } from '../../calculators/lib/latency-curves-module.ts';
import { CURVES as HA_CURVES } from 'virtual:mq-latency-curves/ha';
import { CURVES as DR_CURVES } from 'virtual:mq-latency-curves/dr';
import type { LatencyCurve } from '../../calculators/lib/latency-runs.ts';
import { MESSAGE_BYTES } from '../../calculators/lib/latency-runs.ts';
import { haLatency } from '../../calculators/ha-latency.ts';
import { drLatency } from '../../calculators/dr-latency.ts';
import { runCalculator } from '../../calculators/inputs.ts';

const DATA = join(process.cwd(), 'data');
const catalogue = loadCatalogue();
const diskReader = (root: string): CsvReader => (path) => readFileSync(join(root, path), 'utf8');
const SETS: [CurveSet, Readonly<Record<string, CurveSpec>>][] = [
  ['ha', HA_CURVE_SPECS],
  ['dr', DR_CURVE_SPECS],
];

/** One generated module as a browser would get it, built from the CSVs under `dataDir`. */
async function generated(set: CurveSet, dataDir: string): Promise<Record<string, LatencyCurve>> {
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(latencyCurvesSource(set, dataDir)).toString('base64')}`)) as { CURVES: Record<string, LatencyCurve> };
  return mod.CURVES;
}

const shipped = (curves: Record<string, LatencyCurve>) => Object.fromEntries(Object.entries(curves).map(([id, c]) => [id, shippedCurve(c)]));

describe('latency curves are read from the catalogued datasets', () => {
  for (const [name, specs] of SETS) {
    it(`${name}: every table a curve names is catalogued with that number and those lines`, () => {
      for (const spec of Object.values(specs)) {
        for (const t of spec.tables) {
          const ds = catalogue.datasets.find((d) => d.report.id === spec.report && d.meta.id === t.dataset);
          expect(ds, `${spec.report}/${t.dataset}`).toBeDefined();
          expect(ds!.meta.table).toBe(t.table);
          expect(ds!.meta.lines).toEqual([...t.lines]);
        }
      }
    });
  }

  it('the generated modules (served by the plugin, as in the build) are the datasets on disk, less the fields only tests read', () => {
    expect(shipped(buildCurves(HA_CURVE_SPECS, diskReader(DATA)))).toEqual(HA_CURVES);
    expect(shipped(buildCurves(DR_CURVE_SPECS, diskReader(DATA)))).toEqual(DR_CURVES);
    for (const curve of [...Object.values(HA_CURVES), ...Object.values(DR_CURVES)]) {
      for (const runs of Object.values(curve.runs)) for (const run of runs) expect(Object.keys(run).sort()).toEqual(['addedMs', 'clients', 'cpuPct', 'roundTripsPerSec', 'source', ...('singleThreadMs' in run ? ['singleThreadMs'] : [])].sort());
    }
  });

  for (const [set, specs] of SETS) {
    it(`${set}: the plugin serves its module from only the CSVs its curves name, and watches them`, () => {
      const named = Object.values(specs).flatMap((spec) => spec.tables.map((t) => join(DATA, csvPath(spec.report, t.dataset))));
      expect(new Set(latencyCurveFiles(set, DATA))).toEqual(new Set(named));
      const plugin = latencyCurvesPlugin(DATA);
      const id = plugin.resolveId(latencyCurvesModule(set))!;
      expect(id).toBeDefined();
      const watched: string[] = [];
      expect(plugin.load.call({ addWatchFile: (f) => watched.push(f) }, id)).toBe(latencyCurvesSource(set, DATA));
      expect(new Set(watched)).toEqual(new Set(named));
      // What a page ships: the runs, not the CSV text (no header row, no column the curves do not read).
      expect(latencyCurvesSource(set, DATA)).not.toMatch(/message_bytes|nonHA|nonDR|max_rate_rt_per_s|Request Responder/);
    });
  }

  it('the plugin resolves only its own ids (an unknown set or another module is not its)', () => {
    const plugin = latencyCurvesPlugin(DATA);
    expect(plugin.resolveId('virtual:mq-latency-curves/__proto__')).toBeUndefined();
    expect(plugin.resolveId('virtual:mq-latency-curves/xx')).toBeUndefined();
    expect(plugin.resolveId('./other.ts')).toBeUndefined();
    expect(plugin.load.call(undefined, '\0virtual:mq-latency-curves/xx')).toBeUndefined();
  });

  it('every run is the catalogued cell (read by the site’s own CSV loader), with its printed row label', () => {
    let checked = 0;
    for (const [, specs] of SETS) {
      const curves = buildCurves(specs, diskReader(DATA));
      for (const [id, curve] of Object.entries(curves)) {
        const p = specs[id]!.prefix;
        for (const size of MESSAGE_BYTES) {
          for (const run of curve.runs[size] ?? []) {
            const ds = catalogue.datasets.find((d) => d.report.id === run.source.report && d.meta.id === run.source.dataset)!;
            const where: Record<string, number> = ds.meta.columns.some((c) => c.name === 'added_latency_ms') ? { message_bytes: Number(size), added_latency_ms: run.addedMs } : { message_bytes: Number(size) };
            const cell = (col: string) => cellOf(ds, where, col).value;
            const label = `${id} ${ds.meta.id} ${size} at ${run.addedMs} ms`;
            expect(cell(`${p}_max_rate_rt_per_s`), label).toBe(run.roundTripsPerSec);
            expect(cell(`${p}_cpu_pct`), label).toBe(run.cpuPct);
            expect(cell(`${p}_clients`), label).toBe(run.clients);
            expect(cell('test'), label).toBe(run.label);
            if (run.singleThreadMs !== undefined) expect(cell(`${p}_latency_ms`), label).toBe(run.singleThreadMs);
            checked++;
          }
        }
      }
    }
    // Four appliance HA curves (20 runs each), MQ 9.3 RDQM and MIQM (9 each); four appliance DR curves (20 each).
    expect(checked).toBe(4 * 20 + 2 * 9 + 4 * 20);
  });

  it('offers M2001 beside the others, each measured at the latencies the issue names', () => {
    expect(Object.keys(HA_CURVES)).toEqual(['m2002', 'm2001', 'm2002-v2', 'm2003', 'mq93-rdqm', 'mq93-miqm']);
    expect(Object.keys(DR_CURVES)).toEqual(['m2002', 'm2001', 'm2002-v2', 'm2003']);
    for (const size of MESSAGE_BYTES) {
      expect(HA_CURVES.m2001!.runs[size]!.map((r) => r.addedMs)).toEqual([0, 1, 2, 5, 10]);
      expect(DR_CURVES.m2001!.runs[size]!.map((r) => r.addedMs)).toEqual([0, 10, 20, 50, 100]);
    }
    expect(HA_CURVES.m2001!.measured).toBe('Table 2 direct; Table 4 at 1, 5 and 10 ms; Table 3 at 2 ms');
  });
});

describe('a changed cell in data/ reaches the calculators', () => {
  it('copies data/ to a temporary folder, changes one rate, and sees the generated module and so the HA and DR outputs change', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'latency-data-'));
    try {
      cpSync(DATA, tmp, { recursive: true });
      const edit = (file: string, from: string, to: string) => {
        const path = join(tmp, file);
        const text = readFileSync(path, 'utf8');
        expect(text).toContain(from);
        writeFileSync(path, text.replace(from, to));
      };
      // M2002 Table 11, 2KB at 1 ms: 34,945 round trips/s; M2001 Table 8, 2KB at 50 ms: 56,503.
      edit('mq-appliance-m2002/table-11-ha-added-latency.csv', ',2KB,2048,1,34945,', ',2KB,2048,1,30000,');
      edit('mq-appliance-hadr-m2001/table-08-dr-added-latency.csv', ',2KB,2048,50,56503,', ',2KB,2048,50,50000,');
      const ha = haLatency(await generated('ha', tmp));
      const dr = drLatency(await generated('dr', tmp));
      const haOut = (def: typeof ha) => {
        const r = runCalculator(def, { rttMs: '1', msgSize: '2048' });
        return r.ok ? r.outputs.roundTripsPerSec : r.errors;
      };
      const drOut = (def: typeof dr) => {
        const r = runCalculator(def, { rttMs: '50', msgSize: '2048', source: 'm2001' });
        return r.ok ? r.outputs.roundTripsPerSec : r.errors;
      };
      expect(haOut(haLatency(HA_CURVES))).toBe(34945);
      expect(haOut(ha)).toBe(30000);
      expect(drOut(drLatency(DR_CURVES))).toBe(56503);
      expect(drOut(dr)).toBe(50000);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('a damaged cell stops the curve with the file, line and column, not a wrong number', () => {
    const broken: CsvReader = (path) => readFileSync(join(DATA, path), 'utf8').replace(',34945,', ',34,945,');
    expect(() => buildCurves(HA_CURVE_SPECS, broken)).toThrow(/data\/mq-appliance-m2002\/table-11-ha-added-latency\.csv line 3: \d+ cells, expected 9/);
    const text: CsvReader = (path) => readFileSync(join(DATA, path), 'utf8').replace(',34945,', ',n/a,');
    expect(() => buildCurves(HA_CURVE_SPECS, text)).toThrow(/line 3: M2002A_HA_max_rate_rt_per_s is "n\/a", not a number/);
    expect(() => readCsvRows('a,b\n"1",2\n', 'x.csv')).toThrow(/quoted cells/);
  });
});

/** Array literals of calculators/ source with three or more numeric elements, or three or more objects each holding two or more numeric properties. */
function measuredArrays(source: string): string[] {
  // Comments and strings cannot hold an array literal; blank them (keeping the length, so offsets stay valid).
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, (m) => m.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  const stack: number[] = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '[') stack.push(i);
    else if (code[i] === ']' && stack.length) {
      const start = stack.pop()!;
      const elements = topLevelSplit(code.slice(start + 1, i));
      const numeric = elements.filter((e) => /^-?\d[\d_]*(\.\d+)?(e-?\d+)?$/i.test(e)).length;
      // An input's range and default (min, max, default, step) are settings of the form, not measurements.
      const numericObjects = elements.filter((e) => e.startsWith('{') && numericProperties(e) >= 2).length;
      if (numeric >= 3 || numericObjects >= 3) found.push(`line ${code.slice(0, start).split('\n').length}: ${code.slice(start, Math.min(i + 1, start + 80)).replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

/**
 * Numeric properties of an object literal, those of the objects it nests included ({ swap: { apps:
 * 6100, total: 11.7 } } has two). Not measurements: an input's range and default (settings of the
 * form), report line numbers (provenance) and a worked example's expected outputs (checked against
 * compute by calc-framework.test.ts).
 */
function numericProperties(object: string): number {
  return topLevelSplit(object.slice(1, -1)).reduce((n, p) => {
    if (/^(min|max|default|step|line|lines|expected)\s*:/.test(p)) return n;
    const nested = /^\w+\s*:\s*(\{[\s\S]*\})$/.exec(p);
    if (nested) return n + numericProperties(nested[1]!);
    return n + (/^\w+\s*:\s*-?\d[\d_.]*$/.test(p) ? 1 : 0);
  }, 0);
}

function topLevelSplit(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(text.slice(from).trim());
  return parts.filter((p) => p !== '');
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

describe('architecture: no measured numbers typed under calculators/', () => {
  it('finds a typed table of measurements when there is one (the check can fail)', () => {
    expect(measuredArrays('const RUNS = [[0, 107770, 95.14], [1, 36760, 27.68]];')).toHaveLength(2);
    expect(measuredArrays('const RUNS = [{ ms: 0, rate: 107770 }, { ms: 1, rate: 36760 }, { ms: 2, rate: 19926 }];')).toHaveLength(1);
    expect(measuredArrays('const LINES = [393, 404]; // [1, 2, 3]\nconst s = "[1, 2, 3]";')).toEqual([]);
    // Figures nested one object down count too (the swap calculator's per-connection table was typed so).
    const nested = (t: string, gb: number, pages: number) => `{ input: '${t}', swap: { apps: 6100, total: ${gb}, unit: 'GiB' }, pagesAt1000: ${pages} }`;
    expect(measuredArrays(`const TYPES = [${nested('a', 11.7, 256)}, ${nested('b', 3.5, 44)}, ${nested('c', 10.3, 514)}];`)).toHaveLength(1);
  });

  /**
   * Calculators whose tables still wait to move into data/ (issue 28 item 3): listed so that no new
   * file adds one, and so that this list must shrink when one moves (a listed file that is clean fails).
   */
  const WAITING: string[] = [];

  it('no calculators/ source file holds an array of three or more measured numbers (beyond the files still waiting to move)', () => {
    const root = join(process.cwd(), 'calculators');
    const offenders = new Map<string, string[]>();
    for (const f of tsFiles(root)) {
      const found = measuredArrays(readFileSync(f, 'utf8'));
      if (found.length) offenders.set(relative(process.cwd(), f), found);
    }
    expect([...offenders.keys()].filter((f) => !WAITING.includes(f)), JSON.stringify(Object.fromEntries(offenders), null, 1)).toEqual([]);
    expect(WAITING.filter((f) => !offenders.has(f)), 'clean now: take it off WAITING').toEqual([]);
    for (const f of ['calculators/ha-latency.ts', 'calculators/dr-latency.ts']) expect(offenders.has(f), f).toBe(false);
  });
});
