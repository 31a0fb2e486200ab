"""Sub-byte and 8-bit float dtypes (int2, int4, uint2, uint4, float4_e2m1fn, float8_*) as
jit arguments and results, callback operands and results, in arithmetic and converts.

JAX's tests/python_callback_test.py (test_subbyte_operands, test_subbyte_results,
test_non_default_stride_subbyte_results) are the model; the values of ``np.arange(n,
dtype)`` in these types are written out below (they wrap: int2 holds -2..1).  The
compiled programs compute in wider containers (hostcall-narrow-types); these tests check
values, including sizes and scalars IREE fails on when the narrow types reach memory.
"""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.lax as lax
import hostcall.numpy as jnp
from hostcall import ShapeDtypeStruct
from hostcall.experimental import io_callback

from helpers import iree_compile_raw

SUB_BYTE = ["int2", "int4", "uint2", "uint4", "float4_e2m1fn"]

# np.arange(8, dtype=d), written out
ARANGE8 = {
    "int2": [0, 1, -2, -1, 0, 1, -2, -1],
    "int4": [0, 1, 2, 3, 4, 5, 6, 7],
    "uint2": [0, 1, 2, 3, 0, 1, 2, 3],
    "uint4": [0, 1, 2, 3, 4, 5, 6, 7],
    "float4_e2m1fn": [0, 1, 2, 3, 4, 4, 6, 6],      # 5 -> 4, 7 -> 6: ties to even
    "float8_e4m3fn": [0, 1, 2, 3, 4, 5, 6, 7],
    "float8_e5m2": [0, 1, 2, 3, 4, 5, 6, 7],
}


def arange8(d):
    return np.arange(8, dtype=d)


def check(out, dtype, values):
    out = np.asarray(out)
    assert out.dtype == np.dtype(getattr(ml_dtypes, dtype))
    np.testing.assert_array_equal(out.astype(np.float32), np.float32(values))


@pytest.mark.parametrize("dtype", SUB_BYTE + ["float8_e4m3fn"])
def test_subbyte_operands(dtype):
    seen = []

    def get(x):
        seen.append(x.dtype)
        return x

    def f(x):
        return hostcall.pure_callback(get, ShapeDtypeStruct((8,), dtype), x)
    check(hostcall.jit(f)(arange8(dtype)), dtype, ARANGE8[dtype])
    assert seen == [np.dtype(getattr(ml_dtypes, dtype))]


@pytest.mark.parametrize("dtype", SUB_BYTE + ["float8_e5m2"])
def test_subbyte_results(dtype):
    def f():
        return hostcall.pure_callback(lambda: arange8(dtype), ShapeDtypeStruct((8,), dtype))
    check(hostcall.jit(f)(), dtype, ARANGE8[dtype])


@pytest.mark.parametrize("dtype", SUB_BYTE)
def test_non_default_stride_subbyte_results(dtype):
    # 24 elements: a size IREE cannot store in these types (vector.maskedstore)
    x = jnp.arange(24, dtype=dtype).reshape(2, 3, 4)

    @hostcall.jit
    def f(x):
        return hostcall.pure_callback(np.asfortranarray, ShapeDtypeStruct.like(x), x)
    out = f(x)
    assert out.dtype == x.dtype and out.shape == (2, 3, 4)
    np.testing.assert_array_equal(np.asarray(out), np.asarray(x))
    expected = np.arange(24).astype(getattr(ml_dtypes, dtype)).reshape(2, 3, 4)
    np.testing.assert_array_equal(np.asarray(x), expected)


@pytest.mark.parametrize("dtype", ["int4", "uint2", "float4_e2m1fn"])
def test_io_and_debug_callbacks_see_the_dtype(dtype):
    got = []

    @hostcall.jit
    def f(x):
        hostcall.debug.callback(lambda v: got.append(("debug", v.dtype, v.tolist())), x)
        return io_callback(lambda v: v, ShapeDtypeStruct((8,), dtype), x, ordered=True)
    check(f(arange8(dtype)), dtype, ARANGE8[dtype])
    hostcall.effects_barrier()
    d = np.dtype(getattr(ml_dtypes, dtype))
    assert [(k, t) for k, t, _ in got] == [("debug", d)]
    np.testing.assert_array_equal(np.float32(got[0][2]), np.float32(ARANGE8[dtype]))


@pytest.mark.parametrize("dtype", SUB_BYTE)
def test_jit_identity_and_vmapped_callback(dtype):
    x = arange8(dtype)
    check(hostcall.jit(lambda a: a)(x), dtype, ARANGE8[dtype])
    rows = hostcall.jit(hostcall.vmap(
        lambda a: hostcall.pure_callback(lambda v: v, ShapeDtypeStruct((), dtype), a)))(x)
    check(rows, dtype, ARANGE8[dtype])


