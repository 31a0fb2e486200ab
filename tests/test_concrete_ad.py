"""Reverse mode outside jit runs on values, as in JAX: the pullback of an eager ``vjp``
(and the linear function of an eager ``linearize``) keeps the path its forward run took,
also when called under ``jit`` or ``vmap`` or passed to jit as an argument (a pytree of its
residuals).  Expected values are JAX 0.10.2's."""
import numpy as np

import hostcall
import hostcall.numpy as jnp


# ----------------------------------------- an eager vjp's pullback keeps its path
def branch_on_sign(x):
    if x > 0:
        return 2.0 * x
    return -x * x


def branch_on_weights(x, w):
    return jnp.sin(x) * w if w.sum() > 0 else jnp.cos(x) * w


def test_jit_of_an_eager_pullback_keeps_the_forward_path():
    # README's row: JAX (2.,), hostcall raised ConcretizationTypeError
    y, f_vjp = hostcall.vjp(branch_on_sign, 3.0)
    assert float(y) == 6.0
    assert float(f_vjp(1.0)[0]) == 2.0
    assert float(hostcall.jit(f_vjp)(1.0)[0]) == 2.0
    assert float(hostcall.jit(f_vjp)(0.5)[0]) == 1.0
    _, g_vjp = hostcall.vjp(branch_on_sign, -2.0)
    assert float(g_vjp(1.0)[0]) == 4.0
    assert float(hostcall.jit(g_vjp)(1.5)[0]) == 6.0


def test_vmap_of_an_eager_pullback_keeps_the_forward_path():
    _, f_vjp = hostcall.vjp(branch_on_sign, 3.0)
    cts = jnp.array([1.0, 2.0, -1.0])
    (got,) = hostcall.vmap(f_vjp)(cts)
    np.testing.assert_array_equal(np.asarray(got), [2.0, 4.0, -2.0])
    (got,) = hostcall.jit(hostcall.vmap(f_vjp))(cts)
    np.testing.assert_array_equal(np.asarray(got), [2.0, 4.0, -2.0])
    assert got.dtype == np.float32


def test_jit_and_vmap_of_a_pullback_with_array_primals():
    _, h_vjp = hostcall.vjp(branch_on_weights, jnp.array([0.5, 1.0]), jnp.array([1.0, 2.0]))
    dx, dw = hostcall.jit(h_vjp)(jnp.array([1.0, -1.0]))
    np.testing.assert_allclose(np.asarray(dx), [0.87758255, -1.0806046], rtol=1e-6)
    np.testing.assert_allclose(np.asarray(dw), [0.47942555, -0.84147096], rtol=1e-6)
    dx, dw = hostcall.vmap(h_vjp)(jnp.array([[1.0, -1.0], [2.0, 3.0]]))
    np.testing.assert_allclose(np.asarray(dx), [[0.87758255, -1.0806046],
                                                [1.7551651, 3.2418137]], rtol=1e-6)
    np.testing.assert_allclose(np.asarray(dw), [[0.47942555, -0.84147096],
                                                [0.9588511, 2.5244129]], rtol=1e-6)


def test_jit_and_vmap_of_an_eager_linearize_keep_the_forward_path():
    _, f_jvp = hostcall.linearize(branch_on_sign, 3.0)
    assert float(hostcall.jit(f_jvp)(1.0)) == 2.0
    np.testing.assert_array_equal(np.asarray(hostcall.vmap(f_jvp)(jnp.array([1.0, 2.0]))),
                                  [2.0, 4.0])


def test_an_eager_pullback_passes_through_jit_as_an_argument():
    _, f_vjp = hostcall.vjp(branch_on_sign, 3.0)
    assert float(hostcall.jit(lambda pullback, ct: pullback(ct))(f_vjp, 1.0)[0]) == 2.0
    assert float(hostcall.grad(lambda c: f_vjp(c)[0] ** 2)(1.5)) == 12.0
    assert float(hostcall.jit(hostcall.grad(lambda c: f_vjp(c)[0] ** 2))(1.5)) == 12.0
    _, f_jvp = hostcall.linearize(branch_on_sign, -2.0)
    assert float(hostcall.jit(lambda lin, t: lin(t))(f_jvp, 1.0)) == 4.0
