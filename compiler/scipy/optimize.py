"""hostcall.scipy.optimize: jax.scipy.optimize's ``minimize`` (BFGS, and JAX's experimental
L-BFGS) and its result type ``OptimizeResults``.

Each method is one ``lax.while_loop`` over iterations whose body runs a strong-Wolfe line
search (another while_loop: bracket by doubling the step, then shrink the bracket by
safeguarded cubic interpolation), so ``minimize`` traces: it works under jit and vmap
(every quantity of the state is an array).  Gradients come from ``value_and_grad``.
Status codes follow JAX's: 0 converged, 1 iteration limit, 3 line search failed to find a
step inside its bracket, 5 line search iteration limit.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, NamedTuple

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..ad import value_and_grad

__all__ = ["OptimizeResults", "minimize"]

_C1, _C2 = 1e-4, 0.9           # sufficient decrease and curvature constants (Wolfe)
_STATUS_CONVERGED, _STATUS_MAXITER, _STATUS_ZOOM_FAILED, _STATUS_LS_MAXITER = 0, 1, 3, 5


class OptimizeResults(NamedTuple):
    """What ``minimize`` returns: the point ``x`` reached, whether it ``success``-fully
    converged and the ``status`` code (0 converged, 1 iteration limit, 3 line search failed,
    5 line search iteration limit), the value ``fun`` and gradient ``jac`` there, the
    inverse Hessian estimate ``hess_inv`` (None for L-BFGS), and the counts of function
    evaluations ``nfev``, gradient evaluations ``njev`` and iterations ``nit``."""
    x: Any
    success: Any
    status: Any
    fun: Any
    jac: Any
    hess_inv: Any
    nfev: Any
    njev: Any
    nit: Any


class _Search(NamedTuple):
    """The line search's state: the bracket's ends (step, value, slope), whether it is
    closed, the next trial step, and the accepted point once found."""
    lo: Any
    f_lo: Any
    d_lo: Any
    hi: Any
    f_hi: Any
    d_hi: Any
    bracketed: Any
    trial: Any
    i: Any
    done: Any
    x: Any
    f: Any
    g: Any


def _cubic_minimizer(a, fa, da, b, fb, db):
    """The minimizer of the cubic through (a, fa) and (b, fb) with slopes da and db; nan when
    the cubic has none."""
    d1 = da + db - 3 * (fa - fb) / (a - b)
    d2 = jnp.sign(b - a) * jnp.sqrt(d1 * d1 - da * db)
    return b - (b - a) * (db + d2 - d1) / (db - da + 2 * d2)


def _line_search(value_and_grad_fn, x, f0, g0, p, old_f0, maxiter):
    """A step along descent direction ``p`` meeting the strong Wolfe conditions: (step,
    value, gradient, number of evaluations, status 0 / 3 / 5)."""
    dtype = f0.dtype
    slope0 = jnp.dot(g0, p)
    # the first trial step: the one a quadratic would take given the last decrease
    guess = 1.01 * 2 * (f0 - old_f0) / slope0
    first = jnp.where((guess > 0) & jnp.isfinite(guess), jnp.minimum(1.0, guess), 1.0)
    zero = jnp.zeros((), dtype)
    init = _Search(lo=zero, f_lo=f0, d_lo=slope0, hi=jnp.asarray(np.inf, dtype), f_hi=f0,
                   d_hi=slope0, bracketed=jnp.asarray(False), trial=first.astype(dtype),
                   i=jnp.asarray(0, np.int32), done=jnp.asarray(False), x=x, f=f0, g=g0)

    def keep_going(s):
        return (~s.done) & (s.i < maxiter)

    def step(s):
        a = s.trial
        x_a = x + a * p
        f_a, g_a = value_and_grad_fn(x_a)
        d_a = jnp.dot(g_a, p)
        too_high = (f_a > f0 + _C1 * a * slope0) | (f_a >= s.f_lo)
        flat = jnp.abs(d_a) <= -_C2 * slope0
        accept = (~too_high) & flat
        uphill = (~too_high) & (~flat) & (d_a * (s.hi - s.lo) >= 0)
        # too_high: a closes the bracket from above; uphill: the old lo becomes hi
        hi = jnp.where(too_high, a, jnp.where(uphill, s.lo, s.hi))
        f_hi = jnp.where(too_high, f_a, jnp.where(uphill, s.f_lo, s.f_hi))
        d_hi = jnp.where(too_high, d_a, jnp.where(uphill, s.d_lo, s.d_hi))
        move_lo = ~too_high
        lo = jnp.where(move_lo, a, s.lo)
        f_lo = jnp.where(move_lo, f_a, s.f_lo)
        d_lo = jnp.where(move_lo, d_a, s.d_lo)
        bracketed = s.bracketed | too_high | uphill
        # next trial: cubic step inside the bracket, kept off its ends, else double
        left, right = jnp.minimum(lo, hi), jnp.maximum(lo, hi)
        width = right - left
        cubic = _cubic_minimizer(lo, f_lo, d_lo, hi, f_hi, d_hi)
        inside = jnp.isfinite(cubic) & (cubic > left + 0.1 * width) & (cubic < right - 0.1 * width)
        shrink = jnp.where(inside, cubic, 0.5 * (lo + hi))
        trial = jnp.where(bracketed, shrink, 2 * a)
        return _Search(lo, f_lo, d_lo, hi, f_hi, d_hi, bracketed, trial.astype(dtype), s.i + 1,
                       accept, jnp.where(accept, x_a, s.x), jnp.where(accept, f_a, s.f),
                       jnp.where(accept, g_a, s.g))

    s = lax.while_loop(keep_going, step, init)
    status = jnp.where(s.done, 0, jnp.where(s.bracketed, _STATUS_ZOOM_FAILED, _STATUS_LS_MAXITER))
    return s.x, s.f, s.g, s.i, status.astype(np.int32)


def _grad_norm(g, norm):
    return jnp.linalg.norm(g, ord=norm)


def _prepare(fun, x0):
    x0 = jnp.asarray(x0)
    if x0.ndim != 1:
        raise ValueError(f"minimize: x0 must be a 1-d array, got shape {x0.shape}")
    if not jnp.issubdtype(x0.dtype, jnp.floating):
        x0 = x0.astype(jnp.result_type(float))
    return value_and_grad(fun), x0


class _BFGS(NamedTuple):
    k: Any
    nfev: Any
    x: Any
    f: Any
    g: Any
    H: Any
    old_f: Any
    status: Any


def _bfgs(fun, x0, maxiter=None, norm=np.inf, gtol=1e-5, line_search_maxiter=10):
    """BFGS (Nocedal & Wright, algorithm 6.1) with the inverse Hessian estimate ``H``."""
    vg, x0 = _prepare(fun, x0)
    n = x0.shape[0]
    maxiter = 200 * n if maxiter is None else maxiter
    f0, g0 = vg(x0)
    eye = jnp.eye(n, dtype=x0.dtype)
    init = _BFGS(jnp.asarray(0, np.int32), jnp.asarray(1, np.int32), x0, f0, g0, eye,
                 f0 + jnp.linalg.norm(g0) / 2, jnp.asarray(0, np.int32))

    # convergence is read from g, not carried as a boolean: a boolean carry computed before
    # the loop made IREE 3.13's runtime fail (OUT_OF_RANGE binding in copy_buffer)
    def keep_going(s):
        return (_grad_norm(s.g, norm) >= gtol) & (s.status == 0) & (s.k < maxiter)

    def iteration(s):
        p = -(s.H @ s.g)
        x, f, g, evals, ls_status = _line_search(vg, s.x, s.f, s.g, p, s.old_f,
                                                 line_search_maxiter)
        step, dg = x - s.x, g - s.g
        curvature = jnp.dot(dg, step)
        rho = jnp.where(curvature > 0, 1 / jnp.where(curvature > 0, curvature, 1), 0)
        left = eye - rho * jnp.outer(step, dg)
        H = left @ s.H @ left.T + rho * jnp.outer(step, step)
        H = jnp.where(curvature > 0, H, s.H)
        return _BFGS(s.k + 1, s.nfev + evals, x, f, g, H, s.f, ls_status)

    s = lax.while_loop(keep_going, iteration, init)
    return s, _grad_norm(s.g, norm) < gtol, s.H


class _LBFGS(NamedTuple):
    k: Any
    nfev: Any
    x: Any
    f: Any
    g: Any
    steps: Any
    grad_steps: Any
    rhos: Any
    old_f: Any
    small_change: Any
    status: Any


def _two_loop(g, steps, grad_steps, rhos, k, memory):
    """The L-BFGS direction -H g from the last ``memory`` (step, gradient change) pairs, kept
    in a ring buffer whose slot k % memory is the next to write (empty slots have rho 0)."""
    # unrolled over the (static) memory: a version with lax.scan here failed at run time in
    # IREE 3.13 (OUT_OF_RANGE binding in a dispatch)
    order = (k - 1 - jnp.arange(memory)) % memory       # newest first
    alphas = jnp.zeros((memory,), g.dtype)
    q = g
    for j in range(memory):
        slot = order[j]
        alpha = rhos[slot] * jnp.dot(steps[slot], q)
        q = q - alpha * grad_steps[slot]
        alphas = alphas.at[j].set(alpha)
    newest = (k - 1) % memory
    yy = jnp.dot(grad_steps[newest], grad_steps[newest])
    usable = (k > 0) & (yy > 0) & (rhos[newest] > 0)
    gamma = jnp.where(usable, 1 / jnp.where(usable, yy * rhos[newest], 1), 1)
    r = gamma * q
    for j in reversed(range(memory)):
        slot = order[j]
        beta = rhos[slot] * jnp.dot(grad_steps[slot], r)
        r = r + steps[slot] * (alphas[j] - beta)
    return -r


def _lbfgs(fun, x0, maxiter=None, norm=np.inf, maxcor=10, ftol=2.220446049250313e-09,
           gtol=1e-05, maxfun=None, maxgrad=None, maxls=20):
    """Limited-memory BFGS keeping the last ``maxcor`` (step, gradient change) pairs;
    stops on the gradient norm or a relative decrease of f below ``ftol``."""
    vg, x0 = _prepare(fun, x0)
    n = x0.shape[0]
    maxiter = 200 * n if maxiter is None else maxiter
    maxfun = np.iinfo(np.int32).max if maxfun is None else maxfun
    f0, g0 = vg(x0)
    zeros = jnp.zeros((maxcor, n), x0.dtype)
    init = _LBFGS(jnp.asarray(0, np.int32), jnp.asarray(1, np.int32), x0, f0, g0, zeros, zeros,
                  jnp.zeros((maxcor,), x0.dtype), f0 + jnp.linalg.norm(g0) / 2,
                  jnp.asarray(0, np.int32), jnp.asarray(0, np.int32))

    def keep_going(s):
        return ((_grad_norm(s.g, norm) >= gtol) & (s.small_change == 0) & (s.status == 0)
                & (s.k < maxiter) & (s.nfev < maxfun))

    def iteration(s):
        p = _two_loop(s.g, s.steps, s.grad_steps, s.rhos, s.k, maxcor)
        x, f, g, evals, ls_status = _line_search(vg, s.x, s.f, s.g, p, s.old_f, maxls)
        step, dg = x - s.x, g - s.g
        curvature = jnp.dot(dg, step)
        slot = s.k % maxcor
        rho = jnp.where(curvature > 0, 1 / jnp.where(curvature > 0, curvature, 1), 0)
        scale = jnp.maximum(jnp.maximum(jnp.abs(s.f), jnp.abs(f)), 1)
        small_change = (jnp.abs(s.f - f) <= ftol * scale) & (ls_status == 0)
        return _LBFGS(s.k + 1, s.nfev + evals, x, f, g, s.steps.at[slot].set(step),
                      s.grad_steps.at[slot].set(dg), s.rhos.at[slot].set(rho), s.f,
                      small_change.astype(np.int32), ls_status)

    s = lax.while_loop(keep_going, iteration, init)
    return s, (_grad_norm(s.g, norm) < gtol) | (s.small_change == 1), None


_METHODS = {"bfgs": _bfgs, "l-bfgs-experimental-do-not-rely-on-this": _lbfgs}


def minimize(fun: Callable, x0, args: tuple = (), *, method: str, tol: float | None = None,
             options: Mapping[str, Any] | None = None) -> OptimizeResults:
    """jax.scipy.optimize.minimize: a local minimum of ``fun(x, *args)`` (a scalar) from the
    1-d starting point ``x0``.  ``method`` is "BFGS" (options ``maxiter`` (200 n), ``norm``
    (inf), ``gtol`` (1e-5), ``line_search_maxiter`` (10)) or JAX's
    "l-bfgs-experimental-do-not-rely-on-this" (``maxiter``, ``norm``, ``maxcor`` (10),
    ``ftol``, ``gtol``, ``maxfun``, ``maxls`` (20); ``hess_inv`` is None).  Traced: works
    under jit and vmap; not differentiable."""
    if not isinstance(args, tuple):
        raise TypeError(f"args argument to hostcall.scipy.optimize.minimize must be a tuple, "
                        f"got {args!r}")
    solver = _METHODS.get(method.lower())
    if solver is None:
        raise ValueError(f"Method {method} not recognized")
    state, converged, hess_inv = solver(lambda x: fun(x, *args), x0, **(options or {}))
    success = converged & (state.status == 0)
    status = jnp.where(converged | (state.status != 0), state.status,
                       _STATUS_MAXITER).astype(np.int32)
    return OptimizeResults(x=state.x, success=success, status=status, fun=state.f, jac=state.g,
                           hess_inv=hess_inv, nfev=state.nfev, njev=state.nfev, nit=state.k)