# x + x and x * 3 in each type: integers wrap, float4 rounds (ties to even) and saturates
DOUBLED = {"int2": [0, -2, 0, -2, 0, -2, 0, -2], "int4": [0, 2, 4, 6, -8, -6, -4, -2],
           "uint2": [0, 2, 0, 2, 0, 2, 0, 2], "uint4": [0, 2, 4, 6, 8, 10, 12, 14],
           "float4_e2m1fn": [0, 2, 4, 6, 6, 6, 6, 6]}
TRIPLED = {"int2": [0, -1, -2, 1, 0, -1, -2, 1], "int4": [0, 3, 6, -7, -4, -1, 2, 5],
           "uint2": [0, 3, 2, 1, 0, 3, 2, 1], "uint4": [0, 3, 6, 9, 12, 15, 2, 5],
           "float4_e2m1fn": [0, 3, 6, 6, 6, 6, 6, 6]}


@pytest.mark.parametrize("dtype", SUB_BYTE)
def test_arithmetic_wraps_or_rounds(dtype):
    x = arange8(dtype)
    f = hostcall.jit(lambda a: (a + a, a * 3, a < 1))
    doubled, tripled, small = f(x)
    check(doubled, dtype, DOUBLED[dtype])
    check(tripled, dtype, TRIPLED[dtype])
    np.testing.assert_array_equal(np.asarray(small), np.float32(ARANGE8[dtype]) < 1)
    # eager agrees with compiled
    check(jnp.asarray(x) + jnp.asarray(x), dtype, DOUBLED[dtype])


