/**
 * The layers point one way (DESIGN.md, "Data flows one way"): data/ holds no code; calculators/
 * is plain TypeScript that may read data/ but nothing of the site, the scripts or the tests, and no
 * framework; src/ (the Astro site) reads calculators/ and data/ and renders them. Checked on the
 * import graph as the bundler resolves it, so a re-export or an import() counts as much as a plain
 * import.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, type Edge } from './architecture-imports.ts';

/** Every file under a folder whose name matches, as relative paths. */
function filesUnder(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, ext));
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

const layerOf = (file: string) => file.split('/')[0]!;

/** Which top-level folders each layer may import from (its own included). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  calculators: ['calculators', 'data'],
  src: ['src', 'calculators', 'data'],
  // A guide states a rule's numbers by importing the rule itself (one fact, one place), so content may read calculators/.
  content: ['content', 'src', 'calculators', 'data'],
};

/** Packages that tie code to the site's framework: calculators/ stays free of them. */
const FRAMEWORK = /^(astro|@astrojs\/.*|vite|vitest)$/;

/**
 * The project's own build-time modules, which calculators/ may import: each is generated from data/
 * by a generator in calculators/ itself, and served to every bundler the project uses (Vite through
 * latencyCurvesPlugin, esbuild through scripts/lib/esbuild-latency-curves.mjs), so the calculator
 * layer is not tied to one build tool. A framework's virtual module (astro:…) stays forbidden.
 */
const OWN_GENERATED = /^virtual:mq-latency-curves\/(ha|dr)$/;

/** The edges that break a layer rule, as "from -> to (specifier): why". */
export function violations(edges: readonly Edge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const layer = layerOf(e.from);
    if (!Object.hasOwn(MAY_IMPORT, layer)) continue;
    if (e.kind === 'file' && !MAY_IMPORT[layer]!.includes(layerOf(e.to))) out.push(`${e.from} -> ${e.to} (${e.specifier}): ${layer}/ may import only from ${MAY_IMPORT[layer]!.join(', ')}`);
    if (layer === 'calculators' && e.kind === 'virtual' && !OWN_GENERATED.test(e.to)) out.push(`${e.from} -> ${e.to}: calculators/ is framework-free; a virtual module ties it to the build tool`);
    if (layer === 'calculators' && e.kind === 'package' && FRAMEWORK.test(e.to)) out.push(`${e.from} -> ${e.to}: calculators/ is framework-free`);
  }
  return [...new Set(out)];
}

describe('layer rules', () => {
  it('data/ holds no code, only datasets and their catalogues', () => {
    expect(filesUnder('data', /\.(ts|mts|js|mjs|cjs|astro)$/)).toEqual([]);
  });

  it('calculators/ imports nothing from src/, scripts/, tests/ or content/, and no framework', async () => {
    const edges = await importGraph(filesUnder('calculators', /\.ts$/));
    expect(edges.some((e) => e.from.startsWith('calculators/') && e.to.startsWith('data/')), 'the graph reaches data/ (the scan works)').toBe(true);
    expect(violations(edges)).toEqual([]);
  });

  it('src/ and content/ import only down the layers (never scripts/ or tests/)', async () => {
    const edges = await importGraph(['astro.config.mjs', ...filesUnder('src', /\.(ts|astro)$/), ...filesUnder('content', /\.mdx$/)]);
    expect(edges.some((e) => e.from.startsWith('src/') && e.to.startsWith('calculators/')), 'the graph reaches calculators/ (the scan works)').toBe(true);
    expect(violations(edges)).toEqual([]);
  });

  it('the rule catches an import that runs back up, a framework import and a virtual module', () => {
    const bad: Edge[] = [
      { from: 'calculators/x.ts', to: 'src/lib/y.ts', kind: 'file', specifier: '../src/lib/y.ts' },
      { from: 'calculators/x.ts', to: 'astro', kind: 'package', specifier: 'astro/config' },
      { from: 'calculators/x.ts', to: 'astro:content', kind: 'virtual', specifier: 'astro:content' },
      { from: 'src/lib/z.ts', to: 'scripts/serve.mjs', kind: 'file', specifier: '../../scripts/serve.mjs' },
    ];
    expect(violations(bad)).toHaveLength(4);
    expect(violations([{ from: 'src/lib/z.ts', to: 'calculators/lib/csv.ts', kind: 'file', specifier: 'x' }])).toEqual([]);
    expect(violations([{ from: 'calculators/ha-latency.ts', to: 'virtual:mq-latency-curves/ha', kind: 'virtual', specifier: 'virtual:mq-latency-curves/ha' }])).toEqual([]);
    expect(violations([{ from: 'calculators/x.ts', to: 'virtual:mq-latency-curves/anything', kind: 'virtual', specifier: 'virtual:mq-latency-curves/anything' }])).toHaveLength(1);
  });
});
