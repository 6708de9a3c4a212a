import { describe, expect, it } from 'vitest';
import committed from '../../calculators/capacity/validation.json' with { type: 'json' };
import { attr, builtDocument, findAll, textOf, withAttr } from './built-html.ts';

/**
 * The capacity validation page (issue 43, item 3; /simulator/capacity-validation/, linked from
 * /simulator/, which has no room for it in its weight budget), from the built HTML: every point of
 * validation.json is an element [data-validation-point] with data-role, data-dataset, data-measured
 * and data-predicted as the JSON has them; each family says whether it is offered; each miss is
 * listed with its reason.
 */
import { FAMILY_VERDICTS } from '../../calculators/capacity/model-error.ts';
import { AT_THE_CEILING, ON_THE_WAY, surrogateAgreement } from '../../calculators/capacity/surrogate-agreement.ts';

describe('simulator: capacity validation out of sample', () => {
  const doc = builtDocument('/simulator/capacity-validation/');

  it('/simulator/ states the overall figures and links to every point', () => {
    const sim = builtDocument('/simulator/');
    const summary = withAttr(sim, 'data-capacity-validation-summary')[0]!;
    expect(attr(summary, 'data-met-goal')).toBe(String(committed.overall.metGoal));
    expect(textOf(summary)).toContain(`${committed.overall.rate.points} IBM measured rates`);
    // Words and figures kept apart (Astro's compressed HTML once joined "and" to the next figure).
    expect(textOf(summary).replace(/\s+/g, ' ')).toMatch(/median absolute error is [\d.]+% and [\d.]+% are within ±30%/);
    // What /check/ does with the verdicts, as model-error.ts decides it: no set-up is offered while any of its families fails.
    const offered = Object.values(FAMILY_VERDICTS).some((v) => v.offered);
    expect(textOf(summary).replace(/\s+/g, ' ')).toContain(offered ? '/check/ gives a ceiling where all of a set-up’s families met it: ' : 'met it: none today (it says why)');
    expect(findAll(summary, 'a').map((a) => attr(a, 'href'))).toContain('/guide/simulator/capacity-validation/');
  });

  it('publishes every point with the data-validation-point contract', () => {
    const els = withAttr(doc, 'data-validation-point');
    expect(els.length).toBe(committed.points.length);
    const byId = new Map(els.map((e) => [attr(e, 'data-validation-point'), e]));
    for (const p of committed.points) {
      const e = byId.get(p.id);
      expect(e, p.id).toBeDefined();
      expect(attr(e!, 'data-role')).toBe(p.role);
      expect(['calibration', 'validation']).toContain(attr(e!, 'data-role'));
      expect(attr(e!, 'data-dataset')).toBe(p.dataset);
      expect(attr(e!, 'data-dataset')).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(Number(attr(e!, 'data-measured'))).toBe(p.measured);
      expect(Number(attr(e!, 'data-predicted'))).toBe(p.predicted);
    }
    expect(new Set(els.map((e) => attr(e, 'data-role')))).toEqual(new Set(['calibration', 'validation']));
  });

  it('says per family whether the capacity answer is offered, and lists every miss with its reason', () => {
    const families = withAttr(doc, 'data-capacity-family');
    expect(families.map((f) => attr(f, 'data-capacity-family'))).toEqual(committed.families.map((f) => f.family));
    for (const f of committed.families) {
      const row = families.find((e) => attr(e, 'data-capacity-family') === f.family)!;
      expect(attr(row, 'data-offered')).toBe(String(f.offered));
      expect(textOf(row)).toContain(f.offered ? 'offered' : 'not offered');
    }
    const misses = committed.points.filter((p) => 'miss' in p && p.miss);
    const list = withAttr(doc, 'data-capacity-misses')[0]!;
    expect(Number(attr(list, 'data-capacity-misses'))).toBe(misses.length);
    const text = textOf(list);
    for (const p of misses) expect(text, p.id).toContain(p.id);
    const overall = withAttr(doc, 'data-capacity-validation-overall')[0]!;
    expect(attr(overall, 'data-met-goal')).toBe(String(committed.overall.metGoal));
  });

  it('publishes how closely the closed form follows the simulator on the grid, on the way up and at the ceiling, as the model computes it', () => {
    for (const [attribute, points] of [['data-surrogate-agreement', ON_THE_WAY], ['data-surrogate-agreement-at-ceiling', AT_THE_CEILING]] as const) {
      const a = surrogateAgreement(points);
      const p = withAttr(doc, attribute)[0]!;
      expect(Number(attr(p, 'data-points')), attribute).toBe(a.points);
      expect(Number(attr(p, 'data-within-5')), attribute).toBe(a.within5);
      expect(Number(attr(p, 'data-median-abs')), attribute).toBe(a.medianAbs);
      expect(Number(attr(p, 'data-worst-abs')), attribute).toBe(a.worstAbs);
    }
    const a = surrogateAgreement(ON_THE_WAY);
    expect(textOf(withAttr(doc, 'data-surrogate-agreement')[0]!).replace(/\s+/g, ' ')).toContain(`its rate is within 5% of the simulator's on ${a.within5}, with a median difference of ${(a.medianAbs * 100).toFixed(1)}%`);
    const c = surrogateAgreement(AT_THE_CEILING);
    expect(textOf(withAttr(doc, 'data-surrogate-agreement-at-ceiling')[0]!).replace(/\s+/g, ' ')).toContain(`on ${c.points} more points drawn from the same inputs: within 5% on ${c.within5}, a median difference of ${(c.medianAbs * 100).toFixed(1)}%`);
    // The count beyond 5% is said as the grid gives it, never a description of misses that are gone.
    for (const [attribute, g] of [['data-surrogate-agreement', a], ['data-surrogate-agreement-at-ceiling', c]] as const) {
      expect(textOf(withAttr(doc, attribute)[0]!), attribute).toContain(g.within5 === g.points ? 'no point misses by more than 5%' : `${g.points - g.within5} of ${g.points} miss by more than 5%`);
    }
  });
});
