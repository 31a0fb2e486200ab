"""Sorting and cumulative reductions along one axis.

``sort`` orders like numpy: NaNs last, -0.0 equal to 0.0, stable by default, the first
``num_keys`` operands compared lexicographically and the others carried along.
Cumulative ops lower to ``stablehlo.reduce_window`` with a window spanning the axis,
padded with the monoid's identity on the side the accumulation comes from.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.shape_ops import reduce_window_monoid as reference_reduce_window_monoid
from hostcall.reference.values import ResultType

from .. import dtypes
from ..core import BY_REFERENCE, bind, defprim
from .reductions import _identity


def _is_float(dtype) -> bool:
    return dtypes.kind(dtype) == "f"


def _wrap_axis(axis, ndim) -> int:
    """Negative axes count from the end; others are checked by the shape rules."""
    axis = int(axis)
    return axis + ndim if -ndim <= axis < 0 else axis


# ------------------------------------------------------------------------ sort
def _sort_shape(*operands, dimension, is_stable, num_keys):
    if not operands:
        raise TypeError("sort needs at least one operand")
    shape = operands[0].shape
    if any(o.shape != shape for o in operands):
        raise TypeError("sort operands must have the same shape, got "
                        f"{', '.join(o.str_short() for o in operands)}")
    if not 0 <= dimension < max(len(shape), 1) or not shape:
        raise TypeError(f"sort dimension {dimension} out of range for shape {shape}")
    if not 1 <= num_keys <= len(operands):
        raise TypeError(f"sort num_keys={num_keys} must be between 1 and the number of "
                        f"operands ({len(operands)})")
    for k in operands[:num_keys]:
        if k.dtype.kind == "c":
            raise TypeError(f"sort keys must be real, got {k.str_short()}")
    return list(operands)


def _less(a, b, dtype):
    """a < b with NaN after every number (numpy's order)."""
    lt = hlo.compare("LT", a, b)
    if not _is_float(dtype):
        return lt
    a_num, b_nan = hlo.compare("EQ", a, a), hlo.compare("NE", b, b)
    return hlo.binary("or", lt, hlo.binary("and", a_num, b_nan))


def _equal(a, b, dtype):
    eq = hlo.compare("EQ", a, b)
    if not _is_float(dtype):
        return eq
    both_nan = hlo.binary("and", hlo.compare("NE", a, a), hlo.compare("NE", b, b))
    return hlo.binary("or", eq, both_nan)


def _sort_emit(ctx, *operands, dimension, is_stable, num_keys):
    # IREE 3.13 fails to compile a sort that reads one value twice, or two iotas:
    # pass each distinct value once, and break ties with a broadcast constant
    shape = ctx.avals_in[0].shape
    distinct, position = [], []
    for v in operands:
        match = [i for i, u in enumerate(distinct) if u == v]
        position.append(match[0] if match else len(distinct))
        if not match:
            distinct.append(v)
    key_slots = [position[i] for i in range(num_keys)]
    key_dtypes = [ctx.avals_in[i].dtype for i in range(num_keys)]
    if is_stable:  # IREE's sort is not stable: compare original positions last
        ranks = hlo.constant(np.arange(shape[dimension], dtype=np.int32))
        key_slots.append(len(distinct))
        key_dtypes.append(np.dtype(np.int32))
        distinct.append(hlo.broadcast_in_dim(ranks, shape, [dimension]))

    def comparator(*args):
        pairs = [(args[2 * slot], args[2 * slot + 1]) for slot in key_slots]
        result = _less(*pairs[-1], key_dtypes[-1])
        for (a, b), dt in reversed(list(zip(pairs[:-1], key_dtypes[:-1]))):
            tie_then_next = hlo.binary("and", _equal(a, b, dt), result)
            result = hlo.binary("or", _less(a, b, dt), tie_then_next)
        return [result]

    results = hlo.sort(distinct, dimension, comparator, is_stable)
    return [results[p] for p in position]


# eagerly: the reference's sort by keys, in the order _sort_emit's comparator defines
sort_p = defprim("sort", _sort_shape, _sort_emit, BY_REFERENCE, multiple_results=True,
                 op_name="stablehlo.sort", attrs=dict)


def sort(operand, dimension: int = -1, is_stable: bool = True, num_keys: int = 1):
    """Sort one array, or a sequence of arrays by their first ``num_keys`` (as lax.sort)."""
    single = not isinstance(operand, (list, tuple))
    operands = (operand,) if single else tuple(operand)
    ndim = len(operands[0].shape) if hasattr(operands[0], "shape") else np.ndim(operands[0])
    dim = _wrap_axis(dimension, ndim)
    out = bind(sort_p, operands, {"dimension": dim, "is_stable": bool(is_stable),
                                  "num_keys": int(num_keys)})
    return out[0] if single else tuple(out)


def sort_key_val(keys, values, dimension: int = -1, is_stable: bool = True):
    """Sort ``keys`` and permute ``values`` the same way."""
    return sort((keys, values), dimension, is_stable, num_keys=1)


# ---------------------------------------------------------- cumulative ops
# name -> (monoid of the identity, stablehlo op, accepted dtype kinds)
CUMULATIVE = {
    "cumsum": ("add", "add", "biufc"),
    "cumprod": ("mul", "multiply", "biufc"),
    "cummax": ("max", "maximum", "biuf"),
    "cummin": ("min", "minimum", "biuf"),
}


# Booleans run as int8 0/1 (IREE 3.13 cannot lower reduce_window over i1), where the
# logical monoids are: or = maximum, and = minimum.
_BOOL_BODY = {"add": ("maximum", "max"), "multiply": ("minimum", "min"),
              "maximum": ("maximum", "max"), "minimum": ("minimum", "min")}


def _cumulative_shape(x, *, name, axis, reverse):
    if not 0 <= axis < x.ndim:
        raise TypeError(f"{name} axis {axis} out of range for {x.str_short()}")
    if dtypes.kind(x.dtype) not in CUMULATIVE[name][2]:
        raise TypeError(f"{name} does not accept dtype {x.dtype.name}")
    return x


def _cumulative_emit(ctx, x, *, name, axis, reverse):
    aval = ctx.avals_in[0]
    n = aval.shape[axis]
    if n <= 1:
        return x
    monoid, body_op = CUMULATIVE[name][:2]
    dtype = aval.dtype
    if dtype == np.bool_:
        (body_op, monoid), dtype = _BOOL_BODY[body_op], np.dtype(np.int8)
        x = hlo.convert(x, dtype)
    window = [n if d == axis else 1 for d in range(aval.ndim)]
    padding = [((0, n - 1) if reverse else (n - 1, 0)) if d == axis else (0, 0)
               for d in range(aval.ndim)]
    init = hlo.constant(_identity(monoid, dtype) if aval.dtype != np.bool_
                        else np.array(0 if monoid == "max" else 1, dtype))
    out = hlo.reduce_window([x], [init], window, [1] * aval.ndim, padding,
                            lambda acc, v: [hlo.binary(body_op, acc, v)])[0]
    return hlo.convert(out, np.bool_) if aval.dtype == np.bool_ else out


def _cumulative_eager(x, *, name, axis, reverse):
    """The reference's reduce_window by one monoid over the windows _cumulative_emit
    stages (numpy's accumulate); an axis of one element is x itself, as there."""
    n = x.shape[axis]
    if n <= 1:
        return x
    monoid, body_op = CUMULATIVE[name][:2]
    rank = x.ndim
    (out,) = reference_reduce_window_monoid(
        [x, _identity(monoid, x.dtype)], [ResultType(x.shape, x.dtype)],
        window_dimensions=[n if d == axis else 1 for d in range(rank)],
        window_strides=[1] * rank, base_dilations=[1] * rank, window_dilations=[1] * rank,
        padding=[((0, n - 1) if reverse else (n - 1, 0)) if d == axis else (0, 0)
                 for d in range(rank)], body=f"stablehlo.{body_op}")
    return out


cumulative_prims = {name: defprim(name, _cumulative_shape, _cumulative_emit, _cumulative_eager)
                    for name in CUMULATIVE}


def _cumulative(name):
    def f(operand, axis: int = 0, reverse: bool = False):
        ndim = len(operand.shape) if hasattr(operand, "shape") else np.ndim(operand)
        return bind(cumulative_prims[name], (operand,), {
            "name": name, "axis": _wrap_axis(axis, ndim),
            "reverse": bool(reverse)})
    f.__name__ = name
    f.__doc__ = f"Cumulative {CUMULATIVE[name][0]} along ``axis`` (from the end if reverse)."
    return f


cumsum = _cumulative("cumsum")
cumprod = _cumulative("cumprod")
cummax = _cumulative("cummax")
cummin = _cumulative("cummin")

__all__: Sequence[str] = ("sort", "sort_key_val", "cumsum", "cumprod", "cummax", "cummin")
