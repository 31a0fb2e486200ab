"""More of jax.numpy: log-sum-exp ufuncs, NaN-aware reductions, triangles and diagonals,
median, polyval, average and friends.

Every function is composed from hostcall.lax and the other hostcall.numpy functions (no
new primitives), so jit, vmap and grad work through them with the existing rules. Names,
signatures, dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins
import math
import operator

import ml_dtypes
import numpy as np

from .. import dtypes, lax
from ._base import (_dtype, asarray, aval_of, broadcast_shapes, broadcast_to, canonical_axes,
                    canonical_axis, promote_and_broadcast, promote_dtypes, scalar_like, shape)
from . import creation, reductions, shape_ops, ufuncs
from .ufuncs import _to_inexact, isnan


# ---------------------------------------------------------------- helpers
def _is_inexact(x) -> bool:
    d = aval_of(x).dtype
    return d.kind in "fc" or d == dtypes.bfloat16


def _promote_inexact(*args):
    """JAX's promote_dtypes_inexact: the common dtype first, then a float if it is not one."""
    return [_to_inexact(a) for a in promote_dtypes(*args)]


def _inexact_broadcast(name, *args):
    """Arguments promoted to one inexact dtype and broadcast to one shape."""
    return promote_and_broadcast(name, *_promote_inexact(*args))


def _const(value, x):
    """``value`` as a 0-d array of x's dtype (not weak, so it never changes x's dtype)."""
    return lax.convert_element_type(value, aval_of(x).dtype)


def _no_complex(name, x):
    if aval_of(x).dtype.kind == "c":
        raise ValueError(f"{name} is not well defined for complex-valued inputs")


def _tri_mask(n: int, m: int, k: int):
    """Boolean (n, m) mask of the entries on and below the k-th diagonal (j <= i + k)."""
    i = lax.broadcasted_iota(dtypes.default_int(), (n, m), 0)
    j = lax.broadcasted_iota(dtypes.default_int(), (n, m), 1)
    return lax.ge(lax.add(i, scalar_like(k, i)), j)


def _eye_mask(n: int, m: int, k: int):
    """Boolean (n, m) mask of the k-th diagonal (j == i + k)."""
    i = lax.broadcasted_iota(dtypes.default_int(), (n, m), 0)
    j = lax.broadcasted_iota(dtypes.default_int(), (n, m), 1)
    return lax.eq(lax.add(i, scalar_like(k, i)), j)


def _signbit(x):
    """The sign bit of float ``x``, read through a bitcast (so -0.0 and -NaN count as
    negative)."""
    width = np.dtype(f"int{aval_of(x).dtype.itemsize * 8}")
    return lax.lt(lax.bitcast_convert_type(x, width), lax.convert_element_type(0, width))


# ---------------------------------------------------------- elementwise
def _min_minus_max(x1, x2):
    """-|x1 - x2|, with the slopes of min and max (1/2 each at a tie) instead of abs's."""
    return lax.sub(lax.min(x1, x2), lax.max(x1, x2))


def logaddexp(x1, x2, /):
    """log(exp(x1) + exp(x2)) without overflow: max + log1p(exp(min - max)).  (min - max
    rather than -|x1 - x2|: at x1 == x2 their slopes cancel, so each input gets 1/2.)"""
    x1, x2 = _inexact_broadcast("logaddexp", x1, x2)
    delta = lax.sub(x1, x2)
    tail = lax.log1p(lax.exp(_min_minus_max(x1, x2)))
    # delta is NaN for a NaN input or infinities of one sign: x1 + x2 is then the answer
    return lax.select(isnan(delta), lax.add(x1, x2), lax.add(lax.max(x1, x2), tail))


def logaddexp2(x1, x2, /):
    """log2(2**x1 + 2**x2) without overflow: max + log1p(2**-|x1 - x2|) / ln 2."""
    x1, x2 = _inexact_broadcast("logaddexp2", x1, x2)
    delta = lax.sub(x1, x2)
    tail = lax.div(lax.log1p(ufuncs.exp2(_min_minus_max(x1, x2))),
                   scalar_like(np.log(2.0), delta))
    return lax.select(isnan(delta), lax.add(x1, x2), lax.add(lax.max(x1, x2), tail))


