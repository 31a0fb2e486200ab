"""Start indices clamped into range as the StableHLO spec reads them: a gather's start
index components into [0, dim - slice_size], unless their bounds (dialects/value_ranges.py)
already prove them there.  hostcall-spec-indices clamps the gathers and dynamic slices it
hands to IREE with these, and a gather's transpose (a scatter-add) adds at the same starts.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from . import stablehlo as hlo
from .dimension_numbers import read_gather_dims
from .value_ranges import component_bounds

# Index types IREE 3.13 reads as the spec says; narrower or unsigned ones are widened.
SIGNED_WIDE = (np.dtype(np.int32), np.dtype(np.int64))


def proven_in_range(indices, ivd, lows, highs, cache) -> bool:
    """Whether every index vector component k lies in [lows[k], highs[k]]."""
    rank = len(hlo.shape_of(indices))
    lo, hi = component_bounds(indices, ivd if ivd < rank else None, cache)
    return bool(np.all(lo >= np.asarray(lows)) and np.all(hi <= np.asarray(highs)))


def index_vectors(indices, ivd, values, dtype):
    """A constant of the indices' shape holding ``values[k]`` along the index vector."""
    shape = hlo.shape_of(indices)
    if len(set(values)) == 1 or ivd >= len(shape):
        return hlo.constant(np.full(shape, values[0], dtype))
    return hlo.broadcast_in_dim(hlo.constant(np.asarray(values, dtype)), shape, [ivd])


def clamped_indices(indices, ivd, uppers):
    """indices clamped to [0, uppers[k]] per component in their own dtype, then widened to
    a signed type when they are not i32/i64 (IREE reads ui8 200 as -56)."""
    dtype = hlo.dtype_of(indices)
    top = np.iinfo(dtype).max
    hi = [min(int(u), top) for u in uppers]
    out = hlo.clamp(index_vectors(indices, ivd, [0] * len(hi), dtype), indices,
                    index_vectors(indices, ivd, hi, dtype))
    if dtype not in SIGNED_WIDE:
        out = hlo.convert(out, np.int64 if max(hi, default=0) >= 2 ** 31 else np.int32)
    return out


def gather_starts(gather, indices, cache: dict | None = None):
    """The start indices ``gather`` reads at by the spec: each component of ``indices``
    clamped to [0, dim - slice_size] of the operand dimension it addresses, or
    ``indices`` itself where they provably lie there.  A gather's transpose (a
    scatter-add) adds at these starts too."""
    dn = read_gather_dims(gather.attributes["dimension_numbers"])
    index_map, ivd = list(dn.start_index_map), dn.index_vector_dim
    sizes = [int(x) for x in ir.DenseI64ArrayAttr(gather.attributes["slice_sizes"])]
    dims = hlo.shape_of(gather.operands[0])
    uppers = [dims[d] - sizes[d] for d in index_map]
    if not index_map or proven_in_range(indices, ivd, [0] * len(uppers), uppers,
                           {} if cache is None else cache):
        return indices
    return clamped_indices(indices, ivd, uppers)
