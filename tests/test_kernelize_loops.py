"""Loops kernelized by hostcall-kernelize-loops give the host loop's results.

Every loop shape runs both ways: with the default pipeline (small loops become one
kernel: a linalg.generic per element, or one scalarized dispatch region) and with the
pass switched off (``max-elements=0 max-scalars=0``: every loop stays a stablehlo.while
run from the host).  Results must agree bit for bit; where the
spec fixes a value (integer division by zero, shifts past the width) it is checked too.
"""
import re

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import io_callback, lax, passes
from hostcall.api import Lowered
from hostcall.runtime import cache, compile_driver

from helpers import iree_compile_raw

PASS = "hostcall-kernelize-loops"
KERNEL = "hostcall.loop_kernel"


def _host_loop_pipeline() -> str:
    return passes.default_pipeline().replace(PASS, PASS + "{max-elements=0 max-scalars=0}")


def _run_both(fn, *args):
    """(kernelized outputs, host-loop outputs, number of kernels in the default program)."""
    lowered = hostcall.jit(fn).lower(*args)
    host = Lowered(lowered.traced, lowered.backend, _host_loop_pipeline())
    assert KERNEL not in host.lowered_text
    kernels = lowered.lowered_text.count(KERNEL)
    flat = [np.asarray(x) for x in args]
    compiled = [low.compile() for low in (lowered, host)]
    # IREE took the kernels: jit did not compile the function again with host loops
    assert compiled[0].as_text().count(KERNEL) == kernels
    outs = [hostcall.tree_util.tree_map(np.asarray, c(*flat)) for c in compiled]
    return outs[0], outs[1], kernels


def _assert_same(a, b):
    la, lb = hostcall.tree_util.tree_leaves(a), hostcall.tree_util.tree_leaves(b)
    assert len(la) == len(lb)
    for x, y in zip(la, lb):
        assert x.dtype == y.dtype and x.shape == y.shape
        bits = f"u{x.dtype.itemsize}"  # floats compared by their bits (NaN and -0.0 too)
        np.testing.assert_array_equal(x.view(bits) if x.dtype.kind == "f" else x,
                                      y.view(bits) if y.dtype.kind == "f" else y)


def test_fori_elementwise_matches_bit_for_bit():
    def f(x):
        return lax.fori_loop(0, 2000, lambda i, x: x * 0.99 + jnp.sin(x) * 0.01, x)
    x = np.float32([0.5, -1.0, 2.0, 30.0, 1e-3])
    k, h, n = _run_both(f, x)
    assert n == 1
    _assert_same(k, h)
    ref = x.astype(np.float64)
    for _ in range(2000):
        ref = ref * 0.99 + np.sin(ref) * 0.01
    np.testing.assert_allclose(k, ref, rtol=1e-4, atol=1e-6)


def test_while_data_dependent_exit_scalar_newton():
    def f(x):
        def body(c):
            i, y = c
            return i + 1, 0.5 * (y + x / y)
        return lax.while_loop(lambda c: (jnp.abs(c[1] * c[1] - x) > 1e-6) & (c[0] < 500),
                              body, (0, x))
    k, h, n = _run_both(f, np.float32(2.0))
    assert n == 1
    _assert_same(k, h)
    assert 3 <= int(k[0]) < 10
    np.testing.assert_allclose(k[1], np.sqrt(2.0), rtol=1e-6)


def test_integer_carry_spec_division_and_shifts():
    def f(a, b):
        def body(i, c):
            q, r, sl, sr, lr = c
            return (q + a // b, r + lax.rem(a, b), sl ^ lax.shift_left(a, b),
                    sr + lax.shift_right_arithmetic(a, b), lr + lax.shift_right_logical(a, b))
        z = jnp.zeros_like(a)
        return lax.fori_loop(0, 3, body, (z, z, z, z, z))
    a = np.int32([7, -7, 7, -2**31, 5, -8, 1, -1])
    b = np.int32([2, 2, 0, -1, 40, 33, 31, -5])
    k, h, n = _run_both(f, a, b)
    assert n == 1
    _assert_same(k, h)
    # spec: x % 0 = x, INT_MIN % -1 = 0; shifts by >= 32 give 0 (or the sign for arithmetic)
    np.testing.assert_array_equal(k[1], 3 * np.int32([1, -1, 7, 0, 5, -8, 1, -1]))
    np.testing.assert_array_equal(k[3], 3 * np.int32([1, -2, 7, -1, 0, -1, 0, -1]))
    np.testing.assert_array_equal(k[4][4:], [0, 0, 0, 0])


def test_integer_division_by_zero_is_minus_one():
    # two trips: a loop of one trip is unrolled (hostcall-unroll-small-loops)
    def f(a, b):
        return lax.fori_loop(0, 2, lambda i, q: q + lax.div(a, b), jnp.zeros_like(a))
    a = np.int32([7, -7, 0, -2**31])
    b = np.int32([0, 0, 0, -1])
    k, h, n = _run_both(f, a, b)
    assert n == 1
    _assert_same(k, h)
    np.testing.assert_array_equal(k, 2 * np.int32([-1, -1, -1, -2**31]))


def test_bool_carry_and_predicates():
    def f(x):
        def body(i, c):
            flag, count = c
            flag = jnp.logical_xor(flag, x > i.astype(jnp.float32))
            return flag, count + flag.astype(jnp.int32)
        return lax.fori_loop(0, 10, body, (x > 3.0, jnp.zeros(x.shape, jnp.int32)))
    x = np.float32([0.0, 2.5, 4.0, 9.5, np.nan, -1.0])
    k, h, n = _run_both(f, x)
    assert n == 1
    _assert_same(k, h)
    assert k[0].dtype == np.bool_


def test_nested_loops_and_cond_and_switch():
    def f(x):
        def outer(i, x):
            x = lax.fori_loop(0, 5, lambda j, y: y * 0.9 + 0.1 * j.astype(jnp.float32), x)
            x = lax.cond(i % 2 == 0, lambda y: y + 1.0, lambda y: y - 0.5, x)
            return lax.switch(i % 3, [lambda y: y, lambda y: y * 1.01, lambda y: -y], x)
        return lax.fori_loop(0, 20, outer, x)
    k, h, n = _run_both(f, np.float32([1.0, -2.0, 0.25]))
    assert n == 1
    _assert_same(k, h)


def test_min_max_nan_and_clamp():
    def f(x):
        def body(i, c):
            return jnp.clip(jnp.maximum(c, x) * 1.5 - jnp.minimum(c, -x), -100.0, 100.0)
        return lax.fori_loop(0, 7, body, x)
    x = np.float32([1.0, np.nan, -3.0, np.inf, -0.0])
    k, h, n = _run_both(f, x)
    assert n == 1
    _assert_same(k, h)
    assert np.isnan(k[1])


def test_iota_and_converts():
    def f(x):
        def body(i, c):
            idx = lax.iota(jnp.int32, 6).astype(jnp.float32)
            return (c + idx * 0.5).astype(jnp.float16).astype(jnp.float32) + jnp.floor(c)
        return lax.fori_loop(0, 4, body, x)
    k, h, n = _run_both(f, np.linspace(-2, 2, 6).astype(np.float32))
    assert n == 1
    _assert_same(k, h)


def test_fori_under_vmap():
    def step(x):
        return lax.fori_loop(0, 300, lambda i, x: x * 0.99 + jnp.tanh(x) * 0.01, x)
    x = np.random.default_rng(0).standard_normal((40, 3)).astype(np.float32)
    k, h, n = _run_both(hostcall.vmap(step), x)
    assert n == 1
    _assert_same(k, h)


def test_fori_under_grad_matches():
    def loss(x):
        y = lax.fori_loop(0, 50, lambda i, x: x * 0.99 + jnp.sin(x) * 0.01, x)
        return jnp.sum(y * y)
    x = np.float32([0.5, -1.0, 2.0])
    k, h, n = _run_both(hostcall.grad(loss), x)
    assert n == 2  # the forward loop stacking residuals in memory, the backward loop
    _assert_same(k, h)
    eps = 1e-2  # central differences of the float64 loop
    ref = np.zeros(3)
    for j in range(3):
        def loss64(x):
            for _ in range(50):
                x = x * 0.99 + np.sin(x) * 0.01
            return np.sum(x * x)
        e = np.eye(3)[j] * eps
        ref[j] = (loss64(x + e) - loss64(x - e)) / (2 * eps)
    np.testing.assert_allclose(k, ref, rtol=1e-3)


