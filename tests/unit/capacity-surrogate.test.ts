import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { predict } from '../../calculators/capacity/surrogate.ts';
import { AT_THE_CEILING, GRID, ON_THE_WAY, surrogateAgreement } from '../../calculators/capacity/surrogate-agreement.ts';
import { SIMULATOR_DEFAULTS } from '../../calculators/capacity/simulator-defaults.ts';
import constants from '../../calculators/simulator/capacity-constants.json' with { type: 'json' };
import simulatorInfo from '../../calculators/simulator/validation.json' with { type: 'json' };

/**
 * The capacity model is mqsim's, in closed form (calculators/capacity/surrogate.ts). Its rate is
 * held to `python3 -m mqsim` on a seeded grid of the inputs users give
 * (calculators/capacity/mqsim-grid.json, written by calculators/simulator/capacity_grid.py);
 * some points are rerun here so the file cannot drift from the model it stands for. Its last 32
 * points are at the 2,000 requesters every ceiling is read at (AT_THE_CEILING), held apart.
 */
const grid = GRID;
const defaults = SIMULATOR_DEFAULTS;
const python = process.env.PYTHON ?? 'python3';

const { errors } = surrogateAgreement(ON_THE_WAY);
const sorted = errors.map(Math.abs).sort((a, b) => a - b);
const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

