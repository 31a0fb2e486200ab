"""The last names of JAX 0.10.2's single-device API: scatter_apply and ``.at[].apply`` with
repeated indices, the rng, ragged, local-convolution and block-scaled dot functions, the
dot-algorithm classes, and the top-level, dtypes and tree_util odds and ends.

Expected values come from numpy or are JAX 0.10.2's, written in as literals.
"""
from functools import partial

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

FLAT_DN = lax.ScatterDimensionNumbers(update_window_dims=(), inserted_window_dims=(0,),
                                      scatter_dims_to_operand_dims=(0,))
ROW_DN = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                     scatter_dims_to_operand_dims=(0,))


# ---------------------------------------------------------------- scatter_apply
def test_at_apply_applies_the_function_once_per_occurrence_of_an_index():
    x = jnp.arange(4.)
    np.testing.assert_array_equal(x.at[jnp.array([1, 1])].apply(lambda v: v * 10),
                                  [0., 100., 2., 3.])
    f = hostcall.jit(lambda x, i: x.at[i].apply(lambda v: v * 10))
    np.testing.assert_array_equal(f(x, jnp.array([1, 1, 3])), [0., 100., 2., 30.])
    np.testing.assert_array_equal(f(x, jnp.array([2, 2, 2])), [0., 1., 2000., 3.])
    got = jnp.arange(5).at[jnp.array([[0, 4], [4, 4]])].apply(lambda v: v * 3)
    assert got.dtype == np.int32
    np.testing.assert_array_equal(got, [0, 1, 2, 3, 108])


def test_at_apply_on_a_box_or_under_vmap():
    x = jnp.arange(4.)
    np.testing.assert_allclose(x.at[1:3].apply(jnp.sin), [0., np.sin(1.), np.sin(2.), 3.],
                               rtol=1e-6)
    got = hostcall.vmap(lambda r: r.at[jnp.array([0, 0])].apply(lambda v: v * 2))(
        jnp.ones((2, 3)))
    np.testing.assert_array_equal(got, [[4., 1., 1.], [4., 1., 1.]])


@pytest.mark.parametrize("mode, want", [(None, [1., 1., 4., 3.]), ("clip", [1., 1., 4., 4.])])
def test_scatter_apply_drops_or_clips_out_of_bounds_indices(mode, want):
    x = jnp.arange(4.)
    idx = jnp.array([[0], [2], [2], [9]])

    def f(x, idx):
        return lax.scatter_apply(x, idx, lambda v: v + 1, FLAT_DN, update_shape=(4,), mode=mode)
    np.testing.assert_array_equal(f(x, idx), want)
    np.testing.assert_array_equal(hostcall.jit(f)(x, idx), want)


def test_scatter_apply_with_row_windows():
    y = jnp.arange(6.).reshape(2, 3)
    idx = jnp.array([[1], [1], [0]])

    def f(y, idx):
        return lax.scatter_apply(y, idx, lambda v: v * 2, ROW_DN, update_shape=(3, 3))
    want = [[0., 2., 4.], [12., 16., 20.]]
    np.testing.assert_array_equal(f(y, idx), want)
    np.testing.assert_array_equal(hostcall.jit(f)(y, idx), want)
    once = lax.scatter_apply(y, jnp.array([[1]]), lambda v: v * 2, ROW_DN, update_shape=(1, 3),
                             unique_indices=True)
    np.testing.assert_array_equal(once, [[0., 1., 2.], [6., 8., 10.]])


def test_scatter_apply_rejects_a_function_that_is_not_elementwise():
    with pytest.raises(TypeError, match="elementwise"):
        lax.scatter_apply(jnp.arange(3.), jnp.array([[0]]), jnp.sum, FLAT_DN, update_shape=(1,))


# ---------------------------------------------------------------- top level
def test_stage_lifts_a_value_into_the_trace_and_is_the_identity_outside():
    out = lax.stage(np.float32(2.0))
    assert isinstance(out, hostcall.Array) and float(out) == 2.0
    seen = []

    def f(x):
        staged = lax.stage(np.arange(3.0, dtype=np.float32))
        seen.append(type(staged).__name__)
        return staged * x
    np.testing.assert_array_equal(hostcall.jit(f)(2.0), [0., 2., 4.])
    assert seen == ["Tracer"]


