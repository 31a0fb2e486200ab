"""Differential tests of the batch rules through hostcall.vmap.

Each test batches one function that exercises many ops, under a few ``in_axes``, and
compares with the unbatched function run eagerly on each slice and stacked.  The batched
program compiles once per (function, in_axes); the reference compiles nothing.
"""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax

RNG = np.random.default_rng(0)


def stacked_reference(f, args, in_axes, out_axes=0):
    """Run ``f`` eagerly on each element and stack the results at ``out_axes``."""
    size = next(np.shape(a)[ax] for a, ax in zip(args, in_axes) if ax is not None)
    outs = []
    for b in range(size):
        sliced = [jnp.asarray(a if ax is None else np.take(np.asarray(a), b, axis=ax))
                  for a, ax in zip(args, in_axes)]
        outs.append(f(*sliced))
    if isinstance(outs[0], (tuple, list)):
        return [np.stack([np.asarray(o[i]) for o in outs], axis=out_axes)
                for i in range(len(outs[0]))]
    return np.stack([np.asarray(o) for o in outs], axis=out_axes)


def assert_vmap_matches(f, args, in_axes, out_axes=0, rtol=1e-5):
    got = hostcall.vmap(f, in_axes=in_axes, out_axes=out_axes)(*args)
    want = stacked_reference(f, args, in_axes, out_axes)
    if isinstance(want, list):
        assert len(got) == len(want)
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=rtol, atol=1e-5)
    else:
        np.testing.assert_allclose(np.asarray(got), want, rtol=rtol, atol=1e-5)


def elementwise_and_shapes(x, y):
    """x: [3, 4] float32, y: [3, 4] float32 -- elementwise, shape and dot ops."""
    a = jnp.sin(x) * y + jnp.exp(-x) - jnp.maximum(x, y) / (1.0 + y * y)
    b = jnp.where(x > y, a, -a)                      # compare + select
    c = jnp.clip(b, -0.5, 0.7)                       # clamp with scalar bounds
    d = (c * 3).astype(jnp.int32).astype(jnp.float32)  # converts
    e = jnp.transpose(x).reshape(2, 6)               # transpose + reshape
    f = jnp.concatenate([x[1:, ::2], y[:2, 1:3]], axis=0)  # slices + concatenate
    g = jnp.pad(f, ((1, 0), (0, 2)))                 # pad
    h = jnp.flip(g, axis=1)                          # reverse
    i = x @ jnp.transpose(y)                         # dot_general, both sides
    j = jnp.broadcast_to(y[0], (2, 4)) + jnp.arange(4.0)  # broadcast_in_dim + iota
    return a, d, e, h, i, j, jnp.isfinite(a / (x - y + 1e-3))


def reductions_and_sorts(x, y):
    """Reductions (multi-operand too), sorting, cumulative sums."""
    return (jnp.sum(x * y, axis=1), jnp.max(x, axis=0), jnp.argmax(x + y, axis=1),
            jnp.sort(x - y, axis=1), jnp.cumsum(x, axis=0), jnp.mean(y), jnp.argsort(x[0]))


ARGS = (RNG.standard_normal((5, 3, 4)).astype(np.float32),
        RNG.standard_normal((3, 4)).astype(np.float32))


def _batched(element, size, axis):
    """``size`` different copies of ``element`` stacked along ``axis`` (None: element)."""
    if axis is None:
        return element
    copies = [element * (1.0 + 0.5 * k) - 0.1 * k for k in range(size)]
    return np.stack(copies, axis=axis % (element.ndim + 1))


@pytest.mark.parametrize("in_axes", [(0, None), (2, None), (None, -1), (1, 0)])
def test_elementwise_and_shape_rules(in_axes):
    x, y = ARGS[0][0], ARGS[1]
    args = (_batched(x, 4, in_axes[0]), _batched(y, 4, in_axes[1]))
    assert_vmap_matches(elementwise_and_shapes, args, in_axes)


@pytest.mark.parametrize("in_axes", [(0, None), (0, 0)])
def test_reduction_and_sort_rules(in_axes):
    x, y = ARGS
    if in_axes[1] == 0:
        y = RNG.standard_normal((5, 3, 4)).astype(np.float32)
    assert_vmap_matches(reductions_and_sorts, (x, y), in_axes)


