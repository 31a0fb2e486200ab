"""Shape-changing primitives: broadcast, reshape, transpose, slices, iota, concat, rev;
and expand_dims and squeeze composed from them."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from hostcall.dialects import stablehlo as hlo

from .. import dtypes, prng
from ..tree_util import tree_flatten, tree_unflatten
from ..core import BY_REFERENCE, ShapedArray, abstractify, bind, defprim, typeof


def _ints(xs) -> tuple[int, ...]:
    return tuple(int(x) for x in xs)


# ------------------------------------------------------------ broadcast_in_dim
def _bid_shape(x, *, shape, broadcast_dimensions):
    if len(broadcast_dimensions) != x.ndim:
        raise TypeError(f"broadcast_dimensions {broadcast_dimensions} must have one entry per "
                        f"operand dimension ({x.ndim})")
    for d, bd in zip(x.shape, broadcast_dimensions):
        if not 0 <= bd < len(shape) or d not in (1, shape[bd]):
            raise TypeError(f"cannot broadcast {x.str_short()} to shape {shape} with "
                            f"broadcast_dimensions {broadcast_dimensions}")
    if list(broadcast_dimensions) != sorted(set(broadcast_dimensions)):
        raise TypeError(f"broadcast_dimensions {broadcast_dimensions} must be strictly increasing")
    return x.update(shape=shape)


broadcast_in_dim_p = defprim(
    "broadcast_in_dim", _bid_shape,
    lambda ctx, x, *, shape, broadcast_dimensions: hlo.broadcast_in_dim(x, shape,
                                                                       broadcast_dimensions),
    BY_REFERENCE, op_name="stablehlo.broadcast_in_dim",
    attrs=lambda shape, broadcast_dimensions: {"broadcast_dimensions": broadcast_dimensions})


@prng.on_keys("lax.broadcast_in_dim")
def broadcast_in_dim(x, shape, broadcast_dimensions):
    """``operand`` broadcast to ``shape``, its dimension i landing at
    ``broadcast_dimensions[i]`` (``stablehlo.broadcast_in_dim``).
    """
    return bind(broadcast_in_dim_p, (x,), {"shape": _ints(shape),
                                           "broadcast_dimensions": _ints(broadcast_dimensions)})


def broadcast(x, sizes):
    """Prepend dimensions of the given sizes (lax.broadcast)."""
    nd = np.ndim(x) if not hasattr(x, "ndim") else x.ndim
    shp = tuple(sizes) + tuple(np.shape(x) if not hasattr(x, "shape") else x.shape)
    return broadcast_in_dim(x, shp, range(len(sizes), len(sizes) + nd))


# --------------------------------------------------------------------- reshape
def _reshape_shape(x, *, new_sizes):
    if int(np.prod(new_sizes, dtype=np.int64)) != x.size:
        raise TypeError(f"cannot reshape {x.str_short()} ({x.size} elements) into shape "
                        f"{tuple(new_sizes)}")
    return x.update(shape=new_sizes)


reshape_p = defprim("reshape", _reshape_shape,
                    lambda ctx, x, *, new_sizes: hlo.reshape(x, new_sizes),
                    BY_REFERENCE, op_name="stablehlo.reshape", attrs=lambda new_sizes: {})


@prng.on_keys("lax.reshape")
def reshape(x, new_sizes):
    """``operand`` with a new shape of the same size, optionally transposed first by
    ``dimensions`` (``stablehlo.reshape``).
    """
    return bind(reshape_p, (x,), {"new_sizes": _ints(new_sizes)})


# ------------------------------------------------------------------- transpose
def _transpose_shape(x, *, permutation):
    if sorted(permutation) != list(range(x.ndim)):
        raise TypeError(f"transpose permutation {permutation} is not a permutation of "
                        f"{x.ndim} dimensions")
    return x.update(shape=[x.shape[p] for p in permutation])


transpose_p = defprim("transpose", _transpose_shape,
                      lambda ctx, x, *, permutation: hlo.transpose(x, permutation),
                      BY_REFERENCE, op_name="stablehlo.transpose",
                      attrs=lambda permutation: {"permutation": permutation})


@prng.on_keys("lax.transpose")
def transpose(x, permutation):
    """``operand`` with its axes permuted by ``permutation`` (``stablehlo.transpose``)."""
    return bind(transpose_p, (x,), {"permutation": _ints(permutation)})


# ------------------------------------------------------------------------ iota
def _iota_shape(*, dtype, shape, dimension):
    dtypes.check_supported(dtype)
    if not 0 <= dimension < len(shape):
        raise TypeError(f"iota dimension {dimension} out of range for shape {shape}")
    return ShapedArray(shape, dtype)


iota_p = defprim("iota", _iota_shape,
                 lambda ctx, *, dtype, shape, dimension: hlo.iota(shape, dtype, dimension),
                 BY_REFERENCE, op_name="stablehlo.iota",
                 attrs=lambda dtype, shape, dimension: {"iota_dimension": dimension})


def iota(dtype, size: int):
    """``arange(size)`` in ``dtype`` (``stablehlo.iota``)."""
    return bind(iota_p, (), {"dtype": np.dtype(dtype), "shape": (int(size),), "dimension": 0})


def broadcasted_iota(dtype, shape, dimension: int):
    """An array of ``shape`` counting along ``dimension`` (``stablehlo.iota``)."""
    return bind(iota_p, (), {"dtype": np.dtype(dtype), "shape": _ints(shape),
                             "dimension": int(dimension)})


# ----------------------------------------------------------------------- slice
def _slice_shape(x, *, start_indices, limit_indices, strides):
    if not len(start_indices) == len(limit_indices) == len(strides) == x.ndim:
        raise TypeError(f"slice needs one start/limit/stride per dimension of {x.str_short()}")
    for lo, hi, st, d in zip(start_indices, limit_indices, strides, x.shape):
        if not (0 <= lo <= hi <= d) or st < 1:
            raise TypeError(f"slice [{start_indices}:{limit_indices}:{strides}] out of "
                            f"bounds for shape {x.shape}")
    return x.update(shape=[-(-(hi - lo) // st) for lo, hi, st
                           in zip(start_indices, limit_indices, strides)])


slice_p = defprim(
    "slice", _slice_shape,
    lambda ctx, x, *, start_indices, limit_indices, strides: hlo.slice_(
        x, start_indices, limit_indices, strides),
    BY_REFERENCE, op_name="stablehlo.slice", attrs=dict)


@prng.on_keys("lax.slice")
def slice(x, start_indices, limit_indices, strides=None):  # noqa: A001 - lax's name
    """The static slice ``operand[start:limit:strides]`` per dimension
    (``stablehlo.slice``).
    """
    strides = strides or (1,) * len(start_indices)
    return bind(slice_p, (x,), {"start_indices": _ints(start_indices),
                                "limit_indices": _ints(limit_indices), "strides": _ints(strides)})


# ----------------------------------------------------------------- concatenate
def _concat_shape(*xs, dimension):
    if not xs:
        raise TypeError("concatenate needs at least one operand")
    x0 = xs[0]
    if not 0 <= dimension < max(x0.ndim, 1):
        raise TypeError(f"concatenate dimension {dimension} out of range for {x0.str_short()}")
    for x in xs[1:]:
        if x.dtype != x0.dtype or x.ndim != x0.ndim or any(
                a != b for i, (a, b) in enumerate(zip(x.shape, x0.shape)) if i != dimension):
            raise TypeError("concatenate operands must agree in dtype and in all dimensions but "
                            f"{dimension}: {', '.join(a.str_short() for a in xs)}")
    shape = list(x0.shape)
    shape[dimension] = sum(x.shape[dimension] for x in xs)
    return ShapedArray(shape, x0.dtype, all(x.weak_type for x in xs))


concatenate_p = defprim("concatenate", _concat_shape,
                        lambda ctx, *xs, dimension: hlo.concatenate(xs, dimension),
                        BY_REFERENCE, op_name="stablehlo.concatenate", attrs=dict)


@prng.on_keys("lax.concatenate")
def concatenate(operands: Sequence, dimension: int):
    """The operands joined along ``dimension`` (``stablehlo.concatenate``)."""
    return bind(concatenate_p, tuple(operands), {"dimension": int(dimension)})


# ------------------------------------------------------------------------- rev
def _rev_shape(x, *, dimensions):
    if any(not 0 <= d < x.ndim for d in dimensions):
        raise TypeError(f"rev dimensions {dimensions} out of range for {x.str_short()}")
    return x


# (an unsigned reverse, which IREE 3.13 does not compile, is hostcall-signed-reverse's)
rev_p = defprim("rev", _rev_shape, lambda ctx, x, *, dimensions: hlo.reverse(x, dimensions),
                BY_REFERENCE, op_name="stablehlo.reverse", attrs=dict)


@prng.on_keys("lax.rev")
def rev(x, dimensions):
    """``operand`` reversed along ``dimensions`` (``stablehlo.reverse``)."""
    return bind(rev_p, (x,), {"dimensions": _ints(dimensions)})


def dims(x) -> tuple:
    """The shape of an array, tracer, key array or Python value, as a tuple."""
    return tuple(typeof(x).shape)


def expand_dims(array, dimensions: Sequence[int]):
    """Insert size-1 axes at ``dimensions`` (positions in the result)."""
    shape = list(dims(array))
    rank = len(shape) + len(dimensions)
    for d in sorted(d % rank for d in dimensions):
        shape.insert(d, 1)
    return reshape(array, shape)


def squeeze(array, dimensions: Sequence[int]):
    """Remove the size-1 axes ``dimensions``."""
    shape = dims(array)
    drop = {d % len(shape) for d in dimensions}
    for d in drop:
        if shape[d] != 1:
            raise ValueError(f"squeeze: dimension {d} of shape {shape} is not 1")
    return reshape(array, [s for i, s in enumerate(shape) if i not in drop])


optimization_barrier_p = defprim(
    "optimization_barrier", lambda *xs: list(xs),
    lambda ctx, *xs: hlo.optimization_barrier(xs), BY_REFERENCE, multiple_results=True,
    op_name="stablehlo.optimization_barrier")


def optimization_barrier(operand):
    """The identity on a pytree of arrays that the compiler may not move computations
    across (``stablehlo.optimization_barrier``), as jax.lax.optimization_barrier."""
    leaves, tree = tree_flatten(operand)
    if not leaves:
        return operand
    return tree_unflatten(tree, bind(optimization_barrier_p, tuple(leaves), {}))
