"""Loop kernels that sort and gather from values computed in the loop.

A ``stablehlo.sort`` in a loop body becomes an odd-even transposition network of its
comparator (rows up to kernelize_loops.MAX_SORTED_ROW), stable; a gather from a value the
body computes reads it through ``tensor.from_elements``, and a gather of windows (rows,
columns) reads each element at its window's start plus its offset.  So ``eigh`` (whose eigenvalues
are sorted and whose eigenvectors are permuted by a gather), ``argsort`` and
``lax.sort`` in a scan stay kernels.  Each runs with the default pipeline and with the
loop kernels off, bit for bit; values against numpy.
"""
import numpy as np
import pytest

import hostcall.numpy as jnp
from hostcall import lax
from test_kernelize_loops import _assert_same, _run_both


def test_eigh_in_a_scan_is_a_kernel_with_numpys_eigenvalues():
    a = np.array([[2., 1., 0.], [1., 3., .5], [0., .5, 1.]], np.float32)

    def f(m0):
        def step(m, _):
            w, v = jnp.linalg.eigh(m)
            return m * 0.9 + (v * w) @ v.T * 0.1 + 0.01 * jnp.eye(3), w
        return lax.scan(step, m0, None, length=20)
    k, h, n = _run_both(f, a)
    assert n == 1
    _assert_same(k, h)
    m = a.astype(np.float64)
    for i in range(20):
        w = np.linalg.eigvalsh(m)
        np.testing.assert_allclose(k[1][i], w, rtol=1e-5, atol=1e-6)
        m = m + 0.01 * np.eye(3)   # m 0.9 + (v w v^T) 0.1 = m


def test_stable_multi_operand_sort_and_argsort_in_a_fori_loop():
    keys0 = np.array([3, 1, 3, 0, 1, 2], np.int32)
    vals0 = np.arange(6, dtype=np.float32)

    def f(keys, vals):
        def body(i, c):
            keys, vals, acc = c
            keys, vals = lax.sort((keys, vals), num_keys=1, is_stable=True)
            order = jnp.argsort(vals * (i % 2 * 2 - 1), stable=True)
            acc = acc + order * (i + 1)
            return (keys * 3 + i) % 4, vals * 0.5 + keys, acc
        return lax.fori_loop(0, 7, body, (keys, vals, jnp.zeros(6, jnp.int32)))
    k, h, n = _run_both(f, keys0, vals0)
    assert n == 1
    _assert_same(k, h)
    keys, vals, acc = keys0.copy(), vals0.copy(), np.zeros(6, np.int64)
    for i in range(7):
        perm = np.argsort(keys, kind="stable")
        keys, vals = keys[perm], vals[perm]
        acc = acc + np.argsort(vals * (i % 2 * 2 - 1), kind="stable") * (i + 1)
        keys, vals = (keys * 3 + i) % 4, (vals * np.float32(0.5) + keys).astype(np.float32)
    np.testing.assert_array_equal(k[0], keys)
    np.testing.assert_array_equal(k[1], vals)
    np.testing.assert_array_equal(k[2], acc)


def test_take_at_indices_computed_from_the_carry():
    def f(x):
        def step(c, _):
            idx = (jnp.abs(c) * 7).astype(jnp.int32) % 5
            return jnp.take(c, idx) + c[::-1] * 0.5, idx[0]
        return lax.scan(step, x, None, length=30)
    x0 = np.array([0.3, -0.7, 1.1, 0.05, -0.4], np.float32)
    k, h, n = _run_both(f, x0)
    assert n == 1
    _assert_same(k, h)
    c = x0.copy()
    for i in range(30):
        idx = (np.abs(c) * np.float32(7)).astype(np.int32) % 5
        assert k[1][i] == idx[0]
        c = (c[idx] + c[::-1] * np.float32(0.5)).astype(np.float32)
    np.testing.assert_allclose(k[0], c, rtol=1e-5)


