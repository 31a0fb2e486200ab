"""jax.scipy's optimize.minimize (BFGS), jax.experimental.ode.odeint and the smaller jax.scipy
/ jax.image / jax.numpy.fft additions, against scipy and numpy (or JAX's values written in),
eagerly, under jit, and under vmap / grad where JAX supports them."""
import numpy as np
import pytest
import scipy.fft
import scipy.integrate
import scipy.linalg
import scipy.interpolate
import scipy.ndimage
import scipy.optimize

import hostcall
import hostcall.numpy as jnp
from hostcall import image
from hostcall.experimental import enable_x64
from hostcall.experimental.ode import odeint
from hostcall.scipy import fft as hs_fft
from hostcall.scipy import integrate, interpolate, linalg, ndimage
from hostcall.scipy.optimize import OptimizeResults, minimize

rng = np.random.default_rng(0)


# ------------------------------------------------------------------ optimize.minimize
def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


def quartic(x, a):
    return jnp.sum(a * (x - 1.5) ** 2) + jnp.sum(x ** 4)


def test_minimize_bfgs_matches_scipy_in_float64():
    x0 = np.array([-1.2, 1.0, 0.5])
    with enable_x64():
        r = minimize(rosenbrock, x0, method="BFGS")
        assert isinstance(r, OptimizeResults)
        want = scipy.optimize.minimize(lambda x: np.sum(100 * (x[1:] - x[:-1] ** 2) ** 2
                                                        + (1 - x[:-1]) ** 2), x0,
                                       method="BFGS")
        np.testing.assert_allclose(np.asarray(r.x), want.x, atol=5e-5)
        np.testing.assert_allclose(np.asarray(r.x), np.ones(3), atol=1e-6)
        assert bool(r.success) and int(r.status) == 0
        assert float(r.fun) < 1e-10
        assert np.abs(np.asarray(r.jac)).max() < 1e-5
        assert int(r.nfev) == int(r.njev) >= int(r.nit) > 5
        # the inverse Hessian estimate stays symmetric positive definite
        h = np.asarray(r.hess_inv)
        np.testing.assert_allclose(h, h.T, atol=1e-8)
        assert np.linalg.eigvalsh(h).min() > 0


def test_minimize_with_args_under_jit_and_vmap():
    a = np.array([1.0, 3.0], np.float32)
    x0 = np.array([0.3, -2.0], np.float32)
    want = scipy.optimize.minimize(lambda x: np.sum(a * (x - 1.5) ** 2) + np.sum(x ** 4),
                                   x0.astype(float), method="BFGS").x
    solve = hostcall.jit(lambda x, a: minimize(quartic, x, (a,), method="BFGS").x)
    np.testing.assert_allclose(np.asarray(solve(x0, a)), want, atol=1e-4)
    eager = minimize(quartic, x0, (a,), method="bfgs")
    np.testing.assert_allclose(np.asarray(eager.x), want, atol=1e-4)
    starts = np.array([[0.3, -2.0], [2.0, 2.0], [-1.0, 0.5]], np.float32)
    batched = hostcall.vmap(lambda x: minimize(quartic, x, (a,), method="BFGS"))(starts)
    np.testing.assert_allclose(np.asarray(batched.x), np.tile(want, (3, 1)), atol=5e-4)
    assert batched.nit.shape == (3,)


def test_minimize_stops_at_maxiter_and_checks_its_arguments():
    r = minimize(rosenbrock, np.array([-1.2, 1.0], np.float32), method="BFGS",
                 options={"maxiter": 2})
    assert int(r.nit) == 2 and int(r.status) == 1 and not bool(r.success)
    with pytest.raises(TypeError, match="tuple"):
        minimize(quartic, np.zeros(2), [1.0], method="BFGS")
    with pytest.raises(ValueError, match="not recognized"):
        minimize(quartic, np.zeros(2), (1.0,), method="Nelder-Mead")


