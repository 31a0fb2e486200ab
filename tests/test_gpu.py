"""The non-CPU path, on every non-CPU platform present (cuda, vulkan).

Marked ``gpu``: ``pytest -m gpu`` runs these alone. Without a CUDA GPU or a Vulkan device
(Mesa's lavapipe counts: ``apt-get install mesa-vulkan-drivers libvulkan1``) they skip
with that reason. On lavapipe, its limits are explicit xfails that name the limit.
"""
import os
import subprocess
import sys
import threading

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.runtime import executor
from test_runtime import _LOST_DEVICE_EXPECTED, run_lost_device_scenario

NON_CPU = [p for p in ("cuda", "vulkan") if executor.devices(p)]
pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not NON_CPU, reason="no CUDA GPU or Vulkan device here (install Mesa's "
                                           "lavapipe: apt-get install mesa-vulkan-drivers "
                                           "libvulkan1)"),
]
platforms = pytest.mark.parametrize("platform", NON_CPU or ["none"])


def on_cpu_vulkan(platform) -> bool:
    return platform == "vulkan" and executor.is_cpu_vulkan(executor.get_device("vulkan"))


def lavapipe_limit(request, platform, reason):
    """A strict xfail where the platform is lavapipe, whose limit ``reason`` the case hits:
    the case still runs, and passing there would fail the suite."""
    if on_cpu_vulkan(platform):
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))


@platforms
@pytest.mark.parametrize("dtype", ["float32", "int32", "float16"])
def test_numeric_sample(platform, dtype):
    x = np.arange(24).reshape(4, 6).astype(dtype)

    def f(a):
        b = a * 3 + 1
        return b.sum(axis=1), (b @ b.T).max(), jnp.flip(b, 0)[1:]

    got = hostcall.jit(f, backend=platform)(x)
    want = f(jnp.asarray(x))  # eager, with the same dtype rules
    for g, w in zip(got, want):
        assert g.device.platform == platform
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-3)
        assert np.asarray(g).dtype == np.asarray(w).dtype


@platforms
def test_float_math_matches_numpy(platform):
    x = np.linspace(-3, 3, 50, dtype=np.float32)
    got = hostcall.jit(lambda a: jnp.tanh(jnp.sin(a) * 2 + jnp.exp(-a)), backend=platform)(x)
    np.testing.assert_allclose(np.asarray(got), np.tanh(np.sin(x) * 2 + np.exp(-x)), rtol=2e-5,
                               atol=1e-6)


@platforms
def test_pure_callback_sees_device_values_and_returns_to_the_device(platform):
    seen = []

    def host(v):
        seen.append(v.copy())
        assert not v.flags.writeable
        return np.cumsum(v).astype(v.dtype)

    f = hostcall.jit(lambda a: hostcall.pure_callback(
        host, hostcall.ShapeDtypeStruct(a.shape, a.dtype), a * 2) + 1, backend=platform)
    out = f(np.arange(5, dtype=np.float32))
    np.testing.assert_array_equal(seen[0], np.arange(5) * 2)
    np.testing.assert_array_equal(np.asarray(out), np.cumsum(np.arange(5) * 2) + 1)


@platforms
def test_ordered_io_callbacks_run_in_program_order_inside_loops(platform):
    log = []

    def body(i, c):
        hostcall.io_callback(lambda v, k: log.append((int(k), float(v))), None, c, i,
                             ordered=True)
        return c * 2

    f = hostcall.jit(lambda a: lax.fori_loop(0, 5, body, a), backend=platform)
    out = f(np.float32(1))
    assert float(out) == 32.0
    assert log == [(i, 2.0 ** i) for i in range(5)]
    f(np.float32(3))
    hostcall.effects_barrier()
    assert [k for k, _ in log[5:]] == list(range(5)) and log[5][1] == 3.0


