"""Per-op traits of StableHLO and CHLO ops: one row per op, one place.

The passes and the reference ask the same questions of an op name (is it elementwise, does
its bf16 result need rounding, can fold-splats fold it, do kernels have a scalar form of
it, has it effects); they read the answers here instead of spelling their own sets, and
tests/test_rule_tables.py checks each pass's per-op rules against these rows.
"""
from __future__ import annotations

import enum
from typing import NamedTuple


class Trait(enum.Flag):
    NONE = 0
    # each result element is computed from the operands' elements at its position
    ELEMENTWISE = enum.auto()
    # the result has the operands' type (stablehlo.unary / binary, chlo_unary / chlo_binary)
    SAME_TYPE = enum.auto()
    # a bf16 result generally needs rounding to the bf16 grid (hostcall-round-bf16)
    ROUNDS_BF16 = enum.auto()
    # folded on splats by hostcall-fold-splats: numpy gives the bits IREE computes, in
    # every element type (transcendental functions may differ in the last bit)
    FOLDS = enum.auto()
    # IREE 3.13 fuses it into an elementwise dispatch with a splat operand inlined
    # (hostcall-split-wide-fusions counts its inputs, hostcall-complex-constants leaves its
    # complex128 splat operands alone)
    FUSES = enum.auto()
    # a CHLO op of imported modules (JAX's exports) that hostcall's front end never stages
    FOREIGN = enum.auto()
    # effects or state: two of them with equal operands may differ, and a value it computes
    # is no constant
    EFFECTS = enum.auto()


E = Trait.ELEMENTWISE
SAME = Trait.SAME_TYPE
ROUNDS = Trait.ROUNDS_BF16
FOLDS = Trait.FOLDS
FUSES = Trait.FUSES
FOREIGN = Trait.FOREIGN
EFFECTS = Trait.EFFECTS

# Why an elementwise op has no scalar form in hostcall-kernelize-loops' kernels (a loop
# whose body holds one stays a host loop).
COMPLEX = "complex values: kernels hold float and integer scalars only"
SPECIAL = "a CHLO special function: no arith / math op computes it, IREE expands it later"
FOREIGN_CHLO = "a CHLO op hostcall never stages: IREE expands it later"
BIT_ROUNDING = "no kernel rule: hostcall stages it outside loops only (reduce_precision)"
KERNEL = None   # the op has a scalar rule in hostcall-kernelize-loops


class OpTraits(NamedTuple):
    name: str
    arity: int                  # operands; 0 for ops with effects of varying arity
    traits: Trait
    no_scalar_form: str | None  # None: a scalar rule exists (or the op is not elementwise)


