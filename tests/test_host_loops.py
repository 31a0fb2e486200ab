"""Loops that only feed one callback row by row run as one host call (passes/callbacks/host_loops.py).

Every behaviour is checked both ways: with the loop lowered to one host call (the
default) and kept in the compiled program (``hostcall-lower-callbacks{host-loops=false}``);
the handler must see the same calls, in the same order, with the same arrays.
"""
import json

import numpy as np
import pytest
from iree.compiler import ir

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, io_callback, passes, pure_callback
from hostcall import ShapeDtypeStruct as SDS
from hostcall.api import Lowered

KEEP_LOOPS = "hostcall-lower-callbacks{host-loops=false}"


def _compiled(fn, *args, host_loops: bool):
    lowered = hostcall.jit(fn).lower(*args)
    if not host_loops:
        pipeline = passes.default_pipeline().replace("hostcall-lower-callbacks", KEEP_LOOPS)
        lowered = Lowered(lowered.traced, lowered.backend, pipeline)
    return lowered


def _manifest(lowered) -> list:
    module = lowered.lowered_module()
    with module.context:
        return json.loads(ir.StringAttr(module.operation.attributes["hostcall.manifest"]).value)


def _run_both(fn, *args):
    """[(outputs, manifest)] with host loops, then without."""
    out = []
    for host_loops in (True, False):
        lowered = _compiled(fn, *args, host_loops=host_loops)
        result = lowered.compile()(*args)
        out.append((hostcall.tree_util.tree_map(np.asarray, result), _manifest(lowered)))
    return out


def _loops(manifest) -> list:
    return [m["loop"] for m in manifest if "loop" in m]


def test_sequential_pure_callback_one_call_per_row_in_order_with_unbatched_operand():
    calls = []

    def handler(row, scale):
        calls.append((row.copy(), scale.copy(), row.flags.writeable))
        return (row * scale).astype(np.float32), np.float32(row.sum())

    def f(x, s):
        return pure_callback(handler, (SDS((3,), jnp.float32), SDS((), jnp.float32)), x, s,
                             vmap_method="sequential")

    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    s = np.float32(2.0)
    g = hostcall.vmap(f, in_axes=(0, None))
    (fast, fast_manifest), (slow, slow_manifest) = _run_both(g, x, s)
    seen_fast, seen_slow = calls[:4], calls[4:]
    assert len(calls) == 8
    for out in (fast, slow):
        np.testing.assert_array_equal(out[0], x * 2)
        np.testing.assert_array_equal(out[1], x.sum(axis=1))
    for (r1, s1, w1), (r2, s2, w2), row in zip(seen_fast, seen_slow, x):
        np.testing.assert_array_equal(r1, row)
        np.testing.assert_array_equal(r2, row)
        assert r1.shape == r2.shape == (3,) and s1.shape == s2.shape == ()
        assert not w1 and not w2   # read-only views, as for any callback operand
    assert _loops(fast_manifest) == [{"size": 4, "batched": [True, False]}]
    assert _loops(slow_manifest) == []


def test_rank_0_rows_reach_the_handler_as_0d_arrays():
    seen = []

    def handler(v):
        seen.append((type(v), v.shape))
        return v + 1

    g = hostcall.jit(hostcall.vmap(lambda v: pure_callback(handler, SDS((), jnp.int32), v,
                                                           vmap_method="sequential")))
    out = g(np.arange(5, dtype=np.int32))
    np.testing.assert_array_equal(np.asarray(out), np.arange(1, 6))
    assert seen == [(np.ndarray, ())] * 5


def test_bool_rows_round_trip():
    g = hostcall.vmap(lambda v: pure_callback(np.logical_not, SDS((2,), jnp.bool_), v,
                                              vmap_method="sequential"))
    x = np.array([[True, False], [False, False], [True, True]])
    (fast, _), (slow, _) = _run_both(g, x)
    np.testing.assert_array_equal(fast, ~x)
    np.testing.assert_array_equal(slow, ~x)


def test_io_and_debug_callbacks_run_per_row_in_order_both_ways():
    log = []

    def f(x):
        debug.callback(lambda v: log.append(("debug", float(v[0]))), x)
        return io_callback(lambda v: log.append(("io", float(v[0]))) or v * 10, x, x)

    g = hostcall.vmap(f)
    x = np.arange(6, dtype=np.float32).reshape(3, 2)
    (fast, fast_manifest), (slow, _) = _run_both(g, x)
    np.testing.assert_array_equal(fast, x * 10)
    np.testing.assert_array_equal(slow, x * 10)
    expected = [("debug", 0.0), ("debug", 2.0), ("debug", 4.0),
                ("io", 0.0), ("io", 2.0), ("io", 4.0)]
    assert log == expected * 2
    assert [m["kind"] for m in fast_manifest if "loop" in m] == ["debug", "io"]


