"""stablehlo.convolution with the spec's semantics, in numpy.

The operands are brought to (batch, feature, *spatial) and (out feature, in feature,
*spatial) layouts; batch groups split lhs's batch and the kernel's output features into
``batch_group_count`` pieces, feature groups split lhs's features and the kernel's output
features into ``feature_group_count`` pieces, and each piece is a plain convolution: the
lhs dilated (zeros between elements), padded (negative padding crops), then one product
per window position summed over the window.  Floats accumulate in float64 (complex in
complex128), integers in int64 and wrap to the result type.
"""
from __future__ import annotations

import numpy as np

from hostcall.dialects.convolution import read_conv_dims

from .elementwise import convert
from .values import int_attr, ints, is_int, wrap


def _dilate_pad(x: np.ndarray, dilation, padding) -> np.ndarray:
    """``x`` (N, C, *spatial) with zeros between elements and edge padding (a negative
    amount crops)."""
    shape = list(x.shape[:2]) + [(d - 1) * k + 1 if d else 0
                                 for d, k in zip(x.shape[2:], dilation)]
    dilated = np.zeros(shape, x.dtype)
    dilated[(slice(None), slice(None)) + tuple(slice(None, None, k) for k in dilation)] = x
    grow = [(0, 0), (0, 0)] + [(max(lo, 0), max(hi, 0)) for lo, hi in padding]
    padded = np.pad(dilated, grow)
    crop = tuple(slice(-min(lo, 0), padded.shape[i + 2] + min(hi, 0))
                 for i, (lo, hi) in enumerate(padding))
    return padded[(slice(None), slice(None)) + crop]


def _plain(x, w, strides, padding, lhs_dilation, rhs_dilation, acc):
    """One group: x (N, C, *S), w (O, C, *K) -> (N, O, *out spatial)."""
    xp = _dilate_pad(x, lhs_dilation, padding)
    window = [(k - 1) * r + 1 if k else 0 for k, r in zip(w.shape[2:], rhs_dilation)]
    out_sp = [(p - win) // s + 1 if p >= win and k else 0
              for p, win, s, k in zip(xp.shape[2:], window, strides, w.shape[2:])]
    out = np.zeros((x.shape[0], w.shape[0], *out_sp), acc)
    if 0 in out.shape:
        return out
    for pos in np.ndindex(*w.shape[2:]):
        sl = tuple(slice(p * r, p * r + (o - 1) * s + 1, s)
                   for p, r, o, s in zip(pos, rhs_dilation, out_sp, strides))
        patch = xp[(slice(None), slice(None)) + sl]
        out += np.einsum("nc...,oc->no...", patch, w[(slice(None), slice(None)) + pos])
    return out


def _split(a, axis, n):
    return np.split(a, n, axis=axis) if n > 1 else [a]


def convolve(lhs, rhs, lhs_spec, rhs_spec, out_spec, window_strides, padding,
             lhs_dilation, rhs_dilation, feature_group_count, batch_group_count, dtype,
             window_reversal=None) -> np.ndarray:
    """The convolution of ``lhs`` and ``rhs`` with dimension numbers as JAX's specs
    (``lhs_spec = (batch, feature, *spatial)``, ``rhs_spec = (out, in, *spatial)``,
    ``out_spec = (batch, feature, *spatial)``), as an array of ``dtype``."""
    dtype = np.dtype(dtype)
    if dtype.kind == "c" or np.asarray(lhs).dtype.kind == "c":
        acc = np.complex128
    elif is_int(dtype) or dtype == np.bool_:
        acc = np.int64
    else:
        acc = np.float64
    x = np.transpose(np.asarray(lhs), lhs_spec).astype(acc)
    w = np.transpose(np.asarray(rhs), rhs_spec).astype(acc)
    if window_reversal is not None and any(window_reversal):
        w = np.flip(w, [k + 2 for k, r in enumerate(window_reversal) if r])
    pieces = []
    for xb, wb in zip(_split(x, 0, batch_group_count), _split(w, 0, batch_group_count)):
        groups = [_plain(xf, wf, window_strides, padding, lhs_dilation, rhs_dilation, acc)
                  for xf, wf in zip(_split(xb, 1, feature_group_count),
                                    _split(wb, 0, feature_group_count))]
        pieces.append(np.concatenate(groups, axis=1))
    out = np.transpose(np.concatenate(pieces, axis=1), np.argsort(out_spec))
    if dtype == np.bool_:
        return out != 0
    return wrap(out, dtype) if is_int(dtype) else convert(out, dtype)


def convolution(args, results, *, lhs_spec, rhs_spec, out_spec, window_strides, padding,
                lhs_dilation, rhs_dilation, feature_group_count, batch_group_count,
                window_reversal=None) -> list:
    """stablehlo.convolution as ``ops.OPS`` calls it (padding as (low, high) pairs)."""
    return [convolve(args[0], args[1], lhs_spec, rhs_spec, out_spec, window_strides, padding,
                     lhs_dilation, rhs_dilation, feature_group_count, batch_group_count,
                     results[0].dtype, window_reversal)]


def attributes(op) -> dict:
    """The keywords of ``convolution`` read from a stablehlo.convolution op."""
    dims = read_conv_dims(op.attributes["dimension_numbers"])
    n = dims.n_spatial
    pads = ints(op, "padding", [0] * (2 * n))
    return {"lhs_spec": dims.lhs, "rhs_spec": dims.rhs, "out_spec": dims.out,
            "window_strides": ints(op, "window_strides", [1] * n),
            "padding": [(pads[2 * k], pads[2 * k + 1]) for k in range(n)],
            "lhs_dilation": ints(op, "lhs_dilation", [1] * n),
            "rhs_dilation": ints(op, "rhs_dilation", [1] * n),
            "feature_group_count": int_attr(op, "feature_group_count", 1),
            "batch_group_count": int_attr(op, "batch_group_count", 1),
            "window_reversal": ints(op, "window_reversal", [0] * n)}
