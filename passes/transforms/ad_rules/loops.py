"""Reverse mode of counted loops (stablehlo.while with ``hostcall.trip_count = N``).

``split_counted_while`` rewrites the jvp of such a loop (primal and tangent carries in
one while) into a primal while, which also stacks the per-iteration values the tangent
needs (residuals, one (N, ...) buffer each), and a tangent while, which reads them back
at its own counter.  ``transpose_counted_while`` runs a tangent while backwards.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects import names
from hostcall.dialects.cloning import captured_values, clone_op, external_uses, lookup
from hostcall.dialects.ops import attrs_of, block_ops
from hostcall.dialects.stablehlo import shape_of

from .builders import add_any, zeros_of
from .errors import ADError

TRIP_COUNT_ATTR = names.TRIP_COUNT
REVERSE_COUNTER_ATTR = names.REVERSE_COUNTER
PRIMAL_CARRIES_ATTR = names.NUM_PRIMAL_CARRIES    # set by hostcall-jvp on loops
I32 = np.int32


def _i32(v: int):
    return hlo.constant(np.array(v, I32))


def _int_attr(v: int):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)


def _uses(op):
    return external_uses(op) if op.regions else list(op.operands)


def _counter_loop(operands, n: int, attrs: dict, loc):
    """A while over ``operands`` + an i32 counter (last) that runs ``n`` times."""
    types = [v.type for v in operands] + [_i32(0).type]
    init = list(operands) + [_i32(0)]
    w = ir.Operation.create("stablehlo.while", results=types, operands=init,
                            attributes=attrs, regions=2, loc=loc)
    cond = w.regions[0].blocks.append(*types)
    with ir.InsertionPoint(cond):
        ir.Operation.create("stablehlo.return", results=[], operands=[
            hlo.compare("LT", cond.arguments[-1], _i32(n))])
    body = w.regions[1].blocks.append(*types)
    return w, body


def partition_ops(ops, linear_seeds) -> tuple[list, list, set]:
    """(ops using no linear value, ops that do, the linear values) of a block's ops."""
    linear = set(linear_seeds)
    primal_ops, linear_ops = [], []
    for o in ops:
        if any(v in linear for v in _uses(o)):
            linear.update(o.results)
            linear_ops.append(o)
        else:
            primal_ops.append(o)
    return primal_ops, linear_ops, linear


def split_loops_in_block(block, linear_seeds, error: str):
    """Partition a block's ops (its terminator excluded), first splitting every jvp'd
    counted loop among the linear ops (inner loops before the enclosing one's split)."""
    while True:
        primal_ops, linear_ops, linear = partition_ops(block_ops(block)[:-1], linear_seeds)
        loops = [o for o in linear_ops if o.name == "stablehlo.while"
                 and PRIMAL_CARRIES_ATTR in o.attributes]
        plain = [o for o in linear_ops if o.name == "stablehlo.while"
                 and PRIMAL_CARRIES_ATTR not in o.attributes
                 and REVERSE_COUNTER_ATTR not in o.attributes and TRIP_COUNT_ATTR in o.attributes]
        if plain:
            with ir.Location.unknown():
                to_jvp_form(plain[0], linear, error)
            continue
        if not loops:
            break
        with ir.Location.unknown():
            split_counted_while(loops[0], linear, error)
    for o in linear_ops:
        if any(x.name == "stablehlo.while" and REVERSE_COUNTER_ATTR not in x.attributes
               for x in _walk(o)):
            raise ADError(error)
    return primal_ops, linear_ops, linear


