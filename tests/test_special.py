"""Special functions: hostcall.lax's CHLO primitives (erf, erfc, erf_inv, lgamma, digamma,
polygamma), the helpers square / exp2 / conj, and hostcall.scipy.special.

Eager values are checked against scipy.special (float32 and float64), compiled values
against eager ones, derivatives against closed forms.  Compiles are the cost, so each
group runs ONE jitted function returning a dict.
"""
import math

import numpy as np
import pytest
import scipy.special as sp

import hostcall
import hostcall.numpy as jnp
import hostcall.scipy.special as hs
from hostcall import lax
from hostcall.experimental import enable_x64

# points inside each function's domain (away from poles, where relative errors explode)
X = np.array([-2.5, -0.7, -0.1, 0.0, 0.3, 1.0, 2.0, 4.5], np.float64)
POS = np.array([0.05, 0.3, 1.0, 1.5, 2.5, 7.0, 30.0], np.float64)
GAMMA_ARGS = np.array([-2.5, -0.7, 0.05, 0.3, 1.5, 2.5, 7.0], np.float64)
P = np.array([-0.999, -0.7, -0.1, 0.0, 0.2, 0.5, 0.9, 0.99], np.float64)
UNIT = np.array([1e-3, 0.1, 0.3, 0.5, 0.8, 0.999], np.float64)
A = np.array([[1.0, -2.0, 3.0], [1000.0, 999.0, -np.inf], [-np.inf, -np.inf, -np.inf]])
B = np.array([[1.0, 2.0, 0.5], [1.0, 0.0, 3.0], [1.0, 1.0, 1.0]])


ORDERS = np.array([[0], [1], [2], [3]], np.int32)


def _inputs(dtype):
    v = {k: w.astype(dtype) for k, w in
         dict(x=X, pos=POS, g=GAMMA_ARGS, p=P, u=UNIT, a=A, b=B).items()}
    v["n"] = ORDERS   # polygamma's orders come in as an argument (see test_x64_constant_...)
    return v


def special_values(v):
    """Every function at its points (the same program eagerly and compiled)."""
    x, pos, g, p, u, a, b, n = (v[k] for k in ("x", "pos", "g", "p", "u", "a", "b", "n"))
    out = dict(
        erf=hs.erf(x), erfc=hs.erfc(x), erfc_tail=hs.erfc(pos * 0.3),
        erfinv=hs.erfinv(p), gammaln=hs.gammaln(g), digamma=hs.digamma(g),
        gamma=hs.gamma(g), gammasgn=hs.gammasgn(g), ndtr=hs.ndtr(x * 3),
        polygamma=hs.polygamma(n, pos),
        expit=hs.expit(x * 8), logit=hs.logit(u),
        xlogy=hs.xlogy(x, pos[:1]), xlogy0=hs.xlogy(x * 0, x * 0),
        xlog1py=hs.xlog1py(x, u[:1]), entr=hs.entr(x),
        lse=hs.logsumexp(a), lse0=hs.logsumexp(a, axis=0), lse1=hs.logsumexp(a, axis=1),
        lse_keep=hs.logsumexp(a, axis=1, keepdims=True),
        lse_b=hs.logsumexp(a, axis=1, b=b), lse_b_neg=hs.logsumexp(a[0], b=-b[0]),
        lse_sign=hs.logsumexp(a[0], b=b[0] - 1.5, return_sign=True),
        lse_where=hs.logsumexp(a, axis=1, where=b > 0.7),
        # the lax primitives themselves
        lax_erf=lax.erf(x), lax_erf_inv=lax.erf_inv(p), lax_lgamma=lax.lgamma(g),
        lax_digamma=lax.digamma(g),
        lax_polygamma=lax.polygamma(lax.convert_element_type(n[1], pos.dtype) + 0 * pos, pos),
        square=lax.square(x), exp2=lax.exp2(x), conj_real=lax.conj(x),
    )
    return out


