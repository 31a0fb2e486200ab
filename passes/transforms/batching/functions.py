"""Batching a whole function: its arguments moved to the batch axis, its body batched by
the rules, its results moved to ``out_axes``. The hostcall-vmap pass batches the function
it names with it, and the Batcher the callees of batched calls.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import shape_dtype, tensor_type

from . import Batcher, batched_type, find_func, shape
from .errors import VmapAxesError


def _normalize(axis: int, rank: int, what: str, fname: str) -> int:
    if not -rank <= axis < rank:
        raise VmapAxesError(f"vmap of @{fname}: {what} axis {axis} is out of range for the "
                            f"batched rank {rank}")
    return axis % rank


def _moveaxis_perm(rank: int, src: int, dst: int) -> list[int]:
    order = [i for i in range(rank) if i != src]
    order.insert(dst, src)
    return order


def batch_function(module: ir.Module, function: str, batch_size: int,
                   in_axes: Sequence[int | None], out_axes: Sequence[int | None] | None = (0,),
                   result_name: str | None = None, forced_out=None, batcher: Batcher | None = None,
                   private: bool | None = None):
    """Add the batched version of @function to ``module``; return (func op, result flags).

    ``out_axes=None`` keeps each result batched (at axis 0) or not, as it comes, except
    where ``forced_out[i]`` is True (broadcast it) or "sum" (sum it over the batch: the
    cotangent of an unbatched primal) -- the form batched callees take.
    """
    fop = find_func(module, function)
    if fop is None:
        raise VmapAxesError(f"hostcall-vmap: no function @{function} in the module")
    block = fop.regions[0].blocks[0]
    n_args = len(block.arguments)
    in_axes = list(in_axes)
    if len(in_axes) == 1 and n_args != 1:
        in_axes = in_axes * n_args
    if len(in_axes) != n_args:
        raise VmapAxesError(f"vmap in_axes has {len(in_axes)} entries but @{function} takes "
                            f"{n_args} arguments")
    result_name = result_name or f"{function}_batched"
    with module.context, fop.location:
        if result_name != function:
            fop = fop.clone(ip=ir.InsertionPoint(module.body))
            fop.attributes["sym_name"] = ir.StringAttr.get(result_name)
        if private is not None:
            if private:
                fop.attributes["sym_visibility"] = ir.StringAttr.get("private")
            elif "sym_visibility" in fop.attributes:
                del fop.attributes["sym_visibility"]
        bt = batcher or Batcher(module, batch_size)
        block = fop.regions[0].blocks[0]
        _batch_arguments(bt, block, in_axes, function)
        ops = list(block.operations)
        bt.batch_ops(ops[:-1])
        flags = _batch_results(bt, ops[-1], out_axes, forced_out, function)
        ftype = ir.FunctionType.get([a.type for a in block.arguments],
                                    [v.type for v in ops[-1].operands])
        fop.attributes["function_type"] = ir.TypeAttr.get(ftype)
    return fop, flags


def _batch_arguments(bt: Batcher, block, in_axes, fname: str) -> None:
    first = list(block.operations)[0]
    for i, (arg, axis) in enumerate(zip(block.arguments, in_axes)):
        if axis is None or not isinstance(arg.type, ir.RankedTensorType):
            continue   # tokens (and other non-tensors) are never batched
        unbatched = shape(arg)
        axis = _normalize(axis, len(unbatched) + 1, f"in_axes of argument {i}", fname)
        batched = batched_type(arg.type, bt.B)
        s = list(unbatched)
        s.insert(axis, bt.B)
        arg.set_type(tensor_type(s, shape_dtype(arg.type)[1]))
        if axis == 0:
            bt.batched.add(arg)
            continue
        with ir.InsertionPoint(first):
            moved = hlo.transpose(arg, _moveaxis_perm(len(s), axis, 0))
        assert moved.type == batched
        arg.replace_all_uses_except(moved, moved.owner.operation)
        bt.batched.add(moved)


def _batch_results(bt: Batcher, term, out_axes, forced_out, fname: str) -> list[bool]:
    values = list(term.operands)
    if out_axes is not None:
        out_axes = list(out_axes)
        if len(out_axes) == 1 and len(values) != 1:
            out_axes = out_axes * len(values)
        if len(out_axes) != len(values):
            raise VmapAxesError(f"vmap out_axes has {len(out_axes)} entries but @{fname} "
                                f"returns {len(values)} results")
    flags = []
    with term.location, ir.InsertionPoint(term):
        for i, v in enumerate(values):
            batched = bt.is_batched(v)
            if out_axes is None:
                want = forced_out[i] if forced_out is not None and i < len(forced_out) \
                    and forced_out[i] is not None else batched
                if want == "sum":  # a cotangent of an unbatched primal
                    if batched:
                        term.operands[i] = _sum_over_batch(v)
                    flags.append(False)
                    continue
                if want and not batched:
                    term.operands[i] = bt.broadcast(v)
                flags.append(bool(want))
                continue
            axis = out_axes[i]
            if not isinstance(v.type, ir.RankedTensorType):
                flags.append(False)   # a token result stays one token
                continue
            if axis is None:
                if batched:
                    raise VmapAxesError(
                        f"vmap has mapped output but out_axes is None (result {i} of @{fname})")
                flags.append(False)
                continue
            v = bt.to_batched(v, batched)
            rank = len(shape(v))
            axis = _normalize(axis, rank, f"out_axes of result {i}", fname)
            if axis != 0:
                v = hlo.transpose(v, _moveaxis_perm(rank, 0, axis))
            term.operands[i] = v
            flags.append(True)
    return flags


def _sum_over_batch(v):
    zero = hlo.constant(np.zeros((), hlo.dtype_of(v)))
    return hlo.reduce([v], [zero], [0], lambda a, b: [hlo.binary("add", a, b)])[0]
