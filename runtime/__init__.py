"""Executors, buffers, the compile driver and caches, and the host-callback runtime."""
from .cache import cache_dir, compile_text  # noqa: F401
from .compile_driver import CompileError  # noqa: F401
from .executor import (Device, DeviceLostError, DeviceUnavailableError,  # noqa: F401
                       Executable, devices, get_device)


def load(path, handlers=None, device=None, sha256=None):
    """Load a compiled artifact (``hostcall compile``) with host callbacks bound by name;
    with ``sha256`` (what ``artifact.digest`` gave for the artifact you trust), only that
    artifact (see hostcall.runtime.artifact.load)."""
    from .artifact import load as _load
    return _load(path, handlers, device, sha256=sha256)
