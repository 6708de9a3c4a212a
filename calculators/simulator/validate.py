#!/usr/bin/env python3
"""Regenerates validation.json: every preset's calibration and validation points and its default
sweep, as the simulator page publishes them.

    python3 calculators/simulator/validate.py          # rewrite validation.json
    python3 calculators/simulator/validate.py --check  # exit 1 if validation.json is stale

The runs are deterministic, so the file changes only when the model or a preset changes; a test
(test_mqsim.Calibration) fails when it is stale.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

import mqsim

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "validation.json")


def source_sha256():
    """Hash of the mqsim package's modules and its data files (log record sizes, preset points, the
    capacity constants) as stored, so a test can tell that validation.json came from this source."""
    h = hashlib.sha256()
    package = os.path.join(HERE, "mqsim")
    names = [os.path.join("mqsim", n) for n in sorted(os.listdir(package)) if n.endswith(".py")]
    for name in names + [mqsim.LOG_RECORDS_FILE, mqsim.POINTS_FILE, mqsim.CAPACITY_FILE]:
        h.update(name.encode("utf-8") + b"\0")
        with open(os.path.join(HERE, name), "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def build():
    presets = {}
    for name, pr in mqsim.PRESETS.items():
        rows = mqsim.check_points(name)
        by_id = {pt["id"]: pt for pt in pr["points"]}
        for row in rows:
            row["source"] = by_id[row["id"]]["source"]
        presets_ratios = []
        for rid, num, den, metric in pr.get("ratios", []):
            a = next(r for r in rows if r["id"] == num)
            b = next(r for r in rows if r["id"] == den)
            ma = next(m for m in a["metrics"] if m["metric"] == metric)
            mb = next(m for m in b["metrics"] if m["metric"] == metric)
            measured = ma["measured"] / mb["measured"]
            model = ma["model"] / mb["model"]
            presets_ratios.append({"id": rid, "numerator": num, "denominator": den, "metric": metric,
                                   "measured": measured, "model": model, "errorPct": (model - measured) / measured * 100,
                                   "fitted": ma["fitted"] and mb["fitted"]})
        sweep = pr["sweep"]
        points = []
        for value in sweep["values"]:
            out = mqsim.simulate(name, {sweep["param"]: value})
            points.append({"value": value, "outputs": {k: out[k] for k, _, _ in mqsim.OUTPUTS}})
        presets[name] = {"points": rows, "ratios": presets_ratios, "sweep": {"param": sweep["param"], "points": points}}
    meta = json.loads(mqsim.describe_json())
    return {"model": "mqsim", "version": mqsim.VERSION, "sourceSha256": source_sha256(), "params": meta["params"], "outputs": meta["outputs"],
            "presetValues": {k: v["values"] for k, v in meta["presets"].items()},
            "presetInfo": {k: {f: v[f] for f in ("title", "report", "measuredOn", "sweep")} for k, v in meta["presets"].items()},
            "logRecords": mqsim.LOG_RECORDS,
            "presets": presets}


def main(argv):
    data = build()
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    if "--check" in argv:
        with open(OUT, encoding="utf-8") as f:
            if json.load(f) != json.loads(text):
                print("validation.json is stale: run python3 calculators/simulator/validate.py", file=sys.stderr)
                return 1
        return 0
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
