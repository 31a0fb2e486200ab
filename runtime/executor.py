"""Executors: IREE devices, buffers, and loaded executables.

CPU runs on IREE's ``local-sync`` driver by default: it executes on the calling
thread with the lowest per-call latency (about 14 us for a small program) and runs
host callbacks inline in program order.  ``HOSTCALL_CPU_DRIVER=local-task`` picks
the multi-threaded driver (parallel dispatches, higher per-call cost).

CPU devices allocate through IREE's caching allocator (``HOSTCALL_CPU_ALLOCATOR``,
an IREE allocator spec; empty for none): freed buffers are kept for reuse, bounded
in total size, so large buffers do not pay fresh page faults on every call (a
64 MiB callback result: ~50 ms into new memory, ~14 ms into reused memory).
"""
from __future__ import annotations

import atexit
import contextlib
import copy
import ctypes
import functools
import gc
import os
import re
import shutil
import tempfile
import threading
import weakref
from typing import Sequence

import ml_dtypes
import numpy as np
import iree.runtime as rt
import iree.runtime.flags as rt_flags
from iree._runtime_libs import _runtime as _runtime_bindings

from hostcall.dialects.types import BYTE_CARRIED

from . import profile
from .cuda_context import BoundAllocator, BoundVmContext, ContextBinder
from .gates import Gate

_ELEMENT_TYPES = {
    "bool": rt.HalElementType.BOOL_8,
    "int8": rt.HalElementType.INT_8, "int16": rt.HalElementType.INT_16,
    "int32": rt.HalElementType.INT_32, "int64": rt.HalElementType.INT_64,
    "uint8": rt.HalElementType.UINT_8, "uint16": rt.HalElementType.UINT_16,
    "uint32": rt.HalElementType.UINT_32, "uint64": rt.HalElementType.UINT_64,
    "float16": rt.HalElementType.FLOAT_16, "bfloat16": rt.HalElementType.BFLOAT_16,
    "float32": rt.HalElementType.FLOAT_32, "float64": rt.HalElementType.FLOAT_64,
    "complex64": rt.HalElementType.COMPLEX_64, "complex128": rt.HalElementType.COMPLEX_128,
    # the narrow ml_dtypes types cross the program boundary as i8 bytes (numpy's layout)
    **{name: rt.HalElementType.INT_8 for name in BYTE_CARRIED},
}
_BF16 = np.dtype(ml_dtypes.bfloat16)
_BUFFER_VIEW = rt.HalBufferView
_VARIANT_LIST = rt.VmVariantList
# The arguments of a device buffer made from host memory (Device.put; the dispatch fast
# path, runtime.arguments.fast_caller, passes them to the allocator itself)
DEVICE_LOCAL = int(rt.MemoryType.DEVICE_LOCAL)
DEFAULT_USAGE = int(rt.BufferUsage.DEFAULT)
BOOL_ELEMENT = rt.HalElementType.BOOL_8


_BY_DTYPE: dict = {}   # np.dtype -> element type, filled on use (dtype.name is slow)


def hal_element_type(dtype) -> rt.HalElementType:
    d = np.dtype(dtype)
    t = _BY_DTYPE.get(d)
    if t is None:
        t = _BY_DTYPE[d] = _ELEMENT_TYPES[d.name]
    return t


def as_bytes(a: np.ndarray) -> np.ndarray:
    """``a`` as the buffer IREE gets: bool and the narrow types are one byte each."""
    if a.dtype == np.bool_:
        return a.view(np.uint8)
    return a.view(np.int8) if a.dtype.name in BYTE_CARRIED else a


def element_type_name(element_type) -> str:
    """The dtype name of a HAL element type (its number when hostcall has no dtype for it)."""
    for name, t in _ELEMENT_TYPES.items():
        if int(t) == int(element_type):
            return name
    return f"element type {int(element_type)}"


# IREE caching allocator spec: heap=max_allocation_size;max_retained_bytes;max_free_count
DEFAULT_CPU_ALLOCATOR = "caching:device_local=*;256mib;1024"


def cpu_allocators() -> list[str]:
    """Allocator specs wrapping the CPU device's allocator, from $HOSTCALL_CPU_ALLOCATOR."""
    spec = os.environ.get("HOSTCALL_CPU_ALLOCATOR", DEFAULT_CPU_ALLOCATOR).strip()
    return [spec] if spec else []


