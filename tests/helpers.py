"""Helpers shared by several test files (one definition each)."""
import ast
import subprocess
from pathlib import Path

import iree.runtime as iree_runtime
import numpy as np
from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

import hostcall
from hostcall import passes
from hostcall.reference import evaluate
from hostcall.runtime import cache, compile_driver, get_device
from hostcall.runtime.artifact import Program
from hostcall.tools import cli
from hostcall.tools.compile_module import entry_signature, lower_and_compile
from hostcall.tools.mlir_input import parse_module

# numpy scalar type -> MLIR element type, for modules written as text
MLIR_TYPE = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
             np.complex128: "complex<f64>"}


def printed(capsys) -> str:
    """What the program printed so far, after every pending callback has run."""
    hostcall.effects_barrier()
    return capsys.readouterr().out


def cli_main(capsys, *argv):
    """The hostcall CLI run in this process: (exit code, stdout, stderr)."""
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def tensor_type(shape, dtype) -> str:
    """The MLIR tensor type of ``shape`` and numpy scalar type ``dtype``."""
    return f"tensor<{'x'.join(map(str, shape))}x{MLIR_TYPE[dtype]}>"


def run_text(text, *args):
    """Results of @main of a StableHLO module compiled with jit's default pipeline."""
    c = lower_and_compile(passes.parse_module(text), "<test>")
    program = Program(c.vmfb, c.manifest, c.inputs, c.results, {}, get_device("cpu"), "main")
    return [np.asarray(r) for r in program(*args)]


def iree_compile_raw(text, tmp_path, target="cpu", flags=None):
    """iree-compile of a StableHLO module's text, in a subprocess, with hostcall's IREE
    flags for ``target`` (or ``flags``) and none of hostcall's passes (what a canary shows
    IREE doing without a workaround; a crash kills only the subprocess)."""
    path = tmp_path / "raw.mlir"
    path.write_text(text)
    return subprocess.run([find_tool("iree-compile"), str(path), "--iree-input-type=stablehlo",
                           *(compile_driver.TARGET_FLAGS[target] if flags is None else flags), "-o", str(path) + ".vmfb"],
                          capture_output=True, text=True, timeout=300)


def run_raw(text, *args):
    """Results of @main of a StableHLO module compiled by IREE for the CPU with hostcall's
    IREE flags and none of hostcall's passes, run with IREE's own runtime."""
    return run_raw_entry(text, "main", *args)


def run_raw_entry(text, entry, *args):
    """run_raw for the function named ``entry``."""
    vmfb = cache.compile_text(text, "cpu", use_disk=False)
    ctx = iree_runtime.SystemContext(config=iree_runtime.Config("local-sync"))
    ctx.add_vm_module(iree_runtime.VmModule.copy_buffer(ctx.instance, bytes(vmfb)))
    out = getattr(ctx.modules.module, entry)(*args)
    return [np.asarray(r) for r in (out if isinstance(out, (list, tuple)) else [out])]


def recorded_case(path: Path, entry: str):
    """(module text, inputs, reference results) of a finding written by
    bench/fuzz_campaign.py: the program (after ``// transformed:`` for a transformed one),
    the ``// inputs:`` and ``// reference:`` comments; inputs cast to the entry's argument
    dtypes."""
    lines = path.read_text().splitlines()
    at = {tag: next((i for i, ln in enumerate(lines) if ln.startswith(f"// {tag}:")), None)
          for tag in ("transformed", "inputs", "reference")}
    if at["transformed"] is None:   # a plain program: every line that is not a comment
        text = "\n".join(ln for ln in lines if not ln.startswith("//"))
    else:
        text = "\n".join(lines[at["transformed"] + 1:at["inputs"]])
    written = "\n".join(lines[at["inputs"]:at["reference"]])[len("// inputs: "):]
    module = parse_module(text, entry, ir.Context())
    with module.context:
        arguments, _ = entry_signature(module, entry)
    values = [np.array(ast.literal_eval(part.strip().replace("\n//", "\n")))
              for part in written.split(";")]
    inputs = [np.asarray(v, dtype) for v, (_, dtype) in zip(values, arguments)]
    return text, inputs, evaluate(text, *inputs, function=entry)
