/**
 * How long a queue manager takes to rebuild its SMDS space maps after a failure, from the MQ for
 * z/OS V7.1 report's section "How long will it take to recover my structure?": each CFLEVEL(5)
 * structure is connected to and its space map rebuilt in series, so the time is the structures
 * times (messages ÷ rebuild rate + connect time).
 */
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { num, readableSeconds } from './format.ts';
import { citing } from './lib/report-source.ts';
import { bundledDatasets, datasetRows, numberIn, rowWhere, type DatasetReader } from './lib/dataset-cells.ts';
import recoveryCsv from '../data/mq-zos-v71/structure-recovery-times.csv?raw';
import cited from './citations/zos-structure-recovery.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-zos-v71';

const source = citing(REPORT);

/** The report's worked examples and the rate and connect time they use, as the dataset stores them (lines 618-642). */
export const RECOVERY_DATASET = 'mq-zos-v71/structure-recovery-times.csv';
/** IBM's z16 report (mq-zos-z16, 2022): CF request types about 1 microsecond slower on z16 than z15 (line 474); no rebuild rate re-measured. */
export const Z16_CF_REQUEST_SLOWER = { microseconds: 1, report: 'mq-zos-z16', lines: [472, 475] as [number, number] } as const;

export interface RecoveryExample {
  example: number;
  structures: number;
  messagesPerStructure: number;
  /** Corrected where the report's arithmetic slipped (the dataset's corrections). */
  totalSeconds: number;
  line: number;
  /** What the report printed where the dataset corrects it. */
  printedTotal?: string;
  printedPerStructure?: string;
  printedRebuild?: string;
}

/** What the calculator reads: "approximately 77,000 messages per second" (line 620), the examples' connect time (line 632) and both examples. */
export interface RecoveryFigures {
  rebuildRate: number;
  connectSeconds: number;
  examples: readonly [RecoveryExample, RecoveryExample];
}

/** The report's printing slips in Example 2 (the dataset's corrections, lines 639-642), for its label. */
const PRINTED_EXAMPLE_2 = { printedTotal: '23.18', printedPerStructure: '1.159', printedRebuild: '0.659' } as const;

/** The figures from the dataset; a damaged cell throws with its file, line and column. */
export function recoveryFigures(read: DatasetReader): RecoveryFigures {
  const rows = datasetRows(read, RECOVERY_DATASET);
  const example = (n: 1 | 2, line: number): RecoveryExample => {
    const r = rowWhere(rows, { example: n });
    const ex = { example: n, structures: numberIn(r, 'structures'), messagesPerStructure: numberIn(r, 'messages_per_structure'), totalSeconds: numberIn(r, 'total_s'), line };
    return n === 2 ? { ...ex, ...PRINTED_EXAMPLE_2 } : ex;
  };
  const first = rowWhere(rows, { example: 1 });
  return { rebuildRate: numberIn(first, 'rebuild_rate_msgs_per_s'), connectSeconds: numberIn(first, 'connect_s_per_structure'), examples: [example(1, 633), example(2, 642)] };
}

const FIGURES = recoveryFigures(bundledDatasets({ [RECOVERY_DATASET]: recoveryCsv }));
export const REBUILD_RATE = { value: FIGURES.rebuildRate, line: 620 } as const;
export const CONNECT_SECONDS = { value: FIGURES.connectSeconds, line: 632 } as const;
/**
 * The report's two worked examples, with the corrections the dataset records: Example 2 prints
 * 50,000 ÷ 77,000 as 0.659 (it is 0.649) and carries the slip into 1.159 per structure and 23.18 in
 * total (1.149, 22.98). The report truncates rather than rounds (12.987 prints as 12.98), so the
 * examples hold to 0.1%.
 */
export const WORKED_EXAMPLES = FIGURES.examples;

/** Seconds to the millisecond, as the report's Example 2 writes them (0.649, 1.149). */
function reportStyle(seconds: number): string {
  return num(seconds, 3);
}

/** A worked example's inputs: its structures and messages at the report's rate and connect time. */
function exampleInputs(f: RecoveryFigures, ex: RecoveryExample): Record<string, string> {
  return { structures: String(ex.structures), messagesPerStructure: String(ex.messagesPerStructure), rebuildRate: String(f.rebuildRate), connectSeconds: String(f.connectSeconds) };
}