def _never_destroy(obj) -> None:
    """Keep ``obj`` alive until the process ends.

    A device (and a caching allocator) must outlive every buffer it handed out, and
    result arrays and numpy views of buffers may be freed late in interpreter teardown,
    after every module global is gone (a vulkan buffer freed after its device segfaulted
    the exit); so devices are never destroyed (the OS reclaims them at exit), and the
    bindings' exit-time report of objects still alive is turned off.
    """
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(obj))
    quiet = getattr(_runtime_bindings, "disable_leak_checker", None)
    if quiet is not None:
        quiet()


class DeviceUnavailableError(RuntimeError):
    """A requested platform has no usable device here."""


class DeviceLostError(RuntimeError):
    """A device stopped working (Vulkan's VK_ERROR_DEVICE_LOST: a driver reset, a hung or
    faulting kernel); the call that met it raises this once, and the platform's next
    call runs on a freshly created device."""


# What IREE's error says when the driver reports a lost device: Vulkan's result code, or
# IREE's status for it (DATA_LOSS: a wait on a lost device's semaphore names no result
# code; on CPU devices that status means something else and is never read as a loss).
_LOST_DEVICE_TEXT = re.compile(r"VK_ERROR_DEVICE_LOST|device (?:was )?lost", re.IGNORECASE)
_LOST_DEVICE_STATUS = re.compile(r"\bDATA_LOSS\b")


class Device:
    """One IREE device with its HAL module; makes and reads buffers.

    The IREE device is created on first use: an idle vulkan device keeps polling threads
    busy, so listing devices creates none. Devices live until the process ends (see
    _never_destroy): a result array freed late in interpreter teardown still finds its
    device.
    """

    def __init__(self, platform: str, driver: str, device_id: int = 0,
                 info: dict | None = None):
        self.platform, self.driver_name, self.id = platform, driver, device_id
        self.info = info   # the driver's description (name, path, device_id) or None
        self.name = (info or {}).get("name", driver)
        self.host_visible = platform == "cpu"
        self._hal = None
        self._hal_lock = threading.Lock()
        self.bind_context = None   # a cuda device's ContextBinder, once opened
        self.lost = False   # set once the driver reported it lost (replace_lost_device)

    def _open(self):
        with self._hal_lock:
            if self._hal is None:
                if self.lost:
                    raise DeviceLostError(
                        f"{self!r} was lost: its buffers (arrays that lived on it) and "
                        f"programs are gone; the next call runs on a new {self.platform} "
                        f"device")
                instance = _instance()
                allocators = cpu_allocators() if self.platform == "cpu" else None
                if self.driver_name == "local-task":
                    rt_flags.parse_flags(f"--task_topology_group_count={task_workers()}")
                hal_driver = rt.get_driver(self.driver_name)
                hal_device = hal_driver.create_default_device(allocators=allocators) \
                    if self.info is None else hal_driver.create_device(self.info,
                                                                        allocators=allocators)
                _never_destroy(hal_device)
                allocator = hal_device.allocator
                if self.platform == "cuda":   # other threads need its context (cuda_context)
                    self.bind_context = ContextBinder.capture()
                    if self.bind_context is not None:
                        allocator = BoundAllocator(allocator, self.bind_context)
                self._hal = (instance, hal_device, allocator,
                             rt.create_hal_module(instance, hal_device))
        return self._hal

    instance = property(lambda self: self._open()[0])
    hal_device = property(lambda self: self._open()[1])
    allocator = property(lambda self: self._open()[2])
    hal_module = property(lambda self: self._open()[3])

    def __repr__(self):
        kind = {"cpu": "CpuDevice", "cuda": "CudaDevice", "vulkan": "VulkanDevice"}
        return f"{kind.get(self.platform, 'Device')}(id={self.id})"

    @property
    def device_kind(self) -> str:
        return self.platform

    def put(self, array: np.ndarray) -> rt.HalBufferView:
        """Copy a host array into a new device buffer (in native byte order)."""
        a = array if array.flags.c_contiguous else np.array(array, order="C")
        if not a.dtype.isnative:
            a = a.astype(a.dtype.newbyteorder("="))
        a = as_bytes(a)
        try:
            return self.allocator.allocate_buffer_copy(
                memory_type=DEVICE_LOCAL, allowed_usage=DEFAULT_USAGE, device=self.hal_device,
                buffer=a, element_type=hal_element_type(array.dtype))
        except Exception as e:
            raise_if_lost(self, e, "copying an array to the device")
            raise

    def view(self, bv: rt.HalBufferView, dtype) -> np.ndarray:
        """A host array for a buffer: a zero-copy view on CPU, a copy elsewhere.

        The view keeps the mapping (and so the buffer) alive through its base.
        """
        dtype = np.dtype(dtype)
        if self.host_visible:   # np.ndarray over the mapping: ~5x cheaper than asarray
            return np.ndarray(tuple(bv.shape), dtype, bv.map())
        raw = np.dtype(np.uint8) if dtype == np.bool_ else \
            np.dtype(np.int8) if dtype.name in BYTE_CARRIED else dtype
        arr = self._copy_to_host(bv, list(bv.shape), raw)
        return arr.view(dtype) if raw != dtype else arr

    def _copy_to_host(self, bv, shape, raw) -> np.ndarray:
        try:
            return self._copy_buffer_to_host(bv, shape, raw)
        except Exception as e:
            raise_if_lost(self, e, "reading an array")
            raise

    def _copy_buffer_to_host(self, bv, shape, raw) -> np.ndarray:
        source = bv.get_buffer()
        dev = self.hal_device
        host = self.allocator.allocate_buffer(
            memory_type=int(rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE),
            allowed_usage=int(rt.BufferUsage.TRANSFER_TARGET | rt.BufferUsage.MAPPING_SCOPED),
            allocation_size=source.byte_length())
        sem = dev.create_semaphore(0)
        dev.queue_copy(source, host, wait_semaphores=rt.HalFence.create_at(sem, 0),
                       signal_semaphores=rt.HalFence.create_at(sem, 1))
        rt.HalFence.create_at(sem, 1).wait()
        return np.array(host.map().asarray(shape, raw))


