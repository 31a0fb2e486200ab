"""hostcall.scipy.special's functions beyond the error and gamma families: values against
scipy.special (float64 to 1e-10, float32 to ~1e-5) eagerly and compiled, edge values,
derivatives against closed forms and finite differences, vmap.

Compiles are the cost, so each group runs ONE jitted function returning a dict.
"""
import math

import numpy as np
import pytest
import scipy.special as sp

import hostcall
import hostcall.numpy as jnp
import hostcall.scipy.special as hs
from hostcall.experimental import enable_x64

X = np.array([0.0, 0.3, 1.0, 2.5, 6.0, 15.0, -0.7, -4.0])        # anywhere
POS = np.array([0.01, 0.3, 1.0, 1.5, 3.0, 7.5, 20.0, 45.0])      # x > 0
A = np.array([0.5, 1.0, 2.5, 4.0, 0.2, 3.5, 1.5, 6.0])           # second argument
PROB = np.array([1e-30, 1e-5, 0.02, 0.3, 0.5, 0.75, 0.97, 1 - 1e-9])
INT_N = np.array([0, 1, 2, 3, 5, 8, 2, 1], np.int32)
LOGITS = np.array([[0.5, -1.0, 3.0, 2.0], [10.0, 9.5, -3.0, 0.0]])


def _inputs(dtype):
    v = {k: w.astype(dtype) for k, w in
         dict(x=X, pos=POS, a=A, p=PROB, logits=LOGITS).items()}
    v["n"] = INT_N
    return v


def values(v):
    """Every function at its points (the same program eagerly and compiled)."""
    x, pos, a, p, logits, n = (v[k] for k in ("x", "pos", "a", "p", "logits", "n"))
    si, ci = hs.sici(x)
    fs, fc = hs.fresnel(x)
    return dict(
        beta=hs.beta(a, pos), betaln=hs.betaln(a, pos * 3), boxcox=hs.boxcox(pos, a - 2),
        boxcox_log=hs.boxcox(pos, a * 0), boxcox1p=hs.boxcox1p(pos, a - 2),
        comb=hs.comb(pos * 3, a), comb_rep=hs.comb(a * 2, a, repetition=True),
        factorial=hs.factorial(a * 2), kl_div=hs.kl_div(x, a), rel_entr=hs.rel_entr(x, a),
        softmax=hs.softmax(logits), softmax_1=hs.softmax(logits, axis=1),
        log_softmax=hs.log_softmax(logits, axis=0), loggamma=hs.loggamma(pos),
        multigammaln=hs.multigammaln(pos + 2, 3), poch=hs.poch(a, x),
        i0=hs.i0(x), i0e=hs.i0e(x), i1=hs.i1(x), i1e=hs.i1e(x),
        zeta=hs.zeta(a + 1.5, pos), erfcx=hs.erfcx(x * 2), log_ndtr=hs.log_ndtr(x * 3),
        ndtri=hs.ndtri(p), exp1=hs.exp1(pos), expi=hs.expi(x), expn=hs.expn(n, pos),
        si=si, ci=ci, spence=hs.spence(pos / 3), owens_t=hs.owens_t(x, a - 2),
        wofz=hs.wofz(jnp.asarray(x) + 1j * (jnp.asarray(a) - 2)), dawsn=hs.dawsn(x),
        fresnel_s=fs, fresnel_c=fc,
    )


