"""lax.cond / switch / while_loop / fori_loop / scan / map: eager, jit and numpy agree.

Eager cases run without compiling; every compiled case goes through ONE jitted
function (``_all_constructs``) so the file costs a single IREE compile, plus one for
the host-callback counts.
"""
import collections

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

Pair = collections.namedtuple("Pair", ["a", "b"])


# ------------------------------------------------------------------ references
def _np_scan(f, init, xs, reverse=False):
    carry, ys = init, [None] * len(xs)
    for i in (reversed(range(len(xs))) if reverse else range(len(xs))):
        carry, ys[i] = f(carry, xs[i])
    return carry, np.stack(ys)


def _cumsum_step(c, x):
    return c + x, c * x


def _collatz_steps(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


# ------------------------------------------------------------------------ eager
@pytest.mark.parametrize("x", [2.0, -3.0, 0.0])
def test_cond_eager(x):
    out = lax.cond(x > 0, lambda v: v * 2, lambda v: v - 1, jnp.float32(x))
    assert float(out) == (x * 2 if x > 0 else x - 1)
    assert out.dtype == np.float32


def test_cond_integer_predicate_and_pytree_operands():
    ops = {"p": Pair(jnp.arange(3.0), jnp.int32(4)), "s": jnp.float32(2)}
    out = lax.cond(jnp.int32(7), lambda d: Pair(d["p"].a * d["s"], d["p"].b + 1),
                   lambda d: Pair(d["p"].a, d["p"].b), ops)
    assert isinstance(out, Pair)
    np.testing.assert_array_equal(out.a, [0.0, 2.0, 4.0])
    assert int(out.b) == 5
    out = lax.cond(0, lambda: jnp.float32(1), lambda: jnp.float32(2))
    assert float(out) == 2.0


@pytest.mark.parametrize("index,expected", [(-5, 10.0), (0, 10.0), (1, 11.0), (2, 20.0),
                                            (9, 20.0)])
def test_switch_clamps_index(index, expected):
    branches = [lambda x: x, lambda x: x + 1, lambda x: x * 2]
    assert float(lax.switch(index, branches, jnp.float32(10))) == expected


@pytest.mark.parametrize("n", [1, 6, 27])
def test_while_loop_eager_collatz(n):
    def body(c):
        n, steps = c
        return jnp.where(n % 2 == 0, n // 2, 3 * n + 1), steps + 1

    _, steps = lax.while_loop(lambda c: c[0] != 1, body, (jnp.int32(n), jnp.int32(0)))
    assert int(steps) == _collatz_steps(n)


@pytest.mark.parametrize("lower,upper", [(0, 5), (3, 7), (4, 2), (-2, 3)])
def test_fori_loop_eager(lower, upper):
    out = lax.fori_loop(lower, upper, lambda i, c: c * 2 + i, jnp.int32(1))
    ref = 1
    for i in range(lower, upper):
        ref = ref * 2 + i
    assert int(out) == ref


@pytest.mark.parametrize("reverse", [False, True])
def test_scan_eager_matches_numpy(reverse):
    xs = np.arange(1.0, 6.0, dtype=np.float32)
    carry, ys = lax.scan(_cumsum_step, jnp.float32(0.5), xs, reverse=reverse)
    rc, rys = _np_scan(_cumsum_step, np.float32(0.5), xs, reverse)
    assert float(carry) == rc
    np.testing.assert_array_equal(ys, rys)


def test_scan_pytrees_and_xs_none():
    xs = {"u": np.arange(6.0, dtype=np.float32).reshape(3, 2), "v": np.arange(3, dtype=np.int32)}

    def f(c, x):
        return Pair(c.a + x["u"].sum(), c.b * 2), (x["v"] + c.b, [x["u"] * c.a])

    carry, (ys_v, [ys_u]) = lax.scan(f, Pair(jnp.float32(0), jnp.int32(1)), xs)
    assert float(carry.a) == 15.0 and int(carry.b) == 8
    np.testing.assert_array_equal(ys_v, [1, 3, 6])
    np.testing.assert_array_equal(ys_u, [[0, 0], [2, 3], [24, 30]])

    carry, ys = lax.scan(lambda c, _: (c + 1, c * c), jnp.int32(0), None, length=4)
    assert int(carry) == 4
    np.testing.assert_array_equal(ys, [0, 1, 4, 9])


def test_map_and_zero_length_scan():
    np.testing.assert_array_equal(lax.map(lambda r: r.sum(), jnp.arange(6.0).reshape(3, 2)),
                                  [1.0, 5.0, 9.0])
    carry, ys = lax.scan(lambda c, x: (c + x, x * 2), jnp.full(2, 3.0), jnp.zeros((0, 2)))
    np.testing.assert_array_equal(carry, [3.0, 3.0])
    assert ys.shape == (0, 2) and ys.dtype == np.float32
    text = _lower(lambda c, xs: lax.scan(lambda c, x: (c + x, x * 2), c, xs),
                  jnp.zeros(2), jnp.zeros((0, 2))).as_text()
    assert "hostcall.trip_count = 0 : i64" in text


def test_weak_typed_carry_is_promoted_like_jax():
    out = lax.fori_loop(0, 3, lambda i, x: x + 1.5, 0)
    assert out.dtype == np.float32 and float(out) == 4.5
    out = lax.while_loop(lambda x: x < 10, lambda x: x * jnp.float32(3), 1)
    assert out.dtype == np.float32 and float(out) == 27.0


# --------------------------------------------------------------- type errors
def _lower(f, *args):
    return hostcall.jit(f).lower(*args)


def test_branch_type_mismatch_lists_both_types():
    def f(x):
        return lax.cond(x > 0, lambda v: v, lambda v: v.astype(jnp.int32), x)

    for run in (lambda: f(jnp.float32(1)), lambda: _lower(f, jnp.float32(1))):
        with pytest.raises(TypeError, match=r"true_fun and false_fun output must have identical "
                                            r"types, got\nDIFFERENT f32\[\] vs. i32\[\]"):
            run()
    with pytest.raises(TypeError, match="same type structure"):
        lax.cond(True, lambda: (1.0, 2.0), lambda: [1.0, 2.0])
    with pytest.raises(TypeError, match=r"branch 0 and 2 outputs must have identical types"):
        lax.switch(0, [lambda: jnp.zeros(2), lambda: jnp.ones(2), lambda: jnp.ones(3)])


def test_loop_body_type_errors():
    with pytest.raises(TypeError, match="body_fun output and input must have identical types"):
        lax.while_loop(lambda c: c < 3, lambda c: jnp.stack([c, c]), jnp.float32(0))
    with pytest.raises(TypeError, match="body_fun output and input must have identical types"):
        _lower(lambda x: lax.fori_loop(0, 3, lambda i, c: c.astype(jnp.int32), x),
               jnp.float32(0))
    # checked even when the body never runs (zero trips), eagerly as under jit
    with pytest.raises(TypeError, match="scan body function carry output and input must"):
        lax.scan(lambda c, x: (c[:1], x), jnp.zeros(2), jnp.zeros((0, 3)))
    with pytest.raises(TypeError, match="cond_fun must return a boolean scalar"):
        lax.while_loop(lambda c: c, lambda c: c + 1, jnp.int32(0))
    with pytest.raises(TypeError, match="pred must be a scalar"):
        lax.cond(jnp.array([True, False]), lambda: 1.0, lambda: 2.0)
    with pytest.raises(TypeError, match="boolean or number"):
        lax.cond(jnp.float32(1), lambda: 1.0, lambda: 2.0)
    with pytest.raises(ValueError, match="different leading axis sizes"):
        lax.scan(lambda c, x: (c, x), 0.0, (jnp.zeros(2), jnp.zeros(3)))
    with pytest.raises(ValueError, match="no values to scan over"):
        lax.scan(lambda c, x: (c, x), 0.0, None)


def test_leaked_tracer_from_body_is_an_error():
    leaked = []

    def f(x):
        def body(c):
            leaked.append(c)
            return c + 1
        return lax.while_loop(lambda c: c < 3, body, x) + leaked[0]

    with pytest.raises(hostcall.core.UnexpectedTracerError):
        _lower(f, jnp.int32(0))


# ---------------------------------------------------------- IR and trace counts
def test_ir_uses_region_ops_and_traces_bodies_once():
    calls = collections.Counter()

    def make(n):
        def f(x, i):
            def body(j, c):
                calls[n] += 1
                return c + j
            a = lax.fori_loop(0, n, body, x)
            b = lax.switch(i, [lambda: a, lambda: a * 2, lambda: a - 1])
            return lax.cond(b > 0, lambda: b, lambda: -b)
        return f

    texts = {n: _lower(make(n), jnp.int32(0), 1).as_text() for n in (3, 50)}
    assert calls == {3: 1, 50: 1}
    for n, text in texts.items():
        assert text.count("stablehlo.while") == 1
        assert f"hostcall.trip_count = {n} : i64" in text
        assert '"stablehlo.case"' in text and '"stablehlo.if"' in text
        # the loop index is the first carried value, counting from 0
        assert "stablehlo.while(%iterArg = %c," in text
    assert "stablehlo.while" in _lower(lambda x, n: lax.fori_loop(0, n, lambda i, c: c + i, x),
                                       jnp.int32(0), jnp.int32(5)).as_text()


# ------------------------------------------------------------- compiled path
def _all_constructs(x, xs, n, i):
    """Every construct, some nested, in one function (one compile)."""
    a = lax.cond(x > 0, lambda v: v * 2, lambda v: v - 1, x)
    b = lax.switch(i, [lambda v: v, lambda v: v + 10, lambda v: v * 3], x)
    c = lax.fori_loop(0, n, lambda k, acc: acc + k.astype(jnp.float32), x)   # traced bounds
    d = lax.fori_loop(2, 6, lambda k, p: Pair(p.a * 2, p.b + k), Pair(x, jnp.int32(0)))
    e = lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 1.5),
                       (jnp.int32(0), x))
    f = lax.scan(_cumsum_step, x, xs)
    g = lax.scan(_cumsum_step, x, xs, reverse=True)
    h = lax.scan(lambda cc, _: (cc + 1, cc * 2), jnp.int32(0), None, length=3)
    m = lax.map(lambda r: lax.cond(r > 2, lambda: r, lambda: -r), xs)
    nested = lax.scan(lambda cc, xv: (lax.fori_loop(0, 2, lambda k, v: v + xv, cc), cc),
                      x, xs)
    return a, b, c, d, e, f, g, h, m, nested


