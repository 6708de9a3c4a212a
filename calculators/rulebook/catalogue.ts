/**
 * The rulebook's facts as data: each rule's id, title, statement, severity in words, applies-to,
 * sources, recommendation rows and older ids live in facts/<family>.json (one file per id prefix:
 * log, qmini, mqconfig, os, container, measure), where a reviewer who does not read TypeScript can
 * check them against the reports. A rule module keeps only what is code, its thresholds (exported
 * constants a calculator imports) and its check, and takes its facts from its family's file:
 *
 *   import log from '../facts/log.json' with { type: 'json' };
 *   export const rule = ruleFacts(log, 'log.type', [threshold({ LOG_TYPES })]);
 *
 * Each module imports only its own family's file, so a page that needs the Linux limits ships the
 * os rules' words and not the rest. A file's entries are checked the first time a rule of it is
 * looked up, when its module loads (fields and their types, platforms, sources); an id with no
 * entry throws then, naming the id and the file: a slip shows at build time and in every test,
 * never as a half-stated rule on /rules/.
 */
import { isObject, onlyFields, text } from '../lib/source-data.ts';
import { resolveSource } from './sources.ts';
import type { AppliesTo, Rule, Threshold, ThresholdBasis, ThresholdValue } from './types.ts';
import type { Source } from '../types.ts';

/** A rule's facts, as its catalogue entry states them (sources resolved), with each threshold's basis by its name. */
export type RuleFacts = Omit<Rule, 'thresholds'> & { bases: ReadonlyMap<string, ThresholdBasis> };

/** The platforms a rule may name (types.ts, AppliesTo). */
export const PLATFORMS = ['linux', 'unix', 'windows', 'appliance', 'zos', 'containers'] as const;

const FIELDS = ['id', 'title', 'statement', 'severity', 'appliesTo', 'sources', 'thresholds', 'recommendations', 'aliases'] as const;
const RAISES = ['error', 'warning', 'info'] as const;

function words(v: unknown, where: string, field: string, { empty }: { empty: boolean }): string[] {
  if (!Array.isArray(v) || (!empty && v.length === 0) || !v.every((w) => typeof w === 'string' && w.trim() !== '')) {
    throw new Error(`${where}: "${field}" must be a list of ${empty ? '' : 'one or more '}non-empty strings`);
  }
  return [...v];
}

