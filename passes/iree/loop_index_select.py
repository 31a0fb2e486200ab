"""hostcall-loop-index-select: a 0-d integer select inside a while loop becomes arithmetic.

Why: IREE 3.13 miscompiles loops whose body computes a scalar index with
``select(compare(i, 0), i + n, i)`` (the normalisation of a possibly negative index that
traced indexing ``X[t]`` and ``X.at[t + 1]`` emits) and reads it back on the host as the
start of a dynamic_slice / dynamic_update_slice, when such an index is computed both inside
an inner while and after it in the outer body.  The nested fori_loop of issue 12 (A1) gave
``[.5 .6 0 0 0]`` instead of ``[.5 .6 .72 .864 1.0368]``, with no hostcall pass run, on
llvm-cpu and vmvx alike and with the local-sync driver; IREE's flow and stream IR of the
module still look right, so the fault lies below stream (not isolated further).  When the
inner loop starts from the row ``U[t]`` itself, IREE rejects the module instead ("'stream.
async.splat' op : streamable op expected to be in an execution region"), and with the
index normalised by ``jnp.where`` the compiled program hangs.  Computing
the same value as ``b + convert(p) * (a - b)`` (exact in two's-complement arithmetic,
where a - b may wrap) gives IREE a different dispatch that it runs right.  Only selects of
0-d integer (not i1) values nested in a ``stablehlo.while`` are rewritten.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.ops import enclosed_by, nested_ops

from .. import register

PASS = "hostcall-loop-index-select"


def _applies(op) -> bool:
    if op.name != "stablehlo.select":
        return False
    shape, dtype = shape_dtype(op.results[0].type)
    return shape == () and dtype.kind in "iu" and enclosed_by(op, ("stablehlo.while",))


def _rewrite(op) -> None:
    pred, on_true, on_false = op.operands
    _, dtype = shape_dtype(on_true.type)
    with ir.InsertionPoint(op), op.location:
        chosen = hlo.convert(pred, dtype)
        step = hlo.binary("multiply", chosen, hlo.binary("subtract", on_true, on_false))
        value = hlo.binary("add", on_false, step)
    op.results[0].replace_all_uses_with(value)
    op.erase()


@register(PASS)
def loop_index_select(module, ctx):
    """Rewrite 0-d integer selects inside while loops as arithmetic (IREE 3.13 workaround)."""
    for op in list(nested_ops(module.operation)):
        if _applies(op):
            _rewrite(op)
