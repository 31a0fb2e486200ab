"""hostcall-unroll-small-loops: a counted loop of a few trips inside another loop (the LU
of a small det, solve or inv in a loop body) is unrolled before the outer loop becomes a
kernel, so the kernel holds one loop, and the values stay numpy's."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.api import Lowered

from helpers import iree_compile_raw

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


def flag_loop_over_a_one_trip_loop(a):
    """A while loop on a computed flag whose body runs a one-trip fori_loop: the loop's
    carry ``x`` starts the inner carry ``y``, which only a second inner trip would read."""
    def body(s):
        _, n, x = s
        y, _ = lax.fori_loop(0, 1, lambda k, c: (c[1] + a * n, c[0]), (x, a))
        return (y[0] < 9.0) & (n < 6.0), n + 1.0, y
    return lax.while_loop(lambda s: s[0], body, (True, jnp.float32(1), a))[2]


@pytest.mark.parametrize("jitted", [True, False], ids=["jit", "outside_jit"])
def test_flag_loop_over_a_one_trip_loop_compiles_as_a_host_loop(jitted, caplog):
    """Seed 457 f231's shape, the arrays too large for a loop kernel, through jit and
    called outside jit (where the while_loop is compiled on its own, ``a`` a constant):
    IREE 3.13 crashed compiling both before one-trip loops were unrolled (the canary
    below), and the loop outside jit fell back to running op by op."""
    a = np.linspace(0.25, 2.0, 20000, dtype=np.float32)
    n, x = 1.0, a.copy()
    while True:
        x = a + a * np.float32(n)
        go = x[0] < 9.0 and n < 6.0
        n += 1.0
        if not go:
            break
    fn = hostcall.jit(flag_loop_over_a_one_trip_loop) if jitted else \
        flag_loop_over_a_one_trip_loop
    with caplog.at_level("WARNING", logger="hostcall"):
        got = np.asarray(fn(a))
    np.testing.assert_allclose(got, x, rtol=1e-6)
    assert not [r for r in caplog.records if "could not compile" in r.getMessage()]


ONE_TRIP_LOOP_UNREAD_START = Path(__file__).parent / "inputs" / \
    "one_trip_loop_unread_start.mlir"


@pytest.mark.canary(PASS)
def test_canary_iree_crashes_on_a_one_trip_loop_starting_from_a_carry(tmp_path):
    """When this fails, IREE 3.13's crash on a carry that starts a one-trip loop's carry
    only a second trip would read is gone: one-trip loops need not be unrolled for
    hostcall-guard-unread-carries' sake."""
    done = iree_compile_raw(ONE_TRIP_LOOP_UNREAD_START.read_text(), tmp_path)
    assert done.returncode < 0 or "Please report issues" in done.stderr, done.stderr[-2000:]


def test_one_trip_loops_unrolled_then_guarded_compile(tmp_path):
    """With the loop unrolled, hostcall-guard-unread-carries sees the carry unread and reads
    it through a select (the flag, which only the condition reads, gets one too), and the
    module compiles."""
    text = ONE_TRIP_LOOP_UNREAD_START.read_text()
    unrolled = str(passes.run(text, PASS))
    assert unrolled.count("stablehlo.while") == 1
    guarded = str(passes.run(unrolled, "hostcall-guard-unread-carries"))
    assert guarded.count("stablehlo.select") == unrolled.count("stablehlo.select") + 2
    done = iree_compile_raw(guarded, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
