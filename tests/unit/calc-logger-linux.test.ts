/**
 * The logger-throughput and linux-limits calculators: worked examples, presets tied to the
 * dataset cells they were typed from, the model's edges, bad inputs and the usual properties.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import logger, { FILE_SYSTEM_PRESETS, PRESET_MESSAGE, roundTripLogBytes } from '../../calculators/logger-throughput.ts';
import linux, { IBM_MIN_FILE_MAX, IBM_MIN_NOFILE, IBM_MIN_NPROC, IBM_MIN_THREADS_MAX } from '../../calculators/linux-limits.ts';
import type { CalculatorDefinition } from '../../calculators/types.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { cellOf, findDataset } from '../../src/lib/data/catalogue.ts';

function run(def: CalculatorDefinition, raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

for (const def of [logger, linux]) {
  describe(`${def.id}: worked examples and properties`, () => {
    for (const ex of def.examples) {
      it(ex.label, () => expect(exampleMismatches(def, ex)).toEqual([]));
    }
    it('gives finite outputs and clean text for any input in range', () => {
      fc.assert(
        fc.property(validRaw(def.inputs), (raw) => {
          expect(parseInputs(def, raw).ok).toBe(true);
          const r = run(def, raw);
          for (const out of def.outputs) expect(Number.isFinite(r.outputs[out.name] as number), out.name).toBe(true);
          const text = [...r.work.flatMap((w) => [w.formula, w.substituted]), ...r.warnings, ...(r.snippets ?? []).map((s) => s.text)].join('\n');
          expect(text).not.toMatch(/NaN|Infinity|undefined/);
        }),
        { numRuns: 200 },
      );
    });
    for (const spec of def.inputs) {
      it(`rejects a bad ${spec.name}, naming it and its range`, () => {
        fc.assert(
          fc.property(invalidText(spec), (bad) => {
            const r = runCalculator(def, { [spec.name]: bad });
            expect(r.ok).toBe(false);
            if (!r.ok) expect(r.errors.find((e) => e.input === spec.name)?.message).toContain(`${spec.label} (${spec.name}) must be`);
          }),
          { numRuns: 40 },
        );
      });
    }
  });
}

describe('logger-throughput', () => {
  const table13 = findDataset('mq-linux-persistent/table-13-20kib-results-all-file-systems');
  const bound = findDataset('mq-linux-persistent/derived-latency-bound-throughput');

  it('takes every preset from the dataset cells (Table 13 and the derived bound)', () => {
    for (const fs of FILE_SYSTEM_PRESETS) {
      const where = { message_size: PRESET_MESSAGE.size, requesters: PRESET_MESSAGE.requesters, file_system: fs.fileSystem };
      expect(cellOf(table13, where, 'latency_us').value, fs.fileSystem).toBe(fs.latencyUs);
      expect(cellOf(table13, where, 'write_size_kb').value, fs.fileSystem).toBe(fs.writeKB);
      expect(cellOf(table13, where, 'mb_per_s').value, fs.fileSystem).toBe(fs.measuredMBps);
      expect(cellOf(bound, where, 'write_size_over_latency_mb_per_s').value, fs.fileSystem).toBe(fs.boundMBps);
    }
    expect(FILE_SYSTEM_PRESETS.map((f) => f.fileSystem).sort()).toEqual(
      table13.rows.filter((r) => r.values.requesters === 180).map((r) => r.values.file_system).sort(),
    );
  });

  it('counts two puts, two gets and three commits per round trip', () => {
    expect(roundTripLogBytes(2048)).toBe(2 * (750 + 2048) + 2 * 260 + 3 * 750);
    // Above 15,700 bytes a put is split into segments of 300 bytes' overhead each.
    expect(roundTripLogBytes(20480)).toBe(2 * (750 + 20480 + 2 * 300) + 520 + 2250);
  });

  it('on NFS-1G the bound is within a few percent of what the report measured, and says so', () => {
    const r = run(logger, logger.examples.find((e) => e.label.startsWith('NFS-1G:'))!.inputs);
    expect(r.warnings.join(' ')).toContain('The report measured 105 MB/s here');
    expect(r.warnings.join(' ')).toContain('The log write is what limits');
  });

  it('without a measured write size, the requesters\' forced writes bound the rate', () => {
    const r = run(logger, { writeLatency: '0.001', requesters: '3', messageBytes: '2048' });
    expect(r.outputs.maxRoundTripsPerSec).toBeCloseTo(1000, 9);
    expect(r.outputs.logMBps).toBeCloseTo(1000 * roundTripLogBytes(2048), 6);
    expect(r.warnings.join(' ')).toContain('Without a measured write size');
  });

  it('a slow device takes over as the bound', () => {
    const r = run(logger, { writeLatency: '0.0001', requesters: '100', messageBytes: '2048', writeBytes: '1048576', deviceBytesPerSec: '125000000' });
    expect(r.outputs.logMBps).toBeCloseTo(125000000, 3);
    expect(r.work.at(-1)!.label).toContain('device bandwidth');
  });

  it('latency and write size in the aggregation bound: doubling latency halves it', () => {
    const a = run(logger, { writeLatency: '0.002', writeBytes: '409600' }).outputs.logMBps as number;
    const b = run(logger, { writeLatency: '0.004', writeBytes: '409600' }).outputs.logMBps as number;
    expect(a / b).toBeCloseTo(2, 9);
  });

  it('refuses a zero latency', () => {
    const r = runCalculator(logger, { writeLatency: '0' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.message).toContain('Log write latency (writeLatency) must be a number from 0.000001 to 10');
  });
});

describe('linux-limits', () => {
  // Issue 24: IBM's minimums are floors for every output (the old nproc of 100 for a measured 100
  // threads was below IBM's 4,096), the unsourced 16,384-threads-per-queue-manager default is gone,
  // and no snippet names a value below what the user has.
  it('keeps IBM\'s minimums as floors', () => {
    const r = run(linux, { connections: '0', queueManagers: '1', threadsPerQmgr: '100' });
    expect(r.outputs).toMatchObject({ nofile: IBM_MIN_NOFILE, nproc: IBM_MIN_NPROC, pidsLimit: IBM_MIN_NPROC, threadsMax: IBM_MIN_THREADS_MAX, fileMax: IBM_MIN_FILE_MAX });
  });

  it('adds one thread per connection to every limit that counts threads', () => {
    const r = run(linux, { connections: '5000', queueManagers: '3', threadsPerQmgr: '300' });
    expect(r.outputs).toMatchObject({ pidsLimit: 5300, nproc: 15900, threadsMax: IBM_MIN_THREADS_MAX });
    const big = run(linux, { connections: '40000', queueManagers: '2' });
    expect(big.outputs.nproc).toBe(IBM_MIN_NPROC + 2 * 40000);
    expect(big.outputs.threadsMax).toBe(big.outputs.nproc);
  });

  it('raises nofile only when one pool process holds more sockets than IBM\'s minimum', () => {
    expect(run(linux, { connections: '20000', connsPerProcess: '20000' }).outputs.nofile).toBe(20003);
    expect(run(linux, { connections: '20000' }).outputs.nofile).toBe(IBM_MIN_NOFILE);
  });

  it('at its defaults never sets a kernel value: every kernel fix reads the current value first and raises only', () => {
    const r = run(linux, {});
    const text = (r.snippets ?? []).map((s) => s.text).join('\n');
    expect(text).not.toMatch(/^(kernel\.pid_max|kernel\.threads-max|fs\.file-max) = \d/m);
    expect(text).toContain(`sysctl -n kernel.pid_max | awk '{ if ($1 < 32768) print 32768; else print $1 }'`);
  });

  it('offers no fix for a current value already at or above its target, and a raise for one below', () => {
    const rhel = run(linux, { currentPidMax: '4194304', currentThreadsMax: '125567', currentFileMax: '9223372036854775807', currentNofile: '1024', currentNproc: '62783' });
    const labels = (rhel.snippets ?? []).map((s) => s.label).join('\n');
    expect(labels).not.toMatch(/^kernel\.pid_max|^kernel\.threads-max|^fs\.file-max/m);
    const text = (rhel.snippets ?? []).map((s) => s.text).join('\n');
    expect(text).toContain('mqm  soft  nofile  10240');
    // nproc's soft 62,783 is above the 5,096 needed: no line for it; the hard one, not given, is read first.
    expect(text).not.toMatch(/^mqm {2}soft {2}nproc/m);
    expect(text).toContain(`[ "$cur" -ge 5096 ] || echo 'mqm  hard  nproc  5096'`);
    expect(text).not.toContain('32768');
  });

  it('says the thread budget is an assumption until measured', () => {
    expect(run(linux, {}).warnings.join(' ')).toContain('derived from IBM');
    expect(run(linux, { threadsPerQmgr: '400' }).warnings.join(' ')).not.toContain('derived from IBM');
  });
});
