/**
 * Checks a chart's Vega-Lite spec against the columns of the datasets it draws, so a misspelled
 * column stops the build instead of drawing an axis labelled "undefined" or silently dropping
 * bars. Walks every view (layers, concatenations, facets) with the fields in scope at that point:
 * the dataset columns, plus what each transform adds (fold, calculate, aggregate, window, ...).
 * Checks every `field` (encodings, tooltips, sort, facet, filter predicates and `datum.x` in
 * expressions), every `fold` column, and every value an explicit `sort` array lists; a
 * quantitative encoding must name a numeric column. Each problem names the JSON path at fault.
 */
import type { Cell } from './validate.ts';

/** What a field can hold: a catalogued type, or unknown for computed fields (calculate, lookup). */
export type FieldType = 'number' | 'string' | 'unknown';
export type Fields = ReadonlyMap<string, FieldType>;

export interface SpecProblem {
  path: string;
  message: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const ENCODING_CHANNELS_WITH_ARRAYS = new Set(['tooltip', 'detail', 'order']);

function pathOf(base: string, key: string | number): string {
  return typeof key === 'number' ? `${base}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

class Checker {
  readonly problems: SpecProblem[] = [];
  private readonly values: (field: string) => Cell[];
  constructor(values: (field: string) => Cell[]) {
    this.values = values;
  }

  private missing(path: string, name: string, fields: Fields, what: string): boolean {
    if (fields.has(name)) return false;
    this.problems.push({ path, message: `${what} "${name}" is not a column of the chart's data (columns: ${[...fields.keys()].join(', ')})` });
    return true;
  }

