"""The autodiff API: seeds' examples, callbacks under differentiation, custom rules,
compositions with jit/vmap, and error messages."""
from functools import partial

import numpy as np
import pytest
import scipy.special

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, io_callback, lax

from helpers import printed


# ------------------------------------------------------------------ seeds
def _plain_jv(v, z):
    v, z = jnp.asarray(v), jnp.asarray(z)
    assert jnp.issubdtype(v.dtype, jnp.integer)
    z = z.astype(jnp.result_type(float, z.dtype))
    _scipy_jv = lambda v, z: scipy.special.jv(v, z).astype(z.dtype)  # noqa: E731
    result_shape_dtype = hostcall.ShapeDtypeStruct(
        shape=jnp.broadcast_shapes(v.shape, z.shape), dtype=z.dtype)
    return hostcall.pure_callback(_scipy_jv, result_shape_dtype, v, z, vectorized=True)


jv = hostcall.custom_jvp(_plain_jv)


@jv.defjvp
def _jv_jvp(primals, tangents):
    v, z = primals
    _, z_dot = tangents
    jv_minus_1, jv_plus_1 = jv(v - 1, z), jv(v + 1, z)
    djv_dz = jnp.where(v == 0, -jv_plus_1, 0.5 * (jv_minus_1 - jv_plus_1))
    return jv(v, z), z_dot * djv_dz


def test_seed_bessel_grad_hessian_jit_and_vmap(capsys):
    j1 = partial(jv, 1)
    print(hostcall.grad(j1)(2.0))
    assert printed(capsys) == "-0.06447162\n"
    h = hostcall.hessian(j1)(2.0)
    assert repr(h) == "Array(-0.4003078, dtype=float32, weak_type=True)"
    assert float(hostcall.jit(hostcall.grad(j1))(2.0)) == pytest.approx(-0.06447162, rel=1e-6)
    z = np.array([0.5, 1.0, 2.0], np.float32)
    want = 0.5 * (scipy.special.jv(0, z) - scipy.special.jv(2, z))
    got = hostcall.vmap(hostcall.grad(j1))(z)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5)
    assert repr(hostcall.jit(hostcall.hessian(j1))(2.0)) == repr(h)
    second = hostcall.vmap(hostcall.hessian(j1))(z)
    np.testing.assert_allclose(np.asarray(second), scipy.special.jvp(1, z, 2), rtol=1e-5)


def test_seed_bare_pure_callback_has_no_jvp():
    with pytest.raises(ValueError, match="^Pure callbacks do not support JVP. Please use "
                                         "`hostcall.custom_jvp` to use callbacks while taking "
                                         "gradients.$"):
        hostcall.grad(partial(_plain_jv, 1))(2.0)


def test_seed_io_callback_and_debug_callback_under_grad(capsys):
    def numpy_random_like(x):
        return io_callback(lambda x: np.random.random(x.shape).astype(x.dtype), x, x)

    with pytest.raises(ValueError, match="^IO callbacks do not support JVP.$"):
        hostcall.grad(lambda x: jnp.sum(numpy_random_like(x)))(jnp.ones(5))
    assert printed(capsys) == ""

    @hostcall.jit
    def f(x):
        io_callback(lambda: print("hello"), None)
        return x
    assert float(hostcall.grad(f)(1.0)) == 1.0
    assert printed(capsys) == "hello\n"

    def log_value(x):
        print("log:", x)

    @hostcall.jit
    def g(x):
        debug.callback(log_value, x)
        return x
    assert float(hostcall.grad(g)(1.0)) == 1.0
    assert printed(capsys) == "log: 1.0\n"


# ------------------------------------------------- printing under transformations
def _printing(x):
    debug.print("x: {}", x)
    return 2 * x


def test_debug_prints_once_with_primal_values(capsys):
    assert [float(v) for v in hostcall.jvp(_printing, (1.,), (1.,))] == [2.0, 2.0]
    assert printed(capsys) == "x: 1.0\n"
    _, pullback = hostcall.vjp(_printing, 1.)
    assert printed(capsys) == "x: 1.0\n"
    assert float(pullback(1.)[0]) == 2.0
    assert printed(capsys) == ""
    for transform in (hostcall.grad(_printing), hostcall.jit(hostcall.grad(_printing)),
                      hostcall.grad(hostcall.jit(_printing)),
                      hostcall.value_and_grad(_printing)):
        transform(1.)
        assert printed(capsys) == "x: 1.0\n"
    cube = hostcall.hessian(lambda x: (debug.print("x: {}", x), x ** 3)[1])(2.)
    assert float(cube) == 12.0 and printed(capsys) == "x: 2.0\n"
    x = jnp.array([0., 1.])
    hostcall.jacfwd(_printing)(x)
    assert printed(capsys) == "x: [0. 1.]\n"
    hostcall.jacrev(_printing)(x)
    assert printed(capsys) == "x: [0. 1.]\n"
    hostcall.grad(lambda x: (debug.print("y: {}", jnp.sin(x)), jnp.sin(x))[1])(0.5)
    assert printed(capsys) == "y: 0.4794255495071411\n"
    _, lin = hostcall.linearize(_printing, 3.)
    assert printed(capsys) == "x: 3.0\n"
    assert float(lin(1.0)) == 2.0
    assert printed(capsys) == ""


