"""Callbacks inside lax control flow: cond and switch, while loops, scan and fori_loop,
ordered io_callbacks there, and unused pure callbacks dropped from loop bodies."""
import collections

import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, io_callback, lax, pure_callback

from helpers import printed

SDS = hostcall.ShapeDtypeStruct


def log(calls, tag, returns=True):
    def cb(*a):
        calls.append((tag, *[np.asarray(v).tolist() for v in a]))
        return a[0] if a and returns else None
    cb.__name__ = f"log_{tag}"
    return cb


# ---------------------------------------------------------------- cond and switch
def test_cond_runs_only_the_taken_branch_for_every_flavour(capsys):
    calls = []

    @hostcall.jit
    def f(p, x):
        a = lax.cond(p, lambda x: pure_callback(log(calls, "pT"), x, x) + 1,
                     lambda x: pure_callback(log(calls, "pF"), x, x) - 1, x)
        b = lax.cond(p, lambda x: io_callback(log(calls, "iT"), x, x),
                     lambda x: io_callback(log(calls, "iF"), x, x), x)
        c = lax.cond(p, lambda x: io_callback(log(calls, "oT"), x, x, ordered=True),
                     lambda x: io_callback(log(calls, "oF"), x, x, ordered=True), x)
        lax.cond(x < 5, lambda: debug.print("true: {}", x), lambda: debug.print("false: {}", x))
        return a, b, c
    out = f(True, 1.)
    assert [float(v) for v in out] == [2., 1., 1.]
    out = f(False, 5.)
    assert [float(v) for v in out] == [4., 5., 5.]
    assert [c[0] for c in calls] == ["pT", "iT", "oT", "pF", "iF", "oF"]
    assert printed(capsys) == "true: 1.0\nfalse: 5.0\n"


def test_ordered_cond_between_neighbours_and_switch_clamps(capsys):
    calls = []

    @hostcall.jit
    def cd(p, x):
        io_callback(log(calls, "before", returns=False), None, x, ordered=True)
        r = lax.cond(p, lambda x: (io_callback(log(calls, "T", returns=False), None, x, ordered=True), x + 1)[1],
                     lambda x: (io_callback(log(calls, "F", returns=False), None, x, ordered=True), x - 1)[1], x)
        io_callback(log(calls, "after", returns=False), None, r, ordered=True)
        return r
    assert int(cd(True, 10)) == 11
    assert int(cd(False, 10)) == 9
    assert calls == [("before", 10), ("T", 10), ("after", 11),
                     ("before", 10), ("F", 10), ("after", 9)]
    branches = [lambda x, i=i: (debug.print("b{}: {}", i, x), x + i)[1] for i in range(3)]
    sw = hostcall.jit(lambda i, x: lax.switch(i, branches, x))
    assert [int(sw(i, i)) for i in (0, 1, 2, 5)] == [0, 2, 4, 7]
    assert printed(capsys) == "b0: 0\nb1: 1\nb2: 2\nb2: 5\n"


# ---------------------------------------------------------------- while loops
def test_while_loop_with_pure_callbacks_in_cond_and_body():
    calls = []

    def w(n):
        cond = lambda c: pure_callback(  # noqa: E731
            lambda i, n: calls.append(("cond", int(i))) or np.bool_(i < n), SDS((), jnp.bool_),
            c, n)
        body = lambda c: pure_callback(  # noqa: E731
            lambda i: calls.append(("body", int(i))) or i + 1, c, c)
        return lax.while_loop(cond, body, 0)
    jw = hostcall.jit(w)
    assert int(jw(3)) == 3
    assert calls == [("cond", 0), ("body", 0), ("cond", 1), ("body", 1), ("cond", 2),
                     ("body", 2), ("cond", 3)]
    calls.clear()
    assert int(jw(0)) == 0 and calls == [("cond", 0)]


def test_debug_print_in_while_body_and_cond(capsys):
    body_print = hostcall.jit(lambda x: lax.while_loop(
        lambda x: x < 10, lambda x: (debug.print("x: {}", x), x + 1)[1], x))
    cond_print = hostcall.jit(lambda x: lax.while_loop(
        lambda x: (debug.print("x: {}", x), x < 10)[1], lambda x: x + 1, x))
    body_print(5)
    assert printed(capsys) == "".join(f"x: {i}\n" for i in range(5, 10))
    cond_print(5)
    assert printed(capsys) == "".join(f"x: {i}\n" for i in range(5, 11))
    cond_print(10)
    assert printed(capsys) == "x: 10\n"


# ---------------------------------------------------------------- scan and fori_loop
def test_scan_and_fori_loop_prints_in_order(capsys):
    def step(c, x):
        debug.print("carry: {carry}, x: {x}", carry=c, x=x, ordered=True)
        return c + 1, x + 1
    hostcall.jit(lambda xs: lax.scan(step, 2, xs))(jnp.arange(2))
    assert printed(capsys) == "carry: 2, x: 0\ncarry: 3, x: 1\n"

    def body(i, x):
        debug.print("i: {i}", i=i, ordered=True)
        debug.print("x: {x}", x=x, ordered=True)
        return x + 1
    hostcall.jit(lambda: lax.fori_loop(0, 5, body, 2))()
    assert printed(capsys) == "".join(f"i: {i}\nx: {i + 2}\n" for i in range(5))


