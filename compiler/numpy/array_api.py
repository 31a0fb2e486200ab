"""The array-API names of jax.numpy and the remaining small numpy functions: dtype
information (iinfo, finfo, promote_types, can_cast, isdtype), the array-API aliases (acos,
concat, permute_dims, vecdot, unstack, ...), elementwise helpers (signbit, ldexp, frexp,
modf, ...), spacing and stacking (logspace, geomspace, rot90, array_split, dstack, ...),
comparisons (array_equal, isin), NaN-aware reductions (nanargmax, nanvar, nanprod, ...),
statistics (quantile, percentile, cov, corrcoef) and index builders (tril_indices, indices).

Every function is composed from hostcall.lax and the other hostcall.numpy functions (no
new primitives), so jit, vmap and grad work through them with the existing rules. Only
shapes (which are static) steer Python control flow, never array values, so each function
runs eagerly on arrays and under hostcall.jit on tracers alike. Names, signatures, dtype
promotion and edge cases follow jax.numpy.
"""
from __future__ import annotations

import builtins
import math
import operator

import ml_dtypes
import numpy as np

from .. import core, dtypes, lax
from ..core import Tracer
from ._base import (_dtype, asarray, aval_of, broadcast_shapes, broadcast_to, canonical_axes,
                    canonical_axis, promote_and_broadcast, promote_dtypes, result_type,
                    scalar_like, shape)
from . import creation, extra_ops, linalg_ops, more_math, reductions, shape_ops, ufuncs
from .more_math import _promote_inexact
from .ufuncs import _as_bool, _to_inexact, isnan

_HALF = (dtypes.float16, dtypes.bfloat16)


# ---------------------------------------------------------------- helpers
def _as_dtype(x, name: str, arg: str) -> np.dtype:
    """The numpy dtype named by a dtype, a scalar type (hostcall's included), a string, a
    Python type or an array (its dtype)."""
    d = getattr(x, "dtype", None)
    if isinstance(d, np.dtype):
        return d
    try:
        return np.dtype(x)
    except TypeError:
        raise TypeError(f"{name}: {arg} must be a dtype, a scalar type or an array, got "
                        f"{x!r}") from None


def _no_out(name, out):
    if out is not None:
        raise NotImplementedError(f"{name}: out= is not supported (arrays are immutable)")


def _no_where(name, where):
    if where is not None:
        raise NotImplementedError(f"{name}: where= is not supported")


def _real_dtype(d: np.dtype) -> np.dtype:
    return {dtypes.complex64: dtypes.float32, dtypes.complex128: dtypes.float64}.get(d, d)


def _index(x, name: str, arg: str) -> int:
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError(f"{name}: {arg} must be a concrete integer, got {x!r} "
                        f"(at {core.user_location_str()})") from None


# ---------------------------------------------------------------- dtype information
def _limits(name: str, arg: str, x, info, kind: str):
    d = _as_dtype(x, name, arg)
    try:
        return info(d)
    except ValueError:
        raise ValueError(f"{name}: {d} is not {kind} dtype") from None


def iinfo(int_type):
    """Machine limits of an integer dtype (ml_dtypes.iinfo, as jax.numpy.iinfo)."""
    return _limits("iinfo", "int_type", int_type, ml_dtypes.iinfo, "an integer")


def finfo(dtype):
    """Machine limits of a float dtype, bfloat16 and float16 included (ml_dtypes.finfo)."""
    return _limits("finfo", "dtype", dtype, ml_dtypes.finfo, "an inexact (floating or complex)")


_WEAK_NODES = {"i*": np.dtype(np.int64), "f*": np.dtype(np.float64),
               "c*": np.dtype(np.complex128)}


def _lattice_node(x, arg: str) -> str:
    if x is int:
        return "i*"
    if x is float:
        return "f*"
    if x is complex:
        return "c*"
    d = _as_dtype(x, "promote_types", arg)
    if d.name not in dtypes._LATTICE:
        raise TypeError(f"promote_types: {arg}={x!r} ({d}) is not a dtype hostcall supports")
    return d.name


def _upper_bounds(node: str, lattice: dict) -> set:
    out = {node}
    for parent in lattice[node]:
        out |= _upper_bounds(parent, lattice)
    return out


def promote_types(a, b):
    """The dtype JAX's promotion lattice (dtypes._LATTICE) gives to a and b; the Python
    types int, float and complex are weak (float16 with float is float16, and int with
    float is float64). Like JAX, the answer is not canonicalized (int64 with int32 is
    int64 even when x64 is off), except that without x64 no 64-bit type is formed from
    narrower ones: uint32 with int32 is int32, as in JAX."""
    lattice = dict(dtypes._LATTICE)
    if not dtypes.x64_enabled():
        lattice["uint32"] = ["int32", "uint64"]
    bounds = [_upper_bounds(_lattice_node(x, arg), lattice) for x, arg in ((a, "a"), (b, "b"))]
    common = bounds[0] & bounds[1]
    node = next(n for n in common if common <= _upper_bounds(n, lattice))
    return _WEAK_NODES.get(node) or np.dtype(node)


def can_cast(from_, to, casting="safe"):
    """numpy's can_cast on dtypes (arrays and hostcall scalar types give their dtype)."""
    if casting not in ("no", "equiv", "safe", "same_kind", "unsafe"):
        raise ValueError(f"can_cast: casting must be one of 'no', 'equiv', 'safe', "
                         f"'same_kind', or 'unsafe', got {casting!r}")
    return bool(np.can_cast(_as_dtype(from_, "can_cast", "from_"),
                            _as_dtype(to, "can_cast", "to"), casting=casting))