def test_minimize_experimental_lbfgs():
    method = "l-bfgs-experimental-do-not-rely-on-this"
    solve = hostcall.jit(lambda x: minimize(rosenbrock, x, method=method))
    r = solve(np.array([-1.2, 1.0, 0.5], np.float32))
    np.testing.assert_allclose(np.asarray(r.x), np.ones(3), atol=1e-3)
    assert r.hess_inv is None and int(r.status) == 0 and bool(r.success)
    with enable_x64():
        a = np.array([1.0, 3.0])
        r = minimize(quartic, np.array([0.3, -2.0]), (a,), method=method,
                     options={"maxcor": 3})
        want = scipy.optimize.minimize(lambda x: np.sum(a * (x - 1.5) ** 2) + np.sum(x ** 4),
                                       np.array([0.3, -2.0]), method="L-BFGS-B",
                                       options={"gtol": 1e-10, "ftol": 1e-15}).x
        np.testing.assert_allclose(np.asarray(r.x), want, atol=1e-6)


# ------------------------------------------------------------------ experimental.ode
def damped(y, t, k):
    return jnp.stack([y[1], -k * y[0] - 0.1 * y[1]])


def damped_np(y, t, k):
    return [y[1], -k * y[0] - 0.1 * y[1]]


TIMES = np.linspace(0.0, 5.0, 6)


def test_odeint_matches_scipy_and_compiles():
    with enable_x64():
        ys = odeint(damped, jnp.array([1.0, 0.0]), TIMES, 2.0)
        want = scipy.integrate.odeint(damped_np, [1.0, 0.0], TIMES, args=(2.0,), rtol=1e-11,
                                      atol=1e-11)
        np.testing.assert_allclose(np.asarray(ys), want, atol=1e-7)
    # float32, a pytree state, jit, and a time-dependent right-hand side
    f = hostcall.jit(lambda y0, t: odeint(lambda s, t: {"a": -s["a"] * t, "b": s["a"]}, y0,
                                          t, rtol=1e-6, atol=1e-6))
    t = np.linspace(0.0, 2.0, 5).astype(np.float32)
    out = f({"a": np.float32(1.0), "b": np.float32(0.0)}, t)
    np.testing.assert_allclose(np.asarray(out["a"]), np.exp(-t ** 2 / 2), atol=1e-5)
    assert out["a"].dtype == np.float32 and out["b"].shape == (5,)


def test_odeint_gradient_matches_finite_differences():
    def final(y0, k, ts):
        return np.sum(scipy.integrate.odeint(damped_np, y0, ts, args=(k,), rtol=1e-12,
                                             atol=1e-12)[-1] ** 2)

    with enable_x64():
        loss = lambda y0, k, ts: jnp.sum(odeint(damped, y0, ts, k)[-1] ** 2)
        g_y0, g_k, g_t = hostcall.grad(loss, argnums=(0, 1, 2))(jnp.array([1.0, 0.0]), 2.0,
                                                                jnp.asarray(TIMES))
    eps = 1e-6
    fd_y0 = [(final([1 + eps, 0], 2.0, TIMES) - final([1 - eps, 0], 2.0, TIMES)) / (2 * eps),
             (final([1, eps], 2.0, TIMES) - final([1, -eps], 2.0, TIMES)) / (2 * eps)]
    fd_k = (final([1, 0], 2.0 + eps, TIMES) - final([1, 0], 2.0 - eps, TIMES)) / (2 * eps)
    later = TIMES.copy()
    later[-1] += eps
    earlier = TIMES.copy()
    earlier[-1] -= eps
    fd_t = (final([1, 0], 2.0, later) - final([1, 0], 2.0, earlier)) / (2 * eps)
    np.testing.assert_allclose(np.asarray(g_y0), fd_y0, rtol=1e-5)
    assert float(g_k) == pytest.approx(fd_k, rel=1e-5)
    assert float(g_t[-1]) == pytest.approx(fd_t, rel=1e-5)
    np.testing.assert_allclose(np.asarray(g_t[1:-1]), 0.0, atol=1e-8)


# ------------------------------------------------------------------ scipy.fft, integrate
@pytest.mark.parametrize("type", [1, 2, 3, 4])
@pytest.mark.parametrize("norm", [None, "ortho"])
def test_dct_family_matches_scipy(type, norm):
    x = rng.standard_normal((3, 6))
    for name in ("dct", "idct"):
        got = getattr(hs_fft, name)(x, type=type, norm=norm)
        np.testing.assert_allclose(np.asarray(got), getattr(scipy.fft, name)(x, type=type,
                                                                            norm=norm),
                                   atol=2e-6, err_msg=name)
        got = getattr(hs_fft, name + "n")(x, type=type, norm=norm)
        np.testing.assert_allclose(np.asarray(got),
                                   getattr(scipy.fft, name + "n")(x, type=type, norm=norm),
                                   atol=3e-6, err_msg=name + "n")
    np.testing.assert_allclose(np.asarray(hs_fft.idct(hs_fft.dct(x, type, norm=norm), type,
                                                      norm=norm)), x, atol=1e-5)