def test_fwd_and_bwd_give_vjp_values_through_reusable_functions():
    fwd, bwd = hostcall.fwd_and_bwd(lambda x, y: x * y, argnums=0)
    y, res = fwd(2., 3.)
    assert float(y) == 6.0 and float(bwd(res, 1.0)) == 3.0
    fwd, bwd = hostcall.fwd_and_bwd(lambda x, y: (jnp.sin(x) * y, x + y), argnums=(0, 1),
                                    has_aux=True, jitted=False)
    y, res, aux = fwd(2., 3.)
    np.testing.assert_allclose(float(y), 3 * np.sin(2.), rtol=1e-6)
    assert float(aux) == 5.0
    dx, dy = bwd(res, 1.0)
    np.testing.assert_allclose([float(dx), float(dy)], [3 * np.cos(2.), np.sin(2.)], rtol=1e-6)


def test_closure_convert_hoists_the_closed_over_tracers():
    @partial(hostcall.custom_vjp, nondiff_argnums=(0,))
    def apply(f, x, *consts):
        return f(x, *consts)

    def apply_fwd(f, x, *consts):
        return f(x, *consts), (x, consts)

    def apply_bwd(f, res, g):
        x, consts = res
        return hostcall.vjp(f, x, *consts)[1](g)
    apply.defvjp(apply_fwd, apply_bwd)
    counts = []

    def outer(y):
        def g(x):
            return jnp.sin(x) * y
        converted, consts = hostcall.closure_convert(g, 1.0)
        counts.append(len(consts))
        return apply(converted, 2.0, *consts)
    np.testing.assert_allclose(float(outer(3.0)), 3 * np.sin(2.), rtol=1e-6)
    np.testing.assert_allclose(float(hostcall.grad(outer)(3.0)), np.sin(2.), rtol=1e-6)
    np.testing.assert_allclose(float(hostcall.jit(hostcall.grad(outer))(3.0)), np.sin(2.),
                               rtol=1e-6)
    assert counts == [0, 1, 1]      # JAX: no consts outside a trace, y under grad / jit


def test_live_arrays_copy_to_host_async_and_memory_spaces():
    a = jnp.arange(3.0)
    assert any(b is a for b in hostcall.live_arrays())
    assert not any(b is a for b in hostcall.live_arrays("no-such-platform"))
    tree = {"a": a, "b": 1}
    assert hostcall.copy_to_host_async(tree) is tree
    put = hostcall.device_put(np.ones(2, np.float32), hostcall.memory.Space.Host)
    np.testing.assert_array_equal(put, [1., 1.])
    assert [s.name for s in hostcall.memory.Space] == ["Device", "Host", "Any"]
    on_device = hostcall.device_put(np.ones(2, np.float32), hostcall.memory.Space.Device)
    assert on_device.device.platform == hostcall.default_backend()


def test_extended_and_prng_key_are_abstract_dtype_classes():
    from hostcall import dtypes
    assert dtypes.issubdtype(dtypes.prng_key, dtypes.extended)
    assert jnp.issubdtype(dtypes.prng_key, np.generic)
    assert not dtypes.issubdtype(np.uint32, dtypes.prng_key)      # as JAX's for raw keys
    assert not dtypes.issubdtype(np.float32, dtypes.extended)


def test_default_registry_flattens_and_registers_through_the_one_table():
    from hostcall import tree_util
    reg = tree_util.default_registry
    leaves, tree = reg.flatten({"a": 1, "b": (2, 3)})
    assert leaves == [1, 2, 3] and tree == tree_util.tree_structure({"a": 0, "b": (0, 0)})
    assert reg.flatten_one_level(1) is None
    assert list(reg.flatten_one_level({"a": 1, "b": (2, 3)})[0]) == [1, (2, 3)]
    assert reg.is_node((1,)) and not reg.is_node(1.0)

    class Pair:
        def __init__(self, a, b):
            self.a, self.b = a, b
    reg.register_node(Pair, lambda p: ((p.a, p.b), None), lambda _, c: Pair(*c))
    assert tree_util.tree_leaves([Pair(1, 2)]) == [1, 2]
    doubled = hostcall.jit(lambda p: tree_util.tree_map(lambda v: v * 2, p))(Pair(1.0, 2.0))
    assert float(doubled.a) == 2.0 and float(doubled.b) == 4.0