@platforms
def test_ordered_callbacks_from_two_threads_keep_each_calls_order(platform):
    log = []
    lock = threading.Lock()

    def record(tag, k):
        with lock:
            log.append((int(tag), int(k)))

    def body(i, c):
        hostcall.io_callback(record, None, c, i, ordered=True)
        return c

    f = hostcall.jit(lambda t: lax.fori_loop(0, 4, body, t), backend=platform)
    f(np.int32(9))  # compile once before the threads start
    log.clear()
    threads = [threading.Thread(target=f, args=(np.int32(t),)) for t in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    hostcall.effects_barrier()
    for tag in (1, 2):
        assert [k for g, k in log if g == tag] == [0, 1, 2, 3]


@platforms
def test_debug_print_shows_device_values(platform, capsys):
    f = hostcall.jit(lambda a: (hostcall.debug.print("v = {}", a), a + 1)[1], backend=platform)
    np.testing.assert_array_equal(np.asarray(f(np.arange(3, dtype=np.int32))), [1, 2, 3])
    hostcall.effects_barrier()
    assert "v = [0 1 2]" in capsys.readouterr().out


@platforms
def test_handler_exception_reraises_and_the_device_stays_usable(platform):
    def bad(v):
        raise KeyError("no such row")

    f = hostcall.jit(lambda a: hostcall.pure_callback(
        bad, hostcall.ShapeDtypeStruct(a.shape, a.dtype), a), backend=platform)
    with pytest.raises(KeyError, match="no such row"):
        f(np.ones(3, np.float32))
    g = hostcall.jit(lambda a: a - 1, backend=platform)
    np.testing.assert_array_equal(np.asarray(g(np.ones(3, np.float32))), [0, 0, 0])


@platforms
def test_wrong_result_shape_from_a_handler_is_a_clear_error(platform):
    f = hostcall.jit(lambda a: hostcall.pure_callback(
        lambda v: np.zeros(4, np.float32), hostcall.ShapeDtypeStruct((3,), np.float32), a),
        backend=platform)
    with pytest.raises(Exception, match=r"shape|\(4,\)"):
        f(np.ones(3, np.float32))


@platforms
def test_arrays_move_between_devices(platform):
    dev = executor.get_device(platform)
    cpu = hostcall.devices("cpu")[0]
    x = hostcall.device_put(np.arange(6, dtype=np.float32), dev)
    assert x.device is dev
    y = hostcall.jit(lambda a: a * 2, backend="cpu")(x)  # a device array feeds a CPU program
    assert y.device.platform == "cpu"
    z = hostcall.jit(lambda a: a + 1, backend=platform)(y)  # and back
    assert z.device is dev
    np.testing.assert_array_equal(np.asarray(z), np.arange(6) * 2 + 1)
    back = hostcall.device_put(z, cpu)
    np.testing.assert_array_equal(np.asarray(back), np.arange(6) * 2 + 1)


@platforms
def test_large_transfer_round_trips(platform):
    x = np.random.RandomState(0).rand(1 << 20).astype(np.float32)
    got = hostcall.jit(lambda a: a * 2, backend=platform)(x)
    np.testing.assert_array_equal(np.asarray(got), x * 2)


@platforms
def test_exit_with_a_result_still_on_the_device_is_clean(platform):
    code = ("import numpy as np, hostcall, hostcall.numpy as jnp\n"
            f"keep = hostcall.jit(lambda a: a * 3, backend={platform!r})(np.ones(4, np.float32))\n"
            "print(np.asarray(keep).sum())\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env=dict(os.environ))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "12.0"


@platforms
def test_sixty_four_bit_transcendentals_are_a_clear_error_on_vulkan(platform, x64):
    if platform != "vulkan":
        pytest.skip("SPIR-V's limit: only vulkan lacks 64-bit transcendental math")
    f = hostcall.jit(jnp.sin, backend=platform)
    with pytest.raises(hostcall.runtime.CompileError, match="64-bit float Sin"):
        f(np.arange(3.0))
    got = hostcall.jit(lambda a: a * 2 + 1, backend=platform)(np.arange(3.0))
    assert np.asarray(got).dtype == np.float64
    np.testing.assert_array_equal(np.asarray(got), [1, 3, 5])


@platforms
def test_long_reductions(platform):
    """hostcall-split-reductions sums rows of at most 4096 first: within lavapipe's loop
    limit too (one sum of 2**17 ones came out as 65535 there before)."""
    for n in (1 << 17, 1 << 20, 100_000):
        got = hostcall.jit(lambda a: a.sum(), backend=platform)(np.ones(n, np.float32))
        assert float(got) == float(n)
    got = hostcall.jit(lambda a: a.max(), backend=platform)(np.arange(1 << 18, dtype=np.float32))
    assert float(got) == float((1 << 18) - 1)


@platforms
def test_long_reductions_that_do_not_split(request, platform):
    lavapipe_limit(request, platform, "lavapipe stops a shader thread after 65,535 loop iterations, "
                             "so a sum of 131071 ones (a prime length: no rows to split "
                             "into) comes out as 65535")
    got = hostcall.jit(lambda a: a.sum(), backend=platform)(np.ones(131071, np.float32))
    assert float(got) == 131071.0


@platforms
def test_sorts_of_several_hundred_elements(request, platform):
    lavapipe_limit(request, platform, "lavapipe stops a shader thread after 65,535 loop iterations, "
                             "so a sort of 300 elements is left unfinished")
    x = np.random.RandomState(1).rand(300).astype(np.float32)
    got = hostcall.jit(jnp.sort, backend=platform)(x)
    np.testing.assert_array_equal(np.asarray(got), np.sort(x))


@platforms
def test_platforms_environment_variable_picks_the_platform(platform):
    code = ("import numpy as np, hostcall\n"
            "r = hostcall.jit(lambda a: a * 2)(np.ones(2, np.float32))\n"
            "print(hostcall.default_backend(), r.device.platform, np.asarray(r).sum())\n")
    env = dict(os.environ, HOSTCALL_PLATFORMS=f"{platform},cpu")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == [platform, platform, "4.0"]


@platforms
def test_a_lost_device_is_created_again_on_the_next_call(platform):
    """The driver's lost-device error (injected, as IREE words it on lavapipe) raises
    DeviceLostError once; the platform's next calls run on a new device (the scenario of
    test_runtime, in its own process: it retires the device)."""
    assert run_lost_device_scenario(platform) == _LOST_DEVICE_EXPECTED