def to_jvp_form(op, linear_outer: set, error: str):
    """Give a counted while that is linear in some carries but was not made by
    hostcall-jvp (tangent code of a custom_jvp rule, e.g. a solve applied to tangents)
    the form of a jvp'd loop: primal carries first, then the linear ones, counted by
    ``hostcall.num_primal_carries``; split_counted_while then takes it."""
    body = op.regions[1].blocks[0]
    args, ret = list(body.arguments), block_ops(body)[-1]
    lin = {i for i, v in enumerate(op.operands) if v in linear_outer}
    while True:     # carries fed by linear values are linear: a fixed point
        seeds = set(linear_outer) | {args[i] for i in lin}
        _, _, linear = partition_ops(block_ops(body)[:-1], seeds)
        grown = lin | {i for i, v in enumerate(ret.operands) if v in linear}
        if grown == lin:
            break
        lin = grown
    cond = op.regions[0].blocks[0]
    _, cond_linear, _ = partition_ops(block_ops(cond), {cond.arguments[i] for i in lin}
                                      | set(linear_outer))
    if cond_linear:
        raise ADError(error)
    perm = [i for i in range(len(args)) if i not in lin] + sorted(lin)
    k = len(args) - len(lin)
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create("stablehlo.while", results=[op.results[i].type for i in perm],
                                  operands=[op.operands[i] for i in perm],
                                  attributes=attrs_of(op), regions=2, loc=op.location)
        for r in range(2):
            old = op.regions[r].blocks[0]
            nb = new.regions[r].blocks.append(*[old.arguments[i].type for i in perm])
            vmap = {old.arguments[i]: nb.arguments[j] for j, i in enumerate(perm)}
            ops = block_ops(old)
            with ir.InsertionPoint(nb):
                for o in ops[:-1]:
                    clone_op(o, vmap)
                outs = [lookup(vmap, v) for v in ops[-1].operands]
                ir.Operation.create("stablehlo.return", results=[], operands=[
                    outs[i] for i in perm] if r == 1 else outs)
    for j, i in enumerate(perm):
        op.results[i].replace_all_uses_with(new.results[j])
    op.erase()
    new.attributes[PRIMAL_CARRIES_ATTR] = _int_attr(k)
    return new


def split_counted_while(op, linear_outer: set, error: str) -> dict:
    """Replace the jvp'd while ``op`` by a primal while and a tangent while, in place;
    return {old result: new value} (the old results are gone)."""
    if TRIP_COUNT_ATTR not in op.attributes or PRIMAL_CARRIES_ATTR not in op.attributes:
        raise ADError(error)
    n = ir.IntegerAttr(op.attributes[TRIP_COUNT_ATTR]).value
    k = ir.IntegerAttr(op.attributes[PRIMAL_CARRIES_ATTR]).value
    body = op.regions[1].blocks[0]
    args = list(body.arguments)
    primal_ops, tangent_ops, linear = split_loops_in_block(
        body, set(linear_outer) | set(args[k:]), error)
    ret = block_ops(body)[-1]
    inside = set(args) | {r for o in primal_ops for r in o.results}
    constants = {r: o for o in primal_ops if o.name == "stablehlo.constant" for r in o.results}
    residuals = []
    for v in [u for o in tangent_ops for u in _uses(o)] + list(ret.operands)[k:]:
        if v in inside and v not in linear and v not in constants and v not in residuals:
            residuals.append(v)
    attrs = {TRIP_COUNT_ATTR: _int_attr(n)}
    with ir.InsertionPoint(op), op.location:
        # the primal loop: primal carries, residual buffers, counter
        # (one row at least: a loop that never runs still writes and reads rows in its
        # body, which must verify)
        bufs = [zeros_of(ir.RankedTensorType.get([max(n, 1), *shape_of(r)],
                                                 ir.RankedTensorType(r.type).element_type))
                for r in residuals]
        p_inits = list(op.operands)[:k]
        wp, pb = _counter_loop(p_inits + bufs, n, attrs, op.location)
        # a counted loop runs exactly n times: the counter replaces the original condition
        vmap = dict(zip(args[:k], pb.arguments[:k]))
        with ir.InsertionPoint(pb):
            for o in primal_ops:
                clone_op(o, vmap)
            i = pb.arguments[-1]
            zero = _i32(0)
            new_bufs = []
            for r, buf in zip(residuals, pb.arguments[k:k + len(residuals)]):
                row = hlo.reshape(lookup(vmap, r), [1, *shape_of(r)])
                index = [i] + [zero] * len(shape_of(r))
                new_bufs.append(hlo.dynamic_update_slice(buf, row, index))
            ir.Operation.create("stablehlo.return", results=[], operands=[
                lookup(vmap, v) for v in list(ret.operands)[:k]] + new_bufs +
                [hlo.binary("add", i, _i32(1))])
        stacked = list(wp.results)[k:k + len(residuals)]
        # the tangent loop: tangent carries and counter; reads residuals at its counter
        t_inits = list(op.operands)[k:]
        t_attrs = {TRIP_COUNT_ATTR: _int_attr(n), REVERSE_COUNTER_ATTR: _int_attr(len(t_inits))}
        wt, tb = _counter_loop(t_inits, n, t_attrs, op.location)
        tmap = dict(zip(args[k:], tb.arguments[:len(t_inits)]))
        with ir.InsertionPoint(tb):
            i = tb.arguments[-1]
            zero = _i32(0)
            for r, buf in zip(residuals, stacked):
                row = hlo.dynamic_slice(buf, [i] + [zero] * len(shape_of(r)), [1, *shape_of(r)])
                tmap[r] = hlo.reshape(row, shape_of(r))
            needed = {u for o in tangent_ops for u in _uses(o)} | set(ret.operands)
            for v, c in constants.items():
                if v in needed:
                    clone_op(c, tmap)
            for o in tangent_ops:
                clone_op(o, tmap)
            ir.Operation.create("stablehlo.return", results=[], operands=[
                lookup(tmap, v) for v in list(ret.operands)[k:]] +
                [hlo.binary("add", i, _i32(1))])
    replaced = dict(zip(list(op.results)[:k], list(wp.results)[:k]))
    replaced.update(zip(list(op.results)[k:], list(wt.results)[:len(t_inits)]))
    for old, new in replaced.items():
        old.replace_all_uses_with(new)
    op.erase()
    return replaced


