"""numpy.pad: constant (any constant_values) and the index modes edge, wrap, reflect and
symmetric (an index mode is a gather of np.pad's own index pattern).

Composed from hostcall.lax and the other hostcall.numpy functions (no new primitives),
so jit, vmap and grad work through them with the existing rules; names, signatures,
dtype promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import numpy as np

from .. import primitives as lax
from ..core import Tracer
from ._base import asarray, aval_of, broadcast_to
from .indexing import rewriting_take


_INDEX_MODES = ("edge", "wrap", "reflect", "symmetric")


def _pad_widths(pad_width, nd):
    if isinstance(pad_width, Tracer):
        raise TypeError("pad: pad_width must be static integers, got a traced value")
    pw = np.asarray(pad_width)
    if pw.dtype.kind not in "iu":
        raise TypeError(f"pad: pad_width must be integers, got {pad_width!r}")
    try:
        pw = np.broadcast_to(pw, (nd, 2))
    except ValueError:
        raise ValueError(f"pad: pad_width {pad_width!r} does not fit an array of {nd} "
                         f"dimensions") from None
    if (pw < 0).any():
        raise ValueError(f"pad: index can't contain negative values, got {pad_width!r}")
    return [(int(lo), int(hi)) for lo, hi in pw]


def pad(array, pad_width, mode="constant", **kwargs):
    """numpy.pad for modes constant/empty (any constant_values) and edge, wrap,
    reflect, symmetric (even reflect_type)."""
    a = asarray(array)
    av = aval_of(a)
    widths = _pad_widths(pad_width, av.ndim)
    if callable(mode):
        raise NotImplementedError("pad: a callable mode is not supported")
    if mode in ("constant", "empty"):
        return _pad_constant(a, av, widths, kwargs.get("constant_values", 0))
    if mode in _INDEX_MODES:
        if kwargs.get("reflect_type", "even") != "even":
            raise NotImplementedError("pad: only reflect_type='even' is supported")
        for d, (lo, hi) in enumerate(widths):
            if lo or hi:
                src = np.pad(np.arange(aval_of(a).shape[d], dtype=np.int32), (lo, hi),
                             mode=mode)
                a = rewriting_take(a, (slice(None),) * d + (src,), mode="clip", where="pad")
        return a
    raise NotImplementedError(f"pad: mode {mode!r} is not supported (supported: constant, "
                              f"empty, {', '.join(_INDEX_MODES)})")


def _pad_constant(a, av, widths, values):
    if isinstance(values, Tracer) or np.ndim(values) == 0:
        v = asarray(values)
        if aval_of(v).ndim == 0:
            v = lax.convert_element_type(v, av.dtype)
            return lax.pad(a, v, [(lo, hi, 0) for lo, hi in widths])
    values = asarray(values)
    values = broadcast_to(values, (av.ndim, 2))
    for d, (lo, hi) in enumerate(widths):
        for side, width in ((0, lo), (1, hi)):
            if width:
                v = lax.convert_element_type(values[d, side], av.dtype)
                cfg = [((width, 0, 0) if side == 0 else (0, width, 0)) if i == d else (0, 0, 0)
                       for i in range(av.ndim)]
                a = lax.pad(a, v, cfg)
    return a
