"""The numpy reference evaluator (hostcall.reference) against the StableHLO spec's
examples and semantics, numpy and scipy."""
import ml_dtypes
import numpy as np
import pytest
import scipy.special

from hostcall.reference import TOKEN, EvaluationError, RULES, evaluate


def _module(args, results, body):
    """A @main with arguments %a0, %a1, ... of the given types returning ``body``'s %r."""
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
    res = results if isinstance(results, list) else [results]
    names = ", ".join(f"%r{i}" for i in range(len(res))) if len(res) > 1 else "%r"
    return (f"func.func @main({params}) -> ({', '.join(res)}) {{\n{body}\n"
            f"  return {names} : {', '.join(res)}\n}}")


def _eval1(args, result, body, *values):
    (out,) = evaluate(_module(args, result, body), *values)
    return out


def _binary(op, t, x, y, result=None):
    result = result or t
    return _eval1([t, t], result, f"  %r = stablehlo.{op} %a0, %a1 : ({t}, {t}) -> {result}",
                  x, y)


def _unary(op, t, x, result=None):
    result = result or t
    return _eval1([t], result, f"  %r = stablehlo.{op} %a0 : ({t}) -> {result}", x)


# ---------------------------------------------------------------- elementwise
def test_add_on_i1_is_or_and_multiply_is_and():
    x, y = np.array([True, True, False, False]), np.array([True, False, True, False])
    np.testing.assert_array_equal(_binary("add", "tensor<4xi1>", x, y), [1, 1, 1, 0])
    np.testing.assert_array_equal(_binary("multiply", "tensor<4xi1>", x, y), [1, 0, 0, 0])


def test_integer_arithmetic_wraps():
    x = np.array([127, -128, 100], np.int8)
    y = np.array([1, -1, 100], np.int8)
    np.testing.assert_array_equal(_binary("add", "tensor<3xi8>", x, y), [-128, 127, -56])
    np.testing.assert_array_equal(_binary("multiply", "tensor<3xi8>", x, y), [127, -128, 16])
    np.testing.assert_array_equal(_unary("negate", "tensor<3xi8>", x), [-127, -128, -100])
    np.testing.assert_array_equal(_unary("abs", "tensor<3xi8>", x), [127, -128, 100])


def test_sub_byte_integers_wrap():
    t = "tensor<3xi4>"
    x = np.array([7, -8, 3], ml_dtypes.int4)
    y = np.array([1, -1, 3], ml_dtypes.int4)
    out = _binary("add", t, x, y)
    assert out.dtype == ml_dtypes.int4
    np.testing.assert_array_equal(out.astype(int), [-8, 7, 6])
    two = _eval1([], "tensor<2xi2>", "  %r = stablehlo.constant dense<[1, -2]> : tensor<2xi2>")
    np.testing.assert_array_equal(two.astype(int), [1, -2])


def test_integer_divide_and_remainder_truncate():
    # spec examples: divide [17, -17, 17, -17] by [3, 3, -3, -3]
    x = np.array([17, -17, 17, -17], np.int32)
    y = np.array([3, 3, -3, -3], np.int32)
    np.testing.assert_array_equal(_binary("divide", "tensor<4xi32>", x, y), [5, -5, -5, 5])
    np.testing.assert_array_equal(_binary("remainder", "tensor<4xi32>", x, y), [2, -2, 2, -2])


def test_integer_division_by_zero_and_overflow():
    x = np.array([7, -7, -2 ** 31], np.int32)
    y = np.array([0, 0, -1], np.int32)
    np.testing.assert_array_equal(_binary("divide", "tensor<3xi32>", x, y), [-1, -1, -2 ** 31])
    np.testing.assert_array_equal(_binary("remainder", "tensor<3xi32>", x, y), [7, -7, 0])
    u = np.array([7, 9], np.uint8)
    np.testing.assert_array_equal(_binary("divide", "tensor<2xui8>", u, np.array([0, 2], np.uint8)),
                                  [255, 4])


def test_float_remainder_has_the_dividends_sign():
    x = np.array([5.5, -5.5], np.float32)
    y = np.array([2.0, 2.0], np.float32)
    np.testing.assert_array_equal(_binary("remainder", "tensor<2xf32>", x, y), [1.5, -1.5])


