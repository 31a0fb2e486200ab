"""Typed PRNG key arrays (``random.key``): arrays of the extended dtype ``key<fry>``.

A key array holds its uint32 data (an Array or a Tracer) of shape ``shape + (2,)`` and
hides the trailing data dimension: indexing, reshapes and stacking act on the key axes
only, and arithmetic is a TypeError, as in JAX.  To the public pytree functions a key
array is a leaf; the tracing machinery (jit, vmap, grad, loops) flattens it to its data
(``tree_util.flatten_arrays``) and wraps what comes back, so a key array crosses every
transformation as the plain uint32 array it holds.
"""
from __future__ import annotations

import functools
import operator

import numpy as np

from . import dtypes, tree_util
from .core import ShapeDtypeStruct, Tracer


class PRNGKeyArray:
    """An array of typed PRNG keys over its uint32 data (``base``)."""
    __slots__ = ("base",)
    __array_priority__ = 2000

    def __init__(self, base):
        self.base = base

    # -- metadata ----------------------------------------------------------
    dtype = dtypes.threefry_key
    itemsize = property(lambda self: self.dtype.itemsize)
    shape = property(lambda self: tuple(self.base.shape[:-1]))
    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape, dtype=np.int64)))
    nbytes = property(lambda self: self.size * self.itemsize)
    weak_type = False

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d key array")
        return (self[i] for i in range(self.shape[0]))

    # -- shape operations, on the key axes ---------------------------------
    def __getitem__(self, index):
        index = index if isinstance(index, tuple) else (index,)
        return PRNGKeyArray(self.base[index + (slice(None),)])

    def reshape(self, *shape, order="C"):
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = shape[0]
        shape = tuple(operator.index(d) for d in shape)
        return PRNGKeyArray(self.base.reshape(shape + self.dtype.data_shape, order=order))

    def ravel(self, order="C"):
        return self.reshape((self.size,), order=order)

    flatten = ravel

    def squeeze(self, axis=None):
        if axis is None:
            axes = [i for i, d in enumerate(self.shape) if d == 1]
        else:
            axes = [normalize_axis(a, self.ndim)
                    for a in (axis if isinstance(axis, (tuple, list)) else (axis,))]
            if any(self.shape[a] != 1 for a in axes):
                raise ValueError(f"cannot select an axis to squeeze out which has size "
                                 f"not equal to one, got shape={self.shape} and "
                                 f"dimensions={tuple(axes)}")
        return self.reshape(tuple(d for i, d in enumerate(self.shape) if i not in axes))

    def transpose(self, *axes):
        if len(axes) == 1 and not isinstance(axes[0], (int, np.integer)):
            axes = axes[0]
        axes = tuple(range(self.ndim))[::-1] if not axes else \
            tuple(normalize_axis(a, self.ndim) for a in axes)
        return PRNGKeyArray(self.base.transpose(axes + (self.ndim,)))

    T = property(lambda self: self.transpose())

    def swapaxes(self, axis1, axis2):
        axes = list(range(self.ndim))
        a, b = normalize_axis(axis1, self.ndim), normalize_axis(axis2, self.ndim)
        axes[a], axes[b] = axes[b], axes[a]
        return self.transpose(tuple(axes))

    def copy(self):
        return PRNGKeyArray(self.base)

    at = property(lambda self: _KeyIndexUpdates(self))

    def block_until_ready(self):
        self.base.block_until_ready()
        return self

    # -- what keys do not support ------------------------------------------
    def __eq__(self, other):
        return _equal(self, other, "equal")

    def __ne__(self, other):
        return ~_equal(self, other, "not_equal")

    def __bool__(self):
        raise TypeError("key array cannot be converted to boolean.")

    def __array__(self, dtype=None, copy=None):
        raise TypeError("A hostcall array with PRNG key dtype cannot be converted to a "
                        "NumPy array. Use hostcall.random.key_data(keys) for its uint32 data.")

    def __hash__(self):
        raise TypeError(f"unhashable type: {type(self).__name__!r}")

    def astype(self, dtype):
        raise TypeError(f"cannot convert a key array to {dtype}: use random.key_data for "
                        f"its uint32 data")

    # -- printing ----------------------------------------------------------
    def __repr__(self):
        if isinstance(self.base, Tracer):
            dims = ",".join(map(str, self.shape))
            return f"Traced<{self.dtype}[{dims}]>with<Trace{self.base.trace.id}>"
        return f"Array({self.shape}, dtype={self.dtype}) overlaying:\n{np.asarray(self.base)}"

    __str__ = __repr__


