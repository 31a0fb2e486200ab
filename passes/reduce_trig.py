"""hostcall-reduce-trig: sine, cosine and tan of 32-bit and smaller floats see a reduced
argument.

Why: IREE 3.13 expands these ops with a polynomial that is right only near zero and for
positive arguments: sin(88) came out with a relative error of 7e-5, sin(710) of 33%,
sin(1e30) as -inf and sin(-1e-6) as -9.0e-7.  The pass reduces x by multiples of pi/2
(Cody-Waite: pi/2 split in three floats, the first with few bits, so r = x - k pi/2
keeps about full precision: errors below 1e-7 up to |x| ~ 2**23), evaluates
sine and cosine of |r| <= pi/4, and picks the quadrant's value: sin x = (s, c, -s, -c)[k
mod 4] with s = sin r, c = cos r.  Tiny arguments (|x| < 2**-12, where sin x and tan x
round to x) pass through, signed zeros included.  The error grows past |x| ~ 2**24
(1e-5 at 2**30, 1e-2 at 2**40); beyond 2**40 x is first taken modulo 2 pi (in float32),
which keeps the result in [-1, 1] but not exact (JAX reduces such arguments exactly).
64-bit floats are left to IREE, which calls the C library for them.  Runs after the
transformations, so derivatives and batching keep seeing one op.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype

from . import register
from ._callback_util import nested_ops

PASS = "hostcall-reduce-trig"

_OPS = ("stablehlo.sine", "stablehlo.cosine", "stablehlo.tan")
# pi/2 = P1 + P2 + P3, each a float32; P1 = 201/128 has 8 significant bits
_P1, _P2, _P3 = 1.5703125, 4.837512969970703125e-4, 7.54978995489188216e-8
_TINY = 2.0 ** -12
_HUGE = 2.0 ** 40


def _reduced(name: str, x):
    """``name`` (sine, cosine or tan) of float32 x from its quadrant's sine and cosine."""
    shape, _ = shape_dtype(x.type)

    def const(v, d=np.float32):
        return hlo.splat(v, shape, d)

    def mul(a, b):
        return hlo.binary("multiply", a, b)

    magnitude_x = hlo.unary("abs", x)
    # past 2**40 the reduction below loses its precision; there x is first folded into
    # (-2 pi, 2 pi) by an exact remainder, so the result stays bounded (not exact)
    huge = hlo.compare("GT", magnitude_x, const(_HUGE))
    folded = hlo.select(huge, hlo.binary("remainder", x, const(2 * np.pi)), x)
    k = hlo.unary("round_nearest_even", mul(folded, const(2 / np.pi)))
    r = folded
    for part in (_P1, _P2, _P3):
        r = hlo.binary("subtract", r, mul(k, const(part)))
    magnitude = hlo.unary("abs", r)
    s = hlo.unary("sine", magnitude)
    s = hlo.select(hlo.compare("LT", r, const(0)), hlo.unary("negate", s), s)
    c = hlo.unary("cosine", magnitude)
    # k mod 4 from k's low bits (k is an integer-valued float; huge ones are even)
    big = hlo.compare("GT", hlo.unary("abs", k), const(2.0 ** 30))
    k_int = hlo.convert(hlo.select(big, const(0), k), np.int32)
    quadrant = hlo.binary("and", k_int, const(3, np.int32))

    def pick(values):
        out = values[3]
        for q in (2, 1, 0):
            out = hlo.select(hlo.compare("EQ", quadrant, const(q, np.int32)), values[q], out)
        return out

    minus = lambda v: hlo.unary("negate", v)  # noqa: E731
    if name == "stablehlo.cosine":
        return pick([c, minus(s), minus(c), s])
    if name == "stablehlo.sine":
        value = pick([s, c, minus(s), minus(c)])
    else:
        odd = hlo.compare("EQ", hlo.binary("and", quadrant, const(1, np.int32)),
                          const(1, np.int32))
        value = hlo.select(odd, minus(hlo.binary("divide", c, s)), hlo.binary("divide", s, c))
    # sin x and tan x round to x for tiny x (signed zeros kept)
    return hlo.select(hlo.compare("LT", magnitude_x, const(_TINY)), x, value)


def _rewrite(op) -> None:
    x = op.operands[0]
    _, dtype = shape_dtype(x.type)
    with ir.InsertionPoint(op), op.location:
        wide = x if dtype == np.float32 else hlo.convert(x, np.float32)
        value = _reduced(op.name, wide)
        if dtype != np.float32:
            value = hlo.convert(value, dtype)
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _applies(op) -> bool:
    if op.name not in _OPS:
        return False
    _, dtype = shape_dtype(op.operands[0].type)
    return dtype.kind == "f" and dtype.itemsize <= 4 or str(dtype) == "bfloat16"


@register(PASS)
def reduce_trig(module, ctx):
    """Give float32, float16 and bfloat16 sine, cosine and tan a reduced argument."""
    for op in list(nested_ops(module.operation)):
        if _applies(op):
            _rewrite(op)