def test_rk4_scan_with_long_ys_in_memory():
    def f(s):
        return lax.scan(_rk4, s, None, length=1000)
    s = np.float32([0.5, 0.0])
    k, h, n = _run_both(f, s)
    assert n == 1 and _form(f, s) == "scalarized"
    _assert_same(k, h)
    assert k[1].shape == (1000,) and k[1][0] == s[0]


def _form(fn, *args) -> str:
    text = hostcall.jit(fn).lower(*args).lowered_text
    return "scalarized" if 'loop_kernel = "scalarized"' in text else \
        "elementwise" if 'loop_kernel = "elementwise"' in text else "host"


def test_scan_with_xs_and_ys_matches():
    def f(c, xs):
        return lax.scan(lambda c, x: (c * 0.5 + x, c * x), c, xs)
    args = np.float32(1.0), np.arange(8, dtype=np.float32)
    k, h, n = _run_both(f, *args)
    assert n == 1 and _form(f, *args) == "scalarized"
    _assert_same(k, h)
    c, ys = np.float32(1.0), []
    for x in args[1]:
        ys.append(c * x)
        c = c * np.float32(0.5) + x
    np.testing.assert_array_equal(k[1], ys)
    np.testing.assert_array_equal(k[0], c)


def _deriv(s):
    return jnp.stack([s[1], -jnp.sin(s[0])])


def _rk4(s, _):
    dt = 0.01
    k1 = _deriv(s)
    k2 = _deriv(s + dt / 2 * k1)
    k3 = _deriv(s + dt / 2 * k2)
    k4 = _deriv(s + dt * k3)
    return s + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4), s[0]


def test_rk4_scan_scalarized():
    def f(s):
        return lax.scan(_rk4, s, None, length=40)
    s = np.float32([0.5, 0.0])
    k, h, n = _run_both(f, s)
    assert n == 1 and _form(f, s) == "scalarized"
    _assert_same(k, h)
    # energy of the pendulum is conserved by RK4 to O(dt^4)
    energy = lambda s: 0.5 * s[1] ** 2 - np.cos(s[0])  # noqa: E731
    np.testing.assert_allclose(energy(k[0]), energy(s), atol=1e-5)


def test_rk4_under_vmap():
    def f(s):
        return lax.scan(lambda s, x: (_rk4(s, x)[0], None), s, None, length=30)[0]
    s = np.random.default_rng(1).standard_normal((20, 2)).astype(np.float32)
    k, h, n = _run_both(hostcall.vmap(f), s)
    assert n == 1
    _assert_same(k, h)


def test_rk4_under_vmap_past_max_scalars_runs_batched():
    def f(s):
        return lax.scan(lambda s, x: (_rk4(s, x)[0], None), s, None, length=30)[0]
    s = np.random.default_rng(2).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, s)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(s).lowered_text
    _assert_same(k, h)
    ref = s.astype(np.float64)  # every row's float64 RK4
    d = lambda s: np.stack([s[:, 1], -np.sin(s[:, 0])], axis=1)  # noqa: E731
    for _ in range(30):
        k1 = d(ref)
        k2 = d(ref + 0.005 * k1)
        k3 = d(ref + 0.005 * k2)
        k4 = d(ref + 0.01 * k3)
        ref = ref + 0.01 / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    np.testing.assert_allclose(k, ref, rtol=1e-4, atol=1e-5)


def test_batched_integer_rows_rotate_with_a_shared_counter():
    def f(x):
        def body(i, x):
            r = jnp.concatenate([x[1:], x[:1]])
            return r * 3 + i - (x >> 1)
        return lax.fori_loop(0, 20, body, x)
    x = np.random.default_rng(3).integers(-1000, 1000, (70, 3)).astype(np.int32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, x)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(x).lowered_text
    _assert_same(k, h)
    ref = x.copy()
    with np.errstate(over="ignore"):
        for i in range(20):
            ref = np.roll(ref, -1, axis=1) * np.int32(3) + np.int32(i) - (ref >> 1)
    np.testing.assert_array_equal(k, ref)


def test_batched_row_reductions():
    def f(x):
        return lax.fori_loop(0, 40, lambda i, x: jnp.tanh(
            x * 0.9 + jnp.sum(jnp.tanh(x)) * 0.01 - jnp.max(x) * 0.02), x)
    x = np.random.default_rng(4).standard_normal((90, 3)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, x)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(x).lowered_text
    _assert_same(k, h)
    ref = x.astype(np.float64)
    for _ in range(40):
        ref = np.tanh(ref * 0.9 + np.tanh(ref).sum(1, keepdims=True) * 0.01
                      - ref.max(1, keepdims=True) * 0.02)
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-6)


def test_batched_scan_reads_xs_in_place():
    def g(c, xs):
        return lax.scan(lambda c, x: (c * 0.5 + x[0] - x[1] * c, None), c, xs)[0]
    c = np.random.default_rng(5).standard_normal((100, 3)).astype(np.float32)
    xs = np.random.default_rng(6).standard_normal((100, 8, 2, 3)).astype(np.float32)
    fn = hostcall.vmap(g)
    k, h, n = _run_both(fn, c, xs)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(c, xs).lowered_text
    _assert_same(k, h)
    ref = c.copy()
    for t in range(8):
        ref = ref * np.float32(0.5) + xs[:, t, 0] - xs[:, t, 1] * ref
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-5)


def test_batched_scan_writes_ys_in_place():
    def f(s):
        return lax.scan(_rk4, s, None, length=100)
    s = np.random.default_rng(9).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, s)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(s).lowered_text
    _assert_same(k, h)
    final, ys = k
    assert ys.shape == (100, 100)
    np.testing.assert_array_equal(ys[:, 0], s[:, 0])  # each row's angle before each step
    single = hostcall.jit(f)(s[7])
    np.testing.assert_allclose(ys[7], np.asarray(single[1]), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(final[7], np.asarray(single[0]), rtol=1e-6, atol=1e-6)


def test_batched_scan_with_xs_and_ys():
    def g(c, xs):
        return lax.scan(lambda c, x: (c * 0.5 + x, c * x), c, xs)
    c = np.random.default_rng(5).standard_normal(100).astype(np.float32)
    xs = np.random.default_rng(6).standard_normal((100, 8)).astype(np.float32)
    fn = hostcall.vmap(g)
    k, h, n = _run_both(fn, c, xs)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(c, xs).lowered_text
    _assert_same(k, h)
    ref, ys = c.copy(), []
    for t in range(8):
        ys.append(ref * xs[:, t])
        ref = ref * np.float32(0.5) + xs[:, t]
    np.testing.assert_array_equal(k[1], np.stack(ys, axis=1))
    np.testing.assert_array_equal(k[0], ref)


def test_batched_nested_loops():
    def f(s):
        def outer(i, s):
            def inner(j, s):
                return jnp.concatenate([s[1:], jnp.sin(s[:1])]) * 0.9 + 0.1 * j
            return lax.fori_loop(0, 4, inner, s) + i
        return lax.fori_loop(0, 10, outer, s)
    s = np.random.default_rng(10).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, s)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(s).lowered_text
    _assert_same(k, h)
    ref = s.astype(np.float64)
    for i in range(10):
        for j in range(4):
            ref = np.stack([ref[:, 1], np.sin(ref[:, 0])], axis=1) * 0.9 + 0.1 * j
        ref = ref + i
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-5)


def test_batched_form_refuses_an_inner_loop_whose_exit_depends_on_the_row():
    def f(s):
        def outer(i, s):
            return lax.while_loop(
                lambda c: c[0] < c[1][0] + 3,
                lambda c: (c[0] + 1.0, jnp.concatenate([c[1][1:], c[1][:1]]) * 0.9),
                (0.0, s))[1] + i
        return lax.fori_loop(0, 10, outer, s)
    s = np.random.default_rng(10).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f)
    assert '"batched"' not in hostcall.jit(fn).lower(s).lowered_text
    k, h, _ = _run_both(fn, s)
    _assert_same(k, h)


