"""lax.conv_general_dilated and its wrappers: values (eager and compiled) against a direct
numpy convolution and scipy, the dimension-number helpers against JAX's values, derivatives
with check_grads w.r.t. both operands, vmap against a loop, and errors."""
import signal

import ml_dtypes
import numpy as np
import pytest
import scipy.signal

from iree.compiler import ir

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, random, reference
from hostcall.runtime.compile_driver import matmul_flops
from hostcall.dialects.convolution import ConvDims, read_conv_dims
from hostcall.example_libraries import optimizers, stax
from hostcall.primitives import convolution
from hostcall.reference.fuzz import ELEMENT_TYPES, X64_TYPES, Generator
from hostcall.runtime import cache as compile_cache
from hostcall.test_util import check_grads
from hostcall.tools import differential

from helpers import iree_compile_raw

KEY = random.PRNGKey(0)


def direct_conv(x, w, strides, pads, lhs_dil=None, rhs_dil=None, groups=1, batch_groups=1):
    """Convolution of x (N, C, *S) and w (O, I, *K) straight from the definition: one
    output element at a time, as the sum over its window of the dilated, padded input."""
    x, w = np.asarray(x, np.float64), np.asarray(w, np.float64)
    n_sp = x.ndim - 2
    lhs_dil = lhs_dil or (1,) * n_sp
    rhs_dil = rhs_dil or (1,) * n_sp
    N, C = x.shape[:2]
    O, I = w.shape[:2]
    # dilate, then pad (negative padding crops)
    dil = np.zeros((N, C, *[(d - 1) * k + 1 for d, k in zip(x.shape[2:], lhs_dil)]))
    dil[(slice(None), slice(None), *[slice(None, None, k) for k in lhs_dil])] = x
    big = np.pad(dil, [(0, 0), (0, 0)] + [(max(lo, 0), max(hi, 0)) for lo, hi in pads])
    xp = big[(slice(None), slice(None), *[slice(-min(lo, 0), big.shape[2 + i] + min(hi, 0))
                                          for i, (lo, hi) in enumerate(pads)])]
    window = [(k - 1) * r + 1 for k, r in zip(w.shape[2:], rhs_dil)]
    out_sp = [(p - win) // s + 1 for p, win, s in zip(xp.shape[2:], window, strides)]
    nb, og, ob = N // batch_groups, O // groups, O // batch_groups
    out = np.zeros((nb, O, *out_sp))
    for n in range(nb):
        for o in range(O):
            batch = (o // ob) * nb + n
            feats = slice((o // og) * I, (o // og + 1) * I)
            for pos in np.ndindex(*out_sp):
                total = 0.0
                for kpos in np.ndindex(*w.shape[2:]):
                    at = tuple(p * s + k * r for p, s, k, r in zip(pos, strides, kpos, rhs_dil))
                    total += np.dot(xp[(batch, feats, *at)], w[(o, slice(None), *kpos)])
                out[(n, o, *pos)] = total
    return out


rng = np.random.default_rng(0)


def _r(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


# name: (lhs NCHW, rhs OIHW, conv_general_dilated keywords, direct_conv keywords)
CASES = {
    "plain": (_r(2, 3, 6, 5), _r(4, 3, 3, 2), dict(window_strides=(1, 1), padding="VALID"),
              dict(strides=(1, 1), pads=[(0, 0), (0, 0)])),
    "strided_same": (_r(2, 3, 7, 6), _r(4, 3, 3, 3), dict(window_strides=(2, 2), padding="SAME"),
                     dict(strides=(2, 2), pads=[(1, 1), (0, 1)])),
    "same_lower": (_r(1, 2, 6, 6), _r(2, 2, 2, 2), dict(window_strides=(1, 1),
                                                       padding="SAME_LOWER"),
                   dict(strides=(1, 1), pads=[(1, 0), (1, 0)])),
    "explicit_negative_pad": (_r(1, 2, 6, 6), _r(3, 2, 2, 2),
                              dict(window_strides=(2, 1), padding=((-1, 2), (0, -2))),
                              dict(strides=(2, 1), pads=[(-1, 2), (0, -2)])),
    "rhs_dilation": (_r(2, 3, 8, 7), _r(2, 3, 3, 2), dict(window_strides=(1, 1), padding="SAME",
                                                          rhs_dilation=(2, 3)),
                     dict(strides=(1, 1), pads=[(2, 2), (1, 2)], rhs_dil=(2, 3))),
    "lhs_dilation": (_r(2, 3, 4, 4), _r(2, 3, 3, 3), dict(window_strides=(1, 2),
                                                          padding=((2, 2), (1, 2)),
                                                          lhs_dilation=(2, 3)),
                     dict(strides=(1, 2), pads=[(2, 2), (1, 2)], lhs_dil=(2, 3))),
    "feature_groups": (_r(2, 6, 5, 5), _r(4, 3, 3, 3), dict(window_strides=(1, 1),
                                                            padding="VALID",
                                                            feature_group_count=2),
                       dict(strides=(1, 1), pads=[(0, 0), (0, 0)], groups=2)),
    "depthwise": (_r(2, 4, 5, 5), _r(8, 1, 3, 3), dict(window_strides=(1, 1), padding="SAME",
                                                       feature_group_count=4),
                  dict(strides=(1, 1), pads=[(1, 1), (1, 1)], groups=4)),
    "batch_groups": (_r(4, 3, 5, 5), _r(6, 3, 2, 2), dict(window_strides=(2, 1),
                                                          padding=((1, 0), (0, 1)),
                                                          lhs_dilation=(2, 1),
                                                          batch_group_count=2),
                     dict(strides=(2, 1), pads=[(1, 0), (0, 1)], lhs_dil=(2, 1),
                          batch_groups=2)),
    "1d": (_r(2, 3, 9), _r(4, 3, 3), dict(window_strides=(2,), padding="SAME_LOWER",
                                          rhs_dilation=(2,)),
           dict(strides=(2,), pads=[(2, 2)], rhs_dil=(2,))),
    "3d": (_r(1, 2, 4, 5, 4), _r(2, 2, 2, 3, 2), dict(window_strides=(1, 2, 1), padding="VALID"),
           dict(strides=(1, 2, 1), pads=[(0, 0)] * 3)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_conv_general_dilated_matches_direct_convolution(name):
    x, w, kw, ref = CASES[name]
    want = direct_conv(x, w, **ref)

    def f(a, b):
        return lax.conv_general_dilated(a, b, **kw)
    for got in (f(x, w), hostcall.jit(f)(x, w)):
        assert got.shape == want.shape and got.dtype == np.float32
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)


def test_conv_matches_scipy_correlate():
    x, w = _r(1, 1, 9, 8), _r(1, 1, 3, 4)
    want = scipy.signal.correlate(x[0, 0], w[0, 0], mode="valid")
    got = hostcall.jit(lambda a, b: lax.conv(a, b, (1, 1), "VALID"))(x, w)
    np.testing.assert_allclose(np.asarray(got)[0, 0], want, rtol=1e-5, atol=1e-5)
    full = scipy.signal.correlate(x[0, 0], w[0, 0], mode="full")
    got = lax.conv_with_general_padding(x, w, (1, 1), ((2, 2), (3, 3)), None, None)
    np.testing.assert_allclose(np.asarray(got)[0, 0], full, rtol=1e-5, atol=1e-5)


def test_layout_strings_nhwc_hwio():
    x, w, _, _ = CASES["strided_same"]
    want = direct_conv(x, w, (2, 2), [(1, 1), (0, 1)])
    xh, wh = x.transpose(0, 2, 3, 1), w.transpose(2, 3, 1, 0)

    def f(a, b):
        return lax.conv_general_dilated(a, b, (2, 2), "SAME",
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))
    for got in (f(xh, wh), hostcall.jit(f)(xh, wh)):
        np.testing.assert_allclose(np.asarray(got), want.transpose(0, 2, 3, 1), rtol=1e-4,
                                   atol=1e-4)
    # the output layout may differ from the input's; spatial letters match by name
    dn = lax.conv_dimension_numbers(xh.shape, wh.shape, ("NHWC", "HWIO", "NCHW"))
    got = lax.conv_general_dilated(xh, wh, (2, 2), "SAME", dimension_numbers=dn)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)


def test_integer_and_preferred_element_type():
    x = rng.integers(-50, 50, (2, 3, 5, 5)).astype(np.int8)
    w = rng.integers(-50, 50, (4, 3, 3, 3)).astype(np.int8)
    want = direct_conv(x, w, (1, 1), [(0, 0), (0, 0)]).astype(np.int32)

    def f(a, b):
        return lax.conv_general_dilated(a, b, (1, 1), "VALID", preferred_element_type=np.int32)
    for got in (f(x, w), hostcall.jit(f)(x, w)):
        assert got.dtype == np.int32
        np.testing.assert_array_equal(np.asarray(got), want)


def test_precision_is_accepted_and_recorded():
    x, w, kw, ref = CASES["plain"]

    def f(a, b):
        return lax.conv_general_dilated(a, b, **kw, precision=lax.Precision.HIGHEST)
    text = hostcall.jit(f).lower(x, w).as_text()
    assert "#stablehlo<precision HIGHEST>" in text
    np.testing.assert_allclose(np.asarray(hostcall.jit(f)(x, w)), direct_conv(x, w, **ref),
                               rtol=1e-4, atol=1e-4)


def test_complex_convolution_with_padding_and_dilation():
    """IREE 3.13 crashes on complex convolutions with padding: hostcall-convolution-
    workarounds computes them as real convolutions of the parts."""
    x = (_r(2, 3, 5, 4) + 1j * _r(2, 3, 5, 4)).astype(np.complex64)
    w = (_r(4, 3, 2, 2) + 1j * _r(4, 3, 2, 2)).astype(np.complex64)
    kw = dict(window_strides=(2, 1), padding=((1, 2), (0, 1)), lhs_dilation=(2, 1),
              rhs_dilation=(1, 2))
    ref = dict(strides=(2, 1), pads=[(1, 2), (0, 1)], lhs_dil=(2, 1), rhs_dil=(1, 2))
    want = (direct_conv(x.real, w.real, **ref) - direct_conv(x.imag, w.imag, **ref)
            + 1j * (direct_conv(x.real, w.imag, **ref) + direct_conv(x.imag, w.real, **ref)))

    def f(a, b):
        return lax.conv_general_dilated(a, b, **kw)
    for got in (f(x, w), hostcall.jit(f)(x, w)):
        assert got.dtype == np.complex64
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)


def test_empty_sums_and_empty_results():
    """No input features: every output is an empty sum, 0 (IREE 3.13 crashes on such a
    convolution; hostcall-convolution-workarounds makes it a constant).  The gradient
    w.r.t. the kernel of a convolution over an empty batch is one."""
    def f(a, b):
        return lax.conv(a, b, (1, 1), "SAME")
    for x, w, shape in [(_r(2, 0, 5, 5), _r(4, 0, 3, 3), (2, 4, 5, 5)),
                        (_r(0, 3, 5, 5), _r(4, 3, 3, 3), (0, 4, 5, 5)),
                        (_r(2, 3, 5, 5), _r(0, 3, 3, 3), (2, 0, 5, 5))]:
        for got in (f(x, w), hostcall.jit(f)(x, w)):
            assert got.shape == shape
            np.testing.assert_array_equal(np.asarray(got), np.zeros(shape))
    gx, gw = hostcall.grad(lambda a, b: f(a, b).sum(), (0, 1))(_r(0, 3, 5, 5), _r(4, 3, 3, 3))
    assert gx.shape == (0, 3, 5, 5)
    np.testing.assert_array_equal(np.asarray(gw), np.zeros((4, 3, 3, 3)))
    # a window larger than the padded input gives an empty result, and zero gradients
    x, w = _r(1, 3, 2, 2), _r(4, 3, 3, 3)

    def g(a, b):
        return lax.conv(a, b, (1, 1), "VALID")
    assert hostcall.jit(g)(x, w).shape == (1, 4, 0, 0)
    gx, gw = hostcall.grad(lambda a, b: g(a, b).sum(), (0, 1))(x, w)
    np.testing.assert_array_equal(np.asarray(gx), np.zeros(x.shape))
    np.testing.assert_array_equal(np.asarray(gw), np.zeros(w.shape))


@pytest.mark.parametrize("dtype,half_ulp", [(ml_dtypes.bfloat16, 2.0 ** -8),
                                             (np.float16, 2.0 ** -11)])
def test_half_precision_convolutions_round_once(dtype, half_ulp):
    """A 576-term sum: IREE 3.13 accumulates f16 / bf16 convolutions in the half type;
    hostcall-convolution-workarounds makes it sum in f32 and round once, as eager code."""
    x = _r(2, 64, 6, 6).astype(dtype)
    w = _r(8, 64, 3, 3).astype(dtype)

    def f(a, b):
        return lax.conv(a, b, (1, 1), "SAME")
    exact = direct_conv(x.astype(np.float64), w.astype(np.float64), (1, 1), [(1, 1), (1, 1)])
    for got in (f(x, w), hostcall.jit(f)(x, w)):
        assert got.dtype == dtype
        err = np.abs(np.asarray(got).astype(np.float64) - exact)
        # half an ulp, plus what an f32 sum of 576 terms may be off by
        assert np.all(err <= half_ulp * np.abs(exact) * 1.01 + 1e-6 * np.abs(exact).max())


# ------------------------------------------------------------ helper functions
def test_conv_dimension_numbers_values_from_jax():
    dn = lax.conv_dimension_numbers((1, 5, 5, 3), (3, 3, 3, 4), ("NHWC", "HWIO", "NHWC"))
    assert dn == lax.ConvDimensionNumbers((0, 3, 1, 2), (3, 2, 0, 1), (0, 3, 1, 2))
    assert isinstance(dn, lax.ConvDimensionNumbers) and dn.rhs_spec == (3, 2, 0, 1)
    # spatial dimensions are ordered as the kernel spec lists them
    dn = lax.conv_dimension_numbers((1, 5, 6, 3), (3, 3, 3, 4), ("NHWC", "WHIO", "NCHW"))
    assert dn == ((0, 3, 2, 1), (3, 2, 0, 1), (0, 1, 3, 2))
    assert lax.conv_dimension_numbers((1, 2, 3), (1, 2, 3), None) == ((0, 1, 2),) * 3
    assert lax.conv_dimension_numbers((1, 2, 3), (1, 2, 3), dn) is dn
    with pytest.raises(TypeError, match="must contain 'N' and 'C'"):
        lax.conv_dimension_numbers((1, 5, 5, 3), (3, 3, 3, 4), ("NHWX", "HWIO", "NHWC"))


def test_conv_general_shape_tuple_and_padtype_to_pads():
    assert lax.conv_general_shape_tuple((1, 5, 5, 3), (3, 3, 3, 4), (1, 1), "SAME",
                                        ("NHWC", "HWIO", "NHWC")) == (1, 5, 5, 4)
    assert lax.conv_general_shape_tuple((2, 3, 7, 8), (6, 3, 3, 2), (2, 2), "VALID",
                                        ("NCHW", "OIHW", "NCHW")) == (2, 6, 3, 4)
    assert lax.conv_general_shape_tuple((2, 3, 7, 8), (6, 3, 3, 2), (2, 2), ((1, 1), (0, 0)),
                                        None) == (2, 6, 4, 4)
    assert lax.padtype_to_pads((7, 6), (3, 3), (2, 2), "SAME") == [(1, 1), (0, 1)]
    assert lax.padtype_to_pads((7, 6), (3, 3), (2, 2), "SAME_LOWER") == [(1, 1), (1, 0)]
    assert lax.padtype_to_pads((7, 6), (3, 2), (2, 3), "SAME") == [(1, 1), (0, 0)]
    assert lax.padtype_to_pads((7, 6), (3, 2), (2, 3), "VALID") == [(0, 0), (0, 0)]


# ------------------------------------------------------------ conv_transpose
def _adjoint_of_conv(y, w, strides, pads, in_spatial):
    """The transpose of x -> direct_conv(x, w) (NCHW / OIHW) applied to y, by columns."""
    n, c = y.shape[0], w.shape[1]
    cols = []
    for idx in np.ndindex(n, c, *in_spatial):
        e = np.zeros((n, c, *in_spatial))
        e[idx] = 1
        cols.append(np.sum(direct_conv(e, w, strides, pads) * y))
    return np.asarray(cols).reshape(n, c, *in_spatial)


@pytest.mark.parametrize("padding,in_hw,fwd_pads", [("VALID", (7, 7), [(0, 0), (0, 0)]),
                                                    ("SAME", (6, 6), [(0, 1), (0, 1)])])
def test_conv_transpose_with_transposed_kernel_is_the_adjoint_of_conv(padding, in_hw, fwd_pads):
    w = _r(3, 3, 2, 4)                       # HWIO: 2 input features, 4 output features
    fwd_shape = direct_conv(np.zeros((1, 2, *in_hw)), w.transpose(3, 2, 0, 1), (2, 2),
                            fwd_pads).shape
    y = _r(1, fwd_shape[2], fwd_shape[3], 4)     # NHWC cotangent of the forward conv
    want = _adjoint_of_conv(y.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), (2, 2), fwd_pads,
                            in_hw)

    def f(a, b):
        return lax.conv_transpose(a, b, (2, 2), padding, transpose_kernel=True)
    for got in (f(y, w), hostcall.jit(f)(y, w)):
        assert got.shape == (1, *in_hw, 2)
        np.testing.assert_allclose(np.asarray(got), want.transpose(0, 2, 3, 1), rtol=1e-4,
                                   atol=1e-4)


def test_conv_transpose_shapes_and_kernel_flag():
    x, w = _r(1, 4, 4, 2), _r(3, 3, 2, 5)
    assert lax.conv_transpose(x, w, (2, 2), "SAME").shape == (1, 8, 8, 5)
    assert lax.conv_transpose(x, w, (2, 2), "VALID").shape == (1, 9, 9, 5)
    w2 = _r(3, 3, 5, 2)
    flipped = np.ascontiguousarray(w2[::-1, ::-1].transpose(0, 1, 3, 2))
    np.testing.assert_allclose(
        np.asarray(lax.conv_transpose(x, w2, (2, 1), "SAME", transpose_kernel=True)),
        np.asarray(lax.conv_transpose(x, flipped, (2, 1), "SAME")), rtol=1e-5, atol=1e-5)


# ------------------------------------------------------------ derivatives
@pytest.mark.parametrize("name", ["strided_same", "explicit_negative_pad", "lhs_dilation",
                                  "rhs_dilation", "feature_groups", "batch_groups", "1d"])
def test_check_grads_both_operands(name):
    x, w, kw, _ = CASES[name]
    check_grads(lambda a, b: lax.conv_general_dilated(a, b, **kw), (x, w), order=1,
                modes=("fwd", "rev"), atol=2e-2, rtol=2e-2)


def test_second_order_grads():
    x, w, kw, _ = CASES["feature_groups"]
    check_grads(lambda a, b: lax.conv_general_dilated(a, b, **kw), (x, w), order=2,
                modes=("rev",), atol=3e-2, rtol=3e-2)
    x, w, kw, _ = CASES["batch_groups"]
    check_grads(lambda a, b: lax.conv_general_dilated(a, b, **kw), (x, w), order=2,
                modes=("fwd", "lin"), atol=3e-2, rtol=3e-2)


def test_grad_matches_adjoint_values():
    x, w, kw, ref = CASES["strided_same"]
    y = _r(*direct_conv(x, w, **ref).shape)
    gx, gw = hostcall.grad(lambda a, b: (lax.conv_general_dilated(a, b, **kw) * y).sum(),
                           (0, 1))(x, w)
    np.testing.assert_allclose(np.asarray(gx), _adjoint_of_conv(y, w, ref["strides"],
                                                                ref["pads"], x.shape[2:]),
                               rtol=1e-4, atol=1e-4)
    # d/dw: the sum over output positions of y times the input window, elementwise
    gw_want = np.zeros(w.shape)
    for idx in np.ndindex(*w.shape):
        e = np.zeros(w.shape)
        e[idx] = 1
        gw_want[idx] = np.sum(direct_conv(x, e, **ref) * y)
    np.testing.assert_allclose(np.asarray(gw), gw_want, rtol=1e-4, atol=1e-4)


# ------------------------------------------------------------ vmap
@pytest.mark.parametrize("name", ["strided_same", "lhs_dilation", "feature_groups",
                                  "batch_groups"])
@pytest.mark.parametrize("in_axes", [(0, 0), (0, None), (None, 0), (1, 2)])
def test_vmap_matches_loop(name, in_axes):
    x, w, kw, _ = CASES[name]
    xs = np.stack([x, 0.5 * x + 1, -x], axis=in_axes[0]) if in_axes[0] is not None else x
    ws = np.stack([w, 2 * w, w - 1], axis=in_axes[1]) if in_axes[1] is not None else w

    def f(a, b):
        return lax.conv_general_dilated(a, b, **kw)
    want = np.stack([np.asarray(f(np.take(xs, i, in_axes[0]) if in_axes[0] is not None else xs,
                                  np.take(ws, i, in_axes[1]) if in_axes[1] is not None else ws))
                     for i in range(3)])
    got = hostcall.jit(hostcall.vmap(f, in_axes=in_axes))(xs, ws)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)


def test_vmap_of_grad():
    x, w, kw, _ = CASES["feature_groups"]
    xs = np.stack([x, 2 * x])

    def loss(a, b):
        return (lax.conv_general_dilated(a, b, **kw) ** 2).sum()
    got = hostcall.vmap(hostcall.grad(loss, 1), in_axes=(0, None))(xs, w)
    want = np.stack([np.asarray(hostcall.grad(loss, 1)(xi, w)) for xi in xs])
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-3)


