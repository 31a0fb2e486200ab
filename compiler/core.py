"""The tracing core: abstract values, primitives with rule tables, tracers, traces.

A primitive has three small rules, kept in tables keyed by the primitive:

* ``shape_rules[p](*avals, **params)`` -> result aval(s): shapes and dtypes, with the
  checks that make a bad call fail at the user's line, eagerly and under jit alike;
* ``emit_rules[p](ctx, *values, **params)`` -> MLIR value(s): the StableHLO it stages;
* ``eager_rules[p]``: what it computes eagerly.  For a primitive that stages one op it is
  ``OpEager``: the reference evaluator's function of that op (``reference.ops.OPS``), so
  an op's semantics is written once; otherwise ``eager(*arrays, **params)`` -> array(s).

Batching and differentiation are not here: they are passes over StableHLO (passes/).
"""
from __future__ import annotations

import itertools
import threading
from typing import Any, Callable, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.types import tensor_type
from hostcall.reference.ops import OPS

from . import dtypes
from .array import make_array
from .source_info import user_frame, user_location_str  # noqa: F401  (core's API too)


# ------------------------------------------------------------- abstract values
class ShapedArray:
    """The abstract value of an array: shape, dtype and JAX's weak-type bit."""
    __slots__ = ("shape", "dtype", "weak_type", "_hash")

    def __init__(self, shape, dtype, weak_type: bool = False):
        self.shape = tuple(int(d) for d in shape)
        self.dtype = dtypes.as_array_dtype(dtype)
        self.weak_type = bool(weak_type)
        self._hash = hash((self.shape, self.dtype, self.weak_type))

    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape, dtype=np.int64)))

    def update(self, shape=None, dtype=None, weak_type=None) -> "ShapedArray":
        return ShapedArray(self.shape if shape is None else shape,
                           self.dtype if dtype is None else dtype,
                           self.weak_type if weak_type is None else weak_type)

    def str_short(self) -> str:
        return f"{dtypes.short_name(self.dtype)}[{','.join(map(str, self.shape))}]"

    def ir_type(self) -> ir.Type:
        return tensor_type(self.shape, self.dtype)

    def _key(self):
        return (self.shape, self.dtype, self.weak_type)

    def __eq__(self, other):
        return isinstance(other, ShapedArray) and self._key() == other._key()

    def __hash__(self):
        return self._hash

    def __repr__(self):
        weak = ", weak_type=True" if self.weak_type else ""
        return f"ShapedArray({self.dtype.name}[{','.join(map(str, self.shape))}]{weak})"


class ShapeDtypeStruct:
    """A shape and dtype without data: describes callback results and jit inputs."""
    __slots__ = ("shape", "dtype", "weak_type", "sharding")

    def __init__(self, shape, dtype, *, weak_type: bool = False, sharding=None):
        self.shape = tuple(int(d) for d in shape)
        self.dtype = dtypes.as_array_dtype(dtype)  # a typed key's dtype too, as in JAX
        self.weak_type = weak_type
        self.sharding = sharding

    @classmethod
    def like(cls, x) -> "ShapeDtypeStruct":
        """The shape, dtype, weak type (and sharding) of an array or a struct."""
        aval = x if isinstance(x, ShapedArray) else abstractify(x)
        return cls(aval.shape, aval.dtype, weak_type=aval.weak_type,
                   sharding=getattr(x, "sharding", None) if not isinstance(x, Tracer) else None)

    def update(self, **kwargs) -> "ShapeDtypeStruct":
        """A copy with some of shape, dtype, weak_type, sharding replaced."""
        fields = {"shape": self.shape, "dtype": self.dtype, "weak_type": self.weak_type,
                  "sharding": self.sharding}
        unknown = set(kwargs) - set(fields)
        if unknown:
            raise TypeError(f"ShapeDtypeStruct.update got unexpected fields {sorted(unknown)}")
        fields.update(kwargs)
        return ShapeDtypeStruct(fields.pop("shape"), fields.pop("dtype"), **fields)

    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape, dtype=np.int64)))

    def __repr__(self):
        weak = ", weak_type=True" if self.weak_type else ""
        return f"ShapeDtypeStruct(shape={self.shape}, dtype={self.dtype.name}{weak})"

    def __eq__(self, other):
        return (isinstance(other, ShapeDtypeStruct) and self.shape == other.shape
                and self.dtype == other.dtype)

    def __hash__(self):
        return hash((self.shape, self.dtype))


