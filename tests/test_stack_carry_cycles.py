"""hostcall-stack-carry-cycles: host loops that rotate three or more carries among
themselves run and give the spec's values (IREE 3.13 built programs that failed at run
time: "indirect buffer reference slot 0 is out range of the declared binding capacity")."""
import subprocess
import sys

import numpy as np
import pytest

import hostcall
from hostcall import lax, passes, random
from hostcall.api import Lowered
from hostcall.reference import evaluate
from hostcall.runtime import cache
from hostcall.tools import cli

PASS = "hostcall-stack-carry-cycles"

# The smallest program found: three carries rotating (k0, k1, k2) -> (k1, k2, k0), starting
# from the argument and two values computed before the loop, the body adding k0 to an
# accumulator that starts as the argument.  One iteration runs; from the second one the
# carry whose buffer reference IREE's VM moved away is read.  TYPE is the carries' type.
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


@pytest.mark.canary(PASS)
def test_iree_still_fails_the_rotation_at_run_time(tmp_path):
    """When this fails, IREE 3.13's VM no longer loses the buffer of a rotated carry: the
    pass can go.  The program is compiled as it is (no hostcall pass) and run in a
    subprocess, as a null buffer could also crash it."""
    (tmp_path / "m.mlir").write_text(_module("ui32"))
    script = (
        "import sys, numpy as np\n"
        "from hostcall.runtime import cache, get_device\n"
        "from hostcall.runtime.executor import Executable\n"
        "device = get_device('cpu')\n"
        "vmfb = cache.compile_text(open(sys.argv[1]).read(), 'cpu', use_disk=False)\n"
        "Executable(vmfb, device).invoke([device.put(np.uint32(5))], 1)\n"
        "print('ran')\n")
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "m.mlir")],
                          capture_output=True, text=True, timeout=300)
    assert "ran" not in done.stdout
    assert "indirect buffer reference slot 0 is out range" in done.stderr


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
    becomes a loop kernel, unless hostcall-kernelize-loops is left out as below).  Only the sum is returned: the rotated carries' results, used after the loop,
    kept their buffers alive past the loop's entry, and then IREE's VM copied them."""
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


def test_the_pass_is_what_makes_the_loop_run():
    """Without it, jit's pipeline gives IREE the rotating host loop, whose program fails
    at run time; with it, the loop carries one stacked array."""
    traced = hostcall.jit(rotate).lower(*ARGS).traced
    full = passes.default_pipeline("cpu")
    assert PASS in full.split(",")
    host_loops = [p for p in full.split(",") if p != "hostcall-kernelize-loops"]
    without = ",".join(p for p in host_loops if p != PASS)
    text = Lowered(traced, "cpu", without).as_text("lowered")
    assert "flow.dispatch.region" not in text and "linalg.generic" not in text
    from hostcall.runtime import get_device
    from hostcall.runtime.executor import Executable
    device = get_device("cpu")
    exe = Executable(cache.compile_text(text, "cpu", use_disk=False), device)
    with pytest.raises(Exception, match="indirect buffer reference slot 0 is out range"):
        exe.invoke([device.put(a) for a in ARGS], 1)
    with_pass = Lowered(traced, "cpu", ",".join(host_loops))
    assert "tensor<3xui32>" in with_pass.as_text("lowered")
    np.testing.assert_array_equal(np.asarray(with_pass.compile()(*ARGS)), _rotate_numpy(*ARGS))


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
