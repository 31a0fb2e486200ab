"""Array creation, dtype promotion and broadcasting, and the argument checks shared by the
jnp functions: what every jnp function needs."""
from __future__ import annotations

import builtins
import operator

import numpy as np

from .. import core, dtypes, prng, primitives as lax
from ..array import Array
from ..core import Tracer

# the half-precision floats, which reductions and products accumulate in float32
HALF_FLOATS = (dtypes.float16, dtypes.bfloat16)


def is_traced_or_array(x) -> bool:
    return isinstance(x, (Tracer, Array))


def ndim(x) -> int:
    """The number of dimensions of ``a``."""
    return x.ndim if is_traced_or_array(x) else np.ndim(x)


def shape(x) -> tuple:
    """The shape of ``a`` as a tuple."""
    return tuple(x.shape) if is_traced_or_array(x) else np.shape(x)


def aval_of(x) -> core.ShapedArray:
    if dtypes.is_python_scalar(x) or isinstance(x, (Tracer, Array, np.ndarray, np.generic)):
        return core.abstractify(x)
    return core.abstractify(_to_numpy_strict(x))


def _to_numpy_strict(x) -> np.ndarray:
    if isinstance(x, (list, tuple)):
        if any(isinstance(e, Tracer) for e in _flat(x)):
            raise TypeError("nested sequences containing traced values need hostcall.numpy.stack")
        if any(isinstance(e, Array) for e in _flat(x)):
            x = _nested_to_numpy(x)
    arr = np.asarray(x)
    if arr.dtype == object:
        raise TypeError(f"cannot convert {type(x).__name__} {x!r} to a hostcall array "
                        f"(an object array) at {core.user_location_str()}")
    return arr


def _flat(x):
    if isinstance(x, (list, tuple)):
        for e in x:
            yield from _flat(e)
    else:
        yield x


def _nested_to_numpy(x):
    if isinstance(x, (list, tuple)):
        return [_nested_to_numpy(e) for e in x]
    return np.asarray(x)


def asarray(a, dtype=None, copy=None, order=None):
    """An array (or tracer) for any array-like; dtypes are canonicalized as in JAX."""
    if prng.is_key(a):
        if dtype is not None and dtype != a.dtype:
            a.astype(dtype)
        return a
    if dtype is not None:
        dtype = dtypes.canonicalize(to_dtype(dtype))
    if isinstance(a, Tracer) or isinstance(a, Array):
        if dtype is None or dtype == a.dtype:
            return a
        return lax.convert_element_type(a, dtype)
    if isinstance(a, (list, tuple)) and any(isinstance(e, (Tracer, Array)) for e in _flat(a)):
        if any(isinstance(e, Tracer) for e in _flat(a)):
            out = stack([asarray(e) for e in a])
            return out if dtype is None else lax.convert_element_type(out, dtype)
    if dtypes.is_python_scalar(a):
        weak = dtype is None and not isinstance(a, bool)
        d = dtype or dtypes.scalar_dtype(a)
        return Array(core.ShapedArray((), d, weak), host=np.asarray(a, d))
    host = _to_numpy_strict(a)
    d = dtype if dtype is not None else dtypes.canonicalize(_default_dtype_of(host, a))
    return Array(core.ShapedArray(host.shape, d), host=np.array(host, dtype=d))


def _default_dtype_of(host: np.ndarray, original) -> np.dtype:
    # Python lists of floats give float64 in numpy; canonicalize narrows it later.
    return host.dtype


array = asarray


def to_dtype(d) -> np.dtype:
    if d is float:
        return dtypes.default_float()
    if d is int:
        return dtypes.default_int()
    if d is complex:
        return dtypes.default_complex()
    if d is bool:
        return dtypes.bool_
    return np.dtype(d)


def result_type(*args) -> np.dtype:
    """The dtype numpy's promotion gives these arrays and dtypes, with JAX's rules (weak
    Python scalars, no 64-bit types unless x64 is enabled).
    """
    typed = []
    for a in args:
        if a is float or a is int or a is complex or a is bool:
            typed.append((to_dtype(a), a is not bool))
        elif isinstance(a, (np.dtype, type)) or isinstance(a, str):
            typed.append((np.dtype(a), False))
        else:
            av = aval_of(a)
            typed.append((av.dtype, av.weak_type))
    return dtypes.promote(*typed)[0]