_JITTED = hostcall.jit(_all_constructs)


@pytest.mark.parametrize("x,n,i", [(1.5, 4, 1), (-2.0, 0, 7), (0.5, 9, -1)])
def test_jit_matches_eager_and_numpy(x, n, i):
    xs = np.arange(1.0, 6.0, dtype=np.float32)
    jitted = _JITTED
    args = (jnp.float32(x), jnp.asarray(xs), jnp.int32(n), jnp.int32(i))
    got = jitted(*args)
    eager = _all_constructs(*args)
    a, b, c, d, e, f, g, h, m, nested = got
    assert float(a) == (x * 2 if x > 0 else x - 1)
    assert float(b) == [x, x + 10, x * 3][min(max(i, 0), 2)]
    assert float(c) == x + sum(range(n))
    assert float(d.a) == x * 16 and int(d.b) == 2 + 3 + 4 + 5
    assert int(e[0]) == max(n, 0) and np.isclose(float(e[1]), x * 1.5 ** n)
    for (carry, ys), rev in ((f, False), (g, True)):
        rc, rys = _np_scan(_cumsum_step, np.float32(x), xs, rev)
        np.testing.assert_allclose(float(carry), rc, rtol=1e-6)
        np.testing.assert_allclose(ys, rys, rtol=1e-6)
    assert int(h[0]) == 3
    np.testing.assert_array_equal(h[1], [0, 2, 4])
    np.testing.assert_array_equal(m, np.where(xs > 2, xs, -xs))
    rc, rys = _np_scan(lambda cc, xv: (cc + 2 * xv, cc), np.float32(x), xs)
    np.testing.assert_allclose(float(nested[0]), rc, rtol=1e-6)
    np.testing.assert_allclose(nested[1], rys, rtol=1e-6)
    for gl, el in zip(hostcall.tree_util.tree_leaves(got), hostcall.tree_util.tree_leaves(eager)):
        assert gl.dtype == el.dtype and gl.shape == el.shape
        np.testing.assert_allclose(np.asarray(gl), np.asarray(el), rtol=1e-6)
    # other trip counts (n) and branch indices (i) reuse the one trace
    assert jitted.trace_count == 1