def scipy_reference(v):
    """scipy.special on the same (rounded) inputs, in float64."""
    x, pos, a, p, logits = (np.asarray(v[k], np.float64)
                            for k in ("x", "pos", "a", "p", "logits"))
    n = v["n"]
    si, ci = sp.sici(x)
    fs, fc = sp.fresnel(x)
    wz = (np.asarray(v["x"], np.float64) + 1j * np.asarray(v["a"] - 2, np.float64))
    return dict(
        beta=sp.beta(a, pos), betaln=sp.betaln(a, np.asarray(v["pos"] * 3, np.float64)),
        boxcox=sp.boxcox(pos, np.asarray(v["a"] - 2, np.float64)),
        boxcox_log=np.log(pos), boxcox1p=sp.boxcox1p(pos, np.asarray(v["a"] - 2, np.float64)),
        comb=sp.comb(np.asarray(v["pos"] * 3, np.float64), a),
        comb_rep=sp.comb(np.asarray(v["a"] * 2, np.float64), a, repetition=True),
        factorial=sp.factorial(np.asarray(v["a"] * 2, np.float64)),
        kl_div=sp.kl_div(x, a), rel_entr=sp.rel_entr(x, a),
        softmax=sp.softmax(logits), softmax_1=sp.softmax(logits, axis=1),
        log_softmax=sp.log_softmax(logits, axis=0), loggamma=sp.loggamma(pos),
        multigammaln=np.array([sp.multigammaln(t, 3) for t in
                               np.asarray(v["pos"] + 2, np.float64)]),
        poch=sp.poch(a, x), i0=sp.i0(x), i0e=sp.i0e(x), i1=sp.i1(x), i1e=sp.i1e(x),
        zeta=sp.zeta(np.asarray(v["a"] + 1.5, np.float64), pos),
        erfcx=sp.erfcx(np.asarray(v["x"] * 2, np.float64)),
        log_ndtr=sp.log_ndtr(np.asarray(v["x"] * 3, np.float64)),
        ndtri=sp.ndtri(p), exp1=sp.exp1(pos), expi=sp.expi(x), expn=sp.expn(n, pos),
        si=si, ci=ci, spence=sp.spence(np.asarray(v["pos"] / 3, np.float64)),
        owens_t=sp.owens_t(x, np.asarray(v["a"] - 2, np.float64)),
        wofz=sp.wofz(wz), dawsn=sp.dawsn(x), fresnel_s=fs, fresnel_c=fc,
    )


# float32: lgamma(1) is 5e-7, not 0 (hence atol); log_softmax's small entries are differences of O(1) numbers (as in JAX).
# float32 results of the series and fractions: the inputs are rounded to float32, so the
# comparison is with scipy at those rounded inputs; ~1e-5 is float32's reach here (e.g.
# expi(15) is a sum of terms growing to e^15, the Ci near its zero at 3.38 cancels)
_TOL = {np.float32: dict(rtol=2e-5, atol=1e-6), np.float64: dict(rtol=1e-10, atol=1e-300)}
_LOOSE32 = {"ci": 1e-4, "expi": 1e-4, "log_softmax": 1e-3, "ndtri": 1e-4, "comb": 1e-4,
            "i0": 1e-4, "i1": 1e-4}