# ------------------------------------------------------------ errors
@pytest.mark.parametrize("kw,lhs,rhs,err,match", [
    (dict(feature_group_count=2), (2, 6, 5, 5), (4, 2, 3, 3), ValueError,
     r"lhs feature dimension \(6\) must be feature_group_count \(2\) times"),
    (dict(batch_group_count=2), (3, 2, 5, 5), (4, 2, 3, 3), ValueError,
     r"lhs batch dimension \(3\) must be a multiple of batch_group_count \(2\)"),
    (dict(batch_group_count=3), (3, 2, 5, 5), (4, 2, 3, 3), ValueError,
     r"rhs output feature dimension \(4\) must be a multiple of batch_group_count"),
    (dict(lhs_dilation=(2, 2), padding="SAME"), (1, 2, 5, 5), (4, 2, 3, 3), ValueError,
     "string padding is not implemented for transposed convolution"),
    (dict(padding="FULL"), (1, 2, 5, 5), (4, 2, 3, 3), ValueError, "unknown padding 'FULL'"),
    (dict(window_strides=(1,)), (1, 2, 5, 5), (4, 2, 3, 3), ValueError,
     r"window_strides \(1,\) must have one entry per spatial dimension \(2\)"),
    (dict(), (1, 2, 5, 5), (4, 2, 3), TypeError, "same rank"),
    (dict(window_strides=()), (5,), (3,), TypeError, r"same rank, at least 2 .* f32\[5\]"),
    (dict(padding=7), (1, 2, 5, 5), (4, 2, 3, 3), ValueError,
     r"padding 7 must be a string or one \(low, high\) pair per spatial dimension"),
    (dict(), (1, 2, 5, 5), (4, 2, 0, 3), ValueError,
     r"spatial dimensions of the kernel f32\[4,2,0,3\] must be positive"),
])
def test_errors_name_the_problem(kw, lhs, rhs, err, match):
    args = dict(window_strides=(1, 1), padding="VALID")
    args.update(kw)
    with pytest.raises(err, match=match):
        lax.conv_general_dilated(np.ones(lhs, np.float32), np.ones(rhs, np.float32), **args)


