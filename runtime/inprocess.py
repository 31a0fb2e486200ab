"""IREE's compiler inside a process: the compile worker's (runtime.compile_worker), or,
with ``HOSTCALL_COMPILER=inprocess``, the calling process itself.

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
import json
import os
import struct
import sys
import threading

from iree.compiler.api import Output, Session, Source
from iree.compiler.api import ctypes_dl

from hostcall.dialects.vm_branches import distinct_branch_refs

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

# Options IREE 3.13 reads from its global command line only (a session rejects them):
# iree-compile gets them as flags, and this process (or the worker) sets them once before
# its first session, so every compile path compiles alike, for every target; modules with
# vector types (loop kernels) compile without them in iree-compile
# (compile_driver.global_flags).
# Constants reach dispatches as operands instead of being compiled into their code:
# dispatches that differ only in a constant (each step of an unrolled loop computing
# ``x * (i + 0.5)``) are then one executable, compiled once (IREE deduplicates identical
# executables).  An unrolled 100-step loop of tanh(x @ x.T) + sin(x) * (i + 0.5) on
# f32[8, 8]: 19.3 -> 3.2 s of iree-compile CPU and 52 -> 27 us a call, the same values;
# elementwise programs on 1e6 elements ran as fast as before (their scalar constants are
# push constants).
GLOBAL_FLAGS = ("--iree-flow-inline-constants-max-byte-length=0",)
_global_flags_set = False

# Modules compile without MLIR's verifier after every pass (iree-compile's --verify=false;
# a session's invocations likewise).  Parsing still verifies hostcall's module; the
# verifier re-checks IREE's own IR after each of its ~300 passes, which cost a quarter to
# two fifths of compile time for big modules (iree-compile CPU, median of 3-7, 2 cores:
# a 200-step elementwise chain of tanh on f32[64] 0.87 -> 0.66 s, 1000 steps 4.8 -> 3.8 s,
# a 125-step loop of tanh(x @ x.T) + sin(x) * i on f32[8, 8] 3.8 -> 2.2 s, a 4-op module
# 0.30 -> 0.26 s; in a session 0.78 -> 0.56 s for the 200-step chain).  The flatbuffer is
# the same.  Where a compile fails, the module compiles again with the verifier in
# iree-compile (compile_driver._iree_compile), so errors read as before: an IREE pass that
# makes invalid IR is reported where it does so.  CPU modules only: for Vulkan the verifier
# between passes is what rejected a 64-bit float sine (SPIR-V has none); unverified, IREE
# produced a program (tests/test_gpu.py), and CUDA was not available to check.
NO_VERIFY_FLAG = "--verify=false"

# IREE's phase whose output, a module of its VM dialect, dialects.vm_branches rewrites
# before the rest of the compile serializes it (iree-compile's --compile-to/--compile-from).
VM_PHASE = "vm"
_UNVERIFIED_TARGET = "--iree-hal-local-target-device-backends=llvm-cpu"


def skips_verifier(flags) -> bool:
    """Whether a compile with ``flags`` runs without the verifier between passes (CPU)."""
    return _UNVERIFIED_TARGET in flags

_sessions: dict[tuple[str, ...], tuple[Session, threading.Lock] | None] = {}
_sessions_lock = threading.Lock()


MODES = ("worker", "subprocess", "inprocess")


def mode() -> str:
    """Where modules compile, from $HOSTCALL_COMPILER: ``worker`` (the default: a compile
    worker process, see runtime.compile_worker), ``subprocess`` (iree-compile per module)
    or ``inprocess`` (this process)."""
    chosen = os.environ.get("HOSTCALL_COMPILER", "worker").strip().lower()
    if chosen not in MODES:
        raise ValueError(f"HOSTCALL_COMPILER must be one of {', '.join(map(repr, MODES))}, "
                         f"not {chosen!r}")
    return chosen


def enabled() -> bool:
    """Whether $HOSTCALL_COMPILER asks for the compiler in this process."""
    return mode() == "inprocess"


def _set_global_flags() -> None:
    """GLOBAL_FLAGS on IREE's global command line (once, before the first session)."""
    global _global_flags_set
    if not _global_flags_set:
        argv = [b"hostcall", *(f.encode() for f in GLOBAL_FLAGS)]
        setup = ctypes_dl._dylib.ireeCompilerSetupGlobalCL
        setup.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p), ctypes.c_char_p,
                          ctypes.c_bool]
        setup.restype = None
        setup(len(argv), (ctypes.c_char_p * len(argv))(*argv), b"hostcall", False)
        _global_flags_set = True