def promote_dtypes(*args):
    """Convert args to their common dtype (JAX's lattice); Python scalars stay weak."""
    avals = [aval_of(a) for a in args]
    dtype, weak = dtypes.promote(*[(a.dtype, a.weak_type) for a in avals])
    out = []
    for a, av in zip(args, avals):
        if av.dtype != dtype or av.weak_type != weak:
            a = lax.convert_element_type(a if not isinstance(a, (list, tuple)) else asarray(a),
                                         dtype, weak)
        elif not (is_traced_or_array(a) or dtypes.is_python_scalar(a)):
            a = asarray(a)
        out.append(a)
    return out


def broadcast_shapes(*shapes) -> tuple:
    """The shape numpy's broadcasting gives these shapes (ValueError when they do not
    broadcast).
    """
    try:
        return tuple(np.broadcast_shapes(*[tuple(s) for s in shapes]))
    except ValueError:
        raise ValueError(f"Incompatible shapes for broadcasting: {', '.join(map(str, shapes))}") \
            from None


@prng.on_keys("numpy.broadcast_to")
def broadcast_to(x, shape_):
    """``array`` broadcast to ``shape`` (a new array; JAX's arrays are immutable, so no
    read-only view as in numpy).
    """
    shape_ = tuple(int(d) for d in shape_) if not isinstance(shape_, int) else (shape_,)
    s = shape(x)
    if s == shape_:
        return x
    if len(s) > len(shape_) or any(a not in (1, b) for a, b in zip(s[::-1], shape_[::-1])):
        raise ValueError(f"Incompatible shapes for broadcasting: {s} and requested shape "
                         f"{shape_}")
    lead = len(shape_) - len(s)
    kept = [i for i, d in enumerate(s) if d == shape_[lead + i]]
    if len(kept) != len(s):
        x = lax.reshape(x, [s[i] for i in kept])
    return lax.broadcast_in_dim(x, shape_, [lead + i for i in kept])


def promote_and_broadcast(name: str, *args):
    args = promote_dtypes(*args)
    shapes = [shape(a) for a in args]
    try:
        out = tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        raise ValueError(f"{name}: incompatible shapes for broadcasting: "
                         f"{', '.join(map(str, shapes))} at {core.user_location_str()}") from None
    return [broadcast_to(a, out) for a in args]


def canonical_axis(axis: int, nd: int, name: str = "axis") -> int:
    if not -nd <= axis < builtins.max(nd, 1) or (nd == 0 and axis not in (0, -1)):
        raise ValueError(f"{name} {axis} is out of bounds for array of dimension {nd} at "
                         f"{core.user_location_str()}")
    return axis % nd if nd else 0


def canonical_axes(axis, nd: int) -> tuple:
    if axis is None:
        return tuple(range(nd))
    if isinstance(axis, int) or hasattr(axis, "__index__"):
        axis = (int(axis),)
    out = tuple(canonical_axis(int(a), nd) for a in axis)
    if len(set(out)) != len(out):
        raise ValueError(f"repeated axis in {axis}")
    return out


def scalar_like(value, x):
    """``value`` as an array of x's shape and dtype (lax ops need equal shapes)."""
    av = aval_of(x)
    c = lax.convert_element_type(value, av.dtype, av.weak_type)
    return c if av.ndim == 0 else lax.broadcast_in_dim(c, av.shape, ())


@prng.on_keys("numpy.stack")
def stack(arrays, axis=0, dtype=None):
    """The arrays joined along a new ``axis`` (here, not in shape_ops, because asarray
    stacks lists of traced arrays)."""
    if not len(arrays):
        raise ValueError("need at least one array to stack")
    arrays = promote_dtypes(*arrays)
    shapes = {shape(x) for x in arrays}
    if len(shapes) != 1:
        raise ValueError(f"all input arrays must have the same shape, got {sorted(shapes)}")
    s = list(shape(arrays[0]))
    ax = canonical_axis(axis, len(s) + 1)
    arrays = [lax.reshape(x, s[:ax] + [1] + s[ax:]) for x in arrays]
    if dtype is not None:
        arrays = [lax.convert_element_type(x, dtype) for x in arrays]
    return arrays[0] if len(arrays) == 1 else lax.concatenate(arrays, ax)


