"""Core API that ported JAX programs use: hostcall.tree, test_util.check_grads,
make_jaxpr, lax.Precision / precision= / preferred_element_type=, ShapeDtypeStruct.like,
typeof and Array.sharding.  Expected values are JAX 0.10's."""
from collections import namedtuple

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.test_util import check_grads

Point = namedtuple("Point", "a b")
TREE = {"x": [1, 2], "y": Point(3, (4,))}


# ------------------------------------------------------------------- hostcall.tree
def test_tree_functions_match_jax_tree():
    tree = hostcall.tree
    assert tree.leaves(TREE) == [1, 2, 3, 4]
    leaves, treedef = tree.flatten(TREE)
    assert tree.unflatten(treedef, [x * 10 for x in leaves]) == \
        {"x": [10, 20], "y": Point(30, (40,))}
    assert tree.structure(TREE) == treedef and treedef.num_leaves == 4
    assert tree.map(lambda x, y: x + y, TREE, TREE) == {"x": [2, 4], "y": Point(6, (8,))}
    assert tree.reduce(lambda a, b: a + b, TREE) == 10
    assert tree.reduce(lambda a, b: a + b, TREE, 10) == 20
    assert tree.all([True, (1, 2)]) and not tree.all([True, (0, 2)])
    assert tree.all([None, [{}]])
    assert tree.transpose(tree.structure([0, 0]), tree.structure((0, 0)),
                          [(1, 2), (3, 4)]) == ([1, 3], [2, 4])
    assert tree.broadcast([1, 2], [(3, 4), 5]) == [(1, 1), 2]
    assert tree.leaves([1, (2, 3)], is_leaf=lambda x: isinstance(x, tuple)) == [1, (2, 3)]


def test_tree_key_paths():
    tree = hostcall.tree
    keystr = hostcall.tree_util.keystr
    assert [(keystr(p), v) for p, v in tree.leaves_with_path(TREE)] == [
        ("['x'][0]", 1), ("['x'][1]", 2), ("['y'].a", 3), ("['y'].b[0]", 4)]
    pairs, treedef = tree.flatten_with_path(TREE)
    assert treedef == tree.structure(TREE) and len(pairs) == 4
    assert tree.map_with_path(lambda p, x: keystr(p), TREE) == {
        "x": ["['x'][0]", "['x'][1]"], "y": Point(a="['y'].a", b=("['y'].b[0]",))}


def test_tree_of_arrays_in_a_jitted_update():
    params = {"w": jnp.ones((2, 2)), "b": jnp.zeros(2)}
    grads = hostcall.grad(lambda p: (p["w"].sum() + p["b"].sum()) ** 2)(params)
    new = hostcall.jit(lambda p, g: hostcall.tree.map(lambda a, b: a - 0.1 * b, p, g))(
        params, grads)
    np.testing.assert_allclose(new["w"], np.full((2, 2), 0.2), rtol=1e-6)
    np.testing.assert_allclose(new["b"], np.full(2, -0.8), rtol=1e-6)


# -------------------------------------------------------------------- check_grads
def test_check_grads_passes_for_correct_derivatives():
    check_grads(lambda x: jnp.sin(x) * x ** 2, (np.float32(1.3),), order=2)
    check_grads(lambda x, y: jnp.tanh(x @ y).sum(),
                (np.ones((2, 3), np.float32) * 0.3, np.arange(6.0, dtype=np.float32)
                 .reshape(3, 2) * 0.1), order=1)
    check_grads(lambda p: p["a"] * jnp.exp(p["b"]), ({"a": 1.5, "b": 0.5},), order=1,
                modes=["rev"])
    check_grads(jnp.cos, (0.7,), order=1, modes=["lin"])


def test_check_grads_catches_a_wrong_rule_in_each_mode():
    wrong = hostcall.custom_jvp(jnp.sin)
    wrong.defjvp(lambda p, t: (jnp.sin(p[0]), 2.0 * t[0]))
    with pytest.raises(AssertionError, match="JVP tangent"):
        check_grads(wrong, (1.0,), order=1, modes=["fwd"])
    with pytest.raises(AssertionError, match="VJP cotangent projection"):
        check_grads(wrong, (1.0,), order=1, modes=["rev"])
    # a wrong second derivative only shows at order 2
    bad_second = hostcall.custom_jvp(lambda x: x ** 3)
    bad_second.defjvp(lambda p, t: (p[0] ** 3,
                                    3.0 * lax.stop_gradient(p[0] ** 2) * t[0]))
    check_grads(bad_second, (1.1,), order=1, modes=["fwd"])
    with pytest.raises(AssertionError):
        check_grads(bad_second, (1.1,), order=2, modes=["fwd"])


def test_check_grads_with_vmap_and_branches():
    check_grads(hostcall.vmap(lambda x: jnp.sin(x) * 2.0), (np.arange(3.0, dtype=np.float32),),
                order=2)
    check_grads(lambda x: 3 * x ** 2 if x < 3 else -4 * x, (2.0,), order=2)
    check_grads(lambda x: 3 * x ** 2 if x < 3 else -4 * x, (4.0,), order=2)


