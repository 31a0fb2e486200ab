"""JAX's dtype rules: canonical dtypes, weak types and the promotion lattice."""
from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np

from hostcall.dialects.types import kind  # noqa: F401  (numpy's kind, ml_dtypes included)

from .config import config
from .source_info import user_location_str

bfloat16 = np.dtype(ml_dtypes.bfloat16)
bool_ = np.dtype(bool)
int8, int16, int32, int64 = (np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64))
uint8, uint16, uint32, uint64 = (np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64))
float16, float32, float64 = (np.dtype(t) for t in (np.float16, np.float32, np.float64))
complex64, complex128 = np.dtype(np.complex64), np.dtype(np.complex128)
# the narrow types (numpy stores them one element per byte; see dialects/types.py)
int2, int4, uint2, uint4 = (np.dtype(getattr(ml_dtypes, n))
                            for n in ("int2", "int4", "uint2", "uint4"))
NARROW_INTS = (int2, int4, uint2, uint4)
NARROW_FLOATS = tuple(np.dtype(getattr(ml_dtypes, n)) for n in (
    "float4_e2m1fn", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz",
    "float8_e4m3b11fnuz", "float8_e4m3", "float8_e3m4"))
float4_e2m1fn, float8_e4m3fn, float8_e5m2 = NARROW_FLOATS[:3]

SUPPORTED = (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
             float16, bfloat16, float32, float64, complex64, complex128,
             *NARROW_INTS, *NARROW_FLOATS)
_SUPPORTED_NAMES = {d.name for d in SUPPORTED}

_TO_32 = {int64: int32, uint64: uint32, float64: float32, complex128: complex64}


def x64_enabled() -> bool:
    return bool(config.read("enable_x64"))


def check_supported(dtype) -> np.dtype:
    d = np.dtype(dtype)
    if d.name not in _SUPPORTED_NAMES:
        raise TypeError(f"hostcall does not support dtype {d} "
                        f"(supported: {', '.join(sorted(_SUPPORTED_NAMES))}) "
                        f"at {user_location_str()}")
    return d


def canonicalize(dtype) -> np.dtype:
    """The dtype hostcall computes in: 64-bit types narrow unless x64 is on; byte order
    is native (IREE's buffers are)."""
    d = check_supported(dtype)
    if not d.isnative:
        d = d.newbyteorder("=")
    if not x64_enabled():
        return _TO_32.get(d, d)
    return d


def default_int() -> np.dtype:
    return int64 if x64_enabled() else int32


def default_float() -> np.dtype:
    return float64 if x64_enabled() else float32


def default_complex() -> np.dtype:
    return complex128 if x64_enabled() else complex64


def default_uint() -> np.dtype:
    return uint64 if x64_enabled() else uint32


def iinfo(dtype):
    """Integer limits, the narrow integers included (ml_dtypes.iinfo)."""
    return ml_dtypes.iinfo(np.dtype(dtype)) if np.dtype(dtype) in NARROW_INTS \
        else np.iinfo(dtype)


# ----------------------------------------------------------- promotion lattice
# Nodes are dtype names plus the weak categories "i*", "f*", "c*" (Python scalars).
# As in JAX, the narrow types join only with weak scalars and themselves.
LATTICE = {
    "bool": ["i*"],
    "i*": ["uint8", "int8", "int2", "int4", "uint2", "uint4"],
    **{d.name: [] for d in NARROW_INTS + NARROW_FLOATS},
    "uint8": ["uint16", "int16"], "uint16": ["uint32", "int32"],
    "uint32": ["uint64", "int64"], "uint64": ["f*"],
    "int8": ["int16"], "int16": ["int32"], "int32": ["int64"], "int64": ["f*"],
    "f*": ["c*", "float16", "bfloat16", *(d.name for d in NARROW_FLOATS)],
    "float16": ["float32"], "bfloat16": ["float32"],
    "float32": ["float64", "complex64"], "float64": ["complex128"],
    "c*": ["complex64"], "complex64": ["complex128"], "complex128": [],
}


@functools.lru_cache(maxsize=None)
def _upper_bounds(node: str) -> frozenset:
    out = {node}
    for parent in LATTICE[node]:
        out |= _upper_bounds(parent)
    return frozenset(out)


