"""Convolutions: lax.conv_general_dilated (stablehlo.convolution) and JAX's wrappers around it.

Dimension numbers follow JAX: a :class:`ConvDimensionNumbers` of three specs
``lhs_spec = (batch, feature, *spatial)``, ``rhs_spec = (out feature, in feature,
*spatial)``, ``out_spec = (batch, feature, *spatial)``, or three layout strings such as
``("NHWC", "HWIO", "NHWC")`` whose spatial letters are matched by name.  The eager rule is
the reference evaluator's convolution, so eager and compiled results follow the spec.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

import numpy as np
from iree.compiler import ir

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.convolution import ConvDims

from ..core import BY_REFERENCE, ShapedArray, abstractify, bind, defprim
from .contraction import canonicalize_precision, contraction_params, dot_general
from .dot_algorithms import algorithm_of, contract_with
from .structural import rev, transpose
from .windowed import padtype_to_pads


class ConvDimensionNumbers(NamedTuple):
    """Where batch, feature and spatial dimensions are in lhs, rhs and the output.

    ``lhs_spec``: (batch, feature, spatial...); ``rhs_spec``: (output feature, input
    feature, spatial...); ``out_spec``: (batch, feature, spatial...)."""
    lhs_spec: tuple[int, ...]
    rhs_spec: tuple[int, ...]
    out_spec: tuple[int, ...]


def _check_spec(spec: str, pair: str, what: str) -> None:
    if len(set(spec)) != len(spec):
        raise TypeError(f"conv_dimension_numbers: {what} spec {spec!r} repeats a letter")
    if spec.count(pair[0]) != 1 or spec.count(pair[1]) != 1:
        raise TypeError(f"conv_dimension_numbers: {what} spec {spec!r} must contain "
                        f"{pair[0]!r} and {pair[1]!r} exactly once")


def _spec_from_string(spec: str, pair: str, rhs: str) -> tuple[int, ...]:
    """(index of pair[0], index of pair[1], spatial indices in the order of ``rhs``'s
    spatial letters) of one layout string."""
    spatial = [c for c in rhs if c not in "OI"]
    return (spec.index(pair[0]), spec.index(pair[1])) + tuple(spec.index(c) for c in spatial)


def conv_general_permutations(dimension_numbers) -> tuple[tuple[int, ...], ...]:
    """The (lhs, rhs, out) specs of three layout strings such as ("NCHW", "OIHW", "NCHW")."""
    lhs, rhs, out = dimension_numbers
    pairs = ((lhs, "NC", "lhs"), (rhs, "OI", "rhs"), (out, "NC", "out"))
    for spec, pair, what in pairs:
        _check_spec(spec, pair, what)
    spatial = [set(spec) - set(pair) for spec, pair, _ in pairs]
    if not spatial[0] == spatial[1] == spatial[2]:
        raise TypeError(f"conv_dimension_numbers: the spatial letters of {lhs!r}, {rhs!r} "
                        f"and {out!r} must be the same")
    return tuple(_spec_from_string(spec, pair, rhs) for spec, pair, _ in pairs)


def conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers) -> ConvDimensionNumbers:
    """JAX's lax.conv_dimension_numbers: a ConvDimensionNumbers from None (the
    ``NC...``/``OI...`` layouts), a ConvDimensionNumbers, or three layout strings."""
    lhs_shape, rhs_shape = tuple(lhs_shape), tuple(rhs_shape)
    if len(lhs_shape) != len(rhs_shape):
        raise TypeError(f"convolution requires lhs and rhs of the same rank, got shapes "
                        f"{lhs_shape} and {rhs_shape}")
    if isinstance(dimension_numbers, ConvDimensionNumbers):
        return dimension_numbers
    if dimension_numbers is None:
        iota = tuple(range(len(lhs_shape)))
        return ConvDimensionNumbers(iota, iota, iota)
    if len(dimension_numbers) != 3:
        raise TypeError(f"conv_dimension_numbers: dimension_numbers must be None, a "
                        f"ConvDimensionNumbers or three specs, got {dimension_numbers!r}")
    if all(isinstance(s, str) for s in dimension_numbers):
        for s, what in zip(dimension_numbers, ("lhs", "rhs", "out")):
            if len(s) != len(lhs_shape):
                raise TypeError(f"conv_dimension_numbers: {what} spec {s!r} has {len(s)} "
                                f"letters for operands of rank {len(lhs_shape)}")
        return ConvDimensionNumbers(*conv_general_permutations(dimension_numbers))
    return ConvDimensionNumbers(*(tuple(int(d) for d in s) for s in dimension_numbers))


def _dilate(d: int, k: int) -> int:
    return 0 if d == 0 else 1 + k * (d - 1)


def conv_shape_tuple(lhs_shape, rhs_shape, strides, pads, batch_group_count: int = 1):
    """The output shape of a convolution in (N, C, *spatial) / (O, I, *spatial) layouts."""
    if isinstance(pads, str):
        pads = padtype_to_pads(lhs_shape[2:], rhs_shape[2:], strides, pads)
    spatial = [max(0, (d + lo + hi - k) // s + 1)
               for d, k, s, (lo, hi) in zip(lhs_shape[2:], rhs_shape[2:], strides, pads)]
    return (lhs_shape[0] // batch_group_count, rhs_shape[0], *spatial)


def conv_general_shape_tuple(lhs_shape, rhs_shape, window_strides, padding,
                             dimension_numbers) -> tuple[int, ...]:
    """JAX's lax.conv_general_shape_tuple: the output shape (in ``out_spec``'s layout) of a
    convolution without dilation or groups."""
    dn = conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers)
    lhs = tuple(int(lhs_shape[d]) for d in dn.lhs_spec)
    rhs = tuple(int(rhs_shape[d]) for d in dn.rhs_spec)
    out = conv_shape_tuple(lhs, rhs, window_strides, padding)
    return tuple(int(out[i]) for i in np.argsort(dn.out_spec))


# --------------------------------------------------------------- the primitive
def _check_counts(lhs, rhs, dn, feature_group_count, batch_group_count):
    lb, lf = lhs.shape[dn.lhs_spec[0]], lhs.shape[dn.lhs_spec[1]]
    ro, ri = rhs.shape[dn.rhs_spec[0]], rhs.shape[dn.rhs_spec[1]]
    where = f"conv_general_dilated of lhs {lhs.str_short()} and rhs {rhs.str_short()}"
    if feature_group_count < 1 or batch_group_count < 1:
        raise ValueError(f"{where}: feature_group_count and batch_group_count must be "
                         f"positive, got {feature_group_count} and {batch_group_count}")
    if feature_group_count > 1 and batch_group_count > 1:
        raise ValueError(f"{where}: at most one of feature_group_count "
                         f"({feature_group_count}) and batch_group_count "
                         f"({batch_group_count}) may exceed 1")
    if lf % feature_group_count or lf // feature_group_count != ri:
        raise ValueError(f"{where}: the lhs feature dimension ({lf}) must be "
                         f"feature_group_count ({feature_group_count}) times the rhs input "
                         f"feature dimension ({ri})")
    if ro % feature_group_count:
        raise ValueError(f"{where}: the rhs output feature dimension ({ro}) must be a "
                         f"multiple of feature_group_count ({feature_group_count})")
    if lb % batch_group_count:
        raise ValueError(f"{where}: the lhs batch dimension ({lb}) must be a multiple of "
                         f"batch_group_count ({batch_group_count})")
    if ro % batch_group_count:
        raise ValueError(f"{where}: the rhs output feature dimension ({ro}) must be a "
                         f"multiple of batch_group_count ({batch_group_count})")


def _conv_shape(lhs, rhs, *, window_strides, padding, lhs_dilation, rhs_dilation,
                dimension_numbers, feature_group_count, batch_group_count, precision=None,
                preferred_element_type=None):
    dn = dimension_numbers
    if lhs.dtype != rhs.dtype:
        raise TypeError(f"conv_general_dilated requires arguments of the same dtype, got "
                        f"{lhs.str_short()} and {rhs.str_short()}")
    if lhs.ndim != rhs.ndim or lhs.ndim < 2 or any(len(s) != lhs.ndim for s in dn):
        raise TypeError(f"conv_general_dilated: lhs {lhs.str_short()}, rhs "
                        f"{rhs.str_short()} and dimension numbers {tuple(dn)} must all have "
                        f"the same rank (at least 2)")
    for s, what in zip(dn, ("lhs", "rhs", "out")):
        if sorted(s) != list(range(lhs.ndim)):
            raise TypeError(f"conv_general_dilated: {what}_spec {s} is not a permutation "
                            f"of 0..{lhs.ndim - 1}")
    _check_counts(lhs, rhs, dn, feature_group_count, batch_group_count)
    if any(rhs.shape[d] == 0 for d in dn.rhs_spec[2:]):
        raise ValueError(f"conv_general_dilated: the spatial dimensions of the kernel "
                         f"{rhs.str_short()} must be positive")
    out = hlo.conv_output_shape(lhs.shape, rhs.shape, ConvDims(*dn), window_strides, padding,
                                lhs_dilation, rhs_dilation, batch_group_count)
    dtype = preferred_element_type or lhs.dtype
    return ShapedArray(tuple(out), dtype, lhs.weak_type and rhs.weak_type)


def _conv_attrs(*, window_strides, padding, lhs_dilation, rhs_dilation, dimension_numbers,
                feature_group_count, batch_group_count, precision=None,
                preferred_element_type=None) -> dict:
    dn = dimension_numbers
    return {"lhs_spec": dn.lhs_spec, "rhs_spec": dn.rhs_spec, "out_spec": dn.out_spec,
            "window_strides": window_strides, "padding": padding,
            "lhs_dilation": lhs_dilation, "rhs_dilation": rhs_dilation,
            "feature_group_count": feature_group_count,
            "batch_group_count": batch_group_count}


def _conv_emit(ctx, lhs, rhs, *, window_strides, padding, lhs_dilation, rhs_dilation,
               dimension_numbers, feature_group_count, batch_group_count, precision=None,
               preferred_element_type=None):
    config = None
    if precision is not None:
        config = ir.Attribute.parse(
            "[" + ", ".join(f"#stablehlo<precision {p.name}>" for p in precision) + "]")
    return hlo.convolution(lhs, rhs, ConvDims(*dimension_numbers), window_strides, padding,
                           lhs_dilation, rhs_dilation, feature_group_count, batch_group_count,
                           ctx.avals_out[0].dtype, config)


conv_general_dilated_p = defprim("conv_general_dilated", _conv_shape, _conv_emit, BY_REFERENCE,
                                 op_name="stablehlo.convolution", attrs=_conv_attrs)


def _ints(xs, n: int, name: str, default: int = 1) -> tuple[int, ...]:
    if xs is None:
        return (default,) * n
    xs = tuple(int(x) for x in xs)
    if len(xs) != n:
        raise ValueError(f"conv_general_dilated: {name} {xs} must have one entry per spatial "
                         f"dimension ({n})")
    if any(x < 1 for x in xs):
        raise ValueError(f"conv_general_dilated: {name} {xs} must be positive")
    return xs


def conv_general_dilated(lhs, rhs, window_strides: Sequence[int], padding,
                         lhs_dilation: Sequence[int] | None = None,
                         rhs_dilation: Sequence[int] | None = None, dimension_numbers=None,
                         feature_group_count: int = 1, batch_group_count: int = 1,
                         precision=None, preferred_element_type=None):
    """JAX's lax.conv_general_dilated: a cross-correlation of ``lhs`` with the kernel ``rhs``
    (``stablehlo.convolution``): ``lhs_dilation`` puts zeros between input elements
    (transposed convolution), ``rhs_dilation`` between kernel elements (atrous); padding is
    "SAME", "SAME_LOWER", "VALID" or (low, high) per spatial dimension."""
    algorithm = algorithm_of(precision)
    if algorithm is not None:
        return contract_with(algorithm, lambda l, r, acc: conv_general_dilated(
            l, r, window_strides, padding, lhs_dilation, rhs_dilation, dimension_numbers,
            feature_group_count, batch_group_count, None, acc), lhs, rhs,
            preferred_element_type)
    la, ra = abstractify(lhs), abstractify(rhs)
    if la.ndim < 2 or la.ndim != ra.ndim:
        raise TypeError(f"conv_general_dilated requires lhs and rhs of the same rank, at least "
                        f"2 (batch and feature dimensions), got {la.str_short()} and "
                        f"{ra.str_short()}")
    dn = conv_dimension_numbers(la.shape, ra.shape, dimension_numbers)
    dn = ConvDimensionNumbers(*(tuple(int(d) for d in spec) for spec in dn))
    n = la.ndim - 2
    strides = _ints(window_strides, n, "window_strides")
    ld = _ints(lhs_dilation, n, "lhs_dilation")
    rd = _ints(rhs_dilation, n, "rhs_dilation")
    if isinstance(padding, str):
        if any(d != 1 for d in ld):
            raise ValueError("conv_general_dilated: string padding is not implemented for "
                             "transposed convolution (lhs_dilation > 1); give explicit "
                             "(low, high) pairs or use conv_transpose")
        window = [_dilate(ra.shape[d], k) for d, k in zip(dn.rhs_spec[2:], rd)]
        pads = padtype_to_pads([la.shape[d] for d in dn.lhs_spec[2:]], window, strides,
                               padding)
    else:
        try:
            pads = [tuple(int(v) for v in p) for p in padding]
        except TypeError:
            pads = None
        if pads is None or len(pads) != n or any(len(p) != 2 for p in pads):
            raise ValueError(f"conv_general_dilated: padding {padding!r} must be a string or "
                             f"one (low, high) pair per spatial dimension ({n})")
    params = {"window_strides": strides, "padding": tuple(pads), "lhs_dilation": ld,
              "rhs_dilation": rd, "dimension_numbers": dn,
              "feature_group_count": int(feature_group_count),
              "batch_group_count": int(batch_group_count),
              **contraction_params(precision, preferred_element_type)}
    return bind(conv_general_dilated_p, (lhs, rhs), params)


def conv_general_dilated_patches(lhs, filter_shape: Sequence[int], window_strides, padding,
                                 lhs_dilation=None, rhs_dilation=None, dimension_numbers=None,
                                 precision=None, preferred_element_type=None):
    """JAX's lax.conv_general_dilated_patches: the patches conv_general_dilated would
    multiply with a kernel of spatial shape ``filter_shape``, as output features ordered
    (input feature, position in the window) - a depthwise convolution with a one-hot
    kernel."""
    la = abstractify(lhs)
    filter_shape = tuple(int(k) for k in filter_shape)
    dn = conv_dimension_numbers(la.shape, (1, 1) + filter_shape, dimension_numbers)
    window = int(np.prod(filter_shape, dtype=np.int64))
    channels = la.shape[dn.lhs_spec[1]]
    one_hot = np.eye(window, dtype=la.dtype).reshape((window, 1) + filter_shape)
    kernel = np.moveaxis(np.tile(one_hot, (channels,) + (1,) * (one_hot.ndim - 1)), (0, 1),
                         (dn.rhs_spec[0], dn.rhs_spec[1]))
    pair = canonicalize_precision(precision)
    return conv_general_dilated(lhs, kernel, window_strides, padding, lhs_dilation,
                                rhs_dilation, dn, feature_group_count=channels,
                                precision=None if pair is None else (pair[0], "default"),
                                preferred_element_type=preferred_element_type)


def conv(lhs, rhs, window_strides, padding, precision=None, preferred_element_type=None):
    """JAX's lax.conv: conv_general_dilated in NCHW / OIHW layouts without dilation."""
    return conv_general_dilated(lhs, rhs, window_strides, padding, precision=precision,
                                preferred_element_type=preferred_element_type)


