"""The rewrite-pattern driver (passes/rewrite.py) and the patterns of the passes built on
it, each applied alone to small parsed modules; work is counted in visits, not timed."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from iree.compiler import ir

from hostcall import passes
from hostcall.passes.transforms.ad_rules.markers import EraseMarker, InlineCustomCall, StripRematTags
from hostcall.passes.callbacks.dce_pure_callbacks import ErasePureCallback
from hostcall.passes.iree.fold_splats import fold_patterns, isolation_pattern
from hostcall.passes.iree.reduce_trig import ReduceArgument
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


@st.composite
def callback_dags(draw):
    """A function of n pure callbacks, each reading up to two earlier values, returning a
    few of them: (module text, the callbacks each one reads, the returned ones)."""
    n = draw(st.integers(1, 25))
    reads = [draw(st.lists(st.integers(-1, i - 1), max_size=2)) for i in range(n)]
    returned = draw(st.lists(st.integers(0, n - 1), max_size=3))
    lines = []
    for i, args in enumerate(reads):
        operands = ", ".join("%x" if a < 0 else f"%c{a}" for a in args)
        types = ", ".join("tensor<f32>" for _ in args)
        lines.append(f'  %c{i} = stablehlo.custom_call @hostcall.callback({operands}) '
                     f'{{has_side_effect = false, hostcall.callback = "f{i}", '
                     f'hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method '
                     f'= "sequential"}} : ({types}) -> tensor<f32>')
    results = ", ".join(f"%c{r}" for r in returned)
    result_types = ", ".join("tensor<f32>" for _ in returned)
    text = (f"func.func @main(%x: tensor<f32>) -> ({result_types}) {{\n" + "\n".join(lines)
            + (f"\n  return {results} : {result_types}\n}}" if returned else "\n  return\n}"))
    return text, reads, returned


@settings(max_examples=40, deadline=None)
@given(callback_dags())
def test_dce_pattern_keeps_exactly_the_callbacks_the_results_need(case):
    """The fixed point: what remains is what the returned values read, transitively."""
    text, reads, returned = case
    needed, stack = set(), list(returned)
    while stack:
        i = stack.pop()
        if i not in needed:
            needed.add(i)
            stack.extend(a for a in reads[i] if a >= 0)
    module = parse(text)
    with module.context:
        stats = apply_patterns(module, [ErasePureCallback()])
    kept = {int(ln.split('hostcall.callback = "f')[1].split('"')[0])
            for ln in str(module).splitlines() if "hostcall.callback = " in ln}
    assert kept == needed
    assert stats.changes == len(reads) - len(needed)
    # one visit per op, then one per operand of an erased callback (its definer's)
    assert stats.visits <= len(reads) + 2 + sum(len(r) for r in reads)


def test_dce_pattern_keeps_a_used_chain_and_visits_each_op_once():
    module = parse(callback_chain(50, used_last=True))
    with module.context:
        stats = apply_patterns(module, [ErasePureCallback()])
    assert body_ops(module).count("stablehlo.custom_call") == 50
    # each callback once; func.func and return, which no pattern names, are never queued
    assert stats.changes == 0 and stats.visits == 50


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


# ------------------------------------------------------------- fold-splats
def fold_pattern(name):
    (pattern,) = [p for p in fold_patterns() if p.name == name]
    return pattern


def apply_alone(text, pattern):
    module = parse(text)
    with module.context:
        stats = apply_patterns(module, [pattern])
    return module, stats


def test_fold_splats_same_operand_pattern_returns_the_operand():
    module, stats = apply_alone("""
func.func @main(%x: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = stablehlo.and %x, %x : tensor<4xi32>
  %1 = stablehlo.select %p, %0, %0 : tensor<4xi1>, tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}""", fold_pattern("same-operand"))
    assert body_ops(module) == ["func.return"]
    assert "return %arg0, %arg0" in str(module)
    assert stats.rewrites == {"same-operand": 2}


def test_fold_splats_constant_predicate_pattern_returns_the_picked_operand():
    """select on a splat true or false picks its operand; on an argument it stays."""
    module, stats = apply_alone("""
