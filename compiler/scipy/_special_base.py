"""The error, gamma, logistic and x-log-y families of hostcall.scipy.special.

The error and gamma families are hostcall.lax primitives that emit CHLO's ops
(``chlo.erf``, ``chlo.lgamma``, ...; IREE expands them as XLA does); the rest is built
from hostcall.numpy / hostcall.lax, so jit, vmap and the autodiff transforms work
through everything.  Integer and bool arguments are promoted to the default float, as
JAX's ``promote_args_inexact`` does.  ``xlogy``, ``xlog1py`` and ``entr`` carry JAX's
custom derivatives (finite at x = 0: d/dx xlogy(x, y) = log(y) there).
"""
from __future__ import annotations

import math

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..custom_derivatives import custom_jvp
from ..numpy._base import aval_of, promote_and_broadcast, shape
from ..numpy.ufuncs import to_inexact

__all__ = ["betainc", "digamma", "entr", "erf", "erfc", "erfinv", "expit", "gamma",
           "gammainc", "gammaincc", "gammaln", "gammasgn", "logit", "logsumexp", "ndtr",
           "polygamma", "xlog1py", "xlogy"]


def promote_args_inexact(name, *args):
    """JAX's promote_args_inexact: one common inexact dtype, broadcast to one shape."""
    if len(args) == 1:
        return [jnp.asarray(to_inexact(args[0]))]
    return [jnp.asarray(to_inexact(a)) for a in promote_and_broadcast(name, *args)]


# ------------------------------------------------------------ error functions
def erf(x):
    """The error function 2 / sqrt(pi) int_0^x exp(-t^2) dt (lax.erf)."""
    return lax.erf(*promote_args_inexact("erf", x))


def erfc(x):
    """1 - erf(x), accurate where erf(x) is near 1 (lax.erfc)."""
    return lax.erfc(*promote_args_inexact("erfc", x))


def erfinv(x):
    """The inverse of erf on (-1, 1); +-inf at +-1, NaN outside (lax.erf_inv)."""
    return lax.erf_inv(*promote_args_inexact("erfinv", x))


def ndtr(x):
    """The standard normal CDF, 0.5 erfc(-x / sqrt(2)): no cancellation in either tail."""
    x, = promote_args_inexact("ndtr", x)
    return 0.5 * lax.erfc(x * -math.sqrt(0.5))


# ------------------------------------------------------------ gamma functions
def gammaln(x):
    """log |Gamma(x)| (lax.lgamma); +inf at the poles 0, -1, -2, ..."""
    return lax.lgamma(*promote_args_inexact("gammaln", x))


def digamma(x):
    """psi(x) = d/dx log Gamma(x) (lax.digamma)."""
    return lax.digamma(*promote_args_inexact("digamma", x))


def polygamma(n, x):
    """The n-th derivative of digamma (lax.polygamma); ``n`` must have an integer dtype.
    As in JAX (XLA's expansion), orders n >= 2 give NaN for x < 0."""
    if np.dtype(aval_of(n).dtype).kind not in "iu":
        raise ValueError(f"Argument `n` to polygamma must be of integer type. Got dtype "
                         f"{aval_of(n).dtype}.")
    n, x = promote_args_inexact("polygamma", n, x)
    return lax.polygamma(n, x)


def gammainc(a, x):
    """The regularized lower incomplete gamma function P(a, x) (lax.igamma); NaN for
    a <= 0 or x < 0, as JAX."""
    return lax.igamma(*promote_args_inexact("gammainc", a, x))


def gammaincc(a, x):
    """The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x)
    (lax.igammac), accurate where P(a, x) is near 1."""
    return lax.igammac(*promote_args_inexact("gammaincc", a, x))


def betainc(a, b, x):
    """The regularized incomplete beta function I_x(a, b) (lax.betainc); NaN outside
    a, b > 0 and 0 <= x <= 1."""
    return lax.betainc(*promote_args_inexact("betainc", a, b, x))


def gammasgn(x):
    """The sign of Gamma(x), as JAX: +-1 at +-0, 1 for x > 0 and +inf, alternating between
    the poles for x < 0; NaN at the negative integers, -inf and NaN."""
    x, = promote_args_inexact("gammasgn", x)
    floor_x = jnp.floor(x)
    negative = x < 0
    nan = (negative & (x == floor_x)) | jnp.isnan(x)
    negative_zero = (x == 0) & (1 / jnp.where(x == 0, x, 1) < 0)
    minus = (negative & (lax.rem(floor_x, jnp.asarray(2, x.dtype)) != 0)) | negative_zero
    return jnp.where(nan, np.nan, jnp.where(minus, -1, 1).astype(x.dtype))


