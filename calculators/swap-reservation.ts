/**
 * Swap, shared memory and real memory for MQ channel connections on HP-UX v11, scaled from the
 * per-connection costs measured in mq-hpux-v53 (Tables 6, 17, 19, 20 and 20a), and the
 * maxswapchunks that must cover the swap HP-UX reserves for them (section 7.3.3).

 * The per-connection figures are read from the datasets in data/ (lib/hpux-connection-costs.ts);
 * `swapReservation(types)` builds the calculator over any such figures, so a test can give it a
 * changed copy of data/.
 */
import type { CalculatorDefinition, ComputeResult, InputValues, ResultChart, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes } from './format.ts';
import { namedCitations } from './lib/citations.ts';
import cited from './citations/swap-reservation.json' with { type: 'json' };
import { bundledDatasets } from './lib/dataset-cells.ts';
import { CLIENT_TABLE, IPC_TABLE, KERNEL_SIZING, SERVER_TABLE, connectionTypes, perConnection, type ConnectionType } from './lib/hpux-connection-costs.ts';
import clientTable from '../data/mq-hpux-v53/table-17-client-capacity-memory.csv?raw';
import serverTable from '../data/mq-hpux-v53/table-19-server-capacity-memory.csv?raw';
import ipcTable from '../data/mq-hpux-v53/table-20-ipc-kernel-parameters.csv?raw';
import kernelSizing from '../data/mq-hpux-v53/hpux-kernel-sizing.csv?raw';

export { perConnection };

const KIB = 1024;
const MIB = 1024 * KIB;
const GIB = 1024 * MIB;
/** The report's "Free (4K pages)" counts pages of 4 KiB. */
export const PAGE_BYTES = 4096;
/** HP-UX swchunk: 2,048 blocks of 1 KB by default, i.e. 2 MiB per swap chunk (HP-UX reference, swchunk(5)). */
export const SWCHUNK_BYTES = 2048 * KIB;
/** The report's literal reading, "the default is 2,048bytes" (line 1644). */
export const SWAPCHUNK_AS_PRINTED_BYTES = 2048;
/** HP-UX 11i maxswapchunks(5): at most 16,384 swap chunks. */
export const MAX_SWAPCHUNKS = 16384;
/** The measured server's real memory (mq-hpux-v53 line 1632: "4GB of real memory"). */
export const MEASURED_RAM_BYTES = 4 * GIB;

/** What this calculator cites, by name: the report's swap tables and text, and HP's swchunk and maxswapchunks pages. */
const CITED = namedCitations('swap-reservation', cited);

/** The per-connection costs, read from the bundled datasets (lib/hpux-connection-costs.ts says which cell is which). */
export const CONNECTION_TYPES: readonly ConnectionType[] = connectionTypes(
  bundledDatasets({ [CLIENT_TABLE]: clientTable, [SERVER_TABLE]: serverTable, [IPC_TABLE]: ipcTable, [KERNEL_SIZING]: kernelSizing }),
);