# ---------------------------------------------------------------------- make_jaxpr
def test_make_jaxpr_shows_the_traced_stablehlo():
    program = hostcall.make_jaxpr(lambda x: jnp.sin(x) * 2.0)(jnp.ones(3))
    text = str(program)
    assert "func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32>" in text
    assert "stablehlo.sine" in text and "stablehlo.multiply" in text
    assert program.in_avals == [hostcall.ShapedArray((3,), np.float32)]
    assert program.out_avals == [hostcall.ShapedArray((3,), np.float32)]
    assert program.ops == ["stablehlo.sine", "stablehlo.constant",
                           "stablehlo.broadcast_in_dim", "stablehlo.multiply", "func.return"]
    program, shapes = hostcall.make_jaxpr(lambda x: (x, x.sum()), return_shape=True)(1.0)
    assert shapes == (hostcall.ShapeDtypeStruct((), np.float32),) * 2
    assert repr(shapes[0]) == "ShapeDtypeStruct(shape=(), dtype=float32, weak_type=True)"
    static = hostcall.make_jaxpr(lambda x, n: x ** n, static_argnums=1)(jnp.ones(2), 3)
    assert "tensor<2xf32>" in str(static)
    with pytest.raises(hostcall.ConcretizationTypeError):
        hostcall.make_jaxpr(lambda x: x if x > 0 else -x)(1.0)


# ---------------------------------------------------------------------- precision
def test_precision_values_and_validation():
    P = lax.Precision
    assert P("highest") is P.HIGHEST and P("float32") is P.HIGHEST
    assert P("high") is P.HIGH and P("bfloat16") is P.DEFAULT
    assert [p.name for p in P] == ["DEFAULT", "HIGH", "HIGHEST"]
    with pytest.raises(ValueError):
        P("fast")
    with pytest.raises(ValueError, match="Precision argument"):
        jnp.dot(jnp.ones(2), jnp.ones(2), precision=3)


def test_precision_is_kept_in_the_ir_and_results_agree():
    a = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    b = np.arange(12.0, dtype=np.float32).reshape(3, 4)
    f = hostcall.jit(lambda a, b: jnp.matmul(a, b, precision=lax.Precision.HIGHEST))
    assert "precision = [HIGHEST, HIGHEST]" in f.lower(a, b).as_text()
    np.testing.assert_allclose(f(a, b), a @ b)
    for fn in (lambda a, b: jnp.dot(a, b, precision="high"),
               lambda a, b: lax.dot(a, b, precision=(lax.Precision.HIGHEST, "default")),
               lambda a, b: lax.dot_general(a, b, (((1,), (0,)), ((), ())),
                                            precision="highest"),
               lambda a, b: jnp.tensordot(a, b, 1, precision="highest"),
               lambda a, b: jnp.inner(a, b.T, precision="highest")):
        np.testing.assert_allclose(fn(a, b), a @ b)
        np.testing.assert_allclose(hostcall.jit(fn)(a, b), a @ b)
    g = hostcall.grad(lambda x: jnp.matmul(x, x.T, precision="highest").sum())
    np.testing.assert_allclose(g(np.arange(4.0, dtype=np.float32).reshape(2, 2)),
                               [[4.0, 8.0], [4.0, 8.0]])
    np.testing.assert_allclose(
        hostcall.vmap(lambda v: jnp.dot(v, b, precision="highest"))(a), a @ b)


def test_preferred_element_type():
    i8 = np.full((2, 3), 100, np.int8)
    want = np.full((2, 2), 30000, np.int32)
    for fn in (lambda a, b: lax.dot(a, b, preferred_element_type=jnp.int32),
               lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.int32),
               lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.int32)):
        for run in (fn, hostcall.jit(fn)):
            out = run(i8, i8.T)
            assert out.dtype == np.int32
            np.testing.assert_array_equal(out, want)
    h = np.ones((2, 3), np.float16)
    out = hostcall.jit(lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32))(h, h.T)
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, np.full((2, 2), 3.0))


# --------------------------------------------- ShapeDtypeStruct, typeof, sharding
def test_shape_dtype_struct_like_update_and_typeof():
    x = jnp.ones((2, 3))
    s = hostcall.ShapeDtypeStruct.like(x)
    assert (s.shape, s.dtype, s.weak_type) == ((2, 3), np.float32, False)
    assert s.sharding == x.sharding
    assert hostcall.ShapeDtypeStruct.like(np.ones(3, np.float64)).dtype == np.float32
    assert hostcall.ShapeDtypeStruct.like(1.0).weak_type
    assert s.update(dtype=np.int32) == hostcall.ShapeDtypeStruct((2, 3), np.int32)
    with pytest.raises(TypeError, match="unexpected fields"):
        s.update(color="red")
    assert hostcall.typeof(x) == hostcall.ShapedArray((2, 3), np.float32)
    assert hostcall.typeof(1.0).weak_type
    out = hostcall.pure_callback(lambda v: v * 2, hostcall.ShapeDtypeStruct.like(x), x)
    np.testing.assert_array_equal(out, np.full((2, 3), 2.0))
    assert hostcall.jit(lambda v: v + 1).lower(hostcall.ShapeDtypeStruct.like(x)).as_text() \
        .count("tensor<2x3xf32>") >= 2


def test_array_sharding_is_single_device():
    x = jnp.arange(6.0).reshape(2, 3)
    sh = x.sharding
    dev = hostcall.devices()[0] if x.device.platform == hostcall.devices()[0].platform \
        else x.device
    assert sh.device_set == {x.device} and sh.num_devices == 1
    assert sh.devices_indices_map(x.shape) == {x.device: (slice(None), slice(None))}
    assert sh.addressable_devices == {x.device} and sh.is_fully_addressable
    assert sh.is_fully_replicated and sh.shard_shape(x.shape) == (2, 3)
    assert sh.memory_kind == "device" and sh.with_memory_kind("pinned_host").memory_kind \
        == "pinned_host"
    assert isinstance(sh, hostcall.sharding.SingleDeviceSharding)
    assert repr(sh).startswith("SingleDeviceSharding(device=")
    assert dev in hostcall.devices()
    y = hostcall.jit(lambda v: v * 2)(x)
    assert y.sharding == hostcall.device_put(x).sharding
