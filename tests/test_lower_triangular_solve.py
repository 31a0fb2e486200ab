"""stablehlo.triangular_solve through hostcall-lower-triangular-solve.

IREE 3.13 stops at "failed to legalize operation 'stablehlo.triangular_solve'"; the pass
rewrites every variant (left/right side, lower/upper, unit diagonal, NO_TRANSPOSE /
TRANSPOSE / ADJOINT, batch dimensions) into substitution over rows.  Values are checked
against scipy.linalg.solve_triangular; the triangle the op does not read and a unit
diagonal hold garbage (NaN on the diagonal), which must not reach the result.
"""
import itertools

import numpy as np
import pytest
import scipy.linalg as sl

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes, reference
from hostcall.passes.iree import lower_triangular_solve
from hostcall.test_util import check_grads

from helpers import iree_compile_raw, run_text, tensor_type

TRANSPOSES = ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")
VARIANTS = list(itertools.product((True, False), (True, False), (False, True), TRANSPOSES))


def all_variants_module(batch, m, n, dtype):
    """@main(a, a_unit, b_left, b_right) returning one solve per variant (one compile)."""
    a_t = tensor_type(batch + (m, m), dtype)
    bl, br = tensor_type(batch + (m, n), dtype), tensor_type(batch + (n, m), dtype)
    lines, results = [], []
    for k, (left, lower, unit, trans) in enumerate(VARIANTS):
        a, b_t = ("%au" if unit else "%a"), (bl if left else br)
        b = "%bl" if left else "%br"
        lines.append(
            f'  %r{k} = "stablehlo.triangular_solve"({a}, {b}) {{left_side = '
            f'{str(left).lower()}, lower = {str(lower).lower()}, unit_diagonal = '
            f'{str(unit).lower()}, transpose_a = #stablehlo<transpose {trans}>}} : '
            f'({a_t}, {b_t}) -> {b_t}')
        results.append((f"%r{k}", b_t))
    return (f"func.func @main(%a: {a_t}, %au: {a_t}, %bl: {bl}, %br: {br}) -> "
            f"({', '.join(t for _, t in results)}) {{\n" + "\n".join(lines) +
            f"\n  return {', '.join(r for r, _ in results)} : "
            f"{', '.join(t for _, t in results)}\n}}\n")


def scipy_solve(a, b, left, lower, unit, trans):
    """The expected x (one matrix, no batch) from scipy.linalg.solve_triangular."""
    if left:
        return sl.solve_triangular(a, b, trans={"NO_TRANSPOSE": 0, "TRANSPOSE": 1,
                                                "ADJOINT": 2}[trans],
                                   lower=lower, unit_diagonal=unit)
    # x op(a) = b  <=>  op(a)^T x^T = b^T
    if trans == "NO_TRANSPOSE":
        xt = sl.solve_triangular(a, b.T, trans=1, lower=lower, unit_diagonal=unit)
    elif trans == "TRANSPOSE":
        xt = sl.solve_triangular(a, b.T, trans=0, lower=lower, unit_diagonal=unit)
    else:
        xt = sl.solve_triangular(np.conj(a), b.T, trans=0, lower=lower, unit_diagonal=unit)
    return xt.T


def _inputs(rng, batch, m, n, dtype):
    def draw(shape):
        x = rng.normal(size=shape)
        if np.dtype(dtype).kind == "c":
            x = x + 1j * rng.normal(size=shape)
        return x.astype(dtype)
    a = draw(batch + (m, m)) + (3 * np.eye(m)).astype(dtype)
    a_unit = a.copy()
    idx = np.arange(m)
    a_unit[..., idx, idx] = np.nan        # a unit diagonal is never read
    return a, a_unit, draw(batch + (m, n)), draw(batch + (n, m))


