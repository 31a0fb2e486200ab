"""jax.lax functions that are compositions of hostcall's primitives and numpy functions:
the inverse and hyperbolic trigonometric functions, full / full_like / empty, shape
helpers (collapse, split, tile, stack, broadcast_to_rank, ...), cumlogsumexp,
reduce_xor, scatter_sub, index_take, approx_max_k / approx_min_k (exact top_k, as JAX on
CPU), custom_root / custom_linear_solve (implicit derivatives), composite
and platform_dependent.

They live above the numpy layer (in the lax facade) because they reuse jnp's functions;
no new primitive, so jit, vmap and grad go through the existing rules.
"""
from __future__ import annotations

import functools
import operator

import numpy as np

from .. import core
from .. import numpy as jnp
from .. import primitives as _p
from .. import tree_util
from ..ad import jvp, stop_gradient
from ..platforms import default_backend
from ..numpy import trigonometric as _trig
from ..numpy import ufuncs as _ufuncs


__all__ = ["acos", "acosh", "approx_max_k", "approx_min_k", "asin", "asinh", "atan", "atanh",
           "broadcast_like", "broadcast_shapes", "broadcast_to_rank", "collapse", "composite",
           "cosh", "cumlogsumexp", "custom_linear_solve", "custom_root", "dtype", "empty",
           "full", "full_like", "index_take", "platform_dependent",
           "reduce_xor", "scatter_sub", "shape_as_value", "sinh", "split", "stack", "stage",
           "tile", "unstack", "mulhi"]


def _float_unary(name, fn):
    def f(x):
        av = jnp.asarray(x)
        if av.dtype.kind not in "fc" and av.dtype != jnp.bfloat16:
            raise TypeError(f"lax.{name} does not accept dtype {av.dtype.name}; it needs a "
                            "floating or complex input")
        return fn(av)
    f.__name__ = name
    f.__doc__ = f"Elementwise {name} of a floating or complex array (lax.{name})."
    return f


asin = _float_unary("asin", _ufuncs.arcsin)
acos = _float_unary("acos", _ufuncs.arccos)
atan = _float_unary("atan", _ufuncs.arctan)
sinh = _float_unary("sinh", _ufuncs.sinh)
cosh = _float_unary("cosh", _ufuncs.cosh)
asinh = _float_unary("asinh", _trig.arcsinh)
acosh = _float_unary("acosh", _trig.arccosh)
atanh = _float_unary("atanh", _trig.arctanh)


def full(shape, fill_value, dtype=None, *, sharding=None):
    """An array of ``shape`` filled with ``fill_value`` (a scalar), of ``dtype`` or the
    fill value's."""
    if jnp.ndim(fill_value) != 0:
        raise TypeError(f"full must be called with scalar fill_value, got fill_value.shape "
                        f"{jnp.shape(fill_value)}.")
    return jnp.full(shape, fill_value, dtype)


def full_like(x, fill_value, dtype=None, shape=None, sharding=None):
    """An array like ``x`` (its shape and dtype unless given) filled with ``fill_value``."""
    return jnp.full_like(x, fill_value, dtype=dtype, shape=shape)


def empty(shape, dtype, *, out_sharding=None):
    """An array of ``shape`` and ``dtype`` whose values are unspecified (zeros here)."""
    return jnp.zeros(shape, dtype)


def dtype(x):
    """The canonical dtype of ``x`` (lax.dtype)."""
    return np.dtype(jnp.result_type(x))


broadcast_shapes = jnp.broadcast_shapes


def stage(x, /):
    """``x`` lifted into the active trace (a tracer of its value), or an Array outside
    any trace: the identity on values."""
    trace = core.current_trace()
    return jnp.asarray(x) if trace is None else trace.lift(x)


def broadcast_like(arr, like_arr):
    """``arr`` broadcast to the shape of ``like_arr``."""
    return jnp.broadcast_to(arr, jnp.shape(like_arr))


def broadcast_to_rank(x, rank: int):
    """``x`` with leading size-1 axes added up to ``rank`` dimensions."""
    x = jnp.asarray(x)
    nd = x.ndim
    if nd == rank:
        return x
    return _p.broadcast(x, (1,) * (rank - nd))


def collapse(operand, start_dimension: int, stop_dimension: int | None = None):
    """``operand`` with the axes start_dimension:stop_dimension merged into one."""
    operand = jnp.asarray(operand)
    s = operand.shape
    lo = operator.index(start_dimension) % (len(s) + 1) if s else 0
    hi = len(s) if stop_dimension is None else operator.index(stop_dimension) % (len(s) + 1)
    return _p.reshape(operand, s[:lo] + (int(np.prod(s[lo:hi])),) + s[hi:])


