"""A reference evaluator of StableHLO in numpy, with the StableHLO spec's semantics.

``evaluate(module_or_text, *args)`` interprets a module on the host: one small rule per op,
keyed by op name (``RULES``), so its answers can be checked against the spec op by op and
compiled code checked against it (``hostcall run --reference``, the differential fuzzer,
hostcall-fold-splats).  ``OPS`` holds each op's function of numpy arrays, which the
evaluator's rules and the front end's eager primitives both call.
"""
from __future__ import annotations

from typing import Callable, Mapping

import numpy as np
from iree.compiler import ir

from .elementwise import compare, convert
from .interpreter import (APPROXIMATED, ELEMENTWISE_OPS, RULES, Evaluator, evaluate_op, run,
                          ulp_shifted_rules)
from .ops import OPS
from .values import TOKEN, EvaluationError, Token

__all__ = ["evaluate", "evaluate_op", "EvaluationError", "RULES", "OPS", "ELEMENTWISE_OPS",
           "TOKEN", "Token", "Evaluator", "compare", "convert"]


def evaluate(module_or_text, *args, function: str = "main",
             handlers: Mapping[str, Callable] | None = None,
             ulp_shift: int = 0) -> list[np.ndarray]:
    """Evaluate ``@function`` of a StableHLO module (an ``ir.Module`` or its text) on
    ``args`` (arrays or anything ``np.asarray`` takes) and return its results.

    ``handlers`` maps host-callback names (``stablehlo.custom_call @hostcall.callback``)
    to Python functions.  Raises ``EvaluationError`` naming the op and its location for
    ops or types the evaluator does not cover.  ``ulp_shift`` 1 or -1 moves each result
    of the functions compilers approximate (``APPROXIMATED``: exp, log, tanh...) one ulp
    up or down, to see how far such rounding moves the program's results.
    """
    rules = ulp_shifted_rules(ulp_shift) if ulp_shift else None
    if isinstance(module_or_text, str):
        context = ir.Context()
        context.allow_unregistered_dialects = True
        with context:
            try:
                module = ir.Module.parse(module_or_text)
            except ir.MLIRError as e:
                raise EvaluationError(f"cannot parse the module: {e}") from None
            return run(module, args, function, handlers, rules)
    with module_or_text.context:
        return run(module_or_text, args, function, handlers, rules)