def test_custom_vjp_bwd_prints_gradient(capsys):
    @hostcall.custom_vjp
    def print_grad(x):
        return x
    print_grad.defvjp(lambda x: (x, None),
                      lambda _, g: (debug.print("x_grad: {}", g), (g,))[1])

    def f(x):
        debug.print("x: {}", x)
        return jnp.square(print_grad(x))
    for transform in (hostcall.grad(f), hostcall.jit(hostcall.grad(f))):
        assert float(transform(jnp.float32(1.))) == 2.0
        assert printed(capsys) == "x: 1.0\nx_grad: 2.0\n"


def test_custom_rules_with_prints_staged_in_jit(capsys):
    @hostcall.custom_jvp
    def g(x):
        debug.print("hello: {}", x)
        return jnp.sin(x)

    @g.defjvp
    def g_jvp(p, t):
        debug.print("goodbye: {} {}", p[0], t[0])
        return jnp.sin(p[0]), jnp.cos(p[0]) * t[0]
    f = hostcall.jit(g)
    f(2.)
    assert printed(capsys) == "hello: 2.0\n"
    hostcall.jvp(f, (2.,), (3.,))
    assert printed(capsys) == "goodbye: 2.0 3.0\n"

    @hostcall.custom_vjp
    def h(x):
        debug.print("hello: {}", x)
        return x * 2

    def h_fwd(x):
        debug.print("hello fwd: {}", x)
        return x * 2, x

    def h_bwd(x, g):
        debug.print("hello bwd: {} {}", x, g)
        return (g * 2,)
    h.defvjp(h_fwd, h_bwd)
    fh = hostcall.jit(h)
    fh(2.)
    assert printed(capsys) == "hello: 2.0\n"
    _, pb = hostcall.vjp(fh, 2.)
    assert printed(capsys) == "hello fwd: 2.0\n"
    assert float(pb(3.)[0]) == 6.0
    assert printed(capsys) == "hello bwd: 2.0 3.0\n"


def test_tangent_print_in_custom_jvp_rule_dropped_under_grad(capsys):
    @hostcall.custom_jvp
    def custom_fn(x):
        return x

    @custom_fn.defjvp
    def _(p, t):
        debug.print("x_tangent: {}", t[0])
        return p[0], t[0]

    def f(x):
        return custom_fn(jnp.square(x))
    hostcall.jvp(f, (1.,), (1.,))
    assert printed(capsys) == "x_tangent: 2.0\n"
    assert float(hostcall.grad(f)(1.)) == 2.0
    assert printed(capsys) == ""


# --------------------------------------------------------- callbacks under grad
def test_pure_and_io_callback_errors_at_trace_time():
    calls = []

    def host_sin(x):
        calls.append(x)
        return np.sin(x)

    f = lambda x: hostcall.pure_callback(host_sin, x, x)  # noqa: E731
    for transform in (lambda: hostcall.grad(f)(1.), lambda: hostcall.jvp(f, (1.,), (1.,)),
                      lambda: hostcall.vjp(f, 1.), lambda: hostcall.jit(hostcall.grad(f))(1.)):
        with pytest.raises(ValueError, match="Pure callbacks do not support JVP"):
            transform()
    with pytest.raises(ValueError, match="^Pure callbacks do not support transpose. Please use "
                                         "`hostcall.custom_vjp`"):
        hostcall.linear_transpose(lambda x: hostcall.pure_callback(lambda v: v, x, x),
                                  jnp.float32(1.))(jnp.float32(1.))
    io = lambda x: io_callback(lambda v: v, x, x)  # noqa: E731
    for transform in (lambda: hostcall.grad(io)(1.), lambda: hostcall.linearize(io, 1.)):
        with pytest.raises(ValueError, match="^IO callbacks do not support JVP.$"):
            transform()
    with pytest.raises(ValueError, match="^IO callbacks do not support transpose.$"):
        hostcall.linear_transpose(io, jnp.float32(1.))(jnp.float32(1.))
    assert calls == []


