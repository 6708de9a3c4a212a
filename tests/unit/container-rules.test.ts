import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTAINER_RULES, evaluatePidsLimit, evaluateLogExtents, CRIO_DEFAULT_PIDS_LIMIT, DOCKER_DEFAULT_PIDS_LIMIT,
  OPENSHIFT_410_DEFAULT_PIDS_LIMIT, MQ_NPROC_MINIMUM, CONTAINER_LOG_EXTENT_BYTES, IBM_TEST_PRIMARY_FILES, RUNTIMES, type ContainerRuntime,
} from '../../calculators/rulebook/rules/containers.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const modern = (f: string) => readFileSync(join(process.cwd(), '..', 'shared', 'modern', f), 'utf8').split('\n');

describe('container rules: metadata', () => {
  it('each rule has an id, a one-sentence statement, severity logic, applies-to and sources', () => {
    for (const r of CONTAINER_RULES) {
      expect(r.id).toMatch(/^container\.[a-z-]+$/);
      expect(r.statement.length).toBeGreaterThan(40);
      expect(r.severity).toMatch(/warning/);
      expect(r.appliesTo.platforms).toContain('containers');
      expect(r.sources.length).toBeGreaterThan(1);
    }
    expect(new Set(CONTAINER_RULES.map((r) => r.id)).size).toBe(CONTAINER_RULES.length);
  });

  it('the thresholds are the numbers the sources print, on the lines cited', () => {
    const pid = modern('mq-openshift-pidlimit.md');
    expect(pid[1]).toContain(`pids_limit in the CRI-O environment which OpenShift 4 now supports is ${CRIO_DEFAULT_PIDS_LIMIT} user processes`);
    expect(pid[2]).toContain(`default ${DOCKER_DEFAULT_PIDS_LIMIT} found in docker`);
    const cfg = modern('mq-openshift-configuration.md');
    expect(cfg[195]).toContain(`default PID limit is now back up to ${OPENSHIFT_410_DEFAULT_PIDS_LIMIT}`);
    expect(cfg[6]).toMatch(/defaults to 16MB\), so 64 Primary log files are used to produce a total of 1GB/);
    expect(CONTAINER_LOG_EXTENT_BYTES).toBe(16n * 1024n * 1024n);
    expect(IBM_TEST_PRIMARY_FILES).toBe(64n);
    expect(modern('mq-best-practices.txt')[1355]).toContain('one log extent should hold at least 10 seconds');
  });
});

describe('container.pids-limit', () => {
  it('CRI-O’s old default of 1024 is a warning with an OpenShift fix raising it to 4096', () => {
    const [f] = evaluatePidsLimit({ limit: '1024', runtime: 'cri-o' });
    expect(f!.severity).toBe('warning');
    expect(f!.title).toContain('CRI-O’s default');
    expect(f!.fixes![0]!.text).toContain(`pidsLimit: ${MQ_NPROC_MINIMUM}`);
    expect(f!.fixes![0]!.language).toBe('yaml');
  });

  it('Docker’s 4096 and OpenShift 4.10’s 4096 are ok, with no fix', () => {
    for (const runtime of ['docker', 'openshift-4.10+'] as const) {
      const out = evaluatePidsLimit({ limit: '4096', runtime });
      expect(out.map((f) => f.severity)).toEqual(['ok']);
      expect(out[0]!.fixes).toBeUndefined();
    }
  });

  it('unlimited in each spelling is ok', () => {
    for (const limit of ['max', 'unlimited', '-1', '0']) expect(evaluatePidsLimit({ limit, runtime: 'docker' })[0]!.severity).toBe('ok');
  });

  it('threads in use reaching the limit is an error, with no invented target above IBM’s minimum', () => {
    const out = evaluatePidsLimit({ limit: '8192', runtime: 'docker', inUse: '8192' });
    expect(out.map((f) => f.severity)).toEqual(['error']);
    expect(out[0]!.fixes).toBeUndefined();
    const low = evaluatePidsLimit({ limit: '1024', runtime: 'cri-o', inUse: '1024' });
    expect(low.map((f) => f.severity)).toEqual(['error', 'warning']);
  });

  it('an unknown limit asks for a check, a warning where the runtime default is below the minimum', () => {
    expect(evaluatePidsLimit({ runtime: 'cri-o' })[0]!.severity).toBe('warning');
    expect(evaluatePidsLimit({ runtime: 'podman' })[0]!.severity).toBe('info');
    expect(evaluatePidsLimit({ runtime: 'unknown', limit: ' ' })[0]!.recommended).toContain('pids.max');
  });

  it('keeps huge limits exact', () => {
    expect(evaluatePidsLimit({ limit: '9223372036854775807', runtime: 'docker' })[0]!.title).toContain('9223372036854775807');
  });

  it('bad input names the field and the accepted values', () => {
    expect(() => evaluatePidsLimit({ limit: '4k', runtime: 'docker' })).toThrow(/pids limit: "4k" is not a whole number/);
    expect(() => evaluatePidsLimit({ limit: '1e3', runtime: 'docker' })).toThrow(/unlimited/);
    expect(() => evaluatePidsLimit({ limit: '100', runtime: 'containerd' as ContainerRuntime })).toThrow(/runtime: "containerd" is not one of/);
    expect(() => evaluatePidsLimit({ limit: '100', runtime: 'docker', inUse: 'max' })).toThrow(/threads in use/);
  });

  it('property: a fix is offered only when the limit is known to be below its target, and never lowers it', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.constantFrom(...RUNTIMES), fc.option(fc.bigInt({ min: 1n, max: 10n ** 20n })), (limit, runtime, inUse) => {
      const out = evaluatePidsLimit({ limit: String(limit), runtime, inUse: inUse === null ? undefined : String(inUse) });
      for (const f of out) for (const fix of f.fixes ?? []) {
        const target = BigInt(/(?:pidsLimit: |--pids-limit )(\d+)/.exec(fix.text)![1]!);
        expect(target > limit).toBe(true);
      }
      expect(out.length).toBeGreaterThan(0);
    }));
  });
});

