"""Exceptions raised by the vmap pass, typed and worded like JAX's so user code ports.

Each message ends with the location of the offending op (the user's source line when
the module was traced by hostcall).  They are also PassErrors carrying that location,
so hostcall-opt reports them as diagnostics at the op.
"""
from __future__ import annotations

import re

from ... import PassError

_FILE_LOC = re.compile(r'^loc\("(?P<file>[^"]*)":(?P<line>\d+):\d+\)$')


def where(op) -> str:
    """The op's location as 'file:line' (or MLIR's spelling when it is not a file)."""
    text = str(op.location)
    m = _FILE_LOC.match(text)
    return f"{m['file']}:{m['line']}" if m else text


def _located(message: str, op) -> str:
    return f"{message} (at {where(op)}, op {op.name})"


class VmapError(PassError):
    """An error of the vmap pass at an op."""

    def __init__(self, message: str, op):
        super().__init__(_located(message, op), location=op.location)


class NoBatchRuleError(VmapError, NotImplementedError):
    """An op the vmap pass has no batching rule for."""

    def __init__(self, op, detail: str = ""):
        extra = f": {detail}" if detail else ""
        super().__init__(f"Batching rule for '{op.name}' not implemented{extra}", op)


class OrderedIOVmapError(VmapError, ValueError):
    """An ordered io_callback whose operands are batched (JAX: ValueError)."""

    def __init__(self, op):
        super().__init__("Cannot `vmap` ordered IO callback.", op)


class IOInVmapOfCondError(VmapError, NotImplementedError):
    """Any io_callback inside a cond/switch that vmap batches."""

    def __init__(self, op):
        super().__init__("IO effect not supported in vmap-of-cond.", op)


class WhileEffectError(VmapError):
    """io effects in a while loop that vmap batches (JAX raises plain Exception)."""


class VmapAxesError(PassError, ValueError):
    """Bad batching options: axes out of range, mapped output with out_axes None."""
