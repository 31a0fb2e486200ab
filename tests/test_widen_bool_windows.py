"""Boolean reduce_windows give the spec's values under jit and in modules from outside
hostcall (`hostcall run`): hostcall-widen-bool-windows reduces them on i8 0/1, since IREE
3.13 does not compile an i1 reduce_window it takes for a scan (a cumulative or, and, max or
min).  The trace stages the i1 window itself and the eager path is the reference's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.reference import evaluate
from hostcall.tools import cli

from helpers import iree_compile_raw

X = np.array([[False, True, False, False, True],
              [False, False, True, True, False],
              [True, False, False, False, False]])


def _accumulate(ufunc, x, axis, reverse=False):
    """numpy's running fold, from the end if ``reverse``."""
    if reverse:
        return np.flip(ufunc.accumulate(np.flip(x, axis), axis=axis), axis)
    return ufunc.accumulate(x, axis=axis)


# hostcall's lax cumulatives accept booleans (JAX's reject them): sum is or, prod and
CUMULATIVES = [(lax.cumsum, np.logical_or), (lax.cumprod, np.logical_and),
               (lax.cummax, np.logical_or), (lax.cummin, np.logical_and)]


@pytest.mark.parametrize("op, ufunc", CUMULATIVES, ids=lambda v: getattr(v, "__name__", ""))
@pytest.mark.parametrize("axis, reverse", [(0, False), (1, False), (1, True), (0, True)])
def test_lax_cumulatives_of_booleans_eager_and_jit(op, ufunc, axis, reverse):
    want = _accumulate(ufunc, X, axis, reverse)
    f = lambda v: op(v, axis=axis, reverse=reverse)
    for got in (f(X), hostcall.jit(f)(X)):
        got = np.asarray(got)
        assert got.dtype == np.bool_
        np.testing.assert_array_equal(got, want)


def test_numpy_cumulatives_to_booleans():
    """jnp's cumulative sums and products with dtype=bool (JAX 0.10.2's values)."""
    cases = [
        (lambda v: jnp.cumsum(v, axis=1, dtype=bool),
         [[0, 1, 1, 1, 1], [0, 0, 1, 1, 1], [1, 1, 1, 1, 1]]),
        (lambda v: jnp.cumprod(v, axis=1, dtype=bool),
         [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [1, 0, 0, 0, 0]]),
        (lambda v: jnp.cumulative_sum(v, axis=1, dtype=bool, include_initial=True),
         [[0, 0, 1, 1, 1, 1], [0, 0, 0, 1, 1, 1], [0, 1, 1, 1, 1, 1]]),
    ]
    for f, want in cases:
        for got in (f(X), hostcall.jit(f)(X)):
            got = np.asarray(got)
            assert got.dtype == np.bool_
            np.testing.assert_array_equal(got, np.array(want, bool))


# (computation, init, window, strides, padding, JAX 0.10.2's values on X)
WINDOWS = [
    (lax.bitwise_or, False, (2, 2), (1, 2), "SAME", [[1, 1, 1], [1, 1, 0], [1, 0, 0]]),
    (lax.bitwise_and, True, (3, 1), (1, 1), [(2, 0), (0, 0)],
     [[0, 1, 0, 0, 1], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]),
    (lax.max, False, (1, 3), (1, 1), "VALID", [[1, 1, 1], [1, 1, 1], [1, 0, 0]]),
    (lax.max, False, (1, 5), (1, 1), [(0, 0), (4, 0)],      # a running max: IREE's scan
     [[0, 1, 1, 1, 1], [0, 0, 1, 1, 1], [1, 1, 1, 1, 1]]),
    (lax.min, True, (3, 1), (1, 1), [(0, 2), (0, 0)],       # a running min from the end
     [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [1, 0, 0, 0, 0]]),
]


@pytest.mark.parametrize("case", range(len(WINDOWS)))
def test_reduce_window_of_booleans_eager_and_jit(case):
    computation, init, window, strides, padding, want = WINDOWS[case]
    f = lambda v: lax.reduce_window(v, init, computation, window, strides, padding)
    for got in (f(X), hostcall.jit(f)(X)):
        got = np.asarray(got)
        assert got.dtype == np.bool_
        np.testing.assert_array_equal(got, np.array(want, bool))


