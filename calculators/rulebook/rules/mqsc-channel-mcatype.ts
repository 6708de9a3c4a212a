/**
 * MCATYPE on the channels whose agent the queue manager starts (sender, server, requester and the
 * cluster channels). IBM's 2020 best practices measured everything with threaded channels (runmqlsr,
 * and MCATYPE(THREAD) for server channels), and both it and the HP-UX report list what threaded
 * channels save against a process per channel (virtual memory, processes, file handles, IPC), said
 * mostly of the listener; neither measures MCATYPE(PROCESS) on its own, so it is a note, never a warning. The default
 * differs by type: PROCESS for SDR, SVR and RQSTR, THREAD for the cluster channels (IBM's syntax
 * diagrams; the sender's own diagram was not among the pages found, so SDR is taken to be the server's).
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { alterCommand, attributeValue, channelType, channelsOfType, effectiveObjects, objectLabel, valueWords } from '../lib/objects.ts';
import { threshold } from '../lib/threshold.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };

/** The channel types MCATYPE applies to (MCAType (MQLONG)). */
export const MCATYPE_CHANNEL_TYPES = ['SDR', 'SVR', 'RQSTR', 'CLUSSDR', 'CLUSRCVR'] as const;
/** What IBM measured with (2020 best practices, lines 1424–1425). */
export const MEASURED_MCATYPE = 'THREAD';
/** IBM's shipped default by channel type (DEFINE CHANNEL syntax diagrams). */
export const IBM_DEFAULT_MCATYPE: Readonly<Record<string, string>> = { SDR: 'PROCESS', SVR: 'PROCESS', RQSTR: 'PROCESS', CLUSSDR: 'THREAD', CLUSRCVR: 'THREAD' };

export const rule = ruleFacts(facts, 'mqsc.channel-mcatype', [
  threshold({ MEASURED_MCATYPE }, undefined, 'what IBM’s 2020 measurements used'),
  threshold({ MCATYPE_CHANNEL_TYPES }, 'channel types'),
  threshold({ IBM_DEFAULT_MCATYPE: Object.entries(IBM_DEFAULT_MCATYPE).map(([t, v]) => `${t} ${v}`) }, undefined, 'IBM’s default when a DEFINE leaves MCATYPE out: SVR, RQSTR, CLUSSDR and CLUSRCVR from IBM’s syntax diagrams; SDR taken to be the server’s, as its own diagram was not among the pages cited'),
]);

const WHY = 'IBM’s 2020 best practices ran every measurement with threaded channels: the runmqlsr listener, and MCATYPE(THREAD) for the channels the queue manager starts. The savings IBM lists for threaded channels (virtual memory, processes, file handles, System V IPC) are measured against a process per channel; no source measures MCATYPE(PROCESS) on its own.';

export function check(ctx: CheckContext): Finding[] {
  const all = effectiveObjects(ctx);
  return channelsOfType(all, MCATYPE_CHANNEL_TYPES).flatMap((ch): Finding[] => {
    const type = channelType(ch)!;
    const ibmDefault = Object.hasOwn(IBM_DEFAULT_MCATYPE, type) ? IBM_DEFAULT_MCATYPE[type] : undefined;
    const v = attributeValue(ch, 'MCATYPE', ibmDefault, all);
    if (v.kind === 'unknown') return [];
    const name = objectLabel(ch);
    const said = valueWords('MCATYPE', v);
    if (v.value === MEASURED_MCATYPE) return [finding(rule, { severity: 'ok', title: `${name}: ${said}, threaded as IBM measured`, why: WHY, line: v.line })];
    if (v.value !== 'PROCESS') return [finding(rule, { severity: 'warning', title: `${name}: ${said} is neither THREAD nor PROCESS`, recommended: 'Check the line: MCATYPE takes THREAD or PROCESS.', why: WHY, line: v.line })];
    const cmd = alterCommand(ch, `MCATYPE(${MEASURED_MCATYPE})`);
    return [
      finding(rule, {
        severity: 'info',
        title: `${name}: ${said}, a process per channel`,
        recommended: 'Consider MCATYPE(THREAD), as IBM measured; it takes effect when the channel next starts.',
        why: WHY,
        line: v.line,
        fixes: cmd ? [{ label: `Run ${name}’s agent as a thread (runmqsc)`, language: 'mqsc', text: cmd }] : [],
      }),
    ];
  });
}

export default { rule, check };
