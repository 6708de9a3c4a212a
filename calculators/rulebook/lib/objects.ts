/**
 * Queue manager objects as runmqsc would hold them after a script ran, or as a DISPLAY showed them:
 * every DEFINE, ALTER and DISPLAY of one object (type and name) merged in text order, the last value
 * of each attribute winning, as runmqsc applies them. A DEFINE … REPLACE starts the object afresh,
 * because runmqsc replaces the whole definition then (attributes left out take their defaults again).
 * The mqsc rules share this so that each judges the value the queue manager would use, never one a
 * later ALTER overrode. Also here: how a finding names an object (`CHANNEL(DEV.APP.SVRCONN)`), and
 * the quoting that keeps a name read from the paste from becoming part of an MQSC fix.
 */
import type { CheckContext } from '../context.ts';
import type { MqscAttribute, MqscObject, MqscObjectType } from '../objects.ts';
import { isMqName } from '../mq-name.ts';

/** One object after every command about it, in text order. */
export interface EffectiveObject {
  type: MqscObjectType;
  name: string;
  /** Each attribute's last value, by its full upper-case name. */
  attributes: AttributeLookup;
  /** Whether a DEFINE (not only ALTERs) made the object as read: then an attribute left out has its default. */
  defined: boolean;
  /** The line of the first command or reply read about it. */
  line: number;
  origin: MqscObject['origin'];
}

/** An object's attributes by name, the last value written winning: Map's get and has. */
export interface AttributeLookup {
  get(name: string): MqscAttribute | undefined;
  has(name: string): boolean;
}

/** Past this many attributes in all (a DISPLAY … ALL reply shows 60 and more), they are looked up in a Map made on first use. */
const SCANNED = 16;

/**
 * The attributes of the commands that made an object, looked up in those commands' own lists, the
 * last command first and its last attribute first (the value runmqsc keeps). Most objects are one
 * DEFINE of a few attributes: a gather's 100,000 of them each had a Map filled and kept only to be
 * asked for two or three names.
 */
class CommandAttributes implements AttributeLookup {
  private lists: (readonly MqscAttribute[])[];
  private count: number;
  private byName: Map<string, MqscAttribute> | undefined;

  constructor(first: readonly MqscAttribute[]) {
    this.lists = [first];
    this.count = first.length;
  }

  add(list: readonly MqscAttribute[]): void {
    this.lists.push(list);
    this.count += list.length;
    this.byName = undefined;
  }

  get(name: string): MqscAttribute | undefined {
    if (this.count > SCANNED) return this.map().get(name);
    for (let l = this.lists.length - 1; l >= 0; l--) {
      const list = this.lists[l]!;
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!.name === name) return list[i];
    }
    return undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  private map(): Map<string, MqscAttribute> {
    if (!this.byName) {
      this.byName = new Map();
      for (const list of this.lists) for (const a of list) this.byName.set(a.name, a);
    }
    return this.byName;
  }
}

/** Every object of the context, merged, in the order each first appears. */
/**
 * Every rule asks for the same context's objects merged: they are merged once per objects list
 * (a gather of 50 queue managers × 2,000 objects is judged by a dozen rules per queue manager).
 * The result is shared, so callers only read it.
 */
const merged = new WeakMap<readonly MqscObject[], EffectiveObject[]>();

export function effectiveObjects(ctx: Pick<CheckContext, 'objects'>): EffectiveObject[] {
  const objects = ctx.objects;
  if (!objects) return [];
  const known = merged.get(objects);
  if (known) return known;
  const result = mergeObjects(objects);
  merged.set(objects, result);
  return result;
}

