"""Programs written for JAX, run with their imports changed: the pieces they call that no
other test file shows (debug.log records reaching handlers, the top-level
block_until_ready) and whole small programs in the style of JAX's examples/ folder
(differentially private SGD, kernel least squares, an LQR rollout), checked against
numpy/scipy computations of the same quantities."""
import logging

import numpy as np
import scipy.linalg as sl

import hostcall
import hostcall.numpy as jnp
from hostcall import grad, jit, lax, random, vmap
from hostcall.example_libraries import optimizers
from hostcall.test_util import check_grads


class _Records(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []

    def emit(self, record):
        self.records.append(record)


def test_debug_log_reaches_handlers_at_the_default_logger_level():
    # JAX's debugging_primitives_test, test_debug_print_with_logging: a handler appended
    # to the (WARNING-level by default) logger receives the INFO record "x=4"
    logger = logging.getLogger("hostcall.debug")
    handler = _Records()
    logger.handlers.append(handler)
    try:
        def log_fn(x):
            x = x * x
            hostcall.debug.log("x={}", x)  # the record points at this line
            return x * x
        line = log_fn.__code__.co_firstlineno + 2
        assert int(jit(log_fn)(2)) == 16
        hostcall.effects_barrier()
    finally:
        logger.removeHandler(handler)
    assert [(r.levelno, r.getMessage()) for r in handler.records] == [(logging.INFO, "x=4")]
    assert handler.records[0].pathname == __file__
    assert handler.records[0].lineno == line


def test_debug_log_in_a_loop_logs_each_iteration_in_order():
    logger = logging.getLogger("hostcall.debug")
    handler = _Records()
    logger.addHandler(handler)
    try:
        def body(i, acc):
            hostcall.debug.log("i={i} acc={acc}", i=i, acc=acc, ordered=True)
            return acc + i
        assert int(jit(lambda n: lax.fori_loop(0, 3, body, n))(10)) == 13
        hostcall.effects_barrier()
    finally:
        logger.removeHandler(handler)
    assert [r.getMessage() for r in handler.records] == ["i=0 acc=10", "i=1 acc=10",
                                                         "i=2 acc=11"]


def test_block_until_ready_takes_pytrees_and_returns_them():
    tree = {"a": jit(lambda x: x + 1)(jnp.arange(3.0)), "b": (np.float32(2), "label")}
    assert hostcall.block_until_ready(tree) is tree
    np.testing.assert_array_equal(tree["a"], [1.0, 2.0, 3.0])
    x = jnp.ones(2)
    assert hostcall.block_until_ready(x) is x


# ------------------------------------------------ differentially private SGD (examples/)
def _predict(params, x):
    (w1, b1), (w2, b2) = params
    return jnp.tanh(x @ w1 + b1) @ w2 + b2


def _loss(params, x, y):
    return jnp.mean((_predict(params, x[None]) - y) ** 2)


def _np_grads(params, x, y):
    """Per-example gradients of _loss by hand (numpy, float64)."""
    (w1, b1), (w2, b2) = [[np.asarray(p, np.float64) for p in layer] for layer in params]
    h = np.tanh(x @ w1 + b1)
    r = 2 * (h @ w2 + b2 - y) / y.size
    dh = (r @ w2.T) * (1 - h ** 2)
    return [[np.outer(x, dh), dh], [np.outer(h, r), r]]


def test_private_sgd_step_clips_per_example_gradients_and_adds_noise():
    rng = np.random.RandomState(0)
    params = [[rng.randn(3, 4).astype(np.float32), np.zeros(4, np.float32)],
              [rng.randn(4, 2).astype(np.float32), np.zeros(2, np.float32)]]
    xs = rng.randn(5, 3).astype(np.float32)
    ys = rng.randn(5, 2).astype(np.float32)
    l2_norm_clip, noise_multiplier = 0.5, 1.1

    def private_grad(params, batch, key):
        x, y = batch
        per_example = vmap(grad(_loss), in_axes=(None, 0, 0))(params, x, y)
        leaves, treedef = hostcall.tree.flatten(per_example)
        norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1)
                             for g in leaves))
        factor = jnp.minimum(1.0, l2_norm_clip / norms)
        clipped = [jnp.einsum("b,b...->...", factor, g) for g in leaves]
        keys = random.split(key, len(clipped))
        noised = [(g + l2_norm_clip * noise_multiplier * random.normal(k, g.shape)) / x.shape[0]
                  for g, k in zip(clipped, keys)]
        return hostcall.tree.unflatten(treedef, noised)

    key = random.PRNGKey(7)
    got = jit(private_grad)(params, (xs, ys), key)
    # the same step in numpy, with the noise the program drew
    per = [_np_grads(params, x, y) for x, y in zip(xs, ys)]
    norms = np.sqrt([sum(np.sum(g ** 2) for layer in p for g in layer) for p in per])
    factor = np.minimum(1.0, l2_norm_clip / norms)
    assert (factor < 1).any() and (norms > 0).all()
    keys = random.split(key, 4)
    flat = [[g for layer in p for g in layer] for p in per]
    for i, got_leaf in enumerate(hostcall.tree.leaves(got)):
        clipped = sum(f * p[i] for f, p in zip(factor, flat))
        noise = np.asarray(random.normal(keys[i], clipped.shape))
        want = (clipped + l2_norm_clip * noise_multiplier * noise) / len(xs)
        np.testing.assert_allclose(np.asarray(got_leaf), want, rtol=1e-4, atol=1e-5)
    # and the optimizer consumes the pytree
    init, update, get_params = optimizers.sgd(0.1)
    new = get_params(update(0, got, init(params)))
    np.testing.assert_allclose(np.asarray(new[0][0]),
                               params[0][0] - 0.1 * np.asarray(got[0][0]), rtol=1e-6)