def test_mixed_dtypes_are_an_error():
    with pytest.raises(TypeError, match="same dtype"):
        lax.conv(np.ones((1, 2, 5, 5), np.float32), np.ones((4, 2, 3, 3), np.float16), (1, 1),
                 "VALID")


# ------------------------------------------------------------ jnp.convolve / correlate
@pytest.mark.parametrize("la,lv", [(7, 3), (3, 7), (6, 4), (4, 6), (1, 3), (5, 5)])
@pytest.mark.parametrize("mode", ["full", "same", "valid"])
def test_numpy_convolve_and_correlate_match_numpy(la, lv, mode):
    a, v = _r(la), _r(lv)
    np.testing.assert_allclose(np.asarray(jnp.convolve(a, v, mode)), np.convolve(a, v, mode),
                               rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.asarray(jnp.correlate(a, v, mode)),
                               np.correlate(a, v, mode), rtol=1e-5, atol=1e-5)


def test_numpy_correlate_conjugates_and_compiles():
    a = (_r(5) + 1j * _r(5)).astype(np.complex64)
    v = (_r(3) + 1j * _r(3)).astype(np.complex64)
    for x, y in ((a, v), (v, a)):
        got = hostcall.jit(lambda p, q: jnp.correlate(p, q, "full"))(x, y)
        np.testing.assert_allclose(np.asarray(got), np.correlate(x, y, "full"), rtol=1e-5,
                                   atol=1e-5)
    # defaults: convolve is "full", correlate "valid"; integers promote to float
    assert jnp.convolve(np.arange(4), np.ones(2, np.int32)).dtype == np.float32
    np.testing.assert_array_equal(np.asarray(jnp.convolve([1, 2, 3], [0, 1, 2],
                                                          preferred_element_type=np.int32)),
                                  [0, 1, 4, 7, 6])
    assert jnp.correlate(np.arange(5.0), np.ones(2)).shape == (4,)


