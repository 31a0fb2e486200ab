"""Indexing: x[idx], x.at[idx] updates and the lax slicing primitives under them.

Each case runs eagerly (numpy rules) and compiled (IREE) and is compared with numpy.
Compiles are the cost: the compiled checks of each group live in ONE jitted function.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

DTYPES = [np.float32, np.int32, np.bool_]


def _data(dtype, shape=(3, 4, 5)):
    x = np.arange(int(np.prod(shape))).reshape(shape) - 7
    return (x % 2 == 0) if np.dtype(dtype) == np.bool_ else x.astype(dtype)


def _assert_same(got, want, what=""):
    got = np.asarray(got)
    assert got.shape == np.shape(want), (what, got.shape, np.shape(want))
    assert got.dtype == np.asarray(want).dtype, (what, got.dtype, np.asarray(want).dtype)
    np.testing.assert_array_equal(got, want, err_msg=str(what))


# Static indices (numpy semantics exactly).
STATIC_CASES = [
    1, -1, (0, 2), (2, -1, 4), slice(None), slice(1, None), slice(None, None, -1),
    (slice(None), slice(3, 0, -2)), (Ellipsis, 1), (Ellipsis, slice(None, None, 2)),
    (1, Ellipsis, -2), (None,), (None, 1, None), (slice(None), None, Ellipsis, None),
    (slice(-2, None, -1), 0), (slice(10, -10, -3),), (slice(2, 2),), (),
    np.array([0, 2, -1]), [1, 0], (slice(None), np.array([[0, 1], [3, 2]])),
    (np.array([0, 1]), slice(None), np.array([1, 4])),   # separated: advanced dims first
    (slice(None), np.array([0, 3]), np.array([[1], [4]])),  # adjacent: in place
    (1, slice(None), np.array([1, 2])), (slice(None), 1, np.array([1, 2])),
    (np.array([0, 2]), None, np.array([1, 3])), ([0, 2], Ellipsis, [1, -1]),
    (slice(1, None), [[0], [1]], [0, 4]), (np.array(2),), (np.array([1]), 0, slice(None, None, -2)),
    (Ellipsis, np.array([[4, 0], [-5, 2]])), (np.int32(1), np.int64(-1)),
]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("idx", STATIC_CASES, ids=repr)
def test_getitem_eager_matches_numpy(idx, dtype):
    x = _data(dtype)
    _assert_same(jnp.asarray(x)[idx], x[idx], idx)


# A few static cases of each kind for the compiled check (each gather costs compile time).
COMPILED_STATIC = [(2, -1, 4), (slice(None), slice(3, 0, -2)), (None, 1, None),
                   (slice(10, -10, -3),), (1, slice(None), np.array([1, 2])),
                   (np.array([0, 1]), slice(None), np.array([1, 4])),
                   ([0, 2], Ellipsis, [1, -1])]


def test_getitem_compiled_matches_numpy():
    """Static cases plus traced integers and traced index arrays in one function."""
    x = _data(np.float32)

    def f(x, i, j, arr):
        static = [x[idx] for idx in COMPILED_STATIC]
        traced = [x[i], x[:, j], x[i, j], x[:, arr, i], x[arr, :, arr],
                  x[i, None, 1:3, arr], x[jnp.stack([i, i + 1])]]
        return static, traced

    i, j, arr = np.int32(-2), np.int32(3), np.array([0, 2, -1, 1], np.int32)
    want_traced = [x[i], x[:, j], x[i, j], x[:, arr, i], x[arr, :, arr],
                   x[i, None, 1:3, arr], x[np.stack([i, i + 1])]]
    want_static = [x[idx] for idx in COMPILED_STATIC]
    for got in (hostcall.jit(f)(jnp.asarray(x), i, j, arr), f(jnp.asarray(x), i, j, arr)):
        for g, w, what in zip(got[0], want_static, COMPILED_STATIC):
            _assert_same(g, w, what)
        for k, (g, w) in enumerate(zip(got[1], want_traced)):
            _assert_same(g, w, f"traced case {k}")


def test_out_of_bounds_reads_clamp_eager_and_compiled():
    """Gather clamps out-of-range indices (JAX's default for reads); negatives wrap once."""
    x = np.arange(12, dtype=np.float32).reshape(3, 4)

    def f(x, i, arr):
        return x[i], x[arr], x[:, arr], x[5], x[-7], x.at[arr].get(mode="fill", fill_value=-1.)

    i, arr = np.int32(9), np.array([0, -1, 3, -4, 100], np.int32)
    clamped = np.clip(np.where(arr < 0, arr + 3, arr), 0, 2)
    clamped_cols = np.clip(np.where(arr < 0, arr + 4, arr), 0, 3)
    fill = np.where(((arr >= -3) & (arr < 3))[:, None], x[np.clip(np.where(arr < 0, arr + 3, arr),
                                                                  0, 2)], -1.)
    want = [x[2], x[clamped], x[:, clamped_cols], x[2], x[0], fill]
    for got in (hostcall.jit(f)(x, i, arr), f(jnp.asarray(x), i, arr)):
        for k, (g, w) in enumerate(zip(got, want)):
            _assert_same(g, w, k)


def test_concrete_boolean_mask_eager():
    x = _data(np.float32, (4, 5))
    mask = x > 3
    _assert_same(jnp.asarray(x)[mask], x[mask])
    _assert_same(jnp.asarray(x)[x[:, 0] > 0, 1:], x[x[:, 0] > 0, 1:])


def test_traced_boolean_mask_is_a_clear_error():
    def f(x):
        return x[x > 0]

    with pytest.raises(IndexError, match=r"boolean indices must be concrete.*test_indexing\.py"):
        hostcall.jit(f)(np.arange(3.0, dtype=np.float32))
    with pytest.raises(jnp.NonConcreteBooleanIndexError):
        hostcall.jit(f)(np.arange(3.0, dtype=np.float32))


@pytest.mark.parametrize("idx, message", [
    (1.5, "unsupported index"), (np.array([0.0]), "integer"), ((0, 0, 0, 0), "too many indices"),
    ((Ellipsis, Ellipsis), "single ellipsis"), (slice(None, None, 0), "step cannot be zero"),
    ((np.array([0, 1]), np.array([0, 1, 2])), "broadcast"), (True, "boolean scalar"),
])
def test_bad_indices_raise(idx, message):
    with pytest.raises((IndexError, ValueError, TypeError), match=message):
        jnp.zeros((2, 3, 4))[idx]


def test_traced_slice_bounds_are_rejected():
    with pytest.raises(IndexError, match="slice bounds must be static"):
        hostcall.jit(lambda x, i: x[i:])(np.arange(4.0, dtype=np.float32), np.int32(1))


# ------------------------------------------------------------------ .at updates
def _ref_update(x, idx, y, ufunc):
    """numpy reference: unbuffered update (repeated indices accumulate), OOB dropped."""
    out = x.copy()
    pos = np.arange(x.size).reshape(x.shape)[idx]
    y = np.broadcast_to(np.asarray(y, x.dtype), pos.shape)
    flat = out.reshape(-1)
    if ufunc is None:
        flat[pos.reshape(-1)] = y.reshape(-1)
    else:
        ufunc.at(flat, pos.reshape(-1), y.reshape(-1))
    return out


UPDATE_CASES = [
    ("set", (1, 2), 9, None), ("set", (slice(None), slice(None, None, -2)), 5, None),
    ("add", (np.array([0, 0, 2, 0]),), 1, np.add),                  # duplicates accumulate
    ("add", (slice(None), np.array([[1, 1], [3, 1]])), 2, np.add),
    ("multiply", (Ellipsis, np.array([-1, -1])), 3, np.multiply),
    ("min", (np.array([1, 1]), slice(1, 3)), -4, np.minimum),
    ("max", (None, 0, np.array([2, 0, 2])), 6, np.maximum),
    ("set", (np.array([0, 2]), np.array([[1], [3]])), np.arange(4).reshape(2, 2), None),
]


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
@pytest.mark.parametrize("op, idx, y, ufunc", UPDATE_CASES, ids=lambda v: repr(v)[:30])
def test_at_updates_eager(op, idx, y, ufunc, dtype):
    x = _data(dtype, (3, 4))
    _assert_same(getattr(jnp.asarray(x).at[idx], op)(y), _ref_update(x, idx, y, ufunc), op)


def test_at_updates_compiled_with_duplicates_and_out_of_bounds():
    x = _data(np.float32, (3, 4))

    def f(x, i, arr, y):
        return [x.at[i].add(y), x.at[arr].add(1.0), x.at[:, arr].set(-1.0),
                x.at[arr, i].mul(2.0), x.at[1, ::-2].set(y[:2]), x.at[i, 2].min(-100.0),
                x.at[arr].set(0.0, mode="clip"), x.at[0].divide(2.0)]

    i, y = np.int32(-1), np.arange(4, dtype=np.float32)
    arr = np.array([0, 7, 0, -1, -9], np.int32)      # duplicates, and 7 / -9 out of bounds
    inb = np.array([0, 0, -1])                       # the in-bounds entries of arr
    ref_set_cols = x.copy()
    ref_set_cols[:, [0, 3]] = -1.0                   # 7 -> out of bounds for 4 columns too
    ref_clip = x.copy()
    ref_clip[[0, 2, 0, 2, 0]] = 0.0
    ref_div = x.copy()
    ref_div[0] /= 2
    want = [_ref_update(x, -1, y, np.add), _ref_update(x, inb, 1.0, np.add), ref_set_cols,
            _ref_update(x, (inb, -1), 2.0, np.multiply), _ref_update(x, (1, slice(None, None, -2)),
                                                                    y[:2], None),
            _ref_update(x, (-1, 2), -100.0, np.minimum), ref_clip, ref_div]
    for got in (hostcall.jit(f)(x, i, arr, y), f(jnp.asarray(x), i, arr, y)):
        for k, (g, w) in enumerate(zip(got, want)):
            _assert_same(g, w, k)


def test_at_update_rejects_unbroadcastable_values():
    with pytest.raises(ValueError, match="cannot broadcast update"):
        jnp.zeros((3, 4)).at[0].set(jnp.ones(3))


def test_at_get_is_getitem_and_int_updates_of_bool():
    x = _data(np.bool_, (3, 4))
    _assert_same(jnp.asarray(x).at[1, ::-1].get(), x[1, ::-1])
    ref = x.copy()
    ref[0, [1, 2]] = True
    _assert_same(jnp.asarray(x).at[0, np.array([1, 2])].set(True), ref)


# ------------------------------------------------------------ lax primitives
def _lax_cases(x, i, u):
    """Every slicing primitive on (x, traced scalar i, update u); keys name the cases."""
    gdn = lax.GatherDimensionNumbers(offset_dims=(1,), collapsed_slice_dims=(0,),
                                     start_index_map=(0,))
    gdn2 = lax.GatherDimensionNumbers(offset_dims=(0,), collapsed_slice_dims=(1,),
                                      start_index_map=(1,))
    sdn = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                      scatter_dims_to_operand_dims=(0,))
    win = lax.ScatterDimensionNumbers(update_window_dims=(1, 2), inserted_window_dims=(),
                                      scatter_dims_to_operand_dims=(0, 1))
    rows = np.array([[1], [3], [-1], [2]], np.int32)
    corners = np.array([[0, 0], [2, 3], [3, 4]], np.int32)
    return {
        "dynamic_slice": lax.dynamic_slice(x, [i, np.int32(1)], [2, 3]),
        "dynamic_slice_clamped": lax.dynamic_slice(x, [np.int32(9), np.int32(-3)], [2, 3]),
        "dus": lax.dynamic_update_slice(x, u, [i, np.int32(4)]),
        "dus_clamped": lax.dynamic_update_slice(x, u, [np.int32(-5), np.int32(7)]),
        "index_in_dim": lax.index_in_dim(x, -1, axis=1, keepdims=False),
        "dynamic_index_in_dim": lax.dynamic_index_in_dim(x, i, axis=0),
        "pad": lax.pad(x, x[0, 0], [(1, 2, 0), (0, 1, 2)]),
        "pad_negative": lax.pad(x, x[0, 0], [(-1, 1, 1), (2, -3, 0)]),
        "gather_clip": lax.gather(x, rows, gdn, (1, 5), mode="clip"),
        "gather_fill": lax.gather(x, rows, gdn, (1, 5), mode="fill", fill_value=7),
        "gather_cols": lax.gather(x, np.array([[4], [0]], np.int32), gdn2, (3, 1)),
        "scatter_drop": lax.scatter(x, rows, lax.broadcast_in_dim(u[0, :1], (4, 5), (1,)), sdn),
        "scatter_add": lax.scatter_add(x, np.array([[1], [1], [9]], np.int32),
                                       lax.broadcast_in_dim(u[0, :1], (3, 5), (1,)), sdn),
        "scatter_window": lax.scatter_max(x, corners, lax.broadcast_in_dim(u[0, 0], (3, 2, 2), ()),
                                          win, mode="clip"),
    }


