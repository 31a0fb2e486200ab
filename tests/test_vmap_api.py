"""hostcall.vmap's API: axes specs, nesting with jit and vmap, and its errors."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def test_pytree_in_axes_none_and_negative_axes():
    def f(params, x):
        return params["w"] * x + params["b"], x.sum()

    params = {"w": np.arange(3.0, dtype=np.float32), "b": np.float32(1.0)}
    x = np.arange(12.0, dtype=np.float32).reshape(3, 4)
    out, total = hostcall.vmap(f, in_axes=({"w": None, "b": None}, -1))(params, x)
    np.testing.assert_allclose(np.asarray(out), (params["w"][:, None] * x + 1.0).T)
    np.testing.assert_allclose(np.asarray(total), x.sum(axis=0))


def test_out_axes_pytree_and_none():
    def f(x, y):
        return {"a": x * 2, "b": y + 1}

    x = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    out = hostcall.vmap(f, in_axes=(0, None), out_axes={"a": 1, "b": None})(x, np.float32(5))
    np.testing.assert_allclose(np.asarray(out["a"]), (x * 2).T)
    assert float(out["b"]) == 6.0
    with pytest.raises(ValueError, match="vmap has mapped output but out_axes is None"):
        hostcall.vmap(lambda x: x + 1, out_axes=None)(x)


def test_nested_vmap_jit_inside_and_outside():
    x = np.arange(24.0, dtype=np.float32).reshape(2, 3, 4)
    inner = hostcall.jit(lambda v: jnp.sin(v) * v.sum())
    f = hostcall.jit(hostcall.vmap(hostcall.vmap(inner), in_axes=1))
    want = np.stack([np.stack([np.sin(x[a, b]) * x[a, b].sum() for a in range(2)])
                     for b in range(3)])
    np.testing.assert_allclose(np.asarray(f(x)), want, rtol=1e-4, atol=1e-4)


def test_vmap_closes_over_traced_values():
    @hostcall.jit
    def f(x, ys):
        return hostcall.vmap(lambda y: y * x + jnp.sum(x))(ys)

    x = np.arange(3.0, dtype=np.float32)
    ys = np.ones((2, 3), np.float32)
    np.testing.assert_allclose(np.asarray(f(x, ys)), ys * x + 3.0)


def test_inner_vmap_closes_over_outer_batched_value():
    xs, ys = np.arange(3.0, dtype=np.float32), np.arange(4.0, dtype=np.float32)
    out = hostcall.vmap(lambda x: hostcall.vmap(lambda y: x * y + jnp.sin(x))(ys))(xs)
    np.testing.assert_allclose(np.asarray(out), xs[:, None] * ys + np.sin(xs)[:, None],
                               rtol=1e-6)


def test_vmap_of_control_flow_with_batched_trip_count():
    f = hostcall.vmap(lambda n: lax.fori_loop(0, n, lambda i, c: c + i, 0))
    np.testing.assert_array_equal(np.asarray(f(jnp.array([0, 1, 4, 6]))), [0, 0, 6, 15])


def test_axis_size_without_mapped_arguments():
    out = hostcall.vmap(lambda: jnp.float32(3.0), in_axes=(), axis_size=4)()
    np.testing.assert_array_equal(np.asarray(out), [3.0] * 4)


def test_inconsistent_sizes_and_bad_axes_are_reported():
    f = hostcall.vmap(lambda a, b: a + b)
    with pytest.raises(ValueError, match="vmap got inconsistent sizes for array axes to be mapped"):
        f(np.zeros(3), np.zeros(4))
    with pytest.raises(ValueError, match="vmap in_axes must be an int, None, or a tuple"):
        hostcall.vmap(lambda a, b: a, in_axes=(0, 0, 0))(np.zeros(3), np.zeros(3))
    with pytest.raises(ValueError, match="implies that its rank should be at least 2"):
        hostcall.vmap(lambda a: a, in_axes=1)(np.zeros(3))
    with pytest.raises(ValueError, match="at least one non-None value in in_axes"):
        hostcall.vmap(lambda a: a, in_axes=None)(np.zeros(3))
    with pytest.raises(ValueError, match="tree prefix"):
        hostcall.vmap(lambda d: d["a"], in_axes=({"b": 0},))({"a": np.zeros(3)})


def test_op_without_batch_rule_names_op_and_location():
    from hostcall.passes import run
    text = """
    func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
      %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<3xf32>) -> tensor<3xf32> loc("model.py":7:3)
      return %0 : tensor<3xf32>
    }"""
    with pytest.raises(NotImplementedError,
                       match=r"Batching rule for 'stablehlo.custom_call' not implemented: "
                             r"custom_call @my_kernel \(at model.py:7"):
        run(text, "hostcall-vmap{function=f batch-size=2}")


def test_empty_batch_makes_no_host_calls():
    calls = []

    def f(x, i):
        y = hostcall.pure_callback(lambda v: (calls.append(v.shape), np.sin(v))[1], x, x)
        return lax.dynamic_update_slice(y, jnp.ones(1, np.float32), (i,))
    out = hostcall.vmap(f, in_axes=[0, 0])(np.zeros((0, 3), np.float32), np.zeros(0, np.int32))
    assert out.shape == (0, 3) and calls == []
