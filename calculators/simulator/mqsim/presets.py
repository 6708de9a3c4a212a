"""Presets: the measured configurations, each with the report points it is calibrated on and checked
against."""

from __future__ import annotations


from .params import ParamError, validate

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