@pytest.mark.parametrize("batch, m, n, dtype, tol", [
    ((), 2, 3, np.float32, 2e-5),              # unrolled rows
    ((), 5, 3, np.float32, 2e-5),              # a while loop over rows
    ((2,), 12, 2, np.float32, 5e-5),           # one batch axis
    ((2, 1), 3, 4, np.complex64, 2e-5),        # complex, two batch axes
    ((), 11, 1, np.complex128, 1e-12),         # complex128 in the loop
])
def test_every_variant_matches_scipy(batch, m, n, dtype, tol):
    rng = np.random.default_rng(m)
    a, a_unit, bl, br = _inputs(rng, batch, m, n, dtype)
    text = all_variants_module(batch, m, n, dtype)
    with hostcall.experimental.enable_x64():
        got = run_text(text, a, a_unit, bl, br)
    evaluated = reference.evaluate(text, a, a_unit, bl, br)
    for k, (left, lower, unit, trans) in enumerate(VARIANTS):
        for i in np.ndindex(*batch):
            want = scipy_solve(a[i], (bl if left else br)[i], left, lower, unit, trans)
            scale = np.abs(want).max()
            err = np.abs(got[k][i] - want).max() / scale
            assert err < tol, (left, lower, unit, trans, i, err)
            ref_err = np.abs(evaluated[k][i] - want).max() / scale
            assert ref_err < tol, ("reference", left, lower, unit, trans, i, ref_err)


def test_pass_leaves_no_triangular_solve_and_is_in_jits_pipeline():
    assert "hostcall-lower-triangular-solve" in passes.default_pipeline().split(",")
    for m in (lower_triangular_solve.UNROLL, lower_triangular_solve.UNROLL + 1):
        module = passes.run(all_variants_module((), m, 2, np.float32),
                            "hostcall-lower-triangular-solve")
        text = str(module)
        assert "triangular_solve" not in text
        assert ("stablehlo.while" in text) == (m > lower_triangular_solve.UNROLL)


def test_empty_systems_give_empty_or_unchanged_results():
    text = all_variants_module((), 0, 2, np.float32)
    got = run_text(text, *[np.zeros(s, np.float32) for s in ((0, 0), (0, 0), (0, 2), (2, 0))])
    assert all(g.size == 0 for g in got)


def test_a_zero_on_the_diagonal_gives_infinities_not_a_crash():
    a = np.array([[0.0, 0.0], [1.0, 1.0]], np.float32)
    b = np.array([[1.0], [1.0]], np.float32)
    x = hostcall.jit(lambda a, b: lax.linalg.triangular_solve(a, b, left_side=True,
                                                              lower=True))(a, b)
    assert np.isinf(np.asarray(x)[0, 0])


# ------------------------------------------------------------------- front end
LOWER = np.array([[2.0, 0, 0, 0], [0.5, 1.5, 0, 0], [-1.0, 0.3, 3.0, 0],
                  [0.2, -0.4, 0.6, 1.2]], np.float32)
B = np.arange(8, dtype=np.float32).reshape(4, 2) / 4 - 1


def test_front_end_stages_one_triangular_solve_eager_and_jit_agree():
    def f(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=True, lower=True)
    text = hostcall.jit(f).lower(LOWER, B).as_text()
    assert text.count("stablehlo.triangular_solve") == 1
    want = sl.solve_triangular(LOWER, B, lower=True)
    np.testing.assert_allclose(np.asarray(f(LOWER, B)), want, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(hostcall.jit(f)(LOWER, B)), want, rtol=1e-6)


@pytest.mark.parametrize("left_side, transpose_a, conjugate_a", [
    (True, False, False), (False, True, False), (True, True, True)])
def test_vmap_and_derivatives(left_side, transpose_a, conjugate_a):
    b = B if left_side else B.T

    def f(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=left_side, lower=True,
                                           transpose_a=transpose_a, conjugate_a=conjugate_a)
    stack = np.stack([LOWER, LOWER * 2 + np.eye(4, dtype=np.float32)])
    bs = np.stack([b, b * 3])
    got = np.asarray(hostcall.jit(hostcall.vmap(f))(stack, bs))
    want = np.stack([np.asarray(f(s, c)) for s, c in zip(stack, bs)])
    np.testing.assert_allclose(got, want, rtol=1e-5)
    got = np.asarray(hostcall.jit(hostcall.vmap(f, in_axes=(None, 0)))(LOWER, bs))
    np.testing.assert_allclose(got, np.stack([np.asarray(f(LOWER, c)) for c in bs]), rtol=1e-5)
    with hostcall.experimental.enable_x64():
        check_grads(f, (LOWER.astype(np.float64), b.astype(np.float64)), order=1,
                    modes=("fwd", "rev"))


