"""hostcall.experimental.ode: jax.experimental.ode's ``odeint``, an adaptive Dormand-Prince
5(4) integrator whose solution is differentiable through an adjoint ODE.

The solver is a ``lax.scan`` over the requested times whose body steps a ``lax.while_loop``
until the current step passes the time asked for, then reads the solution there from the
step's fourth-order dense output (Hairer, Norsett & Wanner, "Solving ODEs I", II.6).  Step
sizes follow the usual controller on the root-mean-square error ratio.  Reverse mode goes
through a ``custom_vjp``: the cotangent is carried back from the last time to the first by
integrating the adjoint system (state, adjoint, parameter cotangent) backwards with the
same solver, one interval at a time, so no step of the forward loop is stored.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .. import lax
from .. import numpy as jnp
from ..ad import vjp
from ..custom_derivatives import custom_vjp
from ..tree_util import tree_flatten, tree_map, tree_unflatten

__all__ = ["odeint"]

# Dormand-Prince 5(4): nodes, stage coefficients, fifth-order weights (the last stage's
# row), the difference fifth minus fourth order, and the dense-output weights.
_NODES = np.array([0, 1 / 5, 3 / 10, 4 / 5, 8 / 9, 1, 1])
_STAGES = [
    [],
    [1 / 5],
    [3 / 40, 9 / 40],
    [44 / 45, -56 / 15, 32 / 9],
    [19372 / 6561, -25360 / 2187, 64448 / 6561, -212 / 729],
    [9017 / 3168, -355 / 33, 46732 / 5247, 49 / 176, -5103 / 18656],
    [35 / 384, 0, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84],
]
_FIFTH = np.array(_STAGES[6] + [0])
_ERROR = np.array([71 / 57600, 0, -71 / 16695, 71 / 1920, -17253 / 339200, 22 / 525, -1 / 40])
_DENSE = np.array([-12715105075 / 11282082432, 0, 87487479700 / 32700410799,
                   -10690763975 / 1880347072, 701980252875 / 199316789632,
                   -1453857185 / 822651844, 69997945 / 29380423])
_SAFETY, _MIN_FACTOR, _MAX_FACTOR = 0.9, 0.2, 10.0


def _ravel(tree):
    """(the leaves of ``tree`` concatenated into one vector, the function that splits one
    such vector back into the tree)."""
    leaves, treedef = tree_flatten(tree)
    leaves = [jnp.asarray(x) for x in leaves]
    shapes = [x.shape for x in leaves]
    sizes = [int(np.prod(s)) for s in shapes]
    dtype = jnp.result_type(*leaves) if leaves else np.float32
    flat = (jnp.concatenate([jnp.ravel(x).astype(dtype) for x in leaves]) if leaves
            else jnp.zeros((0,), np.float32))
    dtypes = [x.dtype for x in leaves]

    def unravel(v):
        parts, start = [], 0
        for shape, size, dt in zip(shapes, sizes, dtypes):
            parts.append(v[start:start + size].reshape(shape).astype(dt))
            start += size
        return tree_unflatten(treedef, parts)
    return flat, unravel


def _rms(v):
    return jnp.sqrt(jnp.mean(v * v))


def _initial_step(f, t0, y0, f0, rtol, atol):
    """A first step size from the sizes of y0, f(y0) and f's change over a trial step."""
    scale = atol + jnp.abs(y0) * rtol
    d0, d1 = _rms(y0 / scale), _rms(f0 / scale)
    h0 = jnp.where((d0 < 1e-5) | (d1 < 1e-5), 1e-6, 0.01 * d0 / jnp.where(d1 > 0, d1, 1))
    f1 = f(y0 + h0 * f0, t0 + h0)
    d2 = _rms((f1 - f0) / scale) / h0
    largest = jnp.maximum(d1, d2)
    h1 = jnp.where(largest <= 1e-15, jnp.maximum(1e-6, h0 * 1e-3),
                   (0.01 / jnp.where(largest > 0, largest, 1)) ** (1 / 5))
    return jnp.minimum(100 * h0, h1)


