"""Transformations called outside jit see concrete values, as in JAX: Python control flow
on values under grad/jvp/vjp/jacfwd/jacrev/hessian (specialised to the path taken),
non-array arguments outside argnums, and vmap's unmapped arguments passed unchanged.
Expected values are JAX 0.10's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def branchy(x):
    return 3 * x ** 2 if x < 3 else -4 * x


def test_grad_follows_python_control_flow_on_values():
    assert float(hostcall.grad(branchy)(2.0)) == 12.0
    # the other path on the next call: a program specialised to a value is not reused
    assert float(hostcall.grad(branchy)(4.0)) == -4.0
    assert float(hostcall.grad(branchy)(2.0)) == 12.0
    value, g = hostcall.value_and_grad(branchy)(4.0)
    assert (float(value), float(g)) == (-16.0, -4.0)
    assert float(hostcall.grad(hostcall.grad(lambda x: x ** 3 if x < 3 else -4 * x))(2.0)) \
        == 12.0


def test_jvp_vjp_linearize_follow_the_path_taken():
    out, tan = hostcall.jvp(branchy, (2.0,), (1.0,))
    assert (float(out), float(tan)) == (12.0, 12.0)
    out, pullback = hostcall.vjp(branchy, 4.0)
    assert float(out) == -16.0
    (ct,) = pullback(1.0)
    assert float(ct) == -4.0
    out, f_jvp = hostcall.linearize(branchy, 2.0)
    assert float(f_jvp(2.0)) == 24.0


def test_jacobians_and_hessian_with_python_branches():
    f = lambda x: x ** 2 if x.sum() > 0 else x  # noqa: E731
    np.testing.assert_allclose(hostcall.jacfwd(f)(jnp.ones(2)), [[2.0, 0.0], [0.0, 2.0]])
    np.testing.assert_allclose(hostcall.jacrev(f)(jnp.ones(2)), [[2.0, 0.0], [0.0, 2.0]])
    np.testing.assert_allclose(hostcall.jacrev(f)(-jnp.ones(2)), np.eye(2))
    h = hostcall.hessian(lambda x: (x ** 3).sum() if x.sum() > 0 else x.sum())
    np.testing.assert_allclose(h(jnp.ones(2)), [[6.0, 0.0], [0.0, 6.0]])


def test_int_index_item_and_shapes_from_values():
    assert float(hostcall.grad(lambda x: x * int(x))(2.0)) == 2.0
    assert float(hostcall.grad(lambda x: x * jnp.arange(5.0)[x.astype(int)])(2.0)) == 2.0
    assert float(hostcall.grad(lambda x: x * x.item())(2.0)) == 2.0
    assert float(hostcall.grad(lambda x: sum(x for _ in range(int(x))))(3.0)) == 3.0
    assert float(hostcall.grad(lambda x: jnp.sum(jnp.ones(int(x)) * x))(3.0)) == 3.0


def test_values_after_nested_jit_and_loops_are_known():
    after_jit = lambda x: (lambda y: y if y > 3 else -y)(hostcall.jit(jnp.sin)(x))  # noqa
    np.testing.assert_allclose(float(hostcall.grad(after_jit)(2.0)), 0.41614684, rtol=1e-6)
    after_loop = lambda x: (lambda y: y if y > 3 else -y)(  # noqa: E731
        lax.fori_loop(0, 3, lambda i, c: c * 2, x))
    assert float(hostcall.grad(after_loop)(2.0)) == 8.0
    after_while = lambda x: (lambda y: y if y > 3 else -y)(  # noqa: E731
        lax.while_loop(lambda c: c < 5, lambda c: c * 2, x))
    out, tan = hostcall.jvp(after_while, (2.0,), (1.0,))
    assert (float(out), float(tan)) == (8.0, 4.0)


def test_where_jax_raises_hostcall_raises():
    # float() of a differentiated value, numpy conversion, staged code and loop bodies
    with pytest.raises(hostcall.ConcretizationTypeError, match="float"):
        hostcall.grad(lambda x: x * float(x))(2.0)
    with pytest.raises(hostcall.ConcretizationTypeError, match="numpy conversion"):
        hostcall.grad(lambda x: x * np.asarray(x))(2.0)
    with pytest.raises(hostcall.ConcretizationTypeError, match="truth value"):
        hostcall.grad(hostcall.jit(branchy))(2.0)
    with pytest.raises(hostcall.ConcretizationTypeError, match="truth value"):
        hostcall.jit(hostcall.grad(branchy))(2.0)
    with pytest.raises(hostcall.ConcretizationTypeError, match="truth value"):
        hostcall.grad(lambda x: lax.fori_loop(0, 3, lambda i, c: c * 2 if x > 1 else c, x))(2.0)
    # a batched predicate has no single value
    with pytest.raises(hostcall.ConcretizationTypeError, match="truth value"):
        hostcall.vmap(lambda x: x if x > 0 else -x)(jnp.arange(3.0))


def test_eager_and_jitted_agree_on_the_path_given_static_arguments():
    f = hostcall.jit(lambda x, c: hostcall.grad(lambda y: y ** 2 if c > 0 else -y)(x),
                     static_argnums=1)
    assert float(f(3.0, 1)) == float(hostcall.grad(lambda y: y ** 2)(3.0)) == 6.0
    assert float(f(3.0, -1)) == -1.0


def test_arguments_outside_argnums_may_be_any_python_object():
    assert float(hostcall.grad(lambda f, x: f(x), 1)(lambda x: x ** 3, 3.0)) == 27.0
    scaled = lambda x, how, k: x * k if how == "times" else x + k  # noqa: E731
    assert float(hostcall.grad(scaled)(2.0, "times", 5.0)) == 5.0
    assert float(hostcall.grad(scaled)(2.0, "plus", 5.0)) == 1.0
    opts = {"power": 3, "names": ["a", "b"]}
    g = hostcall.grad(lambda x, o: x ** o["power"] * len(o["names"]))
    assert float(g(2.0, opts)) == 24.0
    # the same function object keys the cache; another one traces again
    assert float(hostcall.grad(lambda f, x: f(x), 1)(lambda x: x ** 2, 3.0)) == 6.0
    v, t = hostcall.jvp(lambda x: x * 2.0, (3.0,), (1.0,))
    assert (float(v), float(t)) == (6.0, 2.0)
    jac = hostcall.jacfwd(lambda x, f: f(x), 0)(jnp.arange(2.0), jnp.sin)
    np.testing.assert_allclose(jac, np.diag(np.cos([0.0, 1.0])), rtol=1e-6)


def test_vmap_passes_unmapped_arguments_unchanged():
    x = jnp.arange(3.0)
    power = hostcall.jit(lambda x, n: x ** n, static_argnums=1)
    np.testing.assert_allclose(hostcall.vmap(power, in_axes=(0, None))(x, 3), [0.0, 1.0, 8.0])
    np.testing.assert_allclose(
        hostcall.vmap(lambda x, y: x if y > 0 else -x, (0, None))(x, 1.0), [0.0, 1.0, 2.0])
    np.testing.assert_allclose(
        hostcall.vmap(lambda x, y: x if y > 0 else -x, (0, None))(x, -1.0), [0.0, -1.0, -2.0])
    # non-array objects and unmapped arrays with a value-dependent branch
    np.testing.assert_allclose(
        hostcall.vmap(lambda x, f: f(x), (0, None))(x, jnp.cos), np.cos([0.0, 1.0, 2.0]),
        rtol=1e-6)
    np.testing.assert_allclose(
        hostcall.vmap(lambda x, w: x * w[0] if w.sum() > 0 else x, (0, None))(
            x, 2 * jnp.ones(2)[:1]), [0.0, 2.0, 4.0])
    # inside jit the unmapped argument is the caller's value: a static int stays an int
    outer = hostcall.jit(lambda x, n: hostcall.vmap(power, in_axes=(0, None))(x, n),
                         static_argnums=1)
    np.testing.assert_allclose(outer(x, 2), [0.0, 1.0, 4.0])


def test_vmap_of_grad_with_unmapped_branch_selector():
    g = hostcall.vmap(hostcall.grad(lambda x, mode: x ** 2 if mode == "sq" else x ** 3),
                      in_axes=(0, None))
    np.testing.assert_allclose(g(jnp.arange(3.0), "sq"), [0.0, 2.0, 4.0])
    np.testing.assert_allclose(g(jnp.arange(3.0), "cube"), [0.0, 3.0, 12.0])


def test_custom_rules_see_values_outside_jit():
    @hostcall.custom_jvp
    def f(x):
        return x ** 2 if x > 0 else -x

    @f.defjvp
    def f_jvp(p, t):
        (x,), (dx,) = p, t
        return f(x), (2 * x if x > 0 else -1.0) * dx

    @hostcall.custom_vjp
    def h(x):
        return x ** 2 if x > 0 else -x

    h.defvjp(lambda x: (h(x), x), lambda x, g: ((2 * x if x > 0 else -1.0) * g,))
    for fn in (f, h):     # JAX: 6.0 and -1.0
        assert float(hostcall.grad(fn)(3.0)) == 6.0
        assert float(hostcall.grad(fn)(-3.0)) == -1.0
        with pytest.raises(hostcall.ConcretizationTypeError):
            hostcall.jit(hostcall.grad(fn))(3.0)
    assert float(hostcall.jvp(f, (3.0,), (1.0,))[1]) == 6.0
