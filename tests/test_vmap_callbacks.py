"""Host callbacks under vmap: each vmap_method of pure_callback, io_callback and ordered
io_callback in batched code and control flow, debug printing per element, and the seeds'
examples."""
import numpy as np
import pytest
import scipy.special

import hostcall
import hostcall.numpy as jnp
from hostcall import io_callback, lax
from hostcall import ShapeDtypeStruct as SDS


def test_seed_pure_callback_sin():
    f = lambda x: hostcall.pure_callback(np.sin, SDS(x.shape, x.dtype), x)  # noqa: E731
    out = hostcall.vmap(f)(jnp.arange(5.0))
    np.testing.assert_allclose(np.asarray(out),
                               [0., 0.841471, 0.9092974, 0.14112, -0.7568025], rtol=1e-6)


def test_seed_io_callback_random_like_and_ordered_error(capsys):
    def host_side_random_like(x):
        print(f"generating {x.dtype}{list(x.shape)}")
        return np.random.uniform(size=x.shape).astype(x.dtype)

    numpy_random_like = hostcall.jit(lambda x: io_callback(host_side_random_like, x, x))
    out = hostcall.vmap(numpy_random_like)(jnp.arange(5.0))
    assert out.shape == (5,)
    assert capsys.readouterr().out == "generating float32[]\n" * 5
    ordered = hostcall.jit(lambda x: io_callback(host_side_random_like, x, x, ordered=True))
    with pytest.raises(ValueError, match="Cannot `vmap` ordered IO callback."):
        hostcall.vmap(ordered)(jnp.arange(5.0))


def test_seed_debug_callback_vmap_of_jit(capsys):
    @hostcall.jit
    def f(x):
        hostcall.debug.callback(lambda v: print("log:", v), x)
        return x
    hostcall.vmap(f)(jnp.arange(5.0))
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "".join(f"log: {i}.0\n" for i in range(5))


def test_seed_jv_vectorized():
    def jv(v, z):
        spec = SDS(jnp.broadcast_shapes(jnp.shape(v), jnp.shape(z)), z.dtype)
        return hostcall.pure_callback(
            lambda v, z: scipy.special.jv(v, z).astype(z.dtype), spec, v, z, vectorized=True)

    j1 = lambda z: jv(1, z)  # noqa: E731
    out = hostcall.vmap(j1)(jnp.arange(5.0))
    np.testing.assert_allclose(np.asarray(out),
                               [0., 0.44005057, 0.5767248, 0.33905897, -0.06604332], rtol=1e-6)


# ---------------------------------------------------------------- VM entries
def _vm_case(method, calls):
    def cb(x, y):
        calls.append((np.shape(x), np.shape(y), np.asarray(x).tolist(), np.asarray(y).tolist()))
        return np.asarray(x + y, np.float32)

    def f(x, y):
        shape = jnp.broadcast_shapes(jnp.shape(x), jnp.shape(y))
        return hostcall.pure_callback(cb, SDS(shape, jnp.float32), x, y, vmap_method=method)
    return hostcall.vmap(f, in_axes=(0, None))(jnp.arange(3.), jnp.float32(10.))


@pytest.mark.parametrize("method", ["sequential", "sequential_unrolled"])
def test_sequential_methods_call_once_per_element(method):
    calls = []
    np.testing.assert_array_equal(np.asarray(_vm_case(method, calls)), [10, 11, 12])
    assert calls == [((), (), float(i), 10.0) for i in range(3)]


@pytest.mark.parametrize("method, y_shape, y_value", [
    ("expand_dims", (1,), [10.0]),
    ("broadcast_all", (3,), [10.0] * 3),
    ("legacy_vectorized", (), 10.0),
])
def test_vectorized_methods_call_once_for_the_batch(method, y_shape, y_value):
    calls = []
    np.testing.assert_array_equal(np.asarray(_vm_case(method, calls)), [10, 11, 12])
    assert calls == [((3,), y_shape, [0.0, 1.0, 2.0], y_value)]


