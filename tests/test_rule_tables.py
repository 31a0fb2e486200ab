"""One home per fact: every op hostcall stages has its batching, jvp, transpose (where
linear) and reference rule, or an explicit entry here saying why not; rule tables name only
real ops; every primitive names the op it stages and computes eagerly with that op's
reference function, or an entry here says why not; hostcall's IR contract names are spelled
once (dialects/names.py) and dimension numbers are read only in dialects/."""
import ast
import functools
import importlib.util
import pathlib
import re

import pytest
from iree.compiler import ir

import hostcall
import hostcall.ad_checkpoint  # noqa: F401  (defines the checkpoint_name primitive)
import hostcall.numpy  # noqa: F401  (loads lax and numpy: every primitive is defined)
import hostcall.random  # noqa: F401
from hostcall import passes
from hostcall.dialects import names, op_traits
from hostcall.dialects import stablehlo as hlo
from hostcall import core
from hostcall.passes.optimize import kernelize_loops
from hostcall.passes.transforms import batching
from hostcall.passes.transforms.ad_rules import JVP_RULES, TRANSPOSE_RULES, ZERO_DERIVATIVE
from hostcall.passes.transforms.jvp import JVPBuilder
from hostcall.passes.transforms.transpose import Transposer
from hostcall.reference import elementwise as reference_elementwise
from hostcall.reference import interpreter
from hostcall.reference.ops import ATTRIBUTES, OPS

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE_DIRS = ("compiler", "dialects", "passes", "reference", "runtime", "tools")
HOSTCALL_NAME = re.compile(r"^hostcall\.([a-z_]+)$")

OP_NAME = re.compile(r"^(stablehlo|chlo)\.[a-z_][a-z_0-9]*$")
TERMINATOR = "terminator: rewritten with the op whose region it ends"

# Emitted by a pass of jit's pipeline after the transformations, never staged by them.
AFTER_TRANSFORMATIONS = "emitted only by hostcall-table-lookups, after the transformations"
# Ops staged without a batching rule, and why.
NO_BATCHING_RULE = {
    "stablehlo.torch_index_select": AFTER_TRANSFORMATIONS,
    "stablehlo.constant": "no operands: never batched, the batcher leaves it alone",
    "stablehlo.iota": "no operands: never batched, the batcher leaves it alone",
    "stablehlo.return": TERMINATOR,
}
# Ops staged without a JVP_RULES entry (nor ZERO_DERIVATIVE), and why.
NO_JVP_RULE = {
    "stablehlo.torch_index_select": AFTER_TRANSFORMATIONS,
    "stablehlo.while": "region op: JVPBuilder.jvp_while",
    "stablehlo.if": "region op: JVPBuilder.jvp_branches",
    "stablehlo.case": "region op: JVPBuilder.jvp_branches",
    "stablehlo.custom_call": "callbacks and custom_vjp markers: JVPBuilder.jvp_custom_call",
    "stablehlo.return": TERMINATOR,
}
# Ops staged without a TRANSPOSE_RULES entry, and why: region ops have their own
# transposition, the others are not linear in any operand (their jvp rules multiply or
# select the tangent by primal values, so they never appear in a linear function).
NO_TRANSPOSE_RULE = {
    "stablehlo.torch_index_select": AFTER_TRANSFORMATIONS,
    "stablehlo.while": "region op: ad_rules.loops.transpose_counted_while",
    "stablehlo.if": "region op: Transposer.transpose_branches",
    "stablehlo.case": "region op: Transposer.transpose_branches",
    "stablehlo.custom_call": "custom_vjp markers: Transposer.transpose_custom_vjp",
    "stablehlo.return": TERMINATOR,
    **{f"stablehlo.{n}": "not linear" for n in (
        "abs", "atan2", "cbrt", "clamp", "cosine", "exponential", "exponential_minus_one",
        "log", "log_plus_one", "logistic", "maximum", "minimum", "power", "remainder",
        "rsqrt", "sine", "sort", "sqrt", "tan", "tanh")},
    **{f"chlo.{n}": "not linear" for n in (
        "bessel_i1e", "digamma", "erf", "erf_inv", "erfc", "lgamma", "polygamma", "zeta")},
}
# Ops staged without a reference rule, and why.
NO_REFERENCE_RULE = {"stablehlo.return": TERMINATOR}


