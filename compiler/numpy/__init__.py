"""hostcall.numpy: numpy's API on hostcall arrays and tracers (as jax.numpy)."""
import builtins as _builtins

import numpy as _np

from .. import dtypes as _dtypes
from .. import lax as _lax
from ..array import Array as ndarray  # noqa: F401
from ._base import _dtype as _base_dtype
from ._base import (array, asarray, broadcast_shapes, broadcast_to, ndim,  # noqa: F401
                    result_type, shape)
from .creation import (arange, empty, empty_like, eye, full, full_like, identity,  # noqa: F401
                       linspace, ones, ones_like, zeros, zeros_like)
from .indexing import getitem as _getitem  # noqa: F401
from .indexing import NonConcreteBooleanIndexError  # noqa: F401
from .extra_ops import (argsort, bincount, cumprod, cumsum, cumulative_prod,  # noqa: F401
                        cumulative_sum, diff, ix_, lexsort, nancumprod, nancumsum, pad,
                        put_along_axis, roll, searchsorted, sort, take, take_along_axis,
                        unravel_index)
from .convolution import convolve, correlate  # noqa: F401
from .linalg_ops import dot, einsum, inner, matmul, outer, tensordot, vdot  # noqa: F401
from .reductions import (all, amax, amin, any, argmax, argmin, max, mean, min,  # noqa: F401
                         prod, std, sum, var)
from .shape_ops import (atleast_1d, atleast_2d, concatenate, expand_dims, flip,  # noqa: F401
                        fliplr, flipud, hstack, moveaxis, ravel, repeat, reshape, split,
                        squeeze, stack, swapaxes, tile, transpose, vstack)
from .ufuncs import (abs, absolute, add, angle, arccos, arcsin, arctan, arctan2, around,  # noqa: F401
                     bitwise_and, bitwise_not, bitwise_or, bitwise_xor, cbrt, ceil, clip,
                     conj, conjugate, cos, cosh, divide, equal, exp, exp2, expm1, floor,
                     floor_divide, fmod, greater, greater_equal, imag, invert, isfinite,
                     isinf, isnan, left_shift, less, less_equal, log, log1p, log2, log10,
                     logical_and, logical_not, logical_or, logical_xor, maximum, minimum,
                     mod, multiply, negative, not_equal, power, real, reciprocal, remainder,
                     right_shift, rint, round, sign, sin, sinh, sqrt, square, subtract, tan,
                     tanh, true_divide, trunc, where)

import ml_dtypes as _ml_dtypes  # noqa: E402


class _ScalarMeta(type):
    """jnp.float32 and friends: usable as dtypes, and callable to make 0-d arrays."""

    def __call__(cls, x=0):
        return asarray(x, dtype=cls.dtype)

    def __eq__(cls, other):
        return other is cls or other is cls.scalar_type or (
            not isinstance(other, _ScalarMeta) and _is_dtype_like(other)
            and _np.dtype(other) == cls.dtype)

    def __hash__(cls):
        return hash(cls.scalar_type)

    def __instancecheck__(cls, obj):
        return isinstance(obj, cls.scalar_type)

    def __repr__(cls):
        return f"<class 'hostcall.numpy.{cls.__name__}'>"


def _is_dtype_like(x):
    try:
        _np.dtype(x)
        return True
    except TypeError:
        return False


def _scalar_type(name, t):
    doc = (f"The {name.rstrip('_')} scalar type: a dtype, and callable to make a 0-d "
           f"{name.rstrip('_')} array, as jax.numpy.{name}.")
    return _ScalarMeta(name, (object,), {"dtype": _np.dtype(t), "scalar_type": t,
                                         "__doc__": doc})


bool_ = _scalar_type("bool_", _np.bool_)
int8, int16, int32, int64 = (_scalar_type(n, t) for n, t in (
    ("int8", _np.int8), ("int16", _np.int16), ("int32", _np.int32), ("int64", _np.int64)))
