"""hostcall-kernelize-loops: small `stablehlo.while` loops run as one dispatch.

Why: IREE 3.13 keeps `stablehlo.while` control on the host and issues HAL work for every
iteration (about 1.8 us each for a one-dispatch body), so a 2000-step loop of a few
elementwise ops costs 3.5 ms where the arithmetic needs tens of microseconds.  No IREE flag
changes that.  What IREE does run in one dispatch is a loop over scalars inside a
`linalg.generic` or a `flow.dispatch.region`.  The forms, tried in this order:

- per element: every carried value and every value the loop reads from outside has one
  common shape S or is 0-d (a counter, a step size, a scalar predicate), together at most
  ``max-elements`` elements, and every op is elementwise (or a broadcast / reshape of a
  0-d value, iota, a splat constant).  "vectorized": one `flow.dispatch.region` whose
  `scf.while` carries each S-shaped value as a `vector<S x T>` and 0-d values as scalars,
  so the body is vector code.  Where S-shaped booleans are carried or read (IREE stores
  boolean tensors as i8 and rejects vector transfers of them) or everything is 0-d:
  "elementwise", a `linalg.generic` parallel over S whose body runs the whole loop as
  `scf.while` on that element's scalars (0-d carries are computed identically by every
  element, so the condition agrees across elements).  Past ~128 elements neither pays:
  the generic's scalar loop is not vectorized (300 elements x 2000 steps: 130 ms against
  the host loop's 78 ms) and large vectors compile slowly (vector<100x3xf32>: 16 s).
  "tiled" (past max-elements, up to 128 times it: a loop under vmap): an scf.for over
  tiles of 32 elements of the flattened state, each running the vectorized loop.
- scalarized: any state of at most ``max-scalars`` elements (carried, plus inputs read
  whole; inputs read by dynamic_slice stay in memory and are read where they lie, and
  so do carries only read by dynamic_slices and written by one dynamic_update_slice,
  a select of one on a scalar predicate (a scatter of one element, `.at[i, j].add`) or
  a nested loop keeping them in memory: a scan's ys, the residual stacks and the ys'
  cotangent of reverse mode, an array updated in a fori_loop nest, see memory_writer).
  Those are made in the kernel (filled, or copied from their input), so they live in
  its result buffers, whatever their size).  The
  loop becomes one `flow.dispatch.region` whose `scf.while` carries every element as a
  scalar: slices, concatenate, pad, reverse, broadcast, transpose, reshape, iota, dynamic_slice /
  dynamic_update_slice (with the spec's start clamping), small dot_general and reduce only
  move scalars around or emit the few ops they need.  (Carrying the state as tensors
  instead fails IREE's bufferization unless every write goes into the iter_arg itself.)
- batched (vmap of a loop too big to scalarize): every carried value leads with the batch
  dimension; each value has a batch dimension (followed op by op, BATCH_DIM_RULES) or is
  computed alike for every row, and no op mixes rows; an scf.for over tiles of 32 rows
  runs the scalarized loop with each row element a vector over the rows.  A scan's xs
  (read by dynamic_slices of whole rows) and ys (written by dynamic_update_slices of whole
  rows, starting as a splat) stay in memory, turned row element x batch, a vector of
  lanes read or written at a time.
  Nested loops, if and case take part while their condition, predicate or index reads
  no batched value.

A constant read in the loop only by gathers of single elements (a lookup table, such as
the 256-row float64 table of hostcall-reduce-trig's sin / cos / tan) is not state: the
kernel holds it as a constant tensor and reads it at the spec's clamped start indices
(`tensor.extract`; `vector.gather` in the vectorized form; the scalarized form also reads
index vectors and tables that are inputs, in place).

Both forms handle nested while / if / case.  Per-element rules follow the StableHLO spec the
way IREE's own StableHLO lowering does (integer division and remainder by zero, shift
amounts past the bit width, NaN-propagating max / min and clamp, ordered float compares
except NE), emit the same `math` ops, which IREE expands the same way in both programs, and
fuse a single-use product into the add or subtract reading it (math.fma) as LLVM fuses
the host loop's vector code, and start a dot_general's sums from the addend of an add
that alone reads it (through reshapes), as IREE folds that add into the product's
accumulator, so a kernelized loop and the host loop give the same bits.
Element types: floats, integers, booleans (not complex).  Unsigned integers run as the
signless integers of their width (MLIR's arith is signless): a bitcast_convert takes them
into and out of the kernel, and the rules whose ops differ for unsigned values (division,
remainder, ordered compares, max / min / clamp, converts, gather and slice start clamping)
pick the unsigned op through one table (_UNSIGNED_TWIN, by_sign), so the threefry loops
of hostcall.random (uint32 keys and counters) and the sampler loops around them become
kernels.  Booleans are i1 scalars; the scalarized form holds boolean tensors (inputs,
carries, stacks kept in memory: the pivot masks reverse mode saves for det or solve) as i8,
as IREE stores them (see scalarized._held).  An optimization_barrier is its operands
(fold-splats' barrier before an argmax's iota, as in random.categorical).  Anything else
stays a host loop, and so does every loop holding a host callback (callbacks keep their
order); ``classify`` says why (``hostcall inspect`` shows it).
"""
from __future__ import annotations

