"""jvp, grad and jacfwd through scan and while_loop of a custom_jvp function that wraps
pure_callback compile and give the closed-form derivatives (issue 12 B5)."""
import numpy as np
import pytest
import scipy.special

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


# The Bessel function J_v of the pure_callback guide: custom_jvp over a pure_callback with
# vmap_method="broadcast_all", carried as a vector through scan / while_loop. Such a loop
# stays a loop of IREE's VM; it ran into IREE 3.13's null buffer reference at the loop entry
# ("indirect buffer reference slot 0 is out range") until hostcall-guard-loop-entries.
def jv(v, z):
    v, z = jnp.asarray(v), jnp.asarray(z)
    z = z.astype(jnp.result_type(float, z.dtype))
    out = hc.ShapeDtypeStruct(jnp.broadcast_shapes(v.shape, z.shape), z.dtype)
    return hc.pure_callback(lambda v, z: scipy.special.jv(v, z).astype(z.dtype), out, v, z,
                            vmap_method="broadcast_all")


jv = hc.custom_jvp(jv)


@jv.defjvp
def _jv_jvp(primals, tangents):   # as in the guide: J_v itself is called last
    v, z = primals
    _, z_dot = tangents
    jv_minus_1, jv_plus_1 = jv(v - 1, z), jv(v + 1, z)
    djv_dz = jnp.where(v == 0, -jv_plus_1, 0.5 * (jv_minus_1 - jv_plus_1))
    return jv(v, z), z_dot * djv_dz


XS = (1.0, 2.0, 3.0)


def bessel_scan(s):   # c <- c + J1(c x) over x = 1, 2, 3, from c = [s, s]; summed
    step = lambda c, x: (c + jv(1, c * x), None)  # noqa: E731
    return lax.scan(step, jnp.broadcast_to(s, (2,)), jnp.arange(1.0, 4.0))[0].sum()


def bessel_while(s):
    body = lambda t: (t[0] + 1, t[1] + jv(1, t[1] * (t[0] + 1.0)))  # noqa: E731
    return lax.while_loop(lambda t: t[0] < 3, body, (0, jnp.broadcast_to(s, (2,))))[1].sum()


def _bessel_value_and_slope(s):
    """The loop in float64 with the chain rule: dc'/dc = 1 + x J1'(c x) (scipy's jvp)."""
    c, dc = s, 1.0
    for x in XS:
        c, dc = c + scipy.special.jv(1, c * x), dc * (1 + x * scipy.special.jvp(1, c * x))
    return 2 * c, 2 * dc


@pytest.mark.parametrize("s", [0.5, -1.3])
def test_bessel_scan_grad_jvp_jacfwd(s):
    value, slope = _bessel_value_and_slope(s)
    assert float(hc.grad(bessel_scan)(s)) == pytest.approx(slope, rel=1e-4)
    assert float(hc.jit(hc.grad(bessel_scan))(s)) == pytest.approx(slope, rel=1e-4)
    out, tangent = hc.jvp(bessel_scan, (s,), (1.0,))
    assert float(out) == pytest.approx(value, rel=1e-5)
    assert float(tangent) == pytest.approx(slope, rel=1e-4)
    assert float(hc.jacfwd(bessel_scan)(s)) == pytest.approx(slope, rel=1e-4)
    h = 1e-6   # and a central difference of the float64 loop, independent of scipy's jvp
    fd = (_bessel_value_and_slope(s + h)[0] - _bessel_value_and_slope(s - h)[0]) / (2 * h)
    assert slope == pytest.approx(fd, rel=1e-6)


def test_bessel_while_jvp_and_jacfwd():
    value, slope = _bessel_value_and_slope(0.5)
    out, tangent = hc.jvp(bessel_while, (0.5,), (1.0,))
    assert (float(out), float(tangent)) == pytest.approx((value, slope), rel=1e-4)
    assert float(hc.jit(hc.jacfwd(bessel_while))(0.5)) == pytest.approx(slope, rel=1e-4)


def test_bessel_scan_vector_jacobian():
    """jacfwd and grad of the scan with a vector input: a diagonal Jacobian."""
    v = np.array([0.5, -1.3], np.float32)
    fn = lambda v: lax.scan(lambda c, x: (c + jv(1, c * x), None), v,  # noqa: E731
                            jnp.arange(1.0, 4.0))[0]
    slopes = np.array([_bessel_value_and_slope(float(s))[1] / 2 for s in v])
    np.testing.assert_allclose(np.asarray(hc.jacfwd(fn)(jnp.asarray(v))), np.diag(slopes),
                               rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(np.asarray(hc.grad(lambda v: fn(v).sum())(jnp.asarray(v))),
                               slopes, rtol=1e-4)
