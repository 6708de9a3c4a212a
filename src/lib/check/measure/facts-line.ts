/**
 * The measurements panel's line of words read (log type, HA role, MQ release), beside its numbers.
 * Pure, so it is tested on its own on a real gather.
 */
import type { Fact } from '../../../../calculators/check/measure/types.ts';
import { whichQueueManagers } from '../../../../calculators/check/measure/queue-manager-names.ts';

const FACT_LABEL: Record<Fact['name'], string> = { mqRelease: 'MQ release', haRole: 'HA role', logType: 'Log type', haType: 'HA', drRole: 'DR role', queueManager: 'Queue manager', fioJob: 'fio job' };

/**
 * The words read, each said once: where several queue managers gave the same word (fifty replies
 * saying LOGTYPE(CIRCULAR)), once with the queue managers it holds for. A lone queue manager's name
 * is said; several are named beside their words instead.
 */
export function factsLine(facts: readonly Fact[]): string {
  const named = new Set(facts.flatMap((f) => [f.queueManager, f.name === 'queueManager' ? f.value : undefined]).filter(Boolean));
  const several = named.size > 1;
  const said = new Map<string, { fact: Fact; queueManagers: string[] }>();
  for (const f of facts) {
    if (several && f.name === 'queueManager') continue;
    // One queue manager's name is said once, whichever outputs named it.
    const key = f.name === 'queueManager' ? `${f.name}\u0000${f.value}` : `${f.name}\u0000${f.value}\u0000${f.origin}`;
    const entry = said.get(key) ?? said.set(key, { fact: f, queueManagers: [] }).get(key)!;
    if (f.queueManager && !entry.queueManagers.includes(f.queueManager)) entry.queueManagers.push(f.queueManager);
  }
  return [...said.values()]
    .map(({ fact, queueManagers: qms }) => `${FACT_LABEL[fact.name]} ${fact.value} (${fact.origin}${several && qms.length ? `; ${whichQueueManagers(qms, named.size)}` : ''})`)
    .join('; ');
}
