"""hostcall-transpose: transpose a function that is linear in some of its arguments.

Contract: ``hostcall-transpose{function=f_lin linear-args=2,3}`` adds
``@f_lin_t(non_linear_args..., cotangents...) -> linear_arg_cotangents`` with one
cotangent argument per result of @f_lin and one result per linear argument (default
linear args: those after the ``hostcall.num_residuals`` leading arguments that
hostcall-linearize marks, else all of them).  The name is left in
``ctx.products["transpose"][f_lin]``.

Ops that do not depend on a linear argument are copied first (they compute
coefficients from residuals); linear ops are then visited in reverse order, each
rule of ``passes.transforms.ad_rules.TRANSPOSE_RULES`` mapping result cotangents to operand
cotangents, summed where a value has several uses.  A ``hostcall.custom_vjp_lin``
marker becomes a call of its backward function.  A counted while loop that is linear in
some carries (hand-written linear code such as a solve) is first split, in @f_lin itself,
into a loop of its primal carries and a tangent loop, which then runs backwards.  In the
linear part, a pure or io
callback is an error with JAX's messages and a debug callback is dropped (it would
print tangents).
"""
from __future__ import annotations

from iree.compiler import ir
from iree.compiler.dialects import func as func_d

from hostcall.dialects import names
from hostcall.dialects.cloning import (captured_values, clone_op, finish_func, func_body, lookup,
                                      new_func)
from hostcall.dialects.ops import block_ops, find_func, str_attr, unique_symbol

from .. import Option, PassError, register
from .ad_rules import TRANSPOSE_RULES
from .ad_rules.loops import split_loops_in_block, transpose_counted_while
from .ad_rules.builders import add_any, zeros_of
from .ad_rules.errors import ADError, located, op_error
from .jvp import CALLBACK_TARGET, CUSTOM_VJP_LIN_TARGET, parse_index_list
from .linearize import NUM_RESIDUALS_ATTR, WHILE_REVERSE_ERROR, partition

PURE_TRANSPOSE_ERROR = ("Pure callbacks do not support transpose. Please use "
                        "`hostcall.custom_vjp` to use callbacks while taking gradients.")
IO_TRANSPOSE_ERROR = "IO callbacks do not support transpose."


