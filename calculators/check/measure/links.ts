/**
 * Links from measured values into the calculators, as the URL parameters they accept: logger
 * throughput (writeLatency, writeBytes, deviceBytesPerSec), log sizing (measuredLogBytesPerSec, the
 * rate amqsrua measured, at its peak), and HA/DR latency preset to the measurements that match the
 * set-up dspmq reports, at the round trip ping measured. A value outside the calculator's own range is left out, never clamped.
 */
import type { CalculatorDefinition } from '../../types.ts';
import { parseInputs } from '../../inputs.ts';
import loggerThroughput from '../../logger-throughput.ts';
import logSizing from '../../log-sizing.ts';
import haLatency from '../../ha-latency.ts';
import drLatency from '../../dr-latency.ts';
import { CURVES as HA_CURVES } from 'virtual:mq-latency-curves/ha';
import type { Fact, Reading } from './types.ts';
import { queueManagerLinks, within as inRange } from './links-queue-manager.ts';
import { whichQueueManagers } from './queue-manager-names.ts';

export interface CalculatorLink {
  calculator: string;
  label: string;
  /** Site path with query string, e.g. "/calculators/logger-throughput/?writeLatency=0.000025". */
  href: string;
  /** What each parameter carries, for the page to say. */
  filled: string[];
  /** The queue managers whose readings gave these values, when the text named several. */
  queueManagers?: string[];
}

/** Shortest decimal that round-trips, without exponent notation for the usual ranges. */
const decimal = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12))));

function build(def: CalculatorDefinition, label: string, params: [string, number, string][], fixed: Record<string, string> = {}): CalculatorLink | undefined {
  const ok = params.filter(([name, value]) => inRange(def, name, value));
  if (!ok.length) return undefined;
  const q = new URLSearchParams(fixed);
  for (const [name, value] of ok) q.set(name, decimal(value));
  // Offer only a link whose page computes a result (a measured rate can be beyond what a mode proposes).
  const parsed = parseInputs(def, Object.fromEntries(q));
  if (!parsed.ok || !def.compute(parsed.values).ok) return undefined;
  return { calculator: def.id, label, href: `/calculators/${def.id}/?${q.toString()}`, filled: ok.map(([, , what]) => what) };
}

/** The most round trip a curve was measured at, over its message sizes (ms). */
function lastMeasuredMs(source: string): number {
  const curve = Object.hasOwn(HA_CURVES, source) ? HA_CURVES[source] : undefined;
  return Math.max(0, ...Object.values(curve?.runs ?? {}).flatMap((runs) => (runs ?? []).map((r) => r.addedMs)));
}

/**
 * When the user's own set-up (from dspmq) was not measured as far as their round trip, the link
 * opens the calculator's default measurements instead, and says so: an estimate for RDQM must not
 * pass for one measured on RDQM.
 */
function otherMeasurements(source: string, setUp: string): string {
  const fallback = haLatency.inputs.find((i) => i.name === 'source');
  const key = fallback?.kind === 'enum' ? String(fallback.default) : '';
  const name = Object.hasOwn(HA_CURVES, key) ? HA_CURVES[key]!.name : 'the default';
  return `HA latency at your measured round trip, on the ${name} measurements: MQ 9.3 with ${setUp} (your set-up, from dspmq) was measured only up to ${lastMeasuredMs(source)} ms`;
}