def _is_kind(d: np.dtype, kind: str) -> bool:
    floating = d.kind == "f" or (d.kind == "V" and "float" in d.name)
    signed = d.kind == "i" or d.name in ("int2", "int4")
    unsigned = d.kind == "u" or d.name in ("uint2", "uint4")
    return {"bool": d == np.bool_, "signed integer": signed, "unsigned integer": unsigned,
            "integral": signed or unsigned, "real floating": floating,
            "complex floating": d.kind == "c",
            "numeric": signed or unsigned or floating or d.kind == "c"}[kind]


_KINDS = ("bool", "signed integer", "unsigned integer", "integral", "real floating",
          "complex floating", "numeric")


def isdtype(dtype, kind):
    """Whether ``dtype`` is of the array-API ``kind`` (a kind name, a dtype, or a tuple of
    these)."""
    d = _as_dtype(dtype, "isdtype", "dtype")
    for k in kind if isinstance(kind, tuple) else (kind,):
        if isinstance(k, str) and k in _KINDS:
            if _is_kind(d, k):
                return True
            continue
        try:
            kd = _as_dtype(k, "isdtype", "kind")
        except TypeError:
            if isinstance(k, str):
                raise ValueError(f"isdtype: unrecognized kind={k!r}; expected one of "
                                 f"{list(_KINDS)}, or a dtype") from None
            raise TypeError(f"isdtype: expected kind to be a dtype, string, or tuple; got "
                            f"kind={k!r}") from None
        if d == kd:
            return True
    return False


# ---------------------------------------------------------------- elementwise
def _real_unary(name, fn):
    def f(x, /):
        x = _to_inexact(x)
        if aval_of(x).dtype.kind == "c":
            raise NotImplementedError(f"{name}: complex inputs are not supported")
        return fn(x)
    f.__name__ = name
    f.__doc__ = f"Elementwise numpy.{name} of real inputs (complex ones are not supported)."
    return f


def _big(x):
    """Where |x| is large enough that 1 is negligible next to x**2 (1 / sqrt(eps))."""
    return scalar_like(float(1 / np.sqrt(ml_dtypes.finfo(aval_of(x).dtype).eps)), x)


def _arcsinh(x):
    a = lax.abs(x)
    big = lax.gt(a, _big(x))
    one = scalar_like(1, x)
    s = lax.select(big, scalar_like(0, x), a)
    small = lax.log1p(lax.add(s, lax.div(lax.mul(s, s),
                                         lax.add(one, lax.sqrt(lax.add(one, lax.mul(s, s)))))))
    large = lax.add(lax.log(lax.select(big, a, one)), scalar_like(np.log(2.0), x))
    r = lax.select(big, large, small)
    r = lax.select(lax.lt(x, scalar_like(0, x)), lax.neg(r), r)
    return lax.select(lax.eq(x, scalar_like(0, x)), x, r)   # keeps -0.0 and d/dx = 1


def _arccosh(x):
    one = scalar_like(1, x)
    big = lax.gt(x, _big(x))
    t = lax.select(big, scalar_like(0, x), lax.sub(x, one))
    small = lax.log1p(lax.add(t, lax.sqrt(lax.mul(t, lax.add(t, scalar_like(2, x))))))
    large = lax.add(lax.log(lax.select(big, x, one)), scalar_like(np.log(2.0), x))
    r = lax.select(big, large, small)
    return lax.select(lax.lt(x, one), scalar_like(np.nan, x), r)


def _arctanh(x):
    a = lax.abs(x)
    one = scalar_like(1, x)
    r = lax.mul(scalar_like(0.5, x), lax.log1p(lax.div(lax.add(a, a), lax.sub(one, a))))
    r = lax.select(lax.lt(x, scalar_like(0, x)), lax.neg(r), r)
    return lax.select(lax.eq(x, scalar_like(0, x)), x, r)


arcsinh = _real_unary("arcsinh", _arcsinh)
arccosh = _real_unary("arccosh", _arccosh)
arctanh = _real_unary("arctanh", _arctanh)
acos, asin, atan, atan2 = ufuncs.arccos, ufuncs.arcsin, ufuncs.arctan, ufuncs.arctan2
acosh, asinh, atanh = arccosh, arcsinh, arctanh
pow = ufuncs.power  # noqa: A001 - the array API's name
bitwise_invert = ufuncs.invert
bitwise_left_shift = ufuncs.left_shift
bitwise_right_shift = ufuncs.right_shift


def positive(x, /):
    """+x: the input, as an array of its (canonical) dtype."""
    return promote_dtypes(x)[0]


def fix(x, out=None):
    """Round toward zero (numpy's fix; integers are returned unchanged)."""
    _no_out("fix", out)
    return ufuncs.trunc(x)


def signbit(x, /):
    """Whether the sign bit is set: x < 0 for integers, False for bools; for floats the
    bit itself, so -0.0 and -NaN count as negative."""
    x = promote_dtypes(x)[0]
    d = aval_of(x).dtype
    if d == np.bool_:
        return creation.full_like(x, False, dtype=bool)
    if d.kind in "iu":
        return lax.lt(x, scalar_like(0, x))
    if d.kind == "c":
        raise ValueError(f"signbit is not well defined for {d}")
    return more_math._signbit(x)


def float_power(x, y, /):
    """x ** y in the inexact dtype of x and y (integers become the default float)."""
    x, y = promote_and_broadcast("float_power", *_promote_inexact(x, y))
    return lax.pow(x, y)


def divmod(x1, x2, /):  # noqa: A001 - numpy's name
    """(floor_divide(x1, x2), remainder(x1, x2))."""
    return ufuncs.floor_divide(x1, x2), ufuncs.remainder(x1, x2)