def test_vmap_of_boolean_cumulatives_and_windows():
    rows = hostcall.vmap(lambda r: lax.cummax(r, 0))
    sliding = hostcall.vmap(lambda r: lax.reduce_window(r, False, lax.bitwise_or, (2,), (1,),
                                                        "VALID"))
    want_sliding = X[:, :-1] | X[:, 1:]
    for f, want in ((rows, np.logical_or.accumulate(X, axis=1)), (sliding, want_sliding)):
        for got in (f(X), hostcall.jit(f)(X)):
            np.testing.assert_array_equal(np.asarray(got), want)


def test_boolean_cumulative_in_a_loop_body():
    """Each step: a running or of the carry shifted by one place (numpy's values)."""
    def step(i, c):
        return lax.cumsum(jnp.roll(c, 1, axis=1), axis=1, reverse=True)
    start = np.zeros((2, 6), bool)
    start[0, 4] = start[1, 1] = True
    want = start
    for _ in range(3):
        want = _accumulate(np.logical_or, np.roll(want, 1, axis=1), 1, reverse=True)
    got = hostcall.jit(lambda c: lax.fori_loop(0, 3, step, c))(start)
    np.testing.assert_array_equal(np.asarray(got), want)


def test_trace_stages_a_boolean_window():
    """The trace stages an i1 reduce_window with the spec's or; the pass, not the trace,
    widens it."""
    text = hostcall.jit(lambda v: lax.cumsum(v, axis=1)).lower(X).as_text()
    assert "(tensor<3x5xi1>, tensor<i1>) -> tensor<3x5xi1>" in text
    assert "stablehlo.or" in text and "stablehlo.convert" not in text


CUMULATIVE_OR = """
func.func @main(%x: tensor<2x8xi1>) -> tensor<2x8xi1> {
  %init = stablehlo.constant dense<false> : tensor<i1>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = stablehlo.or %a, %b : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 1, 8>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>}
     : (tensor<2x8xi1>, tensor<i1>) -> tensor<2x8xi1>
  return %r : tensor<2x8xi1>
}
"""

STRIDED_MIN = """
func.func @main(%x: tensor<2x8xi1>) -> tensor<1x3xi1> {
  %init = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = stablehlo.minimum %a, %b : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 3>,
      padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>}
     : (tensor<2x8xi1>, tensor<i1>) -> tensor<1x3xi1>
  return %r : tensor<1x3xi1>
}
"""


@pytest.mark.parametrize("text", [CUMULATIVE_OR, STRIDED_MIN], ids=["cumulative", "strided"])
def test_foreign_boolean_window_runs(tmp_path, text):
    x = np.array([[0, 0, 1, 0, 0, 1, 0, 0], [1, 1, 1, 0, 1, 1, 1, 1]], bool)
    (tmp_path / "m.mlir").write_text(text)
    np.save(tmp_path / "x.npy", x)
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--input", str(tmp_path / "x.npy"),
                     "--save-npy", str(tmp_path / "r")]) == 0
    got = np.load(tmp_path / "r0.npy")
    (want,) = evaluate(text, x)
    assert got.dtype == np.bool_
    np.testing.assert_array_equal(got, want)


def test_jit_pipeline_leaves_no_boolean_window():
    module = passes.parse_module(CUMULATIVE_OR)
    passes.run(module, passes.default_pipeline("cpu"))
    text = str(module)
    assert "(tensor<2x8xi8>, tensor<i8>) -> tensor<2x8xi8>" in text
    assert "xi1>, tensor<i1>) ->" not in text


@pytest.mark.canary("hostcall-widen-bool-windows")
def test_canary_iree_rejects_a_boolean_scan(tmp_path):
    """Without hostcall-widen-bool-windows iree-compile 3.13 fails on an i1 reduce_window
    it takes for a scan.  When this fails, IREE compiles boolean scans: the pass can go."""
    done = iree_compile_raw(CUMULATIVE_OR, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'arith.ori' op requires the same type for all operands and results" in done.stderr