def test_ordered_io_callbacks_in_scan_and_fori_loop():
    calls = []
    scan = hostcall.jit(lambda xs: lax.scan(
        lambda c, x: (io_callback(log(calls, "s", returns=False), None, c, x, ordered=True), (c + 1, 2 * x))[1],
        0, xs))
    carry, ys = scan(jnp.arange(3))
    assert int(carry) == 3 and ys.tolist() == [0, 2, 4]
    assert calls == [("s", 0, 0), ("s", 1, 1), ("s", 2, 2)]
    calls.clear()
    carry, ys = scan(jnp.arange(0))
    assert int(carry) == 0 and calls == []
    fori = hostcall.jit(lambda: lax.fori_loop(
        0, 3, lambda i, c: (io_callback(log(calls, "f", returns=False), None, i, c, ordered=True), 2 * c)[1], 1))
    assert int(fori()) == 8
    assert calls == [("f", 0, 1), ("f", 1, 2), ("f", 2, 4)]


def test_callbacks_with_results_in_scan_bodies():
    def step(kind):
        def body(c, _):
            if kind == "pure":
                return pure_callback(lambda v: v + 1, c, c), None
            return io_callback(lambda v: v + 1, c, c), None
        return body

    @hostcall.jit
    def f(c0, v0):
        return (lax.scan(step("pure"), c0, None, length=10)[0],
                lax.scan(step("io"), v0, None, length=10)[0])
    a, b = f(jnp.float32(0.), jnp.arange(2.))
    assert float(a) == 10. and b.tolist() == [10., 11.]


def test_unrolled_fori_loop_prints_every_index(capsys):
    hostcall.jit(lambda: lax.fori_loop(0, 4, lambda i, _: debug.print("{}", i), None,
                                       unroll=2))()
    assert sorted(printed(capsys).split()) == ["0", "1", "2", "3"]


# ---------------------------------------------------------------- dead callbacks in loops
def test_unused_pure_callbacks_in_loop_and_cond_bodies_are_elided():
    calls = []
    cb = log(calls, "dead")

    @hostcall.jit
    def f(x):
        def scan_body(c, y):
            pure_callback(cb, y, y)
            return c + y, y

        def fori_body(i, c):
            pure_callback(cb, c, c)
            return c + 1.
        s = lax.scan(scan_body, 0., jnp.arange(3.))[0]
        w = lax.fori_loop(0, 3, fori_body, x)
        k = lax.cond(x > 0, lambda v: (pure_callback(cb, v, v), v)[1], lambda v: v, x)
        return s + w + k
    assert float(f(1.)) == 3. + 4. + 1.
    assert calls == []


# ---------------------------------------------------------------- seeds
def test_seed_scan_of_pure_and_ordered_io_callbacks(capsys):
    def f_host(x):
        return np.sin(x).astype(x.dtype)

    def f(x):
        return pure_callback(f_host, SDS(x.shape, x.dtype), x)
    ys = lax.scan(lambda c, x: (c, f(x)), None, jnp.arange(5.0))[1]
    assert repr(ys) == ("Array([ 0.       ,  0.841471 ,  0.9092974,  0.14112  , -0.7568025],"
                        "      dtype=float32)")

    global_rng = np.random.default_rng(0)

    def host_side_random_like(x):
        print(f"generating {x.dtype}{list(x.shape)}")
        return global_rng.uniform(size=x.shape).astype(x.dtype)

    @hostcall.jit
    def numpy_random_like(x):
        return io_callback(host_side_random_like, x, x)

    @hostcall.jit
    def numpy_random_like_ordered(x):
        return io_callback(host_side_random_like, x, x, ordered=True)
    numpy_random_like(jnp.zeros(5))
    for i in range(5):                     # the seed's vmap draws five scalars next
        numpy_random_like(jnp.float32(i))
    printed(capsys)
    ys = lax.scan(lambda c, x: (c, numpy_random_like_ordered(x)), None, jnp.arange(5.0))[1]
    assert printed(capsys) == "generating float32[]\n" * 5
    assert repr(ys) == ("Array([0.81585354, 0.0027385 , 0.8574043 , 0.03358557, 0.72965544],"
                        "      dtype=float32)")


def test_loops_of_many_ordered_callbacks_keep_count_and_order():
    calls = collections.deque()
    f = hostcall.jit(lambda: lax.fori_loop(
        0, 200, lambda i, c: (io_callback(calls.append, None, i, ordered=True), c + 1)[1], 0))
    assert int(f()) == 200
    assert [int(v) for v in calls] == list(range(200))


def test_debug_callbacks_calling_jit_in_a_long_while_loop_repeated():
    maxiter = 1000
    hits = []
    jf = hostcall.jit(lambda x: x + 1)

    def check(tag):
        def cb(i):
            if int(np.asarray(jf(i))) == maxiter + 1:
                hits.append(tag)
        return cb

    @hostcall.jit
    def f():
        def body(i):
            debug.callback(check("unordered"), i)
            debug.callback(check("ordered"), i, ordered=True)
            return i + 1
        return lax.while_loop(lambda i: i <= maxiter, body, 0)
    for _ in range(3):
        assert int(f()) == maxiter + 1
    hostcall.effects_barrier()
    assert sorted(hits) == ["ordered"] * 3 + ["unordered"] * 3
