"""hostcall-split-reductions: a long reduction runs in two stages, in a layout IREE's code
generator vectorizes.

Why: IREE 3.13's CPU code for a ``stablehlo.reduce`` along one long dimension is one
sequential accumulation: ``sum(a)`` over 16M float32 took 31 ms where XLA takes 6.6 ms.
Summing rows of 4096, then the row sums, gives IREE a parallel dimension to tile over
(8.7 ms), but each row is still reduced by a serial chain of scalar adds (IREE keeps the
float order of a reduction along the innermost dimension).  Reduced along a middle
dimension, with a short contiguous run of ``lanes`` elements kept innermost, the same
sum is one vector of accumulators, a vector add per step, and runs at memory speed
(1.3 ms, XLA 1.35 ms; rows of 4096 x 4096 summed 2.3 -> 1.35 ms).

How: a single-operand reduce whose body is one monoid op (dialects.monoids: add,
multiply, maximum, minimum, and, or) along dimensions that are one contiguous run of
the operand's dimensions, on an operand of ``min-length`` elements or more:

* run ending with the operand's last dimension, ``lanes`` (``vector-bytes`` over the
  element size) dividing its length N, N at least 4 lanes (``vector-bytes`` > 0, the CPU):
  reshaped to (..., N / lanes, lanes), reduced along the steps from the monoid's
  identity, then along the lanes from the original init.  Where the steps are more than
  ``max-columns``, they are split further into parts of the largest divisor up to
  ``max-columns`` (at least 256), one part per parallel row: (..., parts, steps, lanes),
  so that one long reduction is spread over the threads too.
* run followed by kept dimensions of ``4 x vector-bytes`` or more (column sums; with
  ``vector-bytes``): the run's last dimension, of n rows, split into ``column-rows`` x
  (n / ``column-rows``) parts, part p summing rows p, p + n / column-rows, ... (and the
  run's other dimensions), then the parts.  IREE walks a long column 32 elements at a
  time (``sum(m, axis=0)`` over 4096 x 4096 7.8 ms in iree-benchmark-module); the parts
  give its tiles a parallel dimension of neighbouring rows (2.7 ms; parts of 16
  neighbouring rows 3.3 ms, and 8.4 ms for a vector-matrix product, where the vector's
  elements along the rows made IREE vectorize across them).
* otherwise, a run of ``min-length`` elements or more: split into ``rows`` x ``columns``
  with ``columns`` the largest divisor of the length up to ``max-columns`` (and at least
  256; a length without one is left alone): a reshape, a reduce of the columns from the
  monoid's identity, then a reduce of the row results from the original init (Vulkan: a
  shader thread's loop stays within lavapipe's 65,535 iterations).

The lanes and column layouts are for an operand the reduce alone reads: IREE fuses a
reduction with a consumer that reads its operand too (a softmax's division of the
exponentials by their row sums) into one dispatch, which a reshaped reduction breaks
apart (a row softmax over 4096 x 4096 13 -> 44 ms); such a reduce keeps the rows layout.

A float maximum or minimum is one chain of several instructions per vector in IREE's
code (the NaN-propagating maximum: vmaxps, vpternlogd, a masked move), so the lanes
layout's steps are first combined in pairs, elementwise (16M float32: 2.6 -> 1.5 ms in
iree-benchmark-module; a row minimum over 4096 x 4096 1.6 ms).

A sum of products: IREE 3.13 turns ``reduce(add, x * y)`` into a ``vector.contract`` and
lowers it lane by lane into scalar multiply-adds (a sum of squares in the lanes layout
14.7 ms instead of 1.3 ms; ``sum(m * m, axis=0)`` over 4096 x 4096 20 ms, XLA 2.3 ms).
The reduced operand of a long sum whose value is a product (through reshapes,
transposes and broadcasts) gets ``+ 0`` added, which IREE keeps (``x + 0.0`` is ``x``
except for ``-0.0``), so the reduction stays a vector add of the products.  Not in the
column layout when a factor is a broadcast (``sum(v[:, None] * m, axis=0)``, ``v @ m``
after hostcall-dot-products): IREE's contraction of a broadcast runs as vector
multiply-adds, and the ``+ 0`` made it slower (4.5 -> 6.3-8.7 ms over 4096 x 4096).  It changes
no sum: a sum from +0 (the first stage's, and a reduction left in one stage only when
its init is +0) already turns a -0 element into +0.

The result is the same reduction in another association order: exact for integers, max,
min and the logical ops; a float sum or product is rounded differently, as XLA's own
tree reductions are.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import monoids
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import i64s, nested_ops
from hostcall.dialects.types import shape_dtype

from .. import Option, register

PASS = "hostcall-split-reductions"
MIN_COLUMNS = 256
MIN_STEPS = 4
MIN_WIDE_VECTORS = 4
# ops a product's value passes through unchanged, element for element or repeated
_SHAPE_OPS = ("stablehlo.reshape", "stablehlo.transpose", "stablehlo.broadcast_in_dim")


def _columns(length: int, most: int) -> int | None:
    for c in range(min(most, length // 2), MIN_COLUMNS - 1, -1):
        if length % c == 0:
            return c
    return None


def _product(value):
    """The multiply ``value`` is, through reshapes, transposes and broadcasts, or None."""
    while isinstance(value, ir.OpResult) and value.owner.name in _SHAPE_OPS:
        value = value.owner.operands[0]
    return value.owner if isinstance(value, ir.OpResult) and \
        value.owner.name == "stablehlo.multiply" else None


def _is_product(value) -> bool:
    return _product(value) is not None


def _scales_rows(value) -> bool:
    """Whether ``value`` is a product with a broadcast factor (``v[:, None] * m``, what
    hostcall-dot-products makes of ``v @ m``)."""
    product = _product(value)
    return product is not None and any(
        isinstance(f, ir.OpResult) and f.owner.name == "stablehlo.broadcast_in_dim"
        for f in product.operands)


def _layout(shape, dims, itemsize: int, min_length: int, max_columns: int,
            vector_bytes: int, column_rows: int):
    """(reshaped operand shape, first-stage dimensions, second-stage dimensions, whether
    it is the lanes layout) for a reduce of ``shape`` along the run ``dims``, or None to
    leave it alone; ``vector_bytes`` 0 for the rows layout only."""
    first, last = dims[0], dims[-1]
    outer, run, inner = list(shape[:first]), list(shape[first:last + 1]), list(shape[last + 1:])
    length, total = int(np.prod(run)), int(np.prod(shape))
    lanes = vector_bytes // itemsize
    if (lanes and not inner and total >= min_length and run[-1] % lanes == 0
            and length >= MIN_STEPS * lanes):
        return _tagged(outer, _lanes(run, lanes, max_columns), lanes=True)
    wide = int(np.prod(inner)) * itemsize >= MIN_WIDE_VECTORS * vector_bytes > 0
    if (wide and total >= min_length and run[-1] % column_rows == 0
            and run[-1] >= 2 * column_rows):
        return _tagged(outer, [*[("step", r) for r in run[:-1]], ("step", column_rows),
                               ("part", run[-1] // column_rows),
                               *[("kept", i) for i in inner]], lanes=False)
    columns = _columns(length, max_columns) if length >= min_length else None
    if columns is None:
        return None
    return [*outer, length // columns, columns, *inner], [first + 1], [first], False


def _lanes(run, lanes: int, max_columns: int) -> list[tuple[str, int]]:
    """The run's dimensions, each expanded in place (never merged with another, so IREE
    carries the reshape through the ops that make the operand), as ``lanes`` innermost,
    steps (at most ``max_columns`` in all where a divisor allows) and parts."""
    steps = run[-1] // lanes
    if steps > max_columns:
        step = _columns(steps, max_columns)
        tail = [("part", steps // step), ("step", step)] if step else [("step", steps)]
        room = 1
    else:
        tail, room = [("step", steps)], max_columns // steps
    head = []
    for r in reversed(run[:-1]):
        c = max((d for d in range(1, min(r, room) + 1) if r % d == 0), default=1)
        head[:0] = [("part", r // c), ("step", c)] if c > 1 else [("part", r)]
        room = room // c if c == r else 1
    return [*head, *tail, ("lane", lanes)]


def _tagged(outer, entries, lanes: bool):
    """(shape, first-stage dims, second-stage dims, ``lanes``) of outer dimensions followed
    by ``entries``: steps reduce first, then parts and lanes; kept dimensions stay."""
    entries = [(tag, n) for tag, n in entries if n > 1 or tag == "kept"]
    shape = [*outer, *(n for _, n in entries)]
    stage_one = [len(outer) + i for i, (tag, _) in enumerate(entries) if tag == "step"]
    rest = [tag for tag, _ in entries if tag != "step"]
    stage_two = [len(outer) + i for i, tag in enumerate(rest) if tag in ("part", "lane")]
    if not stage_one:
        return None
    return shape, stage_one, stage_two, lanes


def _split(op, min_length: int, max_columns: int, vector_bytes: int,
           column_rows: int) -> bool:
    if len(op.operands) != 2:
        return False
    monoid = monoids.of_reduce(op)
    x, init = op.operands
    shape, dtype = shape_dtype(x.type)
    dims = sorted(i64s(op.attributes["dimensions"]))
    if monoid is None or not dims or dims != list(range(dims[0], dims[-1] + 1)):
        return False
    only_reader = len(list(x.uses)) == 1
    layout = _layout(shape, dims, dtype.itemsize, min_length, max_columns,
                     vector_bytes if only_reader else 0, column_rows)
    product = (monoid == "add" and dtype.kind != "c" and int(np.prod(shape)) >= min_length
               and _is_product(x))
    if layout is None:
        product = product and _from_positive_zero(init)
        if product:
            with ir.InsertionPoint(op), op.location:
                op.operands[0] = hlo.binary("add", x, hlo.splat(0, shape, dtype))
        return product
    tiled_shape, stage_one, stage_two, in_lanes = layout
    with ir.InsertionPoint(op), op.location:
        tiled = hlo.reshape(x, tiled_shape)
        if product and (in_lanes or not _scales_rows(x)):
            tiled = hlo.binary("add", tiled, hlo.splat(0, tiled_shape, dtype))
        if (monoid in ("max", "min") and dtype.kind == "f" and in_lanes
                and tiled_shape[stage_one[-1]] % 2 == 0):
            tiled = _pair_steps(tiled, tiled_shape, stage_one[-1], monoid)
        start = hlo.constant(monoids.identity(monoid, dtype))
        parts = _reduce(tiled, start, stage_one, monoid)
        total = _reduce(parts, init, stage_two, monoid)
    op.result.replace_all_uses_with(total)
    op.erase()
    return True


def _from_positive_zero(init) -> bool:
    """Whether a sum from ``init`` gives x + 0 as it gives x: an integer init, or +0.0."""
    value = hlo.splat_value(init)
    return value is not None and value == 0 and not (value.dtype.kind == "f"
                                                     and np.signbit(value))


def _pair_steps(x, shape, dim: int, monoid: str):
    """``x`` with its even steps along ``dim`` combined with the odd ones, elementwise:
    half the steps, two independent loads per step of the reduction's chain."""
    pairs = hlo.reshape(x, [*shape[:dim], shape[dim] // 2, 2, *shape[dim + 1:]])
    halves = []
    for i in (0, 1):
        start = [0] * (len(shape) + 1)
        start[dim + 1] = i
        limit = [*shape[:dim], shape[dim] // 2, i + 1, *shape[dim + 1:]]
        half = hlo.slice_(pairs, start, limit)
        halves.append(hlo.reshape(half, [*shape[:dim], shape[dim] // 2, *shape[dim + 1:]]))
    return hlo.binary(monoids.OPS[monoid].removeprefix("stablehlo."), *halves)


def _reduce(x, init, dims: list[int], monoid: str):
    name = monoids.OPS[monoid].removeprefix("stablehlo.")
    return hlo.reduce([x], [init], dims, lambda acc, v: [hlo.binary(name, acc, v)])[0]


@register(PASS, options={
    "min-length": Option(int, 1 << 16, "the fewest elements a reduced operand (or, for "
                         "the rows layout, its reduced run of dimensions) must hold to be "
                         "split"),
    "max-columns": Option(int, 4096, "the most elements (or lane steps) of each row "
                          "reduced in the first stage"),
    "vector-bytes": Option(int, 0, "bytes of the lanes kept innermost in a reduction "
                           "along the last dimension (0: the rows layout only)"),
    "column-rows": Option(int, 32, "rows of each part of a reduction along a leading or "
                          "middle dimension whose kept trailing dimensions hold "
                          f"{MIN_WIDE_VECTORS} vectors or more (with vector-bytes)")})
def split_reductions(module, ctx, min_length: int = 1 << 16, max_columns: int = 4096,
                     vector_bytes: int = 0, column_rows: int = 32):
    """Reduce long runs of dimensions in two stages, in layouts IREE vectorizes (IREE 3.13
    generates serial code for one long reduction and scalar code for a sum of products)."""
    reduces = [o for o in nested_ops(module.operation) if o.name == "stablehlo.reduce"]
    done = sum(_split(op, min_length, max_columns, vector_bytes, column_rows)
               for op in reduces)
    ctx.products["split_reductions"] = done
