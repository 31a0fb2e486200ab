"""Dtype information, as jax.numpy: iinfo and finfo (machine limits, narrow floats
included), promote_types (JAX's promotion lattice, with weak Python types), can_cast and
the array API's isdtype."""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .. import dtypes
from ._base import as_dtype


def _limits(name: str, arg: str, x, info, kind: str):
    d = as_dtype(x, name, arg)
    try:
        return info(d)
    except ValueError:
        raise ValueError(f"{name}: {d} is not {kind} dtype") from None


def iinfo(int_type):
    """Machine limits of an integer dtype (ml_dtypes.iinfo, as jax.numpy.iinfo)."""
    return _limits("iinfo", "int_type", int_type, ml_dtypes.iinfo, "an integer")


def finfo(dtype):
    """Machine limits of a float dtype, bfloat16 and float16 included (ml_dtypes.finfo)."""
    return _limits("finfo", "dtype", dtype, ml_dtypes.finfo, "an inexact (floating or complex)")


_WEAK_NODES = {"i*": np.dtype(np.int64), "f*": np.dtype(np.float64),
               "c*": np.dtype(np.complex128)}


def _lattice_node(x, arg: str) -> str:
    if x is int:
        return "i*"
    if x is float:
        return "f*"
    if x is complex:
        return "c*"
    d = as_dtype(x, "promote_types", arg)
    if d.name not in dtypes.LATTICE:
        raise TypeError(f"promote_types: {arg}={x!r} ({d}) is not a dtype hostcall supports")
    return d.name


def _upper_bounds(node: str, lattice: dict) -> set:
    out = {node}
    for parent in lattice[node]:
        out |= _upper_bounds(parent, lattice)
    return out


def promote_types(a, b):
    """The dtype JAX's promotion lattice (dtypes.LATTICE) gives to a and b; the Python
    types int, float and complex are weak (float16 with float is float16, and int with
    float is float64). Like JAX, the answer is not canonicalized (int64 with int32 is
    int64 even when x64 is off), except that without x64 no 64-bit type is formed from
    narrower ones: uint32 with int32 is int32, as in JAX."""
    lattice = dict(dtypes.LATTICE)
    if not dtypes.x64_enabled():
        lattice["uint32"] = ["int32", "uint64"]
    bounds = [_upper_bounds(_lattice_node(x, arg), lattice) for x, arg in ((a, "a"), (b, "b"))]
    common = bounds[0] & bounds[1]
    node = next(n for n in common if common <= _upper_bounds(n, lattice))
    return _WEAK_NODES.get(node) or np.dtype(node)


def can_cast(from_, to, casting="safe"):
    """numpy's can_cast on dtypes (arrays and hostcall scalar types give their dtype)."""
    if casting not in ("no", "equiv", "safe", "same_kind", "unsafe"):
        raise ValueError(f"can_cast: casting must be one of 'no', 'equiv', 'safe', "
                         f"'same_kind', or 'unsafe', got {casting!r}")
    return bool(np.can_cast(as_dtype(from_, "can_cast", "from_"),
                            as_dtype(to, "can_cast", "to"), casting=casting))


def _is_kind(d: np.dtype, kind: str) -> bool:
    floating = d.kind == "f" or (d.kind == "V" and "float" in d.name)
    signed = d.kind == "i" or d.name in ("int2", "int4")
    unsigned = d.kind == "u" or d.name in ("uint2", "uint4")
    return {"bool": d == np.bool_, "signed integer": signed, "unsigned integer": unsigned,
            "integral": signed or unsigned, "real floating": floating,
            "complex floating": d.kind == "c",
            "numeric": signed or unsigned or floating or d.kind == "c"}[kind]


_KINDS = ("bool", "signed integer", "unsigned integer", "integral", "real floating",
          "complex floating", "numeric")


def isdtype(dtype, kind):
    """Whether ``dtype`` is of the array-API ``kind`` (a kind name, a dtype, or a tuple of
    these)."""
    d = as_dtype(dtype, "isdtype", "dtype")
    for k in kind if isinstance(kind, tuple) else (kind,):
        if isinstance(k, str) and k in _KINDS:
            if _is_kind(d, k):
                return True
            continue
        try:
            kd = as_dtype(k, "isdtype", "kind")
        except TypeError:
            if isinstance(k, str):
                raise ValueError(f"isdtype: unrecognized kind={k!r}; expected one of "
                                 f"{list(_KINDS)}, or a dtype") from None
            raise TypeError(f"isdtype: expected kind to be a dtype, string, or tuple; got "
                            f"kind={k!r}") from None
        if d == kd:
            return True
    return False
