import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import def, { CPU_FINDINGS, TOO_FREQUENT, TREELIFE_DEFAULT, TREELIFE_MAX, TREELIFE_MIN, UNWANTED_TOPICS_GUIDE, WORKED_EXAMPLE } from '../../calculators/treelife.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { backlogBound, largestTreelifeWithin, removalSchedule, secondsToClear } from '../../calculators/lib/topic-scavenger.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { cellOf, loadCatalogue } from '../../src/lib/data/catalogue.ts';

function run(raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

/** The points of the chart's one step line: (seconds, what is left). */
function stepsOf(r: ReturnType<typeof run>) {
  const line = r.chart!.marks[0]!;
  if (line.kind !== 'line') throw new Error('the TREELIFE chart is one line');
  return line.points;
}

describe('treelife: the issue\'s must-hold values', () => {
  it('depth 4 at TREELIFE(120) takes 4 passes and 480 s (the report\'s 8 minutes)', () => {
    const r = run({ treelife: '120', depth: '4' });
    expect(r.outputs).toMatchObject({ passes: 4, secondsToClear: 480 });
    expect(r.work.find((w) => w.output === 'secondsToClear')!.substituted).toBe('4 × 120 = 480 s (8 min)');
  });
  it('TREELIFE(0) never clears them', () => {
    expect(run({ treelife: '0', depth: '4' }).outputs.secondsToClear).toBe('never');
  });
  it('TREELIFE 604,001 is refused with a message naming the input and its range', () => {
    const r = runCalculator(def, { treelife: '604001', depth: '4' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.input).toBe('treelife');
      expect(r.errors[0]!.message).toMatch(/TREELIFE \(treelife\) must be a whole number from 0 to 604,000/);
    }
    expect(run({ treelife: '604000', depth: '1' }).outputs.secondsToClear).toBe(604000);
  });
});

describe('treelife: worked examples', () => {
  for (const ex of def.examples) {
    it(ex.label, () => {
      expect(exampleMismatches(def, ex)).toEqual([]);
      expect(ex.source.kind).toBe('report');
    });
  }
});

describe('treelife: the leaf-only rule and the model built on it', () => {
  it('removes the bottom level first, one level per pass', () => {
    expect(removalSchedule([10, 100, 1000, 10000], 120)).toEqual([
      { pass: 1, atSeconds: 120, level: 4, removed: 10000, remaining: 1110 },
      { pass: 2, atSeconds: 240, level: 3, removed: 1000, remaining: 110 },
      { pass: 3, atSeconds: 360, level: 2, removed: 100, remaining: 10 },
      { pass: 4, atSeconds: 480, level: 1, removed: 10, remaining: 0 },
    ]);
    expect(secondsToClear(4, 120)).toBe(480);
    expect(secondsToClear(4, 0)).toBeUndefined();
  });

  it('bounds the backlog at rate × (levels + 1) × TREELIFE, the caveat’s longest wait, and inverts that for the 200,000 guide', () => {
    expect(backlogBound(100, 1, 1800)).toBe(360000);
    expect(largestTreelifeWithin(200000, 100, 1)).toBe(1000);
    expect(largestTreelifeWithin(200000, 0.1, 1)).toBe(1000000);
    expect(largestTreelifeWithin(200000, 0, 3)).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the backlog and the largest TREELIFE when a rate is given, labelled as a model', () => {
    const r = run({ treelife: '3600', depth: '1', unsubscribesPerSec: '100' });
    expect(r.outputs).toMatchObject({ backlogTopics: 720000, maxTreelifeFor200k: 1000 });
    expect(r.work.find((w) => w.output === 'backlogTopics')!.label).toMatch(/model/);
    expect(r.work.find((w) => w.output === 'maxTreelifeFor200k')!.label).toMatch(/model/);
    expect(r.warnings.join(' ')).toMatch(/720,000 unwanted topics, is above the 200,000/);
    expect(r.snippets!.map((s) => s.text)).toEqual(['ALTER QMGR TREELIFE(3600)', 'ALTER QMGR TREELIFE(1000)']);
  });

  it('leaves the model outputs empty without a rate', () => {
    const r = run({ treelife: '1800', depth: '2' });
    expect(r.outputs.backlogTopics).toBeNull();
    expect(r.outputs.maxTreelifeFor200k).toBeNull();
    expect(r.snippets).toEqual([{ label: 'Set TREELIFE (MQSC)', language: 'mqsc', text: 'ALTER QMGR TREELIFE(1800)' }]);
  });

  it('caps the largest TREELIFE at 604,000 and never suggests 0 as "frequent enough"', () => {
    expect(run({ unsubscribesPerSec: '0' }).outputs.maxTreelifeFor200k).toBe(604000);
    expect(run({ unsubscribesPerSec: '0.01', depth: '1' }).outputs.maxTreelifeFor200k).toBe(604000);
    const hopeless = run({ unsubscribesPerSec: '100000', depth: '100' });
    expect(hopeless.outputs.maxTreelifeFor200k).toBeNull();
    expect(hopeless.warnings.join(' ')).toMatch(/No TREELIFE keeps/);
  });

  it('with TREELIFE(0) and topics piling up, reports no backlog figure but says it grows without end', () => {
    const r = run({ treelife: '0', unsubscribesPerSec: '5', depth: '1' });
    expect(r.outputs.backlogTopics).toBeNull();
    expect(r.warnings.join(' ')).toMatch(/never stops growing: it passes 200,000 after 40,000 s/);
  });

  it('counts topics per level, warns above 200,000, and refuses a list that does not match the depth', () => {
    const r = run({ treelife: '120', depth: '4', topicsPerLevel: '10,100,1000,10000' });
    expect(r.outputs.unwantedTopics).toBe(11110);
    expect(stepsOf(r).map((p) => p.y)).toEqual([11110, 1110, 110, 10, 0]);
    expect(run({ depth: '2', topicsPerLevel: '1000,250000' }).warnings.join(' ')).toMatch(/251,000 unwanted topics, more than the 200,000/);
    const bad = runCalculator(def, { depth: '3', topicsPerLevel: '1,2' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatchObject({ input: 'topicsPerLevel' });
  });

  it('draws levels when no counts are given, and no chart for TREELIFE(0)', () => {
    expect(stepsOf(run({ treelife: '60', depth: '3' })).map((p) => [p.x, p.y])).toEqual([
      [0, 3],
      [60, 2],
      [120, 1],
      [180, 0],
    ]);
    expect(run({ treelife: '0' }).chart).toBeUndefined();
  });

  it('passes on the report\'s advice: TREELIFE(0) without pub/sub, 60 too frequent', () => {
    expect(run({ treelife: '0' }).warnings.join(' ')).toMatch(/no publish\/subscribe work \(line 1163\)/);
    expect(run({ treelife: '60' }).warnings.join(' ')).toMatch(/too frequent.*line 1203/);
    expect(run({ treelife: '120' }).warnings).toEqual([]);
  });

  it('states the CPU findings as ratios only, with no CPU per topic', () => {
    const text = def.explanation.join(' ');
    expect(text).toMatch(/3\.5 times/);
    expect(text).toMatch(/by 3% but cut the application's by 45%, 10% less CPU in total/);
    expect(text).toMatch(/no CPU cost per topic or per scavenger pass/);
    expect(text).not.toMatch(/µs|microsecond/);
  });
});

describe('treelife: properties', () => {
  it('never throws or returns NaN/Infinity for in-range inputs', () => {
    fc.assert(
      fc.property(validRaw(def.inputs), (raw) => {
        const parsed = parseInputs(def, raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const result = def.compute(parsed.values);
        if (!result.ok) {
          // The only refusal: a list of counts that does not match the depth.
          expect(result.errors.map((e) => e.input)).toEqual(['topicsPerLevel']);
          return;
        }
        for (const [name, value] of Object.entries(result.outputs)) {
          expect(value === null || value === 'never' || (typeof value === 'number' && Number.isFinite(value)), name).toBe(true);
        }
        expect(runCalculator(def, raw).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('computes for any depth with a matching list of counts', () => {
    const tree = fc.integer({ min: 1, max: 100 }).chain((depth) =>
      fc.record({
        depth: fc.constant(String(depth)),
        topicsPerLevel: fc.array(fc.integer({ min: 1, max: 10000000 }), { minLength: depth, maxLength: depth }).map((xs) => xs.join(',')),
        treelife: fc.integer({ min: 0, max: 604000 }).map(String),
        unsubscribesPerSec: fc.double({ min: 0, max: 100000, noNaN: true }).map(String),
      }),
    );
    fc.assert(
      fc.property(tree, (raw) => {
        const r = run(raw);
        const t = Number(raw.treelife);
        expect(r.outputs.passes).toBe(Number(raw.depth));
        expect(r.outputs.secondsToClear).toBe(t === 0 ? 'never' : Number(raw.depth) * t);
        const max = r.outputs.maxTreelifeFor200k;
        if (typeof max === 'number') {
          expect(max).toBeGreaterThanOrEqual(1);
          expect(max).toBeLessThanOrEqual(604000);
          expect(backlogBound(Number(raw.unsubscribesPerSec), Number(raw.depth), max)).toBeLessThanOrEqual(200000 * (1 + 1e-9));
        }
        if (t > 0) expect(stepsOf(r).at(-1)!.y).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects every out-of-range value and names the input', () => {
    for (const spec of def.inputs) {
      fc.assert(
        fc.property(invalidText(spec), (text) => {
          const r = parseInputs(def, { [spec.name]: text });
          expect(r.ok, `${spec.name}=${text}`).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.input)).toContain(spec.name);
        }),
        { numRuns: 60 },
      );
    }
  });
});

const catalogue = loadCatalogue();
const facts = catalogue.datasets.find((d) => d.report.id === 'mq-zos-v71' && d.meta.id === 'treelife-topic-scavenger');

describe('treelife: every constant is the catalogued cell', () => {
  it.skipIf(!facts)(`matches data/mq-zos-v71 treelife-topic-scavenger ${facts ? '' : '(skipped: not catalogued yet)'}`, () => {
    const cell = (id: string, col: string) => cellOf(facts!, { id }, col).value;
    const expectFact = (id: string, checks: Record<string, number>) => {
      for (const [col, value] of Object.entries(checks)) expect(cell(id, col), `${id}.${col}`).toBe(value);
    };
    expectFact('range-min', { treelife_s: TREELIFE_MIN.value, line: TREELIFE_MIN.line });
    expectFact('range-max', { treelife_s: TREELIFE_MAX.value, line: TREELIFE_MAX.line });
    expectFact('default', { treelife_s: TREELIFE_DEFAULT.value, line: TREELIFE_DEFAULT.line });
    expectFact('unwanted-topics-limit', { topics: UNWANTED_TOPICS_GUIDE.value, line: UNWANTED_TOPICS_GUIDE.line });
    expectFact('depth-4-example', { treelife_s: WORKED_EXAMPLE.treelife, levels: WORKED_EXAMPLE.depth, passes: WORKED_EXAMPLE.depth, minutes: WORKED_EXAMPLE.minutes, line: WORKED_EXAMPLE.line });
    expectFact('idle-60-too-frequent', { treelife_s: TOO_FREQUENT.value, line: TOO_FREQUENT.line });
    const m = CPU_FINDINGS.mqsubRatio;
    expectFact('mqsub-cost-ratio', { treelife_s: m.treelife, topics: m.unwantedTopics, ratio: m.value, line: m.line });
    expectFact('qmgr-cpu-increase', { percent: CPU_FINDINGS.queueManagerIncreasePct.value, line: CPU_FINDINGS.queueManagerIncreasePct.line });
    expectFact('application-cpu-reduction', { percent: CPU_FINDINGS.applicationReductionPct.value, line: CPU_FINDINGS.applicationReductionPct.line });
    expectFact('total-cpu-reduction', { treelife_s: CPU_FINDINGS.totalReductionPct.treelife, percent: CPU_FINDINGS.totalReductionPct.value, line: CPU_FINDINGS.totalReductionPct.line });
  });
});

const reportFile = join(process.cwd(), '..', 'shared', 'reports', 'mq-zos-v71.txt');

describe.skipIf(!existsSync(reportFile))('treelife: every constant is printed on the line it cites', () => {
  const line = (n: number) => (readFileSync(reportFile, 'utf8').split('\n')[n - 1] ?? '').replace(/(?<=\d),(?=\d{3}\b)/g, '');
  it('range, default, worked example, guide, too-frequent value and CPU ratios', () => {
    expect(line(TREELIFE_MAX.line)).toMatch(new RegExp(`range from ${TREELIFE_MIN.value} through ${TREELIFE_MAX.value}\\b.*default is ${TREELIFE_DEFAULT.value} seconds`));
    expect(line(WORKED_EXAMPLE.line)).toMatch(new RegExp(`just ${WORKED_EXAMPLE.depth} levels.*${WORKED_EXAMPLE.depth} passes.*TREELIFE\\(${WORKED_EXAMPLE.treelife}\\) would take ${WORKED_EXAMPLE.minutes} minutes`));
    expect(line(UNWANTED_TOPICS_GUIDE.line)).toMatch(new RegExp(`no more than ${UNWANTED_TOPICS_GUIDE.value} unwanted topics`));
    expect(line(TOO_FREQUENT.line)).toMatch(new RegExp(`TREELIFE\\(${TOO_FREQUENT.value}\\).*a value of ${TOO_FREQUENT.value} is too frequent`));
    const m = CPU_FINDINGS.mqsubRatio;
    expect(line(m.line)).toMatch(new RegExp(`TREELIFE\\(${m.treelife}\\).*${m.unwantedTopics} unwanted topics is ${m.value} times higher than when there are fewer than ${m.fewerThan}`));
    expect(line(CPU_FINDINGS.queueManagerIncreasePct.line)).toMatch(new RegExp(`${CPU_FINDINGS.queueManagerIncreasePct.value}% higher`));
    expect(line(CPU_FINDINGS.applicationReductionPct.line)).toMatch(new RegExp(`${CPU_FINDINGS.applicationReductionPct.value}% reduction in application cost`));
    expect(line(CPU_FINDINGS.totalReductionPct.line)).toMatch(new RegExp(`${CPU_FINDINGS.totalReductionPct.value}% less .* every ${CPU_FINDINGS.totalReductionPct.treelife} seconds`));
  });
});

describe('the caveat and the backlog bound agree (issue 13 item 6)', () => {
  it('uses the same (D + 1) × TREELIFE in the explanation, the formula and the number', () => {
    const r = run({ treelife: '120', depth: '4', unsubscribesPerSec: '10' });
    expect(r.outputs.backlogTopics).toBe(10 * 5 * 120);
    expect(r.work.find((w) => w.output === 'backlogTopics')!.formula).toContain('(levels + 1) × TREELIFE');
    expect(def.explanation.join(' ')).toMatch(/\(D \+ 1\) × TREELIFE is a safer upper bound.*backlog figures below use that same \(D \+ 1\) × TREELIFE/);
    expect(def.explanation.join(' ')).toMatch(/at most r × \(D \+ 1\) × TREELIFE wait at once/);
    expect(def.explanation.join(' ')).not.toMatch(/r × D × TREELIFE/);
  });
});