# Modules of dialects/ that name ops without building them.
NOT_STAGING = {"dialects/op_traits.py": "the ops' traits, foreign CHLO ops and effects included"}


def staged_ops() -> set[str]:
    """The ops hostcall's front end emits: the builders' op tables, the ops primitives
    record (``Primitive.op_name``) and every op name spelled in dialects/ and the front
    end (compiler/)."""
    ops = {f"stablehlo.{n}" for n in hlo.UNARY_SAME_TYPE + hlo.BINARY_SAME_TYPE}
    ops |= {f"chlo.{n}" for n in hlo.CHLO_UNARY_SAME_TYPE + hlo.CHLO_BINARY_SAME_TYPE}
    ops |= {p.op_name for p in core.shape_rules if p.op_name}
    for top in ("dialects", "compiler"):
        for path in (ROOT / top).rglob("*.py"):
            if path.relative_to(ROOT).as_posix() not in NOT_STAGING:
                ops |= {v for _, v in _string_literals(path) if OP_NAME.match(v)}
    return ops


@functools.cache
def _staged() -> frozenset[str]:
    return frozenset(staged_ops())


TABLES = {
    "batching": (lambda: set(batching.RULES), NO_BATCHING_RULE),
    "jvp": (lambda: set(JVP_RULES) | ZERO_DERIVATIVE, NO_JVP_RULE),
    "transpose": (lambda: set(TRANSPOSE_RULES) | ZERO_DERIVATIVE, NO_TRANSPOSE_RULE),
    "reference": (lambda: set(interpreter.RULES), NO_REFERENCE_RULE),
}


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_every_staged_op_has_a_rule_or_a_reason(kind):
    rules, reasons = TABLES[kind]
    missing = sorted(_staged() - rules() - set(reasons))
    assert missing == [], f"ops hostcall stages with no {kind} rule and no entry here saying why"


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_no_stale_reason(kind):
    """An entry that says why a rule is missing goes once the rule exists or the op is no
    longer staged."""
    rules, reasons = TABLES[kind]
    assert sorted(set(reasons) & rules()) == []
    assert sorted(set(reasons) - _staged()) == []


def test_reasons_name_real_handlers():
    assert all(hasattr(JVPBuilder, m) for m in ("jvp_while", "jvp_branches", "jvp_custom_call"))
    assert all(hasattr(Transposer, m) for m in ("transpose_branches", "transpose_custom_vjp"))
    assert "stablehlo.return" in batching.TERMINATORS
    assert "stablehlo.return" in interpreter.TERMINATORS


def test_staged_ops_cover_the_front_end():
    ops = _staged()
    assert {"stablehlo.dot_general", "stablehlo.while", "stablehlo.negate", "chlo.erf",
            "stablehlo.convolution", "stablehlo.scatter"} <= ops
    assert all(OP_NAME.match(o) for o in ops)


# Files allowed to spell a contract name as a literal, each with the reason.
LITERAL_EXEMPT: frozenset[str] = frozenset()


