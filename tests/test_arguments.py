"""runtime.arguments: host and device arrays become the VM refs a compiled program takes,
in one place, for jit's fast path and full path alike."""
import numpy as np
import iree.runtime as rt

import hostcall
import hostcall.numpy as jnp
from hostcall.runtime import arguments, executor


def _run(compiled, inputs) -> np.ndarray:
    """Run ``compiled``'s executable on a packed argument list; its one result."""
    outputs = rt.VmVariantList(1)
    compiled.executable.invoke_lists(inputs, outputs)
    view = outputs.get_as_ref(0).deref(rt.HalBufferView)
    return np.array(compiled.device.view(view, compiled.out_avals[0].dtype))


def test_the_fast_caller_passes_every_kind_of_argument():
    """numpy arrays in another byte order, strided, of bool, and Arrays (their buffer)."""
    compiled = hostcall.jit(lambda x, keep, y: jnp.where(keep, x, y)).lower(
        np.ones((3, 2), np.float32), np.ones((3, 2), bool), np.ones((3, 2), np.float32)
    ).compile()
    device = compiled.device
    call = arguments.fast_caller(compiled.executable, [np.float32, np.bool_, np.float32], 1,
                                 lambda ref: np.array(device.view(
                                     ref.deref(rt.HalBufferView), np.float32)),
                                 single_result=True)
    x = np.arange(6, dtype=">f4").reshape(2, 3).T          # big-endian and transposed
    keep = np.array([[True, False], [False, True], [True, True]])
    y = jnp.asarray(-np.ones((3, 2), np.float32))           # a device array
    np.testing.assert_array_equal(call([x, keep, y]), np.where(keep, x, -1.0))
    np.testing.assert_array_equal(call([x, ~keep, y]), np.where(~keep, x, -1.0))
    both = arguments.fast_caller(compiled.executable, [np.float32, np.bool_, np.float32], 1,
                                 lambda outputs: outputs.size)
    assert both([x, keep, x]) == 1   # without single_result: the VM list of results


def test_an_array_passes_its_own_buffer_once_on_the_device():
    """ref_on copies a host-only Array to the device once; later calls pass that ref."""
    device = executor.get_device("cpu")
    eager = jnp.asarray(np.arange(4, dtype=np.int32))
    first = eager.ref_on(device)
    assert eager.ref_on(device) is first
    assert arguments.device_ref(eager, np.int32, device) is first
    result = hostcall.jit(lambda v: v * 3)(eager)
    assert result.ref_on(device) is result.ref_on(device)
    np.testing.assert_array_equal(result, [0, 3, 6, 9])
    # both CPU devices share host memory: the buffer serves the multi-threaded one as is
    view = result.buffer_on(executor.parallel_cpu_device())
    assert view is result.buffer_on(device)


def test_device_ref_converts_host_values_and_takes_any_device_array():
    """A scalar or list becomes a buffer of the argument's dtype; any object with
    ``ref_on(device)`` passes its own ref (the protocol, not the Array class)."""
    compiled = hostcall.jit(lambda a, b: a - b).lower(np.ones(3, np.float32),
                                                      np.ones(3, np.float32)).compile()
    device = compiled.device

    class Buffer:
        def __init__(self, values):
            self.ref = device.put(np.asarray(values, np.float32)).ref

        def ref_on(self, where):
            assert where is device
            return self.ref

    inputs = rt.VmVariantList(2)
    inputs.push_ref(arguments.device_ref([1, 2, 3], np.float32, device))
    inputs.push_ref(arguments.device_ref(Buffer([0.5, 0.25, 4.0]), np.float32, device))
    np.testing.assert_array_equal(_run(compiled, inputs), [0.5, 1.75, -1.0])
    # Compiled.__call__ (jit's full path) marshals through device_ref too
    got = compiled(jnp.asarray([1.0, 2.0, 3.0]), np.full(3, 0.5, np.float32))
    np.testing.assert_array_equal(got, [0.5, 1.5, 2.5])
