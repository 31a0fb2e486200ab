"""dialects/vm_branches.py in the compile driver: programs whose IREE VM branches passed
one packed buffer (or fence) in two block arguments run and give the reference's values,
and the canaries show IREE 3.13 alone still reads a null reference on each of them.

Each module is one the fuzzer or a user program found, as jit's pipeline left it before
this rewrite existed (the StableHLO copies that avoided the hazard in a few places are
gone with it): a rejection loop's entry from function arguments, a rejection loop in a
fori_loop's body, a jvp's loop in a case branch, a vjp's nested case results,
threefry-like carries rotating among themselves, and a rejection loop whose exit passes a
buffer that a later block moves (seed 428 f236)."""
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

from hostcall import passes
from hostcall.dialects.vm_branches import distinct_branch_refs
from hostcall.runtime import compile_driver, inprocess

from helpers import iree_compile_raw, recorded_case, run_raw_entry

INPUTS = Path(__file__).parent / "inputs"
FIXED = INPUTS / "fuzz_fixed"
NULL_BUFFER = "indirect buffer reference slot 0 is out range"

# Three carries rotating (k0, k1, k2) -> (k1, k2, k0) from the argument and two values
# computed before the loop, summed into an accumulator: one iteration runs, and from the
# second the carry whose buffer IREE's VM moved away is read.
ROTATION = """
func.func @main(%arg0: tensor<ui32>) -> tensor<ui32> {
  %c = stablehlo.constant dense<466688986> : tensor<ui32>
  %x = stablehlo.add %arg0, %c : tensor<ui32>
  %z = stablehlo.constant dense<0> : tensor<ui32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:5 = stablehlo.while(%i = %c0, %acc = %arg0, %k0 = %arg0, %k1 = %x, %k2 = %z) : tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %acc2 = stablehlo.add %acc, %k0 : tensor<ui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %acc2, %k1, %k2, %k0 : tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  }
  return %w#1 : tensor<ui32>
}
"""


def _rotation_numpy(a):
    ks = [a, a + np.uint32(466688986), np.uint32(0)]
    acc = a
    with np.errstate(over="ignore"):
        for i in range(5):
            acc = acc + ks[i % 3]
    return [np.asarray(acc, np.uint32)]


def _recorded(finding, entry, module):
    def case():
        _, inputs, want = recorded_case(FIXED / finding, entry)
        return (INPUTS / module).read_text(), entry, inputs, [np.asarray(w) for w in want]
    return case


def _argument_entry():
    # bernoulli's rejection loop from random.PRNGKey(6), its loop kernels inside a host
    # loop entered from the function's arguments; JAX 0.10.2's values
    args = [np.zeros(3, bool), np.array([0, 6], np.uint32), np.int32(0)]
    want = [np.array([True, False, True]), np.array([2216260512, 580592727], np.uint32),
            np.int32(1)]
    return (INPUTS / "argument_entry_host_loop.mlir").read_text(), "main", args, want


def _packed_loop_entry():
    # seed409_f86 (i8) reduced: a rejection loop in a loop body from two computed arrays;
    # the reference evaluator's values
    text = (INPUTS / "packed_loop_entry.mlir").read_text()
    _, inputs, _ = recorded_case(FIXED / "seed409_f86.mlir", "f86")
    return text, "main", inputs, [np.array([[-1, -15, -15], [-17, -16, -9]], np.int8)]


def _rotation():
    a = np.uint32(5)
    return ROTATION, "main", [a], _rotation_numpy(a)


# name: (a function giving module text, entry, inputs, expected results; IREE's error).
# The expected values are JAX's (the argument entry), numpy's (the rotation) or the
# reference evaluator's of the program the module was lowered from (the others).
CASES = {
    "argument_entry_host_loop": (_argument_entry, "ref is null"),
    "packed_loop_entry": (_packed_loop_entry, NULL_BUFFER),
    "case_loop_seed406_f256": (_recorded("seed406_f256_j0.mlir", "f256_j0",
                                         "vm_null_buffer_case_loop.mlir"), NULL_BUFFER),
    "nested_case_results_seed409_f283": (_recorded("seed409_f283_v0_vjp.mlir", "f283_v0_vjp",
                                                   "packed_case_results.mlir"), NULL_BUFFER),
    "rotating_carries": (_rotation, NULL_BUFFER),
    "cross_block_seed428_f236": (_recorded("seed428_f236.mlir", "f236",
                                           "vm_cross_block_ref.mlir"), NULL_BUFFER),
}

