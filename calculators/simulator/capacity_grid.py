#!/usr/bin/env python3
"""Writes calculators/capacity/mqsim-grid.json: mqsim's results on a seeded random grid of the
inputs users give (one queue manager; 1 to 500 requesters; 256 B to 200 KiB messages; 2 to 32
cores; 30 us to 3 ms log latency; 0 to 2 us of logger time per record; 50 MB/s to 2 GB/s; the default and the recommended log buffer;
a third of the points synchronously replicated at 0 to 2 ms added, over a link with no window or a
256 KiB or 1 MiB one; then replicated queue managers short of cores, with 50 to 233 us of
replication CPU per write, the range Native HA's calibrated constant has taken; then the same inputs
at the 2,000 requesters the capacity answer reads its ceiling at). tests/unit/capacity-surrogate.test.ts
holds calculators/capacity/surrogate.ts to these, and reruns some points to prove the file is mqsim's.

    python3 calculators/simulator/capacity_grid.py [POINTS] [OUT]    # 120 points, 8 CPU-bound replicated ones and 32 at the ceiling's 2,000 requesters by default
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import mqsim  # noqa: E402

OUT = os.path.join(HERE, "..", "capacity", "mqsim-grid.json")
CPU_BOUND_REPLICATED = 8
AT_THE_CEILING = 32
OUTPUTS = ("roundTripsPerSec", "meanLogWriteBytes", "meanLogWriteUs", "loggerUtilisation", "cpuUtilisation", "meanResponseMs", "logWritesPerSec")


def user_inputs(n, rng, record_rng, warmup, round_trips):
    """One queue manager's inputs as users give them, n requesters and as many responders, drawn
    from `rng` in this order (the logger's time per record from `record_rng`), so every set drawn
    through it is the same point it was."""
    return {
        "qms": 1, "requesters": n, "responders": n, "queuePairs": 10,
        "msgBytes": rng.choice([256, 2048, 20480, 102400, 204800]),
        "cpuCores": rng.choice([2, 4, 8, 16, 32]),
        "cpuUsPerCall": rng.choice([10, 20, 40]),
        "cpuUsPerKiB": rng.choice([0, 0.3, 1]),
        "logLatencyUs": rng.choice([30, 100, 300, 1000, 3000]),
        "logBandwidthMBps": rng.choice([50, 150, 500, 2000]),
        "logBufferPages": rng.choice([512, 4096]),
        "tripleWrite": 1, "serviceCv": 0.5,
        "logUsPerRecord": record_rng.choice([0, 0, 0.5, 2]),
        "warmupRoundTrips": warmup, "roundTrips": round_trips,
    }


def grid(points, seed=7):
    rng = random.Random(seed)
    # The replication link's window and the logger's time per record are drawn from their own
    # streams, so the points drawn before they were parameters stay the same points.
    window_rng = random.Random(seed + 1)
    record_rng = random.Random(seed + 2)
    for _ in range(points):
        n = rng.choice([1, 4, 16, 60, 120, 250, 500])
        # Long enough that mqsim's own sampling noise is small against the 5% the surrogate is held to.
        p = user_inputs(n, rng, record_rng, warmup=2000, round_trips=20000)
        if rng.random() < 0.35:
            p.update({"replication": 1, "rttMs": rng.choice([0, 0.5, 1, 2]), "replAckUs": rng.choice([50, 200]), "replRoundTrips": 1.7,
                      "replCpuUsPerWrite": 7, "replCpuUsPerKiB": 3,
                      "replWindowBytes": window_rng.choice([0, 262144, 1048576])})
        yield p


def cpu_bound_replicated(points, seed=7):
    """Replicated queue managers out of cores: each log write costs the replication's CPU, so the
    cores' limit moves with the write size. Their own random stream, after the others, so the points
    above stay the same points."""
    rng = random.Random(seed + 3)
    for _ in range(points):
        n = rng.choice([120, 250, 500])
        yield {
            "qms": 1, "requesters": n, "responders": n, "queuePairs": 10,
            "msgBytes": rng.choice([256, 2048, 20480]),
            "cpuCores": rng.choice([2, 4]),
            "cpuUsPerCall": rng.choice([20, 40]),
            "cpuUsPerKiB": rng.choice([0, 0.3, 1]),
            "logLatencyUs": rng.choice([30, 100, 300]),
            "logBandwidthMBps": rng.choice([500, 2000]),
            "logBufferPages": rng.choice([512, 4096]),
            "tripleWrite": 1, "serviceCv": 0.5,
            "logUsPerRecord": rng.choice([0, 0.5, 2]),
            "warmupRoundTrips": 2000, "roundTrips": 20000,
            "replication": 1, "rttMs": rng.choice([0, 0.5, 1]), "replAckUs": rng.choice([50, 200, 358.5]), "replRoundTrips": 1.7,
            # Per write: 0 for RDQM and MIQM in capacity-constants.json, Native HA's calibrated 151.8 us
            # (233.1 us before the surrogate counted TripleWrite's pages as writes); per KiB: RDQM's 3.063
            # to Native HA's 5.8 to 5.9.
            "replCpuUsPerWrite": rng.choice([50, 100, 233.1]), "replCpuUsPerKiB": rng.choice([3, 5.805]),
            "replWindowBytes": rng.choice([0, 262144, 1048576]),
        }


def at_the_ceiling(points, seed=7):
    """The inputs users give, at the requesters the capacity answer reads its ceiling at
    (capacity-constants.json's requestersSearchMax): the point every ceiling on /check/ and in
    mqcheck's JSON is, and what its simulator link reruns. Their own random stream, after the
    others, so the points above stay the same points; a longer warm-up and run, as 2,000
    requesters take a round trip each before the queue manager settles, and a bandwidth-bound log
    makes few large writes (at 40,000 round trips a 256-byte point held 150 writes, and their
    device times alone put its rate 5 to 9% off the mean)."""
    rng = random.Random(seed + 4)
    with open(os.path.join(HERE, "capacity-constants.json"), encoding="utf-8") as f:
        n = json.load(f)["requestersSearchMax"]
    for _ in range(points):
        p = user_inputs(n, rng, rng, warmup=20000, round_trips=200000)
        if rng.random() < 0.35:
            # RDQM's and Native HA's calibrated CPU per write (0 and about 114 us) and per KiB (3.1 and 5.9 us).
            p.update({"replication": 1, "rttMs": rng.choice([0, 0.5, 1, 2]), "replAckUs": rng.choice([50, 200]), "replRoundTrips": 1.7,
                      "replCpuUsPerWrite": rng.choice([0, 7, 114]), "replCpuUsPerKiB": rng.choice([3, 5.9]),
                      "replWindowBytes": rng.choice([0, 262144, 1048576])})
        yield p


def main(argv):
    points = int(argv[1]) if len(argv) > 1 else 120
    out = argv[2] if len(argv) > 2 else OUT
    rows = []
    for p in list(grid(points)) + list(cpu_bound_replicated(CPU_BOUND_REPLICATED)) + list(at_the_ceiling(AT_THE_CEILING)):
        result = mqsim.simulate(None, p)
        rows.append({"set": p, "out": {k: result[k] for k in OUTPUTS}})
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(json.dumps({"model": "mqsim", "version": mqsim.VERSION, "points": rows}, indent=0) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
