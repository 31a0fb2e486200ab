"""Products: dot, matmul, vdot, outer, inner, tensordot, einsum."""
from __future__ import annotations

import numpy as np

from .. import core, lax
from ._base import aval_of, promote_dtypes, shape
from .shape_ops import ravel, reshape, transpose


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
    from .ufuncs import multiply
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
    from ._base import broadcast_to
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
    from .ufuncs import conjugate
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


def einsum(subscripts: str, *operands, optimize=None, precision=None,
           preferred_element_type=None):
    """einsum for one or two operands (the forms dot_general expresses)."""
    if "..." in subscripts:
        raise NotImplementedError("einsum with ellipsis is not supported")
    subscripts = subscripts.replace(" ", "")
    if "->" in subscripts:
        ins, out = subscripts.split("->")
    else:
        ins = subscripts
        letters = ins.replace(",", "")
        out = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    specs = ins.split(",")
    if len(specs) != len(operands):
        raise ValueError(f"einsum: {len(specs)} operand specs but {len(operands)} operands")
    ops = [_einsum_reduce_unique(s, x, out, specs[:i] + specs[i + 1:])
           for i, (s, x) in enumerate(zip(specs, operands))]
    specs = [s for s, _ in ops]
    ops = [x for _, x in ops]
    if len(ops) == 1:
        s, x = specs[0], ops[0]
        return transpose(x, [s.index(c) for c in out])
    if len(ops) != 2:
        raise NotImplementedError("einsum supports one or two operands")
    (sa, a), (sb, b) = (specs[0], ops[0]), (specs[1], ops[1])
    batch = [c for c in sa if c in sb and c in out]
    contract = [c for c in sa if c in sb and c not in out]
    r = _dot(a, b, tuple(sa.index(c) for c in contract), tuple(sb.index(c) for c in contract),
             tuple(sa.index(c) for c in batch), tuple(sb.index(c) for c in batch))
    rs = batch + [c for c in sa if c not in batch and c not in contract] + \
        [c for c in sb if c not in batch and c not in contract]
    return transpose(r, [rs.index(c) for c in out])


def _einsum_reduce_unique(spec, x, out, other_specs):
    """Sum out letters that appear only in this operand and not in the output."""
    from .reductions import sum as _sum
    others = "".join(other_specs)
    if len(set(spec)) != len(spec):
        raise NotImplementedError("einsum with repeated indices in one operand (traces) "
                                  "is not supported")
    drop = [i for i, c in enumerate(spec) if c not in out and c not in others]
    if drop:
        x = _sum(x, axis=tuple(drop))
        spec = "".join(c for i, c in enumerate(spec) if i not in drop)
    return spec, x