def _dopri_step(f, y, t, k1, h):
    """One Dormand-Prince step: (y at t + h, the seven stage slopes, error estimate)."""
    ks = [k1]
    for i in range(1, 7):
        incr = sum(c * k for c, k in zip(_STAGES[i], ks) if c != 0)
        ks.append(f(y + h * incr, t + _NODES[i] * h))
    slopes = jnp.stack(ks)
    y_new = y + h * jnp.tensordot(_FIFTH.astype(y.dtype), slopes, 1)
    error = h * jnp.tensordot(_ERROR.astype(y.dtype), slopes, 1)
    return y_new, slopes, error


def _dense_coefficients(y, y_new, slopes, h):
    """The five vectors of the step's continuous extension (see ``_dense_value``)."""
    r2 = y_new - y
    r3 = h * slopes[0] - r2
    r4 = r2 - h * slopes[6] - r3
    r5 = h * jnp.tensordot(_DENSE.astype(y.dtype), slopes, 1)
    return jnp.stack([y, r2, r3, r4, r5])


def _dense_value(coeffs, theta):
    """The solution at the fraction ``theta`` of the step the coefficients describe."""
    r1, r2, r3, r4, r5 = (coeffs[i] for i in range(5))
    return r1 + theta * (r2 + (1 - theta) * (r3 + theta * (r4 + (1 - theta) * r5)))


def _solve(f, y0, ts, rtol, atol, mxstep, hmax):
    """The solution of dy/dt = f(y, t), y(ts[0]) = y0, at each of the times ``ts`` (flat
    state vector; rows of the result follow ts)."""
    dtype = y0.dtype
    t0 = ts[0].astype(dtype)
    k0 = f(y0, t0)
    h0 = jnp.minimum(_initial_step(f, t0, y0, k0, rtol, atol), hmax).astype(dtype)
    still = jnp.zeros((5,) + y0.shape, dtype).at[0].set(y0)

    def advance(carry, target):
        def keep_stepping(c):
            t, steps = c[0], c[5]
            more = t < target
            return more if mxstep == np.inf else more & (steps < mxstep)

        def step(c):
            t, y, k, h, _, steps, t_start, span = c
            y_new, slopes, error = _dopri_step(f, y, t, k, h)
            scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
            ratio = _rms(error / scale)
            accept = ratio <= 1
            factor = jnp.clip(_SAFETY * jnp.where(ratio > 0, ratio, 1e-10) ** (-1 / 5),
                              _MIN_FACTOR, _MAX_FACTOR)
            h_next = jnp.minimum(h * factor, hmax).astype(dtype)
            coeffs = _dense_coefficients(y, y_new, slopes, h)
            return (jnp.where(accept, t + h, t), jnp.where(accept, y_new, y),
                    jnp.where(accept, slopes[6], k), h_next,
                    jnp.where(accept, coeffs, c[4]), steps + 1,
                    jnp.where(accept, t, t_start), jnp.where(accept, h, span))

        t, y, k, h, coeffs, _, t_start, span = carry
        carry = lax.while_loop(keep_stepping, step,
                               (t, y, k, h, coeffs, jnp.asarray(0, np.int32), t_start, span))
        coeffs, t_start, span = carry[4], carry[6], carry[7]
        value = _dense_value(coeffs, ((target - t_start) / span).astype(dtype))
        return carry, value

    init = (t0, y0, k0, h0, still, jnp.asarray(0, np.int32), t0, jnp.ones((), dtype))
    _, ys = lax.scan(advance, init, ts[1:].astype(dtype))
    return jnp.concatenate([y0[None], ys])


def _odeint_flat(f, rtol, atol, mxstep, hmax, y0, ts, p):
    """The solution on flat vectors: ``f(y, t, p)`` with state y and parameters p."""
    return _solve(lambda y, t: f(y, t, p), y0, ts, rtol, atol, mxstep, hmax)


def _odeint_fwd(f, rtol, atol, mxstep, hmax, y0, ts, p):
    ys = _odeint_flat(f, rtol, atol, mxstep, hmax, y0, ts, p)
    return ys, (ys, ts, p)


