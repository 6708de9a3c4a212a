#!/usr/bin/env python3
"""mqsim: a discrete-event model of IBM MQ persistent request/reply messaging.

Part of the MQ Performance Field Guide. One file, standard library only, so the same source runs
in the browser under Pyodide and on your own machine:

    python3 mqsim.py --preset appliance-ha --set rttMs=5 --json
    python3 mqsim.py --preset linux-nfs-1g --sweep requesters=1,60,180
    python3 mqsim.py --help            # presets and every parameter with its unit and range

WHAT IS MODELLED (a model, not a measurement: see the validation table on the simulator page)

Workload, as in the reports' MQ-CPH request/responder tests (mq-linux-persistent lines 172-186,
mq-appliance-m2002 lines 361-386): closed-loop requesters put a persistent request inside
syncpoint, commit, wait for the reply, get it and commit; responders get a request, put a reply of
the same size, and commit. A round trip is 2 puts, 2 gets and 3 commits. Requesters and responders
are spread evenly over the queue managers and over each queue manager's request/reply queue pairs.
Optional: requesters rated at a fixed number of round trips per second (report section 2.4), and
requester puts outside syncpoint, which force the log write while holding the request queue's lock
(report section 1.3.1.2).

Every MQI call costs one client/network round trip (apiLatencyUs; 0 for bindings mode) and a slice
of CPU (cpuUsPerCall, uniformly distributed +/-50% around its mean) on a pool of cpuCores shared by
every queue manager on the host (first come, first served).

Each queue manager has a logger (mq-linux-persistent section 2.4): records are copied into a buffer
of logBufferPages 4 KiB pages; a commit (or a put outside syncpoint) forces a write and waits until
the write holding its record completes. The logger keeps ONE write in flight; everything that
arrives meanwhile is aggregated into the next write, which starts as soon as the current one ends.
A write covers the 4 KiB pages its records span, so a page left part-filled by one write is written
again by the next (physical bytes exceed logical bytes for small writes). A full buffer also forces
a write, and a record that does not fit waits for space.

A log write takes logLatencyUs plus its bytes over logBandwidthMBps; the device's bandwidth is
shared first come, first served by all queue managers. With replication=1 (synchronous HA, as in
mq-appliance-m2002 section 7) every write is also sent over a replication link of replBandwidthMBps
and completes only when both copies are written: the remote copy adds replRoundTrips x rttMs.

NOT MODELLED: TripleWrite's extra writes, checkpoints, queue-file I/O, message expiry, channels,
CPU cost that grows with message size, network bandwidth between clients and the queue manager,
and anything asynchronous (DR). Calibrated constants absorb what is missing, which is why each
preset is checked against report measurements it was not fitted to.

DETERMINISM: all randomness comes from random.Random(seed).random(), and sums of many floats use
math.fsum (plain sum() became more exact in Python 3.12); the same parameters give the same output,
to the last bit, under CPython 3.11+ and under Pyodide.

UNITS: MB = 1,000,000 bytes; KiB = 1024 bytes; a page is 4096 bytes.
"""

from __future__ import annotations

import heapq
import json
import math
import os
import random
import sys
import time
from collections import deque

VERSION = "1.0.0"
PAGE = 4096
MB = 1_000_000
LOG_RECORDS_FILE = "ibm-log-records.json"


def load_log_records(path=None):
    """IBM's documented log record sizes, from the data file beside this one (the log sizing
    calculator reads the same file). Download it with mqsim.py."""
    path = path or os.path.join(os.path.dirname(os.path.abspath(__file__)), LOG_RECORDS_FILE)
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise SystemExit(f"mqsim: {LOG_RECORDS_FILE} must be in the same folder as mqsim.py ({e.strerror}: {path})") from None
    keys = ("putOverheadBytes", "segmentBytes", "segmentOverheadBytes", "getBytes", "commitBytes")
    bad = [k for k in keys if not isinstance(data.get(k), int) or data[k] < 0]
    if bad or data["segmentBytes"] <= 0:
        raise SystemExit(f"mqsim: {path} needs whole, non-negative byte counts for {', '.join(keys)} (bad: {', '.join(bad) or 'segmentBytes'})")
    return {k: data[k] for k in keys}


LOG_RECORDS = load_log_records()