# ---------------------------------------------------------------- dot algorithms
def _rounded(x, dtype):
    return np.asarray(x).astype(dtype).astype(np.float32)


def test_dot_algorithms_compute_in_their_types():
    rng = np.random.default_rng(0)
    a = rng.normal(size=(3, 5)).astype(np.float32)
    b = rng.normal(size=(5, 2)).astype(np.float32)
    bf16 = jnp.bfloat16
    explicit = lax.DotAlgorithm(bf16, bf16, np.float32)
    want = _rounded(a, bf16) @ _rounded(b, bf16)
    for f in (lax.dot, hostcall.jit(lax.dot, static_argnames="precision")):
        got = f(a, b, precision=explicit)
        assert got.dtype == np.float32
        np.testing.assert_allclose(got, want, rtol=1e-6)
    got = jnp.dot(a, b, precision=lax.DotAlgorithmPreset.F16_F16_F32)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, _rounded(a, np.float16) @ _rounded(b, np.float16),
                               rtol=1e-6)
    # BF16_BF16_F32 keeps float32 operands (a type it supports), as JAX does
    np.testing.assert_allclose(jnp.matmul(a, b, precision="BF16_BF16_F32"), a @ b, rtol=1e-6)
    out = lax.dot(a.astype(np.float16), b.astype(np.float16), precision="F16_F16_F32",
                  preferred_element_type=np.float32)
    assert out.dtype == np.float32


def test_dot_algorithm_presets_describe_their_types():
    P = lax.DotAlgorithmPreset
    assert P.DEFAULT.supported_lhs_types is None and P.DEFAULT.accumulation_type is None
    assert P.BF16_BF16_F32.supported_lhs_types == (jnp.bfloat16, np.float32)
    assert P.F16_F16_F16.accumulation_type == np.float16
    assert P.F16_F16_F32.supported_output_types(np.float16, np.float16) == (np.float32,
                                                                             np.float16)
    assert P.F16_F16_F32.supported_output_types(np.float32, np.float32) == (np.float32,)
    assert str(P.TF32_TF32_F32) == "TF32_TF32_F32" and repr(P.F32_F32_F32) == \
        "DotAlgorithmPreset.F32_F32_F32"
    alg = lax.DotAlgorithm(np.float32, np.float32, np.float32)
    assert alg.lhs_component_count == 1 and not alg.allow_imprecise_accumulation


def test_dot_algorithms_under_grad_and_convolution():
    a = np.array([[1.0 + 2.0 ** -12, 2.0]], np.float32)
    b = np.array([[3.0], [4.0]], np.float32)
    g = hostcall.grad(lambda a: lax.dot(a, b, precision="F16_F16_F32").sum())(a)
    np.testing.assert_array_equal(g, [[3.0, 4.0]])
    x = np.arange(8, dtype=np.float32).reshape(1, 1, 8) / 7 + 2.0 ** -12
    k = np.ones((1, 1, 3), np.float32)
    got = lax.conv_general_dilated(x, k, (1,), "VALID", precision="F16_F16_F32")
    xr = _rounded(x, np.float16)[0, 0]
    np.testing.assert_allclose(got[0, 0], np.convolve(xr, np.ones(3), "valid"), rtol=1e-6)


def test_accuracy_is_accepted_by_the_transcendental_functions():
    np.testing.assert_allclose(lax.exp(1.0, accuracy=lax.Tolerance(atol=1e-5)), np.e,
                               rtol=1e-6)
    np.testing.assert_allclose(
        hostcall.jit(lambda x: lax.tanh(x, accuracy=lax.AccuracyMode.HIGHEST))(0.5),
        np.tanh(0.5), rtol=1e-6)
    assert lax.Tolerance(rtol=1e-3) == lax.Tolerance(0.0, 1e-3, 0)
    with pytest.raises(TypeError, match="accuracy"):
        lax.sin(1.0, accuracy="high")
    with pytest.raises(ValueError):
        lax.Tolerance(atol=-1.0)


# ---------------------------------------------------------------- ragged dots
RAGGED_FREE = lax.RaggedDotDimensionNumbers((([1], [1]), ([], [])), [0], [0])


