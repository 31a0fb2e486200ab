"""The hostcall-vmap pass on hand-written StableHLO (ops the front end does not emit).

All functions live in one module: the pass adds batched twins under several in-axes,
the module compiles once, and each batched function must equal its unbatched function
run on every element and stacked.
"""
import numpy as np
import pytest
from iree.compiler import ir

from hostcall import passes, reference
from hostcall.dialects.types import shape_dtype
from hostcall.runtime import cache
from hostcall.runtime.executor import Executable, get_device

B = 3

MODULE = r"""
func.func @gather_rows(%x: tensor<5x3xf32>, %idx: tensor<2x1xi32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.gather"(%x, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @scatter_add(%x: tensor<5xf32>, %idx: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @argmax(%x: tensor<4xf32>) -> (tensor<f32>, tensor<i32>) {
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %ninf), (%i init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%ai: tensor<i32>, %ci: tensor<i32>) {
    %gt = stablehlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
    %k = stablehlo.select %gt, %ai, %ci : tensor<i1>, tensor<i32>
    stablehlo.return %v, %k : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<f32>, tensor<i32>
}
func.func @window_sum(%x: tensor<6xf32>) -> tensor<5xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<6xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @bits(%x: tensor<3xf32>) -> (tensor<3xi32>, tensor<3x4xi8>) {
  %0 = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3xi32>
  %1 = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3x4xi8>
  return %0, %1 : tensor<3xi32>, tensor<3x4xi8>
}
func.func @sort_pairs(%k: tensor<4xf32>, %v: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
func.func @three_way(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.case"(%i) ({
    %a = stablehlo.sine %x : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }, {
    %b = stablehlo.cosine %x : tensor<f32>
    stablehlo.return %b : tensor<f32>
  }, {
    %c = stablehlo.negate %x : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @pad_clamp(%x: tensor<3xf32>, %p: tensor<f32>, %lo: tensor<f32>) -> (tensor<8xf32>, tensor<3xf32>) {
  %0 = stablehlo.pad %x, %p, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  %hi = stablehlo.constant dense<0.5> : tensor<f32>
  %1 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0, %1 : tensor<8xf32>, tensor<3xf32>
}
func.func @update_window(%x: tensor<5x2xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) -> (tensor<5x2xf32>, tensor<2x2xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %z : (tensor<5x2xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
  %1 = stablehlo.dynamic_slice %x, %i, %z, sizes = [2, 2] : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<5x2xf32>, tensor<2x2xf32>
}
func.func private @helper(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = stablehlo.multiply %a, %b : tensor<3xf32>
  %1 = stablehlo.exponential %b : tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
func.func @calls(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = func.call @helper(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %1:2 = func.call @helper(%y, %0#0) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %2 = stablehlo.concatenate %0#1, %1#0, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
  %3 = stablehlo.slice %2 [2:5] : (tensor<6xf32>) -> tensor<3xf32>
  %4 = stablehlo.optimization_barrier %3 : tensor<3xf32>
  return %4, %1#1 : tensor<3xf32>, tensor<3xf32>
}
"""

RNG = np.random.default_rng(1)

# function -> list of in-axes variants (one batched twin each)
VARIANTS = {
    "gather_rows": [(0, None), (None, 0), (0, 0), (1, 2)],
    "scatter_add": [(0, None, None), (None, 0, 0), (0, 0, None)],
    "argmax": [(0,)],
    "window_sum": [(0,)],
    "bits": [(0,)],
    "sort_pairs": [(0, None), (None, 0)],
    "three_way": [(0, 0), (0, None), (None, 0)],
    "pad_clamp": [(0, None, None), (None, 0, 0), (0, 0, 0)],
    "update_window": [(0, None, None), (None, None, 0), (0, 0, 0)],
    "calls": [(0, None), (None, 0), (0, 0)],
}

SAMPLERS = {
    np.dtype(np.int32): lambda shape, fn: (RNG.integers(-1, 5, shape) if fn in (
        "three_way", "update_window") else RNG.integers(0, 4, shape)).astype(np.int32),
    np.dtype(np.float32): lambda shape, fn: RNG.standard_normal(shape).astype(np.float32),
}


