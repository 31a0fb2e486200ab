"""hostcall-order-effects: thread effect tokens through ordered callbacks in program order.

Each ordered kind (``io``, ``debug``) has its own chain of ``!stablehlo.token`` values.  An
ordered callback takes the chain's current token as its first operand and returns the next
one as its first result.  Tokens flow

* through ``stablehlo.while`` as leading carried values; callbacks in the condition take
  the carried token too (the condition can only return its predicate, so their tokens end
  there: the loop itself runs the condition before each body and after the last one),
* through ``stablehlo.if`` / ``stablehlo.case``: the token enters each branch implicitly
  and leaves as a leading result of every branch,
* across ``func.call``: a function holding ordered callbacks (transitively) takes and
  returns one leading token per chain it uses, and so does the public entry function.

Unordered callbacks get no token.  On a module whose ordered callbacks all carry tokens
already the pass does nothing; a module where only some do is an error.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects.editing import (edit_function_attrs, prepend_block_args, rebuild,
                                       replace_terminator_operands, set_function_type)
from hostcall.dialects.ops import (block_ops, callee_name, function_name, function_type,
                                   is_declaration, module_functions, nested_ops, terminator)

from .. import Option, PassError, register

PASS = "hostcall-order-effects"
CONTROL_FLOW = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


def only_block(region: ir.Region, what: str) -> ir.Block:
    blocks = list(region.blocks)
    if len(blocks) != 1:
        raise ValueError(f"{what} has {len(blocks)} blocks; only single-block regions are "
                         "supported")
    return blocks[0]


def _fail(op, message: str) -> PassError:
    return PassError(f"{PASS}: {message} ({op.name} at {op.location})", location=op.location)


def _ordered_kind(op) -> str | None:
    """The chain of an ordered callback op, else None."""
    if not (cb.is_callback(op) and cb.is_ordered(op)):
        return None
    try:
        kind = cb.callback_kind(op)
    except ValueError as e:
        raise _fail(op, str(e)) from None
    if kind not in cb.ORDERED_KINDS:
        raise _fail(op, f"a {kind} callback cannot be ordered")
    return kind


def _in_chain_order(chains) -> list[str]:
    return [k for k in cb.ORDERED_KINDS if k in chains]


class _Effects:
    """Which token chains each function, and each op, needs."""

    def __init__(self, functions: dict[str, ir.Operation]):
        self.functions = functions
        direct, calls = {}, {}
        for name, fn in functions.items():
            direct[name], calls[name] = set(), set()
            for op in nested_ops(fn):
                kind = _ordered_kind(op)
                if kind:
                    direct[name].add(kind)
                elif op.name == "func.call":
                    calls[name].add(callee_name(op))
        self.needs = {name: set(chains) for name, chains in direct.items()}
        changed = True
        while changed:  # propagate through the call graph (recursion included)
            changed = False
            for name, callees in calls.items():
                for c in callees & self.needs.keys():
                    if not self.needs[c] <= self.needs[name]:
                        self.needs[name] |= self.needs[c]
                        changed = True

    def of_op(self, op) -> list[str]:
        """The chains an op (with everything nested in it) needs, in chain order."""
        chains = set()
        for o in [op, *nested_ops(op)]:
            kind = _ordered_kind(o)
            if kind:
                chains.add(kind)
            elif o.name == "func.call":
                chains |= self.needs.get(callee_name(o), set())
        return _in_chain_order(chains)

    def of_region(self, region: ir.Region) -> list[str]:
        chains = set()
        for block in region.blocks:
            for op in block_ops(block):
                chains.update(self.of_op(op))
        return _in_chain_order(chains)


# ------------------------------------------------------------------ threading
class _Threader:
    def __init__(self, effects: _Effects):
        self.effects = effects
        self.token = cb.token_type()

    def block(self, block: ir.Block, tokens: dict[str, ir.Value]) -> dict[str, ir.Value]:
        """Thread ``tokens`` through the ops of ``block`` in order; returns the last tokens."""
        tokens = dict(tokens)
        for op in block_ops(block):
            chains = self.effects.of_op(op)
            if not chains:
                continue
            if cb.is_callback(op):
                (kind,) = chains
                new = cb.with_token(op, tokens[kind])
                tokens[kind] = new.results[0]
            elif op.name == "func.call":
                self.call(op, chains, tokens)
            elif op.name == "stablehlo.while":
                self.loop(op, chains, tokens)
            elif op.name in ("stablehlo.if", "stablehlo.case"):
                self.branches(op, chains, tokens)
            else:
                raise _fail(op, "ordered callbacks are supported only in function bodies and "
                                f"in {', '.join(CONTROL_FLOW)} regions, not inside this op")
        return tokens

    def _replace(self, op, new, n: int, chains, tokens) -> None:
        for old, repl in zip(op.results, list(new.results)[n:]):
            old.replace_all_uses_with(repl)
        tokens.update(zip(chains, list(new.results)[:n]))
        op.erase()

    def call(self, op, chains, tokens) -> None:
        n = len(chains)
        new = rebuild(op, [tokens[c] for c in chains] + list(op.operands),
                      [self.token] * n + [r.type for r in op.results])
        self._replace(op, new, n, chains, tokens)

    def loop(self, op, chains, tokens) -> None:
        n = len(chains)
        new = rebuild(op, [tokens[c] for c in chains] + list(op.operands),
                      [self.token] * n + [r.type for r in op.results])
        cond = only_block(new.regions[0], "stablehlo.while condition")
        body = only_block(new.regions[1], "stablehlo.while body")
        self.block(cond, dict(zip(chains, prepend_block_args(cond, [self.token] * n,
                                                             op.location))))
        entry = prepend_block_args(body, [self.token] * n, op.location)
        out = self.block(body, dict(zip(chains, entry)))
        replace_terminator_operands(body, [out[c] for c in chains] +
                                    list(terminator(body).operands))
        self._replace(op, new, n, chains, tokens)

    def branches(self, op, chains, tokens) -> None:
        n = len(chains)
        new = rebuild(op, list(op.operands), [self.token] * n + [r.type for r in op.results])
        for region in new.regions:
            block = only_block(region, f"{op.name} branch")
            out = self.block(block, {c: tokens[c] for c in chains})
            replace_terminator_operands(block, [out[c] for c in chains] +
                                        list(terminator(block).operands))
        self._replace(op, new, n, chains, tokens)

    def function(self, fn: ir.Operation, chains: list[str]) -> None:
        n = len(chains)
        block = only_block(fn.regions[0], f"function @{function_name(fn)}")
        inputs, results = function_type(fn)
        entry = prepend_block_args(block, [self.token] * n, fn.location)
        out = self.block(block, dict(zip(chains, entry)))
        replace_terminator_operands(block, [out[c] for c in chains] +
                                    list(terminator(block).operands))
        set_function_type(fn, [self.token] * n + inputs, [self.token] * n + results)
        edit_function_attrs(fn, "arg_attrs", prepend=n)
        edit_function_attrs(fn, "res_attrs", prepend=n)


def _already_ordered(module: ir.Module) -> bool:
    ordered = [op for op in nested_ops(module.operation) if _ordered_kind(op)]
    threaded = [op for op in ordered if cb.has_token(op)]
    if threaded and len(threaded) != len(ordered):
        raise _fail(next(op for op in ordered if not cb.has_token(op)),
                    "some ordered callbacks carry tokens and this one does not; the module "
                    "was partly ordered already")
    return bool(ordered) and len(threaded) == len(ordered)


@register(PASS, options={"entry": Option(str, "main", "public entry function that takes and "
                                                      "returns the tokens")})
def order_effects(module, ctx, entry="main"):
    """Thread !stablehlo.token chains (io, debug) through ordered callbacks in program order."""
    if _already_ordered(module):
        return
    functions = module_functions(module)
    effects = _Effects(functions)
    if not any(effects.needs.values()):
        return
    if entry not in functions:
        raise PassError(f"{PASS}: the module has ordered callbacks but no entry function "
                        f"@{entry} (set the pass option entry=NAME)")
    threader = _Threader(effects)
    for name, fn in functions.items():
        chains = _in_chain_order(effects.needs[name])
        if chains and not is_declaration(fn):
            try:
                threader.function(fn, chains)
            except ValueError as e:
                raise _fail(fn, str(e)) from None
    ctx.products["token_chains"] = {name: _in_chain_order(effects.needs[name])
                                    for name in functions if effects.needs[name]}
