"""Command-line array specs: ``f32[4]``, ``i32[]``, ``f32[2,3]=1,2,3,4,5,6``, ``x.npy``."""
from __future__ import annotations

import ast
import os
import re

import ml_dtypes
import numpy as np

from hostcall.dialects.types import dtype_of_spelling

from .diagnostics import ToolError

DTYPES = {
    "bool": np.bool_, "pred": np.bool_, "i1": np.bool_,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
    "c64": np.complex64, "c128": np.complex128,
}
_SPEC = re.compile(r"^\s*(?P<dtype>[A-Za-z][A-Za-z0-9_]*)\s*\[(?P<dims>[^\]]*)\]\s*$")


def parse_dtype(name: str, what: str) -> np.dtype:
    """A short name (``f32``), an MLIR element type (``i4``, ``f8E4M3FN``) or a numpy
    dtype name (``float8_e4m3fn``)."""
    if name in DTYPES:
        return np.dtype(DTYPES[name])
    if dtype_of_spelling(name) is not None:
        return dtype_of_spelling(name)
    try:
        return np.dtype(ml_dtypes.bfloat16 if name == "bfloat16" else name)
    except TypeError:
        known = ", ".join(DTYPES)
        raise ToolError(f"unknown dtype {name!r} in {what}; use one of {known} "
                        f"(or an MLIR element type such as i4, or a numpy dtype name)") \
            from None


def parse_spec(text: str, what: str = "--arg") -> tuple[tuple[int, ...], np.dtype]:
    """``f32[2,3]`` -> ((2, 3), float32)."""
    m = _SPEC.match(text)
    if not m:
        raise ToolError(f"bad {what} {text!r}: expected DTYPE[DIMS] such as f32[4], i32[] "
                        f"or f32[2,3]")
    dims = [d.strip() for d in m.group("dims").split(",")] if m.group("dims").strip() else []
    if not all(d.isdigit() for d in dims):
        raise ToolError(f"bad {what} {text!r}: dimensions must be non-negative integers")
    return tuple(int(d) for d in dims), parse_dtype(m.group("dtype"), f"{what} {text!r}")


# The largest input array a command line may ask for (bytes): more is surely a typo, and
# numpy would fail with MemoryError (or overflow) trying.
MAX_INPUT_BYTES = 1 << 34


def _check_size(shape, dtype: np.dtype, what: str) -> int:
    size = 1
    for d in shape:
        size *= int(d)        # Python ints: no int64 overflow on absurd shapes
    if size * dtype.itemsize > MAX_INPUT_BYTES:
        raise ToolError(f"{what}: shape {list(shape)} of {dtype.name} needs "
                        f"{size * dtype.itemsize:,} bytes, more than the limit of "
                        f"{MAX_INPUT_BYTES:,}")
    return size


def parse_input(text: str) -> np.ndarray:
    """An input array: ``DTYPE[DIMS]=v1,v2,...`` (one value fills the shape) or a .npy file."""
    if "=" not in text:
        if text.endswith(".npy") or os.path.exists(text):
            return _load_npy(text)
        raise ToolError(f"bad --input {text!r}: expected DTYPE[DIMS]=VALUES "
                        f"(e.g. f32[4]=1,2,3,4) or a .npy file")
    spec, values = text.split("=", 1)
    shape, dtype = parse_spec(spec, "--input")
    items = [v.strip() for v in values.split(",")] if values.strip() else []
    size = _check_size(shape, dtype, f"bad --input {text!r}")
    if len(items) not in (size, 1) or (not items and size):
        raise ToolError(f"bad --input {text!r}: {len(items)} values for shape "
                        f"{list(shape)} ({size} elements)")
    try:
        flat = np.array([_value(v, dtype) for v in items], dtype=dtype)
    except (ValueError, TypeError, OverflowError, SyntaxError) as e:
        raise ToolError(f"bad value in --input {text!r}: {e}") from None
    if len(items) == 1 and size != 1:
        return np.full(shape, flat[0], dtype=dtype)
    return flat.reshape(shape)


def _load_npy(path: str) -> np.ndarray:
    """A .npy input; its header's shape is checked before the data is read."""
    what = f"cannot load --input {path!r}"
    try:
        with open(path, "rb") as f:
            fmt = np.lib.format
            version = fmt.read_magic(f)
            read_header = fmt.read_array_header_1_0 if version == (1, 0) else \
                fmt.read_array_header_2_0
            shape, _, dtype = read_header(f)
            _check_size(shape, np.dtype(dtype), what)
        return np.load(path, allow_pickle=False)
    except ToolError:
        raise
    except (OSError, ValueError, EOFError, MemoryError, OverflowError, SyntaxError,
            TypeError) as e:
        raise ToolError(f"{what}: {type(e).__name__}: {getattr(e, 'strerror', None) or e}") \
            from None


def _value(text: str, dtype: np.dtype):
    if dtype == np.bool_:
        low = text.lower()
        if low in ("true", "1"):
            return True
        if low in ("false", "0"):
            return False
        raise ValueError(f"{text!r} is not a boolean")
    if dtype.kind == "c":
        return complex(text.replace(" ", ""))
    if dtype.kind in "iu":
        return int(text, 0)
    return float(text)


def parse_static(text: str) -> tuple[str, object]:
    """``NAME=VALUE``; VALUE is a Python literal, else a string."""
    if "=" not in text:
        raise ToolError(f"bad --static {text!r}: expected NAME=VALUE")
    name, raw = text.split("=", 1)
    name = name.strip()
    if not name.isidentifier():
        raise ToolError(f"bad --static {text!r}: {name!r} is not a Python identifier")
    try:
        return name, ast.literal_eval(raw.strip())
    except (ValueError, SyntaxError):
        return name, raw
