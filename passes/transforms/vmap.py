"""The ``hostcall-vmap`` pass: batch a function of a StableHLO module.

Options:

* ``function`` (default ``main``): the func.func to batch;
* ``batch-size`` (required): the size of the new batch axis;
* ``in-axes``: per argument, the axis of the batch in the batched argument, or ``none``
  for an argument shared by every element (comma separated; one entry applies to all;
  negative axes count from the end; default ``0``);
* ``out-axes``: per result, where the batch axis goes (default ``0``); ``none`` demands
  a result that does not depend on the batch;
* ``result``: the batched function's name (default ``<function>_batched``); naming the
  function itself replaces it in place (its callers must then pass batched arguments).

Example: ``hostcall-vmap{function=f batch-size=4 in-axes=0,none out-axes=0}``.  The
batched function computes, for each ``b``, what the function computes on the ``b``-th
slices of its batched arguments (see ``passes/transforms/batching`` for the rules).
"""
from __future__ import annotations

from iree.compiler import ir

from .. import Option, register
from .batching.calls import complete_pending_rule  # noqa: F401  (public: hostcall.vmap's)
from .batching.errors import VmapAxesError
from .batching.functions import batch_function  # noqa: F401  (public: hostcall.vmap's)


def _axes(text: str) -> list:
    out = []
    for tok in text.split(","):
        tok = tok.strip()
        if tok.lower() in ("none", ""):
            out.append(None)
        else:
            out.append(int(tok))
    return out


@register("hostcall-vmap", "Batch a function over a new axis (vmap)", options={
    "function": Option(str, "main", "the func.func to batch"),
    "batch-size": Option(int, 0, "size of the batch axis (required)"),
    "in-axes": Option(_axes, [0], "per argument: batch axis, or none (comma separated)"),
    "out-axes": Option(_axes, [0], "per result: batch axis, or none (comma separated)"),
    "result": Option(str, "", "name of the batched function (default <function>_batched; "
                              "the function's own name replaces it)"),
})
def vmap_pass(module, ctx, function, batch_size, in_axes, out_axes, result):
    """Batch @function; the pass products record the new function and its result flags."""
    if batch_size <= 0:
        raise VmapAxesError("hostcall-vmap needs batch-size=N with N > 0")
    fop, flags = batch_function(module, function, batch_size, in_axes, out_axes,
                                result or None)
    ctx.products.setdefault("vmap", []).append(
        {"function": function, "result": ir.StringAttr(fop.attributes["sym_name"]).value,
         "batched_results": flags})
