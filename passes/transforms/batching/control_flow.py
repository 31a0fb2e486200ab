"""while, if and case under vmap.

* ``while`` with an unbatched predicate keeps its trip count; carries become batched
  when their init or their update is.  With a batched predicate every carry is batched,
  the loop runs while *any* element's predicate holds, and the body keeps finished
  elements frozen: ``carry = select(pred(carry), body(carry), carry)``, with the
  predicate recomputed at the top of the body from a copy of the cond region.
  When the cond region holds an ordered callback (an ordered debug print), the loop
  first becomes ``p = cond(x); while p: x = body(x); p = cond(x)`` with the predicate
  carried (JAX's lowering of such loops), so the cond runs once per iteration, not also
  in the copy the body needs: it prints what JAX prints, the body's result for every
  element, while finished elements keep their values.
* ``if``/``case`` with an unbatched predicate keep their branching; with a batched one
  every branch runs (its ops move in front of the op) and the results are selected
  per element.  ``case`` sends an out-of-range index to the last branch, as StableHLO.
* io callbacks follow JAX: any io callback in a batched cond is an error; in a batched
  while, ordered io is an error, and unordered io is one when the predicate is batched.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import callback as cbop
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects import names

from . import (attrs_of, batched_type, contains_op, create, move_regions, predictor, rule,
               shape)
from .callbacks import callback_kind, is_ordered, opted_in_sequential
from .errors import IOInVmapOfCondError, WhileEffectError


def _is_io_callback(op) -> bool:
    return callback_kind(op) == "io"


# ---------------------------------------------------------------- prediction
def carry_flags(bt, op, known: set) -> tuple[list[bool], bool]:
    """(which carries are batched, whether the predicate is) at the loop's fixed point."""
    flags = [v in known for v in op.operands]
    cond_block, body_block = op.regions[0].blocks[0], op.regions[1].blocks[0]
    while True:
        pred = bt.predict_block(cond_block, flags, known)[0]
        outs = bt.predict_block(body_block, flags, known)
        new = [True] * len(flags) if pred else [f or o for f, o in zip(flags, outs)]
        if new == flags:
            return flags, pred
        flags = new


@predictor("stablehlo.while")
def _predict_while(bt, op, known):
    return carry_flags(bt, op, known)[0]


@predictor("stablehlo.if", "stablehlo.case")
def _predict_cond(bt, op, known):
    if op.operands[0] in known:
        return [True] * len(op.results)
    flags = [False] * len(op.results)
    for region in op.regions:
        outs = bt.predict_block(region.blocks[0], [], known)
        flags = [a or b for a, b in zip(flags, outs)]
    return flags


# ---------------------------------------------------------------------- while
def _clone_with_mapping(ops, mapping: dict, ip) -> None:
    """Clone ``ops`` at ``ip``, rewiring their (nested) operands through ``mapping``."""
    for o in ops:
        c = o.operation.clone(ip=ip)
        _remap(c, mapping)
        for old, new in zip(o.results, c.results):
            mapping[old] = new


def _remap(op, mapping: dict) -> None:
    for i, v in enumerate(list(op.operands)):
        if v in mapping:
            op.operands[i] = mapping[v]
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                _remap(inner.operation, mapping)


# Loops with a static trip count (scan, fori_loop) carry it in this attribute; like JAX's
# scan they leave ordered io callbacks to the callback rule, which rejects batched ones.
TRIP_COUNT_ATTR = names.TRIP_COUNT


def _check_while_effects(op, pred_batched: bool) -> None:
    io = contains_op(op, _is_io_callback)
    if io is None:
        return
    counted = TRIP_COUNT_ATTR in op.attributes
    if is_ordered(io) and not opted_in_sequential(io) and not counted:
        raise WhileEffectError("Ordered IO effects not supported in vmap.", io)
    if pred_batched:
        kind = "Ordered" if is_ordered(io) else "Unordered"
        raise WhileEffectError(
            f"{kind} IO effects not supported in while_loop with batched predicate", io)


def _any_over_batch(x):
    false = hlo.constant(np.asarray(False))
    return hlo.reduce([x], [false], [0], lambda a, b: [hlo.binary("or", a, b)])[0]


def _is_ordered_callback(op) -> bool:
    return cbop.is_callback(op) and cbop.is_ordered(op)


def _cond_has_ordered_effects(op) -> bool:
    """Whether the cond region of a while holds an ordered callback (at any depth)."""
    return any(_is_ordered_callback(o.operation) or
               contains_op(o.operation, _is_ordered_callback) is not None
               for o in op.regions[0].blocks[0].operations)


def _carry_predicate(op):
    """``while cond(x): x = body(x)`` -> ``p = cond(x); while p: x = body(x); p = cond(x)``,
    built in front of ``op``: (the new while, the ops computing the first predicate)."""
    cond_block, body_block = op.regions[0].blocks[0], op.regions[1].blocks[0]
    cond_ops = list(cond_block.operations)
    mapping = dict(zip(cond_block.arguments, op.operands))
    first = []
    for o in cond_ops[:-1]:
        c = o.operation.clone(ip=ir.InsertionPoint(op))
        _remap(c, mapping)
        mapping.update(zip(o.results, c.results))
        first.append(c)
    pred0 = mapping.get(cond_ops[-1].operands[0], cond_ops[-1].operands[0])
    types = [pred0.type] + [r.type for r in op.results]
    new = create(op.name, [pred0] + list(op.operands), types, attrs_of(op), regions=2)
    cb = new.regions[0].blocks.append(*types)
    with ir.InsertionPoint(cb):
        ir.Operation.create("stablehlo.return", results=[], operands=[cb.arguments[0]])
    bb = new.regions[1].blocks.append(*types)
    body_ops = list(body_block.operations)
    mapping = dict(zip(body_block.arguments, bb.arguments[1:]))
    _clone_with_mapping(body_ops[:-1], mapping, ir.InsertionPoint(bb))
    outs = [mapping.get(v, v) for v in body_ops[-1].operands]
    mapping = dict(zip(cond_block.arguments, outs))
    _clone_with_mapping(cond_ops[:-1], mapping, ir.InsertionPoint(bb))
    pred = mapping.get(cond_ops[-1].operands[0], cond_ops[-1].operands[0])
    with ir.InsertionPoint(bb):
        ir.Operation.create("stablehlo.return", results=[], operands=[pred] + outs)
    return new, first


