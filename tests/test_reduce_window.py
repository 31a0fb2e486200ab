"""lax.reduce_window against a numpy windowed reduction (eager and compiled), its
derivatives (check_grads; max pooling's gradient against select_and_scatter semantics:
the first maximum of each window in window order gets it), vmap against a loop."""
import itertools

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.test_util import check_grads

from helpers import run_raw


def np_reduce_window(x, init, op, window, strides, pads, base=None, wdil=None):
    """For every output position, fold ``op`` over its window's elements in window order:
    an element of x where the position lands on one, ``init`` on padding and holes."""
    rank = x.ndim
    base = base or (1,) * rank
    wdil = wdil or (1,) * rank
    full = [(n - 1) * b + 1 for n, b in zip(x.shape, base)]
    padded = [f + lo + hi for f, (lo, hi) in zip(full, pads)]
    out_shape = [(p - ((w - 1) * d + 1)) // s + 1
                 for p, w, d, s in zip(padded, window, wdil, strides)]
    out = np.empty(out_shape, x.dtype)
    for o in np.ndindex(*out_shape):
        acc = np.asarray(init, x.dtype)
        for k in itertools.product(*[range(w) for w in window]):
            src = []
            for d in range(rank):
                q = o[d] * strides[d] + k[d] * wdil[d] - pads[d][0]
                src.append(q // base[d] if q % base[d] == 0 and 0 <= q < full[d] else None)
            value = x[tuple(src)] if None not in src else np.asarray(init, x.dtype)
            acc = op(acc, value)
        out[o] = acc
    return out


def np_max_pool_grad(x, ct, window, strides, pads, pick=np.greater):
    """select_and_scatter with GE (or LE): each window's cotangent goes to the first
    element in window order that no later element beats."""
    g = np.zeros_like(x)
    for o in np.ndindex(*ct.shape):
        best = None
        for k in itertools.product(*[range(w) for w in window]):
            idx = tuple(o[d] * strides[d] + k[d] - pads[d][0] for d in range(x.ndim))
            if any(i < 0 or i >= n for i, n in zip(idx, x.shape)):
                continue
            if best is None or pick(x[idx], x[best]):
                best = idx
        if best is not None:
            g[best] += ct[o]
    return g


CASES = [  # window, strides, padding, base dilation, window dilation
    ((2, 2), (2, 2), "VALID", None, None),
    ((3, 2), (1, 2), "SAME", None, None),
    ((2, 3), (2, 1), [(1, 0), (2, 1)], None, None),
    ((2, 2), (1, 2), [(1, 0), (0, 1)], (1, 2), (2, 1)),
    ((1, 3), (1, 1), [(0, 0), (-1, 2)], (2, 1), (1, 2)),
]


def _pads(x, window, strides, padding, wdil):
    if isinstance(padding, str):
        spans = [(w - 1) * d + 1 for w, d in zip(window, wdil or (1,) * len(window))]
        return lax.padtype_to_pads(x.shape, spans, strides, padding)
    return padding


@pytest.mark.parametrize("case", range(len(CASES)))
def test_monoids_eager_and_compiled_match_numpy(case):
    window, strides, padding, base, wdil = CASES[case]
    x = np.random.default_rng(case).integers(-9, 9, (5, 6)).astype(np.float32)
    pads = _pads(x, window, strides, padding, wdil)

    def program(x):
        return [lax.reduce_window(x, init, fn, window, strides, padding, base, wdil)
                for init, fn in ((0.0, lax.add), (-np.inf, lax.max), (np.inf, lax.min),
                                 (1.0, lax.mul))]

    wants = [np_reduce_window(x, init, fn, window, strides, pads, base, wdil)
             for init, fn in ((0.0, np.add), (-np.inf, np.maximum), (np.inf, np.minimum),
                              (1.0, np.multiply))]
    for outs in (program(x), hostcall.jit(program)(x)):
        for got, want in zip(outs, wants):
            np.testing.assert_array_equal(np.asarray(got), want)


def test_same_padding_keeps_ceil_of_size_over_stride():
    assert lax.padtype_to_pads((5, 6), (3, 2), (2, 4), "SAME") == [(1, 1), (0, 0)]
    assert lax.padtype_to_pads((4,), (4,), (1,), "SAME") == [(1, 2)]
    assert lax.padtype_to_pads((4,), (4,), (1,), "SAME_LOWER") == [(2, 1)]
    assert lax.reduce_window_shape_tuple((5, 6), (3, 2), (2, 4), [(1, 1), (0, 0)]) == (3, 2)


def test_python_computation_and_pytree_operands():
    """A custom body and a pair of operands: argmax pooling (value, index), first index
    on ties; and an integer sum with a non-identity init (added once per window)."""
    x = np.array([[3, 1, 3, 0], [2, 3, 5, 5], [0, 0, 1, 1]], np.int32)
    pos = np.arange(x.size, dtype=np.int32).reshape(x.shape)

    def argmax_pool(v, i):
        def pick(a, b):
            take_b = (b[0] > a[0]) | ((b[0] == a[0]) & (b[1] < a[1]))
            return lax.select(take_b, b[0], a[0]), lax.select(take_b, b[1], a[1])
        return lax.reduce_window((v, i), (np.int32(-100), np.int32(99)), pick, (2, 2),
                                 (1, 2), "VALID")

    def shifted_sum(v):
        return lax.reduce_window(v, np.int32(10), lambda a, b: a + b, (2, 2), (1, 1),
                                 [(0, 1), (0, 0)])

    want_v = np.array([[3, 5], [3, 5]], np.int32)
    want_i = np.array([[0, 6], [5, 6]], np.int32)
    want_sum = np_reduce_window(x, 10, np.add, (2, 2), (1, 1), [(0, 1), (0, 0)])
    for fn in (lambda v, i: (argmax_pool(v, i), shifted_sum(v)),
               hostcall.jit(lambda v, i: (argmax_pool(v, i), shifted_sum(v)))):
        (values, index), total = fn(x, pos)
        np.testing.assert_array_equal(np.asarray(values), want_v)
        np.testing.assert_array_equal(np.asarray(index), want_i)
        np.testing.assert_array_equal(np.asarray(total), want_sum)


def test_errors_name_the_problem():
    x = np.zeros((4, 4), np.float32)
    with pytest.raises(TypeError, match="window_dimensions .* one entry per operand axis"):
        lax.reduce_window(x, 0.0, lax.add, (2,), (1, 1), "VALID")
    with pytest.raises(TypeError, match="inconsistent dtypes"):
        lax.reduce_window(x, np.int32(0), lax.add, (2, 2), (1, 1), "VALID")
    with pytest.raises(ValueError, match="same tree structure"):
        lax.reduce_window((x, x), 0.0, lax.add, (2, 2), (1, 1), "VALID")
    # a window longer than its axis leaves no output along it (as JAX)
    assert lax.reduce_window(x, 0.0, lax.add, (2, 5), (1, 1), "VALID").shape == (3, 0)
    assert hostcall.jit(lambda v: lax.reduce_window(v, 0.0, lax.add, (2, 5), (1, 1),
                                                    "VALID"))(x).shape == (3, 0)
    with pytest.raises(ValueError, match="unknown padding"):
        lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), "FULL")
    with pytest.raises(TypeError, match=r"computation output 0 is i32\[\], expected f32\[\]"):
        hostcall.jit(lambda v: lax.reduce_window(
            v, 0.0, lambda a, b: lax.convert_element_type(a, np.int32), (2, 2), (1, 1),
            "VALID"))(x)


