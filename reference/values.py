"""Values of the reference evaluator: MLIR types as numpy dtypes, constants and attributes
read into numpy and Python.

A tensor is a numpy array of the element type's dtype (ml_dtypes for bf16, int2 / int4 /
uint2 / uint4 and the f8 types), a ``!stablehlo.token`` is ``TOKEN``, a tuple a Python tuple.
"""
from __future__ import annotations

import re
from typing import NamedTuple

import ml_dtypes
import numpy as np
from iree.compiler import ir

from hostcall.dialects.types import dtype_of_spelling


class EvaluationError(Exception):
    """The reference evaluator cannot evaluate a module: an unsupported op or type, or a
    malformed argument; the message names the op or function and the location."""


class ResultType(NamedTuple):
    """The shape and dtype of one result, as the ops' functions (``ops.OPS``) take them."""
    shape: tuple
    dtype: np.dtype


class Token:
    """The value of a ``!stablehlo.token``: carries no data."""
    __slots__ = ()

    def __repr__(self):
        return "TOKEN"


TOKEN = Token()

_BITS = {np.dtype(ml_dtypes.int2): 2, np.dtype(ml_dtypes.int4): 4,
         np.dtype(ml_dtypes.uint2): 2, np.dtype(ml_dtypes.uint4): 4}
_SUB_BYTE_SIGNED = (np.dtype(ml_dtypes.int2), np.dtype(ml_dtypes.int4))


def is_int(dtype: np.dtype) -> bool:
    """Integer (not bool) element types, sub-byte ones included."""
    return dtype.kind in "iu" or dtype in _BITS


def is_signed_int(dtype: np.dtype) -> bool:
    return dtype.kind == "i" or dtype in _SUB_BYTE_SIGNED


def is_float(dtype: np.dtype) -> bool:
    return dtype.kind == "f" or dtype.name == "bfloat16" or dtype.name.startswith("float")


def bit_width(dtype: np.dtype) -> int:
    if dtype == np.bool_:
        return 1
    return _BITS.get(dtype, dtype.itemsize * 8)


def int_range(dtype: np.dtype) -> tuple[int, int]:
    bits = bit_width(dtype)
    if is_signed_int(dtype):
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def wrap(x, dtype: np.dtype) -> np.ndarray:
    """Integers (any numpy integer array, or Python ints in an object array) reduced
    modulo 2^bits into ``dtype``, as two's complement arithmetic does."""
    bits = bit_width(dtype)
    x = np.asarray(x)
    mask = (1 << bits) - 1
    if x.dtype == object or x.dtype.kind == "f":
        def one(i):
            i = int(i) & mask
            return i - (1 << bits) if is_signed_int(dtype) and i >> (bits - 1) else i
        flat = [one(i) for i in x.reshape(-1)]
        storage = np.int64 if is_signed_int(dtype) else np.uint64
        return np.array(flat, dtype=storage).reshape(x.shape).astype(dtype)
    if bits >= 64:
        return x.astype(dtype)
    v = x.astype(np.int64) & mask
    if is_signed_int(dtype):
        v = np.where(v >> (bits - 1), v - (1 << bits), v)
    return v.astype(dtype)


def dtype_of_element(t: ir.Type, where: str = "") -> np.dtype:
    """The numpy dtype of an element type (every one jit supports: dialects.types)."""
    dtype = dtype_of_spelling(str(t))
    if dtype is None:
        raise EvaluationError(f"{where}element type {t} is not supported by the reference "
                              f"evaluator")
    return dtype


def tensor_spec(t: ir.Type, where: str = "") -> tuple[tuple[int, ...], np.dtype]:
    """(shape, dtype) of a static ranked tensor type."""
    if not isinstance(t, ir.RankedTensorType):
        raise EvaluationError(f"{where}type {t} is not a ranked tensor")
    rt = t
    if not rt.has_static_shape:
        raise EvaluationError(f"{where}type {t} has a dynamic shape")
    return tuple(rt.shape), dtype_of_element(rt.element_type, where)


def is_token_type(t: ir.Type) -> bool:
    return str(t) == "!stablehlo.token"


def coerce(value, t: ir.Type, what: str):
    """``value`` as a value of MLIR type ``t`` (argument or handler result checking)."""
    if is_token_type(t):
        return TOKEN
    if str(t).startswith("tuple<"):
        types = ir.TupleType(t)
        parts = list(value)
        if len(parts) != types.num_types:
            raise EvaluationError(f"{what}: expected a tuple of {types.num_types}, got "
                                  f"{len(parts)}")
        return tuple(coerce(p, types.get_type(i), f"{what}[{i}]") for i, p in enumerate(parts))
    shape, dtype = tensor_spec(t, f"{what}: ")
    if isinstance(value, (np.ndarray, np.generic)) and value.dtype != dtype:
        raise EvaluationError(f"{what}: expected dtype {dtype.name} ({t}), got "
                              f"{value.dtype.name}")
    arr = np.asarray(value)
    if arr.shape != shape:
        if arr.size == 1 and arr.ndim == 0:
            arr = np.broadcast_to(arr, shape)
        else:
            raise EvaluationError(f"{what}: expected shape {list(shape)} ({t}), got "
                                  f"{list(arr.shape)}")
    return np.array(arr, dtype=dtype)


