"""jacfwd through lax.while_loop: Newton iterations of implicit ODE steps, in x64.

A report had jacfwd of an implicit step's Newton loop failing to compile at
``stablehlo.while``.  These forms (float64 scalar and vector states, tolerance predicates
reading the primal, an integer counter and a float error in the carry, a converged flag,
jnp.linalg.solve and jacfwd inside the body, vmap of jacfwd, parameters closed over in
the body, implicit Euler inside a scan, jacfwd of jacfwd) all compile and give JAX's
values (JAX 0.10.2, written in below).

So do Newton solves inside a scan, fori_loop or while_loop whose initial state is a
constant of the program (``jit(lambda: implicit_euler(X2))()``, with or without jacfwd,
f32 or f64): iree-compile 3.13 crashed on those in its stream resource analysis
(iree-stream-refine-usage) until hostcall-guard-loop-entries copied the constant
(tests/test_guard_constant_entries.py has the minimal module and the canary).
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import jacfwd, jit, lax, vmap

A = np.array([[-2.0, 1.0], [1.0, -3.0]])
X = np.array([0.5, 1.0, 2.0])
X2 = np.array([0.5, 1.0])
Y0 = np.array([1.0, 0.0, 0.0])


def newton_scalar(y0, h=0.1):
    """y - y0 + h sin(y) = 0, until the residual is below 1e-12."""
    def cond(s):
        return jnp.abs(s[1]) > 1e-12

    def body(s):
        y, _ = s
        g = y - y0 + h * jnp.sin(y)
        return y - g / (1 + h * jnp.cos(y)), g
    return lax.while_loop(cond, body, (y0, jnp.ones_like(y0)))[0]


def step_vec(y0, h=0.1):
    """Implicit Euler for y' = -y^3 elementwise: counter and max step in the carry."""
    def cond(s):
        y, i, err = s
        return (err > 1e-12) & (i < 50)

    def body(s):
        y, i, _ = s
        g = y - y0 + h * y ** 3
        dy = g / (1 + 3 * h * y ** 2)
        return y - dy, i + 1, jnp.max(jnp.abs(dy))
    return lax.while_loop(cond, body, (y0, 0, jnp.inf))[0]


def step_solve(y0, h=0.1):
    """Implicit Euler for y' = A y - y^3: Newton with jacfwd and jnp.linalg.solve."""
    def G(y):
        return y - y0 - h * (A @ y - y ** 3)

    def cond(s):
        y, i, err = s
        return (err > 1e-12) & (i < 30)

    def body(s):
        y, i, _ = s
        dy = jnp.linalg.solve(jacfwd(G)(y), G(y))
        return y - dy, i + 1, jnp.linalg.norm(dy)
    return lax.while_loop(cond, body, (y0, 0, 1.0))[0]


def implicit_euler(y0, h=0.1):
    def step(y, _):
        z = step_solve(y, h)
        return z, z
    return lax.scan(step, y0, None, length=4)[1]


def cond_reads_y0(y0):
    """The predicate reads the differentiated input, closed over."""
    def cond(s):
        return (jnp.max(jnp.abs(s[0] - y0)) < 5.0) & (s[1] < 30) & (s[2] > 1e-13)

    def body(s):
        y, i, _ = s
        g = y - y0 + 0.1 * y ** 3
        dy = g / (1 + 0.3 * y ** 2)
        return y - dy, i + 1, jnp.max(jnp.abs(dy))
    return lax.while_loop(cond, body, (y0, 0, 1.0))[0]


def robertson(y):
    k1, k2, k3 = 0.04, 3e7, 1e4
    return jnp.array([-k1 * y[0] + k3 * y[1] * y[2],
                      k1 * y[0] - k3 * y[1] * y[2] - k2 * y[1] ** 2,
                      k2 * y[1] ** 2])


def backward_euler(y0, h):
    """One backward Euler step of Robertson's stiff system; a converged flag in the carry."""
    def G(y):
        return y - y0 - h * robertson(y)

    def cond(s):
        y, i, err, done = s
        return (~done) & (i < 25)

    def body(s):
        y, i, _, _ = s
        dy = jnp.linalg.solve(jacfwd(G)(y), G(y))
        err = jnp.linalg.norm(dy) / (1e-8 + jnp.linalg.norm(y))
        return y - dy, i + 1, err, err < 1e-10
    return lax.while_loop(cond, body, (y0, 0, 1.0, False))[0]


def dict_carry(y0):
    def cond(s):
        return (s["err"] > 1e-12) & (s["n"] < 40)

    def body(s):
        y = s["y"]
        g = y - y0 + 0.2 * jnp.tanh(y)
        dy = g / (1 + 0.2 * (1 - jnp.tanh(y) ** 2))
        return {"y": y - dy, "n": s["n"] + 1, "err": jnp.sum(dy * dy)}
    return lax.while_loop(cond, body, {"y": y0, "n": 0, "err": 1.0})["y"]