def test_dct_lengths_axes_complex_jit_vmap_and_grad():
    x = rng.standard_normal((4, 5)) + 1j * rng.standard_normal((4, 5))
    np.testing.assert_allclose(np.asarray(hs_fft.dct(x, n=8, axis=0)),
                               scipy.fft.dct(x, n=8, axis=0), atol=1e-5)
    np.testing.assert_allclose(np.asarray(hs_fft.dctn(x.real, s=(3, 7), norm="ortho")),
                               scipy.fft.dctn(x.real, s=(3, 7), norm="ortho"), atol=1e-5)
    # JAX's value: jax.scipy.fft.dct(jnp.arange(4.), norm="ortho")
    np.testing.assert_allclose(np.asarray(hostcall.jit(lambda v: hs_fft.dct(v, norm="ortho"))(
        np.arange(4.0, dtype=np.float32))), [3.0, -2.2304425, 0.0, -0.15851268], atol=1e-6)
    rows = np.asarray(hostcall.vmap(lambda v: hs_fft.idct(v, type=3))(x.real.astype(np.float32)))
    np.testing.assert_allclose(rows, scipy.fft.idct(x.real, type=3), atol=1e-5)
    # the orthonormal DCT is orthogonal: the gradient of <w, dct(v)> is idct(w)
    w = rng.standard_normal(5).astype(np.float32)
    g = hostcall.grad(lambda v: jnp.vdot(w, hs_fft.dct(v, norm="ortho")))(x.real[0].astype(
        np.float32))
    np.testing.assert_allclose(np.asarray(g), scipy.fft.idct(w, norm="ortho"), atol=1e-5)
    with pytest.raises(ValueError):
        hs_fft.dct(x, type=5)
    with pytest.raises(ValueError):
        hs_fft.dct(x, norm="forward")


def test_trapezoid():
    y = rng.standard_normal((3, 7))
    x = np.sort(rng.standard_normal(7))
    np.testing.assert_allclose(np.asarray(integrate.trapezoid(y, x)),
                               scipy.integrate.trapezoid(y, x), rtol=1e-5)
    f = hostcall.jit(lambda v: integrate.trapezoid(v, dx=0.5, axis=0))
    np.testing.assert_allclose(np.asarray(f(y.astype(np.float32))),
                               scipy.integrate.trapezoid(y, dx=0.5, axis=0), rtol=1e-5)


# ------------------------------------------------------------------ numpy.fft.hfft / ihfft
@pytest.mark.parametrize("norm", [None, "backward", "ortho", "forward"])
def test_hfft_and_ihfft_match_numpy(norm):
    a = rng.standard_normal((3, 5)) + 1j * rng.standard_normal((3, 5))
    np.testing.assert_allclose(np.asarray(jnp.fft.hfft(a, norm=norm)),
                               np.fft.hfft(a, norm=norm), atol=1e-5)
    np.testing.assert_allclose(np.asarray(jnp.fft.hfft(a, n=7, axis=0, norm=norm)),
                               np.fft.hfft(a, n=7, axis=0, norm=norm), atol=1e-5)
    r = a.real
    np.testing.assert_allclose(np.asarray(jnp.fft.ihfft(r, norm=norm)),
                               np.fft.ihfft(r, norm=norm), atol=1e-6)
    got = hostcall.jit(lambda v: jnp.fft.ihfft(v, n=4, axis=0, norm=norm))(r.astype(np.float32))
    np.testing.assert_allclose(np.asarray(got), np.fft.ihfft(r, n=4, axis=0, norm=norm),
                               atol=1e-6)