def modf(x, /, out=None):
    """(fractional part, integral part), both with x's sign; as in JAX the fractional part
    of +-inf is NaN (numpy gives 0)."""
    _no_out("modf", out)
    x = _promote_inexact(x)[0]
    whole = lax.select(lax.ge(x, scalar_like(0, x)), ufuncs.floor(x), ufuncs.ceil(x))
    return lax.sub(x, whole), whole


def _exact_dtype(d):
    """The float dtype exact powers of two are built in: float64 for float64, else float32."""
    return dtypes.float64 if d == dtypes.float64 else dtypes.float32


def _pow2(k, d):
    """2.0 ** k exactly, for int32 ``k`` with |k| <= finfo(d).maxexp - 2 (so the result is
    a normal number, which compiled code does not flush to zero): binary powering by the
    bits of |k| (lax.pow may go through exp(y log x), which is not exact)."""
    nbits = {dtypes.float32: 7, dtypes.float64: 10}[d]
    neg = lax.lt(k, scalar_like(0, k))
    m = lax.abs(k)
    acc = creation.full(shape(k), 1, d)
    for b in range(nbits):
        bit = lax.ne(lax.bitwise_and(m, scalar_like(1 << b, m)), scalar_like(0, m))
        acc = lax.select(bit, lax.mul(acc, scalar_like(2.0 ** (2 ** b), acc)), acc)
    return lax.select(neg, lax.div(scalar_like(1, acc), acc), acc)


def ldexp(x1, x2, /):
    """x1 * 2 ** x2 for integer x2, exact: x2 is split into three exactly representable
    powers of two, so neither a huge x2 with a tiny x1 nor the reverse overflows early."""
    d1, d2 = aval_of(x1).dtype, aval_of(x2).dtype
    if d1.kind == "c" or d2.kind in "fc" or d2 == dtypes.bfloat16:
        raise ValueError(f"ldexp not supported for input types {(d1, d2)}")
    x1 = _to_inexact(x1)
    x2 = asarray(x2)
    x1, x2 = _broadcast_pair(x1, x2)
    d = aval_of(x1).dtype
    cd = _exact_dtype(d)
    lim = int(ml_dtypes.finfo(cd).maxexp) - 2      # 2 ** -lim stays normal (no flush to 0)
    k = x2
    if aval_of(k).dtype == np.bool_:
        k = lax.convert_element_type(k, dtypes.int32)
    if aval_of(k).dtype.kind == "i":
        k = lax.max(k, scalar_like(-3 * lim, k))
    k = lax.convert_element_type(lax.min(k, scalar_like(3 * lim, k)), dtypes.int32)
    y = lax.convert_element_type(x1, cd)
    for _ in range(3):
        part = lax.clamp(scalar_like(-lim, k), k, scalar_like(lim, k))
        y = lax.mul(y, _pow2(part, cd))
        k = lax.sub(k, part)
    return lax.convert_element_type(y, d)


def _broadcast_pair(a, b):
    s = broadcast_shapes(shape(a), shape(b))
    return broadcast_to(a, s), broadcast_to(b, s)


def frexp(x, /):
    """(mantissa, exponent) with x == mantissa * 2 ** exponent and 0.5 <= |mantissa| < 1
    (exponent int32); 0, inf and NaN give (x, 0). Arithmetic, as hostcall.lax has no
    bitcast: floor(log2|x|) guessed, then corrected by exact scalings by two. Compiled code
    flushes subnormal inputs to zero (as XLA on CPU does); eager results are numpy's."""
    x = _to_inexact(x)
    d = aval_of(x).dtype
    if d.kind == "c":
        raise TypeError("frexp does not support complex-valued inputs")
    cd = _exact_dtype(d)
    info = ml_dtypes.finfo(cd)
    y = lax.convert_element_type(x, cd)
    special = lax.bitwise_or(lax.bitwise_not(lax.is_finite(y)),
                             lax.eq(y, scalar_like(0, y)))
    a = lax.select(special, scalar_like(1, y), lax.abs(y))
    sub = lax.lt(a, scalar_like(float(info.smallest_normal), a))
    nm = int(info.nmant) + 1
    a = lax.select(sub, lax.mul(a, scalar_like(2.0 ** nm, a)), a)
    adj = lax.select(sub, creation.full(shape(a), -nm, dtypes.int32),
                     creation.full(shape(a), 0, dtypes.int32))
    guess = lax.floor(lax.div(lax.log(a), scalar_like(np.log(2.0), a)))
    e = lax.convert_element_type(
        lax.clamp(scalar_like(float(info.minexp), guess), guess,
                  scalar_like(float(info.maxexp - 1), guess)), dtypes.int32)
    half = lax.div(e, scalar_like(2, e))
    # a * 2 ** -e in two normal factors; in [1, 2) unless the guess was off by one
    m = lax.mul(lax.mul(a, _pow2(lax.neg(half), cd)), _pow2(lax.sub(half, e), cd))
    one = scalar_like(1, e)
    high = lax.ge(m, scalar_like(2, m))
    m, e = lax.select(high, lax.mul(m, scalar_like(0.5, m)), m), lax.select(high, e + one, e)
    low = lax.lt(m, scalar_like(1, m))
    m, e = lax.select(low, lax.mul(m, scalar_like(2, m)), m), lax.select(low, e - one, e)
    m = lax.mul(m, scalar_like(0.5, m))
    e = lax.add(lax.add(e, one), adj)
    m = lax.select(lax.lt(y, scalar_like(0, y)), lax.neg(m), m)
    mant = lax.select(special, x, lax.convert_element_type(m, d))
    return mant, lax.select(special, creation.full(shape(e), 0, dtypes.int32), e)


