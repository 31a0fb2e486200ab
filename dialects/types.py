"""Mapping between numpy dtypes and MLIR element / tensor types."""
from __future__ import annotations

import ml_dtypes
import numpy as np
from iree.compiler import ir

_BF16 = np.dtype(ml_dtypes.bfloat16)

# dtype name -> constructor of the MLIR element type (needs an active context)
_ELEMENT_TYPES = {
    "bool": lambda: ir.IntegerType.get_signless(1),
    "int8": lambda: ir.IntegerType.get_signless(8),
    "int16": lambda: ir.IntegerType.get_signless(16),
    "int32": lambda: ir.IntegerType.get_signless(32),
    "int64": lambda: ir.IntegerType.get_signless(64),
    "uint8": lambda: ir.IntegerType.get_unsigned(8),
    "uint16": lambda: ir.IntegerType.get_unsigned(16),
    "uint32": lambda: ir.IntegerType.get_unsigned(32),
    "uint64": lambda: ir.IntegerType.get_unsigned(64),
    "float16": lambda: ir.F16Type.get(),
    "bfloat16": lambda: ir.BF16Type.get(),
    "float32": lambda: ir.F32Type.get(),
    "float64": lambda: ir.F64Type.get(),
    "complex64": lambda: ir.ComplexType.get(ir.F32Type.get()),
    "complex128": lambda: ir.ComplexType.get(ir.F64Type.get()),
}

# MLIR element type spelling -> numpy dtype
_FROM_SPELLING = {
    "i1": np.dtype(bool),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
    "f16": np.dtype(np.float16), "bf16": _BF16,
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128),
}


def element_type(dtype) -> ir.Type:
    """The MLIR element type of a numpy dtype (in the current context)."""
    name = np.dtype(dtype).name
    try:
        return _ELEMENT_TYPES[name]()
    except KeyError:
        raise TypeError(f"dtype {name} has no StableHLO element type") from None


def tensor_type(shape, dtype) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(list(shape), element_type(dtype))


def dtype_of_element(t: ir.Type) -> np.dtype:
    """The numpy dtype of an MLIR element type."""
    try:
        return _FROM_SPELLING[str(t)]
    except KeyError:
        raise TypeError(f"element type {t} has no numpy dtype") from None


def shape_dtype(t: ir.Type) -> tuple[tuple[int, ...], np.dtype]:
    """(shape, dtype) of a ranked tensor type."""
    rt = ir.RankedTensorType(t)
    return tuple(rt.shape), dtype_of_element(rt.element_type)


def is_token(t: ir.Type) -> bool:
    return str(t) == "!stablehlo.token"
