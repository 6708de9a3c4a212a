/**
 * How a page script finds the parts of its markup: once, by selector, with an error that names
 * the selector when the markup lacks it (a renamed attribute fails at start-up, saying which),
 * instead of a null that fails later somewhere else.
 */

/** The one element `selector` finds under `root`. */
export function part<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`This page's markup has no ${selector}`);
  return found;
}

/** "estimate-error" → "estimateError", as element.dataset names a data-estimate-error attribute. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The parts marked data-<prefix>-<name> (data-calc-alert, data-check-summary), or data-<name>
 * without a prefix, keyed by name in camelCase as dataset spells it:
 * `const { alert, work } = dataParts(root, 'calc', ['alert', 'work'])`.
 */
export function dataParts<N extends string>(root: ParentNode, prefix: string, names: readonly N[]): { [K in N as Camel<K>]: HTMLElement } {
  const marker = prefix ? `data-${prefix}-` : 'data-';
  return Object.fromEntries(names.map((name) => [camel(name), part(root, `[${marker}${name}]`)])) as { [K in N as Camel<K>]: HTMLElement };
}
