/**
 * The per-connection swap, shared memory and real memory the swap-reservation calculator scales,
 * read from the mq-hpux-v53 datasets in data/ (Tables 17, 19 and 20 and the report's own kernel
 * sizing figures), never retyped. Only which row and column each figure comes from, and the report
 * line that prints it, is written here; a test checks every line against the report text.
 *
 * Which measured point each figure comes from, and why:
 * - swap: the capacity point (total reserved ÷ connections), the report's own method in 7.3.3,
 *   which folds the operating system and queue manager into the per-connection figure; for
 *   runmqlsr clients the report's own result per channel (hpux-kernel-sizing, line 1639).
 * - shared memory: also the capacity point, which is the larger per-connection figure (shm per
 *   connection grows with the count). Where Table 20 set shmmax to the exact bytes measured at
 *   capacity, those bytes are used rather than Table 17's or 19's rounded MB.
 * - real memory: the 1,000-connection point. At the capacity points the 4 GB server was short of
 *   memory and paging, so those figures show what fitted, not what the connections wanted.
 */
import { datasetRows, numberIn, rowWhere, type DatasetReader, type DatasetRow } from './dataset-cells.ts';
import { num } from '../format.ts';

const REPORT = 'mq-hpux-v53';
export const CLIENT_TABLE = `${REPORT}/table-17-client-capacity-memory.csv`;
export const SERVER_TABLE = `${REPORT}/table-19-server-capacity-memory.csv`;
export const IPC_TABLE = `${REPORT}/table-20-ipc-kernel-parameters.csv`;
export const KERNEL_SIZING = `${REPORT}/hpux-kernel-sizing.csv`;
/** Every dataset the figures are read from, for the bundle and for tests. */
export const CONNECTION_COST_DATASETS = [CLIENT_TABLE, SERVER_TABLE, IPC_TABLE, KERNEL_SIZING] as const;

/** A measured total at a number of connections ("11.7GB at 6,100"), or the report's own per-connection figure. */
export type Measured = { apps: number; total: number; unit: 'GiB' | 'MiB' | 'bytes' } | { perConnection: number; unit: 'KiB' };

export interface ConnectionType {
  input: string;
  label: string;
  /** The report's test name, as catalogued (the datasets' key). */
  testName: string;
  swap: Measured;
  swapFrom: string;
  shm: Measured;
  shmFrom: string;
  /** Fall in free 4K pages per connection, measured at 1,000 connections. */
  pagesAt1000: number;
  pagesFrom: string;
  /** What the capacity row measured, for the warning on real memory: connections and free pages per connection there. */
  atCapacity: { apps: number; freePages: number };
}

const UNIT_BYTES = { GiB: 1024 ** 3, MiB: 1024 ** 2, KiB: 1024, bytes: 1 } as const;

/** Bytes per connection from a measured figure. */
export function perConnection(m: Measured): number {
  return 'perConnection' in m ? m.perConnection * UNIT_BYTES[m.unit] : (m.total * UNIT_BYTES[m.unit]) / m.apps;
}

/** Where one connection type's figures are: its rows (capacity and 1,000) and the report lines that print them. */
interface CostSpec {
  input: string;
  label: string;
  testName: string;
  /** "clients" or "pairs", for the provenance text. */
  noun: string;
  table: typeof CLIENT_TABLE | typeof SERVER_TABLE;
  tableNumber: string;
  /** Report lines of the capacity row and the bracketed 1,000-connection row. */
  lines: { capacity: number; at1000: number };
  /** Swap per connection as the report states it (the hpux-kernel-sizing row), instead of the capacity total. */
  swapStated?: string;
  /** Table 20's column holding the exact shmmax set to the shared memory at capacity. */
  shmmaxColumn?: string;
  /** Why the capacity row's shared memory is as stored, when the dataset corrects it. */
  shmNote?: string;
}

