"""Backends: compiling for CUDA works everywhere; execution runs on every present platform."""
import os
import subprocess
import sys

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.runtime import cache, compile_driver, executor
from hostcall.runtime.executor import DeviceUnavailableError, devices

HAS_CUDA = bool(devices("cuda"))
PLATFORMS = ["cpu"] + (["cuda"] if HAS_CUDA else [])


def _programs():
    """(name, function, example args) for programs that cover the front end's op families."""
    x = jnp.arange(12.0).reshape(3, 4)
    return [
        ("elementwise", lambda a: jnp.tanh(jnp.sin(a) * 2 + jnp.exp(-a)), (x,)),
        ("matmul_reduce", lambda a: (a @ a.T).sum(axis=1), (x,)),
        ("compare_select", lambda a: jnp.where(a > 3, a, -a).max(), (x,)),
        ("shapes", lambda a: jnp.concatenate([a.T.ravel(), jnp.flip(a, 0).ravel()]), (x,)),
        ("ints", lambda a: (a.astype(jnp.int32) // 3) % 5, (x,)),
    ]


@pytest.mark.parametrize("name,fun,args", _programs(), ids=[p[0] for p in _programs()])
def test_compiles_for_cuda_without_a_gpu(name, fun, args):
    text = hostcall.jit(fun).lower(*args).lowered_text
    vmfb = cache.compile_text(text, "cuda")
    assert vmfb[:2] == b"PK" or len(vmfb) > 1000  # a VM flatbuffer archive


@pytest.mark.parametrize("platform", PLATFORMS)
def test_programs_run_on_each_platform(platform):
    for name, fun, args in _programs():
        got = np.asarray(hostcall.jit(fun, backend=platform)(*args))
        want = np.asarray(fun(*args))  # eager reference
        np.testing.assert_allclose(got, want, rtol=1e-5, err_msg=name)


def test_devices_always_lists_cpu():
    ds = hostcall.devices()
    assert any(d.platform == "cpu" for d in ds)
    assert hostcall.devices("cpu")[0].platform == "cpu"
    assert hostcall.default_backend() in ("cpu", "cuda", "vulkan")


@pytest.mark.skipif(HAS_CUDA, reason="checks the error raised where no GPU is present")
def test_requesting_cuda_without_gpu_is_a_clear_error():
    f = hostcall.jit(lambda a: a + 1, backend="cuda")
    with pytest.raises(DeviceUnavailableError, match="no cuda device is available"):
        f(jnp.ones(3))


def test_platforms_environment_variable_chooses_backend():
    code = ("import hostcall, hostcall.numpy as jnp; f = hostcall.jit(lambda a: a * 2); "
            "r = f(jnp.ones(2)); print(hostcall.default_backend(), r.device.platform)")
    env = dict(os.environ, HOSTCALL_PLATFORMS="cpu")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["cpu", "cpu"]
    env["HOSTCALL_PLATFORMS"] = "cuda"
    res = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    if HAS_CUDA:
        assert res.stdout.split() == ["cuda", "cuda"]
    else:
        assert res.returncode != 0 and "cuda" in res.stderr


def test_contraction_heavy_programs_run_multithreaded_and_share_buffers(monkeypatch):
    from hostcall.runtime.compile_driver import matmul_flops
    monkeypatch.delenv("HOSTCALL_CPU_DRIVER", raising=False)
    monkeypatch.setenv("HOSTCALL_PARALLEL_FLOPS", "1000")
    x = jnp.asarray(np.arange(64, dtype=np.float32).reshape(8, 8) / 64)
    big = hostcall.jit(lambda a: jnp.tanh(a @ a), backend="cpu")   # CPU drivers are tested
    small = hostcall.jit(lambda a: a * 2 + 1, backend="cpu")
    assert matmul_flops(big.lower(x).lowered_module()) == 2 * 8 * 8 * 8
    y = big(x)
    z = small(y)
    assert y.device.driver_name == "local-task" and z.device.driver_name == "local-sync"
    buffer = z.buffer_on(z.device)
    w = big(z)  # a local-sync buffer feeds a local-task program without a host copy
    assert z.buffer_on(z.device) is buffer and z.device.driver_name == "local-sync"
    ref = np.tanh(np.asarray(x) @ np.asarray(x))
    np.testing.assert_allclose(np.asarray(z), ref * 2 + 1, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(w), np.tanh((ref * 2 + 1) @ (ref * 2 + 1)), rtol=1e-5)


def test_programs_over_large_arrays_run_multithreaded(monkeypatch):
    """A program making or taking an array of $HOSTCALL_PARALLEL_BYTES or more (a long
    reduction, an elementwise chain, a softmax) runs on local-task too: threads halve a
    pass over memory (bench/large_arrays_bench.py)."""
    from hostcall.runtime.compile_driver import largest_tensor_bytes
    monkeypatch.delenv("HOSTCALL_CPU_DRIVER", raising=False)
    monkeypatch.setenv("HOSTCALL_PARALLEL_BYTES", "4096")
    big_in = np.arange(1024, dtype=np.float32) / 1024              # 4 KiB
    grows = hostcall.jit(lambda a: jnp.tile(a[:16], 64) * 2, backend="cpu")   # makes 4 KiB
    sums = hostcall.jit(lambda a: jnp.sum(a * a), backend="cpu")
    small = hostcall.jit(lambda a: jnp.exp(a[:8]), backend="cpu")
    assert largest_tensor_bytes(sums.lower(big_in).lowered_module()) == 4096
    assert largest_tensor_bytes(small.lower(big_in[:512]).lowered_module()) == 2048
    assert largest_tensor_bytes(grows.lower(big_in[:16]).lowered_module()) == 4096
    total, tiled, head = sums(big_in), grows(big_in[:16]), small(big_in[:512])
    assert total.device.driver_name == "local-task"
    assert tiled.device.driver_name == "local-task"
    assert head.device.driver_name == "local-sync"
    np.testing.assert_allclose(float(total), np.sum(big_in.astype(np.float64) ** 2), rtol=4e-6)
    np.testing.assert_array_equal(np.asarray(tiled), np.tile(big_in[:16], 64) * 2)
    np.testing.assert_allclose(np.asarray(head), np.exp(big_in[:8]), rtol=1e-6)
    # an array only handed to the host (a callback's operand and result) does not count
    handed = hostcall.jit(lambda a: hostcall.pure_callback(
        lambda v: np.asarray(v) + 1, hostcall.ShapeDtypeStruct(a.shape, a.dtype), a)[:4], backend="cpu")
    assert largest_tensor_bytes(handed.lower(big_in).lowered_module()) == 16
    np.testing.assert_array_equal(np.asarray(handed(big_in)), big_in[:4] + 1)
    monkeypatch.setenv("HOSTCALL_PARALLEL_BYTES", "1e9")
    again = hostcall.jit(lambda a: jnp.sum(a * a) + 1, backend="cpu")(big_in)
    assert again.device.driver_name == "local-sync"


def test_the_multithreaded_driver_runs_two_workers_more_than_the_cores(monkeypatch):
    """executor.task_workers: the cores (this process's CPU affinity) plus two by
    default, so that a worker the waiting thread delays does not hold up a dispatch;
    $HOSTCALL_CPU_WORKERS sets it.  The local-task device runs that many threads."""
    from pathlib import Path
    monkeypatch.delenv("HOSTCALL_CPU_WORKERS", raising=False)
    assert executor.task_workers() == len(os.sched_getaffinity(0)) + 2
    monkeypatch.setenv("HOSTCALL_CPU_WORKERS", "3")
    assert executor.task_workers() == 3
    monkeypatch.delenv("HOSTCALL_CPU_WORKERS")
    monkeypatch.delenv("HOSTCALL_CPU_DRIVER", raising=False)
    monkeypatch.setenv("HOSTCALL_PARALLEL_BYTES", "4096")
    total = hostcall.jit(lambda a: jnp.sum(a * 2), backend="cpu")(np.ones(4096, np.float32))
    assert total.device.driver_name == "local-task" and float(total) == 8192.0
    names = [p.read_text().strip() for p in Path("/proc/self/task").glob("*/comm")]
    assert sum(n.startswith("iree-worker") for n in names) == executor.task_workers()


def test_f32_matrix_products_use_the_inner_tiled_matmul_lowering(monkeypatch):
    """f32 matrix products compile with IREE's faster inner-tiled matmul lowering; other
    contractions keep the standard one, and a module that lowering rejects still compiles."""
    def flags_for(fun, *args):
        text = hostcall.jit(fun).lower(*args).lowered_text
        return compile_driver._fast_matmul_flags(text, "cpu")
    m = jnp.ones((6, 5))
    assert flags_for(lambda a: jnp.tanh(a @ a.T) @ a, m) == (compile_driver.INNER_TILED_FLAG,)
    assert flags_for(lambda a: a @ a.T, m.astype(jnp.float16)) == ()
    assert flags_for(lambda a: a @ jnp.ones(5), m) == ()  # matrix-vector
    assert flags_for(lambda a: a[None] @ a.T[None], m) == ()  # batched
    assert flags_for(lambda a: (a @ a.T, a[None] @ a.T[None]), m) == ()  # one of them batched
    assert flags_for(lambda a: jnp.sin(a), m) == ()

    compiled_with = []
    real_compile = compile_driver._iree_compile

    def recording_compile(text, args):
        compiled_with.append(compile_driver.INNER_TILED_FLAG in args)
        return real_compile(text, args)

    monkeypatch.setattr(compile_driver, "_iree_compile", recording_compile)
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")   # every attempt in iree-compile
    a3 = jnp.ones((3, 7, 9))
    batched = hostcall.jit(lambda a, b: a @ b).lower(a3, a3.transpose(0, 2, 1)).lowered_text
    vmfb = cache.compile_text(batched, "cpu", flags=(*compile_driver.CONTRACTION_FLAGS,
                                                     compile_driver.INNER_TILED_FLAG),
                              use_disk=False)
    assert compiled_with == [True, False] and len(vmfb) > 1000


def test_vulkan_is_never_the_default_when_its_only_device_runs_on_the_cpu(monkeypatch):
    monkeypatch.delenv("HOSTCALL_PLATFORMS", raising=False)
    vulkan = executor.devices("vulkan")
    if executor.devices("cuda") or any(not executor.is_cpu_vulkan(d) for d in vulkan):
        pytest.skip("a GPU is present: the default is that GPU's platform")
    assert executor.default_platform() == "cpu"


def test_vulkan_target_follows_the_device_name_and_the_environment(monkeypatch):
    monkeypatch.delenv("HOSTCALL_VULKAN_TARGET", raising=False)

    def named(name):
        return executor.Device("vulkan", "vulkan", 0, {"name": name})

    assert executor.vulkan_target(named("llvmpipe (LLVM 15.0.6, 256 bits)")) == "llvmpipe"
    assert executor.vulkan_target(named("NVIDIA GeForce RTX 3090")) == "turing"
    assert executor.vulkan_target(named("AMD Radeon RX 7900 XTX")) == "rdna1"
    assert executor.vulkan_target(named("Mali-G710")) == "valhall"
    assert executor.vulkan_target(named("Some New GPU")) == executor.VULKAN_BASELINE_TARGET
    assert executor.is_cpu_vulkan(named("SwiftShader Device (Subzero)"))
    assert not executor.is_cpu_vulkan(named("NVIDIA H100"))
    monkeypatch.setenv("HOSTCALL_VULKAN_TARGET", "rdna3")
    assert executor.vulkan_target(named("llvmpipe")) == "rdna3"
