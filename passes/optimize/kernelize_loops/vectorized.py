"""The vectorized and tiled forms of hostcall-kernelize-loops: the per-element loop
carrying state-shaped values as vectors in one dispatch region (whole, or tile by tile)."""
from __future__ import annotations

import re

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.ops import block_ops

from .common import (
    FLOATS, Ineligible, TILE, TILED_FACTOR, elem_of, is_splat, outside_values,
    reads_arguments, shape_of, state_shape, state_size, type_text)
from .elementwise import Kernel


_ELEMENT_TYPE = re.compile(r"(: |to )(f16|bf16|f32|f64|i1|i8|i16|i32|i64)\b")
CONTROL_OPS = ("stablehlo.while", "stablehlo.if", "stablehlo.case")


class VectorizedKernel(Kernel):
    """The per-element loop over whole vectors: one dispatch region whose scf.while carries
    each state-shaped value as a `vector<S x T>` (0-d values stay scalars), so the body is
    vector code (the scalar loop inside a linalg.generic is not vectorized by IREE: 64
    elements x 200 steps took 260 us that way, 20 us this way)."""

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

    def vt(self, elem: str) -> str:
        return f"vector<{'x'.join(str(d) for d in self.lane_shape)}x{elem}>"

    @property
    def lane_shape(self) -> tuple:
        """The shape of the vectors the body computes on (the state's)."""
        return self.shape

    def kty(self, v) -> str:
        return self.vt(elem_of(v)) if shape_of(v) == self.shape else elem_of(v)

    def emit(self, rhs: str) -> str:
        if self.lanes:
            rhs = _ELEMENT_TYPE.sub(lambda m: f"{m.group(1)}{self.vt(m.group(2))}", rhs)
            if rhs.startswith("arith.select "):  # a vector of conditions is spelled out
                rhs = rhs.replace(" : vector<", f" : {self.vt('i1')}, vector<")
        return super().emit(rhs)

    def const(self, value, elem: str) -> str:
        lanes, self.lanes = self.lanes, None
        name = super().const(value, elem)
        self.lanes = lanes
        if lanes:
            lanes, self.lanes = self.lanes, None
            name = self.emit(f"vector.broadcast {name} : {elem} to {self.vt(elem)}")
            self.lanes = lanes
        return name

    def scalar(self, v) -> str:
        name = super().scalar(v)
        if self.lanes and shape_of(v) == () and v in self.names:
            lanes, self.lanes = self.lanes, None
            name = self.emit(f"vector.broadcast {name} : {elem_of(v)} to {self.vt(elem_of(v))}")
            self.lanes = lanes
        return name

    def op(self, op) -> None:
        vector = op.name not in CONTROL_OPS and bool(op.results) and \
            shape_of(op.results[0]) == self.shape
        self.lanes = vector or None
        try:
            if op.name == "stablehlo.iota" and vector:
                self.names[op.results[0]] = self._iota(op)
                return
            super().op(op)
        finally:
            self.lanes = None

    def _region(self, region, arg_names: list[str]) -> list[str]:
        """As per element, with a state-shaped splat constant yielded as a whole vector (it
        is read as one scalar, which the carry's vector type would not accept)."""
        names = super()._region(region, arg_names)
        for i, v in enumerate(block_ops(list(region.blocks)[0])[-1].operands):
            if shape_of(v) == self.shape and v not in self.names and is_splat(v):
                names[i] = self.emit(f"vector.broadcast {names[i]} : {elem_of(v)} to "
                                     f"{self.vt(elem_of(v))}")
        return names

    def _iota(self, op) -> str:
        e = elem_of(op.results[0])
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        values = np.indices(self.shape)[dim]
        literal = np.array2string(values.astype(np.float64 if e in FLOATS else np.int64),
                                  separator=", ", threshold=1 << 30, max_line_width=1 << 30)
        lanes, self.lanes = self.lanes, None
        name = self.emit(f"arith.constant dense<{literal}> : {self.vt(e)}")
        self.lanes = lanes
        return name

    def _build(self) -> str:
        rank = len(self.shape)
        zeros = ", ".join(["%c0"] * rank)
        in_bounds = ", ".join(["true"] * rank)
        args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        head = ["%c0 = arith.constant 0 : index"]
        for v in self.inputs:
            e = elem_of(v)
            name = self.fresh()
            if shape_of(v) == ():
                head.append(f"{name} = tensor.extract {args[v]}[] : {type_text(v)}")
            else:
                pad = self.fresh()
                head.append(f"{pad} = arith.constant {'0.0' if e in FLOATS else '0'} : {e}")
                head.append(f"{name} = vector.transfer_read {args[v]}[{zeros}], {pad} "
                            f"{{in_bounds = [{in_bounds}]}} : {type_text(v)}, {self.vt(e)}")
            self.names[v] = name
        self.lines = []
        for v in self.splats:  # before the loop, so that every region sees them
            self.lanes = shape_of(v) == self.shape or None
            self.names[v] = self.const(hlo.splat_value(v), elem_of(v))
        self.lanes = None
        carries = list(self.loop.operands)
        results = self._while(self.loop, [self.scalar(v) for v in carries])
        tail, rets = [], []
        for i, (v, r) in enumerate(zip(carries, results)):
            if shape_of(v) == ():
                tail.append(f"%r{i} = tensor.from_elements {r} : {type_text(v)}")
            else:
                tail.append(f"%e{i} = tensor.empty() : {type_text(v)}")
                tail.append(f"%r{i} = vector.transfer_write {r}, %e{i}[{zeros}] "
                            f"{{in_bounds = [{in_bounds}]}} : {self.vt(elem_of(v))}, "
                            f"{type_text(v)}")
            rets.append(f"%r{i}")
        types = ", ".join(type_text(v) for v in carries)
        sig = ", ".join(f"{args[v]}: {type_text(v)}" for v in self.inputs)
        body = "\n".join([*head, *self.lines, *tail])
        return (f"func.func @kernel({sig}) -> ({types}) {{\n"
                f"%d:{len(carries)} = flow.dispatch.region -> ({types}) {{\n{body}\n"
                f"flow.return {', '.join(rets)} : {types}\n}}\n"
                f"return {', '.join(f'%d#{i}' for i in range(len(carries)))} : {types}\n}}")


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

    def vt(self, elem: str) -> str:
        return f"vector<{TILE}x{elem}>"

    @property
    def lane_shape(self) -> tuple:
        return (TILE,)

    def _iota(self, op) -> str:
        raise Ineligible("a state-shaped iota (tiles see different positions)")

    def _build(self) -> str:
        n = int(np.prod(self.shape))
        flat = f"tensor<{n}x{{}}>"
        rank = len(self.shape)
        collapse = f"[[{', '.join(str(d) for d in range(rank))}]]"
        args = {v: f"%a{i}" for i, v in enumerate(self.inputs)}
        head = ["%c0 = arith.constant 0 : index", f"%cn = arith.constant {n} : index",
                f"%ct = arith.constant {TILE} : index"]
        reads = []
        for v in self.inputs:
            e = elem_of(v)
            name = self.fresh()
            if shape_of(v) == ():
                head.append(f"{name} = tensor.extract {args[v]}[] : {type_text(v)}")
            else:
                whole, pad = self.fresh(), self.fresh()
                head.append(f"{whole} = tensor.collapse_shape {args[v]} {collapse} : "
                            f"{type_text(v)} into {flat.format(e)}" if rank > 1 else
                            f"{whole} = tensor.cast {args[v]} : {type_text(v)} to "
                            f"{flat.format(e)}")
                head.append(f"{pad} = arith.constant {'0.0' if e in FLOATS else '0'} : {e}")
                reads.append(f"{name} = vector.transfer_read {whole}[%off], {pad} "
                             f"{{in_bounds = [false]}} : {flat.format(e)}, {self.vt(e)}")
            self.names[v] = name
        self.lines = []
        for v in self.splats:
            self.lanes = shape_of(v) == self.shape or None
            self.names[v] = self.const(hlo.splat_value(v), elem_of(v))
        self.lanes = None
        carries = list(self.loop.operands)
        results = self._while(self.loop, [self.scalar(v) for v in carries])
        accs, inits, types, yields = [], [], [], []
        for i, (v, r) in enumerate(zip(carries, results)):
            e = elem_of(v)
            accs.append(f"%acc{i}")
            if shape_of(v) == ():
                head.append(f"%z{i} = arith.constant {'0.0' if e in FLOATS else '0'} : {e}")
                inits.append(f"%z{i}")
                types.append(e)
                yields.append(r)
            else:
                head.append(f"%z{i} = tensor.empty() : {flat.format(e)}")
                inits.append(f"%z{i}")
                types.append(flat.format(e))
                yields.append(self.fresh())
                self.lines.append(f"{yields[-1]} = vector.transfer_write {r}, %acc{i}[%off] "
                                  f"{{in_bounds = [false]}} : {self.vt(e)}, {flat.format(e)}")
        loop = (f"%t:{len(carries)} = scf.for %off = %c0 to %cn step %ct iter_args("
                + ", ".join(f"{a} = {z}" for a, z in zip(accs, inits)) +
                f") -> ({', '.join(types)}) {{\n" + "\n".join([*reads, *self.lines]) +
                f"\nscf.yield {', '.join(yields)} : {', '.join(types)}\n}}")
        tail, rets = [], []
        for i, v in enumerate(carries):
            if shape_of(v) == ():
                tail.append(f"%r{i} = tensor.from_elements %t#{i} : {type_text(v)}")
            elif rank > 1:
                sizes = ", ".join(str(d) for d in self.shape)
                tail.append(f"%r{i} = tensor.expand_shape %t#{i} {collapse} output_shape "
                            f"[{sizes}] : {flat.format(elem_of(v))} into {type_text(v)}")
            else:
                tail.append(f"%r{i} = tensor.cast %t#{i} : {flat.format(elem_of(v))} to "
                            f"{type_text(v)}")
            rets.append(f"%r{i}")
        types = ", ".join(type_text(v) for v in carries)
        sig = ", ".join(f"{args[v]}: {type_text(v)}" for v in self.inputs)
        body = "\n".join([*head, loop, *tail])
        return (f"func.func @kernel({sig}) -> ({types}) {{\n"
                f"%d:{len(carries)} = flow.dispatch.region -> ({types}) {{\n{body}\n"
                f"flow.return {', '.join(rets)} : {types}\n}}\n"
                f"return {', '.join(f'%d#{i}' for i in range(len(carries)))} : {types}\n}}")