def test_type_error_in_computation_leaves_the_trace_usable():
    """The failed op is removed, so a program that catches the error still compiles."""
    def f(v):
        try:
            return lax.reduce_window(v, 0.0, lambda a, b: lax.convert_element_type(
                a, np.int32), (2, 2), (1, 1), "VALID")
        except TypeError:
            return lax.reduce_window(v, 0.0, lax.add, (2, 2), (1, 1), "VALID")

    x = np.arange(9, dtype=np.float32).reshape(3, 3)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(x)), [[8, 12], [20, 24]])


# ------------------------------------------------------------------ derivatives
POOLS = [((2, 2), (2, 2), [(0, 0), (0, 0)]),       # 2x2 stride-2 max pooling
         ((3, 3), (2, 1), [(1, 1), (0, 1)]),       # overlapping windows with padding
         ((1, 4), (1, 3), [(0, 0), (2, 2)])]


@pytest.mark.parametrize("case", range(len(POOLS)))
@pytest.mark.parametrize("kind", ["max", "min"])
def test_max_min_pool_gradient_goes_to_first_extremum(case, kind):
    window, strides, pads = POOLS[case]
    # few distinct values: many ties inside windows
    x = np.random.default_rng(case).integers(0, 3, (5, 7)).astype(np.float32)
    init, fn, pick = ((-np.inf, lax.max, np.greater) if kind == "max"
                      else (np.inf, lax.min, np.less))
    out_shape = lax.reduce_window_shape_tuple(x.shape, window, strides, pads)
    ct = np.random.default_rng(10 + case).standard_normal(out_shape).astype(np.float32)

    def loss(v):
        return jnp.sum(lax.reduce_window(v, init, fn, window, strides, pads) * ct)

    want = np_max_pool_grad(x, ct, window, strides, pads, pick)
    np.testing.assert_allclose(np.asarray(hostcall.grad(loss)(x)), want, rtol=1e-6)
    # forward mode: the tangent of the selected element
    t = np.random.default_rng(20 + case).standard_normal(x.shape).astype(np.float32)
    _, tout = hostcall.jvp(loss, (x,), (t,))
    np.testing.assert_allclose(float(tout), float(np.sum(want * t)), rtol=1e-5)


