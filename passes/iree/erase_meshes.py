"""hostcall-erase-meshes: drop Shardy's top-level ``sdy.mesh`` ops before IREE.

Why: JAX exports name their device meshes with ``sdy.mesh`` (``sdy.mesh @maximal_mesh_0 =
<[], device_ids=[0]> {...}`` for a function with callbacks). hostcall runs a module on one
device, where a mesh says nothing, and IREE's bindings do not know the ``sdy`` dialect, so
IREE failed with "failed to legalize operation 'sdy.mesh'". Meshes are declarations only
(no value uses them), so erasing them changes nothing else.
"""
from __future__ import annotations

from .. import register

PASS = "hostcall-erase-meshes"


@register(PASS, "drop Shardy's sdy.mesh declarations (one device needs no mesh)")
def erase_meshes(module, ctx) -> None:
    for op in list(module.body.operations):
        if op.operation.name == "sdy.mesh":
            op.operation.erase()
