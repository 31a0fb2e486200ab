"""Operators and methods of hostcall.Array and Tracer, forwarded to hostcall.numpy."""
from __future__ import annotations

from .. import numpy as jnp
from ..array import Array
from ..core import Tracer
from .indexing import IndexUpdateHelper, getitem


def _swap(f):
    return lambda self, other: f(other, self)


def _reshape(self, *shape, order="C"):
    if len(shape) == 1 and not isinstance(shape[0], int):
        shape = shape[0]
    return jnp.reshape(self, shape, order)


def _transpose(self, *axes):
    if not axes:
        return jnp.transpose(self)
    if len(axes) == 1 and not isinstance(axes[0], int):
        axes = axes[0]
    return jnp.transpose(self, axes)


OPERATORS = {
    "__add__": jnp.add, "__radd__": _swap(jnp.add),
    "__sub__": jnp.subtract, "__rsub__": _swap(jnp.subtract),
    "__mul__": jnp.multiply, "__rmul__": _swap(jnp.multiply),
    "__truediv__": jnp.true_divide, "__rtruediv__": _swap(jnp.true_divide),
    "__floordiv__": jnp.floor_divide, "__rfloordiv__": _swap(jnp.floor_divide),
    "__mod__": jnp.remainder, "__rmod__": _swap(jnp.remainder),
    "__pow__": jnp.power, "__rpow__": _swap(jnp.power),
    "__matmul__": jnp.matmul, "__rmatmul__": _swap(jnp.matmul),
    "__and__": jnp.bitwise_and, "__rand__": _swap(jnp.bitwise_and),
    "__or__": jnp.bitwise_or, "__ror__": _swap(jnp.bitwise_or),
    "__xor__": jnp.bitwise_xor, "__rxor__": _swap(jnp.bitwise_xor),
    "__lshift__": jnp.left_shift, "__rlshift__": _swap(jnp.left_shift),
    "__rshift__": jnp.right_shift, "__rrshift__": _swap(jnp.right_shift),
    "__eq__": jnp.equal, "__ne__": jnp.not_equal,
    "__lt__": jnp.less, "__le__": jnp.less_equal,
    "__gt__": jnp.greater, "__ge__": jnp.greater_equal,
    "__neg__": jnp.negative, "__pos__": lambda self: self,
    "__abs__": jnp.absolute, "__invert__": jnp.invert,
    "__getitem__": getitem,
}

# No x.trace(): ``trace`` is the Tracer's own attribute (its Trace), which a method of that
# name would shadow.
METHODS = {
    "sum": jnp.sum, "prod": jnp.prod, "max": jnp.max, "min": jnp.min, "mean": jnp.mean,
    "var": jnp.var, "std": jnp.std, "argmax": jnp.argmax, "argmin": jnp.argmin,
    "any": jnp.any, "all": jnp.all,
    "reshape": _reshape, "transpose": _transpose, "ravel": jnp.ravel,
    "flatten": jnp.ravel, "swapaxes": jnp.swapaxes, "squeeze": jnp.squeeze,
    "astype": jnp.astype, "dot": jnp.dot, "clip": jnp.clip, "round": jnp.round,
    "conj": jnp.conjugate, "conjugate": jnp.conjugate, "repeat": jnp.repeat,
    "cumsum": jnp.cumsum, "cumprod": jnp.cumprod, "sort": jnp.sort, "argsort": jnp.argsort,
    "take": jnp.take, "diagonal": jnp.diagonal,
}

PROPERTIES = {
    "T": lambda self: jnp.transpose(self),
    "real": lambda self: jnp.real(self),
    "imag": lambda self: jnp.imag(self),
    "at": lambda self: IndexUpdateHelper(self),
}


def install(extra_methods: dict | None = None, extra_properties: dict | None = None) -> None:
    """Put the operators and methods on both classes (idempotent; extensible)."""
    for cls in (Array, Tracer):
        for name, f in {**OPERATORS, **METHODS, **(extra_methods or {})}.items():
            setattr(cls, name, f)
        for name, f in {**PROPERTIES, **(extra_properties or {})}.items():
            setattr(cls, name, property(f))


install()
