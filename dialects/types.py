"""Mapping between numpy dtypes and MLIR element / tensor types.

The narrow ml_dtypes types (int2, int4, uint2, uint4, float4_e2m1fn and the float8
family) are stored by numpy one element per byte, the value in the low bits.  Traced
programs use their own MLIR types (i4, f4E2M1FN, ...); they cross the compiled program's
boundary (arguments, results, callback operands and results) as ``i8`` bytes of numpy's
layout: ``BYTE_CARRIED`` names them, and ``hostcall-narrow-types`` converts at the edges
(and computes the sub-byte ones in wider containers).
"""
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

# the narrow ml_dtypes types: dtype name -> MLIR spelling
_NARROW = {
    "int2": "i2", "int4": "i4", "uint2": "ui2", "uint4": "ui4",
    "float4_e2m1fn": "f4E2M1FN", "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2",
    "float8_e4m3fnuz": "f8E4M3FNUZ", "float8_e5m2fnuz": "f8E5M2FNUZ",
    "float8_e4m3b11fnuz": "f8E4M3B11FNUZ", "float8_e4m3": "f8E4M3", "float8_e3m4": "f8E3M4",
}
NARROW_DTYPES = {name: np.dtype(getattr(ml_dtypes, name)) for name in _NARROW}
# the dtypes whose arrays cross a program's boundary as i8 bytes (see the docstring)
BYTE_CARRIED = frozenset(_NARROW)
for _name, _spelling in _NARROW.items():
    _ELEMENT_TYPES[_name] = lambda s=_spelling: ir.Type.parse(s)

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
    **{spelling: NARROW_DTYPES[name] for name, spelling in _NARROW.items()},
}


def dtype_of_spelling(spelling: str) -> np.dtype | None:
    """The numpy dtype of an MLIR element type spelling (``i4``, ``f8E5M2``, ``ui32``, ...),
    None for one that has none."""
    return _FROM_SPELLING.get(spelling)


def element_type(dtype) -> ir.Type:
    """The MLIR element type of a numpy dtype (in the current context)."""
    name = np.dtype(dtype).name
    try:
        return _ELEMENT_TYPES[name]()
    except KeyError:
        raise TypeError(f"dtype {name} has no StableHLO element type") from None


def kind(dtype) -> str:
    """numpy's kind letter with the ml_dtypes types in their family (numpy says "V"):
    "f" for bfloat16 and the narrow floats, "i" / "u" for the narrow integers."""
    d = np.dtype(dtype)
    if d.kind != "V":
        return d.kind
    if d == _BF16:
        return "f"
    spelling = _NARROW.get(d.name, "V")
    return {"i": "i", "u": "u", "f": "f"}.get(spelling[0], "V")


def bit_width(dtype) -> int:
    """Bits per element in MLIR (numpy stores the narrow types one per byte)."""
    name = np.dtype(dtype).name
    if name in _NARROW:
        return int(_NARROW[name][-1]) if _NARROW[name][0] in "iu" else int(_NARROW[name][1])
    return 1 if name == "bool" else 8 * np.dtype(dtype).itemsize


def tensor_type(shape, dtype) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(list(shape), element_type(dtype))


# Element types without parameters (f32, bf16, the f8 types, ...) by their TypeID, which
# identifies them in every context: printing a type (str) cost ~3 us, a lookup by TypeID
# a tenth of that, and passes ask for element types tens of thousands of times.
_BY_TYPEID: dict = {}
_INTEGER, _COMPLEX = ir.IntegerType.static_typeid, ir.ComplexType.static_typeid


def dtype_of_element(t: ir.Type) -> np.dtype:
    """The numpy dtype of an MLIR element type."""
    typeid = t.typeid
    found = _BY_TYPEID.get(typeid)
    if found is not None:
        return found
    if typeid == _INTEGER:   # spelled from width and signedness, not printed
        it = ir.IntegerType(t)
        sign = "ui" if it.is_unsigned else "si" if it.is_signed else "i"
        spelling = f"{sign}{it.width}"
    else:
        spelling = str(t)
    try:
        found = _FROM_SPELLING[spelling]
    except KeyError:
        raise TypeError(f"element type {t} has no numpy dtype") from None
    if typeid not in (_INTEGER, _COMPLEX):   # the others have no parameters
        _BY_TYPEID[typeid] = found
    return found


def shape_dtype(t: ir.Type) -> tuple[tuple[int, ...], np.dtype]:
    """(shape, dtype) of a ranked tensor type."""
    rt = ir.RankedTensorType(t)
    return tuple(rt.shape), dtype_of_element(rt.element_type)


_TENSOR_TYPEIDS = frozenset((ir.RankedTensorType.static_typeid,
                             ir.UnrankedTensorType.static_typeid))


def is_token(t: ir.Type) -> bool:
    # a tensor, the common case, is never a token: no printing (~2.5 us) to tell
    return t.typeid not in _TENSOR_TYPEIDS and str(t) == "!stablehlo.token"


def token_positions(values_or_types) -> list[int]:
    """The positions of the tokens among values (by their type) or types."""
    return [i for i, v in enumerate(values_or_types)
            if is_token(v if isinstance(v, ir.Type) else v.type)]


def same_width_bitcast_operand(op) -> ir.Value | None:
    """A bitcast_convert's operand when both element types have one width and the shapes
    agree (a no-op to IREE, whose integers are signless: the result is the operand's
    buffer), else None."""
    if op.name != "stablehlo.bitcast_convert":
        return None
    try:
        (before, old), (after, new) = (shape_dtype(v.type) for v in (op.operands[0], op.result))
    except (ValueError, TypeError, KeyError):
        return None         # element types numpy has no name for
    return op.operands[0] if before == after and bit_width(old) == bit_width(new) else None