# ---------------------------------------------------------------- spacing
def _lin(name, start, stop, num, endpoint, dtype):
    """numpy's linspace of (broadcast) start and stop in ``dtype``: shape (num, *bshape),
    start + i * step with the last entry exactly ``stop`` when ``endpoint``."""
    num = _index(num, name, "num")
    if num < 0:
        raise ValueError(f"{name}: Number of samples, {num}, must be non-negative.")
    start = lax.convert_element_type(asarray(start), dtype)
    stop = lax.convert_element_type(asarray(stop), dtype)
    bshape = broadcast_shapes(shape(start), shape(stop))
    full = (num,) + bshape
    start, stop = (lax.broadcast_in_dim(broadcast_to(v, bshape), full,
                                        tuple(range(1, len(full)))) for v in (start, stop))
    div = (num - 1) if endpoint else num
    i = lax.broadcasted_iota(dtype, full, 0)
    step = lax.div(lax.sub(stop, start), scalar_like(builtins.max(div, 1), stop))
    out = lax.add(start, lax.mul(i, step))
    if endpoint and num > 1:
        out = lax.select(lax.eq(i, scalar_like(num - 1, i)), stop, out)
    return out


def _space_dtypes(start, stop, dtype):
    if dtype is None:
        rt = np.dtype(_result_dtype(start, stop))
        out = rt if (rt.kind in "fc" or rt == dtypes.bfloat16) else dtypes.default_float()
    else:
        out = dtypes.canonicalize(_dtype(dtype))
    comp = out if (out.kind in "fc" or out == dtypes.bfloat16) else dtypes.default_float()
    return out, comp


def _result_dtype(*args):
    return result_type(*args)


def _to_output(x, d):
    """``x`` in dtype ``d``; for integers, values within rounding error of an integer are
    rounded to it (10 ** 2 may come out as 99.99999), the rest truncated as numpy does."""
    if d.kind in "iub":
        r = lax.round_even(x) if aval_of(x).dtype.kind != "c" else x
        close = lax.le(lax.abs(lax.sub(x, r)),
                       lax.mul(lax.abs(x), scalar_like(1e-5, lax.abs(x))))
        x = lax.select(close, r, ufuncs.trunc(x))
    return lax.convert_element_type(x, d)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """base ** linspace(start, stop, num): ``num`` samples evenly spaced on a log scale."""
    out, comp = _space_dtypes(start, stop, dtype)
    lin = _lin("logspace", start, stop, num, endpoint, comp)
    r = ufuncs.power(lax.convert_element_type(asarray(base), comp), lin)
    r = _to_output(lax.convert_element_type(r, comp), out)
    return shape_ops.moveaxis(r, 0, axis) if aval_of(r).ndim > 1 else r


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """``num`` samples from start to stop in geometric progression (both of one sign);
    the end points are exact, as in numpy."""
    for v in (start, stop):
        if not isinstance(v, Tracer) and np.any(np.asarray(v) == 0):
            raise ValueError("geomspace: Geometric sequence cannot include zero")
    out, comp = _space_dtypes(start, stop, dtype)
    s = lax.convert_element_type(asarray(start), comp)
    t = lax.convert_element_type(asarray(stop), comp)
    sign = lax.sign(s)
    log_s = ufuncs.log10(lax.div(s, sign))
    log_t = ufuncs.log10(lax.div(t, sign))
    lin = _lin("geomspace", log_s, log_t, num, endpoint, comp)
    r = lax.pow(scalar_like(10.0, lin), lin)
    full = shape(r)
    i = lax.broadcasted_iota(dtypes.int32, full, 0)
    first = lax.broadcast_in_dim(broadcast_to(s, full[1:]), full, tuple(range(1, len(full))))
    r = lax.select(lax.eq(i, scalar_like(0, i)), lax.abs(first), r)
    if endpoint and full[0] > 1:
        last = lax.broadcast_in_dim(broadcast_to(t, full[1:]), full, tuple(range(1, len(full))))
        r = lax.select(lax.eq(i, scalar_like(full[0] - 1, i)), lax.abs(last), r)
    r = lax.mul(r, lax.broadcast_in_dim(broadcast_to(sign, full[1:]), full,
                                        tuple(range(1, len(full)))))
    r = _to_output(r, out)
    return shape_ops.moveaxis(r, 0, axis) if aval_of(r).ndim > 1 else r


# ---------------------------------------------------------------- shapes, stacking, splitting
def concat(arrays, /, *, axis=0):
    """The array API's concatenate."""
    return shape_ops.concatenate(arrays, axis=axis)


def permute_dims(a, /, axes):
    """The array API's transpose (``axes`` is required)."""
    a = asarray(a)
    nd = aval_of(a).ndim
    axes = tuple(axes)
    if sorted(canonical_axis(operator.index(x), nd) for x in axes) != list(range(nd)):
        raise ValueError(f"permute_dims: axes {axes} is not a permutation of the {nd} axes "
                         f"of an array of shape {shape(a)}")
    return shape_ops.transpose(a, axes)


def matrix_transpose(x, /):
    """Swap the last two axes."""
    x = asarray(x)
    nd = aval_of(x).ndim
    if nd < 2:
        raise ValueError(f"x must be at least two-dimensional for matrix_transpose; got "
                         f"ndim={nd}")
    return shape_ops.swapaxes(x, -1, -2)