def _lax_reference(x, i, u):
    rows = [1, 3, -1, 2]
    pad = np.full((3 + 3, 5 + 1 + 8), x[0, 0], x.dtype)
    pad[1:4, 0:13:3] = x
    interior = np.full((5, 5), x[0, 0], x.dtype)
    interior[::2] = x
    neg = np.pad(interior, ((0, 1), (2, 0)), constant_values=x[0, 0])[1:, :-3]
    fill = np.array([x[1], np.full(5, 7, x.dtype), np.full(5, 7, x.dtype), x[2]])
    dus, dus2 = x.copy(), x.copy()
    dus[1:3, 2:5] = u
    dus2[0:2, 2:5] = u
    drop = x.copy()
    drop[[1, 2]] = u[0, 0]
    add = x.copy()
    add[1] += 2 * u[0, 0]
    window = x.copy()
    for r, c in ((0, 0), (1, 3), (1, 3)):
        window[r:r + 2, c:c + 2] = np.maximum(window[r:r + 2, c:c + 2], u[0, 0])
    return {
        "dynamic_slice": x[1:3, 1:4], "dynamic_slice_clamped": x[1:3, 0:3], "dus": dus,
        "dus_clamped": dus2, "index_in_dim": x[:, -1], "dynamic_index_in_dim": x[1:2],
        "pad": pad, "pad_negative": neg, "gather_clip": x[np.clip(rows, 0, 2)],
        "gather_fill": fill, "gather_cols": x[:, [4, 0]], "scatter_drop": drop,
        "scatter_add": add, "scatter_window": window,
    }


