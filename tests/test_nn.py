"""hostcall.nn: activations, softmax / logsumexp / standardize / one_hot.

Each function is compared eagerly with a float64 numpy / scipy reference on several shapes
and dtypes, compiled against its eager result, and differentiated against central finite
differences or closed forms.  Compiles are the cost, so every compiled check of one kind
shares ONE jitted function that returns a dict.
"""
import numpy as np
import pytest
from scipy import special

import hostcall
import hostcall.numpy as jnp
from hostcall import nn

SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


def _close(got, want, what, dtype=np.float32, rtol=None, atol=None):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, (what, got.shape, want.shape)
    assert got.dtype == np.dtype(dtype), (what, got.dtype, dtype)
    half = np.dtype(dtype) == np.float16
    rtol = rtol if rtol is not None else (2e-3 if half else 2e-5)
    atol = atol if atol is not None else (2e-3 if half else 1e-6)
    np.testing.assert_allclose(got.astype(np.float64), np.asarray(want, np.float64),
                               rtol=rtol, atol=atol, err_msg=str(what))


# ------------------------------------------------------------------ activations
ACTIVATIONS = {
    "relu": (nn.relu, lambda x: np.maximum(x, 0)),
    "relu6": (nn.relu6, lambda x: np.clip(x, 0, 6)),
    "sigmoid": (nn.sigmoid, special.expit),
    "log_sigmoid": (nn.log_sigmoid, special.log_expit),
    "softplus": (nn.softplus, lambda x: np.logaddexp(x, 0)),
    "soft_sign": (nn.soft_sign, lambda x: x / (np.abs(x) + 1)),
    "silu": (nn.silu, lambda x: x * special.expit(x)),
    "swish": (nn.swish, lambda x: x * special.expit(x)),
    "gelu": (nn.gelu, lambda x: 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi)
                                                        * (x + 0.044715 * x ** 3)))),
    "gelu_exact": (lambda x: nn.gelu(x, approximate=False),
                   lambda x: 0.5 * x * (1 + special.erf(x / np.sqrt(2)))),
    "leaky_relu": (nn.leaky_relu, lambda x: np.where(x >= 0, x, 0.01 * x)),
    "leaky_relu_02": (lambda x: nn.leaky_relu(x, negative_slope=0.2),
                      lambda x: np.where(x >= 0, x, 0.2 * x)),
    "elu": (nn.elu, lambda x: np.where(x > 0, x, np.expm1(np.minimum(x, 0)))),
    "elu_05": (lambda x: nn.elu(x, alpha=0.5),
               lambda x: np.where(x > 0, x, 0.5 * np.expm1(np.minimum(x, 0)))),
    "celu_2": (lambda x: nn.celu(x, alpha=2.0),
               lambda x: np.maximum(x, 0) + 2 * np.expm1(np.minimum(x, 0) / 2)),
    "selu": (nn.selu, lambda x: SELU_SCALE * np.where(x > 0, x, SELU_ALPHA
                                                       * np.expm1(np.minimum(x, 0)))),
    "hard_tanh": (nn.hard_tanh, lambda x: np.clip(x, -1, 1)),
    "hard_sigmoid": (nn.hard_sigmoid, lambda x: np.clip(x + 3, 0, 6) / 6),
    "hard_silu": (nn.hard_silu, lambda x: x * np.clip(x + 3, 0, 6) / 6),
    "hard_swish": (nn.hard_swish, lambda x: x * np.clip(x + 3, 0, 6) / 6),
}


def _all_activations(x):
    return {name: f(x) for name, (f, _) in ACTIVATIONS.items()}


_all_activations_jit = hostcall.jit(_all_activations)


def _inputs(shape, dtype, seed=0):
    x = np.random.default_rng(seed).normal(0, 3, shape)
    flat = x.reshape(-1)
    flat[:8] = [0.0, 1.0, -1.0, 6.0, -3.0, 3.0, 9.5, -9.5][:flat.size]  # the kinks
    return x.astype(dtype)


@pytest.mark.parametrize("shape", [(), (7,), (3, 4), (2, 3, 4)])
def test_activations_eager_match_reference(shape):
    x = _inputs(shape, np.float32)
    got = _all_activations(jnp.asarray(x))
    for name, (_, ref) in ACTIVATIONS.items():
        _close(got[name], ref(x.astype(np.float64)), (name, shape))