const SPECS: readonly CostSpec[] = [
  {
    input: 'inetdClients',
    label: 'Client connections, inetd amqcrsta',
    testName: 'clnp1_cmax_t10 (inetd)',
    noun: 'clients',
    table: CLIENT_TABLE,
    tableNumber: '17',
    lines: { capacity: 1327, at1000: 1334 },
    shmNote: 'as the dataset corrects it from Table 20a, line 1704: Table 17 prints a total that contradicts its own per-client figure',
  },
  {
    input: 'runmqlsrClients',
    label: 'Client connections, runmqlsr',
    testName: 'clnp1_cmax_runmqlsr_t10',
    noun: 'clients',
    table: CLIENT_TABLE,
    tableNumber: '17',
    lines: { capacity: 1338, at1000: 1344 },
    swapStated: 'swap-per-client-channel',
    shmmaxColumn: 'fastpath_client',
  },
  {
    input: 'runmqlsrUniqueReplyClients',
    label: 'Client connections, runmqlsr, a reply queue per application',
    testName: 'clnp1_cmax_runmqlsr_t10_no_correlid',
    noun: 'clients',
    table: CLIENT_TABLE,
    tableNumber: '17',
    lines: { capacity: 1345, at1000: 1346 },
  },
  {
    input: 'inetdChannelPairs',
    label: 'Server channel pairs, inetd amqcrsta',
    testName: 'dqnp1_qmax (inetd)',
    noun: 'pairs',
    table: SERVER_TABLE,
    tableNumber: '19',
    lines: { capacity: 1418, at1000: 1419 },
  },
  {
    input: 'runmqlsrChannelPairs',
    label: 'Server channel pairs, runmqlsr',
    testName: 'dqnp1_qmax_runmqlsr',
    noun: 'pairs',
    table: SERVER_TABLE,
    tableNumber: '19',
    lines: { capacity: 1420, at1000: 1421 },
    shmmaxColumn: 'fastpath_server',
  },
];

/** The row lines of each spec, for the test that checks them against the report text. */
export const CONNECTION_COST_LINES: readonly { testName: string; table: string; capacity: number; at1000: number }[] = SPECS.map((s) => ({ testName: s.testName, table: s.table, ...s.lines }));

function typeOf(spec: CostSpec, rows: (path: string) => DatasetRow[]): ConnectionType {
  const mine = rows(spec.table).filter((r) => r.cells.test_name === spec.testName);
  // The capacity row is the one with a total; the bracketed row is at 1,000 connections.
  const capacity = rowWhere(mine.filter((r) => r.cells.swap_total_GB !== ''), { test_name: spec.testName });
  const at1000 = rowWhere(mine, { test_name: spec.testName, apps: 1000 });
  const apps = numberIn(capacity, 'apps');
  const where = `Table ${spec.tableNumber}, line ${spec.lines.capacity}`;
  const swapGB = numberIn(capacity, 'swap_total_GB');
  const shmMB = numberIn(capacity, 'shm_total_MB');

  let swap: Measured = { apps, total: swapGB, unit: 'GiB' };
  let swapFrom = `${num(swapGB, 1)}GB at ${num(apps)} ${spec.noun} (${where})`;
  if (spec.swapStated) {
    const stated = rowWhere(rows(KERNEL_SIZING), { id: spec.swapStated });
    swap = { perConnection: numberIn(stated, 'value'), unit: 'KiB' };
    swapFrom = `the report’s ${num(swap.perConnection)}K per fastpath client channel (line ${numberIn(stated, 'line')}; Table ${spec.tableNumber} measured ${num(swapGB, 1)}GB at ${num(apps)})`;
  }

  let shm: Measured = { apps, total: shmMB, unit: 'MiB' };
  let shmFrom = `${num(shmMB, 1)}MB at ${num(apps)} ${spec.noun} (${where}${spec.shmNote ? `, ${spec.shmNote}` : ''})`;
  if (spec.shmmaxColumn) {
    const shmmax = rowWhere(rows(IPC_TABLE), { parameter: 'shmmax' });
    const bytes = numberIn(shmmax, spec.shmmaxColumn);
    shm = { apps, total: bytes, unit: 'bytes' };
    shmFrom = `${num(bytes)} bytes (${num(shmMB, 1)}MB) at ${num(apps)} ${spec.noun} (Table 20 line ${numberIn(shmmax, 'line')}, ${where})`;
  }

  const pagesAt1000 = numberIn(at1000, 'free_pages_per_app');
  return {
    input: spec.input,
    label: spec.label,
    testName: spec.testName,
    swap,
    swapFrom,
    shm,
    shmFrom,
    pagesAt1000,
    pagesFrom: `${num(pagesAt1000)} pages per ${spec.noun === 'pairs' ? 'pair' : 'client'} at 1,000 (Table ${spec.tableNumber}, line ${spec.lines.at1000})`,
    atCapacity: { apps, freePages: numberIn(capacity, 'free_pages_per_app') },
  };
}

/** Every connection type's costs, read from the datasets; a missing or damaged cell throws with its file, line and column. */
export function connectionTypes(read: DatasetReader): ConnectionType[] {
  const cache = new Map<string, DatasetRow[]>();
  const rows = (path: string) => cache.get(path) ?? cache.set(path, datasetRows(read, path)).get(path)!;
  return SPECS.map((s) => typeOf(s, rows));
}