def put_record_bytes(msg_bytes, records=LOG_RECORDS):
    """Log bytes for one persistent put: the overhead plus the message, plus the per-segment
    overhead once the message needs more than one segment (as calculators/log-sizing.ts counts it)."""
    if msg_bytes <= records["segmentBytes"]:
        return records["putOverheadBytes"] + msg_bytes
    segments = -(-msg_bytes // records["segmentBytes"])
    return records["putOverheadBytes"] + msg_bytes + segments * records["segmentOverheadBytes"]


# ---------------------------------------------------------------------------------------------
# Parameters: one table drives validation, the CLI help, the web form and the URL.
# ---------------------------------------------------------------------------------------------

class Param:
    __slots__ = ("name", "label", "unit", "default", "min", "max", "integer", "group", "help")

    def __init__(self, name, label, unit, default, lo, hi, integer, group, help):
        self.name = name
        self.label = label
        self.unit = unit
        self.default = default
        self.min = lo
        self.max = hi
        self.integer = integer
        self.group = group
        self.help = help

    def to_dict(self):
        return {k: getattr(self, k) for k in self.__slots__}


PARAMS = [
    Param("qms", "Queue managers", "count", 1, 1, 32, True, "workload", "queue managers; requesters and responders are spread evenly over them"),
    Param("requesters", "Requesters", "count", 60, 1, 2000, True, "workload", "requester applications (closed loop: the next request goes as soon as the reply is in)"),
    Param("responders", "Responders", "count", 200, 1, 2000, True, "workload", "responder applications"),
    Param("queuePairs", "Queue pairs per queue manager", "count", 10, 1, 100, True, "workload", "request/reply queue pairs per queue manager"),
    Param("msgBytes", "Message size", "bytes", 2048, 0, 4194304, True, "workload", "message size (request and reply)"),
    Param("ratePerRequester", "Rate per requester", "round trips/s", 0, 0, 100000, False, "workload", "rate per requester; 0 = unrated (as fast as possible)"),
    Param("putOutsideSyncpoint", "Requesters put outside syncpoint", "on/off", 0, 0, 1, True, "workload", "requesters put outside syncpoint: the put forces the log while holding the queue lock"),
    Param("cpuCores", "CPU cores", "count", 28, 1, 512, True, "cpu", "CPU cores shared by every queue manager on the host"),
    Param("cpuUsPerCall", "CPU per MQI call", "us", 10, 0, 100000, False, "cpu", "mean CPU time per MQI call (put, get or commit), before the message-size part"),
    Param("cpuUsPerKiB", "CPU per KiB of message", "us", 0, 0, 10000, False, "cpu", "extra mean CPU time per KiB of message for each put and get (copying the message)"),
    Param("apiLatencyUs", "Client network round trip per call", "us", 0, 0, 1000000, False, "cpu", "network round trip per MQI call for client connections; 0 = bindings"),
    Param("serviceCv", "Service time spread (CV)", "ratio", 0.5, 0, 0.7, False, "cpu", "spread of every service time (CPU, network, log write) as a coefficient of variation; 0 = fixed times"),
    Param("logBufferPages", "Log buffer", "pages", 512, 0, 4096, True, "logger", "log buffer in 4 KiB pages (qm.ini LogBufferPages; 0 means MQ's default of 512; else 128-4096)"),
    Param("tripleWrite", "TripleWrite", "on/off", 1, 0, 1, True, "logger", "LogWriteIntegrity=TripleWrite (MQ's default): a write that rewrites a partly filled page writes that page alone first"),
    Param("logLatencyUs", "Log write latency", "us", 100, 0, 10000000, False, "device", "mean fixed time per log write on the log device"),
    Param("logBandwidthMBps", "Log device bandwidth", "MB/s", 1000, 0.001, 1000000, False, "device", "log device bandwidth, shared by all queue managers"),
    Param("replication", "Synchronous replication (HA)", "on/off", 0, 0, 1, True, "replication", "synchronous replication of every log write to an HA partner"),
    Param("replAckUs", "Partner acknowledgement time", "us", 0, 0, 1000000, False, "replication", "mean time for the partner to acknowledge a write over the direct link, beyond the local write"),
    Param("replCpuUsPerWrite", "Replication CPU per log write", "us", 0, 0, 100000, False, "replication", "CPU time per replicated log write"),
    Param("replCpuUsPerKiB", "Replication CPU per KiB", "us", 0, 0, 10000, False, "replication", "CPU time per KiB of replicated log"),
    Param("rttMs", "Added HA link round trip", "ms", 0, 0, 1000, False, "replication", "added round-trip time of the replication link"),
    Param("replRoundTrips", "Replication round trips per write", "count", 1, 0, 50, False, "replication", "replication round trips per log write (effective, calibrated)"),
    Param("replBandwidthMBps", "HA link bandwidth", "MB/s", 5000, 0.001, 1000000, False, "replication", "replication link bandwidth"),
    Param("dr", "Asynchronous replication (DR)", "on/off", 0, 0, 1, True, "dr", "asynchronous replication of the log to a disaster-recovery appliance"),
    Param("drRttMs", "Added DR link round trip", "ms", 0, 0, 1000, False, "dr", "added round-trip time of the DR link"),
    Param("drWindowBytes", "DR send buffer per queue manager", "bytes", 4194304, 4096, 1073741824, True, "dr", "log bytes a queue manager may have sent but not yet acknowledged by the DR appliance (its send buffer)"),
    Param("drBandwidthMBps", "DR link bandwidth", "MB/s", 5000, 0.001, 1000000, False, "dr", "DR link bandwidth, shared by all queue managers"),
    Param("drCpuUsPerWrite", "DR CPU per log write", "us", 0, 0, 100000, False, "dr", "CPU time per log write sent to the DR appliance"),
    Param("drCpuUsPerKiB", "DR CPU per KiB", "us", 0, 0, 10000, False, "dr", "CPU time per KiB of log sent to the DR appliance"),
    Param("seed", "Random seed", "count", 1, 0, 2147483647, True, "run", "random seed; the same seed gives the same result"),
    Param("replications", "Replications", "count", 1, 1, 50, True, "run", "independent runs with seeds seed, seed+1, ...; outputs are their mean with a 95% confidence interval"),
    Param("warmupRoundTrips", "Warm-up round trips", "count", 2000, 0, 10000000, True, "run", "round trips simulated before measuring"),
    Param("roundTrips", "Measured round trips", "count", 20000, 10, 10000000, True, "run", "round trips measured"),
    Param("maxSimSeconds", "Simulated time limit", "s", 600, 0.001, 1000000, False, "run", "simulated-time limit; a run that reaches it reports what it measured"),
]
PARAM_BY_NAME = {p.name: p for p in PARAMS}
DEFAULTS = {p.name: p.default for p in PARAMS}

OUTPUTS = [
    ("roundTripsPerSec", "round trips/s", "round trips completed per second"),
    ("meanResponseMs", "ms", "mean round-trip response time (put request to committed get of reply)"),
    ("p50ResponseMs", "ms", "median round-trip response time"),
    ("p95ResponseMs", "ms", "95th percentile of the round-trip response time"),
    ("p99ResponseMs", "ms", "99th percentile of the round-trip response time"),
    ("meanLogWriteBytes", "bytes", "mean physical bytes per log write"),
    ("logMBps", "MB/s", "physical log bytes written per second (MB = 10^6 bytes)"),
    ("meanLogWriteUs", "us", "mean time from the start to the end of a log write"),
    ("logWritesPerSec", "writes/s", "log writes per second, all queue managers"),
    ("loggerUtilisation", "fraction", "share of time a log write is in flight, mean over queue managers (at most 1)"),
    ("cpuUtilisation", "fraction", "share of the CPU cores busy"),
    ("lockContentionPct", "percent", "puts that waited for the queue lock (only with putOutsideSyncpoint=1)"),
]


class ParamError(ValueError):
    """A parameter outside its range; the message names the parameter and the accepted range."""


def _fmt(v):
    return str(int(v)) if float(v).is_integer() else repr(v)


def validate(values):
    """Checks every value against its declared range and returns a complete, typed parameter dict."""
    out = dict(DEFAULTS)
    for name, raw in values.items():
        p = PARAM_BY_NAME.get(name)
        if p is None:
            raise ParamError(f"unknown parameter '{name}' (known: {', '.join(PARAM_BY_NAME)})")
        try:
            v = float(raw)
        except (TypeError, ValueError):
            raise ParamError(f"{name} must be a number between {_fmt(p.min)} and {_fmt(p.max)} {p.unit} (got {raw!r})") from None
        if not math.isfinite(v) or v < p.min or v > p.max:
            raise ParamError(f"{name} must be between {_fmt(p.min)} and {_fmt(p.max)} {p.unit} (got {raw!r})")
        if p.integer:
            if not v.is_integer():
                raise ParamError(f"{name} must be a whole number between {_fmt(p.min)} and {_fmt(p.max)} {p.unit} (got {raw!r})")
            v = int(v)
        out[name] = v
    if 0 < out["logBufferPages"] < 128:
        raise ParamError(f"logBufferPages must be 0 (MQ's default, 512) or between 128 and 4096 pages (got {out['logBufferPages']})")
    if out["rttMs"] > 0 and not out["replication"]:
        raise ParamError("rttMs only applies with replication=1 (set replication=1, or rttMs=0)")
    if out["drRttMs"] > 0 and not out["dr"]:
        raise ParamError("drRttMs only applies with dr=1 (set dr=1, or drRttMs=0)")
    return out


# ---------------------------------------------------------------------------------------------
# Presets. Constants marked CALIBRATED were fitted by calibrate.py on the points named there and
# nowhere else; every other constant says where it comes from. Line numbers are 1-based lines of
# ../shared/reports/<report-id>.txt.
# ---------------------------------------------------------------------------------------------

APPLIANCE = "mq-appliance-m2002/"
T9 = APPLIANCE + "table-09-ha-vs-nonha-10qm"
T10 = APPLIANCE + "table-10-ha-2ms-latency"
T11 = APPLIANCE + "table-11-ha-added-latency"
T13 = APPLIANCE + "table-13-dr-vs-nondr-10qm"
T14 = APPLIANCE + "table-14-dr-added-latency"
LINUX_T12 = "mq-linux-persistent/table-12-2kib-results-all-file-systems"
LINUX_T13 = "mq-linux-persistent/table-13-20kib-results-all-file-systems"
LINUX_T14 = "mq-linux-persistent/table-14-200kib-results-all-file-systems"
LINUX_COLS = {"meanLogWriteKiB": "write_size_kb", "logMiBps": "mb_per_s", "meanLogWriteUs": "latency_us"}
SINGLE = {"requesters": 1, "warmupRoundTrips": 50, "roundTrips": 500}
SIZES = {"256b": 256, "2KB": 2048, "20KB": 20480, "200KB": 204800}
# The appliance tables' columns per configuration ("M2002A_HA_max_rate_rt_per_s", ...).
APPLIANCE_METRICS = {"roundTripsPerSec": "max_rate_rt_per_s", "cpuPct": "cpu_pct", "meanResponseMs": "latency_ms"}


def _appliance(pid, role, dataset, size, side, line, measured, set_, fit=None, added=None, clients=None):
    """A point of the appliance tables: `side` is the column group (HA, nonHA, DR, nonDR), `added`
    the row's added latency for the tables that have one, `clients` the row's Clients column (the
    number of requesters at the peak); without it the point is the single-thread latency (Latency#)."""
    row = {"message_size": size} if added is None else {"message_size": size, "added_latency_ms": added}
    run = {"requesters": clients} if clients else dict(SINGLE)
    point = {"id": pid, "role": role, "set": {"msgBytes": SIZES[size], **run, **set_}, "measured": measured,
             "source": {"dataset": dataset, "row": row, "lines": [line, line],
                        "columns": {m: f"M2002A_{side}_{APPLIANCE_METRICS[m]}" for m in measured}}}
    if fit:
        point["fit"] = fit
    return point


def _linux(pid, role, size, requesters, write_kib, mibps, latency_us, dataset, first_line, run, fit=None):
    point = {"id": pid, "role": role, "set": {"msgBytes": size, "requesters": requesters, **run},
             "measured": {"meanLogWriteKiB": write_kib, "logMiBps": mibps, "meanLogWriteUs": latency_us},
             "source": {"dataset": dataset, "row": {"requesters": requesters, "file_system": "NFS-1G"},
                        "columns": LINUX_COLS, "lines": [first_line, first_line + 2]}}
    if fit:
        point["fit"] = fit
    return point


PRESETS = {
    "appliance-ha": {
        "title": "MQ Appliance M2002A HA pair, 10 queue managers, persistent request/reply",
        "report": "mq-appliance-m2002",
        "measuredOn": "IBM MQ Appliance M2002A (MQ 9.1), HA pair over a direct 40Gb link, October 2018",
        "sweep": {"param": "rttMs", "values": [0, 1, 2, 5, 10], "metric": "roundTripsPerSec"},
        "values": {
            "qms": 10,  # test HA2: 10 QMs (line 382)
            "requesters": 400,  # 400 clients at the 2KB peak in Tables 9-11 (lines 396, 428, 442, 453, 464)
            "responders": 200,  # "200 fixed responder threads (2 responders per request queue)" (line 386)
            "queuePairs": 10,  # "10 pairs of queues (representing 10 applications per QM)" (line 386)
            "msgBytes": 2048,  # "2K (2048 byte)" (line 221)
            "cpuCores": 24,  # M2002A: "2x12 Core HT" (line 124)
            "cpuUsPerCall": 30.27,  # CALIBRATED on Table 9 nonHA 2KB: 111,870 round trips/s (line 396)
            "cpuUsPerKiB": 0.331,  # CALIBRATED on Table 9 nonHA 20KB: CPU 36.15% at 34,651 round trips/s (line 397)
            "apiLatencyUs": 20,  # ASSUMED: a client round trip over the 40Gb network; the report gives none
            "serviceCv": 0.7,  # ASSUMED: the report gives response-time means only; the widest spread the model allows
            "logBufferPages": 512,  # MQ's default: the configuration in Appendix B (line 792) does not set LogBufferPages
            "tripleWrite": 0,  # ASSUMED off: the report does not describe the appliance's log writes, and with it every single-thread write would wait for the HA partner twice, which the single-thread latencies of Tables 10-11 rule out
            "logLatencyUs": 55.0,  # CALIBRATED on Table 9 nonHA 2KB: single-thread latency 0.5 ms (line 396)
            "logBandwidthMBps": 1689,  # CALIBRATED on Table 9 nonHA 20KB: 34,651 round trips/s at 110 clients (line 397)
            "replication": 1,  # "log and queue files are synchronously replicated" (line 336)
            "replAckUs": 66.83,  # CALIBRATED on Table 9 HA 2KB: single-thread latency 0.7 ms (line 396)
            "replCpuUsPerWrite": 6.82,  # CALIBRATED on Table 9 HA 2KB: 94,215 round trips/s (line 396)
            "replCpuUsPerKiB": 3.063,  # CALIBRATED on Table 9 HA 20KB: CPU 56.17% (line 397)
            "rttMs": 0,  # added round-trip latency: 0 (Table 9), 1, 2, 5, 10 ms (Tables 10-11)
            "replRoundTrips": 1.695,  # CALIBRATED on Table 10 2KB: 18,919 round trips/s at rttMs=2 (line 428)
            "replBandwidthMBps": 5000,  # one 40Gb module carries replication (line 145): 40 Gb/s = 5,000 MB/s
            "warmupRoundTrips": 2000,
            "roundTrips": 10000,
        },
        # HA's cost as the report states it (line 391): the HA rate over the non-HA rate, per size.
        "ratios": [(f"ha-over-nonha-{k}", f"ha-{k}", f"nonha-{k}", "roundTripsPerSec") for k in ("256", "2k", "20k", "200k")],
        "points": [
            _appliance("nonha-256", "validation", T9, "256b", "nonHA", 395, {"roundTripsPerSec": 128042, "cpuPct": 94.05}, {"replication": 0}, clients=400),
            _appliance("ha-256", "validation", T9, "256b", "HA", 395, {"roundTripsPerSec": 107770, "cpuPct": 95.14}, {}, clients=360),
            _appliance("nonha-2k", "calibration", T9, "2KB", "nonHA", 396, {"roundTripsPerSec": 111870, "cpuPct": 90.81}, {"replication": 0}, ["roundTripsPerSec"], clients=400),
            _appliance("ha-2k", "calibration", T9, "2KB", "HA", 396, {"roundTripsPerSec": 94215, "cpuPct": 91.83}, {}, ["roundTripsPerSec"], clients=400),
            _appliance("nonha-20k", "calibration", T9, "20KB", "nonHA", 397, {"roundTripsPerSec": 34651, "cpuPct": 36.15}, {"replication": 0}, ["roundTripsPerSec", "cpuPct"], clients=110),
            _appliance("ha-20k", "calibration", T9, "20KB", "HA", 397, {"roundTripsPerSec": 35783, "cpuPct": 56.17}, {}, ["cpuPct"], clients=400),
            _appliance("nonha-200k", "validation", T9, "200KB", "nonHA", 398, {"roundTripsPerSec": 3614, "cpuPct": 12.97}, {"replication": 0}, clients=40),
            _appliance("ha-200k", "validation", T9, "200KB", "HA", 398, {"roundTripsPerSec": 3949, "cpuPct": 26.06}, {}, clients=140),
            _appliance("nonha-256-single", "validation", T9, "256b", "nonHA", 395, {"meanResponseMs": 0.4}, {"replication": 0}),
            _appliance("ha-256-single", "validation", T9, "256b", "HA", 395, {"meanResponseMs": 0.6}, {}),
            _appliance("nonha-2k-single", "calibration", T9, "2KB", "nonHA", 396, {"meanResponseMs": 0.5}, {"replication": 0}, ["meanResponseMs"]),
            _appliance("ha-2k-single", "calibration", T9, "2KB", "HA", 396, {"meanResponseMs": 0.7}, {}, ["meanResponseMs"]),
            _appliance("nonha-20k-single", "validation", T9, "20KB", "nonHA", 397, {"meanResponseMs": 0.6}, {"replication": 0}),
            _appliance("ha-20k-single", "validation", T9, "20KB", "HA", 397, {"meanResponseMs": 1.0}, {}),
            _appliance("nonha-200k-single", "validation", T9, "200KB", "nonHA", 398, {"meanResponseMs": 1.7}, {"replication": 0}),
            _appliance("ha-200k-single", "validation", T9, "200KB", "HA", 398, {"meanResponseMs": 2.8}, {}),
            _appliance("ha-256-rtt1", "validation", T11, "256b", "HA", 441, {"roundTripsPerSec": 36760, "cpuPct": 27.68}, {"rttMs": 1}, added=1, clients=400),
            _appliance("ha-2k-rtt1", "validation", T11, "2KB", "HA", 442, {"roundTripsPerSec": 34945, "cpuPct": 29.63}, {"rttMs": 1}, added=1, clients=400),
            _appliance("ha-20k-rtt1", "validation", T11, "20KB", "HA", 443, {"roundTripsPerSec": 22602, "cpuPct": 34.91}, {"rttMs": 1}, added=1, clients=400),
            _appliance("ha-200k-rtt1", "validation", T11, "200KB", "HA", 444, {"roundTripsPerSec": 3499, "cpuPct": 25.78}, {"rttMs": 1}, added=1, clients=150),
            _appliance("ha-2k-rtt1-single", "validation", T11, "2KB", "HA", 442, {"meanResponseMs": 5.7}, {"rttMs": 1}, added=1),
            _appliance("ha-256-rtt2", "validation", T10, "256b", "HA", 427, {"roundTripsPerSec": 19926, "cpuPct": 14.7}, {"rttMs": 2}, added=2, clients=400),
            _appliance("ha-2k-rtt2", "calibration", T10, "2KB", "HA", 428, {"roundTripsPerSec": 18919, "cpuPct": 15.78}, {"rttMs": 2}, ["roundTripsPerSec"], added=2, clients=400),
            _appliance("ha-20k-rtt2", "validation", T10, "20KB", "HA", 429, {"roundTripsPerSec": 15684, "cpuPct": 23.04}, {"rttMs": 2}, added=2, clients=400),
            _appliance("ha-200k-rtt2", "validation", T10, "200KB", "HA", 430, {"roundTripsPerSec": 2823, "cpuPct": 19.48}, {"rttMs": 2}, added=2, clients=150),
            _appliance("ha-2k-rtt2-single", "validation", T10, "2KB", "HA", 428, {"meanResponseMs": 10.6}, {"rttMs": 2}, added=2),
            _appliance("ha-256-rtt5", "validation", T11, "256b", "HA", 452, {"roundTripsPerSec": 8242, "cpuPct": 6.5}, {"rttMs": 5}, added=5, clients=400),
            _appliance("ha-2k-rtt5", "validation", T11, "2KB", "HA", 453, {"roundTripsPerSec": 8175, "cpuPct": 7.42}, {"rttMs": 5}, added=5, clients=400),
            _appliance("ha-20k-rtt5", "validation", T11, "20KB", "HA", 454, {"roundTripsPerSec": 8020, "cpuPct": 11.88}, {"rttMs": 5}, added=5, clients=400),
            _appliance("ha-200k-rtt5", "validation", T11, "200KB", "HA", 455, {"roundTripsPerSec": 1637, "cpuPct": 10.46}, {"rttMs": 5}, added=5, clients=150),
            _appliance("ha-2k-rtt5-single", "validation", T11, "2KB", "HA", 453, {"meanResponseMs": 25.3}, {"rttMs": 5}, added=5),
            _appliance("ha-256-rtt10", "validation", T11, "256b", "HA", 463, {"roundTripsPerSec": 4240, "cpuPct": 3.82}, {"rttMs": 10}, added=10, clients=400),
            _appliance("ha-2k-rtt10", "validation", T11, "2KB", "HA", 464, {"roundTripsPerSec": 4257, "cpuPct": 3.95}, {"rttMs": 10}, added=10, clients=400),
            _appliance("ha-20k-rtt10", "validation", T11, "20KB", "HA", 465, {"roundTripsPerSec": 4548, "cpuPct": 7.35}, {"rttMs": 10}, added=10, clients=400),
            _appliance("ha-200k-rtt10", "validation", T11, "200KB", "HA", 466, {"roundTripsPerSec": 858, "cpuPct": 6.07}, {"rttMs": 10}, added=10, clients=150),
            _appliance("ha-2k-rtt10-single", "validation", T11, "2KB", "HA", 464, {"meanResponseMs": 49.9}, {"rttMs": 10}, added=10),
        ],
    },
    "appliance-dr": {
        "title": "MQ Appliance M2002A with asynchronous DR to a third appliance, 10 queue managers, persistent request/reply",
        "report": "mq-appliance-m2002",
        "measuredOn": "IBM MQ Appliance M2002A (MQ 9.1), DR to a recovery appliance over a direct 40Gb link with 0 to 100 ms added, October 2018",
        "sweep": {"param": "drRttMs", "values": [0, 10, 20, 50, 100], "metric": "roundTripsPerSec"},
        "values": {
            "qms": 10,  # test DR2: 10 QMs (line 522)
            "requesters": 400,  # 400 clients at the 2KB peak in Table 13 (line 534)
            "responders": 200,  # DR2 repeats test C4 (line 524): 200 responders (line 386)
            "queuePairs": 10,  # 10 pairs of queues per QM (line 386)
            "msgBytes": 2048,  # "2K (2048 byte)" (line 221)
            "cpuCores": 24,  # M2002A: "2x12 Core HT" (line 124)
            "cpuUsPerCall": 30.27,  # DERIVED: appliance-ha's calibrated value (same appliance; Table 13's nonDR columns repeat Table 9's nonHA)
            "cpuUsPerKiB": 0.331,  # DERIVED: appliance-ha's calibrated value
            "apiLatencyUs": 20,  # ASSUMED: as appliance-ha
            "serviceCv": 0.7,  # ASSUMED: the report gives response-time means only; the widest spread the model allows
            "logBufferPages": 512,  # MQ's default: the configuration in Appendix B (line 792) does not set LogBufferPages
            "tripleWrite": 0,  # ASSUMED off: the report does not describe the appliance's log writes, and with it every single-thread write would wait for the HA partner twice, which the single-thread latencies of Tables 10-11 rule out
            "logLatencyUs": 55.0,  # DERIVED: appliance-ha's calibrated value
            "logBandwidthMBps": 1689,  # DERIVED: appliance-ha's calibrated value
            "replication": 0,  # DR without HA (section 8)
            "dr": 1,  # "replicated asynchronously to the recovery appliance" (line 481)
            "drRttMs": 0,  # added latency: 0 (Table 13), 10, 20, 50, 100 ms (Table 14)
            "drWindowBytes": 4194304,  # "up to a maximum of 4MB per QM is held in the TCP send buffer" (line 481), read as 4 MiB
            "drBandwidthMBps": 5000,  # DR over "40Gb copper cable" (dr-connections, eth30-eth31): 40 Gb/s = 5,000 MB/s
            "drCpuUsPerWrite": 0,  # CALIBRATED on Table 13 DR 2KB: 102,856 round trips/s (line 534); the fit reaches its floor of 0
            "drCpuUsPerKiB": 2.226,  # CALIBRATED on Table 13 DR 20KB: CPU 51.04% (line 535)
            "warmupRoundTrips": 2000,
            "roundTrips": 10000,
        },
        "points": [
            _appliance("dr-256", "validation", T13, "256b", "DR", 533, {"roundTripsPerSec": 117916, "cpuPct": 98.03}, {}, clients=400),
            _appliance("dr-2k", "calibration", T13, "2KB", "DR", 534, {"roundTripsPerSec": 102856, "cpuPct": 97.03}, {}, ["roundTripsPerSec"], clients=400),
            _appliance("dr-20k", "calibration", T13, "20KB", "DR", 535, {"roundTripsPerSec": 35902, "cpuPct": 51.04}, {}, ["cpuPct"], clients=260),
            _appliance("dr-200k", "validation", T13, "200KB", "DR", 536, {"roundTripsPerSec": 3739, "cpuPct": 21.65}, {}, clients=50),
            _appliance("dr-256-single", "validation", T13, "256b", "DR", 533, {"meanResponseMs": 0.5}, {}),
            _appliance("dr-2k-single", "validation", T13, "2KB", "DR", 534, {"meanResponseMs": 0.6}, {}),
            _appliance("dr-20k-single", "validation", T13, "20KB", "DR", 535, {"meanResponseMs": 0.7}, {}),
            _appliance("dr-200k-single", "validation", T13, "200KB", "DR", 536, {"meanResponseMs": 2.0}, {}),
            _appliance("dr-256-rtt10", "validation", T14, "256b", "DR", 549, {"roundTripsPerSec": 116094, "cpuPct": 97.88}, {"drRttMs": 10}, added=10, clients=400),
            _appliance("dr-2k-rtt10", "validation", T14, "2KB", "DR", 550, {"roundTripsPerSec": 102625, "cpuPct": 95.92}, {"drRttMs": 10}, added=10, clients=400),
            _appliance("dr-20k-rtt10", "validation", T14, "20KB", "DR", 551, {"roundTripsPerSec": 33997, "cpuPct": 44.88}, {"drRttMs": 10}, added=10, clients=280),
            _appliance("dr-200k-rtt10", "validation", T14, "200KB", "DR", 552, {"roundTripsPerSec": 3182, "cpuPct": 15.69}, {"drRttMs": 10}, added=10, clients=50),
            _appliance("dr-2k-rtt10-single", "validation", T14, "2KB", "DR", 550, {"meanResponseMs": 0.6}, {"drRttMs": 10}, added=10),
            _appliance("dr-256-rtt20", "validation", T14, "256b", "DR", 560, {"roundTripsPerSec": 114165, "cpuPct": 93.93}, {"drRttMs": 20}, added=20, clients=380),
            _appliance("dr-2k-rtt20", "validation", T14, "2KB", "DR", 561, {"roundTripsPerSec": 99599, "cpuPct": 91.92}, {"drRttMs": 20}, added=20, clients=300),
            _appliance("dr-20k-rtt20", "validation", T14, "20KB", "DR", 562, {"roundTripsPerSec": 18175, "cpuPct": 20.53}, {"drRttMs": 20}, added=20, clients=180),
            _appliance("dr-200k-rtt20", "validation", T14, "200KB", "DR", 563, {"roundTripsPerSec": 1577, "cpuPct": 7.62}, {"drRttMs": 20}, added=20, clients=50),
            _appliance("dr-2k-rtt20-single", "validation", T14, "2KB", "DR", 561, {"meanResponseMs": 0.6}, {"drRttMs": 20}, added=20),
            _appliance("dr-256-rtt50", "validation", T14, "256b", "DR", 571, {"roundTripsPerSec": 100326, "cpuPct": 77.65}, {"drRttMs": 50}, added=50, clients=400),
            _appliance("dr-2k-rtt50", "validation", T14, "2KB", "DR", 572, {"roundTripsPerSec": 59833, "cpuPct": 46.2}, {"drRttMs": 50}, added=50, clients=260),
            _appliance("dr-20k-rtt50", "validation", T14, "20KB", "DR", 573, {"roundTripsPerSec": 8160, "cpuPct": 9.88}, {"drRttMs": 50}, added=50, clients=220),
            _appliance("dr-200k-rtt50", "validation", T14, "200KB", "DR", 574, {"roundTripsPerSec": 757, "cpuPct": 3.8}, {"drRttMs": 50}, added=50, clients=40),
            _appliance("dr-2k-rtt50-single", "validation", T14, "2KB", "DR", 572, {"meanResponseMs": 0.6}, {"drRttMs": 50}, added=50),
            _appliance("dr-256-rtt100", "validation", T14, "256b", "DR", 582, {"roundTripsPerSec": 61098, "cpuPct": 42.59}, {"drRttMs": 100}, added=100, clients=240),
            _appliance("dr-2k-rtt100", "validation", T14, "2KB", "DR", 583, {"roundTripsPerSec": 29379, "cpuPct": 18.97}, {"drRttMs": 100}, added=100, clients=360),
            _appliance("dr-20k-rtt100", "validation", T14, "20KB", "DR", 584, {"roundTripsPerSec": 4541, "cpuPct": 5.52}, {"drRttMs": 100}, added=100, clients=240),
            _appliance("dr-200k-rtt100", "validation", T14, "200KB", "DR", 585, {"roundTripsPerSec": 341, "cpuPct": 2.04}, {"drRttMs": 100}, added=100, clients=50),
            _appliance("dr-2k-rtt100-single", "validation", T14, "2KB", "DR", 583, {"meanResponseMs": 1.1}, {"drRttMs": 100}, added=100),
        ],
    },
    "linux-nfs-1g": {
        "title": "MQ V9.0.4 on Linux, log on NFS v4 over 1Gb Ethernet, 1 queue manager, bindings",
        "report": "mq-linux-persistent",
        "measuredOn": "IBM MQ V9.0.4 on RHEL 7.2, x3550 2x14 cores, log on NFS v4 over a 1Gb link, November 2017",
        "sweep": {"param": "requesters", "values": [1, 30, 60, 120, 180], "metric": "logMBps"},
        "values": {
            "qms": 1,  # "single queue manager" scenarios (line 918)
            "requesters": 60,  # 1, 60 and 180 requesters (2K, 20K); 1, 18 and 60 (200K) (lines 943-978)
            "responders": 200,  # "A fixed number of responders are started (200 or 600 ...)" (line 528)
            "queuePairs": 10,  # "evenly distributed across 10 pairs of request/reply queues" (line 529)
            "msgBytes": 20480,  # 20KiB messages (Table 13, line 967)
            "cpuCores": 28,  # MQ host "x3550, 2x14 Cores" (line 985)
            "cpuUsPerCall": 21.5,  # DERIVED from Table 1: 325,400 non-persistent round trips/s at 100% CPU (line 168) = 28 cores / 325,400 / 4 calls
            "apiLatencyUs": 0,  # "All requesters/responders are connected in bindings mode" (line 527)
            "serviceCv": 0.5,  # ASSUMED: the report gives no response-time spread
            "logBufferPages": 4096,  # Best practice #6 (line 401); "All best practices and tunings are applied" (line 531)
            "tripleWrite": 1,  # "You should always use TripleWrite" (line 1009), MQ's default
            "logLatencyUs": 281,  # CALIBRATED on Table 13 NFS-1G 20K at 60 and 180 requesters: MB/s (lines 960-965), with IBM's log record sizes
            "logBandwidthMBps": 114.0,  # CALIBRATED on the same points
            "replication": 0,  # the log is on NFS; nothing is replicated synchronously
            "warmupRoundTrips": 1000,
            "roundTrips": 6000,
        },
        # Report units: "Write size (KB)" is read as KiB and "MB/s" as MiB/s (2^20 bytes/s). With that
        # reading, write size / latency reproduces the MB/s column to 1-2% on NFS (e.g. 196 KiB /
        # 2,089 us = 91.6 MiB/s against the printed 92); with decimal units it is 4-7% off.
        "points": [
            _linux("20k-60", "calibration", 20480, 60, 410, 100, 4036, LINUX_T13, 960, {}, ["logMiBps"]),
            _linux("20k-180", "calibration", 20480, 180, 1260, 105, 11577, LINUX_T13, 963, {}, ["logMiBps"]),
            _linux("20k-1", "validation", 20480, 1, 13, 30, 358, LINUX_T13, 957, {"warmupRoundTrips": 100, "roundTrips": 1500}),
            _linux("2k-1", "validation", 2048, 1, 5, 17, 270, LINUX_T12, 944, {"warmupRoundTrips": 100, "roundTrips": 1500}),
            _linux("2k-60", "validation", 2048, 60, 63, 74, 793, LINUX_T12, 947, {}),
            _linux("2k-180", "validation", 2048, 180, 196, 92, 2089, LINUX_T12, 950, {}),
            _linux("200k-1", "validation", 204800, 1, 85, 71, 1055, LINUX_T14, 970, {"warmupRoundTrips": 50, "roundTrips": 500}),
            _linux("200k-18", "validation", 204800, 18, 1017, 107, 9401, LINUX_T14, 973, {"warmupRoundTrips": 200, "roundTrips": 1500}),
            _linux("200k-60", "validation", 204800, 60, 3662, 109, 32854, LINUX_T14, 976, {"warmupRoundTrips": 300, "roundTrips": 1500}),
        ],
    },
}


def resolve(preset=None, overrides=None):
    """Parameters for a run: defaults, then the preset's values, then the overrides, validated."""
    values = {}
    if preset:
        if preset not in PRESETS:
            raise ParamError(f"unknown preset '{preset}' (known: {', '.join(PRESETS)})")
        values.update(PRESETS[preset]["values"])
    values.update(overrides or {})
    return validate(values)


# ---------------------------------------------------------------------------------------------
# The simulation. Applications are generators that yield commands; the loop below executes them.
# ---------------------------------------------------------------------------------------------

# Commands an application yields (first tuple element).
PUT, COMMIT, GET_REQUEST, GET_REPLY, PUT_NOSYNC, SLEEP = range(6)


class Job:
    """One MQI call in progress: where it runs, what it logs, and whom to tell when it is done."""

    __slots__ = ("app", "qm", "log_bytes", "force", "deliver", "result", "lock", "waited", "cpu")

    def __init__(self, app, qm, log_bytes, force, cpu, deliver=None, lock=None):
        self.app = app
        self.qm = qm
        self.cpu = cpu  # mean CPU seconds of the call
        self.log_bytes = log_bytes
        self.force = force
        self.deliver = deliver  # (queue, message) made visible when the forced write completes
        self.result = None
        self.lock = lock  # the QueueLock held until this job's forced write completes
        self.waited = False


class Queue:
    __slots__ = ("messages", "getters")

    def __init__(self):
        self.messages = deque()
        self.getters = deque()


class QueueLock:
    __slots__ = ("held", "waiting")

    def __init__(self):
        self.held = False
        self.waiting = deque()


class Logger:
    """One queue manager's log: a buffer, one write in flight, aggregation of whatever arrives meanwhile."""

    __slots__ = ("sim", "capacity", "lsn", "written", "busy", "waiters", "space_waiters",
                 "write_start", "main_start", "busy_time", "pending_end", "dr_acks", "dr_unacked")

    def __init__(self, sim, capacity):
        self.sim = sim
        self.capacity = capacity
        self.lsn = 0  # bytes appended to the log stream
        self.written = 0  # stream offset up to which writes have completed
        self.busy = False
        self.waiters = deque()  # (offset, job): forced records waiting for the write that holds them
        self.space_waiters = deque()  # [remaining_bytes, job]: appends waiting for buffer space
        self.write_start = 0.0
        self.main_start = 0.0
        self.busy_time = 0.0
        self.pending_end = 0
        self.dr_acks = deque()  # (time acknowledged, bytes): log sent to the DR appliance, oldest first
        self.dr_unacked = 0

    def append(self, job):
        if self.space_waiters or self.lsn + job.log_bytes - self.written > self.capacity:
            self.space_waiters.append([job.log_bytes, job])
            self._fill_from_waiters()
            return
        self.lsn += job.log_bytes
        self._appended(job)

    def _fill_from_waiters(self):
        # Appends that did not fit wait in arrival order. A record bigger than the whole buffer
        # goes in as buffer-sized pieces, each written out before the next is copied in.
        waiting = self.space_waiters
        while waiting:
            entry = waiting[0]
            room = self.capacity - (self.lsn - self.written)
            take = room if room < entry[0] else entry[0]
            if take > 0:
                self.lsn += take
                entry[0] -= take
            if entry[0] > 0:
                if not self.busy:
                    self._start_write()
                return
            waiting.popleft()
            self._appended(entry[1])

    def _appended(self, job):
        if job.force:
            self.waiters.append((self.lsn, job))
            if not self.busy:
                self._start_write(idle=True)
        else:
            self.sim.job_logged(job)

    def _start_write(self, idle=False):
        start, end = self.written, self.lsn
        if end <= start:
            return
        pages = -(-end // PAGE) - start // PAGE
        nbytes = pages * PAGE
        sim = self.sim
        now = sim.now
        self.busy = True
        self.write_start = now
        self.pending_end = end
        main_start = now
        if sim.triple_write and idle and start % PAGE:
            # TripleWrite (LogWriteIntegrity, mq-linux-persistent line 1007): a write that rewrites
            # a partly filled page first writes that page alone elsewhere, then the write proper.
            # The report says this costs "significantly more writes" in the extreme case of one
            # application; its write sizes under concurrency show no such halving, so the model
            # (an assumption) does it only for a write a commit started on an idle logger, where
            # nothing could be aggregated.
            main_start = sim.device_write(now, PAGE, self)
            if sim.measuring:
                sim.write_count += 1
                sim.write_bytes += PAGE
                sim.write_time += main_start - now
        self.main_start = main_start
        done = sim.device_write(main_start, nbytes, self)
        sim.schedule(done, self._write_done, nbytes)

    def _write_done(self, nbytes):
        sim = self.sim
        now = sim.now
        self.busy = False
        self.written = self.pending_end
        if sim.measuring:
            self.busy_time += now - max(self.write_start, sim.window_start)
            sim.write_count += 1
            sim.write_bytes += nbytes
            sim.write_time += now - self.main_start
        written = self.written
        waiters = self.waiters
        while waiters and waiters[0][0] <= written:
            sim.job_logged(waiters.popleft()[1])
        if self.space_waiters:
            self._fill_from_waiters()
        if not self.busy and (waiters or self.space_waiters):
            self._start_write()


class Simulation:
    """A run that can be advanced in slices, so a browser worker can report progress and stop."""

    def __init__(self, params):
        self.p = p = params
        self.rng = random.Random(p["seed"])
        self.now = 0.0
        self.heap = []
        self.seq = 0
        self.events = 0
        self.done = False
        self.truncated = False
        self.half_latency = p["apiLatencyUs"] / 2e6
        cv = p["serviceCv"]
        # Service times are the mean times a right-triangular factor with mean 1 and this CV.
        self.varies = cv > 0
        self.skew_low = 1 - cv * math.sqrt(2)
        self.skew_width = cv * math.sqrt(18)
        self.cpu_call = p["cpuUsPerCall"] / 1e6
        self.cpu_msg = self.cpu_call + p["cpuUsPerKiB"] / 1e6 * p["msgBytes"] / 1024
        self.cpu_idle = p["cpuCores"]
        self.cpu_waiting = []
        self.device_free = 0.0
        self.link_free = 0.0
        self.device_s_per_byte = 1 / (p["logBandwidthMBps"] * MB)
        self.link_s_per_byte = 1 / (p["replBandwidthMBps"] * MB)
        self.write_latency = p["logLatencyUs"] / 1e6
        self.replication = bool(p["replication"])
        self.triple_write = bool(p["tripleWrite"])
        self.repl_ack = p["replAckUs"] / 1e6
        self.repl_delay = p["replRoundTrips"] * p["rttMs"] / 1e3
        self.repl_cpu_write = p["replCpuUsPerWrite"] / 1e6
        self.repl_cpu_byte = p["replCpuUsPerKiB"] / 1e6 / 1024
        self.dr = bool(p["dr"])
        self.dr_rtt = p["drRttMs"] / 1e3
        self.dr_window = p["drWindowBytes"]
        self.dr_s_per_byte = 1 / (p["drBandwidthMBps"] * MB)
        self.dr_link_free = 0.0
        self.dr_cpu_write = p["drCpuUsPerWrite"] / 1e6
        self.dr_cpu_byte = p["drCpuUsPerKiB"] / 1e6 / 1024
        pages = p["logBufferPages"] or 512
        self.loggers = [Logger(self, pages * PAGE) for _ in range(p["qms"])]
        self.queues = [[Queue() for _ in range(p["queuePairs"])] for _ in range(p["qms"])]
        self.locks = [[QueueLock() for _ in range(p["queuePairs"])] for _ in range(p["qms"])]
        self.reply_slots = {}
        self.put_bytes = put_record_bytes(p["msgBytes"])
        self.get_bytes = LOG_RECORDS["getBytes"]
        self.commit_bytes = LOG_RECORDS["commitBytes"]
        self.completed = 0
        self.measuring = False
        self.window_start = 0.0
        self.window_end = 0.0
        self.target = p["warmupRoundTrips"] + p["roundTrips"]
        self.responses = []
        self.write_count = 0
        self.write_bytes = 0
        self.write_time = 0.0
        self.cpu_busy = 0.0
        self.lock_acquires = 0
        self.lock_waits = 0
        if p["warmupRoundTrips"] == 0:
            self.measuring = True
        for j in range(p["responders"]):
            qm, pair = j % p["qms"], (j // p["qms"]) % p["queuePairs"]
            self._launch(self._responder(qm, pair), 0.0)
        for i in range(p["requesters"]):
            qm, pair = i % p["qms"], (i // p["qms"]) % p["queuePairs"]
            # Staggered starts, so the requesters do not move in lock-step.
            self._launch(self._requester(i, qm, pair), self.rng.random() * 1e-3)

    # -- event loop --------------------------------------------------------------------------

    def schedule(self, t, fn, arg):
        self.seq += 1
        heapq.heappush(self.heap, (t, self.seq, fn, arg))

    def advance(self, max_events):
        """Processes up to max_events events; returns True when the run is complete."""
        heap = self.heap
        pop = heapq.heappop
        limit = self.p["maxSimSeconds"]
        n = 0
        while n < max_events and not self.done:
            if not heap:
                raise RuntimeError("the simulation stalled: no events left (please report this as a model bug)")
            t, _, fn, arg = pop(heap)
            if t > limit:
                self.now = limit
                self.truncated = True
                self._finish()
                break
            self.now = t
            fn(arg)
            n += 1
        self.events += n
        return self.done

    def progress(self):
        return min(1.0, self.completed / self.target) if self.target else 1.0

    # -- applications ------------------------------------------------------------------------

    def _launch(self, gen, t):
        self.schedule(t, self._resume, (gen, None))

    def _resume(self, item):
        gen, value = item
        cmd = gen.send(value)
        op = cmd[0]
        if op == SLEEP:
            self.schedule(self.now + cmd[1], self._resume, (gen, None))
            return
        job = cmd[1]
        job.app = gen
        if op == PUT or op == COMMIT:
            self._to_qm(job)
        elif op == GET_REQUEST or op == GET_REPLY:
            job.deliver = cmd[2]  # the queue or reply slot to wait on
            if self.half_latency:
                self.schedule(self.now + self.half_latency * self.skew(), self._arrive_get, job)
            else:
                self._arrive_get(job)
        elif op == PUT_NOSYNC:
            if self.half_latency:
                self.schedule(self.now + self.half_latency * self.skew(), self._arrive_lock, job)
            else:
                self._arrive_lock(job)

    def _requester(self, i, qm, pair):
        p = self.p
        request_q = self.queues[qm][pair]
        lock = self.locks[qm][pair] if p["putOutsideSyncpoint"] else None
        interval = 1.0 / p["ratePerRequester"] if p["ratePerRequester"] else 0.0
        next_start = self.now
        put_bytes, get_bytes, commit_bytes = self.put_bytes, self.get_bytes, self.commit_bytes
        cpu_msg, cpu_call = self.cpu_msg, self.cpu_call
        while True:
            if interval:
                if next_start > self.now:
                    yield (SLEEP, next_start - self.now)
                next_start = max(next_start + interval, self.now)
            start = self.now
            if lock is not None:
                yield (PUT_NOSYNC, Job(None, qm, put_bytes, True, cpu_msg, (request_q, i), lock))
            else:
                yield (PUT, Job(None, qm, put_bytes, False, cpu_msg))
                yield (COMMIT, Job(None, qm, commit_bytes, True, cpu_call, (request_q, i)))
            yield (GET_REPLY, Job(None, qm, get_bytes, False, cpu_msg), i)
            yield (COMMIT, Job(None, qm, commit_bytes, True, cpu_call))
            self._round_trip_done(start)

    def _responder(self, qm, pair):
        request_q = self.queues[qm][pair]
        put_bytes, get_bytes, commit_bytes = self.put_bytes, self.get_bytes, self.commit_bytes
        cpu_msg, cpu_call = self.cpu_msg, self.cpu_call
        while True:
            requester = yield (GET_REQUEST, Job(None, qm, get_bytes, False, cpu_msg), request_q)
            yield (PUT, Job(None, qm, put_bytes, False, cpu_msg))
            yield (COMMIT, Job(None, qm, commit_bytes, True, cpu_call, (None, requester)))

    def _round_trip_done(self, start):
        if self.done:
            return  # completed in the same instant as the last measured round trip: not measured
        self.completed += 1
        if self.measuring:
            self.responses.append(self.now - start)
            if self.completed >= self.target:
                self._finish()
        elif self.completed >= self.p["warmupRoundTrips"]:
            self._start_window()

    def _start_window(self):
        self.measuring = True
        self.window_start = self.now
        for lg in self.loggers:
            lg.busy_time = 0.0

    def _finish(self):
        if self.done:
            return
        self.window_end = self.now
        if not self.measuring:
            self.window_start = self.now
        for lg in self.loggers:
            if lg.busy and self.measuring:
                lg.busy_time += self.now - max(lg.write_start, self.window_start)
        self.done = True

    # -- MQI calls: network, CPU, log ------------------------------------------------------

    def _to_qm(self, job):
        if self.half_latency:
            self.schedule(self.now + self.half_latency * self.skew(), self._cpu, job)
        else:
            self._cpu(job)

    def _cpu(self, job):
        # A free core starts the call at once; otherwise it waits. Cores pick a waiting call at
        # random, not first come first served: an operating system's scheduler does not keep
        # arrival order, and that is where much of the spread in response times under load comes from.
        if self.cpu_idle:
            self.cpu_idle -= 1
            self._cpu_start(job)
        else:
            self.cpu_waiting.append(job)

    def _cpu_start(self, job):
        service = job.cpu * self.skew()
        if self.measuring:
            self.cpu_busy += service
        self.schedule(self.now + service, self._cpu_done, job)

    def skew(self):
        """A random factor with mean 1 and coefficient of variation serviceCv: right-triangular on
        [1 - cv*sqrt(2), 1 + 2*cv*sqrt(2)], most likely at its low end, so a few calls take much
        longer than most. Drawn by inversion with one sqrt (exact in IEEE arithmetic, so CPython
        and Pyodide agree to the bit)."""
        if not self.varies:
            return 1.0
        return self.skew_low + self.skew_width * (1.0 - math.sqrt(self.rng.random()))

    def burn_cpu(self, service):
        """CPU work nobody waits for (replication's), queued for a core like any call."""
        if service > 0:
            self._cpu(Job(None, -1, 0, False, service))

    def _cpu_done(self, job):
        waiting = self.cpu_waiting
        if waiting:
            i = int(self.rng.random() * len(waiting))
            waiting[i], waiting[-1] = waiting[-1], waiting[i]
            self._cpu_start(waiting.pop())
        else:
            self.cpu_idle += 1
        if job.qm < 0:
            return  # background work: nobody waits for it
        if job.log_bytes:
            self.loggers[job.qm].append(job)
        else:
            self.job_logged(job)

    def job_logged(self, job):
        """The job's record is in the buffer (or, if forced, on disk): make messages visible and return."""
        if job.force:
            if job.deliver is not None:
                queue, message = job.deliver
                if queue is None:
                    self._deliver_reply(message)
                else:
                    self._deliver_request(queue, message)
            if job.lock is not None:
                self._release(job.lock)
        if self.half_latency:
            self.schedule(self.now + self.half_latency * self.skew(), self._resume, (job.app, job.result))
        else:
            self._resume((job.app, job.result))

    def _deliver_request(self, queue, message):
        if queue.getters:
            job = queue.getters.popleft()
            job.result = message
            self._cpu(job)
        else:
            queue.messages.append(message)

    def _deliver_reply(self, requester):
        job = self.reply_slots.pop(requester, None)
        if job is not None:
            self._cpu(job)
        else:
            self.reply_slots[requester] = True

    def _arrive_get(self, job):
        target = job.deliver
        job.deliver = None
        if isinstance(target, Queue):
            if target.messages:
                job.result = target.messages.popleft()
                self._cpu(job)
            else:
                target.getters.append(job)
        else:
            if self.reply_slots.pop(target, None) is True:
                self._cpu(job)
            else:
                self.reply_slots[target] = job

    def _arrive_lock(self, job):
        lock = job.lock
        if self.measuring:
            self.lock_acquires += 1
        if lock.held:
            if self.measuring:
                self.lock_waits += 1
            lock.waiting.append(job)
        else:
            lock.held = True
            self._cpu(job)

    def _release(self, lock):
        if lock.waiting:
            self._cpu(lock.waiting.popleft())
        else:
            lock.held = False

    def device_write(self, now, nbytes, logger):
        """When a log write issued now completes: the device's bandwidth is shared first come,
        first served; with replication the partner's copy must be written and acknowledged too;
        with DR the write must fit in the queue manager's DR send buffer."""
        # The device's time for the whole write varies (latency and transfer), not only its fixed part.
        begin = self.device_free if self.device_free > now else now
        self.device_free = begin + nbytes * self.device_s_per_byte * self.skew()
        done = self.device_free + self.write_latency * self.skew()
        if self.replication:
            self.burn_cpu(self.repl_cpu_write + self.repl_cpu_byte * nbytes)
            begin = self.link_free if self.link_free > now else now
            self.link_free = begin + nbytes * self.link_s_per_byte
            remote = self.link_free + self.write_latency * self.skew() + self.repl_ack * self.skew() + self.repl_delay
            if remote > done:
                done = remote
        if self.dr:
            queued = self._dr_send(now, nbytes, logger)
            if queued > done:
                done = queued
        return done

    def _dr_send(self, now, nbytes, logger):
        """Asynchronous DR (mq-appliance-m2002 line 481): the write goes into the queue manager's
        send buffer and the log write completes without waiting for the DR appliance, unless the
        buffer is full; then it waits until enough earlier log is acknowledged. Returns when the
        write was in the buffer."""
        self.burn_cpu(self.dr_cpu_write + self.dr_cpu_byte * nbytes)
        acks = logger.dr_acks
        while acks and acks[0][0] <= now:
            logger.dr_unacked -= acks.popleft()[1]
        queued = now
        room = self.dr_window if nbytes < self.dr_window else nbytes  # a write bigger than the buffer goes alone
        while acks and logger.dr_unacked + nbytes > room:
            t, b = acks.popleft()
            logger.dr_unacked -= b
            if t > queued:
                queued = t
        begin = self.dr_link_free if self.dr_link_free > queued else queued
        self.dr_link_free = begin + nbytes * self.dr_s_per_byte
        acks.append((self.dr_link_free + self.dr_rtt, nbytes))
        logger.dr_unacked += nbytes
        return queued

    # -- results -----------------------------------------------------------------------------

    def result(self):
        if not self.done:
            raise RuntimeError("the run has not finished")
        p = self.p
        window = self.window_end - self.window_start
        n = len(self.responses)
        if window <= 0 or n == 0:
            raise RuntimeError(
                f"no round trip completed within maxSimSeconds={_fmt(p['maxSimSeconds'])} s after warm-up; "
                "raise maxSimSeconds or lower warmupRoundTrips")
        ordered = sorted(self.responses)

        def pct(q):  # nearest rank
            return ordered[min(n - 1, max(0, math.ceil(q * n) - 1))] * 1e3

        writes = self.write_count
        return {
            "roundTripsPerSec": n / window,
            "meanResponseMs": math.fsum(self.responses) / n * 1e3,
            "p50ResponseMs": pct(0.50),
            "p95ResponseMs": pct(0.95),
            "p99ResponseMs": pct(0.99),
            "meanLogWriteBytes": self.write_bytes / writes if writes else 0.0,
            "logMBps": self.write_bytes / window / MB,
            "meanLogWriteUs": self.write_time / writes * 1e6 if writes else 0.0,
            "logWritesPerSec": writes / window,
            # Clamped: summing busy intervals can overshoot 1 by a rounding error.
            "loggerUtilisation": min(1.0, math.fsum(lg.busy_time for lg in self.loggers) / (window * len(self.loggers))),
            "cpuUtilisation": min(1.0, self.cpu_busy / (window * p["cpuCores"])),
            "lockContentionPct": (100.0 * self.lock_waits / self.lock_acquires) if p["putOutsideSyncpoint"] and self.lock_acquires else None,
            "measuredRoundTrips": n,
            "simulatedSeconds": self.window_end,
            "events": self.events,
            "truncated": self.truncated,
        }


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
    """The run's JSON, exactly as `mqsim.py --json` prints it (without wallSeconds)."""
    return json.dumps(batch.result())


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------

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
    lines.append("  python3 mqsim.py --preset appliance-ha --set rttMs=5 --json")
    lines.append("  python3 mqsim.py --preset linux-nfs-1g --sweep requesters=1,20,60,120,180")
    lines.append("  python3 mqsim.py --preset appliance-ha --check      # calibration and validation table")
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
        prog="mqsim.py",
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


if __name__ == "__main__":
    sys.exit(main())
