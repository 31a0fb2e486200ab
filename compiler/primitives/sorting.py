"""Sorting along one axis: sort, sort_key_val and top_k.

``sort`` orders like numpy: NaNs last, -0.0 equal to 0.0, stable by default, the first
``num_keys`` operands compared lexicographically and the others carried along.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from hostcall.dialects import stablehlo as hlo

from .. import dtypes
from ..core import BY_REFERENCE, bind, defprim
from . import elementwise as ew
from . import structural
from .reductions import monoid_identity


def _is_float(dtype) -> bool:
    return dtypes.kind(dtype) == "f"


def wrap_axis(axis, ndim) -> int:
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
    # IREE 3.13 fails to compile a sort that reads one value twice: pass each distinct
    # value once (the order of ties in a stable sort is hostcall-stable-sort's)
    distinct, position = [], []
    for v in operands:
        match = [i for i, u in enumerate(distinct) if u == v]
        position.append(match[0] if match else len(distinct))
        if not match:
            distinct.append(v)
    key_slots = [position[i] for i in range(num_keys)]
    key_dtypes = [ctx.avals_in[i].dtype for i in range(num_keys)]

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
    dim = wrap_axis(dimension, ndim)
    out = bind(sort_p, operands, {"dimension": dim, "is_stable": bool(is_stable),
                                  "num_keys": int(num_keys)})
    return out[0] if single else tuple(out)


def sort_key_val(keys, values, dimension: int = -1, is_stable: bool = True):
    """Sort ``keys`` and permute ``values`` the same way."""
    return sort((keys, values), dimension, is_stable, num_keys=1)


def top_k(operand, k: int):
    """The ``k`` largest entries along the last axis and their indices, largest first
    (ties: the lower index first, as JAX)."""
    shape = structural.dims(operand)
    if not 0 <= k <= shape[-1]:
        raise ValueError(f"top_k: k={k} out of range for a last axis of {shape[-1]}")
    axis = len(shape) - 1
    index = structural.broadcasted_iota(np.int32, shape, axis)
    # ascending by value, then by descending index; reversed: largest first, low index first
    values, negated, positions = sort((operand, ew.neg(index), index), axis, True,
                                              num_keys=2)
    values, positions = structural.rev(values, (axis,)), structural.rev(positions, (axis,))
    start, limit = [0] * len(shape), list(shape[:-1]) + [k]
    return structural.slice(values, start, limit), structural.slice(positions, start, limit)


__all__: Sequence[str] = ("sort", "sort_key_val", "top_k")
