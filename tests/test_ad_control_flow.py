"""Differentiation through cond/switch (both modes), while_loop (forward mode) and counted
loops: scan and static fori_loop (reverse mode, with per-iteration residuals)."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, lax

from helpers import printed


def fd(f, x, eps=1e-3):
    return (float(f(x + eps)) - float(f(x - eps))) / (2 * eps)


def branchy(x):
    a = lax.cond(x > 1.0, lambda v: jnp.sin(v) * v, lambda v: v ** 2, x)
    b = lax.switch(jnp.int32(x > 0.8) + jnp.int32(x > 1.5), [jnp.sin, jnp.cos, jnp.exp], x)
    return a * b


@pytest.mark.parametrize("x", [0.5, 1.2, 2.0])
def test_cond_and_switch_forward_and_reverse(x):
    want = fd(branchy, np.float64(x))
    _, t = hostcall.jvp(branchy, (x,), (1.0,))
    assert float(t) == pytest.approx(want, rel=2e-3, abs=1e-4)
    assert float(hostcall.grad(branchy)(x)) == pytest.approx(want, rel=2e-3, abs=1e-4)


def test_while_loop_forward_mode():
    def f(x):
        return lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * c[1] + x),
                              (0, x))[1]
    x = 1.1
    _, t = hostcall.jvp(f, (x,), (1.0,))
    assert float(t) == pytest.approx(fd(f, np.float64(x)), rel=2e-3)
    jac = hostcall.jacfwd(lambda v: lax.while_loop(lambda c: c[0] < 2,
                                                   lambda c: (c[0] + 1, jnp.sin(c[1])),
                                                   (0, v))[1])(jnp.array([0.3, 0.9]))
    d = np.cos(np.sin([0.3, 0.9])) * np.cos([0.3, 0.9])
    np.testing.assert_allclose(np.asarray(jac), np.diag(d), rtol=1e-5)


def test_scan_and_static_fori_loop_reverse_mode():
    def f(x, w):
        def body(c, a):
            c = jnp.sin(c * w) + a
            return c, c * x
        c, ys = lax.scan(body, x, jnp.array([1., 2., 3.]))
        return jnp.sum(ys) + c
    x, w = 0.7, 1.3
    gx, gw = hostcall.grad(f, argnums=(0, 1))(x, w)
    assert float(gx) == pytest.approx(fd(lambda v: f(v, w), np.float64(x)), rel=2e-3)
    assert float(gw) == pytest.approx(fd(lambda v: f(x, v), np.float64(w)), rel=2e-3)
    g = hostcall.grad(lambda x: lax.fori_loop(0, 4, lambda i, c: c * x, 1.0))(1.5)
    assert float(g) == pytest.approx(4 * 1.5 ** 3)

    def nested(x):
        def outer(c, a):
            inner = lambda d, _: (lax.cond(d > 0.5, jnp.sin, jnp.cos, d) * a, None)  # noqa
            return lax.scan(inner, c, length=2)[0], None
        return lax.scan(outer, x, jnp.array([1.1, 0.9]))[0]
    assert float(hostcall.grad(nested)(0.7)) == pytest.approx(fd(nested, np.float64(0.7)),
                                                             rel=2e-3)


def test_effects_in_loops_and_branches_under_grad(capsys):
    def step(c, _):
        debug.print("c = {c}", c=c, ordered=True)
        return c + 1., None
    v, g = hostcall.value_and_grad(lambda x: lax.scan(step, x, length=2)[0])(1.)
    assert (float(v), float(g)) == (3.0, 1.0)
    assert printed(capsys) == "c = 1.0\nc = 2.0\n"

    def f(x):
        def yes(v):
            debug.print("yes {}", v)
            return jnp.sin(v)
        return lax.cond(x > 0, yes, jnp.cos, x)
    assert float(hostcall.grad(f)(1.0)) == pytest.approx(np.cos(1.0))
    assert printed(capsys) == "yes 1.0\n"


def test_dynamic_while_in_reverse_mode_is_an_error():
    def f(x):
        return lax.fori_loop(0, jnp.int32(x), lambda i, c: c * 2.0, x)
    with pytest.raises(ValueError, match="Reverse-mode differentiation does not work for "
                                         "lax.while_loop or lax.fori_loop with dynamic "
                                         "start/stop values. Try using lax.scan, or using "
                                         "fori_loop with static start/stop."):
        hostcall.grad(f)(3.0)


def test_loops_inside_branches():
    def counted(x):
        scan_branch = lambda v: lax.scan(lambda c, _: (jnp.sin(c), None), v, length=2)[0]  # noqa
        return lax.cond(x > 0, scan_branch, jnp.cos, x)
    want = np.cos(np.sin(0.5)) * np.cos(0.5)
    assert float(hostcall.jvp(counted, (0.5,), (1.0,))[1]) == pytest.approx(want, rel=1e-5)
    assert float(hostcall.grad(counted)(0.5)) == pytest.approx(want, rel=1e-5)

    def dynamic(x):
        loop = lambda v: lax.while_loop(lambda c: c < 3.0, lambda c: c * 2.0 + jnp.sin(c), v)  # noqa
        return lax.cond(x > 0, loop, jnp.cos, x)
    _, t = hostcall.jvp(dynamic, (0.5,), (1.0,))
    assert float(t) == pytest.approx(fd(dynamic, np.float64(0.5)), rel=2e-3)
    with pytest.raises(ValueError, match="Reverse-mode differentiation does not work"):
        hostcall.grad(dynamic)(0.5)
