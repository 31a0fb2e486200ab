"""jit: the per-signature cache, static arguments, pytrees, nesting, lowering."""
from collections import namedtuple

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import tree_util
from hostcall.runtime import executor

Point = namedtuple("Point", ["x", "y"])


class Box:
    """A user container registered as a pytree node."""

    def __init__(self, value, label):
        self.value, self.label = value, label


tree_util.register_pytree_node(Box, lambda b: ((b.value,), b.label),
                               lambda label, children: Box(children[0], label))


def _counting(fun):
    """``fun`` wrapped to count how often Python runs its body (= traces)."""
    calls = []

    def wrapped(*args, **kwargs):
        calls.append(1)
        return fun(*args, **kwargs)
    wrapped.__name__ = fun.__name__
    return wrapped, calls


def test_same_signature_does_not_retrace():
    body, calls = _counting(lambda x, y: x * y + 1)
    f = hostcall.jit(body)
    a = f(jnp.arange(3.0), jnp.ones(3))
    b = f(np.array([1.0, 2.0, 3.0], np.float32), np.ones(3, np.float32))
    assert len(calls) == 1
    np.testing.assert_array_equal(a, [1, 2, 3])
    np.testing.assert_array_equal(b, [2, 3, 4])


def test_new_shape_dtype_or_weak_type_retraces():
    body, calls = _counting(lambda x: x + 1)
    f = hostcall.jit(body)
    f(jnp.ones(3))
    f(jnp.ones(4))                          # new shape
    f(jnp.ones(4, jnp.int32))               # new dtype
    f(jnp.asarray(1.0))                     # weak f32[]
    f(jnp.float32(1.0))                     # strong f32[]: a new signature
    f(2.0)                                  # Python float: weak f32[] again (cached)
    assert len(calls) == 5
    assert f(2.0).weak_type and not f(jnp.float32(1.0)).weak_type


def test_static_argnums_and_argnames():
    body, calls = _counting(lambda x, n, *, scale=1.0: x * n * scale)
    f = hostcall.jit(body, static_argnums=1, static_argnames="scale")
    np.testing.assert_array_equal(f(jnp.ones(2), 3), [3, 3])
    np.testing.assert_array_equal(f(jnp.ones(2), 3), [3, 3])
    np.testing.assert_array_equal(f(jnp.ones(2), 4), [4, 4])
    np.testing.assert_array_equal(f(jnp.ones(2), 4, scale=0.5), [2, 2])
    assert len(calls) == 3
    np.testing.assert_array_equal(f(jnp.ones(2), n=5), [5, 5])   # static_argnums by name
    assert len(calls) == 4


def test_static_argnum_negative_and_by_name():
    def g(x, mode):
        return x * 2 if mode == "double" else x
    f = hostcall.jit(g, static_argnums=-1)
    np.testing.assert_array_equal(f(jnp.ones(2), "double"), [2, 2])
    np.testing.assert_array_equal(f(jnp.ones(2), "same"), [1, 1])
    h = hostcall.jit(g, static_argnames="mode")
    np.testing.assert_array_equal(h(jnp.ones(2), mode="double"), [2, 2])
    np.testing.assert_array_equal(h(jnp.ones(2), "double"), [2, 2])


def test_unhashable_static_argument_is_a_clear_error():
    f = hostcall.jit(lambda x, opts: x, static_argnums=1)
    with pytest.raises(ValueError, match=r"Non-hashable static arguments.*list \[1, 2\]"):
        f(jnp.ones(2), [1, 2])


def test_non_array_argument_needs_static():
    f = hostcall.jit(lambda x, name: x)
    with pytest.raises(TypeError, match=r"<lambda>: argument leaf 1 of type str.*static_argnums"):
        f(jnp.ones(2), "name")


def test_kwargs_are_traced():
    body, calls = _counting(lambda x, y=None, *, z: x + y * z)
    f = hostcall.jit(body)
    np.testing.assert_array_equal(f(jnp.ones(2), y=jnp.ones(2), z=3.0), [4, 4])
    np.testing.assert_array_equal(f(jnp.ones(2), z=3.0, y=jnp.zeros(2)), [1, 1])
    assert len(calls) == 1