def test_shifts_spec_examples_and_past_the_bit_width():
    t = "tensor<3xi64>"
    x = np.array([-1, 0, 1], np.int64)
    n = np.array([1, 2, 3], np.int64)
    np.testing.assert_array_equal(_binary("shift_left", t, x, n), [-2, 0, 8])
    np.testing.assert_array_equal(_binary("shift_right_arithmetic", t, np.array([-1, 0, 8]), n),
                                  [-1, 0, 1])
    np.testing.assert_array_equal(_binary("shift_right_logical", t, np.array([-1, 0, 8]), n),
                                  [2 ** 63 - 1, 0, 1])
    t = "tensor<3xi32>"
    big = np.array([32, 40, -1], np.int32)
    x = np.array([1, -8, 5], np.int32)
    np.testing.assert_array_equal(_binary("shift_left", t, x, big), [0, 0, 0])
    np.testing.assert_array_equal(_binary("shift_right_logical", t, x, big), [0, 0, 0])
    np.testing.assert_array_equal(_binary("shift_right_arithmetic", t, x, big), [0, -1, 0])


def test_power_of_integers():
    t = "tensor<5xi32>"
    x = np.array([2, -2, 1, -1, 3], np.int32)
    y = np.array([10, 3, -5, -3, -1], np.int32)
    np.testing.assert_array_equal(_binary("power", t, x, y), [1024, -8, 1, -1, 0])


def test_maximum_minimum_nan_signed_zero_and_complex_lexicographic():
    t = "tensor<3xf32>"
    x = np.array([np.nan, -0.0, 1.0], np.float32)
    y = np.array([1.0, 0.0, np.nan], np.float32)
    mx, mn = _binary("maximum", t, x, y), _binary("minimum", t, x, y)
    assert np.isnan(mx[0]) and np.isnan(mx[2]) and np.isnan(mn[0]) and np.isnan(mn[2])
    assert mx[1] == 0 and not np.signbit(mx[1])
    assert mn[1] == 0 and np.signbit(mn[1])
    t = "tensor<2xcomplex<f32>>"
    a = np.array([1 + 2j, 2 + 0j], np.complex64)
    b = np.array([1 + 3j, 1 + 5j], np.complex64)
    np.testing.assert_array_equal(_binary("maximum", t, a, b), [1 + 3j, 2 + 0j])
    np.testing.assert_array_equal(_binary("minimum", t, a, b), [1 + 2j, 1 + 5j])


def test_rounding_spec_examples():
    t = "tensor<5xf64>"
    x = np.array([-2.5, 0.4, 0.5, 0.6, 2.5])
    np.testing.assert_array_equal(_unary("round_nearest_afz", t, x), [-3, 0, 1, 1, 3])
    np.testing.assert_array_equal(_unary("round_nearest_even", t, x), [-2, 0, 0, 1, 2])
    below_half = np.array([np.nextafter(np.float32(0.5), np.float32(0))], np.float32)
    assert _unary("round_nearest_afz", "tensor<1xf32>", below_half)[0] == 0


def test_floor_ceil_keep_subnormals():
    tiny = np.array([np.finfo(np.float64).smallest_subnormal, -5e-324])
    np.testing.assert_array_equal(_unary("ceil", "tensor<2xf64>", tiny), [1.0, -0.0])
    np.testing.assert_array_equal(_unary("floor", "tensor<2xf64>", tiny), [0.0, -1.0])


def test_transcendental_functions_match_numpy_and_scipy():
    x = np.linspace(-3, 3, 11).astype(np.float32)
    for op, fn in [("exponential", np.exp), ("sine", np.sin), ("tanh", np.tanh),
                   ("logistic", scipy.special.expit), ("exponential_minus_one", np.expm1)]:
        np.testing.assert_allclose(_unary(op, "tensor<11xf32>", x), fn(x), rtol=1e-6)
    np.testing.assert_array_equal(_unary("logistic", "tensor<1xf32>",
                                         np.array([-100], np.float32)),
                                  np.float32(scipy.special.expit(np.float64(-100))))
    out = _eval1(["tensor<11xf32>"], "tensor<11xf32>",
                 "  %r = chlo.erf %a0 : tensor<11xf32> -> tensor<11xf32>", x)
    np.testing.assert_allclose(out, scipy.special.erf(x), rtol=1e-6)
    y = np.linspace(0.5, 5, 11).astype(np.float32)
    out = _eval1(["tensor<11xf32>"], "tensor<11xf32>",
                 "  %r = chlo.lgamma %a0 : tensor<11xf32> -> tensor<11xf32>", y)
    np.testing.assert_allclose(out, scipy.special.gammaln(y), rtol=1e-6)


