"""lax.rng_bit_generator and lax.rng_uniform: the platform's counter-based generators.

``rng_bit_generator(key, shape)`` stages ``stablehlo.rng_bit_generator``. A uint32[4]
key (JAX's form) is the op's two uint64 state words, reshaped and bitcast around the op
(a uint64[2] key, with x64, is the state itself). IREE 3.13 compiles the op to the same
bits as XLA, and the eager path computes them with the reference
(``reference/random_bits.py``), so both equal JAX's on CPU for each algorithm.

``rng_uniform(a, b, shape)`` is stateful in JAX (each call draws new numbers from a
hidden generator). Here the hidden state is a counter in this process, read by a host
callback at each run of a compiled program (eagerly, at each call); its numbers come from
rng_bit_generator with that counter as the key, so they are uniform but not XLA's.
"""
from __future__ import annotations

import enum
import itertools
import threading

import numpy as np

from hostcall.dialects import stablehlo as hlo
from hostcall.reference.random_bits import rng_bit_generator as reference_bits

from .. import core, dtypes
from ..callbacks import io_callback
from ..core import ShapedArray, bind, defprim
from .elementwise import (add, bitcast_convert_type, bitwise_or, convert_element_type, mul,
                          rem, shift_right_logical, sub)

__all__ = ["RandomAlgorithm", "rng_bit_generator", "rng_uniform"]

_BIT_DTYPES = tuple(np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64))
_U32, _U64 = np.dtype(np.uint32), np.dtype(np.uint64)


class RandomAlgorithm(enum.IntEnum):
    """The generator rng_bit_generator runs: the platform's default (Philox on CPU),
    Threefry or Philox."""
    RNG_DEFAULT = 0
    RNG_THREE_FRY = 1
    RNG_PHILOX = 2

    @property
    def op_name(self) -> str:
        """The algorithm's name in StableHLO's ``rng_algorithm`` attribute."""
        return self.name[len("RNG_"):]


def _key_form(key: ShapedArray) -> bool:
    """True for a uint32[4] key, False for a uint64[2] one; a TypeError otherwise."""
    if key.shape == (4,) and key.dtype == _U32:
        return True
    if key.shape == (2,) and key.dtype == _U64:
        return False
    raise TypeError(f"rng_bit_generator: the key must be uint32[4] (or uint64[2]), got "
                    f"{key.str_short()}")


def _bits_shape(key, *, shape, dtype, algorithm):
    _key_form(key)
    return [key, ShapedArray(shape, dtype)]


def _bits_emit(ctx, key, *, shape, dtype, algorithm):
    words = _key_form(ctx.avals_in[0])
    state = hlo.bitcast_convert(hlo.reshape(key, (2, 2)), _U64) if words else key
    new_state, bits = hlo.rng_bit_generator(state, shape, dtype, algorithm.op_name)
    if words:
        new_state = hlo.reshape(hlo.bitcast_convert(new_state, _U32), (4,))
    return [new_state, bits]


def _bits_eager(key, *, shape, dtype, algorithm):
    words = key.dtype == _U32
    state = key.view(_U64) if words else key       # little-endian pairs, as the bitcast
    new_state, bits = reference_bits([state], [None, ShapedArray(shape, dtype)],
                                     rng_algorithm=algorithm.op_name)
    return [new_state.view(_U32) if words else new_state, bits]


rng_bit_generator_p = defprim("rng_bit_generator", _bits_shape, _bits_emit, _bits_eager,
                              multiple_results=True, op_name="stablehlo.rng_bit_generator")


def rng_bit_generator(key, shape, dtype=np.uint32, algorithm=RandomAlgorithm.RNG_DEFAULT, *,
                      out_sharding=None):
    """(new key, random bits of ``shape`` and unsigned ``dtype``) from ``key`` (uint32[4])
    by ``algorithm``, bit for bit as JAX on CPU."""
    dtype = np.dtype(dtype)
    if dtype not in _BIT_DTYPES:
        raise TypeError(f"rng_bit_generator: unsupported dtype {dtype}")
    dtype = dtypes.canonicalize(dtype)
    shape = tuple(int(d) for d in shape)
    return tuple(bind(rng_bit_generator_p, (key,), {
        "shape": shape, "dtype": dtype, "algorithm": RandomAlgorithm(algorithm)}))


# ------------------------------------------------------------------ rng_uniform
_draws = itertools.count(1)
_draws_lock = threading.Lock()


def _next_key() -> np.ndarray:
    """A key no earlier rng_uniform call of this process used."""
    with _draws_lock:
        n = next(_draws)
    return np.asarray([n & 0xFFFFFFFF, n >> 32, 0, 0], _U32)


def _unit_interval(bits, dtype: np.dtype):
    """Floats in [0, 1) of ``dtype`` from uint32 (uint64 for float64) bits: the top
    mantissa bits under the exponent of 1.0, minus 1."""
    wide = dtype == np.float64
    compute = np.dtype(np.float64 if wide else np.float32)
    uint = _U64 if wide else _U32
    mantissa = 52 if wide else 23
    one = np.asarray(np.float64(1.0) if wide else np.float32(1.0)).view(uint)
    shifted = shift_right_logical(bits, np.asarray(8 * uint.itemsize - mantissa, uint))
    u = sub(bitcast_convert_type(bitwise_or(shifted, one), compute), compute.type(1.0))
    return u if compute == dtype else convert_element_type(u, dtype)


def rng_uniform(a, b, shape):
    """Numbers uniform in [a, b) of the scalars' dtype, new ones at each call or run (JAX's
    stateful generator; the numbers are not XLA's)."""
    a_aval, b_aval = core.abstractify(a), core.abstractify(b)
    if a_aval.dtype != b_aval.dtype:
        raise ValueError(f"Arguments to rng_uniform must have identical dtypes, got "
                         f"{a_aval.dtype} and {b_aval.dtype}.")
    if a_aval.shape != () or b_aval.shape != ():
        raise ValueError(f"Arguments to rng_uniform must be scalars; got shapes "
                         f"{a_aval.shape} and {b_aval.shape}.")
    dtype = a_aval.dtype
    shape = tuple(int(d) for d in shape)
    key_type = ShapedArray((4,), _U32)
    key = _next_key() if core.current_trace() is None else io_callback(_next_key, key_type)
    wide = dtype.itemsize == 8
    _, bits = rng_bit_generator(key, shape, _U64 if wide else _U32)
    if dtype.kind in "iu":
        span = convert_element_type(sub(b, a), bits.dtype)
        return add(a, convert_element_type(rem(bits, span), dtype))
    return add(a, mul(_unit_interval(bits, dtype), sub(b, a)))