def bool_vec(y0):
    """Per-element converged flags (a bool vector) in the carry."""
    def cond(s):
        return jnp.any(~s[1]) & (s[2] < 30)

    def body(s):
        y, conv, i = s
        g = y - y0 + 0.1 * y ** 3
        dy = jnp.where(conv, 0.0, g / (1 + 0.3 * y ** 2))
        return y - dy, conv | (jnp.abs(dy) < 1e-12), i + 1
    return lax.while_loop(cond, body, (y0, jnp.zeros(y0.shape, bool), 0))[0]


def batched_trips(y0):
    """Under vmap each element runs its own number of iterations."""
    def cond(s):
        return s[0] > 0.1

    def body(s):
        return s[0] * 0.5, s[1] + s[0] * s[0]
    return lax.while_loop(cond, body, (y0, 0.0))[1]


# name: (function, arguments); jit traces the arguments
CASES = {
    "newton_scalar": (jacfwd(newton_scalar), (0.7,)),
    "newton_scalar_h": (jacfwd(newton_scalar, argnums=1), (0.7, 0.1)),
    "step_vec": (jacfwd(step_vec), (X,)),
    "step_vec_h": (jacfwd(lambda h, x: step_vec(x, h)), (0.1, X)),
    "step_solve": (jacfwd(step_solve), (X2,)),
    "vmap_step_solve": (vmap(jacfwd(step_solve)), (np.stack([X2, 2 * X2]),)),
    "implicit_euler": (jacfwd(implicit_euler), (X2,)),
    "implicit_euler_h": (jacfwd(lambda h, x: implicit_euler(x, h)), (0.1, X2)),
    "cond_reads_y0": (jacfwd(cond_reads_y0), (X,)),
    "backward_euler": (jacfwd(backward_euler, argnums=(0, 1)), (Y0, 1e-3)),
    "dict_carry": (jacfwd(dict_carry), (X,)),
    "vmap_bool_vec": (vmap(jacfwd(bool_vec)), (np.stack([X, X / 3]),)),
    "vmap_batched_trips": (vmap(jacfwd(batched_trips)), (X,)),
    "jacfwd_jacfwd_solve": (jacfwd(jacfwd(step_solve)), (X2,)),
}

JAX = {  # JAX 0.10.2 with jax_enable_x64
    "newton_scalar": np.array(0.9257595738475605),
    "newton_scalar_h": np.array(-0.5530521684622836),
    "step_vec": np.array([[0.9332304525261246, 0.0, 0.0], [0.0, 0.7969024651246209, 0.0], [0.0,
        0.0, 0.5672830281225141]]),
    "step_vec_h": np.array([-0.10869043232751416, -0.6239826454002884, -2.2999803019306233]),
    "step_solve": np.array([[0.7935898068323741, 0.05369189494339157], [0.05369189494339156,
        0.6802024980274821]]),
    "vmap_step_solve": np.array([[[0.7935898068323741, 0.05369189494339157],
        [0.05369189494339156, 0.6802024980274821]], [[0.6979435750769862, 0.03701369296397333],
        [0.03701369296397333, 0.5322879332553291]]]),
    "implicit_euler": np.array([[[0.7935898068323741, 0.05369189494339157],
        [0.05369189494339156, 0.6802024980274821]], [[0.6377858903412807, 0.0814967739643327],
        [0.08324068504639742, 0.4877727978581407]], [[0.5189547873251761, 0.09434199233088379],
        [0.09849231416166221, 0.36238314298312824]], [[0.42715504827035977, 0.09839597324877745],
        [0.10475473847343518, 0.2761326964334131]]]),
    "implicit_euler_h": np.array([[-0.34472865606274244, -1.576887174792877],
        [-0.735844408855786, -2.3140288269788245], [-1.0999040318185802, -2.6326034675806116],
        [-1.4081691189310095, -2.7260317496889246]]),
    "cond_reads_y0": np.array([[0.9332304525261246, 0.0, 0.0], [0.0, 0.7969024651246209, 0.0],
        [0.0, 0.0, 0.5672830281225141]]),
    "backward_euler": (np.array([[0.9999600098319164, 0.00020580774153444153,
        0.00023463938400006327], [1.6605954577477855e-05, 0.4151654703110904,
        -9.743422295563893e-05], [2.3384213506135065e-05, 0.5846287219473751, 0.9998627948389556]]),
        np.array([-0.03998421488607223, 0.00974153780276324, 0.030242677083308987])),
    "dict_carry": np.array([[0.8558573996104246, 0.0, 0.0], [0.0, 0.9066613021769446, 0.0],
        [0.0, 0.0, 0.9800975607101993]]),
    "vmap_bool_vec": np.array([[[0.9332304525261246, 0.0, 0.0], [0.0, 0.7969024651246209, 0.0],
        [0.0, 0.0, 0.5672830281225141]], [[0.9917806359786477, 0.0, 0.0], [0.0, 0.9684103608618777,
        0.0], [0.0, 0.0, 0.8904444334535289]]]),
    "vmap_batched_trips": np.array([1.3125, 2.65625, 5.328125]),
    "jacfwd_jacfwd_solve": np.array([[[-0.14164122986658287, -0.01048455744834174],
        [-0.010484557448341739, -0.01213060895652977]], [[-0.010484557448341737,
        -0.01213060895652977], [-0.01213060895652977, -0.14551232534417036]]]),
}


