import { describe, expect, it } from 'vitest';
import constants from '../../calculators/simulator/capacity-constants.json' with { type: 'json' };
import { nfsOnlyLog } from '../../calculators/capacity/nfs-only-log.ts';
import { predict, type ModelParams } from '../../calculators/capacity/surrogate.ts';

/**
 * A multi-instance queue manager's log, written only on its NFS server (nfs-only-log.ts): with
 * nothing added it is the same log device as a plain one of that latency and bandwidth; an added
 * round trip costs one per write plus one per 1 MiB NFS write (mq-v93-linux lines 750-751).
 */
const miqm = constants.replication.miqm;
const base: ModelParams = {
  qms: 1, requesters: 120, responders: 120, msgBytes: 2048, cpuCores: 32, cpuUsPerCall: 36.88, cpuUsPerKiB: 0.331,
  apiLatencyUs: 20, serviceCv: 0.5, logBufferPages: 4096, tripleWrite: 1, logLatencyUs: 478.3, logBandwidthMBps: 842, logUsPerRecord: 0,
  replication: 0, replAckUs: 0, replCpuUsPerWrite: 0, replCpuUsPerKiB: 0, rttMs: 0, replRoundTrips: 1, replBandwidthMBps: 5000, replWindowBytes: 0,
};
const link = (p: ModelParams, windowBytes = miqm.replWindowBytes) => ({ writeUs: p.logLatencyUs, bandwidthMBps: p.logBandwidthMBps, replRoundTrips: miqm.replRoundTrips, replWindowBytes: windowBytes });

describe('MIQM: the log written only across the NFS link', () => {
  it('the constants name one round trip per NFS write and the kernel\'s 1 MiB NFS write as the window', () => {
    expect(miqm.replRoundTrips).toBe(1);
    expect(miqm.replWindowBytes).toBe(1048576);
    expect(constants.replication.rdqm.replWindowBytes).toBe(1048576);
  });

  it('with nothing added it is the plain log device of that latency and bandwidth (within 3%)', () => {
    for (const [msgBytes, requesters] of [[2048, 1], [2048, 120], [20480, 300], [204800, 60]] as const) {
      const p = { ...base, msgBytes, requesters, responders: requesters };
      const plain = predict(p).roundTripsPerSec;
      const nfs = predict(nfsOnlyLog(p, link(p), 0)).roundTripsPerSec;
      expect(Math.abs(nfs / plain - 1), `${msgBytes} B, ${requesters} requesters: ${nfs} against ${plain}`).toBeLessThan(0.03);
    }
  });

  it('an added round trip costs large writes more than one round trip per write, and a single requester exactly 3 x (1 + bytes/window) of them', () => {
    const p = { ...base, msgBytes: 204800, requesters: 150, responders: 150 };
    const windowed = predict(nfsOnlyLog(p, link(p), 1)).roundTripsPerSec;
    const whole = predict(nfsOnlyLog(p, link(p, 0), 1)).roundTripsPerSec;
    expect(windowed).toBeLessThan(whole * 0.8);
    // One requester: three forced writes a round trip, each its own records and the page it starts in
    // (surrogate.ts), each one added round trip plus one per window of its bytes.
    const one = { ...p, requesters: 1, responders: 1, tripleWrite: 0 };
    const near = predict(nfsOnlyLog(one, link(one), 0));
    const far = predict(nfsOnlyLog(one, link(one), 2));
    const bytesPerRoundTrip = (near.logMBps * 1e6) / near.roundTripsPerSec;
    const expectedMs = 2 * (3 + (bytesPerRoundTrip + 3 * 4096) / miqm.replWindowBytes);
    expect(expectedMs).toBeGreaterThan(6.7);
    expect(far.meanResponseMs - near.meanResponseMs).toBeCloseTo(expectedMs, 1);
  });
});