def typeof(x) -> ShapedArray:
    """The abstract value (shape, dtype, weak type) of an array or tracer (jax.typeof);
    a typed key array's (or key struct's) has its key shape and dtype."""
    if isinstance(getattr(x, "dtype", None), dtypes.KeyDtype):
        return ShapedArray(x.shape, x.dtype)
    return abstractify(x)


# ----------------------------------------------------------------------- errors
class TracerError(TypeError):
    """Base of the errors a tracer raises when Python needs a concrete value."""


class ConcretizationTypeError(TracerError):
    """A traced value was used where a concrete Python value is needed (``bool(x)``,
    ``int(x)``, a shape), as in JAX; mark the argument static or use
    ``lax.cond``/``lax.select``.
    """
    pass


class UnexpectedTracerError(TracerError):
    pass


def mlir_location() -> ir.Location:
    f = user_frame()
    if f is None:
        return ir.Location.unknown()
    return ir.Location.file(f.f_code.co_filename, f.f_lineno, 1)


# ------------------------------------------------------------------- primitives
class Primitive:
    """A named operation; its rules live in the module-level tables below.  ``op_name``
    is the one op it stages (``stablehlo.negate`` for ``neg``) where there is one."""

    def __init__(self, name: str, multiple_results: bool = False, op_name: str | None = None):
        self.name = name
        self.multiple_results = multiple_results
        self.op_name = op_name

    def bind(self, *args, **params):
        return bind(self, args, params)

    def __repr__(self):
        return self.name


shape_rules: dict[Primitive, Callable] = {}
emit_rules: dict[Primitive, Callable] = {}
eager_rules: dict[Primitive, Callable] = {}


class OpEager:
    """The eager rule of a primitive that stages one op: ``OPS[op_name](arrays,
    result avals, **attrs(**params))``, ``attrs`` making the op's attributes from the
    primitive's params (None: the op has none) and ``operands(arrays, **params)``, where
    given, the op's operands from the primitive's (a reduction's init value)."""
    __slots__ = ("op_name", "fn", "attrs", "operands")

    def __init__(self, op_name: str, attrs: Callable | None = None,
                 operands: Callable | None = None):
        self.op_name, self.fn, self.attrs, self.operands = op_name, OPS[op_name], attrs, operands

    def __call__(self, arrays, avals_out, params) -> list:
        if self.operands is not None:
            arrays = self.operands(arrays, **params)
        attrs = self.attrs
        return self.fn(arrays, avals_out, **attrs(**params)) if attrs else \
            self.fn(arrays, avals_out)


BY_REFERENCE = object()   # defprim's ``eager``: the reference function of ``op_name``


def defprim(name: str, shape: Callable, emit: Callable, eager: Callable | object,
            multiple_results: bool = False, op_name: str | None = None,
            attrs: Callable | None = None, operands: Callable | None = None) -> Primitive:
    """A primitive and its rules; ``eager=BY_REFERENCE`` computes it eagerly with the
    reference function of ``op_name`` (``OpEager(op_name, attrs, operands)``)."""
    p = Primitive(name, multiple_results, op_name)
    if eager is BY_REFERENCE:
        eager = OpEager(op_name, attrs, operands)
    shape_rules[p], emit_rules[p], eager_rules[p] = shape, emit, eager
    return p


def _run_eager(prim: Primitive, values, avals_out, params):
    """The primitive's eager rule on numpy values: a list of results if it has several."""
    rule = eager_rules[prim]
    if type(rule) is OpEager:
        out = rule(values, avals_out if prim.multiple_results else [avals_out], params)
        return out if prim.multiple_results else out[0]
    return rule(*values, **params)


class EmitContext:
    """What an emit rule may need beyond its operands."""
    __slots__ = ("avals_in", "avals_out", "trace")

    def __init__(self, avals_in, avals_out, trace):
        self.avals_in, self.avals_out, self.trace = avals_in, avals_out, trace


# --------------------------------------------------------------------- tracing
class Frame:
    """A region being filled (a function body or a region of if/case/while)."""
    __slots__ = ("func", "alive")

    def __init__(self, func: "FuncScope"):
        self.func = func
        self.alive = True