def test_activations_float16_eager_and_jit():
    x = _inputs((3, 4), np.float16)
    eager = _all_activations(jnp.asarray(x))
    compiled = _all_activations_jit(x)
    for name, (_, ref) in ACTIVATIONS.items():
        _close(eager[name], ref(x.astype(np.float64)), name, np.float16, atol=5e-3)
        _close(compiled[name], eager[name], name, np.float16)


def test_activations_jit_matches_eager():
    x = _inputs((3, 4), np.float32, seed=1)
    eager = _all_activations(jnp.asarray(x))
    compiled = _all_activations_jit(x)
    assert set(compiled) == set(ACTIVATIONS)
    for name in ACTIVATIONS:
        _close(compiled[name], eager[name], name, rtol=1e-6, atol=1e-6)


def test_integer_inputs_follow_jax_dtypes():
    x = jnp.asarray(np.array([-3, 0, 2, 7], np.int32))
    assert np.asarray(nn.relu(x)).dtype == np.int32  # JAX: maximum(x, 0) stays integer
    np.testing.assert_array_equal(nn.relu(x), [0, 0, 2, 7])
    np.testing.assert_array_equal(nn.hard_tanh(x), np.array([-1, 0, 1, 1], np.int32))
    _close(nn.relu6(x), [0, 0, 2, 6], "relu6 int")               # float, as JAX's 6.0
    _close(nn.softplus(x), np.logaddexp(np.array([-3, 0, 2, 7.]), 0), "softplus int")


# The derivative of each activation, elementwise, at points away from the kinks (central
# differences of the float64 reference) and at the kinks (JAX's values).
_FD_POINTS = np.array([-7.3, -4.1, -2.6, -1.7, -0.9, -0.4, -0.05, 0.07, 0.3, 0.8,
                       1.6, 2.4, 3.8, 5.1, 6.7])
_KINKS = {  # name -> {x: derivative there, as JAX computes it}
    "relu": {0.0: 0.0}, "relu6": {0.0: 0.0, 6.0: 0.0}, "softplus": {0.0: 0.5},
    "log_sigmoid": {0.0: 0.5}, "leaky_relu": {0.0: 1.0}, "elu": {0.0: 1.0},
    "elu_05": {0.0: 0.5}, "celu_2": {0.0: 1.0}, "selu": {0.0: SELU_SCALE * SELU_ALPHA},
    "hard_tanh": {1.0: 1.0, -1.0: 1.0},
    "hard_sigmoid": {-3.0: 0.0, 3.0: 0.0}, "sigmoid": {0.0: 0.25}, "silu": {0.0: 0.5},
    "gelu": {0.0: 0.5}, "gelu_exact": {0.0: 0.5}, "soft_sign": {0.0: 1.0},
}


@hostcall.jit
def _activation_grads(x):
    return {name: hostcall.grad(lambda v, f=f: jnp.sum(f(v)))(x)
            for name, (f, _) in ACTIVATIONS.items()}


def test_activation_gradients():
    kinks = sorted({k for d in _KINKS.values() for k in d})
    x = np.concatenate([_FD_POINTS, kinks]).astype(np.float32)
    grads = _activation_grads(x)
    h = 1e-6
    for name, (_, ref) in ACTIVATIONS.items():
        g = np.asarray(grads[name])
        n = len(_FD_POINTS)
        fd = (ref(_FD_POINTS + h) - ref(_FD_POINTS - h)) / (2 * h)
        tol = 5e-5 if name == "gelu_exact" else 2e-5   # erf is a rational approximation
        _close(g[:n], fd, (name, "fd"), rtol=tol, atol=tol)
        for k, want in _KINKS.get(name, {}).items():
            assert g[n + kinks.index(k)] == pytest.approx(want, rel=1e-6), (name, k)
    # closed forms away from the kinks
    s = special.expit(_FD_POINTS)
    _close(np.asarray(grads["sigmoid"])[:len(s)], s * (1 - s), "sigmoid'")
    _close(np.asarray(grads["softplus"])[:len(s)], s, "softplus' = sigmoid")


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
def test_activation_special_values():
    x = np.array([np.inf, -np.inf, np.nan, 1000.0, -1000.0], np.float32)
    out = _all_activations(jnp.asarray(x))
    compiled = _all_activations_jit(np.resize(x[:4], (3, 4)))  # the jitted signature
    want_finite = {"softplus": [np.inf, 0.0, 1000.0, 0.0], "log_sigmoid": [0.0, -np.inf, 0.0,
                                                                          -1000.0],
                   "sigmoid": [1.0, 0.0, 1.0, 0.0], "relu": [np.inf, 0.0, 1000.0, 0.0]}
    for name, want in want_finite.items():
        got = np.asarray(out[name])
        np.testing.assert_array_equal(got[[0, 1, 3, 4]], want, err_msg=name)
        assert np.isnan(got[2]), name                       # NaN propagates (relu too)
        np.testing.assert_array_equal(np.asarray(compiled[name])[0, :2], want[:2], err_msg=name)
    assert np.isnan(np.asarray(compiled["relu"])[0, 2])


