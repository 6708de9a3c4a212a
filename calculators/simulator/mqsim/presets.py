"""Presets: the measured configurations, each with the report points it is calibrated on and checked
against. The points are data, in preset-points.json beside the package (the values measured, the
dataset table and report line they come from); this module turns each into a run and its source."""

from __future__ import annotations


from .params import ParamError, validate
from .records import load_data_file

POINTS_FILE = "preset-points.json"
# The capacity model's constants (/check/'s capacity answer and mqcheck's JSON read the same file):
# the your-queue-manager preset is their assumed values, so the simulator and the capacity answer
# start from one set of constants.
CAPACITY_FILE = "capacity-constants.json"
_CAPACITY = load_data_file(CAPACITY_FILE)
_ASSUMED = {name: c["value"] for name, c in _CAPACITY["assumed"].items()}
LINUX_COLS = {"meanLogWriteKiB": "write_size_kb", "logMiBps": "mb_per_s", "meanLogWriteUs": "latency_us"}
SINGLE = {"requesters": 1, "warmupRoundTrips": 50, "roundTrips": 500}
SIZES = {"256b": 256, "2KB": 2048, "20KB": 20480, "200KB": 204800}
# The appliance tables' columns per configuration ("M2002A_HA_max_rate_rt_per_s", ...).
APPLIANCE_METRICS = {"roundTripsPerSec": "max_rate_rt_per_s", "cpuPct": "cpu_pct", "meanResponseMs": "latency_ms"}


def _appliance(report, p):
    """A point of the appliance tables: `side` is the column group (HA, nonHA, DR, nonDR), `added`
    the row's added latency for the tables that have one, `clients` the row's Clients column (the
    number of requesters at the peak); without it the point is the single-thread latency (Latency#)."""
    size, measured = p["size"], p["measured"]
    row = {"message_size": size} if "added" not in p else {"message_size": size, "added_latency_ms": p["added"]}
    run = {"requesters": p["clients"]} if "clients" in p else dict(SINGLE)
    return {"id": p["id"], "role": p["role"], "set": {"msgBytes": SIZES[size], **run, **p["set"]}, "measured": measured,
            "source": {"dataset": f"{report}/{p['table']}", "row": row, "lines": [p["line"], p["line"]],
                       "columns": {m: f"M2002A_{p['side']}_{APPLIANCE_METRICS[m]}" for m in measured}}}


def _linux(report, p):
    """A point of the Linux report's file-system tables: the NFS-1G row for its requesters, three lines long."""
    return {"id": p["id"], "role": p["role"], "set": {"msgBytes": p["msgBytes"], "requesters": p["requesters"], **p["set"]},
            "measured": p["measured"],
            "source": {"dataset": f"{report}/{p['table']}", "row": {"requesters": p["requesters"], "file_system": "NFS-1G"},
                       "columns": LINUX_COLS, "lines": [p["line"], p["line"] + 2]}}


def _points(preset, report, point):
    """The preset's points from the data file, each with `fit` (the metrics calibration fits) kept."""
    points = []
    for p in load_data_file(POINTS_FILE)["presets"][preset]:
        pt = point(report, p)
        if p.get("fit"):
            pt["fit"] = p["fit"]
        points.append(pt)
    return points


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
        "points": _points("appliance-ha", "mq-appliance-m2002", _appliance),
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
        "points": _points("appliance-dr", "mq-appliance-m2002", _appliance),
    },
    "your-queue-manager": {
        "title": "Your queue manager: the capacity model's assumptions, which a link from /check/ replaces with your readings",
        "report": "mq-linux-persistent",
        "measuredOn": "nothing: no measurement stands behind this preset; its values are the capacity model's assumptions (capacity-constants.json), and the link from a queue manager's Capacity block on /check/ sets the ones its readings give",
        "sweep": {"param": "requesters", "values": [1, 10, 60, 200, 2000], "metric": "roundTripsPerSec"},
        # Written as _ASSUMED["name"]: the value and its basis are capacity-constants.json's (the
        # simulator page reads the basis from there too, src/lib/simulator/preset-notes.ts).
        "values": {
            "qms": 1,  # /check/ answers one queue manager at a time
            "requesters": _CAPACITY["requestersSearchMax"],  # the capacity's ceiling is the rate at this many requesters (capacity-constants.json requestersSearchMax)
            "responders": _CAPACITY["requestersSearchMax"],  # as many responders, so replies never wait for one
            "msgBytes": _ASSUMED["msgBytes"],
            "cpuCores": _ASSUMED["cpuCores"],
            "cpuUsPerCall": _ASSUMED["cpuUsPerCall"],
            "cpuUsPerKiB": _ASSUMED["cpuUsPerKiB"],
            "apiLatencyUs": 0,  # bindings, as the capacity model assumes: no client network on the critical path
            "serviceCv": _ASSUMED["serviceCv"],
            "logBufferPages": _ASSUMED["logBufferPages"],
            "tripleWrite": 1,  # MQ's default LogWriteIntegrity=TripleWrite
            "logLatencyUs": _ASSUMED["logLatencyUs"],
            "logBandwidthMBps": _ASSUMED["logBandwidthMBps"],
            "replication": 0,  # a single instance; /check/'s link sets the replication constants where dspmq or Native HA status says HA
        },
        # No measured points: nothing was measured on the user's queue manager by IBM. The capacity
        # model's validation against the reports is published with it.
        "points": [],
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
            "cpuUsPerCall": 18.4,  # DERIVED from Table 1: 325,400 non-persistent round trips/s at 100% CPU (line 168) on its 2x12 Core Server (line 172) = 24 cores / 325,400 / 4 calls, taken as the x3550's cost per call
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
        "points": _points("linux-nfs-1g", "mq-linux-persistent", _linux),
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
