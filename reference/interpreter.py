"""The reference evaluator's core: compiles a module's functions into steps once, then
runs them on numpy values.  Control flow (while, if, case, func.call), tuples, tokens,
optimization barriers and host callbacks are evaluated here; the other ops' semantics are
the functions of ``ops.OPS`` (attributes read here) and the region ops of ``shape_ops``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Mapping

import numpy as np
from iree.compiler import ir

from hostcall.dialects import callback as cb
from hostcall.dialects import op_traits

from . import ops, shape_ops
from .values import TOKEN, EvaluationError, ResultType, coerce, int_attr, tensor_spec


@dataclass
class Block:
    arguments: list
    steps: list
    results: list      # the terminator's operands


@dataclass
class Step:
    name: str
    op: object
    rule: Callable
    operands: list
    results: list
    regions: list = field(default_factory=list)   # of Block


_LOC = re.compile(r'loc\("([^"]*)":(\d+):(\d+)')


def where(op) -> str:
    """``f.mlir:3:5: 'stablehlo.foo'`` (the op's first file location) for messages."""
    op = op.operation
    found = _LOC.search(str(op.location))
    loc = f"{found[1]}:{found[2]}:{found[3]}" if found else str(op.location)
    return f"{loc}: '{op.name}'"


# ------------------------------------------------------------- per-op functions
def _op_rule(name):
    """The rule of an op of ``ops.OPS``: its attributes read from the IR, its results'
    types, then the op's function."""
    fn, read = ops.OPS[name], ops.ATTRIBUTES.get(name)

    def rule(step, args, ev):
        op = step.op
        results = [ResultType(*tensor_spec(r.type)) for r in op.results]
        with np.errstate(all="ignore"):
            out = fn(args, results, **read(op)) if read else fn(args, results)
        # results own their data (a broadcast or a reshape may return a view)
        return [v if isinstance(v, np.ndarray) and v.flags.owndata else np.array(v)
                for v in out]
    return rule


# ---------------------------------------------------------------- control flow
def _while(step, args, ev):
    cond, body = step.regions
    values = list(args)
    while bool(np.asarray(ev.run_block(cond, values)[0])):
        values = ev.run_block(body, values)
    return values


def _if(step, args, ev):
    return ev.run_block(step.regions[0 if bool(args[0]) else 1], [])


def _case(step, args, ev):
    i = int(np.asarray(args[0]).astype(np.int64))
    n = len(step.regions)
    return ev.run_block(step.regions[i if 0 <= i < n else n - 1], [])   # out of range: last


def _call(step, args, ev):
    return ev.call(ir.FlatSymbolRefAttr(step.op.attributes["callee"]).value, args)


def _composite(step, args, ev):
    return ev.call(ir.FlatSymbolRefAttr(step.op.attributes["decomposition"]).value, args)


def _identity(step, args, ev):
    return list(args)


def _tuple(step, args, ev):
    return [tuple(args)]


def _get_tuple_element(step, args, ev):
    return [args[0][int_attr(step.op, "index")]]


def _token(step, args, ev):
    return [TOKEN]


def _custom_call(step, args, ev):
    op = step.op
    if not cb.is_callback(op):
        target = ir.StringAttr(op.attributes["call_target_name"]).value
        raise EvaluationError(f"{where(op)}: custom_call target @{target} is not supported "
                              f"by the reference evaluator (only @{cb.TARGET})")
    name = cb.callback_name(op)
    handler = ev.handlers.get(name)
    if handler is None:
        raise EvaluationError(f"{where(op)}: no handler for host callback {name}; handlers "
                              f"given: {', '.join(sorted(ev.handlers)) or 'none'}")
    data = [a for a in args if a is not TOKEN]
    out = handler(*data)
    data_types = [r.type for r in op.results if str(r.type) != "!stablehlo.token"]
    if out is None:
        out = ()
    elif not isinstance(out, (list, tuple)):
        out = (out,)
    if len(out) != len(data_types):
        raise EvaluationError(f"Mismatched number of outputs from callback. Expected: "
                              f"{len(data_types)}, Actual: {len(out)} (in host callback {name})")
    values = iter(coerce(v, t, f"result of host callback {name}")
                  for v, t in zip(out, data_types))
    return [TOKEN if str(r.type) == "!stablehlo.token" else next(values) for r in op.results]


def _unsupported(reason):
    def rule(step, args, ev):
        raise EvaluationError(f"{where(step.op)}: {reason}")
    return rule


RULES: dict[str, Callable] = {name: _op_rule(name) for name in ops.OPS}
RULES.update({
    "stablehlo.constant": shape_ops.constant,
    "arith.constant": shape_ops.constant,
    "stablehlo.reduce": shape_ops.reduce,
    "stablehlo.reduce_window": shape_ops.reduce_window,
    "stablehlo.map": shape_ops.map_,
    "stablehlo.sort": shape_ops.sort,
    "stablehlo.scatter": shape_ops.scatter,
    "stablehlo.select_and_scatter": shape_ops.select_and_scatter,
    "stablehlo.while": _while,
    "stablehlo.if": _if,
    "stablehlo.case": _case,
    "func.call": _call,
    "stablehlo.composite": _composite,
    "stablehlo.optimization_barrier": _identity,
    "stablehlo.tuple": _tuple,
    "stablehlo.get_tuple_element": _get_tuple_element,
    "stablehlo.after_all": _token,
    "stablehlo.create_token": _token,
    "stablehlo.custom_call": _custom_call,
    "stablehlo.rng": _unsupported("random numbers have no reference value"),
    "stablehlo.rng_bit_generator": _unsupported("random numbers have no reference value"),
})
TERMINATORS = ("stablehlo.return", "func.return", "return")


class Evaluator:
    """Runs the functions of one module; ``handlers`` maps host-callback names to
    Python functions."""

    def __init__(self, module: ir.Module, handlers: Mapping[str, Callable] | None = None,
                 rules: Mapping[str, Callable] | None = None):
        self.module = module
        self.handlers = dict(handlers or {})
        self.rules = RULES if rules is None else {**RULES, **rules}
        self.functions = {}
        for op in module.body.operations:
            op = op.operation
            if op.name in ("func.func", "stablehlo.func"):
                self.functions[ir.StringAttr(op.attributes["sym_name"]).value] = op
        self._compiled: dict[str, Block] = {}
        self._env_stack: list[dict] = []

    # ------------------------------------------------------------ compiling
    def _compile_block(self, block) -> Block:
        steps, results = [], None
        for op in block.operations:
            op = op.operation
            name = op.name
            if name in TERMINATORS:
                results = list(op.operands)
                break
            rule = self.rules.get(name)
            if rule is None:
                raise EvaluationError(f"{where(op)}: op not supported by the reference "
                                      f"evaluator")
            regions = [self._compile_region(r, op) for r in op.regions]
            steps.append(Step(name, op, rule, list(op.operands), list(op.results), regions))
        if results is None:
            raise EvaluationError(f"block without a terminator in {where(block.owner)}")
        return Block(list(block.arguments), steps, results)

    def _compile_region(self, region, owner) -> Block:
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise EvaluationError(f"{where(owner)}: regions of {len(blocks)} blocks are not "
                                  f"supported")
        return self._compile_block(blocks[0])

    def function(self, name: str) -> Block:
        if name not in self._compiled:
            if name not in self.functions:
                raise EvaluationError(f"no function @{name} in the module; functions: "
                                      f"{', '.join(sorted(self.functions)) or 'none'}")
            fn = self.functions[name]
            if not list(fn.regions[0].blocks):
                raise EvaluationError(f"function @{name} is a declaration without a body")
            self._compiled[name] = self._compile_region(fn.regions[0], fn)
        return self._compiled[name]

    # -------------------------------------------------------------- running
    def call(self, name: str, args) -> list:
        return self.run_block(self.function(name), list(args), {})

    def run_region(self, block: Block, args) -> list:
        """A reduction / scatter / sort region on (arrays of) scalars."""
        return self.run_block(block, list(args), {})

    def run_block(self, block: Block, args, env: dict | None = None) -> list:
        env = {} if env is None else env
        env.update(zip(block.arguments, args))
        self._env_stack.append(env)
        try:
            for step in block.steps:
                values = [self._lookup(v) for v in step.operands]
                try:
                    out = step.rule(step, values, self)
                except EvaluationError:
                    raise
                except (ValueError, TypeError, IndexError, KeyError, OverflowError) as e:
                    raise EvaluationError(f"{where(step.op)}: {type(e).__name__}: {e}") from e
                env.update(zip(step.results, out))
            return [self._lookup(v) for v in block.results]
        finally:
            self._env_stack.pop()

    def _lookup(self, v):
        for env in reversed(self._env_stack):
            if v in env:
                return env[v]
        raise EvaluationError(f"value {v.get_name()} used before it is defined")


ELEMENTWISE_OPS = op_traits.ELEMENTWISE

# The float functions a compiler computes with polynomial approximations, correct to about
# an ulp (IREE 3.13's CPU code among them); sine and cosine are not here: hostcall computes
# them correctly rounded (hostcall-spec-math).
APPROXIMATED = tuple(f"stablehlo.{n}" for n in (
    "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh",
    "tan", "rsqrt", "cbrt", "power", "atan2"))


def _shifted(rule: Callable, toward: float) -> Callable:
    def shifted(step, args, ev):
        return [np.nextafter(r, np.asarray(toward, r.dtype)) if r.dtype.kind == "f" else r
                for r in (np.asarray(x) for x in rule(step, args, ev))]
    return shifted


def ulp_shifted_rules(direction: int) -> dict[str, Callable]:
    """Rules of the APPROXIMATED functions giving each result one ulp up (``direction``
    1) or down (-1): run with them, a program shows how far an ulp's error in those
    functions moves its results (its conditioning), which no compiled code can beat."""
    toward = np.inf if direction > 0 else -np.inf
    return {name: _shifted(RULES[name], toward) for name in APPROXIMATED}


def evaluate_op(op, operands) -> list:
    """The results of one region-free op on numpy operands (e.g. a fold on splats)."""
    op = op.operation
    rule = RULES.get(op.name)
    if rule is None or op.regions and len(op.regions):
        raise EvaluationError(f"{where(op)}: op not supported by the reference evaluator")
    step = Step(op.name, op, rule, list(op.operands), list(op.results))
    try:
        with np.errstate(all="ignore"):
            return rule(step, [np.asarray(a) for a in operands], None)
    except EvaluationError:
        raise
    except (ValueError, TypeError, IndexError, KeyError, OverflowError) as e:
        raise EvaluationError(f"{where(op)}: {type(e).__name__}: {e}") from e


def run(module: ir.Module, args, function: str = "main",
        handlers: Mapping[str, Callable] | None = None,
        rules: Mapping[str, Callable] | None = None) -> list:
    """Evaluate ``@function`` of ``module`` on ``args``; returns its results.  ``rules``
    replace the rules of the ops they name (see ulp_shifted_rules)."""
    ev = Evaluator(module, handlers, rules)
    block = ev.function(function)
    arg_types = [a.type for a in block.arguments]
    if len(args) != len(arg_types):
        raise EvaluationError(f"@{function} takes {len(arg_types)} argument(s), got {len(args)}")
    values = [coerce(a, t, f"@{function} argument {i}")
              for i, (a, t) in enumerate(zip(args, arg_types))]
    return ev.call(function, values)
