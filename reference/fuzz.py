"""Random well-typed StableHLO programs for differential testing against the reference.

``Generator(seed, features).program(name)`` writes one function: arguments of one element
type and shape plus two i32 scalars, a body of top-level statements that each define one
new value of that type and shape from earlier ones (elementwise ops, conversions,
reductions, nested while loops (fori and scan), case / if, dynamic_slice and
dynamic_update_slice, gather and scatter), returning the last one or two.  Each statement
also names a fallback value, an earlier one of the same type, so a failing program can be
shrunk by dropping statements (``Program.without``).

``features`` switches constructs on (``OPT_IN_FEATURES`` only when named: 1-d
convolutions over all elements); ``KNOWN_MISMATCHES`` lists those whose compiled
values are known to differ from the spec before guard passes land: they stay off unless
asked for.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

FLOATS = ("f16", "bf16", "f32")
INTS = ("i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64")
ELEMENT_TYPES = FLOATS + INTS + ("i1",)
X64_TYPES = ("f64",)

_NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
       "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "ui8": np.uint8,
       "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64, "i1": np.bool_}

FEATURES = ("elementwise", "convert", "select", "reduce", "while", "scan", "case",
            "dynamic_slice", "gather", "scatter")
# Constructs generated only when named (so the programs of existing seeds stay the same).
OPT_IN_FEATURES = ("convolution",)
# Constructs whose IREE 3.13 values differ from the spec until guard passes give modules
# the spec's semantics (issue 12 A3 / A4): off by default, on when named.
KNOWN_MISMATCHES = {
    "oob_indices": "gather / scatter / dynamic_slice / dynamic_update_slice indices out of "
                   "range (spec: clamp start indices, drop out-of-bounds scatter updates)",
    "i1_add": "add on i1 (spec: OR; IREE: XOR)",
    "float_to_int_overflow": "float -> integer convert out of range (JAX: saturate)",
    "case_out_of_range": "case index out of range (spec: the last branch)",
    "update_shared_value": "dynamic_update_slice / scatter / a loop carry updated in place "
                           "while its operand (an argument, a value used elsewhere) is still "
                           "read: IREE 3.13 clobbers the shared buffer (wrong values) or fails "
                           "('circular dependency: input operation uses partition output')",
    "unsigned_scatter_in_loop": "scatter on unsigned integers inside a while loop (IREE 3.13 "
                                "fails to compile: unresolved materialization i8 -> ui8)",
}


def numpy_dtype(t: str) -> np.dtype:
    return np.dtype(_NP[t])


def tensor(shape, t: str) -> str:
    return f"tensor<{''.join(f'{d}x' for d in shape)}{t}>"


def _is_float(t):
    return t in FLOATS or t in X64_TYPES


def _bits(t):
    return 1 if t == "i1" else int(t.lstrip("uif").lstrip("b") or 16)


@dataclass
class Statement:
    value: str            # the name it defines
    fallback: str         # an earlier value of the same type it can be replaced by
    lines: list[str]


@dataclass
class Program:
    name: str
    element: str
    shape: tuple
    statements: list[Statement]
    results: list[str]
    inputs: list = field(default_factory=list)    # numpy arguments

    @property
    def arg_types(self):
        return [tensor(self.shape, self.element)] * 2 + ["tensor<i32>"] * 2

    def text(self) -> str:
        t = tensor(self.shape, self.element)
        params = f"%a0: {t}, %a1: {t}, %i0: tensor<i32>, %i1: tensor<i32>"
        body = [line for s in self.statements for line in s.lines]
        types = ", ".join([t] * len(self.results))
        return "\n".join([f"func.func @{self.name}({params}) -> ({types}) {{", *body,
                          f"  return {', '.join(self.results)} : {types}", "}"])

    def without(self, index: int) -> "Program":
        """This program with statement ``index`` dropped: its value's uses read its
        fallback instead."""
        dropped = self.statements[index]
        rename = lambda s: _rename(s, dropped.value, dropped.fallback)
        rest = [Statement(s.value, rename(s.fallback), [rename(line) for line in s.lines])
                for i, s in enumerate(self.statements) if i != index]
        return Program(self.name, self.element, self.shape, rest,
                       [rename(r) for r in self.results], self.inputs)


def _rename(text: str, old: str, new: str) -> str:
    import re
    return re.sub(re.escape(old) + r"(?![\w#])", new, text)


class Generator:
    def __init__(self, seed: int, features=FEATURES, known=(), element_types=ELEMENT_TYPES,
                 max_statements: int = 6, max_depth: int = 2):
        self.rng = random.Random(seed)
        self.features = set(features) | set(known)
        self.element_types = element_types
        self.max_statements = max_statements
        self.max_depth = max_depth
        self.counter = 0
        self.loop_depth = 0

    # ------------------------------------------------------------ helpers
    def fresh(self, prefix="v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def on(self, feature) -> bool:
        return feature in self.features

    def program(self, name: str) -> Program:
        r = self.rng
        self.t = r.choice(self.element_types)
        self.shape = r.choice([(4,), (3, 4), (5,), (2, 3)])
        self.T = tensor(self.shape, self.t)
        pool = ["%a0", "%a1"]
        statements = []
        for _ in range(r.randint(1, self.max_statements)):
            lines: list[str] = []
            value = self.statement(lines, pool, ["%i0", "%i1"], 0)
            statements.append(Statement(value, pool[-1], lines))
            pool.append(value)
        results = [pool[-1]] if r.random() < 0.6 or len(pool) < 4 else [pool[-1], pool[-2]]
        program = Program(name, self.t, self.shape, statements, results)
        program.inputs = self.inputs()
        return program

    def inputs(self) -> list:
        r = np.random.default_rng(self.rng.randrange(2 ** 32))
        dtype = numpy_dtype(self.t)
        out = []
        for _ in range(2):
            if self.t == "i1":
                out.append(r.random(self.shape) < 0.5)
            elif _is_float(self.t):
                out.append((r.standard_normal(self.shape) * 3).astype(dtype))
            elif self.t.startswith("u"):
                out.append(r.integers(0, 20, self.shape).astype(dtype))
            else:
                out.append(r.integers(-20, 20, self.shape).astype(dtype))
        n = self.shape[0]
        lo, hi = (-3, n + 3) if self.on("oob_indices") else (0, n - 1)
        out += [np.int32(r.integers(lo, hi + 1)) for _ in range(2)]
        return out

    # --------------------------------------------------------- statements
    def statement(self, lines, pool, indices, depth) -> str:
        """Append lines defining one new value of the program's type; return its name."""
        r = self.rng
        choices = [f for f in FEATURES + OPT_IN_FEATURES if self.on(f)]
        if depth >= self.max_depth:
            choices = [c for c in choices if c not in ("while", "scan", "case")] or \
                ["elementwise"]
        kind = r.choice(choices)
        return getattr(self, "_" + kind)(lines, pool, indices, depth)

    def _op(self, lines, name, operands, types, result, attrs="") -> str:
        v = self.fresh()
        lines.append(f'  {v} = "stablehlo.{name}"({", ".join(operands)}){attrs} : '
                     f'({", ".join(types)}) -> {result}')
        return v

    def _const(self, lines, value, t, shape=()) -> str:
        v = self.fresh("c")
        lines.append(f"  {v} = stablehlo.constant dense<{value}> : {tensor(shape, t)}")
        return v

    def _binary_on(self, lines, t, a, b, shape=None) -> str:
        shape = self.shape if shape is None else shape
        T = tensor(shape, t)
        r = self.rng
        if t == "i1":
            ops = ["and", "or", "xor"] + (["add"] if self.on("i1_add") else [])
        elif _is_float(t):
            ops = ["add", "subtract", "multiply", "maximum", "minimum", "divide"]
        else:
            ops = ["add", "subtract", "multiply", "and", "or", "xor", "maximum", "minimum",
                   "divide", "remainder", "shift_left", "shift_right_logical",
                   "shift_right_arithmetic"]
        op = r.choice(ops)
        if op in ("divide", "remainder", "shift_left", "shift_right_logical",
                  "shift_right_arithmetic"):
            b = self._safe_right(lines, op, t, b, T, shape)
        return self._op(lines, op, [a, b], [T, T], T)

    def _safe_right(self, lines, op, t, b, T, shape) -> str:
        """A divisor without 0 (nor -1: MIN / -1 overflows), a shift in [0, bits)."""
        if _is_float(t):     # x / (|b| + 1)
            one = self._splat(lines, "1.0", t, shape)
            return self._op(lines, "add", [self._op(lines, "abs", [b], [T], T), one], [T, T], T)
        if op.startswith("shift"):
            mask = self._splat(lines, _bits(t) - 1, t, shape)
            return self._op(lines, "and", [b, mask], [T, T], T)
        seven, one = self._splat(lines, 7, t, shape), self._splat(lines, 1, t, shape)
        low = self._op(lines, "and", [b, seven], [T, T], T)
        return self._op(lines, "or", [low, one], [T, T], T)

    def _private(self, lines, pool, value) -> str:
        """``value``, or while update_shared_value is off, a new value computed from it and
        another that nothing else reads, so an in-place update of it clobbers nothing."""
        if self.on("update_shared_value"):
            return value
        other = self.rng.choice([p for p in pool if p != value] or [value])
        return self._binary_on(lines, self.t, value, other)

    def _splat(self, lines, value, t, shape=None) -> str:
        return self._const(lines, value, t, self.shape if shape is None else shape)

    def _unary_on(self, lines, t, a) -> str:
        T = tensor(self.shape, t)
        if t == "i1":
            return self._op(lines, "not", [a], [T], T)
        if _is_float(t):
            op = self.rng.choice(["negate", "abs", "tanh", "sine", "floor", "ceil",
                                  "round_nearest_even", "exponential_tanh", "sqrt_abs"])
            if op == "exponential_tanh":
                return self._op(lines, "exponential", [self._op(lines, "tanh", [a], [T], T)],
                                [T], T)
            if op == "sqrt_abs":
                return self._op(lines, "sqrt", [self._op(lines, "abs", [a], [T], T)], [T], T)
            return self._op(lines, op, [a], [T], T)
        op = self.rng.choice(["not", "popcnt"] + ([] if t.startswith("u") else ["negate", "abs"]))
        return self._op(lines, op, [a], [T], T)

    def _elementwise(self, lines, pool, indices, depth) -> str:
        r = self.rng
        if r.random() < 0.3:
            return self._unary_on(lines, self.t, r.choice(pool))
        return self._binary_on(lines, self.t, r.choice(pool), r.choice(pool))

    def _convert(self, lines, pool, indices, depth) -> str:
        """T -> U, one op in U, U -> T."""
        r = self.rng
        u = r.choice([e for e in self.element_types if e != self.t] or [self.t])
        T, U = self.T, tensor(self.shape, u)
        a = r.choice(pool)
        if _is_float(self.t) and not _is_float(u) and u != "i1" and \
                not self.on("float_to_int_overflow"):
            lo, hi = (0, 100) if u.startswith("u") else (-100, 100)
            lo_c, hi_c = self._splat(lines, f"{lo}.0", self.t), self._splat(lines, f"{hi}.0", self.t)
            a = self._op(lines, "clamp", [lo_c, a, hi_c], [T, T, T], T)
        x = self._op(lines, "convert", [a], [T], U)
        x = self._binary_on(lines, u, x, x) if r.random() < 0.5 else x
        if _is_float(u) and not _is_float(self.t) and self.t != "i1" and \
                not self.on("float_to_int_overflow"):
            lo, hi = (0, 100) if self.t.startswith("u") else (-100, 100)
            lo_c, hi_c = self._splat(lines, f"{lo}.0", u), self._splat(lines, f"{hi}.0", u)
            x = self._op(lines, "clamp", [lo_c, x, hi_c], [U, U, U], U)
        return self._op(lines, "convert", [x], [U], T)

    def _select(self, lines, pool, indices, depth) -> str:
        r = self.rng
        a, b, c, d = (r.choice(pool) for _ in range(4))
        direction = r.choice(["EQ", "NE", "LT", "LE", "GT", "GE"])
        kind = "FLOAT" if _is_float(self.t) else "UNSIGNED" if self.t.startswith("u") or \
            self.t == "i1" else "SIGNED"
        B = tensor(self.shape, "i1")
        p = self._op(lines, "compare", [a, b], [self.T, self.T], B,
                     f" {{comparison_direction = #stablehlo<comparison_direction {direction}>, "
                     f"compare_type = #stablehlo<comparison_type {kind}>}}")
        return self._op(lines, "select", [p, c, d], [B, self.T, self.T], self.T)

    def _reducer(self, lines, op, t):
        s = tensor((), t)
        p, q = self.fresh("p"), self.fresh("q")
        lines.append(f"  ^bb0({p}: {s}, {q}: {s}):")
        v = self._op(lines, op, [p, q], [s, s], s)
        lines.append(f'    "stablehlo.return"({v}) : ({s}) -> ()')

    def _reduce(self, lines, pool, indices, depth) -> str:
        r = self.rng
        a = r.choice(pool)
        t = self.t
        if t == "i1":
            op, init = r.choice([("and", "true"), ("or", "false")])
        elif _is_float(t):
            op, init = r.choice([("add", "0.0"), ("maximum", "0xFF800000" if t == "f32" else
                                                 "-1.0e+04"), ("minimum", "1.0e+04")])
            if op == "maximum" and t != "f32":
                init = "-1.0e+04"
        else:
            op, init = r.choice([("add", 0), ("maximum", 0 if t.startswith("u") else -128),
                                 ("minimum", 127)])
        dim = len(self.shape) - 1
        out_shape = self.shape[:dim]
        init_v = self._const(lines, init, t)
        v = self.fresh()
        lines.append(f'  {v} = "stablehlo.reduce"({a}, {init_v}) ({{')
        self._reducer(lines, op, t)
        lines.append(f"  }}) {{dimensions = array<i64: {dim}>}} : ({self.T}, {tensor((), t)}) "
                     f"-> {tensor(out_shape, t)}")
        dims = ", ".join(str(d) for d in range(len(out_shape)))
        b = self._op(lines, "broadcast_in_dim", [v], [tensor(out_shape, t)], self.T,
                     f" {{broadcast_dimensions = array<i64{': ' + dims if dims else ''}>}}")
        return self._binary_on(lines, t, b, r.choice(pool)) if r.random() < 0.5 else b

    def _convolution(self, lines, pool, indices, depth) -> str:
        """A 1-d convolution over all elements (batch and features of size 1, a random
        layout of the three dimensions) with a kernel of another value's first k
        elements, padded to keep the size."""
        r = self.rng
        t = self.t
        n = int(np.prod(self.shape))
        k = r.randint(1, min(3, n))
        dilation = r.choice([1, 2]) if (k - 1) * 2 < n else 1
        window = (k - 1) * dilation + 1
        low = r.randint(0, window - 1)

        def layout(labels, size):
            order = list(labels)
            r.shuffle(order)
            return order, tensor([size if c == "0" else 1 for c in order], t)
        lhs_labels, lhs_t = layout("bf0", n)
        rhs_labels, rhs_t = layout("oi0", k)
        out_labels, out_t = layout("bf0", n)
        x = self._op(lines, "reshape", [r.choice(pool)], [self.T], lhs_t)
        flat = self._op(lines, "reshape", [r.choice(pool)], [self.T], tensor((n,), t))
        first = self._op(lines, "slice", [flat], [tensor((n,), t)], tensor((k,), t),
                         f" {{start_indices = array<i64: 0>, limit_indices = array<i64: {k}>, "
                         f"strides = array<i64: 1>}}")
        w = self._op(lines, "reshape", [first], [tensor((k,), t)], rhs_t)
        dims = "#stablehlo.conv<[{}]x[{}]->[{}]>".format(
            *(", ".join(ls) for ls in (lhs_labels, rhs_labels, out_labels)))
        y = self._op(lines, "convolution", [x, w], [lhs_t, rhs_t], out_t,
                     f" {{window_strides = array<i64: 1>, padding = dense<[[{low}, "
                     f"{window - 1 - low}]]> : tensor<1x2xi64>, lhs_dilation = array<i64: 1>, "
                     f"rhs_dilation = array<i64: {dilation}>, dimension_numbers = {dims}, "
                     f"feature_group_count = 1 : i64, batch_group_count = 1 : i64}}")
        return self._op(lines, "reshape", [y], [out_t], self.T)

    # ---------------------------------------------------------- control flow
    def _loop(self, lines, pool, carries, trips, body_fn) -> list[str]:
        """A counted loop (fori): carries are values of the program's type."""
        I = "tensor<i32>"
        zero = self._const(lines, 0, "i32")
        k = self.fresh("k")
        names = [self.fresh("x") for _ in carries]
        types = [I] + [self.T] * len(carries)
        res = self.fresh("w")
        sig = ", ".join(types)
        lines.append(f'  {res}:{len(types)} = "stablehlo.while"({zero}, {", ".join(carries)}) ({{')
        lines.append(f"  ^bb0({k}: {I}, {', '.join(f'{n}: {self.T}' for n in names)}):")
        n = self._const(lines, trips, "i32")
        p = self._op(lines, "compare", [k, n], [I, I], "tensor<i1>",
                     " {comparison_direction = #stablehlo<comparison_direction LT>}")
        lines.append(f'    "stablehlo.return"({p}) : (tensor<i1>) -> ()')
        lines.append("  }, {")
        k2 = self.fresh("k")
        names2 = [self.fresh("x") for _ in carries]
        lines.append(f"  ^bb0({k2}: {I}, {', '.join(f'{n}: {self.T}' for n in names2)}):")
        self.loop_depth += 1
        try:
            new = body_fn(lines, k2, names2)
        finally:
            self.loop_depth -= 1
        one = self._const(lines, 1, "i32")
        k3 = self._op(lines, "add", [k2, one], [I, I], I)
        lines.append(f'    "stablehlo.return"({k3}, {", ".join(new)}) : ({sig}) -> ()')
        lines.append(f"  }}) : ({sig}) -> ({sig})")
        return [f"{res}#{i}" for i in range(1, len(types))]

    def _while(self, lines, pool, indices, depth) -> str:
        r = self.rng
        carries = [self._private(lines, pool, r.choice(pool)) for _ in range(r.randint(1, 2))]
        captured = r.choice(pool)

        def body(lines, k, xs):
            inner = list(xs) + [captured]
            new = []
            for x in xs:
                v = self.statement(lines, inner, indices + [k], depth + 1)
                inner.append(v)
                new.append(v)
            return new
        outs = self._loop(lines, pool, carries, r.randint(0, 3), body)
        return outs[0]

    def _scan(self, lines, pool, indices, depth) -> str:
        """ys[k] = f(carry[k], xs[k]) over the first dimension, with dynamic_slice and
        dynamic_update_slice at the loop counter."""
        r = self.rng
        xs, init = r.choice(pool), self._private(lines, pool, r.choice(pool))
        row = (1,) + self.shape[1:]
        R = tensor(row, self.t)
        zeros = [self._const(lines, 0, "i32") for _ in self.shape[1:]]

        def body(lines, k, names):
            acc, = names
            starts = [k] + zeros
            idx_types = ["tensor<i32>"] * len(starts)
            sizes = ", ".join(map(str, row))
            x = self._op(lines, "dynamic_slice", [xs] + starts, [self.T] + idx_types, R,
                         f" {{slice_sizes = array<i64: {sizes}>}}")
            y = self._op(lines, "dynamic_slice", [acc] + starts, [self.T] + idx_types, R,
                         f" {{slice_sizes = array<i64: {sizes}>}}")
            z = self._binary_on(lines, self.t, x, y, row)
            return [self._op(lines, "dynamic_update_slice", [acc, z] + starts,
                             [self.T, R] + idx_types, self.T)]
        return self._loop(lines, pool, [init], self.shape[0], body)[0]

    def _case(self, lines, pool, indices, depth) -> str:
        r = self.rng
        n = r.randint(2, 3)
        index = r.choice(indices)
        if not self.on("case_out_of_range"):     # index in [0, n)
            lo, hi = self._const(lines, 0, "i32"), self._const(lines, n - 1, "i32")
            I = "tensor<i32>"
            index = self._op(lines, "clamp", [lo, index, hi], [I, I, I], I)
        v = self.fresh()
        lines.append(f'  {v} = "stablehlo.case"({index}) ({{')
        for b in range(n):
            branch: list[str] = []
            out = self.statement(branch, list(pool), indices, depth + 1)
            lines.extend(branch)
            lines.append(f'    "stablehlo.return"({out}) : ({self.T}) -> ()')
            lines.append("  }, {" if b < n - 1 else f"  }}) : (tensor<i32>) -> {self.T}")
        return v

    # -------------------------------------------------------------- indexing
    def _dynamic_slice(self, lines, pool, indices, depth) -> str:
        r = self.rng
        a, b = r.choice(pool), self._private(lines, pool, r.choice(pool))
        sizes = tuple(r.randint(1, d) for d in self.shape)
        S = tensor(sizes, self.t)
        starts = [r.choice(indices) for _ in self.shape]
        if not self.on("oob_indices"):
            starts = [self._in_range(lines, s, d - n) for s, d, n in
                      zip(starts, self.shape, sizes)]
        I = ["tensor<i32>"] * len(starts)
        ds = self._op(lines, "dynamic_slice", [a] + starts, [self.T] + I, S,
                      f" {{slice_sizes = array<i64: {', '.join(map(str, sizes))}>}}")
        starts2 = [r.choice(indices) for _ in self.shape]
        if not self.on("oob_indices"):
            starts2 = [self._in_range(lines, s, d - n) for s, d, n in
                       zip(starts2, self.shape, sizes)]
        return self._op(lines, "dynamic_update_slice", [b, ds] + starts2, [self.T, S] + I,
                        self.T)

    def _in_range(self, lines, index, top) -> str:
        I = "tensor<i32>"
        lo, hi = self._const(lines, 0, "i32"), self._const(lines, top, "i32")
        return self._op(lines, "clamp", [lo, index, hi], [I, I, I], I)

    def _row_indices(self, lines, unique=False) -> str:
        m = self.shape[0]
        lo, hi = (-2, m + 2) if self.on("oob_indices") else (0, m - 1)
        if unique:
            values = self.rng.sample(range(lo, hi + 1), m) if hi - lo + 1 >= m else \
                list(range(m))
        else:
            values = [self.rng.randint(lo, hi) for _ in range(m)]
        return self._const(lines, "[" + ", ".join(f"[{v}]" for v in values) + "]", "i32",
                           (m, 1))

    def _gather(self, lines, pool, indices, depth) -> str:
        a = self.rng.choice(pool)
        m = self.shape[0]
        idx = self._row_indices(lines)
        offset = "[1]" if len(self.shape) == 2 else "[]"
        sizes = ", ".join(map(str, (1,) + self.shape[1:]))
        return self._op(lines, "gather", [a, idx], [self.T, tensor((m, 1), "i32")], self.T,
                        f" {{dimension_numbers = #stablehlo.gather<offset_dims = {offset}, "
                        f"collapsed_slice_dims = [0], start_index_map = [0], "
                        f"index_vector_dim = 1>, slice_sizes = array<i64: {sizes}>, "
                        f"indices_are_sorted = false}}")

    def _scatter(self, lines, pool, indices, depth) -> str:
        r = self.rng
        if self.t.startswith("u") and self.loop_depth and not self.on("unsigned_scatter_in_loop"):
            return self._gather(lines, pool, indices, depth)
        a, u = self._private(lines, pool, r.choice(pool)), r.choice(pool)
        m = self.shape[0]
        combine = r.choice(["add", "set"]) if self.t != "i1" else r.choice(["or", "set"])
        idx = self._row_indices(lines, unique=combine == "set")
        window = "[1]" if len(self.shape) == 2 else "[]"
        v = self.fresh()
        lines.append(f'  {v} = "stablehlo.scatter"({a}, {idx}, {u}) ({{')
        s = tensor((), self.t)
        p, q = self.fresh("p"), self.fresh("q")
        lines.append(f"  ^bb0({p}: {s}, {q}: {s}):")
        out = q if combine == "set" else self._op(lines, combine, [p, q], [s, s], s)
        lines.append(f'    "stablehlo.return"({out}) : ({s}) -> ()')
        lines.append(f"  }}) {{scatter_dimension_numbers = #stablehlo.scatter<"
                     f"update_window_dims = {window}, inserted_window_dims = [0], "
                     f"scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
                     f"indices_are_sorted = false, unique_indices = false}} : "
                     f"({self.T}, {tensor((m, 1), 'i32')}, {self.T}) -> {self.T}")
        return v