def _compare(got, want, dtype, what):
    assert got.keys() == want.keys()
    for k in want:
        tol = dict(_TOL[dtype])
        if dtype == np.float32 and k in _LOOSE32:
            tol["rtol"] = _LOOSE32[k]
        g = np.asarray(got[k])
        g = g.astype(np.complex128 if g.dtype.kind == "c" else np.float64)
        np.testing.assert_allclose(g, want[k], err_msg=f"{what}: {k}", equal_nan=True, **tol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
def test_values_match_scipy_eager_and_compiled(dtype):
    with enable_x64(dtype == np.float64):
        v = _inputs(dtype)
        want = scipy_reference(v)
        eager = values(v)
        for k, e in eager.items():
            expected = (np.complex64 if dtype == np.float32 else np.complex128) \
                if k == "wofz" else dtype
            assert e.dtype == np.dtype(expected), (k, e.dtype)
        _compare(eager, want, dtype, f"eager {np.dtype(dtype).name}")
        compiled = hostcall.jit(values)(v)
        _compare(compiled, want, dtype, f"compiled {np.dtype(dtype).name}")


def _grid(lo, hi, n, dtype=np.float64):
    return np.linspace(lo, hi, n).astype(dtype)


# wide float64 sweeps (eager): each algorithm's regions and switch points
SWEEPS = [
    ("erfcx", hs.erfcx, sp.erfcx, np.concatenate([_grid(-20, 30, 101), [2.999, 3.0, 3.001,
                                                                        1e3, 1e6]])),
    ("log_ndtr", hs.log_ndtr, sp.log_ndtr, np.concatenate([_grid(-60, 12, 145),
                                                           [-1.0, -1e-8, 1e-8]])),
    ("ndtri", hs.ndtri, sp.ndtri, np.concatenate([np.logspace(-300, -1, 61), _grid(0.05, 0.95, 37),
                                                  1 - np.logspace(-15, -1, 15)])),
    ("exp1", hs.exp1, sp.exp1, np.concatenate([np.logspace(-10, 2.8, 65), [1.0, 1.0001]])),
    ("expi", hs.expi, sp.expi, np.concatenate([_grid(-80, 80, 161), [49.99, 50.01, 300.0]])),
    ("spence", hs.spence, sp.spence, np.concatenate([_grid(0, 4, 81), [1e-12, 1 - 1e-9,
                                                                       1 + 1e-9, 50.0, 1e8]])),
    ("dawsn", hs.dawsn, sp.dawsn, np.concatenate([_grid(-30, 30, 121), [0.4999, 0.5, 1e-9]])),
    ("i0e", hs.i0e, sp.i0e, _grid(-50, 50, 41)),
    ("i1", hs.i1, sp.i1, _grid(-700, 700, 57)),
]


@pytest.mark.parametrize("name,ours,theirs,points", SWEEPS, ids=[s[0] for s in SWEEPS])
def test_float64_sweeps(name, ours, theirs, points):
    with enable_x64():
        got = np.asarray(ours(points))
    with np.errstate(all="ignore"):
        want = theirs(points)
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=0, err_msg=name)


def test_float64_sweeps_of_two_argument_and_pair_functions():
    x = np.concatenate([_grid(-40, 40, 81), [1e-6, 3.999, 4.001, 1e4]])
    pos = np.abs(x[np.abs(x) > 0])
    h = np.array([0.0, 0.2, 1.0, 3.0, 8.0, 20.0, -2.0])[:, None]
    a = np.array([0.0, 0.1, 0.5, 1.0, 1.7, 10.0, -0.3, -4.0])
    n = np.array([0, 1, 2, 4, 10, 40])[:, None]
    z = x[None, :40] + 1j * np.array([-3.0, -0.1, 0.0, 1e-4, 0.5, 6.5])[:, None]
    with enable_x64():
        si, ci = hs.sici(x)
        fs, fc = hs.fresnel(x)
        got = dict(si=si, ci=ci, fs=fs, fc=fc,
                   owens_t=hs.owens_t(h + 0 * a, a + 0 * h), expn=hs.expn(n, pos),
                   wofz=hs.wofz(z))
    ws, wc = sp.sici(x)
    s, c = sp.fresnel(x)
    want = dict(si=ws, ci=wc, fs=s, fc=c, owens_t=sp.owens_t(h, a), expn=sp.expn(n, pos),
                wofz=sp.wofz(z))
    for k in want:
        np.testing.assert_allclose(np.asarray(got[k]), want[k], rtol=1e-10, atol=1e-300,
                                   err_msg=k)


