"""hostcall-normalize-scatter: a scatter whose dimension numbers IREE 3.13 mishandles becomes
one with explicit index columns, every indexed dimension inserted and leading, and its
update windows on the trailing operand dimensions.

Why: IREE 3.13 lowers a scatter to ``iree_linalg_ext.scatter``, which addresses leading
operand dimensions and takes its update window on the trailing ones.  Its conversion turns
batching dimensions into index columns but keeps an update window along an indexed
dimension, and does not move a window that lies before an indexed dimension.  With the
verifier on it rejects the result ("'iree_linalg_ext.scatter' op expected indices to be
equal to batch rank or batch rank + 1"); with the verifier off (how hostcall compiles) the
same module computed wrong values or crashed iree-compile.  Batching a gather's transpose
gives exactly such scatters: the gradient of ``vmap(lambda o, t: o[t])`` (a per-token
cross-entropy) has ``update_window_dims = [1], input_batching_dims = [0]`` and its values
were wrong; under two vmaps it did not compile.  Found to fail (tests/
test_normalize_scatter.py has the cases): a window along an indexed dimension when a
batching dimension or a second index component exists, any window of size > 1 along an
indexed dimension, a window before an indexed dimension when two or more dimensions are
indexed, and an inserted dimension that is not indexed.

The rewrite keeps the spec's meaning: a batching dimension becomes an index column holding
the iota of its paired indices dimension; an update window along an indexed dimension
becomes inserted (size 1) or, longer, batch positions whose index is the start plus the
offset; an inserted dimension that is not indexed gets a column of zeros; the operand is
transposed so that the indexed dimensions lead (results transposed back); indices become
``[N, k]`` and updates ``[N, window...]``.  Scatters IREE handles (the forms traced
``x.at[i].op(u)`` gives, batched ones without windows along indexed dimensions) are left
alone.
"""
from __future__ import annotations

import math

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import ScatterDims, read_scatter_dims
from hostcall.dialects.ops import attrs_of, move_regions, nested_ops
from hostcall.dialects.types import shape_dtype

from .. import register

PASS = "hostcall-normalize-scatter"


def _windows(dn: ScatterDims, rank: int, update_shape) -> dict[int, int]:
    """{operand dimension: its update window size} for the windowed operand dimensions."""
    windowed = [d for d in range(rank)
                if d not in dn.inserted_window_dims and d not in dn.input_batching_dims]
    return {d: update_shape[u] for d, u in zip(windowed, dn.update_window_dims)}


def needs_rewrite(dn: ScatterDims, rank: int, update_shape) -> bool:
    """Whether IREE 3.13 mishandles a scatter with these dimension numbers."""
    windows = _windows(dn, rank, update_shape)
    indexed = set(dn.scatter_dims_to_operand_dims) | set(dn.input_batching_dims)
    along = [d for d in dn.scatter_dims_to_operand_dims if d in windows]
    if any(windows[d] > 1 for d in along):
        return True
    if set(dn.inserted_window_dims) - set(dn.scatter_dims_to_operand_dims):
        return True
    if len(dn.scatter_dims_to_operand_dims) + len(dn.input_batching_dims) <= 1:
        return False
    if along:
        return True
    return any(d in windows for d in range(rank) if d < max(indexed, default=-1)
               and d not in indexed)


def _static(op) -> bool:
    try:
        for v in list(op.operands) + list(op.results):
            shape_dtype(v.type)
    except (TypeError, ValueError):
        return False
    return True


def _index_dtype(indices):
    dtype = hlo.dtype_of(indices)
    return np.dtype(np.int64) if dtype.itemsize == 8 or dtype == np.uint32 else np.dtype(np.int32)


def _reshaped(x, shape):
    return x if list(hlo.shape_of(x)) == list(shape) else hlo.reshape(x, shape)


