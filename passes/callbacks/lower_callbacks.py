"""hostcall-lower-callbacks: callbacks become calls to functions of the runtime module.

Each callback op becomes ``func.call @hostcall_rt.cb<N>(array operands)`` of a private
import ``func.func private @hostcall_rt.cb<N>(...) -> (...)``, one import per call site.
IREE accepts no effect tokens, and IREE 3.13 runs imported calls that no data links in an
order of its own, so each token becomes an order value (``tokens.materialize_tokens``:
a ``tensor<i32>`` through loops, branches, calls and private signatures): an ordered
callback's import takes it as its first operand and returns it as its first result, and
its manifest entry says ``"token": true`` (the runtime hands the value back untouched).
The manifest, one entry per import::

    {"import": "cb0", "callback": "f_host_0", "kind": "pure", "ordered": false,
     "operands": [[[5], "float32"]], "results": [[[5], "float32"]]}

(``operands`` and ``results`` list the arrays the handler sees, never the order value.)

goes to ``ctx.products["manifest"]`` and, as JSON, to the module attribute
``hostcall.manifest``, so a lowered module describes the handlers it needs.  Lowering a
module that has a manifest already appends to it (imports go on numbering from there).

A counted loop that only feeds one callback row by row (what hostcall-vmap makes of a
sequential callback; see host_loops.py) becomes one import over the whole batch, whose
entry adds ``"loop": {"size": N, "batched": [true, false, ...]}``: the runtime calls the
handler once per row, in row order, as the loop would.  ``host-loops=false`` keeps such
loops in the compiled program.
"""
from __future__ import annotations

import json

import numpy as np
from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects import names
from hostcall.dialects.ops import module_functions, nested_ops, operation
from hostcall.dialects.types import is_token, shape_dtype

from .. import Option, PassError, register
from .host_loops import HostLoop, match_host_loop
from .tokens import materialize_tokens, order_type

PASS = "hostcall-lower-callbacks"
RUNTIME_MODULE = "hostcall_rt"
MANIFEST_ATTR = names.MANIFEST


def _fail(op, message: str) -> PassError:
    return PassError(f"{PASS}: {message} ({op.name} at {op.location})", location=op.location)


def _signature(values) -> list:
    out = []
    for v in values:
        shape, dtype = shape_dtype(v.type)
        out.append([list(shape), dtype.name])
    return out


# ------------------------------------------------------------------ callbacks
def _declare_import(symbol: str, operands, results, imports_at, location) -> None:
    def typed(v):   # a token is declared as the order value it is about to become
        return order_type() if is_token(v.type) else v.type
    with location:
        fn_type = ir.FunctionType.get([typed(v) for v in operands], [typed(r) for r in results])
    with imports_at, location:
        ir.Operation.create("func.func", regions=1, attributes={
            "sym_name": ir.StringAttr.get(symbol),
            "function_type": ir.TypeAttr.get(fn_type),
            "sym_visibility": ir.StringAttr.get("private")})


def _call_import(symbol: str, operands, results, before: ir.Operation) -> None:
    """Call the import right before ``before``; its results replace ``results``."""
    with ir.InsertionPoint(before), before.location:
        call = ir.Operation.create("func.call", results=[r.type for r in results],
                                   operands=list(operands),
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(symbol)})
    for old, new in zip(results, call.results):
        old.replace_all_uses_with(new)


def _entry(op, import_name: str, operands, results) -> dict:
    try:
        return {"import": import_name, "callback": cb.callback_name(op),
                "kind": cb.callback_kind(op), "ordered": cb.is_ordered(op),
                "operands": _signature(operands), "results": _signature(results)}
    except (TypeError, ValueError) as e:
        raise _fail(op, str(e)) from None


def _import_call(index: int, callback, operands, results, before: ir.Operation,
                 imports_at: ir.InsertionPoint, token=None) -> dict:
    """Declare import cb<index> for ``callback`` and call it on ``operands`` right before
    ``before``; its results replace ``results``.  ``token``: (token in, token out), which
    lead the import's operands and results.  Returns the manifest entry."""
    import_name = f"cb{index}"
    symbol = f"{RUNTIME_MODULE}.{import_name}"
    entry = _entry(callback, import_name, operands, results)
    if token is not None:
        entry["token"] = True
        operands, results = [token[0], *operands], [token[1], *results]
    _declare_import(symbol, operands, results, imports_at, callback.location)
    _call_import(symbol, operands, results, before)
    return entry


def _lower_callback(op: ir.Operation, index: int, imports_at: ir.InsertionPoint) -> dict:
    token = (op.operands[0], op.results[0]) if cb.has_token(op) else None
    entry = _import_call(index, op, cb.data_operands(op), cb.data_results(op), op, imports_at,
                         token)
    op.erase()
    return entry


def _lower_host_loop(m: HostLoop, index: int, imports_at: ir.InsertionPoint) -> dict:
    """One import call over the whole batch replaces the loop ``m``."""
    loop = m.loop
    stacks = [loop.results[i] for i in m.stacks]
    token = None if m.token is None else (loop.operands[m.token], loop.results[m.token])
    entry = _import_call(index, m.callback, m.operands, stacks, loop, imports_at, token)
    entry["loop"] = {"size": m.size, "batched": list(m.batched)}
    counter = loop.results[m.counter]
    if list(counter.uses):  # the loop ends with its counter at N
        with ir.InsertionPoint(loop), loop.location:
            n = hlo.constant(np.asarray(m.size, shape_dtype(counter.type)[1]))
        counter.replace_all_uses_with(n)
    loop.erase()
    return entry


# ------------------------------------------------------------------ the pass
def _flag(text: str) -> bool:
    if text.lower() not in ("true", "false", "1", "0"):
        raise ValueError(f"expected true or false, got {text!r}")
    return text.lower() in ("true", "1")


@register(PASS, options={"host-loops": Option(_flag, True, "lower a loop that only feeds one "
                                              "callback row by row to one host call")})
def lower_callbacks(module, ctx, host_loops=True):
    """Replace callbacks by calls to hostcall_rt.cb<N> imports, drop tokens, emit the manifest."""
    ops = list(nested_ops(module.operation))
    for op in ops:
        if cb.is_foreign_callback(op):
            target = ir.StringAttr(op.attributes["call_target_name"]).value
            raise _fail(op, f"custom_call @{target} is not a hostcall callback (a JAX Python "
                            "callback cannot run here; re-trace the function with hostcall)")
    loops = [m for op in ops if host_loops and op.name == "stablehlo.while"
             for m in [match_host_loop(op)] if m is not None]
    in_loops = {m.callback for m in loops}
    by_loop = {m.loop: m for m in loops}
    sites = [by_loop.get(op, op) for op in ops
             if op in by_loop or (cb.is_callback(op) and op not in in_loops)]
    manifest = _recorded_manifest(module)
    imports_at = ir.InsertionPoint.at_block_begin(module.body)
    for site in sites:
        lower = _lower_host_loop if isinstance(site, HostLoop) else _lower_callback
        manifest.append(lower(site, len(manifest), imports_at))
    for fn in module_functions(module).values():
        materialize_tokens(operation(fn), PASS)
    ctx.products["manifest"] = manifest
    if manifest:
        module.operation.attributes[MANIFEST_ATTR] = ir.StringAttr.get(json.dumps(manifest))


def _recorded_manifest(module) -> list:
    """The manifest of an earlier lowering of this module (empty if none)."""
    if MANIFEST_ATTR not in module.operation.attributes:
        return []
    try:
        return list(json.loads(ir.StringAttr(module.operation.attributes[MANIFEST_ATTR]).value))
    except (ValueError, TypeError) as e:
        raise PassError(f"{PASS}: the module attribute {MANIFEST_ATTR} is not a JSON list: {e}",
                        location=module.operation.location) from None
