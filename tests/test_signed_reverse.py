"""Reverses of unsigned integers compile and give the spec's values, in modules from
outside hostcall (`hostcall run`) and under jit (hostcall-signed-reverse works around
IREE 3.13, which does not compile an unsigned stablehlo.reverse)."""
import numpy as np
import pytest

import hostcall
from hostcall import lax
from hostcall.tools import cli

from helpers import iree_compile_raw

REVERSE = """
func.func @main(%a: tensor<2x3x{t}>) -> tensor<2x3x{t}> {{
  %r = stablehlo.reverse %a, dims = [{dims}] : tensor<2x3x{t}>
  return %r : tensor<2x3x{t}>
}}
"""
DTYPES = {"ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64}


def _values(dtype):
    top = np.iinfo(dtype).max
    return np.array([[0, 1, top], [top - 1, 7, top // 2 + 1]], dtype)


@pytest.mark.parametrize("name", sorted(DTYPES))
@pytest.mark.parametrize("dims", ["1", "0, 1"])
def test_foreign_unsigned_reverse_runs(tmp_path, name, dims):
    x = _values(DTYPES[name])
    (tmp_path / "m.mlir").write_text(REVERSE.format(t=name, dims=dims))
    np.save(tmp_path / "x.npy", x)
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--input", str(tmp_path / "x.npy"),
                     "--save-npy", str(tmp_path / "r")]) == 0
    got = np.load(tmp_path / "r0.npy")
    axes = tuple(int(d) for d in dims.split(","))
    assert got.dtype == x.dtype
    np.testing.assert_array_equal(got, np.flip(x, axes))


@pytest.mark.parametrize("dtype", [np.uint8, np.uint32])
def test_rev_of_unsigned_eager_and_jit(dtype):
    x = _values(dtype)
    want = np.flip(x, 1)
    for got in (lax.rev(x, (1,)), hostcall.jit(lambda v: lax.rev(v, (1,)))(x)):
        got = np.asarray(got)
        assert got.dtype == dtype
        np.testing.assert_array_equal(got, want)


def test_traced_rev_stages_one_reverse():
    """The trace stages the op itself; the pass, not the trace, works around IREE."""
    text = hostcall.jit(lambda v: lax.rev(v, (0,))).lower(np.arange(3, dtype=np.uint16)).as_text()
    assert text.count("stablehlo.reverse") == 1 and "bitcast_convert" not in text


UNSIGNED_REVERSE = """
func.func @main(%x: tensor<3xui32>) -> tensor<3xui32> {
  %r = stablehlo.reverse %x, dims = [0] : tensor<3xui32>
  return %r : tensor<3xui32>
}
"""


@pytest.mark.canary("hostcall-signed-reverse")
def test_canary_iree_rejects_an_unsigned_reverse(tmp_path):
    """Without hostcall-signed-reverse iree-compile 3.13 fails on a ui32 reverse.  When
    this fails, IREE reverses unsigned integers: the pass can go."""
    done = iree_compile_raw(UNSIGNED_REVERSE, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to legalize operation 'linalg.generic' that was explicitly marked illegal" \
        in done.stderr
