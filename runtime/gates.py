"""Gates: reentrant locks whose holder lends them to a thread it is waiting for.

A run holds its executable's gate (IREE contexts run one invocation at a time) and,
with ordered effects, the process-wide ordered gate, for its whole duration,
handlers included.  A handler may call compiled code on its own thread (the locks are
reentrant), but a handler that starts a thread calling compiled code and joins it
would wait forever for a lock it holds itself.  A gate sees that case: a thread
waiting for it looks at what the holder is blocked on (``Thread.join`` of this thread,
or ``Future.result`` of a work item this thread runs, also through a chain of such
threads); then the waiter goes ahead as the holder's guest, as if the handler had made
the call itself.  The holder is blocked until the guest is done, so nothing runs
concurrently inside the gate.

``blocked_on(ident)`` tells ``effects_barrier`` which gate a thread is waiting for, so
a barrier inside a handler does not wait for runs that wait for its own thread.
"""
from __future__ import annotations

import contextlib
import sys
import threading
from concurrent.futures import Future
from concurrent.futures.thread import _WorkItem

_get_ident = threading.get_ident
_JOIN_CODE = threading.Thread.join.__code__
_RESULT_CODE = Future.result.__code__
_WORK_CODE = _WorkItem.run.__code__
_CHAIN_DEPTH = 8              # threads waiting on threads, followed this far
_waiting: dict[int, "Gate"] = {}   # thread ident -> the gate it waits for


class Gate:
    """A reentrant lock; see the module docstring for lending."""

    __slots__ = ("_lock", "_owner", "name")

    def __init__(self, name: str):
        self._lock = threading.RLock()
        self._owner = None     # ident of the last thread that took the lock (may be stale)
        self.name = name

    def enter(self) -> bool:
        """Take the gate; True when taken (``leave`` it), False when lent to this thread."""
        if self._lock.acquire(False):
            self._owner = _get_ident()
            return True
        return self._enter_slowly()

    def leave(self, taken: bool) -> None:
        if taken:
            self._lock.release()

    def call(self, fn, *args):
        """``fn(*args)`` inside the gate: enter and leave in one frame (the dispatch path
        runs this once per call)."""
        lock = self._lock
        if lock.acquire(False):
            self._owner = _get_ident()
            try:
                return fn(*args)
            finally:
                lock.release()
        taken = self._enter_slowly()
        try:
            return fn(*args)
        finally:
            self.leave(taken)

    def held_here(self) -> bool:
        """Whether the calling thread holds the gate."""
        return self._lock._is_owned()

    @contextlib.contextmanager
    def hold(self):
        taken = self.enter()
        try:
            yield
        finally:
            self.leave(taken)

    def _enter_slowly(self) -> bool:
        me = _get_ident()
        _waiting[me] = self
        try:
            wait = 0.001
            while not self._lock.acquire(True, wait):
                owner = self._owner
                if owner is not None and _waits_for(owner, me):
                    return False
                wait = min(wait * 2, 0.05)
            self._owner = me
            return True
        finally:
            del _waiting[me]


def blocked_on(ident: int) -> Gate | None:
    """The gate thread ``ident`` is waiting for, if any."""
    return _waiting.get(ident)


def _waits_for(holder: int, target: int) -> bool:
    """Whether thread ``holder`` is blocked, without a timeout, until ``target`` ends
    (directly or through a chain of threads each waiting for the next)."""
    frames = sys._current_frames()
    seen, current = set(), holder
    for _ in range(_CHAIN_DEPTH):
        nxt = _awaited_thread(frames, current)
        if nxt is None or nxt in seen:
            return False
        if nxt == target:
            return True
        seen.add(nxt)
        current = nxt
    return False


def _awaited_thread(frames, ident: int) -> int | None:
    """The thread that thread ``ident`` is blocked waiting for, if it waits for one."""
    frame = frames.get(ident)
    while frame is not None:
        code = frame.f_code
        if code is _JOIN_CODE:
            local = frame.f_locals
            thread = local.get("self")
            return thread.ident if local.get("timeout") is None and thread else None
        if code is _RESULT_CODE:
            local = frame.f_locals
            if local.get("timeout") is not None:
                return None
            return _thread_running(frames, local.get("self"))
        frame = frame.f_back
    return None


def _thread_running(frames, future) -> int | None:
    """The pool thread running the work item of ``future``."""
    for ident, frame in frames.items():
        while frame is not None:
            if frame.f_code is _WORK_CODE and getattr(frame.f_locals.get("self"), "future",
                                                      None) is future:
                return ident
            frame = frame.f_back
    return None