# ----------------------------------------------------- softmax and reductions
def _np_softmax(x, axis):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _np_standardize(x, axis, eps=1e-5):
    m = x.mean(axis=axis, keepdims=True)
    return (x - m) / np.sqrt(x.var(axis=axis, keepdims=True) + eps)


def _reductions(x, mask, idx, b):
    out = {}
    for tag, ax in [("m1", -1), ("0", 0), ("02", (0, 2)), ("none", None)]:
        out["softmax_" + tag] = nn.softmax(x, axis=ax)
        out["log_softmax_" + tag] = nn.log_softmax(x, axis=ax)
        out["logsumexp_" + tag] = nn.logsumexp(x, axis=ax)
        # the default ("fast") variance E[x^2] - E[x]^2 cancels badly over 2 elements
        out["standardize_" + tag] = nn.standardize(x, axis=ax, algorithm="stable" if ax == 0
                                                   else "fast")
    out["logsumexp_keep"] = nn.logsumexp(x, axis=1, keepdims=True)
    out["logsumexp_b"] = nn.logsumexp(x, axis=-1, b=b)
    out["logsumexp_sign"] = nn.logsumexp(x, axis=-1, b=b, return_sign=True)
    out["softmax_where"] = nn.softmax(x, where=mask)
    out["log_softmax_where"] = nn.log_softmax(x, where=mask)
    out["logsumexp_where"] = nn.logsumexp(x, axis=-1, where=mask)
    out["standardize_stable"] = nn.standardize(x, axis=1, algorithm="stable")
    out["standardize_given"] = nn.standardize(x, mean=1.0, variance=4.0, epsilon=0.0)
    out["one_hot"] = nn.one_hot(idx, 5)
    out["one_hot_0"] = nn.one_hot(idx, 5, axis=0, dtype=jnp.int32)
    out["softmax_vmap"] = hostcall.vmap(nn.softmax, in_axes=1, out_axes=1)(x)
    return out


def _reductions_reference(x, mask, idx, b):
    x = x.astype(np.float64)
    ref = {}
    for tag, ax in [("m1", -1), ("0", 0), ("02", (0, 2)), ("none", None)]:
        ref["softmax_" + tag] = _np_softmax(x, ax)
        ref["log_softmax_" + tag] = np.log(_np_softmax(x, ax))
        ref["logsumexp_" + tag] = special.logsumexp(x, axis=ax)
        ref["standardize_" + tag] = _np_standardize(x, ax)
    ref["logsumexp_keep"] = special.logsumexp(x, axis=1, keepdims=True)
    lse_b, sign = special.logsumexp(x, axis=-1, b=b, return_sign=True)
    ref["logsumexp_b"] = np.where(sign < 0, np.nan, lse_b)
    ref["logsumexp_sign"] = (lse_b, sign)
    masked = np.where(mask, x, -np.inf)
    ref["softmax_where"] = np.where(mask, np.nan_to_num(_np_softmax(masked, -1)), 0.0)
    with np.errstate(divide="ignore"):
        ref["log_softmax_where"] = np.where(mask, np.log(ref["softmax_where"]), -np.inf)
    ref["logsumexp_where"] = special.logsumexp(masked, axis=-1)
    ref["standardize_stable"] = _np_standardize(x, 1)
    ref["standardize_given"] = (x - 1.0) / 2.0
    ref["one_hot"] = (idx[..., None] == np.arange(5)).astype(np.float32)
    ref["one_hot_0"] = (idx[None] == np.arange(5).reshape(5, 1, 1)).astype(np.int32)
    ref["softmax_vmap"] = _np_softmax(x, -1)
    return ref


_reductions_jit = hostcall.jit(_reductions)