def test_check_grads_sum_and_max_with_strides_padding_dilation():
    x = np.random.default_rng(0).standard_normal((5, 6)).astype(np.float32)

    def sums(v):
        a = lax.reduce_window(v, 0.0, lax.add, (2, 2), (1, 2), [(1, 0), (0, 1)], (1, 2),
                              (2, 1))
        b = lax.reduce_window(v, 0.0, lax.add, (3, 2), (2, 2), "SAME")
        return jnp.sum(jnp.sin(a)) + jnp.sum(b ** 2)

    def pools(v):   # distinct values: the max is differentiable
        return jnp.sum(jnp.cos(lax.reduce_window(v, -np.inf, lax.max, (2, 3), (2, 1),
                                                 "SAME", None, (2, 1))))

    check_grads(sums, (x,), order=2, modes=("fwd", "rev"), atol=5e-2, rtol=5e-2)
    check_grads(pools, (x,), order=1, modes=("fwd", "rev"), atol=5e-2, rtol=5e-2)


def test_check_grads_windowed_product_any_window():
    """Products over 2-d, strided, padded, dilated windows (not only cumulative ones)."""
    x = np.random.default_rng(5).uniform(0.5, 1.5, (4, 5)).astype(np.float32)

    def prods(v):
        a = lax.reduce_window(v, 1.0, lax.mul, (2, 2), (1, 2), [(1, 0), (0, 1)], (1, 2),
                              (2, 1))
        b = lax.reduce_window(v, 2.0, jnp.multiply, (3, 2), (2, 1), "SAME")
        return jnp.sum(a) + jnp.sum(jnp.sin(b))

    check_grads(prods, (x,), order=2, modes=("fwd", "rev"), atol=5e-2, rtol=5e-2)
    # a zero in the window: the exclusive products still hold (no division by x)
    z = np.array([[1.0, 0.0, 2.0], [3.0, 4.0, 5.0]], np.float32)
    g = hostcall.grad(lambda v: jnp.sum(lax.reduce_window(v, 1.0, lax.mul, (2, 2), (1, 1),
                                                          "VALID")))(z)
    np.testing.assert_allclose(np.asarray(g), [[0, 1 * 3 * 4 + 2 * 4 * 5, 0], [0, 0, 0]])