def test_edge_values():
    """Poles, domain ends, infinities and NaN, as scipy (eager and compiled)."""
    inf, nan = np.inf, np.nan

    def program(v):
        z = v * 0     # the edges below, staged from a traced zero
        return dict(
            erfcx=hs.erfcx(z + jnp.array([-inf, inf, nan, -30.0])),
            log_ndtr=hs.log_ndtr(z + jnp.array([-inf, inf, nan, -40.0])),
            ndtri=hs.ndtri(z + jnp.array([0.0, 1.0, -0.5, 2.0])),
            exp1=hs.exp1(z + jnp.array([0.0, -1.0, inf, nan])),
            expi=hs.expi(z + jnp.array([0.0, -inf, inf, nan])),
            expn=hs.expn(jnp.array([1, 3, -1, 2]), z + jnp.array([0.0, 0.0, 1.0, -1.0])),
            spence=hs.spence(z + jnp.array([0.0, 1.0, -1.0, nan])),
            sici_si=hs.sici(z + jnp.array([0.0, inf, -inf, nan]))[0],
            sici_ci=hs.sici(z + jnp.array([0.0, inf, -inf, nan]))[1],
            kl_div=hs.kl_div(z + jnp.array([0.0, 1.0, -1.0, 1.0]),
                             z + jnp.array([2.0, 0.0, 1.0, nan])),
            rel_entr=hs.rel_entr(z + jnp.array([0.0, 1.0, -1.0, 0.0]),
                                 z + jnp.array([2.0, 0.0, 1.0, 0.0])),
            boxcox=hs.boxcox(z + jnp.array([0.0, -1.0, 0.0, 1.0]),
                             z + jnp.array([0.0, 0.5, 2.0, 3.0])),
            comb=hs.comb(z + jnp.array([5.0, 5.0, -1.0, 5.0]),
                         z + jnp.array([7.0, -1.0, 2.0, 0.0])),
            factorial=hs.factorial(z + jnp.array([-1.0, 0.0, 3.0, 5.0])),
            poch=hs.poch(z + jnp.array([-2.0, -3.0, -2.0, 4.0]),
                         z + jnp.array([2.0, 1.0, 3.0, 0.0])),
            loggamma=hs.loggamma(z + jnp.array([-0.5, 0.0, 1.0, 2.0])),
            owens_t=hs.owens_t(z + jnp.array([0.0, 1.0, inf, 0.0]),
                               z + jnp.array([inf, -inf, 0.5, 0.0])),
            dawsn=hs.dawsn(z + jnp.array([0.0, inf, -inf, nan])),
            fresnel_s=hs.fresnel(z + jnp.array([0.0, inf, -inf, 1e9]))[0],
        )

    with np.errstate(all="ignore"):
        e = np.array
        want = dict(
            erfcx=sp.erfcx(e([-inf, inf, nan, -30.0])),
            log_ndtr=sp.log_ndtr(e([-inf, inf, nan, -40.0])),
            ndtri=sp.ndtri(e([0.0, 1.0, -0.5, 2.0])), exp1=sp.exp1(e([0.0, -1.0, inf, nan])),
            expi=sp.expi(e([0.0, -inf, inf, nan])),
            expn=sp.expn(e([1, 3, -1, 2]), e([0.0, 0.0, 1.0, -1.0])),
            spence=sp.spence(e([0.0, 1.0, -1.0, nan])),
            sici_si=sp.sici(e([0.0, inf, -inf, nan]))[0],
            sici_ci=sp.sici(e([0.0, inf, -inf, nan]))[1],
            kl_div=sp.kl_div(e([0.0, 1.0, -1.0, 1.0]), e([2.0, 0.0, 1.0, nan])),
            rel_entr=sp.rel_entr(e([0.0, 1.0, -1.0, 0.0]), e([2.0, 0.0, 1.0, 0.0])),
            boxcox=sp.boxcox(e([0.0, -1.0, 0.0, 1.0]), e([0.0, 0.5, 2.0, 3.0])),
            comb=sp.comb(e([5.0, 5.0, -1.0, 5.0]), e([7.0, -1.0, 2.0, 0.0])),
            factorial=sp.factorial(e([-1.0, 0.0, 3.0, 5.0])),
            poch=sp.poch(e([-2.0, -3.0, -2.0, 4.0]), e([2.0, 1.0, 3.0, 0.0])),
            loggamma=sp.loggamma(e([-0.5, 0.0, 1.0, 2.0])),
            owens_t=sp.owens_t(e([0.0, 1.0, inf, 0.0]), e([inf, -inf, 0.5, 0.0])),
            dawsn=sp.dawsn(e([0.0, inf, -inf, nan])),
            fresnel_s=sp.fresnel(e([0.0, inf, -inf, 1e9]))[0],
        )
    for out in (program(np.float32(0)), hostcall.jit(program)(np.float32(0))):
        assert out.keys() == want.keys()
        for k, w in want.items():
            np.testing.assert_allclose(np.asarray(out[k], np.float64), w, rtol=1e-5,
                                       atol=1e-6, equal_nan=True, err_msg=k)