class FuncScope:
    """One func.func being traced; captures values of enclosing functions on demand."""

    def __init__(self, trace: "Trace", block: ir.Block, parent: "FuncScope | None",
                 reads_values: bool = False):
        self.trace, self.block, self.parent = trace, block, parent
        # a custom rule traced on values (and what it calls): its known values are
        # numbers to Python, float() included, as JAX's rules get plain arrays
        self.reads_values = reads_values or (parent is not None and parent.reads_values)
        self.captured: list[Tracer] = []            # outer tracers, in argument order
        self._capture_map: dict[int, Tracer] = {}  # id(outer tracer) -> inner tracer
        self.entry_frame = Frame(self)

    def capture(self, t: "Tracer") -> "Tracer":
        if t.frame.func is self:
            return t
        key = id(t)
        if key not in self._capture_map:
            outer = self.parent.capture(t) if self.parent is not None else None
            if outer is None:
                raise UnexpectedTracerError(leak_message(t))
            with self.trace.context, ir.Location.unknown():
                arg = self.block.add_argument(t.aval.ir_type(), ir.Location.unknown())
            self.captured.append(outer)
            self._capture_map[key] = Tracer(self.trace, t.aval, arg, self.entry_frame,
                                            t._concrete)
        return self._capture_map[key]


def leak_message(t) -> str:
    return (f"Encountered an unexpected tracer at {user_location_str()}: {t!r}. A value "
            "computed inside a traced function (jit, a loop body, a cond branch) was used "
            "outside it, e.g. kept in a global or a list and used after the function "
            "returned.")


class Trace:
    """Stages primitives into a StableHLO module (one per jit trace).

    A trace made for a transformation called outside jit is ``concrete``: its tracers
    know the values they stand for (computed on demand with the eager rules), so Python
    control flow on them works and the program is specialised to the path taken;
    ``concretized`` records that a value was used so, and the program is then valid only
    for these argument values.
    """
    _ids = itertools.count()

    def __init__(self, context: ir.Context, module: ir.Module, concrete: bool = False):
        self.id = next(Trace._ids)
        self.concrete = concrete
        self.concretized = False
        self.context, self.module = context, module
        self.frames: list[Frame] = []
        self.insertion_points: list[ir.InsertionPoint] = []
        self.callbacks: dict[str, Any] = {}   # callback table (name -> entry)
        self.effects: set[str] = set()
        self.nested_funcs: dict = {}          # jit functions staged as private funcs

    # -- scopes ------------------------------------------------------------
    @property
    def frame(self) -> Frame:
        return self.frames[-1]

    def push_frame(self, frame: Frame, ip: ir.InsertionPoint):
        self.frames.append(frame)
        self.insertion_points.append(ip)

    def pop_frame(self):
        self.frames.pop().alive = False
        self.insertion_points.pop()

    # -- values ------------------------------------------------------------
    def lift(self, x) -> "Tracer":
        """A tracer of this trace, valid where we are now, for any array-like."""
        if isinstance(x, Tracer):
            if x.trace is not self:
                raise UnexpectedTracerError(leak_message(x))
            if not x.frame.alive:
                raise UnexpectedTracerError(leak_message(x))
            return self.frame.func.capture(x)
        aval = abstractify(x)
        value = np.asarray(to_numpy(x), dtype=aval.dtype)
        with self.context, ir.Location.unknown(), self.insertion_points[-1]:
            v = hlo.constant(value)
        return Tracer(self, aval, v, self.frame, value if self.concrete else None)

    def new_tracer(self, aval: ShapedArray, value: ir.Value, concrete=None) -> "Tracer":
        return Tracer(self, aval, value, self.frame, concrete)

    def emit(self, prim: Primitive, args: Sequence[Any], params: dict):
        tracers = [self.lift(a) for a in args]
        avals_in = [t.aval for t in tracers]
        avals_out = _apply_shape_rule(prim, avals_in, params)
        outs = avals_out if prim.multiple_results else [avals_out]
        with self.context, mlir_location(), self.insertion_points[-1]:
            ctx = EmitContext(avals_in, outs, self)
            values = emit_rules[prim](ctx, *[t.value for t in tracers], **params)
        node = None
        if self.concrete and all(t._concrete is not None for t in tracers):
            node = Pending(lambda *xs: _eager_values(prim, xs, avals_in, avals_out, params),
                           tracers)
        if not prim.multiple_results:
            return Tracer(self, avals_out, values, self.frame, node and (node, None))
        return [Tracer(self, a, v, self.frame, node and (node, i))
                for i, (a, v) in enumerate(zip(outs, values))]


class Pending:
    """A value to compute when first asked for: ``fn`` of the concrete values of
    ``inputs`` (tracers), a list of results.  Chains are evaluated without recursion."""
    __slots__ = ("fn", "inputs", "results", "done")

    def __init__(self, fn: Callable, inputs: Sequence["Tracer"]):
        self.fn, self.inputs, self.results, self.done = fn, list(inputs), None, False