function mergeObjects(objects: readonly MqscObject[]): EffectiveObject[] {
  type Merged = { type: MqscObjectType; name: string; attributes: CommandAttributes; defined: boolean; line: number; origin: MqscObject['origin'] };
  // Keyed by type, then name (channel names are one name space whatever the channel type): the same
  // as by "TYPE(name)", a type holding no parenthesis, without a key string made and hashed for each
  // of a gather's 100,000 objects. `out` keeps the order in which each first appears, a REPLACE
  // taking its predecessor's place.
  const byType = new Map<string, Map<string, number>>();
  const out: Merged[] = [];
  for (const o of objects) {
    let names = byType.get(o.type);
    if (!names) byType.set(o.type, (names = new Map()));
    const at = names.get(o.name);
    let e = at === undefined ? undefined : out[at];
    let replaces = false;
    if (o.verb === 'DEFINE') for (const a of o.attributes) if (a.name === 'REPLACE') replaces = true;
    if (!e || replaces) {
      e = { type: o.type, name: o.name, attributes: new CommandAttributes(o.attributes), defined: false, line: e?.line ?? o.line, origin: o.origin };
      if (at === undefined) names.set(o.name, out.push(e) - 1);
      else out[at] = e;
    } else e.attributes.add(o.attributes);
    if (o.verb === 'DEFINE') e.defined = true;
    // A DISPLAY reply is the object as it stands: every attribute it shows is set, none is a default.
    if (o.verb === 'DISPLAY') e.origin = 'runmqsc';
  }
  return out;
}

/** The objects of these types. */
export function objectsOfType(objects: readonly EffectiveObject[], ...types: MqscObjectType[]): EffectiveObject[] {
  return objects.filter((o) => types.includes(o.type));
}

/** The queue manager's own object (DISPLAY QMGR, ALTER QMGR), when read. */
export function queueManagerObject(objects: readonly EffectiveObject[]): EffectiveObject | undefined {
  return objects.find((o) => o.type === 'QMGR');
}

/** `CHANNEL(DEV.APP.SVRCONN)`, `QLOCAL(APP.Q)`, or `QMGR`: the object as MQSC names it. */
export function objectLabel(o: { type: MqscObjectType; name: string }): string {
  return o.type === 'QMGR' ? 'QMGR' : `${o.type}(${o.name})`;
}

/** Channel types that run between queue managers (message channels), as MQSC names them. */
export const QM_TO_QM_CHANNEL_TYPES = ['SDR', 'SVR', 'RCVR', 'RQSTR', 'CLUSSDR', 'CLUSRCVR'] as const;

/** The channels of these CHLTYPEs (SVRCONN, SDR …). */
export function channelsOfType(objects: readonly EffectiveObject[], types: readonly string[]): EffectiveObject[] {
  return objects.filter((o) => o.type === 'CHANNEL' && types.includes(channelType(o) ?? ''));
}

/** A channel's CHLTYPE as read (upper case), or undefined. */
export function channelType(o: EffectiveObject): string | undefined {
  return o.attributes.get('CHLTYPE')?.value.toUpperCase();
}

/** Where an attribute's value came from: read from the paste, the default a DEFINE that left it out took, or not known. */
export type AttributeValue =
  | { kind: 'read'; value: string; line: number }
  /** `from`: the default object read in the paste that supplied it; without it, IBM's shipped default. */
  | { kind: 'default'; value: string; line: number; from?: { label: string; line: number } }
  | { kind: 'unknown'; line: number };

/** The system default object a DEFINE of this channel type or queue type copies what it leaves out from. */
const DEFAULT_OBJECT: Readonly<Record<string, string>> = {
  SVRCONN: 'SYSTEM.DEF.SVRCONN',
  SDR: 'SYSTEM.DEF.SENDER',
  SVR: 'SYSTEM.DEF.SERVER',
  RCVR: 'SYSTEM.DEF.RECEIVER',
  RQSTR: 'SYSTEM.DEF.REQUESTER',
  CLUSSDR: 'SYSTEM.DEF.CLUSSDR',
  CLUSRCVR: 'SYSTEM.DEF.CLUSRCVR',
  QLOCAL: 'SYSTEM.DEFAULT.LOCAL.QUEUE',
};

/** The name of the default object for a channel type or queue type (own-property lookup: the type is pasted text). */
export function defaultObjectName(typeOrChannelType: string): string | undefined {
  return Object.hasOwn(DEFAULT_OBJECT, typeOrChannelType) ? DEFAULT_OBJECT[typeOrChannelType] : undefined;
}

