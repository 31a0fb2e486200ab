"""pure_callback and io_callback: JAX's semantics under jit and eagerly.

pure_callback results and specs, unordered and ordered io_callback, dead-callback
elimination, pytrees, dtypes, callbacks without arguments, and the seeds' programs.
"""
import collections
import threading
import time

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import io_callback, pure_callback
from hostcall.experimental import io_callback as experimental_io_callback

SDS = hostcall.ShapeDtypeStruct
f32, i32 = jnp.float32, jnp.int32


def log(calls, tag, returns=True):
    """A callback recording (tag, *values) and returning its first argument (or None: an
    io_callback declared with no results must return none, as in JAX)."""
    def cb(*a):
        calls.append((tag, *[np.asarray(v).tolist() for v in a]))
        return a[0] if a and returns else None
    cb.__name__ = f"log_{tag}"
    return cb


# ---------------------------------------------------------------- pure_callback
def test_scalar_under_jit_gets_a_read_only_numpy_array():
    seen = []

    def cb(v):
        seen.append((type(v), v.shape, v.dtype, v.flags.writeable))
        return v + np.float32(1)
    out = hostcall.jit(lambda x: pure_callback(cb, SDS((), f32), x))(0.)
    assert isinstance(out, hostcall.Array) and out.dtype == np.float32
    assert float(out) == 1.0
    assert seen == [(np.ndarray, (), np.dtype(np.float32), False)]


def test_eager_runs_once_synchronously():
    seen = []
    out = pure_callback(lambda v: (seen.append(v.dtype), v + np.float32(1))[1],
                        SDS((), f32), jnp.float32(0.))
    assert seen == [np.float32] and float(out) == 1.0 and out.dtype == np.float32


def test_result_specs_arrays_numpy_scalars_and_bad_leaves():
    x = jnp.arange(3.)
    assert pure_callback(lambda v: v * 2, x, x).tolist() == [0., 2., 4.]
    r = pure_callback(lambda: np.int32(7), np.int32(0))
    assert r.dtype == np.int32 and r.shape == () and int(r) == 7
    r = pure_callback(lambda: np.ones(2, np.float32), hostcall.ShapedArray((2,), np.float32))
    assert r.tolist() == [1., 1.]
    # JAX says AttributeError: 'float' object has no attribute 'dtype'; ours names the leaf
    with pytest.raises(TypeError, match="leaf #0 is 1.0 of type float"):
        pure_callback(lambda v: v, 1.0, x)


class CustomArray:
    def __init__(self, a):
        self.a = np.asarray(a)
        self.shape, self.dtype = self.a.shape, self.a.dtype

    def __array__(self, dtype=None, copy=None):
        return self.a


def test_permissive_return_values_under_jit():
    @hostcall.jit
    def f(x):
        a = pure_callback(lambda v: 42.0, SDS((), f32), x)
        b = pure_callback(lambda v: 42, SDS((), i32), x)
        c = pure_callback(lambda v: CustomArray(np.full(2, 3, np.float32)), SDS((2,), f32), x)
        d = pure_callback(lambda v: np.float32(5), SDS((), f32), x)
        e = pure_callback(lambda v: jnp.sin(v), SDS((), f32), x)
        return a, b, c, d, e
    a, b, c, d, e = f(1.)
    assert float(e) == pytest.approx(np.sin(1.))
    assert (float(a), a.dtype) == (42.0, np.float32)
    assert (int(b), b.dtype) == (42, np.int32)
    assert c.tolist() == [3., 3.] and float(d) == 5.0


def test_invalid_vmap_method_is_rejected_at_call_time():
    with pytest.raises(ValueError, match=r"vmap_method must be one of the allowed methods "
                       r"\['sequential', 'sequential_unrolled', 'expand_dims', 'broadcast_all', "
                       r"'legacy_vectorized', None\], but got: foo"):
        pure_callback(lambda v: v, SDS((), f32), 1., vmap_method="foo")
    with pytest.raises(ValueError, match="cannot be used together"):
        pure_callback(lambda v: v, SDS((), f32), 1., vmap_method="sequential", vectorized=True)