def test_bernoulli_and_static_arguments():
    np.testing.assert_allclose(np.asarray(hs.bernoulli(12)), sp.bernoulli(12), rtol=1e-7)
    with enable_x64():   # exact rationals, rounded once (scipy's own carry ~1e-12 errors)
        got = np.asarray(hs.bernoulli(30))
    np.testing.assert_allclose(got, sp.bernoulli(30), rtol=1e-10)
    assert got[20] == -174611 / 330 and got[30] == 8615841276005 / 14322 and got[29] == 0
    with pytest.raises(TypeError, match="must be a Python int"):
        hs.bernoulli(2.0)
    with pytest.raises(TypeError, match="must be a Python int"):
        hs.multigammaln(np.float32(3.0), 2.5)
    with pytest.raises(NotImplementedError):
        hs.factorial(3, exact=True)
    with pytest.raises(NotImplementedError):
        hs.zeta(2.0)
    with pytest.raises(ValueError, match="series_order"):
        hs.log_ndtr(1.0, series_order=31)
    # integers promote to the default float, as JAX's promote_args_inexact
    assert hs.i0(3).dtype == np.float32 and hs.expn(2, 1).dtype == np.float32
    assert hs.softmax(np.arange(4)).dtype == np.float32


# ------------------------------------------------------------------- derivatives
def _grads(x, pos, p, u):
    def vg(f, v):
        return hostcall.vmap(hostcall.grad(f))(v)

    def fwd(f, v):
        return hostcall.jvp(f, (v,), (jnp.ones_like(v),))[1]

    return dict(
        erfcx=vg(hs.erfcx, x), log_ndtr=vg(hs.log_ndtr, x), ndtri=vg(hs.ndtri, p),
        exp1=vg(hs.exp1, pos), expi=vg(hs.expi, pos), expi_fwd=fwd(hs.expi, x),
        expn=vg(lambda v: hs.expn(3, v), pos), dawsn=vg(hs.dawsn, x),
        spence=vg(hs.spence, pos), si=vg(lambda v: hs.sici(v)[0], x),
        ci=vg(lambda v: hs.sici(v)[1], pos), fresnel_s=vg(lambda v: hs.fresnel(v)[0], x),
        fresnel_c=fwd(lambda v: hs.fresnel(v)[1], x),
        owens_t_h=vg(lambda v: hs.owens_t(v, 0.7), x),
        owens_t_a=vg(lambda v: hs.owens_t(0.8, v), x),
        i0=vg(hs.i0, x), i1e=vg(hs.i1e, x), betaln=vg(lambda v: hs.betaln(v, 2.5), pos),
        poch=vg(lambda v: hs.poch(v, 1.5), pos), boxcox=vg(lambda v: hs.boxcox(v, 0.5), pos),
        kl_div=vg(lambda v: hs.kl_div(v, 2.0), pos), softmax=hostcall.grad(
            lambda v: hs.softmax(v)[0])(u), log_softmax=hostcall.grad(
            lambda v: hs.log_softmax(v)[1])(u),
    )


