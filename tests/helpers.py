"""Helpers shared by several test files (one definition each)."""
import numpy as np

import hostcall
from hostcall import passes
from hostcall.runtime import get_device
from hostcall.runtime.artifact import Program
from hostcall.tools import cli
from hostcall.tools.compile_module import lower_and_compile

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
