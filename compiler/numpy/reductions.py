"""Reductions with numpy's axis / keepdims / dtype conventions (the NaN-aware ones are in
nan_reductions)."""
from __future__ import annotations

import builtins

import numpy as np

from .. import dtypes, primitives as lax
from ._base import aval_of, broadcast_to, canonical_axes, promote_dtypes, scalar_like, shape
from .ufuncs import as_bool, conjugate, real


def _keep(x, axes, nd, keepdims):
    if not keepdims:
        return x
    s = list(shape(x))
    for a in sorted(axes):
        s.insert(a, 1)
    return lax.reshape(x, s)


def _sum_dtype(d: np.dtype) -> np.dtype:
    """JAX widens bool and small integers to the default int for sum/prod."""
    if d == np.bool_:
        return dtypes.default_int()
    if dtypes.kind(d) == "i" and d.itemsize < dtypes.default_int().itemsize:
        return dtypes.default_int()
    if dtypes.kind(d) == "u" and d.itemsize < dtypes.default_uint().itemsize:
        return dtypes.default_uint()
    return d


def _reduction(name, lax_fn, upcast):
    def f(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
        if out is not None:
            raise NotImplementedError(f"{name}: out= is not supported (arrays are immutable)")
        if where is not None:
            raise NotImplementedError(f"{name}: where= is not supported")
        a = promote_dtypes(a)[0]
        av = aval_of(a)
        axes = canonical_axes(axis, av.ndim)
        target = dtypes.canonicalize(dtype) if dtype is not None else (
            _sum_dtype(av.dtype) if upcast else av.dtype)
        if target != av.dtype:
            a = lax.convert_element_type(a, target)
        if name in ("max", "min") and builtins.any(av.shape[i] == 0 for i in axes) \
                and initial is None:
            raise ValueError(f"zero-size array to reduction operation {name} which has no "
                             f"identity")
        if upcast and target in (dtypes.float16, dtypes.bfloat16):
            # JAX accumulates half floats in float32 (2048 + 1 is 2048 in float16)
            r = lax.convert_element_type(
                lax_fn(lax.convert_element_type(a, dtypes.float32, av.weak_type), axes),
                target, av.weak_type)
        else:
            r = lax_fn(a, axes)
        if initial is not None:
            r = {"sum": lax.add, "prod": lax.mul, "max": lax.max, "min": lax.min}[name](
                r, scalar_like(initial, r))
        return _keep(r, axes, av.ndim, keepdims)
    f.__name__ = name
    f.__doc__ = f"{name} over the given axes (all by default)."
    return f


sum = _reduction("sum", lax.reduce_sum, True)  # noqa: A001
prod = _reduction("prod", lax.reduce_prod, True)
max = _reduction("max", lax.reduce_max, False)  # noqa: A001
min = _reduction("min", lax.reduce_min, False)  # noqa: A001
amax, amin = max, min


def _bool_reduction(name, lax_fn):
    def f(a, axis=None, out=None, keepdims=False, where=None):
        a = as_bool(a)
        axes = canonical_axes(axis, aval_of(a).ndim)
        return _keep(lax_fn(a, axes), axes, aval_of(a).ndim, keepdims)
    f.__name__ = name
    which = "every" if name == "all" else "some"
    f.__doc__ = f"numpy.{name}: whether {which} element along ``axis`` is true (``out`` unsupported)."
    return f


any = _bool_reduction("any", lax.reduce_or)  # noqa: A001
all = _bool_reduction("all", lax.reduce_and)  # noqa: A001


def _count(av, axes) -> int:
    n = 1
    for a in axes:
        n *= av.shape[a]
    return n


def mean(a, axis=None, dtype=None, out=None, keepdims=False, where=None):
    """The arithmetic mean along ``axis``; integers give floats; float16/bfloat16 inputs
    accumulate in float32, as in JAX.
    """
    a = promote_dtypes(a)[0]
    av = aval_of(a)
    axes = canonical_axes(axis, av.ndim)
    if dtype is None:
        dtype = av.dtype if (av.dtype.kind in "fc" or av.dtype == dtypes.bfloat16) \
            else dtypes.default_float()
    s = sum(lax.convert_element_type(a, dtype, av.weak_type), axis=axes, keepdims=keepdims)
    return lax.div(s, scalar_like(_count(av, axes), s))


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """The variance along ``axis``, with ``ddof`` delta degrees of freedom; float16/bfloat16
    inputs accumulate in float32, as in JAX.
    """
    a = promote_dtypes(a)[0]
    av = aval_of(a)
    axes = canonical_axes(axis, av.ndim)
    if av.dtype.kind in "biu":
        a = lax.convert_element_type(a, dtypes.default_float(), av.weak_type)
    centered = lax.sub(a, _broadcast_back(mean(a, axes, keepdims=True), shape(a)))
    sq = real(lax.mul(centered, conjugate(centered))) if aval_of(a).dtype.kind == "c" \
        else lax.mul(centered, centered)
    s = sum(sq, axis=axes, keepdims=keepdims)
    n = _count(av, axes) - ddof
    r = lax.div(s, scalar_like(n, s))
    return r if dtype is None else lax.convert_element_type(r, dtype)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """The standard deviation along ``axis`` (the square root of ``var``)."""
    return lax.sqrt(var(a, axis, dtype, out, ddof, keepdims))


def _broadcast_back(x, s):
    return broadcast_to(x, s)


def _arg(name, lax_fn):
    def f(a, axis=None, out=None, keepdims=False):
        a = promote_dtypes(a)[0]
        av = aval_of(a)
        if axis is None:
            a = lax.reshape(a, (av.size,))
            axis_ = 0
        else:
            axis_ = canonical_axes(axis, av.ndim)[0]
        if aval_of(a).shape[axis_] == 0:
            raise ValueError(f"attempt to get {name} of an empty sequence")
        r = lax_fn(a, axis_, dtypes.default_int())
        if keepdims:
            if axis is None:
                return lax.reshape(r, (1,) * av.ndim)
            return _keep(r, (axis_,), av.ndim, True)
        return r
    f.__name__ = name
    f.__doc__ = (f"numpy.{name}: the index of the {name[3:]}imum along ``axis`` (of the "
                 f"flattened array by default), the first of equal ones.")
    return f


argmax = _arg("argmax", lax.argmax)
argmin = _arg("argmin", lax.argmin)


def count_nonzero(a, axis=None, keepdims=False):
    """Number of nonzero entries, as the default int (int32 without x64)."""
    a = promote_dtypes(a)[0]
    return sum(lax.ne(a, scalar_like(0, a)), axis=axis,
                          dtype=dtypes.default_int(), keepdims=keepdims)
