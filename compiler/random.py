"""hostcall.random: JAX's counter-based PRNG, on typed keys (``key``: arrays of the dtype
``key<fry>``, see prng.py) and raw ``uint32[2]`` keys (``PRNGKey``) alike: a typed key
draws what its data does as a raw key, and ``split`` / ``fold_in`` give the kind they got.

Everything is built from hostcall.lax ops on uint32 words (add, xor, shifts), so a
sample is the same eagerly and under jit, bit for bit (``normal`` aside, see below).
Keys and bits follow JAX 0.10.2's default derivation (``jax_threefry_partitionable=True``);
``config.update("jax_threefry_partitionable", False)`` selects JAX's classic one.  The flag
is read when a sampler is called or traced (jit keys its programs on it).

* ``PRNGKey(seed)`` = ``[seed >> 32, seed & 0xFFFFFFFF]`` (a Python int seed is read
  as 64 bits; an int32 array seed gives ``[0, seed]``), so ``PRNGKey(0)`` is ``[0, 0]``;
* ``threefry_2x32(key, counts)`` splits the flat counts in two halves, runs the
  20-round Threefry-2x32 block cipher on the pairs and concatenates the halves back;
  ``fold_in(key, d)`` = ``threefry_2x32(key, [0, uint32(d)])`` in both derivations;
* default: position ``i`` of an array (its flat index, as a 64-bit count split in a high
  and a low word) is enciphered on its own into two words ``(a_i, b_i)``.
  ``split(key, n)[i]`` = ``[a_i, b_i]``; 32-bit bits are ``a_i ^ b_i`` (8 and 16 bits:
  their low bits), 64-bit bits ``a_i << 32 | b_i``;
* classic: ``split(key, n)`` = ``threefry_2x32(key, iota(2n)).reshape(n, 2)``; ``bits``
  enciphers ``iota(ceil(width * size / 32))`` and cuts the words to the width;
* ``uniform`` puts the top mantissa bits under the exponent of 1.0 and subtracts 1;
  ``normal`` is ``sqrt(2) * erf_inv(uniform(nextafter(-1, 0), 1))``; ``randint`` reduces
  two words modulo the span; ``bernoulli`` is ``uniform < p``.

``gamma`` (and what is built on it: ``loggamma``, ``beta``, ``dirichlet``, ``chisquare``,
``t``, ``f``, ``generalized_normal``, ``ball``) and ``poisson`` run hostcall's own
rejection loops over all elements at once: same distributions, other values than JAX's.

Default dtypes follow JAX's: float samplers draw ``float`` canonicalized (float64 in x64
mode, float32 otherwise), ``randint``/``poisson``/``rademacher`` the default int, ``bits``
the default uint; keys and the cipher's words are uint32 in either mode.

``random.uniform(PRNGKey(0))`` is ``0.947667`` and ``random.normal(PRNGKey(0), (4,))``
starts ``1.6226422, 2.0252647`` as in JAX (classic: ``0.41845703``; ``-0.3721109,
0.26423115``).  Keys, bits, ``randint``, ``bernoulli`` and ``uniform`` on [0, 1) are
bit-identical eagerly and compiled; with another range the compiler may fuse
``u * (maxval - minval) + minval`` into one fma (1 ulp apart).

erf_inv: ``lax.erf_inv`` emits ``chlo.erf_inv``, which IREE expands its own way; for
samples that follow JAX's, ``normal`` builds it from StableHLO ops exactly as XLA expands it
(Giles' polynomials in ``w = -log1p(-x*x)``: two pieces for float32, three for
float64; float16/bfloat16 computed in float32), so compiled ``normal`` samples follow
JAX's, vmap and autodiff see ordinary ops, and eager and compiled results agree to
an ulp or so (compiled ``log1p`` / fused multiply-adds may round differently).
"""
from __future__ import annotations

import functools
import math
import operator
from typing import Sequence

import ml_dtypes
import numpy as np


from . import core, dtypes, lax
from . import numpy as jnp
from .batching import vmap
from .config import config
from .custom_derivatives import custom_jvp
from .prng import PRNGKeyArray

__all__ = ["PRNGKey", "key", "key_data", "split", "fold_in", "bits", "uniform", "normal",
           "randint", "bernoulli", "exponential", "gumbel", "categorical", "permutation",
           "choice", "threefry_2x32", "truncated_normal", "gamma", "loggamma", "beta",
           "dirichlet", "multivariate_normal", "laplace", "logistic", "cauchy", "rademacher",
           "chisquare", "t", "poisson", "ball", "binomial", "clone", "double_sided_maxwell",
           "f", "generalized_normal", "geometric", "key_impl", "lognormal", "maxwell",
           "multinomial", "orthogonal", "pareto", "rayleigh", "triangular", "wald",
           "weibull_min", "wrap_key_data", "key_dtype"]


# erf_inv as XLA computes it (Giles' polynomials in w = -log1p(-x*x)), built from
# StableHLO ops so that every pass (vmap, autodiff) and the eager path handle it.
# Each piece: (w below which it applies or None, argument t(w), Horner coefficients).
_ERF_INV_F32 = (
    (5.0, lambda w: lax.sub(w, _like(w, 2.5)),
     (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
      -0.00125372503, -0.00417768164, 0.246640727, 1.50140941)),
    (None, lambda w: lax.sub(lax.sqrt(w), _like(w, 3.0)),
     (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
      -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)),
)
_ERF_INV_F64 = (
    (6.25, lambda w: lax.sub(w, _like(w, 3.125)),
     (-3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
      1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
      6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14,
      2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
      1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08,
      4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
      0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533,
      0.24015818242558961693, 1.6536545626831027356)),
    (16.0, lambda w: lax.sub(lax.sqrt(w), _like(w, 3.25)),
     (2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
      1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
      2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
      6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
      0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
      -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334,
      3.0838856104922207635)),
    (None, lambda w: lax.sub(lax.sqrt(w), _like(w, 5.0)),
     (-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
      -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
      2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
      -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
      7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
      1.0103004648645343977, 4.8499064014085844221)),
)


def _like(x, value):
    return np.full(x.shape, value, x.dtype)


def _erf_inv(x):
    """Inverse error function of a float array (f16/bf16 computed in float32)."""
    dtype = np.dtype(x.dtype)
    if not dtypes.issubdtype(dtype, np.floating):
        raise TypeError(f"erf_inv needs a floating-point array, got {dtype.name}")
    pieces = _ERF_INV_F64 if dtype == np.float64 else _ERF_INV_F32
    if dtype not in (np.float32, np.float64):
        x = lax.convert_element_type(x, np.float32)
    w = lax.neg(lax.log1p(lax.neg(lax.mul(x, x))))
    result = None
    for bound, argument, coefficients in reversed(pieces):
        t = argument(w)
        p = _like(x, coefficients[0])
        for c in coefficients[1:]:
            p = lax.add(_like(x, c), lax.mul(p, t))
        result = p if bound is None else lax.select(lax.lt(w, _like(w, bound)), p, result)
    result = lax.mul(result, x)
    edge = lax.eq(lax.abs(x), _like(x, 1.0))
    result = lax.select(edge, lax.mul(x, _like(x, np.inf)), result)
    return result if result.dtype == dtype else lax.convert_element_type(result, dtype)


# ------------------------------------------------------------------ threefry
_ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))
_U32 = np.dtype(np.uint32)


def _u32(value, shape):
    return np.full(shape, value, dtype=np.uint32)


def _to_u32(x):
    """Reinterpret non-negative int32 as uint32 (IREE mis-compiles a small i32->ui32
    stablehlo.convert inside loops; a bitcast avoids it)."""
    return lax.bitcast_convert_type(x, np.uint32)


