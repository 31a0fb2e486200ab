"""hostcall-keep-softmax-generic: jit of a softmax gives the same bits with the pass as
without it, numpy's values, NaN and infinities included; IREE no longer raises it to
linalg.softmax (whose CPU code is slower: bench/large_arrays_bench.py), and a canary
shows IREE 3.13 still does so without the pass."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import nn, passes
from hostcall.api import Lowered
from hostcall.runtime import compile_driver

from helpers import iree_compile_raw

PASS = "hostcall-keep-softmax-generic"


def _without_pass() -> str:
    return ",".join(p for p in passes.default_pipeline("cpu").split(",") if p != PASS)


def _softmax64(x, axis):
    x = np.asarray(x, np.float64)
    m = np.max(x, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore"):
        e = np.exp(x - m)
        return e / np.sum(e, axis=axis, keepdims=True)


CASES = {
    "rows": (np.random.default_rng(0).standard_normal((5, 33)).astype(np.float32), -1),
    "columns of a 3-d array": (np.random.default_rng(1).standard_normal((2, 7, 4))
                               .astype(np.float32) * 30, 1),
    "infinities and nan": (np.float32([[0.0, -np.inf, 1.0, 2.0], [np.inf, 0.0, 1.0, 3.0],
                                       [-np.inf] * 4, [np.nan, 0.0, 1.0, 2.0],
                                       [88.0, 89.0, -100.0, 0.0]]), -1),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_softmax_bits_with_and_without_the_pass(name):
    x, axis = CASES[name]
    lowered = hostcall.jit(lambda v: nn.softmax(v, axis=axis)).lower(x)
    assert "stablehlo.maximum" in lowered.lowered_text
    plain = Lowered(lowered.traced, lowered.backend, _without_pass())
    got, before = (np.asarray(low.compile()(x)) for low in (lowered, plain))
    np.testing.assert_array_equal(got.view(np.uint32), before.view(np.uint32))
    np.testing.assert_allclose(got, _softmax64(x, axis), rtol=3e-6, atol=1e-30)


def test_float64_softmax_and_its_gradient(x64):
    x = np.random.default_rng(2).standard_normal((3, 6))

    def loss(v):
        return jnp.sum(nn.softmax(v, axis=-1) * jnp.arange(6.0))
    np.testing.assert_allclose(hostcall.jit(lambda v: nn.softmax(v))(x), _softmax64(x, -1),
                               rtol=1e-14)
    s = _softmax64(x, -1)
    w = np.arange(6.0)
    want = s * (w - np.sum(s * w, axis=-1, keepdims=True))   # d(s . w)/dx
    np.testing.assert_allclose(hostcall.jit(hostcall.grad(loss))(x), want, rtol=1e-12,
                               atol=1e-15)


def _flow(text, tmp_path) -> str:
    done = iree_compile_raw(text, tmp_path,
                            flags=[*compile_driver.TARGET_FLAGS["cpu"], "--compile-to=flow"])
    assert done.returncode == 0, done.stderr[-2000:]
    return (tmp_path / "raw.mlir.vmfb").read_text()


def test_iree_keeps_the_softmax_as_fused_generics(tmp_path):
    x = np.zeros((64, 128), np.float32)
    text = hostcall.jit(lambda v: nn.softmax(v, axis=-1)).lower(x).lowered_text
    flow = _flow(text, tmp_path)
    assert "linalg.softmax" not in flow and "math.exp" in flow


@pytest.mark.canary(PASS)
def test_canary_iree_raises_a_softmax_to_linalg_softmax(tmp_path):
    """When this fails, IREE no longer raises softmax (or its raising matches through the
    maximum): measure linalg.softmax against the fused generics again, and drop the pass
    if it is no longer slower."""
    x = np.zeros((64, 128), np.float32)
    lowered = hostcall.jit(lambda v: nn.softmax(v, axis=-1)).lower(x)
    plain = Lowered(lowered.traced, lowered.backend, _without_pass())
    assert "linalg.softmax dimension(1)" in _flow(plain.lowered_text, tmp_path)