def _refuse(name: str, reflected: bool = False):
    def method(self, *other):
        what = "dtype" if not other else "dtypes"
        names = [str(self.dtype)] + [str(getattr(o, "dtype", type(o).__name__))
                                     for o in other]
        raise TypeError(f"{name} does not accept {what} "
                        f"{', '.join(reversed(names) if reflected else names)}.")
    return method


for _name, _op in (("add", "add"), ("sub", "subtract"), ("mul", "multiply"),
                   ("truediv", "divide"), ("floordiv", "floor_divide"), ("mod", "remainder"),
                   ("pow", "pow"), ("matmul", "matmul"), ("and", "and"), ("or", "or"),
                   ("xor", "xor"), ("lshift", "shift_left"), ("rshift", "shift_right")):
    setattr(PRNGKeyArray, f"__{_name}__", _refuse(_op))
    setattr(PRNGKeyArray, f"__r{_name}__", _refuse(_op, reflected=True))
for _name, _op in (("lt", "lt"), ("le", "le"), ("gt", "gt"), ("ge", "ge"),
                   ("neg", "neg"), ("pos", "pos"), ("abs", "abs"), ("invert", "not")):
    setattr(PRNGKeyArray, f"__{_name}__", _refuse(_op))


class _KeyIndexUpdates:
    """``keys.at``: ``keys.at[idx].get()`` and ``.set(other_keys)``, on the key axes."""
    __slots__ = ("keys",)

    def __init__(self, keys):
        self.keys = keys

    def __getitem__(self, index):
        return _KeyIndexRef(self.keys, index if isinstance(index, tuple) else (index,))


class _KeyIndexRef:
    __slots__ = ("keys", "index")

    def __init__(self, keys, index):
        self.keys, self.index = keys, index

    def get(self, **options):
        return PRNGKeyArray(self.keys.base.at[self.index + (slice(None),)].get(**options))

    def set(self, values, **options):
        (data,) = _all_keys([values], "at[].set")
        return PRNGKeyArray(self.keys.base.at[self.index + (slice(None),)].set(data, **options))

    def __getattr__(self, name):  # add, multiply, min, ...: no arithmetic on keys
        if name.startswith("_"):
            raise AttributeError(name)
        raise TypeError(f"Cannot interpret '{self.keys.dtype}' as a data type: "
                        f"at[].{name} is not defined on key arrays")


def _equal(a, b, name: str):
    if not (isinstance(a, PRNGKeyArray) and isinstance(b, PRNGKeyArray)):
        _refuse(name)(a, b)
    return (a.base == b.base).all(axis=-1)


def _wrap_data(_, children):
    """The key array over ``children[0]``, or for a struct of data (eval_shape's) the
    struct of the keys (``ShapeDtypeStruct(shape, key<fry>)``, as JAX's)."""
    (data,) = children
    if isinstance(data, ShapeDtypeStruct):
        return ShapeDtypeStruct(data.shape[:-1], dtypes.threefry_key)
    return PRNGKeyArray(data)


def _open_key_struct(struct: ShapeDtypeStruct):
    """A key struct as the struct of its data; other structs stay leaves."""
    if not isinstance(struct.dtype, dtypes.KeyDtype):
        return None
    data = ShapeDtypeStruct(struct.shape + struct.dtype.data_shape, np.uint32)
    return (data,), None