def vecdot(x1, x2, /, *, axis=-1, precision=None, preferred_element_type=None):
    """sum(conj(x1) * x2) along ``axis``, the other axes broadcast (vdot's dtype rules)."""
    x1, x2 = (asarray(v) for v in promote_dtypes(x1, x2))
    s1, s2 = shape(x1), shape(x2)
    if not s1 or not s2:
        raise ValueError(f"vecdot: arguments must be at least one-dimensional; got shapes "
                         f"{s1} and {s2}")
    i1, i2 = canonical_axis(axis, len(s1)), canonical_axis(axis, len(s2))
    if s1[i1] != s2[i2]:
        raise ValueError(f"axes must match; got shapes {s1} and {s2} with axis={axis}")
    x1 = ufuncs.conjugate(shape_ops.moveaxis(x1, i1, -1))
    x2 = shape_ops.moveaxis(x2, i2, -1)
    x1, x2 = _broadcast_pair(x1, x2)
    d = aval_of(x1).dtype
    last = (aval_of(x1).ndim - 1,)
    if d == np.bool_:
        r = lax.reduce_or(lax.bitwise_and(x1, x2), last)
    elif d in _HALF:
        f = [lax.convert_element_type(v, dtypes.float32) for v in (x1, x2)]
        r = lax.convert_element_type(lax.reduce_sum(lax.mul(*f), last), d)
    else:
        r = lax.reduce_sum(lax.mul(x1, x2), last)
    if preferred_element_type is not None:
        r = lax.convert_element_type(r, dtypes.canonicalize(_dtype(preferred_element_type)))
    return r


def unstack(x, /, axis=0):
    """The slices of ``x`` along ``axis``, as a tuple."""
    x = asarray(x)
    nd = aval_of(x).ndim
    if nd == 0:
        raise ValueError("Unstack requires arrays with rank > 0, however a scalar array was "
                         "passed.")
    ax = canonical_axis(axis, nd)
    return tuple(lax.index_in_dim(x, i, ax, keepdims=False) for i in range(shape(x)[ax]))


def rot90(m, k=1, axes=(0, 1)):
    """Rotate by 90 degrees k times in the plane of ``axes`` (from the first toward the
    second axis); negative k turns the other way."""
    m = asarray(m)
    nd = aval_of(m).ndim
    if nd < 2:
        raise ValueError(f"rot90 requires its first argument to have ndim at least two, but "
                         f"got first argument of shape {shape(m)}, which has ndim {nd}")
    if len(tuple(axes)) != 2:
        raise ValueError("rot90: len(axes) must be 2.")
    ax1, ax2 = (canonical_axis(operator.index(a), nd, "rot90 axis") for a in axes)
    if ax1 == ax2:
        raise ValueError("rot90: Axes must be different.")
    k = _index(k, "rot90", "k") % 4
    if k == 0:
        return m
    if k == 2:
        return shape_ops.flip(shape_ops.flip(m, ax1), ax2)
    perm = list(range(nd))
    perm[ax1], perm[ax2] = ax2, ax1
    if k == 1:
        return shape_ops.transpose(shape_ops.flip(m, ax2), perm)
    return shape_ops.flip(shape_ops.transpose(m, perm), ax2)


def atleast_3d(*arys):
    """Views with at least three axes: (N,) -> (1, N, 1), (M, N) -> (M, N, 1); a list for
    several arguments."""
    out = []
    for x in arys:
        x = promote_dtypes(x)[0]
        s = shape(x)
        if len(s) == 0:
            x = lax.reshape(x, (1, 1, 1))
        elif len(s) == 1:
            x = lax.reshape(x, (1, s[0], 1))
        elif len(s) == 2:
            x = lax.reshape(x, s + (1,))
        out.append(x)
    return out[0] if len(out) == 1 else out


def dstack(tup, dtype=None):
    """Stack along the third axis (1-D and 2-D inputs are made 3-D first)."""
    arrays = [atleast_3d(x) for x in tup]
    if not arrays:
        raise ValueError("dstack: need at least one array to concatenate")
    return shape_ops.concatenate(arrays, axis=2, dtype=dtype)


def column_stack(tup):
    """1-D arrays as columns of a 2-D array; 2-D arrays are stacked as they are."""
    arrays = []
    for x in tup:
        x = promote_dtypes(x)[0]
        if aval_of(x).ndim < 2:
            x = lax.reshape(x, (aval_of(x).size, 1))
        arrays.append(x)
    if not arrays:
        raise ValueError("column_stack: need at least one array to concatenate")
    return shape_ops.concatenate(arrays, axis=1)


def row_stack(tup):
    """vstack's older name."""
    return shape_ops.vstack(tup)


def array_split(ary, indices_or_sections, axis=0):
    """split that allows uneven sections: n items in s sections give n % s sections of
    n // s + 1 items first, then n // s items (numpy's rule)."""
    ary = asarray(ary)
    s = shape(ary)
    ax = canonical_axis(axis, len(s))
    if isinstance(indices_or_sections, int) or (
            hasattr(indices_or_sections, "__index__") and np.ndim(indices_or_sections) == 0
            and not isinstance(indices_or_sections, Tracer)):
        sections = operator.index(indices_or_sections)
        if sections <= 0:
            raise ValueError("array_split: number sections must be larger than 0.")
        each, extra = builtins.divmod(s[ax], sections)
        sizes = [each + 1] * extra + [each] * (sections - extra)
        bounds = np.cumsum(sizes)[:-1].tolist()
    else:
        if isinstance(indices_or_sections, Tracer):
            raise TypeError("array_split: indices_or_sections must be concrete")
        bounds = [int(i) for i in np.asarray(indices_or_sections).ravel()]
    return shape_ops.split(ary, bounds, axis=ax)