@pytest.mark.parametrize("dtype, compiled", [(np.float32, True), (np.int32, False)])
def test_lax_slicing_primitives_eager_and_compiled(dtype, compiled):
    x = _data(dtype, (3, 5))
    u = (np.arange(6).reshape(2, 3) * 10 + 50).astype(dtype)
    i = np.int32(1)
    want = _lax_reference(x, i, u)
    runs = [_lax_cases(jnp.asarray(x), i, u)]
    if compiled:
        runs.append(hostcall.jit(_lax_cases)(x, i, u))
    for got in runs:
        assert set(got) == set(want)
        for k in want:
            _assert_same(got[k], want[k], k)


@pytest.mark.parametrize("call, message", [
    (lambda: lax.dynamic_slice(jnp.zeros((3, 4)), [0], [1, 1]), "one start index per dimension"),
    (lambda: lax.dynamic_slice(jnp.zeros((3, 4)), [0, 0], [4, 1]), "do not fit"),
    (lambda: lax.dynamic_update_slice(jnp.zeros((3, 4)), jnp.zeros((4, 1)), [0, 0]),
     "does not fit"),
    (lambda: lax.pad(jnp.zeros(3), 0.0, [(-3, -1, 0)]), "negative dimension"),
    (lambda: lax.gather(jnp.zeros((3, 4)), np.zeros((2, 1), np.int32),
                        lax.GatherDimensionNumbers((1,), (0,), (0,)), (2, 4)), "slice size 1"),
    (lambda: lax.scatter(jnp.zeros((3, 4)), np.zeros((2, 1), np.int32), jnp.zeros((3, 4)),
                         lax.ScatterDimensionNumbers((1,), (0,), (0,))), "index batch shape"),
    (lambda: lax.index_in_dim(jnp.zeros((3, 4)), 5, axis=0), "out of bounds"),
])
def test_lax_slicing_errors(call, message):
    with pytest.raises((TypeError, IndexError), match=message):
        call()