def test_atan2_of_signed_zeros():
    out = _binary("atan2", "tensor<2xf32>", np.array([0.0, -0.0], np.float32),
                  np.array([-0.0, -0.0], np.float32))
    np.testing.assert_allclose(out, [np.pi, -np.pi], rtol=1e-7)


def test_bf16_and_f16_round_once():
    x = np.array([1.0, 3.0], ml_dtypes.bfloat16)
    y = np.array([1 / 3, 1 / 7], ml_dtypes.bfloat16)
    out = _binary("divide", "tensor<2xbf16>", x, y)
    assert out.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(out, (x.astype(np.float32) / y.astype(np.float32))
                                  .astype(ml_dtypes.bfloat16))
    h = _binary("add", "tensor<1xf16>", np.array([2048], np.float16), np.array([1], np.float16))
    assert h[0] == 2048


def test_complex_to_bool_reads_the_real_part():
    # as compiled code (real, then compare with 0) and JAX's convert_element_type do
    x = np.array([3j, 1 + 0j, 0j, -2 + 1j], np.complex64)
    np.testing.assert_array_equal(_unary("convert", "tensor<4xcomplex<f32>>", x, "tensor<4xi1>"),
                                  [False, True, False, True])


def test_logistic_of_complex_numbers():
    x = np.array([1 + 1j, -2 + 0.5j], np.complex64)
    want = 1 / (1 + np.exp(-x.astype(np.complex128)))
    np.testing.assert_allclose(_unary("logistic", "tensor<2xcomplex<f32>>", x), want, rtol=1e-6)


def test_polygamma_of_a_non_integer_order_is_nan():
    n = np.array([1.5, 1.0, 2.0], np.float32)
    x = np.array([2.0, 2.0, 3.0], np.float32)
    t = "tensor<3xf32>"
    out = _eval1([t, t], t, f"  %r = chlo.polygamma %a0, %a1 : {t}, {t} -> {t}", n, x)
    # psi'(2) = pi^2 / 6 - 1, psi''(3) = -2 zeta(3) + 2 + 1 / 4
    np.testing.assert_allclose(out[1:], [np.pi ** 2 / 6 - 1,
                                         -2 * scipy.special.zeta(3) + 2.25], rtol=1e-6)
    assert np.isnan(out[0])


def test_round_afz_just_below_a_half_is_zero():
    # 0.49999997 + 0.5 rounds to 1 in float32: the rule must not add a half
    x = np.array([0.49999997, -0.49999997, 2.5, -0.5], np.float32)
    out = _unary("round_nearest_afz", "tensor<4xf32>", x)
    np.testing.assert_array_equal(out, [0, -0, 3, -1])
    assert np.signbit(out[1])


def test_convert_rules():
    x = np.array([300.0, -300.0, np.nan, 2.7, -2.7, np.inf], np.float32)
    np.testing.assert_array_equal(_unary("convert", "tensor<6xf32>", x, "tensor<6xi8>"),
                                  [127, -128, 0, 2, -2, 127])
    np.testing.assert_array_equal(_unary("convert", "tensor<3xi32>", np.array([256, 257, -1],
                                         np.int32), "tensor<3xui8>"), [0, 1, 255])
    np.testing.assert_array_equal(_unary("convert", "tensor<3xi32>", np.array([0, 2, -1],
                                         np.int32), "tensor<3xi1>"), [False, True, True])
    np.testing.assert_array_equal(_unary("convert", "tensor<2xi1>", np.array([True, False]),
                                         "tensor<2xf32>"), [1.0, 0.0])
    np.testing.assert_array_equal(
        _unary("convert", "tensor<2xcomplex<f32>>", np.array([1 + 2j, -3j], np.complex64),
               "tensor<2xf32>"), [1.0, 0.0])


def test_popcnt_clz_sign():
    x = np.array([0, 1, -1, 255], np.int16)
    np.testing.assert_array_equal(_unary("popcnt", "tensor<4xi16>", x), [0, 1, 16, 8])
    np.testing.assert_array_equal(_unary("count_leading_zeros", "tensor<4xi16>", x),
                                  [16, 15, 0, 8])
    s = _unary("sign", "tensor<4xf32>", np.array([-0.0, 3, -2, np.nan], np.float32))
    assert np.signbit(s[0]) and s[0] == 0 and list(s[1:3]) == [1, -1] and np.isnan(s[3])


