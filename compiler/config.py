"""Global configuration, as ``hostcall.config.update(name, value)`` (JAX's spelling)."""
from __future__ import annotations

import contextlib
import os


class Config:
    """Flags that change tracing; each has an environment variable default."""

    _defaults = {
        "enable_x64": ("HOSTCALL_ENABLE_X64", False),
        "platforms": ("HOSTCALL_PLATFORMS", ""),
        # jit, and lax loops called outside jit, run op by op (as under jax.disable_jit)
        "disable_jit": ("HOSTCALL_DISABLE_JIT", False),
        # the in-memory compile cache's bound (see hostcall.runtime.cache)
        "memory_cache_bytes": ("HOSTCALL_MEMORY_CACHE_BYTES", 64 * 2**20),
        # hostcall.random's bits: JAX's default per-element counters (True) or its classic
        # threefry derivation (False), as jax_threefry_partitionable
        "threefry_partitionable": ("HOSTCALL_THREEFRY_PARTITIONABLE", True),
    }
    # the flags a trace reads: compiled-program caches key on their values
    _trace_flags = ("enable_x64", "threefry_partitionable")

    def __init__(self):
        self._values = {}
        self._listeners: dict = {}   # name -> what applies a new value (may reject it)
        for name, (env, default) in self._defaults.items():
            raw = os.environ.get(env)
            if raw is None:
                self._values[name] = default
            elif isinstance(default, bool):
                self._values[name] = raw.strip().lower() in ("1", "true", "yes", "on")
            elif isinstance(default, int):
                self._values[name] = _parse_int(env, raw)
            else:
                self._values[name] = raw
        self.trace_key = self._current_trace_key()

    def update(self, name: str, value) -> None:
        key = name[4:] if name.startswith("jax_") else name
        if key not in self._values:
            raise AttributeError(f"Unrecognized config option: {name}")
        listener = self._listeners.get(key)
        if listener is not None:
            listener(value)
        self._values[key] = value
        self.trace_key = self._current_trace_key()

    def _current_trace_key(self) -> tuple:
        return tuple(bool(self._values[name]) for name in self._trace_flags)

    def on_update(self, name: str, apply) -> None:
        """Call ``apply(value)`` now and on each update of ``name`` (it raises to reject
        a value): how settings held outside the front end follow the config."""
        self._listeners[name] = apply
        apply(self._values[name])

    def read(self, name: str):
        return self._values[name]

    @contextlib.contextmanager
    def override(self, name: str, value):
        """Set ``name`` to ``value`` inside a with-block, restoring it afterwards."""
        key = name[4:] if name.startswith("jax_") else name
        before = self.read(key)
        self.update(key, value)
        try:
            yield
        finally:
            self.update(key, before)

    def __getattr__(self, name):
        key = name[4:] if name.startswith("jax_") else name
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(name) from None


def _parse_int(env: str, raw: str) -> int:
    try:
        return int(float(raw))
    except ValueError:
        raise ValueError(f"${env} must be a number, got {raw!r}") from None


config = Config()
