"""Rematerialization (checkpoint/remat) under reverse mode.

A function called through ``func.call`` whose callee carries ``hostcall.remat =
"<policy>"`` is rematerialized: when hostcall-linearize builds the jvp, hostcall-jvp
marks the top-level ops it emits for such a call with ``hostcall.remat_group`` (one id
per call site; an enclosing remat call takes over the ops of nested ones) and
``hostcall.remat_policy``.  hostcall-linearize then copies the primal ops of a group
that the policy does not save into the linear function, so that the backward pass
recomputes them from the group's inputs (which become the residuals) instead of
reading them as residuals; debug callbacks among them run again, as in JAX.
Policies say which primal ops' results are saved (``saveable_rule``): a name of
``SAVEABLE``, or ``save_only_these_names:["a", ...]`` (and the other name-based forms of
``NAMED``) over values named by optimization_barriers marked ``hostcall.checkpoint_name``.
Front ends may register more op predicates in ``SAVEABLE`` (hostcall's callable policies).

Only debug callbacks may be rematerialized: a pure or io callback with effects (kind
``io``) inside a remat group is rejected as JAX rejects it.
"""
from __future__ import annotations

import json
from typing import Callable

from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects.dimension_numbers import read_dot_dims
from hostcall.dialects.ops import block_ops, callee_name, find_func, str_attr

from hostcall.dialects.cloning import external_uses

REMAT_ATTR = names.REMAT            # on a func.func: its policy name
GROUP_ATTR = names.REMAT_GROUP      # on ops emitted for one remat call
POLICY_ATTR = names.REMAT_POLICY
TAG_ATTRS = (GROUP_ATTR, POLICY_ATTR)
EFFECTS_ERROR = "Effects not supported in partial-eval of `checkpoint`/`remat`: {}"


def _is_dot(op) -> bool:
    """dot_general and convolution, as JAX's dots_saveable counts them."""
    return op.name in ("stablehlo.dot_general", "stablehlo.convolution")


def _is_unbatched_dot(op) -> bool:
    if op.name != "stablehlo.dot_general":
        return False
    dims = read_dot_dims(op.attributes["dot_dimension_numbers"])
    return not dims.lhs_batching_dimensions


SAVEABLE: dict[str, Callable] = {
    "everything_saveable": lambda op: True,
    "nothing_saveable": lambda op: False,
    "dots_saveable": _is_dot,
    "dots_with_no_batch_dims_saveable": _is_unbatched_dot,
}


NAME_ATTR = names.CHECKPOINT_NAME   # on a stablehlo.optimization_barrier


def checkpoint_name_of(op) -> str | None:
    """The name a checkpoint_name marker gives its value, None for other ops."""
    if op.name != "stablehlo.optimization_barrier" or NAME_ATTR not in op.attributes:
        return None
    return ir.StringAttr(op.attributes[NAME_ATTR]).value


NAMED: dict[str, Callable[[frozenset], Callable]] = {
    "save_only_these_names": lambda names: lambda op: checkpoint_name_of(op) in names,
    "save_any_names_but_these": lambda names: lambda op: (
        checkpoint_name_of(op) is not None and checkpoint_name_of(op) not in names),
    "save_anything_except_these_names": lambda names: lambda op: (
        checkpoint_name_of(op) is None or checkpoint_name_of(op) not in names),
}


def named_policy(kind: str, names) -> str:
    """The policy string of a name-based policy, e.g. save_only_these_names:["a"]."""
    if kind not in NAMED:
        raise KeyError(kind)
    return f"{kind}:{json.dumps(sorted(set(names)))}"


def saveable_rule(policy: str) -> Callable:
    """Whether the policy saves an op's results (KeyError for an unknown policy)."""
    if policy in SAVEABLE:
        return SAVEABLE[policy]
    kind, sep, names = policy.partition(":")
    if sep and kind in NAMED:
        return NAMED[kind](frozenset(json.loads(names)))
    raise KeyError(policy)


