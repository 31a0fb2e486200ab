"""hostcall-guard-loop-entries: a while loop that calls the host (or starts two array
carries as one value) enters with every carry equal to an earlier one (the same value, or
ops IREE would merge as common subexpressions) copied into a buffer of its own.

Why: a loop holding a host callback stays a loop of IREE's VM (the callback runs between
dispatches).  IREE 3.13 merges equal initial arrays (two zero stacks of a scan under
``grad``), and its VM register allocator then branches into the loop with the same buffer
reference in several block arguments; when one of them keeps the register and another
is moved out of it, the kept one reads a null buffer: "command_buffer_validation.c:
OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding
capacity" (``grad`` of a ``scan`` over a ``custom_jvp`` function that wraps
``pure_callback``), or "ref is null" in hal.buffer_view.create (the differential fuzzer's
bf16 ``while(%k, %x, %x)``).  The copy (``x + barrier(-0.0)``, ``x | barrier(false)``)
is a buffer IREE cannot merge with ``x``, so no reference is passed twice.

The carries themselves do not go behind an optimization_barrier: a barriered array's
size is no longer a constant to IREE, so the loop carries it as an i64 block argument
beside the i32 counter, and IREE 3.13's VM branch into the loop orders the register moves
of overlapping i32 and i64 registers wrongly ("i4+5 -> i6+7" before "i6 -> i4": the
counter became the size 48 and the loop never ran; the fuzzer's seed 23 f60).

An array a loop starts a carry from and ops after the loop read again is read there
through an optimization_barrier placed after the loop: IREE 3.13's stream partitioning
otherwise rejected the module ("circular dependency: input operation uses partition
output"; the fuzzer's seed 26 f155 and f204, with or without hostcall's other passes).

A loop without callbacks is guarded when two of its array carries start as one computed
value (the fuzzer's ``while(%k, %x, %x)``, which hit the same null buffer).  Guarding
every loop is no cure: extra ops change IREE's allocation elsewhere (the gradient of
``linalg.solve`` once read a null buffer in another branch).
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import attribute_names, nested_ops, operation
from hostcall.dialects.types import is_token, shape_dtype

from . import _copies, register

PASS = "hostcall-guard-loop-entries"
_DEPTH = 8          # how deep two values are compared op by op before assuming they differ


def _calls_host(op, hosting: set[str]) -> bool:
    """Whether ``op`` holds a callback op, or a call of a function that does."""
    for inner in nested_ops(op):
        if cb.is_callback(inner):
            return True
        if inner.name == "func.call" and _callee(inner) in hosting:
            return True
    return False


def _callee(call) -> str:
    return ir.FlatSymbolRefAttr(call.attributes["callee"]).value


def _hosting_functions(module) -> set[str]:
    """Names of the functions that call the host: declarations (the callbacks' imports,
    once lowered) and functions calling a callback or such a function."""
    funcs = {ir.StringAttr(f.attributes["sym_name"]).value: f.operation
             for f in module.body.operations if f.operation.name == "func.func"}
    hosting = {name for name, f in funcs.items() if not len(f.regions[0].blocks)}
    changed = True
    while changed:
        changed = False
        for name, f in funcs.items():
            if name not in hosting and _calls_host(f, hosting):
                hosting.add(name)
                changed = True
    return hosting


def _key(value, depth: int = 0):
    """A structural key: equal keys for values IREE may merge (same op, attributes and
    operands); the value itself where the comparison stops."""
    if not isinstance(value, ir.OpResult) or depth >= _DEPTH:
        return value
    op = value.owner
    if len(op.regions) or op.name in ("func.call", "stablehlo.custom_call"):
        return value
    attrs = tuple(sorted((n, str(op.attributes[n])) for n in attribute_names(op)))
    return (op.name, attrs, value.result_number, str(value.type),
            tuple(_key(v, depth + 1) for v in op.operands))


def guard_loop(loop) -> bool:
    """Copy the initial carries of one while that repeat an earlier one; returns whether
    it changed."""
    operands = list(loop.operands)
    seen, copies = set(), []
    for i, v in enumerate(operands):
        if is_token(v.type):
            continue
        key = _key(v)
        if key in seen and _copies.copyable(v):
            copies.append(i)
        seen.add(key)
    if not copies:
        return False
    with ir.InsertionPoint(loop), loop.location:
        for i, copy in zip(copies, _copies.copies([operands[i] for i in copies])):
            loop.operands[i] = copy
    return True


def _repeats_an_array(loop) -> bool:
    """Whether two carries of rank >= 1 start as one computed value (an argument, an op's
    result; equal constants are left to IREE, which handles those loops right)."""
    values = [v for v in loop.operands if not is_token(v.type) and shape_dtype(v.type)[0]
              and hlo.splat_value(v) is None and not (isinstance(v, ir.OpResult) and
                                                     v.owner.name == "stablehlo.constant")]
    return len(set(values)) < len(values)


def _ancestor_in(op, block):
    """``op`` or the op holding it that lies directly in ``block``, or None."""
    op = operation(op)
    while op is not None and op.block != block:
        parent = op.parent
        op = operation(parent) if parent is not None else None
        if op is not None and op.name == "func.func":
            return None
    return op


def _updates_in_place(op, position: int) -> bool:
    """Whether operand ``position`` of ``op`` is an array it may update in place (a
    dynamic_update_slice's operand, a scatter's inputs): behind a barrier IREE updated
    the barrier's buffer, the value's own, in place while the loop still returned it
    (the fuzzer's seed 12 f284), so such uses are left as they are."""
    if op.name == "stablehlo.dynamic_update_slice":
        return position == 0
    if op.name == "stablehlo.scatter":
        return position < (len(op.operands) - 1) // 2
    return False


def guard_reuse_after(loop) -> bool:
    """Read the initial array carries of ``loop`` that ops after it read again through
    one optimization_barrier placed after the loop; returns whether it changed."""
    loop = operation(loop)
    block = loop.block
    later = {}
    for v in dict.fromkeys(loop.operands):
        if is_token(v.type) or not shape_dtype(v.type)[0] or hlo.splat_value(v) is not None \
                or (isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.constant"):
            continue
        after = []
        for use in v.uses:
            user = operation(use.owner)
            outer = _ancestor_in(user, block)
            if user != loop and outer is not None and loop.is_before_in_block(outer) \
                    and not _updates_in_place(user, use.operand_number):
                after.append((user, use.operand_number))
        if after:
            later[v] = after
    if not later:
        return False
    with ir.InsertionPoint.after(loop), loop.location:
        guarded = hlo.optimization_barrier(list(later))
    for (v, uses), g in zip(later.items(), guarded):
        for o, i in uses:
            o.operands[i] = g
    return True


@register(PASS)
def guard_loop_entries(module, ctx):
    """Copy repeated initial carries of loops that call the host, or that start two
    array carries as one value; read initial carries reused after a loop through a
    barrier (IREE 3.13 workarounds)."""
    hosting = _hosting_functions(module)
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.while":
            continue
        if _calls_host(op, hosting) or _repeats_an_array(op):
            guard_loop(op)
        guard_reuse_after(op)
