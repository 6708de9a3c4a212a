/**
 * The broker flow cost explorer's estimate as a calculator: the CPU a Message Broker V8 flow
 * needs per message at a message size, and the cores a target rate needs, from the single-flow
 * processing profiles of the WMB V8 on AIX report. Reads the dataset's own CSV
 * (processing-profiles-long) through the broker domain code the explorer also uses
 * (calculators/lib/broker), so the calculator, the explorer and the dataset page can never disagree.
 */
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { num, shortNumber } from './format.ts';
import longCsv from '../data/wmb-v8-aix/processing-profiles-long.csv?raw';
import { pointsFromCsv } from './lib/broker/points-csv.ts';
import { PERSISTENCE_LABEL, type Point } from './lib/broker/points.ts';
import { selectRows, DEFAULT_FILTERS, type ViewRow } from './lib/broker/view.ts';
import { ESTIMATE_RANGES, estimateCpu } from './lib/broker/estimate.ts';
import { REPORT_CORES, cpuMsPerMessage } from './lib/broker/cpu-formula.ts';
import { isStandardSize, sizeText } from './lib/broker/sizes.ts';
import { citing } from './lib/report-source.ts';
import cited from './citations/broker-flow-cost.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'wmb-v8-aix';
const DATASET = 'processing-profiles-long';
const KIB = 1024;

const source = citing(REPORT);

/** Every single-flow point of the report. The dataset page of each row's source table is where its source is shown. */
export const POINTS: readonly Point[] = pointsFromCsv(longCsv, `data/${REPORT}/${DATASET}.csv`, (id) => ({ href: `/data/${REPORT}/${id}/`, title: id }));

/** "Cheapest of every flow" is the default: the question is usually which flow, not how much for one. */
export const CHEAPEST = 'cheapest';
export const ANY_TRANSPORT = 'any';

const flows = [...new Map(POINTS.map((p) => [p.table, p])).values()];
const transports = [...new Set(POINTS.map((p) => p.transport))];
// Interpolation runs between the five standard sizes only (2kB to 20000kB); one-off sizes are not on that scale.
const standardBytes = POINTS.filter((p) => isStandardSize(p.size)).map((p) => p.bytes);
const MIN_BYTES = Math.min(...standardBytes);
const MAX_BYTES = Math.max(...standardBytes);

function flowLabel(p: Pick<Point, 'flow' | 'transport' | 'table'>): string {
  return `${p.flow} (${p.transport}, table ${Number.parseInt(p.table, 10)})`;
}

function pointCitation(r: ViewRow): string {
  return r.sources.map((s) => `report line ${s.reportLine} (${sizeText(s.size)}, ${s.title})`).join(' and ');
}

/** The report's formula on a printed row, for the worked examples (line 305). */
const formulaMs = (cpuPct: number, rate: number) => cpuMsPerMessage(cpuPct, rate, REPORT_CORES);