def _close(got, want):
    if isinstance(want, tuple):
        assert isinstance(got, tuple) and len(got) == len(want)
        for g, w in zip(got, want):
            _close(g, w)
        return
    got = np.asarray(got)
    assert got.dtype == np.float64 and got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("name", sorted(CASES))
def test_jacfwd_of_while_loop_compiles_and_matches_jax(name):
    with hostcall.experimental.enable_x64():
        f, args = CASES[name]
        _close(jit(f)(*args), JAX[name])


@pytest.mark.parametrize("name", ["newton_scalar", "step_solve", "backward_euler"])
def test_eager_agrees(name):
    with hostcall.experimental.enable_x64():
        f, args = CASES[name]
        _close(f(*args), JAX[name])


# ------------------------------------------------- initial states that are constants
def fori_newton(y0):
    return lax.fori_loop(0, 4, lambda i, y: step_solve(y), y0)


def while_newton(y0):
    """Newton steps until the state's sum falls to 0.5 (a data-dependent outer loop)."""
    def cond(s):
        return (jnp.sum(s[0]) > 0.5) & (s[1] < 10)

    def body(s):
        return step_solve(s[0]), s[1] + 1
    return lax.while_loop(cond, body, (y0, 0))


def scan_newton(y0):
    return lax.scan(lambda y, _: (step_solve(y), jnp.sum(y)), y0, None, length=3)


# name: a function of no arguments: X2 is a constant of the traced program, the initial
# state of a loop around a Newton while_loop
CONSTANT_STATE = {
    "implicit_euler": lambda: implicit_euler(X2),
    "jacfwd_implicit_euler": lambda: jacfwd(implicit_euler)(X2),
    "fori_newton": lambda: fori_newton(X2),
    "jacfwd_fori_newton": lambda: jacfwd(fori_newton)(X2),
    "while_newton": lambda: while_newton(X2),
    "scan_newton": lambda: scan_newton(X2),
}

JAX_CONSTANT_STATE = {  # JAX 0.10.2 with jax_enable_x64, jit of the same functions
    "implicit_euler": np.array([[0.4720964900518168, 0.770376431125239],
        [0.4371889641061821, 0.6088644274343898], [0.3998357513913886, 0.49006056867140485],
        [0.36255327916289587, 0.39993760839806625]]),
    "jacfwd_implicit_euler": JAX["implicit_euler"],
    "fori_newton": np.array([0.36255327916289587, 0.39993760839806625]),
    "jacfwd_fori_newton": np.array([[0.42715504827035977, 0.09839597324877745],
        [0.10475473847343518, 0.2761326964334131]]),
    "while_newton": (np.array([0.2619443425699605, 0.23059336753369478]), np.array(7)),
    "scan_newton": (np.array([0.3998357513913886, 0.49006056867140485]),
        np.array([1.5, 1.2424729211770558, 1.0460533915405719])),
}


def _close_any(got, want, rtol, atol):
    """Like _close, for any dtype (integer results compare exactly)."""
    if isinstance(want, tuple):
        assert isinstance(got, tuple) and len(got) == len(want)
        for g, w in zip(got, want):
            _close_any(g, w, rtol, atol)
        return
    got = np.asarray(got)
    assert got.shape == want.shape
    if want.dtype.kind in "iu":
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)


@pytest.mark.parametrize("name", sorted(CONSTANT_STATE))
def test_constant_initial_state_compiles_and_matches_jax(name):
    with hostcall.experimental.enable_x64():
        got = jit(CONSTANT_STATE[name])()
    for g in (got if isinstance(got, tuple) else (got,)):
        assert np.asarray(g).dtype in (np.float64, np.int64)
    _close_any(got, JAX_CONSTANT_STATE[name], rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("name", ["implicit_euler", "jacfwd_implicit_euler"])
def test_constant_initial_state_in_f32(name):
    with hostcall.experimental.disable_x64():
        got = jit(CONSTANT_STATE[name])()
    assert np.asarray(got).dtype == np.float32
    _close_any(got, JAX_CONSTANT_STATE[name], rtol=1e-5, atol=1e-6)