export function calculatorLinks(readings: readonly Reading[], facts: readonly Fact[]): CalculatorLink[] {
  const get = (name: string) => readings.find((r) => r.name === name);
  const links: CalculatorLink[] = [];
  const latency = get('logWriteLatency') ?? get('diskAvgWriteLatency');
  const writeSize = get('logWriteSize');
  const disk = get('diskAvgBytesPerSec');
  const logger = build(loggerThroughput, 'Logger throughput with your measured write latency', [
    ...(latency ? [['writeLatency', latency.value, `write latency ${latency.origin}`] as [string, number, string]] : []),
    ...(writeSize ? [['writeBytes', Math.round(writeSize.value), `write size ${writeSize.origin}`] as [string, number, string]] : []),
    ...(disk ? [['deviceBytesPerSec', disk.value, `device bandwidth ${disk.origin}`] as [string, number, string]] : []),
  ]);
  if (logger) links.push(logger);
  const logical = get('logLogicalBytesPerSec');
  if (logical) {
    const rate: [string, number, string][] = [['measuredLogBytesPerSec', logical.peak ?? logical.value, `peak logical bytes/s ${logical.origin}`]];
    const sizing = build(logSizing, 'Log sizing at your measured peak log rate', rate, { mode: 'recommend' }) ?? build(logSizing, 'Log sizing (check mode) at your measured peak log rate', rate, { mode: 'check' });
    if (sizing) links.push(sizing);
  }
  const haType = facts.find((f) => f.name === 'haType')?.value ?? '';
  const source = /replicated/i.test(haType) ? 'mq93-rdqm' : /multi-instance/i.test(haType) ? 'mq93-miqm' : undefined;
  const setUp = source === 'mq93-rdqm' ? 'RDQM' : 'a multi-instance queue manager';
  // ping measures the whole round trip, IBM's figures the round trip added to a direct link: using
  // the whole as the added part overstates the cost a little, never understates it.
  const rtt = get('networkRoundTrip');
  const rttParam: [string, number, string][] = rtt ? [['rttMs', rtt.value * 1000, `round trip ${rtt.origin}, taken as the added round trip (an upper estimate)`]] : [];
  const ha =
    (rtt && source ? build(haLatency, `HA latency at your measured round trip, measured on MQ 9.3 with ${setUp} (your set-up, from dspmq)`, rttParam, { source }) : undefined) ??
    (rtt ? build(haLatency, source ? otherMeasurements(source, setUp) : 'HA latency at your measured round trip', rttParam) : undefined);
  if (ha) links.push(ha);
  else if (source) {
    links.push({ calculator: 'ha-latency', label: `HA latency, measured on MQ 9.3 with ${setUp} (your set-up, from dspmq)`, href: `/calculators/ha-latency/?source=${source}`, filled: [`measurements: ${haType}`] });
  }
  const dr = rtt ? build(drLatency, 'DR latency at your measured round trip', rttParam) : undefined;
  if (dr) links.push(dr);
  else if (facts.some((f) => f.name === 'drRole')) {
    links.push({ calculator: 'dr-latency', label: 'DR latency: what the replication link’s round trip costs', href: '/calculators/dr-latency/', filled: [] });
  }
  for (const l of queueManagerLinks(get)) if (!links.some((x) => x.href === l.href)) links.push(l);
  return links;
}

/**
 * The links, made from each queue manager's own readings and words (with those that name none, such
 * as the host's ping) when the text names several: one queue manager's log must not be offered as
 * another's. A link that comes out the same for several says which; otherwise as calculatorLinks.
 */
export function calculatorLinksEach(readings: readonly Reading[], facts: readonly Fact[]): CalculatorLink[] {
  const named = [...new Set(readings.map((r) => r.queueManager).filter((q): q is string => !!q))];
  if (named.length <= 1) return calculatorLinks(readings, facts);
  const mine = (qm: string) => (x: { queueManager?: string | undefined }) => x.queueManager === undefined || x.queueManager === qm;
  const byHref = new Map<string, CalculatorLink & { queueManagers: string[] }>();
  for (const qm of named) {
    for (const link of calculatorLinks(readings.filter(mine(qm)), facts.filter(mine(qm)))) {
      const same = byHref.get(link.href);
      if (same) same.queueManagers.push(qm);
      else byHref.set(link.href, { ...link, queueManagers: [qm] });
    }
  }
  return [...byHref.values()].map((l) => ({ ...l, label: `${l.label}, for ${whichQueueManagers(l.queueManagers, named.length)}` }));
}