def test_pytrees_in_and_out():
    def g(tree):
        (a, b), lst, d, nothing, p, box = tree
        assert nothing is None and box.label == "meters"
        return {"sum": a + b + lst[0] + d["k"] + p.x, "pair": (p.y * 2, [box.value + 1]),
                "none": None, "point": Point(p.y, p.x), "box": Box(box.value * 3, box.label)}

    f = hostcall.jit(g)
    tree = ((jnp.ones(2), 1.0), [jnp.arange(2.0)], {"k": jnp.full(2, 10.0)}, None,
            Point(jnp.ones(2), jnp.asarray(5)), Box(jnp.ones(3), "meters"))
    out = f(tree)
    assert set(out) == {"sum", "pair", "none", "point", "box"}
    np.testing.assert_array_equal(out["sum"], [13, 14])
    assert isinstance(out["pair"], tuple) and isinstance(out["pair"][1], list)
    assert int(out["pair"][0]) == 10 and out["none"] is None
    assert isinstance(out["point"], Point) and int(out["point"].x) == 5
    assert isinstance(out["box"], Box) and out["box"].label == "meters"
    np.testing.assert_array_equal(out["box"].value, [3, 3, 3])


def test_nested_jit_and_closures():
    scale = jnp.asarray(3.0)
    inner_body, inner_calls = _counting(lambda v: v * scale)
    inner = hostcall.jit(inner_body)

    def outer(x):
        y = x + 1.0

        @hostcall.jit
        def uses_outer_value(z):
            return z + y            # captures a value traced in the enclosing function

        return inner(x) + inner(y) + uses_outer_value(x)

    f = hostcall.jit(outer)
    np.testing.assert_allclose(f(jnp.arange(3.0)), 3 * np.arange(3) + 3 * (np.arange(3) + 1)
                               + 2 * np.arange(3) + 1)
    assert len(inner_calls) == 1    # traced once, called twice
    text = f.lower(jnp.arange(3.0)).as_text()
    assert text.count("call @") >= 3 and "func.func private" in text


def test_constants_and_inputs_returned_unchanged():
    f = hostcall.jit(lambda x, y: (x, jnp.ones(2), 7, y))
    x = jnp.arange(3.0)
    a, b, c, d = f(x, jnp.int32(4))
    np.testing.assert_array_equal(a, [0, 1, 2])
    np.testing.assert_array_equal(b, [1, 1])
    assert int(c) == 7 and c.dtype == np.int32 and c.weak_type
    assert int(d) == 4 and d.dtype == np.int32


def test_zero_argument_function():
    f = hostcall.jit(lambda: jnp.arange(4) * 2)
    np.testing.assert_array_equal(f(), [0, 2, 4, 6])
    assert f.lower().compile()().tolist() == [0, 2, 4, 6]


def test_lower_as_text_and_compile():
    def g(x, y):
        return jnp.sin(x) @ y

    lowered = hostcall.jit(g).lower(jnp.ones((2, 3)), jnp.ones((3,), jnp.float32))
    text = lowered.as_text()
    assert "func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>)" in text
    assert "stablehlo.sine" in text and "stablehlo.dot_general" in text
    assert "-> tensor<2xf32>" in text
    assert "stablehlo" in lowered.as_text("lowered")
    with pytest.raises(ValueError, match="unknown stage"):
        lowered.as_text("bogus")
    compiled = lowered.compile()
    np.testing.assert_allclose(compiled(jnp.ones((2, 3)), jnp.ones(3)),
                               np.full(2, 3 * np.sin(1.0)), rtol=1e-6)
    # the compiled module is the lowered one: hostcall-reduce-trig replaced the sine
    assert "stablehlo.dot_general" in compiled.as_text()
    assert "stablehlo.sine" not in compiled.as_text()