def test_rows_and_columns_gathered_at_computed_indices():
    """Gathers of windows: rows of a computed table, rows and columns of an input."""
    t = (np.arange(20, dtype=np.float32).reshape(4, 5) - 7) / 3

    def f(m0, t):
        def step(m, _):
            idx = (jnp.abs(m[:, 0]) * 5).astype(jnp.int32) % 3
            rows = t[(jnp.abs(m[:, 1]) * 3).astype(jnp.int32) % 4, :2]
            cols = jnp.take(t, idx, axis=1)[:3, :2]
            return m[idx, ::-1] + m * 0.5 + rows * 0.25 + cols * 0.125, idx[0]
        return lax.scan(step, m0, None, length=12)
    m0 = np.arange(6, dtype=np.float32).reshape(3, 2) / 7
    k, h, n = _run_both(f, m0, t)
    assert n == 1
    _assert_same(k, h)
    m = m0.copy()
    for i in range(12):
        idx = (np.abs(m[:, 0]) * np.float32(5)).astype(np.int32) % 3
        assert k[1][i] == idx[0]
        rows = t[(np.abs(m[:, 1]) * np.float32(3)).astype(np.int32) % 4, :2]
        cols = np.take(t, idx, axis=1)[:3, :2]
        m = (m[idx, ::-1] + m * np.float32(0.5) + rows * np.float32(0.25)
             + cols * np.float32(0.125)).astype(np.float32)
    np.testing.assert_allclose(k[0], m, rtol=1e-5, atol=1e-6)


def _taken(c, idx, mode, fill):
    """numpy's take as jnp.take's modes read it: negative indices count from the end first."""
    n = c.size
    idx = np.where(idx < 0, idx + n, idx)
    if mode == "clip":
        return c[np.clip(idx, 0, n - 1)]
    if mode == "wrap":
        return c[idx % n]
    return np.where((idx >= 0) & (idx < n), c[np.clip(idx, 0, n - 1)], np.float32(fill))


@pytest.mark.parametrize("mode", ["clip", "wrap", "fill"])
def test_take_modes_at_indices_computed_from_the_carry(mode):
    """take with mode 'clip', 'wrap' and 'fill' (a fill value) in a scan: a kernel, numpy's
    values.  Bit for bit with the host loop where each add reads at most one product; where
    both operands of an add are products (``y * p + c * q``) the host's LLVM fuses the one
    its Reassociate pass ranks first, which the kernel cannot see (see kernelize_loops'
    docstring): a last-bit difference, not a different value."""
    kw = {"fill_value": 0.25} if mode == "fill" else {}
    x0 = np.array([0.3, -0.7, 1.1, 0.05, -0.4], np.float32)
    for two_products in (False, True):
        def f(x):
            def step(c, _):
                idx = (jnp.abs(c) * 7).astype(jnp.int32) - 2
                y = jnp.take(c, idx, mode=mode, **kw)
                if two_products:
                    return y * 0.6 + c * 0.3 + 0.2, idx
                return (y * 0.45 + 0.1) + c[::-1] * 0.5, idx
            return lax.scan(step, x, None, length=100)
        k, h, n = _run_both(f, x0)
        assert n == 1
        if two_products:
            np.testing.assert_array_equal(k[1], h[1])
            np.testing.assert_allclose(k[0], h[0], rtol=1e-6)
        else:
            _assert_same(k, h)
        c, seen = x0.copy(), set()
        for i in range(100):
            idx = (np.abs(c) * np.float32(7)).astype(np.int32) - 2
            np.testing.assert_array_equal(k[1][i], idx)
            seen.update(idx.tolist())
            y = _taken(c, idx, mode, 0.25)
            c = (y * np.float32(0.6) + c * np.float32(0.3) + np.float32(0.2) if two_products
                 else (y * np.float32(0.45) + np.float32(0.1)) + c[::-1] * np.float32(0.5))
        assert min(seen) < 0 and max(seen) >= 5   # indices from the end and past it
        np.testing.assert_allclose(k[0], c, rtol=1e-5)