describe('container.log-extents', () => {
  it('IBM’s own test setting: 64 primaries of 16 MiB hold 1 GiB', () => {
    const out = evaluateLogExtents({ logPrimaryFiles: '64' });
    expect(out).toHaveLength(1);
    expect(out[0]!.title).toBe('64 primary files of 16.0 MiB hold 1024.0 MiB of log');
  });

  it('above 1.6 MiB/s one fixed extent holds under 10 seconds: a warning', () => {
    const out = evaluateLogExtents({ logPrimaryFiles: '64', peakLogBytesPerSecond: String(8 * 1024 * 1024) });
    const w = out.find((f) => f.severity === 'warning')!;
    expect(w.title).toBe('At 8.0 MiB/s of log data one 16.0 MiB extent holds 2.0 s, under IBM’s 10-second target');
    expect(w.recommended).toContain('below 1.6 MiB/s');
    expect(evaluateLogExtents({ logPrimaryFiles: '64', peakLogBytesPerSecond: String(1024 * 1024) }).at(-1)!.severity).toBe('ok');
  });

  it('a LogFilePages other than 4096 is flagged for checking, and more than 511 files is a warning', () => {
    const out = evaluateLogExtents({ logFilePages: '16384', logPrimaryFiles: '500', logSecondaryFiles: '20' });
    expect(out.map((f) => f.severity)).toEqual(['info', 'warning', 'info']);
    expect(out[0]!.title).toContain('64.0 MiB extents');
  });

  it('bad input names the field and the accepted range', () => {
    expect(() => evaluateLogExtents({ logPrimaryFiles: '1' })).toThrow('LogPrimaryFiles: 1 is outside the accepted range 2–510');
    expect(() => evaluateLogExtents({ logPrimaryFiles: 'lots' })).toThrow(/LogPrimaryFiles: "lots" is not a whole number; accepted: 2–510/);
    expect(() => evaluateLogExtents({ logPrimaryFiles: '3', logFilePages: '32' })).toThrow(/LogFilePages: 32 is outside/);
    expect(() => evaluateLogExtents({ logPrimaryFiles: '3', peakLogBytesPerSecond: '-5' })).toThrow(/peak log bytes per second/);
  });

  it('property: never throws on valid counts, and offers no fixes (it cannot raise a fixed extent)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 510 }), fc.integer({ min: 0, max: 511 }), fc.integer({ min: 1, max: 1e9 }), (p, s, peak) => {
      const out = evaluateLogExtents({ logPrimaryFiles: String(p), logSecondaryFiles: String(s), peakLogBytesPerSecond: String(peak) });
      expect(out.every((f) => f.fixes === undefined)).toBe(true);
      expect(out.some((f) => f.severity === 'warning')).toBe(p + s > 511 || 16 * 1024 * 1024 < peak * 10);
    }));
  });
});