def test_int4_division_negation_and_scalar_reductions():
    a = np.array([-8, 7, -7, 5], ml_dtypes.int4)
    b = np.array([-1, 2, 2, 3], ml_dtypes.int4)
    # -8 // -1 = 8 wraps to -8; -7 // 2 = -4 (floor); -(-8) wraps to -8
    check(hostcall.jit(lambda a, b: a // b)(a, b), "int4", [-8, 3, -4, 1])
    check(hostcall.jit(lambda a: -a)(a), "int4", [-8, -7, 7, -5])
    # 0-d int4 / uint2 results (IREE cannot size a tensor<i4>)
    check(hostcall.jit(jnp.max)(a), "int4", 7)
    check(hostcall.jit(jnp.min)(np.array([3, 1, 2], ml_dtypes.uint2)), "uint2", 1)
    check(hostcall.jit(jnp.max)(np.array([-6, 0.5, 4], ml_dtypes.float4_e2m1fn)),
          "float4_e2m1fn", 4)


def test_float_to_int4_saturates():
    # XLA's float -> integer converts saturate and send NaN to 0
    x = np.array([-3.7, -1, 0, 2.5, 9, -20, np.nan], np.float32)
    check(hostcall.jit(lambda a: a.astype(jnp.int4))(x), "int4", [-3, -1, 0, 2, 7, -8, 0])
    check(hostcall.jit(lambda a: a.astype(jnp.uint2))(x), "uint2", [0, 0, 0, 2, 3, 0, 0])


def test_float_to_float4_rounds_like_ml_dtypes():
    grid = np.concatenate([np.linspace(-8, 8, 321, dtype=np.float32),
                           np.float32([-0.0, 0.25, 0.75, 0.8, 1.25, 1.75, 2.5, 3.5, 5, 7, 1e3])])
    out = np.asarray(hostcall.jit(lambda a: a.astype(jnp.float4_e2m1fn))(grid))
    # bit-exact (signed zeros included) against ml_dtypes' round-to-nearest-even
    np.testing.assert_array_equal(out.view(np.uint8),
                                  grid.astype(ml_dtypes.float4_e2m1fn).view(np.uint8))
    check(out[-10:], "float4_e2m1fn", [0, 1, 1, 1, 2, 2, 4, 4, 6, 6])


def test_converts_between_narrow_and_wide_types():
    x = np.array([-2, -1, 0, 1], ml_dtypes.int2)

    @hostcall.jit
    def f(a):
        return (a.astype(jnp.float32), a.astype(jnp.uint4), a.astype(jnp.float4_e2m1fn),
                a.astype(jnp.int32) * 100)
    as_f32, as_u4, as_f4, as_i32 = f(x)
    np.testing.assert_array_equal(np.asarray(as_f32), np.float32([-2, -1, 0, 1]))
    check(as_u4, "uint4", [14, 15, 0, 1])            # integer converts wrap
    check(as_f4, "float4_e2m1fn", [-2, -1, 0, 1])
    np.testing.assert_array_equal(np.asarray(as_i32), np.int32([-200, -100, 0, 100]))


def test_dtype_rules():
    assert jnp.issubdtype(jnp.int4, jnp.signedinteger)
    assert jnp.issubdtype(jnp.uint2, jnp.unsignedinteger)
    assert jnp.issubdtype(jnp.float4_e2m1fn, jnp.floating)
    assert not jnp.issubdtype(jnp.int4, jnp.floating)
    x = jnp.asarray(arange8("int4"))
    assert (x + 1).dtype == np.dtype(ml_dtypes.int4)          # weak scalars join
    with pytest.raises(TypeError, match="no available implicit dtype promotion path"):
        x + jnp.asarray(np.int8(1))                          # as JAX's lattice: no path


def test_unsigned_reverse_concatenate_cumsum_and_constants():
    # uint2 values are computed in signless i8: IREE 3.13 fails to compile an `and` on ui8
    # feeding a reverse and a concatenate
    u = np.array([0, 1, 2, 3], ml_dtypes.uint2)
    out = hostcall.jit(lambda a: jnp.concatenate([a, a[::-1]]).reshape(2, 4))(u)
    check(out, "uint2", [[0, 1, 2, 3], [3, 2, 1, 0]])
    check(hostcall.jit(jnp.cumsum)(np.arange(8, dtype=ml_dtypes.uint4)), "uint4",
          [0, 1, 3, 6, 10, 15, 5, 12])                  # wraps mod 16
    # non-splat constants of sub-byte types
    x = np.array([1, 2, 3, 4], ml_dtypes.int4)
    check(hostcall.jit(lambda a: a + jnp.array([1, 2, 3, -4], dtype=jnp.int4))(x), "int4",
          [2, 4, 6, 0])
    f = np.array([1, 2, 3, 4], ml_dtypes.float4_e2m1fn)
    check(hostcall.jit(lambda a: a * jnp.array([0.5, 1.5, -6, 3], dtype=jnp.float4_e2m1fn))(f),
          "float4_e2m1fn", [0.5, 3, -6, 6])               # 18 and 12 saturate to 6


def test_loops_bitcasts_and_bit_counts_on_int4():
    x = np.arange(8, dtype=ml_dtypes.int4)
    # x + 3x in a while loop: 4x mod 16
    out = hostcall.jit(lambda a: lax.while_loop(lambda s: s[0] < 3,
                                                lambda s: (s[0] + 1, s[1] + a), (0, a))[1])(x)
    check(out, "int4", [0, 4, -8, -4, 0, 4, -8, -4])
    y = np.array([-1, -8, 7, 2], ml_dtypes.int4)
    check(hostcall.jit(lambda a: lax.bitcast_convert_type(a, jnp.uint4))(y), "uint4",
          [15, 8, 7, 2])
    # logical shifts and popcounts see int4's four bits only
    check(hostcall.jit(lambda a: lax.shift_right_logical(a, jnp.full_like(a, 1)))(y), "int4",
          [7, 4, 3, 1])
    np.testing.assert_array_equal(np.asarray(hostcall.jit(lax.population_count)(y)).astype(int),
                                  [4, 1, 3, 1])
    codes = np.arange(16, dtype=np.uint8).astype(ml_dtypes.uint4)
    check(hostcall.jit(lambda a: lax.bitcast_convert_type(a, jnp.float4_e2m1fn))(codes),
          "float4_e2m1fn", [0, .5, 1, 1.5, 2, 3, 4, 6, -0., -.5, -1, -1.5, -2, -3, -4, -6])


def test_sum_and_prod_widen_like_small_integers():
    # JAX's promote_integers: integer sums and products in the default int (no wrap)
    out = hostcall.jit(jnp.sum)(np.arange(8, dtype=ml_dtypes.int4))
    assert out.dtype == np.int32 and int(out) == 28
    out = hostcall.jit(jnp.prod)(np.array([3, 3, 3], ml_dtypes.uint4))
    assert out.dtype == np.uint32 and int(out) == 27


I4_SCALAR = """
func.func @main(%x: tensor<i4>) -> tensor<i4> {
  %r = stablehlo.add %x, %x : tensor<i4>
  return %r : tensor<i4>
}
"""


@pytest.mark.canary("hostcall-narrow-types")
def test_canary_iree_rejects_a_tensor_of_one_i4(tmp_path):
    """Without hostcall-narrow-types iree-compile 3.13 cannot size a ``tensor<i4>``.  When
    this fails, IREE takes sub-byte scalars: check its other sub-byte failures (the pass's
    docstring) before the pass goes; the boundary's one-byte-per-element layout stays."""
    done = iree_compile_raw(I4_SCALAR, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'tensor<i4>' does not have integral number of total bytes" in done.stderr
