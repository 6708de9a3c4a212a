/**
 * TREELIFE: how long the topic scavenger takes to clear a tree of unwanted topics, and what
 * TREELIFE keeps the backlog within the report's guide, from the MQ for z/OS V7.1 report's
 * section "Topic scavenger / queue manager attribute TREELIFE".
 */
import type { CalculatorDefinition, ResultChart, Snippet, WorkStep } from './types.ts';
import { describeSeconds } from './lib/duration.ts';
import { show } from './lib/round.ts';
import { backlogBound, largestTreelifeWithin, longestWaitSeconds, removalSchedule, secondsToClear } from './lib/topic-scavenger.ts';
import { citing } from './lib/report-source.ts';
import cited from './citations/treelife.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-zos-v71';

/** A fact from the report with the line it is printed on. */
interface Fact<T = number> {
  value: T;
  line: number;
}

/** Valid TREELIFE values and the default, in seconds; 0 means never removed (line 1136). */
export const TREELIFE_MIN: Fact = { value: 0, line: 1136 };
export const TREELIFE_MAX: Fact = { value: 604000, line: 1136 };
export const TREELIFE_DEFAULT: Fact = { value: 1800, line: 1136 };

/** "a simple tree with just 4 levels … would take 4 passes … so TREELIFE(120) would take 8 minutes" (line 1175). */
export const WORKED_EXAMPLE = { depth: 4, treelife: 120, minutes: 8, line: 1175 } as const;

/** "no more than 200,000 unwanted topics known to the queue manager" (line 1167). */
export const UNWANTED_TOPICS_GUIDE: Fact = { value: 200000, line: 1167 };

/** On an idle queue manager with no topics, "a value of 60 is too frequent" (line 1203). */
export const TOO_FREQUENT: Fact = { value: 60, line: 1203 };

/**
 * The report's CPU findings, as ratios only: its charts (16-19) are not in the text and it gives
 * no CPU cost per topic or per pass, so none is derived here.
 */
export const CPU_FINDINGS = {
  /** With TREELIFE(3600), MQSUB at 1,000,000 unwanted topics costs 3.5 times as much as with fewer than 100,000 (line 1239). */
  mqsubRatio: { value: 3.5, treelife: 3600, unwantedTopics: 1000000, fewerThan: 100000, line: 1239 },
  /** Scavenging often: queue manager CPU 3% higher (line 1247) … */
  queueManagerIncreasePct: { value: 3, line: 1247 },
  /** … application cost 45% lower (line 1249) … */
  applicationReductionPct: { value: 45, line: 1249 },
  /** … and 10% less CPU in total, with the scavenger every 120 seconds (line 1251). */
  totalReductionPct: { value: 10, treelife: 120, line: 1251 },
} as const;

const MAX_DEPTH = 100;
const MAX_TOPICS_PER_LEVEL = 10000000;
const MAX_RATE = 100000;

const source = citing(REPORT);

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Remaining unwanted topics (or levels, without counts) after each pass, drawn as a step line. */
function removalChart(depth: number, treelife: number, perLevel: readonly number[] | undefined): ResultChart {
  const counting = perLevel ? 'topics' : 'levels';
  const schedule = removalSchedule(perLevel ?? Array.from({ length: depth }, () => 1), treelife);
  const start = perLevel ? sum(perLevel) : depth;
  const steps = [
    { pass: 0, seconds: 0, remaining: start, removed: 0, label: 'Topics become unwanted' },
    ...schedule.map((p) => ({ pass: p.pass, seconds: p.atSeconds, remaining: p.remaining, removed: p.removed, label: `Pass ${p.pass} removes level ${p.level}` })),
  ];
  const yTitle = perLevel ? 'Unwanted topics left' : 'Levels of unwanted topics left';
  const series = `Unwanted ${counting} left`;
  return {
    title: `Unwanted ${counting} left after each scavenger pass, TREELIFE(${treelife})`,
    caption: `Model built on the report's rule (lines 1173-1181): each pass removes only leaf topics, so the bottom level goes first and the top level last, one pass every ${show(treelife)} seconds. ${perLevel ? 'Counts per level are yours.' : 'Enter topic counts per level to see topics instead of levels.'} Not a measurement.`,
    description: `${yTitle} after each pass: ${steps.map((s) => `${show(s.seconds)} s: ${show(s.remaining)}`).join('; ')}.`,
    x: { kind: 'linear', title: 'Seconds after the topics became unwanted', format: 'integer' },
    y: { kind: 'linear', title: yTitle, format: 'integer' },
    series: [series],
    marks: [
      {
        kind: 'line',
        series,
        curve: 'step-after',
        markers: true,
        points: steps.map((s) => ({ x: s.seconds, y: s.remaining, note: `${s.label}, ${show(s.removed)} ${perLevel ? 'topics' : 'levels'} removed` })),
      },
    ],
  };
}

