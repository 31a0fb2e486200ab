"""Compiling StableHLO with IREE, behind an in-memory and an on-disk cache.

The key is a hash of the lowered module text, the target and the flags (and the
IREE version), so a second process compiling the same function reads the disk.

The in-memory cache is an LRU bounded in bytes ($HOSTCALL_MEMORY_CACHE_BYTES or
``hostcall.config.update("memory_cache_bytes", n)``, default 64 MiB).  An entry keeps the
flatbuffer at a 64-byte boundary, where IREE loads it in place (no copy per load), and
the executables loaded from it (``executable``): programs compiled from the same text
share one loaded executable per device.  Evicting an entry frees nothing still in use;
the next compile of its text reads the disk.

A disk entry is the flatbuffer followed by sha256(key, flatbuffer): an entry moved
to another key's name fails the check.  Entries are read only when they are regular
files of a sane size (lstat first, then fstat on a descriptor opened without
following links or blocking), and a flatbuffer IREE refuses to load is discarded
like a damaged one; either way the module compiles again and the entry is replaced.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path

import iree.compiler as ireec
import iree.runtime as rt
import numpy as np

from iree.compiler.tools.binaries import find_tool
from iree.compiler.version import VERSION as IREE_VERSION

from . import compile_limits, compile_worker, crash_reports, inprocess
from .executor import Device, Executable, vulkan_target
from .files import UnsafeFile, read_regular_file

# Flags per target. CPU: tuned for the host (and module_flags adds data tiling and
# microkernels where big matrix products pay for them).
# IREE demotes f64 to f32 by default, which would break enable_x64: keep f64.
# Constant subexpressions are computed once when the program loads rather than by a second
# compile-and-run inside the compiler (const-eval): compiles are faster, and IREE 3.13's
# const-eval links no libm, so f64 constants under erf/lgamma/digamma failed to compile.
NO_CONST_EVAL = "--iree-opt-const-eval=false"
TARGET_FLAGS = {
    "cpu": (
        NO_CONST_EVAL,
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=host",
        # keep 64-bit types as they are (x64 mode); 32-bit programs are unaffected
        "--iree-input-demote-f64-to-f32=false",
        "--iree-input-demote-i64-to-i32=false",
    ),
    "cuda": (
        NO_CONST_EVAL,
        "--iree-input-demote-f64-to-f32=false",
        "--iree-hal-target-device=cuda",
        "--iree-cuda-target=sm_80",
    ),
    # The SPIR-V target (--iree-vulkan-target) depends on the device and is added per
    # module (module_flags); IREE's default target gave wrong f16 and int8-reduction
    # results and rejected f64/i64.  Indirect command buffers returned 0 or stale data
    # from loops kept on the host (scalar while loops) on lavapipe.
    "vulkan": (
        NO_CONST_EVAL,
        "--iree-input-demote-f64-to-f32=false",
        "--iree-input-demote-i64-to-i32=false",
        "--iree-hal-target-device=vulkan",
        "--iree-hal-indirect-command-buffers=false",
    ),
}

# IREE's inner-tiled matmul lowering gives f32 matrix products a taller register tile than
# linalg.mmt4d (29x16 instead of 16x16 with AVX-512): 1024x1024 f32 matmuls run ~15-20% faster.
# It is experimental in IREE 3.13: it rejects batched and matrix-vector contractions and rounds
# f16 accumulators, so it is used only where every contraction is a plain f32 matrix product,
# and a module IREE still rejects with it compiles again with the standard lowering.
INNER_TILED_FLAG = "--iree-llvmcpu-enable-inner-tiled"
_CONTRACTION_LINE = re.compile(r"^.*stablehlo\.dot.*$", re.MULTILINE)
_MATRIX = r"tensor<(?!1x)\d+x(?!1x)\d+xf32>"  # no unit dimension: IREE makes those matvecs
_F32_MATRIX_PRODUCT = re.compile(rf":\s*\({_MATRIX}, {_MATRIX}\) -> {_MATRIX}\s*$")


def _fast_matmul_flags(text: str, target: str) -> tuple[str, ...]:
    """The inner-tiled lowering's flag when every contraction in the module is an f32
    matrix-matrix product without batch dimensions (see INNER_TILED_FLAG)."""
    if target != "cpu":
        return ()
    lines = _CONTRACTION_LINE.findall(text)
    if lines and all("batching_dims" not in line and _F32_MATRIX_PRODUCT.search(line)
                     for line in lines):
        return (INNER_TILED_FLAG,)
    return ()


# Data tiling (matrices packed into tiles) and IREE's microkernels make big matrix products
# fast, and cost compile time for every contraction: a 25-step loop of 8x8 matmuls compiled
# 4x slower with them (41 s vs 10 s of CPU), and ran no faster (tanh(a @ a), local-sync:
# 128x128 23.5 us without, 25.6 us with; 256x256 169 vs 159 us; 1024x1024 much faster
# with).  So a CPU module gets them only when a contraction reaches BIG_CONTRACTION_FLOPS
# (or where its size is unknown, or a convolution is present).
DATA_TILING_FLAG = "--iree-dispatch-creation-data-tiling=true"
CONTRACTION_FLAGS = (DATA_TILING_FLAG, "--iree-llvmcpu-enable-ukernels=all")
BIG_CONTRACTION_FLOPS = 2 * 256 ** 3
_TYPES = re.compile(r":\s*\((tensor<[^>]*>), tensor<[^>]*>\) -> (tensor<[^>]*>)\s*$")
_CONTRACTING = re.compile(r"contracting_dims = \[([\d, ]*)\] x")


def _dims(tensor_type: str) -> list[int] | None:
    """The dimensions of ``tensor<AxBx...xT>`` (None when one is dynamic)."""
    parts = tensor_type[len("tensor<"):].split("x")[:-1]
    return [int(p) for p in parts] if all(p.isdigit() for p in parts) else None


def _contraction_flops(line: str) -> float:
    """2*M*N*K of a printed stablehlo.dot / dot_general (infinite where unreadable)."""
    types = _TYPES.search(line)
    lhs, out = (_dims(types.group(1)), _dims(types.group(2))) if types else (None, None)
    if lhs is None or out is None:
        return float("inf")
    found = _CONTRACTING.search(line)
    contracting = [int(d) for d in found.group(1).split(",") if d.strip()] if found \
        else [len(lhs) - 1]   # stablehlo.dot contracts the lhs's last dimension
    if any(d >= len(lhs) for d in contracting):
        return float("inf")
    return 2.0 * float(np.prod(out)) * float(np.prod([lhs[d] for d in contracting]))


def _contraction_flags(text: str, target: str) -> tuple[str, ...]:
    """Data tiling and microkernels for a CPU module with a big contraction (see above)."""
    if target != "cpu":
        return ()
    if "stablehlo.convolution" in text or any(
            _contraction_flops(line) >= BIG_CONTRACTION_FLOPS
            for line in _CONTRACTION_LINE.findall(text)):
        return CONTRACTION_FLAGS
    return ()


DEFAULT_MEMORY_BYTES = 64 * 2**20
_ALIGNMENT = 64   # IREE maps a flatbuffer in place only at this alignment


def _memory_limit_from_env() -> int:
    raw = os.environ.get("HOSTCALL_MEMORY_CACHE_BYTES", DEFAULT_MEMORY_BYTES)
    try:
        return int(float(raw))
    except ValueError:
        raise ValueError(f"$HOSTCALL_MEMORY_CACHE_BYTES must be a number, got {raw!r}") \
            from None


class CachedModule:
    """A compiled module in memory: its flatbuffer and the executables loaded from it."""
    __slots__ = ("key", "flatbuffer", "loaded")

    def __init__(self, key: str, flatbuffer: memoryview):
        self.key, self.flatbuffer = key, flatbuffer
        self.loaded: dict[Device, Executable] = {}

    @property
    def nbytes(self) -> int:
        """What the entry holds: the flatbuffer, and about as much per loaded copy (its
        code mapped, its VM module)."""
        return len(self.flatbuffer) * (1 + len(self.loaded))

    def executable(self, device: Device) -> Executable:
        """The module loaded on ``device``, once: every caller shares it (for programs
        without host callbacks, whose executables hold no per-caller state)."""
        global _memory_bytes
        exe = self.loaded.get(device)
        if exe is None:
            new = Executable(self.flatbuffer, device)
            with _lock:
                exe = self.loaded.setdefault(device, new)
                if exe is new and _memory.get(self.key) is self:   # count its new copy
                    _memory_bytes += len(self.flatbuffer)
                    _evict()
        return exe


_memory: "OrderedDict[str, CachedModule]" = OrderedDict()   # least recently used first
_memory_bytes = 0
_memory_limit = _memory_limit_from_env()
_lock = threading.RLock()
stats = {"memory_hits": 0, "disk_hits": 0, "compiles": 0, "evictions": 0}


def aligned(data) -> memoryview:
    """A read-only copy of ``data`` starting at a 64-byte boundary: the form IREE loads
    without copying (rt.VmModule.wrap_buffer)."""
    n = len(data)
    raw = np.empty(n + _ALIGNMENT, np.uint8)
    start = -raw.ctypes.data % _ALIGNMENT
    out = raw[start:start + n]
    out[:] = np.frombuffer(data, np.uint8)
    out.flags.writeable = False
    return memoryview(out)


def set_memory_limit(nbytes: int) -> None:
    """Bound the in-memory cache to ``nbytes`` (least recently used entries go first;
    0 keeps nothing)."""
    global _memory_limit
    nbytes = int(nbytes)
    if nbytes < 0:
        raise ValueError(f"memory_cache_bytes must be >= 0, got {nbytes}")
    with _lock:
        _memory_limit = nbytes
        _evict()


def memory_limit() -> int:
    return _memory_limit


def memory_bytes() -> int:
    """The bytes the in-memory cache holds now (see CachedModule.nbytes)."""
    return _memory_bytes


def clear_memory() -> None:
    """Drop every module of the in-memory cache (the on-disk cache stays)."""
    global _memory_bytes
    with _lock:
        _memory.clear()
        _memory_bytes = 0


def _evict() -> None:
    global _memory_bytes
    while _memory and _memory_bytes > _memory_limit:
        _, entry = _memory.popitem(last=False)
        _memory_bytes -= entry.nbytes
        stats["evictions"] += 1


def _remember(key: str, entry: CachedModule) -> None:
    global _memory_bytes
    with _lock:
        old = _memory.pop(key, None)
        if old is not None:
            _memory_bytes -= old.nbytes
        _memory[key] = entry
        _memory_bytes += entry.nbytes
        _evict()


def _recall(key: str) -> CachedModule | None:
    with _lock:
        entry = _memory.get(key)
        if entry is not None:
            _memory.move_to_end(key)
        return entry


class CompileError(RuntimeError):
    """IREE rejected a module.

    The message gives IREE's first error; ``diagnostics`` holds IREE's whole output
    (every diagnostic and the command line), ``line`` and ``column`` the position of the
    first error in the compiled module's text (None when IREE gave none) and ``reason``
    its text; ``op_name`` the failing op's name where the caller located it;
    ``module_path`` where the module was saved when the compiler crashed (crash_reports).
    """

    def __init__(self, message: str, diagnostics: str = "", line: int | None = None,
                 column: int | None = None, reason: str = ""):
        super().__init__(message)
        self.diagnostics = diagnostics
        self.line, self.column, self.reason = line, column, reason
        self.op_name: str | None = None
        self.module_path: Path | None = None


_FIRST_ERROR = re.compile(r"^(?:<stdin>|-):(\d+):(\d+): error: (.*)$", re.M)


def first_error(diagnostics: str) -> tuple[int | None, int | None, str]:
    """(line, column, text) of the first error in IREE's output."""
    m = _FIRST_ERROR.search(diagnostics)
    if m:
        return int(m.group(1)), int(m.group(2)), m.group(3).strip()
    first = next((ln for ln in diagnostics.splitlines() if "error" in ln), diagnostics.strip())
    return None, None, first.strip()[:500]