def test_numpy_convolve_errors():
    with pytest.raises(ValueError, match="only support 1-dimensional inputs"):
        jnp.convolve(np.ones((2, 2)), np.ones(2))
    with pytest.raises(ValueError, match="inputs cannot be empty"):
        jnp.correlate(np.ones(0), np.ones(2))
    with pytest.raises(ValueError, match="mode must be one of"):
        jnp.convolve(np.ones(3), np.ones(2), mode="circular")


def test_numpy_convolve_grad():
    a, v = _r(6), _r(3)
    check_grads(lambda p, q: jnp.convolve(p, q, "same"), (a, v), order=1,
                modes=("rev",), atol=2e-2, rtol=2e-2)


# ------------------------------------------------------------ stax layers
def test_stax_conv_layers_shapes_and_values():
    init, apply = stax.Conv(4, (3, 2), strides=(2, 1), padding="SAME")
    out_shape, (W, b) = init(KEY, (-1, 7, 5, 3))
    assert out_shape == (-1, 4, 5, 4) and W.shape == (3, 2, 3, 4) and b.shape == (1, 1, 1, 4)
    x = _r(2, 7, 5, 3)
    want = direct_conv(x.transpose(0, 3, 1, 2), np.asarray(W).transpose(3, 2, 0, 1), (2, 1),
                       [(1, 1), (0, 1)]).transpose(0, 2, 3, 1) + np.asarray(b)
    np.testing.assert_allclose(np.asarray(apply((W, b), x)), want, rtol=1e-4, atol=1e-5)

    init, apply = stax.GeneralConv(("NCHW", "OIHW", "NCHW"), 6, (2, 2))
    out_shape, (W, b) = init(KEY, (2, 3, 5, 5))
    assert out_shape == (2, 6, 4, 4) and W.shape == (6, 3, 2, 2) and b.shape == (1, 6, 1, 1)
    assert apply((W, b), _r(2, 3, 5, 5)).shape == (2, 6, 4, 4)

    for layer, in_shape, want_shape in [
            (stax.ConvTranspose(3, (3, 3), strides=(2, 2), padding="SAME"), (2, 4, 4, 5),
             (2, 8, 8, 3)),
            (stax.ConvTranspose(3, (3, 3), strides=(2, 2)), (2, 4, 4, 5), (2, 9, 9, 3)),
            (stax.Conv1DTranspose(2, (4,), strides=(3,)), (1, 5, 2), (1, 16, 2))]:
        init, apply = layer
        out_shape, params = init(KEY, in_shape)
        assert out_shape == want_shape
        assert apply(params, _r(*in_shape)).shape == want_shape


