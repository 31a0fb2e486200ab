"""hostcall.checkpoint / remat: values, policies and JAX's callback semantics under AD."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import checkpoint_policies as cp
from hostcall import lax
from hostcall.ad_checkpoint import checkpoint_name
from hostcall.experimental import io_callback


def f_(x, ordered=False):
    y = checkpoint_name(x + 1., "y")
    z = checkpoint_name(y * 2., "z")
    hostcall.debug.print('y: {}, z: {}', y, z, ordered=ordered)
    return jnp.exp(z)


EXPECTED_GRAD = 2 * np.exp(6.0)     # d/dx exp(2 (x + 1)) at x = 2


@pytest.mark.parametrize("policy, ordered, times", [
    (cp.nothing_saveable, False, 2),
    (None, True, 2),                  # the default policy rematerializes too
    (cp.everything_saveable, False, 1),
])
def test_debug_print_under_grad_of_checkpoint(capsys, policy, ordered, times):
    g = hostcall.grad(hostcall.checkpoint(lambda x: f_(x, ordered), policy=policy))(2.)
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "y: 3.0, z: 6.0\n" * times
    np.testing.assert_allclose(np.asarray(g), EXPECTED_GRAD, rtol=1e-5)


def test_debug_callback_under_jit_grad_of_checkpoint_runs_twice():
    seen = []

    def g(x):
        hostcall.debug.callback(lambda v: seen.append(float(v)), x)
        return jnp.sin(x) * x

    out = hostcall.jit(hostcall.grad(hostcall.checkpoint(g)))(2.)
    hostcall.effects_barrier()
    assert seen == [2.0, 2.0]
    np.testing.assert_allclose(np.asarray(out), np.cos(2.) * 2. + np.sin(2.), rtol=1e-5)


def test_vmap_of_grad_of_checkpoint_reruns_callbacks_per_element():
    seen = []

    def g(x):
        hostcall.debug.callback(lambda v: seen.append(float(v)), x)
        return jnp.sin(x) * x

    xs = np.arange(3, dtype=np.float32)
    out = hostcall.vmap(hostcall.grad(hostcall.checkpoint(g)))(xs)
    hostcall.effects_barrier()
    assert sorted(seen) == [0.0, 0.0, 1.0, 1.0, 2.0, 2.0]
    np.testing.assert_allclose(np.asarray(out), np.cos(xs) * xs + np.sin(xs), rtol=1e-5)


@pytest.mark.parametrize("policy", [None, cp.everything_saveable])
def test_io_callback_under_grad_of_checkpoint_is_rejected(policy):
    f = hostcall.checkpoint(lambda x, y: (io_callback(lambda v: v, y, y), x)[1], policy=policy)
    with pytest.raises(NotImplementedError) as e:
        hostcall.grad(f)(2., 3.)
    assert str(e.value).startswith(
        "Effects not supported in partial-eval of `checkpoint`/`remat`")


def test_checkpoint_without_differentiation_is_the_plain_function():
    seen = []

    def g(x, y):
        hostcall.debug.callback(lambda v: seen.append(float(v)), x)
        return {"s": jnp.sin(x) * y, "c": x + y}

    cg = hostcall.checkpoint(g)

    def both(x, y):
        out = cg(x, y)
        _, tangent = hostcall.jvp(lambda a: cg(a, y)["s"], (x,), (1.,))
        return out, tangent

    out, tangent = hostcall.jit(both)(2., 3.)
    hostcall.effects_barrier()
    assert seen == [2.0, 2.0]           # one call each: jvp does not rematerialize
    np.testing.assert_allclose(np.asarray(out["s"]), np.sin(2.) * 3., rtol=1e-6)
    np.testing.assert_allclose(np.asarray(out["c"]), 5.)
    np.testing.assert_allclose(np.asarray(tangent), np.cos(2.) * 3., rtol=1e-6)
    seen.clear()
    eager = cg(2., 3.)                  # outside any trace: the function runs as is
    hostcall.effects_barrier()
    assert seen == [2.0]
    np.testing.assert_allclose(np.asarray(eager["s"]), np.sin(2.) * 3., rtol=1e-6)


def test_vmap_of_checkpoint_runs_the_callback_per_element():
    seen = []

    def g(x):
        hostcall.debug.callback(lambda v: seen.append(float(v)), x)
        return jnp.sin(x) * x

    xs = np.arange(3, dtype=np.float32)
    out = hostcall.vmap(hostcall.checkpoint(g))(xs)
    hostcall.effects_barrier()
    assert sorted(seen) == [0.0, 1.0, 2.0]
    np.testing.assert_allclose(np.asarray(out), np.sin(xs) * xs, rtol=1e-6)


def _layer(w, x):
    return jnp.tanh(jnp.dot(w, x))


def _lowered_dots(policy) -> int:
    w = np.ones((3, 3), np.float32)
    loss = lambda x: hostcall.checkpoint(_layer, policy=policy)(w, x).sum()
    text = hostcall.jit(hostcall.grad(loss)).lower(np.ones(3, np.float32)).as_text()
    main = text.split("func.func @main")[1].split("func.func")[0]
    return main.count("stablehlo.dot_general")


def test_policies_decide_what_the_backward_pass_recomputes():
    recomputed = _lowered_dots(cp.nothing_saveable)
    saved = _lowered_dots(cp.dots_saveable)
    everything = _lowered_dots(cp.everything_saveable)
    assert everything == 2              # forward dot and the transposed one
    assert saved == everything          # the dot's result is a residual
    assert recomputed == saved + 1      # the forward dot runs again in the backward pass


def test_gradients_with_static_args_nested_jit_and_remat_alias():
    w = np.array([[1., 2.], [3., 4.]], np.float32)

    def layer(w, x, n):
        for _ in range(n):
            x = jnp.sin(jnp.dot(w, x))
        return x

    def loss(x, policy):
        f = hostcall.remat(layer, policy=policy, static_argnums=(2,))
        return hostcall.jit(lambda x: f(w, x, 2))(x).sum()

    def all_grads(x):
        return [hostcall.grad(lambda x: loss(x, p))(x)
                for p in (None, cp.dots_saveable, cp.everything_saveable)] + \
               [hostcall.grad(lambda x: layer(w, x, 2).sum())(x)]

    x = np.array([0.3, -0.2], np.float32)
    grads = hostcall.jit(all_grads)(x)
    for g in grads[:-1]:
        np.testing.assert_allclose(np.asarray(g), np.asarray(grads[-1]), rtol=1e-5)


def test_api_surface_and_errors():
    assert hostcall.remat is hostcall.checkpoint
    assert hostcall.ad_checkpoint.checkpoint is hostcall.checkpoint
    assert checkpoint_name(3.0, "a") == 3.0
    with pytest.raises(TypeError, match="checkpoint_name"):
        checkpoint_name(1.0, 3)
    with pytest.raises(NotImplementedError, match="unsupported policy"):
        hostcall.checkpoint(jnp.sin, policy="no_such_policy")
    with pytest.raises(TypeError, match="names must be strings"):
        cp.save_only_these_names(3)
    with pytest.raises(TypeError, match="static_argnums"):
        hostcall.jit(lambda x: hostcall.checkpoint(lambda a, s: a * len(s))(x, "ab"))(1.)
    decorated = hostcall.checkpoint(policy=cp.nothing_saveable)(lambda x: x * 2.)
    assert float(decorated(2.)) == 4.0


# JAX 0.10 prints once where the policy saves the debug callback itself, twice elsewhere
@pytest.mark.parametrize("policy, times", [
    (cp.save_only_these_names("y", "z"), 2),
    (cp.save_only_these_names("z"), 2),
    (cp.save_any_names_but_these("y"), 2),
    (cp.save_anything_except_these_names("z"), 1),
    (lambda prim, *avals, **params: True, 1),
    (lambda prim, *avals, **params: False, 2),
    (cp.save_from_both_policies(cp.save_only_these_names("y"), cp.save_only_these_names("z")),
     2),
])
def test_name_based_and_callable_policies_as_in_jax(capsys, policy, times):
    g = hostcall.grad(hostcall.checkpoint(f_, policy=policy))(2.)
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "y: 3.0, z: 6.0\n" * times
    np.testing.assert_allclose(np.asarray(g), EXPECTED_GRAD, rtol=1e-5)


def _backward_sines(policy) -> int:
    """Sines in the gradient of sin(sin(name(sin x, 'a'))): 3 forward + recomputed."""
    f = lambda x: jnp.sin(jnp.sin(checkpoint_name(jnp.sin(x), "a")))  # noqa: E731
    text = hostcall.jit(hostcall.grad(hostcall.checkpoint(f, policy=policy))).lower(1.).as_text()
    return text.split("func.func @main")[1].split("func.func")[0].count("stablehlo.sine")


def test_saved_names_spare_the_backward_pass_their_computation():
    assert _backward_sines(cp.everything_saveable) == 3
    assert _backward_sines(cp.nothing_saveable) == 5         # sin x and sin a again
    assert _backward_sines(cp.save_only_these_names("a")) == 4   # only sin a again
    assert _backward_sines(cp.save_any_names_but_these("b")) == 4
    assert _backward_sines(cp.save_any_names_but_these("a")) == 5
    assert _backward_sines(lambda prim, *_, **__: str(prim) == "sin") == 3
    assert _backward_sines(lambda prim, *_, **params: params.get("name") == "a") == 4
    g = hostcall.grad(hostcall.checkpoint(
        lambda x: jnp.sin(jnp.sin(checkpoint_name(jnp.sin(x), "a"))),
        policy=cp.save_only_these_names("a")))
    np.testing.assert_allclose(float(g(1.)), 0.26450825, rtol=1e-6)   # JAX's value


def test_policies_are_callable_like_jax_policies():
    from hostcall.ad_checkpoint import name_p
    from hostcall.primitives.contraction import dot_general_p
    assert cp.dots_saveable(dot_general_p) and not cp.dots_saveable(name_p, name="a")
    assert cp.save_only_these_names("a")(name_p, name="a")
    assert not cp.save_only_these_names("a")(name_p, name="b")
    assert cp.save_anything_except_these_names("a")(dot_general_p)
    both = cp.save_from_both_policies(cp.dots_saveable, cp.save_only_these_names("a"))
    assert both(dot_general_p) and both(name_p, name="a") and not both(name_p, name="b")
    # a Python policy built from them works in checkpoint
    combined = lambda prim, *a, **k: cp.dots_saveable(prim, *a, **k) or k.get("name") == "a"  # noqa
    assert _backward_sines(combined) == 4


def test_checkpoint_name_on_pytrees_and_under_vmap():
    f = lambda p: jnp.sum(checkpoint_name(p, "p")["w"] ** 2)  # noqa: E731
    g = hostcall.grad(hostcall.checkpoint(f, policy=cp.save_only_these_names("p")))
    np.testing.assert_allclose(g({"w": jnp.arange(3.0)})["w"], [0.0, 2.0, 4.0])
    vg = hostcall.vmap(hostcall.grad(hostcall.checkpoint(
        lambda x: jnp.sin(checkpoint_name(x * 2., "d")), policy=cp.save_only_these_names("d"))))
    xs = np.arange(3, dtype=np.float32)
    np.testing.assert_allclose(vg(xs), 2 * np.cos(2 * xs), rtol=1e-6)


def test_callable_policy_sees_jax_primitive_names_of_elementwise_ops():
    """A callable policy gets lax's primitive for each op (negate -> neg,
    round_nearest_afz -> round), the one pairing kept in lax's elementwise tables."""
    seen = set()

    def policy(prim, *avals, **params):
        seen.add(str(prim))
        return False

    x = np.array([0.4, 1.6, -2.3], np.float32)
    f = lambda v: jnp.sum(lax.round(v) * jnp.sin(-v) + jnp.expm1(v))  # noqa: E731
    g = hostcall.grad(hostcall.checkpoint(f, policy=policy))(x)
    np.testing.assert_allclose(np.asarray(g), -np.round(x) * np.cos(-x) + np.exp(x),
                               rtol=1e-5)
    assert {"round", "sin", "neg", "expm1"} <= seen
    assert not seen & {"round_nearest_afz", "sine", "negate", "exponential_minus_one"}
