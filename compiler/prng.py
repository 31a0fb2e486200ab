"""Typed PRNG key arrays (``random.key``): arrays of the extended dtype ``key<fry>``.

A key array holds its uint32 data (an Array or a Tracer) of shape ``shape + (2,)`` and
hides the trailing data dimension: indexing, reshapes and stacking act on the key axes
only, and arithmetic is a TypeError, as in JAX.  To the public pytree functions a key
array is a leaf; the tracing machinery (jit, vmap, grad, loops) flattens it to its data
(``tree_util.flatten_arrays``) and wraps what comes back, so a key array crosses every
transformation as the plain uint32 array it holds.
"""
from __future__ import annotations

import operator

import numpy as np

from . import dtypes, tree_util
from .core import ShapeDtypeStruct, Tracer


class PRNGKeyArray:
    """An array of typed PRNG keys over its uint32 data (``base``)."""
    __slots__ = ("base",)
    __array_priority__ = 2000

    def __init__(self, base):
        self.base = base

    # -- metadata ----------------------------------------------------------
    dtype = dtypes.threefry_key
    itemsize = property(lambda self: self.dtype.itemsize)
    shape = property(lambda self: tuple(self.base.shape[:-1]))
    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape, dtype=np.int64)))
    nbytes = property(lambda self: self.size * self.itemsize)
    weak_type = False

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d key array")
        return (self[i] for i in range(self.shape[0]))

    # -- shape operations, on the key axes ---------------------------------
    def __getitem__(self, index):
        index = index if isinstance(index, tuple) else (index,)
        return PRNGKeyArray(self.base[index + (slice(None),)])

    def reshape(self, *shape, order="C"):
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = shape[0]
        shape = tuple(operator.index(d) for d in shape)
        return PRNGKeyArray(self.base.reshape(shape + self.dtype.data_shape, order=order))

    def ravel(self, order="C"):
        return self.reshape((self.size,), order=order)

    flatten = ravel

    def squeeze(self, axis=None):
        if axis is None:
            axes = [i for i, d in enumerate(self.shape) if d == 1]
        else:
            axes = [normalize_axis(a, self.ndim)
                    for a in (axis if isinstance(axis, (tuple, list)) else (axis,))]
            if any(self.shape[a] != 1 for a in axes):
                raise ValueError(f"cannot select an axis to squeeze out which has size "
                                 f"not equal to one, got shape={self.shape} and "
                                 f"dimensions={tuple(axes)}")
        return self.reshape(tuple(d for i, d in enumerate(self.shape) if i not in axes))

    def transpose(self, *axes):
        if len(axes) == 1 and not isinstance(axes[0], (int, np.integer)):
            axes = axes[0]
        axes = tuple(range(self.ndim))[::-1] if not axes else \
            tuple(normalize_axis(a, self.ndim) for a in axes)
        return PRNGKeyArray(self.base.transpose(axes + (self.ndim,)))

    T = property(lambda self: self.transpose())

    def swapaxes(self, axis1, axis2):
        axes = list(range(self.ndim))
        a, b = normalize_axis(axis1, self.ndim), normalize_axis(axis2, self.ndim)
        axes[a], axes[b] = axes[b], axes[a]
        return self.transpose(tuple(axes))

    def copy(self):
        return PRNGKeyArray(self.base)

    def block_until_ready(self):
        self.base.block_until_ready()
        return self

    # -- what keys do not support ------------------------------------------
    def __eq__(self, other):
        return _equal(self, other, "equal")

    def __ne__(self, other):
        return ~_equal(self, other, "not_equal")

    def __bool__(self):
        raise TypeError("key array cannot be converted to boolean.")

    def __array__(self, dtype=None, copy=None):
        raise TypeError("A hostcall array with PRNG key dtype cannot be converted to a "
                        "NumPy array. Use hostcall.random.key_data(keys) for its uint32 data.")

    def __hash__(self):
        raise TypeError(f"unhashable type: {type(self).__name__!r}")

    def astype(self, dtype):
        raise TypeError(f"cannot convert a key array to {dtype}: use random.key_data for "
                        f"its uint32 data")

    # -- printing ----------------------------------------------------------
    def __repr__(self):
        if isinstance(self.base, ShapeDtypeStruct):  # from eval_shape
            return f"ShapeDtypeStruct(shape={self.shape}, dtype={self.dtype})"
        if isinstance(self.base, Tracer):
            dims = ",".join(map(str, self.shape))
            return f"Traced<{self.dtype}[{dims}]>with<Trace{self.base.trace.id}>"
        return f"Array({self.shape}, dtype={self.dtype}) overlaying:\n{np.asarray(self.base)}"

    __str__ = __repr__


