/**
 * What runmqsc would refuse in a DEFINE or ALTER, from the attribute schema in schema.json: an
 * attribute the object type (or the channel's type) does not have, a value that is not one of the
 * keywords IBM lists, a whole number outside IBM's range, a DEFINE or ALTER CHANNEL without
 * CHLTYPE. Each refusal names the attribute, what is accepted and the page that says so. Nothing
 * is refused that the schema does not state with a source; see schema.json for which object types
 * have a complete attribute list.
 */
import schemaJson from './schema.json' with { type: 'json' };
import { lookup } from '../measure/text.ts';
import type { MqscObject, MqscRejection } from './types.ts';

interface Source {
  title?: string;
  report?: string;
  lines?: [number, number];
  what: string;
}

interface AttributeSpec {
  channelTypes?: string[];
  values?: string[];
  list?: boolean;
  range?: [string, string];
  sources?: string[];
}

interface ObjectSpec {
  complete: boolean;
  completeSources?: string[];
  /** Attributes a verb cannot do without (DEFINE and ALTER CHANNEL need CHLTYPE), each with the page that says so. */
  requires?: { attribute: string; on: string; sources: string[] }[];
  channelTypes?: Record<string, { complete: boolean; attributes: string[]; sources: string[] }>;
  without?: Record<string, string[]>;
  attributes: Record<string, AttributeSpec>;
}

export interface MqscSchema {
  sources: Record<string, Source>;
  objects: Record<string, ObjectSpec>;
}

export const schema: MqscSchema = schemaJson as unknown as MqscSchema;

/** The schema as Maps, built once: own-property lookups in the JSON for every attribute of a 100,000-object dump showed in the profile. */
interface Indexed {
  spec: ObjectSpec;
  /** Each attribute's range as numbers, for values short enough to compare exactly as numbers. */
  ranges: Map<string, [number, number]>;
  attributes: Map<string, AttributeSpec>;
  without: Map<string, string[]>;
  channelTypes: Map<string, { complete: boolean; attributes: Set<string>; sources: string[] }>;
}

const indexes = new WeakMap<MqscSchema, Map<string, Indexed>>();

function indexed(s: MqscSchema): Map<string, Indexed> {
  let index = indexes.get(s);
  if (index) return index;
  index = new Map();
  for (const [type, spec] of Object.entries(s.objects)) {
    index.set(type, {
      spec,
      ranges: new Map(Object.entries(spec.attributes).flatMap(([name, a]) => (a.range ? [[name, [Number(a.range[0]), Number(a.range[1])] as [number, number]]] : []))),
      attributes: new Map(Object.entries(spec.attributes)),
      without: new Map(Object.entries(spec.without ?? {})),
      channelTypes: new Map(Object.entries(spec.channelTypes ?? {}).map(([t, c]) => [t, { ...c, attributes: new Set(c.attributes) }])),
    });
  }
  indexes.set(s, index);
  return index;
}

/** The object types whose attribute list is complete (an unknown attribute is refused), and the complete channel types. */
export function completeTypes(s: MqscSchema = schema): string[] {
  const out: string[] = [];
  for (const [type, spec] of Object.entries(s.objects)) {
    if (spec.complete) out.push(type);
    for (const [chltype, c] of Object.entries(spec.channelTypes ?? {})) if (c.complete) out.push(`${type}/${chltype}`);
  }
  return out;
}

function cite(keys: readonly string[] | undefined, s: MqscSchema): string {
  const source = keys?.length ? lookup(s.sources, keys[0]!) : undefined;
  if (!source) return '';
  return source.title ? ` (${source.title})` : ` (report ${source.report}, line ${source.lines?.[0]})`;
}