def _not_ir(tree) -> set[int]:
    """ids of the Constant nodes that are docstrings or logger names (not IR names)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "getLogger":
            out.update(id(a) for a in node.args)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _string_literals(path: pathlib.Path):
    tree = ast.parse(path.read_text(), str(path))
    docs = _not_ir(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            yield node.lineno, node.value


def _is_package_name(attr: str) -> bool:
    """``hostcall.<attr>`` names a module or public object of the package (a logger name,
    an API name), not an IR attribute."""
    return hasattr(hostcall, attr) or importlib.util.find_spec(f"hostcall.{attr}") is not None


def test_contract_names_are_hostcall_attributes():
    assert names.ALL and all(HOSTCALL_NAME.match(n) for n in names.ALL)
    assert names.CALLBACK_TARGET in names.ALL and names.TRIP_COUNT in names.ALL


def test_no_contract_literal_outside_dialects():
    stray = []
    for top in PACKAGE_DIRS:
        if top == "dialects":
            continue
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in LITERAL_EXEMPT:
                continue
            for line, value in _string_literals(path):
                m = HOSTCALL_NAME.match(value)
                if m and (value in names.ALL or not _is_package_name(m.group(1))):
                    stray.append(f"{rel}:{line}: {value!r}")
    assert stray == [], "spell these with hostcall.dialects.names:\n" + "\n".join(stray)


def test_literal_scan_finds_a_stray_name(tmp_path):
    """The scan itself: a contract name in code is found, a docstring or logger name is not."""
    probe = tmp_path / "probe.py"
    probe.write_text('"""Reads ``hostcall.trip_count``."""\n'
                     'logger = logging.getLogger("hostcall.trace")\n'
                     'def f(op):\n    """hostcall.kind"""\n'
                     '    return op.attributes["hostcall.trip_count"]\n')
    assert list(_string_literals(probe)) == [(5, "hostcall.trip_count")]


DIMS_FIELD = re.compile(r"(_dimensions|_dims|index_vector_dim|start_index_map)\b")
# Files allowed a regular expression over dimension-number fields, each with the reason.
DIMS_REGEX_EXEMPT = {
    # picks compile flags from the printed module text (the ops' pretty form
    # ``contracting_dims = [1] x [0]``), before and without parsing it into IR
    "runtime/compile_driver.py",
}


def test_no_regex_parser_of_dimension_numbers_outside_dialects():
    """Dimension numbers are read by dialects/dimension_numbers.py (and convolution.py):
    no regular expression elsewhere names one of their fields."""
    stray = []
    for top in PACKAGE_DIRS:
        if top == "dialects":
            continue
        for path in sorted((ROOT / top).rglob("*.py")):
            if path.relative_to(ROOT).as_posix() in DIMS_REGEX_EXEMPT:
                continue
            tree = ast.parse(path.read_text(), str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                        and isinstance(node.func.value, ast.Name) and node.func.value.id == "re":
                    for a in node.args:
                        if isinstance(a, ast.Constant) and isinstance(a.value, str) \
                                and DIMS_FIELD.search(a.value):
                            stray.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert stray == []


def _unregistered(name: str) -> bool:
    """Whether the dialects IREE registers reject ``name`` as an unknown op (a registered
    op fails on the missing operands instead)."""
    text = f'func.func @f() {{\n  "{name}"() : () -> ()\n  return\n}}'
    try:
        with ir.Context() as ctx:
            passes.parse_module(text, ctx)
    except Exception as e:   # noqa: BLE001  (the message tells the two failures apart)
        return "unregistered operation" in str(e)
    return False


def test_rule_tables_name_only_real_ops():
    """A rule keyed by a misspelled or non-StableHLO name never runs."""
    keyed = set(batching.RULES) | set(JVP_RULES) | set(TRANSPOSE_RULES) | ZERO_DERIVATIVE \
        | set(interpreter.RULES)
    assert _unregistered("stablehlo.copy") and not _unregistered("stablehlo.add")
    assert sorted(n for n in keyed if _unregistered(n)) == []


# ----------------------------------------------------------------- primitives
CUMULATIVE = "a padded stablehlo.reduce_window, which lax.reduce_window stages too"
ARG_REDUCE = ("a stablehlo.reduce of (values, iota) with a comparison body; the reduce op "
              "stands for lax's reduce primitive")
MARKER = "an optimization_barrier marked with a hostcall attribute: the marker names it"
# Primitives that record no op_name, and why.
NO_OP_NAME = {
    "argmax": ARG_REDUCE, "argmin": ARG_REDUCE,
    "cumsum": CUMULATIVE, "cumprod": CUMULATIVE, "cummax": CUMULATIVE, "cummin": CUMULATIVE,
    "stop_gradient": MARKER, "name": MARKER,
}
# Primitives computed eagerly by their own rule instead of their op's reference function
# (reference.ops.OPS), and why.
ACCUMULATE = ("the reference's reduce_window by one monoid (numpy's accumulate) over the "
              "windows it stages; no op of its own, see CUMULATIVE")
ARG_FIRST = ("numpy's argmax / argmin (the first of equal values; a NaN wins): the staged "
             "reduce has a comparison region, which the reference folds element by element")
OWN_EAGER_RULE = {
    "argmax": ARG_FIRST, "argmin": ARG_FIRST,
    "cumsum": ACCUMULATE, "cumprod": ACCUMULATE, "cummax": ACCUMULATE, "cummin": ACCUMULATE,
    "gather": "the reference's gather, then JAX's fill mode: windows that do not fit are "
              "the fill value (a select after the gather)",
    "scatter": "JAX's clip and drop modes move the windows' starts, then the reference's "
               "scatter (drop stages a scatter into a padded operand, cut after)",
    "stop_gradient": "the identity", "name": "the identity",
    "rng_bit_generator": "the reference's rng_bit_generator on the uint32[4] key read as its "
                         "two uint64 state words (the reshape and bitcast staged around the op)",
}


def _primitives():
    return list(core.shape_rules)


def test_one_primitive_per_name():
    names_ = [p.name for p in _primitives()]
    assert sorted({n for n in names_ if names_.count(n) > 1}) == []


def test_every_primitive_names_its_op_or_says_why():
    missing = sorted(p.name for p in _primitives() if not p.op_name and p.name not in NO_OP_NAME)
    assert missing == [], "primitives with no op_name and no entry in NO_OP_NAME"
    named = {p.name for p in _primitives() if p.op_name}
    assert sorted(named & set(NO_OP_NAME)) == []
    assert set(NO_OP_NAME) <= {p.name for p in _primitives()}
    assert all(OP_NAME.match(p.op_name) and p.op_name in _staged()
               for p in _primitives() if p.op_name)


def test_eager_rule_is_the_reference_function_of_the_op():
    """An op's semantics lives once, in the reference: a primitive's eager rule calls it."""
    own = []
    for p in _primitives():
        rule = core.eager_rules[p]
        if isinstance(rule, core.OpEager):
            assert rule.op_name == p.op_name and rule.fn is OPS[p.op_name], p.name
        else:
            own.append(p.name)
    assert sorted(set(own) - set(OWN_EAGER_RULE)) == [], "eager rules of their own, unlisted"
    assert sorted(set(OWN_EAGER_RULE) - set(own)) == [], "stale OWN_EAGER_RULE entries"


def test_reference_functions_are_the_evaluator_rules():
    """Every op of OPS is evaluated through it, and its attributes' reader names real ops."""
    assert set(OPS) <= set(interpreter.RULES) and set(ATTRIBUTES) <= set(OPS)


