"""``hostcall.test_util``: check derivatives against finite differences (JAX's
``jax.test_util.check_grads``, same signature, tolerances and random directions)."""
from __future__ import annotations

import functools
import operator

import numpy as np

from . import ad, dtypes
from .tree_util import tree_map, tree_reduce

EPS = 1e-4

# per result dtype, as JAX's default_gradient_tolerance
GRADIENT_TOLERANCE = {
    np.dtype(dtypes.bfloat16): 1e-1, np.dtype(np.float16): 1e-2,
    np.dtype(np.float32): 2e-3, np.dtype(np.float64): 1e-5,
    np.dtype(np.complex64): 1e-3, np.dtype(np.complex128): 1e-5,
}


def _dtype(x) -> np.dtype:
    return np.dtype(x.dtype) if hasattr(x, "dtype") else np.asarray(x).dtype


def _is_python_scalar(x) -> bool:
    return isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic)


def _tolerance(dtype, tol) -> float:
    if tol is not None and not isinstance(tol, dict):
        return tol
    table = dict(GRADIENT_TOLERANCE)
    table.update({np.dtype(k): v for k, v in (tol or {}).items()})
    return table.get(np.dtype(dtypes.canonicalize(dtype)), 0.0)


def _assert_close(a, b, atol, rtol, err_msg):
    a, b = np.asarray(a), np.asarray(b)
    assert a.shape == b.shape, f"{err_msg}: shapes {a.shape} and {b.shape} differ"
    at = max(_tolerance(a.dtype, atol), _tolerance(b.dtype, atol))
    rt = max(_tolerance(a.dtype, rtol), _tolerance(b.dtype, rtol))
    upcast = lambda x: x.astype(np.float32) if x.dtype == dtypes.bfloat16 else x  # noqa
    with np.errstate(invalid="ignore"):
        np.testing.assert_allclose(upcast(a), upcast(b), atol=at * a.size, rtol=rt * b.size,
                                   err_msg=err_msg)


def check_close(xs, ys, atol=None, rtol=None, err_msg=""):
    """Assert that two pytrees of arrays are close leaf by leaf (JAX's test_util.check_close;
    default tolerances by dtype)."""
    tree_map(lambda x, y: _assert_close(x, y, atol, rtol, err_msg), xs, ys)


def _keep_type(f):
    def wrapped(*args):
        result = np.array(f(*args), dtype=_dtype(args[0]))
        return result.item() if all(_is_python_scalar(a) for a in args) else result
    return wrapped


_add = functools.partial(tree_map, _keep_type(operator.add))
_sub = functools.partial(tree_map, _keep_type(operator.sub))
_conj = functools.partial(tree_map, _keep_type(np.conj))


def _safe_sub(xs, ys):
    """x - y with inf - inf == 0."""
    def sub(x, y):
        with np.errstate(invalid="ignore"):
            return np.where(np.equal(x, y), np.array(0, _dtype(x)),
                            np.subtract(x, y, dtype=_dtype(x)))
    return tree_map(sub, xs, ys)


def _scale(xs, a):
    def mul(x):
        d = _dtype(x)
        r = np.multiply(x, np.array(a, dtype=d), dtype=d)
        return r.item() if _is_python_scalar(x) else r
    return tree_map(mul, xs)


def _rand_like(rng, x):
    d = _dtype(x)
    randn = lambda: np.asarray(rng.randn(*np.shape(x)), dtype=d)  # noqa: E731
    r = randn() + d.type(1j) * randn() if d.kind == "c" else randn()
    return r.item() if _is_python_scalar(x) else r


def _inner_prod(xs, ys):
    def contract(x, y):
        return np.real(np.dot(np.conj(np.asarray(x)).reshape(-1), np.asarray(y).reshape(-1)))
    return tree_reduce(np.add, tree_map(contract, xs, ys))


def numerical_jvp(f, primals, tangents, eps=EPS):
    """Central differences of ``f`` at ``primals`` along ``tangents``."""
    delta = _scale(tangents, eps)
    f_pos = f(*_add(primals, delta))
    f_neg = f(*_sub(primals, delta))
    return _scale(_safe_sub(f_pos, f_neg), 0.5 / eps)


def check_jvp(f, f_jvp, args, atol=None, rtol=None, eps=EPS, err_msg=""):
    """f_jvp (usually partial(hostcall.jvp, f)) against finite differences, along one
    random direction."""
    rng = np.random.RandomState(0)
    tangent = tree_map(functools.partial(_rand_like, rng), args)
    v_out, t_out = f_jvp(args, tangent)
    check_close(v_out, f(*args), atol, rtol, f"{err_msg} primal" if err_msg else "primal")
    check_close(t_out, numerical_jvp(f, args, tangent, eps), atol, rtol,
                f"{err_msg} tangent" if err_msg else "tangent")


def check_vjp(f, f_vjp, args, atol=None, rtol=None, eps=EPS, err_msg=""):
    """f_vjp (usually partial(hostcall.vjp, f)) against finite differences: the
    pullback of a random cotangent, projected on a random tangent."""
    rand = functools.partial(_rand_like, np.random.RandomState(0))
    v_out, vjpfun = f_vjp(*args)
    check_close(v_out, f(*args), atol, rtol, f"{err_msg} primal" if err_msg else "primal")
    tangent = tree_map(rand, args)
    tangent_out = numerical_jvp(f, args, tangent, eps)
    cotangent = tree_map(rand, v_out)
    cotangent_out = _conj(vjpfun(_conj(cotangent)))
    check_close(_inner_prod(tangent, cotangent_out), _inner_prod(tangent_out, cotangent),
                atol, rtol,
                f"{err_msg} cotangent projection" if err_msg else "cotangent projection")


def check_grads(f, args, order, modes=("fwd", "rev"), atol=None, rtol=None, eps=None):
    """Check derivatives of ``f`` at ``args`` up to ``order`` in the given modes
    ("fwd", "rev", "lin") against finite differences; raises AssertionError."""
    args = tuple(args)
    eps = eps or EPS

    def jvp_from_lin(fun, primals, tangents):
        out, f_lin = ad.linearize(fun, *primals)
        return out, f_lin(*tangents)

    def rec(fun, args, order, msg=""):
        if "fwd" in modes:
            m = f"JVP of {msg}" if msg else "JVP"
            check_jvp(fun, functools.partial(ad.jvp, fun), args, atol, rtol, eps, m)
            if order > 1:
                rec(functools.partial(ad.jvp, fun), (args, args), order - 1, m)
        if "rev" in modes:
            m = f"VJP of {msg}" if msg else "VJP"
            check_vjp(fun, functools.partial(ad.vjp, fun), args, atol, rtol, eps, m)
            if order > 1:
                def f_vjp(*a):
                    out, pullback = ad.vjp(fun, *a)
                    return pullback(out)
                rec(f_vjp, args, order - 1, m)
        if "lin" in modes:
            m = f"LIN of {msg}" if msg else "LIN"
            check_jvp(fun, functools.partial(jvp_from_lin, fun), args, atol, rtol, eps, m)
            if order > 1:
                rec(functools.partial(jvp_from_lin, fun), (args, args), order - 1, m)

    rec(f, args, order)