def conv_with_general_padding(lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation,
                              precision=None, preferred_element_type=None):
    """JAX's lax.conv_with_general_padding: conv_general_dilated in NCHW / OIHW layouts."""
    return conv_general_dilated(lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation,
                                precision=precision,
                                preferred_element_type=preferred_element_type)


_TRANSPOSE_LAYOUTS = {2: ("NC", "IO", "NC"), 3: ("NHC", "HIO", "NHC"),
                      4: ("NHWC", "HWIO", "NHWC"), 5: ("NHWDC", "HWDIO", "NHWDC")}


def _conv_transpose_padding(k: int, s: int, padding: str) -> tuple[int, int]:
    """(low, high) padding of the dilated input that gives a transposed convolution the
    size "SAME" (in * s) or "VALID" (in * s + max(k - s, 0)) of its output."""
    if padding == "SAME":
        total = k + s - 2
        low = k - 1 if s > k - 1 else -(-total // 2)
    elif padding == "VALID":
        total = k + s - 2 + max(k - s, 0)
        low = k - 1
    else:
        raise ValueError(f"conv_transpose: padding must be 'SAME', 'VALID' or (low, high) "
                         f"pairs, got {padding!r}")
    return low, total - low


def conv_transpose_shape_tuple(lhs_shape, rhs_shape, window_strides, padding,
                               dimension_numbers) -> tuple[int, ...]:
    """JAX's lax.conv_transpose_shape_tuple: the output shape (in ``out_spec``'s layout) of
    conv_transpose without kernel dilation."""
    dn = conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers)
    lhs = [int(lhs_shape[d]) for d in dn.lhs_spec]
    rhs = [int(rhs_shape[d]) for d in dn.rhs_spec]
    if isinstance(padding, str):
        padding = [_conv_transpose_padding(k, s, padding.upper())
                   for k, s in zip(rhs[2:], window_strides)]
    spatial = [(i - 1) * s - k + 2 + lo + hi
               for i, k, s, (lo, hi) in zip(lhs[2:], rhs[2:], window_strides, padding)]
    out = (lhs[0], rhs[0], *spatial)
    return tuple(int(out[i]) for i in np.argsort(dn.out_spec))


