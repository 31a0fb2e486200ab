"""The host-callback op: a ``stablehlo.custom_call @hostcall.callback`` with hostcall attributes.

This module is the one place that knows how a callback is spelled in IR::

    %r = stablehlo.custom_call @hostcall.callback(%x) {has_side_effect = false,
           hostcall.callback = "f_host_0", hostcall.kind = "pure", hostcall.ordered = false,
           hostcall.vmap_method = "sequential"} : (tensor<5xf32>) -> tensor<5xf32>

``pure`` callbacks have no side effect (so MLIR may delete unused ones); ``io`` and ``debug``
ones do.  After effect ordering an ordered callback takes a ``!stablehlo.token`` first operand
and returns one as its first result.  Builders insert at the current ``ir.InsertionPoint``
with the current ``ir.Location``; readers accept an ``ir.Operation`` or an ``OpView``.
"""
from __future__ import annotations

from typing import Sequence

from iree.compiler import ir

from . import names
from .types import is_token

TARGET = names.CALLBACK_TARGET
ATTR_CALLBACK = names.CALLBACK
ATTR_KIND = names.KIND
ATTR_ORDERED = names.ORDERED
ATTR_VMAP_METHOD = names.VMAP_METHOD

KINDS = ("pure", "io", "debug")
ORDERED_KINDS = ("io", "debug")  # one token chain each, in this order
VMAP_METHODS = ("sequential", "sequential_unrolled", "expand_dims", "broadcast_all",
                "legacy_vectorized")

# custom_call targets of JAX's own Python callbacks: look alike, but are not hostcall's
# (hostcall-import-jax-callbacks turns them into hostcall callbacks).  The FFI ones carry
# JAX's callback index in ``mhlo.backend_config = {index = N : ui64}``; the legacy ones
# (before JAX 0.4.3x) take a callback descriptor (an i64 address) as first operand.
FFI_TARGETS = ("xla_ffi_python_cpu_callback", "xla_ffi_python_gpu_callback",
               "xla_ffi_partitioned_python_cpu_callback",
               "xla_ffi_partitioned_python_gpu_callback")
LEGACY_TARGETS = ("xla_python_cpu_callback", "xla_python_gpu_callback")
FOREIGN_TARGETS = FFI_TARGETS + LEGACY_TARGETS
FOREIGN_INDEX = "mhlo.backend_config"


def token_type() -> ir.Type:
    return ir.Type.parse("!stablehlo.token")


# ------------------------------------------------------------------- builder
def callback(name: str, operands: Sequence[ir.Value], result_types: Sequence[ir.Type],
             kind: str, ordered: bool = False, vmap_method: str | None = None,
             token: ir.Value | None = None) -> tuple[ir.Value | None, list[ir.Value]]:
    """Build a callback op; returns ``(token result or None, data results)``.

    ``vmap_method`` defaults to ``"sequential"`` for pure callbacks and is recorded on io
    callbacks only when given.  ``token`` (ordered callbacks only) threads an effect token.
    """
    if kind not in KINDS:
        raise ValueError(f"callback {name!r}: kind must be one of {KINDS}, got {kind!r}")
    if ordered and kind == "pure":
        raise ValueError(f"callback {name!r}: pure callbacks cannot be ordered")
    if token is not None and not ordered:
        raise ValueError(f"callback {name!r}: only ordered callbacks take an effect token")
    if kind == "pure" and vmap_method is None:
        vmap_method = "sequential"
    if vmap_method is not None and vmap_method not in VMAP_METHODS:
        raise ValueError(f"callback {name!r}: vmap_method must be one of {VMAP_METHODS}, "
                         f"got {vmap_method!r}")
    if vmap_method is not None and kind == "debug":
        raise ValueError(f"callback {name!r}: debug callbacks take no vmap_method")
    attrs = {
        "call_target_name": ir.StringAttr.get(TARGET),
        "has_side_effect": ir.BoolAttr.get(kind != "pure"),
        ATTR_CALLBACK: ir.StringAttr.get(name),
        ATTR_KIND: ir.StringAttr.get(kind),
        ATTR_ORDERED: ir.BoolAttr.get(bool(ordered)),
    }
    if vmap_method is not None:
        attrs[ATTR_VMAP_METHOD] = ir.StringAttr.get(vmap_method)
    operands, result_types = list(operands), list(result_types)
    if token is not None:
        operands, result_types = [token, *operands], [token_type(), *result_types]
    op = ir.Operation.create("stablehlo.custom_call", results=result_types, operands=operands,
                             attributes=attrs)
    results = list(op.results)
    return (results[0], results[1:]) if token is not None else (None, results)


def with_token(op, token: ir.Value) -> ir.Operation:
    """Replace an ordered callback op by one threading ``token``; returns the new op.

    Uses of the old data results move to the new op's data results; the old op is erased.
    """
    op = _operation(op)
    if has_token(op):
        raise ValueError(f"callback {callback_name(op)!r} at {op.location} already has a token")
    attrs = {name: op.attributes[name] for name in _attribute_names(op)}
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create(
            "stablehlo.custom_call", results=[token_type(), *[r.type for r in op.results]],
            operands=[token, *op.operands], attributes=attrs)
    for old, repl in zip(op.results, list(new.results)[1:]):
        old.replace_all_uses_with(repl)
    op.erase()
    return new


# ------------------------------------------------------------------- readers
def _operation(op) -> ir.Operation:
    return op.operation if hasattr(op, "operation") else op


def _attribute_names(op: ir.Operation) -> list[str]:
    return [a if isinstance(a, str) else a.name for a in op.attributes]


def _target(op) -> str | None:
    op = _operation(op)
    if op.name != "stablehlo.custom_call" or "call_target_name" not in op.attributes:
        return None
    return ir.StringAttr(op.attributes["call_target_name"]).value


def is_callback(op) -> bool:
    """A hostcall callback op (not any other custom_call)."""
    return _target(op) == TARGET


def is_foreign_callback(op) -> bool:
    """A JAX Python-callback custom_call, which hostcall cannot run."""
    return _target(op) in FOREIGN_TARGETS


def is_legacy_foreign_callback(op) -> bool:
    """A JAX Python callback of the legacy form (descriptor operand first)."""
    return _target(op) in LEGACY_TARGETS


def foreign_target(op) -> str | None:
    """The custom_call target of a JAX Python callback (None for any other op)."""
    target = _target(op)
    return target if target in FOREIGN_TARGETS else None


def foreign_index(op) -> int | None:
    """JAX's index of a foreign callback in its module's host-callback list (FFI form),
    or None where the op does not record one."""
    op = _operation(op)
    if FOREIGN_INDEX not in op.attributes:
        return None
    config = op.attributes[FOREIGN_INDEX]
    if not isinstance(config, ir.DictAttr) or "index" not in config:
        return None
    return ir.IntegerAttr(config["index"]).value


def has_side_effect(op) -> bool:
    op = _operation(op)
    return "has_side_effect" in op.attributes and ir.BoolAttr(
        op.attributes["has_side_effect"]).value


def _string(op, attr: str) -> str | None:
    op = _operation(op)
    if attr not in op.attributes:
        return None
    return ir.StringAttr(op.attributes[attr]).value


def callback_name(op) -> str:
    name = _string(op, ATTR_CALLBACK)
    if name is None:
        raise ValueError(f"callback op at {_operation(op).location} has no {ATTR_CALLBACK} "
                         "attribute")
    return name


def callback_kind(op) -> str:
    kind = _string(op, ATTR_KIND)
    if kind not in KINDS:
        raise ValueError(f"callback op at {_operation(op).location} has {ATTR_KIND} = "
                         f"{kind!r}; expected one of {KINDS}")
    return kind


def is_ordered(op) -> bool:
    op = _operation(op)
    return ATTR_ORDERED in op.attributes and ir.BoolAttr(op.attributes[ATTR_ORDERED]).value


def vmap_method(op) -> str | None:
    return _string(op, ATTR_VMAP_METHOD)


def has_token(op) -> bool:
    """Whether the op threads an effect token (first operand and first result)."""
    op = _operation(op)
    return len(op.operands) > 0 and is_token(op.operands[0].type)


def data_operands(op) -> list[ir.Value]:
    """The array operands, without the effect token."""
    op = _operation(op)
    return list(op.operands)[1 if has_token(op) else 0:]


def data_results(op) -> list[ir.Value]:
    """The array results, without the effect token."""
    op = _operation(op)
    return list(op.results)[1 if has_token(op) else 0:]
