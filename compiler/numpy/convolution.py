"""jnp.convolve and jnp.correlate: 1-d discrete convolution and cross-correlation as
lax.conv_general_dilated, with jax.numpy's modes, dtype promotion and errors."""
from __future__ import annotations

from .. import primitives as lax
from ._base import aval_of, promote_dtypes
from .shape_ops import flip
from .ufuncs import to_inexact, conj

_PADDING = {"valid": lambda n: (0, 0),
            "same": lambda n: (n // 2, n - n // 2 - 1),
            "full": lambda n: (n - 1, n - 1)}


def _conv1d(name, a, v, mode, precision, preferred_element_type):
    a, v = promote_dtypes(a, v)
    if preferred_element_type is None:
        a, v = to_inexact(a), to_inexact(v)
    sa, sv = aval_of(a).shape, aval_of(v).shape
    if len(sa) != 1 or len(sv) != 1:
        raise ValueError(f"{name}() only support 1-dimensional inputs, got shapes {sa} and {sv}")
    if sa[0] == 0 or sv[0] == 0:
        raise ValueError(f"{name}: inputs cannot be empty, got shapes {sa} and {sv}.")
    if mode not in _PADDING:
        raise ValueError(f"{name}: mode must be one of ['full', 'same', 'valid'], got {mode!r}")
    reverse = False
    if name == "correlate":
        v = conj(v)
        if sa[0] < sv[0]:
            a, v, reverse = v, a, True
    else:
        if sa[0] < sv[0]:
            a, v = v, a
        v = flip(v)
    n = aval_of(v).shape[0]
    out = lax.conv_general_dilated(a[None, None, :], v[None, None, :], (1,),
                                   [_PADDING[mode](n)], precision=precision,
                                   preferred_element_type=preferred_element_type)[0, 0]
    return flip(out) if reverse else out


def convolve(a, v, mode: str = "full", *, precision=None, preferred_element_type=None):
    """jnp.convolve: the discrete linear convolution of two 1-d arrays ("full", "same" or
    "valid" output); integers promote to float unless preferred_element_type is given."""
    return _conv1d("convolve", a, v, mode, precision, preferred_element_type)


def correlate(a, v, mode: str = "valid", *, precision=None, preferred_element_type=None):
    """jnp.correlate: the cross-correlation sum_n a[n + k] * conj(v[n]) of two 1-d arrays."""
    return _conv1d("correlate", a, v, mode, precision, preferred_element_type)