def conv_transpose(lhs, rhs, strides, padding, rhs_dilation=None, dimension_numbers=None,
                   transpose_kernel: bool = False, precision=None, preferred_element_type=None):
    """JAX's lax.conv_transpose: the gradient-of-convolution shaped "deconvolution", a
    convolution of the input dilated by ``strides``; layouts default to NHWC / HWIO, and
    ``transpose_kernel`` flips the kernel's spatial axes and swaps its feature axes."""
    la, ra = abstractify(lhs), abstractify(rhs)
    if la.ndim != ra.ndim or la.ndim < 2:
        raise TypeError(f"conv_transpose requires lhs and rhs of the same rank (at least 2), "
                        f"got {la.str_short()} and {ra.str_short()}")
    if dimension_numbers is None:
        if la.ndim not in _TRANSPOSE_LAYOUTS:
            raise ValueError(f"conv_transpose: no default dimension_numbers for rank "
                             f"{la.ndim}; pass dimension_numbers")
        dimension_numbers = _TRANSPOSE_LAYOUTS[la.ndim]
    dn = conv_dimension_numbers(la.shape, ra.shape, dimension_numbers)
    n = la.ndim - 2
    rd = _ints(rhs_dilation, n, "rhs_dilation")
    if isinstance(padding, str):
        window = [_dilate(ra.shape[d], k) for d, k in zip(dn.rhs_spec[2:], rd)]
        pads = [_conv_transpose_padding(k, s, padding.upper())
                for k, s in zip(window, _ints(strides, n, "strides"))]
    else:
        pads = padding
    if transpose_kernel:
        rhs = rev(rhs, dn.rhs_spec[2:])
        perm = list(range(ra.ndim))
        perm[dn.rhs_spec[0]], perm[dn.rhs_spec[1]] = perm[dn.rhs_spec[1]], perm[dn.rhs_spec[0]]
        rhs = transpose(rhs, perm)
    return conv_general_dilated(lhs, rhs, (1,) * n, pads, strides, rd, dn,
                                precision=precision,
                                preferred_element_type=preferred_element_type)


