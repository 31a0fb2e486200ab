"""Typed PRNG keys (``random.key``): arrays of the extended dtype ``key<fry>``.

Expected values are JAX 0.10.2's (default, partitionable threefry), written in as literals.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import dtypes, lax, random, tree_util

K0_SPLIT3 = np.array([[1797259609, 2579123966], [928981903, 3453687069],
                      [4146024105, 2718843009]], np.uint32)
K0_FOLD3 = np.array([2467461003, 3840466878], np.uint32)


def data(k):
    return np.asarray(random.key_data(k))


# ------------------------------------------------------------- dtype and shape
def test_key_is_a_scalar_of_the_extended_key_dtype():
    k = random.key(0)
    assert k.shape == () and k.ndim == 0 and k.size == 1
    assert str(k.dtype) == "key<fry>" and k.dtype.name == "key<fry>"
    assert dtypes.issubdtype(k.dtype, dtypes.prng_key)
    assert dtypes.issubdtype(k.dtype, dtypes.extended)
    assert jnp.issubdtype(k.dtype, dtypes.prng_key)
    assert not dtypes.issubdtype(k.dtype, np.integer)
    assert not dtypes.issubdtype(np.uint32, dtypes.prng_key)
    assert random.key_dtype() == k.dtype and random.key_impl(k) == "threefry2x32"
    np.testing.assert_array_equal(data(k), [0, 0])
    assert random.key_data(k).dtype == np.uint32
    np.testing.assert_array_equal(data(random.key(jnp.int32(7))), [0, 7])


def test_prng_key_stays_raw_and_key_data_reads_both():
    raw = random.PRNGKey(0)
    assert raw.shape == (2,) and raw.dtype == np.uint32
    np.testing.assert_array_equal(random.key_data(raw), [0, 0])
    assert random.key_impl(raw) == "threefry2x32"


def test_split_fold_in_and_wrap_give_typed_keys():
    k = random.key(0)
    ks = random.split(k, 3)
    assert ks.shape == (3,) and str(ks.dtype) == "key<fry>" and len(ks) == 3
    np.testing.assert_array_equal(data(ks), K0_SPLIT3)
    f = random.fold_in(k, 3)
    assert f.shape == () and str(f.dtype) == "key<fry>"
    np.testing.assert_array_equal(data(f), K0_FOLD3)
    np.testing.assert_array_equal(data(random.split(random.key(1), 2)),
                                  [[507451445, 1853169794], [1948878966, 4237131848]])
    np.testing.assert_array_equal(data(random.fold_in(random.key(1), 5)),
                                  [3243370355, 1313272271])
    # raw keys stay raw, with the same words
    raw = random.split(random.PRNGKey(0), 3)
    assert raw.shape == (3, 2) and raw.dtype == np.uint32
    np.testing.assert_array_equal(raw, K0_SPLIT3)
    w = random.wrap_key_data(K0_SPLIT3.reshape(3, 1, 2))
    assert w.shape == (3, 1) and str(w.dtype) == "key<fry>"
    np.testing.assert_array_equal(data(w), K0_SPLIT3.reshape(3, 1, 2))
    assert str(random.clone(k).dtype) == "key<fry>"


def test_repr_shows_the_data_under_the_key_dtype():
    assert repr(random.key(0)) == "Array((), dtype=key<fry>) overlaying:\n[0 0]"
    assert repr(random.wrap_key_data(np.array([[1, 2], [3, 4]], np.uint32))) == (
        "Array((2,), dtype=key<fry>) overlaying:\n[[1 2]\n [3 4]]")


# ------------------------------------------------------------ same bits
SAMPLERS = {
    "uniform": lambda k: random.uniform(k, (3,)),
    "normal": lambda k: random.normal(k, (3,)),
    "randint": lambda k: random.randint(k, (3,), 0, 10),
    "bits": lambda k: random.bits(k, (3,)),
    "bits8": lambda k: random.bits(k, (2,), np.uint8),
    "bernoulli": lambda k: random.bernoulli(k, 0.3, (4,)),
    "exponential": lambda k: random.exponential(k, (3,)),
    "gumbel": lambda k: random.gumbel(k, (2,)),
    "laplace": lambda k: random.laplace(k, (2,)),
    "choice": lambda k: random.choice(k, 5, (3,)),
    "permutation": lambda k: random.permutation(k, 5),
    "categorical": lambda k: random.categorical(k, jnp.zeros(4), shape=(3,)),
    "truncated_normal": lambda k: random.truncated_normal(k, -1.0, 1.0, (2,)),
    "gamma": lambda k: random.gamma(k, 2.0, (3,)),
    "poisson": lambda k: random.poisson(k, 3.0, (3,)),
    "multinomial": lambda k: random.multinomial(k, 10.0, jnp.array([0.2, 0.3, 0.5])),
}

JAX_VALUES = {
    "uniform": [0.947667, 0.9785799, 0.33229148],
    "normal": [1.6226422, 2.0252647, -0.43359444],
    "randint": [9, 0, 2],
    "bits": [4070199207, 4202968722, 1427181096],
    "bits8": [167, 146],
    "bernoulli": [False, False, False, False],
    "exponential": [2.950128, 3.8434246, 0.40390354],
    "gumbel": [2.9233725, 3.8326178],
    "laplace": [-2.2569816, -3.1502788],
    "choice": [4, 0, 2],
    "permutation": [0, 1, 4, 3, 2],
    "categorical": [1, 3, 2],
    "truncated_normal": [0.8618594, 0.9412883],
}


@pytest.mark.parametrize("name", sorted(SAMPLERS))
def test_samplers_draw_the_same_bits_from_typed_and_raw_keys(name):
    sample = SAMPLERS[name]
    typed = np.asarray(sample(random.key(0)))
    np.testing.assert_array_equal(typed, np.asarray(sample(random.PRNGKey(0))))
    if name in JAX_VALUES:
        np.testing.assert_allclose(typed, JAX_VALUES[name], rtol=2e-6)


def test_samplers_take_only_a_single_typed_key():
    ks = random.split(random.key(0), 3)
    for draw in (lambda: random.uniform(ks), lambda: random.split(ks),
                 lambda: random.fold_in(ks, 1)):
        with pytest.raises(ValueError, match=r"single key.*shape \(3,\)"):
            draw()


# ------------------------------------------------------- array operations
def test_indexing_and_shape_methods_act_on_the_key_axes():
    ks = random.wrap_key_data(np.concatenate([K0_SPLIT3, K0_FOLD3[None]]))
    assert ks[0].shape == () and ks[1:].shape == (3,)
    np.testing.assert_array_equal(data(ks[1:]), np.concatenate([K0_SPLIT3, K0_FOLD3[None]])[1:])
    grid = ks.reshape(2, 2)
    assert grid.shape == (2, 2) and grid.ndim == 2
    np.testing.assert_array_equal(data(grid.T), [[K0_SPLIT3[0], K0_SPLIT3[2]],
                                                 [K0_SPLIT3[1], K0_FOLD3]])
    np.testing.assert_array_equal(data(grid[:, 1]), [K0_SPLIT3[1], K0_FOLD3])
    np.testing.assert_array_equal(data(grid[..., 0]), [K0_SPLIT3[0], K0_SPLIT3[2]])
    np.testing.assert_array_equal(data(grid.swapaxes(0, 1)), data(grid.T))
    assert grid.ravel().shape == (4,) and grid.reshape(4, 1).squeeze().shape == (4,)
    np.testing.assert_array_equal(data(ks[jnp.array([0, 2])]), K0_SPLIT3[[0, 2]])
    assert [data(k).tolist() for k in random.split(random.key(0), 3)] == K0_SPLIT3.tolist()


def test_numpy_functions_on_keys():
    k = random.key(0)
    ks = random.split(k, 3)
    assert jnp.asarray(k) is k and jnp.array(ks) is ks
    stacked = jnp.stack([ks, ks], axis=1)
    assert stacked.shape == (3, 2) and str(stacked.dtype) == "key<fry>"
    np.testing.assert_array_equal(data(stacked)[0], [K0_SPLIT3[0], K0_SPLIT3[0]])
    assert jnp.stack([k, k]).shape == (2,)
    joined = jnp.concatenate([ks, ks])
    assert joined.shape == (6,)
    np.testing.assert_array_equal(data(joined), np.concatenate([K0_SPLIT3, K0_SPLIT3]))
    picked = jnp.where(jnp.array([True, False, True]), ks, k)
    np.testing.assert_array_equal(data(picked), [K0_SPLIT3[0], [0, 0], K0_SPLIT3[2]])
    np.testing.assert_array_equal(data(jnp.broadcast_to(k, (2,))), [[0, 0], [0, 0]])
    assert jnp.expand_dims(ks, 0).shape == (1, 3)
    np.testing.assert_array_equal(np.asarray(ks == k), [False, False, False])
    np.testing.assert_array_equal(np.asarray(ks != ks[1]), [True, False, True])


def test_a_key_array_is_a_pytree_leaf():
    k = random.key(0)
    leaves = tree_util.tree_leaves(k)
    assert len(leaves) == 1 and leaves[0] is k
    ks = random.split(k, 3)
    tree = {"a": ks, "b": (k, 1.0)}
    assert tree_util.tree_structure(tree).num_leaves == 3
    assert tree_util.tree_map(lambda x: x, tree)["a"] is ks
    assert hostcall.tree.leaves([k, ks])[1] is ks


# ----------------------------------------------------------- transformations
def test_keys_under_jit_as_arguments_results_and_closures():
    k = random.key(0)

    @hostcall.jit
    def f(key):
        return {"same": key, "split": random.split(key), "u": random.uniform(key)}
    out = f(k)
    assert str(out["same"].dtype) == "key<fry>" and out["split"].shape == (2,)
    np.testing.assert_array_equal(data(out["split"]), K0_SPLIT3[:2])
    np.testing.assert_allclose(np.asarray(out["u"]), 0.947667, rtol=1e-6)
    closure = hostcall.jit(lambda: random.uniform(k, (3,)))()
    np.testing.assert_allclose(np.asarray(closure), JAX_VALUES["uniform"], rtol=1e-6)
    seeded = hostcall.jit(random.key)(jnp.int32(5))
    assert seeded.shape == () and data(seeded).tolist() == [0, 5]
    # a raw key and a typed key with the same data are different signatures
    g = hostcall.jit(lambda key: random.split(key))
    assert g(random.PRNGKey(0)).shape == (2, 2)
    assert g(random.key(0)).shape == (2,)
    seen = []
    hostcall.jit(lambda key: seen.append(repr(key)) or key)(k)
    assert seen[0].startswith("Traced<key<fry>[]>")
    moved = hostcall.device_put(random.split(k, 3))
    assert moved.shape == (3,) and data(moved).tolist() == K0_SPLIT3.tolist()


def test_vmap_over_a_batch_of_keys():
    ks = random.split(random.key(0), 3)
    expected = [0.8423141, 0.00729382, 0.9024495]
    np.testing.assert_allclose(np.asarray(hostcall.vmap(random.uniform)(ks)), expected,
                               rtol=1e-6)
    np.testing.assert_allclose(np.asarray(hostcall.vmap(random.uniform, in_axes=-1)(ks)),
                               expected, rtol=1e-6)
    split = hostcall.vmap(lambda k: random.split(k, 2))(ks)
    assert split.shape == (3, 2) and str(split.dtype) == "key<fry>"
    np.testing.assert_array_equal(data(split)[1], [[346279018, 360566543],
                                                   [3968330031, 3923691647]])
    assert hostcall.vmap(lambda k: random.split(k, 2), out_axes=-1)(ks).shape == (2, 3)
    folded = hostcall.vmap(random.fold_in, in_axes=(None, 0))(random.key(0), jnp.arange(3))
    np.testing.assert_array_equal(data(folded), K0_SPLIT3)
    normals = hostcall.vmap(lambda k: random.normal(k, (2,)))(random.split(random.key(3), 2))
    np.testing.assert_allclose(np.asarray(normals), [[-2.3783398, -1.7061667],
                                                     [-1.9432216, 0.1048161]], rtol=1e-5)


def test_keys_as_loop_carries_and_scanned_inputs():
    k = random.key(0)
    total, ys = lax.scan(lambda c, key: (c + random.uniform(key), random.key_data(key)),
                         0.0, random.split(k, 3))
    np.testing.assert_allclose(float(total), 1.7520574, rtol=1e-6)
    np.testing.assert_array_equal(np.asarray(ys), K0_SPLIT3)
    carry, us = lax.scan(lambda key, _: (random.split(key)[0], random.uniform(key)), k, None,
                         length=3)
    assert str(carry.dtype) == "key<fry>"
    np.testing.assert_array_equal(data(carry), [683029726, 1624662641])
    np.testing.assert_allclose(np.asarray(us), [0.947667, 0.8423141, 0.28271997], rtol=1e-6)
    looped = lax.fori_loop(0, 3, lambda i, key: random.split(key)[0], k)
    np.testing.assert_array_equal(data(looped), [683029726, 1624662641])
    _, folded = lax.while_loop(lambda c: c[0] < 3,
                               lambda c: (c[0] + 1, random.fold_in(c[1], c[0])), (0, k))
    np.testing.assert_array_equal(data(folded), [276444683, 838309524])
    chosen = lax.cond(True, lambda key: random.split(key)[1], lambda key: key, k)
    np.testing.assert_array_equal(data(chosen), K0_SPLIT3[1])


def test_grad_with_a_key_argument_alongside():
    def f(x, key):
        return x * random.normal(key)
    k = random.key(2)
    np.testing.assert_allclose(float(hostcall.grad(f)(3.0, k)), 0.36057416, rtol=1e-6)
    np.testing.assert_allclose(float(hostcall.jit(hostcall.grad(f))(3.0, k)), 0.36057416,
                               rtol=1e-6)
    value, g = hostcall.value_and_grad(f)(3.0, k)
    np.testing.assert_allclose([float(value), float(g)], [3 * 0.36057416, 0.36057416],
                               rtol=1e-6)
    with pytest.raises(TypeError, match="key<fry>"):
        hostcall.grad(f, argnums=1)(3.0, k)


# ------------------------------------------------------------------- errors
def test_arithmetic_and_conversions_of_keys_raise_type_errors():
    k = random.key(0)
    for bad in (lambda: k + 1, lambda: 1 + k, lambda: k * 2, lambda: -k, lambda: k < k,
                lambda: k == random.key_data(k), lambda: np.asarray(k), lambda: bool(k),
                lambda: hash(k), lambda: k.astype(np.uint32),
                lambda: jnp.asarray(k, dtype=np.uint32),
                lambda: jnp.stack([k, random.key_data(k)])):
        with pytest.raises(TypeError):
            bad()
    with pytest.raises(TypeError, match="add does not accept dtypes key<fry>"):
        k + 1
    with pytest.raises(TypeError, match="len"):
        len(k)


def test_bad_key_data_and_implementations_are_refused():
    with pytest.raises(TypeError, match="key data"):
        random.wrap_key_data(np.zeros((3,), np.int32))
    with pytest.raises(TypeError, match="key data"):
        random.key_data(jnp.zeros(3))
    with pytest.raises(TypeError):
        random.wrap_key_data(random.key(0))
    with pytest.raises(ValueError, match="threefry2x32"):
        random.key(0, impl="rbg")
    with pytest.raises(ValueError, match="threefry2x32"):
        random.wrap_key_data(K0_SPLIT3, impl="rbg")


# ------------------------------------------------- lax and numpy functions on keys
K4 = np.concatenate([K0_SPLIT3, K0_FOLD3[None]])   # JAX's random.split(random.key(0), 4)


def keys4():
    return random.split(random.key(0), 4)


def test_split_into_four_matches_jax():
    np.testing.assert_array_equal(data(keys4()), K4)


LAX_ON_KEYS = {
    "select": (lambda ks: lax.select(jnp.array([True, False, True, False]), ks, ks[::-1]),
               K4[[0, 2, 2, 0]]),
    "select_scalar": (lambda ks: lax.select(True, ks[0], ks[1]), K4[0]),
    "concatenate": (lambda ks: lax.concatenate([ks, ks[:1]], 0), K4[[0, 1, 2, 3, 0]]),
    "broadcast": (lambda ks: lax.broadcast(ks[3], (2,)), K4[[3, 3]]),
    "broadcast_in_dim": (lambda ks: lax.broadcast_in_dim(ks, (2, 4), (1,)), K4[[[0, 1, 2, 3]] * 2]),
    "reshape": (lambda ks: lax.reshape(ks, (2, 2)), K4.reshape(2, 2, 2)),
    "dynamic_slice": (lambda ks: lax.dynamic_slice(ks, (jnp.int32(1),), (2,)), K4[1:3]),
    "dynamic_update_slice": (lambda ks: lax.dynamic_update_slice(ks, ks[:1], (2,)),
                             K4[[0, 1, 0, 3]]),
    "dynamic_index_in_dim": (lambda ks: lax.dynamic_index_in_dim(ks, 2), K4[2:3]),
    "dynamic_index_in_dim_squeezed": (
        lambda ks: lax.dynamic_index_in_dim(ks, jnp.int32(2), keepdims=False), K4[2]),
    "dynamic_slice_in_dim": (lambda ks: lax.dynamic_slice_in_dim(ks, 1, 2), K4[1:3]),
    "dynamic_update_index_in_dim": (
        lambda ks: lax.dynamic_update_index_in_dim(ks, random.key(0), 1, 0),
        np.array([K4[0], [0, 0], K4[2], K4[3]])),
    "slice": (lambda ks: lax.slice(ks, (0,), (4,), (2,)), K4[::2]),
    "index_in_dim": (lambda ks: lax.index_in_dim(ks, 1), K4[1:2]),
    "rev": (lambda ks: lax.rev(ks, (0,)), K4[::-1]),
    "squeeze": (lambda ks: lax.squeeze(ks.reshape(1, 4), (0,)), K4),
    "expand_dims": (lambda ks: lax.expand_dims(ks, (0,)), K4[None]),
}


@pytest.mark.parametrize("name", sorted(LAX_ON_KEYS))
def test_lax_ops_act_on_the_key_axes_eagerly_and_under_jit(name):
    op, expected = LAX_ON_KEYS[name]
    for f in (op, hostcall.jit(op)):
        out = f(keys4())
        assert str(out.dtype) == "key<fry>" and out.shape == expected.shape[:-1]
        np.testing.assert_array_equal(data(out), expected)


def test_lax_ops_refuse_keys_mixed_with_other_arrays():
    ks = keys4()
    with pytest.raises(TypeError, match="key arrays combine only with key arrays"):
        lax.select(jnp.array([True] * 4), ks, random.key_data(ks))
    with pytest.raises(TypeError, match="key arrays combine only with key arrays"):
        lax.concatenate([ks, random.key_data(ks)], 0)


GRID = K4.reshape(2, 2, 2)

NUMPY_ON_KEYS = {
    "take": (lambda ks: jnp.take(ks, jnp.array([3, 0])), K4[[3, 0]]),
    "take_axis": (lambda ks: jnp.take(ks.reshape(2, 2), jnp.array([1]), axis=1), GRID[:, [1]]),
    "zeros_like": (jnp.zeros_like, np.zeros((4, 2), np.uint32)),
    "ones_like": (jnp.ones_like, np.ones((4, 2), np.uint32)),
    "empty_like": (jnp.empty_like, np.zeros((4, 2), np.uint32)),
    "full_like": (lambda ks: jnp.full_like(ks, 0), np.zeros((4, 2), np.uint32)),
    "tile": (lambda ks: jnp.tile(ks[:2], 2), K4[[0, 1, 0, 1]]),
    "tile_new_axes": (lambda ks: jnp.tile(ks[0], (2, 3)), np.broadcast_to(K4[0], (2, 3, 2))),
    "repeat": (lambda ks: jnp.repeat(ks[:2], 2), K4[[0, 0, 1, 1]]),
    "repeat_counts": (lambda ks: jnp.repeat(ks[:2], jnp.array([1, 2]), total_repeat_length=3),
                      K4[[0, 1, 1]]),
    "flip": (jnp.flip, K4[::-1]),
    "flip_axis": (lambda ks: jnp.flip(ks.reshape(2, 2), 1), GRID[:, ::-1]),
    "squeeze": (lambda ks: jnp.squeeze(ks.reshape(1, 4)), K4),
    "moveaxis": (lambda ks: jnp.moveaxis(ks.reshape(2, 2, 1), 0, -1),
                 np.moveaxis(K4.reshape(2, 2, 1, 2), 0, 2)),
    "swapaxes": (lambda ks: jnp.swapaxes(ks.reshape(2, 2), 0, 1), GRID.transpose(1, 0, 2)),
    "transpose": (lambda ks: jnp.transpose(ks.reshape(2, 2)), GRID.transpose(1, 0, 2)),
    "reshape": (lambda ks: jnp.reshape(ks, (2, -1)), GRID),
    "ravel": (lambda ks: jnp.ravel(ks.reshape(2, 2)), K4),
}


@pytest.mark.parametrize("name", sorted(NUMPY_ON_KEYS))
def test_numpy_shape_functions_act_on_the_key_axes(name):
    op, expected = NUMPY_ON_KEYS[name]
    for f in (op, hostcall.jit(op)):
        out = f(keys4())
        assert str(out.dtype) == "key<fry>" and out.shape == expected.shape[:-1]
        np.testing.assert_array_equal(data(out), expected)


def test_numpy_splitting_and_queries_on_keys():
    ks = keys4()
    halves = jnp.split(ks, 2)
    assert [h.shape for h in halves] == [(2,), (2,)]
    np.testing.assert_array_equal(data(halves[1]), K4[2:])
    assert [p.shape for p in jnp.split(ks, [1, 3])] == [(1,), (2,), (1,)]
    assert [p.shape for p in jnp.array_split(ks, 3)] == [(2,), (1,), (1,)]
    parts = jnp.unstack(ks)
    assert isinstance(parts, tuple) and [p.shape for p in parts] == [()] * 4
    np.testing.assert_array_equal(data(parts[2]), K4[2])
    assert jnp.shape(ks) == (4,) and jnp.ndim(ks) == 1 and jnp.size(ks) == 4
    assert bool(jnp.array_equal(ks, ks)) and not bool(jnp.array_equal(ks, ks[::-1]))
    assert not bool(jnp.array_equal(ks, ks[:2]))
    assert not bool(jnp.array_equal(ks, random.key_data(ks)))
    assert bool(hostcall.jit(jnp.array_equal)(ks, keys4()))


def test_at_get_and_set_on_keys():
    ks, k = keys4(), random.key(0)
    np.testing.assert_array_equal(data(ks.at[1].set(k)), [K4[0], [0, 0], K4[2], K4[3]])
    np.testing.assert_array_equal(data(ks.at[1].get()), K4[1])
    np.testing.assert_array_equal(data(ks.at[jnp.array([0, 2])].get()), K4[[0, 2]])
    jitted = hostcall.jit(lambda ks, k: ks.at[1:3].set(k))(ks, k)
    np.testing.assert_array_equal(data(jitted), [K4[0], [0, 0], [0, 0], K4[3]])
    grid = ks.reshape(2, 2).at[:, 0].set(ks[3])
    np.testing.assert_array_equal(data(grid), [[K4[3], K4[1]], [K4[3], K4[3]]])
    with pytest.raises(TypeError, match="Cannot interpret 'key<fry>' as a data type"):
        ks.at[1].add(k)
    with pytest.raises(TypeError, match="key arrays combine only with key arrays"):
        ks.at[1].set(1)


# ------------------------------------------------- abstract values and structs
def test_typeof_a_key_array_has_the_key_shape_and_dtype():
    ks = keys4()
    aval = hostcall.typeof(ks)
    assert aval.shape == (4,) and aval.dtype == random.key_dtype()
    assert aval.str_short() == "key<fry>[4]"          # JAX: str(jax.typeof(ks))
    assert hostcall.typeof(random.key(0)).str_short() == "key<fry>[]"
    seen = []
    hostcall.jit(lambda k: seen.append(hostcall.typeof(k).str_short()) or k)(ks)
    assert seen == ["key<fry>[4]"]


def test_key_shape_dtype_structs_trace_lower_and_evaluate_shapes():
    s = hostcall.ShapeDtypeStruct((3,), random.key(0).dtype)
    assert repr(s) == "ShapeDtypeStruct(shape=(3,), dtype=key<fry>)"
    assert s.ndim == 1 and s.size == 3 and hostcall.typeof(s).str_short() == "key<fry>[3]"
    out = hostcall.eval_shape(lambda k: random.split(k, 3), random.key(0))
    assert isinstance(out, hostcall.ShapeDtypeStruct)
    assert repr(out) == "ShapeDtypeStruct(shape=(3,), dtype=key<fry>)"
    out = hostcall.eval_shape(lambda k: random.split(k[0], 2), s)
    assert out == hostcall.ShapeDtypeStruct((2,), random.key_dtype())
    drawn = hostcall.eval_shape(lambda k: random.uniform(k[0], (2,)), s)
    assert drawn.shape == (2,) and drawn.dtype == np.float32
    mixed = hostcall.eval_shape(lambda t: t, {"k": s, "x": hostcall.ShapeDtypeStruct((2,), np.float32)})
    assert mixed["k"] == s and mixed["x"].dtype == np.float32
    lowered = hostcall.jit(lambda k: random.split(k[0], 2)).lower(s)
    assert "tensor<3x2xui32>" in lowered.as_text()
    result = lowered.compile()(keys4()[:3])
    assert str(result.dtype) == "key<fry>" and result.shape == (2,)
    np.testing.assert_array_equal(data(result), [[4165894930, 804218099],
                                                 [1353695780, 2116000888]])


# ------------------------------------------------------------------- callbacks
def test_callbacks_receive_the_uint32_data_of_key_arguments():
    seen = []

    def host(x):
        seen.append((x.dtype, np.asarray(x).tolist()))
        return np.float32(x.shape[0])
    spec = hostcall.ShapeDtypeStruct((), np.float32)
    ks = keys4()
    assert float(hostcall.pure_callback(host, spec, random.key(0))) == 2.0
    assert float(hostcall.jit(lambda k: hostcall.pure_callback(host, spec, k))(ks)) == 4.0
    assert float(hostcall.jit(lambda k: hostcall.io_callback(host, spec, k))(ks[1])) == 2.0
    hostcall.jit(lambda k: hostcall.debug.callback(host, k))(ks[2])
    hostcall.effects_barrier()
    assert seen == [(np.uint32, [0, 0]), (np.uint32, K4.tolist()), (np.uint32, K4[1].tolist()),
                    (np.uint32, K4[2].tolist())]
    seen.clear()
    hostcall.vmap(lambda k: hostcall.pure_callback(host, spec, k))(ks[:2])
    assert sorted(v for _, v in seen) == sorted(K4[:2].tolist())


def test_callback_results_cannot_be_typed_as_keys():
    key_spec = hostcall.ShapeDtypeStruct((), random.key_dtype())
    with pytest.raises(TypeError, match="Cannot interpret 'key<fry>' as a data type"):
        hostcall.pure_callback(lambda: random.key(1), key_spec)
    with pytest.raises(TypeError, match="Cannot interpret 'key<fry>' as a data type"):
        hostcall.jit(lambda: hostcall.io_callback(lambda: random.key(1), key_spec))()


# ------------------------------------------------------------------ autodiff
def test_the_cotangent_of_a_key_is_float0_zeros_of_its_shape():
    def f(x, key):
        return x * random.normal(key)

    def g(x, keys):
        return x * random.normal(keys[0])
    ct = hostcall.grad(f, argnums=1, allow_int=True)(3.0, random.key(0))
    assert isinstance(ct, np.ndarray) and ct.dtype == dtypes.float0 and ct.shape == ()
    dx, dkeys = hostcall.grad(g, argnums=(0, 1), allow_int=True)(3.0, keys4())
    np.testing.assert_allclose(float(dx), 1.0040143, rtol=1e-6)
    assert dkeys.dtype == dtypes.float0 and dkeys.shape == (4,)
    jitted = hostcall.jit(hostcall.grad(g, argnums=1, allow_int=True))(3.0, keys4())
    assert jitted.dtype == dtypes.float0 and jitted.shape == (4,)
    value, pullback = hostcall.vjp(g, 3.0, keys4())
    np.testing.assert_allclose(float(value), 3 * 1.0040143, rtol=1e-6)
    dx, dkeys = pullback(1.0)
    np.testing.assert_allclose(float(dx), 1.0040143, rtol=1e-6)
    assert dkeys.dtype == dtypes.float0 and dkeys.shape == (4,)
    with pytest.raises(TypeError, match="grad requires real- or complex-valued inputs.*key<fry>"):
        hostcall.grad(f, argnums=1)(3.0, random.key(0))
