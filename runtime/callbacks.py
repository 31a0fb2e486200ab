"""The host-callback runtime: the ``hostcall_rt`` VM module and the ordered queue.

A module lowered by ``hostcall-lower-callbacks`` imports one function
``@hostcall_rt.cb<N>`` per callback site and carries a manifest describing them.
``load_with_callbacks`` builds one Python VM module exporting every import: it
turns the operand buffers into read-only numpy arrays (zero-copy views on CPU,
device-to-host copies elsewhere), calls the handler bound by callback name, checks
what it returns against the manifest, and hands buffers back.

Programs run synchronously on the calling thread (IREE's VM calls imports there),
so callbacks of one run happen in program order.  Runs of programs with ordered
effects are serialized by one process-wide reentrant gate (``gates.Gate``): their
ordered callbacks follow dispatch order and never interleave, also across threads; a
handler blocked joining a thread that runs compiled code lends the gate to it.
``effects_barrier`` waits for every run dispatched before it that can finish.

A handler exception is stored, IREE gets an error status, and the caller of the
run re-raises the original exception (type, message, traceback) with a note naming
the callback.  The executable and the queue stay usable.
"""
from __future__ import annotations

import builtins
import itertools
import logging
import pickle
import re
import threading
from typing import Any, Callable, Mapping, Sequence

import ml_dtypes
import numpy as np
import iree.runtime as rt

from . import profile
from hostcall.dialects.types import BYTE_CARRIED

from .executor import Device, Executable, as_bytes, element_type_name, hal_element_type
from .gates import Gate, blocked_on

logger = logging.getLogger("hostcall.callbacks")
_PickleBuffer = pickle.PickleBuffer

MODULE_NAME = "hostcall_rt"

# What a failure is called in the log, per callback kind.
API_NAMES = {"pure": "hostcall.pure_callback", "io": "hostcall.io_callback",
             "debug": "hostcall.debug.callback"}


def manifest_dtype(name: str) -> np.dtype:
    """numpy dtype of a manifest dtype name ("float32", "bfloat16", "int4", "bool", ...)."""
    if name == "bfloat16" or name in BYTE_CARRIED:
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


def callback_label(handler, fallback: str = "callback") -> str:
    """The name a handler goes by in messages (the user's function name)."""
    return (getattr(handler, "callback_name", None) or getattr(handler, "__name__", None)
            or fallback)


# ------------------------------------------------------------ result checks
class ResultMismatch(RuntimeError):
    """A handler's results differ from the declared ones (JAX raises RuntimeError)."""


def check_results(results, specs: Sequence[tuple[tuple, np.dtype]], name: str) -> list:
    """Check a handler's flat results against ``specs`` [(shape, dtype)], as JAX does.

    Results may be arrays or anything ``np.asarray`` takes; ``None`` means none.  The
    messages are JAX's, followed by the callback's name.
    """
    if results is None:
        results = ()
    elif not isinstance(results, (list, tuple)):
        results = (results,)
    if len(results) != len(specs):
        raise ResultMismatch(f"Mismatched number of outputs from callback. Expected: "
                           f"{len(specs)}, Actual: {len(results)} (in host callback {name})")
    out = []
    for i, (r, (shape, dtype)) in enumerate(zip(results, specs)):
        a = r if type(r) is np.ndarray else np.asarray(r)
        if a.shape != shape:
            raise ResultMismatch(f"Incorrect output shape for return value #{i}: Expected: "
                               f"{shape}, Actual: {a.shape} (in host callback {name})")
        if a.dtype != dtype:
            # str(dtype) shows a non-native byte order (">f4"), as JAX's message does
            raise ResultMismatch(f"Incorrect output dtype for return value #{i}: Expected: "
                               f"{dtype}, Actual: {a.dtype} (in host callback {name})")
        out.append(a)
    return out


def record_failure(exc: BaseException, kind: str, name: str) -> None:
    """Log one ERROR record for a failed callback and note its name on the exception."""
    if getattr(exc, "_hostcall_noted", False):
        return
    try:
        exc._hostcall_noted = True
        exc.add_note(f"raised in host callback {name} ({API_NAMES.get(kind, kind)})")
    except (AttributeError, TypeError):
        pass
    logger.error("%s failed", API_NAMES.get(kind, kind), exc_info=exc)


