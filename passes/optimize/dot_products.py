"""hostcall-dot-products: a large dot_general whose sides have no free dimensions of more
than one element (``jnp.vdot``, ``jnp.dot`` of two vectors, a batch of dot products
``einsum('bi,bi->b')``) becomes a multiply and a sum, which hostcall-split-reductions lays
out for IREE's vector code.

Why: IREE 3.13 compiles a dot product as one serial accumulation: ``vdot`` of two 16M
float32 vectors took 27 ms where XLA takes ~1.4 ms, and lost 2% of the value to float32
rounding (16M additions in a row).  As ``sum(a * b)`` it runs at memory speed (1.4 ms)
with 16 x 4096-step partial sums (rounding error ~1e-7 relative).  A matrix-vector product
that contracts the matrix's innermost dimensions (``m @ v``) is left alone: IREE's own code
for it runs at memory speed once it is not data-tiled (runtime.compile_driver's
MIN_TILED_SIDE).  One that contracts the matrix's leading dimensions (``v @ m``, a
weighted sum of its rows) ran 9-12 ms over 4096 x 4096 float32 (memory speed: ~2.5 ms):
it becomes ``sum(v[:, None] * m, axis=0)``, a sum of columns, which
hostcall-split-reductions lays out by interleaved rows (3-4 ms).  Where the contracted
dimensions are the innermost (``einsum('bij,ij->b')``) the same rewrite was slower than
IREE's own code, so it is made only for leading ones.

How: each side's one-element free dimensions are dropped, the rhs is transposed to the
lhs's order of the dimensions the dimension numbers pair (where it differs), the two are
multiplied and summed from zero along the lhs's contracting dimensions where they stand
(a sum over a leading dimension is a sum of columns, no transpose of the operands), and
the sums are transposed to the batch order of dot_general's result (where that differs)
and reshaped to its type.  Only where a side holds ``min-length`` elements or more and the operands and the
result are of one type: float32, float64 or an integer type (a sum in a narrower float
would be rounded at every step).  The sum is the same dot product in another
association order.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import read_dot_dims
from hostcall.dialects.ops import nested_ops
from hostcall.dialects.types import shape_dtype

from .. import Option, register

PASS = "hostcall-dot-products"


def _summable(dtype: np.dtype) -> bool:
    return dtype.kind in "iu" or (dtype.kind == "f" and dtype.itemsize >= 4)


def _reshaped(value, shape):
    return value if list(hlo.shape_of(value)) == list(shape) else hlo.reshape(value, shape)


def _summable_dot(op):
    """(lhs shape, rhs shape, result shape, result dtype) of a dot_general of one summable
    type throughout and no algorithm, else None."""
    if "algorithm" in op.attributes:
        return None
    (ls, ldt), (rs, rdt) = (shape_dtype(v.type) for v in op.operands)
    out_shape, out_dt = shape_dtype(op.result.type)
    if not (ldt == rdt == out_dt and _summable(out_dt)):
        return None
    return ls, rs, out_shape, out_dt


def _sum(product, dims, dtype):
    """``product`` summed from zero along ``dims``."""
    zero = hlo.constant(np.zeros((), dtype))
    return hlo.reduce([product], [zero], dims, lambda acc, x: [hlo.binary("add", acc, x)])[0]


def _rewrite(op, min_length: int) -> bool:
    shapes = _summable_dot(op)
    if shapes is None:
        return False
    ls, rs, out_shape, out_dt = shapes
    lhs, rhs = op.operands
    if int(np.prod(ls)) < min_length:
        return False
    dims = read_dot_dims(op.attributes["dot_dimension_numbers"])
    sides = [(lhs, ls, dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions),
             (rhs, rs, dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions)]
    if any(s[d] != 1 for _, s, b, c in sides for d in range(len(s)) if d not in (*b, *c)):
        return False
    (lb, lc), (rb, rc) = sides[0][2:], sides[1][2:]
    l_kept, r_kept = sorted((*lb, *lc)), sorted((*rb, *rc))
    lands = {**dict(zip(rb, lb)), **dict(zip(rc, lc))}     # rhs dimension -> lhs's
    order = sorted(r_kept, key=lands.get)                  # rhs's in lhs's order
    with ir.InsertionPoint(op), op.location:
        a = _reshaped(lhs, [ls[d] for d in l_kept])
        b = _reshaped(rhs, [rs[d] for d in r_kept])
        if order != r_kept:
            b = hlo.transpose(b, [r_kept.index(d) for d in order])
        total = _sum(hlo.binary("multiply", a, b), sorted(l_kept.index(d) for d in lc),
                     out_dt)
        batch = sorted(lb)
        if list(lb) != batch:
            total = hlo.transpose(total, [batch.index(d) for d in lb])
        total = _reshaped(total, out_shape)
    op.result.replace_all_uses_with(total)
    op.erase()
    return True


def _rewrite_columns(op, min_length: int) -> bool:
    """``v @ m``: a dot_general of a side with no free dimensions (the vector) and a
    side whose contracting dimensions all come before its free ones (the matrix), no
    batch dimensions, as the vector broadcast over the matrix, multiplied and summed
    along the matrix's contracting dimensions."""
    shapes = _summable_dot(op)
    if shapes is None:
        return False
    ls, rs, out_shape, out_dt = shapes
    lhs, rhs = op.operands
    dims = read_dot_dims(op.attributes["dot_dimension_numbers"])
    if dims.lhs_batching_dimensions or not dims.lhs_contracting_dimensions:
        return False
    lc, rc = list(dims.lhs_contracting_dimensions), list(dims.rhs_contracting_dimensions)
    unit_free = lambda shape, c: all(shape[d] == 1 for d in range(len(shape)) if d not in c)
    if unit_free(ls, lc):
        vector, matrix, vc, mc, vs, ms = lhs, rhs, lc, rc, ls, rs
    elif unit_free(rs, rc):
        vector, matrix, vc, mc, vs, ms = rhs, lhs, rc, lc, rs, ls
    else:
        return False
    free = [d for d in range(len(ms)) if d not in mc and ms[d] > 1]
    if not free or max(mc) > min(free) or int(np.prod(ms)) < min_length:
        return False
    kept = sorted(vc)                                       # the vector's dims, in its order
    order = sorted(range(len(vc)), key=lambda k: mc[k])     # pairs in the matrix's order
    with ir.InsertionPoint(op), op.location:
        v = _reshaped(vector, [vs[d] for d in kept])
        permutation = [kept.index(vc[k]) for k in order]
        if permutation != list(range(len(kept))):
            v = hlo.transpose(v, permutation)
        v = hlo.broadcast_in_dim(v, list(ms), sorted(mc))
        total = _reshaped(_sum(hlo.binary("multiply", v, matrix), sorted(mc), out_dt),
                          out_shape)
    op.result.replace_all_uses_with(total)
    op.erase()
    return True


@register(PASS, options={
    "min-length": Option(int, 1 << 16, "the fewest elements a side must hold")})
def dot_products(module, ctx, min_length: int = 1 << 16):
    """Large dot products become a multiply and a sum (IREE 3.13 accumulates a dot
    product serially: slow, and rounded at every one of its additions)."""
    dots = [o for o in nested_ops(module.operation) if o.name == "stablehlo.dot_general"]
    ctx.products["dot_products"] = sum(_rewrite(op, min_length) or
                                       _rewrite_columns(op, min_length) for op in dots)
