"""Reverse mode outside jit runs on values, as in JAX: a custom_vjp's fwd rule sees the
primal values and its bwd rule the residuals' and cotangents' values (Python ``float``,
``while`` and ``for`` on them work), and the pullback of an eager ``vjp`` (and the linear
function of an eager ``linearize``) keeps the path its forward run took, also when called
under ``jit`` or ``vmap`` or passed to jit as an argument (a pytree of its residuals).
Under ``jit`` the rules stay abstract, as in JAX.  Expected values are JAX 0.10.2's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp


# ------------------------------------------------- custom_vjp rules on values
@hostcall.custom_vjp
def two_thirds_power(x):
    """(2/3) x^1.5, whose derivative sqrt(x) the bwd rule finds by Newton's method."""
    return x * jnp.sqrt(x) * (2.0 / 3.0)


def _tpp_fwd(x):
    return two_thirds_power(x), x


def _tpp_bwd(x, g):
    a = float(x)
    s = a
    while abs(s * s - a) > 1e-6 * a:
        s = 0.5 * (s + a / s)
    return (g * s,)


two_thirds_power.defvjp(_tpp_fwd, _tpp_bwd)


@hostcall.custom_vjp
def square(x):
    return x * x


def _square_fwd(x):
    return x * x, x


def _square_bwd(x, g):
    """A gradient that depends on the cotangent's value through a Python loop: k
    doublings of |g| reach 10."""
    c, k = float(g), 0
    while abs(c) < 10.0:
        c *= 2.0
        k += 1
    return (k * x * g,)


square.defvjp(_square_fwd, _square_bwd)


@hostcall.custom_vjp
def damped_tanh(x):
    return jnp.tanh(x)


def _damped_fwd(x):
    scale = 0.5 if float(x) > 1.0 else 2.0
    return jnp.tanh(x), (x, scale)


def _damped_bwd(res, g):
    x, scale = res
    return (g * scale * (1 - jnp.tanh(x) ** 2),)


damped_tanh.defvjp(_damped_fwd, _damped_bwd)


@hostcall.custom_vjp
def doubled(x):
    return 2.0 * x


def _doubled_fwd(x):
    return 2.0 * x, None


def _doubled_bwd(_, g):
    total = 0.0
    for v in g:
        total += float(v)
    return (g * total,)


doubled.defvjp(_doubled_fwd, _doubled_bwd)


@hostcall.custom_vjp
def sine(x):
    return jnp.sin(x)


sine.defvjp(lambda x: (jnp.sin(x), x), lambda x, g: (g * jnp.cos(x),))
jitted_square = hostcall.jit(lambda v: v * v)


@hostcall.custom_vjp
def tripled(x):
    return x * 3.0


def _tripled_fwd(x):
    return x * 3.0, x


def _tripled_bwd(x, g):
    """Stages a custom_vjp function and a nested jit before it reads its cotangent."""
    staged = sine(x) + jitted_square(x)
    sign = 1.0 if float(g) > 0 else -1.0
    return (sign * g * 3.0 + 0.0 * staged,)


tripled.defvjp(_tripled_fwd, _tripled_bwd)


def test_grad_of_custom_vjp_whose_bwd_loops_on_a_residual_value():
    # README's row: JAX 2.828427, hostcall raised ConcretizationTypeError
    np.testing.assert_allclose(float(hostcall.grad(two_thirds_power)(8.0)), 2.828427,
                               rtol=1e-6)
    value, g = hostcall.value_and_grad(two_thirds_power)(8.0)
    np.testing.assert_allclose([float(value), float(g)], [15.084945, 2.828427], rtol=1e-6)
    _, pullback = hostcall.vjp(two_thirds_power, 2.0)
    np.testing.assert_allclose(float(pullback(3.0)[0]), 4.242640687124069, rtol=1e-6)


def test_bwd_sees_the_cotangents_value():
    assert float(hostcall.grad(lambda x: 3.0 * square(x))(1.5)) == 9.0
    # the cotangent comes from the ops after the call: 12 cos(2.25)
    np.testing.assert_allclose(
        float(hostcall.grad(lambda x: jnp.sin(square(x)) * 12.0)(1.5)), -11.307126, rtol=1e-6)
    _, pullback = hostcall.vjp(square, 1.5)
    assert float(pullback(20.0)[0]) == 0.0
    assert float(pullback(1.0)[0]) == 6.0


def test_bwd_that_stages_functions_before_reading_its_cotangent():
    f = lambda x: -2.0 * tripled(x) + jitted_square(x) + sine(x)  # noqa: E731
    np.testing.assert_allclose(float(hostcall.grad(f)(0.7)), 8.164843, rtol=1e-6)
    value, g = hostcall.value_and_grad(lambda x: 2.0 * tripled(x))(0.7)
    np.testing.assert_allclose([float(value), float(g)], [4.2, 6.0], rtol=1e-6)


def test_fwd_rule_sees_the_primal_value():
    np.testing.assert_allclose(float(hostcall.grad(damped_tanh)(2.0)), 0.035325408, rtol=1e-6)
    np.testing.assert_allclose(float(hostcall.grad(damped_tanh)(0.5)), 1.5728954, rtol=1e-6)


def test_bwd_iterates_over_a_vector_cotangent():
    weights = jnp.array([1.0, 2.0, 3.0])
    got = hostcall.grad(lambda x: jnp.sum(doubled(x) * weights))(jnp.ones(3))
    np.testing.assert_array_equal(np.asarray(got), [6.0, 12.0, 18.0])


def test_under_jit_the_rules_stay_abstract_as_in_jax():
    with pytest.raises(hostcall.ConcretizationTypeError, match="float"):
        hostcall.jit(hostcall.grad(two_thirds_power))(8.0)
    with pytest.raises(hostcall.ConcretizationTypeError, match="float"):
        hostcall.jit(hostcall.grad(lambda x: 3.0 * square(x)))(1.5)


def test_float_of_a_differentiated_value_outside_rules_still_raises():
    with pytest.raises(hostcall.ConcretizationTypeError, match="float"):
        hostcall.grad(lambda x: square(x) * float(x))(2.0)


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


def test_jit_and_vmap_of_a_pullback_through_a_fwd_rule_that_reads_its_value():
    _, f_vjp = hostcall.vjp(lambda x: 3.0 * damped_tanh(x), 2.0)
    np.testing.assert_allclose(float(f_vjp(1.0)[0]), 0.10597622, rtol=1e-6)
    np.testing.assert_allclose(float(hostcall.jit(f_vjp)(1.0)[0]), 0.10597622, rtol=1e-6)
    (got,) = hostcall.vmap(f_vjp)(jnp.array([1.0, 2.0]))
    np.testing.assert_allclose(np.asarray(got), [0.10597622, 0.21195245], rtol=1e-6)