def test_custom_and_multi_operand_bodies_forward_mode():
    """Other bodies differentiate forward as JAX does (the body's jvp inside one
    reduce_window over primals and tangents); reverse mode says it is not supported."""
    x = np.random.default_rng(6).standard_normal((4, 5)).astype(np.float32)

    def soft_pool(v):   # a log-sum-exp window: several ops in the body
        return lax.reduce_window(v, -np.inf, jnp.logaddexp, (2, 2), (1, 2), "SAME")

    def argmax_pool(v):   # (value, column) pairs: only the float operand has a tangent
        col = lax.broadcasted_iota(np.int32, v.shape, 1)

        def pick(a, b):
            take_b = b[0] > a[0]
            return lax.select(take_b, b[0], a[0]), lax.select(take_b, b[1], a[1])
        return lax.reduce_window((v, col), (-np.inf, np.int32(0)), pick, (1, 2), (1, 2),
                                 "VALID")

    check_grads(soft_pool, (x,), order=1, modes=("fwd",), atol=5e-2, rtol=5e-2)
    # linearize keeps the primal apart from the tangent op
    _, f_lin = hostcall.linearize(soft_pool, x)
    np.testing.assert_allclose(np.asarray(f_lin(x)),
                               np.asarray(hostcall.jvp(soft_pool, (x,), (x,))[1]), rtol=1e-6)
    t = np.random.default_rng(7).standard_normal(x.shape).astype(np.float32)
    (values, cols), (tv, tc) = hostcall.jvp(argmax_pool, (x,), (t,))
    rows = np.arange(4)[:, None]
    np.testing.assert_allclose(np.asarray(tv), t[rows, np.asarray(cols)], rtol=1e-6)
    np.testing.assert_array_equal(np.asarray(tc), np.zeros((4, 2)))   # integers: no tangent
    with pytest.raises(Exception, match="reverse-mode differentiation of a reduce_window "
                                        "with a custom or multi-operand body"):
        hostcall.grad(lambda v: jnp.sum(soft_pool(v)))(x)


def test_sum_gradient_with_respect_to_init_counts_padding():
    """Padding holds the init value, so d/d init counts it once per window plus once per
    padded position in the window."""
    x = np.ones((4,), np.float32)

    def f(init):
        return jnp.sum(lax.reduce_window(x, init, lax.add, (3,), (1,), [(2, 1)]))

    # windows over [p p 1 1 1 1 p]: 2, 1, 0, 0, 1 padded positions, plus 5 inits
    assert float(hostcall.grad(f)(np.float32(0.5))) == 9.0
    assert float(hostcall.jit(f)(np.float32(0.5))) == pytest.approx(11 + 9 * 0.5)


# ------------------------------------------------------------------------ vmap
def test_vmap_matches_loop_for_sum_max_and_pytrees():
    rng = np.random.default_rng(3)
    xs = rng.standard_normal((3, 5, 6)).astype(np.float32)

    def f(v):
        s = lax.reduce_window(v, 0.0, lax.add, (2, 2), (1, 2), [(1, 0), (0, 1)], (1, 2),
                              (2, 1))
        m = lax.reduce_window(v, -np.inf, lax.max, (2, 2), (2, 2), "SAME")
        g = hostcall.grad(lambda u: jnp.sum(lax.reduce_window(
            u, -np.inf, lax.max, (2, 2), (2, 2), "VALID") ** 2))(v)
        return s, m, g

    got = hostcall.vmap(f)(xs)
    want = [f(x) for x in xs]
    for k in range(3):
        np.testing.assert_allclose(np.asarray(got[k]),
                                   np.stack([np.asarray(w[k]) for w in want]), rtol=1e-6)
    # in_axes=1: the batch axis moves, the window does not
    got1 = hostcall.jit(hostcall.vmap(lambda v: lax.reduce_window(
        v, 0.0, lax.add, (2, 3), (1, 1), "VALID"), in_axes=1))(xs)
    np.testing.assert_allclose(np.asarray(got1), np.stack([
        np_reduce_window(xs[:, i], 0.0, np.add, (2, 3), (1, 1), [(0, 0)] * 2)
        for i in range(5)]), rtol=1e-5)