def _split_axis(name, ary, indices_or_sections, min_nd, axis):
    ary = asarray(ary)
    nd = aval_of(ary).ndim
    if nd < min_nd:
        raise ValueError(f"{name} only works on arrays of {min_nd} or more dimensions")
    return shape_ops.split(ary, indices_or_sections, axis=axis(nd))


def hsplit(ary, indices_or_sections):
    """split along axis 1 (axis 0 for 1-D arrays)."""
    return _split_axis("hsplit", ary, indices_or_sections, 1, lambda nd: 1 if nd > 1 else 0)


def vsplit(ary, indices_or_sections):
    """split along axis 0 of an array of at least two dimensions."""
    return _split_axis("vsplit", ary, indices_or_sections, 2, lambda nd: 0)


def dsplit(ary, indices_or_sections):
    """split along axis 2 of an array of at least three dimensions."""
    return _split_axis("dsplit", ary, indices_or_sections, 3, lambda nd: 2)


# ---------------------------------------------------------------- comparisons
def array_equal(a1, a2, equal_nan=False):
    """Same shape and equal elements (NaNs equal with ``equal_nan``), as a 0-d bool array."""
    a1, a2 = asarray(a1), asarray(a2)
    if shape(a1) != shape(a2):
        return asarray(False)
    eq = ufuncs.equal(a1, a2)
    if equal_nan:
        eq = lax.bitwise_or(eq, lax.bitwise_and(isnan(a1), isnan(a2)))
    return reductions.all(eq)


def array_equiv(a1, a2):
    """Equal after broadcasting to one shape (False if they do not broadcast), 0-d bool."""
    a1, a2 = asarray(a1), asarray(a2)
    try:
        broadcast_shapes(shape(a1), shape(a2))
    except ValueError:
        return asarray(False)
    return reductions.all(ufuncs.equal(a1, a2))


def isin(element, test_elements, assume_unique=False, invert=False, *, method="auto"):
    """Whether each element of ``element`` occurs in ``test_elements`` (compared with all
    of them); shaped as ``element``."""
    element = asarray(element)
    test = shape_ops.ravel(asarray(test_elements))
    e = lax.reshape(element, shape(element) + (1,))
    eq = ufuncs.equal(e, test)
    r = reductions.any(eq, axis=-1)
    return lax.bitwise_not(r) if invert else r


# ---------------------------------------------------------------- NaN-aware reductions
def _nan_arg(name, arg):
    def f(a, axis=None, out=None, keepdims=False):
        _no_out(name, out)
        a = promote_dtypes(a)[0]
        if not more_math._is_inexact(a):
            return arg(a, axis=axis, keepdims=keepdims)
        nans = isnan(a)
        fill = -np.inf if name == "nanargmax" else np.inf
        r = arg(lax.select(nans, scalar_like(fill, a), a), axis=axis, keepdims=keepdims)
        all_nan = reductions.all(nans, axis=axis, keepdims=keepdims)
        return lax.select(all_nan, scalar_like(-1, r), r)
    f.__name__ = name
    f.__doc__ = (f"{arg.__name__} ignoring NaNs; -1 where a slice is all NaN (JAX's rule; "
                 f"numpy raises).")
    return f


nanargmax = _nan_arg("nanargmax", reductions.argmax)
nanargmin = _nan_arg("nanargmin", reductions.argmin)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """prod with NaNs counted as one."""
    a = promote_dtypes(a)[0]
    if more_math._is_inexact(a):
        a = lax.select(isnan(a), scalar_like(1, a), a)
    return reductions.prod(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                           initial=initial, where=where)


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """Variance of the non-NaN entries (NaN where fewer than ddof + 1 remain); integers
    give the default float, complex its real dtype; half floats are computed in float32."""
    _no_out("nanvar", out)
    _no_where("nanvar", where)
    x = _to_inexact(promote_dtypes(a)[0])
    d = aval_of(x).dtype
    out_dtype = _real_dtype(d) if dtype is None else dtypes.canonicalize(_dtype(dtype))
    if d in _HALF:
        x = lax.convert_element_type(x, dtypes.float32)
    axes = canonical_axes(axis, aval_of(x).ndim)
    nans = isnan(x)
    mean = more_math.nanmean(x, axis=axes, keepdims=True)
    centered = lax.select(nans, scalar_like(0, x), lax.sub(x, broadcast_to(mean, shape(x))))
    sq = ufuncs.real(lax.mul(centered, ufuncs.conjugate(centered)))
    total = reductions.sum(sq, axis=axes, keepdims=keepdims)
    count = reductions.sum(lax.bitwise_not(nans), axis=axes, keepdims=keepdims,
                           dtype=dtypes.default_int())
    n = lax.sub(count, scalar_like(ddof, count))
    empty = lax.le(n, scalar_like(0, n))
    n = lax.convert_element_type(lax.select(empty, scalar_like(1, n), n), aval_of(total).dtype)
    r = lax.select(empty, scalar_like(np.nan, total), lax.div(total, n))
    return lax.convert_element_type(r, out_dtype)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
    """Standard deviation of the non-NaN entries (sqrt of nanvar)."""
    return ufuncs.sqrt(nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof,
                              keepdims=keepdims, where=where))


# ---------------------------------------------------------------- statistics
def trapezoid(y, x=None, dx=1.0, axis=-1):
    """Integral of y by the trapezoidal rule along ``axis``, with sample points x (1-D, or
    shaped as y) or the spacing dx."""
    if x is None:
        y = _promote_inexact(y)[0]
        dxa = dx
    else:
        y, x = _promote_inexact(y, x)
        if aval_of(x).ndim == 1:
            dxa = extra_ops.diff(x)
        else:
            dxa = shape_ops.moveaxis(extra_ops.diff(x, axis=axis), axis, -1)
    y = shape_ops.moveaxis(y, axis, -1)
    n = shape(y)[-1]
    nd = len(shape(y))
    lo = lax.slice_in_dim(y, 0, builtins.max(n - 1, 0), axis=nd - 1)
    hi = lax.slice_in_dim(y, builtins.min(1, n), n, axis=nd - 1)
    s = ufuncs.multiply(dxa, ufuncs.add(hi, lo))
    return ufuncs.multiply(0.5, reductions.sum(s, axis=-1))