def test_vmap_method_and_vectorized_are_recorded_on_the_op():
    def f(x):
        a = pure_callback(np.sin, x, x)
        b = pure_callback(np.sin, x, x, vmap_method="expand_dims")
        c = pure_callback(np.sin, x, x, vectorized=True)
        return a + b + c
    lowered = hostcall.jit(f).lower(jnp.float32(1.))
    text = lowered.as_text()
    assert text.count('hostcall.vmap_method = "sequential"') == 1
    assert text.count('hostcall.vmap_method = "expand_dims"') == 1
    assert text.count('hostcall.vmap_method = "legacy_vectorized"') == 1
    line = f.__code__.co_firstlineno + 1           # the first callback's source line
    assert f'test_callbacks_pure_io.py":{line}:' in lowered.as_text(debug_info=True)


@pytest.mark.parametrize("api", ["pure", "io"])
def test_64_bit_spec_without_x64_is_rejected(x32, api):
    called = []
    fn = (lambda: called.append(1) or np.float64(1.))
    with pytest.raises(ValueError, match="cannot specify 64-bit types"):
        if api == "pure":
            pure_callback(fn, SDS((), np.float64))
        else:
            io_callback(fn, SDS((), np.float64))
    assert called == []


def test_traced_once_called_once_per_execution():
    calls, traces = [], []

    def f(x):
        traces.append(1)
        return pure_callback(lambda v: (calls.append(float(v)), v * 2)[1], x, x)
    jf = hostcall.jit(f)
    outs = [float(jf(jnp.float32(i))) for i in range(3)]
    assert outs == [0., 2., 4.] and calls == [0., 1., 2.] and len(traces) == 1


# ---------------------------------------------------------------- unordered io_callback
def test_io_callback_mutates_host_state_every_call():
    state = {"n": 0}

    def cb():
        state["n"] += 1
        return np.array(state["n"], np.int32)
    f = hostcall.jit(lambda: io_callback(cb, SDS((), i32)))
    assert [int(f()), int(f())] == [1, 2] and state["n"] == 2
    # eager, and through the experimental spelling
    assert int(experimental_io_callback(cb, SDS((), i32))) == 3


# ---------------------------------------------------------------- ordered io_callback
def test_program_order_without_data_dependence():
    calls = []

    def slow_first(v):
        time.sleep(0.05)
        calls.append(("first", float(v)))

    @hostcall.jit
    def f(x, y):
        io_callback(slow_first, None, x, ordered=True)
        io_callback(log(calls, "second", returns=False), None, y, ordered=True)
        return x + y
    assert float(f(1., 2.)) == 3.0
    assert calls == [("first", 1.0), ("second", 2.0)]


def test_order_across_executables_follows_dispatch_order():
    calls = []
    g1 = hostcall.jit(lambda x: (io_callback(log(calls, "g1", returns=False), None, jnp.log(jnp.sum(x * x)),
                                             ordered=True), x)[1])
    g2 = hostcall.jit(lambda x: (io_callback(log(calls, "g2", returns=False), None, x, ordered=True), x)[1])
    big = jnp.ones((512, 512))
    for i in range(3):
        g1(big)
        g2(jnp.float32(i))
    hostcall.effects_barrier()
    assert [c[0] for c in calls] == ["g1", "g2"] * 3
    assert [c[1] for c in calls if c[0] == "g2"] == [0., 1., 2.]


def test_eager_ordered_and_nested_jit():
    calls = []
    for i in range(3):
        io_callback(log(calls, "e", returns=False), None, jnp.int32(i), ordered=True)
    assert calls == [("e", 0), ("e", 1), ("e", 2)]
    calls.clear()
    inner = hostcall.jit(lambda x: (io_callback(log(calls, "n", returns=False), None, x, ordered=True), x)[1])
    assert float(hostcall.jit(inner)(jnp.float32(4.))) == 4.0
    assert calls == [("n", 4.0)]


