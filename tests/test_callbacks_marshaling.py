"""Marshaling of callback operands and results.

Operands arrive as read-only numpy views of every dtype kind and rank.  Large results
go through the CPU device's caching allocator: buffers are reused once freed, so values
must never leak between calls, live outputs must never be overwritten, and in-place
updates of a result stay private to the program."""
import numpy as np
import pytest

import hostcall
import hostcall.lax as lax
import hostcall.numpy as jnp
from hostcall.runtime import executor

ROWS, COLS = 256, 1024          # 1 MiB of f32


def test_operands_are_read_only_views_of_the_right_values():
    seen = {}

    def host(flags, scalar, grid):
        seen.update(flags=flags.copy(), scalar=scalar.copy(), grid=grid.copy(),
                    writeable=[a.flags.writeable for a in (flags, scalar, grid)],
                    dtypes=[a.dtype for a in (flags, scalar, grid)])
        return np.int32(np.count_nonzero(flags)) + scalar

    f = hostcall.jit(lambda x, s, g: hostcall.pure_callback(
        host, hostcall.ShapeDtypeStruct((), np.int32), x > 1.5, s, g))
    out = f(jnp.asarray([1.0, 2.0, 3.0]), jnp.asarray(np.int32(10)),
            jnp.asarray(np.arange(6, dtype=np.float32).reshape(2, 3)))
    assert int(out) == 12
    np.testing.assert_array_equal(seen["flags"], [False, True, True])
    assert seen["scalar"].shape == () and int(seen["scalar"]) == 10
    np.testing.assert_array_equal(seen["grid"], np.arange(6).reshape(2, 3))
    assert seen["writeable"] == [False, False, False]
    assert seen["dtypes"] == [np.dtype(bool), np.dtype(np.int32), np.dtype(np.float32)]


def test_cpu_allocator_spec_from_environment(monkeypatch):
    monkeypatch.setenv("HOSTCALL_CPU_ALLOCATOR", "")
    assert executor.cpu_allocators() == []
    monkeypatch.delenv("HOSTCALL_CPU_ALLOCATOR")
    assert executor.cpu_allocators() == [executor.DEFAULT_CPU_ALLOCATOR]
    monkeypatch.setenv("HOSTCALL_CPU_ALLOCATOR", "no-such-allocator")
    device = executor.Device("cpu", executor.cpu_driver())  # opened on first use
    with pytest.raises(Exception, match="no-such-allocator"):
        device.hal_device


def test_live_outputs_survive_later_calls():
    f = hostcall.jit(lambda x: hostcall.pure_callback(lambda v: v * 2, x, x))
    base = np.arange(ROWS * COLS, dtype=np.float32).reshape(ROWS, COLS)
    kept = [f(jnp.asarray(base + k)) for k in range(6)]
    for _ in range(4):
        f(jnp.asarray(base - 1))         # freed results are reused by these calls
    for k, out in enumerate(kept):
        np.testing.assert_array_equal(np.asarray(out), (base + k) * 2)


def test_in_place_updates_stay_private():
    source = np.ones((ROWS, COLS), np.float32)

    def host(i):
        source[0, 0] = float(i)          # the handler's own array changes afterwards
        return source

    shape = hostcall.ShapeDtypeStruct((ROWS, COLS), np.float32)

    def body(i, acc):
        r = hostcall.pure_callback(host, shape, i)
        return acc + r.at[1, 1].set(-1.0)[:2, :2].sum() + r[0, 0]

    f = hostcall.jit(lambda n: lax.fori_loop(0, n, body, jnp.float32(0)))
    # iteration i: [:2, :2] sums i + 1 + 1 - 1, plus r[0, 0] = i
    assert float(f(jnp.asarray(6))) == sum((i + 1.0) + i for i in range(6))
    assert source[1, 1] == 1.0 and source[0, 0] == 5.0

    g = hostcall.jit(lambda x: (x, hostcall.pure_callback(lambda v: v, x, x).at[0, 0].set(9.0)))
    x = jnp.asarray(np.zeros((ROWS, COLS), np.float32))
    a, b = g(x)
    assert float(np.asarray(a)[0, 0]) == 0.0 and float(np.asarray(x)[0, 0]) == 0.0
    assert float(np.asarray(b)[0, 0]) == 9.0
    np.testing.assert_array_equal(np.asarray(b)[1:], 0.0)
