/**
 * A multi-instance queue manager's log as the model takes it: written only on an NFS server across
 * the HA link, with no local write (mq-v93-linux lines 1288-1291). mqsim has no NFS device of its
 * own, so the NFS write is its replicated write: the link's fixed time is the NFS server's write time
 * (replAckUs), its bandwidth the NFS throughput, and an added round trip is paid like RDQM's, once for
 * the reply and once per 1 MiB NFS write (capacity-constants.json replication.miqm). The local device
 * is made one that never delays a write, so the NFS path alone sets the write's time.
 */
import type { ModelParams } from './surrogate.ts';

/** A local device that never delays a write (µs and MB/s, as mqsim's logLatencyUs and logBandwidthMBps). */
export const NO_LOCAL_WRITE = { logLatencyUs: 0, logBandwidthMBps: 1e6 } as const;

export interface NfsLink {
  /** The NFS server's write time (µs) and throughput (MB/s). */
  writeUs: number;
  bandwidthMBps: number;
  /** Round trips per write and bytes per added round trip (capacity-constants.json replication.miqm). */
  replRoundTrips: number;
  replWindowBytes: number;
}

/** `p` with its log written only across the NFS link, `rttMs` farther than the measured one. */
export function nfsOnlyLog(p: ModelParams, nfs: NfsLink, rttMs: number): ModelParams {
  return {
    ...p,
    ...NO_LOCAL_WRITE,
    replication: 1,
    replAckUs: nfs.writeUs,
    replBandwidthMBps: nfs.bandwidthMBps,
    replRoundTrips: nfs.replRoundTrips,
    replWindowBytes: nfs.replWindowBytes,
    replCpuUsPerWrite: 0,
    replCpuUsPerKiB: 0,
    rttMs,
  };
}