uint8, uint16, uint32, uint64 = (_scalar_type(n, t) for n, t in (
    ("uint8", _np.uint8), ("uint16", _np.uint16), ("uint32", _np.uint32), ("uint64", _np.uint64)))
float16, float32, float64 = (_scalar_type(n, t) for n, t in (
    ("float16", _np.float16), ("float32", _np.float32), ("float64", _np.float64)))
complex64 = _scalar_type("complex64", _np.complex64)
complex128 = _scalar_type("complex128", _np.complex128)
bfloat16 = _scalar_type("bfloat16", _ml_dtypes.bfloat16)
int2, int4, uint2, uint4 = (_scalar_type(n, getattr(_ml_dtypes, n))
                            for n in ("int2", "int4", "uint2", "uint4"))
(float4_e2m1fn, float8_e4m3fn, float8_e5m2, float8_e4m3fnuz, float8_e5m2fnuz,
 float8_e4m3b11fnuz, float8_e4m3, float8_e3m4) = (
    _scalar_type(d.name, d.type) for d in _dtypes.NARROW_FLOATS)
dtype = _np.dtype
generic, number, inexact, floating, complexfloating = (
    _np.generic, _np.number, _np.inexact, _np.floating, _np.complexfloating)
integer, signedinteger, unsignedinteger = _np.integer, _np.signedinteger, _np.unsignedinteger
pi, e, inf, nan, newaxis = _np.pi, _np.e, _np.inf, _np.nan, None
issubdtype = _dtypes.issubdtype
float_ = float64
int_ = int64


def astype(x, dtype, copy=False):
    """``x`` converted to ``dtype`` (the array API's astype)."""
    return _lax.convert_element_type(asarray(x), _dtypes.canonicalize(_base_dtype(dtype)))


def size(a, axis=None):
    """The number of elements of ``a`` (along ``axis`` when given), as numpy.size."""
    s = shape(a)
    if axis is None:
        return int(_np.prod(s, dtype=_np.int64))
    return s[axis]


def isscalar(x):
    """Whether ``element`` is a scalar: a Python number or a 0-d array, as
    jax.numpy.isscalar.
    """
    return ndim(x) == 0


def iscomplexobj(x):
    """Whether ``x`` has a complex dtype."""
    return _np.dtype(result_type(x)).kind == "c"


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every pair is close (a 0-d bool array, as in JAX, so it also traces)."""
    return all(isclose(a, b, rtol, atol, equal_nan))


from . import _methods  # noqa: E402,F401  (installs operators on Array and Tracer)
from .more_math import (average, copysign, count_nonzero, cross, deg2rad,  # noqa: E402,F401
                        degrees, diag, diagonal, fmax, fmin, heaviside, hypot, isclose, kron,
                        logaddexp, logaddexp2, median, meshgrid, nan_to_num, nanmax, nanmean,
                        nanmin, nansum, polyval, ptp, rad2deg, radians, sinc, trace, tri, tril,
                        triu)
from .array_api import (acos, acosh, arccosh, arcsinh, arctanh, array_equal,  # noqa: E402,F401
                        array_equiv, array_split, asin, asinh, atan, atan2, atanh, atleast_3d,
                        bitwise_invert, bitwise_left_shift, bitwise_right_shift, can_cast,
                        column_stack, concat, corrcoef, cov, diag_indices, divmod, dsplit,
                        dstack, finfo, fix, float_power, frexp, geomspace, hsplit, iinfo,
                        indices, isdtype, isin, ldexp, logspace, matrix_transpose, modf,
                        nanargmax, nanargmin, nanprod, nanstd, nanvar, percentile, permute_dims,
                        positive, pow, promote_types, quantile, rot90, row_stack, select,
                        signbit, trapezoid, tril_indices, triu_indices, unstack, vander, vecdot,
                        vsplit)
from . import linalg  # noqa: E402,F401  (hostcall.numpy.linalg, as jax.numpy.linalg)
from . import fft  # noqa: E402,F401  (hostcall.numpy.fft, as jax.numpy.fft)
