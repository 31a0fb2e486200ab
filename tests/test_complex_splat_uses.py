"""Complex splat constants where IREE 3.13 rejects them, through hostcall-complex-constants:
the destination of a dynamic_update_slice (``zeros_like(a).at[i].set(...)``, the pullback
of complex Cholesky) and complex128 splats that start a loop.  Values come from numpy and
finite differences."""
import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes

A = (np.arange(9).reshape(3, 3) + 1j * np.arange(9, 0, -1).reshape(3, 3)).astype(np.complex64)
# a Hermitian positive-definite matrix (the Autodiff cookbook's)
H = np.array([[5, 2 + 3j, 5j], [2 - 3j, 7, 1 + 7j], [-5j, 1 - 7j, 12]], np.complex64)


def _update_row(a, i):
    return jnp.zeros_like(a).at[i].set(a[i])


def test_update_of_a_complex_zero_array():
    want = np.zeros_like(A)
    want[1] = A[1]
    np.testing.assert_array_equal(np.asarray(hostcall.jit(_update_row)(A, 1)), want)
    want = np.full_like(A, 1 - 2j)
    want[:, 2] = A[:, 0]
    got = hostcall.jit(lambda a: jnp.full_like(a, 1 - 2j).at[:, 2].set(a[:, 0]))(A)
    np.testing.assert_array_equal(np.asarray(got), want)
    with hostcall.experimental.enable_x64():
        a64 = A.astype(np.complex128)
        want = np.zeros_like(a64)
        want[2] = a64[2]
        np.testing.assert_array_equal(np.asarray(hostcall.jit(_update_row)(a64, 2)), want)


def _chol(x):
    """numpy's Cholesky of x's Hermitian part, as jnp.linalg.cholesky symmetrizes."""
    return np.linalg.cholesky((x + x.conj().T) / 2)


def _fd_grad(f, x, eps=1e-6):
    """JAX's gradient a + conj(b) of a scalar f with df = a dz + b conj(dz), by central
    differences in float64 (for a real f it is df/dx - i df/dy)."""
    g = np.zeros(x.shape, np.complex128)
    for idx in np.ndindex(x.shape):
        e = np.zeros(x.shape)
        e[idx] = eps
        fx = (f(x + e) - f(x - e)) / (2 * eps)
        fy = (f(x + 1j * e) - f(x - 1j * e)) / (2 * eps)
        g[idx] = (fx - 1j * fy) / 2 + np.conj(fx + 1j * fy) / 2
    return g


def test_holomorphic_grad_through_complex_cholesky():
    def f(x):
        l = jnp.linalg.cholesky(x)
        return jnp.sum((l - jnp.sin(l)) ** 2)

    def f_np(x):
        l = _chol(x)
        return np.sum((l - np.sin(l)) ** 2)

    want = _fd_grad(f_np, H.astype(np.complex128))
    for g in (hostcall.grad(f, holomorphic=True), hostcall.jit(hostcall.grad(f, holomorphic=True))):
        np.testing.assert_allclose(np.asarray(g(H)), want, rtol=2e-3, atol=2e-3)


