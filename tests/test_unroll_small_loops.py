"""hostcall-unroll-small-loops: a counted loop of a few trips inside another loop (the LU
of a small det, solve or inv in a loop body) is unrolled before the outer loop becomes a
kernel, so the kernel holds one loop, and the values stay numpy's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.api import Lowered

PASS = "hostcall-unroll-small-loops"
A = np.array([[4.0, 1.0, -2.0], [0.5, 3.0, 1.0], [-1.0, 2.0, 5.0]], np.float32)


def det_loop(m):
    return lax.fori_loop(0, 20, lambda i, c: c + jnp.linalg.det(
        m + 0.01 * i * jnp.eye(3, dtype=jnp.float32)), jnp.float32(0))


def solve_scan(m):
    def step(c, _):
        x = jnp.linalg.solve(m + jnp.diag(c), jnp.ones(3, jnp.float32))
        return 0.5 * c + 0.1 * x, jnp.sum(x)
    return lax.scan(step, jnp.ones(3, jnp.float32), None, length=12)


def inner_adds(x):
    """A fori_loop whose body runs a 3-trip fori_loop of ``.at[k].add``."""
    def outer(i, x):
        return lax.fori_loop(0, 3, lambda k, y: y.at[k].add(y[(k + 1) % 3] * 0.5 + i), x)
    return lax.fori_loop(0, 4, outer, x)


def _det_numpy(m):
    return np.float32(sum(np.linalg.det((m + np.float32(0.01) * np.float32(i) *
                                          np.eye(3, dtype=np.float32)).astype(np.float64))
                          for i in range(20)))


def _solve_numpy(m):
    c, ys = np.ones(3), []
    for _ in range(12):
        x = np.linalg.solve(m.astype(np.float64) + np.diag(c), np.ones(3))
        c, ys = 0.5 * c + 0.1 * x, ys + [x.sum()]
    return c, np.array(ys)


def _inner_adds_numpy(x):
    y = x.astype(np.float64)
    for i in range(4):
        for k in range(3):
            y[k] += y[(k + 1) % 3] * 0.5 + i
    return y


def _kernel_loops(fn, *args, drop_pass=False) -> int:
    lowered = hostcall.jit(fn).lower(*args)
    pipeline = passes.default_pipeline("cpu")
    if drop_pass:
        pipeline = ",".join(p for p in pipeline.split(",") if p != PASS)
    text = Lowered(lowered.traced, lowered.backend, pipeline).as_text("lowered")
    assert "flow.dispatch.region" in text
    return text.count("scf.while")


@pytest.mark.parametrize("jit", [False, True], ids=["eager", "jit"])
def test_det_in_a_fori_loop(jit):
    fn = hostcall.jit(det_loop) if jit else det_loop
    np.testing.assert_allclose(np.asarray(fn(A)), _det_numpy(A), rtol=1e-5)


@pytest.mark.parametrize("jit", [False, True], ids=["eager", "jit"])
def test_solve_in_a_scan(jit):
    fn = hostcall.jit(solve_scan) if jit else solve_scan
    c, ys = fn(A)
    want_c, want_ys = _solve_numpy(A)
    np.testing.assert_allclose(np.asarray(c), want_c, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(ys), want_ys, rtol=1e-5)


def test_nested_fori_loops_of_updates():
    x = np.array([1.0, -2.0, 0.5], np.float32)
    np.testing.assert_allclose(np.asarray(hostcall.jit(inner_adds)(x)), _inner_adds_numpy(x),
                               rtol=1e-6)
    np.testing.assert_allclose(np.asarray(hostcall.jit(hostcall.vmap(inner_adds))(
        np.stack([x, 2 * x]))), np.stack([_inner_adds_numpy(x), _inner_adds_numpy(2 * x)]),
        rtol=1e-6)


def test_gradient_through_an_unrolled_solve():
    """d/dm of sum(ys) through the scan of solves (reverse mode over the unrolled LU),
    against central differences of numpy's loop in float64."""
    g = hostcall.jit(hostcall.grad(lambda m: jnp.sum(solve_scan(m)[1])))(A)
    h, want = 1e-6, np.zeros((3, 3))
    for i in range(3):
        for j in range(3):
            d = np.zeros((3, 3))
            d[i, j] = h
            want[i, j] = (_solve_numpy(A + d)[1].sum() - _solve_numpy(A - d)[1].sum()) / (2 * h)
    np.testing.assert_allclose(np.asarray(g), want, rtol=2e-3, atol=1e-4)


@pytest.mark.parametrize("fn,args", [(det_loop, (A,)), (solve_scan, (A,)),
                                     (inner_adds, (np.ones(3, np.float32),))],
                         ids=["det", "solve", "updates"])
def test_the_kernel_holds_one_loop_with_the_pass(fn, args):
    """With the pass the outer loop's kernel holds no inner loop; without it, it does."""
    assert _kernel_loops(fn, *args) == 1
    assert _kernel_loops(fn, *args, drop_pass=True) > 1


def test_loops_of_more_trips_than_max_trips_stay():
    def nine(x):
        return lax.fori_loop(0, 4, lambda i, x: lax.fori_loop(
            0, 9, lambda k, y: y.at[k].multiply(0.5), x), x)
    traced = hostcall.jit(nine).lower(np.ones(9, np.float32)).as_text("traced")
    assert str(passes.run(traced, PASS)).count("stablehlo.while") == 2
    assert str(passes.run(traced, PASS + "{max-trips=9}")).count("stablehlo.while") == 1


def test_loops_whose_counter_indexes_nothing_stay():
    """A loop that only counts (threefry's rounds, ``y * 0.5 + k``) keeps its loop: no
    select to save."""
    def counting(x):
        return lax.fori_loop(0, 4, lambda i, x: lax.fori_loop(
            0, 3, lambda k, y: y * 0.5 + k, x), x)
    traced = hostcall.jit(counting).lower(np.float32(1)).as_text("traced")
    assert str(passes.run(traced, PASS)).count("stablehlo.while") == 2