def test_map_with_batch_size_under_jit():
    xs = np.arange(14.0, dtype=np.float32).reshape(7, 2)

    @hostcall.jit
    def mapped(xs):
        f = lambda r: {"sum": r.sum(), "twice": r * 2}  # noqa: E731
        return [lax.map(f, xs, batch_size=b) for b in (3, 7, 10)]

    for out in mapped(jnp.asarray(xs)):
        np.testing.assert_array_equal(out["sum"], xs.sum(axis=1))
        np.testing.assert_array_equal(out["twice"], xs * 2)
    with pytest.raises(ValueError, match="batch_size must be a positive int"):
        lax.map(lambda r: r, xs, batch_size=0)


# ------------------------------------------------------------ host callbacks
def test_callbacks_run_once_per_iteration_and_taken_branch():
    seen = []

    def record(tag):
        def host(v):
            seen.append((tag, float(v)))
            return np.asarray(v, np.float32)
        return host

    sds = hostcall.ShapeDtypeStruct((), np.float32)

    def f(x, n):
        w = lax.fori_loop(0, n, lambda k, c: hostcall.pure_callback(record("fori"), sds, c) + 1,
                          x)
        _, ys = lax.scan(lambda c, xv: (c, hostcall.io_callback(record("scan"), sds, xv,
                                                                ordered=True)),
                         0.0, jnp.arange(3.0))
        picked = lax.cond(x > 0, lambda: hostcall.pure_callback(record("true"), sds, x),
                          lambda: hostcall.pure_callback(record("false"), sds, -x))
        return w + picked + ys.sum()

    jitted = hostcall.jit(f)
    for run in (jitted, f):
        for x, n in ((1.0, 4), (-1.0, 2)):
            seen.clear()
            out = run(jnp.float32(x), jnp.int32(n))
            hostcall.effects_barrier()
            tags = collections.Counter(t for t, _ in seen)
            assert tags == {"fori": n, "scan": 3, "true" if x > 0 else "false": 1}
            assert [v for t, v in seen if t == "fori"] == [x + k for k in range(n)]
            assert [v for t, v in seen if t == "scan"] == [0.0, 1.0, 2.0]
            assert float(out) == x + n + abs(x) + 3.0


def test_map_with_batch_size_eager_on_numpy_and_arrays():
    """lax.map(batch_size=...) outside jit, on numpy arrays as on hostcall Arrays: batches
    of 3 then a remainder of 1, stacked back in order (as JAX's lax.map)."""
    xs = np.arange(14.0, dtype=np.float32).reshape(7, 2)
    for given in (xs, jnp.asarray(xs)):
        out = lax.map(lambda r: {"sum": r.sum(), "twice": r * 2}, given, batch_size=3)
        assert out["sum"].dtype == np.float32 and out["twice"].shape == (7, 2)
        np.testing.assert_array_equal(out["sum"], xs.sum(axis=1))
        np.testing.assert_array_equal(out["twice"], xs * 2)