@pytest.mark.parametrize("op,npop", [(lax.add, np.add), (lax.max, np.maximum),
                                     (lax.min, np.minimum), (lax.mul, np.multiply)],
                         ids=["add", "max", "min", "mul"])
def test_vmap_over_the_init_value(op, npop):
    """An init value that differs per batch element (vmap of the jvp of a ``case`` makes
    one): each element pads with and starts from its own init, cumulative windows, strides,
    two-sided padding and window dilation, under jit."""
    rng = np.random.default_rng(8)
    xs = rng.standard_normal((3, 5, 6)).astype(np.float32)
    cs = rng.standard_normal(3).astype(np.float32)
    for dims, strides, padding, wdil in [((1, 6), (1, 1), [(0, 0), (5, 0)], (1, 1)),
                                         ((2, 2), (2, 1), [(1, 0), (1, 1)], (1, 2)),
                                         ((3, 1), (1, 1), [(0, 0), (0, 0)], (1, 1))]:
        f = lambda v, c: lax.reduce_window(v, c, op, dims, strides, padding,
                                           window_dilation=wdil)
        got = np.asarray(hostcall.jit(hostcall.vmap(f))(xs, cs))
        want = np.stack([np_reduce_window(x, c, npop, dims, strides, padding, (1, 1), wdil)
                         for x, c in zip(xs, cs)])
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_edge_pad_of_interior_pad_keeps_the_holes():
    """IREE 3.13 dropped the inner interior padding of this chain (hostcall-merge-pads)."""
    def f(x):
        inner = lax.pad(x, 0.0, [(0, 0, 0), (0, 0, 1)])
        return lax.pad(jnp.exp(inner), 0.0, [(1, 1, 0), (1, 1, 0)])

    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    want = np.zeros((4, 7), np.float32)
    want[1:3, 1:6] = 1.0
    want[1:3, 1:6:2] = np.exp(x)
    np.testing.assert_allclose(np.asarray(hostcall.jit(f)(x)), want, rtol=1e-6)


# ------------------------------------------- StableHLO from elsewhere (JAX exports)
EXPORTED = r"""
func.func @pool_grad(%x: tensor<5x6xf32>, %ct: tensor<3x3xf32>) -> tensor<5x6xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %ct, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<5x6xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}
func.func @min_grad(%x: tensor<4x5xf32>, %ct: tensor<4x2xf32>) -> tensor<4x5xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %ct, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>} : (tensor<4x5xf32>, tensor<4x2xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @pool(%x: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, window_dilations = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @topk(%x: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x6xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
"""

EXPORT_PIPELINE = (
    "hostcall-vmap{function=pool_grad batch-size=3 in-axes=0,0 result=pool_grad_b}",
    "hostcall-vmap{function=pool batch-size=3 in-axes=1 result=pool_b}",
    "hostcall-vmap{function=topk batch-size=3 in-axes=1 result=topk_b}",
    "hostcall-jvp{function=topk result-name=topk_jvp}",
    "hostcall-jvp{function=pool result-name=pool_jvp}",
    "hostcall-vmap{function=topk_jvp batch-size=2 in-axes=0,0 result=topk_jvp_b}",
    "hostcall-jvp{function=pool_grad result-name=pool_grad_jvp}",
    "hostcall-transpose{function=pool_grad linear-args=1}",
)