def test_batched_matrix_loop_with_an_unbatched_matrix():
    def f(x, a):  # under vmap: dot_general(a, x) puts the batch second, a transpose back
        return lax.fori_loop(0, 50, lambda i, x: jnp.tanh(a @ x), x)
    a = np.float32([[0.9, 0.1], [-0.1, 0.9]])
    x = np.random.default_rng(11).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f, in_axes=(0, None))
    k, h, n = _run_both(fn, x, a)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(x, a).lowered_text
    _assert_same(k, h)
    ref = x.astype(np.float64)
    for _ in range(50):
        ref = np.tanh(ref @ a.T.astype(np.float64))
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("addend", ["state", "splat"])
def test_batched_matrix_loop_sums_start_from_the_addend(addend):
    """Under vmap `x + a @ x` and `a @ x + 0.5` go dot_general, transpose, reshape, add:
    the host loop's sums start from the addend (IREE folds the add), and so do the
    kernel's."""
    a = (0.3 * np.random.default_rng(1).standard_normal((4, 4))).astype(np.float32)

    def f(x):
        step = (lambda x: x + a @ x) if addend == "state" else (lambda x: a @ x + 0.5)
        return lax.fori_loop(0, 30, lambda i, x: jnp.tanh(step(x)), x)
    x = np.random.default_rng(2).standard_normal((40, 4)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, x)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(x).lowered_text
    _assert_same(k, h)
    ref, a64 = x.astype(np.float64), a.astype(np.float64)
    for _ in range(30):
        ref = np.tanh(ref + ref @ a64.T if addend == "state" else ref @ a64.T + 0.5)
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-6)