class Executable:
    """A compiled program loaded into a VM context, with its import modules."""

    def __init__(self, vmfb: bytes, device: Device, import_modules: Sequence[rt.VmModule] = (),
                 entry: str = "main"):
        self.device = device
        self.module = _vm_module(device.instance, vmfb)
        self._flatbuffer = vmfb   # a module wrapping it in place reads it while loaded
        bind = device.bind_context   # a cuda device's (see cuda_context), else None
        if bind is not None:
            bind()   # loading the program's kernels needs the context too
        with _dylib_tmpdir():
            self.context = rt.VmContext(device.instance,
                                        [device.hal_module, *import_modules, self.module])
        if bind is not None:
            self.context = BoundVmContext(self.context, bind)
        self.function = self.module.lookup_function(entry)
        if self.function is None:
            raise ValueError(f"the compiled module has no function @{entry}")
        # run_entry(inputs, outputs): the entry function on VM lists, bound once (looking
        # up context.invoke makes a bound method each time: ~70 ns of a ~4 us call)
        self.run_entry = functools.partial(self.context.invoke, self.function)
        self.gate = Gate(f"executable @{entry}")
        self.name = entry   # what profiles call it; jit names it after the traced function
        _live.add(self)

    def invoke(self, buffers: Sequence[rt.HalBufferView], num_results: int) -> list:
        """Run the entry function on buffer views; returns the result buffer views."""
        refs = self.invoke_refs([b.ref for b in buffers], num_results)
        return [r.deref(_BUFFER_VIEW) for r in refs]

    def invoke_refs(self, refs: Sequence, num_results: int) -> list:
        """Run the entry function on VM refs of buffer views; returns the results' refs.

        Refs pass straight through, and a result becomes a buffer view object only when
        someone needs one (``ref.deref(rt.HalBufferView)``).
        """
        inputs = _VARIANT_LIST(len(refs))
        push = inputs.push_ref
        for r in refs:
            push(r)
        outputs = _VARIANT_LIST(num_results)
        self.invoke_lists(inputs, outputs)
        get = outputs.get_as_ref
        if num_results == 1:
            return [get(0)]
        return [get(i) for i in range(num_results)]

    def invoke_lists(self, inputs: rt.VmVariantList, outputs: rt.VmVariantList) -> None:
        """Run the entry function on a VM list of argument refs (buffer views or their
        refs), filling ``outputs``: runtime.arguments.fast_caller builds the lists."""
        if profile.RECORDERS:
            return self._invoke_profiled(inputs, outputs)
        try:
            self.gate.call(self.run_entry, inputs, outputs)
        except Exception as e:
            raise_if_lost(self.device, e, f"jit({self.name})")
            raise

    def _invoke_profiled(self, inputs, outputs) -> None:
        start = profile.now_ns()
        taken = self.gate.enter()
        try:
            self.run_entry(inputs, outputs)
        except BaseException as e:
            profile.record("call", self.name, start, 0)
            if isinstance(e, Exception):
                raise_if_lost(self.device, e, f"jit({self.name})")
            raise
        finally:
            self.gate.leave(taken)
        end = profile.now_ns()
        refs = [lst.get_as_ref(i) for lst in (inputs, outputs) for i in range(lst.size)]
        profile.record("call", self.name, start, _buffer_bytes(refs), end_ns=end)

    def named(self, name: str) -> "Executable":
        """This executable under another name for profiles: the same loaded program,
        context and gate (programs of the same text share one executable)."""
        if name == self.name:
            return self
        twin = copy.copy(self)
        twin.name = name
        _live.add(twin)
        return twin

    def release(self):
        self.context = self.module = self.function = self.run_entry = None

    def forget_lost_device(self):
        """Drop the program loaded on a lost device; calling it again says so."""
        self.release()
        device, name = self.device, self.name

        def lost(*_):
            raise DeviceLostError(
                f"jit({name}) was loaded on {device!r}, which was lost; call the jitted "
                f"function again (or compile it again) to run on the new device")
        self.run_entry = lost