def scipy_reference(v):
    """scipy.special on the same (rounded) inputs, in float64."""
    d = {k: np.asarray(w, np.float64) for k, w in v.items() if k != "n"}
    x, pos, g, p, u, a, b = (d[k] for k in ("x", "pos", "g", "p", "u", "a", "b"))
    with np.errstate(all="ignore"):
        return dict(
            erf=sp.erf(x), erfc=sp.erfc(x), erfc_tail=sp.erfc(np.asarray(v["pos"] * 0.3,
                                                                          np.float64)),
            erfinv=sp.erfinv(p), gammaln=sp.gammaln(g), digamma=sp.digamma(g),
            gamma=sp.gamma(g), gammasgn=sp.gammasgn(g),
            ndtr=sp.ndtr(np.asarray(v["x"] * 3, np.float64)),
            polygamma=sp.polygamma(ORDERS, pos),
            expit=sp.expit(np.asarray(v["x"] * 8, np.float64)), logit=sp.logit(u),
            xlogy=sp.xlogy(x, pos[:1]), xlogy0=sp.xlogy(x * 0, x * 0),
            xlog1py=sp.xlog1py(x, u[:1]), entr=sp.entr(x),
            lse=sp.logsumexp(a), lse0=sp.logsumexp(a, axis=0), lse1=sp.logsumexp(a, axis=1),
            lse_keep=sp.logsumexp(a, axis=1, keepdims=True),
            lse_b=sp.logsumexp(a, axis=1, b=b), lse_b_neg=np.nan,
            lse_sign=sp.logsumexp(a[0], b=b[0] - 1.5, return_sign=True),
            lse_where=np.array([sp.logsumexp(r[m]) if m.any() else -np.inf
                                for r, m in zip(a, b > 0.7)]),
            lax_erf=sp.erf(x), lax_erf_inv=sp.erfinv(p), lax_lgamma=sp.gammaln(g),
            lax_digamma=sp.digamma(g), lax_polygamma=sp.polygamma(1, pos),
            square=x * x, exp2=np.exp2(x), conj_real=x.astype(np.complex128),
        )


_TOL = {np.float32: dict(rtol=3e-6, atol=1e-6), np.float64: dict(rtol=1e-13, atol=1e-14)}
_COMPILED_TOL = {np.float32: dict(rtol=2e-5, atol=2e-6), np.float64: dict(rtol=1e-12, atol=1e-13)}