def conv_general_dilated_local(lhs, rhs, window_strides: Sequence[int], padding,
                               filter_shape: Sequence[int], lhs_dilation=None,
                               rhs_dilation=None, dimension_numbers=None, precision=None):
    """JAX's lax.conv_general_dilated_local: a convolution whose kernel differs at each
    output position (a locally connected layer). ``rhs``'s spatial dimensions are the
    output's; its I dimension runs over (input feature, window position), as the patches
    of conv_general_dilated_patches do, which are contracted with it position by
    position (a dot_general batched over the output's spatial dimensions)."""
    pair = canonicalize_precision(precision)
    patches = conv_general_dilated_patches(
        lhs, filter_shape, window_strides, padding, lhs_dilation, rhs_dilation,
        dimension_numbers, precision=None if pair is None else pair[0])
    la = abstractify(lhs)
    dn = conv_dimension_numbers(la.shape, (1, 1) + tuple(int(k) for k in filter_shape),
                                dimension_numbers)
    n = la.ndim - 2
    out_spatial, rhs_spatial = tuple(dn.out_spec[2:]), tuple(dn.rhs_spec[2:])
    # result axes: the spatial positions, then the batch (patches) and O (rhs)
    product = dot_general(patches, rhs, (((dn.out_spec[1],), (dn.rhs_spec[1],)),
                                         (out_spatial, rhs_spatial)),
                          precision=None if pair is None else pair)
    source = {dn.out_spec[0]: n, dn.out_spec[1]: n + 1}
    source.update({d: i for i, d in enumerate(out_spatial)})
    return transpose(product, [source[d] for d in range(n + 2)])