tree_util.register_array_view(PRNGKeyArray, lambda k: ((k.base,), None), _wrap_data)
tree_util.register_array_view(ShapeDtypeStruct, _open_key_struct, _wrap_data)


def key_cotangents(tree):
    """``tree`` of cotangents with each key array in it replaced by float0 zeros of its
    shape: a key's cotangent (``grad(..., allow_int=True)``, ``vjp``), as in JAX."""
    return tree_util.tree_map(
        lambda x: np.zeros(x.shape, dtypes.float0) if isinstance(x, PRNGKeyArray) else x, tree)


def _open_float0(array: np.ndarray):
    """A float0 array (a key's cotangent) holds no data: to the tracing machinery it is
    structure only (its shape), so it crosses jit and grad as JAX's float0 arrays do."""
    if array.dtype != dtypes.float0:
        return None
    return (), array.shape


tree_util.register_array_view(np.ndarray, _open_float0,
                              lambda shape, _: np.zeros(shape, dtypes.float0))


def keys_as_data(tree):
    """``tree`` with each key array replaced by its uint32 data: what a host callback is
    handed for a key argument, as in JAX."""
    leaves, treedef = tree_util.tree_flatten(tree)
    if not any_keys(leaves):
        return tree
    return tree_util.tree_unflatten(treedef, [x.base if isinstance(x, PRNGKeyArray) else x
                                              for x in leaves])


# ------------------------------------------- lax and numpy functions on keys
def normalize_axis(axis: int, ndim: int) -> int:
    axis = operator.index(axis)
    if not -ndim <= axis < ndim:
        raise ValueError(f"axis {axis} is out of bounds for a key array of dimension {ndim}")
    return axis % ndim


def _axes(axis, ndim: int):
    """``axis`` (an int or a sequence of them) normalized against the key axes."""
    if isinstance(axis, (tuple, list)):
        return tuple(normalize_axis(a, ndim) for a in axis)
    return normalize_axis(axis, ndim)


def is_key(x) -> bool:
    return isinstance(x, PRNGKeyArray)


def any_keys(xs) -> bool:
    return any(isinstance(x, PRNGKeyArray) for x in xs)


def _holds_keys(values) -> bool:
    return any(isinstance(v, PRNGKeyArray) or (isinstance(v, (list, tuple)) and any_keys(v))
               for v in values)


def _all_keys(xs, what: str) -> list:
    if not all(isinstance(x, PRNGKeyArray) for x in xs):
        kinds = sorted({str(getattr(x, "dtype", type(x).__name__)) for x in xs})
        raise TypeError(f"{what}: key arrays combine only with key arrays, got dtypes "
                        f"{', '.join(kinds)}")
    return [x.base for x in xs]


def _wrap_all(data_arrays):
    return [PRNGKeyArray(d) for d in data_arrays]


# A function's key rule: rule(data_fn, *args, **kwargs) -> what data_fn's call on keys
# gives; data_fn is the function itself, which the rule calls on the keys' data with the
# arguments translated (key axes kept, the trailing data dimension carried along).
KEY_RULES: dict = {}


def key_rule(name: str):
    def register(rule):
        KEY_RULES[name] = rule
        return rule
    return register


def on_keys(name: str, **helpers):
    """Decorator of a lax or numpy function: called with key arrays among its arguments
    (or in a list argument), it runs ``KEY_RULES[name]`` instead (given ``helpers``, the
    functions of layers above this one that the rule needs, as keywords)."""
    rule = functools.partial(KEY_RULES[name], **helpers) if helpers else KEY_RULES[name]

    def decorate(fn):
        @functools.wraps(fn)
        def dispatch(*args, **kwargs):
            if _holds_keys(args) or _holds_keys(kwargs.values()):
                return rule(fn, *args, **kwargs)
            return fn(*args, **kwargs)
        return dispatch
    return decorate


