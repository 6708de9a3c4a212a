#!/usr/bin/env python3
"""Fits each preset's CALIBRATED constants to its calibration points, and only to those.

    python3 calculators/simulator/calibrate.py appliance-ha
    python3 calculators/simulator/calibrate.py linux-nfs-1g

Prints the fitted constants; copy them into PRESETS in mqsim.py (rounded as printed), then
regenerate validation.json with validate.py. Validation points are never read here, so the
errors published for them are out-of-sample.
"""

from __future__ import annotations

import math
import sys

import mqsim


def _points(preset):
    return {pt["id"]: pt for pt in mqsim.PRESETS[preset]["points"] if pt["role"] == "calibration"}


def _model(preset, values, point):
    overrides = dict(values)
    overrides.update(point["set"])
    return mqsim.point_outputs(mqsim.simulate(preset, overrides))


def _bisect(f, target, lo, hi, decreasing, tol=0.002, steps=30):
    """x in [lo, hi] with f(x) ~ target, for f monotone (up to simulation noise)."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        value = f(mid)
        if abs(value - target) / target < tol:
            return mid
        if (value > target) == decreasing:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def calibrate_appliance():
    """Three constants, three targets, each driven mainly by one constant, fitted in turn:
    cpuUsPerCall -> rate at rttMs=0; apiLatencyUs -> single-thread latency at rttMs=0;
    replRoundTrips -> rate at rttMs=2."""
    preset = "appliance-ha"
    pts = _points(preset)
    values = {k: mqsim.PRESETS[preset]["values"][k] for k in ("cpuUsPerCall", "apiLatencyUs", "replRoundTrips")}
    fits = [
        ("cpuUsPerCall", "rtt-0", "roundTripsPerSec", 5, 100, True),
        ("apiLatencyUs", "rtt-0-single", "meanResponseMs", 0, 100, False),
        ("replRoundTrips", "rtt-2", "roundTripsPerSec", 0.5, 5, True),
    ]
    for rnd in range(3):
        for name, pid, metric, lo, hi, decreasing in fits:
            target = pts[pid]["measured"][metric]

            def f(x, name=name, pid=pid, metric=metric):
                trial = dict(values, **{name: x})
                return _model(preset, trial, pts[pid])[metric]

            values[name] = round(_bisect(f, target, lo, hi, decreasing), 2)
        print(f"round {rnd + 1}: {values}", file=sys.stderr)
    return values


def _nelder_mead(f, x0, scale, iterations=80):
    n = len(x0)
    simplex = [list(x0)]
    for i in range(n):
        x = list(x0)
        x[i] += scale[i]
        simplex.append(x)
    scores = [f(x) for x in simplex]
    for _ in range(iterations):
        order = sorted(range(n + 1), key=lambda i: scores[i])
        simplex = [simplex[i] for i in order]
        scores = [scores[i] for i in order]
        centroid = [sum(x[i] for x in simplex[:-1]) / n for i in range(n)]
        worst = simplex[-1]
        reflected = [c + (c - w) for c, w in zip(centroid, worst)]
        fr = f(reflected)
        if fr < scores[0]:
            expanded = [c + 2 * (c - w) for c, w in zip(centroid, worst)]
            fe = f(expanded)
            simplex[-1], scores[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < scores[-2]:
            simplex[-1], scores[-1] = reflected, fr
        else:
            contracted = [c + 0.5 * (w - c) for c, w in zip(centroid, worst)]
            fc = f(contracted)
            if fc < scores[-1]:
                simplex[-1], scores[-1] = contracted, fc
            else:
                best = simplex[0]
                simplex = [best] + [[b + 0.5 * (x - b) for b, x in zip(best, xs)] for xs in simplex[1:]]
                scores = [scores[0]] + [f(x) for x in simplex[1:]]
    i = min(range(n + 1), key=lambda i: scores[i])
    return simplex[i], scores[i]


def calibrate_linux():
    """Three constants (fixed write latency, bandwidth, log bytes per record) fitted by least
    squares on the log errors of write size and MB/s at the two 20K points."""
    preset = "linux-nfs-1g"
    pts = list(_points(preset).values())
    names = ("logLatencyUs", "logBandwidthMBps", "logOverheadBytes")
    bounds = ((0, 5000), (10, 1000), (0, 4096))

    def loss(x):
        if any(not lo <= v <= hi for v, (lo, hi) in zip(x, bounds)):
            return math.inf
        values = {"logLatencyUs": x[0], "logBandwidthMBps": x[1], "logOverheadBytes": int(round(x[2]))}
        total = 0.0
        for pt in pts:
            model = _model(preset, values, pt)
            for metric in pt.get("fit", pt["measured"]):
                measured = pt["measured"][metric]
                total += math.log(model[metric] / measured) ** 2
        return total

    base = mqsim.PRESETS[preset]["values"]
    x, score = _nelder_mead(loss, [base[n] for n in names], [60, 10, 150])
    print(f"rms log error {math.sqrt(score / 4):.4f}", file=sys.stderr)
    return {"logLatencyUs": round(x[0]), "logBandwidthMBps": round(x[1], 1), "logOverheadBytes": int(round(x[2]))}


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    if which == "appliance-ha":
        print(calibrate_appliance())
    elif which == "linux-nfs-1g":
        print(calibrate_linux())
    else:
        print("usage: calibrate.py appliance-ha|linux-nfs-1g", file=sys.stderr)
        sys.exit(2)
