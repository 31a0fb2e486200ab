"""Loops kernelized by hostcall-kernelize-loops give the host loop's results.

Every loop shape runs both ways: with the default pipeline (small loops become one
kernel: a linalg.generic per element, or one scalarized dispatch region) and with the
pass switched off (``max-elements=0 max-scalars=0``: every loop stays a stablehlo.while
run from the host).  Results must agree bit for bit; where the
spec fixes a value (integer division by zero, shifts past the width) it is checked too.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import io_callback, lax, passes
from hostcall.api import Lowered

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
    outs = [hostcall.tree_util.tree_map(np.asarray, low.compile()(*flat))
            for low in (lowered, host)]
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
    def f(a, b):
        return lax.fori_loop(0, 1, lambda i, q: q + lax.div(a, b), jnp.zeros_like(a))
    a = np.int32([7, -7, 0, -2**31])
    b = np.int32([0, 0, 0, -1])
    k, h, n = _run_both(f, a, b)
    assert n == 1
    _assert_same(k, h)
    np.testing.assert_array_equal(k, [-1, -1, -1, -2**31])


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
    lowered = hostcall.jit(f).lower(np.ones(3, np.float32))
    for stage, first in (("traced", "kernelizable"), ("optimized", "kernel")):
        path = tmp_path / f"{stage}.mlir"
        path.write_text(lowered.as_text(stage))
        assert cli.main(["inspect", str(path)]) == 0
        out = capsys.readouterr().out
        rows = [ln.split() for ln in out.split("loops:\n")[1].splitlines()[1:]]
        assert [r[1] for r in rows] == [first, "host"]
        assert "stablehlo.sort" in out  # why the second loop stays on the host


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
    (stored as i8 by IREE) keep the loop on the host.  Same bits both ways."""
    def f(s):
        def step(s, _):
            s = s * 0.9 + 1.0
            return s, (s, s.astype(np.int32), s > 5.0)
        return lax.scan(step, s, None, length=50)
    s = np.float32([1.0, 7.0, -2.0])
    k, h, n = _run_both(f, s)
    _assert_same(k, h)
    assert n == 0  # the boolean ys
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