def test_ordered_io_callback_opted_in_to_sequential_keeps_batch_order_and_token():
    log = []

    def f(x):
        y = io_callback(lambda v: log.append(int(v)) or v, SDS((), jnp.int32), x, ordered=True,
                        vmap_method="sequential")
        io_callback(lambda: log.append("after"), None, ordered=True)
        return y

    g = hostcall.jit(hostcall.vmap(f))
    np.testing.assert_array_equal(np.asarray(g(np.array([3, 1, 2], np.int32))), [3, 1, 2])
    assert log == [3, 1, 2, "after"]
    assert _loops(_manifest(g.lower(np.zeros(3, np.int32)))) == [{"size": 3, "batched": [True]}]


def test_failure_at_a_row_stops_the_run_after_the_rows_before_it():
    seen = []

    def handler(v):
        seen.append(int(v))
        if int(v) == 2:
            raise KeyError("row two")
        return v

    g = hostcall.vmap(lambda v: pure_callback(handler, SDS((), jnp.int32), v,
                                              vmap_method="sequential"))
    x = np.arange(5, dtype=np.int32)
    for host_loops in (True, False):
        seen.clear()
        compiled = _compiled(g, x, host_loops=host_loops).compile()
        with pytest.raises(KeyError, match="row two"):
            compiled(x)
        assert seen == [0, 1, 2]
        np.testing.assert_array_equal(np.asarray(compiled(np.zeros(5, np.int32))), 0)


def test_wrong_row_shape_is_reported_with_the_row_shape():
    g = hostcall.jit(hostcall.vmap(lambda v: pure_callback(lambda r: np.zeros(4, np.float32),
                                                           SDS((3,), jnp.float32), v,
                                                           vmap_method="sequential")))
    with pytest.raises(RuntimeError, match=r"Expected: \(3,\), Actual: \(4,\)"):
        g(np.zeros((2, 3), np.float32))


def test_lowered_vmapped_module_imports_only_the_batched_callback():
    g = hostcall.jit(hostcall.vmap(lambda v: pure_callback(np.sin, v, v)))
    lowered = g.lower(np.zeros((5, 3), np.float32))
    assert [(m["import"], m["operands"]) for m in _manifest(lowered)] == [
        ("cb0", [[[5, 3], "float32"]])]
    assert lowered.as_text("lowered").count("func.func private @hostcall_rt.") == 1


def test_expand_dims_makes_no_loop():
    g = hostcall.jit(hostcall.vmap(lambda v: pure_callback(np.sin, v, v,
                                                           vmap_method="expand_dims")))
    assert _loops(_manifest(g.lower(np.zeros((2, 3), np.float32)))) == []


# ------------------------------------------------------------ the matcher
LOOP = """
func.func @main(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {{
  %zeros = stablehlo.constant dense<0.0> : tensor<4x3xf32>
  %c0 = stablehlo.constant dense<{start}> : tensor<i32>
  %n = stablehlo.constant dense<{limit}> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %zeros) : tensor<i32>, tensor<4x3xf32>
  cond {{
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %x, %i, %z, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %e = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    {extra}
    %out = stablehlo.custom_call @hostcall.callback(%{arg}) {{has_side_effect = false, hostcall.callback = "f", hostcall.kind = "pure", hostcall.ordered = false}} : (tensor<3xf32>) -> tensor<3xf32>
    %u = stablehlo.reshape %out : (tensor<3xf32>) -> tensor<1x3xf32>
    %acc2 = stablehlo.dynamic_update_slice %acc, %u, %i, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %acc2 : tensor<i32>, tensor<4x3xf32>
  }}
  return %r#1 : tensor<4x3xf32>
}}
"""
PLAIN = ""
NEGATED = "%neg = stablehlo.negate %e : tensor<3xf32>"


def _loop(start=0, limit=4, extra=PLAIN):
    return LOOP.format(start=start, limit=limit, extra=extra, arg="neg" if extra else "e")


@pytest.mark.parametrize("start, limit, extra, folded", [
    (0, 4, PLAIN, True),
    (0, 4, NEGATED, False),    # the body computes more than the call
    (1, 4, PLAIN, False),      # the counter does not start at 0
    (0, 3, PLAIN, False),      # fewer iterations than rows
])
def test_only_exactly_that_loop_becomes_a_host_call(start, limit, extra, folded):
    text = _loop(start, limit, extra)
    ctx = ir.Context()
    module = ir.Module.parse(text, ctx)
    pctx = passes.PassContext()
    passes.run(module, "hostcall-lower-callbacks", context=pctx)
    out = str(module)
    assert ("stablehlo.while" not in out) == folded
    assert ("loop" in pctx.products["manifest"][0]) == folded
    if folded:
        assert "call @hostcall_rt.cb0(%arg0) : (tensor<4x3xf32>) -> tensor<4x3xf32>" in out


