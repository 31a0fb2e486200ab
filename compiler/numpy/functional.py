"""Functions that apply a Python function over an array: vectorize (with gufunc
signatures), piecewise, apply_along_axis, apply_over_axes, fromfunction, and ufunc /
frompyfunc.

Built on vmap, lax.switch and lax.scan, as jax.numpy's, so the results trace under jit
and differentiate; signatures, broadcasting and errors follow jax.numpy.
"""
from __future__ import annotations

import functools
import operator
import re

import numpy as np

from .. import primitives as lax
from .. import numpy as jnp
from ..batching import vmap

_DIMS = r"\w+"
_CORE = rf"(?:{_DIMS}(?:,{_DIMS})*)?"
_ARGS = rf"\({_CORE}\)(?:,\({_CORE}\))*"
_SIGNATURE = re.compile(rf"^{_ARGS}->{_ARGS}$")


def _parse_signature(signature: str):
    """'(m,n),(n)->(m)' -> ([('m','n'), ('n',)], [('m',)])."""
    s = signature.replace(" ", "")
    if not _SIGNATURE.match(s):
        raise ValueError(f"not a valid gufunc signature: {signature}")
    ins, outs = s.split("->")
    parse = lambda part: [tuple(d for d in arg.split(",") if d)  # noqa: E731
                          for arg in re.findall(r"\((.*?)\)", part)]
    return parse(ins), parse(outs)


def _core_sizes(args, in_dims):
    sizes: dict = {}
    for a, dims in zip(args, in_dims):
        nd = jnp.ndim(a)
        if len(dims) > nd:
            raise ValueError(f"input with shape {jnp.shape(a)!r} does not have enough "
                             f"dimensions for all core dimensions {dims!r}")
        for name, size in zip(dims, jnp.shape(a)[nd - len(dims):]):
            if sizes.setdefault(name, size) != size:
                raise ValueError(f"inconsistent size for core dimension {name!r}: "
                                 f"{size} vs {sizes[name]}")
    return sizes


def _check_outputs(out, out_dims, sizes, multiple):
    outs = out if multiple else (out,)
    if multiple and (not isinstance(out, tuple) or len(out) != len(out_dims)):
        raise ValueError(f"output must be a tuple of {len(out_dims)} arrays, got {out!r}")
    for o, dims in zip(outs, out_dims):
        s = jnp.shape(o)
        if len(s) != len(dims):
            raise ValueError(f"output shape {s} does not match core dimensions {dims}")
        for name, size in zip(dims, s):
            if sizes.setdefault(name, size) != size:
                raise ValueError(f"inconsistent size for core dimension {name!r}: "
                                 f"{size} vs {sizes[name]}")


def vectorize(pyfunc, *, excluded=frozenset(), signature=None):
    """``pyfunc`` applied over broadcast leading (loop) dimensions with vmap, numpy's
    vectorize: scalars by default, or the core dimensions of a gufunc ``signature``
    such as ``'(m,n),(n)->(m)'``; arguments named (by position or keyword) in
    ``excluded`` pass through unchanged."""
    if any(not isinstance(e, (int, str)) for e in excluded):
        raise TypeError("jax.numpy.vectorize can only exclude integer or string arguments, "
                        f"but excluded={excluded!r}")
    if any(isinstance(e, int) and e < 0 for e in excluded):
        raise ValueError(f"excluded={excluded!r} contains negative numbers")

    @functools.wraps(pyfunc)
    def wrapped(*args, **kwargs):
        fixed_pos = {i: args[i] for i in excluded if isinstance(i, int) and i < len(args)}
        fixed_kw = {k: v for k, v in kwargs.items() if k in excluded}
        kwargs = {k: v for k, v in kwargs.items() if k not in excluded}
        free = [i for i in range(len(args)) if i not in fixed_pos]
        kw_names = list(kwargs)
        arrays = [jnp.asarray(args[i]) for i in free] + [jnp.asarray(kwargs[k])
                                                          for k in kw_names]

        def call(*xs):
            full = list(args)
            for i, x in zip(free, xs):
                full[i] = x
            kw = dict(zip(kw_names, xs[len(free):]), **fixed_kw)
            return pyfunc(*full, **kw)

        if signature is None:
            in_dims, out_dims, multiple = [()] * len(arrays), None, False
        else:
            in_dims, out_dims = _parse_signature(signature)
            multiple = len(out_dims) > 1
            if len(in_dims) != len(arrays):
                raise TypeError(f"wrong number of positional arguments: expected "
                                f"{len(in_dims)}, got {len(arrays)}")
        sizes = _core_sizes(arrays, in_dims)
        loops = [jnp.shape(a)[:jnp.ndim(a) - len(d)] for a, d in zip(arrays, in_dims)]
        loop_shape = jnp.broadcast_shapes(*loops) if loops else ()

        def checked(*xs):
            out = call(*xs)
            if out_dims is not None:
                _check_outputs(out, out_dims, dict(sizes), multiple)
            return out

        f = checked
        for _ in loop_shape:
            f = vmap(f)
        xs = [jnp.broadcast_to(a, loop_shape + jnp.shape(a)[jnp.ndim(a) - len(d):])
              for a, d in zip(arrays, in_dims)]
        return f(*xs)

    return wrapped


