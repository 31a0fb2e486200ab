"""How long IREE's compiler may run, and the environment it runs in.

IREE 3.13 compiling for cuda once freed memory twice in ConvertToNVVMPass, and LLVM's
crash handler then deadlocked while printing the stack: ``iree-compile`` never ended, and
neither would jit.  So every compile out of this process (``iree-compile``, the compile
worker) has a limit, $HOSTCALL_COMPILE_TIMEOUT seconds (default 600; 0 for none),
generous next to the slowest modules here (well under a minute), past which it is killed
and the compile fails with a CompileError.  And the compiler's crash backtraces are not
symbolized (LLVM_DISABLE_SYMBOLIZATION): the symbolizer is the crash handler's largest
piece of work after a heap corruption, and a crash then ends the process at once with an
error hostcall reports.  A compile inside this process (HOSTCALL_COMPILER=inprocess) has
no limit: nothing could stop it.
"""
from __future__ import annotations

import os

DEFAULT_TIMEOUT = 600.0


def timeout() -> float | None:
    """The compiler's limit in seconds from $HOSTCALL_COMPILE_TIMEOUT (None: no limit)."""
    text = os.environ.get("HOSTCALL_COMPILE_TIMEOUT", "").strip()
    if not text:
        return DEFAULT_TIMEOUT
    try:
        seconds = float(text)
    except ValueError:
        raise ValueError(f"HOSTCALL_COMPILE_TIMEOUT must be a number of seconds (0: no "
                         f"limit), not {text!r}") from None
    if not seconds >= 0:
        raise ValueError(f"HOSTCALL_COMPILE_TIMEOUT must be >= 0, not {text!r}")
    return seconds or None


def environment() -> dict[str, str]:
    """The environment of a compiler process: this one's, crash backtraces unsymbolized."""
    return {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}