def test_derivatives_match_closed_forms():
    x = np.array([-2.5, -0.7, -0.1, 0.3, 1.0, 2.0, 4.5], np.float32)
    pos = np.array([0.2, 0.9, 1.5, 3.0, 6.0], np.float32)
    p = np.array([0.01, 0.3, 0.5, 0.8, 0.999], np.float32)
    u = np.array([0.5, -1.0, 2.0], np.float32)
    got = hostcall.jit(_grads)(x, pos, p, u)
    x64, pos64, p64, u64 = (np.asarray(t, np.float64) for t in (x, pos, p, u))
    phi = np.exp(-x64 ** 2 / 2) / math.sqrt(2 * math.pi)
    soft = np.exp(u64) / np.exp(u64).sum()
    want = dict(
        erfcx=2 * x64 * sp.erfcx(x64) - 2 / math.sqrt(math.pi),
        log_ndtr=phi / sp.ndtr(x64),
        ndtri=math.sqrt(2 * math.pi) * np.exp(sp.ndtri(p64) ** 2 / 2),
        exp1=-np.exp(-pos64) / pos64, expi=np.exp(pos64) / pos64,
        expi_fwd=np.exp(x64) / x64, expn=-sp.expn(2, pos64),
        dawsn=1 - 2 * x64 * sp.dawsn(x64), spence=np.log(pos64) / (1 - pos64),
        si=np.sinc(x64 / math.pi), ci=np.cos(pos64) / pos64,
        fresnel_s=np.sin(math.pi * x64 ** 2 / 2), fresnel_c=np.cos(math.pi * x64 ** 2 / 2),
        owens_t_h=-phi * sp.erf(0.7 * x64 / math.sqrt(2)) / 2,
        owens_t_a=np.exp(-0.32 * (1 + x64 ** 2)) / (2 * math.pi * (1 + x64 ** 2)),
        i0=sp.i1(x64), i1e=sp.i0e(x64) - sp.i1e(x64) * (1 / x64 + np.sign(x64)),
        betaln=sp.digamma(pos64) - sp.digamma(pos64 + 2.5),
        poch=sp.poch(pos64, 1.5) * (sp.digamma(pos64 + 1.5) - sp.digamma(pos64)),
        boxcox=pos64 ** -0.5, kl_div=np.log(pos64 / 2),
        softmax=soft[0] * (np.eye(3)[0] - soft), log_softmax=np.eye(3)[1] - soft,
    )
    assert got.keys() == want.keys()
    for k, w in want.items():
        np.testing.assert_allclose(np.asarray(got[k], np.float64), w, rtol=3e-5, atol=1e-6,
                                   err_msg=k)


def test_gradient_matches_finite_differences():
    """A composite: reverse mode (compiled, float64) vs central differences."""
    def f(v):
        return (hs.expn(2, v) * hs.erfcx(v - 1) + hs.owens_t(v, v / 3)
                + hs.spence(v) * hs.dawsn(v) + hs.fresnel(v)[1] + hs.sici(v)[0]).sum()

    with enable_x64():
        v = np.array([0.4, 1.3, 2.2, 3.7, 5.1])
        g = np.asarray(hostcall.jit(hostcall.grad(f))(v))
        eps = 1e-6
        fd = np.array([(float(f(v + eps * e)) - float(f(v - eps * e))) / (2 * eps)
                       for e in np.eye(len(v))])
    np.testing.assert_allclose(g, fd, rtol=1e-6, atol=1e-8)


def test_vmap():
    """vmap over rows (batched and unbatched operands) vs a Python loop."""
    xs = np.array([[0.3, 1.5, 4.0], [0.7, 2.0, 9.0]], np.float32)
    ns = np.array([1, 2, 5], np.int32)

    def per_row(x, n):
        return dict(expn=hs.expn(n, x), owens=hs.owens_t(x, x / 4), wofz=hs.wofz(x),
                    ndtri=hs.ndtri(x / 10), sm=hs.softmax(x), fresnel=hs.fresnel(x)[0],
                    spence=hs.spence(x), i1=hs.i1(x))

    got = hostcall.jit(hostcall.vmap(per_row, in_axes=(0, None)))(xs, ns)
    for i, x in enumerate(xs):
        want = per_row(x, ns)
        for k in want:
            np.testing.assert_allclose(np.asarray(got[k][i]), np.asarray(want[k]),
                                       rtol=2e-5, atol=1e-6, err_msg=k)


