"""Arguments of compiled programs: the one place host and device arrays become the VM refs
an executable's entry function takes.

A host array (numpy, a scalar) is copied into a new device buffer of the argument's dtype
(``Device.put``: native byte order, C order, bool and the narrow types as bytes); a device
array passes its own buffer on, uncopied, through its public ``ref_on(device)`` (the
protocol ``hostcall.Array`` implements: the ref of its buffer on ``device``, copied there
once where it lives elsewhere).  ``device_ref`` passes one argument of any kind (jit's
full path; a loaded artifact's program, whose signature it checks exactly);
``fast_caller`` packs the whole argument list of one executable's calls and runs it, the
jit dispatch fast path, with every per-call choice bound once.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np
import iree.runtime as rt

from . import profile
from .executor import (BOOL_ELEMENT, DEFAULT_USAGE, DEVICE_LOCAL, Device, Executable,
                       hal_element_type, raise_if_lost)

_VARIANT_LIST = rt.VmVariantList


class ArgumentMismatch(ValueError):
    """An argument not already of the shape and dtype a signature gives (``device_ref``
    with ``shape``): ``shape`` and ``dtype`` are the argument's own."""

    def __init__(self, shape: tuple, dtype):
        super().__init__(f"an argument of dtype {dtype} and shape {shape}")
        self.shape, self.dtype = shape, dtype


def device_ref(x, dtype, device: Device, shape: tuple | None = None):
    """The VM ref of argument ``x`` on ``device``: a device array's own buffer (through
    its ``ref_on``), anything else converted to ``dtype`` and copied there.  With
    ``shape`` (a loaded artifact's exact signature) nothing is converted: an argument
    whose own shape or dtype differs raises ArgumentMismatch."""
    ref_on = getattr(x, "ref_on", None)
    if shape is None:
        if ref_on is not None:
            return ref_on(device)
        return device.put(np.asarray(x, dtype=dtype)).ref
    held = x if ref_on is not None else np.asarray(x)
    if tuple(held.shape) != tuple(shape) or held.dtype != dtype:
        raise ArgumentMismatch(tuple(held.shape), held.dtype)
    return ref_on(device) if ref_on is not None else device.put(held).ref


def fast_caller(executable: Executable, dtypes: Sequence, n_results: int,
                results: Callable, single_result: bool = False) -> Callable:
    """``call(args)``: ``executable`` run on positional ``args``, numpy arrays of
    ``dtypes`` (any byte order, any layout) or device arrays (``ref_on``) of the same
    dtypes and shapes, in order; it returns ``results(ref)`` of the one result's VM ref
    where ``single_result``, else ``results(outputs)`` of the VM list of its
    ``n_results`` result refs.  The dispatch fast path: a numpy array of a dtype IREE
    takes as it is goes straight to the allocator, a device array's buffer is passed on,
    and everything a call reads is bound here once (a few hundred ns of a ~4 us call)."""
    device = executable.device
    elements = [(np.dtype(d).newbyteorder("="), _element_type(d)) for d in dtypes]
    copy, hal_device = device.allocator.allocate_buffer_copy, device.hal_device
    memory, usage, bool_element = DEVICE_LOCAL, DEFAULT_USAGE, BOOL_ELEMENT
    n_in, new_list, ndarray, as_array, uint8 = (len(elements), _VARIANT_LIST, np.ndarray,
                                                np.asarray, np.uint8)
    # A plain executable is run through its gate from here; one with host callbacks
    # (their run book-keeping), or any run while a profile records, by invoke_lists.
    direct = type(executable) is Executable
    recorders, gate_call = profile.RECORDERS, executable.gate.call
    invoke_lists = executable.invoke_lists

    def call(args):
        try:   # the error path only: a try block costs nothing until it raises
            inputs = new_list(n_in)
            push = inputs.push_ref
            for x, spec in zip(args, elements):
                if type(x) is not ndarray:   # a device array
                    push(x.ref_on(device))
                    continue
                want, element_type = spec
                if element_type is None:   # a dtype only Device.put knows how to pass
                    push(device.put(as_array(x, want)))
                    continue
                if x.dtype is not want:
                    x = as_array(x, want)
                if element_type is bool_element:
                    x = x.view(uint8)
                try:
                    push(copy(memory, usage, hal_device, x, element_type))
                except ValueError:   # not C-contiguous (checked here: a flags lookup costs)
                    x = as_array(x, order="C")   # (ascontiguousarray: 0-d -> 1-d)
                    push(copy(memory, usage, hal_device, x, element_type))
            outputs = new_list(n_results)
            if direct and not recorders:
                gate_call(executable.run_entry, inputs, outputs)
            else:
                invoke_lists(inputs, outputs)
            return results(outputs.get_as_ref(0)) if single_result else results(outputs)
        except Exception as e:
            raise_if_lost(device, e, f"jit({executable.name})")
            raise
    return call


def _element_type(dtype):
    """IREE's element type for ``dtype``, None where there is none to pass directly."""
    try:
        return hal_element_type(dtype)
    except KeyError:
        return None
