"""Start-up benchmarks: the command-line tools and the package's import layers.

Each line is the median wall time of a fresh process (milliseconds), beside ``python -c
pass`` on the same machine; ``import hostcall.numpy`` is set beside ``import jax.numpy``
when JAX is installed. Targets: ``hostcall --version`` / ``--help`` and ``hostcall-opt
--help`` <= 150 ms, ``hostcall-opt`` on a 10-line module <= 300 ms (quiet 2-core machine).
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from _common import print_load, report

MODULE = """\
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.sine %0 : tensor<4xf32>
  %2 = stablehlo.multiply %1, %b : tensor<4xf32>
  %3 = stablehlo.add %2, %2 : tensor<4xf32>
  %4 = stablehlo.add %3, %3 : tensor<4xf32>
  %5 = stablehlo.multiply %4, %a : tensor<4xf32>
  %6 = stablehlo.subtract %5, %a : tensor<4xf32>
  return %6 : tensor<4xf32>
}
"""


def tool(name: str) -> list[str]:
    """The console script beside this interpreter, else its module run with ``-m``."""
    script = os.path.join(os.path.dirname(sys.executable), name)
    if os.path.exists(script) or shutil.which(name):
        return [script if os.path.exists(script) else shutil.which(name)]
    module = {"hostcall": "hostcall.tools.cli", "hostcall-opt": "hostcall.tools.opt"}[name]
    return [sys.executable, "-m", module]


def wall_us(cmd: list[str], repeats: int = 9) -> float:
    """Median wall time of running ``cmd`` to completion, in microseconds."""
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - t0) * 1e6)
    return statistics.median(samples)


def main() -> None:
    print_load()
    py = [sys.executable, "-c"]
    report("python -c pass", wall_us(py + ["pass"]), None, unit="ms")
    for cmd in (["hostcall", "--version"], ["hostcall", "--help"],
                ["hostcall-opt", "--help"], ["hostcall-opt", "--version"]):
        report(" ".join(cmd), wall_us(tool(cmd[0]) + cmd[1:]), None, unit="ms")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.mlir")
        with open(path, "w") as f:
            f.write(MODULE)
        report("hostcall-opt m.mlir (10 lines)", wall_us(tool("hostcall-opt") + [path]), None,
               unit="ms")
        report("hostcall-opt m.mlir --hostcall-reduce-trig",
               wall_us(tool("hostcall-opt") + [path, "--hostcall-reduce-trig"]), None, unit="ms")
    # MLIR's Python bindings (which load numpy): the floor of any run that parses a module
    report("import iree.compiler.ir", wall_us(py + ["import iree.compiler.ir"]), None, unit="ms")
    for module in ("hostcall.dialects", "hostcall.passes", "hostcall.runtime"):
        report(f"import {module}", wall_us(py + [f"import {module}"]), None, unit="ms")
    jax = importlib.util.find_spec("jax") is not None
    report("import hostcall.numpy", wall_us(py + ["import hostcall.numpy"]),
           wall_us(py + ["import jax.numpy"]) if jax else None, unit="ms")


if __name__ == "__main__":
    main()
