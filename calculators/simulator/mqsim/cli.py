"""The command line: python3 mqsim.pyz (or python3 -m mqsim) --preset ... --set name=value --json."""

from __future__ import annotations

import json
import sys
import time

from .params import OUTPUTS, PARAMS, ParamError, _fmt
from .presets import PRESETS
from .runs import VERSION, check_points, simulate

def _help_epilog():
    lines = ["presets:"]
    for name, pr in PRESETS.items():
        lines.append(f"  {name:<14} {pr['title']}")
    lines.append("")
    lines.append("parameters (--set name=value; default / range; presets change some defaults):")
    for p in PARAMS:
        lines.append(f"  {p.name:<20} {p.unit:<14} default {_fmt(p.default):<8} range {_fmt(p.min)}-{_fmt(p.max)}  {p.help}")
    lines.append("")
    lines.append("outputs:")
    for n, u, h in OUTPUTS:
        lines.append(f"  {n:<20} {u:<14} {h}")
    lines.append("")
    lines.append("examples:")
    lines.append("  python3 mqsim.pyz --preset appliance-ha --set rttMs=5 --json")
    lines.append("  python3 mqsim.pyz --preset linux-nfs-1g --sweep requesters=1,20,60,120,180")
    lines.append("  python3 mqsim.pyz --preset appliance-ha --check      # calibration and validation table")
    return "\n".join(lines)


def _parse_set(items):
    out = {}
    for item in items:
        if "=" not in item:
            raise ParamError(f"--set expects name=value (got {item!r})")
        name, value = item.split("=", 1)
        out[name.strip()] = value.strip()
    return out


def main(argv=None):
    # Imported here, not at the top: the browser never runs main(), and not importing argparse
    # (and gettext, which it imports) keeps both out of the page's cut-down standard library.
    import argparse

    ap = argparse.ArgumentParser(
        # As the reader started it: the downloaded archive, or the package in the project.
        prog="mqsim.pyz" if sys.argv[0].endswith(".pyz") else "python3 -m mqsim",
        description="Discrete-event model of IBM MQ persistent request/reply: logger group commit, "
                    "log device, synchronous replication. A model calibrated on IBM performance reports, not a measurement.",
        epilog=_help_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--preset", choices=sorted(PRESETS), help="start from a preset's parameters")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="set a parameter (repeatable)")
    ap.add_argument("--sweep", metavar="NAME=V1,V2,...", help="run once per value of one parameter")
    ap.add_argument("--replications", metavar="N", help="runs per point with seeds seed..seed+N-1: means with 95%% confidence intervals (same as --set replications=N)")
    ap.add_argument("--check", action="store_true", help="run the preset's calibration and validation points")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ap.add_argument("--version", action="version", version=f"mqsim {VERSION}")
    args = ap.parse_args(argv)
    try:
        overrides = _parse_set(args.set)
        if args.replications is not None:
            overrides["replications"] = args.replications
        if args.check:
            if not args.preset:
                raise ParamError("--check needs --preset")
            rows = check_points(args.preset)
            if args.json:
                print(json.dumps(rows))
            else:
                for r in rows:
                    for m in r["metrics"]:
                        print(f"{r['role']:<12} {r['id']:<14} {m['metric']:<18} measured {m['measured']:>10.4g}  "
                              f"model {m['model']:>10.4g}  error {m['errorPct']:+6.1f}%")
            return 0
        if args.sweep:
            if "=" not in args.sweep:
                raise ParamError(f"--sweep expects name=v1,v2,... (got {args.sweep!r})")
            name, values = args.sweep.split("=", 1)
            results = []
            for v in values.split(","):
                point = dict(overrides)
                point[name.strip()] = v.strip()
                results.append(simulate(args.preset, point))
            if args.json:
                print(json.dumps(results))
            else:
                for r in results:
                    print(_summary(r, name.strip()))
            return 0
        t0 = time.perf_counter()
        out = simulate(args.preset, overrides)
        out["wallSeconds"] = time.perf_counter() - t0
        print(json.dumps(out) if args.json else _summary(out))
        return 0
    except ParamError as e:
        print(f"mqsim: error: {e}", file=sys.stderr)
        return 2


def _summary(out, sweep=None):
    head = f"{sweep}={_fmt(out['params'][sweep])}: " if sweep else ""
    ci = out.get("ci95")
    spread = ""
    if ci:
        lo, hi = ci["roundTripsPerSec"]
        spread = f" (95% CI {lo:,.0f} to {hi:,.0f} over {out['replications']} replications)"
    return (f"{head}{out['roundTripsPerSec']:,.0f} round trips/s{spread}, response mean {out['meanResponseMs']:.3f} ms "
            f"p50 {out['p50ResponseMs']:.3f} ms p95 {out['p95ResponseMs']:.3f} ms p99 {out['p99ResponseMs']:.3f} ms, log write {out['meanLogWriteBytes'] / 1024:,.1f} KiB "
            f"({out['meanLogWriteUs']:,.0f} us), log {out['logMBps']:,.1f} MB/s, logger busy {out['loggerUtilisation']:.1%}, "
            f"CPU {out['cpuUtilisation']:.1%}")
