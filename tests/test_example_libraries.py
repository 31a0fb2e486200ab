"""hostcall.example_libraries (stax, optimizers), hostcall.nn.initializers and jnp.linalg.qr
(which orthogonal() uses).  Update formulas are checked against numpy transcriptions of the
published algorithms; initializers by their moments; a small network trains under jit."""
import pickle

import numpy as np
import pytest
import scipy.stats as st

import hostcall
import hostcall.numpy as jnp
from hostcall import random
from hostcall.example_libraries import optimizers, stax
from hostcall.nn import initializers as init

KEY = random.PRNGKey(0)


# ----------------------------------------------------------------- initializers
def test_constant_initializers():
    np.testing.assert_array_equal(np.asarray(init.zeros(KEY, (2, 3))), np.zeros((2, 3)))
    np.testing.assert_array_equal(np.asarray(init.ones(KEY, (4,), np.float32)), np.ones(4))
    c = init.constant(2.5)(KEY, (3,))
    assert c.dtype == np.float32 and np.all(np.asarray(c) == 2.5)


@pytest.mark.parametrize("make, mode_scale, distribution", [
    (init.glorot_uniform, ("avg", 1.0), "uniform"),
    (init.glorot_normal, ("avg", 1.0), "truncated_normal"),
    (init.lecun_normal, ("in", 1.0), "truncated_normal"),
    (init.lecun_uniform, ("in", 1.0), "uniform"),
    (init.he_normal, ("in", 2.0), "truncated_normal"),
    (init.kaiming_uniform, ("in", 2.0), "uniform"),
    (init.xavier_normal, ("avg", 1.0), "truncated_normal"),
])
def test_variance_scaling_presets(make, mode_scale, distribution):
    shape = (200, 300)
    w = np.asarray(make()(KEY, shape), np.float64)
    assert w.shape == shape and w.dtype == np.float64
    fan = {"in": 200, "avg": 250}[mode_scale[0]]
    variance = mode_scale[1] / fan
    np.testing.assert_allclose(w.var(), variance, rtol=0.03)
    if distribution == "uniform":
        limit = np.sqrt(3 * variance)
        assert np.abs(w).max() <= limit
        assert st.kstest(w.ravel()[:5000], st.uniform(-limit, 2 * limit).cdf).pvalue > 1e-3
    else:
        std = np.sqrt(variance) / 0.87962566103423978
        assert np.abs(w).max() < 2 * std
        assert st.kstest(w.ravel()[:5000], st.truncnorm(-2, 2, scale=std).cdf).pvalue > 1e-3


def test_variance_scaling_receptive_field_and_modes():
    # a conv kernel HWIO: fan_in = 3*3*4, fan_out = 3*3*8
    w = np.asarray(init.variance_scaling(1.0, "fan_out", "normal")(KEY, (3, 3, 4, 800)))
    np.testing.assert_allclose(w.var(), 1 / (9 * 800), rtol=0.03)
    w = np.asarray(init.variance_scaling(2.0, "fan_geo_avg", "normal")(KEY, (300, 200)))
    np.testing.assert_allclose(w.var(), 2 / np.sqrt(300 * 200), rtol=0.03)
    with pytest.raises(ValueError, match="mode"):
        init.variance_scaling(1.0, "fan_sideways", "normal")
    with pytest.raises(ValueError, match="at least 2 axes"):
        init.glorot_normal()(KEY, (5,))


def test_normal_uniform_truncated_normal_initializers():
    n = np.asarray(init.normal(0.5)(KEY, (10000,)))
    np.testing.assert_allclose(n.std(), 0.5, rtol=0.03)
    u = np.asarray(init.uniform(3.0)(KEY, (10000,)))
    assert u.min() >= 0 and u.max() < 3 and abs(u.mean() - 1.5) < 0.05
    t = np.asarray(init.truncated_normal(2.0)(KEY, (10000,)))
    assert np.abs(t).max() < 4.0


def test_orthogonal_and_delta_orthogonal():
    w = np.asarray(init.orthogonal(scale=2.0)(KEY, (4, 6)))
    np.testing.assert_allclose(w @ w.T, 4 * np.eye(4), atol=1e-5)
    w = np.asarray(init.orthogonal()(KEY, (3, 5, 4)))      # rows: 15 flattened, columns 4
    m = w.reshape(15, 4)
    np.testing.assert_allclose(m.T @ m, np.eye(4), atol=1e-5)
    k = np.asarray(init.delta_orthogonal()(KEY, (3, 3, 4, 4)))
    np.testing.assert_allclose(k[1, 1].T @ k[1, 1], np.eye(4), atol=1e-5)
    assert np.count_nonzero(k[0]) == 0 and np.count_nonzero(k[2]) == 0


