"""Binning and piecewise-linear lookup: interp, digitize, histogram_bin_edges, histogram,
histogram2d, histogramdd. Built on searchsorted and scatter-add, so they trace; bins are
static counts or arrays, as in JAX."""
from __future__ import annotations

import builtins

import numpy as np

from .. import dtypes
from ._base import asarray, aval_of, promote_inexact
from . import creation, reductions, shape_ops, sorting, ufuncs


def interp(x, xp, fp, left=None, right=None, period=None):
    """Piecewise-linear interpolation of (xp, fp) at x; ``left``/``right`` outside the
    range (fp's ends by default), ``period`` for periodic xp."""
    x, xp, fp = promote_inexact(x, xp, fp)
    if period is not None:
        x = ufuncs.mod(x, period)
        xp = ufuncs.mod(xp, period)
        order = sorting.argsort(xp)
        xp, fp = xp[order], fp[order]
        xp = shape_ops.concatenate([xp[-1:] - period, xp, xp[:1] + period])
        fp = shape_ops.concatenate([fp[-1:], fp, fp[:1]])
    n = aval_of(xp).shape[0]
    i = ufuncs.clip(sorting.searchsorted(xp, x, side="right"), 1, n - 1)
    x0, x1, f0, f1 = xp[i - 1], xp[i], fp[i - 1], fp[i]
    dx = x1 - x0
    safe = ufuncs.where(dx == 0, 1, dx)
    y = ufuncs.where(dx == 0, f1, f0 + (x - x0) * (f1 - f0) / safe)
    if period is None:
        y = ufuncs.where(x < xp[0], fp[0] if left is None else left, y)
        y = ufuncs.where(x > xp[-1], fp[-1] if right is None else right, y)
    return y


def digitize(x, bins, right=False, *, method=None):
    """The index of the bin each x falls in (numpy.digitize); bins increasing or
    decreasing."""
    x, bins = asarray(x), asarray(bins)
    side = "left" if right else "right"
    if aval_of(bins).shape[0] == 0:
        return creation.zeros(aval_of(x).shape, np.int32)
    up = sorting.searchsorted(bins, x, side=side)
    down = aval_of(bins).shape[0] - sorting.searchsorted(bins[::-1], x, side=side)
    return ufuncs.where(bins[-1] >= bins[0], up, down)


def histogram_bin_edges(a, bins=10, range=None, weights=None):
    """The edges ``histogram`` uses: ``bins + 1`` even steps over ``range`` (a's min and
    max by default), or ``bins`` itself when it is an array."""
    del weights
    if np.ndim(bins) == 1:
        return asarray(bins, dtypes.default_float())
    a = promote_inexact(a)[0]
    lo, hi = (reductions.min(a), reductions.max(a)) if range is None else range
    lo, hi = asarray(lo, aval_of(a).dtype), asarray(hi, aval_of(a).dtype)
    hi = ufuncs.where(lo == hi, hi + 0.5, hi)
    lo = ufuncs.where(lo == hi - 0.5, lo - 0.5, lo) if range is None else lo
    return creation.linspace(lo, hi, int(bins) + 1)


def histogram(a, bins=10, range=None, weights=None, density=None):
    """(counts, edges): counts (or summed weights) of ``a`` per bin; the last bin is
    closed, as numpy's."""
    a = shape_ops.ravel(promote_inexact(a)[0])
    edges = histogram_bin_edges(a, bins, range)
    n = aval_of(edges).shape[0] - 1
    i = sorting.searchsorted(edges, a, side="right") - 1
    i = ufuncs.where(a == edges[-1], n - 1, i)
    inside = (a >= edges[0]) & (a <= edges[-1])
    w = creation.ones_like(a) if weights is None else shape_ops.ravel(asarray(weights))
    w = ufuncs.where(inside, w, 0)
    counts = creation.zeros(n, aval_of(w).dtype).at[ufuncs.clip(i, 0, n - 1)].add(w)
    if density:
        counts = counts / (edges[1:] - edges[:-1]) / reductions.sum(counts)
    return counts, edges


def histogramdd(sample, bins=10, range=None, weights=None, density=None):
    """(counts, [edges per dimension]) of the N points of an (N, D) ``sample``."""
    sample = promote_inexact(sample)[0]
    N, D = aval_of(sample).shape
    bins = bins if isinstance(bins, (list, tuple)) else [bins] * D
    range = range if range is not None else [None] * D
    edges, flat, inside, shape = [], None, None, []
    for d in builtins.range(D):
        col = sample[:, d]
        e = histogram_bin_edges(col, bins[d], range[d])
        n = aval_of(e).shape[0] - 1
        i = sorting.searchsorted(e, col, side="right") - 1
        i = ufuncs.clip(ufuncs.where(col == e[-1], n - 1, i), 0, n - 1)
        ok = (col >= e[0]) & (col <= e[-1])
        flat = i if flat is None else flat * n + i
        inside = ok if inside is None else inside & ok
        edges.append(e)
        shape.append(n)
    w = creation.ones((N,), aval_of(sample).dtype) if weights is None else asarray(weights)
    w = ufuncs.where(inside, w, 0)
    counts = creation.zeros(int(np.prod(shape)), aval_of(w).dtype).at[flat].add(w)
    counts = shape_ops.reshape(counts, tuple(shape))
    if density:
        counts = counts / reductions.sum(counts)
        for d, e in enumerate(edges):
            widths = shape_ops.reshape(e[1:] - e[:-1], tuple(
                -1 if k == d else 1 for k in builtins.range(D)))
            counts = counts / widths
    return counts, edges


def histogram2d(x, y, bins=10, range=None, weights=None, density=None):
    """(counts, x edges, y edges) of the points (x[i], y[i])."""
    if not isinstance(bins, (list, tuple)) or np.ndim(bins) == 1 and len(bins) != 2:
        bins = [bins, bins]
    counts, (ex, ey) = histogramdd(shape_ops.stack([asarray(x), asarray(y)], axis=1), bins,
                                   range, weights, density)
    return counts, ex, ey

