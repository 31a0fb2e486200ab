"""stablehlo.convolution: the batch axis is folded into a dimension the op already has.

As JAX batches convolutions: a batched lhs folds the batch axis into its batch dimension;
a batched kernel folds it into its output features, and both batched fold it into lhs's
features with ``feature_group_count`` multiplied by the batch size (or, when the op has
batch groups, into lhs's batch with ``batch_group_count`` multiplied).  Where the op
already has groups the batch axis goes inside each group, so every group keeps its
contiguous block.  The result's batch or feature dimension is split again afterwards.
"""
from __future__ import annotations

import dataclasses

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.convolution import read_conv

from . import rule, shape


def _transpose(x, perm):
    return x if list(perm) == sorted(perm) else hlo.transpose(x, perm)


def _reshape(x, dims):
    return x if list(shape(x)) == list(dims) else hlo.reshape(x, dims)


def merge_batch(x, dim: int, groups: int = 1):
    """``x`` with its leading batch axis B folded into dimension ``dim`` (numbered without
    B), which becomes (groups, B, dim / groups) in row-major order."""
    b, rest = shape(x)[0], list(shape(x)[1:])
    size = rest[dim]
    lead = [groups] if groups > 1 else []        # the axes before B in the merged dimension
    split = [b] + rest[:dim] + lead + [size // groups] + rest[dim + 1:]
    before = dim + len(lead)
    y = _transpose(hlo.reshape(x, split) if lead else x,
                   list(range(1, before + 1)) + [0] + list(range(before + 1, len(split))))
    rest[dim] = size * b
    return _reshape(y, rest)


def split_batch(y, dim: int, b: int, groups: int = 1):
    """The inverse of :func:`merge_batch`: dimension ``dim`` of ``y``, laid out as (groups,
    B, rest), gives the batch axis B back at position 0."""
    dims = list(shape(y))
    size = dims[dim] // b
    lead = [groups] if groups > 1 else []
    split = dims[:dim] + lead + [b, size // groups] + dims[dim + 1:]
    at = dim + len(lead)
    z = _transpose(_reshape(y, split), [at] + [i for i in range(len(split)) if i != at])
    return _reshape(z, [b] + dims[:dim] + [size] + dims[dim + 1:])


@rule("stablehlo.convolution")
def convolution(bt, op, flags):
    p = read_conv(op)
    d = p.dims
    lhs, rhs = op.operands
    b, out_dtype = bt.B, hlo.dtype_of(op.results[0])
    groups, batch_groups = p.feature_group_count, p.batch_group_count
    if flags[0] and flags[1]:
        rhs = merge_batch(rhs, d.rhs[0])
        if batch_groups > 1:
            lhs = merge_batch(lhs, d.lhs[0])
            p = dataclasses.replace(p, batch_group_count=batch_groups * b)
        else:
            lhs = merge_batch(lhs, d.lhs[1])
            p = dataclasses.replace(p, feature_group_count=groups * b)
        out = hlo.convolution(lhs, rhs, result_dtype=out_dtype, **p.kwargs())
        return [(split_batch(out, d.out[1], b), True)]
    if flags[0]:
        out = hlo.convolution(merge_batch(lhs, d.lhs[0], batch_groups), rhs,
                              result_dtype=out_dtype, **p.kwargs())
        return [(split_batch(out, d.out[0], b), True)]
    out = hlo.convolution(lhs, merge_batch(rhs, d.rhs[0], groups * batch_groups),
                          result_dtype=out_dtype, **p.kwargs())
    return [(split_batch(out, d.out[1], b, groups * batch_groups), True)]
