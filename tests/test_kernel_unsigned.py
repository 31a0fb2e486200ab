"""Unsigned integers in loop kernels (hostcall-kernelize-loops): the random functions'
uint32 keys and counters beside float state, bool flags and int counters.

Each unsigned rule runs in a loop kernel, in the host loop (the pass switched off) and in
the reference evaluator, against numpy (or the spec where numpy differs).  The samplers
are compared bit for bit with the host loop and with JAX 0.10.2's values (its default,
``jax_threefry_partitionable=True``): keys and counts exactly, float state to a few ulps
(IREE's and XLA's log / erf_inv differ in the last bits; the host loop gives the kernel's
bits).
"""
import re

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, random
from hostcall.reference import evaluate

from test_kernelize_loops import _assert_same, _run_both

FORM = re.compile(r'hostcall.loop_kernel = "(\w+)"')
U32_MAX = 0xFFFFFFFF


def _forms(fn, *args) -> list[str]:
    return FORM.findall(hostcall.jit(fn).lower(*args).lowered_text)


def _three_ways(fn, *args):
    """(kernel outputs, host-loop outputs, reference outputs, kernel forms)."""
    k, h, n = _run_both(fn, *args)
    assert n >= 1
    _assert_same(k, h)
    ref = evaluate(hostcall.jit(fn).lower(*args).as_text(), *args)
    return k, h, ref, _forms(fn, *args)


def _once(body, *init):
    """``body`` run once in a fori_loop whose trip count the compiler cannot see."""
    def f(n, *xs):
        return lax.fori_loop(0, n, lambda i, c: body(*c), xs)
    return f, (np.int32(1), *init)


# -------------------------------------------------------------- rules, one by one
U32_A = np.uint32([7, 0, U32_MAX, 0x80000000, 12345, 1])
U32_B = np.uint32([0, 3, 2, 0x80000000, U32_MAX, 0])


