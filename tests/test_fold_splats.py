"""Reductions over values that are one repeated number (hostcall-fold-splats).

IREE 3.13 adds such a number once per vector instead of once per element when it reaches
code generation as a computed fill; the pass folds the fills to splat constants first.
"""
import subprocess
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

import hostcall
import hostcall.numpy as jnp
import hostcall.lax as lax
from hostcall import passes
from hostcall.api import Lowered
from hostcall.runtime import compile_driver, get_device
from hostcall.runtime.artifact import Program
from hostcall.tools.compile_module import entry_signature, lower_and_compile
from hostcall.tools.differential import host_loop_pipeline
from hostcall.tools.mlir_input import parse_module

from helpers import iree_compile_raw, run_raw


def program(x, m, mi):
    ones_int = jnp.ones((4, 5), jnp.int32)
    return {
        "mean_of_true_mask": jnp.mean(jnp.ones((4, 5), bool)) + x,
        "sum_of_converted_ints": jnp.sum(ones_int.astype(jnp.float32)) + x,
        "sum_of_compared_splats": jnp.sum((jnp.zeros((4, 5)) > -1).astype(jnp.float32)) + x,
        "sum_of_ones_like": jnp.sum(jnp.ones_like(m, dtype=jnp.int32).astype(jnp.float32)),
        "prod_of_converted": jnp.prod(jnp.full((2, 5), 2).astype(jnp.float32)) + x,
        "mean_of_f16_ones": jnp.mean(jnp.ones((7,), jnp.float16).astype(jnp.float32)) + x,
        "count_with_where": jnp.sum(jnp.where(jnp.ones((3, 3), bool), 1.0, 0.0)) + x,
        "sum_of_int_times_zero": jnp.sum(jnp.asarray(mi * 0 + 2, jnp.float32)) + x,
    }


def test_reductions_of_folded_splats_are_right():
    x, m = np.float32(0.5), np.zeros((4, 5), np.float32)
    mi = np.arange(20, dtype=np.int32).reshape(4, 5)
    want = {"mean_of_true_mask": 1.5, "sum_of_converted_ints": 20.5,
            "sum_of_compared_splats": 20.5, "sum_of_ones_like": 20.0,
            "prod_of_converted": 1024.5, "mean_of_f16_ones": 1.5,
            "count_with_where": 9.5, "sum_of_int_times_zero": 40.5}
    for out in (program(x, m, mi), hostcall.jit(program)(x, m, mi)):
        for k, v in want.items():
            assert float(out[k]) == v, k


def test_the_pass_is_in_jits_pipeline_before_lowering():
    pipeline = passes.default_pipeline().split(",")
    assert pipeline.index("hostcall-fold-splats") < pipeline.index("hostcall-lower-callbacks")
    text = hostcall.jit(lambda x: jnp.mean(jnp.ones((4, 5), bool)) + x).lower(
        np.float32(0)).as_text("optimized")
    assert "stablehlo.convert" not in text and "dense<1.000000e+00> : tensor<4x5xf32>" in text


def _check_jit_matches_eager(cases, *args):
    for name, fn, want in cases:
        eager = np.asarray(fn(*args))
        compiled = np.asarray(hostcall.jit(fn)(*args))
        np.testing.assert_allclose(eager, want, rtol=1e-6, err_msg=name)
        np.testing.assert_allclose(compiled, want, rtol=1e-6, err_msg=name)


