"""JAX's examples/gaussian_process_regression.py with ``jax`` -> ``hostcall``.

``jit(grad(marginal_likelihood))`` differentiates through a Cholesky factor and two nested
triangular solves; it used to stop in iree-compile ("'arith.subf' op requires the same
type for all operands and results") when solve_triangular was a substitution loop that
reverse mode went through.  The loss, its gradient, a few training steps and the
prediction are checked against the same computation in float64 numpy/scipy (gradients by
central differences).
"""
from functools import partial

import numpy as np
import scipy.linalg as sl

import hostcall
import hostcall.numpy as jnp
from hostcall import grad, jit, scipy, vmap

NUMPTS = 7
RNG = np.random.default_rng(0)
X = (RNG.uniform(size=(NUMPTS, 1)) * 4.0 + 1).astype(np.float32)
Y = (np.sin(X) + 0.1 * RNG.normal(size=(NUMPTS, 1))).astype(np.float32)
XTEST = np.linspace(0, 6.0, 20, dtype=np.float32)[:, None]
EYE = jnp.eye(NUMPTS)


# ------------------------------------------------- the example, as it is written
def cov_map(cov_func, xs, xs2=None):
    if xs2 is None:
        return vmap(lambda x: vmap(lambda y: cov_func(x, y))(xs))(xs)
    return vmap(lambda x: vmap(lambda y: cov_func(x, y))(xs))(xs2).T


def softplus(x):
    return jnp.logaddexp(x, 0.)


def exp_quadratic(x1, x2):
    return jnp.exp(-jnp.sum((x1 - x2) ** 2))


def gp(params, x, y, xtest=None, compute_marginal_likelihood=False):
    noise = softplus(params['noise'])
    amp = softplus(params['amplitude'])
    ls = softplus(params['lengthscale'])
    ymean = jnp.mean(y)
    y = y - ymean
    x = x / ls
    train_cov = amp * cov_map(exp_quadratic, x) + EYE * (noise + 1e-6)
    chol = scipy.linalg.cholesky(train_cov, lower=True)
    kinvy = scipy.linalg.solve_triangular(
        chol.T, scipy.linalg.solve_triangular(chol, y, lower=True))
    if compute_marginal_likelihood:
        log2pi = jnp.log(2. * 3.1415)
        ml = jnp.sum(
            -0.5 * jnp.dot(y.T, kinvy) -
            jnp.sum(jnp.log(jnp.diag(chol))) -
            (NUMPTS / 2.) * log2pi)
        ml -= jnp.sum(-0.5 * jnp.log(2 * 3.1415) - jnp.log(amp) ** 2)  # lognormal prior
        return -ml
    if xtest is not None:
        xtest = xtest / ls
    cross_cov = amp * cov_map(exp_quadratic, x, xtest)
    mu = jnp.dot(cross_cov.T, kinvy) + ymean
    v = scipy.linalg.solve_triangular(chol, cross_cov, lower=True)
    var = (amp * cov_map(exp_quadratic, xtest) - jnp.dot(v.T, v))
    return mu, var


marginal_likelihood = partial(gp, compute_marginal_likelihood=True)
predict = partial(gp, compute_marginal_likelihood=False)


# ------------------------------------------------------------ the same in numpy
KEYS = ("amplitude", "lengthscale", "noise")


def np_softplus(x):
    return np.logaddexp(x, 0.0)


def np_cov(a, b):
    return np.exp(-np.sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1))