def to_inexact(x):
    """Promote integers and bools to the default float, as numpy's float ufuncs do."""
    av = aval_of(x)
    if dtypes.kind(av.dtype) in "biu":
        return lax.convert_element_type(x, dtypes.default_float(), av.weak_type)
    return promote_dtypes(x)[0]


def as_dtype(x, name: str, arg: str) -> np.dtype:
    """The numpy dtype named by a dtype, a scalar type (hostcall's included), a string, a
    Python type or an array (its dtype)."""
    d = getattr(x, "dtype", None)
    if isinstance(d, np.dtype):
        return d
    try:
        return np.dtype(x)
    except TypeError:
        raise TypeError(f"{name}: {arg} must be a dtype, a scalar type or an array, got "
                        f"{x!r}") from None


def no_out(name, out):
    """Raise for ``out=`` (hostcall arrays are immutable)."""
    if out is not None:
        raise NotImplementedError(f"{name}: out= is not supported (arrays are immutable)")


def no_where(name, where):
    """Raise for ``where=`` where a function does not support it."""
    if where is not None:
        raise NotImplementedError(f"{name}: where= is not supported")


def real_dtype(d: np.dtype) -> np.dtype:
    """The real dtype of a complex one (others unchanged)."""
    return {dtypes.complex64: dtypes.float32, dtypes.complex128: dtypes.float64}.get(d, d)


def concrete_int(x, name: str, arg: str) -> int:
    """``x`` as a Python int; a clear error names ``name`` and ``arg`` when it is traced."""
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError(f"{name}: {arg} must be a concrete integer, got {x!r} "
                        f"(at {core.user_location_str()})") from None


def is_inexact(x) -> bool:
    """Whether ``x`` has a floating or complex dtype (bfloat16 included)."""
    d = aval_of(x).dtype
    return d.kind in "fc" or d == dtypes.bfloat16


def promote_inexact(*args):
    """JAX's promote_dtypes_inexact: the common dtype first, then a float if it is not one."""
    return [to_inexact(a) for a in promote_dtypes(*args)]


def inexact_broadcast(name, *args):
    """Arguments promoted to one inexact dtype and broadcast to one shape."""
    return promote_and_broadcast(name, *promote_inexact(*args))


def const_like(value, x):
    """``value`` as a 0-d array of x's dtype (not weak, so it never changes x's dtype)."""
    return lax.convert_element_type(value, aval_of(x).dtype)


def broadcast_pair(a, b):
    """``a`` and ``b`` broadcast to their common shape."""
    s = broadcast_shapes(shape(a), shape(b))
    return broadcast_to(a, s), broadcast_to(b, s)


def array_and_axis(a, axis, where):
    """(array, axis): the flattened array and 0 when ``axis`` is None, else ``a`` and the
    canonical axis (errors name ``where``)."""
    a = asarray(a)
    if axis is None:
        return lax.reshape(a, (aval_of(a).size,)), 0
    nd = aval_of(a).ndim
    try:
        return a, canonical_axis(operator.index(axis), nd)
    except ValueError as e:
        raise ValueError(f"{where}: {e} (at {core.user_location_str()})") from None


def complex_dtype(d: np.dtype) -> np.dtype:
    """The complex dtype of a real one's precision (complex ones unchanged)."""
    d = np.dtype(d)
    if d.kind == "c":
        return d
    return dtypes.complex128 if d == np.float64 else dtypes.canonicalize(dtypes.complex64)


def concrete_array(x, name: str, what: str) -> np.ndarray:
    """``x``'s value as a numpy array; a ConcretizationTypeError naming ``name`` and
    ``what`` when it is traced (numpy functions whose result shape depends on values)."""
    if isinstance(x, Tracer):
        v = core.concrete_value(x)
        if v is None:
            raise core.ConcretizationTypeError(
                f"{name}: {what} must be concrete, but it is traced at "
                f"{core.user_location_str()}")
        return np.asarray(v)
    return np.asarray(x)