def indexing(x, i, v):
    """Dynamic slices and updates, gathers and scatters as the indexing front end emits."""
    a = lax.dynamic_slice(x, (i, 1), (2, 2))
    b = lax.dynamic_update_slice(x, v, (1, i))
    c = x[i]
    d = x.at[i].set(x[0] * 2)
    e = x.at[:, i].add(1.0)
    return a, b, c, d, e


@pytest.mark.parametrize("in_axes", [(0, None, None), (None, 0, None), (0, 0, 0)])
def test_indexing_rules(in_axes):
    x = RNG.standard_normal((4, 3)).astype(np.float32)
    i = np.int32(1)
    v = RNG.standard_normal((2, 2)).astype(np.float32)
    xs = RNG.standard_normal((3, 4, 3)).astype(np.float32)
    idx = np.array([0, 2, 5], np.int32)      # 5 is clamped like the unbatched ops do
    vs = RNG.standard_normal((3, 2, 2)).astype(np.float32)
    args = (xs if in_axes[0] == 0 else x, idx if in_axes[1] == 0 else i,
            vs if in_axes[2] == 0 else v)
    assert_vmap_matches(indexing, args, in_axes)


def control_flow(p, n, x):
    """cond, switch, while (batched trip counts), fori_loop and scan."""
    a = lax.cond(p, lambda v: jnp.sin(v) + 1, lambda v: v * 3, x)
    b = lax.switch(n, [lambda v: v + 1, lambda v: v * 10, lambda v: -v], x)
    c = lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2 + x), (0, x))[1]
    d = lax.fori_loop(0, 3, lambda k, acc: acc + k * x, x)
    e = lax.scan(lambda carry, el: (carry + el, carry * el), x, jnp.arange(3.0))
    return a, b, c, d, e[0], e[1]


@pytest.mark.parametrize("in_axes", [(0, 0, 0), (None, None, 0), (0, None, None)])
def test_control_flow_rules(in_axes):
    ps = np.array([True, False, True, False])
    ns = np.array([0, 1, 2, 3], np.int32)     # 3 is out of range for switch: clamped
    xs = RNG.standard_normal((4,)).astype(np.float32)
    args = tuple(full if ax == 0 else full[1] for full, ax in zip((ps, ns, xs), in_axes))
    assert_vmap_matches(control_flow, args, in_axes)


def _front_end_functions(sample_args):
    """Every public hostcall.numpy / hostcall.lax function that accepts these arguments."""
    found = []
    for mod in (jnp, lax):
        for name in sorted(dir(mod)):
            fn = getattr(mod, name)
            if name.startswith("_") or isinstance(fn, type) or not callable(fn):
                continue
            if name in ("vmap", "pure_callback", "io_callback"):
                continue
            try:
                out = fn(*sample_args)
                hostcall.jit(fn).lower(*sample_args)  # traces too (nothing compiles)
            except Exception:
                continue
            if isinstance(out, hostcall.Array) and out.dtype != np.dtype("O"):
                found.append((f"{mod.__name__}.{name}", fn))
    return found


FLOAT_XY = (jnp.asarray(np.array([[0.3, -1.2, 2.0], [0.7, 0.1, -0.4]], np.float32)),
            jnp.asarray(np.array([[1.5, 0.2, -0.3], [0.9, -2.0, 0.6]], np.float32)))
UNARY = _front_end_functions(FLOAT_XY[:1])
BINARY = _front_end_functions(FLOAT_XY)


def every_front_end_op(x, y):
    return [fn(x) for _, fn in UNARY] + [fn(x, y) for _, fn in BINARY]


def test_every_front_end_function_batches_like_a_loop():
    assert len(UNARY) > 60 and len(BINARY) > 30
    xs = RNG.uniform(-2, 2, (4, 2, 3)).astype(np.float32)
    y = FLOAT_XY[1]
    got = hostcall.vmap(every_front_end_op, in_axes=(0, None))(xs, y)
    names = [n for n, _ in UNARY] + [n for n, _ in BINARY]
    unbatched = hostcall.jit(every_front_end_op)  # compiled too: same numerics as batched
    for name, g, *per_elem in zip(names, got, *[unbatched(jnp.asarray(x), y) for x in xs]):
        want = np.stack([np.asarray(p) for p in per_elem])
        np.testing.assert_allclose(np.asarray(g), want, rtol=2e-5, atol=2e-5, err_msg=name,
                                   equal_nan=True)