/** The calculator over these figures: the site's are read from data/; a test passes a changed copy's. */
export function zosStructureRecovery(f: RecoveryFigures): CalculatorDefinition {
  const [one, two] = f.examples;
  return {
    id: 'zos-structure-recovery',
    title: 'z/OS SMDS structure recovery time',
    group: 'zos',
    question: 'After a failure, how long does a queue manager take to reconnect its CFLEVEL(5) structures and rebuild their SMDS space maps?',
    appliesTo:
      'WebSphere MQ for z/OS V7.1.0 shared message data sets (SupportPac MP1H), measured on a zEnterprise 196 (2817-779) with a dedicated system, dedicated links and dedicated disks (line 644). The rebuild rate and connect time are that system\'s; measure your own with a test failure and enter them here. No newer IBM report re-measures them: IBM\'s z16 report (2022) found most CF request types about 1 microsecond slower on z16 than on z15 with the same CF configuration (lines 472-475), so do not carry the 2013 rate to a z16 unmeasured.',
    inputs: [
      {
        kind: 'number',
        name: 'structures',
        label: 'CFLEVEL(5) structures',
        unit: 'structures',
        help: 'Application structures with offloaded messages that the queue manager connects to; they are connected and rebuilt one after another (line 618). A queue manager connects to at most 63.',
        min: 1,
        max: 63,
        integer: true,
        default: 1,
      },
      {
        kind: 'number',
        name: 'messagesPerStructure',
        label: 'Messages per structure',
        unit: 'messages',
        help: 'Messages in each structure\'s shared message data set whose space map must be rebuilt.',
        min: 0,
        max: 10000000000,
        integer: true,
        default: 1000000,
      },
      {
        kind: 'number',
        name: 'rebuildRate',
        label: 'Space-map rebuild rate',
        unit: 'messages/s',
        help: `Messages per second one space-map rebuild processes. The report saw about ${num(f.rebuildRate)} for one structure and for each of 20 (line 620).`,
        min: 1,
        max: 100000000,
        default: f.rebuildRate,
      },
      {
        kind: 'number',
        name: 'connectSeconds',
        label: 'Connect time per structure',
        unit: 's',
        help: `Time to connect to one structure before its rebuild starts; the report's examples use ${num(f.connectSeconds)} seconds (line 632).`,
        min: 0,
        max: 3600,
        default: f.connectSeconds,
      },
    ],
    outputs: [
      { name: 'recoverySeconds', label: 'Time to recover every structure', unit: 'seconds' },
      { name: 'perStructureSeconds', label: 'Time per structure (connect and rebuild)', unit: 'seconds' },
      { name: 'totalMessages', label: 'Messages rebuilt in all', unit: 'count', noun: 'messages' },
    ],
    formulas: [
      'rebuild per structure = messages per structure ÷ rebuild rate',
      'perStructureSeconds = rebuild per structure + connect time',
      'recoverySeconds = structures × perStructureSeconds (structures are recovered in series)',
    ],
    explanation: [
      'When a queue manager restarts after a failure, it connects to each CFLEVEL(5) structure and rebuilds the space map of that structure\'s shared message data set; it also rebuilds it straight after the structures are recovered, and at connect time when a data set marked ACTIVE has no saved space map (lines 611-616). With several structures, each is connected to and rebuilt in series (line 618), so the connect time is paid once per structure.',
      `The report saw a rebuild rate of about ${num(f.rebuildRate)} messages per second for one structure, and the same rate for each of 20 structures, but the 20 connects made the elapsed time longer (line 620). Its two examples: ${num(one.messagesPerStructure)} messages on one structure take ${num(one.totalSeconds)} seconds; the same ${num(two.structures * two.messagesPerStructure)} spread as ${num(two.messagesPerStructure)} on each of ${num(two.structures)} structures take ${num(two.totalSeconds)} seconds. The report prints ${two.printedTotal} for the second: it computed ${num(two.messagesPerStructure)} ÷ ${num(f.rebuildRate)} as ${two.printedRebuild} seconds instead of ${reportStyle(two.messagesPerStructure / f.rebuildRate)} and carried that into ${two.printedPerStructure} per structure (see the errata of the dataset "How long will it take to recover my structure?").`,
      'Fewer structures holding the same messages recover faster: the connect time, not the rebuild, dominates once each structure holds few messages. The tests ran on a dedicated system with dedicated links to dedicated disks (line 644); a shared system is likely to be slower.',
    ],
    // The citation of a named constant stays beside the constant's value, after the file's list.
    sources: [
      ...citationList('zos-structure-recovery', cited),
      { kind: 'report', report: Z16_CF_REQUEST_SLOWER.report, lines: Z16_CF_REQUEST_SLOWER.lines, what: 'IBM z16 against z15 (2022): most CF request types about 1 microsecond slower on the same CF configuration; structure recovery not re-measured' },
    ],
    examples: [
      {
        label: `The report's Example 1: ${num(one.messagesPerStructure)} messages on one structure (${num(one.totalSeconds)} s)`,
        inputs: exampleInputs(f, one),
        expected: { recoverySeconds: one.totalSeconds },
        tolerance: 0.001,
        source: source([627, 633], 'Example 1: 1,000,000 at 77,000 per second = 12.98 seconds + 0.5 connect = 13.48 seconds'),
      },
      {
        label: `The report's Example 2: ${num(two.messagesPerStructure)} messages on each of ${num(two.structures)} structures (${num(two.totalSeconds)} s; printed ${two.printedTotal})`,
        inputs: exampleInputs(f, two),
        expected: { recoverySeconds: two.totalSeconds },
        tolerance: 0.001,
        source: source([635, 642], 'Example 2: 20 × (50,000 ÷ 77,000 + 0.5); the report prints 0.659, 1.159 and 23.18 where the arithmetic gives 0.649, 1.149 and 22.98'),
      },
    ],
    compute(v) {
      const structures = v.structures as number;
      const messages = v.messagesPerStructure as number;
      const rate = v.rebuildRate as number;
      const connect = v.connectSeconds as number;

      const rebuild = messages / rate;
      const perStructure = rebuild + connect;
      const recovery = structures * perStructure;
      const work: WorkStep[] = [
        {
          label: 'Space-map rebuild for one structure',
          formula: 'rebuild = messages per structure ÷ rebuild rate',
          substituted: `${num(messages)} ÷ ${num(rate)} = ${reportStyle(rebuild)} s`,
        },
        {
          label: 'One structure: connect, then rebuild',
          formula: 'per structure = rebuild + connect time',
          substituted: `${reportStyle(rebuild)} + ${num(connect)} = ${reportStyle(perStructure)} s`,
          output: 'perStructureSeconds',
        },
        {
          label: 'Every structure, one after another (line 618)',
          formula: 'recoverySeconds = structures × per structure',
          substituted: `${num(structures)} × ${reportStyle(perStructure)} = ${reportStyle(recovery)} s${recovery >= 60 ? ` (${readableSeconds(recovery)})` : ''}`,
          output: 'recoverySeconds',
        },
      ];
      const warnings: string[] = [];
      if (structures > 1) {
        const together = structures * messages;
        const oneStructure = together / rate + connect;
        warnings.push(
          `The same ${num(together)} messages on a single structure would take ${reportStyle(oneStructure)} s: ${num(structures - 1)} fewer connects of ${num(connect)} s each. The report makes the same comparison with its two examples (lines 627-642).`,
        );
      }
      if (rate === f.rebuildRate) {
        warnings.push(
          `The rebuild rate of ${num(f.rebuildRate)} messages/s was measured in 2013 on a dedicated zEnterprise 196, and no newer IBM report re-measures it; IBM's z16 report (2022) saw most CF requests about ${num(Z16_CF_REQUEST_SLOWER.microseconds)} microsecond slower on z16 than on z15 (lines 472-475). Enter your own rate from a test failure.`,
        );
      }
      if (rate !== f.rebuildRate || connect !== f.connectSeconds) {
        warnings.push(`You changed the rebuild rate or the connect time from the report's (${num(f.rebuildRate)} messages/s, ${num(f.connectSeconds)} s, measured on a dedicated zEnterprise 196): the result is your figures through the report's method.`);
      }
      return {
        ok: true,
        summary: `Recovering ${num(structures)} ${structures === 1 ? 'structure' : 'structures'} of ${num(messages)} messages takes about ${reportStyle(recovery)} s${recovery >= 60 ? ` (${readableSeconds(recovery)})` : ''}: ${num(structures)} ${structures === 1 ? 'connect' : 'connects'} of ${num(connect)} s and ${num(structures * messages)} messages rebuilt at ${num(rate)} a second, one structure after another.`,
        outputs: { recoverySeconds: recovery, perStructureSeconds: perStructure, totalMessages: structures * messages },
        work,
        warnings,
      };
    },
  };
}

export default zosStructureRecovery(FIGURES);
