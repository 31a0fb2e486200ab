"""Dimension numbers of dot_general, gather and scatter as typed values.

IREE's bindings have no class for ``#stablehlo.dot<...>``, ``#stablehlo.gather<...>`` or
``#stablehlo.scatter<...>``; their text is ``name = [ints]`` / ``name = int`` fields, and
the printer leaves out fields at their default (empty lists, ``index_vector_dim = 0``).
The readers here parse that text once, field by field with StableHLO's own field names,
and refuse anything else with an error naming the attribute, so passes, the reference
evaluator and the front end stop parsing it with regular expressions of their own.
``attr()`` writes a value back.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from iree.compiler import ir


@dataclass(frozen=True)
class DotDims:
    """``#stablehlo.dot``: the batching and contracting dimensions of each operand."""
    lhs_batching_dimensions: tuple[int, ...] = ()
    rhs_batching_dimensions: tuple[int, ...] = ()
    lhs_contracting_dimensions: tuple[int, ...] = ()
    rhs_contracting_dimensions: tuple[int, ...] = ()

    def attr(self) -> ir.Attribute:
        return _write("dot", self)


@dataclass(frozen=True)
class GatherDims:
    """``#stablehlo.gather``."""
    offset_dims: tuple[int, ...] = ()
    collapsed_slice_dims: tuple[int, ...] = ()
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()
    start_index_map: tuple[int, ...] = ()
    index_vector_dim: int = 0

    def attr(self) -> ir.Attribute:
        return _write("gather", self)


@dataclass(frozen=True)
class ScatterDims:
    """``#stablehlo.scatter``."""
    update_window_dims: tuple[int, ...] = ()
    inserted_window_dims: tuple[int, ...] = ()
    input_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()
    scatter_dims_to_operand_dims: tuple[int, ...] = ()
    index_vector_dim: int = 0

    def attr(self) -> ir.Attribute:
        return _write("scatter", self)


def _write(kind: str, value) -> ir.Attribute:
    """The attribute (in the current context); fields at their default are left out."""
    parts = []
    for f in fields(value):
        v = getattr(value, f.name)
        if v != f.default:
            parts.append(f"{f.name} = " + (f"[{', '.join(map(str, v))}]"
                                           if isinstance(v, tuple) else str(v)))
    return ir.Attribute.parse(f"#stablehlo.{kind}<{', '.join(parts)}>")


def _split_fields(body: str) -> list[str]:
    """``a = [1, 2], b = 3`` -> ``["a = [1, 2]", "b = 3"]`` (commas inside brackets kept)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += (ch == "[") - (ch == "]")
        if ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    parts.append(body[start:])
    return [p.strip() for p in parts if p.strip()]


def _read(cls, kind: str, attr):
    text = str(attr).strip()
    prefix = f"#stablehlo.{kind}<"
    if not (text.startswith(prefix) and text.endswith(">")):
        raise ValueError(f"not {kind} dimension numbers: {text}")
    known = {f.name: f for f in fields(cls)}
    values = {}
    for part in _split_fields(text[len(prefix):-1]):
        name, eq, value = (s.strip() for s in part.partition("="))
        if not eq or name not in known or name in values:
            raise ValueError(f"malformed {kind} dimension numbers {text}: field {part!r}")
        try:
            if known[name].default == ():
                if not (value.startswith("[") and value.endswith("]")):
                    raise ValueError(value)
                values[name] = tuple(int(v) for v in value[1:-1].split(",") if v.strip())
            else:
                values[name] = int(value)
        except ValueError:
            raise ValueError(f"malformed {kind} dimension numbers {text}: field "
                             f"{part!r}") from None
    return cls(**values)


def read_dot_dims(attr) -> DotDims:
    """The :class:`DotDims` of a ``#stablehlo.dot`` attribute (or its text)."""
    return _read(DotDims, "dot", attr)


def read_gather_dims(attr) -> GatherDims:
    """The :class:`GatherDims` of a ``#stablehlo.gather`` attribute (or its text)."""
    return _read(GatherDims, "gather", attr)


def read_scatter_dims(attr) -> ScatterDims:
    """The :class:`ScatterDims` of a ``#stablehlo.scatter`` attribute (or its text)."""
    return _read(ScatterDims, "scatter", attr)


_DIMS_READERS = {"#stablehlo.dot<": read_dot_dims, "#stablehlo.gather<": read_gather_dims,
                  "#stablehlo.scatter<": read_scatter_dims}


def parse_dims(attr) -> dict:
    """Fields of a #stablehlo.gather/scatter/dot dimension-numbers attribute as a dict of
    lists and ints, for callers not on the typed readers of dialects.dimension_numbers."""
    text = str(attr)
    reader = next((r for p, r in _DIMS_READERS.items() if text.startswith(p)), read_dot_dims)
    return {k: list(v) if isinstance(v, tuple) else v
            for k, v in asdict(reader(text)).items()}
