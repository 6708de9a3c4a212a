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

import argparse
import heapq
import json
import math
import random
import sys
import time
from collections import deque

VERSION = "1.0.0"
PAGE = 4096
MB = 1_000_000


# ---------------------------------------------------------------------------------------------
# Parameters: one table drives validation, the CLI help, the web form and the URL.
# ---------------------------------------------------------------------------------------------

class Param:
    __slots__ = ("name", "unit", "default", "min", "max", "integer", "group", "help")

    def __init__(self, name, unit, default, lo, hi, integer, group, help):
        self.name = name
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
    Param("qms", "count", 1, 1, 32, True, "workload", "queue managers; requesters and responders are spread evenly over them"),
    Param("requesters", "count", 60, 1, 2000, True, "workload", "requester applications (closed loop: the next request goes as soon as the reply is in)"),
    Param("responders", "count", 200, 1, 2000, True, "workload", "responder applications"),
    Param("queuePairs", "count", 10, 1, 100, True, "workload", "request/reply queue pairs per queue manager"),
    Param("msgBytes", "bytes", 2048, 0, 4194304, True, "workload", "message size (request and reply)"),
    Param("ratePerRequester", "round trips/s", 0, 0, 100000, False, "workload", "rate per requester; 0 = unrated (as fast as possible)"),
    Param("putOutsideSyncpoint", "0/1", 0, 0, 1, True, "workload", "1 = requesters put outside syncpoint: the put forces the log while holding the queue lock"),
    Param("cpuCores", "count", 28, 1, 512, True, "cpu", "CPU cores shared by every queue manager on the host"),
    Param("cpuUsPerCall", "us", 10, 0, 100000, False, "cpu", "mean CPU time per MQI call (put, get or commit)"),
    Param("apiLatencyUs", "us", 0, 0, 1000000, False, "cpu", "network round trip per MQI call for client connections; 0 = bindings"),
    Param("logOverheadBytes", "bytes", 400, 0, 65536, True, "logger", "log bytes per record besides the message (header, get and commit records)"),
    Param("logBufferPages", "pages", 512, 0, 4096, True, "logger", "log buffer in 4 KiB pages (qm.ini LogBufferPages; 0 means MQ's default of 512; else 128-4096)"),
    Param("logLatencyUs", "us", 100, 0, 10000000, False, "device", "fixed time per log write (device and, with replication, the direct link)"),
    Param("logBandwidthMBps", "MB/s", 1000, 0.001, 1000000, False, "device", "log device bandwidth, shared by all queue managers"),
    Param("replication", "0/1", 0, 0, 1, True, "replication", "1 = synchronous replication of every log write (HA)"),
    Param("rttMs", "ms", 0, 0, 1000, False, "replication", "added round-trip time of the replication link"),
    Param("replRoundTrips", "count", 1, 0, 50, False, "replication", "replication round trips per log write (effective, calibrated)"),
    Param("replBandwidthMBps", "MB/s", 5000, 0.001, 1000000, False, "replication", "replication link bandwidth"),
    Param("seed", "count", 1, 0, 2147483647, True, "run", "random seed; the same seed gives the same result"),
    Param("warmupRoundTrips", "count", 2000, 0, 10000000, True, "run", "round trips simulated before measuring"),
    Param("roundTrips", "count", 20000, 10, 10000000, True, "run", "round trips measured"),
    Param("maxSimSeconds", "s", 600, 0.001, 1000000, False, "run", "simulated-time limit; a run that reaches it reports what it measured"),
]
PARAM_BY_NAME = {p.name: p for p in PARAMS}
DEFAULTS = {p.name: p.default for p in PARAMS}