def sinc(x, /):
    """sin(pi x) / (pi x), 1 at 0; the 0 is masked first so the gradient there is 0."""
    x = _promote_inexact(x)[0]
    is_zero = lax.eq(x, scalar_like(0, x))
    safe = lax.select(is_zero, scalar_like(1, x), x)
    pi_x = lax.mul(safe, scalar_like(np.pi, x))
    return lax.select(is_zero, scalar_like(1, x), lax.div(lax.sin(pi_x), pi_x))


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """NaN -> ``nan``, +inf -> ``posinf`` (dtype max), -inf -> ``neginf`` (dtype min)."""
    x = promote_dtypes(x)[0]
    d = aval_of(x).dtype
    if not _is_inexact(x):
        return x
    if d.kind == "c":
        return lax.complex(nan_to_num(lax.real(x), copy, nan, posinf, neginf),
                           nan_to_num(lax.imag(x), copy, nan, posinf, neginf))
    info = ml_dtypes.finfo(d)
    posinf = float(info.max) if posinf is None else posinf
    neginf = float(info.min) if neginf is None else neginf
    x = lax.select(isnan(x), scalar_like(nan, x), x)
    x = lax.select(lax.eq(x, scalar_like(np.inf, x)), scalar_like(posinf, x), x)
    return lax.select(lax.eq(x, scalar_like(-np.inf, x)), scalar_like(neginf, x), x)


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """|a - b| <= atol + rtol * |b| elementwise; infinities only match themselves."""
    a, b = _inexact_broadcast("isclose", a, b)
    d = aval_of(a).dtype
    real = np.dtype(np.float32 if d == np.complex64 else np.float64) if d.kind == "c" else d
    rtol, atol = (lax.convert_element_type(t, real) for t in (rtol, atol))
    in_range = ufuncs.less_equal(ufuncs.abs(lax.sub(a, b)),
                                 ufuncs.add(atol, ufuncs.multiply(rtol, ufuncs.abs(b))))
    out = lax.bitwise_or(lax.eq(a, b), lax.bitwise_and(ufuncs.isfinite(b), in_range))
    return lax.bitwise_or(out, lax.bitwise_and(isnan(a), isnan(b))) if equal_nan else out


def deg2rad(x, /):
    """Degrees to radians (x * pi / 180); integers become floats."""
    x = _promote_inexact(x)[0]
    return lax.mul(x, scalar_like(np.pi / 180, x))


def rad2deg(x, /):
    """Radians to degrees (x * 180 / pi); integers become floats."""
    x = _promote_inexact(x)[0]
    return lax.mul(x, scalar_like(180 / np.pi, x))


radians = deg2rad
degrees = rad2deg


def hypot(x1, x2, /):
    """sqrt(x1**2 + x2**2) scaled by the larger magnitude, so it neither over- nor
    underflows; inf if either is infinite (even with a NaN)."""
    x1, x2 = _inexact_broadcast("hypot", x1, x2)
    _no_complex("hypot", x1)
    x1, x2 = lax.abs(x1), lax.abs(x2)
    inf = scalar_like(np.inf, x1)
    any_inf = lax.bitwise_or(lax.eq(x1, inf), lax.eq(x2, inf))
    big, small = lax.max(x1, x2), lax.min(x1, x2)
    is_zero = lax.eq(big, scalar_like(0, big))
    ratio = lax.div(small, lax.select(is_zero, scalar_like(1, big), big))
    r = lax.select(is_zero, big,
                   lax.mul(big, lax.sqrt(lax.add(scalar_like(1, big), lax.mul(ratio, ratio)))))
    return lax.select(any_inf, inf, r)


def copysign(x1, x2, /):
    """|x1| with the sign of x2; -0.0 in x2 counts as negative, as in numpy."""
    x1, x2 = _inexact_broadcast("copysign", x1, x2)
    if aval_of(x1).dtype.kind == "c":
        raise TypeError("copysign does not support complex-valued inputs")
    mag = lax.abs(x1)
    return lax.select(_signbit(x2), lax.neg(mag), mag)