def test_custom_jvp_around_pure_callback():
    calls = []

    def host(name, fn):
        def run(x):
            calls.append((name, float(x)))
            return fn(x)
        return run

    @hostcall.custom_jvp
    def sin(x):
        return hostcall.pure_callback(host("sin", np.sin), x, x, vmap_method="sequential")

    @sin.defjvp
    def _(p, t):
        (x,), (tx,) = p, t
        cos = hostcall.pure_callback(host("cos", np.cos), x, x, vmap_method="sequential")
        return sin(x), cos * tx

    # the rule's primal sin(x) is unused under grad: DCE removes its host call
    assert float(hostcall.jit(hostcall.grad(sin))(2.)) == pytest.approx(-0.4161468)
    assert calls == [("cos", 2.0)]
    calls.clear()
    y, t = hostcall.jvp(sin, (2.,), (3.,))
    assert (float(y), float(t)) == pytest.approx((0.9092974, -1.2484405))
    v, g = hostcall.value_and_grad(sin)(2.)
    assert (float(v), float(g)) == pytest.approx((0.9092974, -0.4161468))
    calls.clear()
    out = hostcall.vmap(hostcall.grad(sin))(jnp.arange(2.))
    np.testing.assert_allclose(np.asarray(out), [1., 0.5403023], rtol=1e-6)
    # pure callbacks are unordered: one call per element for each of sin and cos
    assert sorted(calls) == [("cos", 0.0), ("cos", 1.0), ("sin", 0.0), ("sin", 1.0)]
    with pytest.raises(ValueError, match="Pure callbacks do not support JVP"):
        hostcall.grad(hostcall.grad(sin))(2.)


# ------------------------------------------------------------------ API
def test_grad_argnums_has_aux_and_value_and_grad():
    def f(x, y):
        return jnp.sum(x * y ** 2), {"aux": x + 1}
    x, y = jnp.array([1., 2.]), jnp.array([3., 4.])
    (gx, gy), aux = hostcall.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    np.testing.assert_allclose(np.asarray(gx), [9., 16.])
    np.testing.assert_allclose(np.asarray(gy), [6., 16.])
    np.testing.assert_allclose(np.asarray(aux["aux"]), [2., 3.])
    (v, aux), g = hostcall.value_and_grad(f, has_aux=True)(x, y)
    assert float(v) == 41.0
    np.testing.assert_allclose(np.asarray(g), [9., 16.])
    out, pb, aux2 = hostcall.vjp(f, x, y, has_aux=True)
    assert float(out) == 41.0
    np.testing.assert_allclose(np.asarray(pb(1.0)[1]), [6., 16.])


def test_grad_error_messages():
    with pytest.raises(TypeError, match=r"^grad requires real- or complex-valued inputs \(input "
                                        r"dtype that is a sub-dtype of np.inexact\), but got "
                                        r"int32. If you want to use Boolean- or integer-valued "
                                        r"inputs, use vjp or set allow_int to True.$"):
        hostcall.grad(lambda x: x * 2.0)(3)
    with pytest.raises(TypeError, match=r"^Gradient only defined for scalar-output functions. "
                                        r"Output had shape: \[3\].$"):
        hostcall.grad(jnp.sin)(jnp.ones(3))
    with pytest.raises(ValueError, match="^Reverse-mode differentiation does not work for "
                                         "lax.while_loop or lax.fori_loop with dynamic "
                                         "start/stop values."):
        hostcall.grad(lambda x: lax.while_loop(lambda c: c < 10., lambda c: c * 2., x))(1.)


def test_stop_gradient_and_integer_inputs():
    f = lambda x: jnp.sum(x * lax.stop_gradient(x))  # noqa: E731
    np.testing.assert_allclose(np.asarray(hostcall.grad(f)(jnp.array([1., 2.]))), [1., 2.])
    g = hostcall.grad(lambda x, n: x * n)(2.0, 3)
    assert float(g) == 3.0
    assert float(hostcall.grad(lambda x: lax.stop_gradient(x) ** 2)(3.0)) == 0.0
    # argmax reduces (value, index) pairs: only the unused value tangent lacks a rule
    picked = hostcall.grad(lambda x: x[jnp.argmax(x)] * 2.0)(jnp.array([0.3, 2.0, 1.0]))
    np.testing.assert_allclose(np.asarray(picked), [0., 2., 0.])


def test_jit_vmap_compositions():
    f = lambda x: jnp.sum(jnp.sin(x) ** 2)  # noqa: E731
    xs = np.linspace(0.1, 1.0, 6, dtype=np.float32).reshape(3, 2)
    want = 2 * np.sin(xs) * np.cos(xs)
    np.testing.assert_allclose(np.asarray(hostcall.vmap(hostcall.grad(f))(xs)), want, rtol=1e-5)
    np.testing.assert_allclose(
        np.asarray(hostcall.grad(lambda x: jnp.sum(hostcall.vmap(f)(x)))(xs)), want, rtol=1e-5)
    h = hostcall.jit(hostcall.hessian(f))(xs[0])
    d = 2 * np.cos(2 * xs[0])
    np.testing.assert_allclose(np.asarray(h), np.diag(d), rtol=1e-5, atol=1e-6)