def cache_dir() -> Path:
    """The on-disk compile cache folder: ``$HOSTCALL_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/hostcall`` or ``~/.cache/hostcall``.
    """
    env = os.environ.get("HOSTCALL_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hostcall"


def global_flags(text: str) -> tuple[str, ...]:
    """inprocess.GLOBAL_FLAGS for a module without vector types, else none: IREE 3.13 then
    hoists the vector constants of hostcall-kernelize-loops' kernels (``arith.constant
    dense<...> : vector<3xf64>``, folded from broadcasts) out of the dispatch as operands,
    and iree-compile crashed converting them to streams (a fori_loop of sin).  Such
    modules compile in iree-compile without the global flags; sessions, which hold them
    for the whole process, never see them."""
    return () if "vector<" in text else inprocess.GLOBAL_FLAGS


def cache_key(text: str, target: str, flags=()) -> str:
    h = hashlib.sha256()
    for part in (IREE_VERSION, target, *global_flags(text), *TARGET_FLAGS.get(target, ()),
                 *flags, text):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def _needs_system_libm(text: str, target: str) -> bool:
    """IREE's embedded CPU executables have no libm: f64 math (sin, exp, ...) only links
    as a system shared library, which needs the host's linker."""
    return target == "cpu" and "f64" in text and shutil.which("ld") is not None


def module_flags(text: str, target: str) -> tuple[str, ...]:
    """Flags a module needs beyond its target's, read off its text (part of the cache key)."""
    libm = ("--iree-llvmcpu-link-embedded=false",) if _needs_system_libm(text, target) else ()
    spirv = (f"--iree-vulkan-target={vulkan_target()}",) if target == "vulkan" else ()
    tiling = _contraction_flags(text, target)
    inner = _fast_matmul_flags(text, target) if tiling else ()   # it tiles data-tiled code
    return (*libm, *spirv, *tiling, *inner)


def compile_text(text: str, target: str = "cpu", flags=(), use_disk: bool = True
                 ) -> memoryview:
    """The IREE VM flatbuffer for a StableHLO module's text, from cache when possible
    (read-only, 64-byte aligned: see aligned)."""
    return compile_module(text, target, flags, use_disk).flatbuffer


def load(text: str, vmfb, device: Device, target: str = "cpu", flags=()) -> Executable:
    """``vmfb`` (what compile_text gave for this text) loaded on ``device``: the cached
    module's shared executable while the cache holds that flatbuffer, else a new one."""
    key = cache_key(text, target, (*flags, *module_flags(text, target)))
    entry = _memory.get(key)
    if entry is not None and entry.flatbuffer is vmfb:
        return entry.executable(device)
    return Executable(vmfb, device)


def compile_module(text: str, target: str = "cpu", flags=(), use_disk: bool = True
                   ) -> CachedModule:
    """A StableHLO module's text compiled for ``target``, from cache when possible; its
    ``executable(device)`` loads it (once per device)."""
    if target not in TARGET_FLAGS:
        raise ValueError(f"unknown target {target!r}; known: {sorted(TARGET_FLAGS)}")
    flags = (*flags, *module_flags(text, target))
    key = cache_key(text, target, flags)
    entry = _recall(key)
    if entry is not None:
        stats["memory_hits"] += 1
        return entry
    path = entry_path(key)
    vmfb = None
    if use_disk and os.environ.get("HOSTCALL_DISABLE_DISK_CACHE") != "1":
        vmfb = _read_checked(path, key)
        if vmfb is not None:
            stats["disk_hits"] += 1
    if vmfb is None:
        vmfb = _compile(text, target, flags)
        stats["compiles"] += 1
        if use_disk and os.environ.get("HOSTCALL_DISABLE_DISK_CACHE") != "1":
            _write_atomic(path, vmfb + _entry_digest(key, vmfb))
    entry = CachedModule(key, aligned(vmfb))
    _remember(key, entry)
    return entry


def entry_path(key: str) -> Path:
    """Where the disk entry of ``key`` lives (it may not exist)."""
    return cache_dir() / key[:2] / f"{key}.vmfb"


def store(key: str, vmfb: bytes) -> Path:
    """Put a flatbuffer compiled elsewhere (a cluster's worker) into the disk cache under
    ``key``, as ``compile_module`` writes its own; returns the entry's path."""
    path = entry_path(key)
    _write_atomic(path, bytes(vmfb) + _entry_digest(key, vmfb))
    return path


# IREE 3.13's data tiling rejects some fusions it makes itself (e.g. "'vector.store' op write
# affecting operations on global resources are restricted to workgroup distributed contexts"
# for a gradient with a weight broadcast over a leading axis); such a module compiles again
# without it (its matrix products then run untiled, which is correct, only slower).


def _compile(text: str, target: str, flags, base: tuple[str, ...] | None = None) -> bytes:
    base = TARGET_FLAGS[target] if base is None else base
    where = inprocess.mode()
    extra = global_flags(text)
    try:
        if where != "subprocess" and extra == inprocess.GLOBAL_FLAGS:
            session = inprocess if where == "inprocess" else compile_worker
            vmfb = session.compile_text(text, (*base, *flags))
            if vmfb is not None:
                return vmfb   # else iree-compile again, for its diagnostics or a fallback
        return _iree_compile(text, [*extra, *base, *flags])
    except TimeoutError as e:
        reason = (f"the compiler did not finish within {e.args[0]:g} s (a hang or a crash "
                  f"that never ended; $HOSTCALL_COMPILE_TIMEOUT sets the limit)")
        raise CompileError(f"IREE failed to compile the module for {target}: {reason}",
                           "", None, None, reason) from None
    except ireec.CompilerToolError as e:
        if INNER_TILED_FLAG in flags:  # the experimental lowering rejected it: use the standard one
            return _compile(text, target, tuple(f for f in flags if f != INNER_TILED_FLAG), base)
        if DATA_TILING_FLAG in flags:
            return _compile(text, target, tuple(f for f in flags if f != DATA_TILING_FLAG),
                            base)
        line, column, reason = first_error(str(e))
        crash = _crash(str(e))
        saved = None
        if crash and line is None:   # not IREE's diagnostics, LLVM's crash report
            reason, saved = _report_crash(crash, text, [*extra, *base, *flags])
        reason = _known_limit(target, str(e)) + reason
        error = CompileError(f"IREE failed to compile the module for {target}: {reason}",
                             str(e), line, column, reason)
        error.module_path = saved
        raise error from None


def _report_crash(crash: str, text: str, args: list[str]) -> tuple[str, Path | None]:
    """The reason for a compiler crash, naming the IREE pass that crashed and the file
    the module is saved in (crash_reports), and that file."""
    where = crash_reports.crashed_pass(_run_iree_compile, text, args)
    if where:
        crash += f" in IREE's {where}"
    command = [find_tool("iree-compile"), "-", *_COMPILE_FLAGS, *args, "-o", os.devnull]
    saved = crash_reports.save(text, command, crash_reports.crash_dir(cache_dir()), crash)
    if saved is not None:
        crash += f"; the module is saved in {saved} with the command that reproduces it"
    return crash, saved


# What compile_str passes iree-compile besides the caller's flags.
_COMPILE_FLAGS = ("--iree-input-type=stablehlo",
                  "--iree-vm-bytecode-module-output-format=flatbuffer-binary",
                  "--mlir-print-debuginfo", "--mlir-print-op-on-diagnostic=false")


def _iree_compile(text: str, args) -> bytes:
    """``iree-compile`` on a StableHLO module's text: its flatbuffer; CompilerToolError
    when it fails or crashes, TimeoutError(seconds) past compile_limits.timeout() (then it
    and anything it started are killed: it runs in a process group of its own).  It runs
    without the verifier between passes for the CPU (inprocess.NO_VERIFY_FLAG), and where
    that fails, again with it: the error is the one a verified compile reports.
    """
    if not inprocess.skips_verifier(args):
        return _run_iree_compile(text, args)
    try:
        return _run_iree_compile(text, [*args, inprocess.NO_VERIFY_FLAG])
    except ireec.CompilerToolError:
        return _run_iree_compile(text, args)


def _run_iree_compile(text: str, args) -> bytes:
    """One ``iree-compile`` run (see _iree_compile)."""
    timeout = compile_limits.timeout()
    cmd = [find_tool("iree-compile"), "-", *_COMPILE_FLAGS, *args]
    with subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=compile_limits.environment(),
                          start_new_session=True) as proc:
        try:
            out, err = proc.communicate(text.encode(), timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            proc.communicate()
            raise TimeoutError(timeout) from None
        except BaseException:
            _kill_group(proc)
            raise
    done = subprocess.CompletedProcess(cmd, proc.returncode, out, err)
    if done.returncode != 0:
        raise ireec.CompilerToolError(done)
    if err:
        sys.stderr.write(err.decode(errors="replace"))   # its warnings, as compile_str does
    return out


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


_SIGNAL = re.compile(r"^Error code: (-\d+)$", re.M)
_CRASH_REPORT = ("Please report issues", "Stack dump", "PLEASE submit", "Invoked with:")


def _crash(diagnostics: str) -> str:
    """'the compiler crashed (SIGABRT: double free or corruption)' where iree-compile died
    of a signal (with the first line it printed before LLVM's crash report), else ''."""
    found = _SIGNAL.search(diagnostics)
    if not found:
        return ""
    try:
        name = signal.Signals(-int(found.group(1))).name
    except ValueError:
        name = f"signal {-int(found.group(1))}"
    printed = diagnostics.split("Diagnostics:\n", 1)[-1].splitlines()
    said = next((ln.strip() for ln in printed if ln.strip()), "")
    if said.startswith(_CRASH_REPORT):
        said = ""
    return f"the compiler crashed ({name}{': ' + said[:200] if said else ''})"


# SPIR-V's GLSL instruction set has 16- and 32-bit float math only: 64-bit sin, exp, log, ...
# cannot run on Vulkan, which IREE reports as an operand type error of a spirv.GL op.
_SPIRV_F64_MATH = re.compile(r"'spirv\.(?:GL|CL)\.(\w+)' op operand #\d+ must be 16/32-bit float"
                             r".*?but got '(?:vector<\d+x)?f64")


def _known_limit(target: str, diagnostics: str) -> str:
    """A first line naming a target limit the diagnostics show, or ''."""
    found = _SPIRV_F64_MATH.search(diagnostics)
    if target == "vulkan" and found:
        return (f"{target} cannot compute 64-bit float {found.group(1)} (SPIR-V has no 64-bit "
                f"transcendental math): compute it in float32, or run on cpu; IREE: ")
    return ""


# Bounds on a disk entry's size: a digest plus a non-empty flatbuffer, at most
# $HOSTCALL_CACHE_MAX_BYTES (default 4 GiB, far above any program compiled here).
_DIGEST_BYTES = 32
_MAX_ENTRY_BYTES = int(float(os.environ.get("HOSTCALL_CACHE_MAX_BYTES", 4 * 2**30)))


def _entry_digest(key: str, vmfb: bytes) -> bytes:
    """The checksum a disk entry ends with: it covers the key, so entries cannot swap."""
    h = hashlib.sha256(key.encode())
    h.update(b"\0")
    h.update(vmfb)
    return h.digest()


def _read_checked(path: Path, key: str) -> bytes | None:
    """The cached flatbuffer for ``key``, or None when absent, damaged, misplaced or
    unloadable."""
    try:
        data = read_regular_file(path, _MAX_ENTRY_BYTES)
    except UnsafeFile:
        return None
    if len(data) <= _DIGEST_BYTES:
        return None
    vmfb, digest = data[:-_DIGEST_BYTES], data[-_DIGEST_BYTES:]
    if _entry_digest(key, vmfb) != digest or not _loads(vmfb):
        return None
    return vmfb


def _loads(vmfb: bytes) -> bool:
    """Whether IREE accepts ``vmfb`` as a module (its flatbuffer verifier runs)."""
    try:
        rt.VmModule.copy_buffer(_vm_instance(), vmfb)
    except Exception:   # the bindings raise ValueError or RuntimeError, by IREE version
        return False
    return True


_instance = None


def _vm_instance() -> rt.VmInstance:
    global _instance
    if _instance is None:
        _instance = rt.VmInstance()
    return _instance


def _write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file that never outlives a failure
    (a full disk leaves nothing behind)."""
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        tmp = None
    except OSError:
        pass  # a cache that cannot be written only costs time
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def clear_memory_cache() -> None:
    global _memory_bytes
    with _lock:
        _memory.clear()
        _memory_bytes = 0
