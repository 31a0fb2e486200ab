"""The compile worker: one child process that keeps IREE compiler sessions for the whole
run and compiles module after module (``HOSTCALL_COMPILER=worker``, the default).

``iree-compile`` per module pays the process start, the compiler library's loading and
its set-up every time (some 40-90 ms of CPU for a small module here); a session in this
process would save that but a compiler crash (LLVM's fatal errors end the process) would
take the program down.  The worker keeps both: the sessions live in a child process
(runtime.inprocess serves them), and a crash ends only the child.

``start()`` launches the worker without waiting, so its set-up overlaps the tracing and
passes of the first compile (jit calls it when it starts tracing).  ``compile_text``
returns None where the worker fails a module or dies: the caller then compiles in a
subprocess, whose diagnostics make the error message, and the next compile starts a new
worker.  A forked child starts its own.
"""
from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
import threading

from . import inprocess

# Runs runtime/inprocess.py as the worker's main module without importing the hostcall
# package (-P: nothing of the current folder on sys.path).
_BOOT = "import runpy, sys; runpy.run_path(sys.argv[1], run_name='__hostcall_compile_worker__')"


class _Worker:
    __slots__ = ("proc", "pid", "ready")

    def __init__(self, warm_flags):
        self.proc = subprocess.Popen(
            [sys.executable, "-P", "-c", _BOOT, inprocess.__file__, json.dumps(list(warm_flags))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.pid = os.getpid()      # the process that started it (a fork starts its own)
        self.ready = False

    def wait_ready(self) -> None:
        """Wait for the worker's first session (EOFError if it died starting)."""
        if not self.ready:
            if self.proc.stdout.read(1) != inprocess.READY:
                raise EOFError
            self.ready = True

    def compile(self, text: str, flags) -> bytes | None:
        header = json.dumps({"flags": list(flags)}).encode()
        body = text.encode()
        stdin, stdout = self.proc.stdin, self.proc.stdout
        stdin.write(inprocess.REQUEST_HEAD.pack(len(header)) + header +
                    inprocess.LENGTH.pack(len(body)))
        stdin.write(body)
        stdin.flush()
        status = inprocess._read_exact(stdout, 1)
        if status != inprocess.DONE:
            return None
        (n,) = inprocess.LENGTH.unpack(inprocess._read_exact(stdout, inprocess.LENGTH.size))
        return inprocess._read_exact(stdout, n)

    def close(self) -> None:
        if self.pid != os.getpid():
            return    # the parent's worker: its pipes are the parent's to close
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


_worker: _Worker | None = None
_lock = threading.Lock()


def enabled() -> bool:
    return inprocess.mode() == "worker"


def start(warm_flags=()) -> None:
    """Launch the worker (if none runs for this process) with a session for
    ``warm_flags`` made first; returns at once."""
    if enabled():
        with _lock:
            _running(warm_flags)


def _running(warm_flags) -> _Worker:
    global _worker
    if _worker is None or _worker.pid != os.getpid() or _worker.proc.poll() is not None:
        _worker = _Worker(warm_flags)
    return _worker


def compile_text(text: str, flags) -> bytes | None:
    """The VM flatbuffer of a StableHLO module's text from the worker (started here if
    none runs), or None where it rejects the module or fails (compile in a subprocess
    then, for the diagnostics), or is busy with another thread's module (a subprocess
    compiles this one meanwhile: threads still compile in parallel)."""
    global _worker
    if not _lock.acquire(blocking=False):
        return None
    try:
        worker = _running(flags)
        worker.wait_ready()
        return worker.compile(text, flags)
    except (OSError, EOFError, ValueError):
        if _worker is not None:   # it died (a compiler crash): the next compile starts another
            _worker.close()
            _worker = None
        return None
    finally:
        _lock.release()


def cpu_seconds() -> float:
    """The CPU time the running worker has used (0 where none runs, or off Linux): a child
    that has not exited is not in ``getrusage(RUSAGE_CHILDREN)``, so benchmarks add this."""
    worker = _worker
    if worker is None or worker.proc.poll() is not None:
        return 0.0
    try:
        with open(f"/proc/{worker.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@atexit.register
def _stop() -> None:
    global _worker
    if _worker is not None:
        _worker.close()
        _worker = None