@pytest.fixture(scope="module")
def exported():
    from iree.compiler import ir

    from hostcall import passes
    from hostcall.runtime import cache
    from hostcall.runtime.executor import Executable, get_device
    ctx = ir.Context()
    with ctx:
        module = ir.Module.parse(EXPORTED)
    passes.run(module, ",".join(EXPORT_PIPELINE))
    with ctx:
        text = module.operation.get_asm().replace("func.func private @", "func.func @")
        module = ir.Module.parse(text)   # every function public, so each can run
    passes.run(module, passes.default_pipeline())
    with ctx:
        text = module.operation.get_asm()
    assert "select_and_scatter" not in text
    vmfb = cache.compile_text(text, "cpu")
    dev = get_device("cpu")

    def call(name, *args, n_out=1, dtypes=(np.float32,)):
        exe = Executable(vmfb, dev, entry=name)
        outs = exe.invoke([dev.put(np.ascontiguousarray(a)) for a in args], n_out)
        return [np.array(dev.view(o, d)) for o, d in zip(outs, dtypes)]
    return call


def _ties(shape, seed):
    return np.random.default_rng(seed).integers(0, 3, shape).astype(np.float32)


def test_select_and_scatter_picks_the_first_extremum(exported):
    """IREE 3.13 alone picked the last of tied maxima (hostcall-lower-select-and-scatter)."""
    x, ct = _ties((5, 6), 0), np.arange(1, 10, dtype=np.float32).reshape(3, 3)
    want = np_max_pool_grad(x, ct, (2, 2), (2, 2), [(0, 1), (0, 0)])
    np.testing.assert_array_equal(exported("pool_grad", x, ct)[0], want)
    x, ct = _ties((4, 5), 1), np.arange(1, 9, dtype=np.float32).reshape(4, 2)
    want = np_max_pool_grad(x, ct, (1, 3), (1, 2), [(0, 0), (1, 0)], pick=np.less)
    np.testing.assert_array_equal(exported("min_grad", x, ct)[0], want)
    # batched: every element its own windows
    xs, cts = _ties((3, 5, 6), 2), np.random.default_rng(3).standard_normal((3, 3, 3))
    cts = cts.astype(np.float32)
    got = exported("pool_grad_b", xs, cts)[0]
    for b in range(3):
        np.testing.assert_allclose(got[b], np_max_pool_grad(
            xs[b], cts[b], (2, 2), (2, 2), [(0, 1), (0, 0)]), rtol=1e-6)


def test_select_and_scatter_jvp_and_transpose(exported):
    """Linear in its source: the jvp scatters the source's tangent the same way; the
    transpose reads the cotangent back at each window's selected position."""
    x, ct = _ties((5, 6), 9), np.arange(1, 10, dtype=np.float32).reshape(3, 3)
    tx = np.random.default_rng(10).standard_normal((5, 6)).astype(np.float32)
    tct = np.random.default_rng(11).standard_normal((3, 3)).astype(np.float32)
    pads = [(0, 1), (0, 0)]
    y, ty = exported("pool_grad_jvp", x, ct, tx, tct, n_out=2,
                     dtypes=(np.float32, np.float32))
    np.testing.assert_array_equal(y, np_max_pool_grad(x, ct, (2, 2), (2, 2), pads))
    np.testing.assert_allclose(ty, np_max_pool_grad(x, tct, (2, 2), (2, 2), pads), rtol=1e-6)
    g = np.random.default_rng(12).standard_normal((5, 6)).astype(np.float32)
    (ct_source,) = exported("pool_grad_t", x, g)
    # <select_and_scatter(x, s), g> == <s, transpose(g)> for every s
    for s in (ct, tct):
        np.testing.assert_allclose(
            np.sum(np_max_pool_grad(x, s, (2, 2), (2, 2), pads) * g), np.sum(s * ct_source),
            rtol=1e-5)


def test_exported_pool_vmap_and_jvp(exported):
    xs = np.random.default_rng(4).standard_normal((4, 3, 4)).astype(np.float32)
    got = exported("pool_b", xs)[0]
    for b in range(3):
        want = np_reduce_window(xs[:, b], -np.inf, np.maximum, (2, 2), (2, 2),
                                [(0, 0), (1, 1)], None, (1, 2))
        np.testing.assert_array_equal(got[b], want)
    x, t = _ties((4, 4), 5), np.random.default_rng(6).standard_normal((4, 4)).astype(
        np.float32)
    y, ty = exported("pool_jvp", x, t, n_out=2, dtypes=(np.float32, np.float32))
    # the tangent of the first maximum of each window (positions of the padded input)
    padded_x = np.pad(x, [(0, 0), (1, 1)], constant_values=-np.inf)
    padded_t = np.pad(t, [(0, 0), (1, 1)])
    for i, j in np.ndindex(2, 2):
        cells = [(2 * i + a, 2 * j + 2 * b) for a in range(2) for b in range(2)]
        best = max(cells, key=lambda c: (padded_x[c], -c[0] * 10 - c[1]))
        assert y[i, j] == padded_x[best] and ty[i, j] == padded_t[best]