def _reduction_inputs(dtype=np.float32):
    rng = np.random.default_rng(3)
    x = rng.normal(0, 3, (2, 3, 4)).astype(dtype)
    mask = rng.random((2, 3, 4)) > 0.4
    mask[0, 0] = False                      # a row with nothing selected
    mask[1, 1] = [True, False, False, False]
    idx = np.array([[0, 4, -1], [5, 2, 2]], np.int32)  # -1 and 5 are out of range
    b = rng.normal(size=(3, 4)).astype(dtype)
    return x, mask, idx, b


def _check_reductions(got, ref, dtype, what):
    assert set(got) == set(ref)
    for name, want in ref.items():
        g = got[name]
        if name == "logsumexp_sign":
            _close(g[0], want[0], (what, name), dtype)
            np.testing.assert_array_equal(np.asarray(g[1]), want[1].astype(dtype))
        elif name.startswith("one_hot"):
            assert np.asarray(g).dtype == want.dtype, name
            np.testing.assert_array_equal(np.asarray(g), want, err_msg=name)
        elif name == "logsumexp_where":
            _close(g[1:], want[1:], (what, name), dtype)
            assert np.asarray(g)[0, 0] == -np.inf            # nothing selected: -inf
        else:
            tol = 2e-2 if (dtype == np.float16 and name.startswith("standardize")) else None
            _close(g, want, (what, name), dtype, rtol=tol, atol=tol)


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@pytest.mark.parametrize("dtype", [np.float32, np.float16])
def test_reductions_eager_match_reference(dtype):
    args = _reduction_inputs(dtype)
    got = _reductions(*[jnp.asarray(a) for a in args])
    _check_reductions(got, _reductions_reference(*args), dtype, "eager")


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
def test_reductions_jit_matches_eager():
    args = _reduction_inputs()
    compiled = _reductions_jit(*args)
    _check_reductions(compiled, _reductions_reference(*args), np.float32, "jit")
    eager = _reductions(*[jnp.asarray(a) for a in args])
    for name in ("softmax_02", "log_softmax_m1", "logsumexp_none", "standardize_m1"):
        _close(compiled[name], eager[name], name, rtol=1e-6, atol=1e-6)


def test_softmax_sums_to_one_on_other_shapes():
    for shape, axis in [((5,), -1), ((4, 6), 0), ((2, 3, 5), (1, 2))]:
        x = np.random.default_rng(4).normal(0, 4, shape).astype(np.float32)
        s = np.asarray(nn.softmax(x, axis=axis))
        _close(s.sum(axis=axis), np.ones(np.sum(s, axis=axis).shape), (shape, axis))
        _close(s, _np_softmax(x.astype(np.float64), axis), (shape, axis))
        _close(nn.logsumexp(x, axis=axis), special.logsumexp(x, axis=axis), (shape, axis))


@pytest.mark.filterwarnings("ignore::RuntimeWarning")
def test_large_and_infinite_inputs():
    big = np.array([[1000.0, 1000.0, 999.0], [-np.inf, -np.inf, -np.inf],
                    [-1000.0, 0.0, 1000.0]], np.float32)

    @hostcall.jit
    def f(x):
        return (nn.softmax(x), nn.log_softmax(x), nn.logsumexp(x, axis=1), nn.logsumexp(x),
                nn.one_hot(jnp.asarray([-1, 3, 7, 2]), 3))

    for how, (s, ls, lse, lse_all, oh) in [("eager", _special_eager(big)), ("jit", f(big))]:
        s, ls, lse = np.asarray(s), np.asarray(ls), np.asarray(lse)
        e = np.exp([0.0, 0.0, -1.0])
        _close(s[0], e / e.sum(), how)
        _close(s[2], [0.0, 0.0, 1.0], how)
        assert np.all(np.isnan(s[1])), how                       # 0/0, as in JAX
        _close(ls[0], np.log(e / e.sum()), how)
        _close(ls[2], [-2000.0, -1000.0, 0.0], how)
        _close(lse[[0, 2]], [1000 + np.log(e.sum()), 1000.0], how)
        assert lse[1] == -np.inf, how                            # all -inf gives -inf
        _close(lse_all, 1000 + np.log(3 + np.exp(-1.0)), how)      # three 1000s, one 999
        np.testing.assert_array_equal(np.asarray(oh), [[0, 0, 0], [0, 0, 0], [0, 0, 0],
                                                       [0, 0, 1]])