def _compare(got, want, tol, what):
    assert got.keys() == want.keys()
    for k in got:
        g = got[k] if isinstance(got[k], tuple) else (got[k],)
        w = want[k] if isinstance(want[k], tuple) else (want[k],)
        for gi, wi in zip(g, w):
            gi = np.asarray(gi)
            np.testing.assert_allclose(gi.astype(np.complex128 if gi.dtype.kind == "c"
                                                 else np.float64), wi,
                                       err_msg=f"{what}: {k}", equal_nan=True, **tol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
def test_eager_matches_scipy_and_compiled(dtype):
    with enable_x64(dtype == np.float64):
        v = _inputs(dtype)
        eager = special_values(v)
        for k, e in eager.items():
            for part in (e if isinstance(e, tuple) else (e,)):
                want = dtype
                if k.startswith("conj"):
                    want = np.complex64 if dtype == np.float32 else np.complex128
                assert part.dtype == np.dtype(want), (k, part.dtype)
        _compare(eager, scipy_reference(v), _TOL[dtype], f"eager {np.dtype(dtype).name}")
        compiled = hostcall.jit(special_values)(v)
        eager_np = {k: tuple(np.asarray(p) for p in e) if isinstance(e, tuple) else np.asarray(e)
                    for k, e in eager.items()}
        _compare(compiled, eager_np, _COMPILED_TOL[dtype], f"compiled {np.dtype(dtype).name}")


def test_edge_values():
    """Poles, the ends of erf_inv's domain and the zeros of xlogy / entr (eager and compiled)."""
    def program(x):
        return dict(erfinv=lax.erf_inv(jnp.array([-1.0, 1.0, 1.5], np.float32)),
                    lgamma_poles=lax.lgamma(jnp.array([0.0, -1.0, -2.0], np.float32)),
                    xlogy=hs.xlogy(jnp.zeros(2), jnp.array([0.0, np.inf])),
                    entr=hs.entr(jnp.array([0.0, -1.0])),
                    logit=hs.logit(jnp.array([0.0, 1.0])),
                    erf_inf=hs.erf(jnp.array([-np.inf, np.inf])) + 0 * x,
                    gammasgn=hs.gammasgn(jnp.array([0.0, -0.0, -3.0, -np.inf, np.inf, np.nan])),
                    gamma=hs.gamma(jnp.array([0.0, -0.0, -3.0, np.inf])))
    want = dict(erfinv=[-np.inf, np.inf, np.nan], lgamma_poles=[np.inf] * 3, xlogy=[0, 0],
                entr=[0, -np.inf], logit=[-np.inf, np.inf], erf_inf=[-1, 1],
                gammasgn=[1, -1, np.nan, np.nan, 1, np.nan],     # JAX's values
                gamma=[np.inf, -np.inf, np.nan, np.inf])
    for out in (program(np.float32(0)), hostcall.jit(program)(np.float32(0))):
        for k, w in want.items():
            np.testing.assert_array_equal(np.asarray(out[k]), np.array(w, np.float32), err_msg=k)


# ------------------------------------------------------------------- derivatives
def _scalar_grads(x, p, pos, u, a, b):
    """Derivatives of each function, by vmap(grad) (reverse mode) and jvp (forward mode)."""
    def vg(f, v):
        return hostcall.vmap(hostcall.grad(f))(v)

    def fwd(f, v):
        return hostcall.jvp(f, (v,), (jnp.ones_like(v),))[1]

    return dict(
        erf=vg(lax.erf, x), erf_fwd=fwd(lax.erf, x),
        erfc=vg(hs.erfc, x), erfc_fwd=fwd(lax.erfc, x),
        erfinv=vg(hs.erfinv, p), erfinv_fwd=fwd(lax.erf_inv, p),
        gammaln=vg(hs.gammaln, pos), gammaln_fwd=fwd(lax.lgamma, pos),
        digamma=vg(hs.digamma, x), digamma_fwd=fwd(lax.digamma, x),
        gammaln2=vg(hostcall.grad(hs.gammaln), pos),
        polygamma1=vg(lambda v: hs.polygamma(1, v), pos),
        gamma=vg(hs.gamma, x), ndtr=vg(hs.ndtr, x),
        expit=vg(hs.expit, x), logit=vg(hs.logit, u),
        xlogy_x=vg(lambda v: hs.xlogy(v, 2.5), x),
        xlogy_y=vg(lambda v: hs.xlogy(1.5, v), pos),
        xlogy_at0=vg(lambda v: hs.xlogy(v, 2.5), jnp.zeros(2)),
        xlog1py_x=vg(lambda v: hs.xlog1py(v, 0.5), x),
        xlog1py_y=vg(lambda v: hs.xlog1py(1.5, v), pos),
        entr=vg(hs.entr, pos),
        lse=hostcall.grad(lambda m: hs.logsumexp(m, axis=1).sum())(a),
        lse_b=hostcall.grad(lambda m: hs.logsumexp(m, b=b))(a),
        erf_hessian=vg(hostcall.grad(lax.erf), x),
        square=vg(lax.square, x), exp2=vg(lax.exp2, x),
    )


def test_derivatives_match_closed_forms():
    x = np.array([-2.5, -0.7, -0.1, 0.3, 1.0, 2.0], np.float32)
    p = np.array([-0.9, -0.3, 0.0, 0.4, 0.95], np.float32)
    pos = np.array([0.2, 1.0, 1.5, 3.0, 10.0], np.float32)
    u = np.array([0.1, 0.5, 0.8], np.float32)
    a = np.array([[0.5, -1.0, 2.0], [30.0, 29.0, 28.0]], np.float32)
    b = np.array([[1.0, 2.0, 0.5], [0.1, 1.0, 3.0]], np.float32)
    got = hostcall.jit(_scalar_grads)(x, p, pos, u, a, b)
    x64, p64, pos64, u64, a64 = (np.asarray(t, np.float64) for t in (x, p, pos, u, a))
    gauss = 2 / math.sqrt(math.pi) * np.exp(-x64 ** 2)
    soft = np.exp(a64 - a64.max(1, keepdims=True))
    weighted = b * np.exp(a64 - a64.max())
    want = dict(
        erf=gauss, erf_fwd=gauss, erfc=-gauss, erfc_fwd=-gauss,
        erfinv=math.sqrt(math.pi) / 2 * np.exp(sp.erfinv(p64) ** 2),
        gammaln=sp.digamma(pos64), digamma=sp.polygamma(1, x64),
        gammaln2=sp.polygamma(1, pos64), polygamma1=sp.polygamma(2, pos64),
        gamma=sp.gamma(x64) * sp.digamma(x64),
        ndtr=np.exp(-x64 ** 2 / 2) / math.sqrt(2 * math.pi),
        expit=sp.expit(x64) * (1 - sp.expit(x64)), logit=1 / (u64 * (1 - u64)),
        xlogy_x=np.full_like(x64, np.log(2.5)), xlogy_y=1.5 / pos64,
        xlogy_at0=np.full(2, np.log(2.5)),        # JAX's custom derivative, finite at 0
        xlog1py_x=np.full_like(x64, np.log1p(0.5)), xlog1py_y=1.5 / (1 + pos64),
        entr=-(np.log(pos64) + 1),
        lse=soft / soft.sum(1, keepdims=True), lse_b=weighted / weighted.sum(),
        erf_hessian=-2 * x64 * gauss, square=2 * x64, exp2=np.log(2) * np.exp2(x64),
    )
    want["erfinv_fwd"], want["gammaln_fwd"], want["digamma_fwd"] = (
        want["erfinv"], want["gammaln"], want["digamma"])
    assert got.keys() == want.keys()
    for k, w in want.items():
        np.testing.assert_allclose(np.asarray(got[k], np.float64), w, rtol=2e-5, atol=1e-6,
                                   err_msg=k)


def test_gradient_matches_finite_differences():
    """A composite: reverse mode (compiled, float32) vs central differences (eager, f64)."""
    def f(v):
        return (hs.gammaln(v) * hs.erf(v - 1) + hs.digamma(v + 1) * hs.erfc(v)
                + hs.erfinv(v / 10)).sum()

    v = np.array([0.4, 1.3, 2.2, 3.7], np.float32)
    g = np.asarray(hostcall.jit(hostcall.grad(f))(v), np.float64)
    eps = 1e-6
    with enable_x64():
        v64 = v.astype(np.float64)
        fd = np.array([(float(f(v64 + eps * e)) - float(f(v64 - eps * e))) / (2 * eps)
                       for e in np.eye(4)])
    np.testing.assert_allclose(g, fd, rtol=1e-4, atol=1e-5)


def test_vmap():
    """vmap of the special functions (batched and unbatched operands) vs a Python loop."""
    xs = np.array([[0.3, 1.5, 4.0], [0.7, 2.0, 9.0]], np.float32)
    ns = np.array([0, 1, 3], np.int32)

    def per_row(x, n):
        return dict(lse=hs.logsumexp(x), pg=hs.polygamma(n, x), erf=lax.erf(x),
                    lg=hs.gammaln(x))

    got = hostcall.jit(hostcall.vmap(per_row, in_axes=(0, None)))(xs, ns)
    for i, x in enumerate(xs):
        want = per_row(x, ns)
        for k in want:
            np.testing.assert_allclose(np.asarray(got[k][i]), np.asarray(want[k]),
                                       rtol=2e-5, atol=1e-6, err_msg=k)


# ------------------------------------------------------------------ dtypes and errors
def test_dtypes_and_errors():
    for f in (lax.erf, lax.erfc, lax.erf_inv, lax.lgamma, lax.digamma, lax.exp2):
        with pytest.raises(TypeError, match="does not accept dtype int32"):
            f(np.arange(3, dtype=np.int32))
    with pytest.raises(TypeError, match="polygamma does not accept dtype int32"):
        lax.polygamma(np.ones(3, np.int32), np.ones(3, np.int32))
    with pytest.raises(TypeError, match="conj does not accept dtype int32"):
        lax.conj(np.arange(3, dtype=np.int32))
    with pytest.raises(ValueError, match="must be of integer type"):
        hs.polygamma(1.0, np.ones(3, np.float32))
    # scipy.special promotes integers to the default float, as JAX's promote_args_inexact
    assert hs.erf(np.arange(3)).dtype == np.float32
    assert hs.gammaln(3).dtype == np.float32
    np.testing.assert_allclose(np.asarray(hs.gammaln(np.array([3, 4]))), np.log([2, 6]),
                               rtol=1e-6)
    # 16-bit floats stay 16-bit (computed in float32, like IREE's expansion)
    h = np.array([0.25, 1.5], np.float16)
    assert lax.erf(h).dtype == np.float16
    np.testing.assert_allclose(np.asarray(lax.lgamma(h), np.float64),
                               sp.gammaln(h.astype(np.float64)), rtol=1e-3)
    # lax.conj: complex in, complex out; real float -> complex
    z = np.array([1 + 2j, -3j], np.complex64)
    np.testing.assert_array_equal(np.asarray(lax.conj(z)), np.conj(z))
    assert lax.conj(np.ones(2, np.float32)).dtype == np.complex64
    # weak types are kept, as for the other unary primitives
    assert lax.exp2(2.0).weak_type and lax.square(3.0).weak_type
    np.testing.assert_allclose(float(lax.exp2(3.0)), 8.0, rtol=1e-6)


def test_polygamma_order_has_no_derivative():
    with pytest.raises(ValueError, match="polygamma with respect to its order"):
        hostcall.grad(lambda n: lax.polygamma(n, np.float32(2.0)))(np.float32(1.0))


def test_module_text_uses_chlo_ops():
    text = hostcall.jit(lambda x: (lax.erf(x), lax.erfc(x), lax.erf_inv(x), lax.lgamma(x),
                                   lax.digamma(x), lax.polygamma(x, x))
                        ).lower(np.ones(2, np.float32)).as_text()
    for op in ("erf", "erfc", "erf_inv", "lgamma", "digamma", "polygamma"):
        assert f"chlo.{op} " in text, op


def test_x64_constant_operands_of_special_functions(x64):
    x = np.array([0.5, 2.0, -0.7])

    def f(v):
        return dict(d_digamma=hostcall.vmap(hostcall.grad(lax.digamma))(v),
                    lgamma=v + lax.lgamma(jnp.full_like(v, 2.5)))

    got = hostcall.jit(f)(x)
    np.testing.assert_allclose(np.asarray(got["d_digamma"]), sp.polygamma(1, x), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(got["lgamma"]), x + sp.gammaln(2.5), rtol=1e-12)
