"""The attributes of stablehlo.triangular_solve and stablehlo.fft, and the small matrix
builders that the ops' lowering and their derivative rules both use (a conjugate, the
transpose of the last two axes, a triangle)."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from . import stablehlo as hlo
from .types import shape_dtype


def fft_attributes(op) -> tuple[str, list[int]]:
    """(fft_type, fft_length) of a stablehlo.fft."""
    kind = str(op.attributes["fft_type"]).split()[-1].rstrip(">")
    return kind, [int(v) for v in ir.DenseI64ArrayAttr(op.attributes["fft_length"])]


def triangular_solve_attributes(op) -> tuple[bool, bool, bool, str]:
    """(left_side, lower, unit_diagonal, transpose_a) of a stablehlo.triangular_solve."""
    a = op.attributes
    flag = lambda name: ir.BoolAttr(a[name]).value  # noqa: E731
    transpose = str(a["transpose_a"]).split()[-1].rstrip(">") if "transpose_a" in a \
        else "NO_TRANSPOSE"
    return flag("left_side"), flag("lower"), flag("unit_diagonal"), transpose


def conj(x):
    """The complex conjugate of x (x itself when real)."""
    if shape_dtype(x.type)[1].kind != "c":
        return x
    return hlo.complex_(hlo.real(x), hlo.unary("negate", hlo.imag(x)))


def swap_last(x):
    """x with its last two axes exchanged."""
    nd = len(hlo.shape_of(x))
    return hlo.transpose(x, list(range(nd - 2)) + [nd - 1, nd - 2])


def apply_transpose(a, transpose_a: str):
    """op(a): a, a^T or a^H for transpose_a NO_TRANSPOSE, TRANSPOSE or ADJOINT."""
    if transpose_a == "NO_TRANSPOSE":
        return a
    a = swap_last(a)
    return conj(a) if transpose_a == "ADJOINT" else a


def triangle(a, lower: bool, diagonal: str):
    """a's lower (or upper) triangle with zeros elsewhere; its diagonal is kept
    (diagonal="keep"), ones ("one") or zeros ("zero")."""
    s, dtype = shape_dtype(a.type)
    rows = hlo.iota(s, np.int32, len(s) - 2)
    cols = hlo.iota(s, np.int32, len(s) - 1)
    inside = hlo.compare("GT" if lower else "LT", rows, cols)
    zero = hlo.splat(0, s, dtype)
    diag = {"keep": a, "zero": zero}.get(diagonal) or hlo.splat(1, s, dtype)
    return hlo.select(inside, a, hlo.select(hlo.compare("EQ", rows, cols), diag, zero))
