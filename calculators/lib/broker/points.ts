import { preciseCpuMs } from './cpu-formula.ts';

/** What the report measured for one message flow at one size and persistence (a row of processing-profiles-long). */
export interface Point {
  /** The report table's number in document order ("41"), which names the flow in URLs. */
  table: string;
  flow: string;
  category: string;
  transport: string;
  persistence: 'NONE' | 'FULL';
  /** As printed: "2kB" … "20000kB", or a bare byte count. */
  size: string;
  bytes: number;
  messagesPerS: number;
  cpuPct: number;
  /** CPU ms/msg as stored: the printed value, or its correction. */
  printedMs: number;
  /** What the report printed where the stored CPU ms/msg is a correction (see the table's errata). */
  msPrintedAs?: string;
  /** Line of the report text the row was printed on. */
  reportLine: number;
  /** Title of the source table (its heading in the report). */
  sourceTitle: string;
  /** Link to the row on its dataset page (base path included). */
  href: string;
}

/** Our grouping of the report's tests, in the order the report presents them. */
/** The dataset the flow cost explorer explores: every single-flow point of the broker report. */
export const EXPLORER_DATASET = 'wmb-v8-aix/processing-profiles-long';

export const CATEGORIES: Record<string, string> = {
  transport: 'Transports',
  parsing: 'Parsing and writing',
  validation: 'Validation',
  routing: 'Routing and filtering',
  transformation: 'Transformation',
  node: 'Collector, Sequence, IMS and external calls',
  monitoring: 'Business-level monitoring',
  database: 'Database',
  trace: 'Trace nodes',
};

export const PERSISTENCE_LABEL: Record<Point['persistence'], string> = {
  NONE: 'Non-persistent (NONE)',
  FULL: 'Persistent (FULL)',
};

/** A row of processing-profiles-long, as the catalogue loads it. */
export type LongRow = Record<string, string | number | null>;

/**
 * Builds a Point from a row of processing-profiles-long; `link` resolves the row's source
 * (its source table id and the row, keyed there by persistence and size) to its dataset page
 * anchor and printed title.
 */
export function pointFromRow(row: LongRow, link: (datasetId: string, row: LongRow) => { href: string; title: string; msPrintedAs?: string }): Point {
  const str = (k: string) => {
    const v = row[k];
    if (typeof v !== 'string' || v === '') throw new Error(`processing-profiles-long: "${k}" must be text, got ${JSON.stringify(v)}`);
    return v;
  };
  const num = (k: string) => {
    const v = row[k];
    if (typeof v !== 'number') throw new Error(`processing-profiles-long: "${k}" must be a number, got ${JSON.stringify(v)}`);
    return v;
  };
  const persistence = str('persistence');
  if (persistence !== 'NONE' && persistence !== 'FULL') throw new Error(`processing-profiles-long: persistence "${persistence}"`);
  const source = str('source_table');
  const table = /^table-(\d+[a-z]?)-/.exec(source)?.[1];
  if (!table) throw new Error(`processing-profiles-long: source_table "${source}" is not a table-NN id`);
  const { href, title, msPrintedAs } = link(source, row);
  return {
    table,
    flow: str('flow'),
    category: str('category'),
    transport: str('transport'),
    persistence,
    size: str('message_size'),
    bytes: num('message_bytes'),
    messagesPerS: num('messages_per_s'),
    cpuPct: num('cpu_pct'),
    printedMs: num('cpu_ms_per_msg'),
    reportLine: num('source_line'),
    sourceTitle: title,
    href,
    ...(msPrintedAs !== undefined ? { msPrintedAs } : {}),
  };
}

/** The cost used to rank flows and to size: see preciseCpuMs. */
export function pointCost(p: Point): { value: number; from: 'printed' | 'formula' } {
  return preciseCpuMs({ messagesPerS: p.messagesPerS, cpuPct: p.cpuPct, printedMs: p.printedMs });
}
