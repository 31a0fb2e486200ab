"""Executors, buffers, the compile cache and the host-callback runtime."""
from .cache import CompileError, cache_dir, compile_text  # noqa: F401
from .executor import (Device, DeviceUnavailableError, Executable, devices,  # noqa: F401
                       get_device)
