/**
 * What shared message data sets cost a z/OS queue manager: the 64-bit buffer storage it reserves
 * for every CFLEVEL(5) structure (DSBUFS × DSBLOCK), how many messages one data set holds, and
 * the coupling-facility storage those messages still need, from the MQ for z/OS V7.1 report's
 * sections "What impact does CFLEVEL(5) have on queue manager storage?" and "How large to make
 * my SMDS datasets".
 */
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes } from './format.ts';
import { citing } from './lib/report-source.ts';
import { bundledDatasets, datasetRows, numberIn, type DatasetReader } from './lib/dataset-cells.ts';
import capacityCsv from '../data/mq-zos-v71/smds-capacity-16tb.csv?raw';
import cited from './citations/zos-smds-storage.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-zos-v71';
const KIB = 1024;
const TIB = 1024 ** 4;

const source = citing(REPORT);

/** "shared message data sets up to a maximum of 16TB" (line 477); TB is 2^40 bytes in the report's own table. */
export const MAX_DATASET_BYTES = { value: 16 * TIB, line: 477 } as const;
/** "Each message offloaded requires 0.75KB of CF storage – 1 entry and 2 elements" (line 488). */
export const CF_BYTES_PER_MESSAGE = { value: 0.75 * KIB, line: 488 } as const;
/** "each message is stored on a 4KB boundary" (line 488). */
export const STORAGE_BOUNDARY_BYTES = { value: 4 * KIB, line: 488 } as const;
/** The defaults DSBLOCK(256K) and DSBUFS(100), 25MB per structure (line 471). */
export const DEFAULTS = { dsbufs: 100, dsblockKiB: 256, line: 471 } as const;
/** "each queue manager in a queue sharing group may connect to 63 application structures" (line 494). */
export const MAX_STRUCTURES = { value: 63, line: 494 } as const;
/**
 * What IBM's z16 report (mq-zos-z16, September 2022) changes: at CFCC level 25 "each application structure should be
 * increased by 8MB" to hold as many messages as before (lines 411-413), and the CSQ_ADMIN structure needs 8MB more
 * (line 393). CF storage is counted in binary megabytes.
 */
export const CFCC25_INCREASE = { applicationBytes: 8 * 1024 * KIB, adminBytes: 8 * 1024 * KIB, report: 'mq-zos-z16', lines: [393, 413] as [number, number] } as const;
/** The largest message IBM MQ carries, 100 MB, the first row of the report's table (line 480). */
const MAX_MESSAGE_BYTES = 100 * 1024 * KIB;

/** Bytes one message occupies in the data set: whole 4 KB units. */
export function storedBytes(messageBytes: number): number {
  const unit = STORAGE_BOUNDARY_BYTES.value;
  return Math.ceil(messageBytes / unit) * unit;
}

/** The report's capacity table (lines 480-486, one row a line in the dataset's order), as the dataset stores it. */
export const CAPACITY_DATASET = 'mq-zos-v71/smds-capacity-16tb.csv';
const FIRST_ROW_LINE = 480;
/**
 * The 10KB row is left out of the worked examples: it ignores the report's own 4 KB boundary, so
 * this calculator gives 1,431,655,765 for it, not the printed 1,717,986,918.
 */
const OFF_BOUNDARY_ROW = '10KB';
/** What the report printed where the dataset corrects a count (the dataset's corrections), for the examples' labels. */
const PRINTED: Readonly<Record<string, string>> = { '64KB': '268,435,457', '=<4KB': '4,319,967,296' };

export interface CapacityRow {
  size: string;
  bytes: number;
  messages: number;
  cfGiB: number;
  line: number;
  printed?: string;
}

