"""Handler operands cannot be made writable: not by flags, setflags or their base."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import debug, io_callback, pure_callback, vmap

ATTEMPTS = {
    "flags": lambda v: setattr(v.flags, "writeable", True),
    "setflags": lambda v: v.setflags(write=True),
    "base_ndarray": lambda v: np.ndarray(v.shape, v.dtype, v.base).__setitem__(..., 7),
    "base_frombuffer": lambda v: np.frombuffer(v.base, np.uint8).__setitem__(..., 7),
    "base_asarray": lambda v: np.asarray(v.base).__setitem__(..., 7),
    "slice_flags": lambda v: setattr(v[...].flags, "writeable", True),
}


def attempt_all(v, outcomes):
    """Try every way in; record which were refused, and the value seen afterwards."""
    for name, attempt in ATTEMPTS.items():
        try:
            attempt(v)
            outcomes[name] = "allowed"
        except (ValueError, TypeError) as e:
            outcomes[name] = f"refused: {type(e).__name__}"
    with pytest.raises(ValueError, match="read-only"):
        v[...] = 7
    outcomes["after"] = np.array(v, copy=True)


SITES = {
    "pure_jit": lambda h: hostcall.jit(lambda x: pure_callback(h, x, x)),
    "io_ordered_jit": lambda h: hostcall.jit(lambda x: io_callback(h, x, x, ordered=True)),
    "debug_jit": lambda h: hostcall.jit(lambda x: (debug.callback(h, x), x)[1]),
    "vmapped_rows": lambda h: hostcall.jit(vmap(lambda r: pure_callback(h, r, r))),
    "pure_eager": lambda h: (lambda x: pure_callback(h, x, x)),
    "io_eager": lambda h: (lambda x: io_callback(h, x, x)),
}


@pytest.mark.parametrize("site", sorted(SITES))
def test_no_way_makes_an_operand_writable_and_the_caller_keeps_its_values(site):
    outcomes = {}

    def handler(v):
        attempt_all(v, outcomes)
        return v
    f = SITES[site](handler)
    x = jnp.arange(8.).reshape(2, 4)
    out = f(x)
    hostcall.effects_barrier()
    assert {name: outcomes[name] for name in ATTEMPTS} == {
        name: outcomes[name] for name in ATTEMPTS if outcomes[name].startswith("refused")}
    expected = np.arange(8., dtype=np.float32).reshape(2, 4)
    np.testing.assert_array_equal(np.asarray(x), expected)
    np.testing.assert_array_equal(np.asarray(out), expected)
    np.testing.assert_array_equal(np.asarray(x + 0), expected)   # the device copy too
    want_seen = expected[1] if site == "vmapped_rows" else expected
    np.testing.assert_array_equal(outcomes["after"], want_seen)


@pytest.mark.parametrize("dtype", [np.bool_, np.int8, np.float16, "bfloat16", np.complex64])
def test_read_only_operands_of_every_width_keep_their_values(dtype):
    dtype = np.dtype(jnp.bfloat16) if dtype == "bfloat16" else np.dtype(dtype)
    seen = []

    def handler(v):
        with pytest.raises(ValueError):
            v.flags.writeable = True
        seen.append((v.dtype, v.shape, np.array(v, copy=True)))
        return v
    x = np.array([[1, 0, 1], [0, 1, 1]]).astype(dtype)
    out = hostcall.jit(lambda a: pure_callback(handler, a, a))(x)
    assert seen[0][:2] == (dtype, (2, 3))
    np.testing.assert_array_equal(seen[0][2], x)
    np.testing.assert_array_equal(np.asarray(out), x)


def test_empty_operands_are_read_only_too():
    def handler(v):
        with pytest.raises(ValueError):
            v.flags.writeable = True
        return v
    out = hostcall.jit(lambda a: pure_callback(handler, a, a))(jnp.zeros((0, 3)))
    assert np.asarray(out).shape == (0, 3)


def test_scalar_operands_keep_rank_zero_and_are_read_only():
    seen = []

    def handler(v):
        with pytest.raises(ValueError):
            v.flags.writeable = True
        seen.append(v.shape)
        return v * 2
    assert float(hostcall.jit(lambda a: pure_callback(handler, a, a))(jnp.float32(3))) == 6.0
    assert float(pure_callback(handler, jnp.float32(3), jnp.float32(3))) == 6.0
    assert seen == [(), ()]
