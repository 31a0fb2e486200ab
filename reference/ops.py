"""Each op's semantics once, as a function of numpy arrays keyed by op name.

``OPS[name](args, results, **attrs)`` returns the op's results (a list of arrays): ``args``
are the operand arrays, ``results`` the result types (anything with ``shape`` and
``dtype``) and ``attrs`` the op's attributes as Python values, which ``ATTRIBUTES[name](op)``
reads from the IR.  The evaluator's rules read the attributes and call these functions;
the front end's eager path makes the attributes from a primitive's params and calls the
same functions, so eager results, the evaluator and hostcall-fold-splats agree by
construction.  Ops with any region (reduce, sort, scatter, reduce_window, control flow)
stay evaluator rules; where the region is one known op (a reduce by one monoid, a sort by
keys in numpy's order) the function is here too, and shape_ops has those of scatter and
reduce_window (``scatter_combined``, ``reduce_window_monoid``), which the evaluator uses
for such regions and the front end calls after JAX's modes.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from hostcall.dialects.dimension_numbers import read_dot_dims

from . import convolution, elementwise, linalg, random_bits, shape_ops
from .values import bool_attr, enum_attr, int_attr, ints


def _elementwise(rule: Callable) -> Callable:
    def op(args, results):
        return [rule(args, results[0].dtype)]
    return op


def compare(args, results, *, comparison_direction, compare_type=None):
    return [elementwise.compare(args[0], args[1], comparison_direction, compare_type)]


def select(args, results):
    pred, a, b = args
    return [np.where(pred, a, b)]


def clamp(args, results):
    """minimum(maximum(x, lo), hi); numpy's own max and min where they agree with IEEE's:
    integers, and floats whose bounds are not zeros (-0 and +0, ordered by IEEE)."""
    lo, x, hi = args
    dtype = results[0].dtype
    if x.dtype.kind in "iu" or x.dtype.kind == "f" and \
            np.count_nonzero(lo) == lo.size and np.count_nonzero(hi) == hi.size:
        return [np.minimum(np.maximum(x, lo), hi)]
    maximum, minimum = elementwise.ELEMENTWISE["maximum"], elementwise.ELEMENTWISE["minimum"]
    return [minimum([maximum([x, lo], dtype), hi], dtype)]


def reduce_precision(args, results, *, exponent_bits, mantissa_bits):
    rule = elementwise.reduce_precision(exponent_bits, mantissa_bits)
    return [rule(args, args[0].dtype)]


def fft(args, results, *, fft_type, fft_length):
    return [linalg.fft(args[0], fft_type, fft_length, results[0].dtype)]


def triangular_solve(args, results, *, left_side, lower, unit_diagonal, transpose_a):
    return [linalg.triangular_solve(args[0], args[1], left_side, lower, unit_diagonal,
                                    transpose_a)]


OPS: dict[str, Callable] = {
    **{f"stablehlo.{n}": _elementwise(r) for n, r in elementwise.ELEMENTWISE.items()},
    **{f"chlo.{n}": _elementwise(r) for n, r in elementwise.CHLO_ELEMENTWISE.items()},
    "stablehlo.compare": compare,
    "stablehlo.select": select,
    "stablehlo.clamp": clamp,
    "stablehlo.reduce_precision": reduce_precision,
    "stablehlo.optimization_barrier": lambda args, results: list(args),
    "stablehlo.iota": shape_ops.iota,
    "stablehlo.broadcast_in_dim": shape_ops.broadcast_in_dim,
    "stablehlo.reshape": shape_ops.reshape,
    "stablehlo.transpose": shape_ops.transpose,
    "stablehlo.slice": shape_ops.slice_,
    "stablehlo.dynamic_slice": shape_ops.dynamic_slice,
    "stablehlo.dynamic_update_slice": shape_ops.dynamic_update_slice,
    "stablehlo.concatenate": shape_ops.concatenate,
    "stablehlo.pad": shape_ops.pad,
    "stablehlo.reverse": shape_ops.reverse,
    "stablehlo.bitcast_convert": shape_ops.bitcast,
    "stablehlo.dot_general": shape_ops.dot_general,
    "stablehlo.dot": shape_ops.dot,
    "stablehlo.convolution": convolution.convolution,
    "stablehlo.fft": fft,
    "stablehlo.triangular_solve": triangular_solve,
    "stablehlo.gather": shape_ops.gather,
    "stablehlo.torch_index_select": shape_ops.torch_index_select,
    "chlo.top_k": shape_ops.top_k,
    "stablehlo.rng_bit_generator": random_bits.rng_bit_generator,
    # a reduce whose body is one monoid op, a sort by keys in numpy's order (the
    # evaluator's rules of these ops take any region)
    "stablehlo.reduce": shape_ops.reduce_monoid,
    "stablehlo.sort": shape_ops.sort_by_keys,
}


def _dot_dims(op) -> dict:
    dn = read_dot_dims(op.attributes["dot_dimension_numbers"])
    return {"lhs_batching_dimensions": list(dn.lhs_batching_dimensions),
            "rhs_batching_dimensions": list(dn.rhs_batching_dimensions),
            "lhs_contracting_dimensions": list(dn.lhs_contracting_dimensions),
            "rhs_contracting_dimensions": list(dn.rhs_contracting_dimensions)}


def _slice(op) -> dict:
    start = ints(op, "start_indices")
    return {"start_indices": start, "limit_indices": ints(op, "limit_indices"),
            "strides": ints(op, "strides", [1] * len(start))}


# op name -> the op's attributes as OPS's keywords (ops absent here take none)
ATTRIBUTES: dict[str, Callable] = {
    "stablehlo.compare": lambda op: {
        "comparison_direction": enum_attr(op, "comparison_direction"),
        "compare_type": enum_attr(op, "compare_type")},
    "stablehlo.reduce_precision": lambda op: {
        "exponent_bits": int_attr(op, "exponent_bits"),
        "mantissa_bits": int_attr(op, "mantissa_bits")},
    "stablehlo.iota": lambda op: {"iota_dimension": int_attr(op, "iota_dimension")},
    "stablehlo.broadcast_in_dim": lambda op: {
        "broadcast_dimensions": ints(op, "broadcast_dimensions", [])},
    "stablehlo.transpose": lambda op: {"permutation": ints(op, "permutation")},
    "stablehlo.slice": _slice,
    "stablehlo.dynamic_slice": lambda op: {"slice_sizes": ints(op, "slice_sizes")},
    "stablehlo.concatenate": lambda op: {"dimension": int_attr(op, "dimension")},
    "stablehlo.pad": lambda op: {
        "edge_padding_low": ints(op, "edge_padding_low"),
        "edge_padding_high": ints(op, "edge_padding_high"),
        "interior_padding": ints(op, "interior_padding")},
    "stablehlo.reverse": lambda op: {"dimensions": ints(op, "dimensions")},
    "stablehlo.dot_general": _dot_dims,
    "stablehlo.convolution": convolution.attributes,
    "stablehlo.gather": shape_ops.gather_attributes,
    "stablehlo.torch_index_select": lambda op: {
        "dim": int_attr(op, "dim"), "batch_dims": int_attr(op, "batch_dims")},
    "stablehlo.fft": lambda op: {"fft_type": enum_attr(op, "fft_type"),
                                 "fft_length": ints(op, "fft_length")},
    "stablehlo.triangular_solve": lambda op: {
        "left_side": bool_attr(op, "left_side"), "lower": bool_attr(op, "lower"),
        "unit_diagonal": bool_attr(op, "unit_diagonal"),
        "transpose_a": enum_attr(op, "transpose_a", "NO_TRANSPOSE")},
    "chlo.top_k": lambda op: {"k": int_attr(op, "k")},
    "stablehlo.rng_bit_generator": lambda op: {
        "rng_algorithm": enum_attr(op, "rng_algorithm", "DEFAULT")},
}