# ------------------------------------------------------ runs and the queue
class _Runs:
    """Book-keeping of program runs: per-thread error slots, in-flight tickets."""

    def __init__(self):
        self.local = threading.local()
        self.cond = threading.Condition(threading.Lock())
        self.inflight: dict[int, int] = {}     # ticket -> thread ident
        self.tickets = itertools.count()
        self.waiters = 0                       # threads inside barrier()
        self.in_barrier: set[int] = set()      # their idents
        self.ordered = Gate("ordered effects")  # held by runs with ordered effects

    def errors_stack(self) -> list:
        s = getattr(self.local, "errors", None)
        if s is None:
            s = self.local.errors = []
        return s

    def begin(self) -> int:
        t = next(self.tickets)                 # atomic under the GIL
        self.inflight[t] = threading.get_ident()
        return t

    def end(self, ticket: int) -> None:
        del self.inflight[ticket]
        if self.waiters:
            with self.cond:
                self.cond.notify_all()

    def barrier(self) -> None:
        """Wait for the runs in flight now, except those that cannot finish before this
        thread goes on: its own, runs waiting for a gate this thread holds, and runs
        whose thread is itself inside a barrier (two handlers' barriers would wait for
        each other)."""
        me = threading.get_ident()
        with self.cond:
            self.waiters += 1
            self.in_barrier.add(me)
            try:
                waiting = {t for t, who in list(self.inflight.items()) if who != me}
                while True:
                    pending = [t for t in waiting & self.inflight.keys()
                               if not self._stuck_behind(self.inflight.get(t), me)]
                    if not pending:
                        break
                    self.cond.wait(0.05)
            finally:
                self.waiters -= 1
                self.in_barrier.discard(me)

    def _stuck_behind(self, who: int | None, me: int) -> bool:
        if who is None or who in self.in_barrier:
            return True
        gate = blocked_on(who)
        return gate is not None and gate.held_here()


_runs = _Runs()


def effects_barrier() -> None:
    """Wait until every callback of every run dispatched so far has finished.

    Runs in progress on the calling thread (a barrier inside a handler) are not
    waited for: they cannot finish before the handler returns.
    """
    _runs.barrier()


def ordered_gate() -> Gate:
    """The gate that orders runs (and eager calls) with ordered effects."""
    return _runs.ordered


def fail_current_run(exc: BaseException) -> None:
    """Store ``exc`` for the run in progress on this thread (first failure wins)."""
    stack = _runs.errors_stack()
    if stack and stack[-1] is None:
        stack[-1] = exc


# ------------------------------------------------------------- marshaling
def read_only_view(a: np.ndarray) -> np.ndarray:
    """A view of ``a``'s data that nothing in numpy can make writable.

    ``flags.writeable = False`` alone can be undone by anyone whose array's base
    exports a writable buffer.  Here the base is a ``pickle.PickleBuffer`` over a
    read-only memoryview: numpy sees a read-only buffer, so ``flags.writeable = True``,
    ``setflags`` and new arrays over the base are all refused.  No data is copied.
    """
    if not a.flags.c_contiguous:
        a = np.array(a, order="C")
    raw = memoryview(a.reshape(-1).view(np.uint8)).toreadonly()
    return np.ndarray(a.shape, a.dtype, _PickleBuffer(raw))


def _host_reader(device: Device, shape: tuple, dtype: np.dtype) -> Callable:
    """A function turning an operand ref into a read-only numpy array.

    On CPU the array views the buffer's mapping (zero-copy) through a read-only
    memoryview wrapped in a ``pickle.PickleBuffer`` (see ``read_only_view``), which
    keeps the mapping, and so the buffer, alive.  An array over a read-only buffer is
    born read-only, and numpy refuses to make it writable.
    """
    hal_bv, ndarray, wrap = rt.HalBufferView, np.ndarray, _PickleBuffer
    count = int(np.prod(shape, dtype=np.int64))
    if count == 0:
        empty = read_only_view(np.empty(shape, dtype))
        return lambda ref: empty
    if device.host_visible:
        def view(ref):   # bool buffers hold one byte per element, as numpy's bool does
            return ndarray(shape, dtype, wrap(memoryview(ref.deref(hal_bv, True).map())
                                              .toreadonly()))
        return view

    def copy(ref):
        return read_only_view(device.view(ref.deref(hal_bv, True), dtype))
    return copy


