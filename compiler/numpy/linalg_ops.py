"""Products: dot, matmul, vdot, vecdot, outer, inner, tensordot, einsum, kron, cross."""
from __future__ import annotations

import numpy as np

from .. import core, dtypes, primitives as lax
from ._base import (HALF_FLOATS, asarray, aval_of, broadcast_pair, broadcast_to, canonical_axis,
                    promote_dtypes, shape, to_dtype)
from . import creation, reductions, shape_ops, ufuncs
from .shape_ops import ravel, reshape, transpose
from .ufuncs import conjugate, multiply


def _result_dtype_args(a, b):
    a, b = promote_dtypes(a, b)
    if aval_of(a).dtype == np.bool_:
        return a, b, True
    return a, b, False


def _dot(a, b, lc, rc, lb=(), rb=(), precision=None, preferred_element_type=None):
    a, b, is_bool = _result_dtype_args(a, b)
    if is_bool:
        ia = lax.convert_element_type(a, np.int32)
        ib = lax.convert_element_type(b, np.int32)
        r = lax.dot_general(ia, ib, ((lc, rc), (lb, rb)), precision)
        r = lax.ne(r, lax.convert_element_type(0, np.int32))
        return r if preferred_element_type is None else \
            lax.convert_element_type(r, preferred_element_type)
    return lax.dot_general(a, b, ((lc, rc), (lb, rb)), precision, preferred_element_type)


def _scalar_product(a, b, preferred_element_type):
    r = multiply(a, b)
    return r if preferred_element_type is None else \
        lax.convert_element_type(r, preferred_element_type)


def dot(a, b, *, precision=None, preferred_element_type=None):
    """numpy.dot: the matrix product for 2-d operands, the sum product over the last axis of
    ``a`` and the second-to-last of ``b`` otherwise.
    """
    na, nb = aval_of(a).ndim, aval_of(b).ndim
    kw = dict(precision=precision, preferred_element_type=preferred_element_type)
    if na == 0 or nb == 0:
        return _scalar_product(a, b, preferred_element_type)
    if nb == 1:
        return _dot(a, b, (na - 1,), (0,), **kw)
    return _dot(a, b, (na - 1,), (nb - 2,), **kw)


def matmul(a, b, *, precision=None, preferred_element_type=None):
    """The matrix product ``a @ b`` with numpy's broadcasting over leading (batch)
    dimensions; 1-d operands are promoted and the added axis removed.
    """
    na, nb = aval_of(a).ndim, aval_of(b).ndim
    if na == 0 or nb == 0:
        raise ValueError("matmul: input operand does not have enough dimensions (0-d)")
    a_vec, b_vec = na == 1, nb == 1
    if a_vec:
        a = reshape(a, (1,) + shape(a))
    if b_vec:
        b = reshape(b, shape(b) + (1,))
    sa, sb = shape(a), shape(b)
    if sa[-1] != sb[-2]:
        raise ValueError(f"matmul: contracting dimension mismatch: {sa} @ {sb} "
                         f"(dtypes {aval_of(a).dtype.name}, {aval_of(b).dtype.name}) at "
                         f"{core.user_location_str()}")
    batch = tuple(np.broadcast_shapes(sa[:-2], sb[:-2]))
    a = broadcast_to(a, batch + sa[-2:])
    b = broadcast_to(b, batch + sb[-2:])
    nbatch = len(batch)
    bd = tuple(range(nbatch))
    r = _dot(a, b, (nbatch + 1,), (nbatch,), bd, bd, precision, preferred_element_type)
    if a_vec:
        r = reshape(r, shape(r)[:-2] + shape(r)[-1:])
    if b_vec:
        r = reshape(r, shape(r)[:-1])
    return r


def vdot(a, b, *, precision=None, preferred_element_type=None):
    """The dot product of the flattened operands, conjugating the first."""
    return dot(ravel(conjugate(a)), ravel(b), precision=precision,
               preferred_element_type=preferred_element_type)


def inner(a, b, *, precision=None, preferred_element_type=None):
    """The inner product over the last axes of ``a`` and ``b``."""
    na, nb = aval_of(a).ndim, aval_of(b).ndim
    if na == 0 or nb == 0:
        return _scalar_product(a, b, preferred_element_type)
    return _dot(a, b, (na - 1,), (nb - 1,), (), (), precision, preferred_element_type)


def outer(a, b):
    """The outer product of the flattened operands."""
    a, b = ravel(a), ravel(b)
    return _dot(reshape(a, (-1, 1)), reshape(b, (1, -1)), (1,), (0,))