const definition: CalculatorDefinition = {
  id: 'broker-flow-cost',
  title: 'Message Broker flow cost: CPU per message and cores needed',
  group: 'broker',
  question: 'Which message flow costs least per message at my message size, and how many cores does my target rate need?',
  appliesTo:
    'WebSphere Message Broker V8.0 on AIX 7.1, IBM Power 780 with 8 POWER7 cores at 3.86 GHz, one flow instance driven by 20 client threads (the report\'s single-flow processing profiles). The CPU per message covers the whole machine (broker, MQ, DB2, AIX). Scale by the relative speed of your cores and measure: at higher concurrency the report\'s own scaling tests show the cost per message rising.',
  inputs: [
    {
      kind: 'enum',
      name: 'flow',
      label: 'Message flow',
      help: 'One of the report\'s single-flow tests, or the cheapest of them all at this size (with the transport and persistence chosen).',
      // Short labels: a select is as wide as its longest option, and it sits in a narrow column on wide screens.
      options: [{ value: CHEAPEST, label: 'The cheapest flow at this size' }, ...flows.map((p) => ({ value: p.table, label: flowLabel(p) }))],
      default: CHEAPEST,
    },
    {
      kind: 'enum',
      name: 'transport',
      label: 'Transport',
      help: 'Compare only flows reached by this transport (applies when the flow is "the cheapest").',
      options: [{ value: ANY_TRANSPORT, label: 'Any transport' }, ...transports.map((t) => ({ value: t, label: t }))],
      default: ANY_TRANSPORT,
    },
    {
      kind: 'enum',
      name: 'persistence',
      label: 'Persistence',
      help: 'Non-persistent also covers HTTP, SOAP, JMS and TCP/IP flows, where persistence does not apply.',
      options: (['NONE', 'FULL'] as const).map((p) => ({ value: p, label: PERSISTENCE_LABEL[p] })),
      default: 'NONE',
    },
    {
      kind: 'number',
      name: 'messageBytes',
      label: 'Message size',
      unit: 'bytes',
      help: `Between ${num(MIN_BYTES)} (2kB) and ${num(MAX_BYTES)} (20000kB), the standard sizes the report measured; between two measured sizes the cost is interpolated (derived).`,
      min: MIN_BYTES,
      max: MAX_BYTES,
      integer: true,
      default: 10 * KIB,
    },
    { kind: 'number', name: 'rate', label: ESTIMATE_RANGES.rate.label, unit: 'msgs/s', help: 'Messages per second the flow must process.', min: ESTIMATE_RANGES.rate.min, max: ESTIMATE_RANGES.rate.max, default: 2000 },
    { kind: 'number', name: 'cores', label: ESTIMATE_RANGES.cores.label, unit: 'cores', help: 'Physical cores of the machine it will run on.', min: ESTIMATE_RANGES.cores.min, max: ESTIMATE_RANGES.cores.max, default: 8 },
    { kind: 'number', name: 'ceiling', label: ESTIMATE_RANGES.ceiling.label, unit: '%', help: 'Highest CPU utilisation you plan for; 80% is our planning margin, not a report figure.', min: ESTIMATE_RANGES.ceiling.min, max: ESTIMATE_RANGES.ceiling.max, default: 80 },
    { kind: 'number', name: 'speed', label: ESTIMATE_RANGES.speed.label, unit: '×', help: 'Speed of one of your cores relative to one POWER7 3.86 GHz core of the report\'s server; your judgement.', min: ESTIMATE_RANGES.speed.min, max: ESTIMATE_RANGES.speed.max, default: 1 },
  ],
  outputs: [
    { name: 'cpuMsPerMsg', label: 'CPU per message on your cores', unit: 'ms' },
    { name: 'busyCores', label: 'Cores busy at the target rate', unit: 'count', noun: 'cores' },
    { name: 'coresNeeded', label: 'Cores needed under your ceiling', unit: 'count', noun: 'cores', help: 'Fractional; round up to buy.' },
    { name: 'utilisationPct', label: 'Utilisation of your machine', unit: 'percent' },
    { name: 'fits', label: 'Fits under your ceiling', unit: 'boolean' },
  ],
  formulas: [
    'CPU ms/msg (report, line 305) = (cores × 1000 × %CPU ÷ 100) ÷ message rate, with the report\'s 8 cores',
    'between two measured sizes: CPU ms/msg interpolated in a straight line by bytes (derived)',
    'cpuMsPerMsg = flow\'s CPU ms/msg ÷ relative core speed',
    'busyCores = rate × cpuMsPerMsg ÷ 1000; coresNeeded = busyCores ÷ ceiling; utilisationPct = 100 × busyCores ÷ your cores',
  ],
  explanation: [
    'The report measured every single-flow test with one flow instance on an 8-core POWER7 server and printed, for each message size and persistence, the message rate, the %CPU of the whole machine and the CPU milliseconds per message, from its formula (CPU ms/msg = cores × 1000 × %CPU ÷ 100 ÷ rate, line 305). Turned round, a rate of r messages a second keeps r × CPU ms/msg ÷ 1000 cores busy.',
    'The cost used is the more precise of two readings of each row: the printed CPU ms/msg (one decimal, so 0.1 means 0.05 to 0.15) or the formula on the printed rate and %CPU, whichever has the smaller rounding error; it is what the explorer on the report page ranks by. At a size the report did not measure, the cost is interpolated in a straight line between the measured sizes either side, a derived estimate. Where the report printed a CPU ms/msg its own formula cannot give, the dataset stores the corrected value (see the report\'s errata).',
    'It is an estimate to check by measurement, not a measured figure: one flow instance on the report\'s hardware. More instances and more concurrency raised the cost per message in the report\'s scaling tests, so leave headroom; the relative core speed is your judgement of your hardware against a POWER7 3.86 GHz core.',
    'The same data, every flow at once, filterable and charted, is the message-flow cost explorer on the Message Broker report page.',
  ],
  sources: citationList('broker-flow-cost', cited),
  examples: [
    {
      label: 'The cheapest flow at 10 KB, and cores for 2,000 msgs/s on 8 cores: MQ pass-through (BLOB), interpolated between lines 344 and 345',
      inputs: { flow: CHEAPEST, messageBytes: String(10 * KIB), rate: '2000', cores: '8', ceiling: '80' },
      // Straight line in bytes between the formula costs of the 2kB and 20kB rows (8,192 of 18,432 bytes along).
      expected: (() => {
        const cost = formulaMs(20, 17716.8) + ((10 * KIB - 2 * KIB) / (20 * KIB - 2 * KIB)) * (formulaMs(25, 14682.3) - formulaMs(20, 17716.8));
        return { cpuMsPerMsg: cost, coresNeeded: (2000 * cost) / 1000 / 0.8 };
      })(),
      tolerance: 1e-9,
      source: source([344, 345], 'MQ pass-through (BLOB), non-persistent, 2kB: 17,716.8 msgs/s at 20.0% CPU; 20kB: 14,682.3 msgs/s at 25.0% CPU'),
    },
    {
      label: 'MQ pass-through (BLOB), 2kB non-persistent, at 2,000 msgs/s (line 344, by the report\'s formula)',
      inputs: { flow: '04', persistence: 'NONE', messageBytes: String(2 * KIB), rate: '2000', cores: '8', ceiling: '80' },
      expected: { cpuMsPerMsg: formulaMs(20, 17716.8), busyCores: (2000 * formulaMs(20, 17716.8)) / 1000 },
      tolerance: 1e-9,
      source: source([344, 344], 'MQ pass-through (BLOB), 2kB, NONE: 17,716.8 msgs/s at 20.0% CPU'),
    },
    {
      label: 'ESQL transform, 20000kB non-persistent: 2,604.8 CPU ms/msg as printed (line 1168)',
      inputs: { flow: '41', persistence: 'NONE', messageBytes: String(20000 * KIB), rate: '1', cores: '8', ceiling: '80' },
      expected: { cpuMsPerMsg: 2604.8, coresNeeded: 2.6048 / 0.8 },
      tolerance: 1e-9,
      source: source([1168, 1168], 'ESQL transform, 20000kB, NONE: 0.2 msgs/s, 8.1% CPU, 2,604.8 CPU ms/msg'),
    },
  ],
  compute(v) {
    const flow = v.flow as string;
    const transport = v.transport as string;
    const persistence = v.persistence as 'NONE' | 'FULL';
    const bytes = v.messageBytes as number;
    const cheapest = flow === CHEAPEST;

    const view = selectRows(POINTS as Point[], {
      ...DEFAULT_FILTERS,
      flows: cheapest ? [] : [flow],
      transports: !cheapest || transport === ANY_TRANSPORT ? [] : [transport],
      persistence: [persistence],
      sizes: [],
      atKB: bytes / KIB,
      sort: 'cost',
    });
    const chosen = view.rows[0];
    if (!chosen) {
      if (!cheapest) {
        const measured = POINTS.filter((p) => p.table === flow && p.persistence === persistence);
        const name = flowLabel(flows.find((p) => p.table === flow)!);
        if (measured.length === 0) {
          return { ok: false, errors: [{ input: 'persistence', message: `Persistence (persistence) must be ${persistence === 'NONE' ? 'FULL' : 'NONE'} for ${name}: the report measured it only ${persistence === 'NONE' ? 'persistent' : 'non-persistent'}.` }] };
        }
        const sized = measured.map((p) => p.bytes).sort((a, b) => a - b);
        return {
          ok: false,
          errors: [{ input: 'messageBytes', message: `Message size (messageBytes) must be from ${num(sized[0]!)} to ${num(sized.at(-1)!)} bytes for ${name}, the sizes the report measured it at; got ${num(bytes)}.` }],
        };
      }
      return { ok: false, errors: [{ input: 'transport', message: `Transport (transport): no ${transport} flow was measured ${persistence === 'NONE' ? 'non-persistent' : 'persistent'} at ${num(bytes)} bytes; choose another transport or persistence, or "Any transport".` }] };
    }

    const estimate = estimateCpu(chosen.costMs, { rate: String(v.rate), cores: String(v.cores), ceiling: String(v.ceiling), speed: String(v.speed) });
    if (!estimate.ok) {
      // The inputs share the estimate's ranges, so this only happens if the two drift apart.
      return { ok: false, errors: estimate.errors.map((e) => ({ input: e.field, message: e.message })) };
    }
    const e = estimate.value;
    const measuredAt = chosen.costFrom === 'interpolated' ? `interpolated between ${pointCitation(chosen)} (derived)` : chosen.costFrom === 'formula' ? `the report's formula on the printed ${num(chosen.messagesPerS, 1)} msgs/s at ${num(chosen.cpuPct ?? 0, 1)}% CPU, ${pointCitation(chosen)}` : `as printed, ${pointCitation(chosen)}`;
    const work: WorkStep[] = [];
    if (cheapest) {
      const top = view.rows.slice(0, 5).map((r, i) => `${i + 1}. ${r.flow} (${r.transport}) ${num(r.costMs, 4)} ms`).join('; ');
      work.push({
        label: `Every ${persistence === 'NONE' ? 'non-persistent' : 'persistent'}${transport === ANY_TRANSPORT ? '' : ` ${transport}`} flow at ${num(bytes)} bytes, cheapest first (${view.rows.length} flows${view.outOfRange ? `; ${view.outOfRange} not measured at this size left out` : ''})`,
        formula: 'rank by CPU ms per message on the report\'s 8 cores',
        substituted: top,
      });
    }
    work.push(
      {
        label: `${chosen.flow} (${chosen.transport}) at ${sizeText(chosen.size)}, ${chosen.persistence}: CPU per message`,
        formula: 'cpuMsPerMsg = CPU ms/msg on the report\'s cores ÷ relative core speed',
        substituted: `${num(chosen.costMs, 4)} ms (${measuredAt}) ÷ ${num(v.speed as number)} = ${num(e.cpuMsPerMsg, 4)} ms`,
        output: 'cpuMsPerMsg',
      },
      {
        label: 'Cores kept busy by the target rate (the report\'s formula turned round)',
        formula: 'busyCores = rate × cpuMsPerMsg ÷ 1000',
        substituted: `${num(v.rate as number)} × ${num(e.cpuMsPerMsg, 4)} ÷ 1000 = ${num(e.busyCores, 3)}`,
        output: 'busyCores',
      },
      {
        label: 'Cores needed to stay under your ceiling',
        formula: 'coresNeeded = busyCores ÷ (ceiling ÷ 100)',
        substituted: `${num(e.busyCores, 3)} ÷ ${num((v.ceiling as number) / 100, 2)} = ${num(e.coresNeeded, 3)} (${num(Math.max(1, Math.ceil(e.coresNeeded - 1e-9)))} whole)`,
        output: 'coresNeeded',
      },
      {
        label: 'Your machine',
        formula: 'utilisationPct = 100 × busyCores ÷ your cores; highest rate at the ceiling = cores × ceiling × 1000 ÷ cpuMsPerMsg',
        substituted: `100 × ${num(e.busyCores, 3)} ÷ ${num(v.cores as number)} = ${num(e.utilisationPct, 2)}%; highest rate ${num(Math.round(e.maxRate))} msgs/s`,
        output: 'utilisationPct',
      },
    );
    const warnings: string[] = [];
    if (chosen.costFrom === 'interpolated') warnings.push(`${num(bytes)} bytes was not measured for this flow: its cost is interpolated between the measured sizes either side (${chosen.sources.map((s) => sizeText(s.size)).join(' and ')}), a derived estimate.`);
    if (chosen.msPrintedAs !== undefined) warnings.push(`The report printed ${chosen.msPrintedAs} CPU ms/msg for this row, which its own formula cannot give; the dataset stores the corrected ${num(chosen.printedMs ?? 0, 1)}.`);
    if (!e.fits) warnings.push(`At ${num(v.rate as number)} msgs/s this flow needs ${num(e.utilisationPct, 1)}% of your ${num(v.cores as number)} cores, over your ${num(v.ceiling as number)}% ceiling: ${num(Math.ceil(e.coresNeeded - 1e-9))} cores would do, or ${num(Math.round(e.maxRate))} msgs/s on these.`);
    warnings.push('Measured with one flow instance on the report\'s 8-core POWER7 server; more instances and concurrency raised the cost per message in its scaling tests. Measure before you buy.');
    const which = cheapest ? `The cheapest ${persistence === 'NONE' ? 'non-persistent' : 'persistent'} flow at ${num(bytes)} bytes is ${chosen.flow} (${chosen.transport})` : `${chosen.flow} (${chosen.transport}) at ${num(bytes)} bytes`;
    return {
      ok: true,
      summary: `${which}, ${shortNumber(e.cpuMsPerMsg)} CPU ms a message on your cores; ${num(v.rate as number)} msgs/s keeps ${shortNumber(e.busyCores)} cores busy and needs ${shortNumber(e.coresNeeded)} cores under a ${num(v.ceiling as number)}% ceiling (estimate from one flow instance; measure).`,
      outputs: { cpuMsPerMsg: e.cpuMsPerMsg, busyCores: e.busyCores, coresNeeded: e.coresNeeded, utilisationPct: e.utilisationPct, fits: e.fits },
      work,
      warnings,
    };
  },
};

export default definition;