def _twin(fn, axes):
    return f"{fn}__" + "_".join("n" if a is None else str(a) for a in axes)


@pytest.fixture(scope="module")
def batched_module():
    ctx = ir.Context()
    with ctx:
        module = ir.Module.parse(MODULE)
    items = []
    for fn, variants in VARIANTS.items():
        for axes in variants:
            ax = ",".join("none" if a is None else str(a) for a in axes)
            items.append(f"hostcall-vmap{{function={fn} batch-size={B} in-axes={ax} "
                         f"result={_twin(fn, axes)}}}")
    passes.run(module, ",".join(items))
    signatures = {}
    with ctx:
        for op in module.body.operations:
            name = ir.StringAttr(op.attributes["sym_name"]).value
            ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            signatures[name] = ([shape_dtype(t) for t in ftype.inputs],
                                [shape_dtype(t) for t in ftype.results])
        text = module.operation.get_asm()
    vmfb = cache.compile_text(text, "cpu")
    return vmfb, signatures, text


def _run(vmfb, name, signatures, args):
    dev = get_device("cpu")
    exe = Executable(vmfb, dev, entry=name)
    outs = exe.invoke([dev.put(np.asarray(a)) for a in args], len(signatures[name][1]))
    return [np.array(dev.view(o, d)) for o, (_, d) in zip(outs, signatures[name][1])]


@pytest.mark.parametrize("fn, axes", [(fn, a) for fn, vs in VARIANTS.items() for a in vs])
def test_batched_twin_equals_stacked_elements(batched_module, fn, axes):
    vmfb, signatures, _ = batched_module
    arg_specs, _ = signatures[fn]
    elements = [[SAMPLERS[d](s, fn) for s, d in arg_specs] for _ in range(B)]
    args = []
    for k, ((s, d), a) in enumerate(zip(arg_specs, axes)):
        args.append(elements[0][k] if a is None else np.stack([e[k] for e in elements], a))
    per_element = []
    for b in range(B):
        el = [elements[0][k] if a is None else elements[b][k] for k, a in enumerate(axes)]
        per_element.append(_run(vmfb, fn, signatures, el))
    got = _run(vmfb, _twin(fn, axes), signatures, args)
    for j, g in enumerate(got):
        want = np.stack([p[j] for p in per_element])
        np.testing.assert_allclose(g, want, rtol=1e-6, err_msg=f"{fn} result {j}")


def test_calls_get_one_batched_callee_per_pattern():
    module = passes.run(MODULE, "hostcall-vmap{function=calls batch-size=3 in-axes=0,none}")
    with module.context:
        sigs = {ir.StringAttr(op.attributes["sym_name"]).value:
                ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                for op in module.body.operations}
    callees = sorted(n for n in sigs if n.startswith("helper_batched"))
    # helper(x, y) has pattern (batched, unbatched); helper(y, x * y) (unbatched, batched)
    assert callees == ["helper_batched_bu", "helper_batched_ub"]
    # exp(b) depends only on the second argument: it stays unbatched for (b, u)
    assert [str(t) for t in sigs["helper_batched_bu"].results] == [
        "tensor<3x3xf32>", "tensor<3xf32>"]
    assert [str(t) for t in sigs["helper_batched_ub"].inputs] == [
        "tensor<3xf32>", "tensor<3x3xf32>"]


def test_batched_init_value_is_reported_with_location():
    """(A one-op reducer has a rule: it reduces from the op's identity.)"""
    text = """
    func.func @f(%x: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
      %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
       reducer(%a: tensor<f32>, %b: tensor<f32>) {
        %t = stablehlo.add %a, %a : tensor<f32>
        %s = stablehlo.add %t, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      } loc("m.py":4:1)
      return %0 : tensor<f32>
    }"""
    with pytest.raises(NotImplementedError, match=r"'stablehlo.reduce'.*init values.*m.py:4"):
        passes.run(text, "hostcall-vmap{function=f batch-size=2 in-axes=none,0}")


