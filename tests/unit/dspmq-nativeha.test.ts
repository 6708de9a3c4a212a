/**
 * `dspmq -o nativeha [-x]` read into the readings DISPLAY QMSTATUS TYPE(NATIVEHA) gives
 * (nativeHaInstances, nativeHaReplicasInSync, nativeHaBacklogBytes) and its QUORUM(in sync/configured),
 * on a real run (tests/fixtures/real-measure/SOURCES.md), with the Native HA rule judging it as it
 * judges DISPLAY QMSTATUS; a property test that the reader never throws and never invents a value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { readDspmq } from '../../calculators/check/measure/dspmq.ts';
import { checkFileText } from '../../calculators/check/cli/file-report.ts';

const text = readFileSync(join(import.meta.dirname, '../fixtures/real-measure/dspmq-nativeha-x-ansible.txt'), 'utf8');
const brief = (rs: { name: string; value: number; lines: number[]; queueManager?: string }[]) => rs.map((r) => [r.name, r.value, r.lines, r.queueManager]);

describe('dspmq -o nativeha -x (three instances, alpha active)', () => {
  it('gives the same readings as DISPLAY QMSTATUS TYPE(NATIVEHA), plus the quorum, under its queue manager', () => {
    const m = readMeasurements(text);
    expect(brief(m.readings)).toEqual([
      ['nativeHaQuorumInSync', 3, [2], 'NATIVEHAQM'],
      ['nativeHaQuorumConfigured', 3, [2], 'NATIVEHAQM'],
      ['nativeHaInstances', 3, [3, 4, 5], 'NATIVEHAQM'],
      ['nativeHaReplicasInSync', 2, [4, 5], 'NATIVEHAQM'],
      ['nativeHaBacklogBytes', 0, [4], 'NATIVEHAQM'],
    ]);
    expect(m.nativeHa.map((i) => [i.instance, i.role, i.inSync, i.backlog, i.connActive, i.haStatus, i.replAddr])).toEqual([
      ['alpha', 'ACTIVE', true, '0', true, 'Normal', 'mqnha-svr1.dev.fyre.ibm.com'],
      ['beta', 'REPLICA', true, '0', true, 'Normal', 'mqnha-svr2.dev.fyre.ibm.com'],
      ['gamma', 'REPLICA', true, '0', true, 'Normal', 'mqnha-svr3.dev.fyre.ibm.com'],
    ]);
    expect(m.unread).toEqual([]);
    expect(m.recognised).toEqual(['dspmq -o nativeha (1 queue manager, 3 instances)']);
    expect(m.findings.filter((f) => f.rule === 'mqsc.native-ha-sync').map((f) => [f.severity, f.title])).toEqual([['ok', 'Native HA: beta and gamma in sync']]);
  });

  it('the command line reads it (exit 0, no "only configuration formats" refusal)', () => {
    const r = checkFileText('nha.txt', text, 'unix');
    expect(r.problem).toBeUndefined();
    expect(r.readings.map((x) => x.name)).toContain('nativeHaBacklogBytes');
  });

  it('a replica behind: BACKLOG in KB is kept in bytes, exactly; INSYNC(no) is not in sync', () => {
    const behind = text.replace('INSTANCE(gamma) ROLE(Replica) REPLADDR(mqnha-svr3.dev.fyre.ibm.com) CONNACTV(yes) INSYNC(yes) BACKLOG(0)', 'INSTANCE(gamma) ROLE(Replica) REPLADDR(mqnha-svr3.dev.fyre.ibm.com) CONNACTV(yes) INSYNC(no) BACKLOG(9007199254740993)').replace('QUORUM(3/3)', 'QUORUM(2/3)');
    const m = readMeasurements(behind);
    expect(m.nativeHa[2]!.backlog).toBe((9007199254740993n * 1024n).toString());
    expect(brief(m.readings.filter((r) => r.name.startsWith('nativeHaQuorum') || r.name === 'nativeHaReplicasInSync'))).toEqual([
      ['nativeHaQuorumInSync', 2, [2], 'NATIVEHAQM'],
      ['nativeHaQuorumConfigured', 3, [2], 'NATIVEHAQM'],
      ['nativeHaReplicasInSync', 1, [4, 5], 'NATIVEHAQM'],
    ]);
  });

  it('without -x: the header alone gives the quorum and nothing it does not say', () => {
    const m = readMeasurements(text.split('\n').slice(0, 2).join('\n'));
    expect(m.readings.map((r) => r.name)).toEqual(['nativeHaQuorumInSync', 'nativeHaQuorumConfigured']);
    expect(m.nativeHa).toEqual([]);
  });

  it('a QUORUM that is not two whole numbers is listed as not read, with why', () => {
    const m = readMeasurements(text.replace('QUORUM(3/3)', 'QUORUM(three)'));
    expect(m.unread.map((u) => [u.line, u.why])).toEqual([[2, 'dspmq QUORUM(three) is not "in sync/configured" as two whole numbers']]);
  });
});

describe('dspmq -o nativeha: properties', () => {
  const inst = fc.record({ name: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), role: fc.constantFrom('Active', 'Replica', 'Unknown'), sync: fc.constantFrom('yes', 'no', ''), backlog: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String), fc.constantFrom('', '-1', 'x')) });
  it('never throws; every reading is a count of the lines or a number printed on them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9.]{0,10}$/), fc.option(fc.tuple(fc.nat(9), fc.nat(9))), fc.array(inst, { maxLength: 5 }), (qm, quorum, instances) => {
        const lines = [`QMNAME(${qm}) ROLE(Active) INSTANCE(a) INSYNC(yes) QUORUM(${quorum ? `${quorum[0]}/${quorum[1]}` : ''})`, ...instances.map((i) => `INSTANCE(${i.name}) ROLE(${i.role}) INSYNC(${i.sync}) BACKLOG(${i.backlog})`)];
        const r = readDspmq(lines);
        for (const x of r.readings) {
          expect(Number.isFinite(x.value)).toBe(true);
          if (x.name === 'nativeHaInstances') expect(x.value).toBe(instances.length);
          if (x.name === 'nativeHaQuorumInSync') expect(x.value).toBe(quorum![0]);
          if (x.name === 'nativeHaBacklogBytes') expect(instances.some((i) => i.backlog !== '' && BigInt(/^\d+$/.test(i.backlog) ? i.backlog : '-1') * 1024n === BigInt(x.value) || Number(BigInt(i.backlog.replace(/\D/g, '') || '0') * 1024n) === x.value)).toBe(true);
        }
        if (!quorum) expect(r.readings.some((x) => x.name.startsWith('nativeHaQuorum'))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('STANDBY(Permitted) is not multi-instance on its own', () => {
  const fixture = (f: string) => readFileSync(join(import.meta.dirname, '../fixtures/real-measure', f), 'utf8');
  it('IBM’s container image (strmqm -x, no standby running): no HA type, and no HA latency link for “your set-up”', () => {
    const m = readMeasurements(fixture('dspmq-o-all-container-standby-permitted.txt'));
    expect(m.facts.map((f) => [f.name, f.value])).toEqual([
      ['queueManager', 'QM1'],
      ['mqRelease', '9.2.3.0'],
    ]);
    expect(JSON.stringify(m)).not.toMatch(/your set-up/);
  });

  it('a standby instance running (dspmq -x MODE(Standby)) makes it multi-instance', () => {
    const m = readMeasurements(fixture('dspmq-x-multi-instance-standby.txt'));
    expect(m.facts.filter((f) => f.name === 'haType').map((f) => [f.value, f.line, f.queueManager])).toEqual([['Multi-instance (standby running)', 3, 'QMIMIQ11']]);
    expect(m.facts.filter((f) => f.name === 'haRole').map((f) => f.value)).toEqual(['Active', 'Standby']);
  });
});
