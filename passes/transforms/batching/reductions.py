"""reduce, reduce_window, select_and_scatter, sort and top_k: the batch axis is one more
axis they leave alone.

Their bodies (the reducer, the comparator) work on scalars and move unchanged into the
new op.  A reduce whose init values differ per batch element (the jvp of a ``case`` makes
one when vmap batches its index: the tangent's zero init comes out of the primal case)
and whose body is one op of ``IDENTITIES`` reduces from that op's identity and then
combines each element's init once: ``op(init[b], reduce(x[b], identity))``, a schedule
the spec allows (init used once); a reduce_window likewise, after padding each element
with its own init explicitly (the spec pads with the init value).  Other per-element init
values have no rewrite here and are reported.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype

from . import attrs_of, batched_type, create, i64s, move_regions, rule
from .errors import NoBatchRuleError


def _inputs_and_inits(bt, op, flags):
    n = len(op.operands) // 2
    if any(flags[n:]):
        raise NoBatchRuleError(op, "init values that differ per batch element")
    inputs = [bt.to_batched(v, f) for v, f in zip(op.operands[:n], flags[:n])]
    return inputs, list(op.operands[n:])


def _float(dtype) -> bool:
    return dtype.kind == "f" or dtype.name == "bfloat16" or dtype.name.startswith("float8")


def _lowest(dtype):
    return -np.inf if _float(dtype) else (False if dtype == np.bool_ else np.iinfo(dtype).min)


def _highest(dtype):
    return np.inf if _float(dtype) else (True if dtype == np.bool_ else np.iinfo(dtype).max)


# The identity of a reducer body that is one op of its two arguments, by element type.
IDENTITIES = {
    "stablehlo.add": lambda d: False if d == np.bool_ else 0,
    "stablehlo.multiply": lambda d: True if d == np.bool_ else 1,
    "stablehlo.maximum": _lowest,
    "stablehlo.minimum": _highest,
    "stablehlo.and": lambda d: True if d == np.bool_ else
    (np.iinfo(d).max if d.kind == "u" else -1),
    "stablehlo.or": lambda d: False if d == np.bool_ else 0,
    "stablehlo.xor": lambda d: False if d == np.bool_ else 0,
}


def _single_op_body(op) -> str | None:
    """The op name of a one-input reduce whose body returns one op of its two arguments."""
    if len(op.operands) != 2:
        return None
    block = op.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    if len(ops) != 2 or ops[0].name not in IDENTITIES or ops[1].name != "stablehlo.return":
        return None
    args = set(block.arguments)
    if set(ops[0].operands) != args or len(ops[0].operands) != 2 or \
            list(ops[1].operands) != [ops[0].result]:
        return None
    return ops[0].name


def _reduce_from_identity(bt, op, flags, combine: str):
    """``combine(init[b], reduce(x[b], identity))`` for a batched init."""
    x, init = op.operands
    _, dtype = shape_dtype(init.type)
    identity = hlo.constant(np.asarray(IDENTITIES[combine](dtype), dtype))
    xb = bt.to_batched(x, flags[0])
    attrs = attrs_of(op)
    attrs["dimensions"] = ir.DenseI64ArrayAttr.get([d + 1 for d in i64s(attrs["dimensions"])])
    out_type = batched_type(op.results[0].type, bt.B)
    new = create(op.name, [xb, identity], [out_type], attrs, regions=1)
    move_regions(op, new)
    out_shape, _ = shape_dtype(out_type)
    inits = hlo.broadcast_in_dim(init, out_shape, [0])
    return [(hlo.binary(combine[len("stablehlo."):], inits, new.result), True)]


def _check_body(bt, op):
    from . import nested_operands
    if any(bt.is_batched(v) for v in nested_operands(op)):
        raise NoBatchRuleError(op, "a body that uses batched values from outside")


@rule("stablehlo.reduce")
def reduce(bt, op, flags):
    _check_body(bt, op)
    combine = _single_op_body(op)
    if combine and flags[1]:
        return _reduce_from_identity(bt, op, flags, combine)
    inputs, inits = _inputs_and_inits(bt, op, flags)
    attrs = attrs_of(op)
    attrs["dimensions"] = ir.DenseI64ArrayAttr.get([d + 1 for d in i64s(attrs["dimensions"])])
    new = create(op.name, inputs + inits, [batched_type(r.type, bt.B) for r in op.results],
                 attrs, regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]


def _window_attrs(op) -> dict:
    """The op's attributes with its window widened by the batch axis (size 1, unpadded,
    undilated), so each batch element has its own windows."""
    w = hlo.window_of(op)
    batched = hlo.Window.make((1,) + w.dimensions, (1,) + w.strides,
                              ((0, 0),) + w.padding, (1,) + w.base_dilations,
                              (1,) + w.window_dilations)
    attrs = attrs_of(op)
    for key in ("base_dilations", "window_dilations"):
        attrs.pop(key, None)
    attrs.update(batched.attributes(dilations=op.name == "stablehlo.reduce_window"))
    return attrs


def _reduce_window_from_identity(bt, op, flags, combine: str):
    """``combine(init[b], reduce_window(x[b] padded with init[b], identity))`` for a
    batched init: the padding (which the spec fills with the init value) is made
    explicitly, each batch element's init selected into its padded positions, and the
    windows then reduce the padded array unpadded from the identity."""
    x, init = op.operands
    _, dtype = shape_dtype(init.type)
    w = hlo.window_of(op)
    if any(d != 1 for d in w.base_dilations):
        raise NoBatchRuleError(op, "init values that differ per batch element, with base "
                                   "dilations")
    identity = hlo.constant(np.asarray(IDENTITIES[combine](dtype), dtype))
    xb = bt.to_batched(x, flags[0])
    if any(lo or hi for lo, hi in w.padding):
        low, high = [0] + [lo for lo, _ in w.padding], [0] + [hi for _, hi in w.padding]
        interior = [0] * len(low)
        padded = hlo.pad(xb, identity, low, high, interior)
        shape = hlo.shape_of(padded)
        outside = hlo.pad(hlo.splat(False, hlo.shape_of(xb), np.bool_),
                          hlo.constant(np.asarray(True)), low, high, interior)
        xb = hlo.select(outside, hlo.broadcast_in_dim(init, shape, [0]), padded)
    unpadded = hlo.Window.make((1,) + w.dimensions, (1,) + w.strides, None, None,
                               (1,) + w.window_dilations)
    attrs = attrs_of(op)
    for key in ("base_dilations", "window_dilations", "padding"):
        attrs.pop(key, None)
    attrs.update(unpadded.attributes(dilations=True))
    out_type = batched_type(op.results[0].type, bt.B)
    new = create(op.name, [xb, identity], [out_type], attrs, regions=1)
    move_regions(op, new)
    inits = hlo.broadcast_in_dim(init, shape_dtype(out_type)[0], [0])
    return [(hlo.binary(combine[len("stablehlo."):], inits, new.result), True)]


@rule("stablehlo.reduce_window")
def reduce_window(bt, op, flags):
    _check_body(bt, op)
    combine = _single_op_body(op)
    if combine and flags[1]:
        return _reduce_window_from_identity(bt, op, flags, combine)
    inputs, inits = _inputs_and_inits(bt, op, flags)
    new = create(op.name, inputs + inits, [batched_type(r.type, bt.B) for r in op.results],
                 _window_attrs(op), regions=1)
    move_regions(op, new)
    return [(r, True) for r in new.results]


@rule("stablehlo.select_and_scatter")
def select_and_scatter(bt, op, flags):
    """Operand and source gain the batch axis; the init value stays one scalar."""
    _check_body(bt, op)
    if flags[2]:
        raise NoBatchRuleError(op, "an init value that differs per batch element")
    operand = bt.to_batched(op.operands[0], flags[0])
    source = bt.to_batched(op.operands[1], flags[1])
    new = create(op.name, [operand, source, op.operands[2]], [operand.type],
                 _window_attrs(op), regions=2)
    move_regions(op, new)
    return [(new.result, True)]


@rule("chlo.top_k")
def top_k(bt, op, flags):
    """top_k works along the last axis: a leading batch axis is one more row."""
    operand = bt.to_batched(op.operands[0], flags[0])
    new = create(op.name, [operand], [batched_type(r.type, bt.B) for r in op.results],
                 attrs_of(op))
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
