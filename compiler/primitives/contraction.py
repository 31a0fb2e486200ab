"""Contractions: dot_general (and dot, batch_matmul built on it), with JAX's precision
argument: a Precision, kept as the op's ``precision_config``, or a dot algorithm
(``dot_algorithms``), computed by its types."""
from __future__ import annotations

import enum

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo

from .. import dtypes
from ..core import BY_REFERENCE, ShapedArray, abstractify, bind, defprim
from .dot_algorithms import algorithm_of, contract_with
from .structural import dims


def _ints(xs) -> tuple[int, ...]:
    return tuple(int(x) for x in xs)


# ----------------------------------------------------------------- dot_general
class Precision(enum.Enum):
    """JAX's lax.Precision: how exactly a contraction computes on accelerators; StableHLO
    keeps it as the op's ``precision_config`` (IREE's CPU code is exact at any)."""
    DEFAULT = 0
    HIGH = 1
    HIGHEST = 2

    @classmethod
    def _missing_(cls, value):
        names = {"default": cls.DEFAULT, "bfloat16": cls.DEFAULT, "fastest": cls.DEFAULT,
                 "high": cls.HIGH, "bfloat16_3x": cls.HIGH, "tensorfloat32": cls.HIGH,
                 "highest": cls.HIGHEST, "float32": cls.HIGHEST}
        if isinstance(value, str) and value.lower() in names:
            return names[value.lower()]
        return None

    def __str__(self):
        return self.name


def canonicalize_precision(precision):
    """None, or a (lhs, rhs) pair of Precision, from what JAX accepts: None, a
    Precision or its name, or a pair of them."""
    if precision is None:
        return None
    if isinstance(precision, (str, Precision)):
        p = Precision(precision)
        return None if p is Precision.DEFAULT else (p, p)
    if isinstance(precision, (tuple, list)) and len(precision) == 2 and all(
            isinstance(p, (str, Precision)) for p in precision):
        pair = tuple(Precision(p) for p in precision)
        return None if pair == (Precision.DEFAULT, Precision.DEFAULT) else pair
    raise ValueError(f"Precision argument must be one of: None, a string in "
                     f"{[p.name for p in Precision]}, a lax.Precision value or a tuple of "
                     f"two of those; got {precision!r}")


def contraction_params(precision, preferred_element_type) -> dict:
    """The precision and result-type params a dot or convolution binds with: the
    canonical dtype or None, and the (lhs, rhs) Precision pair unless it is the default."""
    params = {"preferred_element_type": None if preferred_element_type is None
              else dtypes.canonicalize(np.dtype(preferred_element_type))}
    pair = canonicalize_precision(precision)
    if pair is not None:
        params["precision"] = pair
    return params


def _dot_shape(lhs, rhs, *, dimension_numbers, preferred_element_type=None, precision=None):
    (lc, rc), (lb, rb) = dimension_numbers
    if lhs.dtype != rhs.dtype:
        raise TypeError(f"dot_general requires operands of the same dtype, got "
                        f"{lhs.str_short()} and {rhs.str_short()}")
    if len(lc) != len(rc) or any(lhs.shape[a] != rhs.shape[b] for a, b in zip(lc, rc)):
        raise TypeError(f"dot_general contracting dimensions {lc} of {lhs.str_short()} and "
                        f"{rc} of {rhs.str_short()} do not match")
    if len(lb) != len(rb) or any(lhs.shape[a] != rhs.shape[b] for a, b in zip(lb, rb)):
        raise TypeError(f"dot_general batch dimensions {lb} of {lhs.str_short()} and "
                        f"{rb} of {rhs.str_short()} do not match")
    batch = [lhs.shape[d] for d in lb]
    lfree = [lhs.shape[d] for d in range(lhs.ndim) if d not in lb and d not in lc]
    rfree = [rhs.shape[d] for d in range(rhs.ndim) if d not in rb and d not in rc]
    out = preferred_element_type or lhs.dtype
    return ShapedArray(batch + lfree + rfree, out, lhs.weak_type and rhs.weak_type)


def _dot_emit(ctx, lhs, rhs, *, dimension_numbers, preferred_element_type=None,
              precision=None):
    (lc, rc), (lb, rb) = dimension_numbers
    out = hlo.dot_general(lhs, rhs, lc, rc, lb, rb, ctx.avals_out[0].dtype)
    if precision is not None:
        out.owner.attributes["precision_config"] = ir.Attribute.parse(
            "[" + ", ".join(f"#stablehlo<precision {p.name}>" for p in precision) + "]")
    return out


def _dot_attrs(dimension_numbers, preferred_element_type=None, precision=None) -> dict:
    (lc, rc), (lb, rb) = dimension_numbers
    return {"lhs_batching_dimensions": lb, "rhs_batching_dimensions": rb,
            "lhs_contracting_dimensions": lc, "rhs_contracting_dimensions": rc}


dot_general_p = defprim("dot_general", _dot_shape, _dot_emit, BY_REFERENCE,
                        op_name="stablehlo.dot_general", attrs=_dot_attrs)


def dot_general(lhs, rhs, dimension_numbers, precision=None, preferred_element_type=None):
    """JAX's lax.dot_general: contract ``lhs`` and ``rhs`` over the dimension numbers
    ``((lhs_contracting, rhs_contracting), (lhs_batch, rhs_batch))``."""
    (lc, rc), (lb, rb) = dimension_numbers
    dn = ((_ints(lc), _ints(rc)), (_ints(lb), _ints(rb)))
    algorithm = algorithm_of(precision)
    if algorithm is not None:
        return contract_with(algorithm, lambda l, r, acc: dot_general(l, r, dn, None, acc),
                             lhs, rhs, preferred_element_type)
    params = {"dimension_numbers": dn,
              **contraction_params(precision, preferred_element_type)}
    return bind(dot_general_p, (lhs, rhs), params)


def dot(lhs, rhs, precision=None, preferred_element_type=None):
    """JAX's lax.dot: vector-vector, matrix-vector or matrix-matrix product."""
    la, ra = abstractify(lhs), abstractify(rhs)
    ln, rn = la.ndim, ra.ndim
    if ln not in (1, 2) or rn not in (1, 2):
        raise TypeError(f"dot: incompatible shapes for dot: got {la.shape} and {ra.shape} "
                        f"(operands of rank 1 or 2)")
    return dot_general(lhs, rhs, (((ln - 1,), (0,)), ((), ())), precision,
                       preferred_element_type)


def batch_matmul(lhs, rhs, precision=None):
    """Matrix products over leading batch axes: [..., m, k] x [..., k, n] -> [..., m, n]."""
    rank = len(dims(lhs))
    if rank < 2 or rank != len(dims(rhs)):
        raise TypeError(f"batch_matmul needs operands of equal rank >= 2, got "
                        f"{dims(lhs)} and {dims(rhs)}")
    batch = tuple(range(rank - 2))
    return dot_general(lhs, rhs, (((rank - 1,), (rank - 2,)), (batch, batch)),
                                  precision)
