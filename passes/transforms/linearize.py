"""hostcall-linearize: split the jvp of a function into its primal and linear parts.

Contract: ``hostcall-linearize{function=f diff-args=...}`` adds
``@f_fwd(primals...) -> (outs..., residuals...)`` and the linear
``@f_lin(residuals..., tangents...) -> out_tangents``, marked ``hostcall.num_residuals``
(tangents and out tangents as in hostcall-jvp).  Names and the residual count are left in
``ctx.products["linearize"][f] = (fwd, lin, num_residuals)``.

It builds @f_jvp with hostcall-jvp and partitions its ops: an op that uses a value
depending on a tangent argument is linear, every other op is primal.  Primal values
used by linear ops become residuals (constants are copied instead).  Callbacks never
depend on tangents (hostcall-jvp rejects those that would), so they all stay in the
primal function and run once; applying @f_lin runs none -- except in calls of remat
functions (``hostcall.remat``, see ``ad_rules.remat``): the primal ops their policy does
not save are recomputed in @f_lin from the call's inputs, debug callbacks included.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects.cloning import (clone_op, external_uses, finish_func, func_body, lookup,
                                      new_func)
from hostcall.dialects.ops import block_ops, find_func, unique_symbol

from .. import Option, PassError, register
from .ad_rules.errors import ADError
from .ad_rules.loops import partition_ops, split_loops_in_block
from .ad_rules.remat import check_effects, prune_recomputed, recomputed_ops, strip_tags
from .jvp import build_jvp, parse_index_list

NUM_RESIDUALS_ATTR = names.NUM_RESIDUALS   # on @f_lin: its leading non-linear args
WHILE_REVERSE_ERROR = (
    "Reverse-mode differentiation does not work for lax.while_loop or lax.fori_loop with "
    "dynamic start/stop values. Try using lax.scan, or using fori_loop with static start/stop.")


def _uses(op):
    return external_uses(op) if op.regions else list(op.operands)


def partition(block, linear_seeds) -> tuple[list, list, set]:
    """(primal ops, linear ops, linear values) of a block given its linear arguments."""
    return partition_ops(block_ops(block)[:-1], linear_seeds)


def build_linearize(module, name: str, diff_args=None, prefix: str | None = None,
                    materialize=None):
    """Create @<f>_fwd and @<f>_lin; return (fwd name, lin name, number of residuals)."""
    prefix = prefix or name
    jvp_name = build_jvp(module, name, diff_args, f"{prefix}_jvp", materialize, remat=True)
    g = find_func(module, jvp_name)
    f = find_func(module, name)
    n_args = len(func_body(f).arguments)
    n_outs = len(ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value).results)
    body = func_body(g)
    args = list(body.arguments)
    primal_args, tangent_args = args[:n_args], args[n_args:]
    primal_ops, linear_ops, linear = split_loops_in_block(body, tangent_args,
                                                          WHILE_REVERSE_ERROR)
    check_effects(primal_ops, module)
    ret = block_ops(body)[-1]
    outs, out_tans = list(ret.operands)[:n_outs], list(ret.operands)[n_outs:]
    recompute = prune_recomputed(recomputed_ops(primal_ops), linear_ops, out_tans)
    recomputed = {r for op in recompute for r in op.results}
    constants = {r: op for op in primal_ops if op.name == "stablehlo.constant"
                 for r in op.results}
    residuals = []
    for v in [u for op in recompute + linear_ops for u in _uses(op)] + out_tans:
        if v not in linear and v not in constants and v not in recomputed and \
                v not in residuals:
            residuals.append(v)
    # forward: the primal ops
    fwd_name = unique_symbol(module, f"{prefix}_fwd")
    fwd, fb = new_func(module, fwd_name, [a.type for a in primal_args])
    vmap = dict(zip(primal_args, fb.arguments))
    with ir.InsertionPoint(fb):
        for op in primal_ops:
            strip_tags(clone_op(op, vmap))
    finish_func(fwd, fb, [lookup(vmap, v) for v in outs + residuals])
    # linear: residuals and tangents in, out tangents out
    lin_name = unique_symbol(module, f"{prefix}_lin")
    lin, lb = new_func(module, lin_name, [v.type for v in residuals] +
                       [a.type for a in tangent_args])
    lmap = dict(zip(residuals + tangent_args, lb.arguments))
    with ir.InsertionPoint(lb):
        needed = {u for op in recompute + linear_ops for u in _uses(op)} | set(out_tans)
        for v, op in constants.items():
            if v in needed:
                strip_tags(clone_op(op, lmap))
        for op in recompute + linear_ops:
            strip_tags(clone_op(op, lmap))
    finish_func(lin, lb, [lookup(lmap, v) for v in out_tans])
    lin.attributes[NUM_RESIDUALS_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                            len(residuals))
    g.operation.erase()
    return fwd_name, lin_name, len(residuals)


@register("hostcall-linearize", "reverse-mode step 1: @f -> @f_fwd (primal) + @f_lin (linear)",
          options={"function": Option(str, "main", "the function to linearize"),
                   "diff-args": Option(str, "all", "indices of the differentiated arguments")})
def linearize_pass(module, ctx, function="main", diff_args="all"):
    try:
        result = build_linearize(module, function, parse_index_list(diff_args))
        ctx.products.setdefault("linearize", {})[function] = result
    except ADError as e:
        raise PassError(f"hostcall-linearize: {e}", location=getattr(e, "location", None)) from None
