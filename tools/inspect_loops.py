"""``hostcall inspect``'s loop table: which `stablehlo.while` loops run as one kernel.

On a module before hostcall-kernelize-loops it says which loops the pass would rewrite
(and why the others stay host loops); after it, the kernels it made
(`linalg.generic` ops marked ``hostcall.loop_kernel``) and the loops left.
"""
from __future__ import annotations

from dataclasses import dataclass

from iree.compiler import ir

from hostcall.passes.optimize import kernelize_loops as kl

from .diagnostics import STRING_BUFFER, parse_location


@dataclass
class LoopSite:
    function: str
    location: str
    verdict: str      # "kernel", "kernelizable" or "host loop"
    detail: str       # the kernel form, or why the loop stays on the host


def _where(loc, filename: str | None) -> str:
    file, line, col = parse_location(loc)
    if file == STRING_BUFFER and filename:
        file = filename
    return f"{file}:{line}:{col}" if file else str(loc)


def loop_sites(module: ir.Module, filename: str | None = None,
               max_elements: int = kl.DEFAULT_MAX_ELEMENTS) -> list[LoopSite]:
    """Every outermost loop or loop kernel, and every loop inside a loop that stays."""
    sites: list[LoopSite] = []

    def walk(op, fname):
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    child = child.operation
                    name = fname
                    if child.name == "func.func":
                        name = ir.StringAttr(child.attributes["sym_name"]).value
                    if kl.KERNEL_ATTR in child.attributes:
                        form = ir.StringAttr(child.attributes[kl.KERNEL_ATTR]).value
                        sites.append(LoopSite(name, _where(child.location, filename), "kernel",
                                              form))
                        continue
                    if child.name == "stablehlo.while":
                        try:
                            form = kl.classify(child, max_elements)
                        except kl.Ineligible as e:
                            sites.append(LoopSite(name, _where(child.location, filename),
                                                  "host loop", str(e)))
                        else:
                            sites.append(LoopSite(name, _where(child.location, filename),
                                                  "kernelizable", form))
                            continue
                    walk(child, name)

    with module.context:
        walk(module.operation, "")
    return sites


def table(sites: list[LoopSite]) -> str:
    rows = [("#", "loop", "form / why not", "function", "location")]
    rows += [(str(i), s.verdict, s.detail, f"@{s.function}", s.location)
             for i, s in enumerate(sites)]
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip()
                     for r in rows)