# ------------------------------------------------------------------------ QR
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (4, 4), (2, 4, 3), (1, 3), (3, 1)])
@pytest.mark.parametrize("mode", ["reduced", "complete"])
def test_qr_matches_numpy(shape, mode):
    a = np.random.RandomState(0).randn(*shape).astype(np.float32)
    q, r = jnp.linalg.qr(a, mode=mode)
    qn, rn = np.linalg.qr(a, mode=mode)
    np.testing.assert_allclose(np.asarray(q), qn, atol=2e-6)
    np.testing.assert_allclose(np.asarray(r), rn, atol=2e-6)
    np.testing.assert_allclose(np.asarray(jnp.linalg.qr(a, mode="r")), np.linalg.qr(a, mode="r"),
                               atol=2e-6)


def test_qr_jit_vmap_and_gradient():
    a = np.random.RandomState(1).randn(3, 4, 3).astype(np.float32)
    q, r = hostcall.jit(jnp.linalg.qr)(a)
    np.testing.assert_allclose(np.asarray(q), np.linalg.qr(a)[0], atol=2e-6)
    qv, _ = hostcall.vmap(jnp.linalg.qr)(a)
    np.testing.assert_allclose(np.asarray(qv), np.linalg.qr(a)[0], atol=2e-6)

    def f(x):
        q, r = jnp.linalg.qr(x)
        return jnp.sum(r * r * np.arange(9.0).reshape(3, 3)) + jnp.sum(q[:, 0] * np.arange(4.0))

    x = a[0].astype(np.float64)
    g = np.asarray(hostcall.grad(f)(a[0]))
    fd = np.zeros_like(x)
    for idx in np.ndindex(*x.shape):
        e = np.zeros_like(x)
        e[idx] = 1e-3
        fd[idx] = (float(f((x + e).astype(np.float32))) - float(f((x - e).astype(np.float32)))) / 2e-3
    np.testing.assert_allclose(g, fd, rtol=2e-2, atol=2e-2)