# Runs a flatbuffer's entry on saved inputs with IREE's runtime alone, in a subprocess: a
# null reference could also crash the process.
_RUN = """
import sys, numpy as np, iree.runtime as rt
vmfb, entry, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ctx = rt.SystemContext(config=rt.Config("local-sync"))
ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, open(vmfb, "rb").read()))
getattr(ctx.modules.module, entry)(*[np.load(f"{vmfb}.{i}.npy") for i in range(n)])
print("ran")
"""


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_program_gives_the_expected_values(name):
    text, entry, inputs, want = CASES[name][0]()
    got = run_raw_entry(text, entry, *inputs)   # IREE with the driver's VM rewrite
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)


@pytest.mark.canary("hostcall-distinct-branch-refs")
@pytest.mark.parametrize("name", sorted(CASES))
def test_canary_iree_alone_reads_a_null_reference(name, tmp_path):
    """When this fails, IREE 3.13's VM no longer moves a repeated branch operand out of
    a register another block argument keeps (iree-org/iree#24753): the rewrite can go."""
    make, error = CASES[name]
    text, entry, inputs, _ = make()
    compiled = iree_compile_raw(text, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    vmfb = tmp_path / "raw.mlir.vmfb"
    for i, x in enumerate(inputs):
        np.save(f"{vmfb}.{i}.npy", np.asarray(x))
    done = subprocess.run([sys.executable, "-c", _RUN, str(vmfb), entry, str(len(inputs))],
                          capture_output=True, text=True, timeout=300)
    assert "ran" not in done.stdout
    assert error in done.stderr


def _vm_module(text: str, tmp_path) -> ir.Module:
    """IREE's VM module of a StableHLO module (iree-compile --compile-to=vm)."""
    flags = [*compile_driver.TARGET_FLAGS["cpu"], *inprocess.GLOBAL_FLAGS,
             f"--compile-to={inprocess.VM_PHASE}"]
    done = iree_compile_raw(text, tmp_path, flags=flags)
    assert done.returncode == 0, done.stderr
    return ir.Module.parse((tmp_path / "raw.mlir.vmfb").read_text(), ir.Context())


def test_the_rewrite_finds_the_repeats_and_leaves_a_valid_module(tmp_path):
    """In IREE's VM module of the rotation, a branch passes one buffer twice; after the
    rewrite none does, and the module verifies."""
    module = _vm_module(ROTATION, tmp_path)
    assert distinct_branch_refs(module) > 0
    assert module.operation.verify()
    assert distinct_branch_refs(module) == 0


def test_a_module_without_branches_compiles_as_iree_alone_compiles_it(tmp_path, monkeypatch):
    """The two-phase compile changes nothing where no branch repeats a reference: the
    driver's flatbuffer of a straight-line module, compiled by iree-compile in two runs,
    equals iree-compile's in one run."""
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")
    text = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.tanh %a : tensor<4xf32>
  %m = stablehlo.multiply %t, %a : tensor<4xf32>
  return %m : tensor<4xf32>
}"""
    module = _vm_module(text, tmp_path)
    assert distinct_branch_refs(module) == 0
    options = compile_driver.CompileOptions("cpu", (), inprocess.GLOBAL_FLAGS)
    driven = compile_driver.compile_vmfb(text, options, tmp_path)
    one_run = subprocess.run(
        [find_tool("iree-compile"), "-", "--iree-input-type=stablehlo",
         "--iree-vm-bytecode-module-output-format=flatbuffer-binary", "--mlir-print-debuginfo",
         *options.arguments()], input=text.encode(), capture_output=True, timeout=300)
    assert one_run.returncode == 0, one_run.stderr
    assert bytes(driven) == one_run.stdout


def test_hostcall_opt_runs_the_rewrite_on_a_vm_module(tmp_path):
    module = _vm_module(ROTATION, tmp_path)
    before = str(module).count("vm.select.ref")
    out = passes.run(str(module), "hostcall-distinct-branch-refs")
    assert str(out).count("vm.select.ref") > before