# ------------------------------------------------- hypergeometric functions, recurrences
HYP_A = np.array([0.5, 1.0, 2.5, -1.5, 3.0, -2.0, 10.0, 0.25])
HYP_B = np.array([1.0, 2.5, 0.5, 7.0, -0.5, 1.5, 4.0, 3.0])
HYP_X = np.array([-30.0, -5.0, -0.5, 0.0, 0.3, 2.0, 10.0, 40.0])
H2_A = np.array([0.5, 1.0, -2.0, 2.3, 0.5, 1.5, 3.0, 0.75, -3.0])
H2_B = np.array([0.25, 1.7, 3.0, 1.7, 3.0, 2.0, 0.5, 1.25, 1.5])
H2_C = np.array([1.5, 3.0, 4.25, 3.0, 4.75, 1.0, 5.0, 0.4, 2.5])
H2_X = np.array([-10.0, -0.5, 1.0, 0.95, 0.999, 0.3, 1.0, 0.97, -20.0])
JN_Z = np.array([-7.5, -0.3, 0.0, 1e-3, 0.5, 2.0, 10.0, 20.0])
SH_N = np.array([0, 1, 2, 3, 5, 5, 8, 2])
SH_M = np.array([0, -1, 2, 1, -3, 5, 4, -3])
SH_T = np.array([0.0, 0.3, 1.0, 2.0, np.pi, 1.2, 0.7, 2.9])
SH_P = np.array([0.1, 1.0, 2.0, 3.0, 0.5, 4.0, 6.0, 0.0])


def hyp_values(a, b, x, a2, b2, c2, x2, z, theta, phi):
    return dict(hyp1f1=hs.hyp1f1(a, b, x), hyp2f1=hs.hyp2f1(a2, b2, c2, x2),
                bessel_jn=hs.bessel_jn(z, v=5),
                sph_harm_y=hs.sph_harm_y(SH_N, SH_M, theta, phi, n_max=8))


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
def test_hypergeometric_and_recurrences_match_scipy(dtype):
    args = [t.astype(dtype) for t in (HYP_A, HYP_B, HYP_X, H2_A, H2_B, H2_C, H2_X, JN_Z,
                                      SH_T, SH_P)]
    r = [np.asarray(t, np.float64) for t in args]
    with np.errstate(all="ignore"):
        want = dict(hyp1f1=sp.hyp1f1(r[0], r[1], r[2]),
                    hyp2f1=sp.hyp2f1(r[3], r[4], r[5], r[6]),
                    bessel_jn=sp.jv(np.arange(6)[:, None], r[7]),
                    sph_harm_y=sp.sph_harm_y(SH_N, SH_M, r[8], r[9]))
    # float32: the series of 1F1(10; 4; 40) ~ 1e21 adds 100 terms; J_n by recurrence
    rtol = {np.float32: 1e-4, np.float64: 1e-10}[dtype]
    with enable_x64(dtype == np.float64):
        for out in (hyp_values(*args), hostcall.jit(hyp_values)(*args)):
            assert out["bessel_jn"].shape == (6, 8)
            assert out["sph_harm_y"].dtype == (np.complex64 if dtype == np.float32
                                               else np.complex128)
            for k, w in want.items():
                g = np.asarray(out[k])
                # J_n and Y_n^m pass through zero: an absolute floor at their scale
                atol = {np.float32: 3e-6, np.float64: 1e-13}[dtype] \
                    if k in ("bessel_jn", "sph_harm_y") else 0
                np.testing.assert_allclose(g.astype(np.complex128 if g.dtype.kind == "c"
                                                    else np.float64), w, rtol=rtol,
                                           atol=atol, err_msg=k)


def test_hypergeometric_edges_and_arguments():
    with enable_x64():
        np.testing.assert_allclose(
            np.asarray(hs.hyp2f1(np.array([1.0, 0.5]), np.array([2.0, 1.0]),
                                 np.array([3.0, 1.0]), np.array([1.5, 1.0]))),
            [np.nan, np.inf])    # x > 1 and c - a - b <= 0 at x = 1
        np.testing.assert_allclose(np.asarray(hs.hyp1f1(-3.0, 2.0, np.array([0.0, 5.0]))),
                                   sp.hyp1f1(-3.0, 2.0, [0.0, 5.0]), rtol=1e-12)
        np.testing.assert_allclose(np.asarray(hs.bessel_jn(np.array([35.0]), v=2, n_iter=90)),
                                   sp.jv(np.arange(3)[:, None], [35.0]), rtol=1e-10)
    with pytest.raises(TypeError, match="must be a Python int"):
        hs.bessel_jn(np.ones(2), v=1.5)
    with pytest.raises(NotImplementedError):
        hs.sph_harm_y(np.array([1]), np.array([0]), 0.3, 0.2, diff_n=1)
    with pytest.raises(ValueError, match="n_max"):
        hostcall.jit(lambda n: hs.sph_harm_y(n, n, 0.3, 0.2))(np.array([1]))