def _walk(op):
    """``op`` and every op nested in it."""
    out = []

    def visit(o):
        out.append(o)
        return ir.WalkResult.ADVANCE
    op.walk(visit)
    return out


def transpose_counted_while(transposer, op, linear, vmap, cts, cts_out):
    """Run a tangent loop (made by split_counted_while) backwards."""
    if REVERSE_COUNTER_ATTR not in op.attributes:
        raise ADError("transpose of a while loop without a known trip count is not supported")
    n = ir.IntegerAttr(op.attributes[TRIP_COUNT_ATTR]).value
    kt = ir.IntegerAttr(op.attributes[REVERSE_COUNTER_ATTR]).value
    body = op.regions[1].blocks[0]
    args = list(body.arguments)
    captured = [v for v in captured_values(op) if v in linear]
    ct_init = list(cts_out[:kt]) + [zeros_of(v.type) for v in captured]
    w, wb = _counter_loop(ct_init, n, {TRIP_COUNT_ATTR: _int_attr(n)}, op.location)
    with ir.InsertionPoint(wb):
        j = wb.arguments[-1]
        i = hlo.binary("subtract", _i32(n - 1), j)
        inner_v = dict(vmap)
        inner_v[args[kt]] = i
        ret = block_ops(body)[-1]
        inner_cts: dict = {}
        for v, c in zip(list(ret.operands)[:kt], wb.arguments[:kt]):
            inner_cts[v] = add_any(inner_cts.get(v), c)
        transposer.transpose_block(body, set(linear) | set(args[:kt]), inner_v, inner_cts)
        new_cts = [inner_cts.get(a) if inner_cts.get(a) is not None else zeros_of(a.type)
                   for a in args[:kt]]
        accs = [add_any(acc, inner_cts.get(v)) for acc, v in
                zip(wb.arguments[kt:kt + len(captured)], captured)]
        ir.Operation.create("stablehlo.return", results=[], operands=new_cts + accs +
                            [hlo.binary("add", j, _i32(1))])
    results = list(w.results)
    for v, c in zip(list(op.operands)[:kt], results[:kt]):
        if v in linear:
            cts[v] = add_any(cts.get(v), c)
    for v, c in zip(captured, results[kt:kt + len(captured)]):
        cts[v] = add_any(cts.get(v), c)