def _rotate_left(x, d):
    """Rotate uint32 words left by ``d`` (a Python int or a traced uint32 scalar)."""
    shape = x.shape
    if isinstance(d, int):
        left, right = _u32(d, shape), _u32(32 - d, shape)
    else:  # a traced int32 scalar
        left = _to_u32(lax.broadcast_in_dim(d, shape, ()))
        right = _to_u32(lax.broadcast_in_dim(lax.sub(np.int32(32), d), shape, ()))
    return lax.bitwise_or(lax.shift_left(x, left), lax.shift_right_logical(x, right))


def _rounds(x, rotations):
    for r in rotations:
        x0 = lax.add(x[0], x[1])
        x = [x0, lax.bitwise_xor(x0, _rotate_left(x[1], r))]
    return x


def _at(k, shape):
    """A key word (scalar or full-shape) broadcast to ``shape`` where it is used, so
    that the broadcast fuses into the round's elementwise code."""
    return k if k.shape == tuple(shape) else lax.broadcast_in_dim(k, shape, ())


def threefry2x32_block(k1, k2, x0, x1):
    """The Threefry-2x32 block cipher, 20 rounds, on uint32 arrays of one shape.

    ``k1``/``k2`` are uint32 scalars or arrays of the counts' shape.  Under a trace the
    five 4-round groups are a rolled ``fori_loop`` (as JAX does on CPU): the same
    arithmetic in a fifth of the IR, which IREE compiles much faster.
    """
    shape = x0.shape
    ks = [k1, k2, lax.bitwise_xor(lax.bitwise_xor(k1, k2), _u32(0x1BD11BDA, k1.shape))]
    x = [lax.add(x0, _at(ks[0], shape)), lax.add(x1, _at(ks[1], shape))]
    if core.current_trace() is None:
        for i in range(5):
            x = _rounds(x, _ROTATIONS[i % 2])
            x = [lax.add(x[0], _at(ks[(i + 1) % 3], shape)),
                 lax.add(lax.add(x[1], _at(ks[(i + 2) % 3], shape)), _u32(i + 1, shape))]
        return x[0], x[1]

    def group(i, state):
        x, ks, rots = state
        x = _rounds(x, [rots[0][j] for j in range(4)])
        step = _to_u32(lax.broadcast_in_dim(i + 1, shape, ()))
        x = [lax.add(x[0], _at(ks[0], shape)),
             lax.add(lax.add(x[1], _at(ks[1], shape)), step)]
        return x, ks[1:] + ks[:1], rots[1:] + rots[:1]

    rotations = [jnp.asarray(np.array(r, np.int32)) for r in _ROTATIONS]
    # int32 bounds: with Python-int bounds the counter is the default int, int64 in x64
    # mode, and the words must stay 32-bit whatever the mode
    x, _, _ = lax.fori_loop(np.int32(0), np.int32(5), group,
                            (x, ks[1:] + ks[:1], rotations))
    return x[0], x[1]


def _key_data(key, what: str):
    """The uint32[2] data of one key, typed (``random.key``) or raw (``PRNGKey``)."""
    if isinstance(key, PRNGKeyArray):
        if key.shape != ():
            raise ValueError(f"{what} accepts a single key, but was given a key array of "
                             f"shape {key.shape} != (). Use hostcall.vmap for batching.")
        return key.base
    return key


def _as_given(key, data):
    """New key ``data`` in the form ``key`` came in: typed keys give typed keys."""
    return PRNGKeyArray(data) if isinstance(key, PRNGKeyArray) else data


def _key_words(key, what: str):
    """The two uint32 words of a key (typed or raw), as scalars."""
    key = _key_data(key, what)
    aval = core.abstractify(key)
    if aval.shape != (2,) or aval.dtype != _U32:
        raise TypeError(f"random.{what}: key must be a uint32[2] PRNG key (from "
                        f"random.PRNGKey or random.split), got {aval.str_short()}")
    return [lax.reshape(lax.slice(key, (i,), (i + 1,)), ()) for i in (0, 1)]


def threefry_2x32(keypair, count):
    """Encipher the uint32 array ``count`` with ``keypair`` (JAX's threefry_2x32)."""
    k1, k2 = keypair if isinstance(keypair, (tuple, list)) else _key_words(keypair, "threefry_2x32")
    count = jnp.asarray(count)
    if count.dtype != _U32:
        raise TypeError(f"random.threefry_2x32: count must be uint32, got {count.dtype.name}")
    shape, size = count.shape, int(np.prod(count.shape, dtype=np.int64))
    if size == 0:
        return count
    flat = lax.reshape(count, (size,))
    odd = size % 2
    if odd:
        flat = lax.concatenate([flat, np.zeros((1,), np.uint32)], 0)
    half = (size + odd) // 2
    x0, x1 = lax.slice(flat, (0,), (half,)), lax.slice(flat, (half,), (2 * half,))
    out = lax.concatenate(list(threefry2x32_block(k1, k2, x0, x1)), 0)
    if odd:
        out = lax.slice(out, (0,), (size,))
    return lax.reshape(out, shape)


# ----------------------------------------------------------------------- keys
def PRNGKey(seed):
    """A raw ``uint32[2]`` key from an integer seed (JAX's legacy key layout)."""
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        s = int(seed)
        if not -2 ** 63 <= s < 2 ** 64:
            raise OverflowError(f"random.PRNGKey: seed {s} does not fit in 64 bits")
        s &= 0xFFFFFFFFFFFFFFFF
        return jnp.asarray(np.array([s >> 32, s & 0xFFFFFFFF], np.uint32))
    aval = core.abstractify(seed)
    if aval.shape or aval.dtype.kind not in "iu":
        raise TypeError(f"random.PRNGKey: seed must be an integer scalar, got "
                        f"{aval.str_short()}")
    low = lax.convert_element_type(seed, np.uint32)
    if aval.dtype.itemsize == 8:
        wide = lax.convert_element_type(seed, np.uint64)
        high = lax.convert_element_type(
            lax.shift_right_logical(wide, np.asarray(32, np.uint64)), np.uint32)
    else:
        high = np.zeros((), np.uint32)
    return lax.concatenate([lax.reshape(high, (1,)), lax.reshape(low, (1,))], 0)


def key(seed, *, impl=None):
    """A typed key (shape ``()``, dtype ``key<fry>``) from an integer seed: the data of
    ``PRNGKey(seed)`` under the extended dtype."""
    _check_impl(impl, "key")
    return PRNGKeyArray(PRNGKey(seed))


def _check_impl(name, what: str) -> None:
    if name is not None and not isinstance(name, str) and name == dtypes.threefry_key:
        return
    if name not in (None, "threefry2x32"):
        raise ValueError(f"random.{what}: hostcall implements threefry2x32 only, got {name!r}")


def _check_data(data, what: str):
    aval = core.abstractify(data)
    if aval.dtype != _U32 or aval.shape[-1:] != (2,):
        raise TypeError(f"random.{what}: invalid PRNG key data: expected uint32 data whose "
                        f"shape ends with (2,), got {aval.str_short()}")
    return data


def key_data(keys):
    """The uint32 data (shape ``keys.shape + (2,)``) of typed keys; raw keys are their
    own data."""
    if isinstance(keys, PRNGKeyArray):
        return keys.base
    return _check_data(keys, "key_data")


def _partitionable() -> bool:
    """Whether keys and bits follow JAX's default derivation (``jax_threefry_partitionable``,
    read when a sampler is called or traced) or its classic one."""
    return bool(config.read("threefry_partitionable"))


