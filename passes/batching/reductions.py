"""reduce, reduce_window and sort: the batch axis is one more axis they leave alone.

Their bodies (the reducer, the comparator) work on scalars and move unchanged into the
new op.  Per-element init values have no faithful rewrite and are reported.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects.types import shape_dtype

from . import attrs_of, batched_type, create, i64s, move_regions, rule
from .errors import NoBatchRuleError


def _inputs_and_inits(bt, op, flags):
    n = len(op.operands) // 2
    if any(flags[n:]):
        raise NoBatchRuleError(op, "init values that differ per batch element")
    inputs = [bt.to_batched(v, f) for v, f in zip(op.operands[:n], flags[:n])]
    return inputs, list(op.operands[n:])


def _check_body(bt, op):
    from . import nested_operands
    if any(bt.is_batched(v) for v in nested_operands(op)):
        raise NoBatchRuleError(op, "a body that uses batched values from outside")


@rule("stablehlo.reduce")
def reduce(bt, op, flags):
    _check_body(bt, op)
    inputs, inits = _inputs_and_inits(bt, op, flags)
    attrs = attrs_of(op)
    attrs["dimensions"] = ir.DenseI64ArrayAttr.get([d + 1 for d in i64s(attrs["dimensions"])])
    new = create(op.name, inputs + inits, [batched_type(r.type, bt.B) for r in op.results],
                 attrs, regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]


_WINDOW_ATTRS = {"window_dimensions": 1, "window_strides": 1, "base_dilations": 1,
                 "window_dilations": 1}


@rule("stablehlo.reduce_window")
def reduce_window(bt, op, flags):
    _check_body(bt, op)
    inputs, inits = _inputs_and_inits(bt, op, flags)
    attrs = attrs_of(op)
    for key, one in _WINDOW_ATTRS.items():
        if key in attrs:
            attrs[key] = ir.DenseI64ArrayAttr.get([one] + i64s(attrs[key]))
    if "padding" in attrs:
        import numpy as np
        pad = np.asarray(ir.DenseIntElementsAttr(attrs["padding"]), np.int64).reshape(-1, 2)
        attrs["padding"] = ir.DenseElementsAttr.get(
            np.concatenate([np.zeros((1, 2), np.int64), pad]))
    new = create(op.name, inputs + inits, [batched_type(r.type, bt.B) for r in op.results],
                 attrs, regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]


@rule("stablehlo.sort")
def sort(bt, op, flags):
    _check_body(bt, op)
    inputs = [bt.to_batched(v, f) for v, f in zip(op.operands, flags)]
    attrs = attrs_of(op)
    dim = ir.IntegerAttr(attrs["dimension"]).value
    rank = len(shape_dtype(op.operands[0].type)[0])
    attrs["dimension"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                            (dim % rank if rank else 0) + 1)
    new = create(op.name, inputs, [v.type for v in inputs], attrs, regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]