def piecewise(x, condlist, funclist, *args, **kw):
    """Where ``condlist[i]`` holds, ``funclist[i](x, *args, **kw)`` (or the constant
    ``funclist[i]``); later conditions win, and an extra last function (else 0) applies
    where none holds. Each function sees one element at a time (vectorize of
    lax.switch), as in JAX."""
    x = jnp.asarray(x)
    nc, nf = len(condlist), len(funclist)
    if nf == nc + 1:
        funclist = list(funclist[-1:]) + list(funclist[:-1])
    elif nf == nc:
        funclist = [0] + list(funclist)
    else:
        raise ValueError(f"with {nc} condition(s), either {nc} or {nc + 1} functions are "
                         f"expected; got {nf}")
    conds = jnp.asarray(condlist, dtype=bool) if not isinstance(condlist, list) else \
        jnp.stack([jnp.asarray(c, dtype=bool) for c in condlist])
    conds = jnp.broadcast_to(conds, (nc,) + jnp.shape(x))
    zero = jnp.zeros((1,) + jnp.shape(x), jnp.int32)
    indices = jnp.argmax(jnp.cumsum(jnp.concatenate([zero, conds.astype(jnp.int32)]), 0), 0)
    dtype = x.dtype

    def branch(f):
        if callable(f):
            return lambda v: jnp.asarray(f(v, *args, **kw)).astype(dtype)
        return lambda v: jnp.asarray(f, dtype=dtype)

    return vectorize(lax.switch, excluded=(1,))(indices, [branch(f) for f in funclist], x)


def apply_along_axis(func1d, axis: int, arr, *args, **kwargs):
    """``func1d`` applied to the 1-D slices of ``arr`` along ``axis`` (vmap over the other
    axes); the result's axes from func1d replace ``axis``."""
    arr = jnp.asarray(arr)
    nd = arr.ndim
    axis = operator.index(axis)
    if not -nd <= axis < nd:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    axis %= nd
    f = lambda a: func1d(a, *args, **kwargs)  # noqa: E731
    for i in range(1, nd - axis):
        f = vmap(f, in_axes=i, out_axes=-1)
    for _ in range(axis):
        f = vmap(f, in_axes=0, out_axes=0)
    return f(arr)


def apply_over_axes(func, a, axes):
    """``func(a, axis)`` applied for each axis in turn, the axis kept (as size 1) when
    ``func`` drops it."""
    a = jnp.asarray(a)
    for axis in [axes] if isinstance(axes, int) else axes:
        b = func(a, axis)
        if b.ndim == a.ndim:
            a = b
        elif b.ndim == a.ndim - 1:
            a = jnp.expand_dims(b, axis)
        else:
            raise ValueError("function is not returning an array of the correct shape")
    return a


def fromfunction(function, shape, *, dtype=float, **kwargs):
    """``function`` called on the index grids of ``shape`` (vmap over each axis, so it sees
    scalar indices of ``dtype``), as jax.numpy.fromfunction."""
    shape = tuple(operator.index(s) for s in (shape if np.iterable(shape) else (shape,)))
    n = len(shape)
    for i in range(n):
        in_axes = [0 if i == j else None for j in range(n)]
        function = vmap(function, in_axes=tuple(in_axes[::-1]))
    return function(*(jnp.arange(s, dtype=dtype) for s in shape), **kwargs)