import re

from iree.compiler import ir, passmanager

from hostcall.dialects import op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.dispatch_limits import CONSTANTS, MAX_BINDINGS, bindings
from hostcall.dialects.ops import block_ops, operation

from ... import Option, register
from .common import (
    DEFAULT_MAX_ELEMENTS, DEFAULT_MAX_SCALARS, Ineligible, KERNEL_ATTR, TILE, TILED_FACTOR,
    is_splat, raw_elem)
from .elementwise import ElementwiseKernel, Kernel, RULES
from .vectorized import TiledKernel, VectorizedKernel
from .scalarized import MAX_SORTED_ROW, SCALARIZED_RULES, ScalarizedKernel
from .batched import BATCH_DIM_RULES, BatchedKernel

# read here by the tools, the pipeline and the tests
__all__ = ["ALL_FORMS", "BATCH_DIM_RULES", "DEFAULT_MAX_ELEMENTS", "DEFAULT_MAX_SCALARS",
           "KERNEL_ATTR", "MAX_SORTED_ROW", "PASS", "RULES", "SCALARIZED_RULES",
           "TARGET_FORMS", "TILE", "TILED_FACTOR", "Ineligible", "classify",
           "kernelize_loops"]


PASS = "hostcall-kernelize-loops"


def classify(loop, max_elements: int = DEFAULT_MAX_ELEMENTS,
             max_scalars: int = DEFAULT_MAX_SCALARS) -> str:
    """The kernel form ``loop`` (a stablehlo.while) would take ('vectorized', 'tiled',
    'elementwise', 'scalarized' or 'batched'); raises Ineligible saying why none applies."""
    return _kernel(operation(loop), max_elements, max_scalars)[0]


def _kernel(loop, max_elements: int, max_scalars: int, vectorize: bool = True):
    """(form, kernel) for ``loop``: the per-element forms first, else the scalarized one."""
    return next(_kernels(loop, max_elements, max_scalars, vectorize))


def _kernels(loop, max_elements: int, max_scalars: int, vectorize: bool = True):
    """Every (form, kernel) that applies to ``loop``, in order of preference; raises
    Ineligible (saying why) when none does."""
    if vectorize:
        for form, make in (("vectorized", VectorizedKernel), ("tiled", TiledKernel)):
            try:
                kernel = make(loop, max_elements)
            except Ineligible:
                continue
            yield form, kernel
    try:
        kernel = "elementwise", ElementwiseKernel(loop, max_elements)
    except Ineligible as elementwise:
        try:
            kernel = "scalarized", ScalarizedKernel(loop, max_scalars)
        except Ineligible as scalarized:
            try:
                kernel = "batched", BatchedKernel(loop, max_scalars)
            except Ineligible as batched:
                raise Ineligible(f"{scalarized}; per element: {elementwise}; batched: "
                                 f"{batched}") from None
    yield kernel


