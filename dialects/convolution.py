"""Convolution dimension numbers (``#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>``)
as a typed value.

IREE's bindings have no class for the attribute and always print it in this compact
form: one bracketed list per operand, where position k holds the label of dimension k
(``b`` batch, ``f`` feature, ``i``/``o`` kernel input/output feature, a number for a
spatial dimension).  :func:`read_conv_dims` reads that text with a small tokenizer;
:meth:`ConvDims.attr` writes it back.
"""
from __future__ import annotations

from dataclasses import dataclass

from iree.compiler import ir

_PREFIX = "#stablehlo.conv<"


@dataclass(frozen=True)
class ConvDims:
    """Dimension numbers as JAX's specs: ``lhs = (batch, feature, *spatial)``, ``rhs =
    (output feature, input feature, *spatial)``, ``out = (batch, feature, *spatial)``;
    spatial dimensions are listed in the order of their window dimension."""
    lhs: tuple[int, ...]
    rhs: tuple[int, ...]
    out: tuple[int, ...]

    @property
    def n_spatial(self) -> int:
        return len(self.lhs) - 2

    def attr(self) -> ir.Attribute:
        """The ``#stablehlo.conv`` attribute (in the current context)."""
        return ir.Attribute.parse(_PREFIX + f"{_labels(self.lhs, 'bf')}x"
                                  f"{_labels(self.rhs, 'oi')}->{_labels(self.out, 'bf')}>")


def _labels(spec, pair: str) -> str:
    labels = [""] * len(spec)
    for k, d in enumerate(spec):
        labels[d] = pair[k] if k < 2 else str(k - 2)
    return "[" + ", ".join(labels) + "]"


def _spec(labels: list[str], pair: str, text: str) -> tuple[int, ...]:
    """(dimension of pair[0], of pair[1], of spatial 0, 1, ...) from one label list."""
    n = len(labels)
    wanted = [pair[0], pair[1]] + [str(k) for k in range(n - 2)]
    if sorted(labels) != sorted(wanted):
        raise ValueError(f"malformed convolution dimension numbers {text}: {labels} must "
                         f"hold {pair[0]!r}, {pair[1]!r} and 0..{n - 3} once each")
    return tuple(labels.index(w) for w in wanted)


def _label_lists(body: str, text: str) -> list[list[str]]:
    """The three bracketed label lists of ``[..]x[..]->[..]``."""
    lists, rest = [], body
    for sep in ("x", "->", ""):
        rest = rest.strip()
        if not rest.startswith("[") or "]" not in rest:
            raise ValueError(f"malformed convolution dimension numbers {text}")
        inside, rest = rest[1:].split("]", 1)
        lists.append([t.strip() for t in inside.split(",") if t.strip()])
        rest = rest.strip()
        if not rest.startswith(sep):
            raise ValueError(f"malformed convolution dimension numbers {text}")
        rest = rest[len(sep):]
    if rest.strip():
        raise ValueError(f"malformed convolution dimension numbers {text}")
    return lists


def read_conv_dims(attr) -> ConvDims:
    """The :class:`ConvDims` of a ``#stablehlo.conv`` attribute (or its text)."""
    text = str(attr).strip()
    if not (text.startswith(_PREFIX) and text.endswith(">")):
        raise ValueError(f"not convolution dimension numbers: {text}")
    lhs, rhs, out = _label_lists(text[len(_PREFIX):-1], text)
    return ConvDims(_spec(lhs, "bf", text), _spec(rhs, "oi", text), _spec(out, "bf", text))


@dataclass(frozen=True)
class ConvParams:
    """Everything of a stablehlo.convolution but its operands: the keyword arguments of
    ``stablehlo.convolution`` (the builder); ``dataclasses.replace`` gives variants."""
    dims: ConvDims
    window_strides: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]
    lhs_dilation: tuple[int, ...]
    rhs_dilation: tuple[int, ...]
    feature_group_count: int = 1
    batch_group_count: int = 1
    precision_config: ir.Attribute | None = None

    def kwargs(self) -> dict:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}


def _i64s(op, name: str, n: int, default: int) -> tuple[int, ...]:
    if name not in op.attributes:
        return (default,) * n
    attr = op.attributes[name]
    if isinstance(attr, ir.DenseElementsAttr):     # padding: dense<...> : tensor<Nx2xi64>
        return tuple(int(v) for v in ir.DenseIntElementsAttr(attr))
    return tuple(int(v) for v in ir.DenseI64ArrayAttr(attr))


def read_conv(op) -> ConvParams:
    """The :class:`ConvParams` of a stablehlo.convolution op; window_reversal (which
    hostcall never emits) is refused with an error naming the op."""
    if "window_reversal" in op.attributes and any(ir.DenseBoolArrayAttr(
            op.attributes["window_reversal"])):
        raise ValueError(f"{op.name} with window_reversal is not supported here ({op.location})")
    dims = read_conv_dims(op.attributes["dimension_numbers"])
    n = dims.n_spatial
    pads = _i64s(op, "padding", 2 * n, 0)
    count = (lambda name: ir.IntegerAttr(op.attributes[name]).value
             if name in op.attributes else 1)
    return ConvParams(dims, _i64s(op, "window_strides", n, 1),
                      tuple((pads[2 * k], pads[2 * k + 1]) for k in range(n)),
                      _i64s(op, "lhs_dilation", n, 1), _i64s(op, "rhs_dilation", n, 1),
                      count("feature_group_count"), count("batch_group_count"),
                      op.attributes["precision_config"]
                      if "precision_config" in op.attributes else None)
