"""Complex constants under jit, jvp, grad and vjp (issue 12 B1).

Copying an op with a complex dense attribute once aborted the interpreter
(std::terminate, "Can't cast unknown element type complex<f32>"), so each program runs
in a subprocess: an abort fails the test instead of ending pytest.
"""
import json
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from helpers import iree_compile_raw

_PRELUDE = """
import json
import numpy as np
import hostcall as hc
import hostcall.numpy as jnp

def out(*values):
    flat = [complex(np.asarray(v)) for v in values]
    print(json.dumps([[v.real, v.imag] for v in flat]))
"""

PROGRAMS = {
    # the program: jit, and jvp (value and tangent)
    "jit": ("f = lambda z: 2 * jnp.real(z) + (4 * jnp.real(z)) * 1j\n"
            "out(hc.jit(f)(jnp.asarray(np.complex64(1 + 2j))))",
            [2 + 4j]),
    "jvp": ("f = lambda z: 2 * jnp.real(z) + (4 * jnp.real(z)) * 1j\n"
            "z = jnp.asarray(np.complex64(1 + 2j))\n"
            "out(*hc.jvp(f, (z,), (jnp.asarray(np.complex64(0.5 + 3j)),)))",
            [2 + 4j, 1 + 2j]),
    "jit_jvp": ("f = lambda z: z * (3 - 1j) + jnp.asarray([1j, 2], jnp.complex64)[0]\n"
                "z = jnp.asarray(np.complex64(1 + 1j))\n"
                "out(*hc.jit(lambda z, t: hc.jvp(f, (z,), (t,)))(z, z))",
                [(1 + 1j) * (3 - 1j) + 1j, (1 + 1j) * (3 - 1j)]),
    # grad of real-valued programs with complex constants inside (3 x^2 and 4 x^2)
    "grad_real": ("g = lambda x: jnp.real(x * (3 + 4j) * x)\n"
                  "out(hc.grad(g)(2.0), hc.jit(hc.grad(g))(2.0))",
                  [12, 12]),
    "grad_imag": ("g = lambda x: jnp.imag(x * (3 + 4j) * x)\n"
                  "out(hc.grad(g)(2.0))",
                  [16]),
    # vjp: the cotangent multiplies the constant (a linear map's transpose, no conjugate)
    "vjp_real_input": ("y, back = hc.vjp(lambda x: x * (1 + 2j), jnp.float32(1.5))\n"
                       "out(y, *back(jnp.asarray(np.complex64(1j))))",
                       [1.5 + 3j, -2]),
    "vjp_complex_input": ("y, back = hc.vjp(lambda z: z * (1 + 2j), "
                          "jnp.asarray(np.complex64(1 - 1j)))\n"
                          "out(y, *back(jnp.asarray(np.complex64(1))))",
                          [(1 - 1j) * (1 + 2j), 1 + 2j]),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_complex_constant_program(name):
    code, want = PROGRAMS[name]
    proc = subprocess.run([sys.executable, "-c", _PRELUDE + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = [complex(re, im) for re, im in json.loads(proc.stdout.strip().splitlines()[-1])]
    np.testing.assert_allclose(got, want, rtol=1e-6)


_READ_BACK = """
from iree.compiler import ir
import hostcall.dialects  # registers the dense attribute reader
with ir.Context():
    module = ir.Module.parse(
        "func.func @f() -> tensor<2xcomplex<f32>> {\\n"
        "  %c = stablehlo.constant dense<[(0.0,1.0), (2.0,-3.0)]> : tensor<2xcomplex<f32>>\\n"
        "  return %c : tensor<2xcomplex<f32>>\\n}")
    attrs = module.body.operations[0].regions[0].blocks[0].operations[0].operation.attributes
    print(type(attrs["value"]).__name__)
    print(attrs[0].attr)
"""


def test_complex_attribute_reads_back_from_ir():
    # the attribute reader the passes use to copy ops gives complex constants back
    proc = subprocess.run([sys.executable, "-c", _READ_BACK], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == [
        "DenseElementsAttr",
        "dense<[(0.000000e+00,1.000000e+00), (2.000000e+00,-3.000000e+00)]> : "
        "tensor<2xcomplex<f32>>"]


UPDATE_OF_A_COMPLEX_SPLAT = """
func.func @main(%u: tensor<1x3xcomplex<f32>>, %i: tensor<i32>) -> tensor<3x3xcomplex<f32>> {
  %z = stablehlo.constant dense<(0.0,0.0)> : tensor<complex<f32>>
  %0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.dynamic_update_slice %0, %u, %i, %c : (tensor<3x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<3x3xcomplex<f32>>
  return %1 : tensor<3x3xcomplex<f32>>
}
"""


@pytest.mark.canary("hostcall-complex-constants")
def test_canary_iree_rejects_a_complex_splat_as_an_update_destination(tmp_path):
    """Without hostcall-complex-constants iree-compile 3.13 rejects a dynamic_update_slice
    into a complex64 splat.  When this fails, IREE compiles it: the pass's rule for update
    destinations can go (its complex128 rule has the canary below)."""
    done = iree_compile_raw(UPDATE_OF_A_COMPLEX_SPLAT, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr" \
        in done.stderr


COMPLEX128_SPLAT_BEHIND_A_BARRIER = """
func.func @main(%x: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %c = stablehlo.constant dense<(1.0,-2.0)> : tensor<4xcomplex<f64>>
  %b = stablehlo.optimization_barrier %c : tensor<4xcomplex<f64>>
  %r = stablehlo.add %b, %x : tensor<4xcomplex<f64>>
  return %r : tensor<4xcomplex<f64>>
}
"""


@pytest.mark.canary("hostcall-complex-constants")
def test_canary_iree_rejects_a_complex128_splat_it_stores(tmp_path):
    """Without hostcall-complex-constants iree-compile 3.13 fills a stored complex128 splat
    (here a barrier's operand) with one i128.  When this fails, IREE stores complex128
    splats: the pass's complex128 rule can go (check its larger constants too)."""
    done = iree_compile_raw(COMPLEX128_SPLAT_BEHIND_A_BARRIER, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'stream.async.splat' op operand #0 must be" in done.stderr
    assert "but got 'i128'" in done.stderr