def tensordot(a, b, axes=2, *, precision=None, preferred_element_type=None):
    """The sum of products over ``axes`` (an int: the last n of ``a`` with the first n of
    ``b``; or two sequences).
    """
    na, nb = aval_of(a).ndim, aval_of(b).ndim
    if isinstance(axes, int):
        la = tuple(range(na - axes, na))
        lb = tuple(range(axes))
    else:
        la, lb = axes
        la = (la,) if isinstance(la, int) else tuple(la)
        lb = (lb,) if isinstance(lb, int) else tuple(lb)
    la = tuple(x % na for x in la)
    lb = tuple(x % nb for x in lb)
    return _dot(a, b, la, lb, (), (), precision, preferred_element_type)


_EINSUM_SPARE = "".join(chr(c) for c in range(0x3b1, 0x3c9))   # Greek letters for "..."


def _einsum_parse(subscripts: str, operands):
    """(input specs, output spec) with each "..." spelled as letters (right-aligned, numpy's
    broadcasting), and the operands with their "..." axes broadcast against each other."""
    subscripts = subscripts.replace(" ", "")
    ins, arrow, out = subscripts.partition("->")
    specs = ins.split(",")
    if len(specs) != len(operands):
        raise ValueError(f"einsum: {len(specs)} operand specs but {len(operands)} operands")
    ell_ranks = []
    for spec, x in zip(specs, operands):
        if spec.count("...") > 1:
            raise ValueError(f"einsum: more than one '...' in {spec!r}")
        nd = aval_of(x).ndim
        named = len(spec.replace("...", ""))
        if ("..." in spec and named > nd) or ("..." not in spec and named != nd):
            raise ValueError(f"einsum: spec {spec!r} does not match an operand of shape "
                             f"{shape(x)}")
        ell_ranks.append(nd - named if "..." in spec else 0)
    n_ell = max(ell_ranks, default=0)
    ell = _EINSUM_SPARE[:n_ell]
    ell_shapes = [shape(x)[spec.index("..."):spec.index("...") + r] if "..." in spec else ()
                  for spec, x, r in zip(specs, operands, ell_ranks)]
    try:
        ell_shape = np.broadcast_shapes(*ell_shapes)
    except ValueError:
        raise ValueError(f"einsum: the '...' dimensions {ell_shapes} do not broadcast") from None
    new_specs, new_ops = [], []
    for spec, x, r in zip(specs, operands, ell_ranks):
        if "..." in spec:
            i = spec.index("...")
            letters = ell[n_ell - r:]
            target = list(shape(x))
            target[i:i + r] = ell_shape[n_ell - r:]
            if tuple(target) != shape(x):
                x = lax.broadcast_in_dim(x, tuple(target), tuple(range(len(target))))
            spec = spec.replace("...", letters)
        new_specs.append(spec)
        new_ops.append(x)
    if arrow:
        out = out.replace("...", ell)      # without "..." the broadcast axes are summed
    else:
        letters = "".join(new_specs)
        out = ell + "".join(sorted(c for c in set(letters) if letters.count(c) == 1
                                   and c not in ell))
    for c in out:
        if out.count(c) > 1 or c not in "".join(new_specs):
            raise ValueError(f"einsum: output letter {c!r} repeated or in no operand")
    return new_specs, new_ops, out


def _einsum_diagonals(spec: str, x):
    """Repeated letters in one operand (``ii``, ``iij``) become one diagonal axis."""
    while len(set(spec)) != len(spec):
        c = next(c for c in spec if spec.count(c) > 1)
        i = spec.index(c)
        j = spec.index(c, i + 1)
        # mask off the diagonal and sum axis j out: axis i keeps x[.., k, .., k, ..]
        xs = shape(x)
        eye = lax.eq(lax.broadcasted_iota(np.int32, xs, i), lax.broadcasted_iota(np.int32, xs, j))
        x = reductions.sum(lax.select(eye, x, creation.zeros_like(x)), axis=j)
        spec = spec[:j] + spec[j + 1:]
    return spec, x


def _einsum_pair(sa, a, sb, b, keep: str):
    """Contract two operands over their shared letters not in ``keep``; shared letters in
    ``keep`` become batch axes.  Returns (spec, result)."""
    batch = [c for c in sa if c in sb and c in keep]
    contract = [c for c in sa if c in sb and c not in keep]
    r = _dot(a, b, tuple(sa.index(c) for c in contract), tuple(sb.index(c) for c in contract),
             tuple(sa.index(c) for c in batch), tuple(sb.index(c) for c in batch))
    rs = batch + [c for c in sa if c not in batch and c not in contract] + \
        [c for c in sb if c not in batch and c not in contract]
    return "".join(rs), r