def remat_policy(callee) -> str | None:
    """The policy of a remat function, None for other functions."""
    if REMAT_ATTR not in callee.attributes:
        return None
    return ir.StringAttr(callee.attributes[REMAT_ATTR]).value


def _i64(v: int):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)


class OpsEmitted:
    """Context manager collecting the ops emitted at the current insertion point."""

    def __enter__(self):
        ip = ir.InsertionPoint.current
        self.block, self.ref = ip.block, ip.ref_operation
        self.start = self._position()
        return self

    def _position(self) -> int:
        ops = block_ops(self.block)
        if self.ref is None:
            return len(ops)
        return next(i for i, o in enumerate(ops) if o == self.ref.operation)

    def __exit__(self, *exc):
        return False

    def ops(self) -> list:
        return block_ops(self.block)[self.start:self._position()]


def tag_group(ops, group: int, policy: str) -> None:
    """Mark ``ops`` as the ops of remat group ``group`` (outer calls take over inner ones)."""
    for op in ops:
        op.attributes[GROUP_ATTR] = _i64(group)
        op.attributes[POLICY_ATTR] = ir.StringAttr.get(policy)


def strip_tags(op) -> None:
    for name in TAG_ATTRS:
        if name in op.attributes:
            del op.attributes[name]


def _group_of(op):
    if GROUP_ATTR not in op.attributes:
        return None
    return ir.IntegerAttr(op.attributes[GROUP_ATTR]).value


def _effectful_callbacks(op, module) -> list[str]:
    """Names of io callbacks inside ``op`` (its regions and the functions it calls)."""
    found, seen = [], set()

    def visit(o):
        if o.name == "stablehlo.custom_call" and \
                str_attr(o, "call_target_name") == names.CALLBACK_TARGET and \
                str_attr(o, names.KIND) == "io":
            found.append(str_attr(o, names.CALLBACK))
        elif o.name == "func.call" and callee_name(o) not in seen:
            seen.add(callee_name(o))
            callee = find_func(module, callee_name(o))
            if callee is not None:
                callee.operation.walk(visit)
        return ir.WalkResult.ADVANCE

    op.operation.walk(visit)
    return found


def check_effects(ops, module) -> None:
    """JAX's error for io callbacks in a remat group (they may not run twice)."""
    for op in ops:
        if _group_of(op) is None:
            continue
        names = _effectful_callbacks(op, module)
        if names:
            raise NotImplementedError(EFFECTS_ERROR.format(
                "{" + ", ".join(f"IOEffect(callback={n})" for n in names) + "}"))


def recomputed_ops(primal_ops) -> list:
    """The primal ops, in order, that the backward pass recomputes: those of a remat
    group whose policy does not save them (constants are copied anyway)."""
    out = []
    for op in primal_ops:
        if _group_of(op) is None or op.name == "stablehlo.constant":
            continue
        saveable = saveable_rule(ir.StringAttr(op.attributes[POLICY_ATTR]).value)
        if not saveable(op):
            out.append(op)
    return out


def prune_recomputed(recompute, consumers, outputs=()) -> list:
    """The recomputed ops the backward pass needs: those whose results ``consumers``
    (the linear ops), ``outputs`` or other kept ops use, and those that may have effects
    (callbacks, calls, loops), which run again as in JAX.  A value a policy saves thus
    spares the backward pass the ops that computed it."""
    needed = {u for op in consumers for u in uses_of(op)} | set(outputs)
    kept = []
    for op in reversed(recompute):
        effects = op.name in ("stablehlo.custom_call", "func.call") or bool(op.regions)
        if effects or any(r in needed for r in op.results):
            kept.append(op)
            needed.update(uses_of(op))
    return kept[::-1]


def uses_of(op) -> list:
    return external_uses(op) if op.regions else list(op.operands)

