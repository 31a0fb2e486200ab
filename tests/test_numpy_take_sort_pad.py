"""take, take_along_axis, cumulative ops, sort/argsort, pad, diff, angle and the lax sort/cum*.

Each function runs eagerly and compiled and is compared with numpy; the compiled runs
of one dtype share ONE jitted function (compiles are the cost).
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def _assert_same(got, want, what="", exact_dtype=True):
    got = np.asarray(got)
    want = np.asarray(want)
    assert got.shape == want.shape, (what, got.shape, want.shape)
    if exact_dtype:
        assert got.dtype == want.dtype, (what, got.dtype, want.dtype)
    if got.dtype.kind == "f":
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6, err_msg=str(what))
    else:
        np.testing.assert_array_equal(got, want, err_msg=str(what))


def _data(dtype, shape=(4, 5), seed=0):
    rng = np.random.default_rng(seed)
    if np.dtype(dtype) == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    return rng.integers(-4, 5, shape).astype(dtype)   # small range: many ties


def _fill_take(x, idx, axis, fill):
    """numpy reference of take(mode='fill'): negatives wrap once, the rest reads fill."""
    n = x.shape[axis]
    wrapped = np.where(idx < 0, idx + n, idx)
    ok = (wrapped >= 0) & (wrapped < n)
    got = np.take(x, np.where(ok, wrapped, 0), axis=axis)
    shape = [1] * got.ndim
    okb = ok.reshape(shape[:axis] + list(ok.shape) + shape[axis + ok.ndim:])
    return np.where(okb, got, np.asarray(fill, x.dtype))


# --------------------------------------------------------- one function, all ops
def _all_ops(x, idx, order, widths_value, keys=None):
    ops = {
        "take0": jnp.take(x, idx, axis=0),
        "take1_clip": jnp.take(x, idx, axis=1, mode="clip"),
        "take_wrap": jnp.take(x, idx, mode="wrap"),
        "take_scalar": jnp.take(x, -1, axis=1),
        "take_method": x.take(np.array([[0, 3], [-2, 1]]), axis=1),
        "take_along": jnp.take_along_axis(x, order, axis=1),
        "take_along_none": jnp.take_along_axis(x, jnp.ravel(order)[::-1], axis=None),
        "cumsum": jnp.cumsum(x, axis=1), "cumsum_none": jnp.cumsum(x),
        "cumprod": jnp.cumprod(x, axis=0), "cumsum_method": x.cumsum(axis=-1),
        "cumulative_sum": jnp.cumulative_sum(x, axis=0, include_initial=True),
        "cummax_rev": lax.cummax(x, axis=1, reverse=True), "cummin": lax.cummin(x, axis=0),
        "sort": jnp.sort(x), "sort0": jnp.sort(x, axis=0), "sort_none": jnp.sort(x, axis=None),
        "sort_desc": jnp.sort(x, axis=1, descending=True), "sort_method": x.sort(),
        "argsort": jnp.argsort(x), "argsort0": jnp.argsort(x, axis=0),
        "argsort_desc": jnp.argsort(x, descending=True),
        "sort_key_val": lax.sort_key_val(x[0], x[1]),
        "lexsort2": lax.sort((x[0], x[1], x[2]), num_keys=2),
        "pad": jnp.pad(x, ((1, 2), (0, 3))),
        "pad_value": jnp.pad(x, 1, constant_values=widths_value),
        "pad_pairs": jnp.pad(x, 1, constant_values=((1, 2), (3, 4))),
        "pad_edge": jnp.pad(x, ((2, 1), (1, 0)), mode="edge"),
        "pad_wrap": jnp.pad(x, ((1, 6), (2, 2)), mode="wrap"),
        "pad_reflect": jnp.pad(x, ((0, 0), (7, 1)), mode="reflect"),
        "pad_symmetric": jnp.pad(x, ((3, 0), (2, 6)), mode="symmetric"),
        "diff": jnp.diff(x), "diff2_0": jnp.diff(x, n=2, axis=0),
        "diff_pre_app": jnp.diff(x, prepend=x[:, :1], append=x[:, -1:]),
    }
    return ops if keys is None else {k: ops[k] for k in keys}


def _reference(x, idx, order, widths_value):
    k = x.dtype
    fill = np.nan if k.kind == "f" else (True if k == np.bool_ else np.iinfo(k).min)
    n_int = np.int32
    ak = dict(kind="stable")
    lex = np.lexsort((x[1], x[0]))
    cum_dtype = np.int32 if k == np.bool_ else k
    xc = x.astype(cum_dtype)
    # descending, stable: ties keep their original order
    desc_idx = np.argsort(-x.astype(np.int64), axis=-1, **ak).astype(n_int) if k != np.bool_ \
        else np.argsort(~x, axis=-1, **ak).astype(n_int)
    return {
        "take0": _fill_take(x, idx, 0, fill),
        "take1_clip": np.take(x, np.clip(np.where(idx < 0, idx + 5, idx), 0, 4), axis=1),
        "take_wrap": np.take(x.ravel(), idx, mode="wrap"),
        "take_scalar": x[:, -1],
        "take_method": np.take(x, np.array([[0, 3], [-2, 1]]), axis=1),
        "take_along": np.take_along_axis(x, order, axis=1),
        "take_along_none": x.ravel()[order.ravel()[::-1]],
        "cumsum": np.cumsum(xc, axis=1, dtype=cum_dtype),
        "cumsum_none": np.cumsum(xc, dtype=cum_dtype),
        "cumprod": np.cumprod(xc, axis=0, dtype=cum_dtype),
        "cumsum_method": np.cumsum(xc, axis=-1, dtype=cum_dtype),
        "cumulative_sum": np.concatenate([np.zeros((1, 5), cum_dtype),
                                          np.cumsum(xc, axis=0, dtype=cum_dtype)]),
        "cummax_rev": np.flip(np.maximum.accumulate(np.flip(x, 1), axis=1), 1),
        "cummin": np.minimum.accumulate(x, axis=0),
        "sort": np.sort(x), "sort0": np.sort(x, axis=0), "sort_none": np.sort(x, axis=None),
        "sort_desc": np.flip(np.sort(x, axis=1), 1), "sort_method": np.sort(x),
        "argsort": np.argsort(x, **ak).astype(n_int),
        "argsort0": np.argsort(x, axis=0, **ak).astype(n_int), "argsort_desc": desc_idx,
        "sort_key_val": (np.sort(x[0], **ak), x[1][np.argsort(x[0], **ak)]),
        "lexsort2": (x[0][lex], x[1][lex], x[2][lex]),
        "pad": np.pad(x, ((1, 2), (0, 3))),
        "pad_value": np.pad(x, 1, constant_values=widths_value),
        "pad_pairs": np.pad(x, 1, constant_values=((1, 2), (3, 4))),
        "pad_edge": np.pad(x, ((2, 1), (1, 0)), mode="edge"),
        "pad_wrap": np.pad(x, ((1, 6), (2, 2)), mode="wrap"),
        "pad_reflect": np.pad(x, ((0, 0), (7, 1)), mode="reflect"),
        "pad_symmetric": np.pad(x, ((3, 0), (2, 6)), mode="symmetric"),
        "diff": np.diff(x), "diff2_0": np.diff(x, n=2, axis=0),
        "diff_pre_app": np.diff(x, prepend=x[:, :1], append=x[:, -1:]),
    }


# Compiled runs of the other dtypes check the cases whose code depends on the dtype.
DTYPE_SENSITIVE = ("take0", "cumsum", "cumprod", "cumulative_sum", "cummax_rev", "cummin",
                   "sort", "argsort0", "argsort_desc", "lexsort2", "pad_value", "diff")


@pytest.mark.parametrize("dtype", [np.float32, np.int32, np.bool_])
def test_extra_ops_eager_and_compiled(dtype):
    x = _data(dtype)
    idx = np.array([0, -1, 3, 9, -9, 2], np.int32)
    order = np.argsort(_data(np.float32, seed=1), axis=1, kind="stable").astype(np.int32)
    order[0, 0] = -1                                        # a negative index wraps
    value = np.asarray(7 if dtype != np.bool_ else True, dtype)
    want = _reference(x, idx, order, value)
    keys = None if dtype == np.float32 else DTYPE_SENSITIVE
    compiled = hostcall.jit(_all_ops, static_argnums=4)(x, idx, order, value, keys)
    runs = {"eager": _all_ops(jnp.asarray(x), idx, order, value), "compiled": compiled}
    for how, got in runs.items():
        assert set(got) == set(want if how == "eager" else keys or want)
        for key in got:
            if isinstance(want[key], tuple):
                for g, w in zip(got[key], want[key]):
                    _assert_same(g, w, (how, key))
            else:
                _assert_same(got[key], want[key], (how, key))


# ------------------------------------------------- float specifics (eager only)
def test_sort_puts_nans_last_and_is_stable():
    x = np.array([3.0, np.nan, -1.0, 3.0, -0.0, 0.0, np.nan, 2.0], np.float32)
    _assert_same(jnp.sort(x), np.sort(x))
    _assert_same(jnp.argsort(x), np.argsort(x, kind="stable").astype(np.int32))
    keys = np.array([1, 0, 1, 0, 1], np.int32)
    _assert_same(lax.sort_key_val(keys, np.arange(5, dtype=np.int32))[1],
                 np.array([1, 3, 0, 2, 4], np.int32))


def test_sort_nan_compiled_matches_eager():
    x = np.array([[3.0, np.nan, -1.0, 3.0], [np.nan, 0.0, np.nan, -2.0]], np.float32)
    f = hostcall.jit(lambda x: (jnp.sort(x), jnp.argsort(x), jnp.nancumsum(x, axis=1)))
    got = f(x)
    want = (np.sort(x), np.argsort(x, kind="stable").astype(np.int32), np.nancumsum(x, axis=1))
    for g, w in zip(got, want):
        _assert_same(g, w)


@pytest.mark.parametrize("name", ["nancumsum", "nancumprod"])
def test_nan_cumulative_ops(name):
    x = np.array([[1.0, np.nan, 2.0], [np.nan, np.nan, 3.0]], np.float32)
    _assert_same(getattr(jnp, name)(x, axis=1), getattr(np, name)(x, axis=1))


@pytest.mark.parametrize("dtype", [np.int8, np.float32, np.bool_])
def test_cumsum_dtypes(dtype):
    x = _data(dtype, (6,))
    got = jnp.cumsum(x)
    want_dtype = np.int32 if dtype == np.bool_ else dtype
    assert got.dtype == want_dtype
    _assert_same(got, np.cumsum(x).astype(want_dtype))
    assert jnp.cumsum(x, dtype=jnp.float32).dtype == np.float32


def test_diff_with_scalar_prepend_and_append():
    x = _data(np.float32, (3, 4))
    _assert_same(jnp.diff(x, axis=0, prepend=1.5, append=0.0),
                 np.diff(x, axis=0, prepend=1.5, append=0.0).astype(np.float32))


def test_cumulative_prod_include_initial():
    x = np.array([2, 3, 4], np.int32)
    _assert_same(jnp.cumulative_prod(x, include_initial=True), np.array([1, 2, 6, 24], np.int32))


@pytest.mark.parametrize("call, error, message", [
    (lambda: jnp.take(jnp.zeros(3), 0, mode="raise"), NotImplementedError, "raise"),
    (lambda: jnp.take(jnp.zeros(3), 0, mode="bogus"), ValueError, "invalid mode"),
    (lambda: jnp.take_along_axis(jnp.zeros((2, 3)), np.zeros(3, np.int32), 1), ValueError,
     "same number of dimensions"),
    (lambda: jnp.pad(jnp.zeros(3), -1), ValueError, "negative"),
    (lambda: jnp.pad(jnp.zeros(3), 1, mode="median"), NotImplementedError, "median"),
    (lambda: jnp.diff(jnp.zeros(3), n=-1), ValueError, "non-negative"),
    (lambda: jnp.cumulative_sum(jnp.zeros((2, 2))), ValueError, "axis must be given"),
    (lambda: lax.sort((jnp.zeros(3), jnp.zeros(4))), TypeError, "same shape"),
    (lambda: lax.cumsum(jnp.zeros(3), axis=2), TypeError, "out of range"),
])
def test_errors(call, error, message):
    with pytest.raises(error, match=message):
        call()


# ------------------------------------------------------- index helpers on top
def _helpers(x, shift, a, v, k1, k2, counts, flat):
    return {
        "roll": jnp.roll(x, 2), "roll_axis": jnp.roll(x, -3, axis=1),
        "roll_pairs": jnp.roll(x, (1, 2), (0, 1)), "roll_traced": jnp.roll(x, shift, axis=1),
        "searchsorted": jnp.searchsorted(a, v),
        "searchsorted_right": jnp.searchsorted(a, v, side="right"),
        "lexsort": jnp.lexsort((k1, k2)),
        "bincount": jnp.bincount(counts, length=6),
        "bincount_weights": jnp.bincount(counts, weights=counts * 0.5, length=3),
        "unravel": jnp.unravel_index(flat, (4, 5)),
        "put_along": jnp.put_along_axis(x, jnp.argsort(x, axis=1)[:, :1], -1.0, axis=1,
                                        inplace=False),
    }


def _helpers_reference(x, shift, a, v, k1, k2, counts, flat):
    put = x.copy()
    np.put_along_axis(put, np.argsort(x, axis=1, kind="stable")[:, :1], -1.0, axis=1)
    c = np.clip(counts, 0, None)
    return {
        "roll": np.roll(x, 2), "roll_axis": np.roll(x, -3, axis=1),
        "roll_pairs": np.roll(x, (1, 2), (0, 1)), "roll_traced": np.roll(x, int(shift), axis=1),
        "searchsorted": np.searchsorted(a, v).astype(np.int32),
        "searchsorted_right": np.searchsorted(a, v, side="right").astype(np.int32),
        "lexsort": np.lexsort((k1, k2)).astype(np.int32),
        "bincount": np.bincount(c, minlength=6)[:6].astype(np.int32),
        "bincount_weights": np.bincount(c, weights=counts * 0.5, minlength=3)[:3]
        .astype(np.float32),
        "unravel": tuple(u.astype(np.int32) for u in np.unravel_index(
            np.clip(np.where(flat < 0, flat + 20, flat), 0, 19), (4, 5))),
        "put_along": put,
    }


def test_index_helpers_eager_and_compiled():
    x = _data(np.float32)
    args = (x, np.int32(-7), np.array([-1.0, 2.0, 2.0, 3.0, np.nan], np.float32),
            np.array([[0.0, 2.0, 2.5], [3.0, np.nan, 9.0]], np.float32),
            np.array([1, 0, 1, 0, 1], np.int32), np.array([3, 3, 1, 1, 3], np.int32),
            np.array([0, 1, 1, 5, 9, -2], np.int32), np.array([5, 19, -1, 40], np.int32))
    want = _helpers_reference(*args)
    runs = {"eager": _helpers(jnp.asarray(x), *args[1:]), "compiled": hostcall.jit(_helpers)(*args)}
    for how, got in runs.items():
        assert set(got) == set(want)
        for key in want:
            if isinstance(want[key], tuple):
                for g, w in zip(got[key], want[key]):
                    _assert_same(g, w, (how, key))
            else:
                _assert_same(got[key], want[key], (how, key))


def test_bincount_needs_length_under_jit_and_ix_mesh():
    with pytest.raises(TypeError, match="pass length"):
        hostcall.jit(lambda c: jnp.bincount(c))(np.array([0, 1], np.int32))
    x = _data(np.int32, (4, 5))
    rows, cols = jnp.ix_([0, 3], np.array([True, False, True, False, False]))
    _assert_same(jnp.asarray(x)[rows, cols], x[np.ix_([0, 3], [True, False, True, False, False])])
    with pytest.raises(ValueError, match="immutable"):
        jnp.put_along_axis(x, np.zeros((4, 1), np.int32), 0, axis=1)


def test_angle_of_complex_and_real_arrays_eager_and_compiled():
    z = np.array([0j, complex(-1, -0.0), -1 + 0j, 1 + 1j, complex(-1e-30, -1), 2 - 3j],
                 np.complex64)
    r = np.array([-2.0, 0.0, 3.0], np.float32)
    for fn in (jnp.angle, hostcall.jit(jnp.angle)):
        np.testing.assert_allclose(np.asarray(fn(z)), np.angle(z), rtol=1e-6)
        np.testing.assert_allclose(np.asarray(fn(r)), np.angle(r), rtol=1e-6)
    deg = hostcall.jit(lambda v: jnp.angle(v, deg=True))(z)
    np.testing.assert_allclose(np.asarray(deg), np.angle(z, deg=True), rtol=1e-6)
    assert jnp.angle(np.array([1, -1])).dtype == np.float32
