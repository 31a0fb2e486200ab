"""hostcall-contiguous-gather-indices: gathers whose start indices are a column of a wider
last dimension compile (IREE 3.13's CPU code generator failed to lower them to LLVM) and
give numpy's values, through jit, vmap and grad; and the canary of the IREE failure."""
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes

from helpers import iree_compile_raw, run_raw

CANARY = Path(__file__).parent / "inputs" / "strided_gather_indices.mlir"
PASS = "hostcall-contiguous-gather-indices"

A = np.arange(18.0).reshape(3, 2, 3) - 4.5
X = np.array([0.5, 1.75, 1.0, 1.25] * 9).reshape(2, 3, 2, 3)   # column 0: rows 0 and 1
W = np.cos(np.arange(36.0)).reshape(2, 3, 2, 3)


def rows_at_column(a, x):
    """vmap(vmap(r[int(v[:, 0])]) over (a, x) rows, then over x's leading axis: the
    fuzzer's seed 402 f95 gather, batched twice."""
    return hostcall.vmap(hostcall.vmap(lambda r, v: r[v[:, 0].astype(jnp.int64)]),
                         (None, 0))(a, x)


def _rows_by_numpy(a, x):
    idx = x[..., 0].astype(np.int64)                        # [b2, b1, k]
    return np.stack([np.stack([a[b1][idx[b2, b1]] for b1 in range(3)]) for b2 in range(2)])


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_rows_at_a_column_under_two_vmaps(x64, dtype):
    """x64, indices converted from a float column (the seed 402 f95 form; the float32
    column is the one iree-compile 3.13 failed on without the pass): eager and jit give
    numpy's rows."""
    x = X.astype(dtype)
    want = _rows_by_numpy(A, x)
    for fn in (rows_at_column, hostcall.jit(rows_at_column)):
        got = np.asarray(fn(A, x))
        assert got.dtype == np.float64
        np.testing.assert_array_equal(got, want)
    assert "stablehlo.optimization_barrier" in hostcall.jit(rows_at_column).lower(A, x).lowered_text


def test_gradient_of_rows_at_a_column(x64):
    """grad with respect to the rows: each row gathered adds its cotangent (numpy's
    np.add.at), eagerly and under jit."""
    x = X.astype(np.float32)

    def loss(a):
        return jnp.sum(rows_at_column(a, x) * W)
    want = np.zeros_like(A)
    idx = x[..., 0].astype(np.int64)
    for b2 in range(2):
        for b1 in range(3):
            np.add.at(want[b1], idx[b2, b1], W[b2, b1])
    for fn in (hostcall.grad(loss), hostcall.jit(hostcall.grad(loss))):
        np.testing.assert_allclose(np.asarray(fn(A)), want, rtol=1e-12, atol=1e-12)


def test_the_pass_puts_the_column_behind_a_barrier_and_the_module_runs():
    """The reduced module after the pass: IREE compiles it, and it gathers row
    x[i, j, k, 0] of operand[0]."""
    out = str(passes.run(CANARY.read_text(), PASS))
    assert out.count("stablehlo.optimization_barrier") == 1
    operand = np.arange(18, dtype=np.float32).reshape(3, 2, 3)
    x = (np.arange(36, dtype=np.int32) % 5 % 2).reshape(2, 3, 2, 3)
    got = run_raw(out, operand, x)[0]
    np.testing.assert_array_equal(got, operand[0][x[..., 0]])


