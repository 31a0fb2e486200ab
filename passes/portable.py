"""Portable StableHLO: VHLO bytecode (``jax.export``'s ``mlir_module_serialized``) to StableHLO.

A portable artifact is MLIR bytecode of the VHLO dialect, versioned so that newer
StableHLO releases read older artifacts.  IREE's Python bindings read the bytecode (the
module then holds ``vhlo.*_v1`` ops) but register neither StableHLO's Python API
(``deserialize_portable_artifact``) nor its passes ``vhlo-to-version`` and
``vhlo-legalize-to-stablehlo``; ``iree-compile`` runs both at the start of its StableHLO
input pipeline.  So ``to_stablehlo`` runs ``iree-compile`` on the artifact, prints the
module after ``vhlo-legalize-to-stablehlo`` (``--mlir-print-ir-after-all``, locations
kept) and stops it there: what hostcall's passes then read is the upgraded StableHLO.
"""
from __future__ import annotations

import re
import subprocess

from iree.compiler import ir

MAGIC = b"ML\xefR"   # MLIR bytecode
TEXT_VHLO = re.compile(r'^\s*(?:"vhlo\.|vhlo\.func_v1)', re.M)   # VHLO printed as text
_AFTER = "// -----// IR Dump After VhloLegalizeToStablehloPass"
_DUMP = "// -----// IR Dump"
_FLAGS = ("--compile-to=input", "--iree-input-type=stablehlo", "--mlir-print-ir-after-all",
          "--mlir-print-ir-module-scope", "--mlir-disable-threading", "--mlir-print-debuginfo",
          "--mlir-print-local-scope", "-o", "-")


class PortableError(ValueError):
    """A portable artifact that IREE cannot read or upgrade (the message is IREE's)."""


def is_bytecode(data) -> bool:
    return isinstance(data, (bytes, bytearray, memoryview)) and bytes(data[:4]) == MAGIC


def is_vhlo(module: ir.Module) -> bool:
    """Whether ``module`` holds VHLO ops (a portable artifact read as it is)."""
    return any(op.operation.name.startswith("vhlo.") for op in module.body.operations)


def to_stablehlo(data: bytes | str, timeout: float = 600) -> str:
    """StableHLO text (with locations) of a VHLO module, bytecode or text."""
    from iree.compiler.tools.binaries import find_tool
    payload = data.encode() if isinstance(data, str) else bytes(data)
    proc = subprocess.Popen([find_tool("iree-compile"), "-", *_FLAGS], stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        proc.stdin.write(payload)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    lines, found, errors = [], False, []
    try:
        for raw in proc.stderr:
            line = raw.decode("utf-8", "replace")
            if found:
                if line.startswith(_DUMP):
                    break   # the next pass's dump: the upgraded module is complete
                lines.append(line)
            elif line.startswith(_AFTER):
                found = True
            elif "error:" in line and len(errors) < 5:
                errors.append(line.strip())
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stderr.close()
        proc.wait(timeout)
    if not found:
        detail = errors[0] if errors else f"iree-compile exited with status {proc.returncode}"
        raise PortableError(f"cannot read the portable StableHLO artifact: {detail}")
    return "".join(lines)