def test_stax_cnn_train_step_loss_decreases():
    net_init, net_apply = stax.serial(stax.Conv(4, (3, 3), padding="SAME"), stax.Relu,
                                      stax.Conv(4, (3, 3), strides=(2, 2)), stax.Relu,
                                      stax.Flatten, stax.Dense(2), stax.LogSoftmax)
    _, params = net_init(KEY, (-1, 6, 6, 1))
    images = _r(32, 6, 6, 1)
    labels = (images[:, :3].sum(axis=(1, 2, 3)) > images[:, 3:].sum(axis=(1, 2, 3)))
    onehot = np.eye(2, dtype=np.float32)[labels.astype(int)]

    def loss(p, x, t):
        return -jnp.mean(jnp.sum(net_apply(p, x) * t, axis=1))

    opt_init, opt_update, get_params = optimizers.adam(0.02)

    @hostcall.jit
    def step(i, state):
        value, g = hostcall.value_and_grad(loss)(get_params(state), images, onehot)
        return opt_update(i, g, state), value

    state = opt_init(params)
    values = []
    for i in range(40):
        state, value = step(i, state)
        values.append(float(value))
    assert values[-1] < 0.5 * values[0]


# ------------------------------------------------------------ checkpoint policies
def _lowered_convs(policy) -> int:
    w = _r(2, 2, 3, 3)

    def layer(w, x):
        return jnp.tanh(lax.conv(x, w, (1, 1), "SAME"))

    def loss(x):
        return hostcall.checkpoint(layer, policy=policy)(w, x).sum()
    text = hostcall.jit(hostcall.grad(loss)).lower(_r(1, 2, 4, 4)).as_text()
    main = text.split("func.func @main")[1].split("func.func")[0]
    return main.count("stablehlo.convolution")


