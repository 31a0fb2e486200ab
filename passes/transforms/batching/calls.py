"""func.call under vmap: call a batched copy of the callee.

One batched callee is made per distinct (callee, batched-operand pattern, forced results).
Functions with custom derivative rules carry them as attributes (on the callee
func.func, or on the call): ``hostcall.custom_jvp = @rule`` with
rule(primals..., tangents...) -> (outs..., out_tangents...), or
``hostcall.custom_vjp_fwd = @fwd`` / ``hostcall.custom_vjp_bwd = @bwd`` with
fwd(primals..., fwd captures...) -> (outs..., residuals...) and
bwd(residuals..., out cotangents..., bwd captures...) -> primal cotangents;
``hostcall.custom_nargs`` counts the primals (the function's other arguments are
captures: its own, then fwd's, then bwd's).  The rules are batched consistently with the
function: tangents and cotangents are batched like their primals, outputs the same way in
the function and in its rules, and a cotangent of an unbatched primal is summed over
the batch.
"""
from __future__ import annotations

from iree.compiler import ir

from hostcall.dialects import names

from . import attrs_of, batched_type, create, find_func, predictor, rule
from .errors import VmapError

JVP_ATTR = names.CUSTOM_JVP
VJP_FWD_ATTR = names.CUSTOM_VJP_FWD
VJP_BWD_ATTR = names.CUSTOM_VJP_BWD
NARGS_ATTR = names.CUSTOM_NARGS
PENDING_ATTR = names.CUSTOM_JVP_PENDING
RULE_ATTRS = (JVP_ATTR, VJP_FWD_ATTR, VJP_BWD_ATTR)


def _symbol(attrs, name: str) -> str:
    return ir.FlatSymbolRefAttr(attrs[name]).value


def _nargs(attrs, total: int) -> int:
    return ir.IntegerAttr(attrs[NARGS_ATTR]).value if NARGS_ATTR in attrs else total


def _ftype(bt, name: str) -> ir.FunctionType:
    fop = find_func(bt.module, name)
    return ir.FunctionType(ir.TypeAttr(fop.attributes["function_type"]).value)


def _vjp_capture_flags(bt, attrs, flags, n_results):
    """(flags of fwd's captures, flags of bwd's captures) among the function's arguments."""
    n = _nargs(attrs, len(flags))
    fwd, bwd = _ftype(bt, _symbol(attrs, VJP_FWD_ATTR)), _ftype(bt, _symbol(attrs, VJP_BWD_ATTR))
    k_fwd = len(fwd.inputs) - n
    n_res = len(fwd.results) - n_results
    k_bwd = len(bwd.inputs) - n_res - n_results
    total = len(flags)
    return (list(flags[total - k_bwd - k_fwd: total - k_bwd]), list(flags[total - k_bwd:]))


def predicted_results(bt, attrs, flags, natural: list[bool]) -> list[bool]:
    """Batched results: the union of what the function and its rules make batched."""
    out = list(natural)
    m = len(out)
    n = _nargs(attrs, len(flags))
    if JVP_ATTR in attrs:
        rule_out = bt.predict_call(_symbol(attrs, JVP_ATTR), list(flags[:n]) * 2)
        out = [a or b or c for a, b, c in zip(out, rule_out[:m], rule_out[m:])]
    if VJP_FWD_ATTR in attrs:
        fwd_caps, _ = _vjp_capture_flags(bt, attrs, flags, m)
        fwd_out = bt.predict_call(_symbol(attrs, VJP_FWD_ATTR), list(flags[:n]) + fwd_caps)
        out = [a or b for a, b in zip(out, fwd_out[:m])]
    return out


def batched_rules(bt, attrs, flags, out: list[bool]) -> dict:
    """Batched copies of the rules named in ``attrs``: attribute name -> new symbol."""
    new = {}
    n = _nargs(attrs, len(flags))
    primal = list(flags[:n])
    if JVP_ATTR in attrs:
        name, _ = bt.batched_callee(_symbol(attrs, JVP_ATTR), primal * 2, forced=out + out)
        new[JVP_ATTR] = name
    if VJP_FWD_ATTR in attrs:
        fwd_caps, bwd_caps = _vjp_capture_flags(bt, attrs, flags, len(out))
        fwd, fwd_flags = bt.batched_callee(_symbol(attrs, VJP_FWD_ATTR), primal + fwd_caps,
                                           forced=out)
        residuals = fwd_flags[len(out):]
        bwd, _ = bt.batched_callee(_symbol(attrs, VJP_BWD_ATTR), residuals + out + bwd_caps,
                                   forced=[True if f else "sum" for f in primal])
        new[VJP_FWD_ATTR], new[VJP_BWD_ATTR] = fwd, bwd
    return new


def rebatch_function_rules(bt, original, batched, flags, out) -> None:
    """Point a batched function's rule attributes at batched rules.

    A rule not traced yet (``hostcall.custom_jvp_pending``, traced on demand by whoever
    differentiates) stays pending on the batched copy too; ``bt.pending_rules`` lists
    such copies for :func:`complete_pending_rule`.
    """
    if PENDING_ATTR in original.attributes:
        bt.pending_rules.append((_sym_name(original), _sym_name(batched), list(flags),
                                 list(out)))
        return
    attrs = attrs_of(original)
    for key, name in batched_rules(bt, attrs, flags, out).items():
        batched.attributes[key] = ir.FlatSymbolRefAttr.get(name)


def complete_pending_rule(bt, original: str, batched: str, flags, out) -> None:
    """Batch the now-traced rule of @original for its batched copy @batched."""
    orig, copy = find_func(bt.module, original), find_func(bt.module, batched)
    if PENDING_ATTR in orig.attributes:
        raise VmapError(f"hostcall-vmap: the custom_jvp rule of @{original} is still "
                        f"pending", orig)
    for key, name in batched_rules(bt, attrs_of(orig), flags, out).items():
        copy.attributes[key] = ir.FlatSymbolRefAttr.get(name)
    if PENDING_ATTR in copy.attributes:
        del copy.attributes[PENDING_ATTR]


def _sym_name(fop) -> str:
    return ir.StringAttr(fop.attributes["sym_name"]).value


def _callee_attrs(bt, op) -> dict:
    callee = find_func(bt.module, _symbol(op.attributes, "callee"))
    attrs = attrs_of(callee) if callee is not None else {}
    return attrs


def _result_flags(bt, op, flags) -> list[bool]:
    natural = bt.predict_call(_symbol(op.attributes, "callee"), flags)
    natural = predicted_results(bt, _callee_attrs(bt, op), flags, natural)
    return predicted_results(bt, attrs_of(op), flags, natural)


@predictor("func.call")
def _predict_call(bt, op, known):
    flags = [v in known for v in op.operands]
    if not any(flags):
        return [False] * len(op.results)
    return _result_flags(bt, op, flags)


@rule("func.call")
def call(bt, op, flags):
    out = _result_flags(bt, op, flags)
    name, _ = bt.batched_callee(_symbol(op.attributes, "callee"), flags, forced=out)
    attrs = attrs_of(op)
    attrs["callee"] = ir.FlatSymbolRefAttr.get(name)
    for key, rule_name in batched_rules(bt, attrs, flags, out).items():
        attrs[key] = ir.FlatSymbolRefAttr.get(rule_name)
    types = [batched_type(r.type, bt.B) if f else r.type for r, f in zip(op.results, out)]
    new = create(op.name, op.operands, types, attrs)
    return list(zip(new.results, out))