def np_gp(p, x, y, xtest=None, ml=False):
    noise, amp, ls = (np_softplus(float(np.ravel(p[k])[0]))
                      for k in ("noise", "amplitude", "lengthscale"))
    x, y = x.astype(np.float64), y.astype(np.float64)
    ymean = y.mean()
    y = y - ymean
    x = x / ls
    chol = np.linalg.cholesky(amp * np_cov(x, x) + np.eye(NUMPTS) * (noise + 1e-6))
    kinvy = sl.solve_triangular(chol.T, sl.solve_triangular(chol, y, lower=True))
    if ml:
        value = (-0.5 * (y.T @ kinvy).item() - np.sum(np.log(np.diag(chol)))
                 - NUMPTS / 2.0 * np.log(2.0 * 3.1415))
        value -= -0.5 * np.log(2 * 3.1415) - np.log(amp) ** 2
        return -value
    xtest = xtest.astype(np.float64) / ls
    cross = amp * np_cov(x, xtest)
    mu = cross.T @ kinvy + ymean
    v = sl.solve_triangular(chol, cross, lower=True)
    return mu, amp * np_cov(xtest, xtest) - v.T @ v


def np_grad(p, x, y, h=1e-6):
    out = {}
    for k in KEYS:
        up, down = dict(p), dict(p)
        up[k], down[k] = p[k] + h, p[k] - h
        out[k] = (np_gp(up, x, y, ml=True) - np_gp(down, x, y, ml=True)) / (2 * h)
    return out


def initial_params():
    return {"amplitude": np.zeros((1, 1), np.float32),
            "noise": np.zeros((1, 1), np.float32) - 5.,
            "lengthscale": np.zeros((1, 1), np.float32)}


# ----------------------------------------------------------------------- tests
def test_loss_and_jit_grad_match_numpy():
    params = initial_params()
    want = np_gp(params, X, Y, ml=True)
    np.testing.assert_allclose(float(jit(marginal_likelihood)(params, X, Y)), want, rtol=1e-5,
                               atol=1e-5)
    grads = jit(grad(marginal_likelihood))(params, X, Y)
    want_grads = np_grad({k: v.astype(np.float64) for k, v in params.items()}, X, Y)
    for k in KEYS:
        assert np.asarray(grads[k]).shape == (1, 1)
        np.testing.assert_allclose(np.asarray(grads[k])[0, 0], want_grads[k], rtol=2e-3,
                                   atol=2e-4, err_msg=k)


def test_training_steps_and_prediction_match_numpy():
    grad_fun = jit(grad(marginal_likelihood))
    lr = 0.01

    def train_step(params, momentums, scales, grads):
        for k in params:
            momentums[k] = 0.9 * momentums[k] + 0.1 * grads[k][0]
            scales[k] = 0.9 * scales[k] + 0.1 * grads[k][0] ** 2
            params[k] = params[k] - lr * momentums[k] / np.sqrt(scales[k] + 1e-5)
        return params, momentums, scales

    params = initial_params()
    np_params = {k: v.astype(np.float64) for k, v in params.items()}
    state = ({k: p * 0. for k, p in params.items()}, {k: p * 0. + 1. for k, p in params.items()})
    np_state = ({k: p * 0. for k, p in np_params.items()},
                {k: p * 0. + 1. for k, p in np_params.items()})
    losses = []
    for _ in range(15):
        grads = {k: np.asarray(g) for k, g in grad_fun(params, X, Y).items()}
        params, *state = train_step(dict(params), *map(dict, state), grads)
        np_grads = {k: np.full((1, 1), g) for k, g in np_grad(np_params, X, Y).items()}
        np_params, *np_state = train_step(dict(np_params), *map(dict, np_state), np_grads)
        losses.append(float(marginal_likelihood(params, X, Y)))
    assert losses[-1] < losses[0]
    for k in KEYS:
        np.testing.assert_allclose(np.asarray(params[k]), np_params[k], rtol=1e-3, atol=1e-4,
                                   err_msg=k)
    mu, var = jit(predict)(params, X, Y, XTEST)
    want_mu, want_var = np_gp(params, X, Y, XTEST)
    np.testing.assert_allclose(np.asarray(mu), want_mu, rtol=1e-3, atol=1e-3)
    np.testing.assert_allclose(np.asarray(jnp.diag(var)), np.diag(want_var), atol=2e-3)
    assert hostcall.jit(predict).lower(params, X, Y, XTEST).as_text().count(
        "stablehlo.triangular_solve") == 3