def test_dots_saveable_saves_convolutions_as_jax_does():
    cp = hostcall.checkpoint_policies
    everything = _lowered_convs(cp.everything_saveable)
    assert everything == 2                      # the forward conv and the transposed one
    assert _lowered_convs(cp.dots_saveable) == everything
    assert _lowered_convs(cp.nothing_saveable) == everything + 1
    # a callable policy sees the convolution as conv_general_dilated
    assert _lowered_convs(lambda prim, *a, **k: prim.name == "conv_general_dilated") == 2
    assert not cp.dots_with_no_batch_dims_saveable(convolution.conv_general_dilated_p)


# ------------------------------------------------------------ reference evaluator, reader
_REVERSED = """
func.func @main(%x: tensor<1x2x5xf32>, %w: tensor<3x2x3xf32>) -> tensor<1x3x3xf32> {
  %0 = "stablehlo.convolution"(%x, %w) {window_strides = array<i64: 1>,
      padding = dense<0> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>,
      rhs_dilation = array<i64: 1>, window_reversal = array<i1: true>,
      dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>,
      feature_group_count = 1 : i64, batch_group_count = 1 : i64}
      : (tensor<1x2x5xf32>, tensor<3x2x3xf32>) -> tensor<1x3x3xf32>
  return %0 : tensor<1x3x3xf32>
}"""