def test_batched_cond_and_switch_on_the_counter():
    def f(s):
        def body(i, s):
            s = jnp.concatenate([s[1:], jnp.sin(s[:1])]) * 0.9
            s = lax.cond(i % 3 == 0, lambda s: s / jnp.max(jnp.abs(s)), lambda s: s + 0.5, s)
            return lax.switch(i % 4, [lambda s: s, lambda s: s * 2.0,
                                      lambda s: jnp.zeros_like(s), lambda s: -s], s)
        return lax.fori_loop(0, 22, body, s)
    s = np.random.default_rng(12).standard_normal((100, 2)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, s)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(s).lowered_text
    _assert_same(k, h)
    ref = s.astype(np.float64)
    with np.errstate(invalid="ignore"):  # 0 / 0 right after the zeros branch ran
        for i in range(22):
            ref = np.stack([ref[:, 1], np.sin(ref[:, 0])], 1) * 0.9
            ref = ref / np.abs(ref).max(1, keepdims=True) if i % 3 == 0 else ref + 0.5
            ref = [ref, ref * 2, np.zeros_like(ref), -ref][i % 4]
    np.testing.assert_allclose(k, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("batch", [2, 20, 33])
def test_batched_matrices_with_row_sums_and_transposes(batch):
    def f(m):  # 64 elements a row; 8 sums each (a reduce giving several values per row)
        return lax.fori_loop(0, 15, lambda i, m: jnp.tanh(
            jnp.swapaxes(m, 0, 1) * 0.5 - jnp.sum(m, axis=1, keepdims=True)), m)
    m = np.random.default_rng(batch).standard_normal((batch, 8, 8)).astype(np.float32)
    fn = hostcall.vmap(f)
    k, h, n = _run_both(fn, m)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(m).lowered_text
    _assert_same(k, h)
    ref = m.astype(np.float64)
    for _ in range(15):
        ref = np.tanh(np.swapaxes(ref, 1, 2) * 0.5 - ref.sum(2, keepdims=True))
    np.testing.assert_allclose(k, ref, rtol=1e-4, atol=1e-5)


def test_reverse_scalarized_and_batched():
    def f(x):
        return lax.fori_loop(0, 9, lambda i, x: jnp.where(x[:1] > 0, x[::-1], -x) * 0.9, x)
    x = np.random.default_rng(13).standard_normal((50, 3)).astype(np.float32)
    ref = x.copy()
    for _ in range(9):
        ref = np.where(ref[:, :1] > 0, ref[:, ::-1], -ref) * np.float32(0.9)
    for fn, args, form, want in ((f, (x[3],), "scalarized", ref[3]),
                                 (hostcall.vmap(f), (x,), "batched", ref)):
        k, h, n = _run_both(fn, *args)
        assert n == 1 and f'loop_kernel = "{form}"' in hostcall.jit(fn).lower(*args).lowered_text
        _assert_same(k, h)
        np.testing.assert_array_equal(k, want)


def test_batched_dynamic_slice_clamps_like_the_spec():
    def g(c, table):
        def body(i, c):
            w = lax.dynamic_slice_in_dim(table, i * 3 - 4, 2)  # starts -4 .. 14, clamped
            return c * 0.5 + w
        return lax.fori_loop(0, 7, body, c)
    c = np.random.default_rng(7).standard_normal((70, 2)).astype(np.float32)
    table = np.random.default_rng(8).standard_normal((70, 9)).astype(np.float32)
    fn = hostcall.vmap(g)
    k, h, n = _run_both(fn, c, table)
    assert n == 1 and 'loop_kernel = "batched"' in hostcall.jit(fn).lower(c, table).lowered_text
    _assert_same(k, h)
    ref = c.copy()
    for i in range(7):
        s = min(max(i * 3 - 4, 0), 9 - 2)
        ref = ref * np.float32(0.5) + table[:, s:s + 2]
    np.testing.assert_array_equal(k, ref)


def test_rk4_under_grad_both_loops_kernelized():
    def loss(s):
        f = lax.scan(lambda s, x: (_rk4(s, x)[0], None), s, None, length=30)[0]
        return jnp.sum(f * f)
    s = np.float32([0.5, 0.3])
    k, h, n = _run_both(hostcall.grad(loss), s)
    assert n == 2  # the backward loop's pads (the transpose of slices) are scalarized too
    _assert_same(k, h)

    def loss64(s):
        for _ in range(30):
            d = lambda s: np.array([s[1], -np.sin(s[0])])  # noqa: E731
            k1 = d(s)
            k2 = d(s + 0.005 * k1)
            k3 = d(s + 0.005 * k2)
            k4 = d(s + 0.01 * k3)
            s = s + 0.01 / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return np.sum(s * s)
    eps = 1e-3
    ref = [(loss64(s + e) - loss64(s - e)) / (2 * eps) for e in np.eye(2) * eps]
    np.testing.assert_allclose(k, ref, rtol=1e-4)


def test_pad_edges_and_interior_in_a_loop():
    def f(x, fill):
        def body(i, x):
            y = lax.pad(x, fill, [(2, -3, 1)])  # 2 fills, x0 fill x1 ... cropped by 3
            return x * 2 + y[:4] - lax.pad(x[1:], fill, [(0, 1, 0)])
        return lax.fori_loop(0, 3, body, x)
    x, fill = np.int32([1, -2, 5, 7]), np.int32(3)
    k, h, n = _run_both(f, x, fill)
    assert n == 1 and _form(f, x, fill) == "scalarized"
    _assert_same(k, h)
    ref = x.copy()
    for _ in range(3):
        full = np.full(2 + 4 + 3, fill)  # low 2, 4 elements, 3 interior fills
        full[2::2] = ref
        ref = ref * 2 + full[:-3][:4] - np.append(ref[1:], fill)
    np.testing.assert_array_equal(k, ref)


def test_small_matrix_loop_dot_and_reduce():
    def f(a, x):
        def body(i, x):
            y = a @ x
            return y / jnp.sqrt(jnp.sum(y * y))
        return lax.fori_loop(0, 25, body, x)
    a = np.float32([[2, 1, 0], [1, 3, 1], [0, 1, 4]])
    k, h, n = _run_both(f, a, np.ones(3, np.float32))
    assert n == 1 and _form(f, a, np.ones(3, np.float32)) == "scalarized"
    _assert_same(k, h)
    w, v = np.linalg.eigh(a.astype(np.float64))  # power iteration: the top eigenvector
    np.testing.assert_allclose(np.abs(k), np.abs(v[:, -1]), atol=1e-4)


def test_kalman_filter_scan_sums_start_from_the_addend():
    """`x + k @ v` and `f @ p @ f.T + q`: IREE folds the add into the product's
    accumulator in the host loop; the kernel's sums start from the addend too."""
    f = np.eye(4, dtype=np.float32) + np.float32(0.1) * np.eye(4, k=2, dtype=np.float32)
    h = np.eye(2, 4, dtype=np.float32)
    q = np.float32(0.01) * np.eye(4, dtype=np.float32)
    r = np.float32(0.1) * np.eye(2, dtype=np.float32)

    def kalman(zs):
        def step(c, z):
            x, p = c
            x = f @ x
            p = f @ p @ f.T + q
            s = h @ p @ h.T + r
            det = s[0, 0] * s[1, 1] - s[0, 1] * s[1, 0]
            s_inv = jnp.stack([jnp.stack([s[1, 1], -s[0, 1]]),
                               jnp.stack([-s[1, 0], s[0, 0]])]) / det
            k = p @ h.T @ s_inv
            x = x + k @ (z - h @ x)
            return (x, (np.eye(4, dtype=np.float32) - k @ h) @ p), x[0]
        return lax.scan(step, (jnp.zeros(4, jnp.float32), jnp.eye(4, dtype=jnp.float32)), zs)
    zs = np.random.default_rng(3).standard_normal((60, 2)).astype(np.float32)
    k, hl, n = _run_both(kalman, zs)
    assert n == 1 and _form(kalman, zs) == "scalarized"
    _assert_same(k, hl)
    x, p, ys = np.zeros(4), np.eye(4), []
    for z in zs.astype(np.float64):
        x, p = f @ x, f @ p @ f.T + q
        gain = p @ h.T @ np.linalg.inv(h @ p @ h.T + r)
        x, p = x + gain @ (z - h @ x), (np.eye(4) - gain @ h) @ p
        ys.append(x[0])
    np.testing.assert_allclose(k[1], ys, atol=1e-5)
    np.testing.assert_allclose(k[0][1], p, atol=1e-5)


def test_dynamic_slices_clamp_like_the_spec():
    def f(x, start):
        def body(i, c):
            window = lax.dynamic_slice(x, (start + i,), (2,))
            return lax.dynamic_update_slice(c, window * 2.0, (i - 1,))
        return lax.fori_loop(0, 6, body, jnp.zeros(3, jnp.float32))
    x = np.arange(5, dtype=np.float32)
    for start in (np.int32(-3), np.int32(1), np.int32(7)):
        k, h, n = _run_both(f, x, start)
        assert n == 1
        _assert_same(k, h)
    # start 1: from i = 2 on, the reads start at 3 and the writes at 1 (both clamped)
    k, _, _ = _run_both(f, x, np.int32(1))
    np.testing.assert_array_equal(k, [4.0, 6.0, 8.0])


def test_loop_with_callback_stays_a_host_loop():
    seen = []

    def f(x):
        def body(i, x):
            io_callback(lambda v: seen.append(float(v)), None, i.astype(jnp.float32),
                        ordered=True)
            return x + 1.0
        return lax.fori_loop(0, 3, body, x)
    lowered = hostcall.jit(f).lower(np.float32(0))
    assert KERNEL not in lowered.lowered_text
    assert float(lowered.compile()(np.float32(0))) == 3.0
    assert seen == [0.0, 1.0, 2.0]


def test_max_elements_bounds_the_state():
    def f(x):
        return lax.fori_loop(0, 3, lambda i, x: x * 2.0, x)
    x = np.ones(20000, np.float32)  # past 128 x max-elements: not even tiled
    k, h, n = _run_both(f, x)
    assert n == 0
    _assert_same(k, h)
    np.testing.assert_array_equal(k, np.full(20000, 8.0, np.float32))
    small = hostcall.jit(f).lower(np.ones(127, np.float32))  # + the counter
    assert small.lowered_text.count('"vectorized"') == 1
    tiled = hostcall.jit(f).lower(np.ones(200, np.float32))
    assert tiled.lowered_text.count('"tiled"') == 1


@pytest.mark.parametrize("dtype", [np.float64, np.int64])
def test_64_bit_carries(x64, dtype):
    def f(x):
        return lax.fori_loop(0, 100, lambda i, x: x * 3 // 2 - x + i.astype(x.dtype), x)
    k, h, n = _run_both(f, np.arange(-3, 3).astype(dtype))
    assert n == 1
    _assert_same(k, h)
    assert k.dtype == dtype


def test_inspect_lists_kernels_and_host_loops(capsys, tmp_path):
    from hostcall.tools import cli

    def f(x):
        y = lax.fori_loop(0, 10, lambda i, x: x * 0.5 + 1.0, x)
        return lax.fori_loop(0, 4, lambda i, y: jnp.sort(y) + 1.0, y)
    # rows of 40: longer than a kernel's sorting network (MAX_SORTED_ROW)
    lowered = hostcall.jit(f).lower(np.ones(40, np.float32))
    for stage, first in (("traced", "kernelizable"), ("optimized", "kernel")):
        path = tmp_path / f"{stage}.mlir"
        path.write_text(lowered.as_text(stage))
        assert cli.main(["inspect", str(path)]) == 0
        out = capsys.readouterr().out
        rows = [ln.split() for ln in out.split("loops:\n")[1].splitlines()[1:]]
        assert [r[1] for r in rows] == [first, "host"]
        assert "stablehlo.sort of rows of 40" in out  # why the second loop stays on the host


def test_inspect_names_the_batched_form_and_why_rows_mix(capsys, tmp_path):
    from hostcall.tools import cli

    def f(x):
        return lax.fori_loop(0, 5, lambda i, x: jnp.concatenate([x[1:], x[:1]]) * 0.5, x)

    def g(x):  # rotates and sums along the leading dimension: rows mix
        return lax.fori_loop(0, 5, lambda i, x: jnp.concatenate([x[1:], x[:1]]) * 0.5
                             + jnp.sum(x, axis=0), x)
    x = np.ones((100, 2), np.float32)
    for fn, verdict, detail in ((hostcall.vmap(f), "kernelizable", "batched"),
                                (g, "host", "batched: stablehlo.slice mixes the rows")):
        path = tmp_path / "traced.mlir"
        path.write_text(hostcall.jit(fn).lower(x).as_text("traced"))
        assert cli.main(["inspect", str(path)]) == 0
        out = capsys.readouterr().out.split("loops:\n")[1]
        assert out.splitlines()[1].split()[1] == verdict and detail in out


def test_long_stacks_are_written_into_the_result_buffer():
    """Residuals of 2000 steps (48 KiB) exceed the kernel's stack: the zero-initialised
    stacks are made inside the kernel, so they live in its result buffers."""
    def loss(x):
        return jnp.sum(lax.fori_loop(0, 2000, lambda i, x: jnp.sin(x) * 0.9, x))
    x = np.float32([0.5, -1.0, 2.0])
    k, h, n = _run_both(hostcall.grad(loss), x)
    assert n == 2  # the forward loop stacking its residuals, the backward loop
    _assert_same(k, h)
    ref, grad = x.astype(np.float64), np.ones(3)
    for _ in range(2000):
        grad, ref = grad * np.cos(ref) * 0.9, np.sin(ref) * 0.9
    np.testing.assert_allclose(k, grad, rtol=1e-3, atol=1e-30)


def test_long_ys_are_written_into_the_result_buffer():
    """A scan's 4000 x 2 ys (32 KiB, past the stack) returned whole, bit for bit."""
    def f(s):
        def step(s, _):
            s = jnp.stack([s[0] * 0.999 + s[1] * 0.01, s[1] * 0.999 - s[0] * 0.01])
            return s, s * 2.0
        return lax.scan(step, s, None, length=4000)
    s = np.float32([1.0, 0.0])
    k, h, n = _run_both(f, s)
    assert n == 1
    _assert_same(k, h)
    ref, ys = s.astype(np.float64), []
    for _ in range(4000):
        ref = np.array([ref[0] * 0.999 + ref[1] * 0.01, ref[1] * 0.999 - ref[0] * 0.01])
        ys.append(ref * 2.0)
    np.testing.assert_allclose(k[1], np.array(ys), rtol=1e-3, atol=1e-4)


def test_vmap_of_elementwise_loop_runs_tile_by_tile():
    """Batch 70 x 3 (210 elements, past max-elements): the tiled form, the last of its
    7 tiles of 32 masked; a per-batch coefficient read from outside, the counter returned."""
    def f(x, c):
        def body(carry):
            i, x = carry
            return i + 1, x * c + jnp.sin(x) * 0.01
        return lax.while_loop(lambda carry: carry[0] < 500, body, (0, x))
    rng = np.random.default_rng(1)
    x = rng.standard_normal((70, 3)).astype(np.float32)
    c = rng.uniform(0.9, 0.99, (70, 3)).astype(np.float32)
    fn = hostcall.vmap(f)
    assert "tiled" in hostcall.jit(fn).lower(x, c).lowered_text
    k, h, n = _run_both(fn, x, c)
    assert n == 1
    _assert_same(k, h)
    np.testing.assert_array_equal(k[0], np.full(70, 500, np.int32))
    ref = x.astype(np.float64)
    for _ in range(500):
        ref = ref * c + np.sin(ref) * 0.01
    np.testing.assert_allclose(k[1], ref, rtol=1e-4, atol=1e-6)


def test_tiled_form_refuses_state_shaped_iota():
    """Each tile would see the same positions: such a loop stays out of the tiled form."""
    def f(x):
        return lax.fori_loop(0, 10, lambda i, x: x + lax.iota(np.float32, 300) * 0.5, x)
    x = np.zeros(300, np.float32)
    text = hostcall.jit(f).lower(x).lowered_text
    assert "tiled" not in text
    k, h, n = _run_both(f, x)
    _assert_same(k, h)
    np.testing.assert_array_equal(k, np.arange(300, dtype=np.float32) * 5.0)


def test_tiled_integer_loop_with_division_matches_spec():
    """150 int32 elements (the last tile holds 22): division and remainder follow the spec
    (x / 0 = -1, x % 0 = x) and the masked lanes of the last tile are never written."""
    def f(x, d):
        return lax.fori_loop(0, 20, lambda i, x: lax.div(x, d) + lax.rem(x, d) + i, x)
    rng = np.random.default_rng(2)
    x = rng.integers(-1000, 1000, (50, 3)).astype(np.int32)
    d = rng.integers(-3, 4, (50, 3)).astype(np.int32)
    assert '"tiled"' in hostcall.jit(f).lower(x, d).lowered_text
    k, h, n = _run_both(f, x, d)
    assert n == 1
    _assert_same(k, h)
    ref = x.astype(np.int64)
    for i in range(20):
        safe = np.where(d == 0, 1, d)
        q = np.where(d == 0, -1, np.trunc(ref / safe).astype(np.int64))
        r = np.where(d == 0, ref, ref - np.trunc(ref / safe).astype(np.int64) * safe)
        ref = q + r + i
    np.testing.assert_array_equal(k, ref.astype(np.int32))


def test_stacks_of_several_types_and_booleans():
    """ys of one shape but different element types get their own fills; boolean ys
    (held as bytes in the kernel, as IREE stores boolean tensors) too.  Same bits both
    ways."""
    def f(s):
        def step(s, _):
            s = s * 0.9 + 1.0
            return s, (s, s.astype(np.int32), s > 5.0)
        return lax.scan(step, s, None, length=50)
    s = np.float32([1.0, 7.0, -2.0])
    k, h, n = _run_both(f, s)
    _assert_same(k, h)
    assert n == 1
    assert k[1][2].dtype == np.bool_
    np.testing.assert_array_equal(k[1][2], k[1][0] > 5.0)
    assert k[1][2][:, 2].any() and not k[1][2][0].all()  # both values occur
    def g(s):
        def step(s, _):
            s = s * 0.9 + 1.0
            return s, (s, s.astype(np.int32))
        return lax.scan(step, s, None, length=3000)
    k, h, n = _run_both(g, s)
    assert n == 1
    _assert_same(k, h)
    ref, ys = s.astype(np.float64), []
    for _ in range(3000):
        ref = ref * 0.9 + 1.0
        ys.append(ref)
    np.testing.assert_allclose(k[1][0], np.array(ys), rtol=1e-5)
    np.testing.assert_array_equal(k[1][1], k[1][0].astype(np.int32))



def test_boolean_mask_read_and_boolean_flags_carried_in_a_scalarized_loop():
    """A boolean argument read whole and a boolean carry (each element a scalar in the
    kernel, the tensors held as bytes at its boundary)."""
    def f(x, mask):
        def body(i, c):
            x, flags = c
            x = jnp.where(mask, x[::-1] * 0.5, 1.0 - x)
            return x, flags ^ (x > 0.25)
        return lax.fori_loop(0, 9, body, (x, jnp.zeros(3, bool)))
    x, mask = np.float32([0.9, -0.3, 0.2]), np.array([True, False, True])
    k, h, n = _run_both(f, x, mask)
    assert n == 1 and _form(f, x, mask) == "scalarized"
    _assert_same(k, h)
    ref, flags = x.copy(), np.zeros(3, bool)
    for _ in range(9):
        ref = np.where(mask, ref[::-1] * np.float32(0.5), np.float32(1) - ref)
        flags = flags ^ (ref > 0.25)
    np.testing.assert_array_equal(k[0], ref)
    np.testing.assert_array_equal(k[1], flags)

# ---------------------------------------------------------------- gathers from constant tables
def _run_with(fn, option, *args):
    """(outputs with the pass given ``option``, host-loop outputs, the kernels' forms)."""
    lowered = hostcall.jit(fn).lower(*args)
    pipeline = passes.default_pipeline().replace(PASS, PASS + option)
    low = Lowered(lowered.traced, lowered.backend, pipeline)
    host = Lowered(lowered.traced, lowered.backend, _host_loop_pipeline())
    forms = re.findall(r'loop_kernel = "(\w+)"', low.lowered_text)
    flat = [np.asarray(x) for x in args]
    outs = [hostcall.tree_util.tree_map(np.asarray, lo.compile()(*flat)) for lo in (low, host)]
    return outs[0], outs[1], forms


def _trig_step(x):
    return x * 0.9 + jnp.sin(x) * 0.05 + jnp.cos(x * 3.0) * 0.05 + jnp.tan(x * 0.01) * 0.01


@pytest.mark.parametrize("form, option, shape", [
    ("vectorized", "", (8,)), ("vectorized", "", (2, 4)),  # 2-D: lanes gathered as 1-D
    ("elementwise", "{vectorize=false}", (8,)), ("scalarized", "", (8,))])
def test_trig_loops_kernelize_in_every_form(form, option, shape):
    """sin/cos/tan read hostcall-reduce-trig's table (a gather) every step."""
    x = np.float32([0.5, -1.0, 2.0, 30.0, 1e-3, 1e5, -3e7, 7e3]).reshape(shape)
    if form == "scalarized":  # two state shapes: only the scalarized form applies
        def f(x, y):
            def body(i, c):
                y = _trig_step(c[1])
                return _trig_step(c[0]), jnp.concatenate([y[1:], y[:1]])
            return lax.fori_loop(0, 300, body, (x, y))
        args = (x, x[:3] * 2)
    else:
        def f(x):
            return lax.fori_loop(0, 300, lambda i, x: _trig_step(x), x)
        args = (x,)
    k, h, forms = _run_with(f, option, *args)
    assert forms == [form]
    _assert_same(k, h)
    assert np.all(np.isfinite(hostcall.tree_util.tree_leaves(k)[0]))


@pytest.mark.parametrize("option", ["", "{vectorize=false}"])
def test_trig_in_a_kernel_is_correctly_rounded(option):
    """A kernel's sin/cos/tan of x, 2x, 3x summed in f32 equal numpy's rounded values."""
    x = np.float32([0.5, -1.0, 2.0, 30.0, 1e-3, 1e5, -3e7, 7e3, 1e30, -3e-5])

    def f(x):
        def body(i, c):
            xk = c[0] * (i + 1).astype(jnp.float32)
            return c[0], c[1] + jnp.sin(xk), c[2] + jnp.cos(xk), c[3] + jnp.tan(xk)
        z = jnp.zeros_like(x)
        return lax.fori_loop(0, 3, body, (x, z, z, z))[1:]
    k, h, forms = _run_with(f, option, x)
    assert forms == (["vectorized"] if option == "" else ["elementwise"])
    _assert_same(k, h)
    for got, fn in zip(k, (np.sin, np.cos, np.tan)):
        want = np.zeros_like(x)
        for step in (1, 2, 3):
            xk = x * np.float32(step)
            want = want + fn(xk.astype(np.float64)).astype(np.float32)
        np.testing.assert_array_equal(got, want)


def test_constant_table_indexed_in_a_loop():
    """jnp indexing of a constant (negative indices wrap, past the end clamps), scalarized."""
    table = np.float32([0.5, -1.25, 3.0, 7.5, -0.125, 2.0, 9.0])

    def f(i0, acc):
        def body(k, c):
            i, a = c
            return (i * 3 + 1) % 11 - 2, a * 0.5 + jnp.asarray(table)[i]
        return lax.fori_loop(0, 20, body, (i0, acc))
    args = np.int32([0, 1, 5, 6]), np.zeros(4, np.float32)
    k, h, forms = _run_with(f, "", *args)
    assert forms == ["scalarized"]
    _assert_same(k, h)
    i, a = args
    for _ in range(20):
        a = a * np.float32(0.5) + table[np.clip(np.where(i < 0, i + 7, i), 0, 6)]
        i = (i * 3 + 1) % 11 - 2
    np.testing.assert_array_equal(k[1], a)
    np.testing.assert_array_equal(k[0], i)


def test_lax_gather_of_index_pairs_clamps():
    """lax.gather (mode clip) of single elements of a 2-D table by (row, column) pairs."""
    table = np.arange(12, dtype=np.float32).reshape(3, 4) * 1.5
    dn = lax.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0, 1),
                                    start_index_map=(0, 1))

    def f(idx, acc):
        def body(k, c):
            i, a = c
            v = lax.gather(table, i, dn, (1, 1), mode="clip")
            return i + jnp.int32([[1, -1], [2, 1], [-1, 3]]), a + v
        return lax.fori_loop(0, 6, body, (idx, acc))
    args = np.int32([[0, 0], [-2, 1], [2, 5]]), np.zeros(3, np.float32)
    k, h, forms = _run_with(f, "", *args)
    assert forms == ["scalarized"]
    _assert_same(k, h)
    i, a = args
    for _ in range(6):
        a = a + table[np.clip(i[:, 0], 0, 2), np.clip(i[:, 1], 0, 3)]
        i = i + np.int32([[1, -1], [2, 1], [-1, 3]])
    np.testing.assert_array_equal(k[1], a)


