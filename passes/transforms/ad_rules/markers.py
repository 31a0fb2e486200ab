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

The barriers, calls and tags are rewrite patterns (``EraseMarker``, ``InlineCustomCall``,
``StripRematTags``) run by ``passes/rewrite.py``'s driver: the ops an inlined body brings
are visited in turn, without rescanning the module after each call.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects.ops import block_ops, callee_name, nested_ops, str_attr
from hostcall.passes import PassError, register
from hostcall.passes.rewrite import RewritePattern, apply_patterns

from hostcall.dialects.cloning import clone_op, lookup
from .remat import NAME_ATTR, REMAT_ATTR, TAG_ATTRS, strip_tags

PASS = "hostcall-erase-ad-markers"
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


class EraseMarker(RewritePattern):
    """A stop_gradient or checkpoint_name optimization_barrier: its operands."""
    op_names = ("stablehlo.optimization_barrier",)

    def match_and_rewrite(self, op, rewriter) -> bool:
        if names.STOP_GRADIENT not in op.attributes and NAME_ATTR not in op.attributes:
            return False
        rewriter.replace_op(op, list(op.operands))
        return True


class InlineCustomCall(RewritePattern):
    """A call of a custom_jvp / custom_vjp or remat function: its body, inlined (the
    cloned ops are visited in turn: calls in them are inlined too)."""
    op_names = ("func.call",)

    def __init__(self, funcs: dict, custom: set):
        self.funcs, self.custom = funcs, custom

    def match_and_rewrite(self, call, rewriter) -> bool:
        name = callee_name(call)
        if name not in self.custom:
            return False
        body = self.funcs[name].regions[0].blocks[0]
        vmap = dict(zip(body.arguments, call.operands))
        ops = block_ops(body)
        with ir.InsertionPoint(call), call.location:
            for op in ops[:-1]:
                rewriter.notify_inserted(clone_op(op, vmap))
        rewriter.replace_op(call, [lookup(vmap, v) for v in ops[-1].operands])
        return True


class StripRematTags(RewritePattern):
    """Any op tagged with a remat group or policy: the tags dropped."""

    def match_and_rewrite(self, op, rewriter) -> bool:
        if not any(a in op.attributes for a in TAG_ATTRS):
            return False
        strip_tags(op)
        return True


def _inlinings(name: str, funcs: dict, custom: set, memo: dict, active=()) -> int:
    """How many calls inlining one call of ``name`` inlines, itself included (0 for a
    function that is not custom)."""
    if name not in custom:
        return 0
    if name in active:
        raise PassError(f"{PASS}: custom function @{name} calls itself "
                        f"({' -> '.join(active + (name,))})")
    if name not in memo:
        memo[name] = 1 + sum(
            _inlinings(callee_name(op), funcs, custom, memo, active + (name,))
            for op in nested_ops(funcs[name]) if op.name == "func.call")
    return memo[name]


@register(PASS,
          "erase stop_gradient and checkpoint_name markers, inline custom-derivative "
          "functions")
def erase_ad_markers(module, ctx):
    if _walk_ops(module, lambda op: op.name == "stablehlo.custom_call" and
                 str_attr(op, "call_target_name") == names.CUSTOM_VJP_LIN_TARGET):
        raise TypeError(CUSTOM_VJP_JVP_ERROR)
    funcs = _funcs(module)
    custom = {n for n, f in funcs.items()
              if names.CUSTOM_NARGS in f.attributes or REMAT_ATTR in f.attributes}
    autodiff_only = set(custom)
    for n in custom:
        for a in RULE_ATTRS:
            if a in funcs[n].attributes:
                autodiff_only.add(ir.FlatSymbolRefAttr(funcs[n].attributes[a]).value)
    # Inlining nested custom functions multiplies their calls: the bound on changes counts
    # the inlinings (and a custom function that calls itself is an error, not a hang).
    inlinings = sum(_inlinings(callee_name(op), funcs, custom, {}) for op in
                    _walk_ops(module, lambda op: op.name == "func.call"))
    apply_patterns(module, [EraseMarker(), InlineCustomCall(funcs, custom), StripRematTags()],
                   max_rewrites=8 * len(list(nested_ops(module.operation))) + inlinings + 64,
                   pass_name=PASS)
    for f in funcs.values():
        for name in CUSTOM_ATTRS:
            if name in f.attributes:
                del f.attributes[name]
    called = {callee_name(op) for op in _walk_ops(module, lambda op: op.name == "func.call")}
    for n in autodiff_only - called:
        f = funcs.get(n)
        if f is not None and str_attr(f, "sym_visibility") == "private":
            f.operation.erase()