def test_reference_evaluator_follows_the_spec_with_window_reversal():
    x, w = _r(1, 2, 5), _r(3, 2, 3)
    (got,) = reference.evaluate(_REVERSED, x, w)
    # window_reversal flips the kernel: a true convolution, as scipy's convolve
    want = np.stack([sum(scipy.signal.convolve(x[0, c], w[o, c], mode="valid")
                         for c in range(2)) for o in range(3)])[None]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_reference_evaluator_matches_compiled_programs():
    x, w, kw, ref = CASES["batch_groups"]
    text = hostcall.jit(lambda a, b: lax.conv_general_dilated(a, b, **kw)).lower(x, w).as_text()
    (got,) = reference.evaluate(text, x, w)
    np.testing.assert_allclose(got, direct_conv(x, w, **ref), rtol=1e-4, atol=1e-4)


def test_typed_reader_of_dimension_numbers():
    dims = read_conv_dims("#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 1, 0, b]>")
    assert dims == ConvDims(lhs=(0, 3, 1, 2), rhs=(3, 2, 0, 1), out=(3, 0, 2, 1))
    with ir.Context():
        assert read_conv_dims(dims.attr()) == dims
        assert str(dims.attr()) == "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 1, 0, b]>"
    for bad in ("#stablehlo.conv<[b, 0, f]x[0, i, o]>",
                "#stablehlo.conv<[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>",
                "#stablehlo.gather<offset_dims = [1]>"):
        with pytest.raises(ValueError, match="convolution dimension numbers"):
            read_conv_dims(bad)


def test_conv_transpose_grads_and_vmap_of_convolve():
    x, w = _r(1, 3, 3, 2), _r(3, 3, 2, 2)
    check_grads(lambda a, b: lax.conv_transpose(a, b, (2, 2), "SAME", transpose_kernel=True),
                (x, w), order=1, modes=("fwd", "rev"), atol=2e-2, rtol=2e-2)
    a, v = _r(4, 7), _r(4, 3)
    got = hostcall.vmap(lambda p, q: jnp.convolve(p, q, "same"))(a, v)
    np.testing.assert_allclose(np.asarray(got),
                               np.stack([np.convolve(p, q, "same") for p, q in zip(a, v)]),
                               rtol=1e-5, atol=1e-5)


def test_convolution_heavy_programs_run_multithreaded(monkeypatch):
    """Convolutions count as contraction work (2 x outputs x input features x window), so
    large ones run on IREE's multi-threaded local-task driver, with the same values."""
    monkeypatch.delenv("HOSTCALL_CPU_DRIVER", raising=False)
    monkeypatch.setenv("HOSTCALL_PARALLEL_FLOPS", "1000")
    x, w, kw, ref = CASES["feature_groups"]
    f = hostcall.jit(lambda a, b: lax.conv_general_dilated(a, b, **kw), backend="cpu")
    assert matmul_flops(f.lower(x, w).lowered_module()) == 2 * (2 * 4 * 3 * 3) * (3 * 3 * 3)
    y = f(x, w)
    assert y._device.driver_name == "local-task"
    np.testing.assert_allclose(np.asarray(y), direct_conv(x, w, **ref), rtol=1e-4, atol=1e-4)


def test_convolutions_compile_for_cuda_without_a_gpu():
    """IREE's CUDA target takes grouped, dilated and batch-grouped convolutions and their
    gradients (compiled only: running them needs an NVIDIA GPU)."""
    x, w, kw, _ = CASES["feature_groups"]
    xb, wb, kwb, _ = CASES["batch_groups"]

    def program(a, b, c, d):
        grads = hostcall.grad(lambda p, q: (lax.conv_general_dilated(p, q, **kw) ** 2).sum(),
                              (0, 1))(a, b)
        return grads, lax.conv_general_dilated(c, d, **kwb)
    vmfb = compile_cache.compile_text(hostcall.jit(program).lower(x, w, xb, wb).lowered_text,
                                      "cuda")
    assert vmfb[:2] == b"PK" or len(vmfb) > 1000


@pytest.mark.parametrize("padding,hw", [("VALID", (9, 9)), ("SAME", (6, 6))])
def test_conv_transpose_with_dilated_kernel_is_the_vjp_of_conv(padding, hw):
    w = _r(3, 3, 2, 4)
    x = _r(1, *hw, 2)

    def fwd(a):
        return lax.conv_general_dilated(a, w, (2, 2), padding, rhs_dilation=(2, 2),
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))
    g = _r(*fwd(x).shape)
    _, pullback = hostcall.vjp(fwd, x)
    (want,) = pullback(g)
    got = lax.conv_transpose(g, w, (2, 2), padding, rhs_dilation=(2, 2), transpose_kernel=True)
    assert got.shape == x.shape
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-4, atol=1e-4)