@rule("stablehlo.while")
def while_(bt, op, flags):
    carry, pred_batched = carry_flags(bt, op, bt.batched)
    _check_while_effects(op, pred_batched)
    if pred_batched and _cond_has_ordered_effects(op):
        new, first = _carry_predicate(op)
        bt.batch_ops(first)
        outs = while_(bt, new, [bt.is_batched(v) for v in new.operands])
        new.erase()
        return outs[1:]
    inits = [bt.to_batched(v, f) if c else v for v, f, c in zip(op.operands, flags, carry)]
    types = [batched_type(r.type, bt.B) if c else r.type for r, c in zip(op.results, carry)]
    new = create(op.name, inits, types, attrs_of(op), regions=2)
    move_regions(op, new)
    cond_block, body_block = new.regions[0].blocks[0], new.regions[1].blocks[0]
    for block in (cond_block, body_block):
        for arg, c in zip(block.arguments, carry):
            if c:
                arg.set_type(batched_type(arg.type, bt.B))
                bt.batched.add(arg)
    pred_copy = None
    if pred_batched:  # the body needs each element's predicate: copy the cond region in
        mapping = dict(zip(cond_block.arguments, body_block.arguments))
        first = list(body_block.operations)[0]
        _clone_with_mapping(list(cond_block.operations), mapping, ir.InsertionPoint(first))
        pred_copy = list(body_block.operations)[len(list(cond_block.operations)) - 1]
    bt.batch_ops(list(cond_block.operations))
    bt.batch_ops(list(body_block.operations))
    cond_term = list(cond_block.operations)[-1]
    if bt.is_batched(cond_term.operands[0]):
        with cond_term.location, ir.InsertionPoint(cond_term):
            cond_term.operands[0] = _any_over_batch(cond_term.operands[0])
    body_term = list(body_block.operations)[-1]
    bt.conform_terminator(body_term, carry)
    if pred_copy is not None:
        pred = pred_copy.operands[0]
        with body_term.location, ir.InsertionPoint(body_term):
            for i, (v, old) in enumerate(zip(list(body_term.operands), body_block.arguments)):
                mask = pred
                if bt.is_batched(pred) and shape(v) != shape(pred):
                    mask = hlo.broadcast_in_dim(pred, shape(v), [0])
                body_term.operands[i] = hlo.select(mask, v, old)
        pred_copy.erase()
    return list(zip(new.results, carry))


# ------------------------------------------------------------------- if / case
@rule("stablehlo.if", "stablehlo.case")
def cond(bt, op, flags):
    io = contains_op(op, _is_io_callback)
    if io is not None:
        raise IOInVmapOfCondError(io)
    if not flags[0]:
        return _cond_unbatched_predicate(bt, op)
    branch_results = []
    for region in op.regions:
        ops = list(region.blocks[0].operations)
        for o in ops[:-1]:
            o.move_before(op)
        bt.batch_ops(ops[:-1])
        branch_results.append([(v, bt.is_batched(v)) for v in ops[-1].operands])
    index = op.operands[0]
    if op.name == "stablehlo.if":  # true -> branch 0
        index = hlo.select(index, *(bt.broadcast(hlo.constant(np.asarray(k, np.int32)))
                                    for k in (0, 1)))
    return [(_select_branch(bt, index, [b[j] for b in branch_results]), True)
            for j in range(len(op.results))]


def _cond_unbatched_predicate(bt, op):
    res_flags = _predict_cond(bt, op, bt.batched)
    types = [batched_type(r.type, bt.B) if f else r.type for r, f in zip(op.results, res_flags)]
    new = create(op.name, op.operands, types, attrs_of(op), regions=len(op.regions))
    move_regions(op, new)
    for region in new.regions:
        block = region.blocks[0]
        bt.batch_ops(list(block.operations))
        bt.conform_terminator(list(block.operations)[-1], res_flags)
    return list(zip(new.results, res_flags))


def _select_branch(bt, index, values):
    """Per element, the value of branch ``index`` (out of range -> last branch)."""
    n = len(values)
    dtype = hlo.dtype_of(index)
    const = (lambda k: hlo.broadcast_in_dim(hlo.constant(np.asarray(k, dtype)), (bt.B,), []))
    out_of_range = hlo.binary("or", hlo.compare("LT", index, const(0)),
                              hlo.compare("GE", index, const(n)))
    index = hlo.select(out_of_range, const(n - 1), index)
    result, _ = values[-1]
    result = bt.to_batched(result, values[-1][1])
    full = shape(result)
    for k in range(n - 2, -1, -1):
        v, b = values[k]
        mask = hlo.compare("EQ", index, const(k))
        if len(full) > 1:
            mask = hlo.broadcast_in_dim(mask, full, [0])
        result = hlo.select(mask, bt.to_batched(v, b), result)
    return result
