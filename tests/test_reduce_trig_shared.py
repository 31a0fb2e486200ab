"""hostcall-reduce-trig's shared kernels (option share-above): past a number of sine,
cosine and tan sites, each is a dispatch of one kernel per op and element type instead
of its own ~54-op expansion; the values are the expansion's, bit for bit."""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import passes
from hostcall.api import Lowered
from hostcall.passes.iree import reduce_trig

FUNCS = {"sin": (jnp.sin, np.sin), "cos": (jnp.cos, np.cos), "tan": (jnp.tan, np.tan)}
CPU_STEP = "hostcall-reduce-trig{share-above=16}"


def _pipeline(share_above: int, max_elements: int = 10 ** 6, rounding: str = "add") -> str:
    pipeline = passes.default_pipeline("cpu")
    assert CPU_STEP in pipeline
    return pipeline.replace(CPU_STEP, f"hostcall-reduce-trig{{share-above={share_above} "
                                      f"max-elements={max_elements} rounding={rounding}}}")


def _shared_and_inline(f, *args):
    """f's results with every top-level site shared, and with none."""
    traced = hostcall.jit(f).lower(*args).traced
    shared, inline = (Lowered(traced, "cpu", _pipeline(n)) for n in (0, -1))
    assert "flow.dispatch @hostcall_trig" in shared.lowered_text
    assert "flow.dispatch" not in inline.lowered_text
    return shared.compile()(*args), inline.compile()(*args)


def _ulps(got, want):
    a, b = (np.asarray(v, np.float32).view(np.int32).astype(np.int64) for v in (got, want))
    a, b = (np.where(v < 0, np.int64(-2**31) - v, v) for v in (a, b))
    return np.abs(a - b)


def _arguments():
    rng = np.random.default_rng(7)
    return np.concatenate([
        np.linspace(-7, 7, 4001), rng.uniform(-2.0**23, 2.0**23, 4000),
        10.0 ** rng.uniform(-40, 38, 3000) * rng.choice([-1, 1], 3000),
        [0.0, -0.0, 1e-30, -1e-6, 88.0, 710.0, 1e30, 3.4e38, np.inf, -np.inf, np.nan],
    ]).astype(np.float32)


def test_shared_kernels_give_the_expansions_bits_and_correct_rounding():
    x = _arguments()
    shared, inline = _shared_and_inline(lambda v: [f(v) for f, _ in FUNCS.values()], x)
    finite = np.isfinite(x)
    for name, a, b in zip(FUNCS, shared, inline):
        a, b = np.asarray(a), np.asarray(b)
        np.testing.assert_array_equal(a.view(np.int32), b.view(np.int32), err_msg=name)
        assert np.all(np.isnan(a[~finite])), name
        want = FUNCS[name][1](x[finite].astype(np.float64)).astype(np.float32)
        errors = _ulps(a[finite], want)
        if name == "tan":   # a quotient of two float64 values: within an ulp
            assert errors.max() <= 1
        else:               # sine and cosine correctly rounded
            assert errors.max() == 0, name
    # tiny arguments and signed zeros pass through sine and tan
    tiny = np.abs(x) < 2.0 ** -12
    for a in (shared[0], shared[2]):
        np.testing.assert_array_equal(np.asarray(a)[tiny].view(np.int32),
                                      x[tiny].view(np.int32))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_16_bit_floats_share_a_kernel_of_their_own(dtype):
    x = np.linspace(-300, 300, 2001).astype(dtype)
    shared, inline = _shared_and_inline(lambda v: [jnp.sin(v), jnp.tan(v * 2)], x)
    for a, b in zip(shared, inline):
        assert np.asarray(a).dtype == dtype
        np.testing.assert_array_equal(np.asarray(a).view(np.uint16),
                                      np.asarray(b).view(np.uint16))
    want = np.sin(x.astype(np.float64)).astype(dtype)   # one rounding from float64
    np.testing.assert_array_equal(np.asarray(shared[0]), want)