function appliesTo(v: unknown, where: string): AppliesTo {
  if (!isObject(v)) throw new Error(`${where}: "appliesTo" must be { "platforms": [...], "releases": "..." }`);
  onlyFields(v, ['platforms', 'releases'], `${where} appliesTo`);
  const platforms = words(v.platforms, where, 'appliesTo.platforms', { empty: false });
  const unknown = platforms.filter((p) => !(PLATFORMS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`${where}: platform ${unknown.join(', ')} is not one of ${PLATFORMS.join(', ')}`);
  return { platforms, releases: text(v, 'releases', `${where} appliesTo`) };
}

/**
 * Which of the rule's sources a threshold's `source` names: a key of sources.json the rule cites, a
 * page address the rule cites, or "<report> <first>-<last>" inside a report range the rule cites
 * (narrowed to those lines, so /rules/ and the rulebook test point at the words themselves).
 */
function citedSource(ref: string, refs: readonly unknown[], sources: readonly Source[], says: string, where: string): Source {
  const i = refs.indexOf(ref);
  if (i >= 0) return sources[i]!;
  const page = sources.find((s) => s.kind !== 'report' && s.url === ref);
  if (page) return page;
  const m = /^([a-z0-9-]+) (\d+)(?:-(\d+))?$/.exec(ref);
  if (m) {
    const [first, last] = [Number(m[2]), Number(m[3] ?? m[2])];
    const within = sources.find((s) => s.kind === 'report' && s.report === m[1] && s.lines[0] <= first && first <= last && last <= s.lines[1]);
    if (within) return { kind: 'report', report: m[1]!, lines: [first, last], what: says };
  }
  throw new Error(`${where}: "source" must be a sources.json key, a page address or "<report> <first>-<last>" within a report range the rule cites, not "${ref}"`);
}

/** A threshold's basis as its entry states it: stated (the source and its words) or derived (how), and the worst it raises. */
function basisOf(v: unknown, refs: readonly unknown[], sources: readonly Source[], where: string): ThresholdBasis {
  if (!isObject(v)) throw new Error(`${where}: a threshold's basis is { "raises", "source", "says" } or { "raises", "derived" }`);
  onlyFields(v, ['raises', 'source', 'says', 'derived'], where);
  const raises = v.raises;
  if (!(RAISES as readonly unknown[]).includes(raises)) throw new Error(`${where}: "raises" must be ${RAISES.join(', ')}`);
  if (Object.hasOwn(v, 'derived')) {
    if (Object.hasOwn(v, 'source') || Object.hasOwn(v, 'says')) throw new Error(`${where}: a derived threshold names no source`);
    if (raises !== 'info') throw new Error(`${where}: a derived threshold raises at most a note ("raises": "info"), not ${String(raises)}: name the source line that states it, or grade it a note`);
    return { raises, derived: text(v, 'derived', where) };
  }
  const says = text(v, 'says', where);
  return { raises: raises as ThresholdBasis['raises'], stated: { says, at: citedSource(text(v, 'source', where), refs, sources, says, where) } };
}

/** One catalogue entry, checked and with its sources resolved; the error names the file, the id and the field. */
export function entryFacts(o: unknown, family: string): RuleFacts {
  if (!isObject(o)) throw new Error(`facts/${family}.json: each entry is an object`);
  const id = text(o, 'id', `facts/${family}.json`);
  const where = `facts/${family}.json "${id}"`;
  if (!id.startsWith(`${family}.`)) throw new Error(`${where}: an id in ${family}.json starts with "${family}."`);
  onlyFields(o, FIELDS, where);
  if (!Array.isArray(o.sources) || o.sources.length === 0) throw new Error(`${where}: "sources" must list one or more sources`);
  const sources: Source[] = o.sources.map((s, i) => resolveSource(s, `${where} source ${i + 1}`));
  if (!isObject(o.thresholds ?? {})) throw new Error(`${where}: "thresholds" is an object of bases by threshold name`);
  const bases = new Map(Object.entries((o.thresholds ?? {}) as Record<string, unknown>).map(([name, v]) => [name, basisOf(v, o.sources as unknown[], sources, `${where} threshold ${name}`)]));
  return {
    id,
    title: text(o, 'title', where),
    statement: text(o, 'statement', where),
    severity: text(o, 'severity', where),
    appliesTo: appliesTo(o.appliesTo, where),
    sources,
    ...(Object.hasOwn(o, 'recommendations') ? { recommendations: words(o.recommendations, where, 'recommendations', { empty: false }) } : {}),
    ...(Object.hasOwn(o, 'aliases') ? { aliases: words(o.aliases, where, 'aliases', { empty: true }) } : {}),
    bases,
  };
}

/** A family's file, checked, by id (a rule's id starts with its file's name and a dot); an id stated twice throws. */
export function familyFacts(entries: unknown, family: string): ReadonlyMap<string, RuleFacts> {
  if (!Array.isArray(entries)) throw new Error(`facts/${family}.json: the file is a list of rule entries`);
  const byId = new Map<string, RuleFacts>();
  for (const e of entries) {
    const facts = entryFacts(e, family);
    if (byId.has(facts.id)) throw new Error(`facts/${family}.json "${facts.id}": the id is stated twice`);
    byId.set(facts.id, facts);
  }
  return byId;
}

/** Each file checked once, however many of its rules load. */
const checked = new WeakMap<object, ReadonlyMap<string, RuleFacts>>();

/**
 * The Rule for `id`: its entry in `file` (the family's JSON, imported by the calling module) with
 * the module's thresholds, each with its basis from the entry, in a fresh object. A threshold the
 * entry gives no basis, or a basis for a threshold the module does not have, throws: no number
 * reaches /rules/ or a finding without saying where it comes from.
 */
export function ruleFacts(file: readonly unknown[], id: string, thresholds: ThresholdValue[]): Rule {
  const family = id.split('.')[0]!;
  let byId = checked.get(file);
  if (!byId) checked.set(file, (byId = familyFacts(file, family)));
  const f = byId.get(id);
  if (!f) throw new Error(`Rule "${id}" has no entry in calculators/rulebook/facts/${family}.json: add its facts there`);
  const names = thresholds.map((t) => t.name);
  const unused = [...f.bases.keys()].filter((n) => !names.includes(n));
  if (unused.length) throw new Error(`facts/${family}.json "${id}": thresholds ${unused.join(', ')} are not among the module's (${names.join(', ') || 'none'})`);
  return {
    id: f.id,
    title: f.title,
    statement: f.statement,
    severity: f.severity,
    appliesTo: { platforms: [...f.appliesTo.platforms], releases: f.appliesTo.releases },
    sources: f.sources.map(copySource),
    ...(f.recommendations ? { recommendations: [...f.recommendations] } : {}),
    thresholds: thresholds.map((t): Threshold => {
      const basis = f.bases.get(t.name);
      if (!basis) throw new Error(`facts/${family}.json "${id}": threshold ${t.name} has no basis: give the source line that states it ("raises", "source", "says") or say how it was derived ("raises": "info", "derived")`);
      return basis.stated ? { ...t, raises: basis.raises, stated: { says: basis.stated.says, at: copySource(basis.stated.at) } } : { ...t, raises: basis.raises, derived: basis.derived };
    }),
    ...(f.aliases ? { aliases: [...f.aliases] } : {}),
  };
}

const copySource = (s: Source): Source => (s.kind === 'report' ? { ...s, lines: [s.lines[0], s.lines[1]] } : { ...s });
