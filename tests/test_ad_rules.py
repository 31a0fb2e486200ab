"""Derivative rules against central finite differences and jvp/vjp consistency.

Each group checks many ops inside one function, so one compile covers a whole family:
the Jacobian by forward mode (jacfwd) and by reverse mode (jacrev), compiled in float32,
must both match the finite-difference Jacobian of eager float64 evaluations (eager
code runs on numpy, so x64 needs no compile).
"""

import ml_dtypes
import numpy as np
import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes, reference
from hostcall.experimental import disable_x64, enable_x64


def fd_jacobian(f, args, argnum, eps=1e-6):
    """d f(*args) / d args[argnum] by central differences of eager float64 evaluations."""
    with enable_x64():
        return _fd(f, [np.asarray(a, np.float64) for a in args], argnum, eps)


def _fd(f, args, argnum, eps):
    x = args[argnum]
    cols = []
    for i in range(x.size):
        e = np.zeros(x.size)
        e[i] = eps
        e = e.reshape(x.shape)
        hi = list(args)
        lo = list(args)
        hi[argnum], lo[argnum] = x + e, x - e
        cols.append((np.asarray(f(*hi)) - np.asarray(f(*lo))).reshape(-1) / (2 * eps))
    out_shape = np.shape(f(*args))
    return np.stack(cols, axis=-1).reshape(out_shape + x.shape)


def check_jacobians(f, args, argnums=(0,), rtol=2e-3, atol=2e-4):
    """jacfwd and jacrev (one compile each, all argnums at once) against finite differences."""
    args32 = [np.asarray(a, np.float32) for a in args]
    with disable_x64():
        fwd = hostcall.jacfwd(f, argnums=tuple(argnums))(*args32)
        rev = hostcall.jacrev(f, argnums=tuple(argnums))(*args32)
    for k, a in enumerate(argnums):
        want = fd_jacobian(f, args, a)
        np.testing.assert_allclose(np.asarray(fwd[k]), want, rtol=rtol, atol=atol,
                                   err_msg=f"jacfwd wrt argument {a}")
        np.testing.assert_allclose(np.asarray(rev[k]), want, rtol=rtol, atol=atol,
                                   err_msg=f"jacrev wrt argument {a}")


def unary_ops(x):
    return jnp.concatenate([
        jnp.sin(x), jnp.cos(x), jnp.tan(x), jnp.tanh(x), jnp.exp(x), jnp.expm1(x),
        jnp.log(x), jnp.log1p(x), jnp.sqrt(x), lax.rsqrt(x), jnp.cbrt(x),
        lax.logistic(x), jnp.abs(x - 0.5), -x, x ** 2.5, jnp.square(x), 1.0 / x,
        jnp.floor(x) * x, jnp.sign(x - 0.5) * x,
    ])


def binary_ops(x, y):
    return jnp.concatenate([
        x + y, x - y, x * y, x / y, x ** y, jnp.maximum(x, y), jnp.minimum(x, y),
        jnp.arctan2(x, y), jnp.remainder(x, y), jnp.where(x > y, x, y * 2.0),
        jnp.clip(x, 0.3, 0.6) * y, lax.max(x * 3.0, y), jnp.sqrt(x * x + y * y),
    ])


def shape_ops(x):
    # x: (2, 3)
    w = jnp.arange(12.0).reshape(3, 4) / 10.0
    parts = [
        jnp.broadcast_to(x[:, None, :], (2, 2, 3)), x.reshape(3, 2), x.T,
        x[:, ::2], x[1:], jnp.concatenate([x, 2 * x], axis=1), jnp.pad(x, ((1, 0), (0, 2))),
        jnp.flip(x, axis=1), x @ w, jnp.dot(x[0], x[1]), jnp.sum(x, axis=0),
        jnp.max(x, axis=1), jnp.min(x), jnp.prod(x, axis=1), jnp.mean(x),
        jnp.einsum("ij,kj->ik", x, x), x[1, 2], jnp.outer(x[0], x[1]),
        lax.dynamic_slice(x, (0, 1), (2, 2)),
        lax.dynamic_update_slice(x, x[:, :1] * 3.0, (1, 1)),
        jnp.ravel(x)[jnp.array([0, 4, 4, 5])], jnp.sort(x, axis=1),
        jnp.zeros(3).at[jnp.array([0, 2, 2])].add(x[0] * x[1]), jnp.asarray(x).at[0, 1].set(2.0),
        lax.cummax(x, axis=1), lax.cummin(x, axis=0),
    ]
    return jnp.concatenate([jnp.ravel(p) for p in parts])


def test_unary_elementwise_rules():
    x = np.array([0.2, 0.55, 0.9])
    check_jacobians(unary_ops, (x,))


def test_binary_elementwise_rules():
    x = np.array([0.25, 0.7, 1.3])
    y = np.array([0.6, 0.45, 1.1])
    check_jacobians(binary_ops, (x, y), argnums=(0, 1))


def test_structural_reduction_dot_and_indexing_rules():
    x = np.array([[0.3, -1.2, 0.8], [1.5, 0.4, -0.7]])
    check_jacobians(shape_ops, (x,))