def test_many_sites_compile_to_a_module_that_grows_slowly_with_them():
    def program(sites):
        def f(x):
            for i in range(sites):
                x = jnp.sin(x + np.float32(i)) * 0.5 + 0.5 * x
            return x
        return f

    x = np.linspace(-3, 3, 8, dtype=np.float32)

    def ops(sites):
        text = hostcall.jit(program(sites)).lower(x).lowered_text
        return sum(1 for line in text.splitlines() if " = " in line), text

    few, few_text = ops(10)      # under the CPU's threshold: expanded in place
    many, many_text = ops(100)
    assert "flow.dispatch" not in few_text
    assert many_text.count("flow.dispatch @") == 100
    assert many_text.count("flow.executable private") == 1
    assert many < 2 * few        # ten times the sites, not ten times the ops
    got = np.asarray(hostcall.jit(program(100))(x))
    want = x.astype(np.float32)
    for i in range(100):
        want = np.sin((want + np.float32(i)).astype(np.float64)).astype(np.float32) \
            * np.float32(0.5) + np.float32(0.5) * want
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_grad_and_vmap_of_many_sites_match_numpy():
    def f(v):
        total = 0.0
        for i in range(20):
            total = total + jnp.sin(v * (1 + i)).sum()
        return total

    x = np.linspace(-2, 2, 5, dtype=np.float32)
    k = np.arange(1, 21, dtype=np.float64)[:, None]
    text = hostcall.jit(hostcall.grad(f)).lower(x).lowered_text
    assert "flow.dispatch @hostcall_trig" in text   # the cosines of the derivative
    got = np.asarray(hostcall.jit(hostcall.grad(f))(x))
    np.testing.assert_allclose(got, (k * np.cos(k * x)).sum(0), rtol=2e-6)
    rows = np.stack([x, -x, 2 * x])
    got = np.asarray(hostcall.jit(hostcall.vmap(f))(rows))
    want = np.sin(k[None] * rows.astype(np.float64)[:, None]).sum((1, 2))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_sites_in_loops_keep_the_expansion_for_the_loop_kernels():
    def f(x):
        for i in range(20):
            x = jnp.cos(x) + i
        return hostcall.lax.fori_loop(0, 10, lambda i, v: jnp.sin(v), x)

    x = np.linspace(-1, 1, 4, dtype=np.float32)
    text = hostcall.jit(f).lower(x).lowered_text
    assert text.count("flow.dispatch @hostcall_trig_cosine_f32") == 20
    assert "hostcall_trig_sine" not in text     # the loop's sine: expanded in the loop
    want = x.astype(np.float32)
    for i in range(20):
        want = np.cos(want.astype(np.float64)).astype(np.float32) + np.float32(i)
    for _ in range(10):
        want = np.sin(want.astype(np.float64)).astype(np.float32)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(f)(x)), want)


def test_the_shared_kernel_rounds_the_quadrant_by_an_op_alike():
    x = np.concatenate([np.linspace(-10, 10, 501), [1e6, -3e7, 1e30, 0.5e-3, 3.4e38]]
                       ).astype(np.float32)

    def f(v):
        return jnp.sin(v), jnp.cos(v), jnp.tan(v)
    traced = hostcall.jit(f).lower(x).traced
    by_op = Lowered(traced, "cpu", _pipeline(0, rounding="op"))
    assert "math.roundeven" in by_op.lowered_text
    for a, b in zip(by_op.compile()(x), hostcall.jit(f)(x)):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


def test_large_sites_keep_the_expansion_that_fuses_with_their_neighbours():
    def f(small, large):
        return ([jnp.sin(small * (1 + i)) for i in range(17)],
                [jnp.sin(large * (1 + i)) for i in range(17)])

    small = np.linspace(-5, 5, 4096, dtype=np.float32)
    large = np.linspace(-5, 5, 4097, dtype=np.float32)
    text = hostcall.jit(f).lower(small, large).lowered_text
    assert text.count("flow.dispatch @hostcall_trig_sine_f32") == 17
    assert "tensor<4097xf32>) -> tensor<4097xi32>" in text    # the expansion's bitcast
    got_small, got_large = hostcall.jit(f)(small, large)
    for i in (0, 16):
        for x, got in ((small, got_small[i]), (large, got_large[i])):
            want = np.sin((x * np.float32(1 + i)).astype(np.float64)).astype(np.float32)
            np.testing.assert_array_equal(np.asarray(got), want)


def test_the_cpu_pipeline_shares_and_other_targets_expand_in_place():
    assert CPU_STEP in passes.default_pipeline("cpu")
    for target in ("cuda", "vulkan"):
        assert "share-above" not in passes.default_pipeline(target)
    assert reduce_trig.KERNELS == "hostcall_trig"