@pytest.mark.parametrize("dtype", [np.uint8, np.uint16, np.uint32])
def test_divide_and_remainder_by_zero_and_past_the_signed_range(dtype):
    """divui / remui (a signed division of 0xFFFFFFFF by 2 gives 0), x / 0 = all bits set,
    x % 0 = x, as the spec says."""
    a = (U32_A % (np.iinfo(dtype).max + 1)).astype(dtype) if dtype != np.uint32 else U32_A
    b = np.array([0, 3, 2, np.iinfo(dtype).max // 2 + 1, np.iinfo(dtype).max, 0], dtype)
    f, args = _once(lambda a, b, q, r: (a, b, a // b, a % b), a, b, a, a)
    k, h, ref, forms = _three_ways(f, *args)
    zero = b == 0
    want_q = np.where(zero, np.iinfo(dtype).max, a // np.where(zero, 1, b)).astype(dtype)
    want_r = np.where(zero, a, a % np.where(zero, 1, b)).astype(dtype)
    for got in (k, ref):
        np.testing.assert_array_equal(got[2], want_q)
        np.testing.assert_array_equal(got[3], want_r)
    assert forms == ["vectorized"]


def test_shifts_past_the_width():
    """shift_right_logical is shrui (the top bit does not spread), every shift by 32 or more
    gives 0 (logical, left) or the sign-bit fill (arithmetic, on the bits)."""
    x = np.uint32([0x80000001, U32_MAX, 1, 0xF0F0F0F0, 5, 0x80000000])
    s = np.uint32([1, 31, 32, 4, 0xFFFFFFFF, 33])

    def body(x, s, l, r, a):
        return (x, s, lax.shift_left(x, s), lax.shift_right_logical(x, s),
                lax.shift_right_arithmetic(x, s))
    f, args = _once(body, x, s, x, x, x)
    k, _, ref, forms = _three_ways(f, *args)
    big = s >= 32
    sh = np.where(big, 0, s)
    left = np.where(big, 0, x << sh).astype(np.uint32)
    right = np.where(big, 0, x >> sh).astype(np.uint32)
    arith = (x.view(np.int32) >> np.where(big, 31, s).astype(np.int32)).view(np.uint32)
    for got in (k, ref):
        np.testing.assert_array_equal(got[2], left)
        np.testing.assert_array_equal(got[3], right)
        np.testing.assert_array_equal(got[4], arith)
    assert forms == ["vectorized"]


def test_compare_max_min_clamp_are_unsigned():
    """0x80000000 is above 1 (cmpi ugt, maxui, minui), as numpy orders uint32."""
    a, b = U32_A, np.uint32([1, 0, 0x7FFFFFFF, 0x7FFFFFFF, 12345, 2])
    lo, hi = np.uint32(3), np.uint32(0x90000000)

    def body(a, b, gt, le, mx, mn, cl, flag):
        return (a, b, (a > b).astype(jnp.int32), (a <= b).astype(jnp.int32),
                jnp.maximum(a, b), jnp.minimum(a, b), lax.clamp(lo, a, hi), flag | (a >= b))
    f, args = _once(body, a, b, *(np.zeros(6, np.int32),) * 2, a, a, a,
                    np.zeros(6, bool))
    k, _, ref, forms = _three_ways(f, *args)
    for got in (k, ref):
        np.testing.assert_array_equal(got[2], (a > b).astype(np.int32))
        np.testing.assert_array_equal(got[3], (a <= b).astype(np.int32))
        np.testing.assert_array_equal(got[4], np.maximum(a, b))
        np.testing.assert_array_equal(got[5], np.minimum(a, b))
        np.testing.assert_array_equal(got[6], np.clip(a, lo, hi))
        np.testing.assert_array_equal(got[7], a >= b)
    assert forms == ["elementwise"]  # a boolean carry: per element


def test_convert_to_float_and_back_and_widen():
    """uitofp / fptoui (0xFFFFFFFF is 4.29e9, not -1.0), extui to 64 bits and to int32
    through a same-width convert, as numpy converts."""
    x = np.uint32([0, 1, 0x80000000, U32_MAX, 3_000_000_000, 77])

    def body(x, f, back, small, wide):
        f = x.astype(jnp.float32)
        return (x, f, (f * 0.5).astype(jnp.uint32), x.astype(jnp.uint8).astype(jnp.uint32),
                x.astype(jnp.int32))
    f, args = _once(body, x, np.zeros(6, np.float32), x, x, np.zeros(6, np.int32))
    k, _, ref, _ = _three_ways(f, *args)
    for got in (k, ref):
        np.testing.assert_array_equal(got[1], x.astype(np.float32))
        np.testing.assert_array_equal(got[2], (x.astype(np.float32) * np.float32(0.5))
                                      .astype(np.uint32))
        np.testing.assert_array_equal(got[3], (x & 0xFF).astype(np.uint32))
        np.testing.assert_array_equal(got[4], x.view(np.int32))


def test_convert_and_widen_in_x64(x64):
    """ui32 -> ui64 zero-extends, ui64 -> f64 is uitofp, and a ui64 carry past 2**63."""
    x = np.uint32([0, 1, 0x80000000, U32_MAX])
    big = np.uint64([2 ** 63, 2 ** 64 - 1, 5, 2 ** 40])

    def body(x, big, wide, f, q):
        wide = x.astype(jnp.uint64)
        return x, big, wide, big.astype(jnp.float64), big // jnp.uint64(3)
    f, args = _once(body, x, big, big, np.zeros(4), big)
    k, _, ref, _ = _three_ways(f, *args)
    for got in (k, ref):
        np.testing.assert_array_equal(got[2], x.astype(np.uint64))
        np.testing.assert_array_equal(got[3], big.astype(np.float64))
        np.testing.assert_array_equal(got[4], big // np.uint64(3))


def test_scalar_uint_state_in_the_scalarized_form():
    """0-d and mixed-shape unsigned state (a key, a counter, a float, a flag) runs as
    scalars: an xorshift generator's key beside a float sum and an int8 flag."""
    def f(key, x):
        def body(i, c):
            key, x, n, hit = c
            a = key[0] ^ (key[0] << 13)
            a = a ^ (a >> 17)
            b = key[1] * jnp.uint32(1664525) + jnp.uint32(1013904223)
            key = jnp.stack([a ^ (a << 5), b])
            u = (key[0] >> 8).astype(jnp.float32) / 16777216.0
            hit = jnp.maximum(hit, (u > 0.99).astype(jnp.int8))  # (booleans stay per element)
            return key, x + u * jnp.float32([1.0, -1.0, 0.5]), n + (b % 3 == 0), hit
        return lax.fori_loop(0, 300, body, (key, x, jnp.uint32(0), jnp.int8(0)))
    key = np.uint32([2463534242, 0xDEADBEEF])
    k, _, ref, forms = _three_ways(f, key, np.zeros(3, np.float32))
    assert forms == ["scalarized"]
    # numpy, step by step
    a0, b0, x, n, hit = int(key[0]), int(key[1]), np.zeros(3, np.float32), 0, False
    m = 0xFFFFFFFF
    for _ in range(300):
        a = a0 ^ ((a0 << 13) & m)
        a ^= a >> 17
        b = (b0 * 1664525 + 1013904223) & m
        a0, b0 = a ^ ((a << 5) & m), b
        u = np.float32(a0 >> 8) / np.float32(16777216.0)
        x = x + u * np.float32([1.0, -1.0, 0.5])
        n += b % 3 == 0
        hit |= bool(u > 0.99)
    for got in (k, ref):
        np.testing.assert_array_equal(got[0], [a0, b0])
        np.testing.assert_array_equal(got[2], n)
        assert bool(got[3]) == hit
    np.testing.assert_array_equal(k[1], x)


def test_tiled_form_of_a_uint_loop():
    """A vmap-sized uint32 state (300 elements) runs tile by tile."""
    def f(x, d):
        def body(i, c):
            x, q = c
            x = x ^ (x << 13)
            x = x ^ (x >> 17)
            x = x ^ (x << 5)
            return x, q + x // d
        return lax.fori_loop(0, 50, body, (x, jnp.zeros_like(x)))
    x = (np.arange(1, 301, dtype=np.uint64) * 2654435761 % 2 ** 32).astype(np.uint32)
    d = np.arange(300, dtype=np.uint32)
    assert _forms(f, x, d) == ["tiled"]
    k, _, _ = _run_both(f, x, d)
    xs, q = x.copy(), np.zeros(300, np.uint32)
    for _ in range(50):
        xs ^= xs << np.uint32(13)
        xs ^= xs >> np.uint32(17)
        xs ^= xs << np.uint32(5)
        q += np.where(d == 0, np.uint32(U32_MAX), xs // np.where(d == 0, 1, d).astype(np.uint32))
    np.testing.assert_array_equal(k[0], xs)
    np.testing.assert_array_equal(k[1], q)


# -------------------------------------------------------------- samplers
def _logp(x):
    return -0.5 * jnp.sum(x * x)


def metropolis(key, x0):
    def body(i, c):
        key, x, lp, acc = c
        key, k1, k2 = random.split(key, 3)
        prop = x + 0.5 * random.normal(k1, x.shape)
        lp2 = _logp(prop)
        ok = jnp.log(random.uniform(k2)) < lp2 - lp
        return key, jnp.where(ok, prop, x), jnp.where(ok, lp2, lp), acc + ok
    return lax.fori_loop(0, 2000, body, (key, x0, _logp(x0), 0))


def hmc(key, x0):
    def energy(x):
        return 0.5 * jnp.sum(x * x) + 0.1 * jnp.sum(x ** 4)

    def leapfrog(i, c):
        x, p = c
        p = p - 0.05 * hostcall.grad(energy)(x)
        x = x + 0.1 * p
        p = p - 0.05 * hostcall.grad(energy)(x)
        return x, p

    def body(i, c):
        key, x, acc = c
        key, kp, ku = random.split(key, 3)
        p0 = random.normal(kp, x.shape)
        x1, p1 = lax.fori_loop(0, 5, leapfrog, (x, p0))
        h0 = energy(x) + 0.5 * jnp.sum(p0 * p0)
        h1 = energy(x1) + 0.5 * jnp.sum(p1 * p1)
        ok = random.uniform(ku) < jnp.exp(h0 - h1)
        return key, jnp.where(ok, x1, x), acc + ok
    return lax.fori_loop(0, 300, body, (key, x0, 0))


def fold_in_walk(key, x0):
    def body(i, x):
        return 0.9 * x + random.normal(random.fold_in(key, i), x.shape)
    return lax.fori_loop(0, 500, body, x0)


def coins(key, logits):
    def body(i, c):
        key, heads, counts = c
        key, kb, kc = random.split(key, 3)
        heads = heads + random.bernoulli(kb, 0.3, (4,)).astype(jnp.int32)
        j = random.categorical(kc, logits)
        return key, heads, counts + (jnp.arange(4) == j).astype(jnp.int32)
    z = jnp.zeros(4, jnp.int32)
    return lax.fori_loop(0, 400, body, (key, z, z))


def chain(key, x0):
    def body(i, c):
        key, x = c
        key, k1, k2 = random.split(key, 3)
        prop = x + random.normal(k1)
        ok = jnp.log(random.uniform(k2)) < 0.5 * (x * x - prop * prop)
        return key, jnp.where(ok, prop, x)
    return lax.fori_loop(0, 1000, body, (key, x0))


def _key(seed):
    return np.asarray(random.PRNGKey(seed))


def _one_kernel(fn, *args, form="scalarized"):
    """The outer loop (and the threefry loops inside it) as one kernel; its outputs, which
    the host loop gives bit for bit."""
    assert _forms(fn, *args) == [form]
    k, h, n = _run_both(fn, *args)
    _assert_same(k, h)
    return k


def test_metropolis_sampler_is_one_kernel_with_jax_values():
    """On the classic bits (jax_threefry_partitionable=False): with the default ones the
    kernel's final log-density rounds one ulp away from the host loop's (the sum of
    squares; the keys, the state and the count agree)."""
    with hostcall.config.override("jax_threefry_partitionable", False):
        key, x, lp, acc = _one_kernel(metropolis, _key(0), np.zeros(3, np.float32))
    np.testing.assert_array_equal(key, np.uint32([1058950221, 2338392400]))  # JAX 0.10.2
    assert int(acc) == 1380
    np.testing.assert_allclose(x, [0.8803770542144775, -0.23381367325782776,
                                   -0.6328589916229248], rtol=1e-5)
    np.testing.assert_allclose(lp, -0.6151215434074402, rtol=1e-5)


def test_metropolis_sampler_on_default_bits_is_one_kernel_with_jax_values():
    assert _forms(metropolis, _key(0), np.zeros(3, np.float32)) == ["scalarized"]
    key, x, lp, acc = hostcall.jit(metropolis)(_key(0), np.zeros(3, np.float32))
    np.testing.assert_array_equal(key, np.uint32([1625880382, 2365297825]))  # JAX 0.10.2
    assert int(acc) == 1391
    np.testing.assert_allclose(x, [0.682449460029602, 0.18078432977199554,
                                   -0.6620309948921204], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(lp, -0.46835264563560486, rtol=1e-5)


def test_hmc_sampler_with_grad_and_a_leapfrog_loop_inside():
    key, x, acc = _one_kernel(hmc, _key(0), np.ones(2, np.float32))
    np.testing.assert_array_equal(key, np.uint32([84245127, 2936673779]))  # JAX 0.10.2
    assert int(acc) == 300
    np.testing.assert_allclose(x, [0.26591581106185913, 1.3110837936401367], rtol=1e-5)


def test_fold_in_of_the_loop_index():
    x = _one_kernel(fold_in_walk, _key(0), np.zeros(2, np.float32))
    np.testing.assert_allclose(x, [-3.611438512802124, 0.1339913010597229], rtol=1e-5)


def test_bernoulli_and_categorical_in_a_loop():
    """categorical's argmax reads an iota through hostcall-fold-splats' barrier."""
    key, heads, counts = _one_kernel(coins, _key(0), np.float32([0.0, 1.0, -1.0, 0.5]))
    np.testing.assert_array_equal(key, np.uint32([835274358, 2889605881]))  # JAX 0.10.2
    np.testing.assert_array_equal(heads, [127, 126, 113, 106])
    np.testing.assert_array_equal(counts, [74, 203, 22, 101])


@pytest.mark.parametrize("chains, form", [(16, "scalarized"), (64, "batched")])
def test_vmapped_sampler(chains, form):
    keys = np.asarray(random.split(random.PRNGKey(1 if chains == 16 else 2), chains))
    x0 = np.linspace(-2, 2, chains, dtype=np.float32)
    key, x = _one_kernel(hostcall.vmap(chain), keys, x0, form=form)
    want = JAX_CHAINS[chains]  # JAX 0.10.2: chains 0, 1 and the last
    for i, j in enumerate((0, 1, chains - 1)):
        np.testing.assert_array_equal(key[j], want[0][i])
        np.testing.assert_allclose(x[j], want[1][i], rtol=1e-5, atol=1e-6)


JAX_CHAINS = {  # jax.vmap(chain) under jax.jit, JAX 0.10.2: (keys, x) of chains 0, 1, last
    16: ([[2261255402, 230926267], [2962408683, 2002602648], [2368035613, 2952400292]],
         [0.1265624314546585, 1.8085143566131592, -0.22547632455825806]),
    64: ([[1153715593, 738351004], [1125116310, 1608365185], [3027264920, 650116419]],
         [-0.68096524477005, -1.1907178163528442, 0.8942601084709167]),
}
