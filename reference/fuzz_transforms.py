"""Random chains of hostcall's transformations over the fuzzer's float programs.

What JAX users write as ``vmap(vmap(f))``, ``grad(vmap(f))``, ``jacfwd(vmap(f))`` or
``vmap(grad(f))`` reaches the compiler as hostcall-vmap / hostcall-jvp /
hostcall-linearize + hostcall-transpose applied to ``f``; the programs those passes write
(batched gathers and scatters, linear loops, transposed indexing) are not the programs
the generator writes.  ``TransformGenerator(seed).program(name)`` draws a float program
from ``fuzz.Generator`` and a chain of steps (``TRANSFORMS``) to apply to it; applying
them is the differential tool's job (passes are a higher layer than the reference).

A chain is a list of steps applied first to last:

* ``("vmap", in_axes, out_axis, size)``: hostcall-vmap (``in_axes``: per argument an axis
  or None; indices batched too, so gathers and dynamic slices get per-example indices);
* ``("jvp",)``: hostcall-jvp over the float arguments: ``(args..., tangents...) ->
  (outs..., out tangents...)``;
* ``("vjp",)``: hostcall-linearize, hostcall-transpose and a wrapper calling the two:
  ``(args..., out cotangents...) -> (cotangents of the float arguments...)``.

Derivative chains use ``smooth`` programs (differentiable everywhere by construction:
``fuzz.SMOOTH_STATEMENTS``); forward-only chains may also loop while a value computed in
the body (integer state, a random draw) says so (``SMOOTH_FORWARD_STATEMENTS``), as
reverse mode rejects loops without a static trip count (as JAX does).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import numpy as np

from .fuzz import (DATA_INDEX_FEATURES, FEATURES, LAYOUT_FEATURES, RANDOM_FEATURES,
                   SMOOTH_FORWARD_STATEMENTS, SMOOTH_STATEMENTS, Generator, Program)

# name: (outermost first, as JAX writes it) and what the program's statements may be
TRANSFORMS = {
    "vmap_vmap": "vmap(vmap(f)) with random in-axes over all four arguments",
    "jvp": "jvp(f) through loops whose predicates read body values and random draws",
    "vmap_jvp": "vmap(jvp(f))",
    "jvp_vmap": "jvp(vmap(f))",
    "jacfwd_vmap": "jacfwd(vmap(f)): vmap over the tangents of jvp(vmap(f))",
    "vjp": "grad-style vjp(f): linearize + transpose",
    "vjp_vmap": "grad(vmap(f)): vjp of the batched function",
    "vjp_vmap_vmap": "grad(vmap(vmap(f))): vjp of the twice batched function",
    "jacrev_vmap": "jacrev(vmap(f)): vmap over the cotangents of vjp(vmap(f))",
    "vmap_vjp": "vmap(grad(f)): the vjp batched over primals and cotangents",
}
REVERSE = {"vjp", "vjp_vmap", "vjp_vmap_vmap", "jacrev_vmap", "vmap_vjp"}
FORWARD = {"jvp", "vmap_jvp", "jvp_vmap", "jacfwd_vmap"}
# float programs for vmap(vmap(f)): everything the generator writes for floats, with
# indices read from data, loops on computed predicates and random draws
VMAP_FEATURES = tuple(f for f in FEATURES if f != "oob_indices") + DATA_INDEX_FEATURES + \
    ("data_while",) + RANDOM_FEATURES


@dataclass
class TransformedProgram:
    """A base program and the chain applied to it; ``module`` (the transformed module's
    functions, set by the tool applying the chain) defines ``name``."""
    base: Program
    transform: str
    steps: list
    name: str = ""
    module: str = ""
    inputs: list = field(default_factory=list)
    arg_types: list = field(default_factory=list)

    @property
    def statements(self) -> list:
        return self.base.statements

    @property
    def kinds(self) -> set:
        return self.base.kinds

    @property
    def element(self) -> str:
        return self.base.element

    def text(self) -> str:
        return self.module


class TransformGenerator:
    """Float programs (f32, and f64 for the float64 derivative checks) with a chain of
    ``transforms``; ``x64``: the programs' new constructs use 64-bit indices; ``layout``:
    the programs may also sort, slice, pad, concatenate, reverse and take dot products
    (fuzz.LAYOUT_FEATURES: smooth wherever the values are distinct, as random normals
    are)."""

    def __init__(self, seed: int, transforms=tuple(TRANSFORMS), element_types=("f32", "f64"),
                 max_statements: int = 3, max_depth: int = 2, x64: bool = False,
                 layout: bool = False):
        self.rng = random.Random(seed)
        self.transforms = list(transforms)
        self.layout = LAYOUT_FEATURES if layout else ()
        self.gen = Generator(seed + 1, VMAP_FEATURES, element_types=element_types,
                             max_statements=max_statements, max_depth=max_depth, x64=x64)
        self.gen.trip_counts = True

    def program(self, name: str) -> TransformedProgram:
        r = self.rng
        transform = r.choice(self.transforms)
        g = self.gen
        g.smooth = transform in REVERSE | FORWARD
        g.features = set(SMOOTH_STATEMENTS if transform in REVERSE else
                         SMOOTH_FORWARD_STATEMENTS if transform in FORWARD else
                         VMAP_FEATURES) | set(self.layout)
        base = g.program(name)
        rank, n_out = len(base.shape), len(base.results)
        primal = [rank, rank, 0, 0]
        size = lambda: r.randint(2, 3)
        if transform == "vmap_vmap":
            inner = self._vmap(primal)
            steps = [inner, self._vmap(_batched_ranks(primal, inner))]
        elif transform == "jvp":
            steps = [("jvp",)]
        elif transform == "vmap_jvp":
            steps = [("jvp",), self._vmap(primal + [rank, rank])]
        elif transform == "jvp_vmap":
            steps = [self._vmap(primal), ("jvp",)]
        elif transform == "jacfwd_vmap":
            steps = [self._vmap(primal), ("jvp",), ("vmap", [None] * 4 + [0, 0], 0, size())]
        elif transform == "vjp":
            steps = [("vjp",)]
        elif transform == "vjp_vmap":
            steps = [self._vmap(primal), ("vjp",)]
        elif transform == "vjp_vmap_vmap":
            inner = self._vmap(primal)
            steps = [inner, self._vmap(_batched_ranks(primal, inner)), ("vjp",)]
        elif transform == "jacrev_vmap":
            steps = [self._vmap(primal), ("vjp",),
                     ("vmap", [None] * 4 + [0] * n_out, 0, size())]
        else:   # vmap_vjp
            steps = [("vjp",), self._vmap(primal + [rank] * n_out)]
        return TransformedProgram(base, transform, steps)

    def _vmap(self, ranks) -> tuple:
        """A vmap step over arguments of ``ranks``: each batched at a random axis or not,
        at least one batched."""
        r = self.rng
        axes = [r.choice([None, 0, r.randint(0, k)]) for k in ranks]
        if all(a is None for a in axes):
            axes[r.randrange(2)] = 0
        return ("vmap", axes, r.choice([0, 0, 1]), r.randint(2, 3))


def _batched_ranks(ranks, step) -> list:
    return [k + (a is not None) for k, a in zip(ranks, step[1])]


def random_inputs(types, rng: np.random.Generator, index_range) -> list:
    """Arguments for a function of ``types`` (``(shape, element)`` pairs): floats
    normal, integers (the program's indices) in ``index_range``, inclusive."""
    out = []
    for shape, element in types:
        if element in ("f32", "f64"):
            dtype = np.float32 if element == "f32" else np.float64
            out.append((rng.standard_normal(shape) * 1.5).astype(dtype))
        else:
            lo, hi = index_range
            out.append(rng.integers(lo, hi + 1, shape).astype(
                np.int64 if element == "i64" else np.int32))
    return out