# ----------------------------------------------------------------------- stax
def test_stax_serial_shapes_and_values():
    net_init, net_apply = stax.serial(stax.Dense(8), stax.Relu, stax.Dense(3), stax.LogSoftmax)
    out_shape, params = net_init(KEY, (-1, 5))
    assert out_shape == (-1, 3)
    assert [tuple(p.shape for p in layer) for layer in params] == [((5, 8), (8,)), (), ((8, 3), (3,)), ()]
    x = np.random.RandomState(0).randn(4, 5).astype(np.float32)
    (w1, b1), _, (w2, b2), _ = [[np.asarray(p) for p in layer] for layer in params]
    h = np.maximum(x @ w1 + b1, 0) @ w2 + b2
    want = h - np.log(np.exp(h).sum(1, keepdims=True))
    np.testing.assert_allclose(np.asarray(net_apply(params, x)), want, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(np.asarray(hostcall.jit(net_apply)(params, x)), want, rtol=1e-5,
                               atol=1e-6)


def test_stax_elementwise_layers():
    x = np.linspace(-3, 3, 7).astype(np.float32)
    for layer, want in [(stax.Tanh, np.tanh(x)), (stax.Sigmoid, 1 / (1 + np.exp(-x))),
                        (stax.Softplus, np.log1p(np.exp(x))), (stax.Exp, np.exp(x)),
                        (stax.Elu, np.where(x > 0, x, np.expm1(x))), (stax.Identity, x)]:
        shape, params = layer[0](KEY, x.shape)
        assert shape == x.shape
        np.testing.assert_allclose(np.asarray(layer[1](params, x)), want, rtol=1e-5, atol=1e-6)


def test_stax_fan_out_parallel_fan_in():
    init_fun, apply_fun = stax.serial(
        stax.FanOut(2), stax.parallel(stax.Dense(4), stax.Identity), stax.FanInConcat())
    shape, params = init_fun(KEY, (-1, 3))
    assert shape == (-1, 7)
    x = np.ones((2, 3), np.float32)
    y = np.asarray(apply_fun(params, x))
    w, b = (np.asarray(p) for p in params[1][0])
    np.testing.assert_allclose(y, np.concatenate([x @ w + b, x], 1), rtol=1e-6)
    sum_init, sum_apply = stax.serial(stax.FanOut(3), stax.FanInSum)
    assert sum_init(KEY, (2, 3))[0] == (2, 3)
    np.testing.assert_allclose(np.asarray(sum_apply(((), ()), x)), 3 * x)


def test_stax_flatten_batchnorm_dropout():
    x = np.random.RandomState(2).randn(6, 2, 3).astype(np.float32)
    shape, _ = stax.Flatten[0](KEY, (-1, 2, 3))
    assert shape == (-1, 6)
    assert stax.Flatten[1]((), x).shape == (6, 6)
    bn_init, bn_apply = stax.BatchNorm(axis=(0, 1))
    shape, (beta, gamma) = bn_init(KEY, x.shape)
    assert shape == x.shape and beta.shape == (3,) and gamma.shape == (3,)
    params = (jnp.asarray([1.0, 2.0, 3.0]), jnp.asarray([2.0, 2.0, 0.5]))
    z = (x - x.mean((0, 1))) / np.sqrt(x.var((0, 1)) + 1e-5)
    np.testing.assert_allclose(np.asarray(bn_apply(params, x)), z * [2, 2, 0.5] + [1, 2, 3],
                               rtol=1e-4, atol=1e-5)
    d_init, d_apply = stax.Dropout(0.75)
    y = np.asarray(d_apply((), np.ones((1000,), np.float32), rng=KEY))
    assert set(np.unique(y)) == {0.0, np.float32(1 / 0.75)}
    assert abs((y > 0).mean() - 0.75) < 0.05
    with pytest.raises(ValueError, match="rng"):
        d_apply((), x)
    np.testing.assert_array_equal(np.asarray(stax.Dropout(0.5, mode="test")[1]((), x)), x)


# ----------------------------------------------------------------- optimizers
def _run(opt, x0, grads):
    opt_init, opt_update, get_params = opt
    state = opt_init(x0)
    for i, g in enumerate(grads):
        state = opt_update(i, g, state)
    return np.asarray(get_params(state))


_X0 = np.array([1.0, -2.0, 0.5], np.float32)
_GRADS = [np.array([0.5, -1.0, 2.0], np.float32) * (k + 1) for k in range(3)]


def _np_reference(name):
    x = _X0.astype(np.float64)
    z = np.zeros(3)
    m, v = z.copy(), z.copy()
    for i, g in enumerate(_GRADS):
        if name == "sgd":
            x = x - 0.1 * g
        elif name == "momentum":
            v = 0.9 * v + g
            x = x - 0.1 * v
        elif name == "nesterov":
            v = 0.9 * v + g
            x = x - 0.1 * (0.9 * v + g)
        elif name == "adagrad":
            v = v + g * g
            m = 0.1 * g / np.sqrt(v) + 0.9 * m
            x = x - 0.1 * m
        elif name == "rmsprop":
            v = 0.9 * v + 0.1 * g * g
            x = x - 0.1 * g / np.sqrt(v + 1e-8)
        elif name == "rmsprop_momentum":
            v = 0.9 * v + 0.1 * g * g
            m = 0.9 * m + 0.1 * g / np.sqrt(v + 1e-8)
            x = x - m
        elif name == "adam":
            m = 0.1 * g + 0.9 * m
            v = 0.001 * g * g + 0.999 * v
            x = x - 0.1 * (m / (1 - 0.9 ** (i + 1))) / (np.sqrt(v / (1 - 0.999 ** (i + 1))) + 1e-8)
        elif name == "adamax":
            m = 0.1 * g + 0.9 * m
            v = np.maximum(0.999 * v, np.abs(g))
            x = x - 0.1 / (1 - 0.9 ** (i + 1)) * m / (v + 1e-8)
    return x


@pytest.mark.parametrize("name, opt", [
    ("sgd", optimizers.sgd(0.1)),
    ("momentum", optimizers.momentum(0.1, 0.9)),
    ("nesterov", optimizers.nesterov(0.1, 0.9)),
    ("adagrad", optimizers.adagrad(0.1)),
    ("rmsprop", optimizers.rmsprop(0.1)),
    ("rmsprop_momentum", optimizers.rmsprop_momentum(0.1)),
    ("adam", optimizers.adam(0.1)),
    ("adamax", optimizers.adamax(0.1)),
])
def test_optimizer_updates_match_the_algorithms(name, opt):
    np.testing.assert_allclose(_run(opt, _X0, _GRADS), _np_reference(name), rtol=1e-5, atol=1e-5)


def test_sm3_matches_per_axis_accumulators():
    x0 = np.arange(6, dtype=np.float32).reshape(2, 3)
    g = np.array([[1.0, -2.0, 0.5], [0.0, 3.0, -1.0]], np.float32)
    v_rows, v_cols = np.zeros(2), np.zeros(3)
    x, m = x0.astype(np.float64), np.zeros((2, 3))
    for _ in range(2):
        accum = np.minimum(v_rows[:, None], v_cols[None, :]) + g * g
        inv = np.where(accum > 0, 1 / np.sqrt(np.where(accum > 0, accum, 1)), 0)
        m = 0.1 * g * inv + 0.9 * m
        x = x - 0.5 * m
        v_rows, v_cols = accum.max(1), accum.max(0)
    np.testing.assert_allclose(_run(optimizers.sm3(0.5), x0, [g, g]), x, rtol=1e-5)
    assert _run(optimizers.sm3(0.5), np.float32(2.0), [np.float32(1.0)]).shape == ()


def test_schedules():
    i = np.arange(0, 30, 5)
    np.testing.assert_allclose([optimizers.exponential_decay(1.0, 10, 0.5)(k) for k in i],
                               0.5 ** (i / 10), rtol=1e-6)
    np.testing.assert_allclose([optimizers.inverse_time_decay(1.0, 10, 0.5)(k) for k in i],
                               1 / (1 + 0.5 * i / 10), rtol=1e-6)
    np.testing.assert_allclose(
        [float(optimizers.inverse_time_decay(1.0, 10, 0.5, staircase=True)(k)) for k in i],
        1 / (1 + 0.5 * np.floor(i / 10)), rtol=1e-6)
    np.testing.assert_allclose([float(optimizers.polynomial_decay(1.0, 10, 0.1, 2.0)(k)) for k in i],
                               (1 - np.minimum(i, 10) / 10) ** 2 * 0.9 + 0.1, rtol=1e-6)
    pc = optimizers.piecewise_constant([3, 8], [1.0, 0.5, 0.1])
    np.testing.assert_allclose([float(pc(k)) for k in [0, 3, 4, 8, 9]], [1, 1, 0.5, 0.5, 0.1])
    with pytest.raises(ValueError, match="one shorter"):
        optimizers.piecewise_constant([1, 2], [1.0, 2.0])
    assert optimizers.make_schedule(0.3)(7) == 0.3


def test_pytree_states_l2_norm_clip_and_pack_unpack():
    params = {"w": np.ones((2, 2), np.float32), "b": [np.zeros(2, np.float32)]}
    opt_init, opt_update, get_params = optimizers.momentum(0.1, 0.9)
    state = opt_init(params)
    grads = {"w": np.full((2, 2), 2.0, np.float32), "b": [np.array([3.0, 4.0], np.float32)]}
    state = opt_update(0, grads, state)
    out = get_params(state)
    np.testing.assert_allclose(np.asarray(out["w"]), 0.8)
    np.testing.assert_allclose(np.asarray(out["b"][0]), [-0.3, -0.4])
    with pytest.raises(TypeError, match="gradient tree"):
        opt_update(1, {"w": grads["w"]}, state)
    np.testing.assert_allclose(float(optimizers.l2_norm(grads)), np.sqrt(16 + 9 + 16), rtol=1e-6)
    clipped = optimizers.clip_grads(grads, 1.0)
    np.testing.assert_allclose(float(optimizers.l2_norm(clipped)), 1.0, rtol=1e-6)
    same = optimizers.clip_grads(grads, 100.0)
    np.testing.assert_allclose(np.asarray(same["w"]), grads["w"])
    unpacked = pickle.loads(pickle.dumps(optimizers.unpack_optimizer_state(
        hostcall.tree_util.tree_map(np.asarray, state))))
    restored = optimizers.pack_optimizer_state(unpacked)
    np.testing.assert_allclose(np.asarray(get_params(restored)["b"][0]), [-0.3, -0.4])


def test_training_a_small_classifier_under_jit():
    net_init, net_apply = stax.serial(stax.Dense(16), stax.Tanh, stax.Dense(2), stax.LogSoftmax)
    _, params = net_init(KEY, (-1, 2))
    rs = np.random.RandomState(0)
    x = rs.randn(64, 2).astype(np.float32)
    labels = np.eye(2, dtype=np.float32)[(x[:, 0] * x[:, 1] > 0).astype(int)]

    def loss(p, x, t):
        return -jnp.mean(jnp.sum(net_apply(p, x) * t, axis=1))

    opt_init, opt_update, get_params = optimizers.adam(0.05)

    @hostcall.jit
    def step(i, state):
        value, g = hostcall.value_and_grad(loss)(get_params(state), x, labels)
        return opt_update(i, g, state), value

    state = opt_init(params)
    first = None
    for i in range(150):
        state, value = step(i, state)
        first = float(value) if first is None else first
    assert float(value) < 0.3 < first
