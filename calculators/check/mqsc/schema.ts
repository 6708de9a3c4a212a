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
  requires?: Record<string, { on: string[]; sources: string[] }>;
  channelTypes?: Record<string, { complete: boolean; attributes: string[]; sources: string[] }>;
  without?: Record<string, string[]>;
  attributes: Record<string, AttributeSpec>;
}

export interface MqscSchema {
  sources: Record<string, Source>;
  objects: Record<string, ObjectSpec>;
}

export const schema: MqscSchema = schemaJson as unknown as MqscSchema;

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
 * The refusals for one object. `hasValue[i]` says whether attribute i was written with a value in
 * parentheses (a lone keyword is not value-checked); `lineText(n)` gives line n's text.
 */
export function rejections(object: MqscObject, hasValue: readonly boolean[], lineText: (line: number) => string, s: MqscSchema = schema): MqscRejection[] {
  const spec = lookup(s.objects, object.type);
  if (!spec) return [];
  const out: MqscRejection[] = [];
  const reject = (line: number, why: string) => out.push({ line, text: lineText(line), why: REJECT + why });

  for (const [required, rule] of Object.entries(spec.requires ?? {})) {
    if (rule.on.includes(object.verb) && !object.attributes.some((a) => a.name === required)) {
      reject(object.line, `${object.verb} ${object.type} without ${required}: the command needs it${cite(rule.sources, s)}`);
    }
  }
  const chltype = object.type === 'CHANNEL' ? object.attributes.findLast((a) => a.name === 'CHLTYPE')?.value.toUpperCase() : undefined;
  const typeSpec = chltype && spec.channelTypes ? lookup(spec.channelTypes, chltype) : undefined;

  object.attributes.forEach((a, i) => {
    const attr = lookup(spec.attributes, a.name);
    const absent = spec.without ? lookup(spec.without, a.name) : undefined;
    if (absent) return reject(a.line, `${a.name} is not an attribute of ${object.type}${cite(absent, s)}`);
    if (typeSpec?.complete && !typeSpec.attributes.includes(a.name)) {
      return reject(a.line, `${a.name} is not an attribute of CHLTYPE(${chltype}) channels, which have only ${listed(typeSpec.attributes, 'and')}${cite(typeSpec.sources, s)}`);
    }
    if (!attr) {
      if (spec.complete) reject(a.line, `${a.name} is not an attribute of ${object.type}: it is not among the attributes IBM lists for it${cite(spec.completeSources, s)}`);
      return;
    }
    if (chltype && attr.channelTypes && !attr.channelTypes.includes(chltype)) {
      return reject(a.line, `${a.name} is not an attribute of CHLTYPE(${chltype}) channels: IBM lists it for ${listed(attr.channelTypes, 'and')} channels only${cite(attr.sources, s)}`);
    }
    if (hasValue[i]) {
      const problem = valueProblem(a.name, a.value, attr, s);
      if (problem) reject(a.line, problem);
    }
  });
  return out;
}
