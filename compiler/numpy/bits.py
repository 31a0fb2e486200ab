"""Bits: packbits and unpackbits (booleans to and from uint8 bytes) and bitwise_count.

Composed from hostcall.lax and the other hostcall.numpy functions (shifts, sums and
popcnt), as jax.numpy's.
"""
from __future__ import annotations

import numpy as np

from .. import primitives as lax
from ._base import asarray, aval_of, promote_dtypes
from . import creation, padding, reductions, shape_ops


def _bitorder(bitorder):
    if bitorder not in ("little", "big"):
        raise ValueError("'order' must be either 'little' or 'big'")


def packbits(a, axis=None, bitorder="big"):
    """The nonzero-ness of ``a``'s elements packed 8 to a uint8 along ``axis`` (the
    flattened array when None), zero-padded at the end."""
    arr = asarray(a)
    if aval_of(arr).dtype.kind not in "iub":
        raise TypeError("Expected an input array of integer or boolean data type")
    _bitorder(bitorder)
    arr = lax.convert_element_type(lax.ne(arr, creation.zeros((), aval_of(arr).dtype)),
                                   np.uint8)
    bits = creation.arange(8, dtype=np.uint8)
    if bitorder == "big":
        bits = bits[::-1]
    if axis is None:
        arr, axis = shape_ops.ravel(arr), 0
    arr = shape_ops.swapaxes(arr, axis, -1)
    rem = arr.shape[-1] % 8
    if rem:
        arr = padding.pad(arr, [(0, 0)] * (arr.ndim - 1) + [(0, 8 - rem)])
    arr = arr.reshape(arr.shape[:-1] + (arr.shape[-1] // 8, 8))
    packed = reductions.sum(arr << bits.reshape((1,) * (arr.ndim - 1) + (8,)), axis=-1,
                            dtype=np.uint8)
    return shape_ops.swapaxes(packed, axis, -1)


def unpackbits(a, axis=None, count=None, bitorder="big"):
    """The bits of the uint8 array ``a`` as 0/1 uint8 values along ``axis`` (the flattened
    array when None), 8 per byte, cut or zero-padded to ``count``."""
    arr = asarray(a)
    if aval_of(arr).dtype != np.uint8:
        raise TypeError("Expected an input array of unsigned byte data type")
    _bitorder(bitorder)
    bits = creation.full((), 1, np.uint8) << creation.arange(8, dtype=np.uint8)
    if bitorder == "big":
        bits = bits[::-1]
    if axis is None:
        arr, axis = shape_ops.ravel(arr), 0
    arr = shape_ops.swapaxes(arr, axis, -1)
    unpacked = lax.convert_element_type(
        (arr[..., None] & bits.reshape((1,) * arr.ndim + (8,))) > 0, np.uint8)
    unpacked = unpacked.reshape(unpacked.shape[:-2] + (-1,))
    if count is not None:
        if count > unpacked.shape[-1]:
            unpacked = padding.pad(unpacked, [(0, 0)] * (unpacked.ndim - 1)
                                   + [(0, count - unpacked.shape[-1])])
        else:
            unpacked = unpacked[..., :count]
    return shape_ops.swapaxes(unpacked, axis, -1)


def bitwise_count(x, /):
    """The number of set bits of |x|, as uint8 (numpy's bitwise_count)."""
    (x,) = promote_dtypes(x)
    if aval_of(x).dtype.kind not in "iub":
        raise TypeError(f"bitwise_count: integer input required, got {aval_of(x).dtype}")
    if aval_of(x).dtype.kind == "b":
        return lax.convert_element_type(x, np.uint8)
    if aval_of(x).dtype.kind == "i":
        x = lax.abs(x)
    return lax.convert_element_type(lax.population_count(x), np.uint8)
