#!/usr/bin/env python3
"""Fits each preset's CALIBRATED constants to its calibration points, and only to those.

    python3 calculators/simulator/calibrate.py appliance-ha
    python3 calculators/simulator/calibrate.py linux-nfs-1g

Prints the fitted constants; copy them into PRESETS in mqsim/presets.py (rounded as printed), then
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


def _bisect(f, target, lo, hi, decreasing, tol=0.004, steps=16):
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


def _secant(f, target, x0, lo, hi, tol=0.004, steps=8):
    """x in [lo, hi] with f(x) ~ target by the secant method from x0 (the preset's current value),
    falling back to the bracket's midpoint when a step leaves it. Each f is a full model run, so
    few steps matter more than a guaranteed bracket."""
    x_prev = x0
    f_prev = f(x_prev) - target
    if abs(f_prev) / target < tol:
        return x_prev
    x = min(hi, max(lo, x0 * 1.15 if x0 else (lo + hi) / 8))
    for _ in range(steps):
        fx = f(x) - target
        if abs(fx) / target < tol:
            return x
        slope = (fx - f_prev) / (x - x_prev) if x != x_prev else 0
        x_prev, f_prev = x, fx
        x = x - fx / slope if slope else (lo + hi) / 2
        if not lo <= x <= hi:
            x = min(hi, max(lo, x))
    return x


def _fit_in_turn(preset, fits, rounds=2):
    """Constants fitted one at a time, each on the calibration target it drives most, in a few
    rounds because the targets interact a little. fits: (constant, point id, metric, lo, hi,
    decreasing, decimals); `decreasing` is kept for the record of how each target responds."""
    pts = _points(preset)
    values = {name: mqsim.PRESETS[preset]["values"][name] for name, *_ in fits}
    for rnd in range(rounds):
        for name, pid, metric, lo, hi, _decreasing, decimals in fits:
            target = pts[pid]["measured"][metric]

            def f(x, name=name, pid=pid, metric=metric, decimals=decimals):
                trial = dict(values, **{name: int(round(x)) if decimals == 0 else x})
                return _model(preset, trial, pts[pid])[metric]

            fitted = _secant(f, target, values[name], lo, hi)
            values[name] = int(round(fitted)) if decimals == 0 else round(fitted, decimals)
            print(f"  {name} = {values[name]}", file=sys.stderr, flush=True)
        print(f"round {rnd + 1}: {values}", file=sys.stderr, flush=True)
    return values


def calibrate_appliance():
    """Non-HA first (CPU per call and per KiB, API latency, log bandwidth), then what HA adds
    (per-write and per-KiB replication CPU, the partner's acknowledgement), then the effective
    replication round trips per write on the 2 ms point."""
    return _fit_in_turn("appliance-ha", [
        ("logLatencyUs", "nonha-2k-single", "meanResponseMs", 0, 400, False, 1),
        ("logBandwidthMBps", "nonha-20k", "roundTripsPerSec", 200, 5000, False, 0),
        ("cpuUsPerKiB", "nonha-20k", "cpuPct", 0, 20, False, 3),
        ("cpuUsPerCall", "nonha-2k", "roundTripsPerSec", 5, 100, True, 2),
        ("replAckUs", "ha-2k-single", "meanResponseMs", 0, 400, False, 2),
        ("replCpuUsPerKiB", "ha-20k", "cpuPct", 0, 20, False, 3),
        ("replCpuUsPerWrite", "ha-2k", "roundTripsPerSec", 0, 200, True, 2),
        ("replRoundTrips", "ha-2k-rtt2", "roundTripsPerSec", 0.5, 5, True, 3),
    ])


def calibrate_dr():
    """What DR adds to the appliance-ha non-HA constants: CPU per write and per KiB sent. The send
    buffer is the report's 4MB, not fitted: the model's rate at 100 ms jumps between two regimes
    either side of it, so a fit there would be fragile."""
    return _fit_in_turn("appliance-dr", [
        ("drCpuUsPerKiB", "dr-20k", "cpuPct", 0, 20, False, 3),
        ("drCpuUsPerWrite", "dr-2k", "roundTripsPerSec", 0, 200, True, 2),
    ])


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
    """Two constants (fixed write latency, bandwidth) fitted by least squares on the log errors of
    MB/s at the two 20K points; the bytes per record are IBM's documented sizes. Write sizes there
    hardly depend on these two (they follow from how much arrives during a write), so they are
    checks, not targets."""
    preset = "linux-nfs-1g"
    pts = list(_points(preset).values())
    names = ("logLatencyUs", "logBandwidthMBps")
    bounds = ((0, 5000), (10, 1000))

    def loss(x):
        if any(not lo <= v <= hi for v, (lo, hi) in zip(x, bounds)):
            return math.inf
        values = {"logLatencyUs": x[0], "logBandwidthMBps": x[1]}
        total = 0.0
        for pt in pts:
            model = _model(preset, values, pt)
            for metric in pt.get("fit", pt["measured"]):
                measured = pt["measured"][metric]
                total += math.log(model[metric] / measured) ** 2
        return total

    base = mqsim.PRESETS[preset]["values"]
    x, score = _nelder_mead(loss, [base[n] for n in names], [60, 10], iterations=40)
    print(f"rms log error {math.sqrt(score / 2):.4f}", file=sys.stderr)
    return {"logLatencyUs": round(x[0]), "logBandwidthMBps": round(x[1], 1)}


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    fits = {"appliance-ha": calibrate_appliance, "appliance-dr": calibrate_dr, "linux-nfs-1g": calibrate_linux}
    if which not in fits:
        print(f"usage: calibrate.py {'|'.join(fits)}", file=sys.stderr)
        sys.exit(2)
    print(fits[which]())