def test_ordered_io_and_debug_chains_each_keep_program_order():
    calls = []

    @hostcall.jit
    def f(x):
        io_callback(log(calls, "io1", returns=False), None, x, ordered=True)
        hostcall.debug.callback(log(calls, "dbg1"), x, ordered=True)
        io_callback(log(calls, "io2", returns=False), None, x + 1, ordered=True)
        hostcall.debug.callback(log(calls, "dbg2"), x + 1, ordered=True)
        return x
    f(jnp.float32(1.))
    hostcall.effects_barrier()
    io = [c for c in calls if c[0].startswith("io")]
    dbg = [c for c in calls if c[0].startswith("dbg")]
    assert io == [("io1", 1.0), ("io2", 2.0)] and dbg == [("dbg1", 1.0), ("dbg2", 2.0)]


# ---------------------------------------------------------------- dead-callback elimination
def test_unused_pure_callback_is_elided_under_jit_but_runs_eagerly():
    calls = []

    def f(x):
        pure_callback(log(calls, "p"), x, x)
        return x * 2
    assert float(hostcall.jit(f)(2.)) == 4.0
    assert calls == []
    assert float(f(jnp.float32(2.))) == 4.0       # eagerly nothing is traced, so nothing is dropped
    assert calls == [("p", 2.0)]


def test_pure_callback_with_no_results_never_runs():
    calls = []
    cb = log(calls, "none")
    assert pure_callback(cb, None, jnp.float32(1.)) is None
    assert pure_callback(cb, (), jnp.float32(1.)) == ()
    out = hostcall.jit(lambda x: (pure_callback(cb, None, x), pure_callback(cb, (), x), x)[2])(1.)
    assert float(out) == 1.0 and calls == []


def test_io_and_debug_callbacks_are_never_elided():
    calls = []

    @hostcall.jit
    def f(x):
        io_callback(log(calls, "io", returns=False), None, x)
        io_callback(log(calls, "io_unused"), SDS((), f32), x)
        io_callback(log(calls, "io_ordered"), SDS((), f32), x, ordered=True)
        hostcall.debug.callback(log(calls, "dbg"))
        hostcall.debug.callback(log(calls, "dead_arg"), jnp.sin(x) * 5)
        return x + 1
    assert float(f(1.)) == 2.0
    hostcall.effects_barrier()
    assert collections.Counter(c[0] for c in calls) == {
        "io": 1, "io_unused": 1, "io_ordered": 1, "dbg": 1, "dead_arg": 1}
    dead = [c for c in calls if c[0] == "dead_arg"][0]
    assert dead[1] == pytest.approx(4.207354545593262)


# ---------------------------------------------------------------- pytrees
def test_pytree_arguments_and_results():
    got = []

    def cb(v):
        got.append((type(v), len(v), type(v[0])))
        return dict(y=[v[0]])
    spec = dict(y=[SDS((), f32)])
    out = hostcall.jit(lambda x: pure_callback(cb, spec, [x]))(jnp.float32(2.))
    assert isinstance(out, dict) and isinstance(out["y"], list) and float(out["y"][0]) == 2.0
    assert got == [(list, 1, np.ndarray)]
    for ordered in (False, True):
        out = io_callback(cb, spec, [jnp.float32(3.)], ordered=ordered)
        assert float(out["y"][0]) == 3.0


def test_result_container_follows_the_spec_and_zero_d():
    P = collections.namedtuple("P", "a b")

    @hostcall.jit
    def f(x):
        t = pure_callback(lambda v: (np.ones(4, np.float32), np.ones(5, np.int32)),
                          (SDS((4,), f32), SDS((5,), i32)), x)
        lst = pure_callback(lambda v: [np.float32(1), np.float32(2)], [SDS((), f32)] * 2, x)
        nt = pure_callback(lambda v: P(np.float32(1), np.float32(2)),
                           P(SDS((), f32), SDS((), f32)), x)
        returns = (lambda v: np.float32(1.), lambda v: 1.0, lambda v: np.array(1., np.float32))
        zs = [pure_callback(r, SDS((), f32), x) for r in returns]
        return t, lst, nt, zs
    t, lst, nt, zs = f(jnp.float32(0.))
    assert isinstance(t, tuple) and t[0].shape == (4,) and t[1].dtype == np.int32
    assert isinstance(lst, list) and [float(v) for v in lst] == [1., 2.]
    assert isinstance(nt, P) and (float(nt.a), float(nt.b)) == (1., 2.)
    assert [float(z) for z in zs] == [1., 1., 1.]