def _quantile(name, a, q, axis, method, keepdims):
    if method not in ("linear", "lower", "higher", "midpoint"):
        raise NotImplementedError(f"{name}: method={method!r} is not supported; hostcall "
                                  f"implements 'linear', 'lower', 'higher' and 'midpoint'")
    a = _promote_inexact(a)[0]
    av = aval_of(a)
    if av.dtype.kind == "c":
        raise ValueError(f"{name} does not support complex input, as the operation is poorly "
                         f"defined.")
    q = lax.convert_element_type(asarray(q), av.dtype)
    qs = shape(q)
    if len(qs) > 1:
        raise ValueError(f"{name}: q must be have rank <= 1, got shape {qs}")
    nq = qs[0] if qs else 1
    axes = canonical_axes(axis, av.ndim)
    kept = [d for d in range(av.ndim) if d not in axes]
    batch = [av.shape[d] for d in kept]
    n = math.prod(av.shape[d] for d in axes)
    if n == 0:
        r = creation.full(batch + [nq], np.nan, av.dtype)
    else:
        x = lax.reshape(shape_ops.transpose(a, kept + list(axes)), batch + [n])
        s = lax.sort(x, dimension=len(batch))
        pos = lax.mul(q, scalar_like(n - 1, q))
        lo, hi = lax.floor(pos), lax.ceil(pos)
        hw = lax.sub(pos, lo)
        lw = lax.sub(scalar_like(1, hw), hw)

        def gather(i):
            i = lax.clamp(scalar_like(0, i), i, scalar_like(n - 1, i))
            i = lax.reshape(lax.convert_element_type(i, dtypes.int32), [1] * len(batch) + [nq])
            return extra_ops.take_along_axis(s, broadcast_to(i, batch + [nq]), axis=-1,
                                             mode="clip")

        def per_q(w):
            return broadcast_to(lax.reshape(w, [1] * len(batch) + [nq]), batch + [nq])

        lv, hv = gather(lo), gather(hi)
        if method == "linear":
            r = lax.add(lax.mul(lv, per_q(lw)), lax.mul(hv, per_q(hw)))
        elif method == "lower":
            r = lv
        elif method == "higher":
            r = hv
        else:
            r = lax.mul(lax.add(lv, hv), scalar_like(0.5, lv))
        has_nan = reductions.any(isnan(x), axis=-1, keepdims=True)
        r = lax.select(broadcast_to(has_nan, shape(r)), scalar_like(np.nan, r), r)
    if keepdims:
        r = lax.reshape(r, [1 if d in axes else av.shape[d] for d in range(av.ndim)] + [nq])
    r = shape_ops.moveaxis(r, -1, 0)
    return lax.reshape(r, shape(r)[1:]) if not qs else r


def _check_q(name, q, top):
    if isinstance(q, Tracer):
        return
    qn = np.asarray(q)
    if qn.dtype.kind in "fiub" and not np.all((qn >= 0) & (qn <= top) | np.isnan(qn)):
        what = "Quantiles" if top == 1 else "Percentiles"
        raise ValueError(f"{name}: {what} must be in the range [0, {top}], got {q!r}")


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
             keepdims=False):
    """The q-th quantiles (q in [0, 1], a scalar or 1-D) along ``axis``, interpolated
    linearly (numpy's default); NaN where a slice holds a NaN. Result axes: q's first."""
    _no_out("quantile", out)
    _check_q("quantile", q, 1)
    return _quantile("quantile", a, q, axis, method, keepdims)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
               keepdims=False):
    """quantile with q in percent (0 to 100)."""
    _no_out("percentile", out)
    _check_q("percentile", q, 100)
    q = ufuncs.true_divide(_promote_inexact(q)[0], 100.0)
    return _quantile("percentile", a, q, axis, method, keepdims)


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None):
    """Covariance matrix of the variables in the rows of m (columns when not rowvar), with
    y's variables appended; normalized by N - 1 (N with bias, N - ddof with ddof)."""
    if y is not None:
        m, y = _promote_inexact(m, y)
        if aval_of(y).ndim > 2:
            raise ValueError("cov: y has more than 2 dimensions")
    else:
        m = _promote_inexact(m)[0]
    if aval_of(m).ndim > 2:
        raise ValueError("cov: m has more than 2 dimensions")
    X = shape_ops.atleast_2d(m)
    if not rowvar and shape(X)[0] != 1:
        X = shape_ops.transpose(X)
    if shape(X)[0] == 0:
        return creation.zeros((0, 0), aval_of(X).dtype)
    if y is not None:
        Y = shape_ops.atleast_2d(y)
        if not rowvar and shape(Y)[0] != 1:
            Y = shape_ops.transpose(Y)
        X = shape_ops.concatenate([X, Y], axis=0)
    if ddof is None:
        ddof = 1 if not bias else 0
    ddof = _index(ddof, "cov", "ddof")
    n = shape(X)[1]
    w = None
    for arg, name in ((fweights, "fweights"), (aweights, "aweights")):
        if arg is None:
            continue
        v = asarray(arg)
        if aval_of(v).ndim > 1:
            raise RuntimeError(f"cov: cannot handle multidimensional {name}")
        if shape(v)[0] != n:
            raise RuntimeError(f"cov: incompatible numbers of samples and {name}")
        w = v if w is None else ufuncs.multiply(w, v)
    avg, w_sum = more_math.average(X, axis=1, weights=w, returned=True)
    w_sum = w_sum[0]
    if w is None:
        f = n - ddof
    elif ddof == 0:
        f = w_sum
    elif aweights is None:
        f = ufuncs.subtract(w_sum, ddof)
    else:
        f = ufuncs.subtract(w_sum, ufuncs.true_divide(
            ufuncs.multiply(ddof, reductions.sum(ufuncs.multiply(w, asarray(aweights)))),
            w_sum))
    X = ufuncs.subtract(X, lax.reshape(avg, (shape(avg)[0], 1)))
    X_T = shape_ops.transpose(X if w is None else ufuncs.multiply(X, w))
    c = ufuncs.true_divide(linalg_ops.dot(X, ufuncs.conjugate(X_T)), f)
    return shape_ops.squeeze(c)