def _hyp_grads(x, a):
    vg = lambda f, v: hostcall.vmap(hostcall.grad(f))(v)   # noqa: E731
    return dict(
        hyp1f1_x=vg(lambda v: hs.hyp1f1(1.5, 2.5, v), x),
        hyp1f1_a=vg(lambda v: hs.hyp1f1(v, 2.5, 0.7), a),
        hyp1f1_b=vg(lambda v: hs.hyp1f1(1.5, v, -0.7), a),
        hyp2f1_x=vg(lambda v: hs.hyp2f1(0.5, 1.5, 2.5, v), x / 4),
        hyp2f1_a=vg(lambda v: hs.hyp2f1(v, 1.5, 2.5, -1.5), a),          # Pfaff
        hyp2f1_b=vg(lambda v: hs.hyp2f1(0.5, v, 7.5, 0.95), a),          # connection
        hyp2f1_c=vg(lambda v: hs.hyp2f1(0.5, 1.5, v + 1, 0.4), a),       # series
        j2=vg(lambda v: hs.bessel_jn(v, v=2)[2], x),
        j0=vg(lambda v: hs.bessel_jn(v, v=2)[0], x),
    )


def test_hypergeometric_derivatives():
    x = np.array([-2.0, -0.5, 0.3, 1.7, 3.0])
    a = np.array([0.5, 1.2, 2.0, 3.5, 5.0])
    with enable_x64():
        got = hostcall.jit(_hyp_grads)(x, a)
        eps = 1e-6

        def central(f, v):
            return (np.asarray(f(v + eps)) - np.asarray(f(v - eps))) / (2 * eps)
        want = dict(
            hyp1f1_x=1.5 / 2.5 * sp.hyp1f1(2.5, 3.5, x),
            hyp1f1_a=central(lambda v: sp.hyp1f1(v, 2.5, 0.7), a),
            hyp1f1_b=central(lambda v: sp.hyp1f1(1.5, v, -0.7), a),
            hyp2f1_x=0.5 * 1.5 / 2.5 * sp.hyp2f1(1.5, 2.5, 3.5, x / 4),
            hyp2f1_a=central(lambda v: sp.hyp2f1(v, 1.5, 2.5, -1.5), a),
            hyp2f1_b=central(lambda v: sp.hyp2f1(0.5, v, 7.5, 0.95), a),
            hyp2f1_c=central(lambda v: sp.hyp2f1(0.5, 1.5, v + 1, 0.4), a),
            j2=(sp.jv(1, x) - sp.jv(3, x)) / 2, j0=-sp.jv(1, x),
        )
    for k, w in want.items():
        np.testing.assert_allclose(np.asarray(got[k]), w, rtol=1e-7, atol=1e-9, err_msg=k)


def test_vmap_of_hypergeometric_functions():
    xs = np.array([[0.3, 1.5, 4.0], [-0.7, 2.0, 9.0]], np.float32)

    def per_row(x):
        return dict(h1=hs.hyp1f1(0.5, 1.5, x), h2=hs.hyp2f1(0.5, 1.0, 2.0, x / 10),
                    jn=hs.bessel_jn(x, v=3))

    got = hostcall.jit(hostcall.vmap(per_row))(xs)
    for i, x in enumerate(xs):
        want = per_row(x)
        for k in want:
            np.testing.assert_allclose(np.asarray(got[k][i]), np.asarray(want[k]),
                                       rtol=2e-5, atol=1e-6, err_msg=k)
