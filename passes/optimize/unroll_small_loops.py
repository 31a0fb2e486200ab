"""hostcall-unroll-small-loops: a counted while loop of a few trips nested in another
loop becomes its body repeated once per trip, the counter a constant in each copy.

Why: hostcall-kernelize-loops compiles a loop nested in a loop kernel as a loop inside the
kernel, so its counter is a run-time value there: every dynamic_slice or
dynamic_update_slice at the counter becomes a chain of compares and selects over the
array, and a row or column chosen by the counter a select per element.  The LU
factorization of ``jnp.linalg.det``, ``solve`` or ``inv`` of a small matrix is such a
loop (one trip per column): a 3x3 determinant in a fori_loop body took about 170 scalar
ops per column.  Unrolled, each copy's indices are constants that fold to the element
itself.

Which loops: ``dialects.loops.counted`` ones (a carry from a constant, up by one, the
condition exactly ``counter < stop``) whose body indexes an array by a value computed
from the counter (_INDEX_OPERANDS: the selects to save; a loop that only counts, as
threefry's rounds, stays), with at most ``max-trips`` trips, whose body holds
no op with effects (callbacks, tokens) and at most ``max-ops`` ops over all the copies,
and that lie in another while's body or condition (top-level loops are kernels of their
own or host loops, where the counter costs no selects).  A loop of no trips becomes its
initial carries.  Values are unchanged: the copies are the body's ops in trip order.

A counted loop of one trip or none is unrolled wherever it stands, whatever its body
indexes: IREE 3.13 folds such a loop to its body itself (scf.for's single-trip
canonicalization), so the passes after this one must see the module without it.
hostcall-guard-unread-carries otherwise saw an outer carry read, as the start of a
nested one-trip loop's carry that only the loop's second trip would read, which IREE
then saw overwritten unread and crashed on (the fuzzer's seed 457 f231).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.cloning import clone_op
from hostcall.dialects.loops import counted
from hostcall.dialects.ops import block_ops, enclosed_by, nested_ops, operation, terminator
from hostcall.dialects.types import is_token, shape_dtype

from .. import Option, register

PASS = "hostcall-unroll-small-loops"


def _body_size(loop) -> int:
    """How many ops the loop's body holds, nested ones included (its return excluded)."""
    body = block_ops(loop.regions[1].blocks[0])[:-1]
    return sum(1 + sum(1 for _ in nested_ops(o)) for o in body)


# Operand positions of the ops that index an array by a run-time value (start indices,
# gather and scatter indices): what a counter read there costs in a kernel.
_INDEX_OPERANDS = {
    "stablehlo.dynamic_slice": lambda op: range(1, len(op.operands)),
    "stablehlo.dynamic_update_slice": lambda op: range(2, len(op.operands)),
    "stablehlo.gather": lambda op: (1,),
    "stablehlo.scatter": lambda op: ((len(op.operands) - 1) // 2,),
}
_DEPTH = 6      # how many ops from the counter to the index are followed


def _indexes_by_counter(loop, counter: int) -> bool:
    """Whether the body indexes an array by a value computed from the counter (within
    _DEPTH ops): the reads and writes unrolling turns into constant indices."""
    frontier, seen = [loop.regions[1].blocks[0].arguments[counter]], set()
    for _ in range(_DEPTH):
        following = []
        for value in frontier:
            for use in value.uses:
                user = operation(use.owner)
                positions = _INDEX_OPERANDS.get(user.name)
                if positions is not None and use.operand_number in positions(user):
                    return True
                if user.name != "stablehlo.return" and user not in seen:
                    seen.add(user)
                    following.extend(user.results)
        frontier = following
    return False


def _unrollable(loop, max_trips: int, max_ops: int):
    """The loop's Counted if the pass unrolls it (see the module docstring), else None."""
    found = counted(loop)
    if found is None or found.trips > max_trips:
        return None
    if any(is_token(v.type) for v in loop.operands) or \
            any(o.name in op_traits.WITH_EFFECTS for o in nested_ops(loop)):
        return None
    if found.trips <= 1:
        return found
    if not enclosed_by(loop, ("stablehlo.while",)) or not _indexes_by_counter(loop, found.counter):
        return None
    return found if _body_size(loop) * found.trips <= max_ops else None


def _counter_value(loop, index: int, value: int) -> ir.Value:
    """A constant of the counter carry's type holding ``value``."""
    _, dtype = shape_dtype(loop.operands[index].type)
    return hlo.constant(np.array(value, dtype))


def unroll(loop, found) -> None:
    """Replace ``loop`` by its body once per trip (see the module docstring)."""
    loop = operation(loop)
    body = loop.regions[1].blocks[0]
    carries = list(loop.operands)
    with ir.InsertionPoint(loop), loop.location:
        for trip in range(found.trips):
            vmap = dict(zip(body.arguments, carries))
            vmap[body.arguments[found.counter]] = _counter_value(
                loop, found.counter, found.start + trip)
            for op in block_ops(body)[:-1]:
                clone_op(op, vmap)
            carries = [vmap.get(v, v) for v in terminator(body).operands]
    for result, value in zip(loop.results, carries):
        result.replace_all_uses_with(value)
    loop.erase()


@register(PASS, options={
    "max-trips": Option(int, 8, "loops of more trips stay loops"),
    "max-ops": Option(int, 1024, "loops whose copies would hold more ops than this in all "
                      "stay loops (compile time grows with the copies)")})
def unroll_small_loops(module, ctx, max_trips: int = 8, max_ops: int = 1024):
    """Unroll counted while loops of at most max-trips trips nested in another loop
    (their counter becomes a constant in each copy, so indexing at it folds), and every
    counted loop of one trip or none (IREE folds those itself)."""
    done = 0
    for op in reversed(list(nested_ops(module.operation))):
        if op.name != "stablehlo.while":
            continue
        found = _unrollable(op, max_trips, max_ops)
        if found is not None:
            unroll(op, found)
            done += 1
    ctx.products["unroll_small_loops.unrolled"] = done
