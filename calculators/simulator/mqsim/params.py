"""The model's parameters and outputs: one table drives validation, the command line's help, the
web form and the URL."""

from __future__ import annotations

import math

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
    Param("logUsPerRecord", "Logger time per log record", "us", 0, 0, 1000, False, "logger", "logger time per log record, spent before each write is issued (mq-linux-persistent line 703)"),
    Param("logLatencyUs", "Log write latency", "us", 100, 0, 10000000, False, "device", "mean fixed time per log write on the log device"),
    Param("logBandwidthMBps", "Log device bandwidth", "MB/s", 1000, 0.001, 1000000, False, "device", "log device bandwidth, shared by all queue managers"),
    Param("replication", "Synchronous replication (HA)", "on/off", 0, 0, 1, True, "replication", "synchronous replication of every log write to an HA partner"),
    Param("replAckUs", "Partner acknowledgement time", "us", 0, 0, 1000000, False, "replication", "mean time for the partner to acknowledge a write over the direct link, beyond the local write"),
    Param("replCpuUsPerWrite", "Replication CPU per log write", "us", 0, 0, 100000, False, "replication", "CPU time per replicated log write"),
    Param("replCpuUsPerKiB", "Replication CPU per KiB", "us", 0, 0, 10000, False, "replication", "CPU time per KiB of replicated log"),
    Param("rttMs", "Added HA link round trip", "ms", 0, 0, 1000, False, "replication", "added round-trip time of the replication link"),
    Param("replRoundTrips", "Replication round trips per write", "count", 1, 0, 50, False, "replication", "replication round trips per log write (effective, calibrated)"),
    Param("replBandwidthMBps", "HA link bandwidth", "MB/s", 5000, 0.001, 1000000, False, "replication", "replication link bandwidth"),
    Param("replWindowBytes", "HA link window", "bytes", 0, 0, 1073741824, True, "replication", "bytes the HA link moves per added round trip; 0 = no limit"),
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


# Shown as mqsim.ParamError in a traceback, as the browser worker and the build's check read it.
ParamError.__module__ = "mqsim"


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