def _odeint_bwd(f, rtol, atol, mxstep, hmax, residuals, g):
    """Carry the cotangent ``g`` of every output back to y0, the times and p: between two
    output times the adjoint a solves da/dt = -a df/dy and p's cotangent gathers
    a df/dp, both integrated backwards from the later time to the earlier."""
    ys, ts, p = residuals
    n, m = ys.shape[1], p.shape[0]

    def augmented(state, minus_t):
        y, a = state[:n], state[n:2 * n]
        t = -minus_t
        dy, pullback = vjp(lambda y_, t_, p_: f(y_, t_, p_), y, t, p)
        a_fy, _, a_fp = pullback(a)
        return jnp.concatenate([-dy, a_fy, a_fp])

    def interval(carry, j):
        a, p_bar, t_bar0 = carry
        y_j, t_j, t_prev = ys[j], ts[j], ts[j - 1]
        a = a + g[j]
        t_bar_j = jnp.dot(g[j], f(y_j, t_j, p))
        state = jnp.concatenate([y_j, a, p_bar])
        out = _solve(augmented, state, jnp.stack([-t_j, -t_prev]), rtol, atol, mxstep, hmax)
        end = out[1]
        return (end[n:2 * n], end[2 * n:], t_bar0), t_bar_j

    count = ts.shape[0]
    init = (jnp.zeros((n,), ys.dtype), jnp.zeros((m,), ys.dtype), jnp.zeros((), ys.dtype))
    (a, p_bar, _), t_bars = lax.scan(interval, init, jnp.arange(count - 1, 0, -1))
    a = a + g[0]
    t_bar_first = -jnp.dot(a, f(ys[0], ts[0], p))
    ts_bar = jnp.concatenate([t_bar_first[None], t_bars[::-1]]).astype(ts.dtype)
    return a, ts_bar, p_bar


_odeint = custom_vjp(_odeint_flat, nondiff_argnums=(0, 1, 2, 3, 4))
_odeint.defvjp(_odeint_fwd, _odeint_bwd)


def odeint(func: Callable, y0, t, *args, rtol: float = 1.4e-8, atol: float = 1.4e-8,
           mxstep=np.inf, hmax=np.inf):
    """jax.experimental.ode.odeint: the solution of dy/dt = func(y, t, *args) from y(t[0]) =
    y0 at each time of the increasing array ``t`` (a pytree like y0 with a leading axis of
    len(t)), by adaptive Dormand-Prince steps with error tolerances ``rtol`` and ``atol``,
    at most ``mxstep`` steps between two output times and steps no longer than ``hmax``.
    Differentiable in y0, t and args (reverse mode, by the adjoint method); pass what is
    differentiated in ``args``: differentiating with respect to a value ``func`` closes
    over raises an error."""
    for arg in tree_flatten(args)[0]:
        if not hasattr(arg, "dtype") and not isinstance(arg, (float, int, complex, np.number)):
            raise TypeError(f"The contents of odeint *args must be arrays or scalars, but got "
                            f"{arg!r}.")
    y0 = tree_map(_inexact, y0)
    y_flat, unravel_y = _ravel(y0)
    dtype = y_flat.dtype
    p_flat, unravel_p = _ravel(tree_map(jnp.asarray, args))
    p_flat = p_flat.astype(dtype)
    t = jnp.asarray(t)
    if not jnp.issubdtype(t.dtype, jnp.floating):
        t = t.astype(dtype)

    def flat_func(y, time, p):
        out = func(unravel_y(y), time, *unravel_p(p))
        return _ravel(out)[0].astype(dtype)

    ys = _odeint(flat_func, rtol, atol, mxstep, hmax, y_flat, t, p_flat)
    return _unravel_rows(y0, ys)


def _inexact(x):
    x = jnp.asarray(x)
    return x if jnp.issubdtype(x.dtype, jnp.inexact) else x.astype(jnp.result_type(float))


def _unravel_rows(tree, rows):
    """The rows of ``rows`` (one flat state per row) as ``tree``'s structure with a leading
    axis."""
    leaves, treedef = tree_flatten(tree)
    parts, start = [], 0
    for leaf in leaves:
        size = int(np.prod(leaf.shape))
        parts.append(rows[:, start:start + size].reshape((rows.shape[0],) + leaf.shape)
                     .astype(leaf.dtype))
        start += size
    return tree_unflatten(treedef, parts)