def test_compare_float_and_total_order():
    t = "tensor<3xf32>"
    x = np.array([np.nan, -0.0, 1.0], np.float32)
    y = np.array([np.nan, 0.0, 2.0], np.float32)
    body = "  %r = stablehlo.compare {d}, %a0, %a1{k} : ({t}, {t}) -> tensor<3xi1>"
    eq = _eval1([t, t], "tensor<3xi1>", body.format(d="EQ", k="", t=t), x, y)
    np.testing.assert_array_equal(eq, [False, True, False])
    ne = _eval1([t, t], "tensor<3xi1>", body.format(d="NE", k="", t=t), x, y)
    np.testing.assert_array_equal(ne, [True, False, True])
    lt = _eval1([t, t], "tensor<3xi1>", body.format(d="LT", k=", TOTALORDER", t=t), x, y)
    np.testing.assert_array_equal(lt, [False, True, True])
    u = "tensor<2xui32>"
    ult = _eval1([u, u], "tensor<2xi1>",
                 f"  %r = stablehlo.compare LT, %a0, %a1, UNSIGNED : ({u}, {u}) -> tensor<2xi1>",
                 np.array([1, 2 ** 32 - 1], np.uint32), np.array([2, 1], np.uint32))
    np.testing.assert_array_equal(ult, [True, False])


def test_select_and_clamp():
    out = _eval1(["tensor<3xf32>"], "tensor<3xf32>", """
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %r = stablehlo.clamp %lo, %a0, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>""",
                 np.array([-1, 0.5, 7], np.float32))
    np.testing.assert_array_equal(out, [0, 0.5, 1])


# ----------------------------------------------------------------- constants
def test_constants_of_every_spelling():
    body = """
  %r0 = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %r1 = stablehlo.constant dense<[1.5, 0x7F80]> : tensor<2xbf16>
  %r2 = stablehlo.constant dense<[0x7FF0000000000000, -0.0]> : tensor<2xf64>
  %r3 = stablehlo.constant dense<true> : tensor<2x2xi1>
  %r4 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>"""
    r = evaluate(_module([], ["tensor<2xcomplex<f32>>", "tensor<2xbf16>", "tensor<2xf64>",
                              "tensor<2x2xi1>", "tensor<ui64>"], body))
    np.testing.assert_array_equal(r[0], np.array([1 + 2j, 3 - 4j], np.complex64))
    assert r[1].dtype == ml_dtypes.bfloat16 and r[1][0] == 1.5 and np.isinf(r[1][1])
    assert np.isinf(r[2][0]) and np.signbit(r[2][1])
    assert r[3].shape == (2, 2) and r[3].all()
    assert r[4] == 2 ** 64 - 1 and r[4].dtype == np.uint64


# --------------------------------------------------------------- shape ops
def test_iota_broadcast_transpose_reverse_concatenate():
    body = """
  %i = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %b = stablehlo.broadcast_in_dim %a0, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
  %s = stablehlo.add %i, %b : tensor<2x3xi32>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %v = stablehlo.reverse %t, dims = [0] : tensor<3x2xi32>
  %r = stablehlo.concatenate %v, %t, dim = 1 : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x4xi32>"""
    out = _eval1(["tensor<2xi32>"], "tensor<3x4xi32>", body, np.array([10, 20], np.int32))
    s = np.arange(3)[None, :] + np.array([10, 20])[:, None]
    np.testing.assert_array_equal(out, np.concatenate([s.T[::-1], s.T], axis=1))


def test_pad_spec_example_and_negative_padding():
    x = np.array([[1, 2, 3], [4, 5, 6]], np.int64)
    body = """
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.pad %a0, %z, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x9xi64>"""
    out = _eval1(["tensor<2x3xi64>"], "tensor<5x9xi64>", body, x)
    expected = [[0, 1, 0, 0, 2, 0, 0, 3, 0], [0] * 9, [0, 4, 0, 0, 5, 0, 0, 6, 0], [0] * 9,
                [0] * 9]
    np.testing.assert_array_equal(out, expected)
    body = """
  %z = stablehlo.constant dense<9> : tensor<i64>
  %r = stablehlo.pad %a0, %z, low = [-1, 1], high = [0, -2], interior = [0, 0] : (tensor<2x3xi64>, tensor<i64>) -> tensor<1x2xi64>"""
    np.testing.assert_array_equal(_eval1(["tensor<2x3xi64>"], "tensor<1x2xi64>", body, x),
                                  [[9, 4]])