def test_custom_autodiff_rules_are_batched_consistently():
    text = """
    func.func private @f(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.multiply %y, %y : tensor<2xf32>
      return %0 : tensor<2xf32>
    }
    func.func private @f_jvp(%x: tensor<2xf32>, %y: tensor<2xf32>, %tx: tensor<2xf32>, %ty: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
      %0 = stablehlo.multiply %y, %y : tensor<2xf32>
      %1 = stablehlo.add %tx, %ty : tensor<2xf32>
      return %0, %1 : tensor<2xf32>, tensor<2xf32>
    }
    func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
      %0 = func.call @f(%x, %y) {hostcall.custom_jvp = @f_jvp} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    }"""
    module = passes.run(text, "hostcall-vmap{function=main batch-size=4 in-axes=0,none}")
    out = str(module)
    # f alone would leave its result unbatched (it ignores x); its rule's tangent does
    # not, so the call's result is batched in both, and the attribute follows.
    assert "call @f_batched_bu(%arg0, %arg1) {hostcall.custom_jvp = @f_jvp_batched_bubu}" in out
    assert ("func.func private @f_jvp_batched_bubu(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>, "
            "%arg2: tensor<4x2xf32>, %arg3: tensor<2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)"
            in out)
    assert "func.func private @f_batched_bu(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>) -> " \
           "tensor<4x2xf32>" in out


def test_out_axes_and_replacing_the_function():
    text = """
    func.func @f(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
      %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
      return %0 : tensor<3x2xf32>
    }"""
    module = passes.run(text, "hostcall-vmap{function=f batch-size=5 in-axes=-1 out-axes=1 "
                              "result=f}")
    out = str(module)
    assert "func.func @f(%arg0: tensor<2x3x5xf32>) -> tensor<3x5x2xf32>" in out
    assert "_batched" not in out


UNARY_CHLO = ("bessel_i1e", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
              "tan", "square")
PREDICATE_CHLO = ("is_inf", "is_pos_inf", "is_neg_inf")


def _chlo_module() -> str:
    t, p = "tensor<4xf32>", "tensor<4xi1>"
    lines = [f"  %u{k} = chlo.{n} %x : {t} -> {t}" for k, n in enumerate(UNARY_CHLO)]
    lines += [f"  %p{k} = chlo.{n} %x : {t} -> {p}" for k, n in enumerate(PREDICATE_CHLO)]
    lines += [f"  %z = chlo.zeta %y, %x : {t}, {t} -> {t}",
              f"  %n = chlo.next_after %x, %y : {t}, {t} -> {t}",
              "  %c = chlo.conj %w : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>"]
    names = ([f"%u{k}" for k in range(len(UNARY_CHLO))]
             + [f"%p{k}" for k in range(len(PREDICATE_CHLO))] + ["%z", "%n", "%c"])
    types = ([t] * len(UNARY_CHLO) + [p] * len(PREDICATE_CHLO)
             + [t, t, "tensor<4xcomplex<f32>>"])
    return (f"func.func @chlo(%x: {t}, %y: {t}, %w: tensor<4xcomplex<f32>>) -> "
            f"({', '.join(types)}) {{\n" + "\n".join(lines)
            + f"\n  return {', '.join(names)} : {', '.join(types)}\n}}\n")


def test_elementwise_chlo_ops_of_imported_modules_batch_like_a_loop():
    """The CHLO ops JAX's exports contain (hostcall emits only erf, lgamma, ...) batch as
    elementwise ops; the reference evaluator runs the batched function against the
    unbatched one element by element, an unbatched operand broadcast."""
    module = passes.run(_chlo_module(), "hostcall-vmap{function=chlo batch-size=3 "
                                        "in-axes=0,none,0}")
    rng = np.random.default_rng(0)
    x = rng.uniform(-0.9, 1.8, (B, 4)).astype(np.float32)
    x[0, 0], x[1, 1] = np.inf, -np.inf
    y = rng.uniform(1.1, 3.0, 4).astype(np.float32)
    w = (rng.normal(size=(B, 4)) + 1j * rng.normal(size=(B, 4))).astype(np.complex64)
    batched = reference.run(module, [x, y, w], "chlo_batched")
    for b in range(B):
        for got, want in zip(batched, reference.run(module, [x[b], y, w[b]], "chlo")):
            np.testing.assert_array_equal(np.asarray(got)[b], want)
