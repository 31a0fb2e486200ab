"""hostcall-distinct-branch-refs: in a module of IREE's VM dialect, every reference a
branch passes twice gets a distinct value for its repeats.

IREE 3.13's VM register allocator moves a repeated reference out of the register that
another of the branch's block arguments keeps, which then reads a null reference at run
time; the rewrite and its cost are dialects/vm_branches.py's.  jit's compile driver runs
it between IREE's ``vm`` phase and serialization (runtime/compile_driver.py); this pass
runs it on such a module (``iree-compile --compile-to=vm``) in ``hostcall-opt``.
"""
from __future__ import annotations

from hostcall.dialects.vm_branches import distinct_branch_refs as rewrite

from .. import register

PASS = "hostcall-distinct-branch-refs"


@register(PASS)
def distinct_branch_refs(module, ctx):
    """Give each reference a VM branch passes twice a distinct value for its repeats
    (IREE 3.13 workaround: its VM moved the reference out of a register another block
    argument kept)."""
    ctx.products["distinct_branch_refs.replaced"] = rewrite(module)
