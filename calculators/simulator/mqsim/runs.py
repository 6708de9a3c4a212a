"""Runs: one or more seeded replications summarised with 95% intervals, the points of a preset, and
the entry points the browser worker calls (plain JSON strings in and out)."""

from __future__ import annotations

import json
import math

from .params import OUTPUTS, PARAMS
from .presets import PRESETS, resolve
from .records import MB
from .simulation import Simulation

# The model's version, written into every result.
VERSION = "1.0.0"

# Student's t, 97.5th percentile, by degrees of freedom (a two-sided 95% interval); beyond the
# table the next lower entry is used, which errs on the wide side.
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
        10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021}


def t975(df):
    return T975[max(k for k in T975 if k <= df)]


def summarise(runs):
    """One result from the replications: each output's mean, and its 95% confidence interval
    (t-based, over the replications) when there are at least two."""
    n = len(runs)
    out = {}
    ci = {}
    for name, _, _ in OUTPUTS:
        values = [r[name] for r in runs]
        if any(v is None for v in values):
            out[name] = None
            continue
        mean = math.fsum(values) / n
        out[name] = mean
        if n > 1:
            sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
            half = t975(n - 1) * sd / math.sqrt(n)
            ci[name] = [mean - half, mean + half]
    out["ci95"] = ci if n > 1 else None
    out["replications"] = n
    out["measuredRoundTrips"] = sum(r["measuredRoundTrips"] for r in runs)
    out["simulatedSeconds"] = math.fsum(r["simulatedSeconds"] for r in runs)
    out["events"] = sum(r["events"] for r in runs)
    out["truncated"] = any(r["truncated"] for r in runs)
    return out


class Batch:
    """The replications of one point, run one after another and advanced in slices: the command
    line and the browser worker both run a point through this, so they give the same JSON."""

    def __init__(self, params, preset=None):
        self.params = params
        self.preset = preset
        self.results = []
        self.sim = Simulation(self._replica(0))

    def _replica(self, k):
        return dict(self.params, seed=(self.params["seed"] + k) % 2147483648)

    def advance(self, max_events):
        """Processes up to max_events events; returns True when every replication is complete."""
        if self.sim is None:
            return True
        if self.sim.advance(max_events):
            self.results.append(self.sim.result())
            k = len(self.results)
            self.sim = Simulation(self._replica(k)) if k < self.params["replications"] else None
        return self.sim is None

    def progress(self):
        n = self.params["replications"]
        return min(1.0, (len(self.results) + (self.sim.progress() if self.sim else 0.0)) / n)

    def result(self):
        if self.sim is not None:
            raise RuntimeError("the run has not finished")
        return {"model": "mqsim", "version": VERSION, "preset": self.preset, "params": self.params, **summarise(self.results)}


def run(params, progress=None, slice_events=200_000, preset=None):
    """Runs one point (every replication) to completion. `progress(fraction)` is called between slices."""
    batch = Batch(params, preset)
    while not batch.advance(slice_events):
        if progress:
            progress(batch.progress())
    return batch.result()


def simulate(preset=None, overrides=None, **kwargs):
    """Resolves parameters and runs: {"model", "version", "preset", "params", outputs...}."""
    return run(resolve(preset, overrides), preset=preset, **kwargs)


# ---------------------------------------------------------------------------------------------
# Calibration and validation points of a preset, as the simulator page and the tests use them.
# ---------------------------------------------------------------------------------------------

def point_outputs(out):
    """Outputs in the units the reports print for comparison (KiB, MiB/s: see linux-nfs-1g)."""
    return {
        "roundTripsPerSec": out["roundTripsPerSec"],
        "meanResponseMs": out["meanResponseMs"],
        "meanLogWriteKiB": out["meanLogWriteBytes"] / 1024,
        "logMiBps": out["logMBps"] * MB / 1048576,
        "meanLogWriteUs": out["meanLogWriteUs"],
        "cpuPct": out["cpuUtilisation"] * 100,
    }


def check_points(preset, roles=("calibration", "validation"), progress=None):
    """Runs every point of a preset and returns model, measured and relative error per metric."""
    rows = []
    points = [pt for pt in PRESETS[preset]["points"] if pt["role"] in roles]
    for k, pt in enumerate(points):
        out = simulate(preset, pt["set"])
        model = point_outputs(out)
        metrics = []
        for metric, measured in pt["measured"].items():
            value = model[metric]
            metrics.append({"metric": metric, "measured": measured, "model": value,
                            "errorPct": (value - measured) / measured * 100,
                            "fitted": pt["role"] == "calibration" and metric in pt.get("fit", pt["measured"])})
        rows.append({"id": pt["id"], "role": pt["role"], "set": pt["set"], "metrics": metrics,
                     "outputs": {k2: out[k2] for k2, _, _ in OUTPUTS}, "events": out["events"]})
        if progress:
            progress((k + 1) / len(points))
    return rows


# ---------------------------------------------------------------------------------------------
# Entry points for the browser worker: plain JSON strings in and out.
# ---------------------------------------------------------------------------------------------

def describe_json():
    return json.dumps({
        "version": VERSION,
        "params": [p.to_dict() for p in PARAMS],
        "outputs": [{"name": n, "unit": u, "help": h} for n, u, h in OUTPUTS],
        "presets": {k: {kk: v for kk, v in pr.items()} for k, pr in PRESETS.items()},
    })


def start_json(request):
    """Creates a run from {"preset": ..., "set": {...}}; raises ParamError for bad parameters."""
    req = json.loads(request)
    preset = req.get("preset")
    return Batch(resolve(preset, req.get("set") or {}), preset)


def result_json(batch):
    """The run's JSON, exactly as `mqsim.pyz --json` prints it (without wallSeconds)."""
    return json.dumps(batch.result())
