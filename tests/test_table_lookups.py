"""hostcall-table-lookups: gathers of single elements of a 1-D table, read with
torch_index_select after clamping, keep the spec's gather values and fuse in IREE."""
import re

import numpy as np
import pytest
from iree.compiler import compile_str

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.runtime import compile_driver

from helpers import iree_compile_raw

POINT = lax.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0,),
                                   start_index_map=(0,))


@pytest.mark.parametrize("table_dtype", [np.float32, np.int64, np.uint8, np.float16])
@pytest.mark.parametrize("index_dtype", [np.int32, np.int8, np.uint16])
def test_out_of_range_indices_are_clamped_as_the_spec_says(table_dtype, index_dtype):
    table = (np.arange(10) * 3 + 1).astype(table_dtype)
    info = np.iinfo(index_dtype)
    idx = np.array([0, 3, 9, 10, 100, info.max, info.min, 5], index_dtype)
    f = hostcall.jit(lambda t, i: lax.gather(t, i[:, None], POINT, (1,), mode="clip"))
    assert "torch_index_select" in f.lower(table, idx).as_text("optimized")
    want = table[np.clip(idx.astype(np.int64), 0, 9)]   # the spec: start indices clamped
    np.testing.assert_array_equal(np.asarray(f(table, idx)), want)


def test_numpy_indexing_of_a_vector_by_an_index_array():
    table = np.linspace(-1, 1, 7).astype(np.float32)
    idx = np.array([[0, 6], [-1, -7], [3, 2]], np.int32)
    f = hostcall.jit(lambda t, i: t[i] * 2)
    assert "torch_index_select" in f.lower(table, idx).as_text("optimized")
    np.testing.assert_array_equal(np.asarray(f(table, idx)), table[idx] * 2)


def test_trig_table_reads_fuse_into_one_dispatch():
    """sin(a + b) * b: the sine's table of 2/pi read by exponent was a dispatch of its
    own as a gather; one dispatch with torch_index_select, and the values stay right."""
    a = np.linspace(-3e4, 3e4, 1001).astype(np.float32)
    f = hostcall.jit(lambda x, y: jnp.sin(x + y) * y)
    text = f.lower(a, a).as_text("lowered")
    assert "stablehlo.gather" not in text and text.count("torch_index_select") == 3
    flow = compile_str(text, extra_args=[*compile_driver.TARGET_FLAGS["cpu"], "--compile-to=flow"])
    assert flow.decode().count("flow.executable private") == 1
    want = np.sin((a + a).astype(np.float64)) * a
    np.testing.assert_allclose(np.asarray(f(a, a)), want, rtol=0, atol=1e-6 * 3e4)


def test_cuda_keeps_its_gathers():
    assert "hostcall-table-lookups" in passes.default_pipeline("cpu").split(",")
    assert "hostcall-table-lookups" not in passes.default_pipeline("cuda")
    assert "hostcall-table-lookups" in passes.default_pipeline("vulkan").split(",")


def test_loops_reading_tables_still_become_kernels():
    """hostcall-kernelize-loops reads gathers from constant tables itself: the lookup
    pass runs after it, so a loop of sines is still one kernel."""
    def body(i, x):
        return jnp.sin(x) + 0.5
    f = hostcall.jit(lambda x: lax.fori_loop(0, 20, body, x))
    x = np.linspace(-2, 2, 8).astype(np.float32)
    text = f.lower(x).as_text("optimized")
    assert "stablehlo.while" not in text
    want = x.astype(np.float64)
    for _ in range(20):
        want = np.sin(want) + 0.5
    np.testing.assert_allclose(np.asarray(f(x)), want, rtol=1e-5)


# a 256-entry table read at the exponent bits of a + b, times b (hostcall-reduce-trig's
# table read)
TABLE_READ_BY_EXPONENT = """
func.func @main(%a: tensor<1000xf32>, %b: tensor<1000xf32>) -> tensor<1000xf32> {
  %t = stablehlo.constant dense<[TABLE]> : tensor<256xf32>
  %s = stablehlo.add %a, %b : tensor<1000xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<1000xf32>) -> tensor<1000xi32>
  %c23 = stablehlo.constant dense<23> : tensor<1000xi32>
  %e = stablehlo.shift_right_logical %bits, %c23 : tensor<1000xi32>
  %m = stablehlo.constant dense<255> : tensor<1000xi32>
  %i = stablehlo.and %e, %m : tensor<1000xi32>
  %g = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<256xf32>, tensor<1000xi32>) -> tensor<1000xf32>
  %r = stablehlo.multiply %g, %b : tensor<1000xf32>
  return %r : tensor<1000xf32>
}
""".replace("TABLE", ", ".join(str(k / 256) for k in range(256)))


@pytest.mark.canary("hostcall-table-lookups")
def test_canary_iree_computes_a_gathers_indices_in_a_dispatch_of_their_own(tmp_path):
    """Without hostcall-table-lookups IREE 3.13 makes two dispatches of the table read: one
    computes the indices, the other gathers (after the pass: one).  When this fails, IREE fuses a gather with
    the arithmetic of its indices: the pass can go (compare compile and run times)."""
    done = iree_compile_raw(TABLE_READ_BY_EXPONENT, tmp_path,
                            flags=[*compile_driver.TARGET_FLAGS["cpu"], "--compile-to=flow"])
    assert done.returncode == 0, done.stderr[-2000:]
    flow = (tmp_path / "raw.mlir.vmfb").read_text()
    assert len(re.findall(r"flow\.executable\.export public @", flow)) == 2, flow