def _pending_of(t: "Tracer"):
    c = t._concrete
    return c[0] if isinstance(c, tuple) and not c[0].done else None


def _resolved(t: "Tracer"):
    c = t._concrete
    if isinstance(c, tuple):
        node, index = c
        if node.results is None:
            return None
        return node.results if index is None else node.results[index]
    return c


def concrete_value(t: "Tracer"):
    """The numpy value a tracer of a concrete trace stands for, or None if unknown."""
    if not isinstance(t._concrete, tuple):
        return t._concrete
    stack = [t._concrete[0]]
    while stack:
        node = stack[-1]
        if node.done:
            stack.pop()
            continue
        waiting = [p for p in map(_pending_of, node.inputs) if p is not None]
        if waiting:
            stack.extend(waiting)
            continue
        values = [_resolved(i) for i in node.inputs]
        if all(v is not None for v in values):
            try:
                node.results = node.fn(*values)
            except Exception:  # noqa: BLE001 - the staged program reports real errors
                node.results = None
        node.done = True
        node.inputs = ()
        stack.pop()
    return _resolved(t)


def _eager_values(prim: Primitive, values, avals_in, avals_out, params):
    out = _run_eager(prim, [np.asarray(v, dtype=a.dtype) for v, a in zip(values, avals_in)],
                     avals_out, params)
    if prim.multiple_results:
        return [np.asarray(o) for o in out]
    return np.asarray(out)


class TraceState(threading.local):
    """Per thread: the stack of traces being staged into (``stack``, innermost last), how
    many ``ensure_compile_time_eval`` blocks are open (``eager_consts``: inside one, a
    primitive whose operands hold no tracer computes eagerly, even while tracing) and how
    many ``disable_jit`` blocks (``jit_disabled``: jit and lax loops run op by op)."""

    def __init__(self):
        self.stack: list[Trace] = []
        self.eager_consts = 0
        self.jit_disabled = 0


trace_state = TraceState()   # read directly on jit's dispatch path


def trace_stack() -> list[Trace]:
    return trace_state.stack


def current_trace() -> Trace | None:
    s = trace_stack()
    return s[-1] if s else None


class Tracer:
    """Stands for an array while a function is traced; holds its MLIR value, and in a
    concrete trace the value it stands for (``_concrete``: a numpy array, or a
    (Pending, index) pair computed on demand)."""
    __slots__ = ("trace", "aval", "value", "frame", "_concrete")
    __array_priority__ = 1000

    def __init__(self, trace: Trace, aval: ShapedArray, value: ir.Value, frame: Frame,
                 concrete=None):
        self.trace, self.aval, self.value, self.frame = trace, aval, value, frame
        self._concrete = concrete

    def _known_value(self):
        """The concrete value, where Python may use it: in a concrete trace, outside
        control-flow regions (whose bodies are traced once for every iteration)."""
        trace = self.trace
        if self._concrete is None or not trace.frames or \
                trace.frame is not trace.frame.func.entry_frame:
            return None
        v = concrete_value(self)
        if v is not None:
            trace.concretized = True
        return v

    shape = property(lambda self: self.aval.shape)
    dtype = property(lambda self: self.aval.dtype)
    ndim = property(lambda self: self.aval.ndim)
    size = property(lambda self: self.aval.size)
    weak_type = property(lambda self: self.aval.weak_type)

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __repr__(self):
        return f"Traced<{self.aval!r}>with<Trace{self.trace.id}>"

    def _concretization_error(self, what: str):
        raise ConcretizationTypeError(
            f"Abstract tracer value encountered where a concrete value is expected "
            f"({what}) at {user_location_str()}: {self!r}. A traced value has no Python "
            f"value while the function is being compiled. Use hostcall.lax.cond / "
            f"while_loop / hostcall.numpy.where for control flow on traced values, or "
            f"mark the argument static (static_argnums).")

    def __bool__(self):
        v = self._known_value()
        if v is not None and v.size == 1:
            return bool(v)
        self._concretization_error("the truth value of a traced array, e.g. `if x > 0:`")

    def __int__(self):
        v = self._known_value()
        if v is not None and v.size == 1:
            return int(v.reshape(()))
        self._concretization_error("int() of a traced array")

    def _number(self):
        """The known value, where Python may read it as a number (float, complex): in a
        custom rule traced on values only; elsewhere, as in JAX, a differentiated value
        has none."""
        if not self.frame.func.reads_values:
            return None
        v = self._known_value()
        return v if v is not None and v.size == 1 else None

    def __float__(self):
        v = self._number()
        if v is not None:
            return float(v.reshape(()))
        self._concretization_error("float() of a traced array")

    def __complex__(self):
        v = self._number()
        if v is not None:
            return complex(v.reshape(()))
        self._concretization_error("complex() of a traced array")

    def __index__(self):
        v = self._known_value()
        if v is not None and v.size == 1 and v.dtype.kind in "iub":
            return int(v.reshape(()))
        self._concretization_error("a traced array used as an index or size")

    def item(self, *args):
        v = self._known_value()
        if v is not None:
            return v.item(*args)
        self._concretization_error("item() of a traced array")

    def tolist(self):
        v = self._known_value()
        if v is not None:
            return v.tolist()
        self._concretization_error("tolist() of a traced array")

    def __array__(self, dtype=None, copy=None):
        self._concretization_error("numpy conversion of a traced array (np.asarray)")

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(self.shape[0]))

    def __hash__(self):
        raise TypeError(f"unhashable type: {type(self).__name__}")