# ------------------------------------------------------------------ image
IMAGE = (np.arange(6.0).reshape(2, 3) ** 1.5).astype(np.float32)
# jax.image.resize(IMAGE, shape, method) in JAX 0.10.2
RESIZED = {
    ((3, 5), "linear"): [[0.0, 0.4, 1.0, 2.0970564, 2.828427],
                         [2.598076, 3.3588457, 4.5, 6.00263, 7.0043836],
                         [5.196152, 6.3176913, 8.0, 9.908204, 11.18034]],
    ((1, 2), "cubic"): [[3.1630995, 6.2043715]],
    ((4, 4), "lanczos3"): [[-0.9245381, -0.7341733, 0.5274279, 1.4605398],
                           [1.1573896, 1.7414947, 3.7178233, 4.893671],
                           [3.8812592, 4.98051, 7.8919454, 9.385374],
                           [5.9631867, 7.4561777, 11.08234, 12.818504]],
    ((3, 2), "lanczos5"): [[-0.6685988, 1.075314], [3.0395532, 6.3035965],
                           [6.7477064, 11.531881]],
    ((3, 7), "nearest"): [[0.0, 0.0, 1.0, 1.0, 1.0, 2.828427, 2.828427],
                          [5.196152, 5.196152, 8.0, 8.0, 8.0, 11.18034, 11.18034],
                          [5.196152, 5.196152, 8.0, 8.0, 8.0, 11.18034, 11.18034]],
}


@pytest.mark.parametrize("shape,method", list(RESIZED))
def test_resize_matches_jax(shape, method):
    got = image.resize(IMAGE, shape, method)
    np.testing.assert_allclose(np.asarray(got), RESIZED[shape, method], atol=1e-5)
    compiled = hostcall.jit(lambda x: image.resize(x, shape, image.ResizeMethod.from_string(
        method)))(IMAGE)
    np.testing.assert_allclose(np.asarray(compiled), RESIZED[shape, method], atol=1e-5)


def test_resize_options_scale_and_translate_vmap_and_grad():
    np.testing.assert_allclose(np.asarray(image.resize(IMAGE, (1, 2), "bilinear",
                                                       antialias=False)),
                               [[3.0735571, 6.378288]], atol=1e-5)
    got = image.scale_and_translate(IMAGE, (3, 4), (0, 1), jnp.array([1.3, 0.7]),
                                    jnp.array([0.4, -1.0]), "cubic")
    np.testing.assert_allclose(np.asarray(got), [[1.2046584, 0, 0, 0], [4.6172, 0, 0, 0],
                                                 [10.40101, 0, 0, 0]], atol=1e-5)
    # traced scale and translation
    f = hostcall.jit(lambda s, t: image.scale_and_translate(IMAGE, (3, 4), (0, 1), s, t,
                                                            image.ResizeMethod.CUBIC))
    np.testing.assert_allclose(np.asarray(f(np.array([1.3, 0.7], np.float32),
                                            np.array([0.4, -1.0], np.float32))),
                               np.asarray(got), atol=1e-5)
    batch = np.stack([IMAGE, 2 * IMAGE])
    out = hostcall.vmap(lambda x: image.resize(x, (3, 5), "linear"))(batch)
    np.testing.assert_allclose(np.asarray(out)[1], 2 * np.array(RESIZED[(3, 5), "linear"]),
                               rtol=1e-5)
    # resizing is linear in the image: the gradient of a sum is the column sums of weights
    g = hostcall.grad(lambda x: image.resize(x, (3, 5), "linear").sum())(IMAGE)
    e = np.zeros_like(IMAGE)
    e[0, 1] = 1
    assert float(g[0, 1]) == pytest.approx(float(np.asarray(image.resize(e, (3, 5),
                                                                         "linear")).sum()))
    with pytest.raises(ValueError):
        image.resize(IMAGE, (3, 5), "bogus")
    with pytest.raises(ValueError):
        image.scale_and_translate(IMAGE, (3, 4), (0, 1), np.ones(2), np.zeros(2), "nearest")


# ------------------------------------------------------------------ ndimage, interpolate
GRID = (np.arange(12.0).reshape(3, 4) ** 1.3).astype(np.float32)
COORDS = np.array([[-1.3, 0.2, 1.5, 2.7, 3.6, 0.5, -0.4],
                   [0.3, -2.2, 3.5, 1.25, 4.9, 2.5, 5.5]], np.float32)