def _hash_positions(words, shape, what: str):
    """The cipher of each element's flat position in ``shape`` read as a 64-bit count
    (high word, low word): two uint32 arrays of ``shape``, the words of JAX's default
    derivation.  Every element is enciphered on its own, so no element's words depend on
    the array's size."""
    size = math.prod(shape)
    if size >= 2 ** 32:
        raise ValueError(f"random.{what}: too many random values requested ({size})")
    position = lax.reshape(lax.iota(np.uint32, size), tuple(shape))
    return threefry2x32_block(words[0], words[1], np.zeros(shape, np.uint32), position)


def split(key, num: int = 2):
    """``num`` new keys, shape ``(num, 2)``, independent of ``key`` and of each other."""
    num = operator.index(num)
    words = _key_words(key, "split")
    if not _partitionable():
        return _as_given(key, lax.reshape(threefry_2x32(words, lax.iota(np.uint32, 2 * num)),
                                          (num, 2)))
    if num == 0:
        return _as_given(key, jnp.zeros((0, 2), np.uint32))
    first, second = _hash_positions(words, (num,), "split")
    return _as_given(key, lax.concatenate([lax.reshape(first, (num, 1)),
                                           lax.reshape(second, (num, 1))], 1))


def fold_in(key, data):
    """A new key mixing an integer ``data`` into ``key``."""
    words = _key_words(key, "fold_in")
    d = lax.convert_element_type(data, np.uint32)
    d = lax.reshape(d, (1,)) if core.abstractify(d).shape == () else None
    if d is None:
        raise TypeError("random.fold_in: data must be an integer scalar")
    return _as_given(key, threefry_2x32(words,
                                        lax.concatenate([np.zeros((1,), np.uint32), d], 0)))


# ----------------------------------------------------------------------- bits
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def _shape(shape, what) -> tuple[int, ...]:
    if isinstance(shape, (int, np.integer)):
        shape = (shape,)
    try:
        return tuple(operator.index(d) for d in shape)
    except TypeError:
        raise TypeError(f"random.{what}: shape must be a tuple of ints, got {shape!r}") from None


def _random_bits(key, bit_width: int, shape: Sequence[int], what: str):
    """Uniform unsigned integers of ``bit_width`` bits and ``shape`` from ``key``."""
    words = _key_words(key, what)
    if _partitionable():
        return _bits_per_position(words, bit_width, tuple(shape), what)
    return _bits_classic(words, bit_width, shape, what)


def _bits_per_position(words, bit_width: int, shape: tuple, what: str):
    """JAX's default bits: element ``i`` comes from the cipher's two words at position
    ``i``, joined (64 bits) or xor-ed and truncated to the width."""
    dtype = np.dtype(_UINT[bit_width])
    if math.prod(shape) == 0:
        return jnp.zeros(shape, dtype)
    high, low = _hash_positions(words, shape, what)
    if bit_width == 64:
        high, low = (lax.convert_element_type(w, dtype) for w in (high, low))
        return lax.bitwise_or(lax.shift_left(high, np.full(shape, 32, dtype)), low)
    mixed = lax.bitwise_xor(high, low)
    if bit_width == 32:
        return mixed
    return lax.convert_element_type(
        lax.bitwise_and(mixed, _u32(np.iinfo(dtype).max, shape)), dtype)


