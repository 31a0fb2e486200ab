"""A profile of compiled calls and host callbacks: where a program's time goes.

``with hostcall.profile() as p:`` records, while the block runs, every compiled call
(function name, start, duration, bytes of its arguments and results, thread) and every host
callback (name, kind, ordered, start, duration, bytes of its operands and results, thread).
``p.summary()`` is a table per callback and per compiled function; ``p.save(path)`` writes the
Chrome trace-event format that Perfetto (ui.perfetto.dev) and chrome://tracing open: one track
per thread, callbacks nested in the call that ran them, ordered callbacks linked by flow
arrows in chain order. ``HOSTCALL_PROFILE=out.json`` profiles the whole process and writes
the file at exit.

When no profile is active the hot paths pay one truth test of ``RECORDERS`` (a list).
"""
from __future__ import annotations

import atexit
import json
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np

RECORDERS: list["Profile"] = []   # the active profiles; read by the call and callback paths
now_ns = time.perf_counter_ns


@dataclass
class Event:
    """One compiled call (``category == "call"``) or host callback (``"callback"``)."""
    category: str
    name: str
    start_ns: int
    duration_ns: int
    thread_id: int
    thread_name: str
    bytes: int
    kind: str = ""        # callbacks: pure, io or debug
    ordered: bool = False


@dataclass
class Profile:
    """The events recorded while the profile was active (see the module docstring)."""
    events: list[Event] = field(default_factory=list)
    origin_ns: int = field(default_factory=now_ns)

    def __post_init__(self):
        self._lock = threading.Lock()

    def record(self, category: str, name: str, start_ns: int, end_ns: int, nbytes: int,
               kind: str = "", ordered: bool = False) -> None:
        thread = threading.current_thread()
        event = Event(category, name, start_ns, end_ns - start_ns, thread.ident or 0,
                      thread.name, nbytes, kind, ordered)
        with self._lock:
            self.events.append(event)

    @property
    def calls(self) -> list[Event]:
        return [e for e in self.events if e.category == "call"]

    @property
    def callbacks(self) -> list[Event]:
        return [e for e in self.events if e.category == "callback"]

    # -- reading -------------------------------------------------------------
    def summary(self) -> str:
        """A table per callback and per compiled function: count, total, mean, p50 and p99
        latency, bytes, and the share of the compiled calls' time spent in the callback."""
        program_ns = sum(e.duration_ns for e in self.calls)
        rows = [("name", "kind", "count", "total ms", "mean us", "p50 us", "p99 us", "bytes",
                 "share")]
        for category in ("callback", "call"):
            groups: dict[tuple, list[Event]] = {}
            for e in self.events:
                if e.category == category:
                    label = (e.kind + (" ordered" if e.ordered else "")) if category == "callback" \
                        else "call"
                    groups.setdefault((e.name, label), []).append(e)
            for (name, label), events in sorted(groups.items(), key=lambda kv: -sum(
                    e.duration_ns for e in kv[1])):
                d = np.array([e.duration_ns for e in events], dtype=np.float64)
                share = f"{100 * d.sum() / program_ns:.1f}%" if program_ns and \
                    category == "callback" else ""
                rows.append((name, label, str(len(d)), f"{d.sum() / 1e6:.3f}",
                             f"{d.mean() / 1e3:.1f}", f"{np.percentile(d, 50) / 1e3:.1f}",
                             f"{np.percentile(d, 99) / 1e3:.1f}",
                             str(sum(e.bytes for e in events)), share))
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                           for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        return "\n".join(lines)

    def trace_events(self) -> list[dict]:
        """The events in Chrome's trace-event format (microseconds from the profile's start)."""
        pid = os.getpid()
        out, names = [], {}
        for e in sorted(self.events, key=lambda e: e.start_ns):
            names.setdefault(e.thread_id, e.thread_name)
            args = {"bytes": e.bytes}
            if e.category == "callback":
                args.update(kind=e.kind, ordered=e.ordered)
            out.append({"name": e.name, "cat": e.category, "ph": "X", "pid": pid,
                        "tid": e.thread_id, "ts": (e.start_ns - self.origin_ns) / 1e3,
                        "dur": e.duration_ns / 1e3, "args": args})
        out += [{"name": "thread_name", "ph": "M", "pid": pid, "tid": tid,
                 "args": {"name": name}} for tid, name in names.items()]
        out += self._ordered_flows(pid)
        return out

    def _ordered_flows(self, pid: int) -> list[dict]:
        """Flow arrows from each ordered callback to the next one of its chain (io, debug)."""
        flows, flow_id = [], 0
        for kind in ("io", "debug"):
            chain = sorted((e for e in self.callbacks if e.ordered and e.kind == kind),
                           key=lambda e: e.start_ns)
            for a, b in zip(chain, chain[1:]):
                flow_id += 1
                for phase, e in (("s", a), ("f", b)):
                    flows.append({"name": f"ordered {kind}", "cat": "ordered", "ph": phase,
                                  "id": flow_id, "pid": pid, "tid": e.thread_id, "bp": "e",
                                  "ts": (e.start_ns - self.origin_ns) / 1e3})
        return flows

    def save(self, path) -> None:
        """Write the Chrome trace-event JSON (open it in Perfetto or chrome://tracing)."""
        with open(path, "w") as f:
            json.dump({"traceEvents": self.trace_events(), "displayTimeUnit": "ms"}, f)


@contextmanager
def profile():
    """Record compiled calls and host callbacks while the block runs; yields the Profile."""
    p = Profile()
    RECORDERS.append(p)
    try:
        yield p
    finally:
        RECORDERS.remove(p)


def record(category: str, name: str, start_ns: int, nbytes: int, kind: str = "",
           ordered: bool = False, end_ns: int | None = None) -> None:
    """Record an event from ``start_ns`` to ``end_ns`` (default: now) in every active
    profile."""
    end = now_ns() if end_ns is None else end_ns
    for p in list(RECORDERS):
        p.record(category, name, start_ns, end, nbytes, kind, ordered)


def _profile_process(path: str) -> None:
    """$HOSTCALL_PROFILE: profile the whole process, save the trace at exit."""
    p = Profile()
    RECORDERS.append(p)
    atexit.register(p.save, path)


if os.environ.get("HOSTCALL_PROFILE"):
    _profile_process(os.environ["HOSTCALL_PROFILE"])