# lax: the data dimension is one more trailing axis that each op passes through whole
@key_rule("lax.select")
def _select(select_data, pred, on_true, on_false, *, broadcast_in_dim):
    a, b = _all_keys([on_true, on_false], "select")
    if getattr(pred, "ndim", 0):  # one predicate per key, for each of its words
        pred = broadcast_in_dim(pred, a.shape, tuple(range(pred.ndim)))
    return PRNGKeyArray(select_data(pred, a, b))


@key_rule("lax.concatenate")
def _lax_concatenate(concat_data, operands, dimension):
    operands = list(operands)
    data = _all_keys(operands, "concatenate")
    return PRNGKeyArray(concat_data(data, normalize_axis(dimension, operands[0].ndim)))


@key_rule("lax.broadcast_in_dim")
def _broadcast_in_dim(broadcast_data, key, shape, broadcast_dimensions):
    shape = tuple(shape)
    return PRNGKeyArray(broadcast_data(key.base, shape + key.dtype.data_shape,
                                       tuple(broadcast_dimensions) + (len(shape),)))


@key_rule("lax.reshape")
def _lax_reshape(reshape_data, key, new_sizes):
    return PRNGKeyArray(reshape_data(key.base, tuple(new_sizes) + key.dtype.data_shape))


@key_rule("lax.transpose")
def _lax_transpose(transpose_data, key, permutation):
    return PRNGKeyArray(transpose_data(key.base, tuple(permutation) + (key.ndim,)))


@key_rule("lax.rev")
def _rev(rev_data, key, dimensions):
    return PRNGKeyArray(rev_data(key.base, _axes(tuple(dimensions), key.ndim)))


@key_rule("lax.slice")
def _slice(slice_data, key, start_indices, limit_indices, strides=None):
    words = key.dtype.data_shape
    strides = None if strides is None else tuple(strides) + (1,) * len(words)
    return PRNGKeyArray(slice_data(key.base, tuple(start_indices) + (0,) * len(words),
                                   tuple(limit_indices) + words, strides))


@key_rule("lax.dynamic_slice")
def _dynamic_slice(slice_data, key, start_indices, slice_sizes):
    return PRNGKeyArray(slice_data(key.base, list(start_indices) + [0],
                                   list(slice_sizes) + list(key.dtype.data_shape)))


@key_rule("lax.dynamic_update_slice")
def _dynamic_update_slice(update_data, key, update, start_indices):
    a, b = _all_keys([key, update], "dynamic_update_slice")
    return PRNGKeyArray(update_data(a, b, list(start_indices) + [0]))


# numpy
@key_rule("numpy.concatenate")
def _concatenate(concat_data, arrays, axis=0, dtype=None):
    keys = list(arrays)
    data = _all_keys(keys, "concatenate")
    return PRNGKeyArray(concat_data(data, normalize_axis(axis, max(keys[0].ndim, 1))))


@key_rule("numpy.stack")
def _stack(stack_data, arrays, axis=0, dtype=None):
    keys = list(arrays)
    data = _all_keys(keys, "stack")
    return PRNGKeyArray(stack_data(data, normalize_axis(axis, keys[0].ndim + 1)))


@key_rule("numpy.where")
def _where(where_data, condition, x=None, y=None, /):
    a, b = _all_keys([x, y], "where")
    cond = condition[..., None] if getattr(condition, "ndim", 0) else condition
    return PRNGKeyArray(where_data(cond, a, b))


@key_rule("numpy.broadcast_to")
def _broadcast_to(broadcast_data, key, shape):
    shape = (shape,) if isinstance(shape, (int, np.integer)) else tuple(shape)
    return PRNGKeyArray(broadcast_data(key.base, shape + key.dtype.data_shape))


@key_rule("numpy.expand_dims")
def _expand_dims(expand_data, key, axis):
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    ndim = key.ndim + len(axes)
    return PRNGKeyArray(expand_data(key.base, tuple(normalize_axis(a, ndim) for a in axes)))


