"""The simulation's parts: jobs, queues, queue locks and the logger with its group commit."""

from __future__ import annotations

from collections import deque

from .records import PAGE

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
                 "write_start", "main_start", "busy_time", "pending_end", "dr_acks", "dr_unacked",
                 "records")

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
        self.records = 0  # records appended since the last write was issued: the next write formats them

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
        self.records += 1
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
        # The logger formats the write's records before it issues it (logUsPerRecord): its own time,
        # one write at a time, before the I/O that MQ's log write latency times.
        prepare = self.records * sim.record_time * sim.skew() if sim.record_time and self.records else 0.0
        now += prepare
        self.records = 0
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
