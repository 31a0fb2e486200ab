"""The rewrite-pattern driver (passes/rewrite.py) and the patterns of the passes built on
it, each applied alone to small parsed modules; work is counted in visits, not timed."""
import pytest
from iree.compiler import ir

from hostcall import passes
from hostcall.passes.dce_pure_callbacks import ErasePureCallback
from hostcall.passes.rewrite import FunctionPattern, RewritePattern, apply_patterns


def parse(text):
    return passes.parse_module(text, ir.Context())


def body_ops(module, func=0):
    return [op.operation.name for op in
            module.body.operations[func].regions[0].blocks[0].operations]


def pure_callback(name, operand):
    return (f'stablehlo.custom_call @hostcall.callback({operand}) {{has_side_effect = false, '
            f'hostcall.callback = "{name}", hostcall.kind = "pure", hostcall.ordered = false, '
            f'hostcall.vmap_method = "sequential"}} : (tensor<f32>) -> tensor<f32>')


def callback_chain(n, used_last=False):
    lines = [f"  %c0 = {pure_callback('f0', '%x')}"]
    lines += [f"  %c{i} = {pure_callback(f'f{i}', f'%c{i - 1}')}" for i in range(1, n)]
    result = f"%c{n - 1}" if used_last else "%x"
    return ("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n" + "\n".join(lines) +
            f"\n  return {result} : tensor<f32>\n}}")


# --------------------------------------------------------------- dce pattern
def test_dce_pattern_erases_a_chain_of_2000_callbacks_in_linear_work():
    n = 2000
    module = parse(callback_chain(n))
    with module.context:
        stats = apply_patterns(module, [ErasePureCallback()])
    assert body_ops(module) == ["func.return"]
    assert stats.rewrites == {"ErasePureCallback": n}
    # each callback is visited once in program order and once more when its user goes
    assert stats.visits <= 2 * n + 2 and stats.attempts <= 2 * n


def test_dce_pattern_keeps_a_used_chain_and_visits_each_op_once():
    module = parse(callback_chain(50, used_last=True))
    with module.context:
        stats = apply_patterns(module, [ErasePureCallback()])
    assert body_ops(module).count("stablehlo.custom_call") == 50
    assert stats.changes == 0 and stats.visits == 52   # with func.func and return


def test_dce_pattern_reaches_callbacks_in_regions_fed_from_outside():
    module = parse("""
func.func @main(%x: tensor<f32>, %p: tensor<i1>) -> tensor<f32> {
  %a = """ + pure_callback("outer", "%x") + """
  %r = "stablehlo.if"(%p) ({
    %b = """ + pure_callback("inner", "%a") + """
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}""")
    with module.context:
        stats = apply_patterns(module, [ErasePureCallback()])
    assert "custom_call" not in str(module)
    assert stats.changes == 2


# ------------------------------------------------------------------- driver
NEGATES = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  %2 = stablehlo.negate %1 : tensor<4xf32>
  %3 = stablehlo.negate %2 : tensor<4xf32>
  %4 = stablehlo.negate %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}
"""


def _double_negation(op, rewriter):
    inner = op.operands[0]
    if not (isinstance(inner, ir.OpResult) and inner.owner.name == "stablehlo.negate"):
        return False
    rewriter.replace_op(op, [inner.owner.operands[0]])
    if not list(inner.uses):
        rewriter.erase_op(inner.owner)
    return True


def test_replacing_revisits_users_to_a_fixed_point():
    """-(-x) -> x needs the users of a replaced op visited again: five negations leave one
    (the program-order walk alone leaves three)."""
    module = parse(NEGATES)
    with module.context:
        stats = apply_patterns(module, [FunctionPattern("double-negation", ["stablehlo.negate"],
                                                        _double_negation)])
    assert body_ops(module) == ["stablehlo.negate", "func.return"]
    assert stats.rewrites == {"double-negation": 2}
    assert "stablehlo.negate %arg0" in str(module)


def test_patterns_are_tried_in_order_and_only_on_their_ops():
    seen = []

    def record(tag):
        def fn(op, rewriter):
            seen.append((tag, op.name))
            return False
        return fn

    module = parse(NEGATES)
    with module.context:
        apply_patterns(module, [FunctionPattern("a", ["stablehlo.negate"], record("a")),
                                FunctionPattern("any", None, record("any")),
                                FunctionPattern("b", ["func.return"], record("b"))])
    assert seen[:4] == [("any", "func.func"), ("a", "stablehlo.negate"),
                        ("any", "stablehlo.negate"), ("a", "stablehlo.negate")]
    assert seen[-2:] == [("any", "func.return"), ("b", "func.return")]
    assert len(seen) == 1 + 5 * 2 + 2


class _Renamer(RewritePattern):
    """Changes an attribute back and forth for ever: never converges."""
    op_names = ("stablehlo.negate",)

    def match_and_rewrite(self, op, rewriter):
        op.attributes["flip"] = ir.BoolAttr.get("flip" not in op.attributes or
                                                not ir.BoolAttr(op.attributes["flip"]).value)
        return True


def test_a_pattern_that_never_converges_raises_a_pass_error_naming_it():
    module = parse(NEGATES)
    with module.context, pytest.raises(passes.PassError) as e:
        apply_patterns(module, [_Renamer()], pass_name="test-pass")
    # the default bound: 8 changes per op (7 with func.func and return), plus 64
    assert str(e.value) == ("test-pass: rewrite patterns did not converge: 121 changes by "
                            "_Renamer (at most 120 allowed)")


def test_max_rewrites_bounds_the_changes():
    module = parse(NEGATES)
    with module.context, pytest.raises(passes.PassError, match="3 changes by _Renamer "
                                       r"\(at most 2 allowed\)"):
        apply_patterns(module, [_Renamer()], max_rewrites=2)


def test_erasing_an_op_with_regions_drops_its_queued_inner_ops():
    module = parse("""
func.func @main(%x: tensor<f32>, %p: tensor<i1>) -> tensor<f32> {
  %r = "stablehlo.if"(%p) ({
    %b = stablehlo.negate %x : tensor<f32>
    stablehlo.return %b : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %x : tensor<f32>
}""")
    visited = []

    def erase_unused_if(op, rewriter):
        visited.append(op.name)
        if op.name == "stablehlo.if" and not list(op.results[0].uses):
            rewriter.erase_op(op)
            return True
        return False

    with module.context:
        stats = apply_patterns(module, [FunctionPattern("erase-if", None, erase_unused_if)])
    assert body_ops(module) == ["func.return"]
    assert visited == ["func.func", "stablehlo.if", "func.return"] and stats.visits == 3


def test_replace_op_checks_the_number_of_values():
    module = parse(NEGATES)

    def bad(op, rewriter):
        rewriter.replace_op(op, [])
        return True

    with module.context, pytest.raises(ValueError, match="stablehlo.negate has 1 results, "
                                       "0 replacements given"):
        apply_patterns(module, [FunctionPattern("bad", ["stablehlo.negate"], bad)])
