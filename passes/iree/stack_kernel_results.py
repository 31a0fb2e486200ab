"""hostcall-stack-kernel-results: the results of one type of a loop kernel
(``flow.dispatch.region``) leave it stacked in one tensor, sliced apart after it.

Why: IREE 3.13's canonicalization of ``flow.dispatch.region`` drops a result whose
``flow.return`` operand repeats an earlier one, but points its uses at the rebuilt
region's first result instead of at the earlier one (it looks up the dropped result's
own position, which the rebuilt region lacks, and gets position 0).  Kernels yield equal
values once IREE has folded them: a loop of no trips yields its initial carries, a carry
the body never changes yields its initial value, and equal initial values (two zero
constants, one argument twice) become one value.  A gradient through such a loop came
out twice the reference's (tests/inputs/fuzz_fixed/seed406_f92_vjp.mlir: the zero
cotangent carries of a transposed loop of no trips read the kernel's first result).
Which results IREE will fold equal is not knowable here, so a kernel never returns two
values of one type: results of one type are stacked along a new leading dimension inside
the region (``_stack``) and sliced and reshaped back outside it; a result the region
returns from outside its body (an argument, a constant) is read there instead, as IREE
would (an outside constant inserted into the stack made IREE 3.13 write into its global:
"write affecting operations on global resources are restricted to workgroup distributed
contexts"); through a copy unless it is a constant, since this pass runs after the guards
against in-place updates: the kernel's result handed out as the argument itself let a
scatter of that argument update the loop's result (tests/test_guard_returned_arguments.py).
Results of distinct types can never be one value.  Results whose stack would pass
MAX_STACKED_BYTES (a long scan's residual stacks) stay apart (dialects/dispatch_limits.py
says why); such a kernel keeps the hazard above for its large results.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dispatch_limits import computed_results, result_groups
from hostcall.dialects.editing import rebuild, replace_terminator_operands
from hostcall.dialects.ops import nested_ops, operation, terminator

from .. import _copies, register

PASS = "hostcall-stack-kernel-results"
KERNEL = "flow.dispatch.region"


def _i64s(values) -> ir.Attribute:
    """An ``array<i64: ...>`` attribute (tensor.insert_slice's static offsets and sizes)."""
    return ir.Attribute.parse(f"array<i64: {', '.join(str(int(v)) for v in values)}>")


def _stack(values) -> ir.Value:
    """``values`` (one type) as one tensor with a leading dimension of their count, each
    inserted as a row of a new tensor, so that IREE writes each straight into its row of
    the kernel's output (rows picked by a select instead, IREE 3.13 gave a tiled kernel's
    two carries, made from one tensor.empty, one buffer)."""
    shape = hlo.shape_of(values[0])
    stacked = hlo.like(values[0], shape=(len(values), *shape))
    out = ir.Operation.create("tensor.empty", results=[stacked], operands=[]).result
    sizes, strides = _i64s((1, *shape)), _i64s([1] * (len(shape) + 1))
    segments = ir.Attribute.parse("array<i32: 1, 1, 0, 0, 0>")
    for j, v in enumerate(values):
        out = ir.Operation.create(
            "tensor.insert_slice", results=[stacked], operands=[v, out],
            attributes={"static_offsets": _i64s((j, *[0] * len(shape))),
                        "static_sizes": sizes, "static_strides": strides,
                        "operandSegmentSizes": segments}).result
    return out


def _row(stacked, i: int, shape) -> ir.Value:
    """Row ``i`` of a tensor ``_stack`` made, with its original shape."""
    full = hlo.shape_of(stacked)
    row = hlo.slice_(stacked, (i, *[0] * len(shape)), (i + 1, *full[1:]))
    return hlo.reshape(row, shape)


def _outside(value, kernel, position: int):
    """What a kernel's result that returns ``value`` from outside its body becomes: the
    value itself if a constant (IREE never updates one in place), else a copy of it made
    before the kernel (tagged by its position, so two copies stay two buffers)."""
    if (isinstance(value, ir.OpResult) and value.owner.name == "stablehlo.constant") or \
            not _copies.copyable(value):
        return value
    with ir.InsertionPoint(kernel), kernel.location:
        return _copies.copies([value], tag=position)[0]


def _stack_results(kernel) -> None:
    """Rebuild one kernel so that no two of its results share a type; a result the kernel
    returns from outside its body is that value, read outside it."""
    kernel = operation(kernel)
    block = kernel.regions[0].blocks[0]
    yielded = list(terminator(block).operands)
    computed = computed_results(kernel)
    groups = result_groups(computed)
    if len(computed) == len(yielded) and all(len(g) == 1 for g in groups):
        return
    for i, v in enumerate(yielded):
        if i not in computed:
            kernel.results[i].replace_all_uses_with(_outside(v, kernel, i))
    with ir.InsertionPoint(terminator(block)), terminator(block).location:
        operands = [yielded[g[0]] if len(g) == 1 else _stack([yielded[i] for i in g])
                    for g in groups]
        replace_terminator_operands(block, operands)
    new = rebuild(kernel, list(kernel.operands), [v.type for v in operands])
    with ir.InsertionPoint.after(new), kernel.location:
        for result, positions in zip(new.results, groups):
            if len(positions) == 1:
                kernel.results[positions[0]].replace_all_uses_with(result)
                continue
            for k, i in enumerate(positions):
                shape = hlo.shape_of(kernel.results[i])
                kernel.results[i].replace_all_uses_with(_row(result, k, shape))
    kernel.erase()


@register(PASS)
def stack_kernel_results(module, ctx):
    """Give every loop kernel at most one result of each type."""
    for op in [o for o in nested_ops(module.operation) if o.name == KERNEL]:
        _stack_results(op)
