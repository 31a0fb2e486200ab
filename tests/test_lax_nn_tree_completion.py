"""jax.lax's remaining composed names (asin..atanh, full, split, cumlogsumexp, reduce_xor,
approx_max_k, ragged_dot, custom_root, custom_linear_solve, ...), the new primitives (clz,
reduce_precision, nextafter, optimization_barrier, zeta, bessel_i0e / i1e),
jax.nn.dot_product_attention (JAX 0.10.2's values written in), and the tree_util / tree /
dtypes additions."""
import dataclasses

import numpy as np
import pytest
import scipy.special as sp

import hostcall
import hostcall.numpy as jnp
from hostcall import dtypes, lax, nn, tree, tree_util
from hostcall.test_util import check_grads

R = np.random.RandomState(3)
X = np.array([0.1, 0.5, -0.3], np.float32)


def test_inverse_and_hyperbolic_trig_and_full():
    for f, g, x in ((lax.asin, np.arcsin, X), (lax.acos, np.arccos, X), (lax.atan, np.arctan, X),
                    (lax.sinh, np.sinh, X), (lax.cosh, np.cosh, X), (lax.asinh, np.arcsinh, X),
                    (lax.acosh, np.arccosh, X + 2), (lax.atanh, np.arctanh, X)):
        np.testing.assert_allclose(f(x), g(x), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(hostcall.jit(lax.atanh)(X), np.arctanh(X), rtol=1e-6)
    with pytest.raises(TypeError):
        lax.asin(np.array([1, 2], np.int32))
    assert lax.full((2,), 3.0).dtype == np.float32
    np.testing.assert_array_equal(lax.full_like(X, 2, dtype=np.int32), [2, 2, 2])
    with pytest.raises(TypeError, match="scalar fill_value"):
        lax.full((2,), np.ones(2))
    assert lax.empty((2, 3), np.int32).shape == (2, 3)


def test_shape_helpers():
    assert lax.collapse(np.ones((2, 3, 4)), 1).shape == (2, 12)
    assert lax.collapse(np.ones((2, 3, 4)), 0, 2).shape == (6, 4)
    assert [p.shape for p in lax.split(np.ones((5, 2)), [2, 3])] == [(2, 2), (3, 2)]
    with pytest.raises(ValueError, match="Sum of sizes"):
        lax.split(np.ones(5), [2, 2])
    assert lax.tile(np.ones((1, 2)), [2, 2]).shape == (2, 4)
    assert lax.stack([X, X], axis=1).shape == (3, 2) and len(lax.unstack(np.ones((2, 3)))) == 2
    assert lax.broadcast_to_rank(np.ones(3), 3).shape == (1, 1, 3)
    assert lax.broadcast_like(np.ones(3), np.ones((2, 3))).shape == (2, 3)
    assert lax.broadcast_shapes((2, 1), (3,)) == (2, 3) and lax.dtype(1.0) == np.float32
    np.testing.assert_array_equal(lax.shape_as_value((2, 3)), [2, 3])
    src = np.arange(24).reshape(2, 3, 4)
    np.testing.assert_array_equal(lax.index_take(src, np.array([[0, 1], [1, 2]]), (0, 2)),
                                  [[1, 5, 9], [14, 18, 22]])


def test_scans_and_reductions():
    np.testing.assert_allclose(lax.cumlogsumexp(X), np.logaddexp.accumulate(X), rtol=1e-6)
    np.testing.assert_allclose(hostcall.jit(lambda a: lax.cumlogsumexp(a, reverse=True))(X),
                               np.logaddexp.accumulate(X[::-1])[::-1], rtol=1e-6)
    check_grads(lambda a: lax.cumlogsumexp(a), (X.astype(np.float64),), order=1)
    m = np.array([[1, 2], [3, 7], [-4, 5]], np.int32)
    np.testing.assert_array_equal(lax.reduce_xor(m, [0]), np.bitwise_xor.reduce(m, 0))
    np.testing.assert_array_equal(hostcall.jit(lambda a: lax.reduce_xor(a, [1]))(m),
                                  np.bitwise_xor.reduce(m, 1))
    assert bool(lax.reduce_xor(np.array([True, True, True]), [0]))
    v = np.array([[3.0, 1, 2], [0, 5, 4]], np.float32)
    vals, idx = lax.approx_max_k(v, 2)
    np.testing.assert_array_equal(vals, [[3, 2], [5, 4]])
    np.testing.assert_array_equal(idx, [[0, 2], [1, 2]])
    vals, idx = lax.approx_min_k(v, 1, reduction_dimension=0)
    np.testing.assert_array_equal(vals, [[0, 1, 2]])
    np.testing.assert_array_equal(idx, [[1, 0, 0]])
    dn = lax.ScatterDimensionNumbers((), (0,), (0,))
    np.testing.assert_array_equal(
        lax.scatter_sub(np.ones(3, np.float32), np.array([[0], [2], [0]]),
                        np.array([1.0, 2.0, 3.0], np.float32), dn), [-3, 1, -1])


def test_ragged_dot():
    lhs = np.arange(8.0, dtype=np.float32).reshape(4, 2)
    rhs = np.stack([np.eye(2), 2 * np.eye(2)]).astype(np.float32)
    np.testing.assert_array_equal(lax.ragged_dot(lhs, rhs, np.array([1, 3])),
                                  [[0, 1], [4, 6], [8, 10], [12, 14]])


def test_custom_root_and_custom_linear_solve_differentiate_implicitly():
    def newton(f, x0):
        return lax.fori_loop(0, 30, lambda i, x: x - f(x) / (2 * x), x0)

    def sqrt(a):
        return lax.custom_root(lambda x: x * x - a, 1.0, newton, lambda g, y: y / g(1.0))
    np.testing.assert_allclose(sqrt(2.0), np.sqrt(2.0), rtol=1e-6)
    np.testing.assert_allclose(hostcall.grad(sqrt)(2.0), 0.5 / np.sqrt(2.0), rtol=1e-5)
    np.testing.assert_allclose(hostcall.jit(hostcall.grad(sqrt))(4.0), 0.25, rtol=1e-5)

    def solve(a, b):
        return lax.custom_linear_solve(lambda v: a * v, b, lambda mv, r: r / mv(1.0))
    np.testing.assert_allclose(solve(2.0, 3.0), 1.5)
    ga, gb = hostcall.grad(solve, argnums=(0, 1))(2.0, 3.0)
    np.testing.assert_allclose([ga, gb], [-0.75, 0.5], rtol=1e-6)


def test_composite_and_platform_dependent():
    f = lax.composite(lambda x: x * 2, "my.double")
    np.testing.assert_array_equal(hostcall.jit(f)(X), X * 2)
    assert lax.platform_dependent(1.0, cpu=lambda v: v + 1, default=lambda v: v) == 2.0


def test_new_primitives_eager_jit_and_derivatives():
    x = np.array([1.0, 0.0, -2.0, np.inf], np.float32)
    y = np.array([2.0, 1.0, -3.0, 0.0], np.float32)
    for f in (lax.nextafter, hostcall.jit(lax.nextafter)):
        np.testing.assert_array_equal(f(x, y), np.nextafter(x, y))
    ints = np.array([1, 0, 255, -1], np.int32)
    np.testing.assert_array_equal(lax.clz(ints), [31, 32, 24, 0])
    np.testing.assert_array_equal(hostcall.jit(lax.clz)(ints), [31, 32, 24, 0])
    v = np.float32(1.2345678)
    assert float(lax.reduce_precision(v, 5, 10)) == float(np.float16(v))
    assert float(hostcall.jit(lambda a: lax.reduce_precision(a, 8, 7))(v)) == 1.234375
    out = hostcall.jit(lambda a: lax.optimization_barrier((a, a * 2)))(X)
    np.testing.assert_array_equal(out[1], X * 2)
    assert float(hostcall.grad(lambda a: lax.optimization_barrier(a * a))(3.0)) == 6.0
    np.testing.assert_array_equal(hostcall.vmap(lambda a: lax.optimization_barrier(a + 1))(X),
                                  X + 1)
    b = np.array([0.0, 0.5, -2.0, 10.0, 100.0], np.float32)
    for f, g in ((lax.bessel_i0e, sp.i0e), (lax.bessel_i1e, sp.i1e)):
        np.testing.assert_allclose(f(b), g(b), rtol=2e-6, atol=1e-7)
        np.testing.assert_allclose(hostcall.jit(f)(b), g(b), rtol=2e-6, atol=1e-7)
    np.testing.assert_allclose(hostcall.vmap(hostcall.grad(lax.bessel_i0e))(b),
                               sp.i1e(b) - np.sign(b) * sp.i0e(b), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(hostcall.vmap(hostcall.grad(lax.bessel_i1e))(b[1:]),
                               sp.i0e(b[1:]) - sp.i1e(b[1:]) * (np.sign(b[1:]) + 1 / b[1:]),
                               rtol=1e-5, atol=1e-6)
    assert float(hostcall.grad(lax.bessel_i1e)(np.float32(0.0))) == 0.5
    s = np.array([2.0, 3.0, 4.5], np.float32)
    q = np.array([1.0, 2.0, 0.5], np.float32)
    np.testing.assert_allclose(lax.zeta(s, q), sp.zeta(s, q), rtol=1e-6)
    np.testing.assert_allclose(hostcall.jit(lax.zeta)(s, q), sp.zeta(s, q), rtol=1e-5)
    np.testing.assert_allclose(hostcall.grad(lambda t: lax.zeta(np.float32(3.0), t))(
        np.float32(2.0)), -3 * sp.zeta(4, 2), rtol=1e-5)
    with pytest.raises(Exception, match="zeta"):
        hostcall.grad(lambda t: lax.zeta(t, np.float32(2.0)))(np.float32(3.0))


# JAX 0.10.2: jax.nn.dot_product_attention of these inputs (R = RandomState(3))
_ATTN_KV_LEN = [-0.55907, -0.46843, 0.11425, -0.65359, 0.54781, -0.79406, 0.62983, -0.90268,
                -0.12007, -0.45316, -0.22521, -0.19946, 0.76426, 0.5663, 0.40481, -0.79365,
                0.11415, -0.55167, -0.09918, -0.61475, 0.90259, -0.83893, -0.00599, -0.44881]
_ATTN_CAUSAL = [-0.59665, -0.58859, -0.59665, -0.58859, -0.87388, 0.02971, -0.87388, 0.02971,
                -1.35207, -0.44185, -1.44938, -0.42295, 0.88953, 0.79886, -0.2083, 0.32002,
                -0.27758, 0.14927, -0.59137, 0.03428, 1.06023, -0.72631, 0.35912, 0.4477]
_ATTN_GRAD_Q = [-0.35607, 0.2292, -0.20026, 0.09446, -0.41438, -0.26799, -0.42652, -0.37574,
                -0.32415, 0.27215, -0.42307, 0.57154, -0.07506, 0.68056, -0.48499, -0.30944,
                -0.23817, 0.16427, -0.22935, 0.08765, -0.21582, -0.11236, -0.3107, 0.96232]


def test_dot_product_attention_matches_jax():
    r = np.random.RandomState(3)
    q = r.randn(1, 3, 4, 2).astype(np.float32)
    k = r.randn(1, 5, 2, 2).astype(np.float32)
    v = r.randn(1, 5, 2, 2).astype(np.float32)
    got = nn.dot_product_attention(q, k, v, key_value_seq_lengths=np.array([4]))
    np.testing.assert_allclose(np.ravel(got), _ATTN_KV_LEN, atol=2e-5)
    got = hostcall.jit(lambda a, b, c: nn.dot_product_attention(a, b, c, is_causal=True))(
        q, k[:, :3], v[:, :3])
    np.testing.assert_allclose(np.ravel(got), _ATTN_CAUSAL, atol=2e-5)
    g = hostcall.grad(lambda a: nn.dot_product_attention(a, k, v).sum())(q)
    np.testing.assert_allclose(np.ravel(g), _ATTN_GRAD_Q, atol=2e-5)
    unbatched = nn.dot_product_attention(q[0], k[0], v[0])
    np.testing.assert_allclose(unbatched, nn.dot_product_attention(q, k, v)[0], atol=1e-6)
    with pytest.raises(ValueError, match="multiple of key/value heads"):
        nn.dot_product_attention(q[:, :, :3], k, v)


@dataclasses.dataclass
class _Point:
    x: object
    y: object
    name: str = tree.static(default="p")


tree_util.register_dataclass(_Point)


def test_tree_util_registration_and_helpers():
    p = _Point(1.0, np.ones(2), "q")
    leaves, td = tree_util.tree_flatten(p)
    assert len(leaves) == 2 and tree_util.tree_unflatten(td, [3, 4]).name == "q"
    paths = [tree_util.keystr(k) for k, _ in tree_util.tree_leaves_with_path(p)]
    assert paths == [".x", ".y"]
    out = hostcall.jit(lambda pt: _Point(pt.x * 2, pt.y + 1, pt.name))(p)
    assert out.name == "q" and float(out.x) == 2.0

    class Box:
        def __init__(self, a, b):
            self.a, self.b = a, b
    tree_util.register_pytree_with_keys(
        Box, lambda bx: ([(tree_util.GetAttrKey("a"), bx.a), (tree_util.GetAttrKey("b"), bx.b)],
                         None), lambda _, c: Box(*c))
    assert [tree_util.keystr(k) for k, _ in tree_util.tree_leaves_with_path(Box(1, 2))] == \
        [".a", ".b"]

    @tree_util.register_static
    class Cfg:
        def __init__(self, n):
            self.n = n

        def __hash__(self):
            return hash(self.n)

        def __eq__(self, o):
            return isinstance(o, Cfg) and o.n == self.n
    assert tree_util.tree_leaves([Cfg(3), 1]) == [1]
    children, aux = tree_util.flatten_one_level({"b": 1, "a": 2})
    assert children == [2, 1] and aux == ("a", "b")
    with pytest.raises(ValueError):
        tree_util.flatten_one_level(1.0)
    pairs, _ = tree_util.flatten_one_level_with_keys((5, 6))
    assert [v for _, v in pairs] == [5, 6]
    assert tree_util.tree_reduce_associative(lambda a, b: a + b, [1, (2, 3), {"x": 4}]) == 10
    assert tree.reduce_associative(lambda a, b: a * b, [], identity=1) == 1
    with pytest.raises(TypeError):
        tree_util.tree_reduce_associative(lambda a, b: a + b, [])
    td = tree_util.tree_structure((1, [2, 3]))
    kids = tree_util.treedef_children(td)
    assert len(kids) == 2 and tree_util.treedef_is_leaf(kids[0])
    assert tree_util.treedef_tuple(kids).num_leaves == 3
    assert tree_util.all_leaves([1, 2.0]) and not tree_util.all_leaves([1, (2,)])
    assert tree_util.is_tree_node(tuple) and not tree_util.is_tree_node(int)
    f = tree_util.Partial(lambda a, b: a * b, np.float32(3.0))
    assert float(hostcall.jit(lambda g, x: g(x))(f, 2.0)) == 6.0


def test_dtypes_helpers():
    assert dtypes.result_type(1, np.float16) == np.float16
    assert dtypes.result_type(np.ones(2, np.int8), 2.0) == np.float32
    assert dtypes.result_type(2.0, return_weak_type_flag=True) == (np.float32, True)
    assert dtypes.itemsize_bits("int4") == 4 and dtypes.itemsize_bits(np.float32) == 32
    assert dtypes.scalar_type_of(1.0) is float and dtypes.scalar_type_of(jnp.ones(2)) is float
    assert dtypes.canonicalize_dtype(np.float64) == np.float32
    assert dtypes.finfo(jnp.bfloat16).eps == 0.0078125
    assert issubclass(dtypes.TypePromotionError, ValueError)