def _special_eager(big):
    x = jnp.asarray(big)
    return (nn.softmax(x), nn.log_softmax(x), nn.logsumexp(x, axis=1), nn.logsumexp(x),
            nn.one_hot(jnp.asarray([-1, 3, 7, 2]), 3))


@hostcall.jit
def _reduction_grads(x, w):
    def loss(name):
        return {
            "softmax": lambda v: jnp.sum(nn.softmax(v, axis=1) * w),
            "softmax_02": lambda v: jnp.sum(nn.softmax(v, axis=(0, 2)) * w),
            "log_softmax": lambda v: jnp.sum(nn.log_softmax(v) * w),
            "logsumexp": lambda v: jnp.sum(nn.logsumexp(v, axis=-1)),
            "logsumexp_big": lambda v: nn.logsumexp(v + 1000.0),
            "standardize": lambda v: jnp.sum(nn.standardize(v) * w),
            "standardize_stable": lambda v: jnp.sum(nn.standardize(v, axis=0,
                                                                  algorithm="stable") * w),
        }[name]
    names = ["softmax", "softmax_02", "log_softmax", "logsumexp", "logsumexp_big",
             "standardize", "standardize_stable"]
    return {n: hostcall.grad(loss(n))(x) for n in names}


def _fd_grad(f, x, h=1e-6):
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        g[i] = (f(x + e) - f(x - e)) / (2 * h)
    return g


def test_reduction_gradients():
    rng = np.random.default_rng(5)
    x = rng.normal(0, 2, (2, 3, 4)).astype(np.float32)
    w = rng.normal(size=(2, 3, 4)).astype(np.float32)
    grads = _reduction_grads(x, w)
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    s1 = _np_softmax(x64, 1)
    _close(grads["softmax"], s1 * (w64 - (s1 * w64).sum(1, keepdims=True)), "softmax")
    s02 = _np_softmax(x64, (0, 2))
    _close(grads["softmax_02"], s02 * (w64 - (s02 * w64).sum((0, 2), keepdims=True)),
           "softmax_02")
    s = _np_softmax(x64, -1)
    _close(grads["log_softmax"], w64 - s * w64.sum(-1, keepdims=True), "log_softmax")
    _close(grads["logsumexp"], s, "logsumexp' = softmax")
    _close(grads["logsumexp_big"], _np_softmax((x + np.float32(1000)).astype(np.float64), None),
           "logsumexp(x + 1000)'")
    _close(grads["standardize"],
           _fd_grad(lambda v: np.sum(_np_standardize(v, -1) * w64), x64), "standardize",
           rtol=1e-4, atol=1e-4)
    _close(grads["standardize_stable"],
           _fd_grad(lambda v: np.sum(_np_standardize(v, 0) * w64), x64), "standardize_stable",
           rtol=1e-4, atol=1e-4)


def test_vmap_over_a_batch_axis():
    x = np.random.default_rng(6).normal(0, 3, (4, 3, 5)).astype(np.float32)
    batched = hostcall.vmap(lambda v: (nn.softmax(v), nn.logsumexp(v, axis=0)), in_axes=1)(x)
    s, lse = batched
    assert np.asarray(s).shape == (3, 4, 5) and np.asarray(lse).shape == (3, 5)
    _close(s, _np_softmax(np.moveaxis(x, 1, 0).astype(np.float64), -1), "vmap softmax")
    _close(lse, special.logsumexp(np.moveaxis(x, 1, 0), axis=1), "vmap logsumexp")


def test_gelu_exact_float64(x64):
    x = np.linspace(-8, 8, 33)
    if not hasattr(hostcall.lax, "erfc"):   # a float32 approximation of erf only
        with pytest.raises(NotImplementedError, match="float32"):
            nn.gelu(jnp.asarray(x), approximate=False)
        return
    got = np.asarray(nn.gelu(jnp.asarray(x), approximate=False))
    assert got.dtype == np.float64
    np.testing.assert_allclose(got, 0.5 * x * special.erfc(-x / np.sqrt(2)), rtol=1e-12,
                               atol=1e-300)


def test_errors():
    with pytest.raises(ValueError, match="Unknown algorithm"):
        nn.standardize(jnp.ones((2, 3)), algorithm="exact")

    @hostcall.jit
    def traced_classes(n):
        return nn.one_hot(jnp.arange(3), n)

    with pytest.raises(TypeError, match="num_classes"):
        traced_classes(3)