func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>, %p: tensor<i1>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %0 = stablehlo.select %f, %x, %y : tensor<4xi1>, tensor<4xi32>
  %1 = stablehlo.select %t, %x, %y : tensor<i1>, tensor<4xi32>
  %2 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}""", fold_pattern("constant-predicate"))
    assert body_ops(module).count("stablehlo.select") == 1
    assert "return %arg1, %arg0, %0" in str(module)
    assert stats.rewrites == {"constant-predicate": 2}


def test_fold_splats_same_predicate_pattern_skips_the_inner_select():
    """select(p, a, select(p, x, y)) picks y where it picks its second operand; a select on
    an identical comparison counts as the same predicate, one on another does not."""
    module, stats = apply_alone("""
func.func @main(%i: tensor<4xi32>, %j: tensor<4xi32>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %p = stablehlo.compare EQ, %i, %j : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %q = stablehlo.compare EQ, %i, %j : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %r = stablehlo.compare LT, %i, %j : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %in = stablehlo.select %p, %x, %y : tensor<4xi1>, tensor<4xf32>
  %0 = stablehlo.select %q, %y, %in : tensor<4xi1>, tensor<4xf32>
  %1 = stablehlo.select %p, %in, %x : tensor<4xi1>, tensor<4xf32>
  %2 = stablehlo.select %r, %in, %x : tensor<4xi1>, tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}""", fold_pattern("same-predicate"))
    text = str(module)
    assert "stablehlo.select %1, %arg3, %arg3" in text      # %0: the inner select's y
    assert "stablehlo.select %0, %arg2, %arg2" in text      # %1: the inner select's x
    assert "stablehlo.select %2, %3, %arg2" in text         # %2: another predicate
    assert stats.rewrites == {"same-predicate": 2}


def test_fold_splats_splat_operands_pattern_evaluates_one_element():
    """convert(i32 splat 7) and compare(GT, -1.5, 2.5) fold to what numpy computes:
    7.0 and False; the add of a splat and an argument is not this pattern's."""
    module, stats = apply_alone("""
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>) {
  %c = stablehlo.constant dense<7> : tensor<2x3xi32>
  %a = stablehlo.constant dense<-1.5> : tensor<2x3xf32>
  %b = stablehlo.constant dense<2.5> : tensor<2x3xf32>
  %0 = stablehlo.convert %c : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %1 = stablehlo.compare GT, %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %2 = stablehlo.add %0, %x : tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>
}""", fold_pattern("splat-operands"))
    assert np.float32(np.int32(7)) == 7.0 and not np.float32(-1.5) > np.float32(2.5)
    text = str(module)
    assert "stablehlo.constant dense<7.000000e+00> : tensor<2x3xf32>" in text
    assert "stablehlo.constant dense<false> : tensor<2x3xi1>" in text
    assert "convert" not in text and "compare" not in text and "stablehlo.add" in text
    assert stats.changes == 2


def test_fold_splats_decided_pattern_folds_integer_absorbing_operands():
    """Integer x * 0 is 0 and x - x is 0 whatever x holds; float x * 0 is not (NaN, inf)."""
    module, stats = apply_alone("""
func.func @main(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %zf = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.multiply %x, %z : tensor<4xi32>
  %1 = stablehlo.subtract %x, %x : tensor<4xi32>
  %2 = stablehlo.multiply %f, %zf : tensor<4xf32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
}""", fold_pattern("decided-by-an-operand"))
    assert body_ops(module).count("stablehlo.multiply") == 1
    assert "stablehlo.subtract" not in str(module)
    assert stats.rewrites == {"decided-by-an-operand": 2}


def test_fold_splats_isolation_pattern_puts_a_barrier_before_a_reduction():
    module, stats = apply_alone("""
func.func @main() -> tensor<f32> {
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %four = stablehlo.constant dense<4.0> : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %q = stablehlo.divide %one, %four : tensor<4xf32>
  %s = stablehlo.reduce(%q init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}""", isolation_pattern())
    text = str(module)
    assert "stablehlo.optimization_barrier %0" in text
    assert "stablehlo.reduce(%1 init: %cst_1)" in text
    assert stats.rewrites == {"isolate-constant-input": 1}