# ----------------------------------------------------------------- constants
_TOKEN_RE = re.compile(r"\[|\]|\(|\)|,|\"0x[0-9A-Fa-f]*\"|[^\s\[\](),]+")


def _literal(text: str, dtype: np.dtype):
    if text in ("true", "false"):
        return text == "true"
    if text.startswith(("0x", "0X")) and not is_int(dtype) and dtype != np.bool_:
        bits = int(text, 16)
        base = np.dtype(np.complex64 if dtype == np.complex64 else dtype)
        part = np.dtype(np.float32) if dtype == np.complex64 else \
            np.dtype(np.float64) if dtype == np.complex128 else base
        return np.asarray(bits, np.dtype(f"u{part.itemsize}")).view(part)[()]
    if is_int(dtype) or dtype == np.bool_:
        return int(text, 0)
    return float(text)


def parse_dense(text: str, shape, dtype: np.dtype) -> np.ndarray:
    """The array a ``dense<...>`` literal (its text between the angle brackets) stands for."""
    text = text.strip()
    if text.startswith('"0x'):           # raw little-endian bytes, one element: a splat
        raw = bytes.fromhex(text[3:-1])
        storage = np.dtype(bool) if dtype == np.bool_ else dtype
        arr = np.frombuffer(raw, dtype=storage)
        n = int(np.prod(shape))
        return np.broadcast_to(arr, (n,)).reshape(shape).copy() if arr.size == 1 \
            else arr.reshape(shape).copy()
    stack: list = [[]]
    tokens = _TOKEN_RE.findall(text)
    complex_part: list | None = None
    for tok in tokens:
        if tok == "[":
            stack.append([])
        elif tok == "]":
            done = stack.pop()
            stack[-1].append(done)
        elif tok == "(":
            complex_part = []
        elif tok == ")":
            stack[-1].append(complex(complex_part[0], complex_part[1]))
            complex_part = None
        elif tok == ",":
            continue
        elif complex_part is not None:
            complex_part.append(_literal(tok, dtype))
        else:
            stack[-1].append(_literal(tok, dtype))
    (value,) = stack[0]
    if is_int(dtype):
        arr = wrap(np.asarray(value, dtype=object), dtype)
    else:
        arr = np.asarray(value, dtype=object).astype(
            np.float64 if not dtype.kind == "c" and dtype != np.bool_ else dtype)
        arr = arr.astype(dtype)
    return np.broadcast_to(arr, shape).copy() if arr.ndim == 0 else arr.reshape(shape)


def _dense_text(attr_text: str) -> str:
    start = attr_text.index("dense<") + len("dense<")
    depth, i = 1, start
    while depth:
        c = attr_text[i]
        depth += {"<": 1, ">": -1}.get(c, 0)
        i += 1
    return attr_text[start:i - 1]


def read_elements(op, name: str, t: ir.Type) -> np.ndarray:
    """The elements attribute ``name`` of ``op`` as an array of tensor type ``t``: through
    the buffer protocol where the bindings give one, else parsed from the op's text
    (complex, bf16, sub-byte integers)."""
    shape, dtype = tensor_spec(t)
    try:
        attr = ir.DenseElementsAttr(op.attributes[name])
        arr = np.array(attr)
        if arr.dtype == dtype:
            return np.broadcast_to(arr, shape).copy() if attr.is_splat else arr.reshape(shape)
        text = str(attr)
    except (TypeError, ValueError):
        text = str(op)
        text = text[text.index(f"{name} = ") if f"{name} = " in text else 0:]
    if "dense_resource<" in text:
        raise EvaluationError(f"dense_resource constants are not supported")
    return parse_dense(_dense_text(text), shape, dtype)


# ----------------------------------------------------------------- attributes
def ints(op, name: str, default=None) -> list[int]:
    """A DenseI64ArrayAttr / DenseIntElementsAttr / integer attribute as Python ints."""
    if name not in op.attributes:
        if default is None:
            raise EvaluationError(f"'{op.name}' has no {name} attribute")
        return list(default)
    attr = op.attributes[name]
    if isinstance(attr, ir.IntegerAttr):
        return [ir.IntegerAttr(attr).value]
    if isinstance(attr, ir.DenseElementsAttr):
        return [int(v) for v in np.array(ir.DenseElementsAttr(attr)).reshape(-1)]
    try:
        return [int(v) for v in ir.DenseI64ArrayAttr(attr)]
    except (TypeError, ValueError):
        return [int(v) for v in ir.DenseBoolArrayAttr(attr)]


def int_attr(op, name: str, default: int | None = None) -> int:
    if name not in op.attributes:
        if default is None:
            raise EvaluationError(f"'{op.name}' has no {name} attribute")
        return default
    return ir.IntegerAttr(op.attributes[name]).value


def bool_attr(op, name: str, default: bool = False) -> bool:
    if name not in op.attributes:
        return default
    return ir.BoolAttr(op.attributes[name]).value


def enum_attr(op, name: str, default: str | None = None) -> str | None:
    """The value of ``#stablehlo<comparison_direction EQ>``-like attributes: EQ."""
    if name not in op.attributes:
        return default
    return str(op.attributes[name]).split()[-1].rstrip(">")


