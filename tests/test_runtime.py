"""The CPU executor: every dtype through compiled code, buffers, the Executable API."""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.runtime import cache, compile_driver, executor

BF16 = np.dtype(ml_dtypes.bfloat16)
ALL_DTYPES = [np.dtype(d) for d in (
    np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
    np.uint64, np.float16, BF16, np.float32, np.float64, np.complex64, np.complex128)]


def _sample(dtype, shape):
    n = int(np.prod(shape))
    if dtype == np.bool_:
        return (np.arange(n) % 3 == 0).reshape(shape)
    vals = np.arange(n) + 1
    if dtype.kind == "c":
        return (vals + 0.5j * vals).astype(dtype).reshape(shape)
    if dtype.kind == "i":
        vals = vals * (-1) ** vals
    return vals.astype(dtype).reshape(shape)


def _roundtrip_program(tree):
    out = {}
    for name, arrays in tree.items():
        out[name] = {kind: (x, jnp.add(x, x), x[::-1] if x.ndim else x)
                     for kind, x in arrays.items()}
    return out


def test_every_dtype_round_trips_through_compiled_code(x64):
    tree = {d.name: {"vec": _sample(d, (5,)), "scalar": _sample(d, ()),
                     "empty": _sample(d, (0, 3)), "matrix": _sample(d, (2, 3))}
            for d in ALL_DTYPES}
    out = hostcall.jit(_roundtrip_program)(tree)
    for d in ALL_DTYPES:
        for kind, x in tree[d.name].items():
            same, doubled, flipped = out[d.name][kind]
            for got in (same, doubled, flipped):
                assert got.dtype == d and got.shape == x.shape, (d, kind)
            np.testing.assert_array_equal(np.asarray(same), x, err_msg=f"{d} {kind}")
            want = np.logical_or(x, x) if d == np.bool_ else (x.astype(np.float32) * 2).astype(
                d) if d == BF16 else x + x
            np.testing.assert_array_equal(np.asarray(doubled), want, err_msg=f"{d} {kind}")
            np.testing.assert_array_equal(np.asarray(flipped), x[::-1] if x.ndim else x)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=lambda d: d.name)
def test_device_put_and_view(dtype):
    dev = hostcall.devices("cpu")[0]
    for shape in ((4,), (), (0,), (2, 3)):
        x = _sample(dtype, shape)
        bv = dev.put(x)
        assert tuple(bv.shape) == shape
        v = dev.view(bv, dtype)
        assert v.dtype == dtype
        np.testing.assert_array_equal(v, x)


def test_view_is_zero_copy_and_keeps_its_buffer_alive():
    dev = hostcall.devices("cpu")[0]
    x = np.arange(6, dtype=np.float32)
    bv = dev.put(x)
    v1, v2 = dev.view(bv, np.float32), dev.view(bv, np.float32)
    assert np.shares_memory(v1, v2)
    del bv
    np.testing.assert_array_equal(v1, x)        # the mapping still holds the buffer
    x[0] = 100                                  # put copied: the device buffer is separate
    assert v1[0] == 0


def test_non_contiguous_input_is_copied_in_order():
    x = np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]
    out = hostcall.jit(lambda a: a + 0)(x)
    np.testing.assert_array_equal(out, x)


def test_executable_api_runs_a_stablehlo_module():
    text = """
    func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
      %0 = stablehlo.add %a, %b : tensor<3xf32>
      %1 = stablehlo.multiply %a, %b : tensor<3xf32>
      return %0, %1 : tensor<3xf32>, tensor<3xf32>
    }"""
    vmfb = cache.compile_text(text, "cpu")
    dev = executor.get_device("cpu")
    exe = executor.Executable(vmfb, dev)
    a, b = np.array([1, 2, 3], np.float32), np.array([4, 5, 6], np.float32)
    s, p = exe.invoke([dev.put(a), dev.put(b)], 2)
    np.testing.assert_array_equal(dev.view(s, np.float32), a + b)
    np.testing.assert_array_equal(dev.view(p, np.float32), a * b)
    with pytest.raises(ValueError, match="no function @nope"):
        executor.Executable(vmfb, dev, entry="nope")


def test_compile_error_is_reported():
    with pytest.raises(compile_driver.CompileError, match="IREE failed to compile"):
        cache.compile_text("func.func @main() { this is not mlir }", "cpu", use_disk=False)
    with pytest.raises(ValueError, match="unknown target 'tpu'"):
        cache.compile_text("module {}", "tpu")


def test_missing_gpu_is_reported_not_a_crash():
    if hostcall.devices("cuda"):
        pytest.skip("a CUDA device is present")
    with pytest.raises(executor.DeviceUnavailableError, match="no cuda device"):
        executor.get_device("cuda")
    with pytest.raises(ValueError, match="unknown platform"):
        hostcall.devices("tpu")


def test_large_result_survives_many_calls():
    f = hostcall.jit(lambda x, i: x * i)
    x = jnp.ones((256, 256))
    outs = [f(x, float(i)) for i in range(20)]
    for i, o in enumerate(outs):
        assert float(np.asarray(o)[-1, -1]) == i


