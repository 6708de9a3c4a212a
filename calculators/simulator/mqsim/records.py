"""IBM's documented log record sizes (the data file the log sizing calculator reads too) and the
bytes a persistent put logs; the model's units."""

from __future__ import annotations

import json
import os

PAGE = 4096
MB = 1_000_000
LOG_RECORDS_FILE = "ibm-log-records.json"


def load_data_file(name, path=None):
    """A JSON data file beside the mqsim package: in calculators/simulator/ of the project, or inside
    mqsim.pyz, which carries it. The package's own loader reads it, so it is found in a folder and in
    the archive alike (CPython and Pyodide)."""
    path = path or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), name)
    try:
        return json.loads((__loader__.get_data(path) if __loader__ is not None else open(path, "rb").read()).decode("utf-8"))
    except OSError as e:
        raise SystemExit(f"mqsim: {name} must be beside the mqsim package ({e.strerror or e}: {path})") from None


def load_log_records(path=None):
    """IBM's documented log record sizes, from the data file beside the mqsim package (the log sizing
    calculator reads the same file)."""
    path = path or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), LOG_RECORDS_FILE)
    data = load_data_file(LOG_RECORDS_FILE, path)
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
