"""jvp, grad and jacfwd through scan and while_loop of a custom_jvp function that wraps
pure_callback compile and give the closed-form derivatives (issue 12 B5)."""
import numpy as np
import pytest

import hostcall as hc
import hostcall.numpy as jnp
from hostcall import lax


def _callback(fn):
    return lambda x: hc.pure_callback(lambda v: fn(v).astype(v.dtype),
                                      hc.ShapeDtypeStruct(x.shape, x.dtype), x)


@hc.custom_jvp
def host_sin(x):
    return _callback(np.sin)(x)


@host_sin.defjvp
def _host_sin_jvp(primals, tangents):
    (x,), (x_dot,) = primals, tangents
    return host_sin(x), _callback(np.cos)(x) * x_dot


def scan_sum(x):  # sum_i sin(i x), i = 0, 1, 2
    return lax.scan(lambda c, i: (c + host_sin(i * x), None), 0.0, jnp.arange(3.0))[0]


def while_sum(x):
    return lax.while_loop(lambda s: s[0] < 3,
                          lambda s: (s[0] + 1, s[1] + host_sin(x * s[0])), (0, 0.0))[1]


def fori_sum(x):
    return lax.fori_loop(0, 3, lambda i, s: s + host_sin(x * i), 0.0)


X = 0.7
VALUE = sum(np.sin(i * X) for i in range(3))
SLOPE = sum(i * np.cos(i * X) for i in range(3))
LOOPS = {"scan": scan_sum, "while": while_sum, "fori": fori_sum}


@pytest.mark.parametrize("loop", sorted(LOOPS))
def test_jvp_and_jacfwd(loop):
    fn = LOOPS[loop]
    value, slope = hc.jvp(fn, (X,), (1.0,))
    assert float(value) == pytest.approx(VALUE, rel=1e-5)
    assert float(slope) == pytest.approx(SLOPE, rel=1e-5)
    assert float(hc.jacfwd(fn)(X)) == pytest.approx(SLOPE, rel=1e-5)
    assert float(hc.jit(hc.jacfwd(fn))(X)) == pytest.approx(SLOPE, rel=1e-5)


@pytest.mark.parametrize("loop", ["scan", "fori"])
def test_grad(loop):
    fn = LOOPS[loop]
    assert float(hc.grad(fn)(X)) == pytest.approx(SLOPE, rel=1e-5)
    assert float(hc.jit(hc.grad(fn))(X)) == pytest.approx(SLOPE, rel=1e-5)


def test_vector_carry_through_scan():
    x = np.array([0.3, 0.7], np.float32)
    fn = lambda v: lax.scan(lambda c, _: (host_sin(c), None), v, None, length=3)[0]  # noqa: E731
    want = np.sin(np.sin(np.sin(x)))
    slope = np.cos(np.sin(np.sin(x))) * np.cos(np.sin(x)) * np.cos(x)
    np.testing.assert_allclose(np.asarray(fn(jnp.asarray(x))), want, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(hc.jacfwd(fn)(jnp.asarray(x))), np.diag(slope),
                               rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(np.asarray(hc.grad(lambda v: fn(v).sum())(jnp.asarray(x))),
                               slope, rtol=1e-5)