def _vm_module(instance, vmfb) -> rt.VmModule:
    """A VM module over the flatbuffer ``vmfb``: in place when it sits at IREE's 64-byte
    alignment (see runtime.cache.aligned), else over IREE's aligned copy."""
    if isinstance(vmfb, memoryview) and vmfb.readonly and vmfb.contiguous and \
            np.frombuffer(vmfb, np.uint8).ctypes.data % 64 == 0:
        return rt.VmModule.wrap_buffer(instance, vmfb)
    return rt.VmModule.copy_buffer(instance, vmfb)


def _buffer_bytes(refs) -> int:
    """The bytes of the buffer views among ``refs`` (for profiles)."""
    total = 0
    for r in refs:
        try:
            total += r.deref(_BUFFER_VIEW).byte_length
        except (TypeError, ValueError, RuntimeError):
            pass   # not a buffer view
    return total


# ------------------------------------------------------- system-library temp files
_dylib_dir: str | None = None
_env_lock = threading.Lock()


@contextlib.contextmanager
def _dylib_tmpdir():
    """Point $TMPDIR at a private directory while IREE loads a module, then empty it.

    A module compiled with system libraries (f64 math links libm) loads its executables
    through a temporary .so: IREE reserves the name with mkstemp, writes and dlopens
    ``<name>.so`` and leaves the 0-byte reservation behind, one per load.  Loaded
    libraries stay mapped after their files are removed, so everything the load left in
    the private directory is deleted at once; the directory goes at exit.
    """
    global _dylib_dir
    with _env_lock:
        if _dylib_dir is None:
            _dylib_dir = tempfile.mkdtemp(prefix="hostcall-dylibs-")
            atexit.register(shutil.rmtree, _dylib_dir, True)
        old = os.environ.get("TMPDIR")
        os.environ["TMPDIR"] = _dylib_dir
        try:
            yield
        finally:
            if old is None:
                del os.environ["TMPDIR"]
            else:
                os.environ["TMPDIR"] = old
            for entry in os.scandir(_dylib_dir):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass


# ------------------------------------------------------------------ devices
_instance_obj = None
_devices: dict[str, list[Device]] = {}
_live: "weakref.WeakSet[Executable]" = weakref.WeakSet()
_dev_lock = threading.Lock()


def _instance() -> rt.VmInstance:
    global _instance_obj
    if _instance_obj is None:
        _instance_obj = rt.VmInstance()
    return _instance_obj


def cpu_driver() -> str:
    return os.environ.get("HOSTCALL_CPU_DRIVER", "local-sync")


PLATFORMS = ("cpu", "cuda", "vulkan")


