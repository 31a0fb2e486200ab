"""hostcall.Array: a device-resident array with numpy-style printing."""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from iree.runtime import HalBufferView

from . import tree_util
from .sharding import SingleDeviceSharding

if TYPE_CHECKING:  # core imports this module: eager results are Arrays
    from .core import ShapedArray


class Array:
    """An array on a device (or, fresh from eager code, still on the host).

    Results of compiled calls keep their IREE buffer and can be passed to the next
    compiled call without a host copy; ``np.asarray`` maps it (zero-copy on CPU).
    """
    __slots__ = ("aval", "_host", "_buffer", "_ref", "_device", "__weakref__")
    __array_priority__ = 100

    def __init__(self, aval: ShapedArray, host: np.ndarray | None = None,
                 buffer=None, device=None, ref=None):
        self.aval = aval
        self._host = host
        self._buffer = buffer   # IREE buffer view, made from _ref on first use
        self._ref = ref         # VM ref of the buffer view: what compiled calls pass on
        self._device = device
        if host is not None:
            host.flags.writeable = False

    # -- metadata ----------------------------------------------------------
    shape = property(lambda self: self.aval.shape)
    dtype = property(lambda self: self.aval.dtype)
    ndim = property(lambda self: self.aval.ndim)
    size = property(lambda self: self.aval.size)
    weak_type = property(lambda self: self.aval.weak_type)

    @property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    def devices(self):
        return {self.device}

    @property
    def sharding(self) -> SingleDeviceSharding:
        return SingleDeviceSharding(self.device)

    @property
    def committed(self) -> bool:
        return self._device is not None

    @property
    def device(self):
        if self._device is None:
            from hostcall.runtime import get_device
            return get_device("cpu")
        return self._device

    # -- data --------------------------------------------------------------
    def _host_value(self) -> np.ndarray:
        if self._host is None:
            v = self._device.view(self._buffer_view(), self.aval.dtype)
            v.flags.writeable = False
            self._host = v
        return self._host

    def _buffer_view(self):
        """The IREE buffer view (None for an array only on the host)."""
        if self._buffer is None and self._ref is not None:
            self._buffer = self._ref.deref(HalBufferView)
        return self._buffer

    def _serves(self, device) -> bool:
        """Whether this array's buffer can be used on ``device`` as it is (it lives there, or
        both are CPU devices, which share host memory)."""
        return self._device is not None and (self._device is device or (
            self._device.host_visible and device.host_visible))

    def buffer_on(self, device):
        """This array's IREE buffer view on ``device``, copying it there once if needed."""
        if self._serves(device):
            return self._buffer_view()
        self._buffer = device.put(self._host_value())
        self._ref = None
        self._device = device
        return self._buffer

    def ref_on(self, device):
        """A VM ref of this array's buffer on ``device``, copying it there once if needed:
        what compiled calls take (runtime.arguments marshals arguments through it)."""
        ref = self._ref
        if ref is not None and self._device is device:   # the common case, first
            return ref
        if ref is None or not self._serves(device):
            self._ref = self.buffer_on(device).ref
        return self._ref

    def __array__(self, dtype=None, copy=None):
        v = self._host_value()
        if dtype is not None and np.dtype(dtype) != v.dtype:
            return v.astype(dtype)
        if copy:
            return v.copy()
        return v

    def block_until_ready(self) -> "Array":
        return self

    def copy_to_host_async(self) -> None:
        self._host_value()

    def item(self, *args):
        return self._host_value().item(*args)

    def tolist(self):
        return self._host_value().tolist()

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(self.shape[0]))

    def __bool__(self):
        return bool(self._host_value())

    def __int__(self):
        return int(self._host_value())

    def __float__(self):
        return float(self._host_value())

    def __complex__(self):
        return complex(self._host_value())

    def __index__(self):
        if self.dtype.kind not in "iub":
            raise TypeError(f"only integer arrays can be used as an index, not {self.dtype}")
        return int(self._host_value())

    def __hash__(self):
        raise TypeError("unhashable type: 'Array'")

    def __format__(self, spec):
        if self.ndim == 0:
            return format(self._host_value()[()], spec)
        return format(str(self), spec)

    def __str__(self):
        return str(self._host_value())

    def __repr__(self):
        prefix = "Array("
        dtype_str = f"dtype={self.dtype.name}"
        dtype_str += ", weak_type=True)" if self.weak_type else ")"
        width = np.get_printoptions()["linewidth"]
        if self.size == 0:
            s = f"[], shape={self.shape}"
        else:
            s = np.array2string(self._host_value(), prefix=prefix, suffix=",",
                                separator=", ", max_line_width=width)
        last_line_len = len(s) - s.rfind("\n") + 1
        sep = " "
        if last_line_len + len(dtype_str) + 1 > width:
            sep = " " * len(prefix)
        return f"{prefix}{s},{sep}{dtype_str}"

    def __reduce__(self):
        return (_rebuild, (np.array(self._host_value()), self.aval))


def _rebuild(host, aval):
    return Array(aval, host=host)


def make_array(host: np.ndarray, aval: ShapedArray) -> Array:
    if not host.flags.c_contiguous:
        host = np.array(host, order="C")
    return Array(aval, host=host)


def block_until_ready(x):
    """Wait until every leaf of the pytree ``x`` that has ``block_until_ready`` is
    computed, and return ``x`` (JAX's top-level function; other leaves pass through)."""
    for leaf in tree_util.tree_leaves(x):
        if hasattr(leaf, "block_until_ready"):
            leaf.block_until_ready()
    return x


def copy_to_host_async(x):
    """``x`` (a pytree), after starting the host copy of each Array leaf; other leaves
    are left alone."""
    for leaf in tree_util.tree_leaves(x):
        if isinstance(leaf, Array):
            leaf.copy_to_host_async()
    return x