class Transposer:
    def __init__(self, module):
        self.module = module

    def transpose_block(self, block, linear_seeds, vmap, cts: dict) -> None:
        """Copy the non-linear ops of ``block``, then back-propagate ``cts`` through the
        linear ones; ``cts`` maps source values to accumulated cotangents."""
        primal_ops, linear_ops, linear = partition(block, linear_seeds)
        for op in primal_ops:
            clone_op(op, vmap)
        for op in reversed(linear_ops):
            with op.location:
                self.transpose_op(op, linear, vmap, cts)

    def transpose_op(self, op, linear, vmap, cts):
        target = str_attr(op, "call_target_name") if op.name == "stablehlo.custom_call" else None
        if target == CALLBACK_TARGET:
            kind = str_attr(op, names.KIND, "pure")
            if kind == "pure":
                raise located(ADError(PURE_TRANSPOSE_ERROR), op)
            if kind == "io":
                raise located(ADError(IO_TRANSPOSE_ERROR), op)
            return                              # debug callbacks of tangents are dropped
        cts_out = [cts.get(r) for r in op.results]
        if all(c is None for c in cts_out):
            return
        cts_out = [c if c is not None else zeros_of(r.type) for c, r in zip(cts_out, op.results)]
        if target == CUSTOM_VJP_LIN_TARGET:
            return self.transpose_custom_vjp(op, vmap, cts, cts_out)
        if op.name in ("stablehlo.if", "stablehlo.case"):
            return self.transpose_branches(op, linear, vmap, cts, cts_out)
        if op.name == "stablehlo.while":
            return transpose_counted_while(self, op, linear, vmap, cts, cts_out)
        rule = TRANSPOSE_RULES.get(op.name)
        if rule is None:
            raise op_error(op, f"transpose rule for '{op.name}' not implemented")
        is_linear = [v in linear for v in op.operands]
        ins = [None if lin else lookup(vmap, v) for v, lin in zip(op.operands, is_linear)]
        operand_cts = rule(op, ins, is_linear, cts_out)
        for v, lin, c in zip(op.operands, is_linear, operand_cts):
            if lin and c is not None:
                cts[v] = add_any(cts.get(v), c)

    def transpose_custom_vjp(self, op, vmap, cts, cts_out):
        bwd_name = ir.FlatSymbolRefAttr(op.attributes[names.CUSTOM_VJP_BWD]).value
        bwd = find_func(self.module, bwd_name)
        n_res = ir.IntegerAttr(op.attributes[names.NUM_RESIDUALS]).value
        n_caps = ir.IntegerAttr(op.attributes[names.NUM_BWD_CAPTURES]).value
        mask = list(ir.DenseBoolArrayAttr(op.attributes[names.RESULT_MASK]))
        operands = list(op.operands)
        res = [lookup(vmap, v) for v in operands[:n_res - n_caps]]
        caps = [lookup(vmap, v) for v in operands[n_res - n_caps:n_res]]
        btype = ir.FunctionType(ir.TypeAttr(bwd.attributes["function_type"]).value)
        ct_types = list(btype.inputs)[n_res - n_caps:n_res - n_caps + len(mask)]
        it = iter(cts_out)
        bwd_cts = [next(it) if m else zeros_of(t) for m, t in zip(mask, ct_types)]
        call = func_d.CallOp(list(btype.results), ir.FlatSymbolRefAttr.get(bwd_name),
                             res + bwd_cts + caps)
        for v, c in zip(operands[n_res:], call.results):
            cts[v] = add_any(cts.get(v), c)

    def transpose_branches(self, op, linear, vmap, cts, cts_out):
        """if/case: each branch transposes its own ops; results are the cotangents of the
        linear values the branches read from the enclosing scope."""
        captured = [v for v in captured_values(op) if v in linear]
        types = [v.type for v in captured]
        new = ir.Operation.create(op.name, results=types,
                                  operands=[lookup(vmap, v) for v in op.operands],
                                  regions=len(op.regions), loc=op.location)
        for region, new_region in zip(op.regions, new.regions):
            block = region.blocks[0]
            nb = new_region.blocks.append()
            inner_v = dict(vmap)
            inner_cts: dict = {}
            ret = block_ops(block)[-1]
            with ir.InsertionPoint(nb):
                for v, c in zip(ret.operands, cts_out):
                    inner_cts[v] = add_any(inner_cts.get(v), c)
                self.transpose_block(block, linear, inner_v, inner_cts)
                ir.Operation.create("stablehlo.return", results=[], operands=[
                    inner_cts.get(v) if inner_cts.get(v) is not None else zeros_of(v.type)
                    for v in captured])
        for v, c in zip(captured, new.results):
            cts[v] = add_any(cts.get(v), c)


def build_transpose(module, name: str, linear_args=None, result_name: str | None = None) -> str:
    f = find_func(module, name)
    if f is None:
        raise PassError(f"hostcall-transpose: no function @{name} in the module")
    body = func_body(f)
    args = list(body.arguments)
    if linear_args is None:
        n_res = ir.IntegerAttr(f.attributes[NUM_RESIDUALS_ATTR]).value \
            if NUM_RESIDUALS_ATTR in f.attributes else 0
        linear_args = range(n_res, len(args))
    lin_idx = list(linear_args)
    linear_args_v = [args[i] for i in lin_idx]
    with ir.Location.unknown():
        split_loops_in_block(body, linear_args_v, WHILE_REVERSE_ERROR)
    other = [a for i, a in enumerate(args) if i not in lin_idx]
    ret = block_ops(body)[-1]
    outs = list(ret.operands)
    new_name = unique_symbol(module, result_name or f"{name}_t")
    g, nb = new_func(module, new_name, [a.type for a in other] + [v.type for v in outs])
    vmap = dict(zip(other, nb.arguments[:len(other)]))
    cts: dict = {}
    with ir.InsertionPoint(nb):
        for v, c in zip(outs, nb.arguments[len(other):]):
            cts[v] = add_any(cts.get(v), c)
        Transposer(module).transpose_block(body, linear_args_v, vmap, cts)
        # a linear argument no output depends on gets zeros, placed at the return (under
        # hostcall-opt no location is current here)
        with ret.location:
            results = [cts.get(a) if cts.get(a) is not None else zeros_of(a.type)
                       for a in linear_args_v]
    finish_func(g, nb, results)
    return new_name


@register("hostcall-transpose", "reverse-mode step 2: transpose a linear function",
          options={"function": Option(str, "main", "the linear function"),
                   "linear-args": Option(str, "all", "indices of the linear arguments")})
def transpose_pass(module, ctx, function="main", linear_args="all"):
    try:
        new = build_transpose(module, function, parse_index_list(linear_args))
        ctx.products.setdefault("transpose", {})[function] = new
    except ADError as e:
        raise PassError(f"hostcall-transpose: {e}", location=getattr(e, "location", None)) from None