def _node(dtype: np.dtype, weak: bool) -> str:
    if weak:
        kind = dtype.kind
        if kind == "b":
            return "bool"
        return {"i": "i*", "u": "i*", "f": "f*", "c": "c*"}[kind]
    return dtype.name


def _weak_default(node: str) -> np.dtype:
    return {"i*": default_int(), "f*": default_float(), "c*": default_complex()}[node]


@functools.lru_cache(maxsize=4096)
def _join(nodes: tuple) -> str:
    common = functools.reduce(frozenset.intersection, (_upper_bounds(n) for n in nodes))
    # the least upper bound is the common bound that is below all others
    for n in common:
        if all(m in _upper_bounds(n) for m in common):
            return n
    raise TypeError(f"Input dtypes {tuple(nodes)} have no available implicit dtype "
                    f"promotion path; convert one explicitly (astype)")


def promote(*typed: tuple[np.dtype, bool]) -> tuple[np.dtype, bool]:
    """Result (dtype, weak_type) of combining (dtype, weak) pairs, as JAX does."""
    typed = [(np.dtype(d), bool(w)) for d, w in typed]
    if all(w for _, w in typed):
        # JAX: all-weak operands join as their strong dtypes, then the result is weak
        # (a weak float32 plus a weak int64 stays float32); bool is never weak.
        d = canonicalize(_join(tuple(sorted({d.name for d, _ in typed}))))
        return d, d != bool_
    nodes = tuple(sorted({_node(d, w) for d, w in typed}))
    node = _join(nodes)
    if node in ("i*", "f*", "c*"):
        return _weak_default(node), True
    return canonicalize(node), False


# ------------------------------------------------------------ Python scalars
def scalar_dtype(x) -> np.dtype:
    """Dtype of a weak-typed Python scalar."""
    if isinstance(x, bool):
        return bool_
    if isinstance(x, int):
        return default_int()
    if isinstance(x, float):
        return default_float()
    if isinstance(x, complex):
        return default_complex()
    raise TypeError(f"{type(x).__name__} is not a Python scalar")


def is_python_scalar(x) -> bool:
    return isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic)


def _scalar_type(x) -> type:
    if isinstance(x, KeyDtype):
        return x.type
    st = getattr(x, "scalar_type", None)  # hostcall.numpy's scalar types
    if st is not None:
        return st
    if isinstance(x, type) and issubclass(x, np.generic):
        return x
    if x is float:
        return np.floating
    if x is int:
        return np.signedinteger
    if x is complex:
        return np.complexfloating
    return np.dtype(x).type


class extended(np.generic):
    """The abstract scalar class of JAX's extended dtypes (dtypes numpy has no type for),
    for ``issubdtype``: typed PRNG keys' dtype is one."""


class prng_key(extended):
    """The abstract scalar class of typed PRNG keys' dtypes."""


class threefry2x32_key(prng_key):
    """The scalar class of ``key<fry>``, the dtype of threefry2x32 typed keys."""


class KeyDtype:
    """The dtype of a typed key array (``random.key``): an extended dtype, printed as
    JAX's ``key<fry>``; each element is held as ``data_shape`` uint32 words."""
    __slots__ = ("impl", "tag", "type", "data_shape")

    def __init__(self, impl: str, tag: str, scalar_type: type, data_shape: tuple):
        self.impl, self.tag, self.type, self.data_shape = impl, tag, scalar_type, data_shape

    name = property(lambda self: f"key<{self.tag}>")
    itemsize = property(lambda self: 4 * math.prod(self.data_shape))
    kind = "V"

    def __str__(self):
        return self.name

    __repr__ = __str__

    def __eq__(self, other):
        return isinstance(other, KeyDtype) and other.impl == self.impl

    def __hash__(self):
        return hash(("KeyDtype", self.impl))


threefry_key = KeyDtype("threefry2x32", "fry", threefry2x32_key, (2,))


_NARROW_FLOAT_TYPES = frozenset(d.type for d in NARROW_FLOATS)
_NARROW_INT_TYPES = frozenset(d.type for d in NARROW_INTS)