function chartOf(parts: { label: string; swap: number }[], swapBytes: number | undefined): ResultChart {
  const gib = (bytes: number) => Math.round((bytes / GIB) * 1000) / 1000;
  const bars = parts.map((p) => ({ category: p.label, value: gib(p.swap) }));
  const available = 'Physical swap given';
  return {
      title: 'Swap reserved by connection type',
      caption:
        swapBytes === undefined
          ? 'Derived: connections × the measured swap per connection (mq-hpux-v53 Tables 17 and 19). Bars are not stacked; their sum is the total.'
          : `Derived: connections × the measured swap per connection (mq-hpux-v53 Tables 17 and 19). The dashed line is the ${readableBytes(swapBytes)} of physical swap given, which must hold the total.`,
      description: `Swap reserved by connection type: ${bars.map((b) => `${b.category} ${b.value} GiB`).join('; ')}${swapBytes === undefined ? '' : `; physical swap given ${gib(swapBytes)} GiB`}.`,
      x: { kind: 'linear', title: 'Swap reserved (GiB)', format: 'auto' },
      y: { kind: 'band', categories: bars.map((b) => b.category) },
      series: ['Swap reserved', available],
      marks: [
        { kind: 'bars', series: 'Swap reserved', bars },
        ...(swapBytes === undefined ? [] : [{ kind: 'rule' as const, series: available, x: gib(swapBytes), dashed: true }]),
      ],
    };
  }

  function computeWith(types: readonly ConnectionType[], values: InputValues): ComputeResult {
    const swapBytes = values.swapBytes as number | undefined;
    const parts = types.map((t) => {
      const n = values[t.input] as number;
      const swap = perConnection(t.swap);
      const shm = perConnection(t.shm);
      return { ...t, n, swap, shm, swapTotal: n * swap, shmTotal: n * shm, pagesTotal: n * t.pagesAt1000 };
    });
    const used = parts.filter((p) => p.n > 0);
    const swapReservedBytes = Math.round(parts.reduce((s, p) => s + p.swapTotal, 0));
    const sharedMemoryBytes = Math.round(parts.reduce((s, p) => s + p.shmTotal, 0));
    const realMemoryBytes = parts.reduce((s, p) => s + p.pagesTotal, 0) * PAGE_BYTES;
    const maxswapchunks = Math.ceil(swapReservedBytes / SWCHUNK_BYTES);
    const literalChunks = Math.ceil(swapReservedBytes / SWAPCHUNK_AS_PRINTED_BYTES);
    const fitsInSwap = swapBytes === undefined ? null : swapReservedBytes <= swapBytes;

    const sumOf = (f: (p: (typeof parts)[number]) => string) => (used.length ? used.map(f).join(' + ') : '0');
    const work: WorkStep[] = [
      ...used.map((p) => ({
        label: `${p.label}: swap per connection`,
        formula: `from ${p.swapFrom}`,
        substituted: `${num(p.n)} × ${num(p.swap / KIB, 1)} KiB = ${bytesWithReadable(Math.round(p.swapTotal))}`,
      })),
      { label: 'Swap reserved', formula: 'swapReservedBytes = Σ connections × swap per connection', substituted: `${sumOf((p) => num(Math.round(p.swapTotal)))} = ${bytesWithReadable(swapReservedBytes)}`, output: 'swapReservedBytes' },
      {
        label: 'System V shared memory',
        formula: 'sharedMemoryBytes = Σ connections × shared memory per connection (measured at capacity)',
        substituted: used.length ? `${used.map((p) => `${num(p.n)} × ${num(p.shm / KIB, 1)} KiB`).join(' + ')} = ${bytesWithReadable(sharedMemoryBytes)}` : '0 bytes',
        output: 'sharedMemoryBytes',
      },
      {
        label: 'Real memory (fall in free 4K pages per connection, at 1,000 connections)',
        formula: 'realMemoryBytes = Σ connections × pages per connection × 4,096',
        substituted: used.length ? `(${used.map((p) => `${num(p.n)} × ${p.pagesAt1000}`).join(' + ')}) × 4,096 = ${bytesWithReadable(realMemoryBytes)}` : '0 bytes',
        output: 'realMemoryBytes',
      },
      {
        label: 'maxswapchunks, with swchunk in 1 KB blocks (2,048 × 1,024 = 2 MiB per chunk)',
        formula: 'maxswapchunks = ⌈swapReservedBytes ÷ (swchunk × 1,024)⌉',
        substituted: `⌈${num(swapReservedBytes)} ÷ 2,097,152⌉ = ${num(maxswapchunks)}`,
        output: 'maxswapchunks',
      },
      {
        label: 'The report’s unit taken literally (2,048 bytes per chunk), for comparison',
        formula: '⌈swapReservedBytes ÷ 2,048⌉',
        substituted: `⌈${num(swapReservedBytes)} ÷ 2,048⌉ = ${num(literalChunks)}${literalChunks > MAX_SWAPCHUNKS ? ', beyond the 16,384 chunks HP-UX allows, so the unit cannot be bytes' : ''}`,
      },
    ];
    if (swapBytes !== undefined) {
      work.push({ label: 'Physical swap', formula: 'fitsInSwap = swapReservedBytes ≤ swap available', substituted: `${num(swapReservedBytes)} ${fitsInSwap ? '≤' : '>'} ${num(swapBytes)} → ${fitsInSwap ? 'yes' : 'no'}`, output: 'fitsInSwap' });
    }

    const warnings: string[] = [];
    if (used.length === 0) warnings.push('No connections given: every figure is zero. Enter the connections of each type you plan for.');
    if (fitsInSwap === false) {
      warnings.push(`The ${readableBytes(swapReservedBytes)} of swap these connections reserve does not fit in ${readableBytes(swapBytes as number)} of physical swap: HP-UX refuses to start a process or thread whose swap it cannot reserve.`);
    }
    if (maxswapchunks > MAX_SWAPCHUNKS) {
      warnings.push(`${num(maxswapchunks)} chunks of 2 MiB is more than maxswapchunks allows (16,384); raise swchunk so that fewer, larger chunks cover the swap.`);
    }
    if (realMemoryBytes > MEASURED_RAM_BYTES) {
      const inetd = typeNamed(types, 'inetdClients').atCapacity;
      warnings.push(
        `These connections want ${readableBytes(realMemoryBytes)} of real memory, more than the 4 GB of the server the report measured. The report still ran ${num(inetd.apps)} inetd clients on it, with each then holding only ${num(inetd.freePages)} free pages (Table 17): the system was paging, and the report warns against running that close to the limit in production.`,
      );
    }

    return {
      ok: true as const,
      summary:
        used.length === 0
          ? 'No connections given, so nothing is reserved: enter the connections of each type you plan for.'
          : `These connections reserve ${readableBytes(swapReservedBytes)} of swap (maxswapchunks ${num(maxswapchunks)} at 2 MiB chunks), ${readableBytes(sharedMemoryBytes)} of System V shared memory and about ${readableBytes(realMemoryBytes)} of real memory, by the report's HP-UX measurements${fitsInSwap === false ? '; that is more swap than you have' : fitsInSwap === true ? ', within your swap' : ''}.`,
      outputs: { swapReservedBytes, sharedMemoryBytes, realMemoryBytes, maxswapchunks, fitsInSwap },
      work,
      warnings,
      snippets: [{ label: 'HP-UX v11 swap tunables (swchunk left at its default of 2,048 blocks of 1 KB)', language: 'text' as const, text: `swchunk        2048\nmaxswapchunks  ${maxswapchunks}` }],
      ...(used.length ? { chart: chartOf(used.map((p) => ({ label: p.label, swap: p.swapTotal })), swapBytes) } : {}),
    };
  }

  const connections = (name: string, label: string, help: string, dflt: number) => ({
    kind: 'number' as const,
    name,
    label,
    unit: 'connections',
    min: 0,
    max: 100000,
    integer: true,
    default: dflt,
    help,
  });

  function typeNamed(types: readonly ConnectionType[], input: string): ConnectionType {
    const t = types.find((x) => x.input === input);
    if (!t) throw new Error(`swap-reservation: no connection type ${input}`);
    return t;
  }

  /** The calculator over these per-connection costs: the site's are read from data/; a test passes a changed copy's. */
  export function swapReservation(types: readonly ConnectionType[]): CalculatorDefinition {
    const inetd = typeNamed(types, 'inetdClients');
    const statedSwap = typeNamed(types, 'runmqlsrClients').swap;
    const statedK = 'perConnection' in statedSwap ? `${num(statedSwap.perConnection)}K` : 'its figure';
    return {
    id: 'swap-reservation',
    title: 'HP-UX swap reservation for MQ connections',
    group: 'connections-and-os-limits',
    question: 'How much swap, shared memory and real memory do these channel connections need on HP-UX?',
    appliesTo:
      'WebSphere MQ V5.3 on HP-UX 11.0 (an HP 9000 L2000 with 4 GB of memory), 2K nonpersistent messages at one round trip per connection per minute, as measured in mq-hpux-v53. The per-connection costs are that release’s; HP-UX’s habit of reserving swap for all virtual memory is why swap is sized here at all. Later MQ releases and other platforms have different footprints: measure your own before relying on these.',
    inputs: [
      connections('inetdClients', 'Client connections via inetd amqcrsta', 'MQI client (SVRCONN) connections started by inetd: a process each.', 0),
      connections('runmqlsrClients', 'Client connections via runmqlsr', 'MQI client connections through the threaded listener, sharing a common reply queue.', 1000),
      connections('runmqlsrUniqueReplyClients', 'runmqlsr clients with a reply queue each', 'Client connections through runmqlsr where every application opens its own reply queue (the report’s no_correlid test): more shared memory.', 0),
      connections('inetdChannelPairs', 'Server channel pairs via inetd amqcrsta', 'Sender/receiver channel pairs whose receiving end is started by inetd.', 0),
      connections('runmqlsrChannelPairs', 'Server channel pairs via runmqlsr', 'Sender/receiver channel pairs through the threaded listener.', 0),
      { kind: 'number', name: 'swapBytes', label: 'Physical swap available', unit: 'bytes', min: 0, max: 1e15, integer: true, optional: true, help: 'Optional: device swap configured (8 GiB = 8589934592). Leave empty to skip the check.' },
    ],
    outputs: [
      { name: 'swapReservedBytes', label: 'Swap reserved', unit: 'bytes' },
      { name: 'sharedMemoryBytes', label: 'System V shared memory', unit: 'bytes', help: 'Also the smallest shmmax that holds it in one segment, as the report set it.' },
      { name: 'realMemoryBytes', label: 'Real memory', unit: 'bytes', help: 'Derived from the fall in free 4K pages per connection; the report does not define “Free” further.' },
      { name: 'maxswapchunks', label: 'maxswapchunks', unit: 'count', noun: 'chunks of 2 MiB', help: 'With swchunk at its default of 2,048 1 KB blocks (2 MiB per chunk).' },
      { name: 'fitsInSwap', label: 'Fits in physical swap', unit: 'boolean', optional: true, help: 'Only when physical swap is given.' },
    ],
    formulas: [
      'swapReservedBytes = Σ connections × swap per connection',
      'sharedMemoryBytes = Σ connections × shared memory per connection',
      'realMemoryBytes = Σ connections × free 4K pages per connection × 4,096',
      'maxswapchunks = ⌈swapReservedBytes ÷ (2,048 × 1,024)⌉',
      'fitsInSwap = swapReservedBytes ≤ physical swap',
    ],
    explanation: [
      'Why swap at all. HP-UX reserves swap for every byte of virtual memory a process or thread allocates, whether it is ever touched, and will not start one whose reservation fails. So every channel connection costs swap even on a machine that never pages, and both maxswapchunks × swapchunk and the physical swap devices must cover the total. The report found runmqlsr clients reserved about a quarter of the swap of inetd clients (0.46MB against 1.95MB each in Table 6).',
      `Which measured point each figure comes from. Swap per connection is the total reserved at the largest count the report reached divided by that count, as the report itself does in 7.3.3; for runmqlsr clients it is the report’s own result, ${statedK} per channel. That division spreads the operating system and queue manager over the connections, so small counts come out a little high. Shared memory also comes from the largest count, because it grows faster than the connection count (runmqlsr clients: 9.7K each at 1,000, 17.0K at 17,500), so the figure at capacity is the safe one for large counts. Real memory uses the 1,000-connection point: at capacity the 4 GB server was short of memory and paging, and the inetd figure had fallen from ${num(inetd.pagesAt1000)} to ${num(inetd.atCapacity.freePages)} pages per client, which shows what fitted rather than what the connections wanted.`,
      'The report’s arithmetic, checked. It prints “7GB ÷ 17,500 = 423K” (the ÷ printed as “+”). 7 GiB ÷ 17,500 is 419 KiB, and Table 17’s 7.1GB ÷ 17,500 is 425 KiB; the 423K between them is used as printed, and 17,500 × 423 KiB = 7.06 GiB, the “approximately 7GB” of the text. Table 17 prints 44.9MB of shared memory at 6,100 inetd clients, which cannot be right beside its own 24.0K per client (× 6,100 = 143MB); Table 20a gives 143MB, used here.',
      'The swapchunk unit. The report says swapchunk “defaults to 2,048bytes”. HP’s reference for the tunable (swchunk) gives its unit as 1 KB blocks with a default of 2,048 blocks, so a chunk is 2 MiB. Taken literally in bytes, 7 GB of swap would need over 3.5 million chunks, far beyond the 16,384 maxswapchunks HP-UX 11i allows; in 2 MiB chunks it needs 3,615. The calculator uses 2 MiB and shows the literal reading beside it.',
    ],
    sources: Object.values(CITED),
    examples: [
      {
        label: '17,500 runmqlsr clients: about 7GB of swap (7GB ÷ 17,500 = 423K)',
        inputs: { runmqlsrClients: '17500' },
        expected: { swapReservedBytes: 7580160000, sharedMemoryBytes: 304284648, realMemoryBytes: 2723840000, maxswapchunks: 3615 },
        source: CITED.swapText,
      },
      {
        label: '6,100 inetd clients: 11.7GB of swap (Table 17)',
        inputs: { inetdClients: '6100', runmqlsrClients: '0' },
        expected: { swapReservedBytes: 12562779341, sharedMemoryBytes: 149946368, realMemoryBytes: 6396313600, maxswapchunks: 5991 },
        source: CITED.t17,
      },
      {
        label: '7,500 runmqlsr clients with a reply queue each: 3.5GB (Table 17)',
        inputs: { runmqlsrUniqueReplyClients: '7500', runmqlsrClients: '0' },
        expected: { swapReservedBytes: 3758096384, sharedMemoryBytes: Math.round(458.9 * MIB), maxswapchunks: 1792 },
        source: CITED.t17,
      },
      {
        label: '5,000 runmqlsr server channel pairs: 4.7GB and 484.1MB (Tables 19 and 20)',
        inputs: { runmqlsrChannelPairs: '5000', runmqlsrClients: '0' },
        expected: { swapReservedBytes: Math.round(4.7 * GIB), sharedMemoryBytes: 507565032, realMemoryBytes: 5000 * 92 * 4096 },
        source: CITED.t19,
      },
      {
        label: '2,420 inetd server channel pairs against 8 GiB of swap (Table 19)',
        inputs: { inetdChannelPairs: '2420', runmqlsrClients: '0', swapBytes: '8589934592' },
        expected: { swapReservedBytes: Math.round(10.3 * GIB), fitsInSwap: false },
        source: CITED.t19,
      },
    ],
    compute: (values) => computeWith(types, values),
  };
}

export default swapReservation(CONNECTION_TYPES);
