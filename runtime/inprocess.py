"""IREE's compiler inside this process (``HOSTCALL_COMPILER=inprocess``).

``iree.compiler.compile_str`` starts an ``iree-compile`` process per module; here one
compiler session per flag set (``iree.compiler.api.Session``) lives as long as the process
and compiles module after module, saving the process start and the compiler's set-up.

A session reports no diagnostics to Python (IREE prints them on the C stderr), so a
module it fails on returns None and the caller compiles it again in a subprocess, whose
output makes the error message.  Flags a session does not take (global command-line
options such as ``--iree-hal-indirect-command-buffers``) send their whole flag set to the
subprocess as well.

The session's diagnostics are dropped by a ctypes callback on its MLIR context, not by
MLIR's Python ``attach_diagnostic_handler``: the session compiles inside ctypes calls,
which release the GIL, and the MLIR bindings' handler runs Python without taking it back
(a segmentation fault parsing an invalid module under Python 3.12), while a ctypes
callback takes the GIL itself.
"""
from __future__ import annotations

import ctypes
import os
import threading

from iree.compiler.api import Output, Session, Source
from iree.compiler.api import ctypes_dl

# MlirLogicalResult (*)(MlirDiagnostic, void *): the one-field structs pass as their field
_DIAGNOSTIC_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int8, ctypes.c_void_p, ctypes.c_void_p)
_drop_diagnostic = _DIAGNOSTIC_HANDLER(lambda diagnostic, user_data: 1)   # 1: handled


def _drop_diagnostics(session: Session) -> None:
    """Handle (and so silence) every diagnostic of ``session``'s MLIR context."""
    lib = ctypes_dl._dylib
    borrow = lib.ireeCompilerSessionBorrowContext
    borrow.argtypes, borrow.restype = [ctypes.c_void_p], ctypes.c_void_p
    attach = lib.mlirContextAttachDiagnosticHandler
    attach.argtypes = [ctypes.c_void_p, _DIAGNOSTIC_HANDLER, ctypes.c_void_p, ctypes.c_void_p]
    attach.restype = ctypes.c_uint64
    attach(borrow(session._session_p), _drop_diagnostic, None, None)

# What compile_str passes iree-compile besides the caller's flags.
_SESSION_FLAGS = ("--iree-input-type=stablehlo",
                  "--iree-vm-bytecode-module-output-format=flatbuffer-binary")

_sessions: dict[tuple[str, ...], tuple[Session, threading.Lock] | None] = {}
_sessions_lock = threading.Lock()


def enabled() -> bool:
    """Whether $HOSTCALL_COMPILER asks for the in-process compiler (default: subprocess)."""
    mode = os.environ.get("HOSTCALL_COMPILER", "subprocess").strip().lower()
    if mode not in ("subprocess", "inprocess"):
        raise ValueError(f"HOSTCALL_COMPILER must be 'subprocess' or 'inprocess', "
                         f"not {mode!r}")
    return mode == "inprocess"


def _session(flags: tuple[str, ...]):
    """The session for ``flags`` with its lock (a session compiles one module at a time),
    or None when a flag is not a session option."""
    with _sessions_lock:
        if flags not in _sessions:
            session = Session()
            try:
                session.set_flags(*_SESSION_FLAGS, *flags)
                # diagnostics are dropped, not printed: the subprocess compile reports them
                _drop_diagnostics(session)
                _sessions[flags] = (session, threading.Lock())
            except ValueError:
                session.close()
                _sessions[flags] = None
        return _sessions[flags]


def compile_text(text: str, flags) -> bytes | None:
    """The VM flatbuffer of a StableHLO module's text, or None where the session cannot
    compile it (then a subprocess compile gives the diagnostics)."""
    found = _session(tuple(flags))
    if found is None:
        return None
    session, lock = found
    with lock:
        invocation = session.invocation()
        try:
            source = Source.wrap_buffer(session, text.encode() + b"\0")
            if not invocation.parse_source(source) or not invocation.execute():
                return None
            output = Output.open_membuffer()
            try:
                invocation.output_vm_bytecode(output)
                return bytes(output.map_memory())
            finally:
                output.close()
        except ValueError:
            return None
        finally:
            invocation.close()


def session_count() -> int:
    """How many flag sets have a live session (for tests)."""
    return sum(1 for s in _sessions.values() if s is not None)