class OperandMismatch(ValueError):
    """A callback operand buffer differs from what the manifest declares."""


def _checked_reader(read: Callable, shape: tuple, dtype: np.dtype, name: str,
                    index: int) -> Callable:
    """``read`` after checking the buffer's shape and element type against the spec."""
    element, hal_bv = int(hal_element_type(dtype)), rt.HalBufferView

    def checked(ref):
        bv = ref.deref(hal_bv, True)
        if tuple(bv.shape) != shape or int(bv.element_type) != element:
            raise OperandMismatch(
                f"the manifest declares operand {index} of import {name} as "
                f"{dtype.name}[{','.join(map(str, shape))}], but the program passes "
                f"{element_type_name(bv.element_type)}[{','.join(map(str, bv.shape))}]")
        return read(ref)
    return checked


def _device_writer(device: Device, dtype: np.dtype) -> Callable:
    """A function copying a checked result array into a new device buffer's ref."""
    alloc, hal_device = device.allocator.allocate_buffer_copy, device.hal_device
    memory, usage = rt.MemoryType.DEVICE_LOCAL, rt.BufferUsage.DEFAULT
    element = hal_element_type(dtype)

    def write(a):
        if not a.flags.c_contiguous:
            a = np.ascontiguousarray(a)
        return alloc(memory, usage, hal_device, as_bytes(a), element).ref
    return write


class _Import:
    """One imported function: marshals operands, calls the handler, checks results."""

    def __init__(self, entry: Mapping[str, Any], handler: Callable, device: Device,
                 check_operands: bool = False):
        self.name = entry["import"]
        self.kind = entry.get("kind", "pure")
        self.ordered = bool(entry.get("ordered", False))
        self.handler = handler
        self.callback = entry.get("callback", self.name)   # its name in IR
        self.label = callback_label(handler, self.callback)
        operands = [(tuple(s), manifest_dtype(d)) for s, d in entry["operands"]]
        self.specs = [(tuple(s), manifest_dtype(d)) for s, d in entry["results"]]
        self.readers = [_host_reader(device, s, d) for s, d in operands]
        self.operand_bytes = sum(int(np.prod(s, dtype=np.int64)) * d.itemsize
                                 for s, d in operands)
        if check_operands:
            self.readers = [_checked_reader(read, s, d, self.name, i)
                            for i, (read, (s, d)) in enumerate(zip(self.readers, operands))]
        self.writers = [_device_writer(device, d) for _, d in self.specs]
        self.loop = entry.get("loop")   # {"size": N, "batched": [...]}: one call per row
        self.token = bool(entry.get("token", False))   # an order value leads both lists
        self.device = device
        n_in, n_out = len(operands) + self.token, len(self.specs) + self.token
        self.cconv = "0%s_%s" % ("r" * n_in or "v", "r" * n_out or "v")

    def make_method(self) -> Callable:
        readers, handler, specs, label = self.readers, self.handler, self.specs, self.label
        writers, kind = self.writers, self.kind
        n_results = len(specs)
        to_refs = _results_to_refs(specs, writers, label)
        check_none = kind == "io"   # an io_callback declared with no results returns none

        def call(module_state, *refs):
            try:
                out = handler(*[read(r) for read, r in zip(readers, refs)])
                if n_results:
                    return to_refs(out)
                if check_none and out is not None and not (type(out) in (list, tuple)
                                                           and not out):
                    check_results(out, specs, label)   # JAX: "Mismatched number of outputs"
                return None
            except BaseException as e:  # noqa: B902 - KeyboardInterrupt ends the run too
                record_failure(e, kind, label)
                fail_current_run(e)
                raise _ImportFailed(label) from None

        if self.loop is not None:
            call = self._loop_method()
        if self.token:
            call = _passing_order(call, n_results, self.device)
        call.__name__ = self.name
        return call

    def _loop_method(self) -> Callable:
        """One handler call per row, in row order, results written into whole stacks."""
        readers, handler, specs, label = self.readers, self.handler, self.specs, self.label
        writers, kind = self.writers, self.kind
        size, batched = self.loop["size"], [bool(b) for b in self.loop["batched"]]
        checked = _checked_arrays([(s[1:], d) for s, d in specs], label)
        dtypes = [d for _, d in specs]
        array = np.array  # stacks checked rows faster than np.stack or row stores

        def stack(rows, j):
            return array([r[j] for r in rows], dtypes[j])

        def call(module_state, *refs):
            try:
                whole = [read(r) for read, r in zip(readers, refs)]
                rows = []
                for k in range(size):
                    # a[k, ...] is a 0-d array, not a numpy scalar, for rows of rank 0
                    rows.append(checked(handler(*[a[k, ...] if b else a
                                                  for a, b in zip(whole, batched)])))
                if not specs:
                    return None
                if len(specs) == 1:
                    return writers[0](stack(rows, 0))
                return tuple(write(stack(rows, j)) for j, write in enumerate(writers))
            except BaseException as e:  # noqa: B902 - KeyboardInterrupt ends the run too
                record_failure(e, kind, label)
                fail_current_run(e)
                raise _ImportFailed(label) from None
        return call


