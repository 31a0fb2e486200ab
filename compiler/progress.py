"""Progress of long compiles, on the ``hostcall.compile`` logger.

A compile still running after ``SLOW_SECONDS`` (2 s) logs one line saying what is compiling,
and one when it ends with the time of each stage (trace, passes, IREE, load) and the
program's op count; shorter compiles log nothing. The lines are INFO records, shown on
stderr by default (``hostcall: ...``) unless the application configured logging itself,
in which case they go to its handlers. ``HOSTCALL_LOG=warning`` silences them,
``HOSTCALL_LOG=debug`` also logs every compile.
"""
from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
import time

logger = logging.getLogger("hostcall.compile")
SLOW_SECONDS = 2.0


class _DefaultHandler(logging.StreamHandler):
    """stderr, unless the application has configured the root logger."""

    def emit(self, record):
        if not logging.getLogger().handlers:
            self.stream = sys.stderr
            super().emit(record)


def configure(log: logging.Logger) -> None:
    """``log`` at $HOSTCALL_LOG's level (default info), printing ``hostcall: ...`` on
    stderr unless the application configured logging."""
    level = os.environ.get("HOSTCALL_LOG", "info").strip().upper() or "INFO"
    log.setLevel(getattr(logging, level, logging.INFO))
    handler = _DefaultHandler()
    handler.setFormatter(logging.Formatter("hostcall: %(message)s"))
    log.addHandler(handler)


configure(logger)


class CompileProgress:
    """Times one compile's stages; logs at its start and end when it runs long."""

    def __init__(self, name: str):
        self.name = name
        self.stages: dict[str, float] = {}
        self.announced = False
        self._start = time.perf_counter()
        self._timer = threading.Timer(SLOW_SECONDS, self._announce)
        self._timer.daemon = True

    def __enter__(self) -> "CompileProgress":
        if logger.isEnabledFor(logging.INFO):
            self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._timer.cancel()

    def _announce(self) -> None:
        self.announced = True
        logger.info("compiling %s (running for %.0f s so far) ...", self.name, SLOW_SECONDS)

    @contextlib.contextmanager
    def stage(self, name: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - t0

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self._start

    def wants_report(self) -> bool:
        """Whether the end line is logged (a long compile, or debug logging)."""
        return self.announced or (self.elapsed >= SLOW_SECONDS and
                                  logger.isEnabledFor(logging.INFO)) or \
            logger.isEnabledFor(logging.DEBUG)

    def finish(self, ops: int) -> None:
        """Log the end line: total time, each stage's and the program's op count."""
        stages = ", ".join(f"{k} {v:.2f} s" for k, v in self.stages.items())
        logger.log(logging.INFO if self.announced or self.elapsed >= SLOW_SECONDS
                   else logging.DEBUG, "compiled %s in %.2f s (%s; %d ops)", self.name,
                   self.elapsed, stages, ops)
