"""hostcall-spec-indices: out-of-range indices get the StableHLO spec's meaning before IREE.

Why: IREE 3.13 reads and writes out of bounds where the spec defines the result.  A
gather with row index 5 of 5 rows read garbage (the spec clamps: row 4), index 1e8
crashed the process, and a row scatter-add at index 7 of 5 rows corrupted the heap;
dynamic_slice with i8 start -100 read at 156 and with ui64 starts past 2**63 at 0.
Traced modules stage gathers as they are, and foreign modules (JAX exports, StableHLO's
interpreter tests, hostcall-opt output) carry no clamps either.  This pass gives every
module the spec's semantics:

- gather: each start index component is clamped to [0, dim - slice_size] of the operand
  dimension it addresses (spec: ``full_start_index``);
- dynamic_slice / dynamic_update_slice: IREE clamps signed i32 and i64 starts itself;
  starts of other integer types are clamped here and widened to a signed type;
- scatter: an update element whose result index falls outside the operand is skipped
  (spec: ``exec``, elementwise, not per window).  Update windows along indexed
  dimensions become batch positions, index vectors out of bounds are sent to a row of
  padding past the end of every indexed dimension, and the padding is cut off after.

Ops whose indices are provably in range (constants, iota, clamps such as those of JAX's
scatter modes in hostcall's traces: dialects/value_ranges.py) are left alone; the one
fix of a traced gather's starts is this pass's (dialects/index_clamps.py, which the
transpose of a gather shares).
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dimension_numbers import read_scatter_dims
from hostcall.dialects.types import shape_dtype
from hostcall.dialects.index_clamps import (SIGNED_WIDE, clamped_indices, gather_starts,
                                            index_vectors, proven_in_range)
from hostcall.dialects.ops import attrs_of, move_regions, nested_ops

from .. import register

PASS = "hostcall-spec-indices"
def _integer_dtype(v):
    try:
        _, dtype = shape_dtype(v.type)
    except (TypeError, ValueError):
        return None
    return dtype if dtype.kind in "iu" else None


def _gather(op, cache) -> None:
    with ir.InsertionPoint(op), op.location:
        starts = gather_starts(op, op.operands[1], cache)
        if starts != op.operands[1]:
            op.operands[1] = starts


# -------------------------------------------------- dynamic_slice and its update
def _dynamic_slice(op, cache) -> None:
    first = 1 if op.name == "stablehlo.dynamic_slice" else 2
    starts = list(op.operands[first:])
    if not starts or hlo.dtype_of(starts[0]) in SIGNED_WIDE:
        return  # IREE clamps these as the spec says
    dims = hlo.shape_of(op.operands[0])
    sizes = hlo.shape_of(op.results[0] if first == 1 else op.operands[1])
    uppers = [d - s for d, s in zip(dims, sizes)]
    with ir.InsertionPoint(op), op.location:
        for k, (s, u) in enumerate(zip(starts, uppers)):
            dtype = hlo.dtype_of(s)
            zero = hlo.constant(np.zeros((), dtype))
            top = hlo.constant(np.asarray(min(u, np.iinfo(dtype).max), dtype))
            op.operands[first + k] = hlo.convert(hlo.clamp(zero, s, top), np.int64)


# ---------------------------------------------------------------- scatter
def _scatter(op, cache) -> None:
    n = len(op.results)
    inputs, indices, updates = list(op.operands[:n]), op.operands[n], list(op.operands[n + 1:])
    dn = read_scatter_dims(op.attributes["scatter_dimension_numbers"])
    window_dims = list(dn.update_window_dims)
    inserted = list(dn.inserted_window_dims)
    input_batching = list(dn.input_batching_dims)
    index_batching = list(dn.scatter_indices_batching_dims)
    sdims = list(dn.scatter_dims_to_operand_dims)
    ivd = dn.index_vector_dim
    dims = hlo.shape_of(inputs[0])
    windowed = [d for d in range(len(dims)) if d not in inserted and d not in input_batching]
    window = dict(zip(windowed, (hlo.shape_of(updates[0])[u] for u in window_dims)))
    fits = [dims[d] - window.get(d, 1) for d in sdims]
    if not sdims or proven_in_range(indices, ivd, [0] * len(sdims), fits, cache):
        return
    with ir.InsertionPoint(op), op.location:
        _rewrite_scatter(op, inputs, indices, updates, dims, window_dims, inserted,
                         input_batching, index_batching, sdims, ivd, windowed)


def _working_indices(indices):
    """Indices as i32 (i32 input) or i64, huge 64-bit values capped at +-2**62 first so
    that adding window offsets cannot wrap them back into range."""
    dtype = hlo.dtype_of(indices)
    if dtype == np.int32:
        return indices
    if dtype.itemsize == 8:
        cap = 2 ** 62
        lo = 0 if dtype.kind == "u" else -cap
        indices = hlo.clamp(hlo.constant(np.asarray(lo, dtype)), indices,
                            hlo.constant(np.asarray(cap, dtype)))
    return hlo.convert(indices, np.int64)


def _rewrite_scatter(op, inputs, indices, updates, dims, window_dims, inserted,
                     input_batching, index_batching, sdims, ivd, windowed):
    # 1. index vectors along the last indices dimension
    ishape = list(hlo.shape_of(indices))
    if ivd == len(ishape):
        indices = hlo.reshape(indices, ishape + [1])
    elif ivd != len(ishape) - 1:
        perm = [d for d in range(len(ishape)) if d != ivd] + [ivd]
        indices = hlo.transpose(indices, perm)
        index_batching = [d - (d > ivd) for d in index_batching]
    indices = _working_indices(indices)
    idt = hlo.dtype_of(indices)
    batch = list(hlo.shape_of(indices)[:-1])
    k = len(sdims)
    # 2. updates as [scatter dims..., window dims in operand order]
    urank = len(hlo.shape_of(updates[0]))
    scatter_udims = [d for d in range(urank) if d not in window_dims]
    update_dim = dict(zip(windowed, window_dims))
    # 3. windows along indexed dimensions become batch positions (index + offset)
    moved = [d for d in sdims if d in update_dim and hlo.shape_of(updates[0])[update_dim[d]] > 1]
    rest = [d for d in windowed if d not in moved]
    if moved:
        sizes = [hlo.shape_of(updates[0])[update_dim[d]] for d in moved]
        new_batch = batch + sizes
        full = new_batch + [k]
        indices = hlo.broadcast_in_dim(indices, full, list(range(len(batch))) + [len(new_batch)])
        for j, d in enumerate(moved):
            one_hot = np.zeros(k, idt)
            one_hot[sdims.index(d)] = 1
            step = hlo.binary("multiply", hlo.iota(full, idt, len(batch) + j),
                              hlo.broadcast_in_dim(hlo.constant(one_hot), full, [len(full) - 1]))
            indices = hlo.binary("add", indices, step)
        batch = new_batch
    perm = scatter_udims + [update_dim[d] for d in moved] + [update_dim[d] for d in rest]
    if perm != list(range(urank)):
        updates = [hlo.transpose(u, perm) for u in updates]
    # 4. index vectors with a component out of bounds go to the padding past the end
    upper = index_vectors(indices, len(batch), [dims[d] - 1 for d in sdims], idt)
    ok = hlo.binary("and", hlo.compare("GE", indices,
                                       index_vectors(indices, len(batch), [0] * k, idt)),
                    hlo.compare("LE", indices, upper))
    ok = hlo.reduce([ok], [hlo.constant(np.array(True))], [len(batch)],
                    lambda acc, x: [hlo.binary("and", acc, x)])[0]
    ok = hlo.broadcast_in_dim(ok, batch + [k], list(range(len(batch))))
    indices = hlo.select(ok, indices,
                         index_vectors(indices, len(batch), [dims[d] for d in sdims], idt))
    # 5. scatter into inputs padded by one past the end of each indexed dimension
    high = [1 if d in sdims else 0 for d in range(len(dims))]
    padded = [hlo.pad(x, hlo.constant(np.zeros((), hlo.dtype_of(x))), [0] * len(dims), high,
                      [0] * len(dims)) for x in inputs]
    fields = {
        "update_window_dims": list(range(len(batch), len(batch) + len(rest))),
        "inserted_window_dims": sorted(set(inserted) | set(moved)),
        "input_batching_dims": input_batching,
        "scatter_indices_batching_dims": index_batching,
        "scatter_dims_to_operand_dims": sdims,
    }
    text = ", ".join(f"{name} = [{', '.join(map(str, v))}]" for name, v in fields.items())
    attrs = attrs_of(op)
    attrs["scatter_dimension_numbers"] = ir.Attribute.parse(
        f"#stablehlo.scatter<{text}, index_vector_dim = {len(batch)}>")
    attrs["indices_are_sorted"] = ir.BoolAttr.get(False)
    attrs["unique_indices"] = ir.BoolAttr.get(False)
    new = ir.Operation.create(op.name, results=[p.type for p in padded],
                              operands=[*padded, indices, *updates], attributes=attrs,
                              regions=1)
    move_regions(op, new)
    for old, r in zip(op.results, new.results):
        old.replace_all_uses_with(hlo.slice_(r, [0] * len(dims), dims))
    op.erase()


_REWRITES = {
    "stablehlo.gather": _gather,
    "stablehlo.dynamic_slice": _dynamic_slice,
    "stablehlo.dynamic_update_slice": _dynamic_slice,
    "stablehlo.scatter": _scatter,
}


def _rewritable(op) -> bool:
    """Ops this pass can rebuild: integer indices, element types with a numpy dtype."""
    if op.name not in _REWRITES:
        return False
    try:
        for v in list(op.operands) + list(op.results):
            shape_dtype(v.type)
    except (TypeError, ValueError):
        return False
    index = {"stablehlo.gather": 1, "stablehlo.scatter": len(op.results)}.get(op.name)
    if index is None:
        index = 1 if op.name == "stablehlo.dynamic_slice" else 2
        return len(op.operands) <= index or _integer_dtype(op.operands[index]) is not None
    return _integer_dtype(op.operands[index]) is not None


@register(PASS)
def spec_indices(module, ctx):
    """Give out-of-range gather, scatter and dynamic_slice indices the spec's meaning."""
    cache: dict = {}
    for op in list(nested_ops(module.operation)):
        if _rewritable(op):
            _REWRITES[op.name](op, cache)
