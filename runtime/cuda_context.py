"""The CUDA context of a cuda device made current on every thread that uses the device.

IREE 3.13's CUDA HAL retains the device's primary context and makes it current only on
the thread that creates the device: its allocator and queue entry points do not make it
current themselves (IREE issue 9301). A buffer allocated, a result read or a program run
from another thread then fails with CUDA_ERROR_INVALID_CONTEXT (201).

So a cuda Device reads the context current on the thread that opens it (ContextBinder)
and hands out its allocator and its programs' VM contexts behind thin wrappers
(BoundAllocator, BoundVmContext) whose calls first make that context current on the
calling thread, once per thread (a thread-local flag; a thread that makes another
context current afterwards must make this one current again itself). CPU and Vulkan
devices get the IREE objects themselves: nothing on their paths changes.

The driver is libcuda.so.1 through ctypes (the CUDA driver API, which IREE's CUDA HAL
loads too); ``load_driver`` is the one place that loads it, so tests replace it.
"""
from __future__ import annotations

import ctypes
import threading

CUDA_SUCCESS = 0


class CudaDriver:
    """The two CUDA driver calls the binding needs: get and set the current context."""

    def __init__(self, lib):
        self._get = lib.cuCtxGetCurrent
        self._get.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        self._get.restype = ctypes.c_int
        self._set = lib.cuCtxSetCurrent
        self._set.argtypes = [ctypes.c_void_p]
        self._set.restype = ctypes.c_int

    def current(self) -> int | None:
        """The context current on the calling thread (None when there is none)."""
        ctx = ctypes.c_void_p()
        status = self._get(ctypes.byref(ctx))
        if status != CUDA_SUCCESS:
            raise RuntimeError(f"cuCtxGetCurrent failed with CUDA error {status}")
        return ctx.value

    def set_current(self, context: int) -> None:
        status = self._set(ctypes.c_void_p(context))
        if status != CUDA_SUCCESS:
            raise RuntimeError(f"cuCtxSetCurrent failed with CUDA error {status}")


def load_driver() -> CudaDriver | None:
    """The CUDA driver library, or None where it cannot be loaded."""
    try:
        return CudaDriver(ctypes.CDLL("libcuda.so.1"))
    except (OSError, AttributeError):
        return None


class ContextBinder:
    """Makes one CUDA context current on the calling thread, once per thread."""

    def __init__(self, driver: CudaDriver, context: int):
        self.driver, self.context = driver, context
        self._local = threading.local()
        self._local.bound = True   # made on the thread where the context is current

    @classmethod
    def capture(cls) -> "ContextBinder | None":
        """A binder for the context current on the calling thread (the one that just
        opened a cuda device); None without a driver or a current context."""
        driver = load_driver()
        context = driver.current() if driver is not None else None
        return cls(driver, context) if context else None

    def __call__(self) -> None:
        local = self._local
        if getattr(local, "bound", False):
            return
        if self.driver.current() != self.context:
            self.driver.set_current(self.context)
        local.bound = True


class BoundAllocator:
    """A HAL allocator whose allocations first bind the device's context to the thread."""

    def __init__(self, allocator, bind: ContextBinder):
        self._allocator, self._bind = allocator, bind

    def allocate_buffer_copy(self, *args, **kwargs):
        self._bind()
        return self._allocator.allocate_buffer_copy(*args, **kwargs)

    def allocate_buffer(self, *args, **kwargs):
        self._bind()
        return self._allocator.allocate_buffer(*args, **kwargs)

    def __getattr__(self, name):   # anything else (statistics, ...) as IREE's allocator
        return getattr(self._allocator, name)


class BoundVmContext:
    """A VM context whose calls first bind the device's context to the calling thread."""

    def __init__(self, context, bind: ContextBinder):
        self._context, self._bind = context, bind

    def invoke(self, *args, **kwargs):
        self._bind()
        return self._context.invoke(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._context, name)
