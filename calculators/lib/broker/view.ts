import { pointCost, type Point } from './points.ts';
import { OTHER_SIZE, isStandardSize, kbLabel } from './sizes.ts';

export type SortKey = 'cost' | 'rate' | 'flow' | 'size';
export const SORT_KEYS: readonly SortKey[] = ['cost', 'rate', 'flow', 'size'];
export const SORT_LABEL: Record<SortKey, string> = {
  cost: 'CPU ms per message, cheapest first',
  rate: 'Message rate, fastest first',
  flow: 'Report order',
  size: 'Message size',
};

/** What the explorer shows. An empty list means "no restriction". */
export interface Filters {
  categories: string[];
  /** Table numbers ("41"). */
  flows: string[];
  transports: string[];
  persistence: string[];
  /** Size labels, or OTHER_SIZE for the bare-byte sizes. */
  sizes: string[];
  /** Compare every flow at this size (KB of 1024 bytes), interpolating between measured sizes; null: measured points only. */
  atKB: number | null;
  sort: SortKey;
}

export const DEFAULT_FILTERS: Filters = {
  categories: [],
  flows: [],
  transports: [],
  persistence: ['NONE'],
  sizes: ['2kB'],
  atKB: null,
  sort: 'cost',
};

export interface Source {
  href: string;
  title: string;
  reportLine: number;
  size: string;
}

/** One line of the explorer: a measured point, or an estimate between two measured sizes. */
export interface ViewRow extends Pick<Point, 'table' | 'flow' | 'category' | 'transport' | 'persistence' | 'size' | 'bytes' | 'messagesPerS'> {
  /** Identifies the row for the estimate: "41:NONE:2kB". */
  key: string;
  /** As printed; null for an interpolated row. */
  cpuPct: number | null;
  printedMs: number | null;
  /** Set when printedMs is a correction: what the report printed. */
  msPrintedAs?: string;
  /** CPU ms per message used to rank and size (see pointCost). */
  costMs: number;
  costFrom: 'printed' | 'formula' | 'interpolated';
  sources: Source[];
}

export interface View {
  rows: ViewRow[];
  /** Flow/persistence pairs left out because no measured sizes bracket atKB. */
  outOfRange: number;
}

const allows = (list: string[], value: string) => list.length === 0 || list.includes(value);

function measuredRow(p: Point): ViewRow {
  const cost = pointCost(p);
  return {
    key: `${p.table}:${p.persistence}:${p.size}`,
    table: p.table,
    flow: p.flow,
    category: p.category,
    transport: p.transport,
    persistence: p.persistence,
    size: p.size,
    bytes: p.bytes,
    messagesPerS: p.messagesPerS,
    cpuPct: p.cpuPct,
    printedMs: p.printedMs,
    ...(p.msPrintedAs !== undefined ? { msPrintedAs: p.msPrintedAs } : {}),
    costMs: cost.value,
    costFrom: cost.from,
    sources: [{ href: p.href, title: p.sourceTitle, reportLine: p.reportLine, size: p.size }],
  };
}

/**
 * A flow's cost at a size it was not measured at, by straight-line interpolation in bytes
 * between the two measured sizes either side: CPU ms/msg directly, the rate through its
 * reciprocal (time per message), since both grow roughly in proportion to the bytes handled.
 * Returns undefined when the size is outside the measured range. A DERIVED estimate.
 */
export function interpolateAt(points: Point[], atBytes: number): ViewRow | undefined {
  const sized = points.filter((p) => isStandardSize(p.size)).sort((a, b) => a.bytes - b.bytes);
  const exact = sized.find((p) => p.bytes === atBytes);
  if (exact) return measuredRow(exact);
  const hiIndex = sized.findIndex((p) => p.bytes > atBytes);
  if (hiIndex <= 0) return undefined;
  const lo = sized[hiIndex - 1]!;
  const hi = sized[hiIndex]!;
  const t = (atBytes - lo.bytes) / (hi.bytes - lo.bytes);
  const lerp = (a: number, b: number) => a + (b - a) * t;
  const msPerMsg = lerp(1000 / lo.messagesPerS, 1000 / hi.messagesPerS);
  const size = kbLabel(atBytes / 1024);
  return {
    key: `${lo.table}:${lo.persistence}:${size}`,
    table: lo.table,
    flow: lo.flow,
    category: lo.category,
    transport: lo.transport,
    persistence: lo.persistence,
    size,
    bytes: atBytes,
    messagesPerS: 1000 / msPerMsg,
    cpuPct: null,
    printedMs: null,
    costMs: lerp(pointCost(lo).value, pointCost(hi).value),
    costFrom: 'interpolated',
    sources: [lo, hi].map((p) => ({ href: p.href, title: p.sourceTitle, reportLine: p.reportLine, size: p.size })),
  };
}

const persistenceOrder = (r: ViewRow) => (r.persistence === 'NONE' ? 0 : 1);

function compare(sort: SortKey): (a: ViewRow, b: ViewRow) => number {
  const byTable = (a: ViewRow, b: ViewRow) =>
    Number.parseInt(a.table, 10) - Number.parseInt(b.table, 10) || persistenceOrder(a) - persistenceOrder(b) || a.bytes - b.bytes;
  switch (sort) {
    case 'cost':
      return (a, b) => a.costMs - b.costMs || byTable(a, b);
    case 'rate':
      return (a, b) => b.messagesPerS - a.messagesPerS || byTable(a, b);
    case 'size':
      return (a, b) => a.bytes - b.bytes || a.costMs - b.costMs || byTable(a, b);
    case 'flow':
      return byTable;
  }
}

/** The rows the explorer shows for a set of filters, sorted. */
export function selectRows(points: Point[], f: Filters): View {
  const kept = points.filter(
    (p) => allows(f.categories, p.category) && allows(f.flows, p.table) && allows(f.transports, p.transport) && allows(f.persistence, p.persistence),
  );
  let rows: ViewRow[];
  let outOfRange = 0;
  if (f.atKB !== null) {
    const groups = new Map<string, Point[]>();
    for (const p of kept) {
      const k = `${p.table}:${p.persistence}`;
      groups.set(k, [...(groups.get(k) ?? []), p]);
    }
    rows = [];
    for (const group of groups.values()) {
      const row = interpolateAt(group, f.atKB * 1024);
      if (row) rows.push(row);
      else outOfRange++;
    }
  } else {
    rows = kept
      .filter((p) => f.sizes.length === 0 || f.sizes.includes(p.size) || (f.sizes.includes(OTHER_SIZE) && !isStandardSize(p.size)))
      .map(measuredRow);
  }
  return { rows: rows.sort(compare(f.sort)), outOfRange };
}
