"""lax functions composed from the primitives: expand_dims, squeeze and batch_matmul
(structural), select_n (control_flow), top_k (sorting), reduce (reductions) and
associative_scan (cumulative): eager and compiled against numpy, under vmap and grad, and
their errors."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def _linear_recurrence(a, b):
    """(a1, b1) then (a2, b2): x -> a2 (a1 x + b1) + b2, an associative non-commutative op."""
    return a[0] * b[0], b[0] * a[1] + b[1]


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 9])
def test_associative_scan_matches_sequential_prefixes(n):
    rng = np.random.default_rng(n)
    x = rng.standard_normal((n, 3)).astype(np.float32)
    a = rng.uniform(0.5, 1.5, (2, n)).astype(np.float32)
    b = rng.standard_normal((2, n)).astype(np.float32)

    def program(x, a, b):
        return {"sum": lax.associative_scan(lax.add, x),
                "max_rev": lax.associative_scan(lax.max, x, reverse=True),
                "rec": lax.associative_scan(_linear_recurrence, (a, b), axis=1)}

    want_a, want_b = np.empty_like(a), np.empty_like(b)
    acc_a, acc_b = np.ones(2, np.float32), np.zeros(2, np.float32)
    for i in range(n):
        acc_a, acc_b = acc_a * a[:, i], acc_b * a[:, i] + b[:, i]
        want_a[:, i], want_b[:, i] = acc_a, acc_b
    for out in (program(x, a, b), hostcall.jit(program)(x, a, b)):
        np.testing.assert_allclose(np.asarray(out["sum"]), np.cumsum(x, axis=0), rtol=1e-5,
                                   atol=1e-6)
        np.testing.assert_array_equal(np.asarray(out["max_rev"]),
                                      np.maximum.accumulate(x[::-1], axis=0)[::-1])
        np.testing.assert_allclose(np.asarray(out["rec"][0]), want_a, rtol=1e-5)
        np.testing.assert_allclose(np.asarray(out["rec"][1]), want_b, rtol=1e-5, atol=1e-6)


def test_associative_scan_under_grad_and_vmap():
    x = np.array([0.5, -1.0, 2.0, 1.5, 0.25], np.float32)
    grad = hostcall.grad(lambda v: jnp.sum(lax.associative_scan(lax.mul, v)))(x)
    want = [sum(np.prod(np.delete(x[:i + 1], j)) for i in range(j, 5)) for j in range(5)]
    np.testing.assert_allclose(np.asarray(grad), want, rtol=1e-5)
    rows = np.arange(12, dtype=np.float32).reshape(3, 4)
    out = hostcall.vmap(lambda r: lax.associative_scan(lax.add, r))(rows)
    np.testing.assert_array_equal(np.asarray(out), np.cumsum(rows, axis=1))


def test_top_k_largest_first_ties_by_lower_index_and_vmap():
    x = np.array([[3.0, 1.0, 3.0, 5.0, 2.0], [0.0, -1.0, 4.0, 4.0, 4.0]], np.float32)
    for values, index in (lax.top_k(x, 3), hostcall.jit(lambda v: lax.top_k(v, 3))(x)):
        np.testing.assert_array_equal(np.asarray(values), [[5, 3, 3], [4, 4, 4]])
        np.testing.assert_array_equal(np.asarray(index), [[3, 0, 2], [2, 3, 4]])
        assert np.asarray(index).dtype == np.int32
    values, _ = hostcall.vmap(lambda r: lax.top_k(r, 2))(x)
    np.testing.assert_array_equal(np.asarray(values), [[5, 3], [4, 4]])
    g = hostcall.grad(lambda v: jnp.sum(lax.top_k(v, 2)[0] * jnp.array([10.0, 1.0])))(x[0])
    np.testing.assert_array_equal(np.asarray(g), [1, 0, 0, 10, 0])
    with pytest.raises(ValueError, match="top_k: k=6 out of range"):
        lax.top_k(x, 6)


def test_shape_helpers_select_n_batch_matmul_and_reduce():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    lhs = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 10
    rhs = np.arange(40, dtype=np.float32).reshape(2, 4, 5) / 10
    which = np.array([0, 2, 1], np.int32)

    def program(x, lhs, rhs, which):
        return {"expand": lax.expand_dims(x, (0, 3)), "squeeze": lax.squeeze(x[None, :, :1], (0, 2)),
                "select_n": lax.select_n(which, x[0], x[1], x[0] * 10),
                "select_bool": lax.select_n(x[0] > 0, x[0], x[1]),
                "bmm": lax.batch_matmul(lhs, rhs),
                "reduce": lax.reduce(x, np.float32(0), lax.add, (1,)),
                "reduce_max": lax.reduce((x, -x), (np.float32(-np.inf), np.float32(-np.inf)),
                                         jnp.maximum, (0,))}

    for out in (program(x, lhs, rhs, which), hostcall.jit(program)(x, lhs, rhs, which)):
        assert out["expand"].shape == (1, 2, 3, 1)
        np.testing.assert_array_equal(np.asarray(out["squeeze"]), x[:, 0])
        np.testing.assert_array_equal(np.asarray(out["select_n"]), [0, 10, 5])
        np.testing.assert_array_equal(np.asarray(out["select_bool"]), [0, 4, 5])
        np.testing.assert_allclose(np.asarray(out["bmm"]), lhs @ rhs, rtol=1e-5)
        np.testing.assert_array_equal(np.asarray(out["reduce"]), x.sum(1))
        np.testing.assert_array_equal(np.asarray(out["reduce_max"][0]), x.max(0))
        np.testing.assert_array_equal(np.asarray(out["reduce_max"][1]), (-x).max(0))


def test_errors_name_the_problem():
    with pytest.raises(NotImplementedError, match="supports the computations lax.add"):
        lax.reduce(np.ones(3), 0.0, lambda a, b: a * b + 1, (0,))
    with pytest.raises(ValueError, match=r"squeeze: dimension 1 of shape \(1, 2\) is not 1"):
        lax.squeeze(np.ones((1, 2)), (1,))
    with pytest.raises(TypeError, match="batch_matmul needs operands of equal rank"):
        lax.batch_matmul(np.ones((2, 3)), np.ones((1, 3, 2)))
