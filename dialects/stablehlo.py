"""Typed builders for StableHLO ops.

IREE's MLIR bindings ship no generated StableHLO op classes, so every op is made
with ``ir.Operation.create`` here, behind small functions that infer the result
type.  They insert at the current ``ir.InsertionPoint`` with the current
``ir.Location``; StableHLO's verifier checks every op when the module verifies.
"""
from __future__ import annotations

from typing import Callable, NamedTuple, Sequence

import numpy as np
from iree.compiler import ir

from . import op_traits
from .convolution import ConvDims
from .ops import i64s
from .types import dtype_of_element, element_type, kind, shape_dtype, tensor_type

Value = ir.Value


# --------------------------------------------------------------------- helpers
def op(name: str, operands: Sequence[Value], result_types: Sequence[ir.Type],
       attributes: dict | None = None, regions: int = 0) -> ir.Operation:
    """Create one op at the current insertion point."""
    return ir.Operation.create(name, results=list(result_types), operands=list(operands),
                               attributes=attributes or {}, regions=regions)


def _one(name, operands, result_type, attributes=None) -> Value:
    return op(name, operands, [result_type], attributes).result


def tensor_of(v: Value) -> ir.RankedTensorType:
    return ir.RankedTensorType(v.type)


def shape_of(v: Value) -> tuple[int, ...]:
    return tuple(ir.RankedTensorType(v.type).shape)


def dtype_of(v: Value) -> np.dtype:
    return dtype_of_element(ir.RankedTensorType(v.type).element_type)


