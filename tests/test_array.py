"""hostcall.Array: metadata, host views, printing as JAX prints, conversions, pickling."""
import pickle

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp


def test_metadata():
    a = jnp.zeros((2, 3), jnp.int32)
    assert (a.shape, a.dtype, a.ndim, a.size, a.nbytes) == ((2, 3), np.int32, 2, 6, 24)
    assert len(a) == 2
    assert isinstance(a, hostcall.Array) and isinstance(a, jnp.ndarray)


def test_array_protocol_is_a_read_only_zero_copy_view():
    a = hostcall.jit(lambda: jnp.arange(4.0))()
    v1, v2 = np.asarray(a), np.asarray(a)
    assert np.shares_memory(v1, v2)                 # the same mapping, no copy per call
    assert not v1.flags.writeable
    with pytest.raises(ValueError):
        v1[0] = 5
    assert np.asarray(a, dtype=np.int32).dtype == np.int32
    assert np.array(a).flags.writeable              # np.array copies


def test_block_until_ready_returns_itself():
    a = hostcall.jit(lambda x: x * 2)(jnp.ones(3))
    assert a.block_until_ready() is a


@pytest.mark.parametrize("make, text", [
    (lambda: jnp.sin(jnp.arange(5.0)),
     "Array([ 0.       ,  0.841471 ,  0.9092974,  0.14112  , -0.7568025],      dtype=float32)"),
    (lambda: jnp.asarray(1), "Array(1, dtype=int32, weak_type=True)"),
    (lambda: jnp.asarray(2.5), "Array(2.5, dtype=float32, weak_type=True)"),
    (lambda: jnp.float32(2.5), "Array(2.5, dtype=float32)"),
    (lambda: jnp.arange(3), "Array([0, 1, 2], dtype=int32)"),
    (lambda: jnp.asarray([True, False]), "Array([ True, False], dtype=bool)"),
    (lambda: jnp.zeros((0, 3)), "Array([], shape=(0, 3), dtype=float32)"),
    (lambda: jnp.ones((2, 2), jnp.int32), "Array([[1, 1],\n       [1, 1]], dtype=int32)"),
    (lambda: jnp.arange(3) * 0.5, "Array([0. , 0.5, 1. ], dtype=float32, weak_type=True)"),
    (lambda: jnp.asarray([1 + 2j], jnp.complex64), "Array([1.+2.j], dtype=complex64)"),
])
def test_repr_as_jax_prints(make, text):
    assert repr(make()) == text


def test_repr_of_compiled_result_and_long_rows():
    a = hostcall.jit(lambda: jnp.ones((3, 40)))()
    r = repr(a)
    assert r.startswith("Array([[1., 1., 1.,") and r.endswith("1., 1.]], dtype=float32)")
    width = np.get_printoptions()["linewidth"]
    assert all(len(line) <= width for line in r.splitlines())


def test_str_and_format():
    assert str(jnp.arange(3)) == "[0 1 2]"
    assert str(jnp.asarray(1.5)) == "1.5"
    assert f"{jnp.asarray(1.5):.3f}" == "1.500"


def test_scalar_conversions():
    assert int(jnp.asarray(3)) == 3 and float(jnp.asarray(2.5)) == 2.5
    assert bool(jnp.asarray(True)) is True and complex(jnp.asarray(1j)) == 1j
    assert [10, 20, 30][jnp.asarray(1)] == 20           # __index__
    assert jnp.asarray(3).item() == 3 and jnp.arange(2).tolist() == [0, 1]
    with pytest.raises(TypeError, match="only integer arrays"):
        [1, 2][jnp.asarray(1.0)]
    with pytest.raises(ValueError):
        bool(jnp.ones(2))                               # ambiguous, as in numpy
    with pytest.raises(TypeError, match="unhashable"):
        hash(jnp.ones(2))


def test_zero_d_and_empty_arrays():
    s = jnp.asarray(4.0)
    assert s.shape == () and s.ndim == 0 and s.size == 1
    with pytest.raises(TypeError, match="len\\(\\) of unsized object"):
        len(s)
    with pytest.raises(TypeError, match="iteration over a 0-d array"):
        iter(s)
    e = hostcall.jit(lambda x: x * 2)(jnp.zeros((0, 2)))
    assert e.shape == (0, 2) and np.asarray(e).shape == (0, 2) and len(e) == 0
    assert list(e) == []


def test_iteration_yields_rows():
    rows = list(jnp.arange(6).reshape(3, 2))
    assert len(rows) == 3 and all(isinstance(r, hostcall.Array) for r in rows)
    assert [r.tolist() for r in rows] == [[0, 1], [2, 3], [4, 5]]


@pytest.mark.parametrize("make", [
    lambda: jnp.arange(6.0).reshape(2, 3), lambda: jnp.asarray(1.5),
    lambda: hostcall.jit(lambda: jnp.arange(4, dtype=jnp.int8))(),
    lambda: jnp.ones(2, jnp.bfloat16)])
def test_pickle_round_trip(make):
    a = make()
    b = pickle.loads(pickle.dumps(a))
    assert isinstance(b, hostcall.Array)
    assert (b.shape, b.dtype, b.weak_type) == (a.shape, a.dtype, a.weak_type)
    np.testing.assert_array_equal(np.asarray(b), np.asarray(a))


def test_devices_lists_the_cpu():
    devs = hostcall.devices()
    cpus = [d for d in devs if repr(d).startswith("CpuDevice")]
    assert cpus and cpus[0].platform == "cpu"
    assert hostcall.devices("cpu") == cpus
    assert jnp.ones(2).device.platform == "cpu"
    assert hostcall.jit(lambda: jnp.ones(2), backend="cpu")().devices() == {cpus[0]}
    # unnamed, jit runs on the default platform (a GPU where one is usable, as JAX does)
    default = hostcall.devices(hostcall.default_backend())[0]
    assert hostcall.jit(lambda: jnp.ones(2))().devices() == {default}


def test_numpy_ufuncs_accept_arrays():
    a = jnp.arange(3.0)
    out = np.sin(a)
    assert isinstance(out, np.ndarray)
    np.testing.assert_allclose(out, np.sin(np.arange(3.0)))
    mixed = np.arange(3.0) + a          # the hostcall array's operator wins, as in JAX
    assert isinstance(mixed, hostcall.Array) and mixed.dtype == np.float32
    assert mixed.tolist() == [0.0, 2.0, 4.0]
