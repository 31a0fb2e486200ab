"""hostcall-import-jax-callbacks: JAX's Python-callback custom_calls become hostcall callbacks.

A module lowered by JAX (``jax.jit(f).lower(x).as_text()``) calls Python through
``stablehlo.custom_call @xla_ffi_python_cpu_callback`` (or its gpu / partitioned
variants), whose Python function lives only in the JAX process that lowered it.  Each
such op becomes a hostcall callback op (``dialects/callback.py``) with a stable name, so
that handlers bind by name and the program can be compiled, saved and run without JAX:

* the name is ``jax_callback_<N>``, N being JAX's index of the callback in its module
  (``mhlo.backend_config = {index = N}``: the order JAX lowered them in); the legacy
  ``xla_python_cpu_callback`` form records no index, so those are numbered in the order
  they appear in the module, and their first operand (JAX's descriptor, an address in
  the lowering process) is dropped;
* ``has_side_effect = false`` (``pure_callback``) gives a ``pure`` callback; a side
  effect (``io_callback``, ``debug.callback`` / ``debug.print``) gives ``io``, which
  JAX's IR does not tell apart from ``debug``;
* a callback whose first operand is a ``!stablehlo.token`` (``ordered=True``) is
  ordered.  The tokens JAX threaded through it, its loops, its functions and the entry
  are dropped (passes/callbacks/tokens.py), so that the module enters the pipeline as a traced one
  does (the passes before hostcall-order-effects expect no tokens); hostcall-order-effects
  then threads its own, in program order, the order JAX's chain fixed.

The ``names`` option renames callbacks and may set a kind: ``names=0=log,2=show:debug``
calls callback 0 ``log`` and callback 2 ``show``, a debug callback.  JAX's own attributes
(``backend_config``, layouts, shardings) are dropped with the op.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects.ops import module_functions, nested_ops
from hostcall.dialects.types import is_token

from .. import Option, PassError, register
from .tokens import strip_tokens

PASS = "hostcall-import-jax-callbacks"
PREFIX = "jax_callback_"


def parse_names(text: str) -> dict[int, tuple[str, str | None]]:
    """``0=log,2=show:debug`` -> {0: ("log", None), 2: ("show", "debug")}."""
    out: dict[int, tuple[str, str | None]] = {}
    for item in filter(None, (t.strip() for t in text.split(","))):
        index, sep, rest = item.partition("=")
        name, _, kind = rest.partition(":")
        if not sep or not index.strip().isdigit() or not name.strip():
            raise ValueError(f"expected INDEX=NAME or INDEX=NAME:KIND, got {item!r}")
        if kind and kind not in cb.KINDS:
            raise ValueError(f"kind of callback {index} must be one of "
                             f"{', '.join(cb.KINDS)}, got {kind!r}")
        out[int(index)] = (name.strip(), kind or None)
    return out


def _fail(op, message: str) -> PassError:
    return PassError(f"{PASS}: {message} ({op.name} at {op.location})", location=op.location)


def _kind(op, index: int, wanted: str | None) -> str:
    effect = cb.has_side_effect(op)
    kind = wanted or ("io" if effect else "pure")
    if (kind == "pure") == effect:
        raise _fail(op, f"callback {index} has has_side_effect = {str(effect).lower()}; it "
                        f"cannot be {'an' if kind == 'io' else 'a'} {kind} callback")
    return kind


def _import(op, index: int, names) -> bool:
    """Replace one foreign callback; whether it threaded a token."""
    name, wanted = names.get(index, (f"{PREFIX}{index}", None))
    kind = _kind(op, index, wanted)
    operands = list(op.operands)[1 if cb.is_legacy_foreign_callback(op) else 0:]
    results = list(op.results)
    token = operands[0] if operands and is_token(operands[0].type) else None
    if token is not None:
        operands = operands[1:]
        if not results or not is_token(results[0].type):
            raise _fail(op, f"callback {index} takes an effect token but does not return one "
                            f"first")
        results = results[1:]
        if kind == "pure":
            raise _fail(op, f"callback {index} threads an effect token; a pure callback "
                            f"cannot be ordered")
    for v in (*operands, *results):
        if not isinstance(v.type, ir.RankedTensorType):
            raise _fail(op, f"callback {index} takes or returns {v.type}; hostcall callbacks "
                            f"take and return ranked tensors (and a leading token)")
    with ir.InsertionPoint(op), op.location:
        _, new_results = cb.callback(name, operands, [r.type for r in results], kind,
                                     ordered=token is not None)
    if token is not None:   # the chain passes by; strip_tokens then removes it
        op.results[0].replace_all_uses_with(token)
    for old, new in zip(results, new_results):
        old.replace_all_uses_with(new)
    op.erase()
    return token is not None


@register(PASS, options={"names": Option(parse_names, {}, "INDEX=NAME[:KIND],...: names "
                                                         "(and kinds) of JAX's callbacks by "
                                                         "index")})
def import_jax_callbacks(module, ctx, names=None):
    """Turn JAX's Python-callback custom_calls into hostcall callbacks named by JAX's index."""
    names = names or {}
    legacy, tokens = 0, False
    for op in list(nested_ops(module.operation)):
        if not cb.is_foreign_callback(op):
            continue
        index = cb.foreign_index(op)
        if index is None:
            if not cb.is_legacy_foreign_callback(op):
                raise _fail(op, f"custom_call @{cb.foreign_target(op)} records no callback "
                                f"index (mhlo.backend_config = {{index = N}})")
            index, legacy = legacy, legacy + 1
        tokens |= _import(op, index, names)
    if tokens:
        for fn in module_functions(module).values():
            strip_tokens(fn, PASS)