def gamma(x):
    """Gamma(x) = gammasgn(x) exp(gammaln(x))."""
    x, = promote_args_inexact("gamma", x)
    return gammasgn(x) * jnp.exp(lax.lgamma(x))


# ------------------------------------------------------------ logistic family
def expit(x):
    """The logistic sigmoid 1 / (1 + exp(-x)) (lax.logistic)."""
    return lax.logistic(*promote_args_inexact("expit", x))


@custom_jvp
def _logit(x):
    return jnp.log(x / (1 - x))


_logit.defjvps(lambda g, ans, x: g / (x * (1 - x)))


def logit(x):
    """log(x / (1 - x)), the inverse of expit; derivative 1 / (x (1 - x)) (JAX's rule)."""
    return _logit(*promote_args_inexact("logit", x))


def logsumexp(a, axis=None, b=None, keepdims=False, return_sign=False, where=None):
    """log(sum(b * exp(a))) over ``axis`` (int, tuple or None), computed as
    max + log(sum(b * exp(a - max))) with the finite maximum held constant under
    differentiation, so nothing overflows.  With ``b``, negative sums give NaN unless
    ``return_sign`` (then (log |sum|, sign of sum)); zero weights drop their terms;
    ``where`` masks elements out."""
    if b is None:
        a, = promote_args_inexact("logsumexp", a)
    else:
        a, b = promote_args_inexact("logsumexp", a, b)
        a = jnp.where(b != 0, a, -np.inf)
    if where is not None:
        a = jnp.where(where, a, -np.inf)
    amax = jnp.max(a, axis, keepdims=True, initial=-np.inf)
    amax = lax.stop_gradient(jnp.where(jnp.isfinite(amax), amax, 0))
    exp_a = jnp.exp(a - amax)
    if b is not None:
        exp_a = exp_a * b
    if where is not None:
        exp_a = jnp.where(where, exp_a, 0)
    total = jnp.sum(exp_a, axis, keepdims=keepdims)
    sign = jnp.sign(total)
    out = jnp.log(jnp.abs(total)) + jnp.reshape(amax, shape(total))
    if return_sign:
        return out, sign
    if b is not None:
        out = jnp.where(sign < 0, np.nan, out)
    return out


# ------------------------------------------------- x log y, with JAX's derivatives
@custom_jvp
def _xlogy(x, y):
    x_ok = x != 0     # y = 1 where x = 0: no 0 * log(0) to compute (or warn about) eagerly
    return jnp.where(x_ok, x * jnp.log(jnp.where(x_ok, y, 1)), jnp.zeros_like(x))


@_xlogy.defjvp
def _xlogy_jvp(primals, tangents):
    (x, y), (x_dot, y_dot) = primals, tangents
    return _xlogy(x, y), x_dot * jnp.log(y) + y_dot * x / y


@custom_jvp
def _xlog1py(x, y):
    x_ok = x != 0
    return jnp.where(x_ok, x * jnp.log1p(jnp.where(x_ok, y, 0)), jnp.zeros_like(x))


@_xlog1py.defjvp
def _xlog1py_jvp(primals, tangents):
    (x, y), (x_dot, y_dot) = primals, tangents
    return _xlog1py(x, y), x_dot * jnp.log1p(y) + y_dot * x / (1 + y)


@custom_jvp
def _xlogx(x):
    return _xlogy(x, x)


@_xlogx.defjvp
def _xlogx_jvp(primals, tangents):
    (x,), (x_dot,) = primals, tangents
    return _xlogx(x), x_dot * (jnp.log(x) + 1)


def xlogy(x, y):
    """x * log(y), 0 where x = 0 (whatever y); d/dx = log(y), d/dy = x / y."""
    return _xlogy(*promote_args_inexact("xlogy", x, y))


def xlog1py(x, y):
    """x * log1p(y), 0 where x = 0 (whatever y); d/dx = log1p(y), d/dy = x / (1 + y)."""
    return _xlog1py(*promote_args_inexact("xlog1py", x, y))


def entr(x):
    """The elementwise entropy -x log(x): 0 at 0, -inf for x < 0; d/dx = -(log(x) + 1)."""
    x, = promote_args_inexact("entr", x)
    return jnp.where(x < 0, -np.inf, -_xlogx(x))


