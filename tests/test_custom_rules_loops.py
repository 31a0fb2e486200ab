"""Reverse mode through loops inside custom rules: the custom_vjp fixed_point of JAX's
"Custom derivative rules" notebook (its bwd calls fixed_point again, so grad(grad(...))
differentiates a while loop only through custom rules), and a scan whose custom_jvp rule
solves for tangents with jnp.linalg.solve.  Expected values are JAX 0.10's."""
from functools import partial

import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import custom_vjp, grad, jit, lax, vjp, vmap
from hostcall.test_util import check_grads


@partial(custom_vjp, nondiff_argnums=(0,))
def fixed_point(f, a, x_guess):
    def cond_fun(carry):
        x_prev, x = carry
        return jnp.abs(x_prev - x) > 1e-6

    def body_fun(carry):
        _, x = carry
        return x, f(a, x)

    _, x_star = lax.while_loop(cond_fun, body_fun, (x_guess, f(a, x_guess)))
    return x_star


def fixed_point_fwd(f, a, x_init):
    x_star = fixed_point(f, a, x_init)
    return x_star, (a, x_star)


def rev_iter(f, packed, u):
    a, x_star, x_star_bar = packed
    _, vjp_x = vjp(lambda x: f(a, x), x_star)
    return x_star_bar + vjp_x(u)[0]


def fixed_point_rev(f, res, x_star_bar):
    a, x_star = res
    _, vjp_a = vjp(lambda a: f(a, x_star), a)
    a_bar, = vjp_a(fixed_point(partial(rev_iter, f), (a, x_star, x_star_bar), x_star_bar))
    return a_bar, jnp.zeros_like(x_star)


fixed_point.defvjp(fixed_point_fwd, fixed_point_rev)


def newton_sqrt(a):
    update = lambda a, x: 0.5 * (x + a / x)  # noqa: E731
    return fixed_point(update, a, a)


def test_fixed_point_values_and_derivatives_as_in_jax():
    np.testing.assert_allclose(float(newton_sqrt(2.0)), 1.4142135, rtol=1e-6)
    np.testing.assert_allclose(float(grad(newton_sqrt)(2.0)), 0.35355338, rtol=1e-6)
    np.testing.assert_allclose(float(jit(grad(newton_sqrt))(2.0)), 0.35355338, rtol=1e-6)
    np.testing.assert_allclose(float(grad(grad(newton_sqrt))(2.0)), -0.088388346, rtol=1e-5)
    np.testing.assert_allclose(float(jit(grad(grad(newton_sqrt)))(2.0)), -0.088388346,
                               rtol=1e-5)
    np.testing.assert_allclose(vmap(grad(grad(newton_sqrt)))(jnp.array([2.0, 3.0])),
                               [-0.08838835, -0.04811252], rtol=1e-5)
    # against the closed form: d2/da2 sqrt(a) = -a^(-3/2) / 4
    np.testing.assert_allclose(float(grad(grad(newton_sqrt))(5.0)), -0.25 * 5.0 ** -1.5,
                               rtol=1e-4)
    check_grads(newton_sqrt, (2.0,), order=2, modes=["rev"])


@hostcall.custom_jvp
def solve(A, b):
    return jnp.linalg.solve(A, b)


@solve.defjvp
def solve_jvp(primals, tangents):
    A, b = primals
    dA, db = tangents
    x = solve(A, b)
    return x, jnp.linalg.solve(A, db - dA @ x)


def scan_loss(theta):
    def step(carry, t):
        A = jnp.array([[3.0, 1.0], [0.5, 2.0]]) + theta * jnp.outer(carry, carry) \
            + t * jnp.eye(2)
        x = solve(A, carry)
        return jnp.tanh(x + theta), jnp.sum(x ** 2)
    c, ys = lax.scan(step, jnp.array([1.0, -0.5]), jnp.arange(4.0))
    return ys.sum() + c.sum()


def test_grad_through_scan_of_custom_jvp_that_solves():
    np.testing.assert_allclose(float(scan_loss(0.3)), 0.959522, rtol=1e-5)
    np.testing.assert_allclose(float(grad(scan_loss)(0.3)), 1.8665199, rtol=1e-5)
    np.testing.assert_allclose(float(jit(grad(scan_loss))(0.3)), 1.8665199, rtol=1e-5)
    np.testing.assert_allclose(vmap(grad(scan_loss))(jnp.array([0.1, 0.3])),
                               [1.9551289, 1.8665199], rtol=1e-5)
    np.testing.assert_allclose(float(hostcall.hessian(scan_loss)(0.3)), -1.2354566,
                               rtol=1e-4)
    check_grads(scan_loss, (0.3,), order=1, modes=["fwd", "rev"], atol=5e-3, rtol=5e-3)


def test_solve_is_transposable_in_its_right_hand_side():
    a = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.3, 0.1, 2.0]], np.float32)
    b = np.array([1.0, -2.0, 0.5], np.float32)
    # reverse mode of solve(a, .) is solve(a.T, .)
    ct = np.array([0.3, 0.2, -1.0], np.float32)
    _, pullback = vjp(lambda v: jnp.linalg.solve(a, v), b)
    np.testing.assert_allclose(pullback(ct)[0], np.linalg.solve(a.T, ct), rtol=1e-5)
    transpose = hostcall.linear_transpose(lambda v: jnp.linalg.solve(a, v), b)
    np.testing.assert_allclose(transpose(ct)[0], np.linalg.solve(a.T, ct), rtol=1e-5)
    check_grads(lambda m, v: jnp.linalg.solve(m, v), (a, b), order=1)