_FOREIGN_GATHER = """
func.func @main(%i0: tensor<{s}i32>, %a0: tensor<{s}f32>) -> tensor<{s}f32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  {outside}
  %r:3 = stablehlo.while(%k = %c0, %i = %i0, %a = %a0) : tensor<i32>, tensor<{s}i32>, tensor<{s}f32>
  cond {{
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    {inside}
    %g = "stablehlo.gather"(%t, %i) <{{dimension_numbers = #stablehlo.gather<
        collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = {rank}>,
        indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}}>
        : (tensor<3x4xf32>, tensor<{s}i32>) -> tensor<{s}f32>
    %a2 = stablehlo.add %a, %g : tensor<{s}f32>
    %one = stablehlo.constant dense<1> : tensor<{s}i32>
    %i2 = stablehlo.add %i, %one : tensor<{s}i32>
    %k1 = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %k1 : tensor<i32>
    stablehlo.return %k2, %i2, %a2 : tensor<i32>, tensor<{s}i32>, tensor<{s}f32>
  }}
  return %r#2 : tensor<{s}f32>
}}
"""
_TABLE = ("%t = stablehlo.constant dense<[[1.5, 2.0, -3.0, 4.0], [10.0, 20.0, 30.0, 40.0], "
          "[0.25, 0.5, 0.75, -1.0]]> : tensor<3x4xf32>")