# jax.scipy.ndimage.map_coordinates(GRID, COORDS, order, mode, cval=-1.0) in JAX 0.10.2
MAPPED = {
    (0, "constant"): [-1.0, -1.0, -1.0, -1.0, -1.0, 12.54953, -1.0],
    (0, "nearest"): [0.0, 0.0, 22.584501, 17.398638, 22.584501, 12.54953, 4.171167],
    (0, "wrap"): [14.928528, 2.462289, 14.928528, 1.0, 8.103283, 12.54953, 2.462289],
    (0, "mirror"): [6.062866, 2.462289, 19.952623, 8.103283, 1.0, 12.54953, 0.0],
    (0, "reflect"): [0.0, 1.0, 22.584501, 17.398638, 10.270619, 12.54953, 1.0],
    (1, "constant"): [-1.0, -1.0, 8.283508, 4.711139, -1.0, 7.363401, -1.0],
    (1, "nearest"): [0.3, 1.212573, 17.567017, 18.037134, 22.584501, 7.363401, 4.171167],
    (1, "wrap"): [12.97119, 3.703295, 14.031357, 6.36704, 5.099544, 7.363401, 8.508939],
    (1, "mirror"): [9.373362, 4.388532, 16.339317, 11.462722, 4.015745, 7.363401, 3.133229],
    (1, "reflect"): [2.212497, 2.741316, 17.567017, 18.037134, 14.385431, 7.363401, 1.731144],
}


@pytest.mark.parametrize("order,mode", list(MAPPED))
def test_map_coordinates_matches_jax(order, mode):
    got = ndimage.map_coordinates(GRID, COORDS, order, mode, cval=-1.0)
    np.testing.assert_allclose(np.asarray(got), MAPPED[order, mode], atol=1e-5)


def test_map_coordinates_scipy_jit_vmap_grad():
    inside = np.array([[0.2, 1.7, 1.0, 0.5], [2.9, 0.1, 2.5, 1.5]], np.float32)
    want = scipy.ndimage.map_coordinates(GRID, inside, order=1)
    f = hostcall.jit(lambda x, c: ndimage.map_coordinates(x, c, order=1))
    np.testing.assert_allclose(np.asarray(f(GRID, inside)), want, rtol=1e-5)
    np.testing.assert_array_equal(np.asarray(ndimage.map_coordinates(GRID, inside + 0.1, 0)),
                                  scipy.ndimage.map_coordinates(GRID, inside + 0.1, order=0))
    batched = hostcall.vmap(lambda c: ndimage.map_coordinates(GRID, c, 1))(
        np.stack([inside, inside[::-1] / 2]))
    np.testing.assert_allclose(np.asarray(batched)[0], want, rtol=1e-5)
    # d/dc of linear interpolation inside a cell is the difference of neighbours
    g = hostcall.grad(lambda c: ndimage.map_coordinates(GRID, c, 1).sum())(inside)
    assert float(g[1, 0]) == pytest.approx(float(GRID[0, 3] - GRID[0, 2]) * 0.8
                                           + float(GRID[1, 3] - GRID[1, 2]) * 0.2, rel=1e-4)
    ints = np.arange(6).reshape(2, 3)
    got = ndimage.map_coordinates(ints, [[0.5], [0.5]], order=1)
    assert np.issubdtype(got.dtype, np.integer) and int(got[0]) == 2
    with pytest.raises(NotImplementedError):
        ndimage.map_coordinates(GRID, COORDS, order=3)


@pytest.mark.parametrize("method", ["linear", "nearest"])
@pytest.mark.parametrize("fill_value", [np.nan, None, 1.5])
def test_regular_grid_interpolator_matches_scipy(method, fill_value):
    x = np.sort(rng.uniform(0, 3, 5))
    y = np.array([0.0, 0.5, 2.0, 2.5])
    values = rng.standard_normal((5, 4, 2))
    query = np.stack([rng.uniform(x[0], x[-1], 7), rng.uniform(-0.5, 3, 7)], -1)
    want = scipy.interpolate.RegularGridInterpolator((x, y), values, method,
                                                     bounds_error=False,
                                                     fill_value=fill_value)(query)
    got = interpolate.RegularGridInterpolator((x, y), values, method,
                                              fill_value=fill_value)(query)
    np.testing.assert_allclose(np.asarray(got), want, atol=1e-5)
    compiled = hostcall.jit(lambda v, q: interpolate.RegularGridInterpolator(
        (x, y), v, method, fill_value=fill_value)(q))(values.astype(np.float32),
                                                      query.astype(np.float32))
    np.testing.assert_allclose(np.asarray(compiled), want, atol=1e-5)