def test_exported_top_k_vmap_and_jvp(exported):
    xs = _ties((2, 3, 6), 7)   # many ties: the lower index comes first
    values, index = exported("topk_b", xs, n_out=2, dtypes=(np.float32, np.int32))
    for b in range(3):
        order = np.argsort(-xs[:, b], axis=-1, kind="stable")[:, :3]
        np.testing.assert_array_equal(index[b], order)
        np.testing.assert_array_equal(values[b], np.take_along_axis(xs[:, b], order, -1))
    x = xs[:, 0]
    t = np.random.default_rng(8).standard_normal((2, 6)).astype(np.float32)
    order = np.argsort(-x, axis=-1, kind="stable")[:, :3]
    v, i, tv = exported("topk_jvp", x, t, n_out=3, dtypes=(np.float32, np.int32, np.float32))
    np.testing.assert_array_equal(tv, np.take_along_axis(t, order, -1))
    # jvp under vmap
    xb, tb = np.stack([x, x[::-1]]), np.stack([t, 2 * t])
    _, _, tvb = exported("topk_jvp_b", xb, tb, n_out=3,
                         dtypes=(np.float32, np.int32, np.float32))
    for b in range(2):
        o = np.argsort(-xb[b], axis=-1, kind="stable")[:, :3]
        np.testing.assert_array_equal(tvb[b], np.take_along_axis(tb[b], o, -1))


# ------------------------------------------------------------------ stax pooling
def test_stax_pooling_layers_shapes_values_and_spec():
    from hostcall.example_libraries import stax
    rng = np.random.default_rng(11)
    x = rng.standard_normal((2, 5, 6, 3)).astype(np.float32)     # NHWC
    key = hostcall.random.PRNGKey(0)
    pads = lax.padtype_to_pads((5, 6), (3, 2), (2, 2), "SAME")   # [(1, 1), (0, 0)]
    for layer, fn, init, counts in ((stax.MaxPool, np.maximum, -np.inf, False),
                                    (stax.SumPool, np.add, 0.0, False),
                                    (stax.AvgPool, np.add, 0.0, True)):
        init_fun, apply_fun = layer((3, 2), strides=(2, 2), padding="SAME")
        shape, params = init_fun(key, (-1, 5, 6, 3))
        assert shape == (-1, 3, 3, 3) and params == ()
        got = np.asarray(apply_fun(params, x))
        want = np.stack([np.stack([np_reduce_window(x[n, :, :, c], init, fn, (3, 2), (2, 2),
                                                    pads)
                                   for c in range(3)], -1) for n in range(2)])
        if counts:   # padding is not counted: the corner windows hold 4 elements, not 6
            want = want / np_reduce_window(np.ones((5, 6), np.float32), 0.0, np.add,
                                           (3, 2), (2, 2), pads)[None, :, :, None]
        np.testing.assert_allclose(got, want, rtol=1e-5, err_msg=layer.__name__)
    # spec: NCHW puts the window on the last two axes
    init_fun, apply_fun = stax.MaxPool((2, 2), strides=(2, 2), spec="NCHW")
    xc = np.transpose(x, (0, 3, 1, 2))
    assert init_fun(key, xc.shape)[0] == (2, 3, 2, 3)
    np.testing.assert_array_equal(
        np.asarray(apply_fun((), xc)),
        np.transpose(np.asarray(stax.MaxPool((2, 2), strides=(2, 2))[1]((), x)), (0, 3, 1, 2)))


