"""hostcall-stack-carry-cycles: while-loop carries that pass their values around among
themselves, unchanged, in a cycle of three or more (``(a, b, c) -> (b, c, a)``) ride the
loop as one stacked array: row r is the r-th carry of the cycle, and the body returns the
rows in the cycle's order.

Why: IREE 3.13 built programs that failed at run time, "command_buffer_validation.c:196:
OUT_OF_RANGE; indirect buffer reference slot 0 is out range of the declared binding
capacity", from a host loop rotating carries (threefry's rolled loop rotates its three
rank-0 key words: ``jit(lambda k: random.uniform(random.fold_in(k, 1), (4,)))(key)``).
The element type, the rank and the values do not matter (ui32, i32, f32, 0-d or not); a
swap ``(a, b) -> (b, a)`` ran correctly.  IREE packs carries' initial values computed
before the loop into one allocation, and an argument that reaches the loop as it is
shares the argument's buffer with a carry computed from it (a reshape or broadcast of it),
so the branch into the loop passes one ``!hal.buffer`` reference in two of the loop's
block arguments.  Rotated, the carries' buffers differ from one iteration to the next and
IREE carries one buffer reference per carry.  Its VM register allocator then keeps that
reference in its register for one block argument and moves it out of that register into
another one's (``--iree-vm-bytecode-module-output-format=annotated-mlir-text``: the entry
``vm.br`` remaps ``R6->r8`` while a block argument stays in ``r6``), which leaves the first
argument a null buffer: the next iteration reads that carry through the rotation, and the
copy or dispatch reading it fails validation (one iteration runs fine).  Stacked, the
cycle is one carry whose buffer is one value computed before the loop (a concatenate), and
no reference is passed twice.

Carries of a cycle that the loop's condition, body or later ops read are read as a row of
the stack (``reshape(slice(stack, r))``).  Loops kernelized by hostcall-kernelize-loops
are no longer while loops and are left alone; tokens and dynamically shaped carries too.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.editing import erase_block_args, rebuild
from hostcall.dialects.ops import block_ops, nested_post_order, terminator
from hostcall.dialects.types import is_token

from .. import register

PASS = "hostcall-stack-carry-cycles"
_MIN_CYCLE = 3      # swaps ran correctly: only longer cycles are stacked


def _stackable(t: ir.Type) -> bool:
    if is_token(t) or not isinstance(t, ir.RankedTensorType):
        return False
    return all(not ir.ShapedType.is_dynamic_size(d) for d in ir.RankedTensorType(t).shape)


def carry_cycles(op) -> list[list[int]]:
    """The cycles of ``op``'s carries: lists of carry indices ``[c0, c1, ...]``, each
    carry's next value being the next one's value (the last's, the first's), at least
    _MIN_CYCLE long.  A carry taking a cycle's value without passing its own on is no
    part of it."""
    body = op.regions[1].blocks[0]
    args = list(body.arguments)
    source = {}                         # carry -> the carry whose value it takes next
    for k, v in enumerate(terminator(body).operands):
        if isinstance(v, ir.BlockArgument) and v.owner == body and v.arg_number != k:
            source[k] = v.arg_number
    cycles, seen = [], set()
    for start in sorted(source):
        path, k = [], start
        while k in source and k not in seen and k not in path:
            path.append(k)
            k = source[k]
        seen.update(path)
        if k in path:                   # the walk closed a cycle (maybe after a tail)
            cycle = path[path.index(k):]
            if len(cycle) >= _MIN_CYCLE and _stackable(args[k].type):
                cycles.append(cycle)
    return cycles


def _stack(values) -> ir.Value:
    """The values (one type, shape S) as rows of an array [n, *S]."""
    rows = [hlo.reshape(v, (1, *hlo.shape_of(v))) for v in values]
    return hlo.concatenate(rows, 0)


def _row_slice(stack: ir.Value, r: int) -> ir.Value:
    """Row ``r`` of a stacked array [n, *S], as [1, *S]."""
    shape = hlo.shape_of(stack)
    return hlo.slice_(stack, [r, *([0] * (len(shape) - 1))], [r + 1, *shape[1:]])


def _row(stack: ir.Value, r: int) -> ir.Value:
    """Row ``r`` of a stacked array, of the rows' shape S."""
    return hlo.reshape(_row_slice(stack, r), hlo.shape_of(stack)[1:])


def _unstack_block(block: ir.Block, cycles, stacks) -> None:
    """Read each cycle carry's block argument as a row of its stack argument."""
    first = block_ops(block)[0]
    with ir.InsertionPoint(first), first.location:
        for cycle, stack in zip(cycles, stacks):
            for r, k in enumerate(cycle):
                if list(block.arguments[k].uses):
                    block.arguments[k].replace_all_uses_with(_row(stack, r))


def _stack_cycles(op) -> None:
    cycles = carry_cycles(op)
    if not cycles:
        return
    members = {k for cycle in cycles for k in cycle}
    kept = [k for k in range(len(op.operands)) if k not in members]
    with ir.InsertionPoint(op), op.location:
        inits = [_stack([op.operands[k] for k in cycle]) for cycle in cycles]
    operands = [op.operands[k] for k in kept] + inits
    new = rebuild(op, operands, [v.type for v in operands])
    cond, body = new.regions[0].blocks[0], new.regions[1].blocks[0]
    blocks = (cond, body)
    stacks = [[b.add_argument(v.type, op.location) for v in inits] for b in blocks]
    ret = terminator(body)
    with ir.InsertionPoint(ret), op.location:
        # row r of the next stack is the next carry's value, row r + 1
        nexts = [hlo.concatenate([_row_slice(stack, (r + 1) % len(cycle))
                                  for r in range(len(cycle))], 0)
                 for cycle, stack in zip(cycles, stacks[1])]
        hlo.op("stablehlo.return", [ret.operands[k] for k in kept] + nexts, [])
    ret.erase()
    for block, block_stacks in zip(blocks, stacks):
        _unstack_block(block, cycles, block_stacks)
        erase_block_args(block, sorted(members))
    results = list(new.results)
    for i, k in enumerate(kept):
        op.results[k].replace_all_uses_with(results[i])
    with ir.InsertionPoint(op), op.location:
        for cycle, stack in zip(cycles, results[len(kept):]):
            for r, k in enumerate(cycle):
                if list(op.results[k].uses):
                    op.results[k].replace_all_uses_with(_row(stack, r))
    op.erase()


@register(PASS)
def stack_carry_cycles(module, ctx):
    """Carry each cycle of three or more while carries that rotate unchanged as one
    stacked array (IREE 3.13 workaround: its VM passed one buffer reference to two of the
    loop's block arguments and moved it out of one's register)."""
    loops = [o for o in nested_post_order(module.operation) if o.name == "stablehlo.while"]
    for op in loops:
        _stack_cycles(op)