def einsum(subscripts: str, *operands, optimize=None, precision=None,
           preferred_element_type=None):
    """einsum with any number of operands, "..." and repeated letters (diagonals).
    Operands are contracted left to right, pairwise through dot_general (``optimize`` is
    accepted and ignored: no contraction-order search)."""
    specs, ops, out = _einsum_parse(subscripts, operands)
    pairs = [_einsum_diagonals(s, x) for s, x in zip(specs, ops)]
    pairs = [_einsum_reduce_unique(s, x, out, [p[0] for p in pairs[:i] + pairs[i + 1:]])
             for i, (s, x) in enumerate(pairs)]
    spec, acc = pairs[0]
    for i in range(1, len(pairs)):
        keep = out + "".join(p[0] for p in pairs[i + 1:])
        spec, acc = _einsum_reduce_unique(spec, acc, keep, [pairs[i][0]])
        spec, acc = _einsum_pair(spec, acc, pairs[i][0], pairs[i][1], keep)
    spec, acc = _einsum_reduce_unique(spec, acc, out, [])
    return transpose(acc, [spec.index(c) for c in out])


def _einsum_reduce_unique(spec, x, out, other_specs):
    """Sum out letters that appear only in this operand and not in the output."""
    others = "".join(other_specs)
    drop = [i for i, c in enumerate(spec) if c not in out and c not in others]
    if drop:
        x = reductions.sum(x, axis=tuple(drop))
        spec = "".join(c for i, c in enumerate(spec) if i not in drop)
    return spec, x


def vecdot(x1, x2, /, *, axis=-1, precision=None, preferred_element_type=None):
    """sum(conj(x1) * x2) along ``axis``, the other axes broadcast (vdot's dtype rules)."""
    x1, x2 = (asarray(v) for v in promote_dtypes(x1, x2))
    s1, s2 = shape(x1), shape(x2)
    if not s1 or not s2:
        raise ValueError(f"vecdot: arguments must be at least one-dimensional; got shapes "
                         f"{s1} and {s2}")
    i1, i2 = canonical_axis(axis, len(s1)), canonical_axis(axis, len(s2))
    if s1[i1] != s2[i2]:
        raise ValueError(f"axes must match; got shapes {s1} and {s2} with axis={axis}")
    x1 = ufuncs.conjugate(shape_ops.moveaxis(x1, i1, -1))
    x2 = shape_ops.moveaxis(x2, i2, -1)
    x1, x2 = broadcast_pair(x1, x2)
    d = aval_of(x1).dtype
    last = (aval_of(x1).ndim - 1,)
    if d == np.bool_:
        r = lax.reduce_or(lax.bitwise_and(x1, x2), last)
    elif d in HALF_FLOATS:
        f = [lax.convert_element_type(v, dtypes.float32) for v in (x1, x2)]
        r = lax.convert_element_type(lax.reduce_sum(lax.mul(*f), last), d)
    else:
        r = lax.reduce_sum(lax.mul(x1, x2), last)
    if preferred_element_type is not None:
        r = lax.convert_element_type(r, dtypes.canonicalize(to_dtype(preferred_element_type)))
    return r


def kron(a, b):
    """Kronecker product: every a[i] scales a copy of b (interleaved axes, reshaped)."""
    a, b = promote_dtypes(a, b)
    na, nb = len(shape(a)), len(shape(b))
    if na < nb:
        a = shape_ops.expand_dims(a, tuple(range(nb - na)))
    elif nb < na:
        b = shape_ops.expand_dims(b, tuple(range(na - nb)))
    nd = len(shape(a))
    out_shape = [x * y for x, y in zip(shape(a), shape(b))]
    if nd == 0:
        return ufuncs.multiply(a, b)
    a2 = shape_ops.expand_dims(a, tuple(range(1, 2 * nd, 2)))
    b2 = shape_ops.expand_dims(b, tuple(range(0, 2 * nd, 2)))
    return shape_ops.reshape(ufuncs.multiply(a2, b2), out_shape)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Cross product of 3-vectors (or 2-vectors) along the given axes."""
    if axis is not None:
        axisa = axisb = axisc = axis
    a, b = promote_dtypes(a, b)
    a, b = shape_ops.moveaxis(a, axisa, -1), shape_ops.moveaxis(b, axisb, -1)
    na, nb = shape(a)[-1], shape(b)[-1]
    if na not in (2, 3) or nb not in (2, 3):
        raise ValueError("Dimension must be either 2 or 3 for cross product")
    sub, mul = ufuncs.subtract, ufuncs.multiply
    a0, a1, b0, b1 = a[..., 0], a[..., 1], b[..., 0], b[..., 1]
    if na == 2 and nb == 2:
        return sub(mul(a0, b1), mul(a1, b0))
    a2 = a[..., 2] if na == 3 else creation.zeros_like(a0)
    b2 = b[..., 2] if nb == 3 else creation.zeros_like(b0)
    c = shape_ops.stack([sub(mul(a1, b2), mul(a2, b1)), sub(mul(a2, b0), mul(a0, b2)),
                         sub(mul(a0, b1), mul(a1, b0))])
    return shape_ops.moveaxis(c, 0, axisc)