@pytest.mark.parametrize("extra", [PLAIN, NEGATED])
def test_hand_written_loop_runs_the_same_folded_or_not(extra):
    from hostcall.runtime import compile_text, get_device
    from hostcall.runtime.callbacks import load_with_callbacks
    text = _loop(extra=extra)
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    results = []
    for option in ("", "{host-loops=false}"):
        calls = []
        module = ir.Module.parse(text, ir.Context())
        pctx = passes.PassContext()
        passes.run(module, "hostcall-lower-callbacks" + option, context=pctx)
        device = get_device("cpu")
        exe, _ = load_with_callbacks(compile_text(str(module), "cpu"), device,
                                     pctx.products["manifest"],
                                     {"f": lambda r: calls.append(r.copy()) or r * 2})
        out = device.view(exe.invoke([device.put(x)], 1)[0], np.float32)
        results.append((out.reshape(4, 3), calls))
    sign = -1 if extra == NEGATED else 1
    for out, calls in results:
        np.testing.assert_array_equal(out, sign * x * 2)
        np.testing.assert_array_equal(np.stack(calls), sign * x)


def test_lax_map_over_a_callback_is_one_host_call_too():
    from hostcall import lax
    seen = []

    def handler(r):
        seen.append(r.copy())
        return np.cos(r)

    f = hostcall.jit(lambda xs: lax.map(lambda r: pure_callback(handler, r, r), xs))
    xs = np.arange(15, dtype=np.float32).reshape(5, 3)
    np.testing.assert_allclose(np.asarray(f(xs)), np.cos(xs), rtol=1e-6)
    np.testing.assert_array_equal(np.stack(seen), xs)
    assert _loops(_manifest(f.lower(xs))) == [{"size": 5, "batched": [True]}]


def test_a_result_written_as_a_column_block_is_not_a_row_loop():
    # update [3, 1] into [4, 3] at (i, 0): valid StableHLO, but not "row i"
    text = _loop().replace(
        "%u = stablehlo.reshape %out : (tensor<3xf32>) -> tensor<1x3xf32>",
        "%u = stablehlo.reshape %out : (tensor<3xf32>) -> tensor<3x1xf32>").replace(
        "(tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>)",
        "(tensor<4x3xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>)")
    module = ir.Module.parse(text, ir.Context())
    pctx = passes.PassContext()
    passes.run(module, "hostcall-lower-callbacks", context=pctx)
    assert "stablehlo.while" in str(module) and "loop" not in pctx.products["manifest"][0]


@pytest.mark.parametrize("dtype", ["bfloat16", "float16", "complex64", "int8", "uint32"])
def test_row_results_keep_their_dtype(dtype):
    dt = np.dtype(getattr(jnp, dtype))
    x = np.arange(12).reshape(4, 3).astype(dt)
    g = hostcall.jit(hostcall.vmap(lambda r: pure_callback(
        lambda v: (v * 2).astype(v.dtype), SDS(r.shape, r.dtype), r, vmap_method="sequential")))
    out = np.asarray(g(x))
    assert out.dtype == dt
    np.testing.assert_array_equal(out, (x * 2).astype(dt))
    assert _loops(_manifest(g.lower(x))) == [{"size": 4, "batched": [True]}]


def test_host_loops_option_takes_true_or_false_only():
    module = ir.Module.parse(_loop(), ir.Context())
    with pytest.raises(passes.PipelineError, match="bad value 'maybe' for option host-loops"):
        passes.run(module, "hostcall-lower-callbacks{host-loops=maybe}")
    described = passes.registered()["hostcall-lower-callbacks"].describe()
    assert "host-loops=true: lower a loop that only feeds one callback" in described


def test_a_used_loop_counter_becomes_the_trip_count():
    text = _loop().replace(
        "func.func @main(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {",
        "func.func @main(%x: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<i32>) {").replace(
        "return %r#1 : tensor<4x3xf32>", "return %r#1, %r#0 : tensor<4x3xf32>, tensor<i32>")
    module = ir.Module.parse(text, ir.Context())
    passes.run(module, "hostcall-lower-callbacks")
    out = str(module)
    assert "stablehlo.while" not in out
    assert "%c_1 = stablehlo.constant dense<4> : tensor<i32>" in out
    assert "return %0, %c_1 : tensor<4x3xf32>, tensor<i32>" in out