def i64_array(values: Sequence[int]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def bool_array(values: Sequence[bool]) -> ir.Attribute:
    return ir.DenseBoolArrayAttr.get([bool(v) for v in values])


def _ints(values: Sequence[int]) -> str:
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def like(v: Value, shape=None, dtype=None) -> ir.RankedTensorType:
    s, d = shape_dtype(v.type)
    return tensor_type(s if shape is None else shape, d if dtype is None else dtype)


# ------------------------------------------------------------------- constants
def constant(value, dtype=None) -> Value:
    """A dense constant; splats stay splats whatever the size."""
    arr = np.asarray(value, dtype=dtype)
    t = tensor_type(arr.shape, arr.dtype)
    if arr.size > 1 and arr.dtype.kind != "c" and np.all(arr == arr.flat[0]):
        attr = ir.DenseElementsAttr.get_splat(t, _element_attr(arr.flat[0], t.element_type))
    else:
        attr = ir.DenseElementsAttr.get(np.ascontiguousarray(arr), type=t)
    return _one("stablehlo.constant", [], t, {"value": attr})


def splat(value, shape, dtype) -> Value:
    """A constant of ``shape`` filled with ``value``, built from the one value: no array
    of the full shape is ever allocated (huge shapes stay cheap)."""
    dtype = np.dtype(dtype)
    shape = tuple(int(d) for d in shape)
    if dtype.kind == "c" or 0 in shape or not shape:
        return constant(np.full(shape, value, dtype))
    t = tensor_type(shape, dtype)
    scalar = np.asarray(value, dtype)
    attr = ir.DenseElementsAttr.get_splat(t, _element_attr(scalar, t.element_type))
    return _one("stablehlo.constant", [], t, {"value": attr})


def splat_value(v) -> np.ndarray | None:
    """The repeated value of ``v`` (a 0-d array of its dtype) if it is a splat (or 0-d)
    ``stablehlo.constant``; None otherwise, and for complex constants."""
    if not isinstance(v, ir.OpResult) or v.owner.name != "stablehlo.constant":
        return None
    _, dtype = shape_dtype(v.type)
    if dtype.kind == "c":
        return None
    attr = ir.DenseElementsAttr(v.owner.attributes["value"])
    if not attr.is_splat:
        return None
    value = attr.get_splat_value()
    if dtype == np.bool_:
        return np.asarray(ir.IntegerAttr(value).value != 0)
    if kind(dtype) in "iu":
        return np.asarray(ir.IntegerAttr(value).value).astype(np.int64).astype(dtype)
    return np.asarray(ir.FloatAttr(value).value, np.float64).astype(dtype)


def _element_attr(x, et: ir.Type) -> ir.Attribute:
    if isinstance(et, ir.IntegerType) or str(et).startswith(("i", "ui")):
        v = int(x)
        if v >= 2 ** 63:  # the binding takes int64: give large unsigned values as bits
            v -= 2 ** 64
        return ir.IntegerAttr.get(et, v)
    return ir.FloatAttr.get(et, float(x))


def iota(shape, dtype, dimension: int) -> Value:
    return _one("stablehlo.iota", [], tensor_type(shape, dtype),
                {"iota_dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dimension)})


# ----------------------------------------------------------------- elementwise
# the elementwise ops whose result has the operands' type, built by unary / binary
UNARY_SAME_TYPE = op_traits.names("stablehlo", 1, op_traits.E | op_traits.SAME)
BINARY_SAME_TYPE = op_traits.names("stablehlo", 2, op_traits.E | op_traits.SAME)


def unary(name: str, x: Value) -> Value:
    """An elementwise op whose result has the operand's type (abs of complex excepted)."""
    t = x.type
    if name == "abs" and dtype_of(x).kind == "c":
        t = like(x, dtype=np.float32 if dtype_of(x) == np.complex64 else np.float64)
    return _one(f"stablehlo.{name}", [x], t)


def binary(name: str, x: Value, y: Value) -> Value:
    return _one(f"stablehlo.{name}", [x, y], x.type)


# CHLO's special functions (erf, lgamma, ...): StableHLO has no such ops; IREE's input
# conversion expands them (XLA's polynomial and rational approximations, computed in
# float32 for 16-bit floats), as it does for JAX's modules.
CHLO_UNARY_SAME_TYPE = op_traits.names("chlo", 1, op_traits.SAME, op_traits.FOREIGN)
# polygamma(n, x), zeta(s, q): order first
CHLO_BINARY_SAME_TYPE = op_traits.names("chlo", 2, op_traits.SAME, op_traits.FOREIGN)


def chlo_unary(name: str, x: Value) -> Value:
    """``chlo.<name>``: an elementwise op whose result has the operand's type."""
    return _one(f"chlo.{name}", [x], x.type)


def chlo_binary(name: str, x: Value, y: Value) -> Value:
    return _one(f"chlo.{name}", [x, y], x.type)


def is_finite(x: Value) -> Value:
    return _one("stablehlo.is_finite", [x], like(x, dtype=bool))


def real(x: Value) -> Value:
    d = np.float32 if dtype_of(x) == np.complex64 else np.float64
    return _one("stablehlo.real", [x], like(x, dtype=d) if dtype_of(x).kind == "c" else x.type)


def imag(x: Value) -> Value:
    d = np.float32 if dtype_of(x) == np.complex64 else np.float64
    return _one("stablehlo.imag", [x], like(x, dtype=d) if dtype_of(x).kind == "c" else x.type)


def complex_(re: Value, im: Value) -> Value:
    d = np.complex64 if dtype_of(re) == np.float32 else np.complex128
    return _one("stablehlo.complex", [re, im], like(re, dtype=d))


COMPARISON_DIRECTIONS = ("EQ", "NE", "LT", "LE", "GT", "GE")


def compare(direction: str, x: Value, y: Value) -> Value:
    attrs = {"comparison_direction": ir.Attribute.parse(f"#stablehlo<comparison_direction {direction}>")}
    compare_type = {"f": "FLOAT", "c": "FLOAT", "u": "UNSIGNED", "b": "UNSIGNED"}.get(
        kind(dtype_of(x)), "SIGNED")
    attrs["compare_type"] = ir.Attribute.parse(f"#stablehlo<comparison_type {compare_type}>")
    return _one("stablehlo.compare", [x, y], like(x, dtype=bool), attrs)


def select(pred: Value, on_true: Value, on_false: Value) -> Value:
    return _one("stablehlo.select", [pred, on_true, on_false], on_true.type)


def clamp(lo: Value, x: Value, hi: Value) -> Value:
    return _one("stablehlo.clamp", [lo, x, hi], x.type)


def convert(x: Value, dtype) -> Value:
    return _one("stablehlo.convert", [x], like(x, dtype=dtype))


def bitcast_convert(x: Value, dtype) -> Value:
    src, dst = dtype_of(x).itemsize, np.dtype(dtype).itemsize
    shape = shape_of(x)
    if dst < src:
        shape = shape + (src // dst,)
    elif dst > src:
        shape = shape[:-1]
    return _one("stablehlo.bitcast_convert", [x], tensor_type(shape, dtype))


# ------------------------------------------------------------------ structural
def broadcast_in_dim(x: Value, shape, broadcast_dimensions) -> Value:
    return _one("stablehlo.broadcast_in_dim", [x], like(x, shape=shape),
                {"broadcast_dimensions": i64_array(broadcast_dimensions)})


def reshape(x: Value, shape) -> Value:
    return _one("stablehlo.reshape", [x], like(x, shape=shape))


def transpose(x: Value, permutation) -> Value:
    s = shape_of(x)
    return _one("stablehlo.transpose", [x], like(x, shape=[s[p] for p in permutation]),
                {"permutation": i64_array(permutation)})


def slice_(x: Value, start, limit, strides=None) -> Value:
    strides = strides or [1] * len(start)
    shape = [max(0, -(-(hi - lo) // st)) for lo, hi, st in zip(start, limit, strides)]
    return _one("stablehlo.slice", [x], like(x, shape=shape),
                {"start_indices": i64_array(start), "limit_indices": i64_array(limit),
                 "strides": i64_array(strides)})


def dynamic_slice(x: Value, start_indices: Sequence[Value], sizes) -> Value:
    return _one("stablehlo.dynamic_slice", [x, *start_indices], like(x, shape=sizes),
                {"slice_sizes": i64_array(sizes)})


def dynamic_update_slice(x: Value, update: Value, start_indices: Sequence[Value]) -> Value:
    return _one("stablehlo.dynamic_update_slice", [x, update, *start_indices], x.type)


def concatenate(xs: Sequence[Value], dimension: int) -> Value:
    shape = list(shape_of(xs[0]))
    shape[dimension] = sum(shape_of(x)[dimension] for x in xs)
    return _one("stablehlo.concatenate", list(xs), like(xs[0], shape=shape),
                {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dimension)})


def pad(x: Value, padding_value: Value, low, high, interior) -> Value:
    shape = [lo + hi + d + max(0, d - 1) * it
             for d, lo, hi, it in zip(shape_of(x), low, high, interior)]
    return _one("stablehlo.pad", [x, padding_value], like(x, shape=shape),
                {"edge_padding_low": i64_array(low), "edge_padding_high": i64_array(high),
                 "interior_padding": i64_array(interior)})


def reverse(x: Value, dimensions) -> Value:
    return _one("stablehlo.reverse", [x], x.type, {"dimensions": i64_array(dimensions)})


def dot_general(lhs: Value, rhs: Value, lhs_contracting, rhs_contracting,
                lhs_batch=(), rhs_batch=(), result_dtype=None) -> Value:
    ls, rs = shape_of(lhs), shape_of(rhs)
    batch = [ls[d] for d in lhs_batch]
    lfree = [ls[d] for d in range(len(ls)) if d not in lhs_batch and d not in lhs_contracting]
    rfree = [rs[d] for d in range(len(rs)) if d not in rhs_batch and d not in rhs_contracting]
    dims = ir.Attribute.parse(
        "#stablehlo.dot<lhs_batching_dimensions = %s, rhs_batching_dimensions = %s, "
        "lhs_contracting_dimensions = %s, rhs_contracting_dimensions = %s>"
        % (_ints(lhs_batch), _ints(rhs_batch), _ints(lhs_contracting), _ints(rhs_contracting)))
    out = like(lhs, shape=batch + lfree + rfree, dtype=result_dtype or dtype_of(lhs))
    return _one("stablehlo.dot_general", [lhs, rhs], out, {"dot_dimension_numbers": dims})


def conv_output_shape(lhs_shape, rhs_shape, dims: ConvDims, window_strides, padding,
                      lhs_dilation, rhs_dilation, batch_group_count=1) -> list[int]:
    """The result shape of stablehlo.convolution (the spec's shape inference)."""
    out = [0] * len(lhs_shape)
    out[dims.out[0]] = lhs_shape[dims.lhs[0]] // batch_group_count
    out[dims.out[1]] = rhs_shape[dims.rhs[0]]
    for k in range(dims.n_spatial):
        d, w = lhs_shape[dims.lhs[k + 2]], rhs_shape[dims.rhs[k + 2]]
        base = (d - 1) * lhs_dilation[k] + 1 if d else 0
        padded = base + padding[k][0] + padding[k][1]
        window = (w - 1) * rhs_dilation[k] + 1 if w else 0
        out[dims.out[k + 2]] = (padded - window) // window_strides[k] + 1 \
            if padded >= window and w else 0
    return out


def convolution(lhs: Value, rhs: Value, dims: ConvDims, window_strides=None, padding=None,
                lhs_dilation=None, rhs_dilation=None, feature_group_count: int = 1,
                batch_group_count: int = 1, result_dtype=None,
                precision_config: ir.Attribute | None = None) -> Value:
    """stablehlo.convolution; window attributes default to 1 (strides, dilations) and 0
    (padding) per spatial dimension, and are always written out."""
    n = dims.n_spatial
    strides = list(window_strides or [1] * n)
    pads = [tuple(p) for p in (padding if padding is not None else [(0, 0)] * n)]
    ld, rd = list(lhs_dilation or [1] * n), list(rhs_dilation or [1] * n)
    shape = conv_output_shape(shape_of(lhs), shape_of(rhs), dims, strides, pads, ld, rd,
                              batch_group_count)
    i64 = ir.IntegerType.get_signless(64)
    attrs = {"window_strides": i64_array(strides),
             "padding": ir.DenseElementsAttr.get(np.asarray(pads, np.int64).reshape(n, 2),
                                                 type=tensor_type((n, 2), np.int64)),
             "lhs_dilation": i64_array(ld), "rhs_dilation": i64_array(rd),
             "dimension_numbers": dims.attr(),
             "feature_group_count": ir.IntegerAttr.get(i64, feature_group_count),
             "batch_group_count": ir.IntegerAttr.get(i64, batch_group_count)}
    if precision_config is not None:
        attrs["precision_config"] = precision_config
    out = like(lhs, shape=shape, dtype=result_dtype or dtype_of(lhs))
    return _one("stablehlo.convolution", [lhs, rhs], out, attrs)


# -------------------------------------------------------------- region helpers
def build_region(region: ir.Region, arg_types: Sequence[ir.Type],
                 body: Callable[..., Sequence[Value]]) -> None:
    """Fill ``region`` with one block whose terminator is stablehlo.return."""
    block = region.blocks.append(*arg_types)
    with ir.InsertionPoint(block):
        results = body(*block.arguments)
        op("stablehlo.return", list(results), [])


def scalar_type(dtype) -> ir.RankedTensorType:
    return tensor_type((), dtype)


def reduce(operands: Sequence[Value], inits: Sequence[Value], dimensions,
           body: Callable[..., Sequence[Value]]) -> list[Value]:
    """stablehlo.reduce over ``dimensions``; body maps (accs..., xs...) -> accs."""
    dims = set(dimensions)
    result_types = [like(x, shape=[d for i, d in enumerate(shape_of(x)) if i not in dims])
                    for x in operands]
    o = op("stablehlo.reduce", [*operands, *inits], result_types,
           {"dimensions": i64_array(sorted(dims))}, regions=1)
    build_region(o.regions[0], [like(i) for i in inits] * 2, body)
    return list(o.results)


class Window(NamedTuple):
    """The window of a reduce_window / select_and_scatter, one entry per operand axis."""
    dimensions: tuple[int, ...]
    strides: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]
    base_dilations: tuple[int, ...]
    window_dilations: tuple[int, ...]

    @staticmethod
    def make(dimensions, strides=None, padding=None, base_dilations=None,
             window_dilations=None) -> "Window":
        n = len(dimensions)
        ones = (1,) * n
        return Window(tuple(int(d) for d in dimensions), tuple(strides or ones),
                      tuple((int(lo), int(hi)) for lo, hi in (padding or [(0, 0)] * n)),
                      tuple(base_dilations or ones), tuple(window_dilations or ones))

    def output_shape(self, shape) -> list[int]:
        """The spec's result shape of a reduce_window over ``shape``."""
        out = []
        for d, w, s, (lo, hi), b, wd in zip(shape, *self):
            base = (d - 1) * b + 1 if d else 0
            span = (w - 1) * wd + 1
            padded = base + lo + hi
            out.append((padded - span) // s + 1 if padded >= span else 0)
        return out

    def attributes(self, dilations: bool = True) -> dict:
        attrs = {"window_dimensions": i64_array(self.dimensions),
                 "window_strides": i64_array(self.strides),
                 "padding": ir.DenseElementsAttr.get(
                     np.asarray(self.padding, np.int64).reshape(-1, 2))}
        if dilations and any(b != 1 for b in self.base_dilations):
            attrs["base_dilations"] = i64_array(self.base_dilations)
        if dilations and any(w != 1 for w in self.window_dilations):
            attrs["window_dilations"] = i64_array(self.window_dilations)
        return attrs


def window_of(o) -> Window:
    """The window attributes of a reduce_window or select_and_scatter, defaults filled in."""
    o = o.operation if hasattr(o, "operation") else o
    rank = len(shape_of(o.operands[0]))
    attrs = o.attributes

    def get(name):
        return i64s(attrs[name]) if name in attrs else None
    flat = get("padding")
    padding = list(zip(flat[0::2], flat[1::2])) if flat else None
    dims = get("window_dimensions") or [1] * rank
    return Window.make(dims, get("window_strides"), padding, get("base_dilations"),
                       get("window_dilations"))


def reduce_window(operands, inits, window_dimensions, window_strides, padding,
                  body, base_dilations=None, window_dilations=None) -> list[Value]:
    """stablehlo.reduce_window; body maps (accs..., xs...) -> accs."""
    window = Window.make(window_dimensions, window_strides, padding, base_dilations,
                         window_dilations)
    shapes = [like(x, shape=window.output_shape(shape_of(x))) for x in operands]
    o = op("stablehlo.reduce_window", [*operands, *inits], shapes, window.attributes(),
           regions=1)
    build_region(o.regions[0], [like(i) for i in inits] * 2, body)
    return list(o.results)


def select_and_scatter(operand: Value, source: Value, init: Value, window_dimensions,
                       window_strides, padding, select: Callable[[Value, Value], Value],
                       scatter: Callable[[Value, Value], Value]) -> Value:
    """stablehlo.select_and_scatter: per window of ``operand`` the element ``select``
    keeps (select(current, candidate) true keeps current) receives the window's source
    value, combined by ``scatter`` into a result that starts as ``init``."""
    window = Window.make(window_dimensions, window_strides, padding)
    o = op("stablehlo.select_and_scatter", [operand, source, init], [operand.type],
           window.attributes(dilations=False), regions=2)
    scalar = like(init)
    build_region(o.regions[0], [scalar, scalar], lambda a, b: [select(a, b)])
    build_region(o.regions[1], [scalar, scalar], lambda a, b: [scatter(a, b)])
    return o.result


def sort(operands: Sequence[Value], dimension: int, comparator, is_stable=True) -> list[Value]:
    o = op("stablehlo.sort", list(operands), [x.type for x in operands],
           {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dimension),
            "is_stable": ir.BoolAttr.get(is_stable)}, regions=1)
    arg_types = []
    for x in operands:
        arg_types += [like(x, shape=())] * 2
    build_region(o.regions[0], arg_types, comparator)
    return list(o.results)


def gather(operand: Value, indices: Value, offset_dims, collapsed_slice_dims, start_index_map,
           index_vector_dim, slice_sizes, result_shape, operand_batching_dims=(),
           start_indices_batching_dims=()) -> Value:
    dn = ir.Attribute.parse(
        "#stablehlo.gather<offset_dims = %s, collapsed_slice_dims = %s, "
        "operand_batching_dims = %s, start_indices_batching_dims = %s, "
        "start_index_map = %s, index_vector_dim = %d>"
        % (_ints(offset_dims), _ints(collapsed_slice_dims), _ints(operand_batching_dims),
           _ints(start_indices_batching_dims), _ints(start_index_map), index_vector_dim))
    return _one("stablehlo.gather", [operand, indices], like(operand, shape=result_shape),
                {"dimension_numbers": dn, "slice_sizes": i64_array(slice_sizes),
                 "indices_are_sorted": ir.BoolAttr.get(False)})


def torch_index_select(table: Value, indices: Value) -> Value:
    """``table[indices]`` for a 1-d ``table``, elementwise over ``indices`` (StableHLO's
    torch_index_select: not in the spec, but IREE turns it into an elementwise loop that
    fuses with its neighbours, where a gather becomes a dispatch of its own)."""
    i64 = ir.IntegerType.get_signless(64)
    return _one("stablehlo.torch_index_select", [table, indices],
                like(table, shape=shape_of(indices)),
                {"dim": ir.IntegerAttr.get(i64, 0), "batch_dims": ir.IntegerAttr.get(i64, 0)})


def scatter(operand: Value, indices: Value, updates: Value, update_window_dims,
            inserted_window_dims, scatter_dims_to_operand_dims, index_vector_dim,
            combiner: Callable[[Value, Value], Sequence[Value]],
            input_batching_dims=(), scatter_indices_batching_dims=()) -> Value:
    dn = ir.Attribute.parse(
        "#stablehlo.scatter<update_window_dims = %s, inserted_window_dims = %s, "
        "input_batching_dims = %s, scatter_indices_batching_dims = %s, "
        "scatter_dims_to_operand_dims = %s, index_vector_dim = %d>"
        % (_ints(update_window_dims), _ints(inserted_window_dims), _ints(input_batching_dims),
           _ints(scatter_indices_batching_dims), _ints(scatter_dims_to_operand_dims),
           index_vector_dim))
    o = op("stablehlo.scatter", [operand, indices, updates], [operand.type],
           {"scatter_dimension_numbers": dn, "indices_are_sorted": ir.BoolAttr.get(False),
            "unique_indices": ir.BoolAttr.get(False)}, regions=1)
    build_region(o.regions[0], [like(operand, shape=())] * 2, combiner)
    return o.result


# ---------------------------------------------------------------- control flow
def while_(inits: Sequence[Value], cond: Callable[..., Value],
           body: Callable[..., Sequence[Value]]) -> list[Value]:
    types = [v.type for v in inits]
    o = op("stablehlo.while", list(inits), types, regions=2)
    build_region(o.regions[0], types, lambda *a: [cond(*a)])
    build_region(o.regions[1], types, body)
    return list(o.results)


def if_(pred: Value, result_types: Sequence[ir.Type], true_branch: Callable[[], Sequence[Value]],
        false_branch: Callable[[], Sequence[Value]]) -> list[Value]:
    o = op("stablehlo.if", [pred], list(result_types), regions=2)
    build_region(o.regions[0], [], true_branch)
    build_region(o.regions[1], [], false_branch)
    return list(o.results)


def case(index: Value, result_types: Sequence[ir.Type],
         branches: Sequence[Callable[[], Sequence[Value]]]) -> list[Value]:
    o = op("stablehlo.case", [index], list(result_types), regions=len(branches))
    for region, branch in zip(o.regions, branches):
        build_region(region, [], branch)
    return list(o.results)


def custom_call(target: str, operands: Sequence[Value], result_types: Sequence[ir.Type],
                has_side_effect: bool, extra_attributes: dict | None = None) -> ir.Operation:
    attrs = {"call_target_name": ir.StringAttr.get(target),
             "has_side_effect": ir.BoolAttr.get(has_side_effect)}
    attrs.update(extra_attributes or {})
    return op("stablehlo.custom_call", operands, result_types, attrs)


def reduce_precision(x: Value, exponent_bits: int, mantissa_bits: int) -> Value:
    """stablehlo.reduce_precision: ``x`` rounded to a float of the given widths."""
    i32 = ir.IntegerType.get_signless(32)
    return _one("stablehlo.reduce_precision", [x], x.type, {
        "exponent_bits": ir.IntegerAttr.get(i32, exponent_bits),
        "mantissa_bits": ir.IntegerAttr.get(i32, mantissa_bits)})


def optimization_barrier(values: Sequence[Value]) -> list[Value]:
    return list(op("stablehlo.optimization_barrier", list(values), [v.type for v in values]).results)


# ------------------------------------------------------------------ linear algebra
FFT_TYPES = ("FFT", "IFFT", "RFFT", "IRFFT")
TRANSPOSE_KINDS = ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")


def fft(x: Value, fft_type: str, fft_length: Sequence[int]) -> Value:
    """stablehlo.fft over the last len(fft_length) axes; RFFT keeps fft_length[-1] // 2 + 1
    frequencies of a real input, IRFFT gives fft_length[-1] reals from them."""
    s, d = shape_dtype(x.type)
    s = list(s)
    if fft_type == "RFFT":
        s[-1] = fft_length[-1] // 2 + 1
        d = np.dtype(np.complex128 if d == np.float64 else np.complex64)
    elif fft_type == "IRFFT":
        s[-1] = fft_length[-1]
        d = np.dtype(np.float64 if d == np.complex128 else np.float32)
    return _one("stablehlo.fft", [x], tensor_type(s, d),
                {"fft_type": ir.Attribute.parse(f"#stablehlo<fft_type {fft_type}>"),
                 "fft_length": i64_array(fft_length)})


def triangular_solve(a: Value, b: Value, left_side: bool, lower: bool, unit_diagonal: bool,
                     transpose_a: str) -> Value:
    """x with op(a) x = b (left_side) or x op(a) = b, a's ``lower`` or upper triangle read."""
    return _one("stablehlo.triangular_solve", [a, b], b.type,
                {"left_side": ir.BoolAttr.get(left_side), "lower": ir.BoolAttr.get(lower),
                 "unit_diagonal": ir.BoolAttr.get(unit_diagonal),
                 "transpose_a": ir.Attribute.parse(f"#stablehlo<transpose {transpose_a}>")})


# ------------------------------------------------------------------ random bits
def rng_bit_generator(state: Value, shape, dtype, algorithm: str) -> tuple[Value, Value]:
    """(new state, bits of ``shape`` and ``dtype``) of stablehlo.rng_bit_generator;
    ``algorithm`` is DEFAULT, THREE_FRY or PHILOX."""
    out = op("stablehlo.rng_bit_generator", [state], [state.type, tensor_type(shape, dtype)],
             {"rng_algorithm": ir.Attribute.parse(f"#stablehlo<rng_algorithm {algorithm}>")})
    return out.results[0], out.results[1]