@key_rule("numpy.take")
def _take(take_data, key, indices, axis=None, **options):
    if axis is None:
        key, axis = key.ravel(), 0
    return PRNGKeyArray(take_data(key.base, indices, normalize_axis(axis, key.ndim), **options))


def _data_shape_like(key, dtype, shape) -> tuple:
    """The data shape of keys like ``key`` (of ``shape`` if given); another dtype than
    the key's is refused as a conversion of keys."""
    if dtype is not None and dtype != key.dtype:
        key.astype(dtype)
    shape = key.shape if shape is None else \
        ((shape,) if isinstance(shape, (int, np.integer)) else tuple(shape))
    return shape + key.dtype.data_shape


@key_rule("numpy.zeros_like")
def _like(like_data, key, dtype=None, shape=None):
    """zeros_like, ones_like, empty_like of keys: keys whose data words all hold what the
    function fills with (JAX's ``ones_like`` of keys has data ones)."""
    return PRNGKeyArray(like_data(key.base, shape=_data_shape_like(key, dtype, shape)))


KEY_RULES["numpy.ones_like"] = KEY_RULES["numpy.empty_like"] = _like


@key_rule("numpy.full_like")
def _full_like(full_data, key, fill_value, dtype=None, shape=None):
    return PRNGKeyArray(full_data(key.base, fill_value,
                                  shape=_data_shape_like(key, dtype, shape)))


@key_rule("numpy.tile")
def _tile(tile_data, key, reps):
    reps = (reps,) if isinstance(reps, (int, np.integer)) else tuple(reps)
    reps = (1,) * (key.ndim - len(reps)) + reps
    return PRNGKeyArray(tile_data(key.base, reps + (1,) * len(key.dtype.data_shape)))


@key_rule("numpy.repeat")
def _repeat(repeat_data, key, repeats, axis=None, total_repeat_length=None):
    if axis is None:
        key, axis = key.ravel(), 0
    return PRNGKeyArray(repeat_data(key.base, repeats, normalize_axis(axis, key.ndim),
                                    total_repeat_length=total_repeat_length))


@key_rule("numpy.flip")
def _flip(flip_data, key, axis=None):
    axes = tuple(range(key.ndim)) if axis is None else _axes(axis, key.ndim)
    return PRNGKeyArray(flip_data(key.base, axes))


@key_rule("numpy.moveaxis")
def _moveaxis(move_data, key, source, destination):
    return PRNGKeyArray(move_data(key.base, _axes(source, key.ndim),
                                  _axes(destination, key.ndim)))


KEY_RULES["numpy.squeeze"] = lambda _, key, axis=None: key.squeeze(axis)
KEY_RULES["numpy.swapaxes"] = lambda _, key, axis1, axis2: key.swapaxes(axis1, axis2)
KEY_RULES["numpy.transpose"] = lambda _, key, axes=None: key.transpose(axes)
KEY_RULES["numpy.reshape"] = lambda _, key, shape, *args, **kwargs: key.reshape(shape)
KEY_RULES["numpy.ravel"] = lambda _, key, order="C": key.ravel(order)


@key_rule("numpy.split")
def _split(split_data, key, indices_or_sections, axis=0):
    return _wrap_all(split_data(key.base, indices_or_sections, normalize_axis(axis, key.ndim)))


KEY_RULES["numpy.array_split"] = _split


@key_rule("numpy.unstack")
def _unstack(unstack_data, key, /, axis=0):
    if key.ndim == 0:
        unstack_data(key.base[0], axis)  # its error for a scalar
    return tuple(_wrap_all(unstack_data(key.base, normalize_axis(axis, key.ndim))))


@key_rule("numpy.array_equal")
def _array_equal(equal_data, a1, a2, equal_nan=False):
    if not (isinstance(a1, PRNGKeyArray) and isinstance(a2, PRNGKeyArray)):
        return equal_data(True, False)  # keys never equal other arrays: data_fn's own False
    return equal_data(a1.base, a2.base)