/**
 * The system default objects of a list (the names of DEFAULT_OBJECT) by name, in list order, found
 * once per list: every channel a DEFINE left an attribute out of looks up its default object, and a
 * scan of the whole list for each made a queue manager of 2,000 objects cost millions of comparisons
 * per rule.
 */
const DEFAULT_NAMES = new Set(Object.values(DEFAULT_OBJECT));
const defaultsIn = new WeakMap<readonly EffectiveObject[], Map<string, EffectiveObject[]>>();

function byName(all: readonly EffectiveObject[]): Map<string, EffectiveObject[]> {
  let index = defaultsIn.get(all);
  if (!index) {
    index = new Map();
    for (const x of all) {
      if (!DEFAULT_NAMES.has(x.name)) continue;
      const same = index.get(x.name);
      if (same) same.push(x);
      else index.set(x.name, [x]);
    }
    defaultsIn.set(all, index);
  }
  return index;
}

/**
 * The attribute as the queue manager would hold it, its value upper-cased for comparison. Left out
 * of a DEFINE it takes the default object's value (SYSTEM.DEF.SVRCONN, SYSTEM.DEF.SENDER …): that
 * object's value when the paste set it, else `ibmDefault`, IBM's shipped value, which a rule must
 * call a default, never a value read. Left out of ALTERs alone it is unknown (ALTER keeps what the
 * object already had), as it is after a DEFINE … LIKE(…), which copies another object.
 */
export function attributeValue(o: EffectiveObject, name: string, ibmDefault: string | undefined, all: readonly EffectiveObject[] = []): AttributeValue {
  const a = o.attributes.get(name);
  if (a) return { kind: 'read', value: a.value.toUpperCase(), line: a.line };
  if (!o.defined || o.attributes.has('LIKE')) return { kind: 'unknown', line: o.line };
  const defName = defaultObjectName(o.type === 'CHANNEL' ? (channelType(o) ?? '') : o.type);
  const def = defName === undefined || defName === o.name ? undefined : byName(all).get(defName)?.find((x) => (o.type === 'CHANNEL' ? x.type === 'CHANNEL' : x.type === o.type));
  const fromDef = def?.attributes.get(name);
  // The default object as the paste set it before this DEFINE ran; a later ALTER of it changes only later DEFINEs.
  if (def && fromDef && fromDef.line < o.line) return { kind: 'default', value: fromDef.value.toUpperCase(), line: o.line, from: { label: objectLabel(def), line: fromDef.line } };
  if (ibmDefault !== undefined) return { kind: 'default', value: ibmDefault, line: o.line };
  return { kind: 'unknown', line: o.line };
}

/** "SHARECNV(10)" when read; "SHARECNV not set, so the default 10 (…)" when defaulted; the words every finding uses. */
export function valueWords(name: string, v: Exclude<AttributeValue, { kind: 'unknown' }>): string {
  if (v.kind === 'read') return `${name}(${v.value})`;
  const where = v.from ? `from ${v.from.label}, line ${v.from.line}` : 'IBM’s shipped default, unless the system default object was changed';
  return `${name} left out of the DEFINE, so the default ${v.value} applies (${where}; not read from this object)`;
}

/** A whole number as MQSC writes one (no sign, no grouping), exactly; null otherwise. */
export function mqscWhole(value: string): bigint | null {
  const t = value.trim();
  return MQSC_WHOLE.test(t) ? BigInt(t) : null;
}
const MQSC_WHOLE = /^\d{1,20}$/;

/**
 * An MQSC command that alters one attribute of this object, or undefined when the name is not one
 * IBM MQ allows (then it came from damaged text and must not be pasted into runmqsc). The name is
 * quoted, so its case is kept as stored; `setting` is always a value the rule chose, never pasted text.
 */
export function alterCommand(o: EffectiveObject, setting: string): string | undefined {
  if (!isMqName(o.name)) return undefined;
  const type = o.type === 'CHANNEL' ? channelType(o) : undefined;
  if (o.type === 'CHANNEL' && (!type || !/^[A-Z]{3,8}$/.test(type))) return undefined;
  return `ALTER ${o.type}('${o.name}')${type ? ` CHLTYPE(${type})` : ''} ${setting}`;
}