class ufunc:
    """A universal function from a Python function of ``nin`` scalars (jax.numpy.ufunc):
    calling broadcasts over arrays (vectorize), and binary ufuncs have ``outer``,
    ``reduce``, ``accumulate``, ``reduceat`` and ``at`` (loops of lax.scan)."""

    def __init__(self, func, /, nin: int, nout: int, *, name: str | None = None,
                 nargs: int | None = None, identity=None, call=None, reduce=None,
                 accumulate=None, at=None, reduceat=None):
        self._func = func
        self.nin, self.nout = operator.index(nin), operator.index(nout)
        self.nargs = self.nin if nargs is None else operator.index(nargs)
        self.identity = identity
        self.__name__ = name or getattr(func, "__name__", "ufunc")
        self._call = vectorize(call or func)

    def __repr__(self):
        return f"<jnp.ufunc '{self.__name__}'>"

    def __call__(self, *args, out=None, where=None):
        if out is not None:
            raise NotImplementedError(f"out argument of {self}")
        if where is not None:
            raise NotImplementedError(f"where argument of {self}")
        if len(args) != self.nin:
            raise TypeError(f"{self}: expected {self.nin} arguments, got {len(args)}")
        return self._call(*args)

    def _binary(self, what):
        if self.nin != 2:
            raise ValueError(f"{what} only supported for binary ufuncs")
        if self.nout != 1:
            raise ValueError(f"{what} only supported for functions returning a single value")

    def outer(self, A, B, /):
        """``self(a, b)`` for every pair of elements: shape A.shape + B.shape."""
        self._binary("outer")
        A, B = jnp.asarray(A), jnp.asarray(B)
        return self(A.reshape(A.shape + (1,) * B.ndim), B)

    def reduce(self, a, axis=0, dtype=None, out=None, keepdims=False, initial=None,
               where=None):
        """Fold along ``axis`` (None: all axes) from the first element (or ``initial``)."""
        self._binary("reduce")
        if out is not None or where is not None:
            raise NotImplementedError(f"out/where arguments of {self}.reduce")
        a = jnp.asarray(a, dtype=dtype)
        if axis is None:
            r = self.reduce(a.ravel(), 0, initial=initial)
            return r.reshape((1,) * a.ndim) if keepdims else r
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        if len(axes) != 1:
            r = a
            for ax in sorted((x % a.ndim for x in axes), reverse=True):
                r = self.reduce(r, ax, keepdims=keepdims, initial=initial)
            return r
        ax = axes[0] % a.ndim if a.ndim else 0
        x = jnp.moveaxis(a, ax, 0)
        if initial is None and self.identity is None and x.shape[0] == 0:
            raise ValueError(f"zero-size array to reduction operation {self.__name__} "
                             "which has no identity")
        if initial is None and x.shape[0] > 0:
            init, xs = x[0], x[1:]
        else:
            init = jnp.full(x.shape[1:], self.identity if initial is None else initial,
                            x.dtype)
            xs = x
        r, _ = lax.scan(lambda c, v: (jnp.asarray(self(c, v)).astype(c.dtype), None),
                        init, xs)
        return jnp.expand_dims(r, ax) if keepdims else r

    def accumulate(self, a, axis=0, dtype=None, out=None):
        """The running fold along ``axis``: same shape as ``a``."""
        self._binary("accumulate")
        if out is not None:
            raise NotImplementedError(f"out argument of {self}.accumulate")
        a = jnp.asarray(a, dtype=dtype)
        x = jnp.moveaxis(a, axis, 0)
        if x.shape[0] == 0:
            return a

        def step(c, v):
            c = jnp.asarray(self(c, v)).astype(c.dtype)
            return c, c
        _, ys = lax.scan(step, x[0], x[1:])
        return jnp.moveaxis(jnp.concatenate([x[:1], ys]), 0, axis)

    def reduceat(self, a, indices, axis=0, dtype=None, out=None):
        """``reduce`` over the slices ``indices[i]:indices[i+1]`` along ``axis`` (numpy's
        rule: where ``indices[i] >= indices[i+1]``, just ``a[indices[i]]``)."""
        self._binary("reduceat")
        a = jnp.moveaxis(jnp.asarray(a, dtype=dtype), axis, 0)
        idx = np.asarray(indices)
        n = a.shape[0]
        parts = []
        for i, start in enumerate(idx):
            stop = idx[i + 1] if i + 1 < len(idx) else n
            parts.append(self.reduce(a[start:stop]) if start < stop else a[start])
        return jnp.moveaxis(jnp.stack(parts), 0, axis)

    def at(self, a, indices, b=None, /, *, inplace=True):
        """``a`` with ``a[indices] = self(a[indices], b)`` applied once per index, in order
        (repeated indices apply repeatedly); ``inplace=False`` is required, as in JAX."""
        if inplace:
            raise NotImplementedError("jax.numpy.ufunc.at: in-place modification is not "
                                      "supported; use inplace=False")
        a = jnp.asarray(a)
        idx = jnp.stack(jnp.broadcast_arrays(*indices), -1) if isinstance(indices, tuple) \
            else jnp.asarray(indices)[..., None]
        flat = idx.reshape(-1, idx.shape[-1])
        args = () if b is None else (jnp.broadcast_to(jnp.asarray(b), idx.shape[:-1] +
                                                      a.shape[idx.shape[-1]:]),)
        args = tuple(v.reshape((flat.shape[0],) + v.shape[idx.ndim - 1:]) for v in args)

        def step(acc, xs):
            i, *rest = xs
            where = tuple(i[k] for k in range(flat.shape[1]))
            return acc.at[where].set(jnp.asarray(self(acc[where], *rest)).astype(acc.dtype)), None
        out, _ = lax.scan(step, a, (flat, *args))
        return out


def frompyfunc(func, /, nin: int, nout: int, *, identity=None):
    """A ``ufunc`` from a Python function of scalars."""
    return ufunc(func, nin, nout, identity=identity)
