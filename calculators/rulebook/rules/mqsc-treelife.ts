/**
 * TREELIFE, the queue manager's topic scavenger interval, against the z/OS V7.1 report's section on
 * it. Its numbers are the TREELIFE calculator's constants (calculators/treelife.ts), imported, so
 * the checker and the calculator cannot disagree; every finding opens the calculator on the value
 * read. The report gives no upper threshold (how often is enough depends on how fast subscriptions
 * come and go), so a long interval is not graded, only explained.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { effectiveObjects, mqscWhole, queueManagerObject } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };
import { CPU_FINDINGS, TOO_FREQUENT, TREELIFE_DEFAULT, TREELIFE_MAX, TREELIFE_MIN, UNWANTED_TOPICS_GUIDE } from '../../treelife.ts';
import { num } from '../../format.ts';

export const rule = ruleFacts(facts, 'mqsc.treelife', [
  threshold({ TREELIFE_MIN: TREELIFE_MIN.value }, 'seconds', `0 means unwanted topics are never removed (report line ${TREELIFE_MIN.line})`),
  threshold({ TREELIFE_MAX: TREELIFE_MAX.value }, 'seconds', `report line ${TREELIFE_MAX.line}`),
  threshold({ TREELIFE_DEFAULT: TREELIFE_DEFAULT.value }, 'seconds', `report line ${TREELIFE_DEFAULT.line}`),
  threshold({ TOO_FREQUENT: TOO_FREQUENT.value }, 'seconds', `too frequent on an idle queue manager with no topics (report line ${TOO_FREQUENT.line})`),
  threshold({ UNWANTED_TOPICS_GUIDE: UNWANTED_TOPICS_GUIDE.value }, 'unwanted topics', `benefits seen at or below this many (report line ${UNWANTED_TOPICS_GUIDE.line})`),
]);

const group = (n: number) => num(n);
const GUIDE = `The z/OS V7.1 report saw benefits from scavenging often enough that no more than ${group(UNWANTED_TOPICS_GUIDE.value)} unwanted topics were known to the queue manager; the right value depends on the rate of unsubscribing, and the report gives no upper limit.`;

export function check(ctx: CheckContext): Finding[] {
  const attr = queueManagerObject(effectiveObjects(ctx))?.attributes.get('TREELIFE');
  if (!attr) return [];
  const n = mqscWhole(attr.value);
  if (n === null || n < BigInt(TREELIFE_MIN.value) || n > BigInt(TREELIFE_MAX.value)) {
    return [finding(rule, { severity: 'warning', title: `QMGR TREELIFE(${attr.value}) is outside ${group(TREELIFE_MIN.value)}–${group(TREELIFE_MAX.value)} seconds`, recommended: `Set TREELIFE to a whole number of seconds from ${TREELIFE_MIN.value} to ${group(TREELIFE_MAX.value)}.`, why: `TREELIFE takes ${TREELIFE_MIN.value} to ${group(TREELIFE_MAX.value)} seconds (default ${group(TREELIFE_DEFAULT.value)}).`, line: attr.line })];
  }
  const seconds = Number(n);
  const calculator = { label: `TREELIFE calculator at ${group(seconds)} s`, href: `/calculators/treelife/?treelife=${seconds}` };
  if (seconds === 0) {
    return [
      finding(rule, {
        severity: 'info',
        title: 'QMGR TREELIFE(0): the topic scavenger never removes unwanted topics',
        recommended: 'Right when the queue manager does no publish/subscribe, as the report advises; with publish/subscribe and dynamic topic strings, set an interval so unwanted topics do not build up.',
        why: `Topics left by removed subscriptions stay in the tree until the scavenger runs; a growing tree slows new subscriptions, above all wildcard ones, and takes storage. ${GUIDE}`,
        line: attr.line,
        calculator,
      }),
    ];
  }
  if (seconds <= TOO_FREQUENT.value) {
    return [
      finding(rule, {
        severity: 'info',
        title: `QMGR TREELIFE(${seconds}): the scavenger runs at least every ${TOO_FREQUENT.value} seconds`,
        recommended: `Keep it only if subscriptions come and go fast enough to need it: on an idle queue manager with no topics the report found ${TOO_FREQUENT.value} s too frequent, and every run scans the whole tree, topics still in use included.`,
        why: `The scavenger costs CPU on each run, in a high-priority task of the queue manager. ${GUIDE}`,
        line: attr.line,
        calculator,
      }),
    ];
  }
  return [
    finding(rule, {
      severity: 'ok',
      title: `QMGR TREELIFE(${seconds}): the scavenger runs every ${group(seconds)} s${seconds === TREELIFE_DEFAULT.value ? ' (IBM’s default)' : ''}`,
      why: `${GUIDE} With a high turnover of subscriptions the report measured ${CPU_FINDINGS.totalReductionPct.value}% less CPU in total with TREELIFE(${CPU_FINDINGS.totalReductionPct.treelife}) than with the scavenger running too rarely; the calculator shows how long a tree of unwanted topics takes to clear at this value.`,
      line: attr.line,
      calculator,
    }),
  ];
}

export default { rule, check };
