/**
 * SHARECNV on server-connection channels. IBM's 2023 MQ 9.3 Linux report ran every client channel
 * with SHARECNV(1) and calls it the recommendation for performance; IBM's tuning page says why (ten
 * conversations on one socket contend for its receiving thread, on average 15% slower) and that 1
 * keeps every feature sharing brought, which 0 gives up. The 9.3 tuning page lists SHARECNV(1) and
 * SHARECNV(0) as the two settings that give best performance when conversations need not be shared,
 * so 0 is no performance fault: what it gives up is function (heartbeats, read-ahead, asynchronous
 * consume, quiescing), which a note says, with the raise to 1 offered. Going from 10 to 1 is a trade, not a fix
 * to paste: each conversation becomes its own channel instance, counted by MAXINST and MaxChannels,
 * with its own storage (the z/OS V7.1 report's figures), so the rule says so and offers no command
 * that lowers the value. Only 0 → 1 is offered, as a raise.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { alterCommand, attributeValue, channelsOfType, defaultObjectName, effectiveObjects, mqscWhole, objectLabel, valueWords } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** IBM's recommendation for performance (MQ 9.3 Linux report, lines 1447–1448). */
export const RECOMMENDED_SHARECNV = 1n;
/** IBM's shipped default in SYSTEM.DEF.SVRCONN (SharingConversations (MQLONG)). */
export const IBM_DEFAULT_SHARECNV = '10';
/** From this value up a channel keeps heartbeats, read-ahead, asynchronous consume and quiescing. */
export const FEATURES_FROM_SHARECNV = 1n;

/** The z/OS V7.1 report's storage per connection (KB), quoted in every finding above 1; lines 256–260, 290–294, 311–324. */
export const ZOS_V71_STORAGE = 'on z/OS V7.1, CSA per connection 4.85 KB at SHARECNV(1) against about 2.7 KB at SHARECNV(10), queue manager storage 36.5 KB per connection against 23 KB, and a channel initiator footprint of 173 KB per SHARECNV(1) channel against 253 KB per SHARECNV(10) channel of ten conversations (25.3 KB each, derived), with 1 KB messages';

export const rule = ruleFacts(facts, 'mqsc.svrconn-sharecnv', [
  threshold({ RECOMMENDED_SHARECNV }, 'conversations per channel instance', 'IBM’s recommendation for performance on distributed platforms'),
  threshold({ FEATURES_FROM_SHARECNV }, 'conversations per channel instance', 'below it (0) heartbeats, read-ahead, asynchronous consume and quiescing are lost'),
  threshold({ IBM_DEFAULT_SHARECNV }, 'conversations per channel instance', 'IBM’s default, from SYSTEM.DEF.SVRCONN'),
]);

const SYSTEM_DEFAULT = defaultObjectName('SVRCONN');

const WHY_ONE = 'IBM recommends SHARECNV(1) for performance on distributed queue managers: conversations sharing one socket contend for its receiving thread, and the default of 10 is on average 15% slower there; 1 keeps heartbeats, read-ahead, asynchronous consume and quiescing.';

export function check(ctx: CheckContext): Finding[] {
  const all = effectiveObjects(ctx);
  return channelsOfType(all, ['SVRCONN']).flatMap((ch): Finding[] => {
    // The default object is named as such: its value is what every SVRCONN defined without SHARECNV gets.
    const name = `${objectLabel(ch)}${ch.name === SYSTEM_DEFAULT ? ' (the default for SVRCONN channels defined without SHARECNV)' : ''}`;
    const v = attributeValue(ch, 'SHARECNV', IBM_DEFAULT_SHARECNV, all);
    if (v.kind === 'unknown') return [];
    const n = mqscWhole(v.value);
    const said = valueWords('SHARECNV', v);
    if (n === null) return [finding(rule, { severity: 'info', title: `${name}: ${said} is not a whole number`, recommended: 'Check the line: SHARECNV takes a whole number, 0 to 999,999,999.', why: 'The value could not be compared with IBM’s recommendation.', line: v.line })];
    if (n < FEATURES_FROM_SHARECNV) {
      const cmd = alterCommand(ch, `SHARECNV(${RECOMMENDED_SHARECNV})`);
      return [
        finding(rule, {
          severity: 'info',
          title: `${name}: ${said} runs the channel as before WebSphere MQ 7.0 (one of IBM’s two best-performing settings, without the features of 1 and above)`,
          recommended: 'Performance is not the reason to change it: IBM’s 9.3 tuning page lists SHARECNV(1) and SHARECNV(0) as the two settings that give best performance. Raise it to 1 if your clients need heartbeats while not in an MQGET, read-ahead, asynchronous consume or STOP CHANNEL MODE(QUIESCE), unless a client application is known not to run correctly with 1 or more (IBM’s reason for 0).',
          why: 'SHARECNV(0) gives up bi-directional heartbeats (they flow only while an MQGET is waiting), read-ahead, asynchronous consume and administrator stop-quiesce; SHARECNV(1) keeps them with one conversation per channel instance, and performs as 0 does on distributed servers.',
          line: v.line,
          fixes: cmd ? [{ label: `Raise ${objectLabel(ch)} to SHARECNV(1) (runmqsc; new channel instances use it)`, language: 'mqsc', text: cmd }] : [],
        }),
      ];
    }
    if (n === RECOMMENDED_SHARECNV) return [finding(rule, { severity: 'ok', title: `${name}: ${said}, IBM’s recommendation for performance`, why: WHY_ONE, line: v.line })];
    return [
      finding(rule, {
        severity: 'info',
        title: `${name}: ${said}, above IBM’s recommended SHARECNV(1) for performance`,
        recommended: `For throughput on a distributed queue manager, consider SHARECNV(1) (ALTER CHANNEL … SHARECNV(1)); no command is given, as it lowers a value you set. First check what it gives up: every conversation then has its own channel instance, so MAXINST, MAXINSTC and qm.ini MaxChannels must allow one instance per connection rather than one per ${n.toString()}.`,
        why: `${WHY_ONE} What a lower value costs is storage and instances, not features: ${ZOS_V71_STORAGE}.`,
        line: v.line,
      }),
    ];
  });
}

export default { rule, check };
