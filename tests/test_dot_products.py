"""hostcall-dot-products: large dot products (no free dimensions of more than one
element on either side) run as a multiply and a sum that hostcall-split-reductions lays
out, with numpy's values, and the rounding of a tree of partial sums rather than of one
serial accumulation."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes
from hostcall.reference import evaluate

from helpers import run_raw

PASS = "hostcall-dot-products"


def _optimized(f, *args):
    return hostcall.jit(f).lower(*args).as_text("optimized")


# (einsum spec, lhs shape, rhs shape): a dot of vectors, batches of dot products with
# the batch leading or trailing, a transposed rhs, two contracting dimensions
CASES = [("i,i->", (1 << 20,), (1 << 20,)), ("bi,bi->b", (64, 4096), (64, 4096)),
         ("ib,ib->b", (4096, 64), (4096, 64)), ("bi,ib->b", (256, 256), (256, 256)),
         ("bij,bij->b", (4, 256, 256), (4, 256, 256)), ("ij,ij->", (512, 512), (512, 512))]


@pytest.mark.parametrize("spec,ls,rs", CASES, ids=[c[0] for c in CASES])
def test_dot_products_are_sums_with_numpy_s_values(spec, ls, rs):
    """Small whole numbers: every order of summation is exact in float32, so the values
    are numpy's exactly; int32 wraps as numpy's int32 does."""
    rng = np.random.default_rng(len(spec))
    a, b = rng.integers(-3, 4, ls).astype(np.float32), rng.integers(-3, 4, rs).astype(np.float32)
    f = lambda x, y: jnp.einsum(spec, x, y)
    assert "stablehlo.dot_general" not in _optimized(f, a, b)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(a, b)), np.einsum(spec, a, b))
    i, j = (rng.integers(-2**31, 2**31 - 1, s, dtype=np.int64).astype(np.int32) for s in (ls, rs))
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(i, j)),
                                  np.einsum(spec, i, j).astype(np.int32))


def test_a_long_dot_product_is_rounded_as_a_tree_of_sums():
    """4M products summed serially in float32 lose ~1e-4 of the value; in partial sums
    (16 lanes x 4096 steps per part) ~1e-7."""
    rng = np.random.default_rng(5)
    a, b = rng.random((2, 1 << 22), dtype=np.float32)
    got = float(np.asarray(hostcall.jit(jnp.vdot)(a, b)))
    want = float(a.astype(np.float64) @ b.astype(np.float64))
    assert abs(got - want) / want < 1e-6


# (einsum spec, vector shape, matrix shape): products that contract a matrix's leading
# dimensions (v @ m, a weighted sum of its rows), the vector as either operand, two
# contracting dimensions paired in another order
COLUMN_CASES = [("i,ij->j", (512,), (512, 512)), ("ij,i->j", (512,), (512, 512)),
                ("ji,ijk->k", (16, 8), (8, 16, 1024)), ("i,ijk->jk", (256,), (256, 8, 64))]


@pytest.mark.parametrize("spec,vs,ms", COLUMN_CASES, ids=[c[0] for c in COLUMN_CASES])
def test_products_contracting_a_matrix_s_leading_dims_are_column_sums(spec, vs, ms):
    """A vector times a matrix along its leading dimensions runs as ``sum(v * m, 0)``
    (IREE 3.13's own code for it took 9-12 ms over 4096 x 4096): numpy's values, exactly
    for small whole numbers, and int32 wrapping as numpy's does."""
    rng = np.random.default_rng(len(spec))
    v, m = rng.integers(-3, 4, vs).astype(np.float32), rng.integers(-3, 4, ms).astype(np.float32)
    f = (lambda v, m: jnp.einsum(spec, m, v)) if spec.startswith("ij,") else \
        (lambda v, m: jnp.einsum(spec, v, m))
    want = np.einsum(spec, m, v) if spec.startswith("ij,") else np.einsum(spec, v, m)
    assert "stablehlo.dot_general" not in _optimized(f, v, m)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(v, m)), want)
    i = rng.integers(-2**31, 2**31 - 1, vs, dtype=np.int64).astype(np.int32)
    j = rng.integers(-2**31, 2**31 - 1, ms, dtype=np.int64).astype(np.int32)
    want = np.einsum(spec, j, i) if spec.startswith("ij,") else np.einsum(spec, i, j)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(i, j)), want.astype(np.int32))