  /** Fields referenced as datum.name or datum["name"] in an expression string. */
  expression(expr: string, path: string, fields: Fields): void {
    for (const m of expr.matchAll(/\bdatum(?:\.([A-Za-z_$][\w$]*)|\[\s*(['"])(.*?)\2\s*\])/g)) this.missing(path, m[1] ?? m[3]!, fields, 'expression reads');
  }

  private predicate(p: unknown, path: string, fields: Fields): void {
    if (typeof p === 'string') return this.expression(p, path, fields);
    if (!isObject(p)) return;
    if (typeof p.field === 'string') this.missing(pathOf(path, 'field'), p.field, fields, 'filter field');
    for (const op of ['and', 'or'] as const) {
      const list = p[op];
      if (Array.isArray(list)) list.forEach((q, i) => this.predicate(q, pathOf(pathOf(path, op), i), fields));
    }
    if ('not' in p) this.predicate(p.not, pathOf(path, 'not'), fields);
  }

  /** Applies a view's transforms in order; returns the fields available after them. */
  transforms(list: unknown, path: string, fields: Fields): Fields {
    if (!Array.isArray(list)) return fields;
    let scope = new Map(fields);
    list.forEach((t, i) => {
      const at = pathOf(path, i);
      if (!isObject(t)) return;
      if ('filter' in t) this.predicate(t.filter, pathOf(at, 'filter'), scope);
      if (typeof t.calculate === 'string') this.expression(t.calculate, pathOf(at, 'calculate'), scope);
      if (Array.isArray(t.fold)) {
        const types = t.fold.map((name, j) => {
          const ok = typeof name === 'string' && !this.missing(pathOf(pathOf(at, 'fold'), j), name, scope, 'fold column');
          return ok ? scope.get(name as string)! : 'unknown';
        });
        const [key = 'key', value = 'value'] = Array.isArray(t.as) ? (t.as as string[]) : [];
        scope.set(key, 'string');
        scope.set(value, types.every((ty) => ty === 'number') ? 'number' : types.every((ty) => ty === 'string') ? 'string' : 'unknown');
        return;
      }
      if (Array.isArray(t.aggregate)) {
        // An aggregate replaces the rows: afterwards only the group-by fields and the results exist.
        const next = new Map<string, FieldType>();
        (Array.isArray(t.groupby) ? t.groupby : []).forEach((g, j) => {
          if (typeof g === 'string' && !this.missing(pathOf(pathOf(at, 'groupby'), j), g, scope, 'groupby field')) next.set(g, scope.get(g)!);
        });
        t.aggregate.forEach((a, j) => {
          if (!isObject(a)) return;
          if (typeof a.field === 'string') this.missing(pathOf(pathOf(pathOf(at, 'aggregate'), j), 'field'), a.field, scope, 'aggregate field');
          if (typeof a.as === 'string') next.set(a.as, a.op === 'distinct' || a.op === 'count' || typeof a.field === 'string' ? 'number' : 'unknown');
        });
        scope = next;
        return;
      }
      for (const key of ['groupby', 'sort'] as const) {
        const refs = t[key];
        if (Array.isArray(refs)) {
          refs.forEach((r, j) => {
            const name = typeof r === 'string' ? r : isObject(r) && typeof r.field === 'string' ? r.field : undefined;
            if (name) this.missing(pathOf(pathOf(at, key), j), name, scope, `${key} field`);
          });
        }
      }
      for (const key of ['window', 'joinaggregate'] as const) {
        const ops = t[key];
        if (Array.isArray(ops)) {
          ops.forEach((o, j) => {
            if (!isObject(o)) return;
            if (typeof o.field === 'string') this.missing(pathOf(pathOf(pathOf(at, key), j), 'field'), o.field, scope, `${key} field`);
            if (typeof o.as === 'string') scope.set(o.as, 'number');
          });
        }
      }
      // Every other transform that names its output (calculate, bin, timeUnit, lookup, stack, ...) adds it.
      const as = t.as;
      // A computed field may replace a column of the same name: its type and values are no longer known here.
      for (const name of typeof as === 'string' ? [as] : Array.isArray(as) ? as : []) if (typeof name === 'string') scope.set(name, 'unknown');
    });
    return scope;
  }

  private sort(sort: unknown, path: string, field: string | undefined, fields: Fields): void {
    if (isObject(sort) && typeof sort.field === 'string') this.missing(pathOf(path, 'field'), sort.field, fields, 'sort field');
    if (!Array.isArray(sort) || !field || !fields.has(field) || fields.get(field) === 'unknown') return;
    // An explicit order lists values of the field: one that never occurs is a typo, and its bar would sort last unnoticed.
    const present = new Set(this.values(field).map((v) => String(v)));
    if (present.size === 0) return; // a computed field: its values are not known before Vega runs
    sort.forEach((v, i) => {
      if (!present.has(String(v))) this.problems.push({ path: pathOf(path, i), message: `sort lists "${String(v)}", which is not a value of "${field}"` });
    });
  }

  private channelDef(def: unknown, path: string, fields: Fields): void {
    if (!isObject(def)) return;
    const field = typeof def.field === 'string' ? def.field : undefined;
    if (field && !this.missing(pathOf(path, 'field'), field, fields, 'field')) {
      const aggregated = typeof def.aggregate === 'string' && ['count', 'distinct', 'valid', 'missing'].includes(def.aggregate);
      if (def.type === 'quantitative' && !aggregated && fields.get(field) === 'string') {
        this.problems.push({ path: pathOf(path, 'type'), message: `"${field}" is a text column, so it cannot be drawn as quantitative` });
      }
    }
    if ('sort' in def) this.sort(def.sort, pathOf(path, 'sort'), field, fields);
    if (isObject(def.condition)) this.channelDef(def.condition, pathOf(path, 'condition'), fields);
  }

  encoding(enc: unknown, path: string, fields: Fields): void {
    if (!isObject(enc)) return;
    for (const [channel, def] of Object.entries(enc)) {
      const at = pathOf(path, channel);
      if (Array.isArray(def) && ENCODING_CHANNELS_WITH_ARRAYS.has(channel)) def.forEach((d, i) => this.channelDef(d, pathOf(at, i), fields));
      else this.channelDef(def, at, fields);
    }
  }

  view(spec: unknown, path: string, inherited: Fields): void {
    if (!isObject(spec)) return;
    const fields = this.transforms(spec.transform, pathOf(path, 'transform'), inherited);
    this.encoding(spec.encoding, pathOf(path, 'encoding'), fields);
    if (isObject(spec.facet)) {
      const facet = spec.facet;
      if (typeof facet.field === 'string') this.channelDef(facet, pathOf(path, 'facet'), fields);
      else this.encoding(facet, pathOf(path, 'facet'), fields);
    }
    for (const key of ['layer', 'concat', 'vconcat', 'hconcat'] as const) {
      const list = spec[key];
      if (Array.isArray(list)) list.forEach((s, i) => this.view(s, pathOf(pathOf(path, key), i), fields));
    }
    if (isObject(spec.spec)) this.view(spec.spec, pathOf(path, 'spec'), fields);
  }
}

/**
 * Problems in `spec` given the fields of its data. `values(field)` returns the column's values,
 * to check explicit sort orders (empty for fields computed inside the spec).
 */
export function checkChartSpec(spec: unknown, fields: Fields, values: (field: string) => Cell[]): SpecProblem[] {
  const checker = new Checker(values);
  checker.view(spec, 'spec', fields);
  return checker.problems;
}