def test_at_update_with_traced_scalar_out_of_bounds_is_dropped():
    """The dynamic_update_slice path drops (default) or clamps (clip) like the scatter one."""
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    f = hostcall.jit(lambda x, i: (x.at[i].set(-1.0), x.at[i, 1:].add(1.0),
                                   x.at[i].set(-1.0, mode="clip")))
    for i in (1, -1, 3, -4, 100):
        inside = -3 <= i < 3
        set_ref, add_ref, clip_ref = x.copy(), x.copy(), x.copy()
        if inside:
            set_ref[i] = -1.0
            add_ref[i, 1:] += 1.0
        clip_ref[min(max(i + 3 if i < 0 else i, 0), 2)] = -1.0
        for got in (f(x, np.int32(i)), (jnp.asarray(x).at[i].set(-1.0),
                                        jnp.asarray(x).at[i, 1:].add(1.0),
                                        jnp.asarray(x).at[np.int32(i)].set(-1.0, mode="clip"))):
            for g, w in zip(got, (set_ref, add_ref, clip_ref)):
                _assert_same(g, w, i)


def test_boolean_mask_must_match_the_indexed_dimensions():
    x = _data(np.float32, (2, 3, 4))
    m = x[0] > 0
    _assert_same(jnp.asarray(x)[..., m], x[..., m])
    _assert_same(jnp.asarray(x)[1, m], x[1, m])
    with pytest.raises(IndexError, match="does not match"):
        jnp.asarray(x)[m]