@pytest.mark.parametrize("form, where", [("vectorized", "outside"), ("vectorized", "inside"),
                                         ("elementwise", "inside")])
def test_foreign_gather_by_per_element_indices(tmp_path, capsys, form, where):
    """A gather whose index vector dimension is past the indices' last (one 0-d index per
    element, as hostcall-reduce-trig writes them) of a table column: clamped starts."""
    from hostcall.tools import cli
    scalar = form == "elementwise"  # an all-0-d loop takes the per-element generic
    text = _FOREIGN_GATHER.format(outside=_TABLE if where == "outside" else "",
                                  inside=_TABLE if where == "inside" else "",
                                  s="" if scalar else "6x", rank=0 if scalar else 1)
    path = tmp_path / "m.mlir"
    path.write_text(text)
    assert cli.main(["inspect", str(path)]) == 0
    assert f"kernelizable  {form}" in capsys.readouterr().out
    table = np.float32([[1.5, 2.0, -3.0, 4.0], [10.0, 20.0, 30.0, 40.0], [0.25, 0.5, 0.75, -1.0]])
    starts = np.int32([-3, -1, 0, 1, 2, 9])
    for i0 in ([starts] if not scalar else [starts[j:j + 1].reshape(()) for j in (0, 2, 5)]):
        np.save(tmp_path / "i.npy", i0)
        np.save(tmp_path / "a.npy", np.zeros_like(i0, np.float32))
        assert cli.main(["run", str(path), "--save-npy", str(tmp_path / "r"),
                         "--input", str(tmp_path / "i.npy"), str(tmp_path / "a.npy")]) == 0
        want = sum(table[np.clip(i0 + s, 0, 2), 0] for s in range(5))
        np.testing.assert_array_equal(np.load(tmp_path / "r0.npy"), want)


def test_state_reset_to_a_splat_constant():
    """A carry yielded as a splat constant (reset every step) in the vectorized form, and
    a boolean carry starting from a splat (per-element form)."""
    def f(x):
        def body(i, c):
            x, y, flag = c
            return x * 0.5 + y, jnp.full_like(x, 0.25), flag ^ (x > 1.0)
        return lax.fori_loop(0, 7, body, (x, x, jnp.zeros(x.shape, bool)))
    x = np.float32([3.0, -1.0, 0.5, 8.0])
    k, h, forms = _run_with(f, "", x)
    assert forms == ["elementwise"]
    _assert_same(k, h)

    def g(x):
        return lax.fori_loop(0, 7, lambda i, c: (c[0] * 0.5 + c[1], jnp.full_like(x, 0.25)),
                             (x, x))
    k, h, forms = _run_with(g, "", x)
    assert forms == ["vectorized"]
    _assert_same(k, h)
    want = x * np.float32(0.5) + x
    for _ in range(6):
        want = want * np.float32(0.5) + np.float32(0.25)
    np.testing.assert_array_equal(k[0], want)


def test_a_kernel_iree_rejects_falls_back_to_the_host_loop(monkeypatch):
    """Where IREE rejects a module holding loop kernels, jit and `hostcall run` compile the
    same program with host loops instead (never an IREE error for a kernelizable loop)."""
    from hostcall.runtime import cache, compile_driver
    from hostcall.tools.compile_module import lower_and_compile
    from iree.compiler import ir

    real = cache.compile_text
    seen = []

    def rejecting_kernels(text, *args, **kwargs):
        seen.append("flow.dispatch.region" in text)
        if seen[-1]:
            raise compile_driver.CompileError(
                "IREE failed to compile the module: 'memref.store' op write affecting "
                "operations on global resources", "", None, None, "rejected")
        return real(text, *args, **kwargs)

    monkeypatch.setattr(cache, "compile_text", rejecting_kernels)
    fn = hostcall.jit(lambda x: lax.fori_loop(0, 50, lambda i, c: c * 0.5 + 1.0, x))
    got = np.asarray(fn(jnp.ones(3)))
    want = np.ones(3, np.float32)
    for _ in range(50):
        want = want * np.float32(0.5) + np.float32(1.0)
    np.testing.assert_array_equal(got, want)
    assert seen == [True, False]

    seen.clear()
    text = hostcall.jit(lambda x: lax.fori_loop(0, 50, lambda i, c: c * 0.5 + 1.0, x)).lower(
        jnp.ones(3)).as_text()
    with ir.Context() as ctx:
        compiled = lower_and_compile(ir.Module.parse(text, ctx), "loop.mlir")
    assert seen == [True, False] and len(compiled.vmfb) > 1000