def devices(platform: str | None = None) -> list[Device]:
    """Devices present here: always the CPU, and the CUDA and Vulkan devices their drivers
    find (none of them is opened until a program runs on it)."""
    with _dev_lock:
        if "cpu" not in _devices:
            _devices["cpu"] = [Device("cpu", cpu_driver())]
        for p in ("cuda", "vulkan"):
            if p not in _devices:
                _devices[p] = _probe(p)
    if platform is None:
        return _devices["cuda"] + _devices["vulkan"] + _devices["cpu"]
    if platform not in PLATFORMS:
        raise ValueError(f"unknown platform {platform!r}; known: {', '.join(PLATFORMS)}")
    return list(_devices[platform])


def _probe(platform: str) -> list[Device]:
    """The devices IREE's ``platform`` driver lists (none where the driver or its system
    library is missing)."""
    try:
        infos = rt.get_driver(platform).query_available_devices()
    except Exception:
        return []
    return [Device(platform, platform, i, dict(info)) for i, info in enumerate(infos)]


# Vulkan devices that run on the CPU (Mesa's lavapipe, SwiftShader): usable, never a default.
_CPU_VULKAN = re.compile(r"llvmpipe|lavapipe|swiftshader", re.IGNORECASE)
# IREE's --iree-vulkan-target for a device, by its name; the first match wins, and a device
# nothing matches gets the baseline profile every Vulkan 1.1 GPU meets.
_VULKAN_TARGETS = (
    (re.compile(r"llvmpipe|lavapipe", re.I), "llvmpipe"),
    (re.compile(r"nvidia|geforce|quadro|tesla|rtx|\bgtx\b|\b[AHL]\d{2,3}\b", re.I), "turing"),
    (re.compile(r"amd|radeon", re.I), "rdna1"),
    (re.compile(r"mali", re.I), "valhall"),
    (re.compile(r"adreno", re.I), "adreno"),
)
VULKAN_BASELINE_TARGET = "vp_android_baseline_2022"


def is_cpu_vulkan(device: Device) -> bool:
    return device.platform == "vulkan" and bool(_CPU_VULKAN.search(device.name))


def vulkan_target(device: Device | None = None) -> str:
    """The SPIR-V target to compile for ($HOSTCALL_VULKAN_TARGET, else read off the name
    of ``device``, by default the first Vulkan device)."""
    override = os.environ.get("HOSTCALL_VULKAN_TARGET", "").strip()
    if override:
        return override
    if device is None:
        found = devices("vulkan")
        device = found[0] if found else None
    name = device.name if device is not None else ""
    for pattern, target in _VULKAN_TARGETS:
        if pattern.search(name):
            return target
    return VULKAN_BASELINE_TARGET


def get_device(platform: str) -> Device:
    """The first device of ``platform`` (DeviceUnavailableError when there is none here)."""
    found = devices(platform)
    if not found:
        raise DeviceUnavailableError(
            f"no {platform} device is available here (hostcall.devices() lists "
            f"{[repr(d) for d in devices()]})")
    return found[0]


# ------------------------------------------------------------------ lost devices
# Functions called with a lost Device once it is replaced: caches of what was bound to it
# (loaded programs, jit's compiled signatures) drop their entries.
_LOST_DEVICE_HOOKS: list = []


def on_device_lost(hook) -> None:
    """Call ``hook(device)`` whenever ``device`` is found lost and replaced."""
    _LOST_DEVICE_HOOKS.append(hook)


def is_device_lost_error(error: BaseException, platform: str = "vulkan") -> bool:
    """Whether IREE's ``error`` (raised on a ``platform`` device) reports that the driver
    lost its device."""
    if isinstance(error, DeviceLostError):
        return False
    text = str(error)
    return bool(_LOST_DEVICE_TEXT.search(text) or (
        platform != "cpu" and _LOST_DEVICE_STATUS.search(text)))


def raise_if_lost(device: Device, error: Exception, what: str) -> None:
    """Raise DeviceLostError (once, for ``what``, the call that met it) where ``error``
    says ``device`` was lost, after replacing the device; return otherwise (the caller
    re-raises ``error``).  Only error paths call this."""
    if not is_device_lost_error(error, device.platform):
        return
    replace_lost_device(device)
    reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    raise DeviceLostError(
        f"{what}: the {device.platform} device {device.name!r} was lost ({reason}); it is "
        f"created again on the next call, and arrays that lived on it can no longer be "
        f"read") from error