def _mixed(x):
    s = jnp.sum(jnp.sin(x) * x, axis=-1, keepdims=True)
    return jnp.tanh(x * s) + jnp.exp(-x) / (1.0 + x ** 2) + jnp.max(x) * jnp.cumsum(x, -1)


_W = np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3)


def _matmul_chain(x):
    return jnp.tanh(x @ _W) @ _W.T


PAIRING_CASES = [(_mixed, (3,)), (_mixed, (2, 4)), (_matmul_chain, (2, 4))]


def test_jvp_and_vjp_agree_over_shapes():
    """<v, J u> == <J^T v, u>: jvp and vjp describe the same linear map (one compile)."""
    rng = np.random.default_rng(0)
    data = []
    for f, shape in PAIRING_CASES:
        x = rng.uniform(0.2, 1.0, shape).astype(np.float32)
        u = rng.normal(size=shape).astype(np.float32)
        v = rng.normal(size=np.shape(f(x))).astype(np.float32)
        data.append((x, u, v))

    @hostcall.jit
    def pairings(data):
        out = []
        for (f, _), (x, u, v) in zip(PAIRING_CASES, data):
            _, ju = hostcall.jvp(f, (x,), (u,))
            _, pullback = hostcall.vjp(f, x)
            (jtv,) = pullback(v)
            out.append((jnp.sum(v * ju), jnp.sum(jtv * u)))
        return out

    for (lhs, rhs), case in zip(pairings(data), PAIRING_CASES):
        lhs, rhs = float(lhs), float(rhs)
        assert abs(lhs - rhs) <= 1e-4 * max(1.0, abs(lhs)), (case, lhs, rhs)
        assert lhs != 0.0


def cumulative_products(x):
    # x: (2, 5); a zero entry: the scan never divides by x
    return jnp.concatenate([
        jnp.ravel(jnp.cumprod(x, axis=1)), jnp.ravel(lax.cumprod(x, axis=0, reverse=True)),
        jnp.ravel(lax.cumprod(x, axis=1, reverse=True)), jnp.cumprod(x[0] * x[1]),
    ])


def test_cumulative_product_rule_forward_and_reverse():
    x = np.array([[0.5, -1.2, 0.0, 1.3, 0.9], [1.1, 0.7, -0.6, 2.0, 0.4]])
    check_jacobians(cumulative_products, (x,))


def test_cumulative_product_grad_under_vmap_and_jit():
    x = np.array([[0.5, -2.0, 3.0, 0.0, 1.5], [1.0, 2.0, 0.5, -1.0, 0.25]], np.float32)
    weights = np.arange(1.0, 6.0, dtype=np.float32)

    def f(v):
        return jnp.sum(jnp.cumprod(v) * weights)
    grads = hostcall.jit(hostcall.vmap(hostcall.grad(f)))(x)
    want = np.stack([fd_jacobian(f, (row,), 0) for row in x])
    np.testing.assert_allclose(np.asarray(grads), want, rtol=1e-4, atol=1e-4)


def scatter_sets(x, u):
    # x: (3, 4), u: (2, 4)
    x = jnp.asarray(x)
    rows = jnp.array([2, 0])
    cols = jnp.array([3, 1])
    return jnp.concatenate([
        jnp.ravel(x.at[rows].set(u)), jnp.ravel(x.at[:, cols].set(u[:, :3].T * 2.0)),
        jnp.ravel(x.at[rows, cols].set(u[:, 0] * u[:, 1])), jnp.ravel(x.at[1].set(u[1])),
    ])


def test_scatter_set_rule_wrt_operand_and_updates():
    x = np.arange(12.0).reshape(3, 4) / 7.0 - 0.5
    u = np.array([[0.3, -0.8, 1.1, 0.25], [0.9, 0.45, -0.35, 1.6]])
    check_jacobians(scatter_sets, (x, u), argnums=(0, 1))


def test_scatter_set_with_duplicate_indices_differentiates_the_winning_update():
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    u = np.array([5.0, 6.0, 7.0], np.float32)
    idx = np.array([0, 2, 2])
    weights = np.arange(1.0, 5.0, dtype=np.float32)

    def f(x, u):
        return jnp.sum(x.at[idx].set(u) * weights)
    out = np.asarray(jnp.asarray(x).at[idx].set(u))
    winner = 1 if out[2] == u[1] else 2          # whichever update the scatter kept
    gx, gu = hostcall.jit(hostcall.grad(f, argnums=(0, 1)))(x, u)
    np.testing.assert_array_equal(np.asarray(gx), [0.0, 2.0, 0.0, 4.0])
    want_u = np.zeros(3, np.float32)
    want_u[0], want_u[winner] = 1.0, 3.0
    np.testing.assert_array_equal(np.asarray(gu), want_u)
    rows = hostcall.vmap(hostcall.grad(f, argnums=1))(np.stack([x, 2 * x]), np.stack([u, u]))
    np.testing.assert_array_equal(np.asarray(rows), np.stack([want_u, want_u]))