def test_carries_that_stay_their_common_start_compile():
    """IREE 3.13's canonicalizer broke the kernel of a loop whose carries both stay the
    argument they start as; another kernel form runs it and gives the argument back."""
    def fn(a):
        body = lambda s: (s[0] + 1, jnp.where(s[2] <= a, s[1], s[1]), s[2])  # noqa: E731
        return lax.while_loop(lambda s: s[0] < 1, body, (0, a, a))[1]
    a = np.array([3, -2, 7, 0, -128], np.int8)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(fn)(a)), a)


def _kernel_forms_iree_compiles(fn, *args) -> list[str]:
    """The forms of ``fn``'s loop kernels, after IREE compiled the module holding them (a
    rejection raises here instead of jit falling back to host loops)."""
    text = hostcall.jit(fn).lower(*args).lowered_text
    cache.compile_text(text, "cpu", use_disk=False)
    return re.findall(r'hostcall.loop_kernel = "(\w+)"', text)


def test_table_widened_from_int16_read_at_a_computed_row():
    """A uint32 table made from an int16 one (tests/inputs/fuzz_fixed/seed407_f472), read
    at a row the loop computes: IREE 3.13 cloned the widening convert into the scalarized
    kernel's dispatch and rejected it; the kernel now compiles and gives numpy's values."""
    def f(a, n):
        table = a.astype(jnp.int16).astype(jnp.uint32)

        def body(k, c):
            x, y = c
            rows = table[(y[:, 0] & 1).astype(jnp.int32)]
            return x + y, rows
        return lax.fori_loop(0, n, body, (a, a))
    a = np.uint32([[13, 70000, 4], [40001, 3, 5]])  # 70000, 40001 wrap in int16
    assert _kernel_forms_iree_compiles(f, a, np.int32(3)) == ["scalarized"]
    table = a.astype(np.int16).astype(np.uint32)
    x, y = a.copy(), a.copy()
    for _ in range(3):
        x, y = x + y, table[y[:, 0] & 1]
    got = hostcall.jit(f)(a, np.int32(3))
    for g, want in zip(got, (x, y)):
        np.testing.assert_array_equal(np.asarray(g), want)


WIDENED_TABLES = {   # a table IREE 3.13 computed inside the kernel's dispatch, and rejected;
    # the input, the table in hostcall and in numpy
    "int8 to float32": (np.int8([[1, -2, 3], [4, 5, -128]]),
                        lambda a: a.astype(jnp.float32), lambda a: a.astype(np.float32)),
    "int16 to int32": (np.int16([[7, -2, 3], [32767, 5, -9]]),
                       lambda a: a.astype(jnp.int32), lambda a: a.astype(np.int32)),
    "float16 converted, then selected": (
        np.float16([[0.5, 2.5, 3], [-4, 5.5, 6]]),
        lambda a: jnp.where(a > 1, a.astype(jnp.int32), 7),
        lambda a: np.where(a > 1, a.astype(np.int32), np.int32(7))),
}


@pytest.mark.parametrize("case", sorted(WIDENED_TABLES))
def test_tables_widened_from_narrower_elements_read_at_computed_rows(case):
    a, widen, widen_np = WIDENED_TABLES[case]

    def f(a, n):
        t = widen(a)
        return lax.fori_loop(0, n, lambda k, c: c + t[c[0].astype(jnp.int32) & 1],
                             jnp.ones(3, t.dtype))
    assert _kernel_forms_iree_compiles(f, a, np.int32(4)) == ["scalarized"]
    t = widen_np(a)
    c = np.ones(3, t.dtype)
    for _ in range(4):
        c = c + t[int(c[0]) & 1]
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(a, np.int32(4))), c)


def test_int64_table_gathered_at_int32_rows(x64):
    """Rows of an int64 array picked at int32 indices, then read at a row the loop computes:
    IREE 3.13 cloned the gather (int32 in, int64 out: a 'bit extend' to it) into the kernel
    (fuzz_campaign.py --seed 411 --data-indices --random, f32)."""
    def f(a, n):
        t = a[jnp.array([1, 1, 2], dtype=jnp.int32)]
        return lax.fori_loop(0, n, lambda k, c: c + t[c[0] & 1], jnp.ones(4, jnp.int64))
    a = np.array([[1, 2, 3, 4], [5, 6, 7, 2 ** 40], [-9, 10, 11, 12]], np.int64)
    text = hostcall.jit(f).lower(a, np.int32(4)).lowered_text
    assert re.search(r"stablehlo.gather.*tensor<3x1xi32>", text)
    assert _kernel_forms_iree_compiles(f, a, np.int32(4)) == ["scalarized"]
    t, c = a[[1, 1, 2]], np.ones(4, np.int64)
    for _ in range(4):
        c = c + t[c[0] & 1]
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(a, np.int32(4))), c)


def test_counter_of_a_per_element_kernel_converted_to_float16_after_it():
    """The per-element form's counter, read after the loop and converted to float16: the
    kernel handed it out as a scalar read back to the host, where IREE 3.13's VM could not
    convert it ("failed to legalize operation 'arith.sitofp'", fuzz_campaign.py --seed 412
    --data-indices --random, f40); it now stays a tensor on the device."""
    def f(x, n):
        def body(c):
            i, v, big = c
            return i + 1, jnp.where(big, v * 0.5, v), v * 0.5 > 0.25
        i, v, _ = lax.while_loop(lambda c: c[0] < n, body, (0, x, x > 0.25))
        return v / (jnp.abs((i & 15).astype(jnp.float16)) + 1), i.astype(jnp.float16)
    x = np.float16([0.2, 1.0, 3.0, -2.0, 8.0])
    assert _kernel_forms_iree_compiles(f, x, np.int32(3)) == ["elementwise"]
    v, big = x.copy(), x > 0.25
    for _ in range(3):
        v, big = np.where(big, v * np.float16(0.5), v), v * np.float16(0.5) > 0.25
    got = hostcall.jit(f)(x, np.int32(3))
    np.testing.assert_array_equal(np.asarray(got[0]), v / np.float16(4))
    assert np.asarray(got[1]).dtype == np.float16 and float(got[1]) == 3.0


def test_boolean_and_float16_inputs_of_scalarized_kernels_compile():
    """A boolean mask (held as bytes: an i1 -> i8 convert) read at a computed row, and
    float16 values widened to float32 read whole, compile as kernels and match numpy."""
    def masked(m, n):
        def body(k, c):
            return jnp.where(m[c[0] & 1], c + 1, c * 2)
        return lax.fori_loop(0, n, body, jnp.zeros(3, jnp.int32))
    m = np.array([[True, False, True], [False, False, True]])
    assert _kernel_forms_iree_compiles(masked, m, np.int32(3)) == ["scalarized"]
    c = np.zeros(3, np.int32)
    for _ in range(3):
        c = np.where(m[c[0] & 1], c + 1, c * 2)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(masked)(m, np.int32(3))), c)

    def rolled(h, n):
        t = h.astype(jnp.float32)
        return lax.fori_loop(0, n, lambda k, c: jnp.roll(c, 1) + t[0] * c[0],
                             jnp.ones(3, jnp.float32))
    h = np.float16([[1.5, 2, -3], [4, 5, 6]])
    assert _kernel_forms_iree_compiles(rolled, h, np.int32(3)) == ["scalarized"]
    c, t = np.ones(3, np.float32), h.astype(np.float32)
    for _ in range(3):
        c = np.roll(c, 1) + t[0] * c[0]
    np.testing.assert_array_equal(np.asarray(hostcall.jit(rolled)(h, np.int32(3))), c)