_ROWS = (
    # op                                   arity  traits                          scalar form
    ("stablehlo.abs",                        1, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.negate",                     1, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.sign",                       1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.floor",                      1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.ceil",                       1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.round_nearest_even",         1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.round_nearest_afz",          1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.exponential",                1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.exponential_minus_one",      1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.log",                        1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.log_plus_one",               1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.sine",                       1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.cosine",                     1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.tan",                        1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.tanh",                       1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.sqrt",                       1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.rsqrt",                      1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.cbrt",                       1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.not",                        1, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.logistic",                   1, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.popcnt",                     1, E | SAME | FUSES,                  KERNEL),
    ("stablehlo.count_leading_zeros",        1, E | SAME,                          KERNEL),
    ("stablehlo.is_finite",                  1, E | FUSES,                         KERNEL),
    ("stablehlo.real",                       1, E | FUSES,                         COMPLEX),
    ("stablehlo.imag",                       1, E | FUSES,                         COMPLEX),
    ("stablehlo.convert",                    1, E | FOLDS | FUSES,                 KERNEL),
    ("stablehlo.bitcast_convert",            1, E,                                 KERNEL),
    ("stablehlo.reduce_precision",           1, E,                                 BIT_ROUNDING),
    ("stablehlo.add",                        2, E | SAME | ROUNDS | FOLDS | FUSES, KERNEL),
    ("stablehlo.subtract",                   2, E | SAME | ROUNDS | FOLDS | FUSES, KERNEL),
    ("stablehlo.multiply",                   2, E | SAME | ROUNDS | FOLDS | FUSES, KERNEL),
    ("stablehlo.divide",                     2, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.remainder",                  2, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.power",                      2, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.maximum",                    2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.minimum",                    2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.atan2",                      2, E | SAME | ROUNDS | FUSES,         KERNEL),
    ("stablehlo.and",                        2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.or",                         2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.xor",                        2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.shift_left",                 2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.shift_right_arithmetic",     2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.shift_right_logical",        2, E | SAME | FOLDS | FUSES,          KERNEL),
    ("stablehlo.compare",                    2, E | FOLDS | FUSES,                 KERNEL),
    ("stablehlo.complex",                    2, E | FUSES,                         COMPLEX),
    ("stablehlo.select",                     3, E | FOLDS | FUSES,                 KERNEL),
    ("stablehlo.clamp",                      3, E | FOLDS | FUSES,                 KERNEL),
    ("chlo.erf",                             1, E | SAME,                          SPECIAL),
    ("chlo.erfc",                            1, E | SAME,                          SPECIAL),
    ("chlo.erf_inv",                         1, E | SAME,                          SPECIAL),
    ("chlo.lgamma",                          1, E | SAME,                          SPECIAL),
    ("chlo.digamma",                         1, E | SAME,                          SPECIAL),
    ("chlo.bessel_i1e",                      1, E | SAME,                          SPECIAL),
    ("chlo.polygamma",                       2, E | SAME,                          SPECIAL),
    ("chlo.zeta",                            2, E | SAME,                          SPECIAL),
    ("chlo.sinh",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.cosh",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.asin",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.acos",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.atan",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.asinh",                           1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.acosh",                           1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.atanh",                           1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.tan",                             1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.square",                          1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.conj",                            1, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("chlo.is_inf",                          1, E | FOREIGN,                       FOREIGN_CHLO),
    ("chlo.is_pos_inf",                      1, E | FOREIGN,                       FOREIGN_CHLO),
    ("chlo.is_neg_inf",                      1, E | FOREIGN,                       FOREIGN_CHLO),
    ("chlo.next_after",                      2, E | SAME | FOREIGN,                FOREIGN_CHLO),
    ("stablehlo.custom_call",                0, EFFECTS,                           None),
    ("stablehlo.rng",                        0, EFFECTS,                           None),
    ("stablehlo.rng_bit_generator",          0, EFFECTS,                           None),
    ("stablehlo.infeed",                     0, EFFECTS,                           None),
    ("stablehlo.outfeed",                    0, EFFECTS,                           None),
    ("stablehlo.send",                       0, EFFECTS,                           None),
    ("stablehlo.recv",                       0, EFFECTS,                           None),
    ("stablehlo.create_token",               0, EFFECTS,                           None),
    ("stablehlo.after_all",                  0, EFFECTS,                           None),
)

TABLE: dict[str, OpTraits] = {row[0]: OpTraits(*row) for row in _ROWS}


def having(trait: Trait, without: Trait = Trait.NONE) -> frozenset[str]:
    """The ops with every flag of ``trait`` and none of ``without``."""
    return frozenset(n for n, r in TABLE.items()
                     if r.traits & trait == trait and not r.traits & without)


def names(dialect: str, arity: int, trait: Trait, without: Trait = Trait.NONE) -> tuple:
    """The bare names (no dialect prefix) of ``dialect``'s ops of ``arity`` operands with
    ``trait`` and without ``without``, in the table's order."""
    chosen = having(trait, without)
    return tuple(n.split(".", 1)[1] for n, r in TABLE.items()
                 if n in chosen and n.startswith(dialect + ".") and r.arity == arity)


ELEMENTWISE = having(E)
ROUNDS_BF16 = having(ROUNDS)
FOLDED_ON_SPLATS = having(FOLDS)
FUSED_ELEMENTWISE = having(FUSES)
WITH_EFFECTS = having(EFFECTS)
# elementwise ops the loop kernels compute element by element, and why the others are not
SCALAR_FORM = frozenset(n for n in ELEMENTWISE if TABLE[n].no_scalar_form is None)
NO_SCALAR_FORM = {n: TABLE[n].no_scalar_form for n in ELEMENTWISE
                  if TABLE[n].no_scalar_form is not None}