def test_vector_matrix_product_rounding():
    """``v @ m`` in float32 within 1e-6 of float64's (the column layout sums 128 partial
    sums of 32 rows)."""
    rng = np.random.default_rng(3)
    v, m = rng.standard_normal(4096).astype(np.float32), rng.random((4096, 512), np.float32)
    got = np.asarray(hostcall.jit(lambda v, m: v @ m)(v, m))
    want = v.astype(np.float64) @ m.astype(np.float64)
    assert np.max(np.abs(got - want)) / np.max(np.abs(want)) < 1e-5


@pytest.mark.parametrize("f,args", [
    (lambda m, v: m @ v, (np.ones((512, 512), np.float32), np.ones(512, np.float32))),
    (lambda m, v: jnp.einsum("bij,ij->b", m, v),
     (np.ones((8, 128, 128), np.float32), np.ones((128, 128), np.float32))),
    (jnp.vdot, (np.ones(1000, np.float32), np.ones(1000, np.float32))),
    (jnp.vdot, (np.ones(1 << 17, np.float16), np.ones(1 << 17, np.float16))),
    (lambda x, y: jnp.dot(x, y, preferred_element_type=jnp.int32),
     (np.ones(1 << 17, np.int8), np.ones(1 << 17, np.int8))),
], ids=["matrix-vector", "contracting trailing dims", "short", "float16", "int8 to int32"])
def test_left_alone(f, args):
    """A product contracting a matrix's innermost dimensions (IREE's own code is fast
    there), a short one, one in a narrow float (a float16 sum rounds at every step) or
    into a wider type."""
    assert "stablehlo.dot_general" in _optimized(f, *args)


def test_the_rewrite_keeps_the_reference_values():
    text = """
func.func @main(%a: tensor<2x65536x1xi32>, %b: tensor<65536x2xi32>) -> tensor<2x1xi32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [1], contracting_dims = [1] x [0]
      : (tensor<2x65536x1xi32>, tensor<65536x2xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}"""
    rewritten = str(passes.run(text, PASS))
    assert "stablehlo.dot_general" not in rewritten
    rng = np.random.default_rng(9)
    a = rng.integers(-2**31, 2**31 - 1, (2, 65536, 1), dtype=np.int64).astype(np.int32)
    b = rng.integers(-2**31, 2**31 - 1, (65536, 2), dtype=np.int64).astype(np.int32)
    np.testing.assert_array_equal(np.asarray(evaluate(rewritten, a, b)[0]),
                                  np.asarray(evaluate(text, a, b)[0]))


@pytest.mark.canary(PASS)
def test_canary_iree_accumulates_a_dot_product_serially():
    """IREE 3.13's code for a dot of two 4M-element float32 vectors adds the products one
    after another: 1.9e-3 of the value lost to rounding (and 27 ms for 16M against 1.4
    ms as a sum).  When this fails, measure jnp.vdot without the pass."""
    text = """
func.func @main(%a: tensor<4194304xf32>, %b: tensor<4194304xf32>) -> tensor<f32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<4194304xf32>, tensor<4194304xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}"""
    rng = np.random.default_rng(5)
    a, b = rng.random((2, 1 << 22), dtype=np.float32)
    got = float(run_raw(text, a, b)[0])
    want = float(a.astype(np.float64) @ b.astype(np.float64))
    assert abs(got - want) / want > 1e-4
