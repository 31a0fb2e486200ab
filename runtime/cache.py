"""Compiling StableHLO with IREE, behind an in-memory and an on-disk cache.

The key is a hash of the lowered module text, the target and the flags (and the
IREE version), so a second process compiling the same function reads the disk.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from pathlib import Path

import iree.compiler as ireec

from iree.compiler.version import VERSION as IREE_VERSION

# Flags per target. CPU: tuned for the host (data tiling + ukernels make matmul fast).
TARGET_FLAGS = {
    "cpu": (
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-cpu=host",
        "--iree-dispatch-creation-data-tiling=true",
        "--iree-llvmcpu-enable-ukernels=all",
    ),
    "cuda": (
        "--iree-hal-target-device=cuda",
        "--iree-cuda-target=sm_80",
    ),
}

_memory: dict[str, bytes] = {}
_lock = threading.Lock()
stats = {"memory_hits": 0, "disk_hits": 0, "compiles": 0}


class CompileError(RuntimeError):
    """IREE rejected a module; the message carries IREE's diagnostics."""


def cache_dir() -> Path:
    env = os.environ.get("HOSTCALL_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hostcall"


def cache_key(text: str, target: str, flags=()) -> str:
    h = hashlib.sha256()
    for part in (IREE_VERSION, target, *TARGET_FLAGS.get(target, ()), *flags, text):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def compile_text(text: str, target: str = "cpu", flags=(), use_disk: bool = True) -> bytes:
    """The IREE VM flatbuffer for a StableHLO module's text, from cache when possible."""
    if target not in TARGET_FLAGS:
        raise ValueError(f"unknown target {target!r}; known: {sorted(TARGET_FLAGS)}")
    key = cache_key(text, target, flags)
    vmfb = _memory.get(key)
    if vmfb is not None:
        stats["memory_hits"] += 1
        return vmfb
    path = cache_dir() / key[:2] / f"{key}.vmfb"
    if use_disk and os.environ.get("HOSTCALL_DISABLE_DISK_CACHE") != "1":
        try:
            vmfb = path.read_bytes()
            stats["disk_hits"] += 1
        except OSError:
            vmfb = None
    if vmfb is None:
        vmfb = _compile(text, target, flags)
        stats["compiles"] += 1
        if use_disk and os.environ.get("HOSTCALL_DISABLE_DISK_CACHE") != "1":
            _write_atomic(path, vmfb)
    with _lock:
        _memory[key] = vmfb
    return vmfb


def _compile(text: str, target: str, flags) -> bytes:
    try:
        return ireec.compile_str(text, input_type="stablehlo",
                                 extra_args=[*TARGET_FLAGS[target], *flags])
    except ireec.CompilerToolError as e:
        raise CompileError(f"IREE failed to compile the module for {target}:\n{e}") from None


def _write_atomic(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        pass  # a cache that cannot be written only costs time


def clear_memory_cache() -> None:
    with _lock:
        _memory.clear()
