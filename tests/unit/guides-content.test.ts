import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { loadRecommendations } from '../../src/lib/recommendations/load.ts';
import { parseFilters } from '../../src/lib/recommendations/filter.ts';

// What every guide must carry (issue 11), checked on the MDX source so a new guide is covered
// the moment it is added: citations from several reports, a calculator preset from the guide's
// own example whose parameters the calculator really reads, and a plain "today / history" note.
const dir = join(process.cwd(), 'content', 'guides');
const guides = readdirSync(dir).filter((f) => f.endsWith('.mdx')).map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

/**
 * Calculators being added on another branch (issue 13), with the input names issue 13 gives or,
 * where it gives none, those of that branch's definitions. Once a calculator's file exists here
 * its own input names are used instead, so a renamed input fails this test.
 */
const ANNOUNCED: Record<string, string[]> = {
  'zos-structure-recovery': ['structures', 'messagesPerStructure', 'rebuildRate', 'connectSeconds'],
  'zos-smds-storage': ['structures', 'dsbufs', 'dsblockKiB', 'messageBytes', 'datasetBytes'],
  'linux-limits': ['connections', 'queueManagers', 'threadsPerQmgr', 'connsPerProcess'],
  'logger-throughput': ['writeLatency', 'messageBytes', 'requesters', 'writeBytes', 'deviceBytesPerSec'],
  'broker-flow-cost': ['flow', 'transport', 'persistence', 'messageBytes', 'rate', 'cores', 'ceiling', 'speed'],
};

async function inputNames(id: string): Promise<string[] | undefined> {
  const file = join(process.cwd(), 'calculators', `${id}.ts`);
  if (!existsSync(file)) return ANNOUNCED[id];
  const mod = (await import(file)) as { default: { inputs: { name: string }[] } };
  return mod.default.inputs.map((i) => i.name);
}

/** Reports a guide cites: the dataset references of its <Value>/<Ratio> constants and attributes. */
function citedReports(text: string): Set<string> {
  const refs = [...text.matchAll(/['"]((?:mq|wmb)-[a-z0-9-]+)\/[a-z0-9-]+['"]/g)].map((m) => m[1]!);
  return new Set(refs);
}

const catalogue = loadCatalogue();
const recs = loadRecommendations(catalogue);
const known = {
  topic: [...new Set(recs.map((r) => r.topic))],
  platform: [...new Set(recs.map((r) => r.platform))],
  status: ['general', 'platform-specific', 'historical'],
};

/** Every <Value> of a guide as { ds, col, unit }, resolving `ds={CONST}` through the page's exports. */
function values(text: string): { ds: string; col: string; unit: boolean }[] {
  const consts = new Map([...text.matchAll(/export const (\w+) = '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  return [...text.matchAll(/<Value\s+ds=(?:\{(\w+)\}|"([^"]+)")[^>]*?col="(\w+)"([^>]*?)\/>/g)].map((m) => ({
    ds: m[1] ? consts.get(m[1]) ?? `unknown constant ${m[1]}` : m[2]!,
    col: m[3]!,
    unit: /\bunit\b/.test(m[4]!),
  }));
}

describe('guides', () => {
  it('there are at least eight', () => {
    expect(guides.length).toBeGreaterThanOrEqual(8);
  });

  describe.each(guides.map((g) => [g.file, g.text]))('%s', (file, text) => {
    it('states the question and cites at least five values from at least two reports', () => {
      expect(text).toMatch(/\*\*The question:\*\*/);
      expect((text.match(/<Value\b/g) ?? []).length).toBeGreaterThanOrEqual(5);
      expect(citedReports(text).size, `${file} cites ${[...citedReports(text)].join(', ')}`).toBeGreaterThanOrEqual(2);
    });

    it('asks for a unit only where the column has one (a per-row unit would print nothing)', () => {
      const found = values(text);
      expect(found.length).toBe((text.match(/<Value\b/g) ?? []).length);
      for (const v of found.filter((x) => x.unit)) {
        const [report, id] = v.ds.split('/');
        const ds = catalogue.datasets.find((d) => d.report.id === report && d.meta.id === id);
        expect(ds, v.ds).toBeDefined();
        const unit = ds!.meta.columns.find((c) => c.name === v.col)?.unit;
        expect(unit === undefined || unit === 'per-row' || unit === 'count', `${file}: ${v.ds} ${v.col} has no printable unit (${unit})`).toBe(false);
      }
    });

    it('links the recommendations index only with filters it accepts, each showing something', () => {
      for (const [, query] of text.matchAll(/\/recommendations\/\?([^)\s"]+)/g)) {
        const { state, problems } = parseFilters(new URLSearchParams(query), known);
        expect(problems, `${file}: ?${query}`).toEqual([]);
        const shown = recs.filter((r) => (!state.topic || r.topic === state.topic) && (!state.platform || r.platform === state.platform));
        expect(shown.length, `${file}: ?${query} shows nothing`).toBeGreaterThan(0);
      }
    });

    it('says what applies today and what is history', () => {
      expect(text).toMatch(/What applies today, and what is history/);
    });

    it('links a calculator preset whose parameters the calculator reads', async () => {
      const links = [...text.matchAll(/\/calculators\/([a-z0-9-]+)\/\?([^)\s"]+)/g)];
      expect(links.length, `${file} links no calculator preset`).toBeGreaterThan(0);
      for (const [, id, query] of links) {
        const names = await inputNames(id!);
        expect(names, `calculator "${id}" linked from ${file} is neither on disk nor announced`).toBeDefined();
        for (const key of new URLSearchParams(query).keys()) expect(names, `${file}: ${id} has no input "${key}"`).toContain(key);
      }
    });
  });
});