def test_lax_pad_takes_python_scalars_in_the_operand_dtype():
    _assert_same(lax.pad(jnp.ones(3, jnp.float32), 0, [(1, 2, 1)]),
                 np.array([0, 1, 0, 1, 0, 1, 0, 0], np.float32))
    with pytest.raises(TypeError, match="pad value must be a scalar of the operand's dtype"):
        lax.pad(jnp.ones(3, jnp.float32), jnp.int32(0), [(1, 1, 0)])


def test_lax_in_dim_helpers():
    x = _data(np.int32, (3, 5))
    _assert_same(lax.slice_in_dim(x, 1, None, 2, axis=1), x[:, 1::2])
    _assert_same(lax.dynamic_slice_in_dim(x, np.int32(4), 2, axis=1), x[:, 3:5])
    _assert_same(lax.dynamic_index_in_dim(x, np.int32(-1), axis=0, keepdims=False), x[0])
    ref = x.copy()
    ref[:, 2] = -1
    _assert_same(lax.dynamic_update_index_in_dim(x, np.full(3, -1, np.int32), np.int32(2), 1),
                 ref)
    ref = x.copy()
    ref[1:3, 0:2] = 0
    _assert_same(lax.dynamic_update_slice_in_dim(x, np.zeros((2, 2), np.int32), np.int32(1), 0),
                 ref)


def test_at_subtract_power_apply():
    x = _data(np.float32, (3, 4))
    idx = (np.array([0, 0, 2]), slice(1, 3))
    _assert_same(jnp.asarray(x).at[idx].subtract(2.0), _ref_update(x, idx, -2.0, np.add))
    ref = x.copy()
    ref[1, ::2] **= 2
    _assert_same(jnp.asarray(x).at[1, ::2].power(2.0), ref)
    ref = x.copy()
    ref[:, -1] = np.abs(ref[:, -1])
    _assert_same(jnp.asarray(x).at[:, -1].apply(jnp.abs), ref)