def test_autodiff_cookbooks_holomorphic_cholesky_grad():
    # the Autodiff cookbook's cell and the value JAX prints for it
    def f(x):
        l = jnp.linalg.cholesky(x)
        return jnp.sum((l - jnp.sin(l)) ** 2)

    jax_value = np.array(
        [[-0.7534186 + 0.j, -3.0509028 - 10.940544j, 5.9896846 + 3.5423026j],
         [-3.0509028 + 10.940544j, -8.904491 + 0.j, -5.1351523 - 6.559373j],
         [5.9896846 - 3.5423026j, -5.1351523 + 6.559373j, 0.01320427 + 0.j]])
    np.testing.assert_allclose(np.asarray(hostcall.grad(f, holomorphic=True)(H)), jax_value,
                               rtol=1e-4, atol=1e-5)
    with hostcall.experimental.enable_x64():
        g = hostcall.jit(hostcall.grad(f, holomorphic=True))(H.astype(np.complex128))
        np.testing.assert_allclose(np.asarray(g), jax_value, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(np.asarray(g), _fd_grad(lambda x: np.sum(
            (_chol(x) - np.sin(_chol(x))) ** 2), H.astype(np.complex128)), rtol=1e-6)


def test_grad_of_a_real_function_of_complex_cholesky():
    w = np.array([[1, 0, 0], [2, 0.5, 0], [-1, 3, 0.25]])

    def f_np(x):
        return np.sum(np.abs(_chol(x) * w) ** 2)

    got = hostcall.jit(hostcall.grad(
        lambda x: jnp.sum(jnp.abs(jnp.linalg.cholesky(x) * w.astype(np.float32)) ** 2)))(H)
    np.testing.assert_allclose(np.asarray(got), _fd_grad(f_np, H.astype(np.complex128)),
                               rtol=1e-3, atol=1e-3)


def _powers(z):
    """[z, z^2, z^3, z^4] filled in by a loop of updates of a complex zero array."""
    def body(i, x):
        return x.at[i].set(x[i - 1] * z)
    return lax.fori_loop(1, 4, body, jnp.zeros(4, z.dtype).at[0].set(z))


def test_jvp_of_a_complex_update_loop():
    z, t = np.complex64(0.5 + 1j), np.complex64(1 - 2j)
    zs = z.astype(np.complex128) ** np.arange(4)
    for fn in (lambda z, t: hostcall.jvp(_powers, (z,), (t,)),
               hostcall.jit(lambda z, t: hostcall.jvp(_powers, (z,), (t,)))):
        out, tan = fn(z, t)
        np.testing.assert_allclose(np.asarray(out), zs * z, rtol=1e-6)
        np.testing.assert_allclose(np.asarray(tan), np.arange(1, 5) * zs * t, rtol=1e-6)


def test_complex128_loop_from_a_zero_splat():
    with hostcall.experimental.enable_x64():
        z = np.complex128(0.25 - 1.5j)
        out = hostcall.jit(_powers)(z)
        np.testing.assert_allclose(np.asarray(out), z ** np.arange(1, 5), rtol=1e-14)

        def loop(z):
            return lax.fori_loop(0, 3, lambda i, x: x + z, jnp.zeros(4, jnp.complex128))
        np.testing.assert_allclose(np.asarray(hostcall.jit(loop)(z)), np.full(4, 3 * z))


def test_complex128_splats_in_array_ops():
    with hostcall.experimental.enable_x64():
        c = jnp.complex128
        z = np.array([1 + 2j, 3 - 1j])
        got = hostcall.jit(lambda z: jnp.stack([jnp.zeros(2, c), z, jnp.full(2, 1j, c)]))(z)
        np.testing.assert_array_equal(np.asarray(got), [[0, 0], z, [1j, 1j]])
        got = hostcall.jit(lambda i: jnp.full(4, 2 - 1j, c)[i])(np.array([0, 3]))
        np.testing.assert_array_equal(np.asarray(got), [2 - 1j, 2 - 1j])
        got = hostcall.jit(lambda z: (z, jnp.full(3, 0.5j, c)))(z)
        np.testing.assert_array_equal(np.asarray(got[1]), np.full(3, 0.5j))
        # two scatters into zeros (primal and tangent) keep buffers of their own
        f = lambda z: jnp.zeros(4, c).at[np.array([0, 2])].add(z)  # noqa: E731
        out, tan = hostcall.jit(lambda z, t: hostcall.jvp(f, (z,), (t,)))(z, np.array([10j, 5]))
        np.testing.assert_array_equal(np.asarray(out), [z[0], 0, z[1], 0])
        np.testing.assert_array_equal(np.asarray(tan), [10j, 0, 5, 0])


def test_complex128_constants_that_are_not_splats():
    with hostcall.experimental.enable_x64():
        special = np.array([np.nan + 1j, complex(np.inf, -np.inf), 0.1 - 1j / 3, 5e-324,
                            -0.0, 1e308 - 2.5e-310j])
        # returned as they are: NaN, infinities, signed zeros and subnormals bit for bit
        got = np.asarray(hostcall.jit(lambda z: (z, jnp.asarray(special)))(0j)[1])
        np.testing.assert_array_equal(got.view(np.uint64), special.view(np.uint64))
        rng = np.random.default_rng(0)
        big = rng.standard_normal((40, 50)) + 1j * rng.standard_normal((40, 50))
        want = big.copy()
        want[3] = 1j
        got = hostcall.jit(lambda i: jnp.asarray(big).at[i].set(1j))(3)
        np.testing.assert_array_equal(np.asarray(got), want)
        got = hostcall.jit(lambda z: jnp.asarray(big) * z)(np.complex128(2 - 1j))
        np.testing.assert_array_equal(np.asarray(got), big * (2 - 1j))


def test_pass_is_in_jits_pipeline():
    assert "hostcall-complex-constants" in passes.default_pipeline().split(",")
