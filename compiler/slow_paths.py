"""Warnings when a program takes a slower route than its code suggests.

A lax loop left on the host (``hostcall-kernelize-loops`` found no kernel form for it, or
IREE rejected the kernels and jit compiled the function again without them) runs each
iteration as separate host-issued work: about 2 us or more per iteration, where a loop
kernel or XLA takes tens of nanoseconds.  Users cannot see that from their code, so jit
says it, once per loop (its source line) per process, on the ``hostcall.performance``
logger as a WARNING: the function, the loop's source line, why it stays on the host and
the cost.  ``hostcall inspect`` gives the same reasons for every loop of a file.

Silence it with ``logging.getLogger("hostcall.performance").setLevel(logging.ERROR)``,
or ``HOSTCALL_LOG=error`` for every hostcall logger.
"""
from __future__ import annotations

import logging
import threading

from .progress import configure
from .source_info import mlir_source_line

logger = logging.getLogger("hostcall.performance")
configure(logger)

# What a host-issued iteration costs at least (DESIGN.md, 1.8 us for a one-dispatch body on
# local-sync; every further dispatch of the body adds about as much).
HOST_ITERATION_US = 2
_warned: set = set()
_lock = threading.Lock()


def _first_time(key) -> bool:
    with _lock:
        if key in _warned:
            return False
        _warned.add(key)
        return True


def host_loops(function: str, loops, kernels_rejected: str = "") -> None:
    """Warn of each loop of ``function`` left on the host: ``loops`` holds (printed MLIR
    location, why); ``kernels_rejected`` is IREE's error where jit dropped the kernels."""
    for location, why in loops:
        where = mlir_source_line(location) or f"in {function}"
        if kernels_rejected:
            why = f"IREE rejected its loop kernels ({kernels_rejected})"
        if not _first_time((function, where)):
            continue
        logger.warning("jit(%s): the loop at %s runs on the host, about %d us or more per "
                       "iteration (a loop kernel takes tens of ns): %s", function, where,
                       HOST_ITERATION_US, why)


def eager_loop(name: str, where: str, reason: str) -> None:
    """Warn that a lax loop called outside jit runs op by op: IREE rejected its program."""
    if _first_time((name, where)):
        logger.warning("lax.%s at %s runs op by op in Python, much slower than compiled: "
                       "IREE could not compile it (%s)", name, where, reason)