def test_custom_vjp_nondiff_argnums_and_defjvps():
    @partial(hostcall.custom_vjp, nondiff_argnums=(0,))
    def scale(k, x):
        return k * x

    scale.defvjp(lambda k, x: (k * x, None), lambda k, _, g: (g * k * 10,))
    assert float(hostcall.grad(lambda x: scale(3.0, x))(1.)) == 30.0

    @hostcall.custom_jvp
    def mul(x, y):
        return x * y
    mul.defjvps(lambda t, ans, x, y: t * y * 100, lambda t, ans, x, y: t * x)
    gx, gy = hostcall.grad(mul, argnums=(0, 1))(2., 5.)
    assert (float(gx), float(gy)) == (500., 2.)


def test_forward_mode_of_custom_vjp_is_an_error():
    @hostcall.custom_vjp
    def f(x):
        return x
    f.defvjp(lambda x: (x, None), lambda _, g: (g,))
    with pytest.raises(TypeError, match="can't apply forward-mode autodiff"):
        hostcall.jvp(f, (1.,), (1.,))


def test_pytrees_argnums_aux_and_linear_transpose_in_one_jit():
    def loss(params, x):
        return jnp.sum(jnp.tanh(x @ params["w"]) + params["b"]), {"norm": jnp.sum(x * x)}

    @hostcall.jit
    def everything(params, x):
        (value, aux), grads = hostcall.value_and_grad(loss, has_aux=True)(params, x)
        jf = hostcall.jacfwd(lambda p: loss(p, x)[0])(params)
        jr = hostcall.jacrev(lambda w, b: loss({"w": w, "b": b}, x)[0], argnums=(0, 1))(
            params["w"], params["b"])
        y, t, aux2 = hostcall.jvp(lambda v: loss(params, v), (x,), (jnp.ones_like(x),),
                                  has_aux=True)
        (transposed,) = hostcall.linear_transpose(lambda v: 3.0 * v[::-1], x)(x)
        return value, aux, grads, jf, jr, y, t, aux2, transposed

    w = np.array([[0.1, -0.2], [0.3, 0.4], [-0.5, 0.6]], np.float32)
    params = {"w": w, "b": np.float32(0.5)}
    x = np.array([1.0, 2.0, -1.0], np.float32)
    value, aux, grads, jf, jr, y, t, aux2, transposed = everything(params, x)
    h = np.tanh(x @ w)
    assert float(value) == pytest.approx(float(np.sum(h) + 1.0), rel=1e-6)
    assert float(aux["norm"]) == 6.0 and float(aux2["norm"]) == 6.0
    gw = np.outer(x, 1 - h ** 2)
    np.testing.assert_allclose(np.asarray(grads["w"]), gw, rtol=1e-5)
    assert float(grads["b"]) == 2.0
    np.testing.assert_allclose(np.asarray(jf["w"]), gw, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(jr[0]), gw, rtol=1e-5)
    assert float(jr[1]) == 2.0
    assert float(t) == pytest.approx(float(np.sum((1 - h ** 2) * w.sum(0))), rel=1e-5)
    np.testing.assert_allclose(np.asarray(transposed), 3.0 * x[::-1])


def test_trace_time_errors():
    with pytest.raises(TypeError, match="primal and tangent arguments to hostcall.jvp do not "
                                        "match; dtypes must be equal"):
        hostcall.jvp(jnp.sin, (np.float32(1.0),), (np.int32(1),))
    with pytest.raises(ValueError, match="different primal and tangent shapes"):
        hostcall.jvp(jnp.sin, (np.ones(3, np.float32),), (np.ones(2, np.float32),))
    with pytest.raises(TypeError, match="must be tuples or lists"):
        hostcall.jvp(jnp.sin, 1.0, 1.0)

    def outer(y):
        @hostcall.custom_jvp
        def f(x):
            return x * y

        f.defjvp(lambda p, t: (f(p[0]), t[0] * y))
        return f(2.0)
    with pytest.raises(ValueError, match="closed-over value"):
        hostcall.grad(outer)(3.0)

    @hostcall.custom_jvp
    def bad(x):
        return x
    bad.defjvp(lambda p, t: p[0])
    with pytest.raises(TypeError, match="must produce a pair"):
        hostcall.grad(bad)(1.0)


def test_slope_of_abs_is_one_at_zero_as_in_jax():
    x = np.array([0.0, -0.0, -1.0, 2.0, np.nan], np.float32)
    want = np.array([1.0, 1.0, -1.0, 1.0, -1.0], np.float32)   # select(x >= 0, 1, -1)
    g = hostcall.grad(lambda v: jnp.abs(v).sum())
    np.testing.assert_array_equal(np.asarray(g(x)), want)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(g)(x)), want)
