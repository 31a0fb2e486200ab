"""The vectorized and tiled forms of hostcall-kernelize-loops: the per-element loop
carrying state-shaped values as vectors in one dispatch region (whole, or tile by tile),
built with typed builders."""
from __future__ import annotations

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import flow, func, scf, tensor, vector

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops

from . import builders
from .common import (
    Ineligible, TILE, TILED_FACTOR, elem_of, is_splat, outside_values, product,
    reads_arguments, shape_of, state_shape, state_size)
from .elementwise import ElementwiseKernel

CONTROL_OPS = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


class VectorizedKernel(ElementwiseKernel):
    """The per-element loop over whole vectors: one dispatch region whose scf.while carries
    each state-shaped value as a `vector<S x T>` (0-d values stay scalars), so the body is
    vector code (the scalar loop inside a linalg.generic is not vectorized by IREE: 64
    elements x 200 steps took 260 us that way, 20 us this way).  While ``lanes`` is set
    (an op making a state-shaped value) constants and 0-d values are broadcast, so the
    scalar rules build vector ops, their types following their operands."""

    def __init__(self, loop, max_elements: int):
        self.lanes = None
        outside = outside_values(loop)
        if not state_shape(loop, outside):
            raise Ineligible("no state-shaped value")
        if any(elem_of(v) == "i1" for v in [*loop.operands, *outside]
               if v in loop.operands or not is_splat(v)):
            raise Ineligible("a boolean tensor carried or read (IREE stores them as i8)")
        if not any(reads_arguments(v) for v in [*loop.operands, *outside]
                   if not is_splat(v)):
            raise Ineligible("a loop of constants only")
        super().__init__(loop, max_elements)

    @property
    def lane_shape(self) -> tuple:
        """The shape of the vectors the body computes on (the state's)."""
        return self.shape

    def vector_type(self, elem: str) -> ir.VectorType:
        return ir.VectorType.get(list(self.lane_shape), builders.element_type(elem))

    def ktype(self, v) -> ir.Type:
        if shape_of(v) == self.shape:
            return self.vector_type(elem_of(v))
        return builders.element_type(elem_of(v))

    def const(self, value, elem: str):
        c = builders.scalar_constant(value, elem)
        return builders.splat_vector(c, self.vector_type(elem)) if self.lanes else c

    def scalar(self, v):
        value = super().scalar(v)
        if self.lanes and shape_of(v) == () and v in self.names:
            return builders.splat_vector(value, self.vector_type(elem_of(v)))
        return value

    def op(self, op) -> None:
        vector_op = op.name not in CONTROL_OPS and bool(op.results) and \
            shape_of(op.results[0]) == self.shape
        self.lanes = vector_op or None
        try:
            if op.name == "stablehlo.iota" and vector_op:
                self.names[op.results[0]] = self._iota(op)
                return
            super().op(op)
        finally:
            self.lanes = None

    def _region(self, region, arg_values: list) -> list:
        """As per element, with a state-shaped splat constant yielded as a whole vector (it
        is read as one scalar, which the carry's vector type would not accept)."""
        values = super()._region(region, arg_values)
        for i, v in enumerate(block_ops(list(region.blocks)[0])[-1].operands):
            if shape_of(v) == self.shape and v not in self.names and is_splat(v):
                values[i] = builders.splat_vector(values[i], self.vector_type(elem_of(v)))
        return values

    def _iota(self, op):
        e = elem_of(op.results[0])
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        return builders.dense_constant(np.indices(self.shape)[dim], self.vector_type(e), e)

    def gather_lanes(self, table, i, t: str, stride: int):
        """A gather's lanes at once: `vector.gather` of the table (of ``t``) at the index
        vector ``i`` times ``stride``."""
        return builders.gather_lanes(table, i, t, stride, self.lane_shape)

    def _dispatch_region(self, carries: list) -> tuple:
        """The kernel function: one flow.dispatch.region returning ``carries``' tensors.
        Gives (their tensor types, {input: function argument}, the region's empty body)."""
        types = [self._tensor(v) for v in carries]
        kernel = func.FuncOp("kernel", ([self._tensor(v) for v in self.inputs], types))
        entry = kernel.add_entry_block()
        with ir.InsertionPoint(entry):
            region = flow.DispatchRegionOp(types, [], [])
            func.ReturnOp(list(region.results))
        return types, dict(zip(self.inputs, entry.arguments)), region.regions[0].blocks.append()

    def _kernel_func(self) -> None:
        rank = len(self.shape)
        carries = list(self.loop.operands)
        types, args, body = self._dispatch_region(carries)
        with ir.InsertionPoint(body):
            zero = builders.index_constant(0)
            identity = ir.AffineMap.get_identity(rank)
            for v in self.inputs:
                if shape_of(v) == ():
                    self.names[v] = tensor.extract(args[v], [])
                    continue
                pad = builders.scalar_constant(0, elem_of(v))
                self.names[v] = vector.TransferReadOp(
                    self.vector_type(elem_of(v)), args[v], [zero] * rank, identity, pad,
                    [True] * rank).result
            self._splat_inputs()
            results = self._while(self.loop, [self.scalar(v) for v in carries])
            rets = []
            for v, r, t in zip(carries, results, types):
                if shape_of(v) == ():
                    rets.append(tensor.from_elements(t, [r]))
                else:
                    empty = tensor.empty(list(t.shape), t.element_type)
                    rets.append(vector.TransferWriteOp(t, r, empty, [zero] * rank, identity,
                                                       [True] * rank).result)
            flow.ReturnOp(rets)

    def _splat_inputs(self) -> None:
        """The splats read from outside, made before the loop so that every region sees
        them (a state-shaped one as a whole vector)."""
        for v in self.splats:
            self.lanes = shape_of(v) == self.shape or None
            self.names[v] = self.const(hlo.splat_value(v), elem_of(v))
        self.lanes = None