def test_conv_general_dilated_patches():
    x = _r(2, 2, 5, 6)
    want = np.zeros((2, 12, 4, 2), np.float32)       # strides (1, 2), window 2 x 3
    for c in range(2):
        for i in range(2):
            for j in range(3):
                want[:, c * 6 + i * 3 + j] = x[:, c, i:i + 4, j:j + 3:2]

    def f(a):
        return lax.conv_general_dilated_patches(a, (2, 3), (1, 2), "VALID")
    for got in (f(x), hostcall.jit(f)(x)):
        np.testing.assert_array_equal(np.asarray(got), want)
    xh = x.transpose(0, 2, 3, 1)
    got = lax.conv_general_dilated_patches(xh, (2, 3), (1, 2), "VALID",
                                           dimension_numbers=("NHWC", "OIHW", "NHWC"))
    np.testing.assert_array_equal(np.asarray(got), want.transpose(0, 2, 3, 1))
    # patches are linear in the input: the vjp sums each element's copies
    g = hostcall.grad(lambda a: f(a).sum())(x)
    counts = np.zeros(x.shape[2:])
    for i in range(2):
        for j in range(3):
            counts[i:i + 4, j:j + 3:2] += 1
    np.testing.assert_allclose(np.asarray(g), np.broadcast_to(counts, x.shape), rtol=1e-6)


def test_per_example_gradients_of_a_stax_cnn():
    """The differentially-private SGD pattern: vmap of grad over single examples of a CNN."""
    init, predict = stax.serial(stax.Conv(4, (3, 3), padding="SAME", strides=(2, 2)),
                                stax.Relu, stax.Conv(4, (2, 2)), stax.Flatten, stax.Dense(3),
                                stax.LogSoftmax)
    _, params = init(KEY, (-1, 6, 6, 2))
    x = _r(4, 6, 6, 2)
    t = np.eye(3, dtype=np.float32)[[0, 2, 1, 2]]

    def loss(p, xi, ti):
        return -jnp.sum(predict(p, xi[None]) * ti)
    per_example = hostcall.jit(hostcall.vmap(hostcall.grad(loss), in_axes=(None, 0, 0)))
    got = hostcall.tree.leaves(per_example(params, x, t))
    single = hostcall.jit(hostcall.grad(loss))
    for i in range(4):
        want = hostcall.tree.leaves(single(params, x[i], t[i]))
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g)[i], np.asarray(w), rtol=1e-4, atol=1e-5)


def test_random_convolution_programs_match_the_reference_evaluator():
    """The differential fuzzer's opt-in convolution statements (random layouts, kernel
    sizes, dilation and padding) in every element type: compiled == the spec's values."""
    features = ("elementwise", "select", "convolution")
    gen = Generator(11, features, element_types=ELEMENT_TYPES + X64_TYPES, max_statements=4)
    assert '"stablehlo.convolution"' in "\n".join(gen.program(f"f{i}").text()
                                                  for i in range(10))
    report = differential.run(11, 80, per_module=40, features=features,
                              element_types=ELEMENT_TYPES + X64_TYPES, max_statements=4)
    assert report.programs == 80
    assert not report.mismatches, "\n\n".join(m.report() for m in report.mismatches[:2])


PADDED_COMPLEX_CONVOLUTION = """
func.func @main(%x: tensor<1x1x5xcomplex<f32>>, %k: tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x7xcomplex<f32>> {
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xcomplex<f32>>, tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x7xcomplex<f32>>
  return %r : tensor<1x1x7xcomplex<f32>>
}
"""


@pytest.mark.canary("hostcall-convolution-workarounds")
def test_canary_iree_crashes_on_a_padded_complex_convolution(tmp_path):
    """Without hostcall-convolution-workarounds iree-compile 3.13 dies of SIGSEGV on a
    complex convolution with padding (complex ``jnp.correlate(..., "full")``).  When this
    fails, IREE compiles it: the pass's rule 1 (four real convolutions) can go."""
    done = iree_compile_raw(PADDED_COMPLEX_CONVOLUTION, tmp_path)
    assert done.returncode == -signal.SIGSEGV, done.stderr[-2000:]


NO_INPUT_FEATURES = """
func.func @main(%x: tensor<1x0x5xf32>, %k: tensor<2x0x3xf32>) -> tensor<1x2x3xf32> {
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x0x5xf32>, tensor<2x0x3xf32>) -> tensor<1x2x3xf32>
  return %r : tensor<1x2x3xf32>
}
"""


@pytest.mark.canary("hostcall-convolution-workarounds")
def test_canary_iree_crashes_on_a_convolution_without_input_features(tmp_path):
    """Without hostcall-convolution-workarounds iree-compile 3.13 dies (SIGFPE, exit code
    -8) on a convolution over zero input features.  When this fails, IREE compiles it: the
    pass's rule 2 (a zero constant) can go."""
    done = iree_compile_raw(NO_INPUT_FEATURES, tmp_path)
    assert done.returncode == -signal.SIGFPE, done.stderr[-2000:]