def _refuse(name: str, reflected: bool = False):
    def method(self, *other):
        what = "dtype" if not other else "dtypes"
        names = [str(self.dtype)] + [str(getattr(o, "dtype", type(o).__name__))
                                     for o in other]
        raise TypeError(f"{name} does not accept {what} "
                        f"{', '.join(reversed(names) if reflected else names)}.")
    return method


for _name, _op in (("add", "add"), ("sub", "subtract"), ("mul", "multiply"),
                   ("truediv", "divide"), ("floordiv", "floor_divide"), ("mod", "remainder"),
                   ("pow", "pow"), ("matmul", "matmul"), ("and", "and"), ("or", "or"),
                   ("xor", "xor"), ("lshift", "shift_left"), ("rshift", "shift_right")):
    setattr(PRNGKeyArray, f"__{_name}__", _refuse(_op))
    setattr(PRNGKeyArray, f"__r{_name}__", _refuse(_op, reflected=True))
for _name, _op in (("lt", "lt"), ("le", "le"), ("gt", "gt"), ("ge", "ge"),
                   ("neg", "neg"), ("pos", "pos"), ("abs", "abs"), ("invert", "not")):
    setattr(PRNGKeyArray, f"__{_name}__", _refuse(_op))


def _equal(a, b, name: str):
    if not (isinstance(a, PRNGKeyArray) and isinstance(b, PRNGKeyArray)):
        _refuse(name)(a, b)
    return (a.base == b.base).all(axis=-1)


tree_util.register_array_view(PRNGKeyArray, lambda k: ((k.base,), None),
                              lambda _, children: PRNGKeyArray(children[0]))


# --------------------------------------------- numpy functions on key arrays
def normalize_axis(axis: int, ndim: int) -> int:
    axis = operator.index(axis)
    if not -ndim <= axis < ndim:
        raise ValueError(f"axis {axis} is out of bounds for a key array of dimension {ndim}")
    return axis % ndim


def is_key(x) -> bool:
    return isinstance(x, PRNGKeyArray)


def any_keys(xs) -> bool:
    return any(isinstance(x, PRNGKeyArray) for x in xs)


def _all_keys(xs, what: str) -> list:
    if not all(isinstance(x, PRNGKeyArray) for x in xs):
        kinds = sorted({str(getattr(x, "dtype", type(x).__name__)) for x in xs})
        raise TypeError(f"{what}: key arrays combine only with key arrays, got dtypes "
                        f"{', '.join(kinds)}")
    return [x.base for x in xs]


def concatenate(concat_data, keys, axis: int):
    """``keys`` joined along ``axis``; ``concat_data(arrays, axis)`` joins their data."""
    keys = list(keys)
    data = _all_keys(keys, "concatenate")
    return PRNGKeyArray(concat_data(data, normalize_axis(axis, max(keys[0].ndim, 1))))


def stack(stack_data, keys, axis: int):
    """``keys`` stacked along a new ``axis``; ``stack_data(arrays, axis)`` stacks data."""
    keys = list(keys)
    data = _all_keys(keys, "stack")
    return PRNGKeyArray(stack_data(data, normalize_axis(axis, keys[0].ndim + 1)))


def where(where_data, condition, x, y):
    """``x`` where ``condition`` holds, else ``y`` (both key arrays);
    ``where_data(condition, a, b)`` selects data."""
    a, b = _all_keys([x, y], "where")
    cond = condition[..., None] if getattr(condition, "ndim", 0) else condition
    return PRNGKeyArray(where_data(cond, a, b))


def broadcast_to(broadcast_data, key, shape):
    shape = (shape,) if isinstance(shape, (int, np.integer)) else tuple(shape)
    return PRNGKeyArray(broadcast_data(key.base, shape + key.dtype.data_shape))


def expand_dims(expand_data, key, axis):
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    ndim = key.ndim + len(axes)
    return PRNGKeyArray(expand_data(key.base, tuple(normalize_axis(a, ndim) for a in axes)))