OUTPUTS = [
    ("roundTripsPerSec", "round trips/s", "round trips completed per second"),
    ("meanResponseMs", "ms", "mean round-trip response time (put request to committed get of reply)"),
    ("p95ResponseMs", "ms", "95th percentile of the round-trip response time"),
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
    return out


# ---------------------------------------------------------------------------------------------
# Presets. Constants marked CALIBRATED were fitted by calibrate.py on the points named there and
# nowhere else; every other constant says where it comes from. Line numbers are 1-based lines of
# ../shared/reports/<report-id>.txt.
# ---------------------------------------------------------------------------------------------

APPLIANCE_T9 = "mq-appliance-m2002/table-09-ha-vs-nonha-10qm"
APPLIANCE_T10 = "mq-appliance-m2002/table-10-ha-2ms-latency"
APPLIANCE_T11 = "mq-appliance-m2002/table-11-ha-added-latency"
LINUX_T12 = "mq-linux-persistent/table-12-2kib-results-all-file-systems"
LINUX_T13 = "mq-linux-persistent/table-13-20kib-results-all-file-systems"
LINUX_T14 = "mq-linux-persistent/table-14-200kib-results-all-file-systems"
RATE_COL = {"roundTripsPerSec": "M2002A_HA_max_rate_rt_per_s"}
LATENCY_COL = {"meanResponseMs": "M2002A_HA_latency_ms"}
LINUX_COLS = {"meanLogWriteKiB": "write_size_kb", "logMiBps": "mb_per_s", "meanLogWriteUs": "latency_us"}
SINGLE = {"requesters": 1, "warmupRoundTrips": 50, "roundTrips": 500}


def _appliance(pid, role, rtt, measured, dataset, line, extra=None):
    row = {"message_size": "2KB"} if dataset != APPLIANCE_T11 else {"message_size": "2KB", "added_latency_ms": rtt}
    cols = RATE_COL if "roundTripsPerSec" in measured else LATENCY_COL
    return {"id": pid, "role": role, "set": {"rttMs": rtt, **(extra or {})}, "measured": measured,
            "source": {"dataset": dataset, "row": row, "columns": cols, "lines": [line, line]}}


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
        "title": "MQ Appliance M2002A HA pair, 10 queue managers, 2KB persistent request/reply",
        "report": "mq-appliance-m2002",
        "measuredOn": "IBM MQ Appliance M2002A (MQ 9.1), HA pair over a direct 40Gb link, October 2018",
        "sweep": {"param": "rttMs", "values": [0, 0.5, 1, 2, 3, 5, 7.5, 10], "metric": "roundTripsPerSec"},
        "values": {
            "qms": 10,  # test HA2: 10 QMs (line 382)
            "requesters": 400,  # 400 clients at the 2KB peak in Tables 9-11 (lines 396, 428, 442, 453, 464)
            "responders": 200,  # "200 fixed responder threads (2 responders per request queue)" (line 386)
            "queuePairs": 10,  # "10 pairs of queues (representing 10 applications per QM)" (line 386)
            "msgBytes": 2048,  # "2K (2048 byte)" (line 221)
            "cpuCores": 24,  # M2002A: "2x12 Core HT" (line 124)
            "cpuUsPerCall": 36.36,  # CALIBRATED on Table 9 HA 2KB: 94,215 round trips/s at rttMs=0 (line 396)
            "apiLatencyUs": 26.56,  # CALIBRATED on Table 9 HA 2KB: single-thread latency 0.7 ms at rttMs=0 (line 396)
            "logOverheadBytes": 184,  # ASSUMED: the value calibrated for linux-nfs-1g; the report gives no log volume for the appliance
            "logBufferPages": 512,  # MQ's default: the configuration in Appendix B (line 792) does not set LogBufferPages
            "logLatencyUs": 100,  # ASSUMED: cached RAID10 write and the 3 m direct replication link; the report gives no write latency
            "logBandwidthMBps": 1500,  # DERIVED from Table 7 20KB nonHA, 34,651 round trips/s (line 314) x ~42 KB of log per round trip
            "replication": 1,  # "log and queue files are synchronously replicated" (line 336)
            "rttMs": 0,  # added round-trip latency: 0 (Table 9), 1, 2, 5, 10 ms (Tables 10-11)
            "replRoundTrips": 1.7,  # CALIBRATED on Table 10 2KB: 18,919 round trips/s at rttMs=2 (line 428)
            "replBandwidthMBps": 5000,  # one 40Gb module carries replication (line 145): 40 Gb/s = 5,000 MB/s
            "warmupRoundTrips": 4000,
            "roundTrips": 20000,
        },
        "points": [
            _appliance("rtt-0", "calibration", 0, {"roundTripsPerSec": 94215}, APPLIANCE_T9, 396),
            _appliance("rtt-0-single", "calibration", 0, {"meanResponseMs": 0.7}, APPLIANCE_T9, 396, SINGLE),
            _appliance("rtt-2", "calibration", 2, {"roundTripsPerSec": 18919}, APPLIANCE_T10, 428),
            _appliance("rtt-1", "validation", 1, {"roundTripsPerSec": 34945}, APPLIANCE_T11, 442),
            _appliance("rtt-5", "validation", 5, {"roundTripsPerSec": 8175}, APPLIANCE_T11, 453),
            _appliance("rtt-10", "validation", 10, {"roundTripsPerSec": 4257}, APPLIANCE_T11, 464),
            _appliance("rtt-1-single", "validation", 1, {"meanResponseMs": 5.7}, APPLIANCE_T11, 442, SINGLE),
            _appliance("rtt-2-single", "validation", 2, {"meanResponseMs": 10.6}, APPLIANCE_T10, 428, SINGLE),
            _appliance("rtt-5-single", "validation", 5, {"meanResponseMs": 25.3}, APPLIANCE_T11, 453, SINGLE),
            _appliance("rtt-10-single", "validation", 10, {"meanResponseMs": 49.9}, APPLIANCE_T11, 464, SINGLE),
        ],
    },
    "linux-nfs-1g": {
        "title": "MQ V9.0.4 on Linux, log on NFS v4 over 1Gb Ethernet, 1 queue manager, bindings",
        "report": "mq-linux-persistent",
        "measuredOn": "IBM MQ V9.0.4 on RHEL 7.2, x3550 2x14 cores, log on NFS v4 over a 1Gb link, November 2017",
        "sweep": {"param": "requesters", "values": [1, 10, 30, 60, 90, 120, 180], "metric": "logMBps"},
        "values": {
            "qms": 1,  # "single queue manager" scenarios (line 918)
            "requesters": 60,  # 1, 60 and 180 requesters (2K, 20K); 1, 18 and 60 (200K) (lines 943-978)
            "responders": 200,  # "A fixed number of responders are started (200 or 600 ...)" (line 528)
            "queuePairs": 10,  # "evenly distributed across 10 pairs of request/reply queues" (line 529)
            "msgBytes": 20480,  # 20KiB messages (Table 13, line 967)
            "cpuCores": 28,  # MQ host "x3550, 2x14 Cores" (line 985)
            "cpuUsPerCall": 21.5,  # DERIVED from Table 1: 325,400 non-persistent round trips/s at 100% CPU (line 168) = 28 cores / 325,400 / 4 calls
            "apiLatencyUs": 0,  # "All requesters/responders are connected in bindings mode" (line 527)
            "logOverheadBytes": 184,  # CALIBRATED with logLatencyUs and logBandwidthMBps (below)
            "logBufferPages": 4096,  # Best practice #6 (line 401); "All best practices and tunings are applied" (line 531)
            "logLatencyUs": 292,  # CALIBRATED on Table 13 NFS-1G 20K at 60 and 180 requesters: write size and MB/s (lines 960-965)
            "logBandwidthMBps": 113.0,  # CALIBRATED on the same points
            "replication": 0,  # the log is on NFS; nothing is replicated synchronously
            "warmupRoundTrips": 1000,
            "roundTrips": 6000,
        },
        # Report units: "Write size (KB)" is read as KiB and "MB/s" as MiB/s (2^20 bytes/s). With that
        # reading, write size / latency reproduces the MB/s column to 1-2% on NFS (e.g. 196 KiB /
        # 2,089 us = 91.6 MiB/s against the printed 92); with decimal units it is 4-7% off.
        "points": [
            _linux("20k-60", "calibration", 20480, 60, 410, 100, 4036, LINUX_T13, 960, {}, ["meanLogWriteKiB", "logMiBps"]),
            _linux("20k-180", "calibration", 20480, 180, 1260, 105, 11577, LINUX_T13, 963, {}, ["meanLogWriteKiB", "logMiBps"]),
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

    __slots__ = ("app", "qm", "log_bytes", "force", "deliver", "result", "lock", "waited")

    def __init__(self, app, qm, log_bytes, force, deliver=None, lock=None):
        self.app = app
        self.qm = qm
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
                 "write_start", "busy_time", "pending_end")

    def __init__(self, sim, capacity):
        self.sim = sim
        self.capacity = capacity
        self.lsn = 0  # bytes appended to the log stream
        self.written = 0  # stream offset up to which writes have completed
        self.busy = False
        self.waiters = deque()  # (offset, job): forced records waiting for the write that holds them
        self.space_waiters = deque()  # [remaining_bytes, job]: appends waiting for buffer space
        self.write_start = 0.0
        self.busy_time = 0.0
        self.pending_end = 0

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
                self._start_write()
        else:
            self.sim.job_logged(job)

    def _start_write(self):
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
        done = sim.device_write(now, nbytes)
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
            sim.write_time += now - self.write_start
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
        self.cpu_mean = p["cpuUsPerCall"] / 1e6
        self.cpu_free = [0.0] * p["cpuCores"]
        self.device_free = 0.0
        self.link_free = 0.0
        self.device_s_per_byte = 1 / (p["logBandwidthMBps"] * MB)
        self.link_s_per_byte = 1 / (p["replBandwidthMBps"] * MB)
        self.write_latency = p["logLatencyUs"] / 1e6
        self.replication = bool(p["replication"])
        self.remote_latency = self.write_latency + p["replRoundTrips"] * p["rttMs"] / 1e3
        pages = p["logBufferPages"] or 512
        self.loggers = [Logger(self, pages * PAGE) for _ in range(p["qms"])]
        self.queues = [[Queue() for _ in range(p["queuePairs"])] for _ in range(p["qms"])]
        self.locks = [[QueueLock() for _ in range(p["queuePairs"])] for _ in range(p["qms"])]
        self.reply_slots = {}
        self.put_bytes = p["msgBytes"] + p["logOverheadBytes"]
        self.small_bytes = p["logOverheadBytes"]
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
                self.schedule(self.now + self.half_latency, self._arrive_get, job)
            else:
                self._arrive_get(job)
        elif op == PUT_NOSYNC:
            if self.half_latency:
                self.schedule(self.now + self.half_latency, self._arrive_lock, job)
            else:
                self._arrive_lock(job)

    def _requester(self, i, qm, pair):
        p = self.p
        request_q = self.queues[qm][pair]
        lock = self.locks[qm][pair] if p["putOutsideSyncpoint"] else None
        interval = 1.0 / p["ratePerRequester"] if p["ratePerRequester"] else 0.0
        next_start = self.now
        put_bytes, small = self.put_bytes, self.small_bytes
        while True:
            if interval:
                if next_start > self.now:
                    yield (SLEEP, next_start - self.now)
                next_start = max(next_start + interval, self.now)
            start = self.now
            if lock is not None:
                yield (PUT_NOSYNC, Job(None, qm, put_bytes, True, (request_q, i), lock))
            else:
                yield (PUT, Job(None, qm, put_bytes, False))
                yield (COMMIT, Job(None, qm, small, True, (request_q, i)))
            yield (GET_REPLY, Job(None, qm, small, False), i)
            yield (COMMIT, Job(None, qm, small, True))
            self._round_trip_done(start)

    def _responder(self, qm, pair):
        request_q = self.queues[qm][pair]
        put_bytes, small = self.put_bytes, self.small_bytes
        while True:
            requester = yield (GET_REQUEST, Job(None, qm, small, False), request_q)
            yield (PUT, Job(None, qm, put_bytes, False))
            yield (COMMIT, Job(None, qm, small, True, (None, requester)))

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
            self.schedule(self.now + self.half_latency, self._cpu, job)
        else:
            self._cpu(job)

    def _cpu(self, job):
        # First come, first served on the earliest free core: arrivals are handled in time order,
        # so popping the earliest free time is exact for a multi-server FIFO queue.
        service = self.cpu_mean * (0.5 + self.rng.random())
        free = heapq.heappop(self.cpu_free)
        begin = free if free > self.now else self.now
        end = begin + service
        heapq.heappush(self.cpu_free, end)
        if self.measuring:
            self.cpu_busy += service
        self.schedule(end, self._cpu_done, job)

    def _cpu_done(self, job):
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
            self.schedule(self.now + self.half_latency, self._resume, (job.app, job.result))
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

    def device_write(self, now, nbytes):
        """When a log write issued now completes: the device's bandwidth is shared first come,
        first served; with replication the remote copy must be written too."""
        begin = self.device_free if self.device_free > now else now
        self.device_free = begin + nbytes * self.device_s_per_byte
        done = self.device_free + self.write_latency
        if self.replication:
            begin = self.link_free if self.link_free > now else now
            self.link_free = begin + nbytes * self.link_s_per_byte
            remote = self.link_free + self.remote_latency
            if remote > done:
                done = remote
        return done

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
        p95 = ordered[min(n - 1, math.ceil(0.95 * n) - 1)]
        writes = self.write_count
        return {
            "roundTripsPerSec": n / window,
            "meanResponseMs": math.fsum(self.responses) / n * 1e3,
            "p95ResponseMs": p95 * 1e3,
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


def run(params, progress=None, slice_events=200_000):
    """Runs one point to completion. `progress(fraction)` is called between slices."""
    sim = Simulation(params)
    while not sim.advance(slice_events):
        if progress:
            progress(sim.progress())
    return sim.result()


def simulate(preset=None, overrides=None, **kwargs):
    """Convenience: resolve parameters, run, and return {"params": ..., **outputs}."""
    params = resolve(preset, overrides)
    out = run(params, **kwargs)
    return {"model": "mqsim", "version": VERSION, "preset": preset, "params": params, **out}


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
    return Simulation(resolve(req.get("preset"), req.get("set") or {}))


def result_json(sim):
    return json.dumps({"model": "mqsim", "version": VERSION, "params": sim.p, **sim.result()})


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
    ap.add_argument("--check", action="store_true", help="run the preset's calibration and validation points")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ap.add_argument("--version", action="version", version=f"mqsim {VERSION}")
    args = ap.parse_args(argv)
    try:
        overrides = _parse_set(args.set)
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
    return (f"{head}{out['roundTripsPerSec']:,.0f} round trips/s, response mean {out['meanResponseMs']:.3f} ms "
            f"p95 {out['p95ResponseMs']:.3f} ms, log write {out['meanLogWriteBytes'] / 1024:,.1f} KiB "
            f"({out['meanLogWriteUs']:,.0f} us), log {out['logMBps']:,.1f} MB/s, logger busy {out['loggerUtilisation']:.1%}, "
            f"CPU {out['cpuUtilisation']:.1%}")


if __name__ == "__main__":
    sys.exit(main())
