"""hostcall-reduce-trig: sine, cosine and tan of 32-bit and smaller floats computed
exactly reduced, with polynomials of hostcall's own.

Why: IREE 3.13 expands these ops with a polynomial that is right only near zero and for
positive arguments (sin(88) had a relative error of 7e-5, sin(710) 33%, sin(1e30) was
-inf), and its f32 sin(1) is one ulp above the correctly rounded value.  An f32
reduction x - k pi/2 is exact only where k * (pi/2)_hi fuses into an FMA: on a CPU
without FMA (``--iree-llvmcpu-target-cpu=generic``) errors reached 3e-2 for |x| in
1e5..1e6, and IREE folded constant arguments to values as wrong (sin(1e6) = -0.3791
instead of -0.3500).

How: a float32 x is m 2**E with m < 2**24 an integer; x 2/pi mod 4 = m (2**E 2/pi mod 4)
and the second factor is read from a table indexed by x's exponent bits (Payne-Hanek):
three pieces c0 (a multiple of 2**-27 below 4), c1 (of 2**-52 below 2**-27) and c2 (the
rest, 53 bits) of 2**E 2/pi mod 4, from 2/pi to 400 bits, each stored times 2**-E so that
x itself (in float64, sign included) multiplies them: p0 and p1 = m c0 and m c1 exactly,
p2 = m c2 rounded once.  k = round(p0) is the quadrant, and f = ((p0 - k) + p1) + p2 has
its first sum exact (multiples of 2**-52 below 1) and one rounding in the last: f in
[-0.625, 0.625] with a relative error near 2**-52 for every finite x, FMA or not.  k comes
from adding 1.5 2**52 (the float64 rounding, to even), whose low bits are then k's low
bits: the quadrant without a float-to-int conversion (IREE saturates those in 8 ops).
sin(f pi/2) = f S(f**2) and cos(f pi/2) = C(f**2) are minimax polynomials in float64 with
eight coefficients each (relative errors 2**-54.5 and 2**-53.8 over |f| <= 0.62501,
fitted by bench/trig_minimax.py), evaluated by Estrin's scheme (a short dependency
chain: loops wait on it); sine and cosine evaluate one polynomial whose coefficients the
quadrant's parity selects, times f or 1, negated by the quadrant's second bit; tan
divides both.  The float64 value is rounded once to the result type: correctly rounded
nearly everywhere (no error in 1.25e6 points per function, bench/trig_accuracy.py).

The float64 work is only multiply, add and compare (no float64 transcendentals: CUDA
and SPIR-V-like targets do these natively; IREE's CPU code needs no libm for them).
Tiny arguments (|x| < 2**-12, read from the bits, subnormals and signed zeros included)
pass through for sine and tan.  Infinities and NaN give NaN (inf - inf in f).  64-bit
floats are left to IREE, which calls the C library for them.  Runs after the
transformations, so derivatives and batching keep seeing one op.

Shared kernels (option ``share-above``, set for the CPU in jit's pipeline): an expansion
is ~54 ops and 30 constants, and IREE's module-level passes (input conversion,
canonicalization, fusion) take time per op, so a program with many sites compiled slowly
(an unrolled 50-step RK4 with 200 sines: 19,150 ops, 14 s of IREE CPU time).  IREE
inlines any function the expansion is outlined into (``noinline`` and
``#util.inline.never`` alike), and deduplicating identical dispatch regions does not
help: the cost is before dispatch formation.  So where a module has more than
``share-above`` sites at functions' top level, each becomes a ``flow.dispatch`` of one
``flow.executable`` per op and element type, whose kernel is the same expansion
written as scalar arith in a ``linalg.generic`` over a 1-D tensor of any length (the
same ops in the same order: the same bits); a site is its reshape to 1-D, two casts,
an index constant and the dispatch.  The RK4 above: 3,246 ops, 2.6 s.  The cost: a
shared site no longer fuses with its neighbours, so it is one more dispatch (about
0.1 us; that RK4 ran 1.25x longer) and passes over memory for its operand and result
(20 sines summed over 4096 elements: 1.03x the time; over 65,536: 1.12x; over 1e6:
1.26x), so sites of more than ``max-elements`` (4096) elements keep the expansion.  Sites
in loops and branches keep it too, since the loop kernels (hostcall-kernelize-loops)
compile it with the rest of the loop.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops, nested_ops, unique_symbol
from hostcall.dialects.types import shape_dtype

from .. import Option, register
from ..rewrite import RewritePattern, apply_patterns

PASS = "hostcall-reduce-trig"

_OPS = ("stablehlo.sine", "stablehlo.cosine", "stablehlo.tan")
_TINY_BITS = 0x39800000  # 2**-12 as float32 bits
_MANTISSA_BITS = 23
_ROUNDER = 1.5 * 2.0 ** 52


def _atan_inverse(n: int, one: int) -> int:
    """atan(1/n) * one (fixed point, Python integers): its Taylor series."""
    total, term, k = 0, one // n, 0
    while term:
        total += term // (2 * k + 1) if k % 2 == 0 else -(term // (2 * k + 1))
        term //= n * n
        k += 1
    return total


def _two_over_pi_table(precision: int = 400) -> np.ndarray:
    """(3, 256): for each float32 exponent field e, (d0 + d1 + d2) 2**E = 2**E 2/pi mod 4
    with E = max(e, 1) - 150 (the weight of the mantissa's last bit); d0 2**E a multiple
    of 2**-27 below 4 (29 bits), d1 2**E one of 2**-52 below 2**-27 (25 bits), d2 the rest
    in float64.  2/pi comes from Machin's formula in integers, to ``precision`` bits."""
    one = 1 << (precision + 32)
    pi = 16 * _atan_inverse(5, one) - 4 * _atan_inverse(239, one)  # pi * one
    two_over_pi = (2 * one << precision) // pi                     # 2/pi * 2**precision
    table = np.zeros((3, 256))
    for e in range(256):
        scale = Fraction(2) ** (max(e, 1) - 150)
        f = Fraction(two_over_pi, 2 ** precision) * scale % 4
        c0 = Fraction(math.floor(f * 2 ** 27), 2 ** 27)
        c1 = Fraction(math.floor((f - c0) * 2 ** 52), 2 ** 52)
        table[:, e] = float(c0 / scale), float(c1 / scale), float((f - c0 - c1) / scale)
    return table


_TABLE = _two_over_pi_table()
# minimax on |f| <= 0.62501 (bench/trig_minimax.py): sin(f pi/2) = f S(f**2) within a
# relative 2**-54.5, cos(f pi/2) = C(f**2) within 2**-53.8 (float64 coefficients, of f**0 first)
_SIN = (1.5707963267948966, -0.6459640975062462, 0.07969262624616522, -0.004681754135282486,
        0.0001604411844299061, -3.5988412952076033e-06, 5.691584950848814e-08,
        -6.594685994646042e-10)
_COS = (1.0, -1.2337005501361693, 0.25366950790102555, -0.020863480762911807,
        0.0009192602705535418, -2.520201963108288e-05, 4.7102030732580206e-07,
        -6.282815757430217e-09)


def _reduced(name: str, x, ops, rounding: str = "add"):
    """``name`` (sine, cosine or tan) of float32 x, as a float64 value, built with ``ops``
    (``_Tensors`` or ``_Scalars``); ``rounding`` says how the quadrant is rounded (see the
    pass's ``rounding`` option)."""
    const = ops.const

    def add(a, b):
        return ops.binary("add", a, b)

    def mul(a, b):
        return ops.binary("multiply", a, b)

    def bit_set(v, bit):
        return ops.compare("NE", ops.binary("and", v, const(bit, np.int64)),
                           const(0, np.int64))

    bits = ops.bitcast(x, np.int32)
    exponent = ops.binary("and", ops.binary("shift_right_logical", bits,
                                            const(_MANTISSA_BITS, np.int32)),
                          const(255, np.int32))
    wide = ops.convert(x, np.float64)
    p0, p1, p2 = (mul(wide, ops.lookup(_TABLE[i], exponent)) for i in range(3))
    # |p0| < 2**26: t = p0 + 1.5 2**52 holds k = round(p0) (to even) as an integer in its
    # low bits, and t - 1.5 2**52 = k exactly
    if rounding == "add":
        t = add(p0, const(_ROUNDER))
        k = ops.binary("subtract", t, const(_ROUNDER))
    else:
        k = ops.unary("round_nearest_even", p0)
    f = add(add(ops.binary("subtract", p0, k), p1), p2)   # the first sum exact
    u = mul(f, f)
    quadrant = ops.bitcast(t, np.int64) if rounding == "add" else ops.convert(k, np.int64)
    if name == "stablehlo.tan":   # tan or, odd quadrants, -1 / tan
        sine, cosine = mul(f, _polynomial(_SIN, u, ops)), _polynomial(_COS, u, ops)
        odd = bit_set(quadrant, 1)
        value = ops.binary("divide", ops.select(odd, ops.unary("negate", cosine), sine),
                           ops.select(odd, sine, cosine))
    else:   # cos x = sin(x + pi/2): one quadrant on
        if name == "stablehlo.cosine":
            quadrant = add(quadrant, const(1, np.int64))
        odd = bit_set(quadrant, 1)   # cosine, else sine: one polynomial, selected coefficients
        factor = ops.select(odd, const(1.0), f)
        factor = ops.select(bit_set(quadrant, 2), ops.unary("negate", factor), factor)
        value = mul(factor, _polynomial([ops.select(odd, const(c), const(s))
                                         for s, c in zip(_SIN, _COS)], u, ops))
    return value


def _polynomial(coefficients, u, ops):
    """sum c_i u**i over the coefficients (numbers or values), by Estrin's scheme: pairs
    c_i + c_i+1 u, then pairs of those with u**2, u**4, ...: a dependency chain of about
    2 log2(n) operations instead of Horner's 2 n (the loops it sits in wait on it)."""
    terms = [c if ops.is_value(c) else ops.const(c) for c in coefficients]
    power = u
    while len(terms) > 1:
        terms = [ops.binary("add", terms[i], ops.binary("multiply", terms[i + 1], power))
                 if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
        if len(terms) > 1:
            power = ops.binary("multiply", power, power)
    return terms[0]


def _trig(name: str, x, dtype, ops, rounding: str):
    """``name`` of x (of float type ``dtype``): reduced in float32 and float64, rounded
    once to ``dtype``; sine and tan of tiny x are x."""
    wide = x if dtype == np.float32 else ops.convert(x, np.float32)
    value = ops.convert(_reduced(name, wide, ops, rounding), dtype)   # one rounding
    if name != "stablehlo.cosine":   # sin x and tan x round to x for tiny x
        magnitude = ops.binary("and", ops.bitcast(wide, np.int32),
                               ops.const(0x7FFFFFFF, np.int32))
        tiny = ops.compare("LT", magnitude, ops.const(_TINY_BITS, np.int32))
        value = ops.select(tiny, x, value)
    return value


class _Tensors:
    """The expansion's operations as StableHLO ops on tensors of one shape, at the
    insertion point (constants are splats of that shape)."""

    def __init__(self, shape):
        self.shape = shape

    @staticmethod
    def is_value(v) -> bool:
        return isinstance(v, ir.Value)

    def const(self, v, dtype=np.float64):
        return hlo.splat(v, self.shape, dtype)

    @staticmethod
    def binary(name, a, b):
        return hlo.binary(name, a, b)

    @staticmethod
    def unary(name, a):
        return hlo.unary(name, a)

    @staticmethod
    def compare(direction, a, b):
        return hlo.compare(direction, a, b)

    @staticmethod
    def select(p, a, b):
        return hlo.select(p, a, b)

    @staticmethod
    def bitcast(x, dtype):
        return hlo.bitcast_convert(x, dtype)

    @staticmethod
    def convert(x, dtype):
        return hlo.convert(x, dtype)

    def lookup(self, column: np.ndarray, index):
        """column[index] elementwise (a gather from a constant table)."""
        return hlo.gather(hlo.constant(column), index, offset_dims=[],
                          collapsed_slice_dims=[0], start_index_map=[0],
                          index_vector_dim=len(self.shape), slice_sizes=[1],
                          result_shape=self.shape)


_SCALAR_TYPES = {"float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64",
                 "int32": "i32", "int64": "i64"}
_FLOAT_OPS = {"add": "arith.addf", "subtract": "arith.subf", "multiply": "arith.mulf",
              "divide": "arith.divf"}
_INT_OPS = {"add": "arith.addi", "and": "arith.andi", "shift_right_logical": "arith.shrui"}
_UNARY_OPS = {"negate": "arith.negf", "round_nearest_even": "math.roundeven"}
_PREDICATES = {"NE": "ne", "LT": "slt"}
_WIDTHS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


class _Scalars:
    """The same operations as ``_Tensors``, written as scalar arith text (the body of the
    shared kernel's linalg.generic); a value is a (name, type) pair.  ``tables`` are the
    constant tables read, emitted before the generic and read with tensor.extract."""

    def __init__(self):
        self.lines: list[str] = []
        self.tables: list[str] = []
        self._count = 0

    @staticmethod
    def is_value(v) -> bool:
        return isinstance(v, tuple)

    def _emit(self, text: str, type_: str):
        name = f"%v{self._count}"
        self._count += 1
        self.lines.append(f"{name} = {text}")
        return name, type_

    def const(self, v, dtype=np.float64):
        type_ = _SCALAR_TYPES[np.dtype(dtype).name]
        if np.dtype(dtype).kind == "f":   # the exact bits, as hex
            bits = np.asarray(v, dtype).reshape(1).view(f"u{np.dtype(dtype).itemsize}")[0]
            digits = 2 * np.dtype(dtype).itemsize
            return self._emit(f"arith.constant 0x{int(bits):0{digits}X} : {type_}", type_)
        return self._emit(f"arith.constant {int(v)} : {type_}", type_)

    def binary(self, name, a, b):
        table = _FLOAT_OPS if a[1].startswith(("f", "bf")) else _INT_OPS
        return self._emit(f"{table[name]} {a[0]}, {b[0]} : {a[1]}", a[1])

    def unary(self, name, a):
        return self._emit(f"{_UNARY_OPS[name]} {a[0]} : {a[1]}", a[1])

    def compare(self, direction, a, b):
        return self._emit(f"arith.cmpi {_PREDICATES[direction]}, {a[0]}, {b[0]} : {a[1]}",
                          "i1")

    def select(self, p, a, b):
        return self._emit(f"arith.select {p[0]}, {a[0]}, {b[0]} : {a[1]}", a[1])

    def bitcast(self, x, dtype):
        type_ = _SCALAR_TYPES[np.dtype(dtype).name]
        return self._emit(f"arith.bitcast {x[0]} : {x[1]} to {type_}", type_)

    def convert(self, x, dtype):
        type_ = _SCALAR_TYPES[np.dtype(dtype).name]
        if type_.startswith("i"):
            op = "arith.fptosi"
        else:
            op = "arith.extf" if _WIDTHS[type_] > _WIDTHS[x[1]] else "arith.truncf"
        return self._emit(f"{op} {x[0]} : {x[1]} to {type_}", type_)

    def lookup(self, column: np.ndarray, index):
        table = f"%table{len(self.tables)}"
        data = np.ascontiguousarray(column, "<f8").tobytes().hex().upper()
        self.tables.append(f'{table} = arith.constant dense<"0x{data}"> : '
                           f"tensor<{len(column)}xf64>")
        at = self._emit(f"arith.index_cast {index[0]} : {index[1]} to index", "index")
        return self._emit(f"tensor.extract {table}[{at[0]}] : tensor<{len(column)}xf64>",
                          "f64")



def _rewrite(op, rounding: str = "add") -> None:
    x = op.operands[0]
    shape, dtype = shape_dtype(x.type)
    with ir.InsertionPoint(op), op.location:
        value = _trig(op.name, x, dtype, _Tensors(shape), rounding)
    op.results[0].replace_all_uses_with(value)
    op.erase()


KERNELS = "hostcall_trig"   # the shared kernels' flow.executable
_DISPATCH_TENSOR = "!iree_tensor_ext.dispatch.tensor<{access}:tensor<?x{type}>>"


def _kernel_name(name: str, dtype) -> str:
    return f"{name.split('.')[1]}_{_SCALAR_TYPES[np.dtype(dtype).name]}"


def _kernel(name: str, dtype, rounding: str) -> str:
    """The export and function of ``name`` over a 1-D tensor of any length: a
    linalg.generic whose body is the expansion on one element (scalar arith)."""
    symbol, type_ = _kernel_name(name, dtype), _SCALAR_TYPES[np.dtype(dtype).name]
    ops = _Scalars()
    result = _trig(name, ("%x", type_), np.dtype(dtype), ops, rounding)
    read = _DISPATCH_TENSOR.format(access="readonly", type=type_)
    write = _DISPATCH_TENSOR.format(access="writeonly", type=type_)
    tensor = f"tensor<?x{type_}>"
    body = "\n".join(["  " * 3 + line for line in ops.lines])
    tables = "\n".join(["  " * 2 + line for line in ops.tables])
    return f"""  flow.executable.export public @{symbol} workgroups(%n: index) -> (index, index, index) {{
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%n)
    flow.return %x, %y, %z : index, index, index
  }}
  builtin.module {{
    func.func @{symbol}(%arg0: {read}, %arg1: index, %arg2: {write}) {{
      %n = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
      %in = flow.dispatch.tie_shape %arg0 : {read}{{%n}}
      %out = flow.dispatch.tie_shape %arg2 : {write}{{%n}}
      %xs = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0], sizes = [%n], strides = [1] : {read}{{%n}} -> {tensor}
{tables}
      %empty = tensor.empty(%n) : {tensor}
      %ys = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}} ins(%xs : {tensor}) outs(%empty : {tensor}) {{
      ^bb0(%x: {type_}, %unused: {type_}):
{body}
        linalg.yield {result[0]} : {type_}
      }} -> {tensor}
      iree_tensor_ext.dispatch.tensor.store %ys, %out, offsets = [0], sizes = [%n], strides = [1] : {tensor} -> {write}{{%n}}
      return
    }}
  }}"""


def _executable(symbol: str, name: str, dtype, rounding: str) -> str:
    """A flow.executable holding the kernel of ``name`` on ``dtype`` (one export per
    executable, as IREE's own outlining makes them: stream's passes crashed on two)."""
    return (f"flow.executable private @{symbol} {{\n{_kernel(name, dtype, rounding)}\n}}")


def _dispatch(op, executables: dict) -> None:
    """Replace ``op`` by a flow.dispatch of the shared kernel over its flattened operand."""
    x = op.operands[0]
    shape, dtype = shape_dtype(x.type)
    size = int(np.prod(shape))
    element = ir.RankedTensorType(x.type).element_type
    with ir.InsertionPoint(op), op.location:
        any_length = ir.RankedTensorType.get([ir.ShapedType.get_dynamic_size()], element)
        index = ir.IndexType.get()
        flat = hlo.reshape(x, (size,)) if shape != (size,) else x
        operand = ir.Operation.create("tensor.cast", [any_length], [flat]).result
        count = ir.Operation.create("arith.constant", [index], [], {
            "value": ir.IntegerAttr.get(index, size)}).result
        entry = ir.SymbolRefAttr.get([executables[op.name, dtype.name],
                                      _kernel_name(op.name, dtype)])
        result = ir.Operation.create("flow.dispatch", [any_length],
                                     [count, operand, count, count, count], {
            "entry_points": ir.ArrayAttr.get([entry]),
            "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 2, 1, 1]),
            "tied_operands": ir.ArrayAttr.get([ir.IntegerAttr.get(index, -1)])}).result
        value = ir.Operation.create("tensor.cast", [ir.RankedTensorType.get(
            [size], element)], [result]).result
        if shape != (size,):
            value = hlo.reshape(value, shape)
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _share(module, sites, rounding: str) -> None:
    """Each of ``sites`` a dispatch of one kernel per op name and element type, the
    kernels' executables placed first in the module."""
    kernels = sorted({(op.name, shape_dtype(op.operands[0].type)[1].name) for op in sites})
    executables = {}
    at = ir.InsertionPoint.at_block_begin(module.body)
    for name, dtype in kernels:
        symbol = unique_symbol(module, f"{KERNELS}_{_kernel_name(name, dtype)}")
        at.insert(ir.Operation.parse(_executable(symbol, name, dtype, rounding)))
        executables[name, dtype] = symbol
    for op in sites:
        _dispatch(op, executables)


def _shareable(op, max_elements: int) -> bool:
    """A site the shared kernel may compute: at a function's top level (inside loops and
    branches the loop kernels need the expansion's ops), with 1 to ``max_elements``
    elements."""
    parent = op.parent
    if parent is None or parent.name != "func.func" or not _applies(op):
        return False
    return 0 < int(np.prod(shape_dtype(op.operands[0].type)[0])) <= max_elements


def _applies(op) -> bool:
    t = op.operands[0].type if op.name in _OPS else None
    if not (isinstance(t, ir.RankedTensorType) and t.has_static_shape):
        return False   # dynamic shapes are left to IREE
    try:
        _, dtype = shape_dtype(t)
    except (TypeError, ValueError, KeyError):
        return False   # element types numpy lacks (f8): left to IREE
    return dtype.kind == "f" and dtype.itemsize <= 4 or str(dtype) == "bfloat16"


class ReduceArgument(RewritePattern):
    """A float32, float16 or bfloat16 sine, cosine or tan: computed with a reduced
    argument (``_rewrite`` replaces and erases the op)."""
    op_names = _OPS

    def __init__(self, rounding: str = "add"):
        self.rounding = rounding

    def match_and_rewrite(self, op, rewriter) -> bool:
        if not _applies(op):
            return False
        rewriter.notify_erasing(op)
        _rewrite(op, self.rounding)
        return True


def _rounding(text: str) -> str:
    if text not in ("add", "op"):
        raise ValueError("expected add or op")
    return text


@register(PASS, options={"share-above": Option(
    int, -1, "with more than this many sines, cosines and tans at functions' top level, "
    "each is a dispatch of one shared kernel per op and element type instead of its own "
    "expansion (-1: never); see the module's docstring"), "max-elements": Option(
    int, 4096, "sites of more elements keep their expansion under share-above: a shared "
    "site costs a pass over memory, which large arrays feel"), "rounding": Option(
    _rounding, "add", "how the quadrant k = round(x 2/pi) is found: 'add' adds and subtracts "
    "1.5 2**52 and reads k from the sum's low bits (cheapest on the CPU); 'op' uses "
    "round_nearest_even and a conversion (Vulkan: lavapipe's code lost the add's rounding "
    "and gave sin off by up to 0.86)")})
def reduce_trig(module, ctx, rounding="add", share_above=-1, max_elements=4096):
    """Give float32, float16 and bfloat16 sine, cosine and tan a reduced argument."""
    if share_above >= 0:
        sites = [op for op in nested_ops(module.operation) if op.name in _OPS
                 and _shareable(op, max_elements)]
        if len(sites) > share_above:
            _share(module, sites, rounding)
    apply_patterns(module, [ReduceArgument(rounding)], pass_name=PASS)