def test_gradient_ignores_the_triangle_not_read_and_a_unit_diagonal():
    def loss(a):
        x = lax.linalg.triangular_solve(a, B, left_side=True, lower=True, unit_diagonal=True)
        return jnp.sum(x * x)
    g = np.asarray(hostcall.jit(hostcall.grad(loss))(LOWER))
    assert np.all(np.triu(g) == 0)
    # d loss / d a[i, j] by central differences in float64 on the strict lower triangle
    a64 = LOWER.astype(np.float64)

    def loss64(a):
        x = sl.solve_triangular(a, B, lower=True, unit_diagonal=True)
        return np.sum(x * x)
    for i, j in zip(*np.tril_indices(4, -1)):
        e = np.zeros_like(a64)
        e[i, j] = 1e-6
        fd = (loss64(a64 + e) - loss64(a64 - e)) / 2e-6
        assert g[i, j] == pytest.approx(fd, rel=1e-3, abs=1e-4)


def test_bad_operands_are_named():
    with pytest.raises(TypeError, match="triangular_solve: a must be a stack of square"):
        lax.linalg.triangular_solve(np.ones((2, 3), np.float32), B)
    with pytest.raises(TypeError, match=r"triangular_solve: b must be \(\.\.\., 4, n\)"):
        lax.linalg.triangular_solve(LOWER, np.ones((3, 2), np.float32), left_side=True)
    with pytest.raises(TypeError, match="same floating or complex dtype"):
        lax.linalg.triangular_solve(LOWER, B.astype(np.int32), left_side=True)


@pytest.mark.parametrize("transpose_a, conjugate_a", [(True, True), (False, True),
                                                      (True, False)])
def test_complex_derivatives(transpose_a, conjugate_a):
    rng = np.random.default_rng(5)
    a = np.tril(rng.normal(size=(3, 3)) + 1j * rng.normal(size=(3, 3))) + 3 * np.eye(3)
    b = rng.normal(size=(3, 2)) + 1j * rng.normal(size=(3, 2))

    def f(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=True, lower=True,
                                           transpose_a=transpose_a, conjugate_a=conjugate_a)
    with hostcall.experimental.enable_x64():
        want = scipy_solve(np.conj(a) if conjugate_a and not transpose_a else a, b, True, True,
                           False, ("ADJOINT" if conjugate_a else "TRANSPOSE") if transpose_a
                           else "NO_TRANSPOSE")
        np.testing.assert_allclose(np.asarray(hostcall.jit(f)(a, b)), want, rtol=1e-12)
        check_grads(f, (a, b), order=1, modes=("fwd", "rev"))


def test_second_order_derivatives():
    rng = np.random.default_rng(6)
    a = np.tril(rng.normal(size=(3, 3))) + 3 * np.eye(3)
    b = rng.normal(size=(3, 2))

    def f(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=True, lower=True, transpose_a=True)
    with hostcall.experimental.enable_x64():
        check_grads(f, (a, b), order=2, modes=("rev",))


ONE_TRIANGULAR_SOLVE = """
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return %r : tensor<3x1xf32>
}
"""


@pytest.mark.canary("hostcall-lower-triangular-solve")
def test_canary_iree_rejects_triangular_solve(tmp_path):
    """Without hostcall-lower-triangular-solve iree-compile 3.13 has no lowering for the
    op.  When this fails, IREE compiles triangular_solve: the pass can go."""
    done = iree_compile_raw(ONE_TRIANGULAR_SOLVE, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to legalize operation 'stablehlo.triangular_solve'" in done.stderr
