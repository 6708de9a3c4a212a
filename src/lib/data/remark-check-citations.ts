import { relative } from 'node:path';
import { cellOf, findChart, findDataset, findReport } from './catalogue.ts';

/**
 * Checks every citation component in an MDX page against the catalogue while the page is compiled,
 * so a broken citation stops the build with the .mdx file, line and column that wrote it (a
 * component that fails while rendering only knows the page's route).
 *
 * Attribute values are read when they are literals (strings, numbers, objects and arrays of them),
 * as every citation in this project is; a computed value is left to the component's own check.
 */

interface Position {
  start: { line: number; column: number };
}
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}
interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: { body?: EstreeNode[] } } };
}
interface MdastNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: MdastNode[];
  position?: Position;
}
interface VFileLike {
  path?: string;
  history?: string[];
}

/** Marks a value that is not a literal, so its check is left to the component. */
const COMPUTED = Symbol('computed');

function literal(node: EstreeNode | undefined): unknown {
  if (!node) return COMPUTED;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis.map((q) => q.value.cooked).join('') : COMPUTED;
    }
    case 'UnaryExpression': {
      const arg = literal(node.argument as EstreeNode);
      return node.operator === '-' && typeof arg === 'number' ? -arg : COMPUTED;
    }
    case 'ArrayExpression': {
      const items = (node.elements as EstreeNode[]).map(literal);
      return items.includes(COMPUTED) ? COMPUTED : items;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties as EstreeNode[]) {
        if (prop.type !== 'Property' || prop.computed) return COMPUTED;
        const key = prop.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = literal(prop.value as EstreeNode);
        if (name === undefined || value === COMPUTED) return COMPUTED;
        out[name] = value;
      }
      return out;
    }
    default:
      return COMPUTED;
  }
}

/** The component's literal attributes; computed ones are absent. */
function attributes(node: MdastNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attr of node.attributes ?? []) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
    const v = attr.value;
    if (v === null || v === undefined) out[attr.name] = true;
    else if (typeof v === 'string') out[attr.name] = v;
    else {
      const statement = v.data?.estree?.body?.[0];
      const value = statement?.type === 'ExpressionStatement' ? literal(statement.expression as EstreeNode) : COMPUTED;
      if (value !== COMPUTED) out[attr.name] = value;
    }
  }
  return out;
}

type Where = Record<string, string | number>;
const isWhere = (x: unknown): x is Where => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Throws what is wrong with one component's citation, in the words of the catalogue's errors. */
function check(name: string, attrs: Record<string, unknown>): void {
  const cell = (ds: unknown, row: unknown, col: unknown, what: string) => {
    if (typeof ds !== 'string' || !isWhere(row) || typeof col !== 'string') return;
    const dataset = findDataset(ds);
    const { row: found, value } = cellOf(dataset, row, col);
    if (value === null) throw new Error(`${dataset.file} line ${found.line}: ${what} cites the empty cell "${col}"`);
    return value;
  };
  switch (name) {
    case 'Value':
      cell(attrs.ds, attrs.row, attrs.col, '<Value>');
      break;
    case 'Ratio':
      for (const operand of [attrs.a, attrs.b]) {
        if (!isWhere(operand)) continue;
        const value = cell(operand.ds ?? attrs.ds, operand.row, operand.col, '<Ratio>');
        if (value !== undefined && typeof value !== 'number') throw new Error(`<Ratio> needs a number in "${String(operand.col)}"`);
      }
      break;
    case 'Chart':
      if (typeof attrs.id === 'string') findChart(attrs.id);
      break;
    case 'DataTable':
      if (typeof attrs.ds === 'string') findDataset(attrs.ds);
      break;
    case 'Recommendations':
    case 'Errata':
      if (typeof attrs.report === 'string') findReport(attrs.report);
      break;
  }
}

function walk(node: MdastNode, visit: (n: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export function remarkCheckCitations() {
  // The tree is typed loosely here (only the fields read above), so remark's own Root is accepted as it is.
  return (root: object, file: VFileLike) => {
    const tree = root as MdastNode;
    const path = file.path ?? file.history?.[0];
    const where = path ? relative(process.cwd(), path) : 'an MDX page';
    walk(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name) return;
      try {
        check(node.name, attributes(node));
      } catch (e) {
        const at = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
        throw new Error(`${where}${at}: <${node.name}> ${(e as Error).message}`, { cause: e });
      }
    });
  };
}
