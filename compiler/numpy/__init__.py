"""hostcall.numpy: numpy's API on hostcall arrays and tracers (as jax.numpy)."""
import builtins as _builtins
import operator as _operator

import numpy as _np

from .. import dtypes as _dtypes
from .. import primitives as _lax
from ..array import Array as ndarray  # noqa: F401
from ._base import to_dtype as _to_dtype
from ._base import (array, asarray, broadcast_shapes, broadcast_to, ndim,  # noqa: F401
                    result_type, shape)
from .creation import (arange, empty, empty_like, eye, full, full_like, identity,  # noqa: F401
                       linspace, ones, ones_like, zeros, zeros_like)
from .ranges import geomspace, logspace, meshgrid  # noqa: F401
from .indexing import NonConcreteBooleanIndexError  # noqa: F401
from .indexing_routines import (diag_indices, indices, ix_, put_along_axis,  # noqa: F401
                                select, take, take_along_axis, tril_indices, triu_indices,
                                unravel_index)
from .convolution import convolve, correlate  # noqa: F401
from .linalg_ops import (cross, dot, einsum, inner, kron, matmul, outer,  # noqa: F401
                         tensordot, vdot, vecdot)
from .reductions import (all, amax, amin, any, argmax, argmin, count_nonzero,  # noqa: F401
                         max, mean, min, prod, std, sum, var)
from .nan_reductions import (nanargmax, nanargmin, nancumprod, nancumsum,  # noqa: F401
                             nanmax, nanmean, nanmin, nanprod, nanstd, nansum, nanvar)
from .cumulative import cumprod, cumsum, cumulative_prod, cumulative_sum  # noqa: F401
from .statistics import (average, bincount, corrcoef, cov, median,  # noqa: F401
                         nanmedian, nanpercentile, nanquantile, percentile, ptp, quantile)
from .differences import diff, ediff1d, gradient, trapezoid, unwrap  # noqa: F401
from .sorting import (argpartition, argsort, lexsort, partition,  # noqa: F401
                      searchsorted, sort, sort_complex)
from .comparisons import array_equal, array_equiv, isclose, isin  # noqa: F401
from .shape_ops import (array_split, atleast_1d, atleast_2d, atleast_3d,  # noqa: F401
                        column_stack, concat, concatenate, dsplit, dstack, expand_dims, flip,
                        fliplr, flipud, hsplit, hstack, matrix_transpose, moveaxis,
                        permute_dims, ravel, repeat, reshape, roll, rot90, row_stack, split,
                        squeeze, stack, swapaxes, tile, transpose, unstack, vsplit, vstack)
from .padding import pad  # noqa: F401
from .diagonals import diag, diagonal, trace, tri, tril, triu  # noqa: F401
from .polynomial import (poly, polyadd, polyder, polydiv, polyfit, polyint,  # noqa: F401
                         polymul, polysub, polyval, roots, vander)
from .dtype_info import can_cast, finfo, iinfo, isdtype, promote_types  # noqa: F401
from .ufuncs import (abs, absolute, acos, add, angle, arccos, arcsin, arctan,  # noqa: F401
                     arctan2, around, asin, atan, atan2, bitwise_and, bitwise_invert,
                     bitwise_left_shift, bitwise_not, bitwise_or, bitwise_right_shift,
                     bitwise_xor, cbrt, ceil, clip, conj, conjugate, cos, cosh, divide, equal,
                     exp, exp2, expm1, floor, floor_divide, fmod, greater, greater_equal, imag,
                     invert, isfinite, isinf, isnan, left_shift, less, less_equal, log, log1p,
                     log2, log10, logical_and, logical_not, logical_or, logical_xor, maximum,
                     minimum, mod, multiply, negative, not_equal, pow, power, real, reciprocal,
                     remainder, right_shift, rint, round, sign, sin, sinh, sqrt, square,
                     subtract, tan, tanh, true_divide, trunc, where)
from .trigonometric import (acosh, arccosh, arcsinh, arctanh, asinh, atanh,  # noqa: F401
                            deg2rad, degrees, hypot, rad2deg, radians, sinc)
from .arithmetic import (divmod, float_power, fmax, fmin, gcd, heaviside,  # noqa: F401
                         lcm, logaddexp, logaddexp2, positive)
from .setops import (argwhere, flatnonzero, intersect1d, nonzero, setdiff1d,  # noqa: F401
                     setxor1d, union1d, unique, unique_all, unique_counts, unique_inverse,
                     unique_values)
from .histograms import (digitize, histogram, histogram2d, histogram_bin_edges,  # noqa: F401
                         histogramdd, interp)
from .windows import bartlett, blackman, hamming, hanning, kaiser  # noqa: F401
from .floating_point import (copysign, fabs, fix, frexp, i0, isneginf,  # noqa: F401
                             isposinf, ldexp, modf, nan_to_num, nextafter, signbit, spacing)
from .bits import bitwise_count, packbits, unpackbits  # noqa: F401

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
bool = _scalar_type("bool", _np.bool_)  # noqa: A001 - jax.numpy's name
single, double, csingle, cdouble, complex_ = float32, float64, complex64, complex128, complex128
uint = uint64
int1, uint1, float6_e2m3fn, float6_e3m2fn, float8_e8m0fnu = (
    _scalar_type(n, getattr(_ml_dtypes, n))
    for n in ("int1", "uint1", "float6_e2m3fn", "float6_e3m2fn", "float8_e8m0fnu"))