# ---------------------------------------------------------------- dtypes
def test_inputs_are_canonicalized_before_the_host_sees_them(x32):
    seen = []

    def cb(v):
        seen.append(v.dtype)
        return v
    f = hostcall.jit(lambda x: pure_callback(cb, x, x))
    assert f(np.arange(3, dtype=np.float64)).dtype == np.float32
    f(np.arange(3, dtype=np.int64))
    f(1.5)
    assert seen == [np.float32, np.int32, np.float32]


def test_output_coercion_without_x64(x32):
    out = pure_callback(lambda: np.array([1.5], np.float64), SDS((1,), f32))
    assert out.dtype == np.float32 and out.tolist() == [1.5]
    assert pure_callback(lambda: np.array(3, np.int64), SDS((), i32)).dtype == np.int32
    with pytest.raises(RuntimeError, match="Incorrect output dtype for return value #0: "
                       "Expected: float32, Actual: int32"):
        pure_callback(lambda: np.array(3, np.int32), SDS((), f32))


def test_x64_round_trips_and_strict_python_scalars(x64):
    kinds = (np.float64, np.int64, np.uint64, np.complex128)
    args = [np.array([1, 2], k) for k in kinds]
    outs = pure_callback(lambda *v: tuple(x * 2 for x in v), tuple(args), *args)
    assert [o.dtype for o in outs] == [np.dtype(k) for k in kinds]
    assert outs[1].tolist() == [2, 4]
    assert float(pure_callback(lambda: 42.0, SDS((), np.float64))) == 42.0
    for value, spec, actual in ((42, i32, "int64"), (42.0, f32, "float64"),
                                (np.float64(1), f32, "float64")):
        with pytest.raises(RuntimeError, match=f"Expected: {np.dtype(spec).name}, "
                           f"Actual: {actual}"):
            pure_callback(lambda: value, SDS((), spec))


def test_dtypes_zero_size_and_zero_d_round_trip_through_jit():
    import ml_dtypes
    values = [np.array([True, False]), np.arange(3, dtype=np.int8), np.arange(3, dtype=np.uint8),
              np.arange(3, dtype=np.int16), np.arange(3, dtype=np.uint16),
              np.arange(3, dtype=np.int32), np.arange(3, dtype=np.uint32),
              np.array([1.5, 2.25], np.float16), np.array([1.5, 2.25], ml_dtypes.bfloat16),
              np.array([0.5], np.float32), np.array([1 + 2j], np.complex64),
              np.zeros((0, 3), np.float32), np.array(7, np.int32)]
    seen = []

    def echo(*vs):
        seen.extend((v.dtype, v.shape) for v in vs)
        return tuple(np.array(v) for v in vs)
    f = hostcall.jit(lambda *xs: pure_callback(echo, xs, *xs))
    outs = f(*values)
    for v, o in zip(values, outs):
        assert o.dtype == v.dtype and o.shape == v.shape
        np.testing.assert_array_equal(np.asarray(o), v)
    assert seen == [(v.dtype, v.shape) for v in values]


# ---------------------------------------------------------------- no arguments
def test_no_arguments_and_no_results(capsys):
    @hostcall.jit
    def f(x):
        io_callback(lambda: print("hello"), None)
        return x
    assert float(f(1.)) == 1.0
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "hello\n"
    g = hostcall.jit(lambda: pure_callback(lambda: (np.ones(4, np.float32), np.ones(5, np.int32)),
                                           (SDS((4,), f32), SDS((5,), i32))))
    a, b = g()
    assert a.tolist() == [1.] * 4 and b.tolist() == [1] * 5 and b.dtype == np.int32