# ----------------------------------------------------------------- op traits
def test_op_traits_name_only_real_ops():
    assert sorted(n for n in op_traits.TABLE if _unregistered(n)) == []
    assert all(OP_NAME.match(n) for n in op_traits.TABLE)


def test_every_elementwise_op_has_its_rules():
    """An op op_traits marks elementwise is batched, evaluated by the reference and
    computed by loop kernels, or its row says why kernels have no scalar form of it (a
    loop whose body holds it stays a host loop)."""
    elementwise = op_traits.ELEMENTWISE
    assert sorted(elementwise - set(batching.RULES)) == []
    assert sorted(elementwise - set(interpreter.RULES)) == []
    no_kernel = elementwise - set(kernelize_loops.RULES)
    assert sorted(no_kernel - set(op_traits.NO_SCALAR_FORM)) == [], \
        "elementwise ops with no kernel rule in kernelize_loops.RULES and no reason in op_traits"
    assert sorted(set(op_traits.NO_SCALAR_FORM) - no_kernel) == [], "stale no-scalar-form reasons"
    assert all(r.no_scalar_form is None for r in op_traits.TABLE.values()
               if r.name not in elementwise)


def test_reference_elementwise_rules_are_elementwise_ops():
    ref = {f"stablehlo.{n}" for n in reference_elementwise.ELEMENTWISE} | \
        {f"chlo.{n}" for n in reference_elementwise.CHLO_ELEMENTWISE}
    assert sorted(ref - op_traits.ELEMENTWISE) == []


