"""Tests of mqsim, run unchanged under CPython (python3 -m unittest) and under Pyodide (from vitest).

Runs are kept short (few round trips) so the suite is quick on shared machines; the properties
checked hold at any length.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mqsim  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def sim(preset=None, **overrides):
    return mqsim.simulate(preset, overrides)


class Determinism(unittest.TestCase):
    def test_same_seed_same_result(self):
        a = sim("appliance-ha", rttMs=1, requesters=80, warmupRoundTrips=300, roundTrips=1500)
        b = sim("appliance-ha", rttMs=1, requesters=80, warmupRoundTrips=300, roundTrips=1500)
        self.assertEqual(json.dumps(a, sort_keys=True), json.dumps(b, sort_keys=True))

    def test_seed_changes_the_sample(self):
        a = sim("linux-nfs-1g", requesters=20, roundTrips=800, warmupRoundTrips=200, seed=1)
        b = sim("linux-nfs-1g", requesters=20, roundTrips=800, warmupRoundTrips=200, seed=2)
        self.assertNotEqual(a["meanResponseMs"], b["meanResponseMs"])
        # ...but not the answer: two seeds agree to within a few percent.
        self.assertAlmostEqual(a["roundTripsPerSec"] / b["roundTripsPerSec"], 1, delta=0.05)

    def test_sliced_run_equals_one_run(self):
        params = mqsim.resolve("appliance-ha", {"requesters": 40, "warmupRoundTrips": 100, "roundTrips": 600})
        whole = mqsim.run(params, slice_events=10**9)
        sliced = mqsim.Batch(params)
        while not sliced.advance(997):
            pass
        self.assertEqual(whole, sliced.result())

    def test_browser_entry_points_print_what_the_command_line_prints(self):
        # The worker calls start_json / advance / result_json; the CLI prints simulate(): same JSON.
        request = {"preset": "appliance-dr", "set": {"drRttMs": "50", "roundTrips": "400", "warmupRoundTrips": "100", "replications": "2"}}
        batch = mqsim.start_json(json.dumps(request))
        while not batch.advance(3001):
            pass
        self.assertEqual(json.loads(mqsim.result_json(batch)), json.loads(json.dumps(mqsim.simulate("appliance-dr", request["set"]))))


class Variability(unittest.TestCase):
    def test_response_times_spread_on_every_preset(self):
        # Issue 17: requesters drift apart, so the 95th percentile is well above the mean.
        for preset in mqsim.PRESETS:
            out = sim(preset, warmupRoundTrips=500, roundTrips=3000)
            with self.subTest(preset=preset):
                self.assertGreaterEqual(out["p95ResponseMs"], 1.1 * out["meanResponseMs"])
                self.assertLessEqual(out["p50ResponseMs"], out["p95ResponseMs"])
                self.assertLessEqual(out["p95ResponseMs"], out["p99ResponseMs"])

    def test_no_spread_without_variability_and_one_requester(self):
        out = sim("linux-nfs-1g", requesters=1, serviceCv=0, warmupRoundTrips=20, roundTrips=200)
        self.assertAlmostEqual(out["p95ResponseMs"] / out["meanResponseMs"], 1, delta=0.01)

    def test_skew_has_mean_one_and_the_asked_spread(self):
        params = mqsim.resolve(None, {"serviceCv": 0.5})
        s = mqsim.Simulation(params)
        xs = [s.skew() for _ in range(20000)]
        mean = sum(xs) / len(xs)
        sd = (sum((x - mean) ** 2 for x in xs) / (len(xs) - 1)) ** 0.5
        self.assertAlmostEqual(mean, 1, delta=0.02)
        self.assertAlmostEqual(sd, 0.5, delta=0.02)
        self.assertGreater(min(xs), 0)

    def test_replications_give_a_confidence_interval_around_the_mean(self):
        out = sim("linux-nfs-1g", requesters=20, warmupRoundTrips=100, roundTrips=600, replications=4)
        self.assertEqual(out["replications"], 4)
        lo, hi = out["ci95"]["roundTripsPerSec"]
        self.assertLess(lo, out["roundTripsPerSec"])
        self.assertGreater(hi, out["roundTripsPerSec"])
        singles = [sim("linux-nfs-1g", requesters=20, warmupRoundTrips=100, roundTrips=600, seed=k)["roundTripsPerSec"] for k in (1, 2, 3, 4)]
        self.assertAlmostEqual(out["roundTripsPerSec"], sum(singles) / 4, delta=1e-6 * out["roundTripsPerSec"])
        self.assertIsNone(sim("linux-nfs-1g", requesters=20, warmupRoundTrips=100, roundTrips=600)["ci95"])


class LogRecords(unittest.TestCase):
    def test_one_source_with_the_log_sizing_calculator(self):
        with open(os.path.join(HERE, "ibm-log-records.json"), encoding="utf-8") as f:
            data = json.load(f)
        self.assertEqual(mqsim.LOG_RECORDS["putOverheadBytes"], data["putOverheadBytes"])
        # A 2 KB round trip logs 2 puts, 2 gets and 3 commits: 8,366 bytes with IBM's sizes (issue 17).
        r = mqsim.LOG_RECORDS
        self.assertEqual(2 * mqsim.put_record_bytes(2048) + 2 * r["getBytes"] + 3 * r["commitBytes"], 8366)
        self.assertEqual(mqsim.put_record_bytes(15700), 750 + 15700)
        self.assertEqual(mqsim.put_record_bytes(15701), 750 + 15701 + 2 * 300)

    def test_logical_bytes_per_round_trip_with_a_single_requester(self):
        out = sim("linux-nfs-1g", requesters=1, tripleWrite=0, msgBytes=2048, warmupRoundTrips=20, roundTrips=300)
        # One requester: 3 forced writes per round trip, whole pages each.
        self.assertAlmostEqual(out["logWritesPerSec"] / out["roundTripsPerSec"], 3, delta=0.01)


class QueueingLaws(unittest.TestCase):
    CASES = [
        ("linux-nfs-1g", {"requesters": 60, "msgBytes": 2048}),
        ("linux-nfs-1g", {"requesters": 5, "msgBytes": 204800, "warmupRoundTrips": 50, "roundTrips": 400}),
        ("appliance-ha", {"requesters": 120, "rttMs": 2, "warmupRoundTrips": 500, "roundTrips": 3000}),
        ("appliance-ha", {"requesters": 400, "rttMs": 0, "warmupRoundTrips": 1000, "roundTrips": 4000}),
    ]

    @classmethod
    def setUpClass(cls):
        cls.runs = [(preset, overrides, sim(preset, **overrides)) for preset, overrides in cls.CASES]

    def test_littles_law(self):
        # Unrated closed loop: every requester is always inside a round trip, so N = X * R.
        for preset, overrides, out in self.runs:
            n = out["params"]["requesters"]
            implied = out["roundTripsPerSec"] * out["meanResponseMs"] / 1000
            with self.subTest(preset=preset, **overrides):
                self.assertAlmostEqual(implied / n, 1, delta=0.02)

    def test_utilisations_are_fractions(self):
        for preset, overrides, out in self.runs:
            with self.subTest(preset=preset, **overrides):
                self.assertGreater(out["loggerUtilisation"], 0)
                self.assertLessEqual(out["loggerUtilisation"], 1 + 1e-9)
                self.assertLessEqual(out["cpuUtilisation"], 1 + 1e-9)
                self.assertGreater(out["p95ResponseMs"], 0)

    def test_log_rate_is_write_size_times_writes(self):
        out = sim("linux-nfs-1g", requesters=30, warmupRoundTrips=300, roundTrips=1500)
        self.assertAlmostEqual(out["logMBps"] * 1e6, out["meanLogWriteBytes"] * out["logWritesPerSec"], delta=out["logMBps"] * 1e6 * 1e-9)

    def test_rated_requesters_hold_their_rate(self):
        # Report section 2.4, scenario 3: sixty requesters rated at ten round trips/s give 600/s.
        out = sim("linux-nfs-1g", requesters=60, ratePerRequester=10, warmupRoundTrips=300, roundTrips=1500)
        self.assertAlmostEqual(out["roundTripsPerSec"] / 600, 1, delta=0.02)


class Replication(unittest.TestCase):
    def test_throughput_does_not_rise_with_rtt(self):
        rates = []
        for rtt in (0, 0.5, 1, 2, 5, 10):
            rates.append(sim("appliance-ha", rttMs=rtt, requesters=150, warmupRoundTrips=400, roundTrips=2000)["roundTripsPerSec"])
        for before, after in zip(rates, rates[1:]):
            self.assertLessEqual(after, before * 1.005, rates)
        self.assertLess(rates[-1], rates[0] / 5)

    def test_single_thread_latency_grows_by_replication_round_trips(self):
        base = sim("appliance-ha", rttMs=0, requesters=1, warmupRoundTrips=20, roundTrips=400)
        slow = sim("appliance-ha", rttMs=4, requesters=1, warmupRoundTrips=20, roundTrips=400)
        p = base["params"]
        # One requester never aggregates: 3 forced writes per round trip, each waiting replRoundTrips x rtt more.
        expected = 3 * p["replRoundTrips"] * 4
        self.assertAlmostEqual(slow["meanResponseMs"] - base["meanResponseMs"], expected, delta=expected * 0.05)

    def test_a_window_adds_an_added_round_trip_per_window_of_bytes(self):
        # replWindowBytes: a write crosses the delayed link in pieces of the window (NFS's 1 MB writes,
        # DRBD's 1 MiB requests), one more added round trip each; one requester never aggregates, so
        # the round trip grows by rtt x its log bytes / window.
        common = {"rttMs": 4, "requesters": 1, "msgBytes": 204800, "warmupRoundTrips": 20, "roundTrips": 300}
        whole = sim("appliance-ha", **common)
        pieces = sim("appliance-ha", replWindowBytes=65536, **common)
        bytes_per_round_trip = pieces["logMBps"] * 1e6 / pieces["roundTripsPerSec"]
        expected = 4 * bytes_per_round_trip / 65536
        self.assertGreater(expected, 20)
        self.assertAlmostEqual(pieces["meanResponseMs"] - whole["meanResponseMs"], expected, delta=expected * 0.05)
        # No delay added, no piece costs anything.
        near = {**common, "rttMs": 0}
        self.assertEqual(sim("appliance-ha", **near)["roundTripsPerSec"], sim("appliance-ha", replWindowBytes=65536, **near)["roundTripsPerSec"])

    def test_replication_off_gives_the_non_ha_rate(self):
        # Issue 17: HA costs something with no added latency; switching it off gives the non-HA rate.
        common = {"warmupRoundTrips": 1000, "roundTrips": 5000}
        ha = sim("appliance-ha", **common)["roundTripsPerSec"]
        non_ha = sim("appliance-ha", replication=0, **common)["roundTripsPerSec"]
        self.assertAlmostEqual(non_ha / 111870, 1, delta=0.10)
        self.assertAlmostEqual((ha / non_ha) / (94215 / 111870), 1, delta=0.05)


class DisasterRecovery(unittest.TestCase):
    def test_distance_costs_nothing_until_the_send_buffer_fills(self):
        common = {"warmupRoundTrips": 500, "roundTrips": 3000}
        near = sim("appliance-dr", drRttMs=0, **common)["roundTripsPerSec"]
        mid = sim("appliance-dr", drRttMs=10, **common)["roundTripsPerSec"]
        far = sim("appliance-dr", drRttMs=100, **common)["roundTripsPerSec"]
        self.assertAlmostEqual(mid / near, 1, delta=0.05)
        self.assertLess(far, near / 2)

    def test_dr_is_asynchronous_for_a_single_requester(self):
        a = sim("appliance-dr", requesters=1, drRttMs=0, warmupRoundTrips=20, roundTrips=300)
        b = sim("appliance-dr", requesters=1, drRttMs=50, warmupRoundTrips=20, roundTrips=300)
        self.assertAlmostEqual(b["meanResponseMs"] / a["meanResponseMs"], 1, delta=0.02)


class Logger(unittest.TestCase):
    def test_group_commit_grows_writes_with_concurrency(self):
        sizes = [sim("linux-nfs-1g", requesters=n, msgBytes=2048, warmupRoundTrips=300, roundTrips=1500)["meanLogWriteBytes"] for n in (1, 20, 60)]
        self.assertLess(sizes[0], sizes[1])
        self.assertLess(sizes[1], sizes[2])

    def test_single_requester_writes_whole_pages(self):
        out = sim("linux-nfs-1g", requesters=1, msgBytes=2048, warmupRoundTrips=20, roundTrips=300)
        self.assertGreaterEqual(out["meanLogWriteBytes"], mqsim.PAGE)
        # Three forced writes per round trip, each rewriting a partly filled page: TripleWrite adds one more per write.
        self.assertAlmostEqual(out["logWritesPerSec"] / out["roundTripsPerSec"], 6, delta=0.05)

    def test_logger_time_per_record_adds_to_each_write(self):
        # One requester on an idle logger: a round trip's three writes carry its seven records (put and
        # commit; get, put and commit; get and commit), each formatted before its write is issued, so
        # a round trip takes 7 x 10 us more, while the write itself (what MQ's latency times) does not.
        base = dict(requesters=1, responders=1, msgBytes=2048, serviceCv=0, tripleWrite=0, logLatencyUs=100,
                    cpuUsPerCall=0, warmupRoundTrips=20, roundTrips=300)
        without = sim(None, **base)
        withr = sim(None, logUsPerRecord=10, **base)
        self.assertAlmostEqual(withr["meanLogWriteUs"], without["meanLogWriteUs"], delta=0.01)
        self.assertAlmostEqual(1e6 / withr["roundTripsPerSec"] - 1e6 / without["roundTripsPerSec"], 70, delta=0.5)
        # Under concurrency the logger's time per record caps the records a second: 7 records a round trip.
        busy = sim(None, requesters=200, responders=200, msgBytes=256, cpuCores=64, cpuUsPerCall=1, logLatencyUs=20,
                   logBandwidthMBps=5000, logUsPerRecord=5, warmupRoundTrips=500, roundTrips=5000)
        self.assertLessEqual(busy["roundTripsPerSec"], 1e6 / (7 * 5) * 1.02)

    def test_message_larger_than_the_log_buffer(self):
        out = sim(None, msgBytes=4194304, logBufferPages=128, requesters=2, responders=2, queuePairs=1,
                  warmupRoundTrips=5, roundTrips=40)
        self.assertGreater(out["roundTripsPerSec"], 0)
        self.assertLessEqual(out["meanLogWriteBytes"], 128 * mqsim.PAGE + mqsim.PAGE)

    def test_queue_lock_serialises_puts_outside_syncpoint(self):
        # Report section 1.3.1.2 and Figure 4: one queue pair and no syncpoint queues every put
        # behind the previous forced write; spreading over many pairs all but removes the penalty.
        common = {"requesters": 120, "warmupRoundTrips": 300, "roundTrips": 1500, "msgBytes": 2048}
        one_sync = sim("linux-nfs-1g", queuePairs=1, **common)
        one_nosync = sim("linux-nfs-1g", queuePairs=1, putOutsideSyncpoint=1, **common)
        many_sync = sim("linux-nfs-1g", queuePairs=60, **common)
        many_nosync = sim("linux-nfs-1g", queuePairs=60, putOutsideSyncpoint=1, **common)
        self.assertLess(one_nosync["roundTripsPerSec"], one_sync["roundTripsPerSec"] / 3)
        self.assertGreater(one_nosync["lockContentionPct"], 90)
        self.assertGreater(many_nosync["roundTripsPerSec"], many_sync["roundTripsPerSec"] * 0.6)
        self.assertIsNone(one_sync["lockContentionPct"])


class Calibration(unittest.TestCase):
    # Short runs: the full-length calibration is published in validation.json, checked below.
    SHORT = {"roundTrips": 4000, "warmupRoundTrips": 1000}

    def test_calibration_points_are_hit(self):
        for preset, pr in mqsim.PRESETS.items():
            for pt in pr["points"]:
                if pt["role"] != "calibration":
                    continue
                overrides = dict(pt["set"])
                for k, v in self.SHORT.items():
                    overrides[k] = min(v, overrides.get(k, pr["values"].get(k, mqsim.DEFAULTS[k])))
                model = mqsim.point_outputs(mqsim.simulate(preset, overrides))
                for metric in pt.get("fit", pt["measured"]):
                    measured = pt["measured"][metric]
                    with self.subTest(preset=preset, point=pt["id"], metric=metric):
                        self.assertLess(abs(model[metric] / measured - 1), 0.07)

    def test_points_name_their_source(self):
        for preset, pr in mqsim.PRESETS.items():
            for pt in pr["points"]:
                src = pt["source"]
                with self.subTest(preset=preset, point=pt["id"]):
                    self.assertTrue(src["dataset"].startswith(pr["report"] + "/"))
                    self.assertEqual(set(pt["measured"]), set(src["columns"]))
                    self.assertIn(pt["role"], ("calibration", "validation"))
                    mqsim.resolve(preset, pt["set"])


class PublishedValidation(unittest.TestCase):
    """validation.json (what the page publishes) must come from this mqsim package."""

    @classmethod
    def setUpClass(cls):
        with open(os.path.join(HERE, "validation.json"), encoding="utf-8") as f:
            cls.published = json.load(f)

    def test_written_from_this_source(self):
        import validate

        self.assertEqual(self.published["sourceSha256"], validate.source_sha256(),
                         "validation.json is stale: run python3 calculators/simulator/validate.py")

    def test_spot_checks_rerun_exactly(self):
        # Deterministic runs: a few published points recomputed here must match to the last bit.
        for preset, point_id in (("linux-nfs-1g", "20k-1"), ("linux-nfs-1g", "200k-1"), ("appliance-ha", "ha-2k-rtt10-single"), ("appliance-dr", "dr-2k-single")):
            row = next(r for r in self.published["presets"][preset]["points"] if r["id"] == point_id)
            pt = next(p for p in mqsim.PRESETS[preset]["points"] if p["id"] == point_id)
            out = mqsim.simulate(preset, pt["set"])
            with self.subTest(preset=preset, point=point_id):
                self.assertEqual(row["outputs"], json.loads(json.dumps({k: out[k] for k, _, _ in mqsim.OUTPUTS})))
        sweep = self.published["presets"]["linux-nfs-1g"]["sweep"]
        first = sweep["points"][0]
        out = mqsim.simulate("linux-nfs-1g", {sweep["param"]: first["value"]})
        self.assertEqual(first["outputs"], json.loads(json.dumps({k: out[k] for k, _, _ in mqsim.OUTPUTS})))


class Parameters(unittest.TestCase):
    def assertRejected(self, overrides, *words):
        with self.assertRaises(mqsim.ParamError) as ctx:
            mqsim.resolve(None, overrides)
        for w in words:
            self.assertIn(w, str(ctx.exception))

    def test_out_of_range(self):
        self.assertRejected({"requesters": 0}, "requesters", "1", "2000")
        self.assertRejected({"rttMs": -1, "replication": 1}, "rttMs", "0", "1000", "ms")
        self.assertRejected({"cpuUsPerCall": "abc"}, "cpuUsPerCall")
        self.assertRejected({"msgBytes": float("nan")}, "msgBytes")

    def test_whole_numbers(self):
        self.assertRejected({"qms": 2.5}, "qms", "whole number")

    def test_unknown_and_inconsistent(self):
        self.assertRejected({"rtt": 1}, "unknown parameter 'rtt'")
        self.assertRejected({"rttMs": 2}, "rttMs", "replication=1")
        self.assertRejected({"drRttMs": 2}, "drRttMs", "dr=1")
        self.assertRejected({"qms": "2\n0"}, "qms")
        self.assertRejected({"logBufferPages": 100}, "logBufferPages", "128", "4096")
        with self.assertRaises(mqsim.ParamError):
            mqsim.resolve("no-such-preset", {})

    def test_strings_from_urls_are_accepted(self):
        p = mqsim.resolve("appliance-ha", {"rttMs": "5", "requesters": "40"})
        self.assertEqual((p["rttMs"], p["requesters"]), (5.0, 40))

    def test_every_param_has_unit_default_and_range(self):
        for p in mqsim.PARAMS:
            with self.subTest(param=p.name):
                self.assertTrue(p.unit)
                self.assertLessEqual(p.min, p.default)
                self.assertLessEqual(p.default, p.max)
                mqsim.validate({p.name: p.default} if p.name != "rttMs" else {})
        for name, pr in mqsim.PRESETS.items():
            mqsim.resolve(name, {})


class CommandLine(unittest.TestCase):
    def run_cli(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        code = 0
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = mqsim.main(list(argv))
            except SystemExit as e:
                code = e.code
        return code, out.getvalue(), err.getvalue()

    def test_json_output(self):
        code, out, _ = self.run_cli("--preset", "appliance-ha", "--set", "rttMs=5", "--set", "roundTrips=300",
                                    "--set", "warmupRoundTrips=100", "--json")
        self.assertEqual(code, 0)
        data = json.loads(out)
        for key in ("roundTripsPerSec", "meanResponseMs", "p95ResponseMs", "meanLogWriteBytes", "logMBps", "loggerUtilisation"):
            self.assertIsInstance(data[key], float, key)
        self.assertEqual(data["params"]["rttMs"], 5)

    def test_bad_parameter_exits_non_zero_naming_it(self):
        code, out, err = self.run_cli("--preset", "appliance-ha", "--set", "rttMs=5000", "--json")
        self.assertNotEqual(code, 0)
        self.assertEqual(out, "")
        self.assertIn("rttMs must be between 0 and 1000 ms", err)

    def test_help_lists_presets_and_parameters(self):
        code, out, _ = self.run_cli("--help")
        self.assertEqual(code, 0)
        for name in mqsim.PRESETS:
            self.assertIn(name, out)
        for p in mqsim.PARAMS:
            self.assertRegex(out, rf"\b{p.name}\s+{p.unit}\s+default")

    def test_sweep(self):
        code, out, _ = self.run_cli("--preset", "linux-nfs-1g", "--sweep", "requesters=1,10", "--set", "roundTrips=200",
                                    "--set", "warmupRoundTrips=20", "--json")
        self.assertEqual(code, 0)
        runs = json.loads(out)
        self.assertEqual([r["params"]["requesters"] for r in runs], [1, 10])


class BrowserEntryPoints(unittest.TestCase):
    def test_describe_and_run_from_json(self):
        meta = json.loads(mqsim.describe_json())
        self.assertEqual([p["name"] for p in meta["params"]], [p.name for p in mqsim.PARAMS])
        run = mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": {"rttMs": "10", "roundTrips": "200", "warmupRoundTrips": "50"}}))
        while not run.advance(5000):
            self.assertLessEqual(run.progress(), 1)
        result = json.loads(mqsim.result_json(run))
        self.assertGreater(result["roundTripsPerSec"], 0)
        with self.assertRaises(mqsim.ParamError):
            mqsim.start_json(json.dumps({"preset": "appliance-ha", "set": {"requesters": "-3"}}))


if __name__ == "__main__":
    unittest.main()