def _bits_classic(words, bit_width: int, shape: Sequence[int], what: str):
    """JAX's classic bits: the cipher of ``iota(ceil(width * size / 32))`` (halves
    paired), cut into words of the width."""
    size = math.prod(shape)
    count = -(-bit_width * size // 32)
    if count >= 2 ** 32 - 1:
        raise ValueError(f"random.{what}: too many random bits requested ({size} x {bit_width})")
    raw = threefry_2x32(words, lax.iota(np.uint32, count)) if count else \
        jnp.zeros((0,), np.uint32)
    dtype = np.dtype(_UINT[bit_width])
    if bit_width == 64:
        hi, lo = (lax.convert_element_type(lax.slice(raw, (s,), (s + size,)), dtype)
                  for s in (0, size))
        out = lax.bitwise_or(lax.shift_left(hi, np.full(hi.shape, 32, dtype)), lo)
    elif bit_width == 32:
        out = raw
    else:  # 8 or 16: the bytes of the words, low first (a view of the uint32s)
        per_word = 32 // bit_width
        shifts = lax.broadcast_in_dim(
            lax.mul(lax.iota(np.uint32, per_word), _u32(bit_width, (per_word,))),
            (count, per_word), (1,))
        wide = lax.broadcast_in_dim(raw, (count, per_word), (0,))
        parts = lax.bitwise_and(lax.shift_right_logical(wide, shifts),
                                _u32(np.iinfo(dtype).max, (count, per_word)))
        out = lax.slice(lax.reshape(lax.convert_element_type(parts, dtype),
                                    (count * per_word,)), (0,), (size,))
    return lax.reshape(out, tuple(shape))


def bits(key, shape=(), dtype=None):
    """Uniform random bits of an unsigned integer dtype (default: uint64 in x64 mode,
    uint32 otherwise, as JAX's)."""
    dtype = dtypes.default_uint() if dtype is None else dtypes.canonicalize(dtype)
    if dtype.kind != "u":
        raise TypeError(f"random.bits: dtype must be an unsigned integer, got {dtype.name}")
    return _random_bits(key, dtype.itemsize * 8, _shape(shape, "bits"), "bits")


# ---------------------------------------------------------------- samplers
def _float_dtype(dtype, what) -> np.dtype:
    """The sampler's dtype; ``None`` is JAX's default, ``float`` canonicalized (float64
    in x64 mode, float32 otherwise)."""
    dtype = dtypes.canonicalize(np.dtype(float if dtype is None else dtype))
    if not dtypes.issubdtype(dtype, np.floating):
        raise TypeError(f"random.{what}: dtype argument must be a float dtype, got "
                        f"{dtype.name}")
    return dtype


def _int_dtype(dtype, what) -> np.dtype:
    """The sampler's integer dtype; ``None`` is JAX's default, ``int`` canonicalized
    (int64 in x64 mode, int32 otherwise)."""
    dtype = dtypes.canonicalize(np.dtype(int if dtype is None else dtype))
    if dtype.kind not in "iu":
        raise TypeError(f"random.{what}: dtype argument must be an integer dtype, got "
                        f"{dtype.name}")
    return dtype


def uniform(key, shape=(), dtype=None, minval=0.0, maxval=1.0):
    """Samples uniform in ``[minval, maxval)`` of a float dtype."""
    shape = _shape(shape, "uniform")
    dtype = _float_dtype(dtype, "uniform")
    finfo = ml_dtypes.finfo(dtype)
    nbits, nmant = finfo.bits, finfo.nmant
    rng_bits = 8 if nmant < 8 else nbits
    uint = np.dtype(_UINT[nbits])
    raw = _random_bits(key, rng_bits, shape, "uniform")
    if rng_bits != nbits:
        raw = lax.convert_element_type(raw, uint)
    one_bits = np.array(1.0, dtype).view(uint)
    mantissa = lax.shift_right_logical(raw, np.full(shape, rng_bits - nmant, uint))
    floats = lax.sub(lax.bitcast_convert_type(
        lax.bitwise_or(mantissa, np.full(shape, one_bits, uint)), dtype), np.ones(shape, dtype))
    lo = jnp.asarray(minval).astype(dtype)
    hi = jnp.asarray(maxval).astype(dtype)
    return jnp.broadcast_to(jnp.maximum(lo, floats * (hi - lo) + lo), shape)


def normal(key, shape=(), dtype=None):
    """Standard normal samples: ``sqrt(2) * erf_inv(u)``, u uniform in (-1, 1)."""
    shape = _shape(shape, "normal")
    dtype = _float_dtype(dtype, "normal")
    lo = np.nextafter(np.array(-1.0, dtype), np.array(0.0, dtype))
    u = uniform(key, shape, dtype, lo, 1.0)
    return lax.mul(np.full(shape, np.sqrt(2), dtype), _erf_inv(u))


def _clip_to(val, dtype):
    """``val`` converted to ``dtype``, clipped to what both dtypes can represent."""
    src = np.iinfo(val.dtype)
    dst = np.iinfo(dtype)
    lo, hi = max(src.min, dst.min), min(src.max, dst.max)
    return jnp.clip(val, np.asarray(lo, val.dtype), np.asarray(hi, val.dtype)).astype(dtype)


def randint(key, shape, minval, maxval, dtype=None):
    """Integers uniform in ``[minval, maxval)`` (JAX's two-word modulo reduction)."""
    shape = _shape(shape, "randint")
    dtype = _int_dtype(dtype, "randint")
    nbits = dtype.itemsize * 8
    minval, maxval = jnp.asarray(minval), jnp.asarray(maxval)
    if minval.dtype.kind not in "iu":
        minval = minval.astype(dtypes.default_int())
    if maxval.dtype.kind not in "iu":
        maxval = maxval.astype(dtypes.default_int())
    maxval_out_of_range = maxval > _clip_to(jnp.asarray(np.iinfo(dtype).max, dtype),
                                            maxval.dtype)
    minval, maxval = _clip_to(minval, dtype), _clip_to(maxval, dtype)
    k1, k2 = split(key)
    higher = _random_bits(k1, nbits, shape, "randint")
    lower = _random_bits(k2, nbits, shape, "randint")
    uint = np.dtype(_UINT[nbits])
    span = jnp.broadcast_to((maxval - minval).astype(uint), shape)
    span = jnp.where(jnp.broadcast_to(maxval <= minval, shape), np.ones((), uint), span)
    span = jnp.where(jnp.broadcast_to(maxval_out_of_range & (maxval > minval), shape),
                     span + np.ones((), uint), span)
    multiplier = lax.rem(np.full(shape, 2 ** (nbits // 2), uint), span)
    multiplier = lax.rem(lax.mul(multiplier, multiplier), span)
    offset = lax.add(lax.mul(lax.rem(higher, span), multiplier), lax.rem(lower, span))
    offset = lax.rem(offset, span)
    return jnp.broadcast_to(minval, shape) + offset.astype(dtype)


def bernoulli(key, p=0.5, shape=None):
    """Booleans that are True with probability ``p``."""
    p = jnp.asarray(p)
    dtype = dtypes.canonicalize(p.dtype)
    if not dtypes.issubdtype(dtype, np.floating):
        raise TypeError(f"random.bernoulli: p must be a float, got {dtype.name}")
    shape = p.shape if shape is None else _shape(shape, "bernoulli")
    return uniform(key, shape, dtype) < p


def exponential(key, shape=(), dtype=None):
    """Exponential(1) samples: ``-log1p(-u)``."""
    shape = _shape(shape, "exponential")
    u = uniform(key, shape, _float_dtype(dtype, "exponential"))
    return lax.neg(lax.log1p(lax.neg(u)))


def gumbel(key, shape=(), dtype=None):
    """Standard Gumbel samples: ``-log(-log(u))``, u uniform in [tiny, 1)."""
    shape = _shape(shape, "gumbel")
    dtype = _float_dtype(dtype, "gumbel")
    u = uniform(key, shape, dtype, minval=ml_dtypes.finfo(dtype).tiny, maxval=1.0)
    return lax.neg(lax.log(lax.neg(lax.log(u))))


def categorical(key, logits, axis: int = -1, shape=None):
    """Indices drawn with probabilities ``softmax(logits)`` along ``axis`` (Gumbel-max)."""
    logits = jnp.asarray(logits)
    axis = operator.index(axis) % logits.ndim
    batch_shape = tuple(d for i, d in enumerate(logits.shape) if i != axis)
    shape = batch_shape if shape is None else _shape(shape, "categorical")
    if shape[len(shape) - len(batch_shape):] != batch_shape:
        raise ValueError(f"random.categorical: shape {shape} must end with the batch shape "
                         f"{batch_shape} of the logits")
    prefix = shape[:len(shape) - len(batch_shape)]
    sample_shape = list(batch_shape)
    sample_shape.insert(axis, logits.shape[axis])
    noise = gumbel(key, (*prefix, *sample_shape), logits.dtype)
    expanded = jnp.reshape(logits, (1,) * len(prefix) + logits.shape)
    return jnp.argmax(noise + expanded, axis=axis + len(prefix))


def _shuffle(key, x, axis: int):
    """JAX's sort-based shuffle: enough rounds of sorting by random 32-bit keys."""
    size = int(np.prod(x.shape, dtype=np.int64))
    rounds = int(np.ceil(3 * np.log(max(1, size)) / np.log(np.iinfo(np.uint32).max)))
    for _ in range(rounds):
        key, subkey = split(key)
        sort_keys = _random_bits(subkey, 32, x.shape, "permutation")
        _, x = lax.sort_key_val(sort_keys, x, axis)
    return x


def permutation(key, x, axis: int = 0):
    """A random permutation of ``range(x)`` (int ``x``) or of ``x`` along ``axis``."""
    if isinstance(x, (int, np.integer)):
        return _shuffle(key, jnp.arange(int(x)), 0)
    x = jnp.asarray(x)
    if not x.ndim:
        raise TypeError("random.permutation: x must be an integer or an array with ndim >= 1")
    axis = operator.index(axis) % x.ndim
    order = _shuffle(key, jnp.arange(x.shape[axis]), 0)
    return jnp.take(x, order, axis=axis)


def choice(key, a, shape=(), replace: bool = True, p=None, axis: int = 0):
    """Samples from ``range(a)`` (int ``a``) or from ``a`` along ``axis``, optionally
    with probabilities ``p`` (JAX's derivation for each case)."""
    shape = _shape(shape, "choice")
    arr = jnp.asarray(a)
    n = int(a) if arr.ndim == 0 else arr.shape[operator.index(axis) % arr.ndim]
    axis = 0 if arr.ndim == 0 else operator.index(axis) % arr.ndim
    draws = math.prod(shape)
    if n <= 0 or (not replace and draws > n):
        raise ValueError(f"random.choice: cannot take {'a sample' if replace else draws} "
                         f"from {n} values{'' if replace else ' without replacement'}")
    if p is None:
        if replace:
            ind = randint(key, shape, 0, n)
        else:
            ind = lax.reshape(lax.slice(_shuffle(key, jnp.arange(n), 0), (0,), (draws,)),
                              shape)
    else:
        p = jnp.asarray(p)
        if p.shape != (n,):
            raise ValueError(f"random.choice: p must have shape ({n},), got {p.shape}")
        if replace:
            cumulative = jnp.cumsum(p)
            r = cumulative[-1] * (1 - uniform(key, shape, cumulative.dtype))
            # searchsorted(cumulative, r, side="left"): how many partial sums are < r
            ind = jnp.sum(jnp.reshape(cumulative, (1,) * len(shape) + (n,))
                          < jnp.expand_dims(r, -1), axis=-1).astype(dtypes.default_int())
        else:
            g = gumbel(key, (n,), p.dtype) + jnp.log(p)
            order = jnp.argsort(-g)
            ind = lax.reshape(lax.slice(order, (0,), (draws,)), shape)
    if arr.ndim == 0:
        return ind
    taken = jnp.take(arr, jnp.reshape(ind, (-1,)), axis=axis)
    return jnp.reshape(taken, arr.shape[:axis] + shape + arr.shape[axis + 1:])


# ------------------------------------------------ distributions built on the above
_MAX_REJECTION_ROUNDS = 1000   # a bound on rejection loops: a bad parameter never hangs


def _param_shape(name, shape, *params):
    """``shape`` (default: the parameters' broadcast shape), checked to broadcast them."""
    pshape = np.broadcast_shapes(*(jnp.shape(p) for p in params))
    if shape is None:
        return pshape
    shape = _shape(shape, name)
    if np.broadcast_shapes(shape, pshape) != shape:
        raise ValueError(f"random.{name}: shape {shape} does not broadcast the parameter "
                         f"shape {pshape}")
    return shape


def truncated_normal(key, lower, upper, shape=None, dtype=None):
    """Standard normal samples conditioned on ``lower < x < upper`` (inverse CDF on the
    uniform between erf(lower/sqrt2) and erf(upper/sqrt2)), clipped inside the bounds."""
    dtype = _float_dtype(dtype, "truncated_normal")
    lower = jnp.asarray(lower).astype(dtype)
    upper = jnp.asarray(upper).astype(dtype)
    shape = _param_shape("truncated_normal", shape, lower, upper)
    sqrt2 = np.array(np.sqrt(2), dtype)
    a, b = lax.erf(lower / sqrt2), lax.erf(upper / sqrt2)
    u = uniform(key, shape, dtype, a, b)
    out = sqrt2 * _erf_inv(u)
    finfo = ml_dtypes.finfo(dtype)
    # one relative step inside each bound (at least nextafter's): samples never equal it
    inside = lambda bound: jnp.maximum(jnp.abs(bound) * finfo.eps, finfo.tiny)  # noqa: E731
    return jnp.clip(out, lower + inside(lower), upper - inside(upper))


def _gamma_one(key, alpha, log_space: bool):
    """One Gamma(alpha, 1) sample (or its log) from a scalar ``alpha``, drawn as JAX draws it:
    Marsaglia and Tsang's squeeze-rejection, the key split for each proposal (and the normal
    redrawn until ``1 + c x > 0``); alpha < 1 is boosted from alpha + 1 by ``u ** (1/alpha)``
    (in log space: minus an exponential over alpha, finite for tiny alpha)."""
    dtype = alpha.dtype
    zero, one = np.array(0, dtype), np.array(1, dtype)
    third = np.array(1 / 3, dtype)
    plain = alpha >= one
    d = jnp.where(plain, alpha, alpha + one) - third
    c = third / jnp.sqrt(d)

    def positive_proposal(state):
        key, _, _ = state
        key, sub = split(key)
        x = normal(sub, (), dtype)
        return key, x, one + x * c

    def rejected(state):
        _, x_sq, v_cubed, u, i = state
        squeeze = u >= one - np.array(0.0331, dtype) * (x_sq * x_sq)
        exact = jnp.log(u) >= x_sq * np.array(0.5, dtype) + \
            d * ((one - v_cubed) + jnp.log(v_cubed))
        return squeeze & exact & (i < _MAX_REJECTION_ROUNDS)

    def propose(state):
        key, i = state[0], state[4]
        key, x_key, u_key = split(key, 3)
        _, x, v = lax.while_loop(lambda s: s[2] <= zero, positive_proposal,
                                 (x_key, zero, -one))
        return key, x * x, (v * v) * v, uniform(u_key, (), dtype), i + 1

    key, boost_key = split(key)
    # the first state is rejected, so that the loop draws at least once
    start = (key, zero, one, np.array(2, dtype), jnp.asarray(0, np.int32))
    v_cubed = lax.while_loop(rejected, propose, start)[2]
    if log_space:
        log_u = lax.neg(exponential(boost_key, (), dtype))
        log_boost = jnp.where(plain | (log_u == zero), zero, log_u * (one / alpha))
        return (jnp.log(d) + jnp.log(v_cubed)) + log_boost
    u = one - uniform(boost_key, (), dtype)
    return (d * v_cubed) * jnp.where(plain, one, lax.pow(u, one / alpha))


def _gamma_samples(key, a, shape, dtype, log_space: bool):
    """Gamma(a, 1) samples of ``shape`` (their logs with ``log_space``) as JAX draws them: one
    key per element, ``split(key, size)``, each element's own rejection loop (run together
    under vmap).  NaN where a <= 0."""
    a = jnp.broadcast_to(jnp.asarray(a).astype(dtype), shape)
    size = math.prod(shape)
    if size == 0:
        return jnp.zeros(shape, dtype)
    alphas = jnp.reshape(a, (size,))
    samples = _implicit_gamma(split(key, size), alphas, log_space)
    samples = jnp.where(alphas > 0, samples, np.array(np.nan, dtype))
    return jnp.reshape(samples, shape)


def _gamma_draws(keys, alphas, log_space):
    return vmap(lambda k, alpha: _gamma_one(k, alpha, log_space))(keys, alphas)


# A sample's derivative in its alpha is implicit, as JAX's: the derivative of the quantile
# at the sample's probability, random_gamma_grad(alpha, x); for its log, that over x.
_implicit_gamma = custom_jvp(_gamma_draws, nondiff_argnums=(2,))


@_implicit_gamma.defjvp
def _implicit_gamma_jvp(log_space, primals, tangents):
    keys, alphas = primals
    alphas_dot = tangents[1]
    out = _gamma_draws(keys, alphas, log_space)
    x = jnp.exp(out) if log_space else out
    slope = lax.random_gamma_grad(alphas, x)
    return out, (slope / x if log_space else slope) * alphas_dot


def loggamma(key, a, shape=None, dtype=None):
    """log of Gamma(a, 1) samples, finite where ``gamma`` would underflow to 0 (small a)."""
    dtype = _float_dtype(dtype, "loggamma")
    return _gamma_samples(key, a, _param_shape("loggamma", shape, a), dtype, log_space=True)


def gamma(key, a, shape=None, dtype=None):
    """Gamma(a, 1) samples (Marsaglia-Tsang rejection; NaN for a <= 0), differentiable in
    ``a`` by implicit differentiation, as JAX's."""
    dtype = _float_dtype(dtype, "gamma")
    return _gamma_samples(key, a, _param_shape("gamma", shape, a), dtype, log_space=False)


def beta(key, a, b, shape=None, dtype=None):
    """Beta(a, b) samples as X / (X + Y) of Gamma(a) and Gamma(b), computed from their logs."""
    dtype = _float_dtype(dtype, "beta")
    shape = _param_shape("beta", shape, a, b)
    ka, kb = split(key)
    log_x = _gamma_samples(ka, a, shape, dtype, log_space=True)
    log_y = _gamma_samples(kb, b, shape, dtype, log_space=True)
    top = jnp.maximum(log_x, log_y)
    x, y = jnp.exp(log_x - top), jnp.exp(log_y - top)
    return x / (x + y)


def dirichlet(key, alpha, shape=None, dtype=None):
    """Dirichlet(alpha) samples over alpha's last axis: normalized Gamma(alpha_i) draws."""
    dtype = _float_dtype(dtype, "dirichlet")
    alpha = jnp.asarray(alpha)
    if alpha.ndim < 1:
        raise ValueError("random.dirichlet: alpha must have at least one axis, got a scalar")
    batch = _param_shape("dirichlet", shape, jnp.zeros(alpha.shape[:-1]))
    log_g = _gamma_samples(key, alpha, batch + alpha.shape[-1:], dtype, log_space=True)
    g = jnp.exp(log_g - jnp.max(log_g, axis=-1, keepdims=True))
    return g / jnp.sum(g, axis=-1, keepdims=True)


def multivariate_normal(key, mean, cov, shape=None, dtype=None, method: str = "cholesky"):
    """Samples of N(mean, cov): ``mean + L z`` with ``L L^T = cov`` (Cholesky factor)."""
    if method != "cholesky":
        raise NotImplementedError(f"random.multivariate_normal: method={method!r}; only "
                                  "'cholesky' is implemented")
    mean, cov = jnp.asarray(mean), jnp.asarray(cov)
    if dtype is None:   # JAX's: mean and cov promoted together, integers to the default float
        dtype = jnp.result_type(mean.dtype, cov.dtype)
        dtype = dtype if dtypes.issubdtype(dtype, np.inexact) else None
    dtype = _float_dtype(dtype, "multivariate_normal")
    if mean.ndim < 1 or cov.ndim < 2 or cov.shape[-2:] != mean.shape[-1:] * 2:
        raise ValueError(f"random.multivariate_normal: mean must be (..., n) and cov (..., n, n), "
                         f"got {mean.shape} and {cov.shape}")
    batch = np.broadcast_shapes(mean.shape[:-1], cov.shape[:-2])
    shape = batch if shape is None else _shape(shape, "multivariate_normal")
    if np.broadcast_shapes(shape, batch) != shape:
        raise ValueError(f"random.multivariate_normal: shape {shape} does not broadcast the "
                         f"batch shape {batch} of mean and cov")
    factor = jnp.linalg.cholesky(cov.astype(dtype))
    z = normal(key, shape + mean.shape[-1:], dtype)
    return mean.astype(dtype) + jnp.sum(factor * jnp.expand_dims(z, -2), axis=-1)


def laplace(key, shape=(), dtype=None):
    """Laplace(0, 1) samples: ``sign(u) * log1p(-|u|)``, u uniform in (-1, 1)."""
    shape = _shape(shape, "laplace")
    dtype = _float_dtype(dtype, "laplace")
    lo = np.nextafter(np.array(-1.0, dtype), np.array(0.0, dtype))
    u = uniform(key, shape, dtype, lo, 1.0)
    return lax.sign(u) * lax.log1p(-lax.abs(u))


def logistic(key, shape=(), dtype=None):
    """Standard logistic samples: ``log(u / (1 - u))``, u uniform in [tiny, 1)."""
    shape = _shape(shape, "logistic")
    dtype = _float_dtype(dtype, "logistic")
    u = uniform(key, shape, dtype, ml_dtypes.finfo(dtype).tiny, 1.0)
    return lax.log(u) - lax.log1p(-u)


def cauchy(key, shape=(), dtype=None):
    """Standard Cauchy samples: ``tan(pi (u - 1/2))``, u uniform in [eps, 1)."""
    shape = _shape(shape, "cauchy")
    dtype = _float_dtype(dtype, "cauchy")
    u = uniform(key, shape, dtype, ml_dtypes.finfo(dtype).eps, 1.0)
    return lax.tan(np.array(np.pi, dtype) * (u - np.array(0.5, dtype)))


def rademacher(key, shape=(), dtype=None):
    """-1 or +1 with equal probability."""
    shape = _shape(shape, "rademacher")
    dtype = _int_dtype(dtype, "rademacher")
    return (2 * bernoulli(key, 0.5, shape).astype(dtype) - 1).astype(dtype)


def chisquare(key, df, shape=None, dtype=None):
    """Chi-square(df) samples: 2 * Gamma(df / 2), the gamma drawn in log space."""
    dtype = _float_dtype(dtype, "chisquare")
    df = jnp.asarray(df).astype(dtype)
    return jnp.exp(loggamma(key, df / 2, _param_shape("chisquare", shape, df), dtype)) * 2


def t(key, df, shape=None, dtype=None):
    """Student's t(df) samples: ``z * sqrt(df / 2 / Gamma(df / 2))``."""
    dtype = _float_dtype(dtype, "t")
    df = jnp.asarray(df).astype(dtype)
    shape = _param_shape("t", shape, df)
    kn, kg = split(key)
    half_df = jnp.broadcast_to(df / 2, shape)
    return normal(kn, shape, dtype) * jnp.sqrt(half_df / gamma(kg, half_df, shape, dtype))


def _poisson_knuth(key, lam, shape, dtype):
    """Knuth's method (small lam): one more count for each uniform multiplied in while the
    product stays above exp(-lam), all elements together, the key split every round."""
    def cond(state):
        i, _, _, log_prod = state
        return jnp.any(log_prod > -lam) & (i < _MAX_REJECTION_ROUNDS)

    def body(state):
        i, k, key, log_prod = state
        key, sub = split(key)
        k = jnp.where(log_prod > -lam, k + 1, k)
        return i + 1, k, key, log_prod + jnp.log(uniform(sub, shape, lam.dtype))

    init = (jnp.asarray(0, np.int32), jnp.zeros(shape, dtype), key,
            jnp.zeros(shape, lam.dtype))
    return lax.while_loop(cond, body, init)[1] - np.array(1, dtype)


def _poisson_rejection(key, lam, shape, dtype):
    """Hörmann's transformed rejection with squeeze (PTRS), for lam >= 10; as JAX, an
    element takes every later accepted proposal too, until all are accepted."""
    log_lam = jnp.log(lam)
    b = 0.931 + 2.53 * jnp.sqrt(lam)
    a = -0.059 + 0.02483 * b
    inv_alpha = 1.1239 + 1.1328 / (b - 3.4)
    v_r = 0.9277 - 3.6224 / (b - 2)

    def cond(state):
        i, _, accepted, _ = state
        return jnp.logical_not(jnp.all(accepted)) & (i < _MAX_REJECTION_ROUNDS)

    def body(state):
        i, k_out, accepted, key = state
        key, ku, kv = split(key, 3)
        u = uniform(ku, shape, lam.dtype) - 0.5
        v = uniform(kv, shape, lam.dtype)
        us = 0.5 - jnp.abs(u)
        k = jnp.floor((2 * a / us + b) * u + lam + 0.43)
        s = jnp.log(v * inv_alpha / (a / (us * us) + b))
        t_ = -lam + k * log_lam - lax.lgamma(k + 1)
        quick = (us >= 0.07) & (v <= v_r)
        reject = (k < 0) | ((us < 0.013) & (v > us))
        accept = quick | (jnp.logical_not(reject) & (s <= t_))
        return i + 1, jnp.where(accept, k, k_out), accepted | accept, key

    init = (jnp.asarray(0, np.int32), jnp.full(shape, -1, lam.dtype),
            jnp.zeros(shape, bool), key)
    return lax.while_loop(cond, body, init)[1].astype(dtype)


def poisson(key, lam, shape=None, dtype=None):
    """Poisson(lam) counts as JAX draws them (lam in float32, both methods from the same
    key): Knuth's product of uniforms for lam < 10 (or NaN), Hörmann's PTRS rejection
    above; -1 where lam < 0 or is NaN, 0 where lam == 0."""
    dtype = _int_dtype(dtype, "poisson")
    lam = jnp.asarray(lam)
    shape = _param_shape("poisson", shape, lam)
    lam = jnp.broadcast_to(lam, shape).astype(np.float32)
    small = jnp.isnan(lam) | (lam < 10)
    knuth = _poisson_knuth(key, jnp.where(small, lam, 0), shape, dtype)
    ptrs = _poisson_rejection(key, jnp.where(small, 1e5, lam), shape, dtype)
    out = jnp.where(small, knuth, ptrs)
    return jnp.where(lam == 0, np.array(0, dtype), out)


# ------------------------------------------------- transforms of the samplers above
# JAX's algorithms on the same bits: each sample is the value JAX draws from the key.
def lognormal(key, sigma=np.float32(1.0), shape=None, dtype=None):
    """exp(sigma * normal) samples."""
    dtype = _float_dtype(dtype, "lognormal")
    shape = _param_shape("lognormal", shape, sigma)
    return jnp.exp(normal(key, shape, dtype) * jnp.asarray(sigma).astype(dtype))


def pareto(key, b, shape=None, dtype=None):
    """Pareto(b) samples on [1, inf): exp(exponential / b)."""
    dtype = _float_dtype(dtype, "pareto")
    shape = _param_shape("pareto", shape, b)
    return jnp.exp(exponential(key, shape, dtype) / jnp.asarray(b).astype(dtype))


def rayleigh(key, scale, shape=None, dtype=None):
    """Rayleigh(scale) samples: scale * sqrt(-2 log u)."""
    dtype = _float_dtype(dtype, "rayleigh")
    shape = _param_shape("rayleigh", shape, scale)
    u = uniform(key, shape, dtype)
    scale = jnp.broadcast_to(jnp.asarray(scale).astype(dtype), shape)
    return scale * jnp.sqrt(jnp.log(u) * np.array(-2, dtype))


def maxwell(key, shape=(), dtype=None):
    """One-sided Maxwell samples: the norm of three standard normals."""
    dtype = _float_dtype(dtype, "maxwell")
    shape = _shape(shape, "maxwell")
    return jnp.linalg.norm(normal(key, shape + (3,), dtype), axis=-1)


def double_sided_maxwell(key, loc, scale, shape=(), dtype=None):
    """loc + scale * (random sign) * maxwell samples; ``shape`` is prepended to the
    parameters' broadcast shape."""
    dtype = _float_dtype(dtype, "double_sided_maxwell")
    params = np.broadcast_shapes(jnp.shape(loc), jnp.shape(scale))
    shape = _shape(shape, "double_sided_maxwell")
    shape = (shape or params) + params
    k_maxwell, k_sign = split(key)
    m = maxwell(k_maxwell, shape, dtype)
    sign = rademacher(k_sign, shape).astype(dtype)
    return sign * m * jnp.asarray(scale).astype(dtype) + jnp.asarray(loc).astype(dtype)


def weibull_min(key, scale, concentration, shape=(), dtype=None):
    """Weibull samples: scale * (-log1p(-u)) ** (1 / concentration)."""
    dtype = _float_dtype(dtype, "weibull_min")
    u = uniform(key, _shape(shape, "weibull_min"), dtype, 0, 1)
    return jnp.power(-jnp.log1p(-u), 1.0 / jnp.asarray(concentration).astype(dtype)) * \
        jnp.asarray(scale).astype(dtype)


def triangular(key, left, mode, right, shape=None, dtype=None):
    """Triangular(left, mode, right) samples by the inverse CDF."""
    dtype = _float_dtype(dtype, "triangular")
    shape = _param_shape("triangular", shape, left, mode, right)
    left, mode, right = (jnp.broadcast_to(jnp.asarray(v).astype(dtype), shape)
                         for v in (left, mode, right))
    fc = (mode - left) / (right - left)
    u = uniform(key, shape, dtype)
    out1 = left + jnp.sqrt(u * (right - left) * (mode - left))
    out2 = right - jnp.sqrt((1 - u) * (right - left) * (right - mode))
    return jnp.where(u < fc, out1, out2)


def wald(key, mean, shape=None, dtype=None):
    """Wald (inverse Gaussian) samples with the given mean, Michael-Schucany-Haas."""
    dtype = _float_dtype(dtype, "wald")
    shape = _param_shape("wald", shape, mean)
    k1, k2 = split(key)
    mean = jnp.broadcast_to(jnp.asarray(mean).astype(dtype), shape)
    v = normal(k1, shape, dtype)
    z = uniform(k2, shape, dtype)
    y = v * v
    mean_sq = mean * mean
    x = mean + mean_sq * y / 2 - mean / 2 * jnp.sqrt(4 * mean * y + mean_sq * (y * y))
    return jnp.where(z <= mean / (mean + x), x, mean_sq / x)


def geometric(key, p, shape=None, dtype=None):
    """Geometric(p) samples on 1, 2, ...: floor(log u / log1p(-p)) + 1."""
    dtype = _int_dtype(dtype, "geometric")
    shape = _param_shape("geometric", shape, p)
    p = jnp.asarray(p)
    p = p.astype(jnp.result_type(p, 1.0))
    u = uniform(key, shape, p.dtype)
    u = jnp.where(u == 0, 1, u)
    g = jnp.floor(jnp.log(u) / jnp.broadcast_to(jnp.log1p(-p), shape)) + 1
    return g.astype(dtype)


def f(key, dfnum, dfden, shape=None, dtype=None):
    """F(dfnum, dfden) samples: the ratio of scaled chi-squares."""
    dtype = _float_dtype(dtype, "f")
    shape = _param_shape("f", shape, dfnum, dfden)
    dfnum, dfden = jnp.asarray(dfnum).astype(dtype), jnp.asarray(dfden).astype(dtype)
    key_dfd, key_dfn = split(key)
    num = chisquare(key_dfn, dfnum, shape, dtype) / dfnum
    den = chisquare(key_dfd, dfden, shape, dtype) / dfden
    return num / den


def generalized_normal(key, p, shape=(), dtype=None):
    """Samples with density proportional to exp(-|x|^p): sign * Gamma(1/p) ** (1/p)."""
    dtype = _float_dtype(dtype, "generalized_normal")
    shape = _shape(shape, "generalized_normal")
    keys = split(key)
    g = gamma(keys[0], 1 / p, shape, dtype)
    r = rademacher(keys[1], shape).astype(dtype)
    return r * g ** (1 / p)


def ball(key, d: int, p: float = 2, shape=(), dtype=None):
    """Uniform samples from the unit Lp ball in d dimensions, shape (*shape, d)."""
    dtype = _float_dtype(dtype, "ball")
    shape = _shape(shape, "ball")
    d = operator.index(d)
    k1, k2 = split(key)
    g = generalized_normal(k1, p, (*shape, d), dtype)
    e = exponential(k2, shape, dtype)
    return g / (((jnp.abs(g) ** p).sum(-1) + e) ** (1 / p))[..., None]


def orthogonal(key, n: int, shape=(), dtype=None, m=None):
    """Haar-random (semi-)orthogonal matrices (*shape, n, m): the Q of a normal matrix's
    QR with R's diagonal signs folded in."""
    dtype = _float_dtype(dtype, "orthogonal")
    shape = _shape(shape, "orthogonal")
    n = operator.index(n)
    m = n if m is None else operator.index(m)
    z = normal(key, (*shape, max(n, m), min(n, m)), dtype)
    q, r = jnp.linalg.qr(z)
    d = jnp.diagonal(r, axis1=-2, axis2=-1)
    x = q * jnp.expand_dims(jnp.sign(d), -2)
    return jnp.swapaxes(x, -1, -2) if n < m else x


_STIRLING_TAIL = (0.0810614667953272, 0.0413406959554092, 0.0276779256849983,
                  0.02079067210376509, 0.0166446911898211, 0.0138761288230707,
                  0.0118967099458917, 0.0104112652619720, 0.00925546218271273,
                  0.00833056343336287)


def _stirling_approx_tail(k):
    table = jnp.array(_STIRLING_TAIL, dtype=k.dtype)
    use_table = k <= 9
    k = jnp.clip(k, 0.0, 9.0)
    kp1sq = (k + 1) * (k + 1)
    approx = (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)
    return jnp.where(use_table, table[jnp.floor(k).astype(np.int32)], approx)


def _binomial_inversion(key, count, prob, shape, dtype, max_iters):
    """Count geometric waiting times until they pass ``count`` (n p <= 10)."""
    log1minusprob = jnp.log1p(-prob)

    def body(carry):
        i, num_geom, geom_sum, k = carry
        subkey, k = split(k)
        num_geom_out = jnp.where(geom_sum <= count, num_geom + 1, num_geom)
        u = uniform(subkey, shape, prob.dtype)
        geom_sum = geom_sum + jnp.ceil(jnp.log(u) / log1minusprob)
        return i + 1, num_geom_out, geom_sum, k

    def cond(carry):
        return jnp.any(carry[2] <= count) & (carry[0] < max_iters)
    zeros = jnp.zeros(shape, prob.dtype)
    k = lax.while_loop(cond, body, (jnp.asarray(0, np.int32), zeros, zeros, key))[1]
    return (k - 1).astype(dtype)


def _btrs(key, count, prob, shape, dtype, max_iters):
    """Hormann's transformed rejection (BTRS) for n p > 10."""
    stddev = jnp.sqrt(count * prob * (1 - prob))
    b = 1.15 + 2.53 * stddev
    a = -0.0873 + 0.0248 * b + 0.01 * prob
    c = count * prob + 0.5
    v_r = 0.92 - 4.2 / b
    r = prob / (1 - prob)
    alpha = (2.83 + 5.1 / b) * stddev
    m = jnp.floor((count + 1) * prob)

    def body(carry):
        i, k_out, accepted, k = carry
        keys = split(k, 3)
        k, sub0, sub1 = keys[0], keys[1], keys[2]
        u = uniform(sub0, shape, prob.dtype) - 0.5
        v = uniform(sub1, shape, prob.dtype)
        us = 0.5 - jnp.abs(u)
        accept1 = (us >= 0.07) & (v <= v_r)
        kk = jnp.floor((2 * a / us + b) * u + c)
        reject = (kk < 0) | (kk > count)
        v = jnp.log(v * alpha / (a / (us * us) + b))
        ub = ((m + 0.5) * jnp.log((m + 1) / (r * (count - m + 1)))
              + (count + 1) * jnp.log((count - m + 1) / (count - kk + 1))
              + (kk + 0.5) * jnp.log(r * (count - kk + 1) / (kk + 1))
              + _stirling_approx_tail(m) + _stirling_approx_tail(count - m)
              - _stirling_approx_tail(kk) - _stirling_approx_tail(count - kk))
        accept = accept1 | (~reject & (v <= ub))
        return i + 1, jnp.where(accept, kk, k_out), accepted | accept, k

    def cond(carry):
        return jnp.any(~carry[2]) & (carry[0] < max_iters)
    init = (jnp.asarray(0, np.int32), jnp.full(shape, -1, prob.dtype),
            jnp.zeros(shape, bool), key)
    return lax.while_loop(cond, body, init)[1].astype(dtype)


def binomial(key, n, p, shape=None, dtype=None):
    """Binomial(n, p) samples as JAX draws them: inversion for n p <= 10, BTRS above
    (TensorFlow's algorithm); NaN for invalid n or p, inf for infinite n."""
    dtype = _float_dtype(dtype, "binomial")
    shape = _param_shape("binomial", shape, n, p)
    prob = jnp.asarray(p)
    prob = prob.astype(jnp.result_type(prob, 1.0))
    count = jnp.broadcast_to(jnp.asarray(n).astype(prob.dtype), shape)
    prob = jnp.broadcast_to(prob, shape)
    p_lt_half = prob < 0.5
    q = jnp.where(p_lt_half, prob, 1.0 - prob)
    count_nan_or_neg = jnp.isnan(count) | (count < 0.0)
    count_inf = jnp.isinf(count)
    q_is_nan = jnp.isnan(q)
    q_l_0 = q < 0.0
    q = jnp.where(q_is_nan | q_l_0, 0.01, q)
    use_inversion = count_nan_or_neg | (count * q <= 10.0)
    count = jnp.floor(count)
    count_inv = jnp.where(use_inversion, count, 0.0)
    count_btrs = jnp.where(use_inversion, 1e4, count)
    q_btrs = jnp.where(use_inversion, 0.5, q)
    max_iters = np.array(np.finfo(dtype).max, dtype)
    samples = jnp.where(use_inversion,
                        _binomial_inversion(key, count_inv, q, shape, dtype, max_iters),
                        _btrs(key, count_btrs, q_btrs, shape, dtype, max_iters))
    invalid = q_l_0 | q_is_nan | count_nan_or_neg
    samples = jnp.where(invalid, np.nan, samples)
    samples = jnp.where(count_inf & ~invalid, np.inf, samples)
    return jnp.where(p_lt_half | count_nan_or_neg | q_is_nan | count_inf, samples,
                     count.astype(dtype) - samples).astype(dtype)


def multinomial(key, n, p, *, shape=None, dtype=None, unroll=1):
    """Counts of ``n`` draws over the categories of ``p`` (last axis), as JAX: one
    binomial per category on what remains."""
    dtype = _float_dtype(dtype, "multinomial")
    n, p = jnp.asarray(n), jnp.asarray(p)
    ftype = jnp.result_type(n, p, 1.0)
    n, p = n.astype(ftype), p.astype(ftype)
    shape = p.shape if shape is None else _shape(shape, "multinomial")
    n = jnp.broadcast_to(n, shape[:-1])
    p = jnp.moveaxis(jnp.broadcast_to(p, shape), -1, 0)
    remaining = jnp.flip(jnp.cumsum(jnp.flip(p, 0), 0), 0)
    ratios = p / jnp.where(remaining == 0, 1, remaining)
    keys = split(key, ratios.shape[0])

    def step(remainder, ratio_key):
        ratio, k = ratio_key
        count = binomial(k, remainder, jnp.clip(ratio, 0, 1), dtype=remainder.dtype)
        return remainder - count, count
    _, counts = lax.scan(step, n, (ratios, keys))
    return jnp.moveaxis(counts, 0, -1).astype(dtype)


# ------------------------------------------------------------------ key helpers
def clone(key):
    """The key itself (JAX's clone matters only to its key-reuse checker)."""
    return key


def key_impl(keys):
    """The name of the keys' PRNG implementation: always "threefry2x32"."""
    if not isinstance(keys, PRNGKeyArray):
        _check_data(keys, "key_impl")
    return "threefry2x32"


def wrap_key_data(key_bits_array, *, impl=None, dtype=None):
    """Typed keys (shape ``data.shape[:-1]``) over uint32 data of shape (..., 2);
    ``impl`` / ``dtype`` may only name threefry2x32."""
    if impl is not None and dtype is not None:
        raise ValueError("Cannot specify both `impl` and `dtype` arguments to "
                         "random.wrap_key_data")
    _check_impl(impl if impl is not None else dtype, "wrap_key_data")
    if isinstance(key_bits_array, PRNGKeyArray):
        raise TypeError("random.wrap_key_data: the argument is a key array already; pass "
                        "its uint32 data (random.key_data)")
    return PRNGKeyArray(_check_data(jnp.asarray(key_bits_array), "wrap_key_data"))


def key_dtype(impl_spec=None):
    """The dtype of typed keys, ``key<fry>``; ``impl_spec`` may only name threefry2x32."""
    _check_impl(impl_spec, "key_dtype")
    return dtypes.threefry_key


def _reads_key_data(sampler):
    """``sampler`` taking a typed key too: it draws from the key's data, the same bits
    as from the raw key."""
    @functools.wraps(sampler)
    def draw(key, *args, **kwargs):
        return sampler(_key_data(key, sampler.__name__), *args, **kwargs)
    return draw


_SAMPLERS = ("bits", "uniform", "normal", "randint", "bernoulli", "exponential", "gumbel",
             "categorical", "permutation", "choice", "truncated_normal", "loggamma", "gamma",
             "beta", "dirichlet", "multivariate_normal", "laplace", "logistic", "cauchy",
             "rademacher", "chisquare", "t", "poisson", "lognormal", "pareto", "rayleigh",
             "maxwell", "double_sided_maxwell", "weibull_min", "triangular", "wald",
             "geometric", "f", "generalized_normal", "ball", "orthogonal", "binomial",
             "multinomial")
for _name in _SAMPLERS:
    globals()[_name] = _reads_key_data(globals()[_name])
