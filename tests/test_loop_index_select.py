"""Nested loops that read and update loop-carried arrays at traced indices under jit.

IREE 3.13 miscompiled these (hostcall-loop-index-select works around it); the expected
values come from the same recurrences run in numpy.
"""
import numpy as np
import pytest

import hostcall as hc
import hostcall.numpy as jnp
from hostcall import lax

from helpers import run_raw


def _reference(x0, u, steps, inner, scale=0.1):
    """X[t+1] = X[t] + w, w = U[t] + inner * scale * X[t][0]; U[t] = w."""
    X = np.zeros((steps + 1,) + np.shape(x0), np.float32)
    X[0] = x0
    U = np.array(u, np.float32)
    for t in range(steps):
        w = U[t].copy()
        for _ in range(inner):
            w = w + X[t].flat[0] * np.float32(scale)
        X[t + 1] = X[t] + w
        U[t] = w
    return X, U


def nested_fori(x0, U):
    def body(t, s):
        X, U = s
        w = lax.dynamic_slice_in_dim(U, t, 1, axis=0)
        w = lax.fori_loop(0, 2, lambda i, w: w + X[t][0] * 0.1, w)
        return X.at[t + 1].set(X[t] + w[0]), U.at[t].set(w[0])
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    return lax.fori_loop(0, 4, body, (X, U))


def nested_fori_depth3(x0, U):
    def body(t, s):
        X, U = s
        w = lax.dynamic_slice_in_dim(U, t, 1, axis=0)

        def middle(j, w):
            return lax.fori_loop(0, 1, lambda i, w: w + X[t][0] * 0.1, w)
        w = lax.fori_loop(0, 3, middle, w)
        return X.at[t + 1].set(X[t] + w[0]), U.at[t].set(w[0])
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    return lax.fori_loop(0, 4, body, (X, U))


def scan_outer(x0, U):
    def step(s, t):
        X, U = s
        w = U[t]
        w = lax.fori_loop(0, 2, lambda i, w: w + X[t][0] * 0.1, w)
        return (X.at[t + 1].set(X[t] + w), U.at[t].set(w)), w[0]
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    (X, U), _ = lax.scan(step, (X, U), jnp.arange(4))
    return X, U


def while_outer(x0, U):
    def body(s):
        t, X, U = s
        w = U[t]
        w = lax.while_loop(lambda c: c[0] < 2, lambda c: (c[0] + 1, c[1] + X[t][0] * 0.1),
                           (0, w))[1]
        return t + 1, X.at[t + 1].set(X[t] + w), U.at[t].set(w)
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    _, X, U = lax.while_loop(lambda s: s[0] < 4, body, (0, X, U))
    return X, U


def inner_init_from_row(x0, U):
    # the inner loop starts from the row U[t] itself (IREE 3.13 rejected this one with
    # "'stream.async.splat' op : streamable op expected to be in an execution region")
    def body(t, s):
        X, U = s
        w = lax.fori_loop(0, 2, lambda i, w: w + X[t][0] * 0.1, U[t])
        return X.at[t + 1].set(X[t] + w[0]), U.at[t].set(w[0])
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    return lax.fori_loop(0, 4, body, (X, U))


def where_index(x0, U):
    # the index normalised by jnp.where: without the rewrite IREE 3.13's program hangs
    def body(t, s):
        X, U = s
        at = lambda k: jnp.where(k < 0, k + 5, k)  # noqa: E731
        w = lax.dynamic_slice_in_dim(U, t, 1, axis=0)
        w = lax.fori_loop(0, 2, lambda i, w: w + lax.dynamic_index_in_dim(
            X, at(t), keepdims=False)[0] * 0.1, w)
        row = lax.dynamic_index_in_dim(X, at(t), keepdims=False)
        return lax.dynamic_update_index_in_dim(X, row + w[0], at(t + 1), 0), U.at[t].set(w[0])
    X = jnp.zeros((5,) + x0.shape).at[0].set(x0)
    return lax.fori_loop(0, 4, body, (X, U))


CASES = [
    ("nested_fori", nested_fori, 2, (1,)),
    ("nested_fori_rows_of_3", nested_fori, 2, (3,)),
    ("depth3", nested_fori_depth3, 3, (1,)),
    ("scan_outer", scan_outer, 2, (2,)),
    ("while_outer", while_outer, 2, (1,)),
    ("inner_init_from_row", inner_init_from_row, 2, (1,)),
    ("where_index", where_index, 2, (1,)),
]


@pytest.mark.parametrize("name,fn,inner,row", CASES, ids=[c[0] for c in CASES])
def test_loop_carried_updates_read_in_inner_loop(name, fn, inner, row):
    x0 = np.arange(1, row[0] + 1, dtype=np.float32) * 0.5
    u = np.zeros((4,) + row, np.float32)
    X, U = hc.jit(fn)(jnp.asarray(x0), jnp.asarray(u))
    want_X, want_U = _reference(x0, u, 4, inner)
    np.testing.assert_allclose(np.asarray(X), want_X, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(U), want_U, rtol=1e-5)


def test_issue_values():
    X, U = hc.jit(nested_fori)(jnp.array([0.5]), jnp.zeros((4, 1)))
    np.testing.assert_allclose(np.asarray(X).ravel(), [0.5, 0.6, 0.72, 0.864, 1.0368], rtol=1e-6)
    np.testing.assert_allclose(np.asarray(U).ravel(), [0.1, 0.12, 0.144, 0.1728], rtol=1e-6)


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.uint32, np.int64])
def test_rewritten_select_keeps_integer_values(dtype):
    # the arithmetic form b + p * (a - b) must give a or b exactly, also where a - b wraps
    info = np.iinfo(dtype)
    a_vals = np.array([info.max, info.min, 7, 0], dtype)
    b_vals = np.array([info.min, info.max, -3 if info.min < 0 else 3, info.max], dtype)

    def f(a, b):
        def body(i, acc):
            picked = lax.select(a[i] > b[i], a[i], b[i])
            return acc.at[i].set(picked)
        return lax.fori_loop(0, 4, body, jnp.zeros(4, dtype))
    with hc.config.override("enable_x64", dtype == np.int64):
        got = hc.jit(f)(jnp.asarray(a_vals), jnp.asarray(b_vals))
    np.testing.assert_array_equal(np.asarray(got), np.maximum(a_vals, b_vals))


@pytest.mark.canary("hostcall-loop-index-select")
def test_canary_iree_miscomputes_the_nested_fori_loop():
    """Without hostcall-loop-index-select (without any of hostcall's passes: the traced
    module as it is) IREE 3.13 leaves rows 2-4 of X at zero.  When this fails, IREE
    computes such loops: the pass can go."""
    x0 = np.float32([0.5, 0.2])
    u = np.zeros((4, 2), np.float32)
    got = run_raw(hc.jit(nested_fori).lower(x0, u).as_text(), x0, u)[0]
    np.testing.assert_allclose(_reference(x0, u, 4, 2)[0][:, 0], [.5, .6, .72, .864, 1.0368],
                               rtol=1e-6)
    np.testing.assert_array_equal(got[:, 0], np.float32([.5, .6, 0, 0, 0]))