def issubdtype(a, b) -> bool:
    """numpy's issubdtype, knowing bfloat16 is a floating type."""
    if a is None:
        return False
    ta, tb = _scalar_type(a), _scalar_type(b)
    if ta is ml_dtypes.bfloat16 or ta in _NARROW_FLOAT_TYPES:
        return tb in (ta, np.floating, np.inexact, np.number, np.generic)
    if ta in _NARROW_INT_TYPES:
        family = np.signedinteger if kind(ta) == "i" else np.unsignedinteger
        return tb in (ta, family, np.integer, np.number, np.generic)
    return issubclass(ta, tb)


def dtype_of_value(x) -> np.dtype:
    """The canonical dtype hostcall gives to a concrete value."""
    if is_python_scalar(x):
        return scalar_dtype(x)
    return canonicalize(np.result_type(x))


def as_array_dtype(dtype):
    """``np.dtype(dtype)``, or ``dtype`` itself when it is a typed key's extended dtype
    (which numpy cannot interpret): the dtype an abstract value or a struct holds."""
    return dtype if isinstance(dtype, KeyDtype) else np.dtype(dtype)


def short_name(dtype) -> str:
    if isinstance(dtype, KeyDtype):
        return dtype.name
    d = np.dtype(dtype)
    return {"bool": "bool", "bfloat16": "bf16"}.get(
        d.name, d.name.replace("float", "f").replace("uint", "u").replace("int", "i").replace("complex", "c"))


# The dtype of the tangent of an integer or boolean value, as jax.dtypes.float0: a
# zero-size struct, so arrays of it hold no data.
float0 = np.dtype([("float0", np.void, 0)])


# ------------------------------------------------ jax.dtypes' remaining helpers
class TypePromotionError(ValueError):
    """The error JAX raises for promotions its strict mode forbids; hostcall promotes as
    JAX's standard mode, which allows every pair, so code catching it ports unchanged."""


def canonicalize_dtype(dtype, allow_extended_dtype: bool = False) -> np.dtype:
    """The dtype hostcall computes ``dtype`` in (64-bit types narrow unless x64 is on)."""
    if hasattr(dtype, "dtype") and not isinstance(dtype, type):
        dtype = dtype.dtype
    return canonicalize(np.dtype(getattr(dtype, "scalar_type", dtype)))


def itemsize_bits(dtype) -> int:
    """The width of one element of ``dtype`` in bits (4 for int4, 8 for bool)."""
    d = np.dtype(dtype)
    name = d.name
    for prefix in ("uint", "int", "float"):
        if name.startswith(prefix) and d in NARROW_INTS + NARROW_FLOATS:
            digits = name[len(prefix):].split("_")[0]
            return int(digits)
    return 8 * d.itemsize


def finfo(dtype):
    """Machine limits of a floating dtype, bfloat16 and the narrow floats included
    (ml_dtypes.finfo)."""
    return ml_dtypes.finfo(np.dtype(dtype))


def scalar_type_of(x) -> type:
    """The Python scalar type (bool, int, float or complex) of a value's dtype."""
    d = np.dtype(x.dtype) if hasattr(x, "dtype") else dtype_of_value(x)
    if d == bool_:
        return bool
    if issubdtype(d, np.integer):
        return int
    if issubdtype(d, np.floating):
        return float
    if issubdtype(d, np.complexfloating):
        return complex
    raise TypeError(f"Invalid scalar value {x}")


def _typed(x) -> tuple[np.dtype, bool]:
    if is_python_scalar(x):
        return scalar_dtype(x), not isinstance(x, bool)
    if isinstance(x, type) and x in (int, float, complex, bool):
        return scalar_dtype(x(0)), x is not bool
    aval = getattr(x, "aval", None)
    if aval is not None:
        return np.dtype(aval.dtype), bool(getattr(aval, "weak_type", False))
    if hasattr(x, "dtype") and not isinstance(x, type):
        return np.dtype(x.dtype), False
    return np.dtype(getattr(x, "scalar_type", x)), False


def result_type(*args, return_weak_type_flag: bool = False):
    """The dtype JAX's promotion gives ``args`` (arrays, scalars, dtypes), canonicalized;
    with ``return_weak_type_flag``, (dtype, weak_type)."""
    if not args:
        raise ValueError("at least one array or dtype is required")
    d, weak = promote(*(_typed(a) for a in args))
    return (d, weak) if return_weak_type_flag else d