# --------------------------------------------------------- kernel least squares (examples/)
def test_kernel_least_squares_by_gradient_descent_reaches_the_normal_equations():
    rng = np.random.RandomState(1)
    xs = np.sort(rng.uniform(-2, 2, 12)).astype(np.float32)
    ys = np.sin(2 * xs).astype(np.float32)
    centers = np.linspace(-2, 2, 6).astype(np.float32)

    def rbf(x, y):
        return jnp.exp(-jnp.sum((x - y) ** 2))

    def gram(f, a, b):
        return vmap(lambda x: vmap(lambda y: f(x, y))(b))(a)

    def objective(v):
        K = gram(rbf, xs, centers)
        return 0.5 * jnp.sum((K @ v - ys) ** 2) + 0.005 * jnp.sum(v ** 2)

    # the smallest curvature is ~0.01: 40000 steps of 0.05 shrink the error by e^-20
    descend = jit(lambda v: lax.fori_loop(0, 40000, lambda i, v: v - 0.05 * grad(objective)(v),
                                          v))
    v = descend(jnp.zeros(6))
    K = np.exp(-(xs[:, None] - centers[None, :]) ** 2).astype(np.float64)
    want = np.linalg.solve(K.T @ K + 0.01 * np.eye(6), K.T @ ys)
    np.testing.assert_allclose(np.asarray(gram(rbf, xs, centers)), K, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(np.asarray(v), want, rtol=2e-3, atol=2e-3)
    check_grads(objective, (np.asarray(v) + 0.1,), order=2)


# ------------------------------------------------------------ LQR by scan (control.py style)
def test_lqr_rollout_cost_by_scan_matches_the_riccati_solution():
    A = np.array([[1.0, 0.1], [0.0, 1.0]], np.float32)
    B = np.array([[0.0], [0.1]], np.float32)
    Q, R = np.eye(2, dtype=np.float32), np.array([[0.5]], np.float32)
    P = sl.solve_discrete_are(A, B, Q, R)
    K = np.linalg.solve(R + B.T @ P @ B, B.T @ P @ A)        # u = -K x
    x0 = np.array([1.0, -0.5], np.float32)

    def cost(gain, x0, horizon=400):
        def step(x, _):
            u = -gain @ x
            return A @ x + B @ u, x @ Q @ x + u @ R @ u
        _, costs = lax.scan(step, x0, None, length=horizon)
        return jnp.sum(costs)

    # infinite-horizon optimal cost x0' P x0, reached by the optimal gain
    np.testing.assert_allclose(float(jit(cost)(K.astype(np.float32), x0)), x0 @ P @ x0,
                               rtol=1e-4)
    # the optimal gain is a stationary point of the cost, the x0 gradient is 2 P x0
    g = grad(cost)(K.astype(np.float32), x0)
    assert np.abs(np.asarray(g)).max() < 1e-3
    np.testing.assert_allclose(np.asarray(grad(cost, 1)(K.astype(np.float32), x0)),
                               2 * P @ x0, rtol=1e-3)
    # a perturbed gain costs more, and per-start costs batch under vmap
    assert float(cost(K.astype(np.float32) * 1.2, x0)) > float(x0 @ P @ x0)
    starts = np.array([[1.0, 0.0], [0.0, 1.0]], np.float32)
    np.testing.assert_allclose(np.asarray(vmap(cost, in_axes=(None, 0))(K.astype(np.float32),
                                                                        starts)),
                               np.diag(P), rtol=1e-4)


# ------------------------------------------------------------------ the Autodiff cookbook
_INPUTS = np.array([[0.52, 1.12, 0.77], [0.88, -1.08, 0.15], [0.52, 0.06, -1.30],
                    [0.74, -2.49, 1.39]], np.float32)
_TARGETS = np.array([True, True, False, True])


def _sigmoid(x):
    return 0.5 * (jnp.tanh(x / 2) + 1)


def _logistic(W, b, inputs):
    return _sigmoid(jnp.dot(inputs, W) + b)


def _nll(W, b):
    preds = _logistic(W, b, _INPUTS)
    label_probs = preds * _TARGETS + (1 - preds) * (1 - _TARGETS)
    return -jnp.sum(jnp.log(label_probs))


def test_cookbook_logistic_regression_values_as_in_jax():
    # JAX's Autodiff cookbook prints these for key 0 split in three, in JAX's classic
    # threefry derivation (jax_threefry_partitionable=False)
    with hostcall.config.override("jax_threefry_partitionable", False):
        _, w_key, b_key = random.split(random.PRNGKey(0), 3)
        W, b = random.normal(w_key, (3,)), random.normal(b_key, ())
    np.testing.assert_allclose(float(grad(jnp.tanh)(2.0)), 0.070650935, rtol=1e-5)
    np.testing.assert_allclose(float(grad(grad(jnp.tanh))(2.0)), -0.13621889, rtol=1e-5)
    np.testing.assert_allclose(float(grad(grad(grad(jnp.tanh)))(2.0)), 0.2526544, rtol=1e-5)
    W_grad, b_grad = grad(_nll, (0, 1))(W, b)
    np.testing.assert_allclose(np.asarray(W_grad), [-0.16965576, -0.8774645, -1.4901344],
                               rtol=1e-5)
    np.testing.assert_allclose(float(b_grad), -0.29227236, rtol=1e-5)
    value, _ = hostcall.value_and_grad(_nll, (0, 1))(W, b)
    np.testing.assert_allclose(float(value), 3.051939, rtol=1e-6)
    J = hostcall.jacrev(lambda W: _logistic(W, b, _INPUTS))(W)
    np.testing.assert_allclose(np.asarray(J)[0], [0.05981756, 0.12883782, 0.088576], rtol=1e-5)
    H = hostcall.hessian(lambda W: _logistic(W, b, _INPUTS))(W)
    np.testing.assert_allclose(np.asarray(H)[2, 0], [-0.01583708, -0.00182736, 0.03959271],
                               rtol=1e-5)


def test_pullbacks_and_linearized_functions_under_vmap_and_jit():
    # the cookbook's own jacrev/jacfwd: vmap of a vjp pullback and of a jvp, and jit of a
    # pullback, as JAX allows
    b = np.float32(0.3)
    W = np.array([0.2, -0.4, 0.1], np.float32)
    f = lambda W: _logistic(W, b, _INPUTS)  # noqa: E731
    want = np.asarray(hostcall.jacrev(f)(W))

    def our_jacrev(f):
        def jacfun(x):
            y, vjp_fun = hostcall.vjp(f, x)
            J, = vmap(vjp_fun, in_axes=0)(jnp.eye(len(y)))
            return J
        return jacfun

    np.testing.assert_allclose(np.asarray(our_jacrev(f)(W)), want, rtol=1e-6)
    y, pullback = hostcall.vjp(f, W)
    ct = np.arange(4, dtype=np.float32)
    np.testing.assert_allclose(np.asarray(jit(pullback)(ct)[0]), ct @ want, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(vmap(pullback)(np.stack([ct, ct + 1]))[0][1]),
                               (ct + 1) @ want, rtol=1e-5)
    _, f_jvp = hostcall.linearize(f, W)
    np.testing.assert_allclose(np.asarray(vmap(f_jvp, in_axes=1, out_axes=1)(jnp.eye(3))),
                               want, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(jit(f_jvp)(W)), want @ W, rtol=1e-5)