@pytest.mark.canary(PASS)
def test_canary_iree_cannot_lower_a_gather_from_a_strided_column(tmp_path):
    """Without hostcall-contiguous-gather-indices iree-compile 3.13 fails on the reduced
    module.  When this fails, IREE compiles such gathers: the pass can go."""
    done = iree_compile_raw(CANARY.read_text(), tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to translate the MLIR LLVM dialect to the native llvm::Module" in done.stderr


IN_A_LOOP = Path(__file__).parent / "inputs" / "strided_gather_indices_in_a_loop.mlir"
BARRIER_IN_A_LOOP_BODY = Path(__file__).parent / "inputs" / \
    "gather_index_barrier_in_a_loop_body.mlir"


def test_in_a_loop_body_the_column_is_copied_and_the_module_runs():
    """The strided column in a loop body: a copy (its zero's barrier before the loop), no
    barrier in the body; IREE compiles it and the loop sums the rows the column picks."""
    out = str(passes.run(IN_A_LOOP.read_text(), PASS))
    body = out[out.index("} do {"):]
    assert "stablehlo.optimization_barrier" not in body
    assert out.count("stablehlo.optimization_barrier") == 1
    operand = np.arange(18, dtype=np.float32).reshape(3, 2, 3)
    x = (np.arange(36, dtype=np.int32) % 5 % 2).reshape(2, 3, 2, 3)
    got = run_raw(out, operand, x, np.int32(3))[0]
    want = 2 * operand[0][x[..., 0]] + operand[0][1 - x[..., 0]]
    np.testing.assert_array_equal(got, want)


@pytest.mark.canary(PASS)
def test_canary_iree_cannot_lower_a_strided_column_in_a_loop_body(tmp_path):
    """The gather in a loop body fails as it does alone; when this fails, the copy can go."""
    done = iree_compile_raw(IN_A_LOOP.read_text(), tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to translate the MLIR LLVM dialect to the native llvm::Module" in done.stderr


@pytest.mark.canary(PASS)
def test_canary_iree_gives_up_on_the_index_barrier_in_a_loop_body(tmp_path):
    """When this fails, IREE compiles seed 469 f218 with the barrier in the loop body: the
    body's indices could take the barrier again."""
    done = iree_compile_raw(BARRIER_IN_A_LOOP_BODY.read_text(), tmp_path)
    assert done.returncode != 0
    assert "maximum iteration count exceeded in fixed point pipeline" in done.stderr


STRIDED_TABLE = """
func.func @main(%x: tensor<8xf32>, %i: tensor<4xi32>) -> tensor<4xf32> {
  %t = stablehlo.slice %x [0:8:2] : (tensor<8xf32>) -> tensor<4xf32>
  %g = "stablehlo.torch_index_select"(%t, %i) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}"""


def test_gathers_from_a_strided_slice_under_jit():
    """x[::2][perm] (a table lookup of a strided view) and the jvp of a sort of x[::2],
    which gathers the tangent at the sort's permutation (the fuzzer's seed 511 f233_j0)."""
    x = np.array([3.0, 9.0, -1.0, 8.0, 2.0, 7.0, 0.5, 6.0], np.float32)
    t = np.arange(8, dtype=np.float32) * 10
    perm = np.array([3, 0, 2, 1], np.int32)
    got = hostcall.jit(lambda x, p: x[::2][p])(x, perm)
    np.testing.assert_array_equal(np.asarray(got), x[::2][perm])
    primal, tangent = hostcall.jit(lambda x, t: hostcall.jvp(jnp.sort, (x[::2],), (t[::2],)))(x, t)
    order = np.argsort(x[::2], kind="stable")
    np.testing.assert_array_equal(np.asarray(primal), x[::2][order])
    np.testing.assert_array_equal(np.asarray(tangent), t[::2][order])
    out = str(passes.run(STRIDED_TABLE, PASS))
    assert out.count("stablehlo.optimization_barrier") == 1
    np.testing.assert_array_equal(run_raw(out, x, perm)[0], x[::2][perm])


@pytest.mark.canary(PASS)
def test_canary_iree_cannot_lower_a_lookup_in_a_strided_table(tmp_path):
    """When this compiles, the pass need not guard the gathered array."""
    done = iree_compile_raw(STRIDED_TABLE, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to translate the MLIR LLVM dialect to the native llvm::Module" in done.stderr