def _replace(loop, form: str, kernel: Kernel) -> None:
    """Put the kernel's ops where ``loop`` is and wire its results in."""
    tmp = kernel.module()
    # drop what the rules emit for nothing (products fused into fma, unused indices).
    # IREE 3.13's canonicalizer merges repeated dispatch-region results wrongly (two carries
    # that both stay their common initial value came back as the counter: "type of return
    # operand 2 ('tensor<i32>') doesn't match function result type"); such a loop stays a
    # host loop (nothing has been moved yet).
    try:
        passmanager.PassManager.parse("builtin.module(canonicalize,cse)").run(tmp.operation)
    except ir.MLIRError as e:
        raise Ineligible(f"IREE's canonicalizer rejected the kernel: {e}") from None
    func = operation(block_ops(tmp.body)[0])
    block = list(func.regions[0].blocks)[0]
    ops = block_ops(block)
    _check_bindings(ops, block, kernel.inputs)
    inputs = [_retyped(loop, value, arg.type)
              for arg, value in zip(block.arguments, kernel.inputs)]
    if any(inner.name == "flow.dispatch.region" for inner in ops):
        inputs = [_uncloned(loop, value) for value in inputs]
    for inner in ops[:-1]:
        inner.move_before(loop)
        if inner.name == "flow.dispatch.region":
            inner.attributes[KERNEL_ATTR] = ir.StringAttr.get(form)
    for arg, value in zip(block.arguments, inputs):
        arg.replace_all_uses_with(value)
    for result, value in zip(loop.results, ops[-1].operands):
        result.replace_all_uses_with(_retyped(loop, value, result.type))
    loop.erase()


def _check_bindings(ops, block, inputs) -> None:
    """Refuse a kernel that would bind more buffers than IREE's HAL loads (a grad of a
    scan of small linear algebra in float64 yields ~40 residual stacks of distinct types):
    it would compile and then fail when the program loads."""
    constants = {arg for arg, value in zip(block.arguments, inputs)
                 if isinstance(value, ir.OpResult) and value.owner.name in CONSTANTS}
    for inner in ops:
        if inner.name == "flow.dispatch.region":
            n = bindings(inner, skip=constants)
            if n > MAX_BINDINGS:
                raise Ineligible(f"its kernel would bind as many as {n} buffers (inputs and "
                                 f"results; IREE 3.13's HAL loads at most {MAX_BINDINGS} a "
                                 f"dispatch)")


def _retyped(loop, value, type_):
    """``value`` as ``type_`` (an unsigned tensor and its signless kernel twin: a
    stablehlo.bitcast_convert, which IREE folds away; a boolean tensor and the bytes the
    scalarized form holds it as: a stablehlo.convert, 0 / 1 in and nonzero-is-true out)."""
    if value.type == type_:
        return value
    widths = {ir.RankedTensorType(t).element_type.width for t in (value.type, type_)}
    name = "stablehlo.convert" if widths == {1, 8} else "stablehlo.bitcast_convert"
    with loop.location, ir.InsertionPoint(loop):
        return ir.Operation.create(name, results=[type_], operands=[value]).result


# Ops IREE 3.13 lowers to the same parallel linalg.generic as elementwise ops, whose
# operands count as its inputs in _widened: a gather (an int64 table gathered at int32
# start indices; a broadcast of a widened value was not cloned).
_CLONED_LIKE_ELEMENTWISE = frozenset({"stablehlo.gather"})


def _widened(value) -> bool:
    """Whether elementwise ops compute ``value`` from a tensor of narrower elements (within
    a few ops): a convert to a wider type (int16 to int32, int8 to float32, a boolean held
    as bytes), or a chain IREE fuses into one such op (float32 clamped, converted to uint64
    and selected; see also _CLONED_LIKE_ELEMENTWISE).  IREE 3.13 calls the fused op a
    bit-extend op and clones it."""
    width = _width(value)
    todo, seen = [value], set()
    while todo and width is not None and len(seen) < 32:
        owner = todo.pop().owner
        if isinstance(owner, ir.Block) or (owner.name not in op_traits.ELEMENTWISE and
                                           owner.name not in _CLONED_LIKE_ELEMENTWISE):
            continue
        for operand in owner.operands:
            if operand in seen or is_splat(operand):
                continue
            seen.add(operand)
            if (_width(operand) or width) < width:
                return True
            todo.append(operand)
    return False


def _width(v) -> int | None:
    """The bits of ``v``'s element type, if a float or integer type the kernels take."""
    bits = re.fullmatch(r"b?f(\d+)|u?i(\d+)", raw_elem(v))
    return int(bits.group(1) or bits.group(2)) if bits else None


