"""mqsim: a discrete-event model of IBM MQ persistent request/reply messaging.

Part of the MQ Performance Field Guide. A package of small modules, standard library only, so the
same source runs in the browser under Pyodide and on your own machine. The site offers it as one
file, mqsim.pyz (the package with its data file, as a Python zip application):

    python3 mqsim.pyz --preset appliance-ha --set rttMs=5 --json
    python3 mqsim.pyz --preset linux-nfs-1g --sweep requesters=1,60,180
    python3 mqsim.pyz --help           # presets and every parameter with its unit and range

In the project, `python3 -m mqsim ...` in calculators/simulator/ runs the same.

THE MODULES: records (log record sizes, units), params (the parameter table and validation),
presets (measured configurations and their points), engine (jobs, queues, locks, the logger),
simulation (the event loop), runs (replications, summaries, the browser's JSON entry points),
cli (the command line).

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
a write, and a record that does not fit waits for space. Before it issues a write the logger takes
logUsPerRecord for each record the write carries (mq-linux-persistent line 703: with 2 KiB messages
MQ, not the SAN, limits the bytes a second); that time is the logger's, not the write's latency.

A log write takes logLatencyUs plus its bytes over logBandwidthMBps; the device's bandwidth is
shared first come, first served by all queue managers. With replication=1 (synchronous HA, as in
mq-appliance-m2002 section 7) every write is also sent over a replication link of replBandwidthMBps
and completes only when both copies are written: the remote copy adds replRoundTrips x rttMs, and
with a replWindowBytes window one more rttMs per window of the write's bytes (a link that moves a
write in limited pieces, such as NFS's 1 MB writes or DRBD's 1 MiB requests).

NOT MODELLED: checkpoints, queue-file I/O, message expiry, channels, a CPU cost per KiB that falls
with message size (cpuUsPerKiB is one constant), network bandwidth between clients and the queue
manager, and TripleWrite's extra page except on a write an idle logger starts. Calibrated constants absorb what is missing, which is why each
preset is checked against report measurements it was not fitted to.

DETERMINISM: all randomness comes from random.Random(seed).random(), and sums of many floats use
math.fsum (plain sum() became more exact in Python 3.12); the same parameters give the same output,
to the last bit, under CPython 3.11+ and under Pyodide.

UNITS: MB = 1,000,000 bytes; KiB = 1024 bytes; a page is 4096 bytes.
"""

from __future__ import annotations

from .records import LOG_RECORDS, LOG_RECORDS_FILE, MB, PAGE, load_data_file, load_log_records, put_record_bytes  # noqa: F401
from .params import DEFAULTS, OUTPUTS, PARAMS, PARAM_BY_NAME, Param, ParamError, _fmt, validate  # noqa: F401
from .presets import APPLIANCE_METRICS, CAPACITY_FILE, LINUX_COLS, POINTS_FILE, PRESETS, SINGLE, SIZES, resolve  # noqa: F401
from .engine import COMMIT, GET_REPLY, GET_REQUEST, Job, Logger, PUT, PUT_NOSYNC, Queue, QueueLock, SLEEP  # noqa: F401
from .simulation import Simulation  # noqa: F401
from .runs import Batch, T975, VERSION, check_points, describe_json, point_outputs, result_json, run, simulate, start_json, summarise, t975  # noqa: F401
from .cli import main  # noqa: F401
