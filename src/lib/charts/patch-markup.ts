/**
 * Redraws a live chart by changing only what differs from the last drawing. A keystroke redraws
 * the calculator's chart, and most of it (axes, ticks, gridlines, the measured curve) reads the
 * same as before: parsing the whole SVG again through innerHTML was the largest part of a
 * keystroke's time (a CPU profile of the DR calculator, 2026-11-25). Both drawings are strings
 * from the same drawer (svg-chart.ts), so when they have the same elements in the same order,
 * the new one is the old one with some attributes and texts changed: those are set on the nodes
 * already in the page. Anything else (a tick more, another series) is drawn afresh.
 *
 * markupEdits() is pure (strings in, edits out) and tested on its own; applyEdits() puts them in
 * the DOM.
 */

/** One tag or one run of text of a drawing, in document order. */
interface Token {
  /** "<rect" for an element (its name), "</" for a closing tag, "#" for text. */
  kind: string;
  raw: string;
}

const TOKEN = /<\/[^>]*>|<([a-zA-Z][\w:-]*)[^>]*>|[^<]+/g;

/**
 * The drawings tokenized last: a keystroke's new drawing is the next keystroke's old one, so each
 * drawing is read once, not twice. A few entries cover several charts on one page.
 */
const recent: { markup: string; tokens: Token[] | undefined }[] = [];
const RECENT = 4;

function tokens(markup: string): Token[] | undefined {
  const known = recent.find((r) => r.markup === markup);
  if (known) return known.tokens;
  const read = readTokens(markup);
  recent.unshift({ markup, tokens: read });
  recent.length = Math.min(recent.length, RECENT);
  return read;
}

function readTokens(markup: string): Token[] | undefined {
  const out: Token[] = [];
  let end = 0;
  for (const m of markup.matchAll(TOKEN)) {
    // A stray "<" (not a tag) would be read differently by the parser: no patching then.
    if (m.index !== end) return undefined;
    end = m.index + m[0].length;
    out.push({ kind: m[0].startsWith('</') ? '</' : m[1] ? `<${m[1].toLowerCase()}` : '#', raw: m[0] });
  }
  return end === markup.length ? out : undefined;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of an opening tag, by name, values decoded. */
export function attributesOf(tag: string): Map<string, string> {
  const inner = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  const attrs = new Map<string, string>();
  for (const m of inner.matchAll(ATTRIBUTE)) attrs.set(m[1]!, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return attrs;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text a parser reads from markup text: the character references the drawer writes, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(NAMED, ref.toLowerCase()) ? NAMED[ref.toLowerCase()]! : whole;
  });
}

/** A change to the node at `node` (its place among the drawing's elements and texts, in document order). */
export type MarkupEdit =
  | { node: number; kind: 'attributes'; set: [string, string][]; remove: string[] }
  | { node: number; kind: 'text'; text: string };

export interface MarkupDiff {
  /** Elements and texts of the drawing: what the DOM must hold for the edits to apply. */
  nodes: number;
  edits: MarkupEdit[];
}

/**
 * The edits that turn a page's `before` drawing into `after`, or undefined when the two differ in
 * shape (elements added, removed or renamed) and `after` must be drawn afresh.
 */
export function markupEdits(before: string, after: string): MarkupDiff | undefined {
  const a = tokens(before);
  const b = tokens(after);
  if (!a || !b || a.length !== b.length) return undefined;
  const edits: MarkupEdit[] = [];
  let node = -1;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.kind !== y.kind) return undefined;
    if (x.kind === '</') continue;
    node++;
    if (x.raw === y.raw) continue;
    if (x.kind === '#') {
      edits.push({ node, kind: 'text', text: decodeEntities(y.raw) });
      continue;
    }
    const was = attributesOf(x.raw);
    const now = attributesOf(y.raw);
    edits.push({
      node,
      kind: 'attributes',
      set: [...now].filter(([name, value]) => was.get(name) !== value),
      remove: [...was.keys()].filter((name) => !now.has(name)),
    });
  }
  return { nodes: node + 1, edits };
}

/** The elements and texts under `box`, in document order (as the parser made them from the markup). */
function walk(box: HTMLElement): Node[] {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const out: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n);
  return out;
}

/**
 * The nodes of each box as last parsed. Edits change attributes and texts, never which nodes there
 * are, so the list stays right until the box is parsed again; walking the tree on every keystroke
 * was a fifth of the DR calculator's chart time (a CPU profile, 2026-11-27). A box emptied or filled
 * by anything else no longer holds the first node, and is walked again.
 */
const parsed = new WeakMap<HTMLElement, Node[]>();

function nodesOf(box: HTMLElement): Node[] {
  let nodes = parsed.get(box);
  if (!nodes || nodes[0]?.parentNode !== box) parsed.set(box, (nodes = walk(box)));
  return nodes;
}

/**
 * Shows `after` in `box`, which holds the parsed `before`: by editing the nodes that differ, or by
 * parsing `after` afresh when the shapes differ or the box does not hold what `before` says.
 */
export function patchMarkup(box: HTMLElement, before: string | undefined, after: string): void {
  if (before === after) return;
  const diff = before === undefined ? undefined : markupEdits(before, after);
  const nodes = diff ? nodesOf(box) : [];
  if (!diff || nodes.length !== diff.nodes) {
    box.innerHTML = after;
    parsed.delete(box);
    return;
  }
  for (const edit of diff.edits) {
    const node = nodes[edit.node]!;
    if (edit.kind === 'text') node.nodeValue = edit.text;
    else {
      const el = node as Element;
      for (const [name, value] of edit.set) el.setAttribute(name, value);
      for (const name of edit.remove) el.removeAttribute(name);
    }
  }
}