def split(operand, sizes, axis: int = 0):
    """``operand`` cut along ``axis`` into pieces of the given ``sizes`` (their sum must be
    the axis length)."""
    operand = jnp.asarray(operand)
    axis = operator.index(axis) % operand.ndim
    sizes = [operator.index(s) for s in sizes]
    if sum(sizes) != operand.shape[axis]:
        raise ValueError(f"Sum of sizes {sum(sizes)} must be equal to dimension {axis} of "
                         f"the operand shape {operand.shape}")
    out, start = [], 0
    for s in sizes:
        out.append(_p.slice_in_dim(operand, start, start + s, axis=axis))
        start += s
    return out


def stack(operands, axis: int = 0):
    """The operands (one shape) stacked along a new ``axis``."""
    return jnp.stack(operands, axis=axis)


def unstack(x, axis: int = 0):
    """The slices of ``x`` along ``axis``, as a tuple."""
    return tuple(jnp.unstack(x, axis=axis))


def tile(operand, reps):
    """``operand`` repeated ``reps[i]`` times along each axis (len(reps) == ndim)."""
    operand = jnp.asarray(operand)
    if len(reps) != operand.ndim:
        raise ValueError(f"len(reps) = {len(reps)} must equal operand.ndim = {operand.ndim}")
    return jnp.tile(operand, tuple(reps))


def shape_as_value(shape):
    """A static shape as an int32 array."""
    return jnp.asarray(tuple(shape), dtype=np.int32)


def cumlogsumexp(operand, axis: int = 0, reverse: bool = False):
    """The running log(sum(exp(x))) along ``axis`` (from the end with ``reverse``)."""
    return _p.associative_scan(jnp.logaddexp, jnp.asarray(operand), reverse=reverse,
                               axis=axis)


def reduce_xor(operand, axes):
    """The bitwise xor of ``operand`` over ``axes`` (booleans: parity), bit by bit through
    sums of each bit modulo 2."""
    x = jnp.asarray(operand)
    axes = tuple(axes)
    if x.dtype == np.bool_:
        return jnp.sum(x, axis=axes, dtype=np.int32) % 2 == 1
    if x.dtype.kind not in "iu":
        raise TypeError(f"reduce_xor requires a boolean or integer operand, got {x.dtype}")
    u = np.dtype(f"uint{8 * x.dtype.itemsize}")
    bits = _p.bitcast_convert_type(x, u) if x.dtype != u else x
    out = jnp.zeros(tuple(d for i, d in enumerate(x.shape) if i not in
                          {a % x.ndim for a in axes}), u)
    for b in range(8 * x.dtype.itemsize):
        parity = jnp.sum((bits >> u.type(b)) & u.type(1), axis=axes, dtype=u) & u.type(1)
        out = out | (parity << u.type(b))
    return _p.bitcast_convert_type(out, x.dtype) if x.dtype != u else out