def test_wrong_batched_output_shape():
    f = hostcall.jit(hostcall.vmap(lambda x: hostcall.pure_callback(
        lambda v: np.sin(v).sum(), x, x, vmap_method="expand_dims")))
    with pytest.raises(RuntimeError, match=r"Incorrect output shape for return value #0: "
                                           r"Expected: \(4,\), Actual: \(\)"):
        f(jnp.arange(4.))


def test_no_batched_operand_means_one_call():
    calls = []

    def cb(z):
        calls.append(z.shape)
        return z * 2

    f = hostcall.vmap(lambda x, z: hostcall.pure_callback(cb, z, z) + x, in_axes=(0, None))
    np.testing.assert_array_equal(np.asarray(f(jnp.arange(3.), jnp.float32(1.))), [2., 3., 4.])
    assert calls == [()]


@pytest.mark.parametrize("method, expected", [
    ("sequential", [0, 0, 1, 1, 1, 2]),
    ("expand_dims", [[0, 0], [1, 1], [1, 2]]),
])
def test_while_with_batched_predicate(method, expected):
    calls = []

    def cb(i):
        calls.append(np.asarray(i).tolist())
        return np.asarray(i + 1, np.int32)

    f = hostcall.vmap(lambda n: lax.while_loop(
        lambda i: i < n, lambda i: hostcall.pure_callback(cb, i, i, vmap_method=method), 0))
    np.testing.assert_array_equal(np.asarray(f(jnp.array([1, 3]))), [1, 3])
    assert calls == expected


def test_cond_with_batched_predicate_runs_both_branches():
    calls = []

    def branch(tag, fn):
        return lambda x: hostcall.pure_callback(
            lambda v: (calls.append((tag, float(v))), np.asarray(fn(v), np.float32))[1], x, x)

    f = hostcall.vmap(lambda p, x: lax.cond(p, branch("T", lambda v: v * 2),
                                            branch("F", lambda v: -v), x))
    out = f(jnp.array([True, False, True]), jnp.arange(3.))
    np.testing.assert_array_equal(np.asarray(out), [0., -1., 4.])
    assert sorted(calls) == sorted([("T", 0.), ("T", 1.), ("T", 2.), ("F", 0.), ("F", 1.),
                                    ("F", 2.)])


# ------------------------------------------------------------ IOU / IOO / DBG
def test_one_call_per_element_grouped_per_site():
    log = []

    def f(x):
        io_callback(lambda v: log.append(("a", float(v))), None, x)
        io_callback(lambda v: log.append(("b", float(v))), None, 2 * x)
        return x
    hostcall.vmap(hostcall.jit(f))(jnp.arange(3.))
    assert log == [("a", 0.), ("a", 1.), ("a", 2.), ("b", 0.), ("b", 2.), ("b", 4.)]


def test_io_in_vmapped_cond_is_an_error():
    f = hostcall.vmap(lambda p: lax.cond(p, lambda: io_callback(lambda: None, None),
                                         lambda: io_callback(lambda: None, None)))
    with pytest.raises(NotImplementedError, match="IO effect not supported in vmap-of-cond."):
        f(jnp.array([True, False]))


def test_io_callbacks_in_batched_while_loops():
    body = lambda i: (io_callback(lambda v: None, None, i), i + 1)[1]  # noqa: E731
    f = hostcall.vmap(lambda i: lax.while_loop(lambda i: i < 5, body, i))
    with pytest.raises(Exception, match="Unordered IO effects not supported in while_loop "
                                        "with batched predicate"):
        f(jnp.array([0, 4]))
    log = []

    def g(x):
        def step(c):
            k, v = c
            io_callback(lambda a: log.append(("x", float(a))), None, v)
            io_callback(lambda a: log.append(("2x", float(a))), None, 2 * v)
            return k + 1, v
        return lax.while_loop(lambda c: c[0] < 2, step, (0, x))[1]
    hostcall.vmap(g)(jnp.arange(3.))
    one_iteration = [("x", 0.), ("x", 1.), ("x", 2.), ("2x", 0.), ("2x", 2.), ("2x", 4.)]
    assert log == one_iteration * 2


