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
import type { AppliesTo, Rule, Threshold } from './types.ts';
import type { Source } from '../types.ts';

/** A rule's facts, as its catalogue entry states them (sources resolved). */
export type RuleFacts = Omit<Rule, 'thresholds'>;

/** The platforms a rule may name (types.ts, AppliesTo). */
export const PLATFORMS = ['linux', 'unix', 'windows', 'appliance', 'zos', 'containers'] as const;

const FIELDS = ['id', 'title', 'statement', 'severity', 'appliesTo', 'sources', 'recommendations', 'aliases'] as const;

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

/** One catalogue entry, checked and with its sources resolved; the error names the file, the id and the field. */
export function entryFacts(o: unknown, family: string): RuleFacts {
  if (!isObject(o)) throw new Error(`facts/${family}.json: each entry is an object`);
  const id = text(o, 'id', `facts/${family}.json`);
  const where = `facts/${family}.json "${id}"`;
  if (!id.startsWith(`${family}.`)) throw new Error(`${where}: an id in ${family}.json starts with "${family}."`);
  onlyFields(o, FIELDS, where);
  if (!Array.isArray(o.sources) || o.sources.length === 0) throw new Error(`${where}: "sources" must list one or more sources`);
  const sources: Source[] = o.sources.map((s, i) => resolveSource(s, `${where} source ${i + 1}`));
  return {
    id,
    title: text(o, 'title', where),
    statement: text(o, 'statement', where),
    severity: text(o, 'severity', where),
    appliesTo: appliesTo(o.appliesTo, where),
    sources,
    ...(Object.hasOwn(o, 'recommendations') ? { recommendations: words(o.recommendations, where, 'recommendations', { empty: false }) } : {}),
    ...(Object.hasOwn(o, 'aliases') ? { aliases: words(o.aliases, where, 'aliases', { empty: true }) } : {}),
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
 * the module's thresholds, in a fresh object.
 */
export function ruleFacts(file: readonly unknown[], id: string, thresholds: Threshold[]): Rule {
  const family = id.split('.')[0]!;
  let byId = checked.get(file);
  if (!byId) checked.set(file, (byId = familyFacts(file, family)));
  const f = byId.get(id);
  if (!f) throw new Error(`Rule "${id}" has no entry in calculators/rulebook/facts/${family}.json: add its facts there`);
  return {
    id: f.id,
    title: f.title,
    statement: f.statement,
    severity: f.severity,
    appliesTo: { platforms: [...f.appliesTo.platforms], releases: f.appliesTo.releases },
    sources: f.sources.map((s) => (s.kind === 'report' ? { ...s, lines: [s.lines[0], s.lines[1]] } : { ...s })),
    ...(f.recommendations ? { recommendations: [...f.recommendations] } : {}),
    thresholds,
    ...(f.aliases ? { aliases: [...f.aliases] } : {}),
  };
}
