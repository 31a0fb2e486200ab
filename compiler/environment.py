"""The process and its devices as JAX names them: device and process counts, the default
device, ``device_get``, ``clear_caches`` and ``print_environment_info``. One process owns
one device at a time here, so the process functions answer for a single process."""
from __future__ import annotations

import contextlib
import gc
import os
import platform
import sys

import numpy as np

from hostcall.runtime import cache as compile_cache

from . import tree_util
from .api import JitFunction
from .config import config
from .platforms import default_backend, devices


def local_devices(process_index: int | None = None, backend: str | None = None,
                  host_id: int | None = None):
    """The devices this process can address: all of them (one process)."""
    del host_id
    if process_index not in (None, 0):
        raise ValueError(f"process_index {process_index}: this is process 0 of 1")
    return devices(backend)


def device_count(backend: str | None = None) -> int:
    """The number of devices of ``backend`` (the default platform when None)."""
    return len(devices(backend))


def local_device_count(backend: str | None = None) -> int:
    """The number of devices this process addresses: all of them."""
    return len(local_devices(backend=backend))


def process_count(backend: str | None = None) -> int:
    """The number of processes of the computation: 1."""
    del backend
    return 1


def process_index(backend: str | None = None) -> int:
    """This process's index among ``process_count()``: 0."""
    del backend
    return 0


def process_indices(backend: str | None = None) -> list[int]:
    """The indices of the processes: ``[0]``."""
    del backend
    return [0]


@contextlib.contextmanager
def default_device(device):
    """Inside the block, ``default_backend()``, ``device_put`` and the programs jit
    compiles use ``device``'s platform (a Device, a platform name such as ``"cpu"``, or
    None for the usual choice): the block sets ``config.platforms`` and
    ``$HOSTCALL_PLATFORMS``, which the runtime reads. A program compiled before the block
    keeps its device."""
    name = device if isinstance(device, str) or device is None else device.platform
    before, env = config.read("platforms"), os.environ.get("HOSTCALL_PLATFORMS")
    config.update("platforms", name or "")
    os.environ["HOSTCALL_PLATFORMS"] = name or ""
    try:
        yield
    finally:
        config.update("platforms", before)
        if env is None:
            os.environ.pop("HOSTCALL_PLATFORMS", None)
        else:
            os.environ["HOSTCALL_PLATFORMS"] = env


def device_get(x):
    """A pytree's arrays as numpy arrays on the host (other leaves unchanged)."""
    def get(v):
        if hasattr(v, "__array__") and not isinstance(v, np.ndarray):
            return np.asarray(v)
        return v
    return tree_util.tree_map(get, x)


def clear_caches() -> None:
    """Forget every compiled program: each jit function's executables (traced again on
    the next call) and the in-memory compile cache. The on-disk cache stays."""
    for obj in gc.get_objects():   # jit functions keep no registry: a rare, slow call
        if isinstance(obj, JitFunction):
            obj._cache.clear()
            obj._fast_cache.clear()
            obj._fast_last = ((), None)
    compile_cache.clear_memory()


def environment_info() -> str:
    """The text ``print_environment_info`` prints."""
    from importlib.metadata import PackageNotFoundError, version

    def ver(dist):
        try:
            return version(dist)
        except PackageNotFoundError:
            return "not installed"
    lines = [f"hostcall:    {ver('hostcall')}",
             f"iree-base-compiler: {ver('iree-base-compiler')}",
             f"iree-base-runtime:  {ver('iree-base-runtime')}",
             f"numpy:       {np.__version__}",
             f"python:      {sys.version.split()[0]}",
             f"platform:    {platform.platform()}",
             f"backend:     {default_backend()}",
             f"devices:     {devices()}"]
    return "\n".join(lines)


def print_environment_info(return_string: bool = False):
    """Print (or return) the versions of hostcall, IREE, numpy and Python, the platform
    and the devices: what a bug report needs."""
    info = environment_info()
    if return_string:
        return info
    print(info)
    return None
