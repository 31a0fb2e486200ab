"""Derivatives of stablehlo.convolution, which is linear in each operand.

The jvp is conv(t_lhs, rhs) + conv(lhs, t_rhs).  Each transpose is again a convolution
(the adjoint of a correlation), with the roles of the dimensions exchanged:

* w.r.t. lhs: the cotangent is correlated with the spatially reversed kernel, its input
  and output features swapped; window strides become lhs dilation and lhs dilation
  becomes window strides, and the padding makes the result lhs's shape.  Feature (or
  batch) groups move from the kernel's output features into its input features; batch
  groups come back out of the result's features into its batch.
* w.r.t. rhs: lhs is correlated with the cotangent as the kernel, batch and feature
  roles exchanged; rhs dilation becomes the window strides and window strides the kernel
  dilation; feature groups become batch groups and batch groups feature groups.
"""
from __future__ import annotations

from hostcall.dialects import stablehlo as hlo
from hostcall.dialects.convolution import ConvDims, read_conv
from hostcall.dialects.ops import attrs_of
from hostcall.dialects.stablehlo import dtype_of, shape_of

from . import jvp_rule, transpose_rule
from .builders import add_any, zeros_of


@jvp_rule("stablehlo.convolution")
def _conv_jvp(op, ins, outs, tans):
    lhs, rhs = ins
    out = None
    if tans[0] is not None:
        out = hlo.op(op.name, [tans[0], rhs], [outs[0].type], attrs_of(op)).result
    if tans[1] is not None:
        out = add_any(out, hlo.op(op.name, [lhs, tans[1]], [outs[0].type], attrs_of(op)).result)
    return [out]


def _dilate(d: int, k: int) -> int:
    return 0 if d == 0 else 1 + k * (d - 1)


def _swap(spec):
    return (spec[1], spec[0], *spec[2:])


def move_group(x, src: int, dst: int, groups: int):
    """``x`` with dimension ``src`` split as (groups, rest) and the groups moved into
    dimension ``dst`` as its major part: src shrinks and dst grows by ``groups``."""
    s = list(shape_of(x))
    y = hlo.reshape(x, s[:src] + [groups, s[src] // groups] + s[src + 1:])
    order = []
    for i in range(len(s)):
        if i == dst:
            order.append(src)
        order.append(i if i < src else i + 1)
    y = hlo.transpose(y, order)
    s[src], s[dst] = s[src] // groups, s[dst] * groups
    return hlo.reshape(y, s)


def transpose_lhs(g, lhs_shape, rhs, p):
    """The cotangent of lhs of the convolution ``p`` given its output cotangent ``g``."""
    d, groups = p.dims, max(p.feature_group_count, p.batch_group_count)
    kernel = rhs if groups == 1 else move_group(rhs, d.rhs[0], d.rhs[1], groups)
    kernel_sp = [shape_of(kernel)[i] for i in d.rhs[2:]]
    pads = []
    for k in range(d.n_spatial):
        window = _dilate(kernel_sp[k], p.rhs_dilation[k])
        before = window - p.padding[k][0] - 1
        after = (_dilate(lhs_shape[d.lhs[k + 2]], p.lhs_dilation[k]) + window - 1
                 - _dilate(shape_of(g)[d.out[k + 2]], p.window_strides[k]) - before)
        pads.append((before, after))
    out = hlo.convolution(g, hlo.reverse(kernel, d.rhs[2:]),
                          ConvDims(d.out, _swap(d.rhs), d.lhs), p.lhs_dilation, pads,
                          p.window_strides, p.rhs_dilation, groups, 1, dtype_of(rhs),
                          p.precision_config)
    if p.batch_group_count > 1:
        out = move_group(out, d.lhs[1], d.lhs[0], p.batch_group_count)
    return out


def transpose_rhs(g, lhs, rhs_shape, p):
    """The cotangent of rhs of the convolution ``p`` given its output cotangent ``g``."""
    d = p.dims
    pads = []
    for k in range(d.n_spatial):
        lo = p.padding[k][0]
        hi = (_dilate(shape_of(g)[d.out[k + 2]], p.window_strides[k])
              - _dilate(shape_of(lhs)[d.lhs[k + 2]], p.lhs_dilation[k])
              + _dilate(rhs_shape[d.rhs[k + 2]], p.rhs_dilation[k]) - lo - 1)
        pads.append((lo, hi))
    return hlo.convolution(lhs, g, ConvDims(_swap(d.lhs), _swap(d.out), _swap(d.rhs)),
                           p.rhs_dilation, pads, p.lhs_dilation, p.window_strides,
                           p.batch_group_count, p.feature_group_count, dtype_of(lhs),
                           p.precision_config)


@transpose_rule("stablehlo.convolution")
def _t_conv(op, ins, linear, cts):
    if linear[0] and linear[1]:
        raise ValueError("convolution of two linear values is not linear")
    g = cts[0]
    if g is None:
        return [None, None]
    p = read_conv(op)
    operand = op.operands[0] if linear[0] else op.operands[1]
    if 0 in shape_of(g):       # an empty result: nothing flows back (and a kernel of
        ct = zeros_of(operand.type)  # zero window size would not verify)
        return [ct, None] if linear[0] else [None, ct]
    if hlo.dtype_of(g) != hlo.dtype_of(operand):   # preferred_element_type differed
        g = hlo.convert(g, hlo.dtype_of(operand))
    if linear[0]:
        return [transpose_lhs(g, shape_of(op.operands[0]), ins[1], p), None]
    return [None, transpose_rhs(g, ins[0], shape_of(op.operands[1]), p)]