def test_ordered_io_in_batched_while_is_an_error():
    body = lambda i: (io_callback(lambda v: None, None, i, ordered=True), i + 1)[1]  # noqa: E731
    with pytest.raises(Exception, match="Ordered IO effects not supported in vmap."):
        hostcall.vmap(lambda i: lax.while_loop(lambda i: i < 2, body, i))(jnp.array([0, 1]))
    with pytest.raises(ValueError, match="Cannot `vmap` ordered IO callback."):
        hostcall.vmap(lambda x: io_callback(lambda v: v, SDS((), jnp.int32), x,
                                            ordered=True))(jnp.arange(4))


def test_opt_in_sequential_runs_in_batch_order():
    log = []
    f = hostcall.vmap(lambda x: io_callback(lambda v: (log.append(int(v)), v)[1],
                                            SDS((), jnp.int32), x, ordered=True,
                                            vmap_method="sequential"))
    np.testing.assert_array_equal(np.asarray(f(jnp.arange(4))), [0, 1, 2, 3])
    assert log == [0, 1, 2, 3]


def test_ordered_io_without_batched_operands(capsys):
    f = hostcall.vmap(lambda x: (io_callback(lambda: print("once"), None, ordered=True), x + 1)[1])
    np.testing.assert_array_equal(np.asarray(f(jnp.arange(3))), [1, 2, 3])
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "once\n"


def test_prints_per_element_in_order(capsys):
    hostcall.vmap(lambda x: hostcall.debug.print("hello: {}", x))(jnp.arange(2))
    hostcall.vmap(lambda x, y: hostcall.debug.print("hello: {} {}", x, y),
                  in_axes=(0, 1))(jnp.arange(2), jnp.arange(2)[None])
    hostcall.vmap(lambda x, y: hostcall.debug.print("hello: {} {}", x, y),
                  in_axes=(0, None))(jnp.arange(2), jnp.float32(7.0))
    hostcall.vmap(lambda x: (hostcall.debug.print("const"), x)[1])(jnp.arange(2))
    hostcall.jit(hostcall.vmap(lambda x: hostcall.debug.print("o: {}", x, ordered=True)))(
        jnp.arange(3))
    hostcall.effects_barrier()
    assert capsys.readouterr().out == (
        "hello: 0\nhello: 1\nhello: 0 [0]\nhello: 1 [1]\nhello: 0 7.0\nhello: 1 7.0\n"
        "const\no: 0\no: 1\no: 2\n")


@pytest.mark.parametrize("ordered", [False, True])
def test_batched_while_exposes_masked_iterations(capsys, ordered):
    def body(x):
        hostcall.debug.print("b: {x}", x=x, ordered=ordered)
        return x + 1
    out = hostcall.vmap(lambda x: lax.while_loop(lambda x: x < 3, body, x))(jnp.arange(2))
    np.testing.assert_array_equal(np.asarray(out), [3, 3])
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "b: 0\nb: 1\nb: 1\nb: 2\nb: 2\nb: 3\n"


def test_print_in_cond_of_batched_while(capsys):
    def cond(x):
        hostcall.debug.print("x: {}", x, ordered=True)
        return x < 3
    out = hostcall.vmap(lambda x: lax.while_loop(cond, lambda x: x + 1, x))(jnp.arange(2))
    np.testing.assert_array_equal(np.asarray(out), [3, 3])


def test_ordered_io_in_vmapped_scan():
    def body(c, x):
        io_callback(lambda v: None, None, x, ordered=True)
        return c, x
    with pytest.raises(ValueError, match="Cannot `vmap` ordered IO callback."):
        hostcall.vmap(lambda xs: lax.scan(body, 0.0, xs))(jnp.ones((2, 3)))
    log = []

    def unbatched_body(c, x):  # the callback sees only unbatched values: allowed, runs once
        io_callback(lambda v: log.append(float(v)), None, x, ordered=True)
        return c + 1.0, x
    out = hostcall.vmap(lambda y: lax.scan(unbatched_body, y, jnp.arange(3.0))[0])(jnp.zeros(2))
    np.testing.assert_array_equal(np.asarray(out), [3.0, 3.0])
    assert log == [0.0, 1.0, 2.0]