def heaviside(x1, x2, /):
    """0 where x1 < 0, 1 where x1 > 0, x2 where x1 is 0, NaN where x1 is NaN."""
    x1, x2 = _inexact_broadcast("heaviside", x1, x2)
    zero = scalar_like(0, x1)
    return lax.select(lax.lt(x1, zero), zero, lax.select(
        lax.gt(x1, zero), scalar_like(1, x1), lax.select(isnan(x1), x1, x2)))


def fmax(x1, x2):
    """Elementwise maximum that ignores NaNs (NaN only where both are NaN)."""
    return ufuncs.where(ufuncs.logical_or(ufuncs.greater(x1, x2), isnan(x2)), x1, x2)


def fmin(x1, x2):
    """Elementwise minimum that ignores NaNs (NaN only where both are NaN)."""
    return ufuncs.where(ufuncs.logical_or(ufuncs.less(x1, x2), isnan(x2)), x1, x2)


# ------------------------------------------------------------ reductions
def nansum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """sum with NaNs counted as zero."""
    a = promote_dtypes(a)[0]
    if _is_inexact(a):
        a = lax.select(isnan(a), scalar_like(0, a), a)
    return reductions.sum(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                          initial=initial, where=where)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False, where=None):
    """mean of the non-NaN entries (NaN where all are NaN)."""
    a = promote_dtypes(a)[0]
    if not _is_inexact(a):
        return reductions.mean(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                               where=where)
    dtype = aval_of(a).dtype if dtype is None else dtypes.canonicalize(_dtype(dtype))
    count = reductions.sum(lax.bitwise_not(isnan(a)), axis=axis, dtype=dtype,
                           keepdims=keepdims)
    total = nansum(a, axis=axis, dtype=dtype, keepdims=keepdims, where=where)
    return lax.div(total, count)


