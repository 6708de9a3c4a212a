/**
 * What the measurement rules share: the context they read (readings in base units, facts such as
 * the release, fio's job options), the sources they cite, and a rule's links for a finding (its own
 * anchor on /rules/ first, then its sources).
 */
import type { Source } from '../../types.ts';
import type { Finding, Reading, Rule } from '../types.ts';
import type { Fact } from '../../check/measure/types.ts';
import type { FioJob } from '../../check/measure/fio.ts';

export interface MeasureContext {
  readings: Reading[];
  facts: Fact[];
  fioJobs: FioJob[];
}

export interface MeasureRule {
  rule: Rule;
  evaluate(ctx: MeasureContext): Finding[];
}

export const LINUX_REPORT = 'mq-linux-persistent';
export const BEST_PRACTICES = 'mq-best-practices';

/** IBM's mqldt README, "Expected latency": approximate observed write latency by storage class. */
export const MQLDT_README: Source = {
  kind: 'vendor-docs',
  vendor: 'IBM (ibm-messaging/mqldt on GitHub)',
  title: 'mqldt – IBM MQ Log Disk Tester, README: Expected latency',
  url: 'https://github.com/ibm-messaging/mqldt#expected-latency',
  what: 'Approximate observed latency: local NVMe <100 µs, local SAN <7 ms, cloud block storage <10 ms, cloud file storage <50 ms.',
};

export const MQLDT_BLOG: Source = {
  kind: 'vendor-docs',
  vendor: 'IBM Developer',
  title: 'Testing the raw performance of your MQ transaction log filesystem on Linux, using MQLDT (2017)',
  url: 'https://developer.ibm.com/messaging/2017/11/15/mq-log-disk-tester-mqldt/',
  what: 'MQLDT reports the maximum bandwidth achievable at a given write size; this will always be larger than the MQ write bandwidth, as MQ has other work to do.',
};

/** A report's line range as a source (the measurement rules cite the Linux report and the 2020 best practices). */
export { reportSource as report } from '../../lib/report-source.ts';

/** A Source as a finding's link: report pages by path, documentation by URL. */
function link(s: Source): { label: string; href: string } {
  if (s.kind === 'report') {
    const lines = s.lines[0] === s.lines[1] ? `line ${s.lines[0]}` : `lines ${s.lines[0]}–${s.lines[1]}`;
    return { label: `${s.report}, ${lines}: ${s.what}`, href: `/reports/${s.report}/` };
  }
  return { label: s.title, href: s.url };
}

export function links(rule: Rule): { label: string; href: string }[] {
  return [{ label: `Rule ${rule.id}`, href: `/rules/#${rule.id}` }, ...rule.sources.map(link)];
}

/** The readings of one name, in paste order. */
export const all = (ctx: MeasureContext, name: string): Reading[] => ctx.readings.filter((r) => r.name === name);
export const first = (ctx: MeasureContext, name: string): Reading | undefined => ctx.readings.find((r) => r.name === name);

/** A finding with the rule's id and links filled in. */
export function finding(rule: Rule, f: Omit<Finding, 'rule' | 'sources'> & { sources?: Finding['sources'] }): Finding {
  return { ...f, rule: rule.id, sources: f.sources ?? links(rule) };
}