def replace_lost_device(device: Device) -> None:
    """Put a new, unopened Device where ``device`` was listed and retire ``device``: its
    programs raise DeviceLostError when called and its arrays when read (they no longer
    count as host memory).  Its IREE objects are kept (never destroyed, see
    _never_destroy): buffers still alive refer to them."""
    with _dev_lock:
        if device.lost:
            return
        device.lost = True
        for listed in _devices.values():
            for i, d in enumerate(listed):
                if d is device:
                    listed[i] = Device(device.platform, device.driver_name, device.id,
                                       device.info)
    with device._hal_lock:
        device._hal = None
        device.host_visible = False
    for e in [e for e in list(_live) if e.device is device]:
        e.forget_lost_device()
    for hook in list(_LOST_DEVICE_HOOKS):
        hook(device)


def inject_device_loss(device: Device) -> None:
    """Make the next call of each program loaded on ``device`` fail as IREE does when the
    driver loses the device (a real loss cannot be caused on demand): the seam the tests of
    recovery use."""
    def lost(*_):
        raise RuntimeError("Error invoking function: c/runtime/src/iree/hal/drivers/vulkan/"
                           "queue.c: DATA_LOSS; [vkQueueSubmit2] VK_ERROR_DEVICE_LOST "
                           "(injected by executor.inject_device_loss)")
    for e in list(_live):
        if e.device is device and e.run_entry is not None:
            e.run_entry = lost


@atexit.register
def _shutdown():
    # Drop IREE objects before the interpreter tears its modules down.  Buffers go
    # first: a buffer released after its device's (caching) allocator is gone crashes.
    for e in list(_live):
        e.release()
    _live.clear()
    gc.collect()


def default_platform(preference: str = "") -> str:
    """The platform jit uses when none is named: the first present in ``preference``
    (or $HOSTCALL_PLATFORMS, e.g. "vulkan,cpu"), else cuda when a GPU is usable, else
    vulkan when a Vulkan GPU is (a CPU implementation such as lavapipe never is), else cpu."""
    order = preference or os.environ.get("HOSTCALL_PLATFORMS", "")
    for p in (x.strip() for x in order.split(",") if x.strip()):
        if devices(p):
            return p
    if order:
        raise DeviceUnavailableError(f"none of the platforms {order!r} has a device here")
    if devices("cuda"):
        return "cuda"
    if any(not is_cpu_vulkan(d) for d in devices("vulkan")):
        return "vulkan"
    return "cpu"


def parallel_flops_threshold() -> int:
    """Programs with at least this many matmul flops run on the multi-threaded driver
    ($HOSTCALL_PARALLEL_FLOPS; local-sync's lower latency wins below it)."""
    return int(float(os.environ.get("HOSTCALL_PARALLEL_FLOPS", "1e8")))


def parallel_bytes_threshold() -> int:
    """Programs making or taking a tensor of at least this many bytes run on the
    multi-threaded driver too ($HOSTCALL_PARALLEL_BYTES, 4 MiB by default: a pass over
    4 MiB takes ~0.3 ms on one core, far above local-task's extra ~20 us a call)."""
    return int(float(os.environ.get("HOSTCALL_PARALLEL_BYTES", str(4 << 20))))


def task_workers() -> int:
    """Worker threads of the multi-threaded CPU driver ($HOSTCALL_CPU_WORKERS; the cores
    plus two by default).  IREE's default, one per core, leaves the thread that waits
    for a call competing with every worker for a core, and a worker it delays holds up
    the whole dispatch: on 2 cores, ``sum(a * b)`` over two 16M float32 arrays took
    4.0-4.8 ms (median; many calls 8.0 ms, two scheduler ticks) with 2 workers, 3.0 ms
    with 4, as XLA's; one-input reductions, elementwise chains and matrix products the
    same with either (measured on 2 cores only)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") \
        else os.cpu_count() or 1
    return int(os.environ.get("HOSTCALL_CPU_WORKERS", str(cores + 2)))


def parallel_cpu_device() -> Device:
    """A second CPU device on IREE's local-task driver, for compute-heavy programs.

    Both CPU devices use host memory, so their buffers pass between them without copies.
    With $HOSTCALL_CPU_DRIVER set, that driver is used for everything.
    """
    if "HOSTCALL_CPU_DRIVER" in os.environ:
        return get_device("cpu")
    with _dev_lock:
        if "cpu-parallel" not in _devices:
            _devices["cpu-parallel"] = [Device("cpu", "local-task")]
    return _devices["cpu-parallel"][0]
