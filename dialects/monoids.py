"""The reductions StableHLO programs use as monoids: the op that combines two values, and
its identity element per dtype (the init value of a reduce that starts from nothing).

One copy of this knowledge: the front end's reductions build their init values from it,
and passes that split or reorder reductions recognise a reduce body by it."""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .ops import block_ops
from .types import kind

# lax's monoid name -> the stablehlo op of its body
OPS = {"add": "stablehlo.add", "mul": "stablehlo.multiply", "max": "stablehlo.maximum",
       "min": "stablehlo.minimum", "and": "stablehlo.and", "or": "stablehlo.or"}
BY_OP = {op: name for name, op in OPS.items()}


def identity(monoid: str, dtype) -> np.ndarray:
    """The identity element of ``monoid`` (a key of OPS) for ``dtype``, a 0-d array: for max
    and min the lowest / highest value (-inf / inf where the type has infinities)."""
    d = np.dtype(dtype)
    if monoid == "add" or monoid == "or":
        return np.zeros((), d)
    if monoid == "mul":
        return np.ones((), d)
    if monoid in ("max", "min"):
        if d == np.bool_:
            return np.array(monoid == "min")
        if kind(d) == "f":
            with np.errstate(all="ignore"):
                inf = np.array(np.inf).astype(d)
            if not np.isinf(inf.astype(np.float32)):   # no infinity (float8_e4m3fn, ...)
                inf = np.array(ml_dtypes.finfo(d).max, d)
            return -inf if monoid == "max" else inf
        info = ml_dtypes.iinfo(d)
        return np.array(info.min if monoid == "max" else info.max, d)
    if monoid == "and":   # every bit set
        if d == np.bool_:
            return np.array(True)
        return np.array(ml_dtypes.iinfo(d).max if kind(d) == "u" else -1, d)
    raise ValueError(f"unknown monoid {monoid!r}; known: {', '.join(OPS)}")


def of_reduce(op) -> str | None:
    """The monoid (a key of OPS) of a stablehlo.reduce whose body is one op of its two
    arguments, else None."""
    ops = block_ops(op.regions[0].blocks[0])
    if len(ops) != 2 or ops[1].name != "stablehlo.return":
        return None
    combine = ops[0]
    args = list(op.regions[0].blocks[0].arguments)
    if set(combine.operands) != set(args) or ops[1].operands[0] != combine.result:
        return None
    return BY_OP.get(combine.name)