def _passing_order(call: Callable, n_results: int, device: Device) -> Callable:
    """``call`` for an import whose first operand and result are the order value.  The
    data dependence is what keeps IREE's call order; the value itself means nothing, so
    every call returns one buffer of this import's own, made once (a buffer per call cost
    ~7 us).  Not the operand: the program allocated that one and frees it itself (handing
    it back made Vulkan's queue free a buffer twice)."""
    order = _device_writer(device, np.dtype(np.int32))(np.zeros((), np.int32))
    if n_results == 0:
        def ordered(module_state, _order, *refs):
            call(module_state, *refs)
            return order
    elif n_results == 1:
        def ordered(module_state, _order, *refs):
            return order, call(module_state, *refs)
    else:
        def ordered(module_state, _order, *refs):
            return (order, *call(module_state, *refs))
    return ordered


def _checked_arrays(specs, label: str) -> Callable:
    """A function from a handler's return value to its checked list of arrays."""
    ndarray, n_results = np.ndarray, len(specs)

    if n_results == 1:
        (shape, dtype), = specs

        def checked_one(out):
            # Fast path: one ndarray (alone or in a list/tuple) of the declared shape/dtype.
            a = out[0] if type(out) in (list, tuple) and len(out) == 1 else out
            if type(a) is ndarray and a.shape == shape and (a.dtype is dtype or a.dtype == dtype):
                return (a,)
            return check_results(out, specs, label)
        return checked_one

    def checked(out):
        # Fast path: a list/tuple of ndarrays of the declared shapes and dtypes.
        if type(out) in (list, tuple) and len(out) == n_results and all(
                type(a) is ndarray and a.shape == s and a.dtype == d
                for a, (s, d) in zip(out, specs)):
            return out
        return check_results(out, specs, label)
    return checked


def _results_to_refs(specs, writers, label: str) -> Callable:
    """A function from a handler's return value to result buffer refs."""
    checked = _checked_arrays(specs, label)

    def to_refs(out):
        arrays = checked(out)
        # Always new buffers, never an operand's: IREE may update a result in place.
        if len(writers) == 1:
            return writers[0](arrays[0])
        return tuple(write(a) for write, a in zip(writers, arrays))
    return to_refs


# How IREE's Python module reports an exception that escaped an import function:
# the traceback text, ending in "Type: message; while calling import".
_ESCAPED = re.compile(r"Exception raised from Python module: Traceback.*\n(\w+): (.*?)"
                      r"; while calling import", re.S)