def test_stax_cnn_style_pooling_network_trains():
    """serial(Dense, Relu, MaxPool, AvgPool, Flatten, Dense): the loss's gradient
    through pooling matches a numerical check, and one SGD step lowers the loss."""
    from hostcall.example_libraries import stax
    init_fun, apply_fun = stax.serial(
        stax.Dense(4), stax.Relu, stax.MaxPool((2, 2), strides=(2, 2)),
        stax.AvgPool((2, 2), padding="SAME"), stax.Flatten, stax.Dense(2), stax.LogSoftmax)
    shape, params = init_fun(hostcall.random.PRNGKey(1), (-1, 6, 6, 3))
    assert shape == (-1, 2)
    rng = np.random.default_rng(12)
    x = rng.standard_normal((4, 6, 6, 3)).astype(np.float32)
    labels = np.eye(2, dtype=np.float32)[[0, 1, 1, 0]]

    def loss(p, inputs):
        return -jnp.mean(jnp.sum(apply_fun(p, inputs) * labels, axis=-1))

    check_grads(lambda inputs: loss(params, inputs), (x,), order=1, modes=("rev",),
                atol=5e-2, rtol=5e-2)
    step = hostcall.jit(lambda p: hostcall.tree_util.tree_map(
        lambda w, g: w - 0.5 * g, p, hostcall.grad(loss)(p, x)))
    before = float(loss(params, x))
    for _ in range(3):
        params = step(params)
    assert float(loss(params, x)) < before


def test_python_control_flow_on_pooled_values_under_grad():
    """Outside jit, grad's trace knows the pooled values, so Python may branch on them."""
    def f(x):
        m = lax.reduce_window(x, -np.inf, lax.max, (2,), (2,), "VALID")
        if jnp.sum(m) > 0:
            return jnp.sum(m ** 2)
        return -jnp.sum(m)

    np.testing.assert_array_equal(
        np.asarray(hostcall.grad(f)(np.array([1.0, 3.0, -2.0, 0.5], np.float32))),
        [0.0, 6.0, 0.0, 1.0])
    np.testing.assert_array_equal(
        np.asarray(hostcall.grad(f)(np.array([-1.0, -3.0, -2.0, -0.5], np.float32))),
        [-1.0, 0.0, 0.0, -1.0])


PAD_OF_INTERIOR_PAD = """
func.func @main(%x: tensor<3xf32>) -> tensor<7xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.pad %x, %z, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %b = stablehlo.pad %a, %z, low = [1], high = [1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<7xf32>
  return %b : tensor<7xf32>
}
"""


@pytest.mark.canary("hostcall-merge-pads")
def test_canary_iree_drops_the_interior_padding_of_a_padded_pad():
    """Without hostcall-merge-pads IREE 3.13 pads [1, 2, 3] to [0, 1, 2, 3, 0, 0, 0]: the
    inner pad's interior zeros are gone.  When this fails, IREE pads a pad right: the
    pass can go."""
    got = run_raw(PAD_OF_INTERIOR_PAD, np.float32([1, 2, 3]))[0]
    assert not np.array_equal(got, [0, 1, 0, 2, 0, 3, 0])
    np.testing.assert_array_equal(got, [0, 1, 2, 3, 0, 0, 0])


SELECT_AND_SCATTER_GE = """
func.func @main(%x: tensor<4xf32>, %s: tensor<2xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %q = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %q : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


@pytest.mark.canary("hostcall-lower-select-and-scatter")
def test_canary_iree_selects_the_last_of_tied_elements():
    """Without hostcall-lower-select-and-scatter IREE 3.13 scatters to the second of two
    equal elements of a window where a GE select keeps the first (the spec: [10, 0, 20, 0]).
    When this fails, IREE selects as the spec says: the pass can go."""
    got = run_raw(SELECT_AND_SCATTER_GE, np.float32([1, 1, 3, 3]), np.float32([10, 20]))[0]
    np.testing.assert_array_equal(got, [0, 10, 0, 20])