# ------------------------------------------------------- erase-ad-markers
CUSTOM = """
func.func private @inner(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_nargs = 1 : i64} {
  %0 = stablehlo.sine %x {hostcall.remat_group = 3 : i64} : tensor<f32>
  return %0 : tensor<f32>
}
func.func private @outer(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_nargs = 1 : i64} {
  %0 = func.call @inner(%x) : (tensor<f32>) -> tensor<f32>
  %1 = func.call @inner(%0) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %b = "stablehlo.optimization_barrier"(%x) {hostcall.stop_gradient} : (tensor<f32>) -> tensor<f32>
  %n = "stablehlo.optimization_barrier"(%b) {hostcall.checkpoint_name = "n"} : (tensor<f32>) -> tensor<f32>
  %k = "stablehlo.optimization_barrier"(%n) : (tensor<f32>) -> tensor<f32>
  %r = func.call @outer(%k) : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
"""


def test_erase_marker_pattern_forwards_marked_barriers_only():
    module, stats = apply_alone(CUSTOM, EraseMarker())
    assert body_ops(module, 2) == ["stablehlo.optimization_barrier", "func.call", "func.return"]
    assert "stablehlo.optimization_barrier %arg0" in str(module)
    assert stats.rewrites == {"EraseMarker": 2}


@pytest.mark.parametrize("main_first", [False, True])
def test_inline_pattern_inlines_nested_custom_calls_in_cloned_bodies(main_first):
    text = CUSTOM
    if main_first:
        head, main = CUSTOM.split("func.func @main")
        text = "func.func @main" + main + head
    module = parse(text)
    with module.context:
        funcs = {f.attributes["sym_name"].value: f for f in module.body.operations}
        stats = apply_patterns(module, [InlineCustomCall(funcs, {"inner", "outer"})])
    # @outer's two calls and @main's call; with @main first, @outer's body is cloned
    # before its own calls are inlined, and the two cloned calls are inlined in turn
    assert stats.rewrites == {"InlineCustomCall": 5 if main_first else 3}
    main_ops = body_ops(module, 0 if main_first else 2)
    assert main_ops[-3:] == ["stablehlo.sine", "stablehlo.sine", "func.return"]
    assert "func.call" not in main_ops


def test_strip_tags_pattern_drops_remat_tags():
    module, stats = apply_alone(CUSTOM, StripRematTags())
    assert "remat_group" not in str(module) and stats.rewrites == {"StripRematTags": 1}


def test_erase_ad_markers_rejects_a_custom_function_that_calls_itself():
    with pytest.raises(passes.PassError, match=r"hostcall-erase-ad-markers: custom function "
                       r"@g calls itself \(g -> f -> g\)"):
        passes.run("""
func.func private @f(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_nargs = 1 : i64} {
  %0 = func.call @g(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {hostcall.custom_nargs = 1 : i64} {
  %0 = func.call @f(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = func.call @f(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}""", "hostcall-erase-ad-markers")


# --------------------------------------------------------------- reduce-trig
def test_reduce_trig_pattern_rewrites_32_bit_and_smaller_floats_only():
    module, stats = apply_alone("""
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf64>, %h: tensor<3xf16>) -> (tensor<3xf32>, tensor<3xf64>, tensor<3xf16>) {
  %0 = stablehlo.sine %x : tensor<3xf32>
  %1 = stablehlo.cosine %y : tensor<3xf64>
  %2 = stablehlo.tan %h : tensor<3xf16>
  return %0, %1, %2 : tensor<3xf32>, tensor<3xf64>, tensor<3xf16>
}""", ReduceArgument())
    text = str(module)
    assert "stablehlo.sine" not in text and "stablehlo.tan" not in text
    assert "stablehlo.cosine %arg1 : tensor<3xf64>" in text
    assert stats.rewrites == {"ReduceArgument": 2}