character, flexible, object_ = _np.character, _np.flexible, _np.object_
euler_gamma = _np.euler_gamma
ComplexWarning = _np.exceptions.ComplexWarning
iterable = _np.iterable
array_repr, array_str = _np.array_repr, _np.array_str
save, savez = _np.save, _np.savez
get_printoptions, set_printoptions, printoptions = (
    _np.get_printoptions, _np.set_printoptions, _np.printoptions)


def astype(x, dtype, copy=False):
    """``x`` converted to ``dtype`` (the array API's astype)."""
    return _lax.convert_element_type(asarray(x), _dtypes.canonicalize(_to_dtype(dtype)))


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


def isrealobj(x):
    """Whether ``x`` has a real (not complex) dtype."""
    return not iscomplexobj(x)


def iscomplex(x):
    """Whether each element has a nonzero imaginary part."""
    i = imag(x)
    return not_equal(i, 0)


def isreal(x):
    """Whether each element has a zero imaginary part."""
    i = imag(x)
    return equal(i, 0)


def copy(a, order=None):
    """A copy of ``a`` as an array (arrays are immutable: the same values)."""
    return array(a, copy=True)


def rollaxis(a, axis, start=0):
    """``a`` with ``axis`` moved to before ``start`` (numpy's older moveaxis)."""
    a = asarray(a)
    nd = a.ndim
    start = _operator.index(start)
    axis = _operator.index(axis)
    if not -nd <= axis < nd:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    axis %= nd
    if not -nd <= start <= nd:
        raise ValueError(f"start={start} must satisfy {-nd}<=start<={nd}")
    if start < 0:
        start += nd
    if start > axis:
        start -= 1
    return moveaxis(a, axis, start)


def matvec(x1, x2, /):
    """Matrix-vector products over broadcast leading axes: (..., n, m) x (..., m)."""
    return vectorize(matmul, signature="(n,m),(m)->(n)")(x1, x2)


def vecmat(x1, x2, /):
    """Vector-matrix products over broadcast leading axes, conjugating the vector:
    (..., n) x (..., n, m)."""
    return vectorize(matmul, signature="(n),(n,m)->(m)")(conjugate(x1), x2)


def einsum_path(subscripts, /, *operands, optimize="auto"):
    """(path, description) of how einsum contracts ``operands``: hostcall contracts them
    left to right, pairwise, whatever ``optimize`` says."""
    n = len(operands)
    path = [(0, 1)] * (n - 1) if n > 1 else [(0,)]
    return path, f"  Complete contraction:  {subscripts}\n  Path: left to right {path}"


def frombuffer(buffer, dtype=float, count=-1, offset=0):
    """An array of the values in ``buffer`` (numpy's frombuffer, then asarray)."""
    return asarray(_np.frombuffer(buffer=buffer, dtype=dtype, count=count, offset=offset))


def fromstring(string, dtype=float, count=-1, *, sep):
    """An array of the values in a text ``string`` separated by ``sep``."""
    return asarray(_np.fromstring(string=string, dtype=dtype, count=count, sep=sep))


def fromiter(*args, **kwargs):
    """Not implemented, as in JAX: consuming an iterator is a side effect; use
    asarray(numpy.fromiter(...))."""
    raise NotImplementedError(
        "jnp.fromiter() is not implemented because it may be non-pure and thus unsafe for "
        "use with JIT and other transformations. Consider using "
        "jnp.asarray(np.fromiter(...)) instead.")


def fromfile(*args, **kwargs):
    """Not implemented, as in JAX: reading a file is a side effect; use
    asarray(numpy.fromfile(...))."""
    raise NotImplementedError(
        "jnp.fromfile() is not implemented because it may be non-pure and thus unsafe for "
        "use with JIT and other transformations. Consider using "
        "jnp.asarray(np.fromfile(...)) instead.")


def from_dlpack(x, /, *, device=None, copy=None):
    """An array from an object with the DLPack protocol (``__dlpack__``), through numpy."""
    return asarray(_np.from_dlpack(x))


def load(file, *args, **kwargs):
    """numpy.load, with arrays (bfloat16 saved as 2-byte voids recovered) as hostcall
    arrays."""
    out = _np.load(file, *args, **kwargs)
    if isinstance(out, _np.ndarray):
        if out.dtype == "V2":
            out = out.view(_ml_dtypes.bfloat16)
        try:
            out = asarray(out)
        except (TypeError, ValueError):
            pass
    return out


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every pair is close (a 0-d bool array, as in JAX, so it also traces)."""
    return all(isclose(a, b, rtol, atol, equal_nan))


from . import _methods  # noqa: E402,F401  (installs operators on Array and Tracer)
from . import linalg  # noqa: E402,F401  (hostcall.numpy.linalg, as jax.numpy.linalg)
from . import fft  # noqa: E402,F401  (hostcall.numpy.fft, as jax.numpy.fft)
from .functional import (apply_along_axis, apply_over_axes, frompyfunc,  # noqa: E402,F401
                         fromfunction, piecewise, ufunc, vectorize)
from .editing import (append, block, broadcast_arrays, choose, compress,  # noqa: E402,F401
                      delete, extract, insert, place, put, resize, trim_zeros)
from .index_tricks import (c_, diag_indices_from, diagflat, fill_diagonal,  # noqa: E402,F401
                           index_exp, mask_indices, mgrid, ogrid, r_, ravel_multi_index, s_,
                           tril_indices_from, triu_indices_from)