def escaped_exception(error: BaseException) -> BaseException | None:
    """The builtin exception that ``error`` (from IREE) reports as raised by an import
    function before its handler guard ran, or None.

    A signal handler runs at the next bytecode boundary, which can be the first
    instruction of the import function, before its ``try``; Ctrl-C there would reach
    the caller as IREE's RuntimeError.  The same holds for a RecursionError at entry.
    Such an exception is re-created from its type name (builtin exceptions only).
    """
    m = _ESCAPED.search(str(error))
    if m is None:
        return None
    kind = getattr(builtins, m.group(1), None)
    if not (isinstance(kind, type) and issubclass(kind, BaseException)):
        return None
    return kind(m.group(2)) if m.group(2) else kind()


class _ImportFailed(RuntimeError):
    """What IREE sees when a handler fails; the caller re-raises the original."""


class _ModuleState:
    def __init__(self, iface):
        self.iface = iface


def build_module(device: Device, manifest: Sequence[Mapping[str, Any]],
                 handlers: Mapping[str, Callable], check_operands: bool = False):
    """The ``hostcall_rt`` VM module for ``manifest``, binding handlers by name.

    ``check_operands``: compare every operand buffer with the manifest before viewing
    it (for manifests read from artifacts, which may not match their program)."""
    iface = rt.PyModuleInterface(MODULE_NAME, _ModuleState)
    imports = []
    for entry in manifest:
        cb = entry["callback"]
        if cb not in handlers:
            known = ", ".join(sorted(handlers)) or "none"
            raise KeyError(f"no handler for host callback {cb!r} (import {entry['import']}); "
                           f"handlers given: {known}")
        imp = _Import(entry, handlers[cb], device, check_operands)
        iface.export(imp.name, imp.cconv, _profiled(imp, imp.make_method()))
        imports.append(imp)
    return iface, imports


def _profiled(imp: _Import, method: Callable) -> Callable:
    """``method``, timed into the active profiles (hostcall.profile) when there are any."""
    recorders, now, record = profile.RECORDERS, profile.now_ns, profile.record
    nbytes = sum(int(np.prod(s, dtype=np.int64)) * np.dtype(d).itemsize
                 for s, d in imp.specs) + imp.operand_bytes
    name, kind, ordered = imp.callback, imp.kind, imp.ordered

    def call(module_state, *refs):
        if not recorders:
            return method(module_state, *refs)
        start = now()
        try:
            return method(module_state, *refs)
        finally:
            record("callback", name, start, nbytes, kind, ordered)
    call.__name__ = method.__name__
    return call


class CallbackExecutable(Executable):
    """An executable whose imports call Python; re-raises handler exceptions."""

    def __init__(self, vmfb: bytes, device: Device, manifest, handlers, entry: str = "main",
                 check_operands: bool = False):
        self.iface, self.imports = build_module(device, manifest, handlers, check_operands)
        self.vm_module = self.iface.create()
        super().__init__(vmfb, device, [self.vm_module], entry)
        self.has_ordered = any(i.ordered for i in self.imports)

    def invoke_lists(self, inputs, outputs) -> None:
        """Executable.invoke_lists inside the run book-keeping (ordered runs hold the
        ordered lock); a handler's exception re-raises here."""
        errors = _runs.errors_stack()
        errors.append(None)
        ticket = _runs.begin()
        try:
            if self.has_ordered:
                gate = _runs.ordered
                taken = gate.enter()
                try:
                    return super().invoke_lists(inputs, outputs)
                finally:
                    gate.leave(taken)
            return super().invoke_lists(inputs, outputs)
        except Exception as e:
            failed = errors[-1]
            if failed is None:
                failed = escaped_exception(e)
                if failed is None:
                    raise
            raise failed from None
        finally:
            errors.pop()
            _runs.end(ticket)

    def release(self):
        super().release()
        self.vm_module = self.iface = self.imports = None


def load_with_callbacks(vmfb: bytes, device: Device, manifest: Sequence[Mapping[str, Any]],
                        handlers: Mapping[str, Callable], entry: str = "main",
                        check_operands: bool = False):
    """Load ``vmfb`` with a ``hostcall_rt`` module serving ``manifest``'s imports.

    Returns (executable, state); state lists the imports (for inspection).
    """
    exe = CallbackExecutable(vmfb, device, manifest, handlers, entry, check_operands)
    return exe, exe.imports