def _uncloned(loop, value):
    """``value``, as a dispatch-region kernel reads it: behind a stablehlo.optimization_barrier
    where it is _widened.  IREE 3.13 clones such an op into every dispatch region that
    reads it; there it becomes the dispatch's root, tiled over workgroups, and the kernel's
    stores of its results fall outside them ("'memref.store' op write affecting operations
    on global resources are restricted to workgroup distributed contexts": an int16 table
    widened to uint32 and read at a computed row, tests/inputs/fuzz_fixed/seed407_f472)."""
    if not _widened(value):
        return value
    with loop.location, ir.InsertionPoint(loop):
        return hlo.optimization_barrier([value])[0]


def _flag(text: str) -> bool:
    if text.lower() not in ("true", "false", "1", "0"):
        raise ValueError(f"expected true or false, got {text!r}")
    return text.lower() in ("true", "1")


# The forms each compile target's IREE code generator compiles (a target not listed: all).
# IREE 3.13 for cuda (iree-compile --iree-hal-target-device=cuda, the lit inputs of every
# form through the cuda pipeline) compiles only the per-element linalg.generic: the
# vectorized and scalarized kernels fail to translate to LLVM IR ("failed to translate the
# MLIR LLVM dialect") or to legalize vector.transfer_read, and the tiled and batched ones
# crash the compiler (a double free in ConvertToNVVMPass, segmentation faults).  Loops of
# the other forms stay host loops there, and the program compiles once.
TARGET_FORMS = {"cuda": ("elementwise",)}
ALL_FORMS = ("vectorized", "tiled", "elementwise", "scalarized", "batched")


def _target(text: str) -> str:
    if text not in ("any", *TARGET_FORMS):
        raise ValueError(f"expected any or one of {', '.join(sorted(TARGET_FORMS))}")
    return text


def _first_replacing(loop, limits: tuple, forms=ALL_FORMS) -> tuple[str | None, str]:
    """Replace ``loop`` by the first of its kernels of ``forms`` that IREE's canonicalizer
    accepts: (the form used, ''), or (None, why) when the loop stays a host loop."""
    why = ""
    try:
        for form, kernel in _kernels(loop, *limits):
            if form not in forms:
                why = why or f"its {form} kernel does not compile for this target"
                continue
            try:
                _replace(loop, form, kernel)
                return form, ""
            except Ineligible as e:
                why = why or str(e)
    except Ineligible as e:
        why = why or str(e)
    return None, why


def _walk(op, limits: tuple, done: list, forms=ALL_FORMS, host: list | None = None) -> None:
    """Kernelize the loops under ``op``: (form, location) of each goes to ``done``, and
    (location, why) of each loop left on the host to ``host``."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block_ops(block):
                if inner.name == "stablehlo.while":
                    location = str(inner.location)
                    form, why = _first_replacing(inner, limits, forms)
                    if form is None:
                        if host is not None:
                            host.append((location, why))
                        _walk(inner, limits, done, forms, host)
                    else:
                        done.append((form, location))
                else:
                    _walk(inner, limits, done, forms, host)


@register(PASS, options={
    "max-elements": Option(int, DEFAULT_MAX_ELEMENTS,
                           "the most elements a loop's carried state and the values it reads "
                           "from outside may hold together for the per-element form"),
    "max-scalars": Option(int, DEFAULT_MAX_SCALARS,
                          "the most elements the scalarized form carries and reads as "
                          "scalars (its code grows with them)"),
    "vectorize": Option(_flag, True, "carry state-shaped values as vectors (else per element "
                        "in a linalg.generic)"),
    "target": Option(_target, "any", "the compile target (cuda) whose IREE code generator "
                     "the kernels are for: only the forms it compiles (TARGET_FORMS)")})
def kernelize_loops(module, ctx, max_elements: int = DEFAULT_MAX_ELEMENTS,
                    max_scalars: int = DEFAULT_MAX_SCALARS, vectorize: bool = True,
                    target: str = "any"):
    """Run small while loops as one kernel: per element (linalg.generic + scf.while) or
    scalarized (one dispatch region, scf.while over every element as a scalar).  For jit's
    warnings, ``ctx.products`` lists the loops left on the host (``host_loops``: location,
    why) and the loops made kernels (``kernel_loops``: location, '')."""
    done: list = []
    _walk(module.operation, (max_elements, max_scalars, vectorize), done,
          TARGET_FORMS.get(target, ALL_FORMS), ctx.products.setdefault("host_loops", []))
    ctx.products.setdefault("loop_kernels", []).extend(form for form, _ in done)
    ctx.products.setdefault("kernel_loops", []).extend((where, "") for _, where in done)