def test_ops_on_one_value_twice_fold_as_iree_folds_them():
    m = np.arange(20, dtype=np.int32).reshape(4, 5) - 7
    iota = lambda: lax.broadcasted_iota(jnp.int32, (4, 5), 0)  # noqa: E731
    _check_jit_matches_eager([
        ("x == x", lambda x: jnp.sum(x == x), 20),
        ("mean of x >= x", lambda x: jnp.mean(x >= x), 1.0),
        ("x != x", lambda x: jnp.sum((x != x).astype(jnp.float32) + 1), 20.0),
        ("x - x", lambda x: jnp.sum(((x - x) + 1).astype(jnp.float32)), 20.0),
        ("x ^ x", lambda x: jnp.sum((x ^ x) + 3), 60),
        ("min(x, x) - x", lambda x: jnp.sum(jnp.minimum(x, x) - x + 2), 40),
        ("select(p, a, a)", lambda x: jnp.sum(jnp.where(x > 0, x - x + 1, x - x + 1)), 20),
        ("iota == iota", lambda x: jnp.sum(iota() == iota()), 20),
        ("(x+1) - (x+1)", lambda x: jnp.sum(((x + 1) - (x + 1) + 1).astype(jnp.float32)), 20.0),
        ("x & ~x", lambda x: jnp.sum((x & ~x) + 1), 20),
        ("deep twins", lambda x: jnp.prod(((jnp.abs(x) // 2) ^ ~(jnp.abs(x) // 2)) % 2 + 1.0),
         2.0 ** 20),
        ("x | ~x", lambda x: jnp.sum(x | ~x), -20),
        ("max(x, MAX)", lambda x: jnp.sum(jnp.maximum(x, 2**31 - 1) // (2**31 - 1)), 20),
        ("rem(x, 1)", lambda x: jnp.sum(lax.rem(x, 1) + 1), 20),
    ], m)


def test_comparisons_with_the_extremes_of_a_type_fold_as_iree_folds_them():
    u = np.arange(20, dtype=np.uint32).reshape(4, 5)
    i = np.arange(20, dtype=np.int32).reshape(4, 5)
    _check_jit_matches_eager([
        ("u >= 0", lambda u, i: jnp.sum(u >= 0), 20),
        ("0 <= u", lambda u, i: jnp.sum(np.uint32(0) <= u), 20),
        ("u <= UMAX", lambda u, i: jnp.mean((u <= np.uint32(2**32 - 1)).astype(jnp.float32)), 1.0),
        ("i <= MAX", lambda u, i: jnp.sum(i <= 2**31 - 1), 20),
        ("MAX >= i", lambda u, i: jnp.sum(jnp.int32(2**31 - 1) >= i), 20),
        ("i >= MIN", lambda u, i: jnp.sum((i >= -2**31).astype(jnp.float32)), 20.0),
        ("i > MAX", lambda u, i: jnp.sum((i > 2**31 - 1).astype(jnp.float32) + 1), 20.0),
        ("i >= 1 stays", lambda u, i: jnp.sum(i >= 1), 19),
    ], u, i)


def test_reductions_of_values_that_follow_from_constants_are_right():
    x = np.zeros((4, 5), np.float32)
    full = lambda v: jnp.full((4, 5), v, jnp.int32)  # noqa: E731
    _check_jit_matches_eager([
        ("ones / 4", lambda x: jnp.sum(jnp.ones((4, 5)) / 4), 5.0),
        ("exp(zeros)", lambda x: jnp.sum(jnp.exp(jnp.zeros((40,)))), 40.0),
        ("sqrt(fours)", lambda x: jnp.mean(jnp.sqrt(jnp.full((40,), 4.0))), 2.0),
        ("int rem", lambda x: jnp.sum(lax.rem(full(7), 3)), 20),
        ("int div", lambda x: jnp.sum(lax.div(full(7), 3)), 40),
        ("sign", lambda x: jnp.sum(jnp.sign(full(-2))), -20),
        ("popcount", lambda x: jnp.sum(lax.population_count(full(7))), 60),
        ("shift", lambda x: jnp.sum(full(3) << 1), 120),
        ("cumsum", lambda x: jnp.cumsum(jnp.exp(jnp.zeros((37,))))[-1], 37.0),
        ("argmax", lambda x: jnp.argmax(jnp.ones((40,)) / 2), 0),
    ], x)


def test_calls_and_loops_do_not_hand_a_constant_to_a_reduction():
    inner = hostcall.jit(jnp.sum)
    through_call = hostcall.jit(lambda x: inner(jnp.ones((4, 5)) / 4) + x)
    assert float(through_call(np.float32(1))) == 6.0
    carried = hostcall.jit(lambda x: lax.fori_loop(
        0, 3, lambda i, c: (c[0] + jnp.sum(c[1]), c[1]), (x, jnp.ones((4, 5)) / 4))[0])
    assert float(carried(np.float32(0))) == 15.0


def test_only_constant_inputs_get_a_barrier():
    def text(fn, *args):
        return hostcall.jit(fn).lower(*args).as_text("optimized")
    x = np.ones((4, 5), np.float32)
    assert "optimization_barrier" in text(lambda x: jnp.sum(jnp.ones((4, 5)) / 4) + x, x)
    # a reduction of a runtime value keeps its producer fused (no barrier)
    assert "optimization_barrier" not in text(lambda x: jnp.sum(x * x + 1), x)
    assert "optimization_barrier" not in text(lambda x: jnp.sum(jnp.ones((4, 5))) + x, x)


def test_folded_shifts_match_the_compiled_ones():
    amounts = [-1, 0, 1, 3, 7, 8, 9, 100]
    values = [-128, -5, -1, 0, 1, 5, 127]
    pairs = [(v, n) for v in values for n in amounts]
    for dtype in (np.int8, np.uint8, np.int32):
        xs = np.array([v for v, _ in pairs]).astype(dtype)
        ns = np.array([n for _, n in pairs]).astype(dtype)
        for shift in (lax.shift_left, lax.shift_right_logical, lax.shift_right_arithmetic):
            runtime = hostcall.jit(shift)(xs, ns)

            def of_splats():    # each pair as two splat constants: the pass folds them all
                return jnp.stack([shift(jnp.full((2,), x, dtype), jnp.full((2,), n, dtype))[0]
                                  for x, n in zip(xs, ns)])
            lowered = hostcall.jit(of_splats).lower()
            assert "shift" not in lowered.as_text("optimized")
            np.testing.assert_array_equal(np.asarray(lowered.compile()()), np.asarray(runtime),
                                          err_msg=f"{shift.__name__} {dtype.__name__}")


_UNFOLDABLE = {
    "sub_byte": """func.func @main(%x: tensor<4xi4>) -> tensor<4xi4> {
  %c = stablehlo.constant dense<3> : tensor<4xi4>
  %s = stablehlo.add %c, %c : tensor<4xi4>
  %m = stablehlo.multiply %x, %s : tensor<4xi4>
  return %m : tensor<4xi4>
}""",
    "quantized": """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %q2 = stablehlo.add %q, %q : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %d = stablehlo.uniform_dequantize %q2 : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}""",
    "tuple": """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.tuple %x, %x : tuple<tensor<4xf32>, tensor<4xf32>>
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %r = stablehlo.subtract %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}""",
    "token": """func.func @main(%x: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token) {
  %t1 = stablehlo.after_all %t : !stablehlo.token
  %t2 = stablehlo.after_all %t : !stablehlo.token
  %t3 = stablehlo.after_all %t1, %t2 : !stablehlo.token
  return %x, %t3 : tensor<4xf32>, !stablehlo.token
}""",
}


def test_types_it_cannot_fold_are_left_alone():
    from iree.compiler import ir
    for name, text in _UNFOLDABLE.items():
        with ir.Context():
            module = ir.Module.parse(text)
            before = [op.operation.name for op in module.body.operations[0].regions[0].blocks[0]
                      .operations]
            passes.run(module, "hostcall-fold-splats")
            after = [op.operation.name for op in module.body.operations[0].regions[0].blocks[0]
                     .operations]
        assert after == before, name


def test_folds_compute_with_the_reference_evaluator():
    """Folding and the reference agree on i1 add (OR), wrapping integers and shifts past the
    bit width: one copy of the op semantics."""
    from iree.compiler import ir
    from hostcall.reference import evaluate
    text = """func.func @main() -> (tensor<2xi1>, tensor<2xi8>, tensor<2xi32>, tensor<2xui8>) {
  %t = stablehlo.constant dense<true> : tensor<2xi1>
  %or = stablehlo.add %t, %t : tensor<2xi1>
  %big = stablehlo.constant dense<127> : tensor<2xi8>
  %wrap = stablehlo.add %big, %big : tensor<2xi8>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %n = stablehlo.constant dense<40> : tensor<2xi32>
  %shl = stablehlo.shift_left %one, %n : tensor<2xi32>
  %f = stablehlo.constant dense<-3.5> : tensor<2xf32>
  %u = stablehlo.convert %f : (tensor<2xf32>) -> tensor<2xui8>
  return %or, %wrap, %shl, %u : tensor<2xi1>, tensor<2xi8>, tensor<2xi32>, tensor<2xui8>
}"""
    with ir.Context():
        module = ir.Module.parse(text)
        passes.run(module, "hostcall-fold-splats")
        folded = str(module)
    assert "stablehlo.add" not in folded and "shift_left" not in folded
    assert "dense<true> : tensor<2xi1>" in folded and "dense<-2> : tensor<2xi8>" in folded
    got = evaluate(folded)
    expected = evaluate(text)
    for g, e in zip(got, expected):
        np.testing.assert_array_equal(g, e)
    np.testing.assert_array_equal(got[2], [0, 0])


def switch_loop(a, b, i, s):
    """A host loop whose array carry only a select on a constant predicate reads (``x > x``
    is false), in one branch of a switch: tests/inputs/fuzz_fixed/seed307_f62.mlir."""
    def cond(c):
        k, _, flag, _ = c
        return (k < 2) & flag

    def body(c):
        k, s, _, x = c
        x = lax.switch(i, [lambda: ~b, lambda: jnp.where(x > x, x, b)])
        s = s * 1103515245 + 12345
        return k + 1, s, (s != 0) ^ x[0], x
    return lax.while_loop(cond, body, (0, s, True, a))[3]


A_BOOL = np.array([False, True, True, False])
B_BOOL = np.array([True, False, False, True])


@pytest.mark.parametrize("index", [0, 1, 5])
def test_a_carry_only_a_constant_select_reads_is_seen_unread(index):
    """IREE folds the select, so it compiles a loop that overwrites the carry without
    reading it; with the select folded here, hostcall-guard-unread-carries sees that too
    and IREE 3.13 no longer crashes (SIGSEGV or "out of memory" in ConvertToStreamPass)."""
    want = ~B_BOOL if index == 0 else B_BOOL     # the switch clamps its index
    for fn in (switch_loop, hostcall.jit(switch_loop)):
        got = np.asarray(fn(A_BOOL, B_BOOL, np.int32(index), np.int32(5)))
        assert got.dtype == bool
        np.testing.assert_array_equal(got, want)
    # as a host loop too (the default pipeline makes the loop a kernel): the loop IREE
    # 3.13 crashed on
    args = (A_BOOL, B_BOOL, np.int32(index), np.int32(5))
    host = Lowered(hostcall.jit(switch_loop).lower(*args).traced, "cpu",
                   host_loop_pipeline())
    assert "flow.dispatch.region" not in host.as_text("lowered")
    np.testing.assert_array_equal(np.asarray(host.compile()(*args)), want)


# switch_loop's shape in StableHLO: the carry %x is read only by a select on false
SELECT_READ_CARRY = """
func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>, %i: tensor<i32>) -> tensor<4xi1> {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:4 = stablehlo.while(%k = %c0, %s = %i, %t = %true, %x = %a) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xi1>
  cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %lt = stablehlo.compare LT, %k, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %p = stablehlo.and %lt, %t : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %x2 = "stablehlo.case"(%i) ({
      %nb = stablehlo.not %b : tensor<4xi1>
      stablehlo.return %nb : tensor<4xi1>
    }, {
      %never = stablehlo.constant dense<false> : tensor<4xi1>
      %sel = stablehlo.select %never, %x, %b : tensor<4xi1>, tensor<4xi1>
      stablehlo.return %sel : tensor<4xi1>
    }) : (tensor<i32>) -> tensor<4xi1>
    %m = stablehlo.constant dense<1103515245> : tensor<i32>
    %s2 = stablehlo.multiply %s, %m : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %f1 = stablehlo.compare NE, %s2, %z, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %x0 = stablehlo.slice %x2 [0:1] : (tensor<4xi1>) -> tensor<1xi1>
    %x00 = stablehlo.reshape %x0 : (tensor<1xi1>) -> tensor<i1>
    %t2 = stablehlo.xor %f1, %x00 : tensor<i1>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %s2, %t2, %x2 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<4xi1>
  }
  return %r#3 : tensor<4xi1>
}
"""


def _iree_compile(text, tmp_path):
    (tmp_path / "m.mlir").write_text(text)
    return subprocess.run([find_tool("iree-compile"), str(tmp_path / "m.mlir"),
                           "--iree-input-type=stablehlo", *compile_driver.TARGET_FLAGS["cpu"],
                           "-o", str(tmp_path / "m.vmfb")], capture_output=True, text=True,
                          timeout=300)


@pytest.mark.canary("hostcall-fold-splats")
def test_iree_still_crashes_on_a_carry_only_a_constant_select_reads(tmp_path):
    """When this fails, IREE 3.13's stream conversion survives the loop whose carry it
    sees unread once it folds the select: the select fold is then only a simplification.
    With hostcall-guard-unread-carries alone the carry looks read and the loop is left as
    it is; with hostcall-fold-splats first it is guarded and compiles."""
    constant_select = "stablehlo.constant dense<false> : tensor<4xi1>"
    unguarded = str(passes.run(SELECT_READ_CARRY, "hostcall-guard-unread-carries"))
    assert constant_select in unguarded and unguarded.count("stablehlo.select") == 2
    done = _iree_compile(unguarded, tmp_path)
    assert done.returncode != 0
    assert "ConvertToStreamPass" in done.stderr
    guarded = str(passes.run(SELECT_READ_CARRY,
                             "hostcall-fold-splats,hostcall-guard-unread-carries"))
    assert constant_select not in guarded and guarded.count("stablehlo.select") == 2
    done = _iree_compile(guarded, tmp_path)
    assert done.returncode == 0, done.stderr


def nested_selects(idx, x):
    """The batched gradient of a switch in small: selects on one mask nested in each other
    (zeros wherever they are read), one read through a barrier."""
    m0 = (idx == 0)[None, :]
    a = jnp.where(m0, x, 0.0)
    b = jnp.where(m0, 0.0, a)                     # zeros: a is x where m0, else zero
    c = jnp.where((idx == 1)[None, :], b, 0.0)
    return a, b + lax.optimization_barrier(c)


def test_selects_nested_on_one_predicate_give_the_spec_values():
    """IREE 3.13 folded the nested selects inside one fused op and gave the barrier that
    op's other result (x where idx == 0): tests/inputs/fuzz_fixed/seed302_f169_v0_vjp_v2."""
    idx = np.array([2, 0], np.int32)
    x = np.arange(1.0, 7.0, dtype=np.float32).reshape(3, 2)
    want_a = np.where(idx == 0, x, 0).astype(np.float32)
    for fn in (nested_selects, hostcall.jit(nested_selects)):
        a, s = fn(idx, x)
        np.testing.assert_array_equal(np.asarray(a), want_a)
        np.testing.assert_array_equal(np.asarray(s), np.zeros((3, 2), np.float32))


NESTED_SELECTS = """
func.func @main(%i: tensor<2xi32>, %x: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<3x2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<2xi32>
  %c1 = stablehlo.constant dense<1> : tensor<2xi32>
  %e0 = stablehlo.compare EQ, %i, %c0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %e1 = stablehlo.compare EQ, %i, %c1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %m = stablehlo.broadcast_in_dim %e0, dims = [1] : (tensor<2xi1>) -> tensor<3x2xi1>
  %n = stablehlo.broadcast_in_dim %e1, dims = [1] : (tensor<2xi1>) -> tensor<3x2xi1>
  %a = stablehlo.select %m, %x, %zero : tensor<3x2xi1>, tensor<3x2xf32>
  %b = stablehlo.select %m, %zero, %a : tensor<3x2xi1>, tensor<3x2xf32>
  %c = stablehlo.select %n, %b, %zero : tensor<3x2xi1>, tensor<3x2xf32>
  %cb = stablehlo.optimization_barrier %c : tensor<3x2xf32>
  %s = stablehlo.add %b, %cb : tensor<3x2xf32>
  return %a, %s : tensor<3x2xf32>, tensor<3x2xf32>
}
"""


@pytest.mark.canary("hostcall-fold-splats")
def test_iree_still_hands_a_barrier_the_wrong_result_of_nested_selects():
    """When this fails, IREE folds nested selects on one predicate right: the same-predicate
    fold is then only a simplification.  The module compiled without hostcall's passes
    (only the lowering that every module needs) returns x where idx == 0 as its second
    result; the spec says zeros."""
    idx = np.array([2, 0], np.int32)
    x = np.arange(1.0, 7.0, dtype=np.float32).reshape(3, 2)
    got = {}
    for name, pipeline in (("bare", ",".join(passes.LOWERING_PASSES)), ("default", None)):
        module = parse_module(NESTED_SELECTS, "m", ir.Context())
        with module.context:
            signature = entry_signature(module, "main")
        compiled = lower_and_compile(module, "m", "cpu", "main", pipeline)
        program = Program(compiled.vmfb, compiled.manifest, *signature, {},
                          get_device("cpu"), entry="main")
        got[name] = np.asarray(program(idx, x)[1])
    np.testing.assert_array_equal(got["bare"], np.where(idx == 0, x, 0))
    np.testing.assert_array_equal(got["default"], np.zeros((3, 2), np.float32))


SUM_OF_A_CONVERTED_SPLAT = """
func.func @main() -> tensor<f32> {
  %t = stablehlo.constant dense<true> : tensor<4x5xi1>
  %f = stablehlo.convert %t : (tensor<4x5xi1>) -> tensor<4x5xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%f init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}
"""


@pytest.mark.canary("hostcall-fold-splats")
def test_canary_iree_sums_a_computed_fill_once_per_vector():
    """Without hostcall-fold-splats IREE 3.13 sums twenty ones converted from a bool splat
    to 2, not 20 (``jnp.mean(jnp.ones((4, 5), bool))`` was 0.1).  When this fails, IREE
    reduces computed fills right: the pass's folding of them (and the barriers of its
    step 3) can go."""
    got = run_raw(SUM_OF_A_CONVERTED_SPLAT)[0]
    assert got != 20
    assert got == 2


BARRIER_IN_A_LOOP_BODY = Path(__file__).parent / "inputs" / "barrier_in_a_loop_body.mlir"


@pytest.mark.canary("hostcall-fold-splats")
def test_canary_iree_gives_up_on_a_loop_whose_body_holds_a_barrier(tmp_path):
    """The barriers of step 3 in a loop body: iree-compile 3.13 gives up on the loop
    (fuzz seed 404 f398).  When this fails, IREE compiles such loops: step 3 need not
    compute a loop's constant inputs again before it."""
    done = iree_compile_raw(BARRIER_IN_A_LOOP_BODY.read_text(), tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "maximum iteration count exceeded in fixed point pipeline" in done.stderr


def test_a_reduction_of_a_constant_mask_in_a_loop_compiles_and_counts():
    """A loop body reducing a mask computed from constants (its barrier goes before the
    loop): jit gives numpy's values."""
    def f(x):
        def body(i, acc):
            mask = jnp.arange(4) < 3          # from constants only
            return acc + jnp.sum(jnp.where(mask, x, 0.0)) * (i + 1)
        return lax.fori_loop(0, lax.convert_element_type(x[0], np.int32) + 3, body, 0.0)
    x = np.array([2.0, 1.0, 4.0, 8.0], np.float32)
    want = sum(7.0 * (i + 1) for i in range(5))
    np.testing.assert_allclose(hostcall.jit(f)(x), want)


UPDATE_FROM_A_SPLAT_GATHER = Path(__file__).parent / "inputs" / \
    "update_from_a_splat_gather.mlir"
UPDATE_FROM_A_CONSTANT_CARRY = Path(__file__).parent / "inputs" / \
    "update_from_a_constant_carry.mlir"


def gather_zeros_then_update(x, idx, i, j):
    """Rows gathered from zeros written into zeros at run-time offsets, added to x."""
    z = jnp.zeros((2, 2, 3), jnp.float32)
    g = z[jnp.arange(2)[:, None, None], idx[:, :1, None],
          (idx[:, 1:] + jnp.arange(2))[:, None, :]]
    u = lax.dynamic_update_slice(jnp.zeros((2, 2, 3), jnp.float32), g[:1], (0, i, j))
    return x + lax.dynamic_update_slice(u, g[1:], (1, j, i))


def test_updates_from_a_gather_of_zeros_compile():
    """IREE 3.13 rejected this program before gathers of splats were folded (the canary
    below); every element of the update is zero, so the result is x."""
    x = np.arange(12, dtype=np.float32).reshape(2, 2, 3)
    got = hostcall.jit(gather_zeros_then_update)(x, np.array([[0, 1], [1, 0]], np.int32), 1, 0)
    np.testing.assert_array_equal(np.asarray(got), x)


@pytest.mark.canary("hostcall-fold-splats")
def test_canary_iree_rejects_an_update_from_a_gather_of_a_splat(tmp_path):
    """When this fails, IREE compiles an update that is a slice of a gather of a splat:
    the selection-of-a-splat fold is no longer needed for it."""
    done = iree_compile_raw(UPDATE_FROM_A_SPLAT_GATHER.read_text(), tmp_path)
    assert done.returncode != 0
    assert "write affecting operations on global resources" in done.stderr


@pytest.mark.parametrize("path", [UPDATE_FROM_A_SPLAT_GATHER, UPDATE_FROM_A_CONSTANT_CARRY],
                         ids=["splat", "constant_carry"])
def test_updates_from_a_selection_of_a_splat_fold_and_run(path):
    """With the pass the gather (of the splat, or of the carry that stays zeros) is gone;
    the module compiles and gives x (all updates are zeros)."""
    folded = passes.run(path.read_text(), "hostcall-fold-splats").operation.get_asm()
    assert "stablehlo.gather" not in folded
    x = np.arange(12, dtype=np.float32).reshape(2, 2, 3)
    idx = np.array([[0, 1], [1, 0]], np.int32)
    args = (x, idx, np.int32(1), np.int32(0)) if path == UPDATE_FROM_A_SPLAT_GATHER \
        else (x, idx, np.array([1, 0], np.int32))
    got = run_raw(folded, *args)
    np.testing.assert_array_equal(got[0], x)


WHOLE_UPDATE_OF_A_CARRY = Path(__file__).parent / "inputs" / "whole_update_of_a_carry.mlir"


@pytest.mark.canary("hostcall-fold-splats")
def test_canary_iree_crashes_on_a_carry_read_by_a_whole_array_update(tmp_path):
    """When this fails, IREE compiles a flag loop whose carry only an update of the whole
    array reads: the whole-array fold is no longer needed for guard-unread-carries."""
    done = iree_compile_raw(WHOLE_UPDATE_OF_A_CARRY.read_text(), tmp_path)
    assert done.returncode < 0 or "Please report issues" in done.stderr, done.stderr[-2000:]


def test_a_whole_array_update_folds_and_the_guarded_loop_compiles(tmp_path):
    """The update folds to its update, so hostcall-guard-unread-carries reads the carry
    through its select, and the module compiles."""
    text = WHOLE_UPDATE_OF_A_CARRY.read_text()
    folded = str(passes.run(text, "hostcall-fold-splats,hostcall-guard-unread-carries"))
    assert "stablehlo.dynamic_update_slice" not in folded
    done = iree_compile_raw(folded, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_whole_array_updates_and_slices_keep_their_values(host_loops):
    """x.at[i:i + 5].set(a[i:i + 5]) of five-element x and a is a (whatever i), and
    lax.dynamic_slice / a slice of the whole array is the array, in a flag loop too."""
    def f(x, a, i):
        def body(s):
            n, y = s
            y = lax.dynamic_update_slice(y, lax.dynamic_slice(a, (i,), (5,)) * n, (i,))
            return n + 1.0, y[0:5]
        return lax.while_loop(lambda s: s[0] < 4.0, body, (1.0, x))[1]
    x = np.arange(5, dtype=np.float32)
    a = np.array([0.5, -1.0, 2.0, 3.5, -4.0], np.float32)
    fn = hostcall.jit(f)
    if host_loops:
        lowered = fn.lower(x, a, np.int32(2))
        fn = Lowered(lowered.traced, lowered.backend, host_loop_pipeline()).compile()
    np.testing.assert_array_equal(np.asarray(fn(x, a, np.int32(2))), 3 * a)
