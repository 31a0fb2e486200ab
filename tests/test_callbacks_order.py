"""Ordered callbacks run in program order under jit, whatever data links them.

hostcall-lower-callbacks turns effect tokens into order values that each ordered import
takes and returns; without them IREE 3.13 called an ordered io_callback with results
before an earlier one without results (the canary below).
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import ShapeDtypeStruct, debug, io_callback, jit, lax
from hostcall.runtime import compile_text, get_device
from hostcall.runtime.callbacks import load_with_callbacks


@pytest.fixture
def log():
    calls = []

    def note(tag):
        def handler(*args):
            calls.append((tag, *[float(np.asarray(a).ravel()[0]) for a in args]))
        return handler

    def double(tag):
        def handler(x):
            calls.append((tag, float(np.asarray(x).ravel()[0])))
            return np.asarray(x) * 2
        return handler

    return calls, note, double


def test_a_callback_without_results_runs_before_the_next_one_with_results(log):
    calls, note, double = log

    @jit
    def f(x):
        io_callback(note("first"), None, x[0], 0., ordered=True)
        y = io_callback(double("second"), ShapeDtypeStruct(x.shape, x.dtype), x, ordered=True)
        io_callback(note("third"), None, y[1], ordered=True)
        return y

    np.testing.assert_array_equal(f(jnp.ones(3)), [2., 2., 2.])
    assert calls == [("first", 1., 0.), ("second", 1.), ("third", 2.)]


def test_order_holds_inside_loops_branches_and_nested_jit(log):
    calls, note, double = log

    @jit
    def inner(x):
        io_callback(note("inner"), None, x, ordered=True)
        return x + 1

    def body(i, x):
        io_callback(note("before"), None, i, ordered=True)
        x = io_callback(double("middle"), ShapeDtypeStruct((), jnp.float32), x, ordered=True)
        x = lax.cond(i % 2 == 0, inner, lambda v: v - 1, x)
        io_callback(note("after"), None, x, ordered=True)
        return x

    out = jit(lambda x: lax.fori_loop(0, 3, body, x))(jnp.float32(1.))
    # x: 1 -> 2 -> 3 (i=0, inner) -> 6 -> 5 (i=1) -> 10 -> 11 (i=2, inner)
    assert float(out) == 11.
    assert calls == [("before", 0.), ("middle", 1.), ("inner", 2.), ("after", 3.),
                     ("before", 1.), ("middle", 3.), ("after", 5.),
                     ("before", 2.), ("middle", 5.), ("inner", 10.), ("after", 11.)]


def test_ordered_debug_prints_keep_their_order_beside_io_results(capsys):
    seen = []

    def read(x):
        seen.append(float(x))
        return np.float32(x * 3)

    @jit
    def f(x):
        debug.print("one {}", x, ordered=True)
        debug.print("two {}", x + 1, ordered=True)
        y = io_callback(read, ShapeDtypeStruct((), jnp.float32), x, ordered=True)
        debug.print("three {}", y, ordered=True)
        return y

    assert float(f(jnp.float32(2.))) == 6.
    hostcall.effects_barrier()
    assert capsys.readouterr().out.splitlines() == ["one 2.0", "two 3.0", "three 6.0"]
    assert seen == [2.]


# An io callback without results, then one with results, as hostcall-lower-callbacks
# lowered them before order values: no data links the two calls.
UNLINKED_CALLS = """
module {
  func.func private @hostcall_rt.cb0(tensor<f32>, tensor<f32>)
  func.func private @hostcall_rt.cb1(tensor<3xf32>) -> tensor<3xf32>
  func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    call @hostcall_rt.cb0(%1, %cst) : (tensor<f32>, tensor<f32>) -> ()
    %2 = call @hostcall_rt.cb1(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
"""


@pytest.mark.canary("hostcall-lower-callbacks")
def test_canary_iree_reorders_imported_calls_that_no_data_links():
    """IREE 3.13 calls cb1 (its operand is an argument) before cb0 (whose operand a
    dispatch computes), although cb0 comes first: why ordered imports pass an order
    value.  When this fails, IREE keeps the order of calls itself."""
    calls = []
    manifest = [
        {"import": "cb0", "callback": "first", "kind": "io", "ordered": True,
         "operands": [[[], "float32"], [[], "float32"]], "results": []},
        {"import": "cb1", "callback": "second", "kind": "io", "ordered": True,
         "operands": [[[3], "float32"]], "results": [[[3], "float32"]]}]
    handlers = {"first": lambda *a: calls.append("first"),
                "second": lambda x: (calls.append("second"), np.asarray(x) * 2)[1]}
    device = get_device("cpu")
    exe, _ = load_with_callbacks(compile_text(UNLINKED_CALLS, "cpu"), device, manifest,
                                 handlers)
    out = exe.invoke([device.put(np.ones(3, np.float32))], 1)[0]
    assert device.view(out, np.float32).tolist() == [2., 2., 2.]
    assert calls == ["second", "first"]
