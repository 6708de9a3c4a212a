"""The simulation: applications are generators that yield commands; the event loop executes them."""

from __future__ import annotations

import heapq
import math
import random

from .engine import COMMIT, GET_REPLY, GET_REQUEST, Job, Logger, PUT, PUT_NOSYNC, Queue, QueueLock, SLEEP
from .params import _fmt
from .records import LOG_RECORDS, MB, PAGE, put_record_bytes

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
        self.record_time = p["logUsPerRecord"] / 1e6
        self.replication = bool(p["replication"])
        self.triple_write = bool(p["tripleWrite"])
        self.repl_ack = p["replAckUs"] / 1e6
        self.repl_delay = p["replRoundTrips"] * p["rttMs"] / 1e3
        # A window limits the bytes per added round trip: each window of a write's bytes waits one more.
        self.repl_delay_per_byte = p["rttMs"] / 1e3 / p["replWindowBytes"] if p["replWindowBytes"] else 0.0
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
            remote = self.link_free + self.write_latency * self.skew() + self.repl_ack * self.skew() + self.repl_delay + nbytes * self.repl_delay_per_byte
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