def _rewrite(op, dn: ScatterDims) -> None:
    n = len(op.results)
    inputs, indices, updates = list(op.operands[:n]), op.operands[n], list(op.operands[n + 1:])
    dims = list(hlo.shape_of(inputs[0]))
    rank = len(dims)
    ushape = list(hlo.shape_of(updates[0]))
    windows = _windows(dn, rank, ushape)
    window_udim = dict(zip(windows, dn.update_window_dims))
    sdims, ivd = list(dn.scatter_dims_to_operand_dims), dn.index_vector_dim
    dtype = _index_dtype(indices)

    # 1. index vectors [B..., len(sdims)] along the last dimension, in the working dtype
    ishape = list(hlo.shape_of(indices))
    index_batching = list(dn.scatter_indices_batching_dims)
    if ivd == len(ishape):
        indices = hlo.reshape(indices, ishape + [1])
    elif ivd != len(ishape) - 1:
        indices = hlo.transpose(indices, [d for d in range(len(ishape)) if d != ivd] + [ivd])
    index_batching = [d - (d > ivd) for d in index_batching]
    if hlo.dtype_of(indices) != dtype:
        indices = hlo.convert(indices, dtype)
    batch = list(hlo.shape_of(indices)[:-1])

    # 2. one column per indexed operand dimension: batching dimensions get an iota
    columns = {d: indices if len(sdims) == 1
               else hlo.slice_(indices, [0] * len(batch) + [j], batch + [j + 1])
               for j, d in enumerate(sdims)}
    for d, b in zip(dn.input_batching_dims, index_batching):
        columns[d] = hlo.iota(batch + [1], dtype, b)
    for d in set(dn.inserted_window_dims) - set(columns):   # a size-1 window at 0
        columns[d] = hlo.constant(np.zeros(batch + [1], dtype))

    # 3. windows along indexed dimensions longer than 1 become batch positions
    moved = [d for d in sorted(columns) if d in windows and windows[d] > 1]
    full = batch + [windows[d] for d in moved]
    for d in columns if moved else ():
        col = hlo.broadcast_in_dim(columns[d], full + [1],
                                   list(range(len(batch))) + [len(full)])
        if d in moved:
            col = hlo.binary("add", col, hlo.iota(full + [1], dtype, len(batch) + moved.index(d)))
        columns[d] = col
    order = sorted(columns)
    k = len(order)
    total = math.prod(full)
    index_matrix = _reshaped(hlo.concatenate([columns[d] for d in order], len(full))
                               if k > 1 else columns[order[0]], [total, k])

    # 4. updates as [scatter dims..., moved windows..., other windows in operand order]
    rest = [d for d in range(rank) if d not in columns]
    scatter_udims = [u for u in range(len(ushape)) if u not in dn.update_window_dims]
    kept = [d for d in sorted(windows) if d in columns and d not in moved]  # size-1 windows
    perm = scatter_udims + [window_udim[d] for d in moved] + [window_udim[d] for d in kept] \
        + [window_udim[d] for d in rest]
    shape = [total] + [windows[d] for d in rest]
    new_updates = []
    for u in updates:
        if perm != list(range(len(ushape))):
            u = hlo.transpose(u, perm)
        new_updates.append(_reshaped(u, shape))

    # 5. indexed dimensions lead the operand
    operand_perm = order + rest
    moved_inputs = [x if operand_perm == list(range(rank)) else hlo.transpose(x, operand_perm)
                    for x in inputs]
    new_dn = ScatterDims(update_window_dims=tuple(range(1, 1 + len(rest))),
                         inserted_window_dims=tuple(range(k)),
                         scatter_dims_to_operand_dims=tuple(range(k)), index_vector_dim=1)
    attrs = attrs_of(op)
    attrs["scatter_dimension_numbers"] = new_dn.attr()
    attrs["indices_are_sorted"] = ir.BoolAttr.get(False)
    new = ir.Operation.create(op.name, results=[x.type for x in moved_inputs],
                              operands=[*moved_inputs, index_matrix, *new_updates],
                              attributes=attrs, regions=1)
    move_regions(op, new)
    inverse = list(np.argsort(operand_perm))
    for old, r in zip(op.results, new.results):
        old.replace_all_uses_with(r if operand_perm == list(range(rank))
                                  else hlo.transpose(r, inverse))
    op.erase()


@register(PASS)
def normalize_scatter(module, ctx):
    """Rewrite scatters IREE 3.13 rejects or miscompiles (batching dimensions with windows
    along indexed dimensions, ...) into explicit-index form."""
    for op in list(nested_ops(module.operation)):
        if op.name != "stablehlo.scatter" or not _static(op):
            continue
        dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
        n = len(op.results)
        if needs_rewrite(dn, len(hlo.shape_of(op.operands[0])), hlo.shape_of(op.operands[n + 1])):
            with ir.InsertionPoint(op), op.location:
                _rewrite(op, dn)
