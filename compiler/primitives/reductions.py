"""Reductions: one ``reduce`` primitive per monoid, argmin/argmax, and lax.reduce (a
monoid computation, lax's or numpy's spelling, mapped to its primitive)."""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from hostcall.dialects import monoids
from hostcall.dialects import stablehlo as hlo

from .. import dtypes, tree_util
from ..core import BY_REFERENCE, ShapedArray, bind, defprim
from . import elementwise as ew


def monoid_identity(monoid: str, dtype: np.dtype):
    """The identity of a lax monoid for ``dtype`` (dialects.monoids)."""
    return monoids.identity(monoid, dtype)


# monoid -> the stablehlo op of the body
MONOIDS = {"add": "add", "mul": "multiply", "max": "maximum", "min": "minimum", "and": "and",
           "or": "or"}


def _reduce_shape(x, *, monoid, axes):
    for a in axes:
        if not 0 <= a < x.ndim:
            raise TypeError(f"reduce axis {a} out of range for {x.str_short()}")
    if len(set(axes)) != len(axes):
        raise TypeError(f"duplicate reduce axes {axes}")
    if monoid in ("and", "or") and x.dtype.kind not in "biu":
        raise TypeError(f"reduce_{monoid} needs a bool or integer operand, got {x.str_short()}")
    return x.update(shape=[d for i, d in enumerate(x.shape) if i not in axes])


def _reduce_emit(ctx, x, *, monoid, axes):
    body_op = MONOIDS[monoid]
    init = hlo.constant(monoid_identity(monoid, ctx.avals_in[0].dtype))
    return hlo.reduce([x], [init], axes, lambda acc, v: [hlo.binary(body_op, acc, v)])[0]


# eagerly: the reference's reduction by one monoid, its identity the init value, 16-bit
# float sums accumulating in float32 as XLA's (and the compiled code's) do
reduce_p = defprim("reduce", _reduce_shape, _reduce_emit, BY_REFERENCE,
                   op_name="stablehlo.reduce",
                   attrs=lambda monoid, axes: {"dimensions": axes,
                                               "body": f"stablehlo.{MONOIDS[monoid]}",
                                               "wide_16bit": True},
                   operands=lambda arrays, monoid, axes: [
                       arrays[0], monoid_identity(monoid, arrays[0].dtype)])


def _reduce(monoid):
    def f(x, axes: Sequence[int]):
        return bind(reduce_p, (x,), {"monoid": monoid, "axes": tuple(int(a) for a in axes)})
    f.__name__ = f"reduce_{monoid}"
    f.__doc__ = (f"``x`` reduced by {monoid} over ``axes`` (``stablehlo.reduce`` with the "
                 f"{monoid} identity as initial value).")
    return f


reduce_sum = _reduce("add")
reduce_prod = _reduce("mul")
reduce_max = _reduce("max")
reduce_min = _reduce("min")
reduce_and = _reduce("and")
reduce_or = _reduce("or")


# ------------------------------------------------------------------ arg reduce
def _argreduce_shape(x, *, axis, index_dtype, kind):
    if not 0 <= axis < x.ndim:
        raise TypeError(f"{kind} axis {axis} out of range for {x.str_short()}")
    return ShapedArray([d for i, d in enumerate(x.shape) if i != axis], index_dtype)


def _argreduce_emit(ctx, x, *, axis, index_dtype, kind):
    aval = ctx.avals_in[0]
    idx = hlo.iota(aval.shape, index_dtype, axis)
    init_v = hlo.constant(monoid_identity("max" if kind == "argmax" else "min", aval.dtype))
    init_i = hlo.constant(np.zeros((), index_dtype))
    direction = "GT" if kind == "argmax" else "LT"
    is_float = dtypes.kind(aval.dtype) == "f"

    def body(acc_v, acc_i, v, i):
        # pick the candidate when it is strictly better, or NaN (first NaN wins), or
        # equal with a smaller index
        better = hlo.compare(direction, v, acc_v)
        if is_float:
            v_nan = hlo.compare("NE", v, v)
            acc_nan = hlo.compare("NE", acc_v, acc_v)
            better = hlo.binary("or", better, hlo.binary(
                "and", v_nan, hlo.unary("not", acc_nan)))
            better = hlo.binary("and", better, hlo.unary("not", acc_nan))
        eq = hlo.compare("EQ", v, acc_v)
        if is_float:
            both_nan = hlo.binary("and", hlo.compare("NE", v, v), hlo.compare("NE", acc_v, acc_v))
            eq = hlo.binary("or", eq, both_nan)
        tie = hlo.binary("and", eq, hlo.compare("LT", i, acc_i))
        take = hlo.binary("or", better, tie)
        return [hlo.select(take, v, acc_v), hlo.select(take, i, acc_i)]

    return hlo.reduce([x, idx], [init_v, init_i], [axis], body)[1]


def _argreduce_eager(x, *, axis, index_dtype, kind):
    f = np.argmax if kind == "argmax" else np.argmin
    return f(x, axis=axis).astype(index_dtype)


argmax_p = defprim("argmax", _argreduce_shape, _argreduce_emit, _argreduce_eager)
argmin_p = defprim("argmin", _argreduce_shape, _argreduce_emit, _argreduce_eager)


def argmax(x, axis: int, index_dtype=np.int32):
    """Index of the largest element along ``axis`` (the first of equal ones; NaN counts as
    largest), in ``index_dtype``.
    """
    return bind(argmax_p, (x,), {"axis": int(axis), "index_dtype": np.dtype(index_dtype),
                                 "kind": "argmax"})


def argmin(x, axis: int, index_dtype=np.int32):
    """Index of the smallest element along ``axis`` (the first of equal ones; NaN counts as
    smallest), in ``index_dtype``.
    """
    return bind(argmin_p, (x,), {"axis": int(axis), "index_dtype": np.dtype(index_dtype),
                                 "kind": "argmin"})


_REDUCERS = {"add": reduce_sum, "mul": reduce_prod,
             "max": reduce_max, "min": reduce_min,
             "and": reduce_and, "or": reduce_or}


# The computations lax.reduce recognizes, and their monoid: lax's own here; the numpy
# layer adds its spellings (jnp.add, ...) when it loads, as lax cannot import it.
REDUCE_COMPUTATIONS = {ew.add: "add", ew.mul: "mul", ew.max: "max", ew.min: "min",
           ew.bitwise_and: "and", ew.bitwise_or: "or"}


def _monoid_of(computation) -> str | None:
    return next((m for f, m in REDUCE_COMPUTATIONS.items() if f is computation), None)


def reduce(operands, init_values, computation: Callable, dimensions: Sequence[int]):  # noqa: A001
    """Reduce ``operands`` over ``dimensions`` with ``computation``, one of the monoids
    add, mul, max, min, bitwise and/or (lax or numpy spelling); the init value enters
    once, as JAX's identity-valued inits do."""
    monoid = _monoid_of(computation)
    if monoid is None:
        raise NotImplementedError(
            f"hostcall.lax.reduce supports the computations lax.add, lax.mul, lax.max, "
            f"lax.min, lax.bitwise_and and lax.bitwise_or (and their numpy spellings), "
            f"not {getattr(computation, '__name__', computation)!r}")
    flat_x, tree = tree_util.tree_flatten(operands)
    flat_init, init_tree = tree_util.tree_flatten(init_values)
    if init_tree != tree:
        raise TypeError("reduce: operands and init_values must have the same structure")
    out = [computation(_REDUCERS[monoid](x, tuple(dimensions)), init)
           for x, init in zip(flat_x, flat_init)]
    return tree_util.tree_unflatten(tree, out)
