"""Dropping effect tokens from a function: its signature, its control flow and calls.

hostcall-lower-callbacks drops the tokens hostcall-order-effects threaded (IREE takes
none); hostcall-import-jax-callbacks drops the ones JAX threaded, so that the module
enters the pipeline as a traced one does and hostcall-order-effects threads its own.
Every op that carries a token must have lost it (callbacks rebuilt) except
``stablehlo.while`` / ``if`` / ``case``, ``func.call``, ``after_all`` / ``create_token``
and returns, which are rebuilt here.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects.editing import (edit_function_attrs, erase_block_args, rebuild,
                                       replace_terminator_operands, set_function_type)
from hostcall.dialects.ops import (block_ops, function_type, is_declaration, nested_ops,
                                   nested_post_order, terminator)
from hostcall.dialects.types import is_token, token_positions

from . import PassError


def _strip_region_op(op: ir.Operation) -> None:
    """Rebuild a while/if/case without token operands, results and block arguments."""
    keep_in = [v for v in op.operands if not is_token(v.type)]
    keep_out = [i for i, r in enumerate(op.results) if not is_token(r.type)]
    new = rebuild(op, keep_in, [op.results[i].type for i in keep_out])
    for region in new.regions:
        for block in region.blocks:
            term = terminator(block)
            if term.name == "stablehlo.return" and token_positions(term.operands):
                replace_terminator_operands(
                    block, [v for v in term.operands if not is_token(v.type)])
            erase_block_args(block, token_positions(block.arguments))
    for i, j in enumerate(keep_out):
        op.results[j].replace_all_uses_with(new.results[i])
    op.erase()


def _strip_call(op: ir.Operation) -> None:
    keep_out = [i for i, r in enumerate(op.results) if not is_token(r.type)]
    new = rebuild(op, [v for v in op.operands if not is_token(v.type)],
                  [op.results[i].type for i in keep_out])
    for i, j in enumerate(keep_out):
        op.results[j].replace_all_uses_with(new.results[i])
    op.erase()


def _strip_function_signature(fn: ir.Operation) -> None:
    inputs, results = function_type(fn)
    drop_in, drop_out = token_positions(inputs), token_positions(results)
    if not drop_in and not drop_out:
        return
    if not is_declaration(fn):
        block = list(fn.regions[0].blocks)[0]
        for blk in fn.regions[0].blocks:
            term = terminator(blk)
            if term.name == "func.return":
                replace_terminator_operands(
                    blk, [v for v in term.operands if not is_token(v.type)])
        erase_block_args(block, drop_in)
    set_function_type(fn, [t for i, t in enumerate(inputs) if i not in drop_in],
                      [t for i, t in enumerate(results) if i not in drop_out])
    edit_function_attrs(fn, "arg_attrs", drop=drop_in)
    edit_function_attrs(fn, "res_attrs", drop=drop_out)


def strip_tokens(fn: ir.Operation, pass_name: str) -> None:
    """Remove every token value from a function body and signature.

    All token uses are first pointed at one placeholder token made at the top of the
    body, so each op can then shed its token operands and results independently.
    """
    if is_declaration(fn):
        _strip_function_signature(fn)
        return
    token_values = [a for blk in fn.regions[0].blocks for a in blk.arguments
                    if is_token(a.type)]
    for op in nested_ops(fn):
        token_values += [a for r in op.regions for blk in r.blocks for a in blk.arguments
                         if is_token(a.type)]
        token_values += [r for r in op.results if is_token(r.type)]
    if not token_values:
        _strip_function_signature(fn)
        return
    entry = list(fn.regions[0].blocks)[0]
    first = block_ops(entry)[0]
    with ir.InsertionPoint(first), fn.location:
        placeholder = ir.Operation.create("stablehlo.after_all", results=[cb.token_type()],
                                          operands=[])
    for v in token_values:
        v.replace_all_uses_with(placeholder.result)
    for op in nested_post_order(fn):
        if op == placeholder:
            continue
        has_tokens = token_positions(op.operands) or token_positions(op.results)
        if op.name in ("stablehlo.after_all", "stablehlo.create_token"):
            op.erase()
        elif op.name in ("stablehlo.while", "stablehlo.if", "stablehlo.case"):
            if has_tokens or any(token_positions(b.arguments)
                                 for r in op.regions for b in r.blocks):
                _strip_region_op(op)
        elif op.name == "func.call" and has_tokens:
            _strip_call(op)
        elif has_tokens and op.name not in ("stablehlo.return", "func.return"):
            raise PassError(f"{pass_name}: cannot drop the effect tokens of this op ({op.name} "
                            f"at {op.location})", location=op.location)
    _strip_function_signature(fn)
    placeholder.erase()
