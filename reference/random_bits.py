"""stablehlo.rng_bit_generator with the bits XLA and IREE produce.

The spec leaves the bits to the implementation; XLA and IREE 3.13 agree, and this module
computes the same ones so that eager results equal compiled ones. The state is two
uint64 words: the first holds the 32-bit key pair (low word, high word), the second a
64-bit counter. Block i of the output enciphers counter + i; the new state has the
counter advanced by the number of blocks.

* PHILOX (and DEFAULT): Philox-4x32 with 10 rounds on the words (counter low, counter
  high, key low, key high), one block giving four 32-bit outputs in order (or two 64-bit
  ones, each a low and a high word); narrower outputs keep the low bits.
* THREE_FRY: Threefry-2x32 with 20 rounds on (counter low, counter high), one block giving
  two words. 64-bit outputs take one block each (low, high). Narrower outputs pair the
  blocks' two words along one dimension of the result: the first even-sized one (else the
  largest), the first word at even positions, the second at odd ones.
"""
from __future__ import annotations

import numpy as np

_U32 = np.uint32
_U64 = np.uint64
_PHILOX_MULTIPLIERS = (0xD2511F53, 0xCD9E8D57)
_PHILOX_KEY_STEPS = (0x9E3779B9, 0xBB67AE85)
_THREEFRY_PARITY = 0x1BD11BDA
_THREEFRY_ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))


def _words(x64):
    """(low, high) uint32 words of uint64 values."""
    x64 = np.asarray(x64, _U64)
    return (x64 & _U64(0xFFFFFFFF)).astype(_U32), (x64 >> _U64(32)).astype(_U32)


def _joined(low, high):
    return low.astype(_U64) | (high.astype(_U64) << _U64(32))


def _mul_parts(a, m: int):
    """(high, low) words of the 64-bit products a * m."""
    product = a.astype(_U64) * _U64(m)
    return _words(product)[::-1]


def philox_blocks(key, counters):
    """Philox-4x32-10 of each counter (uint64 array): four uint32 arrays."""
    k0, k1 = _U32(key[0]), _U32(key[1])
    c0, c1 = _words(counters)
    x = [c0, c1, np.full_like(c0, k0), np.full_like(c0, k1)]
    with np.errstate(over="ignore"):
        for _ in range(10):
            hi0, lo0 = _mul_parts(x[0], _PHILOX_MULTIPLIERS[0])
            hi1, lo1 = _mul_parts(x[2], _PHILOX_MULTIPLIERS[1])
            x = [hi1 ^ x[1] ^ k0, lo1, hi0 ^ x[3] ^ k1, lo0]
            k0 = _U32(k0 + _U32(_PHILOX_KEY_STEPS[0]))
            k1 = _U32(k1 + _U32(_PHILOX_KEY_STEPS[1]))
    return x


def _rotl(x, d: int):
    return (x << _U32(d)) | (x >> _U32(32 - d))


def threefry_blocks(key, counters):
    """Threefry-2x32-20 of each counter (uint64 array): two uint32 arrays."""
    k0, k1 = _U32(key[0]), _U32(key[1])
    schedule = (k0, k1, _U32(k0 ^ k1 ^ _U32(_THREEFRY_PARITY)))
    c0, c1 = _words(counters)
    with np.errstate(over="ignore"):
        a, b = c0 + k0, c1 + k1
        for i in range(5):
            for r in _THREEFRY_ROTATIONS[i % 2]:
                a = a + b
                b = _rotl(b, r) ^ a
            a = a + schedule[(i + 1) % 3]
            b = b + schedule[(i + 2) % 3] + _U32(i + 1)
    return a, b


def _pair_dimension(shape) -> int:
    """The dimension Threefry's two words alternate along: the first even one, else the
    largest."""
    for d, n in enumerate(shape):
        if n % 2 == 0:
            return d
    return int(np.argmax(shape))


def _threefry_narrow(key, counter, shape):
    shape = tuple(shape)
    if not shape:
        first, _ = threefry_blocks(key, np.asarray([counter], _U64))
        return first.reshape(()), 1
    d = _pair_dimension(shape)
    halved = shape[:d] + ((shape[d] + 1) // 2,) + shape[d + 1:]
    count = int(np.prod(halved, dtype=np.int64))
    first, second = threefry_blocks(key, counter + np.arange(count, dtype=_U64))
    paired = np.stack([first.reshape(halved), second.reshape(halved)], axis=d + 1)
    full = paired.reshape(shape[:d] + (2 * halved[d],) + shape[d + 1:])
    return full[tuple(slice(0, n) for n in shape)], count


def rng_bit_generator(args, results, *, rng_algorithm="DEFAULT"):
    """(new state, bits) of stablehlo.rng_bit_generator on a uint64[2] state."""
    state = np.asarray(args[0], _U64)
    out = results[1]
    shape, dtype = tuple(out.shape), np.dtype(out.dtype)
    size = int(np.prod(shape, dtype=np.int64))
    key = _words(state[0])
    counter = state[1]
    wide = dtype.itemsize == 8
    if rng_algorithm == "THREE_FRY":
        if wide:
            first, second = threefry_blocks(key, counter + np.arange(size, dtype=_U64))
            bits, count = _joined(first, second).reshape(shape), size
        else:
            bits, count = _threefry_narrow(key, counter, shape)
    elif rng_algorithm in ("PHILOX", "DEFAULT"):
        per_block = 2 if wide else 4
        count = (size + per_block - 1) // per_block
        x = philox_blocks(key, counter + np.arange(count, dtype=_U64))
        words = [_joined(x[0], x[1]), _joined(x[2], x[3])] if wide else x
        bits = np.stack(words, axis=1).reshape(-1)[:size].reshape(shape)
    else:
        raise ValueError(f"rng_bit_generator: unknown algorithm {rng_algorithm}")
    with np.errstate(over="ignore"):
        new_state = np.asarray([state[0], counter + _U64(count)], _U64)
    return [new_state, bits.astype(dtype)]
