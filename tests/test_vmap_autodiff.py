"""vmap with grad and custom derivative rules: the rules are batched with the function."""
import numpy as np

import hostcall
import hostcall.numpy as jnp

X = np.arange(3.0, dtype=np.float32)


def _custom_sin_times():
    @hostcall.custom_jvp
    def f(x, y):
        return jnp.sin(x) * y
    # a deliberately "wrong" rule (x100 on dx), so that using it is observable
    f.defjvp(lambda p, t: (f(*p), jnp.cos(p[0]) * p[1] * t[0] * 100 + jnp.sin(p[0]) * t[1]))
    return f


def test_vmap_of_grad_and_grad_of_vmap():
    f = lambda x: jnp.sin(x) * x  # noqa: E731
    np.testing.assert_allclose(np.asarray(hostcall.vmap(hostcall.grad(f))(X)),
                               np.cos(X) * X + np.sin(X), rtol=1e-5)
    g = hostcall.grad(lambda x: hostcall.vmap(f)(x).sum())
    np.testing.assert_allclose(np.asarray(g(X)), np.cos(X) * X + np.sin(X), rtol=1e-5)


def test_custom_jvp_rule_is_used_under_vmap():
    f = _custom_sin_times()
    np.testing.assert_allclose(np.asarray(hostcall.vmap(f, in_axes=(0, None))(X, 2.0)),
                               np.sin(X) * 2, rtol=1e-6)
    per_example = hostcall.vmap(hostcall.grad(f), in_axes=(0, None))(X, 2.0)
    np.testing.assert_allclose(np.asarray(per_example), np.cos(X) * 200, rtol=1e-5)
    through_vmap = hostcall.grad(lambda x: hostcall.vmap(f, in_axes=(0, None))(x, 2.0).sum())
    np.testing.assert_allclose(np.asarray(through_vmap(X)), np.cos(X) * 200, rtol=1e-5)
    # the tangent of the unbatched y: its rule term summed over the batch
    dy = hostcall.grad(lambda y: hostcall.vmap(f, in_axes=(0, None))(X, y).sum())(2.0)
    np.testing.assert_allclose(float(dy), np.sin(X).sum(), rtol=1e-5)


def test_custom_vjp_rules_are_batched_and_cotangents_summed():
    @hostcall.custom_vjp
    def g(x, y):
        return x * y

    g.defvjp(lambda x, y: (x * y, (x, y)), lambda res, ct: (ct * res[1] * 10, ct * res[0]))
    np.testing.assert_allclose(np.asarray(hostcall.vmap(g, in_axes=(0, None))(X, 2.0)), X * 2)
    dx = hostcall.grad(lambda x: hostcall.vmap(g, in_axes=(0, None))(x, 2.0).sum())(X)
    np.testing.assert_allclose(np.asarray(dx), [20.0] * 3)
    # y is shared by the batch: its cotangent is the sum of the per-element ones
    dy = hostcall.grad(lambda y: hostcall.vmap(g, in_axes=(0, None))(X, y).sum())(2.0)
    assert float(dy) == float(X.sum())
