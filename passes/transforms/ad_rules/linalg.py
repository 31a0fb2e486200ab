"""Derivatives of triangular_solve and fft.

triangular_solve is linear in b and not in a: d x = op(a)^-1 (d b - op(d a) x) (left side;
x op(d a) on the right), with d a cut to the triangle the op reads; its transpose solves
with op(a) transposed.  The four FFTs are linear; their transposes follow JAX's
convention for complex values (no conjugation): FFT and IFFT are symmetric, RFFT's is
the real part of the FFT of the zero-padded cotangent, IRFFT's the conjugated, weighted
RFFT of the cotangent.
"""
from __future__ import annotations

import math

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.linalg import (apply_transpose, conj, fft_attributes, triangle,
                                      triangular_solve_attributes)
from hostcall.dialects.ops import attrs_of
from hostcall.dialects.stablehlo import dtype_of, shape_of

from . import jvp_rule, transpose_rule
from .builders import neg, sub


def _matmul(x, y):
    nd = len(shape_of(x))
    batch = list(range(nd - 2))
    return hlo.dot_general(x, y, [nd - 1], [nd - 2], batch, batch)


def _solve_like(op, a, b, transpose_a=None):
    attrs = attrs_of(op)
    if transpose_a is not None:
        attrs["transpose_a"] = ir.Attribute.parse(f"#stablehlo<transpose {transpose_a}>")
    return hlo.op(op.name, [a, b], [b.type], attrs).result


@jvp_rule("stablehlo.triangular_solve")
def _triangular_solve(op, ins, outs, tans):
    a, b = ins
    ta, tb = tans
    if ta is None and tb is None:
        return [None]
    left, lower, unit, transpose = triangular_solve_attributes(op)
    rhs = tb
    if ta is not None:
        da = apply_transpose(triangle(ta, lower, "zero" if unit else "keep"), transpose)
        x = outs[0]
        product = _matmul(da, x) if left else _matmul(x, da)
        rhs = neg(product) if rhs is None else sub(rhs, product)
    return [_solve_like(op, a, rhs)]


_TRANSPOSED = {"NO_TRANSPOSE": "TRANSPOSE", "TRANSPOSE": "NO_TRANSPOSE"}


@transpose_rule("stablehlo.triangular_solve")
def _t_triangular_solve(op, ins, linear, cts):
    if linear[0]:
        raise ValueError("triangular_solve is not linear in its matrix a")
    a, ct = ins[0], cts[0]
    if ct is None:
        return [None, None]
    transpose = triangular_solve_attributes(op)[3]
    if transpose == "ADJOINT":    # (a^H)^T = conj(a): solve with conj(a), untransposed
        return [None, _solve_like(op, conj(a), ct, "NO_TRANSPOSE")]
    return [None, _solve_like(op, a, ct, _TRANSPOSED[transpose])]


# ------------------------------------------------------------------------ fft
@jvp_rule("stablehlo.fft")
def _fft(op, ins, outs, tans):
    if tans[0] is None:
        return [None]
    return [hlo.op(op.name, [tans[0]], [outs[0].type], attrs_of(op)).result]


@transpose_rule("stablehlo.fft")
def _t_fft(op, ins, linear, cts):
    ct = cts[0]
    if ct is None:
        return [None]
    kind, lengths = fft_attributes(op)
    if kind in ("FFT", "IFFT"):
        return [hlo.fft(ct, kind, lengths)]
    if kind == "RFFT":     # complex pads crash IREE 3.13: pad the parts
        s = shape_of(ct)
        nd = len(s)
        zero = hlo.constant(np.zeros((), dtype_of(hlo.real(ct))))
        high = [0] * (nd - 1) + [lengths[-1] - s[-1]]
        pad = lambda v: hlo.pad(v, zero, [0] * nd, high, [0] * nd)  # noqa: E731
        full = hlo.complex_(pad(hlo.real(ct)), pad(hlo.imag(ct)))
        return [hlo.real(hlo.fft(full, "FFT", lengths))]
    x = hlo.fft(ct, "RFFT", lengths)                      # IRFFT
    s = shape_of(x)
    n = s[-1]
    weights = np.full(n, 2.0)
    weights[0] = 1.0
    if lengths[-1] % 2 == 0:
        weights[-1] = 1.0
    weights /= math.prod(lengths)
    w = hlo.broadcast_in_dim(hlo.constant(weights.astype(dtype_of(ct))), s, [len(s) - 1])
    return [hlo.complex_(hlo.binary("multiply", w, hlo.real(x)),
                         neg(hlo.binary("multiply", w, hlo.imag(x))))]
