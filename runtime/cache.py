"""The compile caches: compiled modules kept in memory and on disk, keyed by what they
were compiled from.  Compiling itself, with every IREE flag and fallback, is the compile
driver's (runtime/compile_driver.py): a miss calls it.

The key is a hash of the lowered module text and its compile options (target and flags:
compile_driver.CompileOptions) with the IREE version and the driver's OUTPUT_REVISION, so a
second process compiling the same function reads the disk.

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
A compiler crash saves its module under this folder too (crash_reports).
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path

import iree.runtime as rt
import numpy as np

from iree.compiler.version import VERSION as IREE_VERSION

from . import compile_driver, crash_reports
from .compile_driver import CompileOptions
from .executor import Device, Executable, on_device_lost
from .files import UnsafeFile, read_regular_file

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


def _forget_device(device: Device) -> None:
    """Drop the programs loaded on ``device``, which was lost (their flatbuffers stay: the
    next load is on the new device)."""
    global _memory_bytes
    with _lock:
        for entry in _memory.values():
            if entry.loaded.pop(device, None) is not None:
                _memory_bytes -= len(entry.flatbuffer)


on_device_lost(_forget_device)


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


def cache_dir() -> Path:
    """The on-disk compile cache folder: ``$HOSTCALL_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/hostcall`` or ``~/.cache/hostcall``.
    """
    env = os.environ.get("HOSTCALL_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hostcall"


def cache_key(text: str, target: str, flags=()) -> str:
    """The key of ``text`` compiled for ``target`` with ``flags`` beyond the target's (all
    of them: compile_module adds the module's own, compile_driver.module_flags)."""
    return _key(text, CompileOptions(target, tuple(flags), compile_driver.global_flags(text)))


def _key(text: str, options: CompileOptions) -> str:
    h = hashlib.sha256()
    for part in (IREE_VERSION, str(compile_driver.OUTPUT_REVISION), options.target,
                 *options.arguments(), text):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def compile_text(text: str, target: str = "cpu", flags=(), use_disk: bool = True,
                 module=None) -> memoryview:
    """The IREE VM flatbuffer for a StableHLO module's text, from cache when possible
    (read-only, 64-byte aligned: see aligned); ``module``, the same module parsed, where
    the caller has it (the compile driver then reads it instead of parsing the text)."""
    return compile_module(text, target, flags, use_disk, module).flatbuffer


def load(text: str, vmfb, device: Device, target: str = "cpu", flags=()) -> Executable:
    """``vmfb`` (what compile_text gave for this text) loaded on ``device``: the cached
    module's shared executable while the cache holds that flatbuffer, else a new one."""
    key = _key(text, CompileOptions.for_text(text, target, flags))
    entry = _memory.get(key)
    if entry is not None and entry.flatbuffer is vmfb:
        return entry.executable(device)
    return Executable(vmfb, device)


def compile_module(text: str, target: str = "cpu", flags=(), use_disk: bool = True,
                   module=None) -> CachedModule:
    """A StableHLO module's text compiled for ``target``, from cache when possible; its
    ``executable(device)`` loads it (once per device); ``module`` as for compile_text."""
    options = CompileOptions.for_text(text, target, flags, module)
    key = _key(text, options)
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
        vmfb = compile_driver.compile_vmfb(text, options, crash_reports.crash_dir(cache_dir()))
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
