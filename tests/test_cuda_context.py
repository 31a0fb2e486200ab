"""A cuda device's CUDA context made current on the threads that use it (runtime.cuda_context).

IREE 3.13's CUDA HAL makes the context current only on the thread that opens the device;
calls from other threads failed with CUDA_ERROR_INVALID_CONTEXT. Here the CUDA driver is a
fake that keeps a current context per thread, as the real one does, and IREE's cuda
driver a fake whose allocations fail without the device's context, so the binding is
checked without a GPU.
"""
import threading

import numpy as np
import pytest

import hostcall
from hostcall.runtime import cuda_context, executor

CONTEXT = 0xC0DA


class FakeCudaLib:
    """libcuda's cuCtxGetCurrent / cuCtxSetCurrent with a current context per thread."""

    def __init__(self):
        self.local = threading.local()
        self.sets = []

        def get(ref):
            ref._obj.value = getattr(self.local, "ctx", None)
            return 0

        def set_(ctx):
            self.sets.append((threading.current_thread().name, ctx.value))
            self.local.ctx = ctx.value
            return 0
        self.cuCtxGetCurrent, self.cuCtxSetCurrent = get, set_

    def current(self):
        return getattr(self.local, "ctx", None)


@pytest.fixture
def lib(monkeypatch):
    fake = FakeCudaLib()
    monkeypatch.setattr(cuda_context, "load_driver", lambda: cuda_context.CudaDriver(fake))
    return fake


def _on_thread(fn, name="other"):
    out = {}
    t = threading.Thread(target=lambda: out.update(value=fn()), name=name)
    t.start()
    t.join()
    return out.get("value")


def test_binder_sets_the_context_once_on_each_other_thread(lib):
    lib.local.ctx = CONTEXT   # the thread that opened the device
    bind = cuda_context.ContextBinder.capture()
    assert bind.context == CONTEXT
    bind()
    assert lib.sets == []   # current here already

    def twice():
        bind()
        bind()
        return lib.current()
    assert _on_thread(twice, "worker") == CONTEXT
    assert lib.sets == [("worker", CONTEXT)]   # once: the thread remembers


def test_binder_replaces_another_current_context(lib):
    lib.local.ctx = CONTEXT
    bind = cuda_context.ContextBinder.capture()

    def other_context_first():
        lib.local.ctx = 0xBAD
        bind()
        return lib.current()
    assert _on_thread(other_context_first) == CONTEXT


def test_no_binder_without_a_current_context_or_a_driver(lib, monkeypatch):
    assert cuda_context.ContextBinder.capture() is None   # nothing current here
    monkeypatch.setattr(cuda_context, "load_driver", lambda: None)
    assert cuda_context.ContextBinder.capture() is None


def test_driver_errors_are_reported(lib):
    lib.cuCtxSetCurrent = lambda ctx: 201
    driver = cuda_context.CudaDriver(lib)
    with pytest.raises(RuntimeError, match="cuCtxSetCurrent failed with CUDA error 201"):
        driver.set_current(CONTEXT)


class FakeAllocator:
    """An allocator that, like IREE's CUDA one, fails where the context is not current."""

    def __init__(self, lib):
        self.lib = lib
        self.statistics = "stats"

    def allocate_buffer_copy(self, **kwargs):
        if self.lib.current() != CONTEXT:
            raise RuntimeError("CUDA_ERROR_INVALID_CONTEXT (201)")
        return ("buffer", kwargs["buffer"].tobytes())


class FakeHalDevice:
    def __init__(self, lib):
        self.allocator = FakeAllocator(lib)


class FakeIreeCudaDriver:
    def __init__(self, lib):
        self.lib = lib

    def create_device(self, info, allocators=None):
        self.lib.local.ctx = CONTEXT   # IREE makes the primary context current here
        return FakeHalDevice(self.lib)


def test_cuda_device_buffers_from_any_thread(lib, monkeypatch):
    monkeypatch.setattr(executor.rt, "get_driver", lambda name: FakeIreeCudaDriver(lib))
    monkeypatch.setattr(executor.rt, "create_hal_module", lambda instance, device: None)
    monkeypatch.setattr(executor, "_never_destroy", lambda obj: None)
    device = executor.Device("cuda", "cuda", 0, {"name": "fake"})
    a = np.arange(3, dtype=np.int32)
    assert device.put(a) == ("buffer", a.tobytes())   # the opening thread
    assert _on_thread(lambda: device.put(a)) == ("buffer", a.tobytes())
    assert isinstance(device.allocator, cuda_context.BoundAllocator)
    assert device.allocator.statistics == "stats"   # the rest passes through
    # without the binding, another thread's allocation fails as IREE's did
    raw = device.allocator._allocator

    def unbound():
        try:
            raw.allocate_buffer_copy(buffer=a)
        except RuntimeError as e:
            return str(e)
    assert "INVALID_CONTEXT" in _on_thread(unbound, "unbound")


def test_bound_vm_context_binds_before_invoking(lib):
    lib.local.ctx = CONTEXT
    bind = cuda_context.ContextBinder.capture()

    class Context:
        name = "ctx"

        def invoke(self, fn, inputs, outputs):
            return lib.current()
    bound = cuda_context.BoundVmContext(Context(), bind)
    assert _on_thread(lambda: bound.invoke(None, None, None)) == CONTEXT
    assert bound.name == "ctx"


def test_cpu_devices_use_irees_objects_unwrapped():
    device = executor.get_device("cpu")
    assert device.bind_context is None
    assert not isinstance(device.allocator, cuda_context.BoundAllocator)
    f = hostcall.jit(lambda x: x + 1, backend="cpu")
    np.testing.assert_array_equal(np.asarray(f(np.ones(2, np.float32))), [2, 2])
    exe = f.lower(np.ones(2, np.float32)).compile().executable
    assert not isinstance(exe.context, cuda_context.BoundVmContext)