class TiledKernel(VectorizedKernel):
    """The vectorized loop over a state too large for one vector (a loop under vmap): the
    state is cut into tiles of ``TILE`` elements and an scf.for runs the whole loop on one
    tile after the other, each carried as a small vector (the last tile masked).  Elements
    are independent in an elementwise loop, and 0-d values are computed identically by
    every tile, so each tile's run gives its elements' results; the last tile's 0-d results
    are returned.  One big vector instead compiles slowly and runs no faster (vector<100x3
    xf32>: 16 s), a scalar loop per element is not vectorized (300 elements: 130 ms)."""

    def __init__(self, loop, max_elements: int):
        size = state_size(loop)
        if not max_elements < size <= max_elements * TILED_FACTOR:
            raise Ineligible(f"state of {size} elements (tiled form: past max-elements="
                             f"{max_elements}, up to {TILED_FACTOR} times it)")
        super().__init__(loop, max_elements * TILED_FACTOR)

    @property
    def lane_shape(self) -> tuple:
        return (TILE,)

    def _iota(self, op):
        raise Ineligible("a state-shaped iota (tiles see different positions)")

    def _kernel_func(self) -> None:
        n, rank = product(self.shape), len(self.shape)
        collapse = ir.ArrayAttr.get([ir.ArrayAttr.get(
            [ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d) for d in range(rank)])])
        carries = list(self.loop.operands)
        types, args, body = self._dispatch_region(carries)
        with ir.InsertionPoint(body):
            zero, count, step = (builders.index_constant(c) for c in (0, n, TILE))
            reads = {}   # tile reads of the inputs: (whole input flattened, padding)
            for v in self.inputs:
                e = elem_of(v)
                if shape_of(v) == ():
                    self.names[v] = tensor.extract(args[v], [])
                    continue
                flat = builders.tensor_of((n,), e)
                whole = tensor.CollapseShapeOp(flat, args[v], collapse).result if rank > 1 \
                    else tensor.CastOp(flat, args[v]).result
                reads[v] = (whole, builders.scalar_constant(0, e))
            inits = [builders.scalar_constant(0, elem_of(v)) if shape_of(v) == () else
                     tensor.empty([n], builders.element_type(elem_of(v))) for v in carries]
            tiles = scf.ForOp(zero, count, step, inits)
            with ir.InsertionPoint(tiles.body):
                offset = tiles.induction_variable
                for v, (whole, pad) in reads.items():
                    self.names[v] = vector.TransferReadOp(
                        self.vector_type(elem_of(v)), whole, [offset],
                        ir.AffineMap.get_identity(1), pad, [False]).result
                self._splat_inputs()
                results = self._while(self.loop, [self.scalar(v) for v in carries])
                yields = []
                for v, r, acc in zip(carries, results, tiles.inner_iter_args):
                    yields.append(r if shape_of(v) == () else vector.TransferWriteOp(
                        acc.type, r, acc, [offset], ir.AffineMap.get_identity(1),
                        [False]).result)
                scf.YieldOp(yields)
            rets = []
            for v, t, whole in zip(carries, types, tiles.results):
                if shape_of(v) == ():
                    rets.append(tensor.from_elements(t, [whole]))
                elif rank > 1:
                    rets.append(tensor.ExpandShapeOp(t, whole, collapse, [],
                                                     list(self.shape)).result)
                else:
                    rets.append(tensor.CastOp(t, whole).result)
            flow.ReturnOp(rets)