def test_results_feed_the_next_call_without_host_copy(monkeypatch):
    """A result passes its own device buffer to the next call: no host view is made of
    it (Device.view, what np.asarray of an Array reads), and its ref stays the same."""
    f = hostcall.jit(lambda x: x + 1)
    a = f(jnp.zeros(4))
    g = hostcall.jit(lambda x: x * 2)
    g(a)   # compiled; g's next call takes its dispatch fast path
    ref = a.ref_on(a.device)
    views = []
    real_view = executor.Device.view
    monkeypatch.setattr(executor.Device, "view",
                        lambda self, bv, dtype: views.append(bv) or real_view(self, bv, dtype))
    b = g(a)
    c = g.lower(a).compile()(a)   # the full path (Compiled.__call__) too
    assert views == []                                  # passed as is, not copied
    assert a.ref_on(a.device) is ref
    np.testing.assert_array_equal(b, [2, 2, 2, 2])
    np.testing.assert_array_equal(c, [2, 2, 2, 2])
    assert len(views) == 2                              # the results, read here


def test_jit_as_decorator_and_method():
    class Model:
        def __init__(self, w):
            self.w = w

        @hostcall.jit
        def apply(self, x):
            return x * self.w

    @hostcall.jit
    def g(x):
        return x - 1

    assert g.__name__ == "g"
    np.testing.assert_array_equal(g(jnp.ones(2)), [0, 0])
    with pytest.raises(TypeError, match="argument leaf 0 of type Model is not a valid array"):
        Model(2.0).apply(jnp.ones(2))
    f = hostcall.jit(lambda m, x: x * m.w, static_argnums=0)
    np.testing.assert_array_equal(f(Model(3.0), jnp.ones(2)), [3, 3])


def test_x64_toggle_changes_signature(x32):
    f = hostcall.jit(lambda x: x * 2)
    assert f(np.arange(3)).dtype == np.int32
    hostcall.config.update("enable_x64", True)
    assert f(np.arange(3)).dtype == np.int64


def test_jit_rejects_non_callable():
    with pytest.raises(TypeError, match="jit expects a callable"):
        hostcall.jit(3)


def test_tracers_carry_shape_dtype_and_iterate():
    seen = {}

    def g(x):
        seen.update(shape=x.shape, dtype=x.dtype, ndim=x.ndim, size=x.size, len=len(x),
                    weak=x.weak_type, rows=len(list(x)))
        assert "Traced<ShapedArray(float32[2,3])>" in repr(x)
        return sum(x)           # Python's sum over rows: 0 + row0 + row1

    out = hostcall.jit(g)(jnp.arange(6.0).reshape(2, 3))
    assert seen == dict(shape=(2, 3), dtype=np.float32, ndim=2, size=6, len=2, weak=False, rows=2)
    np.testing.assert_array_equal(out, [3, 5, 7])


def test_constants_from_numpy_and_closures_are_embedded():
    table = np.array([10.0, 20.0, 30.0], np.float32)
    f = hostcall.jit(lambda i: jnp.asarray(table) * i)
    text = f.lower(2.0).as_text()
    assert "stablehlo.constant dense<[1.000000e+01, 2.000000e+01, 3.000000e+01]>" in text
    np.testing.assert_array_equal(f(2.0), [20, 40, 60])


def test_lowered_text_carries_source_locations():
    def g(x):
        return jnp.exp(x)

    text = hostcall.jit(g).lower(jnp.ones(2)).as_text(debug_info=True)
    assert __file__ in text and "stablehlo.exponential" in text


def test_compiled_functions_keep_no_mlir_modules():
    """A cached signature keeps its executable and the compressed lowered text, not the
    Lowered stages (an MLIR context and modules: megabytes each)."""
    import gc
    import weakref

    import hostcall.api as api
    f = hostcall.jit(lambda a: jnp.sin(a) * 3)
    x = jnp.ones(4)
    lowered = f.lower(x)
    compiled = lowered.compile()
    module_ref = weakref.ref(lowered.lowered_module())
    text = lowered.lowered_text
    del lowered
    gc.collect()
    assert module_ref() is None
    assert compiled.as_text() == text and "func.func @main" in text
    assert isinstance(compiled, api.Compiled) and not hasattr(compiled, "lowered")
    np.testing.assert_allclose(np.asarray(compiled(x)), np.sin(np.ones(4)) * 3, rtol=1e-6)
