import json, random, sys
sys.path.insert(0, '/work/main/calculators/simulator')
import mqsim
rng = random.Random(7)
pts = []
for i in range(int(sys.argv[1])):
    N = rng.choice([1, 4, 16, 60, 120, 250, 500])
    p = {
        "qms": 1, "requesters": N, "responders": max(N, 1), "queuePairs": 10,
        "msgBytes": rng.choice([256, 2048, 20480, 102400, 204800]),
        "cpuCores": rng.choice([2, 4, 8, 16, 32]),
        "cpuUsPerCall": rng.choice([10, 20, 40]),
        "cpuUsPerKiB": rng.choice([0, 0.3, 1]),
        "logLatencyUs": rng.choice([30, 100, 300, 1000, 3000]),
        "logBandwidthMBps": rng.choice([50, 150, 500, 2000]),
        "logBufferPages": rng.choice([512, 4096]),
        "tripleWrite": 1, "serviceCv": 0.5,
        "warmupRoundTrips": 1000, "roundTrips": 5000,
    }
    if rng.random() < 0.35:
        p.update({"replication": 1, "rttMs": rng.choice([0, 0.5, 1, 2]), "replAckUs": rng.choice([50, 200]), "replRoundTrips": 1.7,
                  "replCpuUsPerWrite": 7, "replCpuUsPerKiB": 3})
    out = mqsim.simulate(None, p)
    pts.append({"set": p, "out": {k: out[k] for k in ("roundTripsPerSec","meanLogWriteBytes","meanLogWriteUs","loggerUtilisation","cpuUtilisation","meanResponseMs","logWritesPerSec")}})
    print(i, N, round(out["roundTripsPerSec"]), file=sys.stderr)
json.dump(pts, open(sys.argv[2], "w"), indent=0)