def corrcoef(x, y=None, rowvar=True):
    """Pearson correlation coefficients: cov normalized by the standard deviations,
    clipped to [-1, 1]."""
    c = cov(x, y, rowvar)
    if len(shape(c)) == 0:
        return ufuncs.true_divide(c, c)
    d = more_math.diag(c)
    std = lax.convert_element_type(ufuncs.sqrt(ufuncs.real(d)), aval_of(c).dtype)
    n = shape(std)[0]
    c = ufuncs.true_divide(ufuncs.true_divide(c, lax.reshape(std, (n, 1))),
                           lax.reshape(std, (1, n)))
    re = ufuncs.clip(ufuncs.real(c), -1, 1)
    if aval_of(c).dtype.kind == "c":
        return lax.complex(re, ufuncs.clip(ufuncs.imag(c), -1, 1))
    return re


# ---------------------------------------------------------------- construction
def vander(x, N=None, increasing=False):
    """Columns x**(N-1), ..., x**0 (reversed with ``increasing``), by repeated products as
    numpy, so integer inputs stay integers."""
    x = promote_dtypes(x)[0]
    if aval_of(x).ndim != 1:
        raise ValueError("vander: x must be a one-dimensional array")
    N = shape(x)[0] if N is None else _index(N, "vander", "N")
    if N < 0:
        raise ValueError("vander: N must be nonnegative")
    cols, p = [], creation.ones_like(x)
    for _ in range(N):
        cols.append(p)
        p = ufuncs.multiply(p, x)
    if not cols:
        return creation.zeros((shape(x)[0], 0), aval_of(x).dtype)
    if not increasing:
        cols = cols[::-1]
    return shape_ops.stack(cols, axis=1)


def _static_index_arrays(arrays):
    return tuple(asarray(np.asarray(a), dtype=dtypes.default_int()) for a in arrays)


def tril_indices(n, k=0, m=None):
    """Row and column indices of the lower triangle (at and below diagonal k) of (n, m)."""
    n, k = _index(n, "tril_indices", "n"), _index(k, "tril_indices", "k")
    m = n if m is None else _index(m, "tril_indices", "m")
    return _static_index_arrays(np.tril_indices(n, k, m))


def triu_indices(n, k=0, m=None):
    """Row and column indices of the upper triangle (at and above diagonal k) of (n, m)."""
    n, k = _index(n, "triu_indices", "n"), _index(k, "triu_indices", "k")
    m = n if m is None else _index(m, "triu_indices", "m")
    return _static_index_arrays(np.triu_indices(n, k, m))


def diag_indices(n, ndim=2):
    """``ndim`` copies of arange(n): the indices of the main diagonal of an n**ndim array."""
    n, ndim = _index(n, "diag_indices", "n"), _index(ndim, "diag_indices", "ndim")
    if n < 0:
        raise ValueError(f"n argument to diag_indices must be nonnegative, got {n}")
    if ndim < 0:
        raise ValueError(f"ndim argument to diag_indices must be nonnegative, got {ndim}")
    return (creation.arange(n, dtype=dtypes.default_int()),) * ndim


def indices(dimensions, dtype=None, sparse=False):
    """The index grid of an array of shape ``dimensions``: one array of shape
    (len(dimensions), *dimensions), or with ``sparse`` a tuple of broadcastable arrays."""
    dims = tuple(_index(d, "indices", "dimensions") for d in dimensions)
    dtype = dtypes.default_int() if dtype is None else dtypes.canonicalize(_dtype(dtype))
    out = []
    for i, n in enumerate(dims):
        s = tuple(n if j == i else 1 for j in range(len(dims))) if sparse else dims
        out.append(lax.broadcasted_iota(dtype, s, i))
    if sparse:
        return tuple(out)
    if not out:
        return creation.zeros((0,), dtype)
    return shape_ops.stack(out)


def select(condlist, choicelist, default=0):
    """choicelist[i] where condlist[i] is the first true condition, else ``default``."""
    if len(condlist) != len(choicelist):
        raise ValueError(f"select: condlist must have length equal to choicelist "
                         f"({len(condlist)} vs {len(choicelist)})")
    if len(condlist) == 0:
        raise ValueError("select: condlist must be non-empty")
    choices = promote_dtypes(default, *choicelist)
    conds = [_as_bool(c) for c in condlist]
    out = broadcast_shapes(*[shape(v) for v in choices + conds])
    r = broadcast_to(choices[0], out)
    for c, v in zip(conds[::-1], choices[:0:-1]):
        r = lax.select(broadcast_to(c, out), broadcast_to(v, out), r)
    return r
