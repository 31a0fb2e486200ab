"""hostcall-jvp: forward-mode differentiation of a func.func.

Contract: ``hostcall-jvp{function=f diff-args=0,2}`` adds
``@f_jvp(primals..., tangents...) -> (outs..., out_tangents...)`` to the module, with one
tangent argument per differentiated argument (``diff-args``; default: every float or
complex argument) and one output tangent per float or complex result.  The created
name is left in ``ctx.products["jvp"][f]``.

Each op of ``f`` is copied and followed by the ops of its rule in
``passes.transforms.ad_rules.JVP_RULES``; symbolic zeros (None) keep tangent code away from
integer and constant values.  Calls are inlined when a tangent reaches them, except
calls of functions carrying ``hostcall.custom_jvp = @rule`` (the rule's body is inlined
instead) or ``hostcall.custom_vjp_fwd``/``_bwd`` (the forward function is called and the
tangent goes through a ``hostcall.custom_vjp_lin`` marker, which reverse mode
transposes into a call of the backward function).  stablehlo.while/if/case carry
tangents through extra operands and results; an if/case is split into the primal op,
which also returns the values its tangent needs (residuals), and a tangent op, so that
linearization finds primal and tangent work in separate ops.

Callbacks: a pure or io callback reached by a tangent is an error with JAX's
messages; debug callbacks see primal values and run once; callbacks whose operands
carry no tangent are kept as they are.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import names
from hostcall.dialects.cloning import (clone_op, external_uses, finish_func, func_body, lookup,
                                      new_func)
from hostcall.dialects.ops import (attrs_of, block_ops, callee_name, find_func, str_attr,
                                   unique_symbol)

from .. import Option, PassError, register
from .ad_rules import JVP_RULES, ZERO_DERIVATIVE
from .ad_rules.reductions import reduce_monoid
from .ad_rules.remat import OpsEmitted, remat_policy, tag_group
from .ad_rules.loops import PRIMAL_CARRIES_ATTR, TRIP_COUNT_ATTR, split_counted_while
from .ad_rules.builders import is_float, zeros_of
from .ad_rules.errors import ADError, Poison, UnsupportedDerivative, located, op_error

CALLBACK_TARGET = names.CALLBACK_TARGET
STOP_GRADIENT_ATTR = names.STOP_GRADIENT      # on a stablehlo.optimization_barrier
CUSTOM_VJP_LIN_TARGET = names.CUSTOM_VJP_LIN_TARGET

PURE_JVP_ERROR = ("Pure callbacks do not support JVP. Please use `hostcall.custom_jvp` to use "
                  "callbacks while taking gradients.")
IO_JVP_ERROR = "IO callbacks do not support JVP."


def parse_index_list(text: str) -> list[int] | None:
    text = text.strip().strip("[]")
    if text in ("", "all"):
        return None
    return [int(t) for t in text.replace(";", ",").split(",") if t.strip()]


def _target(op) -> str | None:
    if op.name != "stablehlo.custom_call":
        return None
    return str_attr(op, "call_target_name")


class JVPBuilder:
    """Builds tangent code next to copies of primal ops.

    ``vmap`` maps values of the source function to values of the function being built;
    ``tmap`` maps source values to their tangents (absent or None: zero).
    """

    def __init__(self, module: ir.Module, materialize=None, remat: bool = False):
        self.module = module
        self.materialize = materialize
        self.remat = remat              # mark the ops of remat calls (for linearize)
        self.remat_groups = 0

    # ------------------------------------------------------------ blocks
    def jvp_ops(self, ops, vmap: dict, tmap: dict) -> None:
        for op in ops:
            if op.name in ("func.return", "stablehlo.return"):
                continue
            self.jvp_op(op, vmap, tmap)

    def has_tangent(self, values, tmap) -> bool:
        return any(tmap.get(v) is not None for v in values)

    def jvp_op(self, op, vmap, tmap) -> None:
        tans = [tmap.get(v) for v in op.operands]
        captured_active = bool(op.regions) and self.has_tangent(external_uses(op), tmap)
        if all(t is None for t in tans) and not captured_active:
            clone_op(op, vmap)
            return
        for v in (external_uses(op) if op.regions else op.operands):
            if isinstance(tmap.get(v), Poison):
                raise tmap[v].error
        try:
            self.jvp_active_op(op, vmap, tmap, tans)
        except UnsupportedDerivative as e:
            if op.name == "func.call" or any(r not in vmap for r in op.results):
                raise
            for r in op.results:
                if is_float(r):
                    tmap[r] = Poison(e)

    def jvp_active_op(self, op, vmap, tmap, tans) -> None:
        target = _target(op)
        with op.location:
            if op.name == "func.call":
                return self.jvp_call(op, vmap, tmap, tans)
            if target is not None:
                return self.jvp_custom_call(op, target, vmap, tmap, tans)
            if op.name == "stablehlo.while":
                return self.jvp_while(op, vmap, tmap)
            if op.name in ("stablehlo.if", "stablehlo.case"):
                return self.jvp_branches(op, vmap, tmap)
            if op.name == "stablehlo.reduce_window" and reduce_monoid(op) is None:
                return self.jvp_reduce_window(op, vmap, tmap, tans)
            if op.name in ZERO_DERIVATIVE or STOP_GRADIENT_ATTR in op.attributes:
                clone_op(op, vmap)
                return
            new = clone_op(op, vmap)
            rule = JVP_RULES.get(op.name)
            if rule is None:
                raise op_error(op, f"differentiation rule for '{op.name}' not implemented")
            ins = [lookup(vmap, v) for v in op.operands]
            outs = list(new.results)
            touts = rule(op, ins, outs, tans)
            for r, t in zip(op.results, touts):
                if t is not None and is_float(r):
                    tmap[r] = t

    # --------------------------------------------------------- callbacks
    def jvp_custom_call(self, op, target, vmap, tmap, tans):
        if target == CALLBACK_TARGET:
            kind = str_attr(op, names.KIND, "pure")
            if kind == "pure":
                raise located(ADError(PURE_JVP_ERROR), op)
            if kind == "io":
                raise located(ADError(IO_JVP_ERROR), op)
            clone_op(op, vmap)          # debug callbacks see primal values
            return
        raise op_error(op, f"differentiation of custom_call @{target} is not supported")

    # -------------------------------------------------------------- calls
    def jvp_call(self, op, vmap, tmap, tans):
        callee = find_func(self.module, callee_name(op))
        if callee is None:
            raise op_error(op, f"call of unknown function @{callee_name(op)}")
        if names.CUSTOM_NARGS in callee.attributes and self.has_tangent(
                list(op.operands)[self._custom_nargs(callee):], tmap):
            raise op_error(op, "Detected differentiation of a custom_jvp/custom_vjp function "
                               "with respect to a closed-over value. That isn't supported "
                               "because the custom rule only specifies how to differentiate "
                               "the function with respect to explicit input parameters.",
                           ADError)
        if names.CUSTOM_JVP_PENDING in callee.attributes:
            if self.materialize is None:
                raise op_error(op, f"the custom rule of @{callee_name(op)} is not in the "
                                   f"module")
            self.materialize(callee_name(op))
        if names.CUSTOM_JVP in callee.attributes:
            return self.jvp_custom_jvp_call(op, callee, vmap, tmap, tans)
        if names.CUSTOM_VJP_FWD in callee.attributes:
            return self.jvp_custom_vjp_call(op, callee, vmap, tmap, tans)
        policy = remat_policy(callee) if self.remat else None
        if policy is None:
            return self.jvp_inlined_call(op, callee, vmap, tmap, tans)
        with OpsEmitted() as emitted:
            self.jvp_inlined_call(op, callee, vmap, tmap, tans)
        self.remat_groups += 1
        tag_group(emitted.ops(), self.remat_groups, policy)

    def jvp_inlined_call(self, op, callee, vmap, tmap, tans):
        body = func_body(callee)
        inner_v = {a: lookup(vmap, v) for a, v in zip(body.arguments, op.operands)}
        inner_t = {a: t for a, t in zip(body.arguments, tans) if t is not None}
        self.jvp_ops(block_ops(body), inner_v, inner_t)
        ret = block_ops(body)[-1]
        for r, v in zip(op.results, ret.operands):
            vmap[r] = lookup(inner_v, v)
            t = inner_t.get(v)
            if t is not None:
                tmap[r] = t

    def _custom_nargs(self, callee) -> int:
        return ir.IntegerAttr(callee.attributes[names.CUSTOM_NARGS]).value

    def jvp_custom_jvp_call(self, op, callee, vmap, tmap, tans):
        rule = find_func(self.module, ir.FlatSymbolRefAttr(
            callee.attributes[names.CUSTOM_JVP]).value)
        n = self._custom_nargs(callee)
        operands = list(op.operands)
        rule_body = func_body(rule)
        n_rule_captures = len(rule_body.arguments) - 2 * n
        primals = [lookup(vmap, v) for v in operands[:n]]
        tangents = [t if t is not None else zeros_of(v.type)
                    for v, t in zip(primals, tans[:n])]
        captures = [lookup(vmap, v) for v in operands[len(operands) - n_rule_captures:]] \
            if n_rule_captures else []
        inner = dict(zip(rule_body.arguments, primals + tangents + captures))
        for inner_op in block_ops(rule_body)[:-1]:
            clone_op(inner_op, inner)
        ret = block_ops(rule_body)[-1]
        m = len(op.results)
        outs = [lookup(inner, v) for v in ret.operands]
        for i, r in enumerate(op.results):
            vmap[r] = outs[i]
            if is_float(r):
                tmap[r] = outs[m + i]

    def jvp_custom_vjp_call(self, op, callee, vmap, tmap, tans):
        fwd = find_func(self.module, ir.FlatSymbolRefAttr(
            callee.attributes[names.CUSTOM_VJP_FWD]).value)
        bwd_ref = callee.attributes[names.CUSTOM_VJP_BWD]
        bwd = find_func(self.module, ir.FlatSymbolRefAttr(bwd_ref).value)
        n = self._custom_nargs(callee)
        m = len(op.results)
        operands = list(op.operands)
        fwd_type = ir.FunctionType(ir.TypeAttr(fwd.attributes["function_type"]).value)
        bwd_type = ir.FunctionType(ir.TypeAttr(bwd.attributes["function_type"]).value)
        n_fwd_caps = len(fwd_type.inputs) - n
        n_res = len(fwd_type.results) - m
        n_bwd_caps = len(bwd_type.inputs) - n_res - m
        total = len(operands)
        fwd_caps = operands[total - n_bwd_caps - n_fwd_caps: total - n_bwd_caps]
        bwd_caps = operands[total - n_bwd_caps:]
        from iree.compiler.dialects import func as func_d
        call = func_d.CallOp(list(fwd_type.results),
                             ir.FlatSymbolRefAttr.get(
                                 ir.StringAttr(fwd.attributes["sym_name"]).value),
                             [lookup(vmap, v) for v in operands[:n] + fwd_caps])
        outs = list(call.results)
        for r, v in zip(op.results, outs[:m]):
            vmap[r] = v
        primals = [lookup(vmap, v) for v in operands[:n]]
        tangents = [t if t is not None else zeros_of(v.type)
                    for v, t in zip(primals, tans[:n])]
        float_results = [r for r in op.results if is_float(r)]
        marker = ir.Operation.create(
            "stablehlo.custom_call", results=[r.type for r in float_results],
            operands=outs[m:] + [lookup(vmap, v) for v in bwd_caps] + tangents,
            attributes={"call_target_name": ir.StringAttr.get(CUSTOM_VJP_LIN_TARGET),
                        "has_side_effect": ir.BoolAttr.get(False),
                        names.CUSTOM_VJP_BWD: bwd_ref,
                        names.NUM_RESIDUALS: ir.IntegerAttr.get(
                            ir.IntegerType.get_signless(64), n_res + n_bwd_caps),
                        names.NUM_BWD_CAPTURES: ir.IntegerAttr.get(
                            ir.IntegerType.get_signless(64), n_bwd_caps),
                        names.RESULT_MASK: ir.DenseBoolArrayAttr.get(
                            [is_float(r) for r in op.results])})
        for r, t in zip(float_results, marker.results):
            tmap[r] = t

    # ------------------------------------------------------- control flow
    def active_after(self, ops, seeds: set, tmap) -> set:
        """Source values that may carry a tangent after ``ops`` (a conservative analysis)."""
        active = set(seeds)

        def is_active(v):
            return v in active or tmap.get(v) is not None

        for op in ops:
            if op.name in ZERO_DERIVATIVE:
                continue
            uses = external_uses(op) if op.regions else list(op.operands)
            if any(is_active(v) for v in uses):
                active.update(r for r in op.results if is_float(r))
        return active

    def jvp_while(self, op, vmap, tmap):
        cond_block, body_block = op.regions[0].blocks[0], op.regions[1].blocks[0]
        inits = list(op.operands)
        k = len(inits)
        mask = [tmap.get(v) is not None for v in inits]
        while True:
            seeds = {a for a, m in zip(body_block.arguments, mask) if m}
            active = self.active_after(block_ops(body_block), seeds, tmap)
            ret = block_ops(body_block)[-1]
            new_mask = [m or (v in active or tmap.get(v) is not None) and is_float(v)
                        for m, v in zip(mask, ret.operands)]
            if new_mask == mask:
                break
            mask = new_mask
        tan_types = [v.type for v, m in zip(inits, mask) if m]
        operands = [lookup(vmap, v) for v in inits] + [
            tmap.get(v) if tmap.get(v) is not None else zeros_of(v.type)
            for v, m in zip(inits, mask) if m]
        types = [v.type for v in inits] + tan_types
        attrs = attrs_of(op)
        attrs[PRIMAL_CARRIES_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), k)
        new = ir.Operation.create("stablehlo.while", results=types, operands=operands,
                                  attributes=attrs, regions=2, loc=op.location)
        for region_index, block in ((0, cond_block), (1, body_block)):
            nb = new.regions[region_index].blocks.append(*types)
            inner_v = dict(vmap)
            inner_t = dict(tmap)
            for a, b in zip(block.arguments, nb.arguments[:k]):
                inner_v[a] = b
            tan_args = iter(nb.arguments[k:])
            for a, m in zip(block.arguments, mask):
                if m:
                    inner_t[a] = next(tan_args)
            with ir.InsertionPoint(nb):
                self.jvp_ops(block_ops(block), inner_v, inner_t)
                ret = block_ops(block)[-1]
                results = [lookup(inner_v, v) for v in ret.operands]
                if region_index == 1:
                    results += [_live(inner_t.get(v)) if inner_t.get(v) is not None
                                else zeros_of(v.type)
                                for v, m in zip(ret.operands, mask) if m]
                ir.Operation.create("stablehlo.return", results=[], operands=results)
        for r, nr in zip(op.results, new.results[:k]):
            vmap[r] = nr
        tans = iter(new.results[k:])
        for r, m in zip(op.results, mask):
            if m:
                tmap[r] = next(tans)

    def jvp_reduce_window(self, op, vmap, tmap, tans):
        """A reduce_window with a custom or multi-operand body (the one-op monoids have
        rules of their own): one reduce_window over the primal operands and the tangents
        of the float ones, whose body is the body's jvp, as JAX does, gives the tangents;
        the primal results come from a copy of the op itself, so that linearization keeps
        them in the primal function.  Forward mode only: the tangent op mixes primals and
        tangents, so it has no transpose."""
        n = len(op.results)
        xs, inits = list(op.operands[:n]), list(op.operands[n:])
        if any(t is not None for t in tans[n:]):
            raise op_error(op, "differentiation of a reduce_window with respect to its init "
                               "values is not supported")
        floats = [i for i in range(n) if is_float(op.results[i])]
        operands = ([lookup(vmap, v) for v in xs] +
                    [_live(tans[i]) if tans[i] is not None else zeros_of(xs[i].type)
                     for i in floats] +
                    [lookup(vmap, v) for v in inits] +
                    [zeros_of(inits[i].type) for i in floats])
        types = [r.type for r in op.results] + [op.results[i].type for i in floats]
        new = ir.Operation.create(op.name, results=types, operands=operands,
                                  attributes=attrs_of(op), regions=1, loc=op.location)
        block = op.regions[0].blocks[0]
        scalars = [a.type for a in block.arguments]
        m = len(floats)
        arg_types = scalars[:n] + [scalars[i] for i in floats] + \
            scalars[n:] + [scalars[n + i] for i in floats]
        nb = new.regions[0].blocks.append(*arg_types)
        args = list(nb.arguments)
        inner_v, inner_t = dict(vmap), dict(tmap)
        for i in range(n):
            inner_v[block.arguments[i]] = args[i]
            inner_v[block.arguments[n + i]] = args[n + m + i]
        for k, i in enumerate(floats):
            inner_t[block.arguments[i]] = args[n + k]
            inner_t[block.arguments[n + i]] = args[2 * n + m + k]
        with ir.InsertionPoint(nb):
            self.jvp_ops(block_ops(block), inner_v, inner_t)
            ret = block_ops(block)[-1]
            results = [lookup(inner_v, v) for v in ret.operands]
            results += [_live(inner_t.get(ret.operands[i]))
                        if inner_t.get(ret.operands[i]) is not None
                        else zeros_of(ret.operands[i].type) for i in floats]
            ir.Operation.create("stablehlo.return", results=[], operands=results)
        clone_op(op, vmap)
        for i, nr in zip(floats, new.results[n:]):
            tmap[op.results[i]] = nr

    def jvp_branches(self, op, vmap, tmap):
        """if/case: a primal op returning residuals, then a tangent op using them."""
        blocks = [r.blocks[0] for r in op.regions]
        k = len(op.results)
        mask = [False] * k
        for block in blocks:
            active = self.active_after(block_ops(block), set(), tmap)
            ret = block_ops(block)[-1]
            mask = [m or ((v in active or tmap.get(v) is not None) and is_float(v))
                    for m, v in zip(mask, ret.operands)]
        tan_types = [r.type for r, m in zip(op.results, mask) if m]
        attrs = attrs_of(op)
        pred = [lookup(vmap, v) for v in op.operands]
        # 1. the tangent op, whose branches first hold primal and tangent code together
        tangent_op = ir.Operation.create(op.name, results=tan_types, operands=pred,
                                         attributes=attrs, regions=len(blocks), loc=op.location)
        branch_info = []
        tangent_values = {t for t in tmap.values() if isinstance(t, ir.Value)}
        for block, region in zip(blocks, tangent_op.regions):
            nb = region.blocks.append()
            inner_v, inner_t = dict(vmap), dict(tmap)
            with ir.InsertionPoint(nb):
                self.jvp_ops(block_ops(block), inner_v, inner_t)
            ret = block_ops(block)[-1]
            primal_outs = [lookup(inner_v, v) for v in ret.operands]
            tangent_outs = [_live(inner_t.get(v)) for v, m in zip(ret.operands, mask) if m]
            branch_info.append((nb, primal_outs, tangent_outs))
        # 2. split each branch: ops not depending on tangents move to the primal op
        splits = []
        for bi, (nb, primal_outs, tangent_outs) in enumerate(branch_info):
            replaced: dict = {}
            primal_ops, tan_ops = _split_branch_ops(nb, tangent_values, replaced)
            primal_outs = [replaced.get(v, v) for v in primal_outs]
            tangent_outs = [replaced.get(v, v) if v is not None else None for v in tangent_outs]
            branch_info[bi] = (nb, primal_outs, tangent_outs)
            tangent_defined = {r for o in tan_ops for r in o.results}
            if any(v in tangent_defined for v in primal_outs):
                # a loop without a trip count computes primal and tangent values together
                return self._combined_branches(op, tangent_op, branch_info, mask, vmap, tmap)
            defined_primal = {r for o in primal_ops for r in o.results}
            residuals = []
            for o in tan_ops:
                for v in external_uses(o) if o.regions else o.operands:
                    if v in defined_primal and v not in residuals:
                        residuals.append(v)
            for v in tangent_outs:
                if v is not None and v in defined_primal and v not in residuals:
                    residuals.append(v)
            splits.append((primal_ops, tan_ops, residuals))
        res_types = [v.type for _, _, res in splits for v in res]
        with ir.InsertionPoint(tangent_op):
            primal_op = ir.Operation.create(
                op.name, results=[r.type for r in op.results] + res_types, operands=pred,
                attributes=attrs, regions=len(blocks), loc=op.location)
        offset = 0
        offsets = []
        for _, _, res in splits:
            offsets.append(offset)
            offset += len(res)
        for bi, ((nb, primal_outs, tangent_outs), (primal_ops, tan_ops, residuals)) in enumerate(
                zip(branch_info, splits)):
            pb = primal_op.regions[bi].blocks.append()
            with ir.InsertionPoint(pb):
                anchor = ir.Operation.create("stablehlo.return", results=[], operands=[])
            for o in primal_ops:
                o.move_before(anchor)
            with ir.InsertionPoint(anchor):
                outs = list(primal_outs)
                for bj, (_, _, res_j) in enumerate(splits):
                    if bj == bi:
                        outs += residuals
                    else:
                        outs += [zeros_of(v.type) for v in res_j]
                ir.Operation.create("stablehlo.return", results=[], operands=outs)
            anchor.erase()
            # the tangent branch reads the residuals from the primal op's results
            replace = {v: primal_op.results[k + offsets[bi] + i] for i, v in enumerate(residuals)}
            tangent_outs = [replace.get(v, v) if v is not None else None for v in tangent_outs]
            for o in tan_ops:
                _replace_uses_nested(o, replace)
            with ir.InsertionPoint(nb):
                ir.Operation.create("stablehlo.return", results=[], operands=[
                    t if t is not None else zeros_of(ty)
                    for t, ty in zip(tangent_outs, tan_types)])
        for r, nr in zip(op.results, primal_op.results[:k]):
            vmap[r] = nr
        tans = iter(tangent_op.results)
        for r, m in zip(op.results, mask):
            if m:
                tmap[r] = next(tans)

    def _combined_branches(self, op, tangent_op, branch_info, mask, vmap, tmap):
        """One if/case returning primal and tangent results together (forward mode only:
        linearization cannot separate it)."""
        k = len(op.results)
        tan_types = [r.type for r, m in zip(op.results, mask) if m]
        with ir.InsertionPoint(tangent_op):
            combined = ir.Operation.create(
                op.name, results=[r.type for r in op.results] + tan_types,
                operands=list(tangent_op.operands), attributes=attrs_of(op),
                regions=len(branch_info), loc=op.location)
        for region, (nb, primal_outs, tangent_outs) in zip(combined.regions, branch_info):
            with ir.InsertionPoint(nb):
                tangent_outs = [t if t is not None else zeros_of(ty)
                                for t, ty in zip(tangent_outs, tan_types)]
            _move_block_ops(nb, region.blocks.append(), primal_outs + tangent_outs)
        tangent_op.erase()
        for r, nr in zip(op.results, combined.results[:k]):
            vmap[r] = nr
        tans = iter(combined.results[k:])
        for r, m in zip(op.results, mask):
            if m:
                tmap[r] = next(tans)


def _split_branch_ops(block, tangent_values, replaced: dict) -> tuple[list, list]:
    """(ops not depending on a tangent, ops that do) of a jvp'd branch; jvp'd counted loops
    are first split into a primal loop and a tangent loop (see ad_rules.loops), their old
    results mapped to the new ones in ``replaced``."""
    while True:
        depends = set(tangent_values)
        primal_ops, tan_ops = [], []
        for o in block_ops(block):
            if any(v in depends for v in external_uses(o)):
                depends.update(o.results)
                tan_ops.append(o)
            else:
                primal_ops.append(o)
        loops = [o for o in tan_ops if o.name == "stablehlo.while"
                 and PRIMAL_CARRIES_ATTR in o.attributes and TRIP_COUNT_ATTR in o.attributes]
        if not loops:
            return primal_ops, tan_ops
        replaced.update(split_counted_while(loops[0], depends, ""))


def _live(t):
    """A tangent about to be used: a Poison raises the error it stands for."""
    if isinstance(t, Poison):
        raise t.error
    return t


def _move_block_ops(src: ir.Block, dst: ir.Block, results) -> None:
    """Move every op of ``src`` to the empty ``dst`` and end it with a return of ``results``."""
    with ir.InsertionPoint(dst), ir.Location.unknown():
        anchor = ir.Operation.create("stablehlo.return", results=[], operands=list(results))
    for o in block_ops(src):
        o.move_before(anchor)


def _replace_uses_nested(op, replace: dict):
    def visit(o):
        for old, new in replace.items():
            o.replace_uses_of_with(old, new)
        return ir.WalkResult.ADVANCE
    op.walk(visit)


def float_arg_indices(f) -> list[int]:
    return [i for i, a in enumerate(func_body(f).arguments) if is_float(a)]


def build_jvp(module: ir.Module, name: str, diff_args: list[int] | None = None,
              result_name: str | None = None, materialize=None, remat: bool = False) -> str:
    """Create the jvp of ``@name``; return the new function's name.

    ``materialize(fname)``, when given, is called for a callee marked
    ``hostcall.custom_jvp_pending``: it must add the rule and set ``hostcall.custom_jvp``
    (or ``hostcall.custom_vjp_fwd`` and ``_bwd``); front ends trace rules only when they
    are needed, as rules may call themselves.
    ``remat`` marks the ops emitted for calls of remat functions (``ad_rules.remat``).
    """
    f = find_func(module, name)
    if f is None:
        raise PassError(f"hostcall-jvp: no function @{name} in the module")
    body = func_body(f)
    args = list(body.arguments)
    diff = float_arg_indices(f) if diff_args is None else list(diff_args)
    for i in diff:
        if not 0 <= i < len(args):
            raise PassError(f"hostcall-jvp: diff-args index {i} out of range for @{name} "
                            f"with {len(args)} arguments")
    new_name = unique_symbol(module, result_name or f"{name}_jvp")
    arg_types = [a.type for a in args] + [args[i].type for i in diff]
    g, nb = new_func(module, new_name, arg_types)
    vmap = dict(zip(args, nb.arguments[:len(args)]))
    tmap = {args[i]: nb.arguments[len(args) + j] for j, i in enumerate(diff)}
    builder = JVPBuilder(module, materialize, remat)
    ret = block_ops(body)[-1]
    with ir.InsertionPoint(nb), ret.location:  # zero tangents are built at the return
        builder.jvp_ops(block_ops(body), vmap, tmap)
        outs = [lookup(vmap, v) for v in ret.operands]
        tans = []
        for v in ret.operands:
            if is_float(v):
                t = tmap.get(v)
                tans.append(_live(t) if t is not None else zeros_of(v.type))
    finish_func(g, nb, outs + tans)
    return new_name


@register("hostcall-jvp", "forward-mode differentiation: @f -> @f_jvp(primals, tangents)",
          options={"function": Option(str, "main", "the function to differentiate"),
                   "diff-args": Option(str, "all", "indices of the differentiated arguments"),
                   "result-name": Option(str, "", "name of the created function")})
def jvp_pass(module, ctx, function="main", diff_args="all", result_name=""):
    try:
        new = build_jvp(module, function, parse_index_list(diff_args), result_name or None)
        ctx.products.setdefault("jvp", {})[function] = new
    except ADError as e:
        raise PassError(f"hostcall-jvp: {e}", location=getattr(e, "location", None)) from None
