/**
 * Every finding exactly as strong as its source (issue 47). The rulebook holds it by construction:
 * each threshold of each rule carries its basis from facts/<family>.json, either the source line or
 * page that states it (with the words there) or how it was derived, and catalogue.ts refuses, when a
 * rule loads, a derived threshold that raises more than a note. This test walks every rule of every
 * family (configuration, MQSC, container, measurement) and the generated Prometheus alerts, and
 * checks what the catalogue cannot: that the cited words are in the cited report lines or the cited
 * page's summary, that the severity sentence claims no more than the thresholds raise, that no
 * alert is stronger than the threshold it compares with, and that on the real public inputs of
 * tests/fixtures (SOURCES.md beside each) every warning and error comes from a rule with a stated
 * threshold at that level, and is one of the list written below by hand.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, ruleById } from '../../calculators/rulebook/index.ts';
import { MEASURE_RULES } from '../../calculators/rulebook/measure-rules.ts';
import { checkText } from '../../calculators/check/check-text.ts';
import { defaultLevel } from '../../calculators/check/cli/sarif.ts';
import { NOT_WATCHED, WATCHES, familyAlerts } from '../../calculators/check/measure/prometheus-alerts.ts';
import { NAME_FAMILIES } from '../../calculators/check/measure/prometheus-names.ts';
import { SEVERITY_RANK, type Rule, type Severity, type Threshold } from '../../calculators/rulebook/types.ts';
import { putRecordBytes } from '../../calculators/lib/log-workload.ts';
import { readYaml } from '../../src/lib/data/yaml-file.ts';
import { reportTextPath, reportsFileSchema } from '../../src/lib/data/schema.ts';

const { reports } = readYaml(join(process.cwd(), 'data', 'reports.yaml'), 'data/reports.yaml', reportsFileSchema);
const reportLines = new Map<string, string[]>();
function linesOf(report: string): string[] {
  if (!reportLines.has(report)) {
    const r = reports.find((x) => x.id === report);
    if (!r) throw new Error(`${report} is not in data/reports.yaml`);
    reportLines.set(report, readFileSync(join(process.cwd(), reportTextPath(r)), 'utf8').split('\n'));
  }
  return reportLines.get(report)!;
}

/** Words compared as a reader would: case, runs of spaces and line breaks, Markdown emphasis and quote styles aside. */
const plain = (s: string) => s.replace(/\*\*/g, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

/** The worst a rule's thresholds can raise, and the worst a stated one can. */
const worst = (ts: readonly Threshold[], stated: boolean): Severity => ts.filter((t) => !stated || t.stated).reduce<Severity>((w, t) => (SEVERITY_RANK[t.raises] < SEVERITY_RANK[w] ? t.raises : w), 'info');
const atLeastAsStrong = (a: Severity, b: Severity) => SEVERITY_RANK[a] <= SEVERITY_RANK[b];
const sarifOf = (s: Severity) => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note');

/** Sources other than a report or IBM that may state a warning, and why: the fact is that tool's own. */
const OTHER_AUTHORITIES: Record<string, string> = {
  'measure.input': 'an error answer is defined by the Prometheus HTTP API itself',
  'container.pids-limit': 'what happens at a pids limit is the Linux kernel’s pids controller’s own rule',
};

describe('every threshold of every rule names its basis', () => {
  it('walks every family: configuration, MQSC, container and measurement rules', () => {
    const families = new Set(RULES.map((r) => r.id.split('.')[0]));
    expect([...families].sort()).toEqual(['container', 'log', 'measure', 'mqconfig', 'mqsc', 'os', 'qmini']);
    expect(RULES.flatMap((r) => r.thresholds).length).toBeGreaterThan(80);
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      it('each threshold is stated (the words in the cited lines or page) or derived and at most a note', () => {
        for (const t of rule.thresholds) {
          const where = `${rule.id} ${t.name}`;
          expect(Boolean(t.stated) !== Boolean(t.derived), `${where}: stated or derived, one of them`).toBe(true);
          if (t.derived) {
            expect(t.raises, `${where} is derived, so at most a note`).toBe('info');
            expect(t.derived.length, where).toBeGreaterThan(15);
            continue;
          }
          const { at, says } = t.stated!;
          if (at.kind === 'report') {
            // The narrowed lines lie inside a range the rule cites, and hold the words.
            expect(rule.sources.some((s) => s.kind === 'report' && s.report === at.report && s.lines[0] <= at.lines[0] && at.lines[1] <= s.lines[1]), `${where}: ${at.report} ${at.lines.join('–')} is inside a cited range`).toBe(true);
            const text = linesOf(at.report).slice(at.lines[0] - 1, at.lines[1]).join(' ');
            expect(plain(text), `${where}: ${at.report} lines ${at.lines.join('–')} say "${says}"`).toContain(plain(says));
          } else {
            const cited = rule.sources.find((s) => s.kind !== 'report' && s.url === at.url);
            expect(cited, `${where}: ${at.url} is one of the rule's sources`).toBeDefined();
            expect(plain(cited!.what), `${where}: the page's summary says "${says}"`).toContain(plain(says));
          }
          if (t.raises !== 'info') {
            const authority = at.kind === 'report' || at.kind === 'ibm-docs' || (at.kind === 'vendor-docs' && /^IBM\b/.test(at.vendor)) || Object.hasOwn(OTHER_AUTHORITIES, rule.id);
            expect(authority, `${where} raises a ${t.raises}: its source must be a report line or an IBM page`).toBe(true);
          }
        }
      });

      it('says in words no more than its thresholds raise, and no less', () => {
        // The severity sentence (on /rules/, and SARIF's default level) names the worst a stated threshold raises.
        expect(defaultLevel(rule), `${rule.id}: "${rule.severity}"`).toBe(sarifOf(worst(rule.thresholds, true)));
      });
    });
  }

  it('refuses, when a rule loads, a derived threshold that raises a warning (catalogue.ts)', async () => {
    const { entryFacts } = await import('../../calculators/rulebook/catalogue.ts');
    const entry = JSON.parse(readFileSync(join(process.cwd(), 'calculators/rulebook/facts/measure.json'), 'utf8'))[0];
    expect(() => entryFacts({ ...entry, thresholds: { PRIMARY_SPACE_FULL_PERCENT: { raises: 'warning', derived: 'a guess' } } }, 'measure')).toThrow('a derived threshold raises at most a note');
    expect(() => entryFacts({ ...entry, thresholds: { PRIMARY_SPACE_FULL_PERCENT: { raises: 'warning', source: 'mq-best-practices 1', says: 'x' } } }, 'measure')).toThrow('within a report range the rule cites');
    expect(() => entryFacts({ ...entry, thresholds: { PRIMARY_SPACE_FULL_PERCENT: { raises: 'warning', source: 'https://example.com/', says: 'x' } } }, 'measure')).toThrow('"source" must be');
    const { ruleFacts } = await import('../../calculators/rulebook/catalogue.ts');
    const file = [{ ...entry, id: 'measure.x', thresholds: {} }];
    expect(() => ruleFacts(file, 'measure.x', [{ name: 'UNSTATED', value: '1' }])).toThrow('threshold UNSTATED has no basis');
  });
});