def test_dynamic_slice_and_update_clamp_start_indices():
    x = np.arange(5, dtype=np.float32)
    body = """
  %r = stablehlo.dynamic_slice %a0, %a1, sizes = [2] : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>"""
    for start, expected in [(-3, [0, 1]), (1, [1, 2]), (4, [3, 4]), (10 ** 8, [3, 4])]:
        np.testing.assert_array_equal(
            _eval1(["tensor<5xf32>", "tensor<i32>"], "tensor<2xf32>", body, x, np.int32(start)),
            expected)
    body = """
  %u = stablehlo.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %r = stablehlo.dynamic_update_slice %a0, %u, %a1 : (tensor<5xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>"""
    np.testing.assert_array_equal(
        _eval1(["tensor<5xf32>", "tensor<i32>"], "tensor<5xf32>", body, x, np.int32(9)),
        [0, 1, 2, 7, 8])


_ROW_GATHER = """
  %r = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [1],
      collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<5x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>"""


def test_gather_clamps_start_indices():
    x = np.arange(10, dtype=np.float32).reshape(5, 2)
    out = _eval1(["tensor<5x2xf32>", "tensor<3x1xi32>"], "tensor<3x2xf32>", _ROW_GATHER, x,
                 np.array([[5], [-2], [1]], np.int32))
    np.testing.assert_array_equal(out, x[[4, 0, 1]])


