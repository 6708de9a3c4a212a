import { describe, expect, it } from 'vitest';
import def, { putRecordBytes } from '../../calculators/log-sizing.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';

function run(raw: Record<string, string>) {
  const r = runCalculator(def, { mode: 'check', ...raw });
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}
function errorsOf(raw: Record<string, string>) {
  const r = runCalculator(def, { mode: 'check', ...raw });
  return r.ok ? [] : r.errors;
}

describe('log-sizing worked examples', () => {
  for (const ex of def.examples) {
    it(ex.label, () => expect(exampleMismatches(def, ex)).toEqual([]));
  }

  it('reproduces the amqsrua "bytes in use" and "bytes max" the Linux report printed', () => {
    const r = run({ logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2' });
    expect(r.outputs.logFileBytes).toBe(67_108_864);
    expect(r.outputs.primaryBytes).toBe(1_610_612_736);
    expect(r.outputs.maxLogBytes).toBe(1_744_830_464);
  });

  it('maps LogBufferPages 0 to 512 pages and 4096 to 16 MiB', () => {
    expect(run({ logBufferPages: '0' }).outputs.logBufferBytes).toBe(2_097_152);
    expect(run({ logBufferPages: '4096' }).outputs.logBufferBytes).toBe(16_777_216);
    expect(run({ logBufferPages: '128' }).outputs.logBufferBytes).toBe(524_288);
  });

  it('separates the log sets of Table 1 by the 2 GiB write cache', () => {
    const cache = String(2 * 1024 ** 3);
    expect(run({ logFilePages: '16384', primaryFiles: '16', cacheBytes: cache }).outputs.fitsInCache).toBe(true);
    expect(run({ logFilePages: '16384', primaryFiles: '64', cacheBytes: cache }).outputs.fitsInCache).toBe(false);
    expect(run({ logFilePages: '16384', primaryFiles: '64' }).outputs.fitsInCache).toBeNull();
  });
});

describe('log-sizing log rate', () => {
  it('uses IBM record sizes: 750 + length for a put, 260 for a get, 750 per commit', () => {
    expect(putRecordBytes(2048)).toBe(2798);
    expect(putRecordBytes(15700)).toBe(16450);
    // 15,701 bytes take two segments of 15,700, each with 300 bytes of overhead.
    expect(putRecordBytes(15701)).toBe(750 + 15701 + 600);
    const r = run({ msgBytes: '2048', putsPerSec: '100', msgsPerUow: '10' });
    expect(r.outputs.logBytesPerSec).toBe(100 * (2798 + 260) + 2 * 10 * 750);
  });

  it('answers "never" when nothing is logged', () => {
    const r = run({ putsPerSec: '0' });
    expect(r.outputs.logBytesPerSec).toBe(0);
    expect(r.outputs.secondsToFillPrimary).toBe('never');
    expect(r.outputs.requiredLogBytes).toBe(0);
  });

  it('applies IBM’s 2 × (N + 1) × B rule and warns when the log is too small for the longest unit of work', () => {
    const r = run({ putsPerSec: '1000', longestUowSec: '600' });
    expect(r.outputs.requiredLogBytes).toBe(2 * 601 * 4_558_000);
    expect(r.warnings.join(' ')).toMatch(/AMQ7469/);
    const big = run({ logFilePages: '65535', primaryFiles: '100', putsPerSec: '1000', longestUowSec: '600' });
    expect(big.warnings.join(' ')).not.toMatch(/AMQ7469/);
  });
});

describe('log-sizing limits from IBM documentation', () => {
  it('allows 32 log file pages on Windows but not on UNIX and Linux', () => {
    expect(errorsOf({ logFilePages: '32', platform: 'windows' })).toEqual([]);
    const [e] = errorsOf({ logFilePages: '32', platform: 'unix' });
    expect(e).toEqual({ input: 'logFilePages', message: 'Log file pages (logFilePages) must be a whole number from 64 to 65535 on UNIX and Linux; got 32' });
  });

  it('limits the file counts per platform', () => {
    expect(errorsOf({ primaryFiles: '510', secondaryFiles: '1' })).toEqual([]);
    expect(errorsOf({ primaryFiles: '254', secondaryFiles: '1', platform: 'windows' })).toEqual([]);
    expect(errorsOf({ primaryFiles: '255', secondaryFiles: '1', platform: 'windows' })[0]!.input).toBe('primaryFiles');
    const [total] = errorsOf({ primaryFiles: '500', secondaryFiles: '20' });
    expect(total!.input).toBe('secondaryFiles');
    expect(total!.message).toMatch(/at most 511 .*from 1 to 11; got 20/);
  });

  it('accepts LogBufferPages below the report’s 128 and says what IBM’s own guidance uses (32 pages)', () => {
    const light = run({ logBufferPages: '64' });
    expect(light.outputs.logBufferBytes).toBe(64 * 4096);
    expect(light.warnings.join(' ')).toMatch(/calls 128 pages the minimum \(line 393\).*as small as 32 pages/);
    // IBM takes 1–17 as 18 (Log stanza page); before issue 24 the calculator used 16 pages as given.
    const tiny = run({ logBufferPages: '16' });
    expect(tiny.warnings.join(' ')).toMatch(/LogBufferPages=16 is taken as 18/);
    expect(tiny.outputs.logBufferBytes).toBe(18 * 4096);
    expect(errorsOf({ logBufferPages: '4097' }).map((e) => e.input)).toEqual(['logBufferPages']);
  });

  it('rejects out-of-range and malformed inputs through the input parser', () => {
    for (const [name, bad] of [['logFilePages', '65536'], ['logFilePages', '1.5'], ['primaryFiles', '1'], ['platform', 'solaris'], ['msgBytes', '-1'], ['putsPerSec', '1e308'], ['cacheBytes', 'lots']] as const) {
      const errors = errorsOf({ [name]: bad });
      expect(errors.map((e) => e.input), `${name}=${bad}`).toEqual([name]);
    }
  });
});

describe('log-sizing configuration snippets', () => {
  it('writes the qm.ini Log stanza and crtmqm flags for the chosen values', () => {
    const r = run({ logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2', logBufferPages: '4096' });
    const [stanza, crtmqm] = r.snippets!;
    expect(stanza!.text).toBe(
      'Log:\n   LogPrimaryFiles=24\n   LogSecondaryFiles=2\n   LogFilePages=16384\n   LogType=CIRCULAR\n   LogBufferPages=4096\n   LogPath=/var/mqm/log/QM1/\n   LogWriteIntegrity=TripleWrite',
    );
    expect(crtmqm!.text).toBe('crtmqm -lc -lf 16384 -lp 24 -ls 2 QM1');
    const linear = run({ logType: 'linear', platform: 'windows', logFilePages: '4096', putsPerSec: '10' });
    expect(linear.snippets![0]!.text).toMatch(/LogType=LINEAR\n.*\n   LogPath=C:\\ProgramData\\IBM\\MQ\\log\\QM1\\\n   LogWriteIntegrity=TripleWrite\n   LogManagement=Automatic$/);
    expect(linear.snippets![1]!.text).toMatch(/^crtmqm -ll /);
    expect(linear.snippets![2]!.text).toContain('LogFilePages=4096');
  });

  it('offers no stanza to copy when the checked configuration does not hold the workload (issue 27: a newcomer copies it)', () => {
    const tooSmall = run({ logFilePages: '4096', primaryFiles: '3', secondaryFiles: '2', putsPerSec: '2000', msgBytes: '2048', longestUowSec: '60' });
    expect(tooSmall.outputs.verdict).toBe('error');
    expect(tooSmall.snippets).toEqual([]);
    expect(tooSmall.warnings.join(' ')).toContain('Recommend mode proposes one');
  });
});
