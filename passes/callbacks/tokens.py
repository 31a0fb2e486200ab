"""Effect tokens leaving a function: dropped, or turned into order values.

hostcall-import-jax-callbacks drops the tokens JAX threaded (``strip_tokens``), so that
the module enters the pipeline as a traced one does and hostcall-order-effects threads its
own.  Every op that carries a token must have lost it (callbacks rebuilt) except
``stablehlo.while`` / ``if`` / ``case``, ``func.call``, ``after_all`` / ``create_token``
and returns, which are rebuilt here.

hostcall-lower-callbacks keeps the order the tokens state (``materialize_tokens``): IREE
takes no tokens, and IREE 3.13 runs imported calls with no data between them in an order
of its own (an ordered callback without results ran after the next ordered one), so every
token becomes an ``ORDER_TYPE`` value that each ordered import takes and returns: a data
dependence IREE keeps.  Public functions take and return no order value (their callers
pass none): theirs starts as a constant.
"""
from __future__ import annotations

from iree.compiler import ir

import numpy as np

from hostcall.dialects import callback as cb
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.editing import (edit_function_attrs, erase_block_args, rebuild,
                                       replace_terminator_operands, set_function_type)
from hostcall.dialects.ops import (block_ops, function_type, is_declaration, nested_ops,
                                   nested_post_order, terminator)
from hostcall.dialects.types import is_token, token_positions

from .. import PassError


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


def _drop_signature_positions(fn: ir.Operation, inputs, results, drop_in, drop_out) -> None:
    """Remove arguments ``drop_in`` and results ``drop_out`` from ``fn``: its type, entry
    block, returns and argument / result attributes."""
    if not drop_in and not drop_out:
        return
    if not is_declaration(fn):
        for blk in fn.regions[0].blocks:
            term = terminator(blk)
            if term.name == "func.return":
                replace_terminator_operands(
                    blk, [v for i, v in enumerate(term.operands) if i not in drop_out])
        erase_block_args(list(fn.regions[0].blocks)[0], drop_in)
    set_function_type(fn, [t for i, t in enumerate(inputs) if i not in drop_in],
                      [t for i, t in enumerate(results) if i not in drop_out])
    edit_function_attrs(fn, "arg_attrs", drop=drop_in)
    edit_function_attrs(fn, "res_attrs", drop=drop_out)


def _strip_function_signature(fn: ir.Operation) -> None:
    inputs, results = function_type(fn)
    _drop_signature_positions(fn, inputs, results, token_positions(inputs),
                              token_positions(results))


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


ORDER_DTYPE = np.dtype(np.int32)
# The ops a token may still pass through when it becomes an order value.
_ORDER_CARRIERS = ("stablehlo.while", "stablehlo.if", "stablehlo.case", "stablehlo.return",
                   "func.call", "func.return", "stablehlo.after_all", "stablehlo.create_token")


def order_type() -> ir.Type:
    """The type an effect token becomes when its order must survive into IREE."""
    return ir.Type.parse("tensor<i32>")   # ORDER_DTYPE, rank 0


def _order_constant(before: ir.Operation, location) -> ir.Value:
    with ir.InsertionPoint(before), location:
        return hlo.constant(np.zeros((), ORDER_DTYPE))


def _is_public(fn: ir.Operation) -> bool:
    vis = fn.attributes["sym_visibility"] if "sym_visibility" in fn.attributes else None
    return vis is None or ir.StringAttr(vis).value == "public"


def materialize_tokens(fn: ir.Operation, pass_name: str) -> None:
    """Turn every token of a function into an ``order_type()`` value.

    Values, block arguments and private signatures change type in place;
    ``create_token`` becomes a constant and ``after_all`` the sum of its operands (a
    value that depends on each); a public function's token arguments become a constant
    and its token results are dropped.
    """
    inputs, results = function_type(fn)
    public = _is_public(fn) and not is_declaration(fn)
    if is_declaration(fn) or not public:
        set_function_type(fn, [order_type() if is_token(t) else t for t in inputs],
                          [order_type() if is_token(t) else t for t in results])
        if is_declaration(fn):
            return
    for blk in fn.regions[0].blocks:
        for a in blk.arguments:
            if is_token(a.type):
                a.set_type(order_type())
    for op in nested_post_order(fn):
        if (token_positions(op.operands) or token_positions(op.results)) and \
                op.name not in _ORDER_CARRIERS:
            raise PassError(f"{pass_name}: cannot carry the effect tokens of this op "
                            f"({op.name} at {op.location}) into IREE", location=op.location)
        for region in op.regions:
            for block in region.blocks:
                for a in block.arguments:
                    if is_token(a.type):
                        a.set_type(order_type())
        for r in op.results:
            if is_token(r.type):
                r.set_type(order_type())
        if op.name == "stablehlo.create_token" or (op.name == "stablehlo.after_all"
                                                   and not len(op.operands)):
            op.results[0].replace_all_uses_with(_order_constant(op, op.location))
            op.erase()
        elif op.name == "stablehlo.after_all":
            total = op.operands[0]
            with ir.InsertionPoint(op), op.location:
                for v in list(op.operands)[1:]:
                    total = hlo.binary("add", total, v)
            op.results[0].replace_all_uses_with(total)
            op.erase()
    if public:
        _strip_public_signature(fn, inputs, results)


def _strip_public_signature(fn, inputs, results) -> None:
    """Drop a public function's token arguments (their uses read a constant order value)
    and token results; ``inputs``, ``results``: its types before the tokens changed."""
    drop_in, drop_out = token_positions(inputs), token_positions(results)
    if drop_in:
        entry = list(fn.regions[0].blocks)[0]
        first = block_ops(entry)[0]
        for i in drop_in:
            entry.arguments[i].replace_all_uses_with(_order_constant(first, fn.location))
    _drop_signature_positions(fn, inputs, results, drop_in, drop_out)
