/**
 * Queues persistent by default (DEFPSIST(YES)). An application that puts with persistence "as queue
 * default" then writes every message synchronously to the recovery log, on a significantly longer
 * path, which IBM's 2020 best practices advise only for messages that must survive a restart.
 * Whether they must is the application's to say, so the rule names the queue and never does more
 * than note it. SYSTEM queues are IBM's own and left out.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { effectiveObjects, objectLabel, objectsOfType, type EffectiveObject } from '../lib/objects.ts';
import { foldLikeNotes } from '../lib/like-notes.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import type { MqscAttribute } from '../objects.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** Queue types that carry DEFPSIST (DefPersistence (MQLONG)). */
export const DEFPSIST_QUEUE_TYPES = ['QLOCAL', 'QMODEL', 'QALIAS', 'QREMOTE'] as const;

export const rule = ruleFacts(facts, 'mqsc.queue-persistence', [threshold({ DEFPSIST_QUEUE_TYPES }, 'queue types')]);

const TITLE = ': DEFPSIST(YES): messages put with persistence as the queue’s default are persistent';
const RECOMMENDED = 'Keep it only if those messages must survive a queue manager restart; otherwise DEFPSIST(NO), or have the applications choose persistence explicitly.';
const WHY = 'A persistent message is written synchronously to the recovery log and takes a significantly longer path through the queue manager; IBM’s 2020 best practices advise persistence only for messages that must survive a restart. The default applies when the putting application asks for persistence as the queue defines it; the first definition on the queue-name resolution path (an alias or remote definition before the local queue) decides.';

export function check(ctx: CheckContext): Finding[] {
  // A loop, not flatMap: a gather of 50 queue managers has 100,000 such queues. Only the queues are
  // gathered; past NOTES_EACH their notes are folded into the first as they would be later, so a
  // queue manager's 2,000 notes are never made (lib/like-notes.ts).
  const noted: { q: EffectiveObject; a: MqscAttribute }[] = [];
  for (const q of objectsOfType(effectiveObjects(ctx), ...DEFPSIST_QUEUE_TYPES)) {
    const a = q.attributes.get('DEFPSIST');
    if (!a || a.value.toUpperCase() !== 'YES' || q.name.toUpperCase().startsWith('SYSTEM.')) continue;
    noted.push({ q, a });
  }
  return foldLikeNotes(
    noted,
    ({ q, a }) => finding(rule, { severity: 'info', title: objectLabel(q) + TITLE, recommended: RECOMMENDED, why: WHY, line: a.line }),
    ({ a }) => a.line,
  );
}

export default { rule, check };
