"""Top-level names of JAX's API: eval_shape, device_get, disable_jit, clear_caches, the
device and process counts, named_call / named_scope, ensure_compile_time_eval,
default_device, custom_gradient, float0, print_environment_info."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.test_util import check_grads


def test_eval_shape_traces_without_running():
    calls = []

    def f(x, y):
        calls.append(1)
        return {"m": x @ y, "s": x.sum(), "i": jnp.argmax(y)}
    out = hostcall.eval_shape(f, jnp.ones((2, 3)), hostcall.ShapeDtypeStruct((3, 4), np.float32))
    assert out == {"m": hostcall.ShapeDtypeStruct((2, 4), np.float32),
                   "s": hostcall.ShapeDtypeStruct((), np.float32),
                   "i": hostcall.ShapeDtypeStruct((), np.int32)}
    assert hostcall.eval_shape(lambda x: x * 2, 1.0).weak_type
    assert len(calls) == 1


def test_device_get_and_device_counts():
    got = hostcall.device_get({"a": jnp.arange(3), "b": (jnp.ones(2), "s")})
    assert type(got["a"]) is np.ndarray and got["b"][1] == "s"
    np.testing.assert_array_equal(got["a"], [0, 1, 2])
    assert hostcall.local_devices() == hostcall.devices()
    assert hostcall.local_device_count() == hostcall.device_count() == len(hostcall.devices())
    assert (hostcall.process_count(), hostcall.process_index(), hostcall.process_indices()) \
        == (1, 0, [0])
    with pytest.raises(ValueError):
        hostcall.local_devices(process_index=1)


def test_disable_jit_runs_python_eagerly():
    seen = []

    @hostcall.jit
    def f(x):
        seen.append(type(x).__name__)
        return x * 2 if x > 0 else -x    # Python control flow on a value: eager only
    with hostcall.disable_jit():
        assert f(3.0) == 6.0 and f(-2.0) == 2.0
        np.testing.assert_array_equal(f(jnp.float32(1.5)), 3.0)
    assert "Tracer" not in "".join(seen)
    with pytest.raises(hostcall.ConcretizationTypeError):
        f(3.0)
    g = hostcall.jit(lambda x: x + 1)
    with hostcall.disable_jit(False):
        np.testing.assert_array_equal(g(1.0), 2.0)


def test_clear_caches_forgets_compiled_programs():
    f = hostcall.jit(lambda x: x * 3)
    f(1.0)
    assert f._cache
    hostcall.clear_caches()
    assert not f._cache
    from hostcall.runtime import cache
    assert cache.memory_bytes() == 0
    np.testing.assert_array_equal(f(2.0), 6.0)


def test_ensure_compile_time_eval_gives_concrete_values_under_jit():
    def f(x):
        with hostcall.ensure_compile_time_eval():
            n = int(jnp.sum(jnp.arange(4)))     # concrete: 6
            y = x * n                           # x is traced: staged
        return y
    np.testing.assert_array_equal(hostcall.jit(f)(2.0), 12.0)
    with pytest.raises(hostcall.ConcretizationTypeError):
        hostcall.jit(lambda x: x * int(jnp.sum(jnp.arange(4))))(2.0)


def test_named_call_and_named_scope():
    f = hostcall.named_call(lambda x: jnp.sin(x) * 2, name="scaled_sin")
    assert f.__name__ == "scaled_sin"
    np.testing.assert_allclose(hostcall.jit(f)(1.0), 2 * np.sin(1.0), rtol=1e-6)

    def g(x):
        with hostcall.named_scope("layer1"):
            return x + 1
    np.testing.assert_array_equal(hostcall.jit(g)(1.0), 2.0)
    with pytest.raises(TypeError):
        with hostcall.named_scope(3):
            pass


def test_default_device_names_the_platform():
    with hostcall.default_device("cpu"):
        assert hostcall.default_backend() == "cpu"
        assert hostcall.jit(lambda x: x - 1)(5.0).device.platform == "cpu"
    with hostcall.default_device(hostcall.devices("cpu")[0]):
        assert hostcall.default_backend() == "cpu"


def test_custom_gradient():
    @hostcall.custom_gradient
    def f(x):
        return jnp.sin(x), lambda g: g * 10.0       # a deliberately wrong rule

    @hostcall.custom_gradient
    def clip_grad(x, y):
        return x * y, lambda g: (jnp.clip(g * y, -1, 1), jnp.clip(g * x, -1, 1))
    np.testing.assert_allclose(f(1.0), np.sin(1.0), rtol=1e-6)
    assert hostcall.grad(f)(1.0) == 10.0
    assert hostcall.jit(hostcall.grad(f))(1.0) == 10.0
    np.testing.assert_array_equal(hostcall.vmap(hostcall.grad(f))(jnp.ones(3)), [10.0] * 3)
    np.testing.assert_array_equal(hostcall.grad(clip_grad, argnums=(0, 1))(3.0, 0.5),
                                  (0.5, 1.0))

    @hostcall.custom_gradient
    def log1pexp(x):      # JAX's documentation example
        e = jnp.exp(x)
        return jnp.log1p(e), lambda g: g * (1 - 1 / (1 + e))
    check_grads(log1pexp, (0.3,), order=1, modes=["rev"])


def test_float0_and_environment_info():
    assert hostcall.float0 == np.dtype([("float0", np.void, 0)])
    assert hostcall.float0.itemsize == 0
    text = hostcall.print_environment_info(return_string=True)
    assert "hostcall" in text and "iree-base-compiler" in text and "numpy" in text
