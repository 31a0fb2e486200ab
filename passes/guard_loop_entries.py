"""hostcall-guard-loop-entries: a while loop that calls the host (or starts two array
carries as one value) enters with its carried arrays materialized one by one behind an
optimization_barrier, arrays equal to another carry's (the same value, or ops IREE would
merge as common subexpressions) first copied.

Why: a loop holding a host callback stays a loop of IREE's VM (the callback runs between
dispatches).  IREE 3.13 packs the carries' initial arrays into one allocation, or merges
equal ones (two zero stacks of a scan under ``grad``), and its VM register allocator then
branches into the loop with the same buffer reference in several block arguments; when
one of them keeps the register and another is moved out of it, the kept one reads a null
buffer: "command_buffer_validation.c: OUT_OF_RANGE; indirect buffer reference slot 0 is
out range of the declared binding capacity" (``grad`` of a ``scan`` over a ``custom_jvp``
function that wraps ``pure_callback``).  Behind the barrier every carry enters as a
buffer of its own, already computed, so no reference is passed twice.

A loop without callbacks is guarded when two of its array carries start as one computed
value (the fuzzer's ``while(%k, %x, %x)``, which hit the same null buffer).  Guarding
every loop is no cure: the barriers change IREE's allocation elsewhere and the gradient
of ``linalg.solve`` then read a null buffer in another branch.
"""
from __future__ import annotations

import numpy as np
from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import attribute_names, nested_ops
from hostcall.dialects.types import is_token, shape_dtype

from . import register

PASS = "hostcall-guard-loop-entries"
_DEPTH = 8          # how deep two values are compared op by op before assuming they differ


def _calls_host(op, hosting: set[str]) -> bool:
    """Whether ``op`` holds a callback op, or a call of a function that does."""
    for inner in nested_ops(op):
        if cb.is_callback(inner):
            return True
        if inner.name == "func.call" and _callee(inner) in hosting:
            return True
    return False


def _callee(call) -> str:
    return ir.FlatSymbolRefAttr(call.attributes["callee"]).value


def _hosting_functions(module) -> set[str]:
    """Names of the functions that call the host: declarations (the callbacks' imports,
    once lowered) and functions calling a callback or such a function."""
    funcs = {ir.StringAttr(f.attributes["sym_name"]).value: f.operation
             for f in module.body.operations if f.operation.name == "func.func"}
    hosting = {name for name, f in funcs.items() if not len(f.regions[0].blocks)}
    changed = True
    while changed:
        changed = False
        for name, f in funcs.items():
            if name not in hosting and _calls_host(f, hosting):
                hosting.add(name)
                changed = True
    return hosting


def _key(value, depth: int = 0):
    """A structural key: equal keys for values IREE may merge (same op, attributes and
    operands); the value itself where the comparison stops."""
    if not isinstance(value, ir.OpResult) or depth >= _DEPTH:
        return value
    op = value.owner
    if len(op.regions) or op.name in ("func.call", "stablehlo.custom_call"):
        return value
    attrs = tuple(sorted((n, str(op.attributes[n])) for n in attribute_names(op)))
    return (op.name, attrs, value.result_number, str(value.type),
            tuple(_key(v, depth + 1) for v in op.operands))


def _zero(value):
    """(a 0-d zero of ``value``'s type, the op adding it): -0.0 keeps every float, signed
    zeros included; booleans take ``or`` with false."""
    _, dtype = shape_dtype(value.type)
    if dtype == np.bool_:
        return hlo.constant(False), "or"
    if dtype.kind == "c":
        z = hlo.constant(np.asarray(-0.0, np.float32 if dtype == np.complex64 else np.float64))
        return hlo.complex_(z, z), "add"
    return hlo.constant(np.asarray(-0.0 if dtype.kind == "f" else 0, dtype)), "add"


def _copyable(value) -> bool:
    try:
        _, dtype = shape_dtype(value.type)
    except (ValueError, TypeError, KeyError):
        return False        # quantized or other element types: left as they are
    return dtype == np.bool_ or dtype.kind in "iufc"


def guard_loop(loop) -> bool:
    """Route one while's initial values through a barrier; returns whether it changed."""
    operands = list(loop.operands)
    arrays = [i for i, v in enumerate(operands) if not is_token(v.type)]
    if not arrays:
        return False
    seen, copies = set(), []
    for i in arrays:
        key = _key(operands[i])
        if key in seen and _copyable(operands[i]):
            copies.append(i)
        seen.add(key)
    with ir.InsertionPoint(loop), loop.location:
        if copies:
            # one barrier over every zero: its results are distinct values, so the copies
            # of one array stay distinct arrays
            zeros, ops = zip(*(_zero(operands[i]) for i in copies))
            for i, zero, op in zip(copies, hlo.optimization_barrier(list(zeros)), ops):
                shape, _ = shape_dtype(operands[i].type)
                if shape:
                    zero = hlo.broadcast_in_dim(zero, shape, [])
                operands[i] = hlo.binary(op, operands[i], zero)
        guarded = hlo.optimization_barrier([operands[i] for i in arrays])
    for i, v in zip(arrays, guarded):
        loop.operands[i] = v
    return True


def _repeats_an_array(loop) -> bool:
    """Whether two carries of rank >= 1 start as one computed value (an argument, an op's
    result; equal constants are left to IREE, which handles those loops right)."""
    values = [v for v in loop.operands if not is_token(v.type) and shape_dtype(v.type)[0]
              and hlo.splat_value(v) is None and not (isinstance(v, ir.OpResult) and
                                                     v.owner.name == "stablehlo.constant")]
    return len(set(values)) < len(values)


@register(PASS)
def guard_loop_entries(module, ctx):
    """Materialize the initial carries of loops that call the host, or that start two
    array carries as one value (IREE 3.13 workaround)."""
    hosting = _hosting_functions(module)
    for op in list(nested_ops(module.operation)):
        if op.name == "stablehlo.while" and (_calls_host(op, hosting) or
                                             _repeats_an_array(op)):
            guard_loop(op)