def test_gather_spec_example_with_batching_dims():
    operand = np.arange(2 * 3 * 4 * 2, dtype=np.int32).reshape(2, 3, 4, 2)
    indices = np.array([[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
                        [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]], np.int32)
    body = """
  %r = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<
      offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0],
      start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>,
      slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi32>) -> tensor<2x2x3x2x2xi32>"""
    out = _eval1(["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi32>"], "tensor<2x2x3x2x2xi32>", body,
                 operand, indices)
    for i0, i1, i2 in np.ndindex(2, 2, 3):
        d2, d1 = indices[i0, i1, i2]
        d2 = min(max(d2, 0), 4 - 2)
        d1 = min(max(d1, 0), 3 - 1)
        np.testing.assert_array_equal(out[i0, i1, i2], operand[i1, d1, d2:d2 + 2, :])


_ROW_SCATTER_ADD = """
  %r = "stablehlo.scatter"(%a0, %a1, %a2) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false} : (tensor<5x2xf32>, tensor<4x1xi32>, tensor<4x2xf32>) -> tensor<5x2xf32>"""


def test_scatter_skips_out_of_bounds_updates_and_accumulates_duplicates():
    x = np.zeros((5, 2), np.float32)
    idx = np.array([[7], [1], [-1], [1]], np.int32)
    upd = np.arange(8, dtype=np.float32).reshape(4, 2)
    out = _eval1(["tensor<5x2xf32>", "tensor<4x1xi32>", "tensor<4x2xf32>"], "tensor<5x2xf32>",
                 _ROW_SCATTER_ADD, x, idx, upd)
    expected = np.zeros((5, 2), np.float32)
    expected[1] = upd[1] + upd[3]
    np.testing.assert_array_equal(out, expected)


def test_reduce_with_argmax_body_and_integer_wrap():
    body = """
  %z = stablehlo.constant dense<0> : tensor<i8>
  %r = stablehlo.reduce(%a0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>"""
    out = _eval1(["tensor<2x3xi8>"], "tensor<2xi8>", body,
                 np.array([[100, 100, 100], [1, 2, 3]], np.int8))
    np.testing.assert_array_equal(out, [44, 6])
    body = """
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %r0, %r1 = stablehlo.reduce(%a0 init: %init), (%i init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    reducer(%m: tensor<f32>, %x: tensor<f32>) (%mi: tensor<i32>, %xi: tensor<i32>) {
      %gt = stablehlo.compare GT, %x, %m : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = stablehlo.select %gt, %x, %m : tensor<i1>, tensor<f32>
      %vi = stablehlo.select %gt, %xi, %mi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %vi : tensor<f32>, tensor<i32>
    }"""
    m, i = evaluate(_module(["tensor<4xf32>"], ["tensor<f32>", "tensor<i32>"], body),
                    np.array([1, 5, 2, 5], np.float32))
    assert m == 5 and i == 1


def test_reduce_folds_a_non_identity_init_value_once():
    """A one-monoid body is reduced by numpy (with the init as initial value), any other
    body (here add with swapped operands) element by element: both fold the init in once."""
    t = "tensor<2x3xf32>"
    head = f"""
  %z = stablehlo.constant dense<10.0> : tensor<f32>
  %r = stablehlo.reduce(%a0 init: %z)"""
    tail = f"across dimensions = [1] : ({t}, tensor<f32>) -> tensor<2xf32>"
    region = """
    reducer(%acc: tensor<f32>, %v: tensor<f32>) {
      %s = stablehlo.add %v, %acc : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }"""
    x = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    for text in (f"{head} applies stablehlo.add {tail}", f"{head} {tail}{region}"):
        np.testing.assert_array_equal(_eval1([t], "tensor<2xf32>", text, x), [16, 25])


def test_reduce_window_spec_example():
    body = """
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.reduce_window"(%a0, %z) ({
    ^bb0(%x: tensor<i64>, %y: tensor<i64>):
      %s = stablehlo.add %x, %y : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>"""
    out = _eval1(["tensor<3x2xi64>"], "tensor<2x2xi64>", body,
                 np.array([[1, 2], [3, 4], [5, 6]], np.int64))
    np.testing.assert_array_equal(out, [[0, 0], [3, 4]])


def test_cumulative_reduce_window_with_identity_or_other_init():
    """A prefix window over one axis (a cumulative sum) with the identity as init is numpy's
    accumulate; another init fills the padding and starts each window's fold, as the spec
    says."""
    def cumulative(init, padding):
        body = f"""
  %z = stablehlo.constant dense<{init}> : tensor<i32>
  %r = "stablehlo.reduce_window"(%a0, %z) ({{
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }}) {{window_dimensions = array<i64: 1, 3>,
      padding = dense<[[0, 0], {padding}]> : tensor<2x2xi64>}} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>"""
        return _eval1(["tensor<2x3xi32>"], "tensor<2x3xi32>", body,
                      np.array([[1, 2, 3], [4, 5, 6]], np.int32))
    np.testing.assert_array_equal(cumulative(0, "[2, 0]"), [[1, 3, 6], [4, 9, 15]])
    np.testing.assert_array_equal(cumulative(0, "[0, 2]"), [[6, 5, 3], [15, 11, 6]])
    # 10 + the windows [10, 10, 1], [10, 1, 2], [1, 2, 3]
    np.testing.assert_array_equal(cumulative(10, "[2, 0]"), [[31, 23, 16], [34, 29, 25]])


def test_sort_two_operands_with_a_comparator():
    body = """
  %r0, %r1 = "stablehlo.sort"(%a0, %a1) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>, %p: tensor<f32>, %q: tensor<f32>):
      %c = stablehlo.compare GT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xi32>, tensor<2x3xf32>) -> (tensor<2x3xi32>, tensor<2x3xf32>)"""
    keys = np.array([[1, 2, 3], [3, 2, 1]], np.int32)
    vals = np.array([[10, 20, 30], [40, 50, 60]], np.float32)
    k, v = evaluate(_module(["tensor<2x3xi32>", "tensor<2x3xf32>"],
                            ["tensor<2x3xi32>", "tensor<2x3xf32>"], body), keys, vals)
    np.testing.assert_array_equal(k, [[3, 2, 1], [3, 2, 1]])
    np.testing.assert_array_equal(v, [[30, 20, 10], [40, 50, 60]])


def test_dot_general_batch_matmul_and_integer_accumulation():
    body = """
  %r = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>"""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((2, 3, 4)).astype(np.float32)
    b = rng.standard_normal((2, 4, 5)).astype(np.float32)
    out = _eval1(["tensor<2x3x4xf32>", "tensor<2x4x5xf32>"], "tensor<2x3x5xf32>", body, a, b)
    np.testing.assert_allclose(out, a @ b, rtol=1e-5)
    body = """
  %r = stablehlo.dot_general %a0, %a1, contracting_dims = [0] x [0] : (tensor<3xi8>, tensor<3xi8>) -> tensor<i32>"""
    x = np.array([127, 127, 127], np.int8)
    assert _eval1(["tensor<3xi8>", "tensor<3xi8>"], "tensor<i32>", body, x, x) == 3 * 127 * 127


# ------------------------------------------------------------- control flow
def test_case_out_of_range_takes_the_last_branch_and_if():
    body = """
  %r = "stablehlo.case"(%a0) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<11> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>"""
    text = _module(["tensor<i32>"], "tensor<i32>", body)
    assert [int(evaluate(text, np.int32(i))[0]) for i in (0, 1, 5, -1)] == [10, 11, 11, 11]
    body = """
  %r = "stablehlo.if"(%a0) ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }, {
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>"""
    text = _module(["tensor<i1>"], "tensor<f32>", body)
    assert evaluate(text, True)[0] == 1 and evaluate(text, False)[0] == 2


def test_nested_while_and_calls():
    text = """
func.func private @step(%x: tensor<f32>) -> tensor<f32> {
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %y = stablehlo.multiply %x, %c : tensor<f32>
  return %y : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<f32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %w:2 = stablehlo.while(%k = %zero, %u = %v) : tensor<i32>, tensor<f32>
        cond {
          %p = stablehlo.compare LT, %k, %j : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %k1 = stablehlo.add %k, %one : tensor<i32>
          %u1 = func.call @step(%u) : (tensor<f32>) -> tensor<f32>
          stablehlo.return %k1, %u1 : tensor<i32>, tensor<f32>
        }
      stablehlo.return %j, %w#1 : tensor<i32>, tensor<f32>
    }
  return %r#1 : tensor<f32>
}"""
    assert evaluate(text, np.float32(1.0))[0] == 2.0 ** (1 + 2 + 3)


def test_tuples_tokens_and_optimization_barrier():
    body = """
  %t = stablehlo.tuple %a0, %a1 : tuple<tensor<2xf32>, tensor<i32>>
  %r0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
  %b = stablehlo.optimization_barrier %a0 : tensor<2xf32>
  %tok = stablehlo.after_all %a2 : !stablehlo.token
  %r1 = stablehlo.negate %b : tensor<2xf32>
  %r2 = stablehlo.after_all %tok, %a2 : !stablehlo.token"""
    r = evaluate(_module(["tensor<2xf32>", "tensor<i32>", "!stablehlo.token"],
                         ["tensor<i32>", "tensor<2xf32>", "!stablehlo.token"], body),
                 np.array([1, 2], np.float32), np.int32(3), TOKEN)
    assert r[0] == 3 and list(r[1]) == [-1, -2] and r[2] is TOKEN


def test_callbacks_call_handlers_by_name():
    body = """
  %r = stablehlo.custom_call @hostcall.callback(%a0) {has_side_effect = false, hostcall.callback = "twice", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<3xf32>) -> tensor<3xf32>"""
    text = _module(["tensor<3xf32>"], "tensor<3xf32>", body)
    out = evaluate(text, np.ones(3, np.float32), handlers={"twice": lambda x: x * 2})
    np.testing.assert_array_equal(out[0], [2, 2, 2])
    with pytest.raises(EvaluationError, match="Mismatched number of outputs from callback. "
                                              "Expected: 1, Actual: 0"):
        evaluate(text, np.ones(3, np.float32), handlers={"twice": lambda x: None})
    with pytest.raises(EvaluationError, match="no handler for host callback twice"):
        evaluate(text, np.ones(3, np.float32))


# ---------------------------------------------------------------- errors
def test_unsupported_op_names_op_and_location():
    text = _module(["tensor<2x2xf32>"], "tensor<2x2xf32>",
                   "  %r = stablehlo.cholesky %a0, lower = true : tensor<2x2xf32>")
    with pytest.raises(EvaluationError, match=r"-:2:8: .stablehlo.cholesky': op not supported"):
        evaluate(text, np.eye(2, dtype=np.float32))


def test_bad_arguments_are_named():
    text = _module(["tensor<2xf32>"], "tensor<2xf32>", "  %r = stablehlo.negate %a0 : tensor<2xf32>")
    with pytest.raises(EvaluationError, match=r"argument 0: expected shape \[2\]"):
        evaluate(text, np.ones(3, np.float32))
    with pytest.raises(EvaluationError, match="argument 0: expected dtype float32"):
        evaluate(text, np.ones(2, np.float64))
    with pytest.raises(EvaluationError, match="takes 1 argument"):
        evaluate(text)
    with pytest.raises(EvaluationError, match="no function @nope"):
        evaluate(text, np.ones(2, np.float32), function="nope")


def test_rules_cover_the_ops_hostcall_emits():
    from hostcall.dialects import stablehlo as hlo
    names = [f"stablehlo.{n}" for n in hlo.UNARY_SAME_TYPE + hlo.BINARY_SAME_TYPE]
    names += [f"chlo.{n}" for n in hlo.CHLO_UNARY_SAME_TYPE + hlo.CHLO_BINARY_SAME_TYPE]
    names += ["stablehlo.while", "stablehlo.case", "stablehlo.if", "func.call",
              "stablehlo.scatter", "stablehlo.gather", "stablehlo.sort", "chlo.top_k",
              "stablehlo.reduce_window", "stablehlo.custom_call"]
    assert [n for n in names if n not in RULES] == []


def test_gather_and_scatter_with_index_vector_dim_zero():
    """index_vector_dim = 0 is StableHLO's default, which the printer leaves out: a rank-1
    indices tensor is then one index vector (one slice), not a batch of scalar indices."""
    x = np.arange(20, dtype=np.float32).reshape(4, 5)
    gather = """
  %r = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<
      collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 0>,
      slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<f32>"""
    out = _eval1(["tensor<4x5xf32>", "tensor<2xi32>"], "tensor<f32>", gather, x,
                 np.array([2, 3], np.int32))
    assert out.shape == () and out == x[2, 3]
    scatter = """
  %r = "stablehlo.scatter"(%a0, %a1, %a2) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1],
      scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0>,
      indices_are_sorted = false, unique_indices = false} : (tensor<4x5xf32>, tensor<2xi32>, tensor<f32>) -> tensor<4x5xf32>"""
    out = _eval1(["tensor<4x5xf32>", "tensor<2xi32>", "tensor<f32>"], "tensor<4x5xf32>",
                 scatter, x, np.array([1, 4], np.int32), np.float32(-1))
    want = x.copy()
    want[1, 4] = -1
    np.testing.assert_array_equal(out, want)


def test_torch_index_select_reads_along_a_dimension_with_batch_dimensions():
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    idx = np.array([[2, 0], [1, 1]], np.int32)
    t = "tensor<2x3x4xf32>, tensor<2x2xi32>"
    out = _eval1(["tensor<2x3x4xf32>", "tensor<2x2xi32>"], "tensor<2x2x4xf32>",
                 f'  %r = "stablehlo.torch_index_select"(%a0, %a1) {{dim = 1 : i64, '
                 f'batch_dims = 1 : i64}} : ({t}) -> tensor<2x2x4xf32>', x, idx)
    np.testing.assert_array_equal(out, np.stack([x[0][[2, 0]], x[1][[1, 1]]]))
    table = np.array([5, 6, 7], np.int64)
    body = ('  %r = "stablehlo.torch_index_select"(%a0, %a1) {dim = 0 : i64, batch_dims = '
            '0 : i64} : (tensor<3xi64>, tensor<2xui8>) -> tensor<2xi64>')
    out = _eval1(["tensor<3xi64>", "tensor<2xui8>"], "tensor<2xi64>", body, table,
                 np.array([2, 0], np.uint8))
    np.testing.assert_array_equal(out, [7, 5])
    with pytest.raises((EvaluationError, ValueError), match="index 3 out of bounds"):
        _eval1(["tensor<3xi64>", "tensor<2xui8>"], "tensor<2xi64>", body, table,
               np.array([3, 0], np.uint8))


def test_ulp_shift_moves_the_approximated_functions_an_ulp_and_nothing_else():
    """evaluate(ulp_shift=+-1) (the differential checker's measure of a program's
    sensitivity to an ulp's error in exp, log, tanh...) moves those functions' results one
    ulp; sine (correctly rounded in hostcall's code), adds and integers stay exact."""
    text = """
    func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
      %t = stablehlo.tanh %x : tensor<4xf32>
      %e = stablehlo.exponential %t : tensor<4xf32>
      %s = stablehlo.sine %x : tensor<4xf32>
      %a = stablehlo.add %s, %x : tensor<4xf32>
      %j = stablehlo.add %i, %i : tensor<4xi32>
      return %e, %a, %j : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
    }"""
    x = np.array([-2.0, -0.3, 0.25, 1.5], np.float32)
    i = np.array([1, -2, 3, 7], np.int32)
    plain = evaluate(text, x, i)
    np.testing.assert_array_equal(plain[0], np.exp(np.tanh(x)))
    for shift, toward in ((1, np.inf), (-1, -np.inf)):
        up = lambda v: np.nextafter(v, np.float32(toward))
        got = evaluate(text, x, i, ulp_shift=shift)
        np.testing.assert_array_equal(got[0], up(np.exp(up(np.tanh(x)))))
        assert not np.array_equal(got[0], plain[0])
        np.testing.assert_array_equal(got[1], plain[1])
        np.testing.assert_array_equal(got[2], plain[2])