def test_exit_flag_beside_a_carry_kept_in_memory():
    """A while loop that stops on a flag its body computes (an LCG draw, as in rejection
    sampling) and writes rows of a carry kept in memory (fuzz_campaign.py --seed 410
    --data-indices --random, f29): the flag is
    unused after the loop, MLIR's canonicalization dropped it from the scf.while's forwarded
    values and IREE 3.13's bufferization rejected the kernel ("Condition arg #2 is not
    equivalent to the corresponding iter bbArg"); carries in memory now come first."""
    def f(x, s0):
        def body(c):
            i, s, go, buf = c
            s = s * jnp.uint32(1103515245) + jnp.uint32(12345)
            buf = lax.dynamic_update_slice(buf, (x[i] * 2.0)[None], (i,))
            return i + 1, s, ((s >> 16) & 7) != 0, buf
        i, s, _, buf = lax.while_loop(lambda c: (c[0] < 6) & c[2], body,
                                      (0, s0, True, jnp.zeros(8, jnp.float32)))
        return i, s, buf
    x = np.arange(8, dtype=np.float32) + 0.5
    for s0 in (np.uint32(3), np.uint32(7)):   # the flag stops it after 4 steps; never
        assert _kernel_forms_iree_compiles(f, x, s0) == ["scalarized"]
        i, s, go, buf = 0, int(s0), True, np.zeros(8, np.float32)
        while i < 6 and go:
            s = (s * 1103515245 + 12345) % 2 ** 32
            buf[i] = x[i] * 2
            i, go = i + 1, (s >> 16) & 7 != 0
        got = hostcall.jit(f)(x, s0)
        assert int(got[0]) == i and int(got[1]) == s
        np.testing.assert_array_equal(np.asarray(got[2]), buf)
        assert i == (4 if s0 == 3 else 6)


BF16_EDGES = np.float32([0.9221897, -4.7431016, 1.0 + 2.0 ** -8, 1.0 + 3 * 2.0 ** -8, -0.0,
                         3.3895314e38, np.inf, -np.inf, np.nan, 1e-40, -1.5e-39, 65504.0])


@pytest.mark.parametrize("n", [12, 3])   # a vector kernel; a carry small enough to scalarize
def test_f32_to_bf16_round_trip_rounds_in_kernels(n):
    """x.astype(bfloat16).astype(float32) in a loop kernel rounds to nearest even (ties,
    overflow to inf, NaN, subnormals), as ml_dtypes does; IREE 3.13 dropped the rounding."""
    def f(x):
        return lax.fori_loop(0, 2, lambda i, c: x.astype(jnp.bfloat16).astype(jnp.float32), x)
    x = BF16_EDGES[:n]
    k, h, kernels = _run_both(f, x)
    assert kernels == 1
    _assert_same(k, h)
    _assert_same(k, x.astype(ml_dtypes.bfloat16).astype(np.float32))


HALVING_LOOP = """
func.func @main(%x0: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<2000> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %h = stablehlo.constant dense<0.5> : tensor<4xf32>
    %y = stablehlo.multiply %x, %h : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %y : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
"""


@pytest.mark.canary("hostcall-kernelize-loops")
def test_canary_iree_issues_a_dispatch_per_iteration_from_the_host(tmp_path):
    """Without hostcall-kernelize-loops IREE 3.13 keeps a 2000-step loop of one
    elementwise op on the host: @main (flow IR) holds the loop and issues the body's
    dispatch in each iteration.  When this fails, IREE runs such loops on the device:
    time loops with and without the pass, which may go."""
    done = iree_compile_raw(HALVING_LOOP, tmp_path,
                            flags=[*compile_driver.TARGET_FLAGS["cpu"], "--compile-to=flow"])
    assert done.returncode == 0, done.stderr[-2000:]
    flow = (tmp_path / "raw.mlir.vmfb").read_text()
    main = flow[flow.index("util.func public @main"):]
    assert re.search(r"= scf\.for [^\n]*\{\n\s*%\w+ = flow\.dispatch @main_dispatch_0", main), main


_LOCATED_LOOP = """func.func @main(%x: tensor<{shape}>) -> tensor<{shape}> {{
  %z = stablehlo.constant dense<0> : tensor<i32>
  %lim = stablehlo.constant dense<5> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %w:2 = stablehlo.while(%i = %z, %b = %x) : tensor<i32>, tensor<{shape}>
    cond {{
      %c = stablehlo.compare LT, %i, %lim : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }} do {{
      %r = {op} : tensor<{shape}>
      %a = stablehlo.add %r, %b : tensor<{shape}>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n, %a : tensor<i32>, tensor<{shape}>
    }} loc("the_loop")
  return %w#1 : tensor<{shape}>
}}"""


def _ops_under(op):
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield inner
                yield from _ops_under(inner)


@pytest.mark.parametrize("form, option, shape, op", [
    ("elementwise", "{vectorize=false}", "4xf32", "stablehlo.negate %b"),
    ("vectorized", "", "4xf32", "stablehlo.negate %b"),
    ("scalarized", "", "4xf32", "stablehlo.reverse %b, dims = [0]"),
    ("batched", "", "64x4xf32", "stablehlo.reverse %b, dims = [1]")])
def test_kernel_ops_carry_the_loop_location(form, option, shape, op):
    """Every op of a loop's kernel has the loop's location (where IREE's diagnostics
    about the kernel point), whatever the form."""
    module = passes.run(_LOCATED_LOOP.format(shape=shape, op=op), PASS + option)
    kernels = [o for o in _ops_under(module.operation) if KERNEL in o.attributes]
    assert [str(o.attributes[KERNEL]) for o in kernels] == [f'"{form}"']
    ops = list(_ops_under(kernels[0]))
    assert len(ops) > 3
    assert {str(o.location) for o in [kernels[0], *ops]} == {'loc("the_loop")'}


def test_bf16_arithmetic_in_a_kernel_rounds_each_op():
    """Each bf16 product, sum and quotient is rounded to bf16 (IREE 3.13 kept kernels'
    bf16 values in float32 between ops: 17 ** 2 came out 289, not 288), and a bf16
    multiply-add is not fused into one rounding: the kernel gives the host loop's bits
    and numpy's (ml_dtypes rounds each op)."""
    bf16 = ml_dtypes.bfloat16

    def f(x, n):
        def body(i, c):
            return (c * c + x) / (c + bf16(3)), (n * n).astype(jnp.uint64) * 5
        return lax.fori_loop(0, 4, lambda i, c: body(i, c[0]), (x, jnp.zeros(4, jnp.uint64)))

    x = np.array([0.7, -1.3, 2.9, 0.011], bf16)
    n = np.array([17, 3, 255, 129], np.uint64).astype(bf16)
    k, h, kernels = _run_both(f, x, n)
    assert kernels == 1
    _assert_same(k, h)
    c = x
    for _ in range(4):
        c = (c * c + x) / (c + bf16(3))
    np.testing.assert_array_equal(k[0].view(np.uint16), c.view(np.uint16))
    np.testing.assert_array_equal(k[1], (n * n).astype(np.uint64) * 5)
    assert list(k[1]) == [1440, 45, 325120, 83200]   # 17**2 = 289 -> 288 in bf16


def test_f64_to_bf16_in_a_kernel_rounds_once(x64):
    """x.astype(bfloat16) of float64 in a loop kernel is float64's own rounding to bf16
    (nearest even), including values whose float32 rounding would tip a tie (double
    rounding), as the host loop gives; IREE 3.13 left one arith.truncf unrounded."""
    bf16 = ml_dtypes.bfloat16

    def f(x):
        return lax.fori_loop(0, 2, lambda i, c: x.astype(jnp.bfloat16).astype(jnp.float64), x)

    ulp16 = 2.0 ** -7
    x = np.array([1 + ulp16 / 2 + 2.0 ** -30,      # just above a bf16 tie: rounds up
                  1 + ulp16 / 2 - 2.0 ** -30,      # just below: rounds down
                  1 + ulp16 / 2, 1 + 1.5 * ulp16,  # exact ties: to even
                  -2.3262977600097656, 3.0e38, -1.0e-3, 0.0, 7.25], np.float64)
    bits = x.view(np.uint64)
    lsb = (bits >> np.uint64(45)) & np.uint64(1)
    rounded = ((bits + np.uint64((1 << 44) - 1) + lsb) & ~np.uint64((1 << 45) - 1))
    want = rounded.view(np.float64).astype(np.float32).astype(bf16).astype(np.float64)
    k, h, kernels = _run_both(f, x)
    assert kernels == 1
    _assert_same(k, h)
    np.testing.assert_array_equal(k, want)
    assert k[0] == 1 + ulp16 and k[1] == 1.0 and k[2] == 1.0 and k[3] == 1 + 2 * ulp16