def test_trait_sets_are_subsets_of_elementwise():
    for s in (op_traits.ROUNDS_BF16, op_traits.FOLDED_ON_SPLATS, op_traits.FUSED_ELEMENTWISE,
              op_traits.SCALAR_FORM):
        assert s <= op_traits.ELEMENTWISE
    assert not op_traits.WITH_EFFECTS & op_traits.ELEMENTWISE
    foreign = op_traits.having(op_traits.FOREIGN)
    assert not foreign & _staged(), "ops marked foreign that the front end stages"
    assert {"stablehlo.add", "chlo.erf", "stablehlo.select"} <= op_traits.ELEMENTWISE
    assert "stablehlo.atan2" in op_traits.ROUNDS_BF16 and "stablehlo.abs" not in op_traits.ROUNDS_BF16


# Every module-level collection of op names in passes/, and what it must hold: "elementwise"
# (a per-op rule or set of elementwise ops: op_traits must know them all) or "ops" (rules
# over ops of any kind). A new pass that dispatches on op names adds its tables here.
ELEMENTWISE_KEYED = "elementwise"
ANY_OPS = "ops"
PASS_OP_TABLES = {
    "passes/transforms/batching/__init__.py:TERMINATORS": ANY_OPS,
    "passes/transforms/batching/reductions.py:IDENTITIES": ANY_OPS,
    "passes/iree/complex_constants.py:SPLAT_OPS": ANY_OPS,
    "passes/iree/cuda_workarounds.py:RULES": ANY_OPS,
    "passes/iree/contiguous_gather_indices.py:FUSED_WITH_SLICE": ANY_OPS,
    "passes/iree/contiguous_gather_indices.py:GATHERS": ANY_OPS,
    "passes/iree/fold_splats.py:_SAME_SHAPE": ANY_OPS,
    "passes/iree/fold_splats.py:_SELECTIONS": ANY_OPS,
    "passes/iree/fold_splats.py:_WHOLE_ARRAY": ANY_OPS,
    "passes/iree/guard_unread_carries.py:_CONTROL_FLOW": ANY_OPS,
    "passes/_copies.py:_CONTROL_FLOW": ANY_OPS,
    "passes/iree/fold_splats.py:_NOT_VALUE_OPS": ANY_OPS,
    "passes/iree/fold_splats.py:_SELF_ZERO": ELEMENTWISE_KEYED,
    "passes/iree/fold_splats.py:_BITWISE": ELEMENTWISE_KEYED,
    "passes/iree/fold_splats.py:_SELF_IDENTITY": ELEMENTWISE_KEYED,
    "passes/iree/fold_splats.py:_PARTIAL_FOLDS": ELEMENTWISE_KEYED,
    "passes/iree/fold_splats.py:_REDUCTIONS": ANY_OPS,
    "passes/iree/fold_splats.py:_PASSING_ON": ANY_OPS,
    "passes/iree/guard_loop_entries.py:_UNMOVABLE": ANY_OPS,
    "passes/iree/keep_softmax_generic.py:_PASSING": ANY_OPS,
    "passes/optimize/split_reductions.py:_SHAPE_OPS": ANY_OPS,
    "passes/iree/sort_copies.py:VIEWS": ANY_OPS,
    "passes/iree/sort_copies.py:FILLS_AROUND": ANY_OPS,
    "passes/iree/sort_copies.py:BROADCASTS": ANY_OPS,
    "passes/iree/guard_returned_arguments.py:_FOLDS_TO_OPERAND": ANY_OPS,
    "passes/iree/guard_returned_arguments.py:_MAY_FOLD_TO": ELEMENTWISE_KEYED,
    "passes/iree/guard_returned_arguments.py:_IDEMPOTENT": ELEMENTWISE_KEYED,
    "passes/iree/guard_returned_arguments.py:_HIDDEN_ALIASES": ANY_OPS,
    "passes/iree/guard_self_updates.py:ELEMENTWISE": ELEMENTWISE_KEYED,
    "passes/iree/guard_self_updates.py:VIEWS": ANY_OPS,
    "passes/iree/guard_self_updates.py:MOVES": ANY_OPS,
    "passes/iree/guard_shared_targets.py:_FORWARDS": ANY_OPS,
    "passes/iree/iota_constants.py:KEPT_FOR": ANY_OPS,
    "passes/iree/iota_constants.py:FOLDED": ANY_OPS,
    "passes/iree/splat_constants.py:READERS": ANY_OPS,
    "passes/optimize/kernelize_loops/elementwise.py:RULES": ANY_OPS,
    "passes/optimize/kernelize_loops/vectorized.py:CONTROL_OPS": ANY_OPS,
    "passes/optimize/kernelize_loops/scalarized.py:_READS": ANY_OPS,
    "passes/optimize/kernelize_loops/scalarized.py:SCALARIZED_RULES": ANY_OPS,
    "passes/optimize/kernelize_loops/batched.py:BATCH_DIM_RULES": ANY_OPS,
    "passes/optimize/unroll_small_loops.py:_INDEX_OPERANDS": ANY_OPS,
    "passes/optimize/kernelize_loops/__init__.py:_CLONED_LIKE_ELEMENTWISE": ANY_OPS,
    "passes/iree/narrow_types.py:_NO_WRAP": ANY_OPS,
    "passes/iree/narrow_types.py:_RULES": ANY_OPS,
    "passes/iree/signed_regions.py:RULES": ANY_OPS,
    "passes/callbacks/order_effects.py:CONTROL_FLOW": ANY_OPS,
    "passes/iree/reduce_trig.py:_OPS": ELEMENTWISE_KEYED,
    "passes/iree/round_bf16.py:COMBINING_OPS": ANY_OPS,
    "passes/iree/spec_indices.py:_REWRITES": ANY_OPS,
    "passes/iree/spec_math.py:RULES": ELEMENTWISE_KEYED,
    "passes/iree/split_wide_fusions.py:FUSED": ANY_OPS,
    "passes/iree/split_wide_fusions.py:FREE": ANY_OPS,
    "passes/iree/widen_bool_windows.py:ON_BYTES": ELEMENTWISE_KEYED,
    "passes/callbacks/tokens.py:_ORDER_CARRIERS": ANY_OPS,
}