describe('the generated Prometheus alerts are no stronger than their rules', () => {
  for (const family of NAME_FAMILIES) {
    it(`${family}: each alert compares with a threshold of its rule, at most as strong as that threshold raises, stated when a warning`, () => {
      const alerts = familyAlerts(family);
      expect(alerts.length).toBeGreaterThan(0);
      for (const a of alerts) {
        const rule = MEASURE_RULES.find((m) => m.rule.id === a.rule)!.rule;
        const t = rule.thresholds.find((x) => x.name === a.threshold);
        expect(t, `${a.alert}: ${rule.id} has threshold ${a.threshold}`).toBeDefined();
        expect(atLeastAsStrong(t!.raises, a.severity), `${a.alert} (${a.severity}) is no stronger than ${a.threshold} (${t!.raises})`).toBe(true);
        if (a.severity !== 'info') expect(t!.stated, `${a.alert} warns, so ${a.threshold} is stated`).toBeDefined();
        expect(a.assumes.length, `${a.alert} says what it assumes`).toBeGreaterThan(20);
      }
    });
  }

  it('names every measurement rule as watched or not watched, with why', () => {
    for (const { rule } of MEASURE_RULES) expect(Object.hasOwn(WATCHES, rule.id) || Object.hasOwn(NOT_WATCHED, rule.id), rule.id).toBe(true);
    // Issue 47, item 11: Native HA was "not examined"; a backlog alone is no warning.
    expect(NOT_WATCHED['mqsc.native-ha-sync']).toMatch(/INSYNC and CONNACTV/);
    // Issue 45 watches the part the metrics carry, a backlog that keeps rising, as a note: the
    // threshold it compares with is derived, and no IBM source gives a time for a growing backlog.
    for (const family of NAME_FAMILIES) {
      const rising = familyAlerts(family).find((a) => a.alert === 'MQNativeHaBacklogRising')!;
      expect([rising.rule, rising.severity, rising.threshold]).toEqual(['mqsc.native-ha-sync', 'info', 'MAX_IN_SYNC_BACKLOG']);
      expect(rising.summary).toContain('no IBM source gives a time for a growing backlog');
      expect(rising.assumes).toMatch(family === 'mq-container' ? /mq-container def9638/ : /nha from v5\.6\.2 \(nhainstance before it/);
    }
  });

  it('issue 47 items 4, 5 and 9: the latency alert is a note, the primary-space alert fires on a peak and assumes circular logging, mq-metric-samples sums its per-scrape bytes', () => {
    const container = familyAlerts('mq-container');
    const samples = familyAlerts('mq-metric-samples');
    expect(container.find((a) => a.rule === 'measure.write-latency-band')!.severity).toBe('info');
    const primary = container.find((a) => a.rule === 'measure.log-primary-space')!;
    expect([primary.for, primary.expr]).toEqual(['0s', 'max_over_time(ibmmq_qmgr_log_primary_space_in_use_percentage[5m]) > 100']);
    expect(primary.assumes).toContain('a circular log');
    expect(container.find((a) => a.rule === 'measure.log-physical-logical-ratio')!.expr).toBe('rate(ibmmq_qmgr_log_physical_written_bytes_total[5m]) / (rate(ibmmq_qmgr_log_logical_written_bytes_total[5m]) > 0) > 2');
    expect(samples.find((a) => a.rule === 'measure.log-physical-logical-ratio')!.expr).toBe('sum_over_time(ibmmq_qmgr_log_physical_written_bytes[5m]) / (sum_over_time(ibmmq_qmgr_log_logical_written_bytes[5m]) > 0) > 2');
  });
});

describe('the eleven items of issue 47, at their rules', () => {
  const rule = (id: string): Rule => ruleById(id)!;
  const basis = (id: string, name: string) => rule(id).thresholds.find((t) => t.name === name)!;

  it('1: INSYNC is the warning, stated by IBM’s page; the backlog threshold is derived and a note', () => {
    expect([basis('mqsc.native-ha-sync', 'IN_SYNC').raises, basis('mqsc.native-ha-sync', 'MAX_IN_SYNC_BACKLOG').raises]).toEqual(['warning', 'info']);
    expect(basis('mqsc.native-ha-sync', 'MAX_IN_SYNC_BACKLOG').derived).toContain('IBM gives no backlog threshold');
    expect(rule('mqsc.native-ha-sync').statement).toMatch(/INSYNC\(NO\), CONNACTV\(NO\) and a backlog that keeps growing across readings/);
  });
  it('2, 3: the file-system share and the disk test’s 80% are derived notes', () => {
    expect(basis('mqsc.queue-depth-space', 'FILE_SYSTEM_SHARE_PERCENT').raises).toBe('info');
    expect(basis('measure.disk-headroom', 'HEADROOM_NOTE_PERCENT').derived).toContain('constrained around the same value');
  });
  it('5: the primary-space warning is stated for circular logging, as its source says', () => {
    expect(basis('measure.log-primary-space', 'PRIMARY_SPACE_FULL_PERCENT').stated!.says).toMatch(/^For circular logging/);
    expect(rule('measure.log-primary-space').statement).toMatch(/^For circular logging/);
  });
  it('6: the fio rule states IBM’s job file, iodepth not applying to synchronous engines', () => {
    expect(rule('measure.fio-log-like').statement).toContain('iodepth, which applies only to asynchronous engines');
    expect(basis('measure.fio-log-like', 'SYNC_ENGINES').stated!.says).toBe('doesnt apply to sync io engines');
  });
  it('7: both reports credit the savings to runmqlsr against inetd, and the statement says so', () => {
    expect(plain(linesOf('mq-best-practices').slice(1425, 1428).join(' '))).toContain(plain('using the ‘runmqlsr’ listener rather than ‘inetd’'));
    expect(rule('mqsc.channel-mcatype').statement).toContain('to the threaded runmqlsr listener against inetd’s process per channel');
  });
  it('8: the 2× ratio is derived, between the report’s 3.99× and about 1×, and the cited range holds the 1.08× case', () => {
    expect(basis('measure.log-physical-logical-ratio', 'PARTIAL_PAGE_RATIO').raises).toBe('info');
    const src = rule('measure.log-physical-logical-ratio').sources[0]!;
    expect(src.kind === 'report' && src.lines).toEqual([1017, 1070]);
    const text = linesOf('mq-linux-persistent').slice(1016, 1070).join('\n');
    expect(text).toContain('254433488/sec');
    expect(Math.round((115987019 / 29073784) * 100) / 100).toBe(3.99);
  });
  it('10: SHARECNV(0) is at most a note, citing the 9.3 tuning page’s two best settings', () => {
    expect(rule('mqsc.svrconn-sharecnv').thresholds.every((t) => t.raises === 'info')).toBe(true);
    expect(rule('mqsc.svrconn-sharecnv').sources.some((s) => s.kind === 'ibm-docs' && s.title.includes('9.3') && s.what.includes('these two settings give best performance: SHARECNV(1), SHARECNV(0)'))).toBe(true);
  });
  it('11: the unit-of-work formula as stated is the one the code uses (300 bytes per 15,700-byte segment)', () => {
    expect(rule('mqsc.unit-of-work-log').statement).toContain('MAXUMSGS × (750 + MAXMSGL + 300 × segments) + 750');
    const stated = (msgl: number) => 750 + msgl + (msgl > 15700 ? 300 * Math.ceil(msgl / 15700) : 0);
    for (const msgl of [0, 1024, 15700, 15701, 4194304, 104857600]) expect(putRecordBytes(msgl), `MAXMSGL ${msgl}`).toBe(stated(msgl));
  });
});

/**
 * Every warning and error the real public inputs give, worst per file and rule, written by hand
 * from the findings and checked against the sources: a new one, or one stronger, fails here.
 * Weaker since issue 47 (and why): mq-metric-samples-federate.prom and query-vector.json's primary
 * space above 100% (no LOGTYPE read; the source's advice is for circular logging: a note), and
 * mq-metric-samples-federate.prom's 60 ms write latency (the mqldt README's bands are ballpark
 * figures, not limits: a note).
 */
const EXPECTED: [file: string, rule: string, severity: Severity][] = [
  ['fleet/gather-mqhost07-assembled.txt', 'os.limits-user', 'warning'],
  ['fleet/gather-mqhost07-assembled.txt', 'os.nofile', 'error'],
  ['gather/transcripts/container-QM1-dis-qstatus.txt', 'mqsc.runmqsc-reply', 'warning'],
  // The gather script's own report over its stand-ins (issue 43's Capacity fixture): the stand-ins' mqconfig is root's and its ulimit the published one; each amqsrua recording is the 2017 report's 2.45 GiB/s peak.
  ['gather/report-qm1-haqueuemgr-amqsrua.txt', 'measure.log-extent-fill-time', 'warning'],
  ['gather/report-qm1-haqueuemgr-amqsrua.txt', 'os.limits-user', 'warning'],
  ['gather/report-qm1-haqueuemgr-amqsrua.txt', 'os.nproc', 'warning'],
  ['real-config/cgroup-pids-max-docker-meetup.txt', 'container.pids-limit', 'warning'],
  ['real-config/mqconfig-centos79-mq91-root.txt', 'os.fs.file-max', 'error'],
  ['real-config/mqconfig-centos79-mq91-root.txt', 'os.kernel.threads-max', 'error'],
  ['real-config/mqconfig-centos79-mq91-root.txt', 'os.limits-user', 'warning'],
  ['real-config/mqconfig-centos79-mq91-root.txt', 'os.nofile', 'error'],
  ['real-config/mqconfig-centos79-mq91-root.txt', 'os.nproc', 'warning'],
  ['real-config/mqconfig-docker-mq-fails.txt', 'os.fs.file-max', 'error'],
  ['real-config/mqconfig-docker-mq-fails.txt', 'os.kernel.sem', 'error'],
  ['real-config/mqconfig-docker-mq-fails.txt', 'os.net.ipv4.tcp_keepalive_time', 'error'],
  ['real-config/mqconfig-docker-mq-fails.txt', 'os.nofile', 'error'],
  ['real-config/mqconfig-mq-docker-issue6.txt', 'os.fs.file-max', 'error'],
  ['real-config/mqconfig-rhel94-mq94-root.txt', 'os.limits-user', 'warning'],
  ['real-config/mqconfig-sles11-mq80-root.txt', 'os.limits-user', 'warning'],
  ['real-config/mqconfig-sles11-mq80-root.txt', 'os.nofile', 'error'],
  ['real-config/podman-container-inspect-docs.txt', 'container.pids-limit', 'warning'],
  ['real-config/qmini-ibm-docs-ibmi-example.ini', 'log.unknown-key', 'warning'],
  ['real-config/ulimit-a-ubuntu-lfcs.txt', 'os.nproc', 'warning'],
  ['real-config/ulimit-a-vagrant-ubuntu.txt', 'os.nofile', 'error'],
  ['real-measure/fio-3.1-buffered-sync-write.json', 'measure.fio-log-like', 'warning'],
  ['real-measure/fio-randwrite-nvme-json-and-text.txt', 'measure.fio-log-like', 'warning'],
  ['real-measure/qmstatus-nativeha.txt', 'mqsc.runmqsc-reply', 'warning'],
  // Three CHSTATUS replies cut from a longer session (issue 45's status fixture): no 'N MQSC commands read.' line.
  ['real-mqsc/runmqsc-chstatus-svrconn-instances.txt', 'mqsc.runmqsc-reply', 'warning'],
  ['real-mqsc/runmqsc-interactive-syntax-error.txt', 'mqsc.runmqsc-reply', 'warning'],
  ['real-mqsc/runmqsc-object-damaged-queues.txt', 'mqsc.runmqsc-reply', 'warning'],
  ['real-mqsc/runmqsc-qstatus-container.txt', 'mqsc.runmqsc-reply', 'warning'],
  ['real-mqsc/runmqsc-wmq7-qlocal-media-recovery.txt', 'mqsc.runmqsc-reply', 'warning'],
  ['real-prometheus/query-error.json', 'measure.input', 'warning'],
];

describe('the real public inputs (tests/fixtures)', () => {
  const FIXTURES = join(process.cwd(), 'tests', 'fixtures');
  const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  // Inputs only: not the SOURCES.md notes, expected results or SARIF outputs beside them.
  const files = walk(FIXTURES).filter((f) => !/SOURCES\.md$|\.ts$|\.sarif$/.test(f)).sort();
  const found = files.flatMap((file) => {
    const r = checkText(readFileSync(file, 'utf8'), { platform: 'unix' });
    return [...r.measurements.findings, ...(r.config?.findings ?? [])].map((f) => ({ file: file.slice(FIXTURES.length + 1), f }));
  });

  it('reads them all (configuration, MQSC, gathers, measurements, Prometheus)', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(found.length).toBeGreaterThan(250);
  });

  it('give each warning and error from a rule with a stated threshold at that level or stronger', () => {
    for (const { file, f } of found.filter((x) => x.f.severity === 'warning' || x.f.severity === 'error')) {
      const rule = ruleById(f.rule);
      expect(rule, `${file}: ${f.rule}`).toBeDefined();
      expect(atLeastAsStrong(worst(rule!.thresholds, true), f.severity), `${file}: ${f.rule} gave a ${f.severity} (“${f.title}”), but no stated threshold of it raises one`).toBe(true);
    }
  });

  it('give exactly the warnings and errors listed by hand: none new, none stronger', () => {
    const worstBy = new Map<string, Severity>();
    for (const { file, f } of found) {
      if (f.severity !== 'warning' && f.severity !== 'error') continue;
      const key = `${file} ${f.rule}`;
      const was = worstBy.get(key);
      if (!was || SEVERITY_RANK[f.severity] < SEVERITY_RANK[was]) worstBy.set(key, f.severity);
    }
    expect([...worstBy].map(([k, s]) => [...k.split(' '), s]).sort()).toEqual(EXPECTED.map((e) => [...e]).sort());
  });

  it('give no warning for a replica in sync (the Native HA replies hold INSYNC(YES) replicas)', () => {
    const nha = found.filter((x) => x.f.rule === 'mqsc.native-ha-sync');
    expect(nha.length).toBeGreaterThan(0);
    expect(nha.filter((x) => x.f.severity === 'warning')).toEqual([]);
  });
});