# ---------------------------------------------------------------- concrete side
def to_numpy(x) -> np.ndarray:
    """Host value of a concrete array-like (hostcall.Array, numpy, Python scalar)."""
    f = getattr(x, "_host_value", None)
    if f is not None:
        return f()
    return np.asarray(x)


def abstractify(x) -> ShapedArray:
    """The aval of a concrete value or a tracer (Python scalars are weak-typed)."""
    aval = getattr(x, "aval", None)
    if isinstance(aval, ShapedArray):
        return aval
    if dtypes.is_python_scalar(x):
        return ShapedArray((), dtypes.scalar_dtype(x), not isinstance(x, bool))
    if isinstance(x, ShapeDtypeStruct):  # jit(f).lower(ShapeDtypeStruct(...)) like JAX
        return ShapedArray(x.shape, dtypes.canonicalize(x.dtype), x.weak_type)
    if isinstance(x, (np.ndarray, np.generic)):
        return ShapedArray(np.shape(x), dtypes.canonicalize(x.dtype))
    if hasattr(x, "__array__") and hasattr(x, "shape") and hasattr(x, "dtype"):
        return ShapedArray(x.shape, dtypes.canonicalize(x.dtype))
    if isinstance(x, (list, tuple)):
        raise TypeError(f"a {type(x).__name__} is not an array; use hostcall.numpy.asarray "
                        f"to make one")
    raise TypeError(f"value of type {type(x).__name__} is not a valid hostcall array: {x!r}")


def is_arraylike(x) -> bool:
    return isinstance(x, Tracer) or dtypes.is_python_scalar(x) or isinstance(
        x, (np.ndarray, np.generic)) or isinstance(getattr(x, "aval", None), ShapedArray)


def _apply_shape_rule(prim: Primitive, avals_in, params):
    try:
        return shape_rules[prim](*avals_in, **params)
    except (TypeError, ValueError) as e:
        if getattr(e, "_hostcall_located", False):
            raise
        shapes = ", ".join(a.str_short() for a in avals_in)
        msg = str(e)
        if not msg.startswith(prim.name):
            msg = f"{prim.name}: {msg}"
        if shapes and not all(a.str_short() in msg for a in avals_in):
            msg += f" (operands {shapes})"
        err = type(e)(f"{msg} at {user_location_str()}")
        err._hostcall_located = True
        raise err from None


def eager_apply(prim: Primitive, args: Sequence[Any], params: dict):
    avals_in = [abstractify(a) for a in args]
    avals_out = _apply_shape_rule(prim, avals_in, params)
    values = [np.asarray(to_numpy(a), dtype=av.dtype) for a, av in zip(args, avals_in)]
    out = _run_eager(prim, values, avals_out, params)
    if not prim.multiple_results:
        return make_array(np.asarray(out).astype(avals_out.dtype, copy=False)
                          .reshape(avals_out.shape), avals_out)
    return [make_array(np.asarray(o).astype(a.dtype, copy=False).reshape(a.shape), a)
            for o, a in zip(out, avals_out)]


def bind(prim: Primitive, args: Sequence[Any], params: dict):
    """Apply a primitive: staged into the innermost trace, or computed eagerly."""
    trace = current_trace()
    if trace is None:
        for a in args:
            if isinstance(a, Tracer):
                raise UnexpectedTracerError(leak_message(a))
        return eager_apply(prim, args, params)
    if trace_state.eager_consts and not any(isinstance(a, Tracer) for a in args):
        return eager_apply(prim, args, params)
    return trace.emit(prim, args, params)