# ---------------------------------------------------------------- seeds
def test_seed_pure_callback_f_host_sin_eager_and_jit():
    def f_host(x):
        return np.sin(x).astype(x.dtype)

    def f(x):
        return pure_callback(f_host, SDS(x.shape, x.dtype), x)
    x = jnp.arange(5.0)
    expected = ("Array([ 0.       ,  0.841471 ,  0.9092974,  0.14112  , -0.7568025],      "
                "dtype=float32)")
    assert repr(f(x)) == expected
    assert repr(hostcall.jit(f)(x)) == expected


def test_seed_dce_f1_prints_and_f2_does_not(capsys):
    def print_something():
        print("printing something")
        return np.int32(0)

    @hostcall.jit
    def f1():
        return pure_callback(print_something, np.int32(0))

    @hostcall.jit
    def f2():
        pure_callback(print_something, np.int32(0))
        return 1.0
    f1()
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "printing something\n"
    f2()
    hostcall.effects_barrier()
    assert capsys.readouterr().out == ""


def test_seed_io_callback_host_side_random_like(capsys):
    global_rng = np.random.default_rng(0)

    def host_side_random_like(x):
        print(f"generating {x.dtype}{list(x.shape)}")
        return global_rng.uniform(size=x.shape).astype(x.dtype)

    @hostcall.jit
    def numpy_random_like(x):
        return io_callback(host_side_random_like, x, x)
    out = numpy_random_like(jnp.zeros(5))
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "generating float32[5]\n"
    assert repr(out) == ("Array([0.6369617 , 0.26978672, 0.04097353, 0.01652764, 0.8132702 ],"
                         "      dtype=float32)")


def test_seed_multiple_outputs_and_sin_times_y_plus_one():
    def multi_output_pure_function(x):
        return np.sum(x), np.mean(x)

    def jax_multi_output_callback(arr):
        spec = (SDS((), arr.dtype), SDS((), arr.dtype))
        sum_val, mean_val = pure_callback(multi_output_pure_function, spec, arr)
        return sum_val * 2, mean_val * 3
    res1, res2 = hostcall.jit(jax_multi_output_callback)(jnp.arange(5.0))
    assert f"{res1=}, {res2=}".replace("Array(", "").count("dtype=float32") == 2
    assert (float(res1), float(res2)) == (20.0, 6.0)

    def external_pure_python_computation(x, y):
        if isinstance(x, hostcall.Array):
            x = np.array(x)
        return np.sin(x) * y + 1.0

    def jax_function_using_callback(a, b):
        result = pure_callback(external_pure_python_computation, SDS(a.shape, a.dtype), a, b)
        return result + a
    a = np.random.default_rng(0).normal(size=(3, 3)).astype(np.float32)
    out = hostcall.jit(jax_function_using_callback)(a, 2.0)
    np.testing.assert_allclose(np.asarray(out), np.sin(a) * 2.0 + 1.0 + a, rtol=1e-6)


# ---------------------------------------------------------------- threads
def test_concurrent_unordered_callbacks_from_threads():
    f = hostcall.jit(lambda x: pure_callback(lambda v: v * 2, x, x))
    f(jnp.float32(0.))
    results, errors = {}, []

    def work(i):
        try:
            results[i] = [float(f(jnp.float32(i * 100 + k))) for k in range(20)]
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)
    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert results == {i: [2. * (i * 100 + k) for k in range(20)] for i in range(4)}


def test_io_callback_declared_without_results_must_return_none():
    """JAX 0.10: "Mismatched number of outputs from callback. Expected: 0, Actual: 1", compiled
    and eager; None and () are fine."""
    f = hostcall.jit(lambda x: (io_callback(lambda v: v * 2, None, x), x + 1)[1])
    with pytest.raises(Exception, match=r"Mismatched number of outputs from callback\. "
                                        r"Expected: 0, Actual: 1"):
        f(jnp.ones(2))
    with pytest.raises(Exception, match="Expected: 0, Actual: 1"):
        io_callback(lambda v: v * 2, None, jnp.ones(2))
    g = hostcall.jit(lambda x: (io_callback(lambda v: None, None, x),
                                io_callback(lambda v: (), None, x), x + 1)[2])
    np.testing.assert_array_equal(np.asarray(g(jnp.ones(2))), [2.0, 2.0])