def _nan_extreme(name, reduction, fill):
    def f(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        a = promote_dtypes(a)[0]
        if not _is_inexact(a):
            return reduction(a, axis=axis, out=out, keepdims=keepdims, initial=initial,
                             where=where)
        nans = isnan(a)
        r = reduction(lax.select(nans, scalar_like(fill, a), a), axis=axis, out=out,
                      keepdims=keepdims, initial=initial, where=where)
        all_nan = reductions.all(nans, axis=axis, keepdims=keepdims)
        return lax.select(all_nan, scalar_like(np.nan, r), r)
    f.__name__ = name
    f.__doc__ = f"{reduction.__name__} that skips NaNs (NaN only where all are NaN)."
    return f


nanmax = _nan_extreme("nanmax", reductions.max, -np.inf)
nanmin = _nan_extreme("nanmin", reductions.min, np.inf)


def count_nonzero(a, axis=None, keepdims=False):
    """Number of nonzero entries, as the default int (int32 without x64)."""
    a = promote_dtypes(a)[0]
    return reductions.sum(lax.ne(a, scalar_like(0, a)), axis=axis,
                          dtype=dtypes.default_int(), keepdims=keepdims)


def ptp(a, axis=None, out=None, keepdims=False):
    """Peak to peak: max - min over the axes, in the input's dtype."""
    a = promote_dtypes(a)[0]
    return lax.sub(reductions.max(a, axis=axis, out=out, keepdims=keepdims),
                   reductions.min(a, axis=axis, keepdims=keepdims))


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """Middle value (mean of the two middle ones) by sorting; NaN if a NaN is present."""
    if out is not None:
        raise NotImplementedError("median: out= is not supported (arrays are immutable)")
    a = _promote_inexact(a)[0]
    av = aval_of(a)
    axes = canonical_axes(axis, av.ndim)
    kept = [d for d in range(av.ndim) if d not in axes]
    batch = [av.shape[d] for d in kept]
    n = math.prod(av.shape[d] for d in axes)
    x = lax.reshape(shape_ops.transpose(a, kept + list(axes)), batch + [n])
    if n == 0:
        r = creation.full(batch, np.nan, av.dtype)
    else:
        s = lax.sort(x, dimension=len(batch))
        lo = lax.index_in_dim(s, (n - 1) // 2, len(batch), keepdims=False)
        hi = lax.index_in_dim(s, n // 2, len(batch), keepdims=False)
        r = lax.mul(lax.add(lo, hi), scalar_like(0.5, lo))
        r = lax.select(reductions.any(isnan(x), axis=-1), scalar_like(np.nan, r), r)
    if keepdims:
        r = lax.reshape(r, [1 if d in axes else av.shape[d] for d in range(av.ndim)])
    return r


def average(a, axis=None, weights=None, returned=False, keepdims=False):
    """mean, or sum(a * w) / sum(w); 1-D weights apply along ``axis``."""
    if weights is None:
        avg = reductions.mean(a, axis=axis, keepdims=keepdims)
        av = aval_of(asarray(a))
        n = math.prod(av.shape[d] for d in canonical_axes(axis, av.ndim))
        wsum = creation.full(shape(avg), n, aval_of(avg).dtype)
    else:
        a, weights = _promote_inexact(a, weights)
        nd, ws = len(shape(a)), shape(weights)
        if shape(a) != ws:
            if len(ws) != 1:
                raise ValueError("1D weights expected when shapes of a and weights differ.")
            if axis is None:
                raise ValueError("Axis must be specified when shapes of a and weights differ.")
            if not isinstance(axis, int) and not hasattr(axis, "__index__"):
                raise ValueError("Single axis expected when shapes of a and weights differ")
            axis = canonical_axis(operator.index(axis), nd)
            if ws[0] != shape(a)[axis]:
                raise ValueError("Length of weights not compatible with specified axis.")
            weights = shape_ops.moveaxis(broadcast_to(weights, (1,) * (nd - 1) + ws), -1, axis)
        wsum = reductions.sum(weights, axis=axis, keepdims=keepdims)
        avg = ufuncs.true_divide(
            reductions.sum(ufuncs.multiply(a, weights), axis=axis, keepdims=keepdims), wsum)
    if returned:
        return avg, broadcast_to(wsum, shape(avg))
    return avg


# ------------------------------------------------------- matrices and grids
def diagonal(a, offset=0, axis1=0, axis2=1):
    """The ``offset`` diagonal of the (axis1, axis2) planes, as the last axis; a strided
    slice of the flattened plane, so no gather is needed."""
    a = asarray(a)
    nd = aval_of(a).ndim
    if nd < 2:
        raise ValueError("diagonal requires an array of at least two dimensions.")
    i, j = canonical_axis(axis1, nd, "axis1"), canonical_axis(axis2, nd, "axis2")
    if i == j:
        raise ValueError(f"axis1 and axis2 can not be the same. axis1={axis1}, axis2={axis2}")
    offset = operator.index(offset)
    a = shape_ops.moveaxis(a, (i, j), (-2, -1))
    *batch, n, m = aval_of(a).shape
    r0, c0 = builtins.min(builtins.max(0, -offset), n), builtins.min(builtins.max(0, offset), m)
    size = builtins.min(n - r0, m - c0)
    zeros = [0] * len(batch)
    square = lax.slice(a, zeros + [r0, c0], batch + [r0 + size, c0 + size])
    flat = lax.reshape(square, batch + [size * size])
    return lax.slice(flat, zeros + [0], batch + [size * size], [1] * len(batch) + [size + 1])


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """Sum along a diagonal (sum's dtype rules: small ints and bools widen)."""
    if out is not None:
        raise NotImplementedError("trace: out= is not supported (arrays are immutable)")
    return reductions.sum(diagonal(a, offset, axis1, axis2), axis=-1, dtype=dtype)


def diag(v, k=0):
    """A 1-D ``v`` on the k-th diagonal of a square matrix, or the k-th diagonal of 2-D v."""
    v = asarray(v)
    s, k = shape(v), operator.index(k)
    if len(s) == 1:
        n = s[0] + abs(k)
        # padded so that column j holds v's entry for row j - k
        v = lax.pad(v, _const(0, v), [(builtins.max(0, k), builtins.max(0, -k), 0)])
        return ufuncs.where(_eye_mask(n, n, k), v, _const(0, v))
    if len(s) == 2:
        return diagonal(v, offset=k)
    raise ValueError("diag input must be 1d or 2d")


def tri(N, M=None, k=0, dtype=None):
    """Ones on and below the k-th diagonal of an (N, M) array (float32 by default)."""
    dtype = dtypes.canonicalize(_dtype(dtype)) if dtype is not None else dtypes.default_float()
    M = N if M is None else M
    return lax.convert_element_type(_tri_mask(operator.index(N), operator.index(M),
                                              operator.index(k)), dtype)


def _triangle(name, m, k, lower):
    m = asarray(m)
    s = shape(m)
    if len(s) < 2:
        raise ValueError(f"Argument to hostcall.numpy.{name} must be at least 2D")
    k = operator.index(k)
    mask = _tri_mask(s[-2], s[-1], k if lower else k - 1)
    zero = _const(0, m)
    return ufuncs.where(mask, m, zero) if lower else ufuncs.where(mask, zero, m)


def tril(m, k=0):
    """Zeros above the k-th diagonal of the last two axes."""
    return _triangle("tril", m, k, True)


def triu(m, k=0):
    """Zeros below the k-th diagonal of the last two axes."""
    return _triangle("triu", m, k, False)


def kron(a, b):
    """Kronecker product: every a[i] scales a copy of b (interleaved axes, reshaped)."""
    a, b = promote_dtypes(a, b)
    na, nb = len(shape(a)), len(shape(b))
    if na < nb:
        a = shape_ops.expand_dims(a, tuple(range(nb - na)))
    elif nb < na:
        b = shape_ops.expand_dims(b, tuple(range(na - nb)))
    nd = len(shape(a))
    out_shape = [x * y for x, y in zip(shape(a), shape(b))]
    if nd == 0:
        return ufuncs.multiply(a, b)
    a2 = shape_ops.expand_dims(a, tuple(range(1, 2 * nd, 2)))
    b2 = shape_ops.expand_dims(b, tuple(range(0, 2 * nd, 2)))
    return shape_ops.reshape(ufuncs.multiply(a2, b2), out_shape)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Cross product of 3-vectors (or 2-vectors) along the given axes."""
    if axis is not None:
        axisa = axisb = axisc = axis
    a, b = promote_dtypes(a, b)
    a, b = shape_ops.moveaxis(a, axisa, -1), shape_ops.moveaxis(b, axisb, -1)
    na, nb = shape(a)[-1], shape(b)[-1]
    if na not in (2, 3) or nb not in (2, 3):
        raise ValueError("Dimension must be either 2 or 3 for cross product")
    sub, mul = ufuncs.subtract, ufuncs.multiply
    a0, a1, b0, b1 = a[..., 0], a[..., 1], b[..., 0], b[..., 1]
    if na == 2 and nb == 2:
        return sub(mul(a0, b1), mul(a1, b0))
    a2 = a[..., 2] if na == 3 else creation.zeros_like(a0)
    b2 = b[..., 2] if nb == 3 else creation.zeros_like(b0)
    c = shape_ops.stack([sub(mul(a1, b2), mul(a2, b1)), sub(mul(a2, b0), mul(a0, b2)),
                         sub(mul(a0, b1), mul(a1, b0))])
    return shape_ops.moveaxis(c, 0, axisc)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    """Coordinate arrays from 1-D vectors; 'xy' swaps the first two output axes."""
    args = [asarray(x) for x in xi]
    if builtins.any(len(shape(x)) != 1 for x in args):
        raise ValueError(f"Arguments to hostcall.numpy.meshgrid must be 1D, got shapes "
                         f"{[shape(x) for x in args]}")
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Valid values for indexing are 'xy' and 'ij', got {indexing!r}")
    full = [shape(x)[0] for x in args]
    if indexing == "xy" and len(args) >= 2:
        full[0], full[1] = full[1], full[0]
    out = []
    for i, x in enumerate(args):
        d = (1 - i if i < 2 else i) if indexing == "xy" and len(args) >= 2 else i
        target = [n if e == d else 1 for e, n in enumerate(full)] if sparse else full
        out.append(lax.broadcast_in_dim(x, target, (d,)))
    return out


def polyval(p, x, *, unroll=16):
    """Horner's rule, p[0] * x**(n-1) + ... + p[-1], unrolled over p's leading axis."""
    p, x = _promote_inexact(p, x)
    ps = shape(p)
    if not ps:
        raise ValueError("polyval: p must have at least one dimension")
    y = creation.full(broadcast_shapes(ps[1:], shape(x)), 0, aval_of(x).dtype)
    for i in range(ps[0]):
        y = ufuncs.add(ufuncs.multiply(y, x), lax.index_in_dim(p, i, 0, keepdims=False))
    return y
