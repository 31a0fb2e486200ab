"""hostcall.primitives.linalg: linear-algebra primitives (``triangular_solve``), public as
hostcall.lax.linalg.

``triangular_solve`` stages one ``stablehlo.triangular_solve``; jit's pipeline rewrites it
into substitution loops IREE compiles (hostcall-lower-triangular-solve), and vmap and
autodiff use the op's own rules, so derivatives never differentiate through a loop.
"""
from __future__ import annotations

from hostcall.dialects import stablehlo as hlo

from ..core import BY_REFERENCE, abstractify, bind, defprim
from .elementwise import conj

__all__ = ["triangular_solve"]


def _solve_shape(a, b, *, left_side, lower, unit_diagonal, transpose_a):
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise TypeError(f"triangular_solve: a must be a stack of square matrices (..., m, m), "
                        f"got {a.str_short()}")
    m = a.shape[-1]
    if b.ndim != a.ndim or b.shape[:-2] != a.shape[:-2] or \
            (b.shape[-2] if left_side else b.shape[-1]) != m:
        want = f"(..., {m}, n)" if left_side else f"(..., n, {m})"
        raise TypeError(f"triangular_solve: b must be {want} with a's batch dimensions "
                        f"{a.shape[:-2]} for a of {a.str_short()} (left_side={left_side}), "
                        f"got {b.str_short()}")
    if a.dtype != b.dtype or a.dtype.kind not in "fc":
        raise TypeError(f"triangular_solve: a and b must have the same floating or complex "
                        f"dtype, got {a.str_short()} and {b.str_short()}")
    return b.update(weak_type=False)


def _solve_emit(ctx, a, b, **params):
    return hlo.triangular_solve(a, b, **params)


triangular_solve_p = defprim("triangular_solve", _solve_shape, _solve_emit, BY_REFERENCE,
                             op_name="stablehlo.triangular_solve", attrs=dict)


def triangular_solve(a, b, *, left_side: bool = False, lower: bool = False,
                     transpose_a: bool = False, conjugate_a: bool = False,
                     unit_diagonal: bool = False):
    """x with op(a) @ x == b (left_side) or x @ op(a) == b, as JAX's
    lax.linalg.triangular_solve: op transposes with transpose_a and conjugates with
    conjugate_a; only a's ``lower`` (or upper) triangle is read, not its diagonal when
    unit_diagonal.  a is (..., m, m) and b has a's batch dimensions."""
    if conjugate_a and not transpose_a and abstractify(a).dtype.kind == "c":
        a = conj(a)
    kind = ("ADJOINT" if conjugate_a else "TRANSPOSE") if transpose_a else "NO_TRANSPOSE"
    return bind(triangular_solve_p, (a, b), {"left_side": bool(left_side),
                                             "lower": bool(lower),
                                             "unit_diagonal": bool(unit_diagonal),
                                             "transpose_a": kind})