def test_regular_grid_interpolator_1d_grad_and_errors():
    points = np.array([0.0, 1.0, 3.0], np.float32)
    interp = interpolate.RegularGridInterpolator((points,), np.array([0.0, 2.0, 6.0],
                                                                     np.float32))
    np.testing.assert_allclose(np.asarray(interp(np.array([[0.5], [2.0]]))), [1.0, 4.0])
    g = hostcall.grad(lambda q: interp(q[None, None])[0])(np.float32(2.0))
    assert float(g) == pytest.approx(2.0)
    # a pytree: it goes into jit as an argument, its values traced
    through_jit = hostcall.jit(lambda f, q: f(q))(interp, np.array([[0.5], [2.0]], np.float32))
    np.testing.assert_allclose(np.asarray(through_jit), [1.0, 4.0])
    with pytest.raises(NotImplementedError):
        interpolate.RegularGridInterpolator((points,), points, bounds_error=True)
    with pytest.raises(ValueError):
        interpolate.RegularGridInterpolator((points,), points, method="cubic")


# ------------------------------------------------------------------ linalg: schur, funm
SQUARE = np.random.default_rng(3).standard_normal((4, 4))


def test_schur_and_rsf2csf_match_scipy():
    with enable_x64():
        T, Z = linalg.schur(SQUARE)
        want_T, want_Z = scipy.linalg.schur(SQUARE)
        np.testing.assert_allclose(np.asarray(T), want_T, atol=1e-12)
        np.testing.assert_allclose(np.asarray(Z), want_Z, atol=1e-12)
        Tc, Zc = linalg.rsf2csf(T, Z)
        want = scipy.linalg.rsf2csf(want_T, want_Z)
        assert Tc.dtype == np.complex128
        np.testing.assert_allclose(np.asarray(Tc), want[0], atol=1e-12)
        np.testing.assert_allclose(np.asarray(Zc), want[1], atol=1e-12)
        T, Z = linalg.schur(SQUARE, output="complex")
        T, Z = np.asarray(T), np.asarray(Z)
        np.testing.assert_allclose(Z @ T @ Z.conj().T, SQUARE, atol=1e-12)
        np.testing.assert_allclose(np.tril(T, -1), 0, atol=1e-12)
    # compiled, float32, and batched by vmap
    batch = np.stack([SQUARE, SQUARE.T]).astype(np.float32)
    T, Z = hostcall.jit(hostcall.vmap(linalg.schur))(batch)
    for k in range(2):
        np.testing.assert_allclose(np.asarray(T[k]), scipy.linalg.schur(batch[k])[0],
                                   atol=1e-4)
    with pytest.raises(ValueError):
        linalg.schur(SQUARE, output="both")


def test_funm_matches_scipy():
    with enable_x64():
        f = lambda x: jnp.sin(x) + 2 * jnp.cos(x)
        np.testing.assert_allclose(np.asarray(linalg.funm(SQUARE, f)),
                                   scipy.linalg.funm(SQUARE, lambda x: np.sin(x) + 2 * np.cos(x)),
                                   atol=1e-12)
        F, err = linalg.funm(SQUARE, jnp.exp, disp=False)
        want_F, want_err = scipy.linalg.funm(SQUARE, np.exp, disp=False)
        np.testing.assert_allclose(np.asarray(F), scipy.linalg.expm(SQUARE), atol=1e-12)
        assert float(err) == pytest.approx(want_err)
        c = SQUARE + 1j * SQUARE.T
        np.testing.assert_allclose(np.asarray(linalg.funm(c, jnp.exp)), scipy.linalg.expm(c),
                                   atol=1e-11)
    compiled = hostcall.jit(lambda a: linalg.funm(a, jnp.exp))(SQUARE.astype(np.float32))
    np.testing.assert_allclose(np.asarray(compiled), scipy.linalg.expm(SQUARE), atol=1e-4)
    with pytest.raises(ValueError):
        linalg.funm(np.ones((2, 3)), jnp.exp)


def test_odeint_under_vmap():
    ts = np.linspace(0.0, 3.0, 4).astype(np.float32)
    starts = np.array([[1.0, 0.0], [0.5, 1.0]], np.float32)
    out = hostcall.vmap(lambda y0: odeint(damped, y0, ts, 2.0, rtol=1e-6, atol=1e-6))(starts)
    for i in range(2):
        want = scipy.integrate.odeint(damped_np, starts[i], ts, args=(2.0,), rtol=1e-10,
                                      atol=1e-10)
        np.testing.assert_allclose(np.asarray(out[i]), want, atol=1e-5)