const listed = (words: readonly string[], last = 'or') => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`);
const WHOLE = /^[+-]?\d+$/;
const SHORT_WHOLE = /^[+-]?\d{1,15}$/;

/** A quick yes for a short whole number inside its range (compared as a number, exact below 2^53); anything else goes to valueProblem. */
const inRange = (value: string, range: [number, number] | undefined) => range !== undefined && SHORT_WHOLE.test(value) && Number(value) >= range[0] && Number(value) <= range[1];
const REJECT = 'runmqsc would reject this: ';

/** Why a value is refused by its attribute's keywords or range, or undefined when it is accepted or unchecked. */
function valueProblem(name: string, value: string, spec: AttributeSpec, s: MqscSchema): string | undefined {
  if (spec.values) {
    const items = spec.list ? value.split(',') : [value];
    const bad = items.find((v) => !spec.values!.includes(v.toUpperCase()));
    if (bad !== undefined) return `${name}(${value}): “${bad}” is not one of ${listed(spec.values)}${cite(spec.sources, s)}`;
  }
  if (spec.range) {
    const [min, max] = spec.range;
    if (!WHOLE.test(value)) return `${name}(${value}) is not a whole number from ${min} to ${max}${cite(spec.sources, s)}`;
    const n = BigInt(value);
    if (n < BigInt(min) || n > BigInt(max)) return `${name}(${value}) is outside ${min} to ${max}${cite(spec.sources, s)}`;
  }
  return undefined;
}

/**
 * The refusals for one object. `hasValue(i)` says whether attribute i was written with a value in
 * parentheses (a lone keyword is not value-checked); `lineText(n)` gives line n's text. Plain
 * loops, no callbacks: this runs for every object of a dmpmqcfg dump.
 */
export function rejections(object: MqscObject, hasValue: (attribute: number) => boolean, lineText: (line: number) => string, s: MqscSchema = schema): readonly MqscRejection[] {
  const index = indexed(s).get(object.type);
  if (!index) return NONE;
  const spec = index.spec;
  const attributes = object.attributes;
  let out: MqscRejection[] | undefined;
  const problem = (line: number, why: string) => (out ??= []).push({ line, text: lineText(line), why: REJECT + why });

  for (const rule of spec.requires ?? NO_RULES) {
    if (rule.on !== object.verb) continue;
    let found = false;
    for (const a of attributes) if (a.name === rule.attribute) found = true;
    if (!found) problem(object.line, `${object.verb} ${object.type} without ${rule.attribute}: the command needs it${cite(rule.sources, s)}`);
  }
  let chltype: string | undefined;
  if (object.type === 'CHANNEL') for (const a of attributes) if (a.name === 'CHLTYPE') chltype = a.value.toUpperCase();
  const typeSpec = chltype ? index.channelTypes.get(chltype) : undefined;

  for (let i = 0; i < attributes.length; i++) {
    const a = attributes[i]!;
    const attr = index.attributes.get(a.name);
    const absent = index.without.get(a.name);
    if (absent) problem(a.line, `${a.name} is not an attribute of ${object.type}${cite(absent, s)}`);
    else if (typeSpec?.complete && !typeSpec.attributes.has(a.name)) {
      problem(a.line, `${a.name} is not an attribute of CHLTYPE(${chltype}) channels, which have only ${listed([...typeSpec.attributes], 'and')}${cite(typeSpec.sources, s)}`);
    } else if (!attr) {
      if (spec.complete) problem(a.line, `${a.name} is not an attribute of ${object.type}: it is not among the attributes IBM lists for it${cite(spec.completeSources, s)}`);
    } else if (chltype && attr.channelTypes && !attr.channelTypes.includes(chltype)) {
      problem(a.line, `${a.name} is not an attribute of CHLTYPE(${chltype}) channels: IBM lists it for ${listed(attr.channelTypes, 'and')} channels only${cite(attr.sources, s)}`);
    } else if ((attr.values || attr.range) && hasValue(i) && !inRange(a.value, index.ranges.get(a.name))) {
      const why = valueProblem(a.name, a.value, attr, s);
      if (why) problem(a.line, why);
    }
  }
  return out ?? NONE;
}

const NONE: readonly MqscRejection[] = [];
const NO_RULES: NonNullable<ObjectSpec['requires']> = [];
