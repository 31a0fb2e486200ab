"""Dot algorithms: the ``precision=`` of a dot or convolution that names the types it
computes in (JAX's lax.DotAlgorithm and lax.DotAlgorithmPreset) instead of a Precision.

StableHLO's ``dot_algorithm`` attribute asks a backend for hardware modes (TF32 units,
split bf16 products); IREE 3.13 has none of them, so hostcall computes an algorithm by its
types: the operands converted to the algorithm's input types (a preset keeps an operand
whose type it supports, as JAX does, else converts to its first), the contraction
accumulated in the accumulation type (``preferred_element_type``), the result converted
to the dot's own result type. Presets that emulate a wider type with several narrow
products (``_X3``, ``_X6``, ``_X9``) and TF32 ones compute in float32.
"""
from __future__ import annotations

import enum
from typing import Callable, NamedTuple

import ml_dtypes
import numpy as np

from .. import dtypes
from ..core import abstractify
from .elementwise import convert_element_type

__all__ = ["DotAlgorithm", "DotAlgorithmPreset", "algorithm_of", "contract_with"]

_F8_OUTPUTS = (np.float32, np.float16, ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn,
               ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2fnuz, ml_dtypes.float8_e4m3fnuz,
               ml_dtypes.float8_e4m3b11fnuz)


class DotAlgorithm(NamedTuple):
    """An algorithm by its types: the operands' (``lhs_precision_type``,
    ``rhs_precision_type``) and the accumulator's; the component counts describe
    algorithms that split operands into several narrower parts."""
    lhs_precision_type: object
    rhs_precision_type: object
    accumulation_type: object
    lhs_component_count: int = 1
    rhs_component_count: int = 1
    num_primitive_operations: int = 1
    allow_imprecise_accumulation: bool = False


class DotAlgorithmPreset(enum.Enum):
    """JAX's named algorithms, ``<lhs>_<rhs>_<accumulation>`` (ANY: the operands' own)."""
    DEFAULT = enum.auto()
    ANY_F8_ANY_F8_F32 = enum.auto()
    ANY_F8_ANY_F8_F32_FAST_ACCUM = enum.auto()
    ANY_F8_ANY_F8_ANY = enum.auto()
    ANY_F8_ANY_F8_ANY_FAST_ACCUM = enum.auto()
    F16_F16_F16 = enum.auto()
    F16_F16_F32 = enum.auto()
    BF16_BF16_BF16 = enum.auto()
    BF16_BF16_F32 = enum.auto()
    BF16_BF16_F32_X3 = enum.auto()
    BF16_BF16_F32_X6 = enum.auto()
    BF16_BF16_F32_X9 = enum.auto()
    TF32_TF32_F32 = enum.auto()
    TF32_TF32_F32_X3 = enum.auto()
    F32_F32_F32 = enum.auto()
    F64_F64_F64 = enum.auto()

    def __repr__(self):
        return f"{type(self).__name__}.{self.name}"

    def __str__(self):
        return self.name

    @property
    def _any_input(self) -> bool:
        return self is DotAlgorithmPreset.DEFAULT or self.name.startswith("ANY_F8")

    @property
    def supported_lhs_types(self) -> tuple | None:
        """The operand types the preset computes in (None: any); the first is the one an
        operand of another type is converted to."""
        if self._any_input:
            return None
        first = self.name.split("_")[0]
        if first == "F16":
            return (np.float16,)
        if self.name in ("BF16_BF16_BF16", "BF16_BF16_F32"):
            return (ml_dtypes.bfloat16, np.float32)
        return (np.float64,) if first == "F64" else (np.float32,)

    @property
    def supported_rhs_types(self) -> tuple | None:
        return self.supported_lhs_types

    @property
    def accumulation_type(self):
        """The accumulator's type (None: the result type)."""
        if self in (DotAlgorithmPreset.DEFAULT, DotAlgorithmPreset.ANY_F8_ANY_F8_ANY,
                    DotAlgorithmPreset.ANY_F8_ANY_F8_ANY_FAST_ACCUM):
            return None
        return {"F16_F16_F16": np.float16, "BF16_BF16_BF16": ml_dtypes.bfloat16,
                "F64_F64_F64": np.float64}.get(self.name, np.float32)

    def supported_output_types(self, lhs_dtype, rhs_dtype) -> tuple | None:
        """The result types the preset can give for these operand types (None: any)."""
        if self.name.startswith("ANY_F8_ANY_F8_F32"):
            return _F8_OUTPUTS
        narrow = {"F16_F16_F32": np.float16, "BF16_BF16_F32": ml_dtypes.bfloat16}.get(self.name)
        if narrow is not None:
            both = np.promote_types(lhs_dtype, rhs_dtype)
            return (np.float32, narrow) if both == np.dtype(narrow) else (np.float32,)
        acc = self.accumulation_type
        return None if acc is None else (acc,)


def algorithm_of(precision):
    """The DotAlgorithm or DotAlgorithmPreset ``precision`` names (a preset's name too),
    or None for a Precision."""
    if isinstance(precision, (DotAlgorithm, DotAlgorithmPreset)):
        return precision
    if isinstance(precision, str) and precision in DotAlgorithmPreset.__members__:
        return DotAlgorithmPreset[precision]
    return None


def _chosen(dtype, supported):
    """``dtype`` if ``supported`` (None: anything) has it, else the first supported type."""
    if supported is None or any(np.dtype(dtype) == np.dtype(s) for s in supported):
        return np.dtype(dtype)
    return np.dtype(supported[0])


def _compute_types(algorithm, lhs_dtype, rhs_dtype, out_dtype):
    """(lhs, rhs, accumulation) types the algorithm computes in (accumulation: the
    result type where the algorithm leaves it open)."""
    if isinstance(algorithm, DotAlgorithm):
        return (np.dtype(algorithm.lhs_precision_type), np.dtype(algorithm.rhs_precision_type),
                np.dtype(algorithm.accumulation_type))
    lhs = _chosen(lhs_dtype, algorithm.supported_lhs_types)
    rhs = _chosen(rhs_dtype, algorithm.supported_rhs_types)
    acc = algorithm.accumulation_type
    return lhs, rhs, np.dtype(out_dtype if acc is None else acc)


def contract_with(algorithm, contract: Callable, lhs, rhs, preferred_element_type):
    """``contract(lhs, rhs, accumulation_type)`` with the operands in the algorithm's
    types, its result converted to the dot's result type (``preferred_element_type``, else
    the operands')."""
    la, ra = abstractify(lhs), abstractify(rhs)
    out = np.dtype(preferred_element_type) if preferred_element_type is not None else la.dtype
    lt, rt, acc = _compute_types(algorithm, la.dtype, ra.dtype, out)
    common = np.dtype(np.promote_types(lt, rt))

    def operand(x, dtype, rounded):    # rounded to its type, then in the common one
        x = x if dtype == rounded else convert_element_type(x, rounded)
        return x if rounded == common else convert_element_type(x, common)
    lhs, rhs = operand(lhs, la.dtype, lt), operand(rhs, ra.dtype, rt)
    result = contract(lhs, rhs, dtypes.canonicalize(acc))
    return result if abstractify(result).dtype == out else convert_element_type(result, out)