describe('capacity surrogate against mqsim', () => {
  it('the grid is mqsim’s own output: four points rerun, one at the ceiling, give the same rate', () => {
    expect(grid.version).toBe(simulatorInfo.version);
    for (const g of [grid.points[0]!, grid.points[41]!, grid.points[97]!, AT_THE_CEILING[0]!]) {
      const run = spawnSync(python, ['-B', '-m', 'mqsim', ...Object.entries(g.set).flatMap(([k, v]) => ['--set', `${k}=${v}`]), '--json'], { cwd: join(process.cwd(), 'calculators/simulator'), encoding: 'utf8', timeout: 60_000 });
      expect(run.status, run.stderr).toBe(0);
      expect((JSON.parse(run.stdout) as { roundTripsPerSec: number }).roundTripsPerSec).toBe(g.out.roundTripsPerSec);
    }
  }, 300_000);

  it('covers the inputs users give: 1 to 500 requesters and the ceiling’s 2,000, 256 B to 200 KiB, 2 to 32 cores, 30 µs to 3 ms, replicated and not', () => {
    const values = (k: string) => new Set(grid.points.map((g) => g.set[k]));
    expect(ON_THE_WAY.length).toBeGreaterThanOrEqual(100);
    expect(Math.min(...values('requesters'))).toBe(1);
    expect(Math.max(...values('requesters'))).toBe(constants.requestersSearchMax);
    expect(Math.max(...values('msgBytes'))).toBe(204800);
    expect(values('logLatencyUs').size).toBeGreaterThanOrEqual(5);
    expect(grid.points.filter((g) => g.set.replication === 1).length).toBeGreaterThanOrEqual(20);
    // A replication link with a window (a write crosses a delayed link in pieces), with delay added.
    expect(grid.points.filter((g) => g.set.replication === 1 && g.set.rttMs! > 0 && g.set.replWindowBytes! > 0).length).toBeGreaterThanOrEqual(8);
    // Replicated and short of cores: 2 to 4 cores, the replication's CPU up to Native HA's.
    expect(grid.points.filter((g) => g.set.replication === 1 && g.set.cpuCores! <= 4 && g.set.replCpuUsPerWrite! >= 50).length).toBeGreaterThanOrEqual(6);
  });

  // The measured agreement, stated as what the tests hold (closing note of issue 43), on the 128
  // points on the way up: median 0.78%, all 128 within 5%, 90th percentile 3.2%, worst 4.7%. The
  // last misses were closed by structure, none by a fitted number: a full 512-page buffer with 100
  // or 200 KiB messages (−9.8%, +10.0%) once D, the bytes ahead of its first waiting commit, follows
  // from the order of the queue for room (surrogate.ts aheadOfCommit), not a fitted mean; 4
  // requesters with 100 KiB messages (+5.6%) once a busy commit's own write carries the other n − 1
  // applications' share of a write (ownWrite); 16 replicated requesters (−6.0%) once a convoy's
  // commits wait the small write less their way back (convoyRest); 120 requesters with 20 KiB in a
  // 512-page buffer (+5.6%) once a logger busy without a break carries at most n commits in two
  // writes (logPopulationLimit). The worst left: 4 requesters, 256-byte messages, −4.7%.
  it('its rate is within 0.8% of mqsim at the median, within 5% on all 128 points, within 3.2% on nine in ten, and never beyond 4.7%', () => {
    expect(quantile(0.5)).toBeLessThanOrEqual(0.008);
    expect(sorted.filter((e) => e <= 0.05).length).toBe(128);
    expect(quantile(0.9)).toBeLessThanOrEqual(0.032);
    expect(sorted.at(-1)!).toBeLessThanOrEqual(0.047);
  });

  // At the ceiling itself: 32 points drawn from the same inputs at the 2,000 requesters every
  // ceiling is read at (capacity_grid.py at_the_ceiling, 200,000 round trips each: at 40,000 a
  // bandwidth-bound point held 150 writes and mqsim's own rate moved by up to 8.6%), said so on
  // /simulator/: median 1.1%, 32 of 32 within 5%, 90th percentile 3.1%, worst 3.4%. The full
  // 512-page buffers with 100 or 200 KiB messages were too low by 6.3% to 11.0% with D at a fitted
  // mean of 0.12 to 0.25 of the buffer, where their queue for room holds runs of puts and gets as
  // long as a write (mqsim's D 0.36 to 0.85 of it): now D is half such a run, 0.31.
  it('at the ceiling’s 2,000 requesters: within 1.1% at the median, within 5% on all 32, within 3.1% on nine in ten, never beyond 3.5%', () => {
    expect(AT_THE_CEILING.length).toBe(32);
    const a = surrogateAgreement(AT_THE_CEILING);
    expect(a.medianAbs).toBeLessThanOrEqual(0.011);
    expect(a.within5).toBeGreaterThanOrEqual(32);
    expect(a.p90Abs).toBeLessThanOrEqual(0.031);
    expect(a.worstAbs).toBeLessThanOrEqual(0.035);
  });

  // Replicated queue managers short of cores (capacity_grid.py draws them on their own stream): the
  // replication's CPU per write and per byte written, with writes counted as mqsim counts them
  // (a busy write only when a commit came in during the one before: 1.28 writes a round trip at 120
  // requesters on 4 cores, mqsim 1.285), each write's job on the cores with the burst its previous
  // write released. All eight within 1.2% (the worst was −7.3%, 250 requesters on 2 cores, before
  // the job went into the burst: a 1.4 ms job in the load's queue closed the loop at 92% busy,
  // mqsim's cores at 99.6%).
  it('holds the replicated queue managers out of cores within 2%, CPU-bound as mqsim’s', () => {
    const cpuBound = grid.points.filter((g) => g.set.replication === 1 && g.out.cpuUtilisation! > 0.95);
    expect(cpuBound.length).toBeGreaterThanOrEqual(5);
    for (const g of cpuBound) {
      const p = predict({ ...defaults, ...g.set });
      expect(Math.abs(p.roundTripsPerSec / g.out.roundTripsPerSec! - 1), JSON.stringify(g.set)).toBeLessThanOrEqual(0.02);
      expect(p.bottleneck).toBe('cpu');
    }
  });

  it('names the bottleneck mqsim shows: CPU where mqsim’s cores are over 95% busy; with 120 requesters or more (towards the ceiling), never CPU where they are under half busy', () => {
    for (const g of grid.points) {
      const p = predict({ ...defaults, ...g.set });
      if (g.out.cpuUtilisation! > 0.95) expect(p.bottleneck, JSON.stringify(g.set)).toBe('cpu');
      if (g.out.cpuUtilisation! < 0.5 && g.set.requesters! >= 120) expect(p.bottleneck, JSON.stringify(g.set)).not.toBe('cpu');
    }
  });

  // A replicated queue manager out of cores: each write costs the replication CPU, and writes carry
  // more records as the rate rises, so its CPU limit is found at the rate, not at an idle logger
  // (taken there, it capped this point at 10,442/s, labelled log-latency, with the cores 64% busy).
  it('a replicated queue manager short of cores is CPU-bound at mqsim’s rate, and twice the cores nearly double it', () => {
    const set = { replication: 1, cpuCores: 2, replCpuUsPerWrite: 100, requesters: 500, responders: 500, logLatencyUs: 100, msgBytes: 2048, roundTrips: 20000 };
    const run = spawnSync(python, ['-B', '-m', 'mqsim', ...Object.entries(set).flatMap(([k, v]) => ['--set', `${k}=${v}`]), '--json'], { cwd: join(process.cwd(), 'calculators/simulator'), encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const sim = JSON.parse(run.stdout) as { roundTripsPerSec: number; cpuUtilisation: number };
    expect(sim.cpuUtilisation).toBeGreaterThan(0.95);
    const p = predict({ ...defaults, ...set });
    expect(p.bottleneck).toBe('cpu');
    expect(Math.abs(p.roundTripsPerSec / sim.roundTripsPerSec - 1)).toBeLessThan(0.1);
    expect(predict({ ...defaults, ...set, cpuCores: 4 }).roundTripsPerSec / p.roundTripsPerSec).toBeGreaterThan(1.8);
  }, 60_000);

  it('answers in a finite, positive rate for the extremes of every parameter it takes', () => {
    for (const [k, lo, hi] of [['requesters', 1, 2000], ['msgBytes', 0, 4194304], ['cpuCores', 1, 512], ['logLatencyUs', 0, 10_000_000], ['logBandwidthMBps', 0.001, 1_000_000], ['rttMs', 0, 1000], ['replWindowBytes', 1, 1073741824]] as const) {
      for (const v of [lo, hi]) {
        const replicated = k === 'rttMs' || k === 'replWindowBytes';
        const r = predict({ ...defaults, replication: replicated ? 1 : 0, ...(k === 'replWindowBytes' ? { rttMs: 2 } : {}), [k]: v });
        expect(Number.isFinite(r.roundTripsPerSec) && r.roundTripsPerSec > 0, `${k}=${v}: ${r.roundTripsPerSec}`).toBe(true);
      }
    }
  });
});