def test_ragged_dot_general_with_a_ragged_free_dimension():
    lhs = jnp.arange(12.).reshape(4, 3)
    rhs = jnp.arange(18.).reshape(3, 3, 2) - 5
    gs = jnp.array([1, 2, 0], jnp.int32)
    want = [[-5., -2.], [40., 52.], [67., 88.], [0., 0.]]           # JAX 0.10.2
    np.testing.assert_array_equal(lax.ragged_dot_general(lhs, rhs, gs, RAGGED_FREE), want)
    f = hostcall.jit(lambda a, b, g: lax.ragged_dot_general(a, b, g, RAGGED_FREE))
    np.testing.assert_array_equal(f(lhs, rhs, gs), want)
    np.testing.assert_array_equal(lax.ragged_dot(lhs, rhs, gs), want)
    grad = hostcall.grad(lambda l: lax.ragged_dot_general(l, rhs, gs, RAGGED_FREE).sum())(lhs)
    np.testing.assert_array_equal(grad, [[-9., -5., -1.], [3., 7., 11.], [3., 7., 11.],
                                         [0., 0., 0.]])
    assert RAGGED_FREE.dot_dimension_numbers == (((1,), (1,)), ((), ()))


def test_ragged_dot_general_with_batched_group_sizes():
    lhs = jnp.arange(24.).reshape(2, 4, 3)
    rhs = jnp.arange(36.).reshape(3, 2, 3, 2) - 9
    gs = jnp.array([[1, 2, 1], [0, 3, 1]], jnp.int32)
    dn = lax.RaggedDotDimensionNumbers((([2], [2]), ([0], [1])), [1], [0])
    want = [[[-17., -14.], [64., 76.], [109., 130.], [514., 544.]],
            [[433., 472.], [532., 580.], [631., 688.], [1522., 1588.]]]  # JAX 0.10.2
    np.testing.assert_array_equal(lax.ragged_dot_general(lhs, rhs, gs, dn), want)
    got = hostcall.jit(lambda a, b, g: lax.ragged_dot_general(a, b, g, dn))(lhs, rhs, gs)
    np.testing.assert_array_equal(got, want)


def test_ragged_dot_general_with_a_ragged_contracting_or_batch_dimension():
    lhs = jnp.arange(10.).reshape(2, 5)
    rhs = jnp.arange(15.).reshape(5, 3) - 4
    dn = lax.RaggedDotDimensionNumbers((([1], [0]), ([], [])), [1], [])
    got = lax.ragged_dot_general(lhs, rhs, jnp.array([2, 1, 1], jnp.int32), dn)
    np.testing.assert_array_equal(got, [[[-1., 0., 1.], [-26., -15., -4.]],      # JAX 0.10.2
                                        [[4., 6., 8.], [14., 21., 28.]],
                                        [[15., 18., 21.], [40., 48., 56.]]])
    lhs = jnp.arange(24.).reshape(4, 2, 3)
    rhs = jnp.arange(24.).reshape(4, 3, 2) - 7
    dn = lax.RaggedDotDimensionNumbers((([2], [1]), ([0], [0])), [0], [])
    got = lax.ragged_dot_general(lhs, rhs, jnp.array([1, 2], jnp.int32), dn)
    np.testing.assert_array_equal(got, np.einsum("bmk,bkn->bmn", np.asarray(lhs),
                                                 np.asarray(rhs)))


# ---------------------------------------------------------------- local convolution
def test_conv_general_dilated_local_uses_a_kernel_per_output_position():
    x = (jnp.arange(20.) / 3).reshape(2, 2, 5)
    rhs = (jnp.arange(54.) - 20).reshape(3, 6, 3) / 7
    want = [[[-8.714286, -11.0, -12.714286], [9.285715, 12.142859, 15.57143],      # JAX
             [27.285715, 35.285717, 43.857147]],
            [[-44.42857, -43.857143, -42.71429], [25.000002, 30.714287, 37.000004],
             [94.42857, 105.28572, 116.7143]]]
    np.testing.assert_allclose(lax.conv_general_dilated_local(x, rhs, (1,), "VALID", (3,)),
                               want, rtol=1e-5)
    f = hostcall.jit(lambda x, r: lax.conv_general_dilated_local(x, r, (1,), "VALID", (3,)))
    np.testing.assert_allclose(f(x, rhs), want, rtol=1e-5)
    g = hostcall.grad(lambda r: lax.conv_general_dilated_local(x, r, (1,), "VALID", (3,)).sum())
    np.testing.assert_allclose(g(rhs)[0][:2], [[3.3333335, 4.0, 4.6666665],
                                               [4.0, 4.6666665, 5.3333335]], rtol=1e-5)


