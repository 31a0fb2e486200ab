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
three float64 pieces c0 (29 bits), c1 (28 bits) and c2 (53 bits) of 2**E 2/pi mod 4,
taken from 2/pi to 200 bits.  m c0 and m c1 are exact in float64 (at most 53 bits), m c0
is taken mod 4 exactly, k = round(m c0 + m c1) is the quadrant, and (m c0 - k) + m c1 is
summed exactly (Knuth's two-sum) before m c2 is added: the reduced argument f in
[-1/2, 1/2] has a relative error near 2**-52 for every finite x, FMA or not, since every
product is exact or carries a single rounding.  sin and cos of r = f pi/2 are then
Taylor polynomials in float64 (|r| <= pi/4: terms to r**15 and r**16, truncation below
1e-17), the quadrant picks (s, c, -s, -c), tan divides, and the float64 value is rounded
once to the result type: within half an ulp plus 2**-40 or so, correctly rounded nearly
everywhere.

The float64 work is only multiply, add, floor and compare (no float64 transcendentals:
CUDA and SPIR-V-like targets do these natively; IREE's CPU code needs no libm for them).
Tiny arguments (|x| < 2**-12, read from the bits, subnormals and signed zeros included)
pass through for sine and tan.  Infinities and NaN give NaN.  64-bit floats are left to
IREE, which calls the C library for them.  Runs after the transformations, so derivatives
and batching keep seeing one op.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype

from . import register
from .rewrite import RewritePattern, apply_patterns

PASS = "hostcall-reduce-trig"

_OPS = ("stablehlo.sine", "stablehlo.cosine", "stablehlo.tan")
_TINY_BITS = 0x39800000  # 2**-12 as float32 bits
_MANTISSA_BITS = 23


def _atan_inverse(n: int, one: int) -> int:
    """atan(1/n) * one (fixed point, Python integers): its Taylor series."""
    total, term, k = 0, one // n, 0
    while term:
        total += term // (2 * k + 1) if k % 2 == 0 else -(term // (2 * k + 1))
        term //= n * n
        k += 1
    return total


def _two_over_pi_table(precision: int = 400) -> np.ndarray:
    """(256, 3): for each float32 exponent field e, c0 + c1 + c2 = 2**E 2/pi mod 4 with
    E = max(e, 1) - 150 (the weight of the mantissa's last bit); c0 a multiple of 2**-27
    below 4 (29 bits), c1 one of 2**-55 below 2**-27 (28 bits), c2 the rest in float64.
    2/pi comes from Machin's formula in integers, to ``precision`` bits."""
    one = 1 << (precision + 32)
    pi = 16 * _atan_inverse(5, one) - 4 * _atan_inverse(239, one)  # pi * one
    two_over_pi = (2 * one << precision) // pi                     # 2/pi * 2**precision
    table = np.zeros((256, 3))
    for e in range(256):
        scale = max(e, 1) - 150
        f = Fraction(two_over_pi, 2 ** precision) * Fraction(2) ** scale % 4
        c0 = Fraction(math.floor(f * 2 ** 27), 2 ** 27)
        c1 = Fraction(math.floor((f - c0) * 2 ** 55), 2 ** 55)
        table[e] = float(c0), float(c1), float(f - c0 - c1)
    return table


_TABLE = _two_over_pi_table()
_SIN = [(-1) ** i / math.factorial(2 * i + 1) for i in range(8)]   # r, r**3, ..., r**15
_COS = [(-1) ** i / math.factorial(2 * i) for i in range(9)]       # 1, r**2, ..., r**16


def _reduced(name: str, x):
    """``name`` (sine, cosine or tan) of float32 x, as a float64 value."""
    shape, _ = shape_dtype(x.type)

    def const(v, d=np.float64):
        return hlo.splat(v, shape, d)

    def add(a, b):
        return hlo.binary("add", a, b)

    def sub(a, b):
        return hlo.binary("subtract", a, b)

    def mul(a, b):
        return hlo.binary("multiply", a, b)

    bits = hlo.bitcast_convert(x, np.int32)
    exponent = hlo.binary("and", hlo.binary("shift_right_logical", bits,
                                            const(_MANTISSA_BITS, np.int32)),
                          const(255, np.int32))
    normal = hlo.compare("GT", exponent, const(0, np.int32))
    fraction = hlo.binary("and", bits, const((1 << _MANTISSA_BITS) - 1, np.int32))
    m = hlo.convert(hlo.select(normal, hlo.binary("or", fraction, const(1 << _MANTISSA_BITS,
                                                                         np.int32)),
                               fraction), np.float64)
    c0, c1, c2 = (_lookup(_TABLE[:, i], exponent) for i in range(3))
    p0 = mul(m, c0)                                   # exact: < 2**26, 53 bits at most
    p0 = sub(p0, mul(const(4.0), hlo.unary("floor", mul(p0, const(0.25)))))   # mod 4, exact
    p1 = mul(m, c1)                                   # exact: < 2**-3
    k = hlo.unary("round_nearest_even", add(p0, p1))
    a = sub(p0, k)                                    # exact
    hi = add(a, p1)                                   # two-sum: hi + err = a + p1
    a_part = sub(hi, p1)
    err = add(sub(a, a_part), sub(p1, sub(hi, a_part)))
    f = add(hi, add(err, mul(m, c2)))
    r = mul(f, const(np.pi / 2))
    r2 = mul(r, r)
    s = mul(r, _horner(_SIN, r2, const))
    c = _horner(_COS, r2, const)
    quadrant = hlo.binary("and", hlo.convert(k, np.int32), const(3, np.int32))

    def pick(values):
        out = values[3]
        for q in (2, 1, 0):
            out = hlo.select(hlo.compare("EQ", quadrant, const(q, np.int32)), values[q], out)
        return out

    minus = lambda v: hlo.unary("negate", v)  # noqa: E731
    if name == "stablehlo.cosine":
        value = pick([c, minus(s), minus(c), s])
    elif name == "stablehlo.sine":
        value = pick([s, c, minus(s), minus(c)])
    else:
        odd = hlo.compare("EQ", hlo.binary("and", quadrant, const(1, np.int32)),
                          const(1, np.int32))
        value = hlo.select(odd, minus(hlo.binary("divide", c, s)), hlo.binary("divide", s, c))
    if name != "stablehlo.cosine":   # odd functions: the table reduced |x|
        value = hlo.select(hlo.compare("LT", bits, const(0, np.int32)), minus(value), value)
    return hlo.select(hlo.compare("EQ", exponent, const(255, np.int32)), const(np.nan), value)


def _horner(coefficients, r2, const):
    out = const(coefficients[-1])
    for coefficient in reversed(coefficients[:-1]):
        out = hlo.binary("add", hlo.binary("multiply", out, r2), const(coefficient))
    return out


def _lookup(column: np.ndarray, index):
    """column[index] elementwise (a gather from a constant table)."""
    shape, _ = shape_dtype(index.type)
    return hlo.gather(hlo.constant(column), index, offset_dims=[], collapsed_slice_dims=[0],
                      start_index_map=[0], index_vector_dim=len(shape), slice_sizes=[1],
                      result_shape=shape)


def _rewrite(op) -> None:
    x = op.operands[0]
    _, dtype = shape_dtype(x.type)
    with ir.InsertionPoint(op), op.location:
        wide = x if dtype == np.float32 else hlo.convert(x, np.float32)
        value = hlo.convert(_reduced(op.name, wide), dtype)   # one rounding from float64
        if op.name != "stablehlo.cosine":   # sin x and tan x round to x for tiny x
            shape, _ = shape_dtype(x.type)
            magnitude = hlo.binary("and", hlo.bitcast_convert(wide, np.int32),
                                   hlo.splat(0x7FFFFFFF, shape, np.int32))
            tiny = hlo.compare("LT", magnitude, hlo.splat(_TINY_BITS, shape, np.int32))
            value = hlo.select(tiny, x, value)
    op.results[0].replace_all_uses_with(value)
    op.erase()


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

    def match_and_rewrite(self, op, rewriter) -> bool:
        if not _applies(op):
            return False
        rewriter.notify_erasing(op)
        _rewrite(op)
        return True


@register(PASS)
def reduce_trig(module, ctx):
    """Give float32, float16 and bfloat16 sine, cosine and tan a reduced argument."""
    apply_patterns(module, [ReduceArgument()], pass_name=PASS)