RP_MODULE = """
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce_precision %x, format = e8m7 : tensor<3xf32>
  %1 = stablehlo.multiply %0, %x : tensor<3xf32>
  return %1 : tensor<3xf32>
}
"""


def test_reduce_precision_is_linear_in_jvp_and_transpose():
    """f(x) = rp(x) * x with rp rounding to bfloat16 (e8m7): the jvp is rp(t) x + rp(x) t
    and the vjp rp(c x) + rp(x) c, as JAX's linear rule for reduce_precision gives;
    evaluated by the reference evaluator, expected values from ml_dtypes' bfloat16."""
    def rp(v):
        return np.asarray(v, np.float32).astype(ml_dtypes.bfloat16).astype(np.float32)

    x = np.array([1.00390625 + 2 ** -12, -3.3, 0.1], np.float32)
    t = np.array([1 + 2 ** -9, 0.7, -2.2], np.float32)
    c = np.array([0.3, 1 + 2 ** -10, -5.1], np.float32)
    module = passes.run(RP_MODULE, "hostcall-jvp{function=f}")
    _, tangent = reference.run(module, [x, t], "f_jvp")
    np.testing.assert_allclose(tangent, rp(t) * x + rp(x) * t, rtol=1e-6)
    module = passes.run(RP_MODULE, "hostcall-linearize{function=f diff-args=0},"
                                   "hostcall-transpose{function=f_lin}")
    residuals = reference.run(module, [x], "f_fwd")[1:]
    (cotangent,) = reference.run(module, [*residuals, c], "f_lin_t")
    np.testing.assert_allclose(cotangent, rp(c * x) + rp(x) * c, rtol=1e-6)
    assert not np.allclose(rp(c * x), c * x)   # the rounding is visible in the values


CHLO_DERIVATIVES = {   # op -> (domain of x, derivative as numpy computes it)
    "sinh": ((-2, 2), np.cosh), "cosh": ((-2, 2), np.sinh),
    "tan": ((-1, 1), lambda x: 1 / np.cos(x) ** 2),
    "asin": ((-0.8, 0.8), lambda x: 1 / np.sqrt(1 - x * x)),
    "acos": ((-0.8, 0.8), lambda x: -1 / np.sqrt(1 - x * x)),
    "atan": ((-3, 3), lambda x: 1 / (1 + x * x)),
    "asinh": ((-3, 3), lambda x: 1 / np.sqrt(x * x + 1)),
    "acosh": ((1.2, 4), lambda x: 1 / np.sqrt(x * x - 1)),
    "atanh": ((-0.8, 0.8), lambda x: 1 / (1 - x * x)),
    "square": ((-3, 3), lambda x: 2 * x),
}


def test_jvp_of_the_elementwise_chlo_ops_of_imported_modules():
    """sinh, asin, ... as JAX's exports spell them: hostcall-jvp's tangents, evaluated by
    the reference evaluator, against the derivatives numpy computes; conj is linear."""
    t = "tensor<5xf32>"
    names = list(CHLO_DERIVATIVES)
    args = ", ".join(f"%x{k}: {t}" for k in range(len(names)))
    body = "\n".join(f"  %y{k} = chlo.{n} %x{k} : {t} -> {t}" for k, n in enumerate(names))
    ct = "tensor<5xcomplex<f32>>"
    text = (f"func.func @f({args}, %z: {ct}) -> ({', '.join([t] * len(names))}, {ct}) {{\n"
            f"{body}\n  %c = chlo.conj %z : {ct} -> {ct}\n"
            f"  return {', '.join(f'%y{k}' for k in range(len(names)))}, %c : "
            f"{', '.join([t] * len(names))}, {ct}\n}}\n")
    rng = np.random.default_rng(1)
    xs = [rng.uniform(*CHLO_DERIVATIVES[n][0], 5).astype(np.float32) for n in names]
    z = (rng.normal(size=5) + 1j * rng.normal(size=5)).astype(np.complex64)
    tz = (rng.normal(size=5) + 1j * rng.normal(size=5)).astype(np.complex64)
    module = passes.run(text, "hostcall-jvp{function=f}")
    outs = reference.run(module, [*xs, z, *[np.ones(5, np.float32)] * len(names), tz], "f_jvp")
    tangents = outs[len(names) + 1:]
    for name, x, got in zip(names, xs, tangents):
        np.testing.assert_allclose(got, CHLO_DERIVATIVES[name][1](x.astype(np.float64)),
                                   rtol=2e-5, err_msg=name)
    np.testing.assert_allclose(tangents[-1], np.conj(tz), rtol=1e-6)
    module = passes.run(f"func.func @g(%z: {ct}) -> {ct} {{\n"
                        f"  %c = chlo.conj %z : {ct} -> {ct}\n  return %c : {ct}\n}}\n",
                        "hostcall-linearize{function=g},hostcall-transpose{function=g_lin}")
    (cotangent,) = reference.run(module, [tz], "g_lin_t")
    np.testing.assert_allclose(cotangent, np.conj(tz), rtol=1e-6)
