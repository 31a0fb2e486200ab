"""Derivative rules of StableHLO ops, in tables keyed by op name.

``JVP_RULES[name](op, ins, outs, tangents) -> out tangents``: ``op`` is the original op,
``ins``/``outs`` the primal operands/results in the function being built, ``tangents``
one value or None (a symbolic zero) per operand; the rule emits at the current
insertion point, right after the primal op, and returns one tangent or None per result.

``TRANSPOSE_RULES[name](op, ins, linear, cts) -> operand cotangents``: ``ins`` are the
new values of the non-linear operands (None where ``linear[i]``), ``cts`` one cotangent
or None per result; returns one cotangent or None per operand (non-linear ones: None).

``ZERO_DERIVATIVE`` lists ops whose results never carry a tangent.
Each op family has its own module; importing this package fills the tables.
"""
from __future__ import annotations

from typing import Callable

# IR helpers of the rules that the front end shares (it inlines and looks up functions).
from hostcall.dialects.ops import find_func  # noqa: F401

from hostcall.dialects.cloning import clone_op, lookup  # noqa: F401

JVP_RULES: dict[str, Callable] = {}
TRANSPOSE_RULES: dict[str, Callable] = {}
ZERO_DERIVATIVE: set[str] = set()


def jvp_rule(*names: str):
    def deco(fn):
        for n in names:
            JVP_RULES[n] = fn
        return fn
    return deco


def transpose_rule(*names: str):
    def deco(fn):
        for n in names:
            TRANSPOSE_RULES[n] = fn
        return fn
    return deco


from . import linalg  # noqa: E402,F401  (triangular_solve, fft)

from . import elementwise, structural, reductions, indexing, markers  # noqa: E402,F401
from . import convolution  # noqa: E402,F401
