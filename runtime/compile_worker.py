"""The compile worker: one child process that keeps IREE compiler sessions for the whole
run and compiles module after module (``HOSTCALL_COMPILER=worker``, the default).

``iree-compile`` per module pays the process start, the compiler library's loading and
its set-up every time (some 40-90 ms of CPU for a small module here); a session in this
process would save that but a compiler crash (LLVM's fatal errors end the process) would
take the program down.  The worker keeps both: the sessions live in a child process
(runtime.inprocess serves them), and a crash ends only the child.

Starting the worker costs more than one ``iree-compile`` (a Python process, the library,
a session: ~200 ms of CPU here), so a process's first module compiles in ``iree-compile``
and its second starts the worker without waiting for it; modules compile in
``iree-compile`` until the worker is ready, in the worker from then on.  A program that
compiles one function pays nothing for it.  ``compile_text`` returns None whenever the
caller is to use ``iree-compile``: the worker not ready or busy with another thread's
module, a module its session rejects (``iree-compile``'s diagnostics make the error
message), or a worker that died (a compiler crash; the next compile starts another).
A compile past runtime.compile_limits' timeout kills the worker and raises TimeoutError.
A forked child starts its own.
"""
from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import threading

from . import compile_limits, inprocess

# Runs runtime/inprocess.py as the worker's main module without importing the hostcall
# package (-P: nothing of the current folder on sys.path).
_BOOT = "import runpy, sys; runpy.run_path(sys.argv[1], run_name='__hostcall_compile_worker__')"


class _Worker:
    __slots__ = ("proc", "pid", "ready", "requests")

    def __init__(self, warm_flags):
        self.proc = subprocess.Popen(
            [sys.executable, "-P", "-c", _BOOT, inprocess.__file__, json.dumps(list(warm_flags))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=compile_limits.environment(),
            start_new_session=True)   # a Ctrl-C meant for the program does not end it
        self.pid = os.getpid()      # the process that started it (a fork starts its own)
        self.ready = False
        self.requests = 0

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Whether the worker has its first session, waiting at most ``timeout`` seconds
        (None: until it has); EOFError if it died starting."""
        if not self.ready:
            if timeout is not None and not select.select([self.proc.stdout], [], [], timeout)[0]:
                return False
            if self.proc.stdout.read(1) != inprocess.READY:
                raise EOFError
            self.ready = True
        return True

    def compile(self, text: str, flags) -> bytes | None:
        self.requests += 1
        header = json.dumps({"id": self.requests, "flags": list(flags)}).encode()
        body = text.encode()
        stdin, stdout = self.proc.stdin, self.proc.stdout
        stdin.write(inprocess.REQUEST_HEAD.pack(len(header)) + header +
                    inprocess.LENGTH.pack(len(body)))
        stdin.write(body)
        stdin.flush()
        limit = compile_limits.timeout()
        if limit is not None and not select.select([stdout], [], [], limit)[0]:
            raise TimeoutError(limit)   # a hung compile: the caller kills the worker
        (answered,) = inprocess.LENGTH.unpack(inprocess.read_exact(stdout, inprocess.LENGTH.size))
        status = inprocess.read_exact(stdout, 1)
        if answered != self.requests or status not in (inprocess.DONE, inprocess.FAILED):
            raise EOFError   # out of step with the worker: replace it
        if status == inprocess.FAILED:
            return None
        (n,) = inprocess.LENGTH.unpack(inprocess.read_exact(stdout, inprocess.LENGTH.size))
        return inprocess.read_exact(stdout, n)

    def close(self, kill: bool = False) -> None:
        """End the worker: at the end of its input, or at once with ``kill``."""
        if self.pid != os.getpid():
            return    # the parent's worker: its pipes are the parent's to close
        if kill:
            self.proc.kill()
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
_compiled = 0   # modules this process compiled without a worker
_lock = threading.Lock()


def enabled() -> bool:
    return inprocess.mode() == "worker"


def start(warm_flags=(), wait: bool = False) -> None:
    """Launch the worker now (if none runs for this process), with a session for
    ``warm_flags`` made first; returns at once, or with ``wait`` once that session is
    ready (a program about to compile many modules, a benchmark)."""
    global _worker
    with _lock:
        if _live() is None:
            _worker = _Worker(warm_flags)
        worker = _worker
    if wait:
        worker.wait_ready()


def _live() -> _Worker | None:
    worker = _worker
    if worker is None or worker.pid != os.getpid() or worker.proc.poll() is not None:
        return None
    return worker


def compile_text(text: str, flags) -> bytes | None:
    """The VM flatbuffer of a StableHLO module's text from the worker, or None where the
    caller is to compile it in ``iree-compile`` (see the module docstring)."""
    global _worker, _compiled
    if not _lock.acquire(blocking=False):
        return None   # another thread's module: threads still compile in parallel
    try:
        worker = _live()
        if worker is None:
            if _worker is not None and _worker.pid == os.getpid():
                _discard()   # it died since its last module (killed, crashed): replaced
            _compiled += 1
            if _compiled >= 2:
                _worker = _Worker(flags)   # for the modules after this one
            return None
        if not worker.wait_ready(timeout=0):
            return None
        return worker.compile(text, flags)
    except TimeoutError:
        _discard(kill=True)
        raise
    except (OSError, EOFError, ValueError):
        _discard()   # it died (a compiler crash): the next compile starts another
        return None
    except BaseException:
        _discard(kill=True)   # interrupted mid-request: its reply would come out of step
        raise
    finally:
        _lock.release()


def _discard(kill: bool = False) -> None:
    global _worker, _compiled
    if _worker is not None:
        _worker.close(kill)
        _worker = None
        _compiled = max(_compiled, 1)


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