const guide = UNWANTED_TOPICS_GUIDE.value;
const { mqsubRatio, queueManagerIncreasePct, applicationReductionPct, totalReductionPct } = CPU_FINDINGS;

const definition: CalculatorDefinition = {
  id: 'treelife',
  title: 'TREELIFE and the topic scavenger',
  group: 'zos',
  question: 'How long does the topic scavenger take to clear unwanted topics, and what TREELIFE keeps them in check?',
  appliesTo:
    'From the WebSphere MQ for z/OS V7.1 performance report (SupportPac MP1H, May 2013), measured on a 3-processor LPAR of a zEnterprise 196 (2817-779). The leaf-only rule and the TREELIFE range are the report\'s; the CPU findings are ratios from that system. Check your release\'s documentation of TREELIFE before relying on the range.',
  inputs: [
    {
      kind: 'number',
      name: 'treelife',
      label: 'TREELIFE',
      unit: 's',
      help: `How often the topic scavenger runs: the seconds non-administrative topics may stay before they are removed. ${show(TREELIFE_MIN.value)} to ${show(TREELIFE_MAX.value)}; default ${show(TREELIFE_DEFAULT.value)}; 0 means never removed.`,
      min: TREELIFE_MIN.value,
      max: TREELIFE_MAX.value,
      integer: true,
      default: TREELIFE_DEFAULT.value,
    },
    {
      kind: 'number',
      name: 'depth',
      label: 'Levels of unwanted topics',
      unit: 'levels',
      help: 'How many levels deep the tree of unwanted topics goes, counting only levels where every topic is unwanted (at least 1).',
      min: 1,
      max: MAX_DEPTH,
      integer: true,
      default: WORKED_EXAMPLE.depth,
    },
    {
      kind: 'list',
      name: 'topicsPerLevel',
      label: 'Unwanted topics per level',
      unit: 'topics',
      help: 'How many unwanted topics each level holds, top level first, separated by commas (e.g. 10,100,1000,10000). One count per level.',
      min: 1,
      max: MAX_TOPICS_PER_LEVEL,
      integer: true,
      maxItems: MAX_DEPTH,
      optional: true,
    },
    {
      kind: 'number',
      name: 'unsubscribesPerSec',
      label: 'Unwanted topics created per second',
      unit: 'topics/s',
      help: 'How fast unsubscribing leaves topics unwanted (count every topic an unsubscribe leaves unused). Gives the backlog and the largest TREELIFE that keeps it under 200,000.',
      min: 0,
      max: MAX_RATE,
      optional: true,
    },
  ],
  outputs: [
    { name: 'passes', label: 'Scavenger passes needed', unit: 'count', noun: 'passes' },
    { name: 'secondsToClear', label: 'Time to clear the unwanted topics', unit: 'seconds', help: '"never" when TREELIFE is 0.' },
    { name: 'unwantedTopics', label: 'Unwanted topics in the tree', unit: 'count', noun: 'topics', optional: true },
    { name: 'backlogTopics', label: 'Most unwanted topics waiting at once (model)', unit: 'count', noun: 'topics', optional: true, help: 'A model built on the report\'s rule, not a measurement.' },
    { name: 'maxTreelifeFor200k', label: 'Largest TREELIFE keeping them under 200,000 (model)', unit: 'seconds', optional: true, help: 'A model built on the report\'s rule, not a measurement.' },
  ],
  formulas: [
    'passes = levels of unwanted topics (only leaf topics are removed on each pass)',
    'secondsToClear = passes × TREELIFE; never when TREELIFE is 0',
    'Model: longest wait = (levels + 1) × TREELIFE (a topic left unwanted just after a pass waits up to one more interval)',
    'Model: backlogTopics = unwanted topics per second × (levels + 1) × TREELIFE',
    'Model: maxTreelifeFor200k = floor(200,000 ÷ (unwanted topics per second × (levels + 1))), at most 604,000',
  ],
  explanation: [
    `TREELIFE is the queue manager attribute that sets how often the topic scavenger runs: the time in seconds non-administrative topics may stay before they are removed, from ${show(TREELIFE_MIN.value)} to ${show(TREELIFE_MAX.value)} (about 7 days), default ${show(TREELIFE_DEFAULT.value)}; 0 means they are never removed (line ${TREELIFE_DEFAULT.line}). Topics become unwanted when subscriptions are removed; in most systems the topic tree hardly changes, and it is applications using dynamic topic strings, such as ones containing a time or date stamp, that leave topics behind (lines 1140-1142). There is no message when the scavenger starts or ends (line 1132).`,
    `Why it takes several runs: the scavenger removes only topics with no child topics (leaf topics) on each pass, so a tree of unwanted topics D levels deep needs D passes. The report's example: a 4-level tree takes 4 passes, so TREELIFE(${WORKED_EXAMPLE.treelife}) takes ${WORKED_EXAMPLE.minutes} minutes (lines 1173-${WORKED_EXAMPLE.line}). That rule counts one interval per pass; a topic that becomes unwanted just after a pass can wait up to one more interval, so (D + 1) × TREELIFE is a safer upper bound (our caveat, not the report's), and the backlog figures below use that same (D + 1) × TREELIFE.`,
    `Choosing a value: with no publish/subscribe work, the report advises TREELIFE(0) (line 1163). With publish/subscribe it depends on how many subscriptions come and go; the report saw benefits from scavenging often enough that no more than ${show(guide)} unwanted topics were known to the queue manager (line ${UNWANTED_TOPICS_GUIDE.line}), and says the right setting depends on the rate of unsubscribing and the number of leaf topics available for scavenging (line 1169). The backlog figures here are our model on that rule: if topics become unwanted at r per second and each is gone within (D + 1) × TREELIFE seconds (the caveat above), at most r × (D + 1) × TREELIFE wait at once.`,
    `What the report measured about CPU (ratios only): with TREELIFE(${mqsubRatio.treelife}), an MQSUB with ${show(mqsubRatio.unwantedTopics)} unwanted topics cost ${mqsubRatio.value} times as much as with fewer than ${show(mqsubRatio.fewerThan)} (line ${mqsubRatio.line}). Running the scavenger every ${totalReductionPct.treelife} seconds raised the queue manager's CPU by ${queueManagerIncreasePct.value}% but cut the application's by ${applicationReductionPct.value}%, ${totalReductionPct.value}% less CPU in total (lines ${queueManagerIncreasePct.line}-${totalReductionPct.line}). On an idle queue manager with no topics, TREELIFE(${TOO_FREQUENT.value}) cost consistently more than 120 or 1800, "too frequent" there (lines 1199-${TOO_FREQUENT.line}); topics that are not eligible for removal are scanned again on every run, so scavenging a large tree of topics still in use too often costs CPU for nothing (lines 1221-1231). The scavenger runs as a high-priority task in the queue manager address space, so frequent runs on a CPU-constrained system can slow other work (line 1153).`,
    'The report gives no CPU cost per topic or per scavenger pass (its charts are not in the text), so this calculator does not estimate one.',
  ],
  sources: citationList('treelife', cited),
  examples: [
    {
      label: 'The report\'s 4-level tree at TREELIFE(120)',
      inputs: { treelife: String(WORKED_EXAMPLE.treelife), depth: String(WORKED_EXAMPLE.depth) },
      expected: { passes: 4, secondsToClear: 480 },
      source: source([1175, 1175], '4 levels take 4 passes; TREELIFE(120) takes 8 minutes'),
    },
    {
      label: 'TREELIFE(0): unwanted topics are never removed',
      inputs: { treelife: '0', depth: '4' },
      expected: { passes: 4, secondsToClear: 'never' },
      source: source([1136, 1136], 'A value of 0 means that non-administrative topics are not removed'),
    },
  ],
  compute(v) {
    const treelife = v.treelife as number;
    const depth = v.depth as number;
    const perLevel = v.topicsPerLevel as number[] | undefined;
    const rate = v.unsubscribesPerSec as number | undefined;

    if (perLevel && perLevel.length !== depth) {
      return {
        ok: false,
        errors: [
          {
            input: 'topicsPerLevel',
            message: `Unwanted topics per level (topicsPerLevel) needs one count per level: Levels of unwanted topics (depth) is ${depth}, so give ${depth} comma-separated counts, top level first; got ${perLevel.length}.`,
          },
        ],
      };
    }

    const clear = secondsToClear(depth, treelife);
    const work: WorkStep[] = [
      {
        label: 'Passes needed (only leaf topics go on each pass, line 1173)',
        formula: 'passes = levels of unwanted topics',
        substituted: `passes = ${show(depth)}`,
        output: 'passes',
      },
      {
        label: `Time to clear (the report's rule, line ${WORKED_EXAMPLE.line})`,
        formula: 'secondsToClear = passes × TREELIFE',
        substituted: clear === undefined ? 'TREELIFE(0): the scavenger never removes them, so never' : `${show(depth)} × ${show(treelife)} = ${describeSeconds(clear)}`,
        output: 'secondsToClear',
      },
    ];
    const warnings: string[] = [];
    const outputs: Record<string, number | 'never' | null> = {
      passes: depth,
      secondsToClear: clear ?? 'never',
      unwantedTopics: null,
      backlogTopics: null,
      maxTreelifeFor200k: null,
    };

    if (treelife === 0) {
      warnings.push(`TREELIFE(0): non-administrative topics are never removed (line ${TREELIFE_MIN.line}). The report advises it only for a queue manager with no publish/subscribe work (line 1163).`);
    } else if (treelife <= TOO_FREQUENT.value) {
      warnings.push(`On an idle queue manager with no topics the report found TREELIFE(${TOO_FREQUENT.value}) used consistently more CPU than longer settings: "a value of ${TOO_FREQUENT.value} is too frequent" there (line ${TOO_FREQUENT.line}).`);
    }

    if (perLevel) {
      const total = sum(perLevel);
      outputs.unwantedTopics = total;
      work.push({ label: 'Unwanted topics in the tree', formula: 'the sum of the counts per level', substituted: `${perLevel.map((n) => show(n)).join(' + ')} = ${show(total)}`, output: 'unwantedTopics' });
      if (total > guide) {
        warnings.push(`This tree holds ${show(total)} unwanted topics, more than the ${show(guide)} the report saw benefits from staying under (line ${UNWANTED_TOPICS_GUIDE.line}).`);
      }
    }

    const snippets: Snippet[] = [{ label: 'Set TREELIFE (MQSC)', language: 'mqsc', text: `ALTER QMGR TREELIFE(${treelife})` }];

    if (rate !== undefined) {
      const largest = largestTreelifeWithin(guide, rate, depth);
      const capped = Math.min(largest, TREELIFE_MAX.value);
      if (treelife === 0 && rate > 0) {
        warnings.push(`With TREELIFE(0) and ${show(rate, 3)} unwanted topics a second, the backlog never stops growing: it passes ${show(guide)} after ${describeSeconds(guide / rate)} (model).`);
      } else {
        const backlog = Math.round(backlogBound(rate, depth, treelife));
        outputs.backlogTopics = backlog;
        work.push({
          label: 'Most unwanted topics waiting at once (model built on the report\'s rule, not a measurement)',
          formula: 'backlog = unwanted topics per second × (levels + 1) × TREELIFE, each topic waiting at most (levels + 1) intervals',
          substituted: `${show(rate, 3)} × (${show(depth)} + 1) × ${show(treelife)} = ${show(backlog)}`,
          output: 'backlogTopics',
        });
        if (backlog > guide) {
          warnings.push(`The model's backlog, ${show(backlog)} unwanted topics, is above the ${show(guide)} the report saw benefits from staying under (line ${UNWANTED_TOPICS_GUIDE.line}).`);
        }
      }
      if (capped >= 1) {
        outputs.maxTreelifeFor200k = capped;
        work.push({
          label: `Largest TREELIFE keeping the backlog within ${show(guide)} (model, not a measurement)`,
          formula: `maxTreelife = floor(${show(guide)} ÷ (unwanted topics per second × (levels + 1))), at most ${show(TREELIFE_MAX.value)}`,
          substituted:
            rate === 0
              ? `no new unwanted topics: any TREELIFE keeps the backlog at 0, so the largest valid value, ${show(TREELIFE_MAX.value)}`
              : `floor(${show(guide)} ÷ (${show(rate, 3)} × (${show(depth)} + 1))) = ${show(largest)}${largest > TREELIFE_MAX.value ? `, capped at ${show(TREELIFE_MAX.value)}` : ''} s`,
          output: 'maxTreelifeFor200k',
        });
        if (capped < treelife || treelife === 0) {
          snippets.push({ label: `TREELIFE keeping the model's backlog within ${show(guide)} (MQSC)`, language: 'mqsc', text: `ALTER QMGR TREELIFE(${capped})` });
        }
        if (capped <= TOO_FREQUENT.value) {
          warnings.push(
            `Keeping under ${show(guide)} would need TREELIFE(${capped}) or less, which the report found too frequent on an idle queue manager (line ${TOO_FREQUENT.line}). Fewer topics left behind (for example topic strings without time stamps, line 1142) is the other lever.`,
          );
        }
      } else {
        warnings.push(`No TREELIFE keeps the model's backlog within ${show(guide)}: even 1 second allows ${show(backlogBound(rate, depth, 1))} (model). Fewer topics left behind (for example topic strings without time stamps, line 1142) is what is left to change.`);
      }
    }

    const clearText = clear === undefined ? 'TREELIFE(0) never removes them' : `the scavenger clears them in ${show(depth)} pass${depth === 1 ? '' : 'es'}, ${describeSeconds(clear)} by the report's rule (up to ${describeSeconds(longestWaitSeconds(depth, treelife))} for a topic left just after a pass)`;
    const backlogText = typeof outputs.backlogTopics === 'number' ? `; at ${show(rate as number, 3)} a second, at most ${show(outputs.backlogTopics)} wait at once (model)` : '';
    return {
      ok: true,
      summary: `With TREELIFE(${treelife}) and ${show(depth)} level${depth === 1 ? '' : 's'} of unwanted topics, ${clearText}${backlogText}.`,
      outputs,
      work,
      warnings,
      snippets,
      ...(treelife > 0 ? { chart: removalChart(depth, treelife, perLevel) } : {}),
    };
  },
};

export default definition;