def _op_literals(node) -> bool:
    """Whether an expression spells an op name (a literal or an f-string's prefix)."""
    return any(isinstance(c, ast.Constant) and isinstance(c.value, str)
               and c.value.startswith(("stablehlo.", "chlo."))
               for c in ast.walk(node))


def pass_op_tables(root=ROOT / "passes", base=ROOT) -> set[str]:
    """``path:NAME`` of each module-level assignment in ``root`` whose value spells op names."""
    found = set()
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None \
                    and not isinstance(node.value, ast.Subscript):   # one rule, not a table
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if _op_literals(node.value):
                    found |= {f"{path.relative_to(base).as_posix()}:{t.id}"
                              for t in targets if isinstance(t, ast.Name)}
    return found


def _table_values(key: str) -> set[str]:
    path, name = key.split(":")
    module = "hostcall." + path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    table = getattr(importlib.import_module(module), name)
    return {n for n in table if isinstance(n, str)}


def test_every_pass_table_of_op_names_is_covered():
    """A pass that dispatches on op names keeps its tables in PASS_OP_TABLES, so they are
    checked; an entry goes once its table does."""
    found = pass_op_tables()
    assert sorted(found - set(PASS_OP_TABLES)) == [], "op-name tables with no entry here"
    assert sorted(set(PASS_OP_TABLES) - found) == [], "stale PASS_OP_TABLES entries"


@pytest.mark.parametrize("key", sorted(PASS_OP_TABLES))
def test_pass_tables_name_real_ops(key):
    ops = _table_values(key)
    assert ops and sorted(n for n in ops if _unregistered(n)) == []
    if PASS_OP_TABLES[key] == ELEMENTWISE_KEYED:
        assert sorted(ops - op_traits.ELEMENTWISE) == [], f"{key}: ops op_traits does not " \
            "mark elementwise"


def test_pass_table_scan_finds_a_set_of_op_names(tmp_path):
    (tmp_path / "probe.py").write_text(
        'PASS = "hostcall-probe"\n'
        'OPS = frozenset(f"stablehlo.{n}" for n in ("add", "sine"))\n'
        'RULES = {"chlo.erf": None}\n'
        'def f(op):\n    return op.name == "stablehlo.add"\n')
    assert {k.split(":")[1] for k in pass_op_tables(tmp_path, tmp_path)} == {"OPS", "RULES"}
