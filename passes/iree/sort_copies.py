"""hostcall-sort-copies: a sort reads copies of slices and of repeated operands, and a
pad (or a padded reduce_window) reads a sort's result through a barrier.

Why: IREE 3.13 sorts in place, in the buffers of the sort's results, and fuses into the
sort's dispatch the copy of each operand into its result's buffer; a slice or dynamic
slice of a value in a buffer of its own (an argument, a value another op reads too), an
operand given twice (``lax.sort((x, x))``) and a pad of the sorted values (a fill of the
pad's buffer around them) become ``linalg.generic`` ops its CPU code generator does not
distribute: iree-compile fails with "write affecting operations on global resources are
restricted to workgroup distributed contexts" (``jnp.sort(m[:8], axis=1)``,
``jnp.pad(jnp.sort(x), 1)``).  An elementwise producer or consumer, and a slice,
reverse, transpose, concatenation, reduction or update of the sorted values compile.
The copies (passes/_copies.py: ``x + barrier(-0.0)``, every value kept, signed zeros
included) are elementwise ops, which IREE fuses with the sort and distributes.

Copied: an operand that is a slice or dynamic slice (through conversions to the same
type and same-width bitcasts, which IREE folds away: hostcall-signed-regions sorts
unsigned values as bitcasts to signed ones), an operand IREE would merge with an earlier one
(dialects.ops.MergeKeys: the batched jvp of a sort sorts by the same iota twice).  A
result a pad reads goes through an optimization_barrier (a copy inside a while or case,
where a barrier made IREE's fixed-point pipeline give up): IREE fused a copy with the
sort and the pad after it (sort, pad, scatter into the pad: seed 512 f217 with
``--layout``).  So does a reduce_window with padding, which IREE pads first: a windowed
sum of sorted rows padded at the end (seed 576 f35_v0_vjp_v2, jacrev of vmap of
``reduce_window(sort(x))``).

And iree-compile 3.13 crashes (in iree-stablehlo-to-stablehlo-preprocessing) on a sort
of several operands one of which is a broadcast (``jnp.argsort(jnp.full(5, x))``, the
fuzzer's seed 1 f85 with ``--layout``): such an operand is a copy too, its zeros of the
whole shape (IREE folds the sum of two broadcasts back into one broadcast).  Not a
barrier over the operand itself: with the broadcast iota hostcall-stable-sort adds
behind one, ``jnp.argsort`` of a 6 x 120 array with ties came out wrong (the cause in
IREE not found; a smaller sort of the same form sorted right).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import MergeKeys, nested_ops, outside_control_flow
from hostcall.dialects.types import same_width_bitcast_operand

from .. import _copies, register

PASS = "hostcall-sort-copies"
VIEWS = ("stablehlo.slice", "stablehlo.dynamic_slice")
FILLS_AROUND = ("stablehlo.pad", "stablehlo.reduce_window")
BROADCASTS = ("stablehlo.broadcast_in_dim",)


def _noop_source(op):
    """The operand ``op`` passes on unchanged to IREE (a convert to the same type, a
    same-width bitcast_convert: IREE's integers are signless), else None."""
    if op.name == "stablehlo.convert" and op.operands[0].type == op.result.type:
        return op.operands[0]
    return same_width_bitcast_operand(op)


def _through_noop_converts(value):
    while isinstance(value, ir.OpResult) and _noop_source(value.owner) is not None:
        value = _noop_source(value.owner)
    return value


def _noop_views(value) -> list:
    """``value`` and the no-op conversions (``_noop_source``) of it, transitively."""
    found, stack = [], [value]
    while stack:
        v = stack.pop()
        found.append(v)
        for use in v.uses:
            source = _noop_source(use.owner) if len(use.owner.results) == 1 else None
            if source is not None and source == v:
                stack.append(use.owner.result)
    return found


def is_slice(value) -> bool:
    """Whether ``value`` is a slice or dynamic slice, through conversions to the same
    type and same-width bitcasts."""
    value = _through_noop_converts(value)
    return isinstance(value, ir.OpResult) and value.owner.name in VIEWS


def _copy_operands(op) -> int:
    keys = MergeKeys()
    merged = [keys(v) for v in op.operands]     # operands IREE would make one value
    copied = 0
    for i, operand in enumerate(list(op.operands)):
        repeat = merged[i] in merged[:i]
        with ir.InsertionPoint(op), op.location:
            source = _through_noop_converts(operand)
            broadcast = isinstance(source, ir.OpResult) and source.owner.name in BROADCASTS
            if broadcast and len(op.operands) > 1 and _copies.copyable(operand):
                # zeros of the whole shape (a broadcast zero would fold into a broadcast),
                # the position in the barrier too (copies of equal broadcasts stay apart)
                op.operands[i] = _copies.copies([operand], tag=i, whole_zeros=True)[0]
            elif (repeat or is_slice(operand)) and _copies.copyable(operand):
                # a repeat's barrier holds its position: copies of one value stay apart
                op.operands[i] = _copies.copies([operand], tag=i if repeat else None)[0]
            else:
                continue
        copied += 1
    return copied


def _fills_around(op, position: int) -> bool:
    """Whether ``op`` fills a buffer around its operand ``position``: a pad's operand, a
    padded reduce_window's inputs (IREE pads them first)."""
    if op.name == "stablehlo.pad":
        return position == 0
    padding = op.attributes["padding"] if "padding" in op.attributes else None
    inputs = len(op.operands) // 2
    return position < inputs and padding is not None and any(
        int(x) for x in ir.DenseIntElementsAttr(padding))


def _copy_padded_results(op) -> int:
    copied = 0
    for result in [v for r in op.results for v in _noop_views(r)]:
        if not _copies.copyable(result):
            continue
        for use in list(result.uses):
            user = use.owner
            if user.name in FILLS_AROUND and _fills_around(user, use.operand_number):
                with ir.InsertionPoint(user), user.location:
                    # outside loops a barrier: IREE fuses a copy with the sort, and then
                    # the pad with it (sort, pad, scatter: the fuzzer's seed 512 f217)
                    user.operands[use.operand_number] = \
                        hlo.optimization_barrier([result])[0] \
                        if outside_control_flow(user) == user else _copies.copies([result])[0]
                copied += 1
    return copied


@register(PASS)
def sort_copies(module, ctx):
    """Copy slices and repeated operands a sort reads and sorted values a pad reads
    (IREE 3.13 rejects a sort dispatch that fuses any of them)."""
    sorts = [op for op in nested_ops(module.operation) if op.name == "stablehlo.sort"]
    ctx.products["sort_copies"] = sum(_copy_operands(op) + _copy_padded_results(op)
                                      for op in sorts)
