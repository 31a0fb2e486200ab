"""The jit dispatch fast path: positional numpy arrays and hostcall.Arrays of a signature
already compiled go straight to the executable (keyed by dtype and shape per argument)."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.experimental import enable_x64


def _counting_jit(fun):
    calls = []

    def body(*args):
        calls.append(1)
        return fun(*args)
    return hostcall.jit(body), calls


def test_numpy_arguments_match_the_full_path_and_do_not_retrace():
    f, calls = _counting_jit(lambda a, b: jnp.sin(a + b) * b)
    a = np.linspace(-2, 2, 6, dtype=np.float32)
    b = np.arange(6, dtype=np.float32)
    want = np.sin(a + b) * b
    for _ in range(3):
        np.testing.assert_allclose(f(a, b), want, rtol=1e-6, atol=1e-6)
    b2 = b + 1                                    # new values, same signature
    np.testing.assert_allclose(f(a, b2), np.sin(a + b2) * b2, rtol=1e-6, atol=1e-6)
    assert len(calls) == 1
    assert len(f._fast_cache) == 1


def test_numpy_and_array_arguments_mix_and_share_the_executable():
    f, calls = _counting_jit(lambda a, b: a * 2 - b)
    x, y = np.arange(4, dtype=np.float32), np.full(4, 0.5, np.float32)
    np.testing.assert_array_equal(f(x, y), x * 2 - y)
    np.testing.assert_array_equal(f(jnp.asarray(x), y), x * 2 - y)
    np.testing.assert_array_equal(f(x, jnp.asarray(y)), x * 2 - y)
    out = f(jnp.asarray(x), jnp.asarray(y))
    np.testing.assert_array_equal(f(out, y), (x * 2 - y) * 2 - y)   # a result passed on
    assert len(calls) == 1


def test_a_new_shape_or_dtype_compiles_a_new_signature():
    f, calls = _counting_jit(lambda a: a + 1)
    np.testing.assert_array_equal(f(np.zeros(3, np.float32)), [1, 1, 1])
    np.testing.assert_array_equal(f(np.zeros(4, np.float32)), [1, 1, 1, 1])
    out = f(np.zeros(3, np.int32))
    assert out.dtype == np.int32 and out.tolist() == [1, 1, 1]
    assert len(calls) == 3


def test_non_contiguous_and_converted_arguments_are_copied_correctly():
    f, calls = _counting_jit(lambda a: a * 10)
    base = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_array_equal(f(base.T), base.T * 10)
    np.testing.assert_array_equal(f(base[:, ::-1].T.copy()), base[:, ::-1].T * 10)
    np.testing.assert_array_equal(f(base.T), base.T * 10)   # fast path, strided input
    # float64 numpy narrows to float32 without x64, on both paths
    wide = np.arange(12, dtype=np.float64).reshape(4, 3) / 3
    out = f(wide)
    assert out.dtype == np.float32
    np.testing.assert_allclose(f(wide), (wide * 10).astype(np.float32), rtol=1e-6)
    # big-endian input: same dtype kind, other byte order, converted
    big = np.arange(12, dtype=">f4").reshape(4, 3)
    np.testing.assert_array_equal(f(big), np.arange(12, dtype=np.float32).reshape(4, 3) * 10)
    np.testing.assert_array_equal(f(big), np.arange(12, dtype=np.float32).reshape(4, 3) * 10)
    assert len(calls) == 1


def test_bool_arguments_on_the_fast_path():
    f = hostcall.jit(lambda m, x: jnp.where(m, x, -x))
    m = np.array([True, False, True, False])
    x = np.arange(4, dtype=np.int32)
    for _ in range(2):
        np.testing.assert_array_equal(f(m, x), [0, -1, 2, -3])
    np.testing.assert_array_equal(f(~m, x), [0, 1, -2, 3])


def test_x64_mode_keys_its_own_signature(x32):
    f, calls = _counting_jit(lambda a: a * 3)
    x = np.arange(3, dtype=np.int64)
    assert f(x).dtype == np.int32
    with enable_x64():
        out = f(x)
        assert out.dtype == np.int64 and out.tolist() == [0, 3, 6]
        assert f(x).dtype == np.int64
    assert f(x).dtype == np.int32
    assert len(calls) == 2


def test_wrong_arguments_still_take_the_full_path_with_its_errors():
    f = hostcall.jit(lambda a: a + 1)
    f(np.zeros(2, np.float32))
    with pytest.raises(TypeError, match="not a valid array"):
        f(np.array(["a", "b"], dtype=object))
    with pytest.raises(TypeError, match="compiled for"):
        f.lower(np.zeros(2, np.float32)).compile()(np.zeros(3, np.float32))
    np.testing.assert_array_equal(f(np.ones(2, np.float32)), [2, 2])


def test_a_call_inside_a_trace_is_staged_not_run():
    inner = hostcall.jit(lambda a: a * 2)
    inner(np.ones(3, np.float32))                # compiled, on the fast path now
    outer = hostcall.jit(lambda x: inner(np.ones(3, np.float32)) + x)
    program = hostcall.make_jaxpr(lambda x: inner(np.ones(3, np.float32)) + x)(
        np.zeros(3, np.float32))
    assert "= call @" in str(program)
    np.testing.assert_array_equal(outer(np.full(3, 5, np.float32)), [7, 7, 7])


def test_several_results_and_pytrees_on_the_fast_path():
    f = hostcall.jit(lambda a, b: {"sum": a + b, "pair": (a * b, a - b)})
    a, b = np.arange(3, dtype=np.float32), np.full(3, 2, np.float32)
    for _ in range(2):
        out = f(a, b)
        np.testing.assert_array_equal(out["sum"], a + b)
        np.testing.assert_array_equal(out["pair"][0], a * b)
        np.testing.assert_array_equal(out["pair"][1], a - b)


def test_zero_dimensional_arguments_keep_their_rank_when_converted():
    f, calls = _counting_jit(lambda a, b: a * b + 1)
    for _ in range(3):
        out = f(np.array(3, np.int64), np.array(4, np.int32))    # int64 narrows to int32
        assert out.shape == () and out.dtype == np.int32 and int(out) == 13
    strided = np.arange(10, dtype=np.float32)[::2]
    g = hostcall.jit(lambda v: v.sum())
    for _ in range(2):
        assert float(g(strided)) == 20.0 and g(strided).shape == ()
    assert len(calls) == 1


def test_results_of_successive_and_concurrent_calls_stay_their_own():
    """Each call's Arrays keep their own buffers, and threads calling one function get
    their own results."""
    import threading
    f = hostcall.jit(lambda a, b: (a * b, a + b))
    x, y = hostcall.device_put(np.arange(4.0, dtype=np.float32)), hostcall.device_put(
        np.full(4, 2.0, np.float32))
    first = f(x, y)
    second = f(y, x + 1)
    np.testing.assert_array_equal(first[0], [0, 2, 4, 6])
    np.testing.assert_array_equal(first[1], [2, 3, 4, 5])
    np.testing.assert_array_equal(second[0], [2, 4, 6, 8])
    wrong = []

    def worker(k):
        for j in range(200):
            a = hostcall.device_put(np.full(4, k + j, np.float32))
            got = np.asarray(f(a, a)[0])
            if not np.array_equal(got, np.full(4, (k + j) ** 2, np.float32)):
                wrong.append((k, j))
    threads = [threading.Thread(target=worker, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []
