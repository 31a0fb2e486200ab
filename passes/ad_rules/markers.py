"""hostcall-erase-ad-markers: remove what only the autodiff passes need before IREE.

optimization_barriers marked ``hostcall.stop_gradient`` or ``hostcall.checkpoint_name``
become their operands.  Calls of
custom_jvp / custom_vjp and remat (checkpoint) functions are inlined and the ``hostcall.custom_*`` attributes
dropped: past this point nothing differentiates, and inlined bodies let
hostcall-dce-pure-callbacks see pure callbacks whose results the caller ignores (the
unused primal of a custom_jvp rule under jit(grad(...)) makes no host call).  The
private functions that only autodiff referenced are erased.  A
``hostcall.custom_vjp_lin`` marker left in the program means a custom_vjp function was
differentiated in forward mode, which it does not support.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import names
from hostcall.passes import register
from hostcall.dialects.ops import block_ops, callee_name, str_attr

from .cloning import clone_op, lookup
from .remat import NAME_ATTR, REMAT_ATTR, TAG_ATTRS, strip_tags

CUSTOM_ATTRS = (names.CUSTOM_JVP, names.CUSTOM_JVP_PENDING, names.CUSTOM_VJP_FWD,
                names.CUSTOM_VJP_BWD, names.CUSTOM_NARGS, REMAT_ATTR)
RULE_ATTRS = (names.CUSTOM_JVP, names.CUSTOM_VJP_FWD, names.CUSTOM_VJP_BWD)
CUSTOM_VJP_JVP_ERROR = "can't apply forward-mode autodiff (jvp) to a custom_vjp function."


def _funcs(module) -> dict:
    return {ir.StringAttr(op.attributes["sym_name"]).value: op
            for op in module.body.operations if op.operation.name == "func.func"}


def _walk_ops(module, pred) -> list:
    found = []

    def visit(op):
        if pred(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _inline_call(call, callee) -> None:
    body = callee.regions[0].blocks[0]
    vmap = dict(zip(body.arguments, call.operands))
    ops = block_ops(body)
    with ir.InsertionPoint(call), call.location:
        for op in ops[:-1]:
            clone_op(op, vmap)
    for r, v in zip(call.results, ops[-1].operands):
        r.replace_all_uses_with(lookup(vmap, v))
    call.erase()


@register("hostcall-erase-ad-markers",
          "erase stop_gradient and checkpoint_name markers, inline custom-derivative "
          "functions")
def erase_ad_markers(module, ctx):
    if _walk_ops(module, lambda op: op.name == "stablehlo.custom_call" and
                 str_attr(op, "call_target_name") == names.CUSTOM_VJP_LIN_TARGET):
        raise TypeError(CUSTOM_VJP_JVP_ERROR)
    for op in _walk_ops(module, lambda op: op.name == "stablehlo.optimization_barrier"
                        and (names.STOP_GRADIENT in op.attributes
                             or NAME_ATTR in op.attributes)):
        for result, operand in zip(op.results, op.operands):
            result.replace_all_uses_with(operand)
        op.erase()
    funcs = _funcs(module)
    custom = {n for n, f in funcs.items()
              if names.CUSTOM_NARGS in f.attributes or REMAT_ATTR in f.attributes}
    autodiff_only = set(custom)
    for n in custom:
        for a in RULE_ATTRS:
            if a in funcs[n].attributes:
                autodiff_only.add(ir.FlatSymbolRefAttr(funcs[n].attributes[a]).value)
    while True:
        calls = _walk_ops(module, lambda op: op.name == "func.call" and
                          callee_name(op) in custom)
        if not calls:
            break
        _inline_call(calls[0], funcs[callee_name(calls[0])])
    for op in _walk_ops(module, lambda op: any(a in op.attributes for a in TAG_ATTRS)):
        strip_tags(op)
    for f in funcs.values():
        for name in CUSTOM_ATTRS:
            if name in f.attributes:
                del f.attributes[name]
    called = {callee_name(op) for op in _walk_ops(module, lambda op: op.name == "func.call")}
    for n in autodiff_only - called:
        f = funcs.get(n)
        if f is not None and str_attr(f, "sym_visibility") == "private":
            f.operation.erase()