/** The capacity table's rows from the dataset; a damaged cell throws with its file, line and column. */
export function capacityTable(read: DatasetReader): CapacityRow[] {
  return datasetRows(read, CAPACITY_DATASET).flatMap((r, i) => {
    const size = r.cells.message_size!;
    if (size === OFF_BOUNDARY_ROW) return [];
    const row: CapacityRow = { size, bytes: numberIn(r, 'message_kb') * KIB, messages: numberIn(r, 'messages_in_16tb'), cfGiB: numberIn(r, 'cf_gib'), line: FIRST_ROW_LINE + i };
    return [Object.hasOwn(PRINTED, size) ? { ...row, printed: PRINTED[size]! } : row];
  });
}

export const CAPACITY_TABLE: readonly CapacityRow[] = capacityTable(bundledDatasets({ [CAPACITY_DATASET]: capacityCsv }));

/** The calculator with these capacity rows as worked examples: the site's are read from data/; a test passes a changed copy's. */
export function zosSmdsStorage(table: readonly CapacityRow[]): CalculatorDefinition {
  return {
    id: 'zos-smds-storage',
    title: 'z/OS SMDS storage: buffers, data set capacity and CF storage',
    group: 'zos',
    question: 'How much above-the-bar storage do SMDS buffers reserve, how many messages fit in a shared message data set, and how much CF storage do they still need?',
    appliesTo:
      'WebSphere MQ for z/OS V7.1.0 (SupportPac MP1H) CFLEVEL(5) structures with shared message data sets. The buffer rule, the 16TB limit, the 4KB boundary and the 0.75KB of CF per offloaded message are the report\'s; check the CFSTRUCT attributes of your release before relying on the limits. On IBM z16 (CFCC level 25) the CF needs more than this calculator\'s 2013 figures: 8MB more per application structure and 8MB more for CSQ_ADMIN (IBM MQ for z/OS on z16, 2022, lines 393-413).',
    inputs: [
      {
        kind: 'number',
        name: 'structures',
        label: 'CFLEVEL(5) structures',
        unit: 'structures',
        help: 'Application structures the queue manager connects to; each reserves its own SMDS buffers. At most 63 (line 494).',
        min: 1,
        max: MAX_STRUCTURES.value,
        integer: true,
        default: 1,
      },
      {
        kind: 'number',
        name: 'dsbufs',
        label: 'DSBUFS',
        unit: 'buffers',
        help: 'SMDS buffers per structure (the CFSTRUCT attribute); default 100 (line 471); IBM documents values up to 9999.',
        min: 1,
        max: 9999,
        integer: true,
        default: DEFAULTS.dsbufs,
      },
      {
        kind: 'number',
        name: 'dsblockKiB',
        label: 'DSBLOCK',
        unit: 'KiB',
        help: 'The logical block size in kilobytes in which SMDS space and buffers are allocated (line 905); default 256K (line 471). The report discusses 8K to 512K.',
        min: 8,
        max: 1024,
        integer: true,
        default: DEFAULTS.dsblockKiB,
      },
      {
        kind: 'number',
        name: 'messageBytes',
        label: 'Message size, including headers',
        unit: 'bytes',
        help: 'The size of each offloaded message with its headers. Each is stored on a 4KB boundary (line 488).',
        min: 1,
        max: MAX_MESSAGE_BYTES,
        integer: true,
        default: 100 * KIB,
      },
      {
        kind: 'number',
        name: 'datasetBytes',
        label: 'Shared message data set size',
        unit: 'bytes',
        help: 'Size of one shared message data set; at most 16TB (line 477), the default.',
        min: STORAGE_BOUNDARY_BYTES.value,
        max: MAX_DATASET_BYTES.value,
        integer: true,
        default: MAX_DATASET_BYTES.value,
      },
    ],
    outputs: [
      { name: 'aboveBarBytes', label: 'Above-the-bar storage reserved for SMDS buffers', unit: 'bytes' },
      { name: 'messagesPerDataset', label: 'Messages one data set holds', unit: 'count', noun: 'messages' },
      { name: 'cfBytes', label: 'CF storage for those messages', unit: 'bytes' },
    ],
    formulas: [
      'aboveBarBytes = structures × DSBUFS × DSBLOCK',
      `stored size = message size rounded up to a whole ${STORAGE_BOUNDARY_BYTES.value / KIB}KB`,
      'messagesPerDataset = ⌊data set size ÷ stored size⌋',
      `cfBytes = messagesPerDataset × ${CF_BYTES_PER_MESSAGE.value / KIB}KB (one entry and two elements per offloaded message)`,
    ],
    explanation: [
      'For each structure a queue manager connects to, it reserves 64-bit ("above the bar") storage for SMDS buffers: DSBUFS × DSBLOCK. With the defaults, DSBUFS(100) and DSBLOCK(256K), that is 25MB per structure, and 1,575MB for a queue manager connected to 63 structures (lines 469-473). The report also shows the other side: too few buffers make I/O requests wait, and a DSBLOCK smaller than the message needs several I/O requests per message (lines 837-930).',
      'A shared message data set can be up to 16TB (line 477). Each message is stored on a 4KB boundary, so a 1KB message uses as much space as a 3KB one, and each offloaded message still needs 0.75KB of CF storage, one entry and two elements (line 488). The counts here are whole messages; the report says its sizes are approximate because some space goes to data management (line 488).',
      'The report\'s capacity table has three slips (see the dataset "How large to make my SMDS datasets" and its errata): 268,435,457 64KB messages should be 268,435,456; 4,319,967,296 messages of 4KB or less should be 4,294,967,296 (2^32); and its 10KB row (1,717,986,918) ignores its own 4KB boundary: stored as 12KB, a 16TB data set holds 1,431,655,765 of them, which is what this calculator gives.',
      'Each queue manager owns one SMDS per structure and can read the others\' (line 492), so the capacity of a queue sharing group grows with its queue managers: 16TB × 31 queue managers × 63 structures is 31,248TB (lines 494-496).',
    ],
    // The citation of a named constant stays beside the constant's value, after the file's list.
    sources: [
      ...citationList('zos-smds-storage', cited),
      { kind: 'report', report: CFCC25_INCREASE.report, lines: CFCC25_INCREASE.lines, what: 'CFCC level 25 (IBM z16): CSQ_ADMIN needs 8MB more, and each application structure 8MB more to store as many messages as at earlier levels' },
    ],
    examples: [
      {
        label: 'Default DSBUFS(100) and DSBLOCK(256K): 25MB per structure',
        inputs: { structures: '1', dsbufs: '100', dsblockKiB: '256' },
        expected: { aboveBarBytes: 25 * 1024 * KIB },
        source: source([471, 471], 'DSBLOCK(256K) and DSBUFS(100): 25MB of above bar storage for each structure'),
      },
      {
        label: '63 structures with the defaults: 1,575MB',
        inputs: { structures: '63', dsbufs: '100', dsblockKiB: '256' },
        expected: { aboveBarBytes: 1575 * 1024 * KIB },
        source: source([473, 473], '63 application structures with the default values: 1575MB of above bar storage'),
      },
      ...table.map((row) => ({
        label: `${row.size} messages in a 16TB data set: ${num(row.messages)}${'printed' in row ? ` (printed ${row.printed})` : ''}, ${num(row.cfGiB, 2)} GiB of CF`,
        inputs: { messageBytes: String(row.bytes), datasetBytes: String(MAX_DATASET_BYTES.value) },
        expected: { messagesPerDataset: row.messages, cfBytes: row.cfGiB * 1024 ** 3 },
        // The table prints CF storage to 0.01 GiB (0.12 is 0.119999...) and rounds one count up.
        tolerance: row.size === '100MB' ? 0.001 : 1e-8,
        source: source([row.line, row.line], `The capacity table's ${row.size} row${'printed' in row ? ', as corrected in the dataset' : ''}`),
      })),
    ],
    compute(v) {
      const structures = v.structures as number;
      const dsbufs = v.dsbufs as number;
      const dsblockKiB = v.dsblockKiB as number;
      const messageBytes = v.messageBytes as number;
      const datasetBytes = v.datasetBytes as number;

      const perStructure = dsbufs * dsblockKiB * KIB;
      const aboveBar = structures * perStructure;
      const stored = storedBytes(messageBytes);
      const messages = Math.floor(datasetBytes / stored);
      const cf = messages * CF_BYTES_PER_MESSAGE.value;

      const work: WorkStep[] = [
        {
          label: 'SMDS buffers, per structure and for every structure (line 469)',
          formula: 'aboveBarBytes = structures × DSBUFS × DSBLOCK',
          substituted: `${num(structures)} × ${num(dsbufs)} × ${num(dsblockKiB)} KiB = ${bytesWithReadable(aboveBar)}`,
          output: 'aboveBarBytes',
        },
        {
          label: 'Space one message takes in the data set (4KB boundary, line 488)',
          formula: 'stored size = ⌈message size ÷ 4,096⌉ × 4,096',
          substituted: `⌈${num(messageBytes)} ÷ 4,096⌉ × 4,096 = ${bytesWithReadable(stored)}`,
        },
        {
          label: 'Messages one data set holds',
          formula: 'messagesPerDataset = ⌊data set size ÷ stored size⌋',
          substituted: `⌊${num(datasetBytes)} ÷ ${num(stored)}⌋ = ${num(messages)}`,
          output: 'messagesPerDataset',
        },
        {
          label: 'CF storage for them: 0.75KB each, one entry and two elements (line 488)',
          formula: 'cfBytes = messagesPerDataset × 768',
          substituted: `${num(messages)} × 768 = ${bytesWithReadable(cf)}`,
          output: 'cfBytes',
        },
      ];
      const warnings: string[] = [];
      const cfcc25 = structures * CFCC25_INCREASE.applicationBytes;
      warnings.push(
        `On IBM z16 (CFCC level 25), make each of the ${num(structures)} application ${structures === 1 ? 'structure' : 'structures'} 8MB larger (${readableBytes(cfcc25)} in all) and CSQ_ADMIN 8MB larger, or they hold fewer messages than at earlier CFCC levels (IBM MQ for z/OS on z16, 2022, lines 393-413). Size the structures themselves with IBM's CF Sizer.`,
      );
      if (messages === 0) warnings.push(`A ${readableBytes(stored)} message does not fit in a ${readableBytes(datasetBytes)} data set.`);
      if (stored > messageBytes && messageBytes > STORAGE_BOUNDARY_BYTES.value / 2 && stored - messageBytes >= STORAGE_BOUNDARY_BYTES.value / 4) {
        warnings.push(`Each ${num(messageBytes)}-byte message takes ${num(stored)} bytes on the data set: ${num(((stored - messageBytes) / stored) * 100, 1)}% of the space is the 4KB boundary (line 488).`);
      }
      if (messageBytes > dsblockKiB * KIB) {
        warnings.push(`The message is larger than DSBLOCK(${num(dsblockKiB)}K), so each one needs ${num(Math.ceil(messageBytes / (dsblockKiB * KIB)))} blocks and as many I/O requests; the report prefers a DSBLOCK at least as large as the message, within the buffer storage you can spare (lines 909-936).`);
      }
      return {
        ok: true,
        summary: `${num(structures)} ${structures === 1 ? 'structure reserves' : 'structures reserve'} ${readableBytes(aboveBar)} above the bar for SMDS buffers; one ${readableBytes(datasetBytes)} data set holds ${num(messages)} messages of ${num(messageBytes)} bytes, whose references need ${readableBytes(cf)} of CF storage.`,
        outputs: { aboveBarBytes: aboveBar, messagesPerDataset: messages, cfBytes: cf },
        work,
        warnings,
      };
    },
  };
}

export default zosSmdsStorage(CAPACITY_TABLE);