def test_x64_computes_in_double_precision(x64):
    # f64 stays f64 through IREE (no silent demotion to f32), math functions included
    x = np.array([0.1, 1.0 + 1e-12, 3.0], np.float64)

    def program(x):
        return dict(exp=jnp.exp(x), log=jnp.log(x), sin=jnp.sin(x), tanh=jnp.tanh(x),
                    mean=jnp.mean(x), prod=x * (1 + 1e-15), z=jnp.exp(x * 1j))

    out = hostcall.jit(program)(x)
    ref = dict(exp=np.exp(x), log=np.log(x), sin=np.sin(x), tanh=np.tanh(x), mean=x.mean(),
               prod=x * (1 + 1e-15), z=np.exp(x * 1j))
    for k, w in ref.items():
        assert out[k].dtype == w.dtype, k
        np.testing.assert_allclose(np.asarray(out[k]), w, rtol=1e-14, atol=0, err_msg=k)
    assert float(out["log"][1]) != 0.0      # 1e-12 is below float32's resolution


def test_interpreter_exits_cleanly_with_live_arrays():
    # results still referenced from module globals when Python shuts down must not
    # outlive (and crash on) their device's allocator
    import subprocess
    import sys
    code = ("import hostcall, hostcall.numpy as jnp\n"
            "kept = hostcall.jit(lambda x: x * 2)(jnp.ones(1000))\n"
            "eager = jnp.ones(3); eager.buffer_on(kept.device)\n"
            "print(float(kept.sum()))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stderr)
    assert proc.stdout.strip() == "2000.0"


# ------------------------------------------------------------------ lost devices
def test_lost_device_errors_are_told_from_other_errors():
    # texts IREE gave on lavapipe when its device was lost, and errors that are not losses
    seen_on_vulkan = [
        "Error invoking function: c/runtime/src/iree/hal/drivers/vulkan/queue.c:5253: "
        "DATA_LOSS; [vkQueueSubmit2] VK_ERROR_DEVICE_LOST; while invoking native function "
        "hal.fence.await; while calling variadic import;",
        "Failed to allocate buffer copy: c/runtime/src/iree/hal/drivers/vulkan/queue.c:6000: "
        "DATA_LOSS; [vkWaitSemaphores] VK_ERROR_DEVICE_LOST",
        "Error invoking function: DATA_LOSS; while invoking native function hal.fence.await; "
        "while calling variadic import;",
    ]
    for text in seen_on_vulkan:
        assert executor.is_device_lost_error(RuntimeError(text), "vulkan"), text
    assert executor.is_device_lost_error(RuntimeError(seen_on_vulkan[0]), "cpu")
    assert not executor.is_device_lost_error(RuntimeError(seen_on_vulkan[2]), "cpu")
    assert not executor.is_device_lost_error(
        RuntimeError("Error invoking function: INVALID_ARGUMENT; buffer too small"), "vulkan")
    # the error hostcall raises for a loss is not read as a new loss
    assert not executor.is_device_lost_error(executor.DeviceLostError("device was lost"))


_LOST_DEVICE_SCENARIO = """
import sys
import numpy as np
import hostcall
from hostcall.runtime import DeviceLostError, executor

platform = sys.argv[1]
f = hostcall.jit(lambda a: a * 2 + 1, backend=platform)
g = hostcall.jit(lambda a, scale: a.sum() * scale, backend=platform)
x = np.arange(4, dtype=np.float32)
read_before = f(x)
np.asarray(read_before)
unread = f(x)
kept = f.lower(x).compile()
old = executor.get_device(platform)
executor.inject_device_loss(old)
try:
    f(x)   # the dispatch fast path
    print("no error")
except DeviceLostError as e:
    print("lost:", "jit(<lambda>)" in str(e), "was lost" in str(e),
          "VK_ERROR_DEVICE_LOST" in str(e.__cause__))
new = executor.get_device(platform)
print("replaced:", new is not old, old.lost, new.lost)
print("f:", np.asarray(f(x)).tolist(), f(x).device is new, f.trace_count)
print("g:", float(g(x, scale=np.float32(3))), g(x, scale=np.float32(3)).device is new)
print("read before:", np.asarray(read_before).tolist())
for what, run in (("unread", lambda: np.asarray(unread)), ("kept", lambda: kept(x)),
                  ("argument", lambda: f(unread))):
    try:
        run()
        print(what, "no error")
    except DeviceLostError as e:
        print(what, "raises:", "lost" in str(e))
# a loss met by a call through the full path (keyword arguments) too
executor.inject_device_loss(new)
try:
    g(x, scale=np.float32(3))
    print("no error")
except DeviceLostError as e:
    print("lost again:", "jit(<lambda>)" in str(e))
print("g again:", float(g(x, scale=np.float32(2))), executor.get_device(platform) is not new)
"""

_LOST_DEVICE_EXPECTED = [
    "lost: True True True",
    "replaced: True True False",
    "f: [1.0, 3.0, 5.0, 7.0] True 3",   # traced for the call, lower() and the new device
    "g: 18.0 True",
    "read before: [1.0, 3.0, 5.0, 7.0]",
    "unread raises: True",
    "kept raises: True",
    "argument raises: True",
    "lost again: True",
    "g again: 12.0 True",
]


def run_lost_device_scenario(platform: str) -> list[str]:
    """The lost-device scenario in a fresh process (it retires the platform's device):
    its printed lines."""
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-c", _LOST_DEVICE_SCENARIO, platform],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout.splitlines()


def test_a_lost_device_raises_once_and_the_next_call_runs_on_a_new_device():
    """A call that meets a lost device (injected: a real loss cannot be caused on demand)
    raises DeviceLostError naming the function; the next calls compile for a new device
    and run; arrays left unread on the lost device, and programs compiled for it, raise
    DeviceLostError."""
    assert run_lost_device_scenario("cpu") == _LOST_DEVICE_EXPECTED