def test_conv_general_dilated_local_with_channels_last_strides_and_padding():
    x = (jnp.arange(32.) / 5).reshape(1, 4, 4, 2)
    rhs = (jnp.arange(96.) - 30).reshape(2, 2, 8, 3) / 11
    got = lax.conv_general_dilated_local(x, rhs, (2, 2), "SAME", (2, 2),
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
    np.testing.assert_allclose(got, [[[[-13.2, -12.4, -11.6], [8.618182, 10.0, 11.381819]],
                                      [[91.527275, 94.65455, 97.78182],
                                       [197.12729, 200.83636, 204.54547]]]], rtol=1e-5)


# ---------------------------------------------------------------- rng_bit_generator
# JAX 0.10.2 on CPU, key [1, 2, 3, 4], shape (2, 3): (new key, bits) per dtype, algorithm
RBG = {
    ("uint8", "RNG_PHILOX"): ([1, 2, 5, 4], [[100, 215, 190], [1, 123, 150]]),
    ("uint8", "RNG_THREE_FRY"): ([1, 2, 6, 4], [[236, 168, 67], [142, 94, 25]]),
    ("uint16", "RNG_PHILOX"): ([1, 2, 5, 4], [[59492, 3031, 51646], [37377, 18555, 22166]]),
    ("uint16", "RNG_THREE_FRY"): ([1, 2, 6, 4], [[13292, 43176, 26179],
                                                 [6542, 64094, 6425]]),
    ("uint32", "RNG_PHILOX"): ([1, 2, 5, 4], [[512747620, 1298009047, 1267190206],
                                              [761827841, 1383286907, 1639995030]]),
    ("uint32", "RNG_THREE_FRY"): ([1, 2, 6, 4], [[1576285164, 740599976, 2436392515],
                                                 [2249660814, 2425682526, 1497962777]]),
}


@pytest.mark.parametrize("dtype, algorithm", sorted(RBG))
def test_rng_bit_generator_gives_jaxs_bits_eagerly_and_compiled(dtype, algorithm):
    key = jnp.array([1, 2, 3, 4], jnp.uint32)
    alg = lax.RandomAlgorithm[algorithm]
    want_key, want_bits = RBG[dtype, algorithm]

    def f(k):
        return lax.rng_bit_generator(k, (2, 3), dtype=np.dtype(dtype), algorithm=alg)
    for new_key, bits in (f(key), hostcall.jit(f)(key)):
        assert bits.dtype == np.dtype(dtype) and new_key.dtype == np.uint32
        np.testing.assert_array_equal(new_key, want_key)
        np.testing.assert_array_equal(bits, want_bits)


def test_rng_bit_generator_default_is_philox_and_batches_per_key():
    zero = jnp.zeros(4, jnp.uint32)
    want = [1713891541, 3781805453, 3159862348, 2600524760, 4175744164]     # JAX 0.10.2
    new_key, bits = lax.rng_bit_generator(zero, (5,))
    np.testing.assert_array_equal(bits, want)
    np.testing.assert_array_equal(new_key, [0, 0, 2, 0])
    _, philox = lax.rng_bit_generator(zero, (5,), algorithm=lax.RandomAlgorithm.RNG_PHILOX)
    np.testing.assert_array_equal(philox, want)
    _, fry = lax.rng_bit_generator(zero, (5,), algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)
    np.testing.assert_array_equal(fry, [1797259609, 2579123966, 1351547692, 3235790642,
                                        1688610540])
    keys = jnp.array([[0, 0, 0, 0], [1, 2, 3, 4]], jnp.uint32)
    new_keys, batched = hostcall.vmap(lambda k: lax.rng_bit_generator(k, (3,)))(keys)
    np.testing.assert_array_equal(batched, [want[:3], RBG["uint32", "RNG_PHILOX"][1][0]])
    np.testing.assert_array_equal(new_keys, [[0, 0, 1, 0], [1, 2, 4, 4]])
    with pytest.raises(TypeError, match="dtype"):
        lax.rng_bit_generator(zero, (2,), dtype=np.int32)
    with pytest.raises(TypeError, match="key"):
        lax.rng_bit_generator(jnp.zeros(2, jnp.uint32), (2,))


def test_rng_uniform_draws_new_numbers_in_range_at_each_call_and_run():
    a, b = lax.rng_uniform(0., 1., (1000,)), lax.rng_uniform(0., 1., (1000,))
    assert a.dtype == np.float32 and a.shape == (1000,)
    assert 0.0 <= float(a.min()) and float(a.max()) < 1.0 and not np.array_equal(a, b)
    assert abs(float(a.mean()) - 0.5) < 0.05
    f = hostcall.jit(lambda lo, hi: lax.rng_uniform(lo, hi, (500,)))
    c, d = f(2.0, 3.0), f(2.0, 3.0)
    assert 2.0 <= float(c.min()) and float(c.max()) < 3.0 and not np.array_equal(c, d)
    ints = lax.rng_uniform(np.int32(2), np.int32(5), (200,))
    assert ints.dtype == np.int32 and set(np.unique(ints).tolist()) == {2, 3, 4}
    with pytest.raises(ValueError, match="scalars"):
        lax.rng_uniform(jnp.zeros(2), jnp.ones(2), (2,))


# ---------------------------------------------------------------- block-scaled dots
def test_scaled_dot_multiplies_block_scaled_operands_in_bfloat16():
    lhs = (jnp.arange(16.) / 3).reshape(2, 8)
    rhs = (jnp.arange(24.) - 5).reshape(8, 3) / 7
    ls = jnp.array([[0.5, 2.], [1., 4.]])
    rs = jnp.array([[1., 2., 0.25], [8., 1., 0.5]])
    out = lax.scaled_dot(lhs, rhs, lhs_scale=ls, rhs_scale=rs)
    assert out.dtype == jnp.bfloat16
    np.testing.assert_array_equal(out.astype(np.float32), [[204.0, 28.375, 15.0],   # JAX
                                                           [968.0, 134.0, 71.5]])
    f = hostcall.jit(lambda *a: lax.scaled_dot(a[0], a[1], lhs_scale=a[2], rhs_scale=a[3],
                                               preferred_element_type=np.float32))
    np.testing.assert_allclose(f(lhs, rhs, ls, rs), [[204.20215, 28.40836, 14.995309],
                                                     [968.5766, 134.4663, 71.747559]], rtol=1e-5)
    np.testing.assert_allclose(lax.scaled_dot(lhs, rhs, preferred_element_type=np.float32),
                               [[13.315125, 14.63303, 15.993843],
                                [30.077362, 34.427734, 38.86792]], rtol=1e-5)
    with pytest.raises(TypeError, match="multiple"):
        lax.scaled_dot(lhs, rhs, lhs_scale=jnp.ones((2, 3)))


def test_scaled_matmul_repeats_each_scale_over_its_block():
    a = jnp.array([1., 2., 3.]).reshape(1, 1, 3)
    b = jnp.array([4., 5., 6.]).reshape(1, 1, 3)
    s = jnp.array([0.5]).reshape(1, 1, 1)
    np.testing.assert_array_equal(hostcall.nn.scaled_matmul(a, b, s, s), [[[8.]]])  # JAX doc
    rng = np.random.default_rng(1)
    x, y = rng.normal(size=(2, 3, 8)).astype(np.float32), rng.normal(size=(2, 4, 8)).astype(
        np.float32)
    xs, ys = rng.uniform(1, 2, (2, 3, 2)).astype(np.float32), rng.uniform(1, 2, (2, 4, 2)).astype(
        np.float32)
    want = np.einsum("bmk,bnk->bmn", x * np.repeat(xs, 4, -1), y * np.repeat(ys, 4, -1))
    got = hostcall.jit(hostcall.nn.scaled_matmul)(x, y, xs, ys)
    np.testing.assert_allclose(got, want, rtol=1e-5)
    with pytest.raises(ValueError, match="3-dimensional"):
        hostcall.nn.scaled_matmul(x[0], y[0], xs[0], ys[0])


def _mxfp8(x3):
    """numpy's mxfp8 quantization of (B, M, K) along K (blocks of 32, zero-padded):
    the value each element stands for after it."""
    b, m, k = x3.shape
    x = np.pad(x3.astype(np.float32), ((0, 0), (0, 0), (0, -k % 32))).reshape(b, m, -1, 32)
    top = float(ml_dtypes.finfo(ml_dtypes.float8_e4m3fn).max)
    amax = np.abs(x).max(-1, keepdims=True) / top
    scale = np.where(amax > 0, 2.0 ** np.ceil(np.log2(np.where(amax > 0, amax, 1))),
                     2.0 ** -127).astype(np.float32)
    data = np.clip(x / scale, -top, top).astype(ml_dtypes.float8_e4m3fn).astype(np.float32)
    return (data * scale).reshape(b, m, -1)[:, :, :k]


def test_scaled_dot_general_quantizes_by_its_configs():
    nn = hostcall.nn
    cfg = nn.get_scaled_dot_general_config("mxfp8")
    assert (cfg.mode, cfg.block_size, cfg.data_type) == ("mxfp8", 32, jnp.float8_e4m3fn)
    assert nn.get_scaled_dot_general_config("nvfp4").global_scale.tolist() == [1.0]
    lhs = (jnp.arange(128.).reshape(2, 2, 32) - 50) / 10
    rhs = (jnp.arange(192.).reshape(2, 3, 32) - 40) / 9
    dn = (((2,), (2,)), ((0,), (0,)))
    want = np.einsum("bmk,bnk->bmn", _mxfp8(np.asarray(lhs)), _mxfp8(np.asarray(rhs)))
    got = nn.scaled_dot_general(lhs, rhs, dn, configs=[cfg] * 3)
    np.testing.assert_allclose(got, want, rtol=1e-5)
    f = hostcall.jit(lambda l, r: nn.scaled_dot_general(l, r, dn, configs=[cfg] * 3))
    np.testing.assert_allclose(f(lhs, rhs), want, rtol=1e-5)
    plain = nn.scaled_dot_general(lhs, rhs, dn)
    np.testing.assert_allclose(plain, np.einsum("bmk,bnk->bmn", np.asarray(lhs),
                                                np.asarray(rhs)), rtol=1e-5)
    # the cotangent of lhs: the quantized cotangent (ones) times quantized rhs over N
    d_lhs = hostcall.grad(lambda l: nn.scaled_dot_general(l, rhs, dn,
                                                          configs=[cfg] * 3).sum())(lhs)
    rhs_t = np.swapaxes(np.asarray(rhs), 1, 2)                 # (B, K, N)
    want = np.einsum("bmn,bkn->bmk", np.ones((2, 2, 3), np.float32), _mxfp8(rhs_t))
    np.testing.assert_allclose(d_lhs, want, rtol=1e-5)


def test_scaled_dot_general_with_nvfp4_and_a_global_scale():
    nn = hostcall.nn
    cfg = nn.get_scaled_dot_general_config("nvfp4", jnp.array([0.5], jnp.float32))
    lhs = (jnp.arange(96.).reshape(32, 3) - 20) / 10
    rhs = (jnp.arange(64.).reshape(32, 2) - 7) / 5

    def quantized(x):                      # (M, K) along K, blocks of 16, numpy's rounding
        x = np.asarray(x, np.float32).reshape(x.shape[0], -1, 16) / np.float32(0.5)
        top = float(ml_dtypes.finfo(ml_dtypes.float4_e2m1fn).max)
        scale = (np.abs(x).max(-1, keepdims=True) / top).astype(ml_dtypes.float8_e4m3fn)
        scale = scale.astype(np.float32)
        data = np.clip(x / scale, -top, top).astype(ml_dtypes.float4_e2m1fn)
        return (data.astype(np.float32) * scale).reshape(x.shape[0], -1)
    want = quantized(np.asarray(lhs).T) @ quantized(np.asarray(rhs).T).T * 0.25
    got = nn.scaled_dot_general(lhs, rhs, (((0,), (0,)), ((), ())), configs=[cfg] * 3)
    np.testing.assert_allclose(got, want, rtol=1e-5)