def scatter_sub(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    """scatter_add of the negated updates."""
    return _p.scatter_add(operand, scatter_indices, jnp.negative(updates), dimension_numbers,
                          indices_are_sorted=indices_are_sorted,
                          unique_indices=unique_indices, mode=mode)


def index_take(src, idxs, axes):
    """src indexed by the rows of ``idxs`` (N, len(axes)) along ``axes``: shape (N,) + the
    other axes of src."""
    src, idxs = jnp.asarray(src), jnp.asarray(idxs)
    axes = tuple(operator.index(a) for a in axes)
    moved = jnp.moveaxis(src, axes, tuple(range(len(axes))))
    return moved[tuple(idxs[:, i] for i in range(len(axes)))]


def _top_k_along(operand, k, dim, largest):
    x = jnp.moveaxis(jnp.asarray(operand), dim, -1)
    vals, idx = _p.top_k(x if largest else -x, k)
    return jnp.moveaxis(vals if largest else -vals, -1, dim), jnp.moveaxis(idx, -1, dim)


def approx_max_k(operand, k: int, reduction_dimension: int = -1,
                 recall_target: float = 0.95, reduction_input_size_override: int = -1,
                 aggregate_to_topk: bool = True):
    """(values, indices) of the ``k`` largest entries along ``reduction_dimension``:
    exact (recall 1), as JAX on CPU."""
    return _top_k_along(operand, k, reduction_dimension, True)


def approx_min_k(operand, k: int, reduction_dimension: int = -1,
                 recall_target: float = 0.95, reduction_input_size_override: int = -1,
                 aggregate_to_topk: bool = True):
    """(values, indices) of the ``k`` smallest entries along ``reduction_dimension``:
    exact, as JAX on CPU."""
    return _top_k_along(operand, k, reduction_dimension, False)


def _implicit(value, correction):
    """``value`` whose derivative is that of ``correction`` (value + c - stop_gradient(c))."""
    return tree_util.tree_map(lambda v, c: v + (c - stop_gradient(c)), value, correction)


def custom_root(f, initial_guess, solve, tangent_solve, has_aux=False):
    """The root ``solve(f, initial_guess)`` of ``f``, differentiated implicitly: the
    derivative is -J^-1 df (J = df/dx at the root, applied through ``tangent_solve(g, y)``)
    instead of the derivative of ``solve``'s iterations."""
    out = solve(f, stop_gradient(initial_guess))
    x, aux = out if has_aux else (out, None)
    x = stop_gradient(x)

    def lin(t):
        return jvp(lambda z: f(z), (x,), (t,))[1]
    residual = f(x)
    correction = tree_util.tree_map(jnp.negative, tangent_solve(lin, residual))
    root = _implicit(x, correction)
    return (root, aux) if has_aux else root


def custom_linear_solve(matvec, b, solve, transpose_solve=None, symmetric=False,
                        has_aux=False):
    """x = solve(matvec, b) for the linear map ``matvec``, differentiated implicitly:
    dx = A^-1 (db - dA x) through one more ``solve`` of the residual, not through the
    first solve's iterations."""
    out = solve(matvec, stop_gradient(b))
    x, aux = out if has_aux else (out, None)
    x = stop_gradient(x)
    residual = tree_util.tree_map(jnp.subtract, b, matvec(x))
    correction = solve(matvec, residual)
    if has_aux:
        correction = correction[0]
    x = _implicit(x, correction)
    return (x, aux) if has_aux else x


def composite(decomposition, name: str, version: int = 0):
    """``decomposition`` as a named composite (StableHLO's composite op in JAX); hostcall
    traces the decomposition itself, with the same values."""
    @functools.wraps(decomposition)
    def f(*args, **kwargs):
        return decomposition(*args, **kwargs)
    f.composite_name, f.composite_version = name, version
    return f


def platform_dependent(*args, default=None, **per_platform):
    """``per_platform[p](*args)`` for the platform p of the default device ('cpu' or
    'cuda'), else ``default(*args)``."""
    platform = default_backend()
    fn = per_platform.get(platform, default)
    if fn is None:
        raise NotImplementedError(f"platform_dependent: no branch for platform {platform!r} "
                                  "and no default")
    return fn(*args)


def mulhi(x, y):
    """The high half of each integer product x * y (the bits past the operands' width),
    signed or unsigned as the operands are.  Built from half-width products in the
    operands' own width, so no wider integer type is needed (int32 without x64)."""
    x, y = jnp.asarray(x), jnp.asarray(y)
    if x.dtype != y.dtype or x.dtype.kind not in "iu":
        raise TypeError(f"lax.mulhi needs two integer operands of one dtype, got "
                        f"{x.dtype.name} and {y.dtype.name}")
    dtype = x.dtype
    bits = dtype.itemsize * 8
    unsigned = np.dtype(f"uint{bits}")
    half = bits // 2
    low_mask = unsigned.type((1 << half) - 1)
    a, b = _p.bitcast_convert_type(x, unsigned), _p.bitcast_convert_type(y, unsigned)
    shift = jnp.asarray(half, unsigned)
    a_lo, a_hi = a & low_mask, _p.shift_right_logical(a, shift)
    b_lo, b_hi = b & low_mask, _p.shift_right_logical(b, shift)
    lo_lo = a_lo * b_lo
    cross = a_hi * b_lo + _p.shift_right_logical(lo_lo, shift)       # fits: no carry lost
    cross2 = a_lo * b_hi + (cross & low_mask)
    high = a_hi * b_hi + _p.shift_right_logical(cross, shift) + \
        _p.shift_right_logical(cross2, shift)
    if dtype.kind == "i":   # signed: subtract the other operand where one is negative
        high = high - jnp.where(x < 0, b, unsigned.type(0)) - jnp.where(y < 0, a, unsigned.type(0))
    return _p.bitcast_convert_type(high, dtype)
