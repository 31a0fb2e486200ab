"""Host loops that rotate three or more carries among themselves (threefry's key words)
run and give the spec's values.  IREE 3.13's VM passed one buffer in two of such a loop's
block arguments and read a null one ("indirect buffer reference slot 0 is out range of
the declared binding capacity"): dialects/vm_branches.py, canary in test_vm_branches.py."""
import numpy as np
import pytest

import hostcall
from hostcall import lax, random
from hostcall.api import Lowered
from hostcall.reference import evaluate
from hostcall.tools import cli
from hostcall.tools.differential import host_loop_pipeline

# The smallest program found: three carries rotating (k0, k1, k2) -> (k1, k2, k0), starting
# from the argument and two values computed before the loop, the body adding k0 to an
# accumulator that starts as the argument.  TYPE is the carries' type.
ROTATION = """
func.func @main(%arg0: TYPE) -> TYPE {
  %c = stablehlo.constant dense<X> : TYPE
  %x = stablehlo.add %arg0, %c : TYPE
  %z = stablehlo.constant dense<Z> : TYPE
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:5 = stablehlo.while(%i = %c0, %acc = %arg0, %k0 = %arg0, %k1 = %x, %k2 = %z) : tensor<i32>, TYPE, TYPE, TYPE, TYPE
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %acc2 = stablehlo.add %acc, %k0 : TYPE
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %acc2, %k1, %k2, %k0 : tensor<i32>, TYPE, TYPE, TYPE, TYPE
  }
  return %w#1 : TYPE
}
"""
CASES = {   # name: (type, constant X, constant Z, argument)
    "ui32": ("tensor<ui32>", "466688986", "0", np.uint32(5)),
    "i32": ("tensor<i32>", "-7", "3", np.int32(5)),
    "f32x2": ("tensor<2xf32>", "2.5", "-1.0", np.float32([5, 0.25])),
}


def _module(name: str) -> str:
    t, x, z, _ = CASES[name]
    return ROTATION.replace("TYPE", t).replace("dense<X>", f"dense<{x}>").replace(
        "dense<Z>", f"dense<{z}>")


def _numpy(name: str) -> np.ndarray:
    """The loop by hand: acc = a + k0 of each of the five iterations."""
    _, x, z, a = CASES[name]
    dtype = np.asarray(a).dtype
    with np.errstate(over="ignore"):
        ks = [a, a + dtype.type(x), np.zeros_like(a) + dtype.type(z)]
        acc = a
        for i in range(5):
            acc = acc + ks[i % 3]
    return np.asarray(acc, dtype)


@pytest.mark.parametrize("name", sorted(CASES))
def test_hostcall_run_gives_the_spec_values(tmp_path, name):
    text = _module(name)
    a = CASES[name][3]
    want = _numpy(name)
    np.testing.assert_array_equal(evaluate(text, a)[0], want)
    (tmp_path / "m.mlir").write_text(text)
    np.save(tmp_path / "a.npy", np.asarray(a))
    assert cli.main(["run", str(tmp_path / "m.mlir"), "--save-npy", str(tmp_path / "r"),
                     "--input", str(tmp_path / "a.npy")]) == 0
    got = np.load(tmp_path / "r0.npy")
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


def rotate(a):
    """Three uint32 carries rotating under fori_loop, starting from ``a``,
    ``a ^ 0x1BD11BDA`` and 0, as threefry's key words do, summed into a fourth (small: it
    becomes a loop kernel, unless hostcall-kernelize-loops is left out as below)."""
    def body(i, s):
        acc, x, y, z = s
        return acc * np.uint32(3) + x, y, z, x
    return lax.fori_loop(0, 7, body, (a, a, a ^ np.uint32(0x1BD11BDA), np.uint32(0)))[0]


def _rotate_numpy(a):
    acc, ks = a, [a, a ^ np.uint32(0x1BD11BDA), np.uint32(0)]
    with np.errstate(over="ignore"):
        for i in range(7):
            acc = acc * np.uint32(3) + ks[i % 3]
    return acc


ARGS = (np.uint32(4000000000),)


def test_jit_of_a_rotating_fori_loop():
    got = hostcall.jit(rotate)(*ARGS)
    assert np.asarray(got).dtype == np.uint32
    np.testing.assert_array_equal(np.asarray(got), _rotate_numpy(*ARGS))


def test_a_rotating_host_loop():
    """The same loop left on the host (jit's pipeline without loop kernels): the rotating
    carries are block arguments of IREE's VM loop, as in the canary's program."""
    lowered = hostcall.jit(rotate).lower(*ARGS)
    host = Lowered(lowered.traced, lowered.backend, host_loop_pipeline())
    text = host.as_text("lowered")
    assert "stablehlo.while" in text and "flow.dispatch.region" not in text
    got = host.compile()(*ARGS)
    np.testing.assert_array_equal(np.asarray(got), _rotate_numpy(*ARGS))


def test_chains_of_ciphers_in_x64_mode(x64):
    """threefry's rolled loop rotates its three key words: a cipher fed by another one
    (fold_in then uniform) or by a traced seed, compiled, matches JAX 0.10.2."""
    got = hostcall.jit(lambda k: random.uniform(random.fold_in(k, 1), (4,)))(
        random.PRNGKey(0))
    np.testing.assert_allclose(np.asarray(got), [0.08062436666431605, 0.923948835561414,
                                                 0.7339523451366718, 0.5794502442667795],
                               rtol=1e-15)
    got = hostcall.jit(lambda s: random.uniform(random.PRNGKey(s), (4,)))(np.int64(7))
    np.testing.assert_allclose(np.asarray(got), [0.8441069450823528, 0.04541258512665647,
                                                 0.22498462569285382, 0.06438560513366842],
                               rtol=1e-15)