def _session(flags: tuple[str, ...]):
    """The session for ``flags`` with its lock (a session compiles one module at a time),
    or None when a flag is not a session option."""
    with _sessions_lock:
        if flags not in _sessions:
            _set_global_flags()
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


def _without_verifier(invocation) -> None:
    """Turn MLIR's verifier off between the passes of ``invocation`` (see NO_VERIFY_FLAG)."""
    set_verify = ctypes_dl._dylib.ireeCompilerInvocationSetVerifyIR
    set_verify.argtypes, set_verify.restype = [ctypes.c_void_p, ctypes.c_bool], None
    set_verify(invocation._inv_p, False)


def _set_phase(invocation, end: str) -> None:
    """Stop ``invocation`` after (``end="To"``) or start it from (``"From"``) IREE's
    ``vm`` phase (VM_PHASE)."""
    setter = getattr(ctypes_dl._dylib, f"ireeCompilerInvocationSetCompile{end}Phase")
    setter.argtypes, setter.restype = [ctypes.c_void_p, ctypes.c_char_p], None
    setter(invocation._inv_p, VM_PHASE.encode())


def compile_text(text: str, flags) -> bytes | None:
    """The VM flatbuffer of a StableHLO module's text, or None where the session cannot
    compile it (then a subprocess compile gives the diagnostics).  It compiles in two
    invocations: to IREE's VM dialect, then, after dialects.vm_branches' rewrite of the
    module they hand on, from there to the flatbuffer."""
    found = _session(tuple(flags))
    if found is None:
        return None
    session, lock = found
    with lock:
        to_vm, from_vm, module = session.invocation(), session.invocation(), None
        try:
            for invocation, end in ((to_vm, "To"), (from_vm, "From")):
                if skips_verifier(flags):
                    _without_verifier(invocation)
                _set_phase(invocation, end)
            source = Source.wrap_buffer(session, text.encode() + b"\0")
            if not to_vm.parse_source(source) or not to_vm.execute():
                return None
            module = to_vm.export_module()
            distinct_branch_refs(module)
            from_vm.import_module(module)
            if not from_vm.execute():
                return None
            output = Output.open_membuffer()
            try:
                from_vm.output_vm_bytecode(output)
                return bytes(output.map_memory())
            finally:
                output.close()
        except (ValueError, RuntimeError):
            return None
        finally:
            to_vm.close()
            from_vm.close()
            if module is not None:
                module.erase()   # exported: the invocations no longer own it


def session_count() -> int:
    """How many flag sets have a live session (for tests)."""
    return sum(1 for s in _sessions.values() if s is not None)


# ------------------------------------------------------------------ worker side
# Requests and replies on the worker's stdin and stdout (little-endian):
#   request: u32 header length, JSON header {"id": n, "flags": [...]}, u64 text length, text
#   reply:   u64 id, then u8 1 and u64 length and the flatbuffer, or u8 0 (the session
#            failed); the id names the request answered
# The worker writes one byte when its first session is ready and ends at end of input.
REQUEST_HEAD, LENGTH = struct.Struct("<I"), struct.Struct("<Q")
READY, DONE, FAILED = b"R", b"\x01", b"\x00"


def read_exact(stream, n: int) -> bytes:
    """``n`` bytes of a pipe (EOFError at its end: the other side is gone)."""
    data = stream.read(n)
    if len(data) != n:
        raise EOFError
    return data


def serve(stdin, stdout, warm_flags=()) -> None:
    """The compile worker's loop: a session for ``warm_flags`` first, then one reply per
    request until end of input."""
    if warm_flags:
        _session(tuple(warm_flags))
    stdout.write(READY)
    stdout.flush()
    while True:
        try:
            (n,) = REQUEST_HEAD.unpack(read_exact(stdin, REQUEST_HEAD.size))
            header = json.loads(read_exact(stdin, n))
            (n,) = LENGTH.unpack(read_exact(stdin, LENGTH.size))
            text = read_exact(stdin, n).decode()
        except EOFError:
            return
        vmfb = compile_text(text, header["flags"])
        stdout.write(LENGTH.pack(header["id"]))
        if vmfb is None:
            stdout.write(FAILED)
        else:
            stdout.write(DONE + LENGTH.pack(len(vmfb)))
            stdout.write(vmfb)
        stdout.flush()


if __name__ == "__hostcall_compile_worker__":
    # replies go out on a copy of stdout; whatever the compiler itself prints to stdout
    # goes to stderr instead, so it cannot corrupt them
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    serve(sys.stdin.buffer, replies, json.loads(sys.argv[2]))
