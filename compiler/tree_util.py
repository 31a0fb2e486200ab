"""Pytrees: nested tuples, lists, dicts, namedtuples, None and registered containers."""
from __future__ import annotations

import dataclasses
import functools
from typing import Any, Callable, NamedTuple, TypeVar, Union

_registry: dict[type, tuple[Callable, Callable]] = {}
# node type -> flatten_with_keys(x) -> ([(key, child), ...], aux), for key paths
_key_registry: dict[type, Callable] = {}
# Types the public functions see as leaves but that tracing (jit, vmap, grad, loops)
# flattens to the arrays they hold, as JAX's typed key arrays: type -> (flatten, unflatten)
_array_views: dict[type, tuple[Callable, Callable]] = {}


def register_pytree_node(cls: type, flatten: Callable, unflatten: Callable) -> None:
    """flatten(x) -> (children, aux); unflatten(aux, children) -> x."""
    _registry[cls] = (flatten, unflatten)


def register_pytree_node_class(cls: type) -> type:
    """Class decorator: register ``cls`` as a pytree node through its ``tree_flatten``
    method and ``tree_unflatten`` classmethod, as in JAX.
    """
    register_pytree_node(cls, lambda x: x.tree_flatten(), cls.tree_unflatten)
    return cls


register_pytree_node(tuple, lambda t: (t, None), lambda _, c: tuple(c))
register_pytree_node(list, lambda l: (l, None), lambda _, c: list(c))
register_pytree_node(
    dict, lambda d: ([d[k] for k in sorted(d)], tuple(sorted(d))),
    lambda keys, c: dict(zip(keys, c)))
register_pytree_node(type(None), lambda _: ((), None), lambda _, c: None)


def register_array_view(cls: type, flatten: Callable, unflatten: Callable) -> None:
    """Make ``cls`` a leaf to the public functions and, to ``flatten_arrays``, a node:
    flatten(x) -> (arrays, aux), or None where this ``x`` stays a leaf;
    unflatten(aux, arrays) -> x."""
    _array_views[cls] = (flatten, unflatten)


def _is_namedtuple(x) -> bool:
    return isinstance(x, tuple) and hasattr(type(x), "_fields")


class PyTreeDef(NamedTuple):
    """Structure of a pytree: a node type, its aux data and its children's defs."""
    node_type: Any
    aux: Any
    children: tuple

    @property
    def num_leaves(self) -> int:
        if self.node_type is None:
            return 1
        return sum(c.num_leaves for c in self.children)

    def unflatten(self, leaves) -> Any:
        return tree_unflatten(self, leaves)

    def __repr__(self):
        return f"PyTreeDef({_describe(self)})"


_LEAF = PyTreeDef(None, None, ())


def _describe(t: PyTreeDef) -> str:
    if t.node_type is None:
        return "*"
    inner = ", ".join(_describe(c) for c in t.children)
    name = getattr(t.node_type, "__name__", str(t.node_type))
    return f"{name}({inner})"


def _children(x, is_leaf, views: bool = False):
    if is_leaf is not None and is_leaf(x):
        return None
    t = type(x)
    if t in _registry:
        children, aux = _registry[t][0](x)
        return t, aux, children
    if views and t in _array_views:
        opened = _array_views[t][0](x)
        return None if opened is None else (t, opened[1], opened[0])
    if _is_namedtuple(x):
        return t, None, tuple(x)
    return None


def tree_flatten(tree, is_leaf: Callable | None = None) -> tuple[list, PyTreeDef]:
    """(leaves, treedef) of a pytree: lists, tuples, dicts (sorted keys), None, namedtuples
    and registered classes are nodes.
    """
    return _flatten(tree, is_leaf, views=False)


def flatten_arrays(tree) -> tuple[list, PyTreeDef]:
    """``tree_flatten`` down to arrays: what tracing sees, a registered array view (a
    typed key array) flattened to the arrays it holds; ``tree_unflatten`` rebuilds it."""
    return _flatten(tree, None, views=True)


def array_leaves(tree) -> list:
    """The leaves of ``flatten_arrays``."""
    return _flatten(tree, None, views=True)[0]


def _flatten(tree, is_leaf, views: bool) -> tuple[list, PyTreeDef]:
    leaves: list = []

    def rec(x):
        node = _children(x, is_leaf, views)
        if node is None:
            leaves.append(x)
            return _LEAF
        t, aux, children = node
        return PyTreeDef(t, aux, tuple(rec(c) for c in children))

    treedef = rec(tree)
    return leaves, treedef


def tree_unflatten(treedef: PyTreeDef, leaves) -> Any:
    """The pytree of ``treedef``'s structure with ``leaves`` at its leaves."""
    it = iter(leaves)

    def rec(t: PyTreeDef):
        if t.node_type is None:
            return next(it)
        children = [rec(c) for c in t.children]
        if t.node_type in _registry:
            return _registry[t.node_type][1](t.aux, children)
        if t.node_type in _array_views:
            return _array_views[t.node_type][1](t.aux, children)
        return t.node_type(*children)  # namedtuple

    out = rec(treedef)
    return out


def tree_leaves(tree, is_leaf=None) -> list:
    """The leaves of a pytree, in flattening order (None is an empty subtree, as in JAX)."""
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree, is_leaf=None) -> PyTreeDef:
    """The PyTreeDef of a pytree."""
    return tree_flatten(tree, is_leaf)[1]


def tree_map(f: Callable, tree, *rest, is_leaf=None):
    """A pytree of ``f`` applied to the leaves of ``tree`` and of the ``rest`` trees (which
    must share its structure).
    """
    leaves, treedef = tree_flatten(tree, is_leaf)
    others = [treedef_flatten_up_to(treedef, r) for r in rest]
    return tree_unflatten(treedef, [f(*xs) for xs in zip(leaves, *others)])


def treedef_flatten_up_to(treedef: PyTreeDef, tree) -> list:
    """Leaves of ``tree`` cut at the structure ``treedef`` (its leaves may be subtrees)."""
    out: list = []

    def rec(t: PyTreeDef, x):
        if t.node_type is None:
            out.append(x)
            return
        node = _children(x, None)
        if node is None or node[0] is not t.node_type or len(node[2]) != len(t.children):
            raise ValueError(f"pytree structure mismatch: expected {_describe(t)}, got {x!r}")
        if node[1] != t.aux:
            raise ValueError(f"pytree structure mismatch: expected keys {t.aux}, got {node[1]}")
        for ct, cx in zip(t.children, node[2]):
            rec(ct, cx)

    rec(treedef, tree)
    return out


def tree_all(tree, *, is_leaf=None) -> bool:
    """Whether every leaf of the tree is truthy."""
    return all(tree_leaves(tree, is_leaf))


_MISSING = object()


def tree_reduce(function: Callable, tree, initializer: Any = _MISSING, is_leaf=None):
    """functools.reduce over the leaves (JAX's tree_util.tree_reduce)."""
    leaves = tree_leaves(tree, is_leaf)
    if initializer is _MISSING:
        return functools.reduce(function, leaves)
    return functools.reduce(function, leaves, initializer)


def tree_transpose(outer_treedef: PyTreeDef, inner_treedef: PyTreeDef | None,
                   pytree_to_transpose):
    """Turn an outer-of-inner pytree into an inner-of-outer one (JAX's tree_transpose)."""
    if inner_treedef is None:
        inner_treedef = tree_structure(treedef_flatten_up_to(outer_treedef,
                                                               pytree_to_transpose)[0])
    inner_subtrees = treedef_flatten_up_to(outer_treedef, pytree_to_transpose)
    per_inner = [treedef_flatten_up_to(inner_treedef, sub) for sub in inner_subtrees]
    if any(len(p) != inner_treedef.num_leaves for p in per_inner):
        raise TypeError("tree_transpose: mismatch in inner tree structure")
    columns = [tree_unflatten(outer_treedef, [p[j] for p in per_inner])
               for j in range(inner_treedef.num_leaves)]
    return tree_unflatten(inner_treedef, columns)


def tree_broadcast(prefix_tree, full_tree, is_leaf=None):
    """``prefix_tree`` with each leaf repeated over the matching subtree of ``full_tree``."""
    prefix_leaves, prefix_def = tree_flatten(prefix_tree, is_leaf)
    subtrees = treedef_flatten_up_to(prefix_def, full_tree)
    return tree_unflatten(prefix_def, [
        tree_map(lambda _, v=v: v, sub, is_leaf=is_leaf)
        for v, sub in zip(prefix_leaves, subtrees)])


# ---------------------------------------------------------------- key paths
class SequenceKey(NamedTuple):
    idx: int

    def __str__(self):
        return f"[{self.idx!r}]"


class DictKey(NamedTuple):
    key: Any

    def __str__(self):
        return f"[{self.key!r}]"


class GetAttrKey(NamedTuple):
    name: str

    def __str__(self):
        return f".{self.name}"


class FlattenedIndexKey(NamedTuple):
    key: int

    def __str__(self):
        return f"[<flat index {self.key}>]"


def _child_keys(x, node) -> list:
    t, aux, children = node
    if t in _key_registry:
        return [k for k, _ in _key_registry[t](x)[0]]
    if t is dict:
        return [DictKey(k) for k in aux]
    if t in (tuple, list):
        return [SequenceKey(i) for i in range(len(children))]
    if _is_namedtuple(x):
        return [GetAttrKey(f) for f in type(x)._fields]
    return [FlattenedIndexKey(i) for i in range(len(children))]


def tree_flatten_with_path(tree, is_leaf: Callable | None = None):
    """([(key path, leaf), ...], treedef): each leaf with the keys that lead to it."""
    out: list = []

    def rec(x, path):
        node = _children(x, is_leaf)
        if node is None:
            out.append((path, x))
            return
        for k, c in zip(_child_keys(x, node), node[2]):
            rec(c, path + (k,))

    rec(tree, ())
    return out, tree_structure(tree, is_leaf)


def tree_leaves_with_path(tree, is_leaf=None) -> list:
    """(key path, leaf) pairs of a pytree in flattening order, as
    jax.tree_util.tree_leaves_with_path.
    """
    return tree_flatten_with_path(tree, is_leaf)[0]


def tree_map_with_path(f: Callable, tree, *rest, is_leaf=None):
    """tree_map whose ``f`` also receives each leaf's key path first."""
    pairs, treedef = tree_flatten_with_path(tree, is_leaf)
    others = [treedef_flatten_up_to(treedef, r) for r in rest]
    return tree_unflatten(treedef, [f(p, x, *xs) for (p, x), *xs in zip(pairs, *others)])


def keystr(path) -> str:
    """A key path as text, e.g. ``['a'][0].b``."""
    return "".join(str(k) for k in path)


KeyEntry = Union[SequenceKey, DictKey, GetAttrKey, FlattenedIndexKey]


def register_pytree_with_keys(nodetype: type, flatten_with_keys: Callable,
                              unflatten_func: Callable, flatten_func: Callable | None = None):
    """Register ``nodetype`` with ``flatten_with_keys(x) -> ([(key, child), ...], aux)``
    (the keys name its children in key paths) and ``unflatten_func(aux, children)``."""
    def flatten(x):
        pairs, aux = flatten_with_keys(x)
        return [c for _, c in pairs], aux
    register_pytree_node(nodetype, flatten_func or flatten, unflatten_func)
    _key_registry[nodetype] = lambda x: (list(flatten_with_keys(x)[0]), None)


def register_pytree_with_keys_class(cls: type) -> type:
    """Class decorator: register ``cls`` through its ``tree_flatten_with_keys`` method
    and ``tree_unflatten`` classmethod (and ``tree_flatten`` when it has one)."""
    register_pytree_with_keys(cls, lambda x: x.tree_flatten_with_keys(), cls.tree_unflatten,
                              getattr(cls, "tree_flatten", None) and
                              (lambda x: x.tree_flatten()))
    return cls


T = TypeVar("T")


def register_dataclass(nodetype: T, data_fields=None, meta_fields=None,
                       drop_fields=()) -> T:
    """Register a dataclass as a pytree: ``data_fields`` are children, ``meta_fields``
    static aux data (by default from the fields: those with metadata ``static=True`` are
    meta); usable as a decorator."""
    if data_fields is None or meta_fields is None:
        if (data_fields is None) != (meta_fields is None):
            raise TypeError("register_dataclass: pass both data_fields and meta_fields, or "
                            "neither")
        if not dataclasses.is_dataclass(nodetype):
            raise TypeError("register_dataclass: data_fields and meta_fields are required "
                            f"when {nodetype} is not a dataclass")
        data_fields, meta_fields = [], []
        for f in dataclasses.fields(nodetype):
            if f.name in drop_fields:
                continue
            (meta_fields if f.metadata.get("static", False) else data_fields).append(f.name)
    data_fields, meta_fields = tuple(data_fields), tuple(meta_fields)
    if dataclasses.is_dataclass(nodetype):
        init = {f.name for f in dataclasses.fields(nodetype) if f.init}
        missing = init - set(data_fields) - set(meta_fields) - set(drop_fields)
        if missing:
            raise ValueError(f"data_fields and meta_fields must include all dataclass "
                             f"fields; missing: {sorted(missing)}")

    def flatten_with_keys(x):
        return ([(GetAttrKey(n), getattr(x, n)) for n in data_fields],
                tuple(getattr(x, n) for n in meta_fields))

    def unflatten(aux, children):
        obj = object.__new__(nodetype)
        for n, v in zip(data_fields + meta_fields, tuple(children) + tuple(aux)):
            object.__setattr__(obj, n, v)
        return obj
    register_pytree_with_keys(nodetype, flatten_with_keys, unflatten)
    return nodetype


def register_static(cls: type) -> type:
    """Register ``cls`` as a pytree with no leaves: its instances are aux data (they must
    be hashable), so transformations treat them as static."""
    register_pytree_node(cls, lambda x: ((), x), lambda aux, _: aux)
    return cls


def static(**kwargs):
    """A dataclasses.field marked ``static=True`` in its metadata: a meta field for
    register_dataclass (jax.tree.static)."""
    metadata = dict(kwargs.pop("metadata", None) or {}, static=True)
    return dataclasses.field(metadata=metadata, **kwargs)


def flatten_one_level(tree) -> tuple[list, Any]:
    """(children, aux data) of a pytree node; a ValueError for a leaf."""
    node = _children(tree, None)
    if node is None:
        raise ValueError(f"can't tree-flatten type: {type(tree)}")
    return list(node[2]), node[1]


def flatten_one_level_with_keys(tree) -> tuple[list, Any]:
    """([(key, child), ...], aux data) of a pytree node; a ValueError for a leaf."""
    node = _children(tree, None)
    if node is None:
        raise ValueError(f"can't tree-flatten type: {type(tree)}")
    return list(zip(_child_keys(tree, node), node[2])), node[1]


def tree_reduce_associative(operation: Callable, tree, *, identity=_MISSING, is_leaf=None):
    """The leaves combined by the associative ``operation`` in a balanced binary tree;
    ``identity`` for a tree without leaves."""
    leaves = tree_leaves(tree, is_leaf)
    if not leaves:
        if identity is _MISSING:
            raise TypeError("tree_reduce_associative: empty tree and no identity provided")
        return identity
    while len(leaves) > 1:
        paired = [operation(a, b) for a, b in zip(leaves[::2], leaves[1::2])]
        leaves = paired + ([leaves[-1]] if len(leaves) % 2 else [])
    return leaves[0]


def treedef_children(treedef: PyTreeDef) -> list:
    """The treedefs of a node's children."""
    return list(treedef.children)


def treedef_is_leaf(treedef: PyTreeDef) -> bool:
    """Whether ``treedef`` is a single leaf."""
    return treedef.node_type is None


def treedef_tuple(treedefs) -> PyTreeDef:
    """The treedef of a tuple of trees with the given treedefs."""
    return PyTreeDef(tuple, None, tuple(treedefs))


def all_leaves(iterable, is_leaf=None) -> bool:
    """Whether every element of ``iterable`` is a leaf."""
    return all(treedef_is_leaf(tree_structure(x, is_leaf)) for x in iterable)


def is_tree_node(typ: type) -> bool:
    """Whether instances of ``typ`` are pytree nodes (registered types, namedtuples)."""
    return typ in _registry or (issubclass(typ, tuple) and hasattr(typ, "_fields"))


class Partial(functools.partial):
    """functools.partial as a pytree: the function is static, the bound arguments are
    children, so a Partial passes through jit and vmap as an argument."""

    def __new__(cls, func, *args, **kw):
        if isinstance(func, functools.partial):
            base, args0, kw0 = func.func, func.args, func.keywords
            return super().__new__(cls, base, *args0, *args, **{**kw0, **kw})
        return super().__new__(cls, func, *args, **kw)


register_pytree_node(Partial, lambda p: ((p.args, p.keywords), p.func),
                     lambda func, c: Partial(func, *c[0], **c[1]))


class PyTreeRegistry:
    """The table of pytree node types, as an object (JAX's ``default_registry``): its
    methods register and flatten through the same table as this module's functions."""

    def register_node(self, type, to_iterable: Callable, from_iterable: Callable,
                      to_iterable_with_keys: Callable | None = None) -> None:
        """Register ``type`` with ``to_iterable(x) -> (children, aux)`` and
        ``from_iterable(aux, children)``, and key paths when given."""
        if to_iterable_with_keys is None:
            register_pytree_node(type, to_iterable, from_iterable)
        else:
            register_pytree_with_keys(type, to_iterable_with_keys, from_iterable, to_iterable)

    def register_dataclass_node(self, type, data_fields, meta_fields) -> None:
        """Register a dataclass by its data (children) and meta (aux) field names."""
        register_dataclass(type, data_fields, meta_fields)

    def flatten(self, tree, leaf_predicate: Callable | None = None):
        """(leaves, treedef), as tree_flatten."""
        return tree_flatten(tree, leaf_predicate)

    def flatten_with_path(self, tree, leaf_predicate: Callable | None = None):
        """([(key path, leaf), ...], treedef), as tree_flatten_with_path."""
        return tree_flatten_with_path(tree, leaf_predicate)

    def flatten_one_level(self, tree):
        """(children, aux data) of a node; None for a leaf."""
        if _children(tree, None) is None:
            return None
        return flatten_one_level(tree)

    def flatten_one_level_with_keys(self, tree):
        """([(key, child), ...], aux data) of a node; None for a leaf."""
        if _children(tree, None) is None:
            return None
        return flatten_one_level_with_keys(tree)

    def is_node(self, x) -> bool:
        """Whether ``x`` is a pytree node (not a leaf)."""
        return _children(x, None) is not None


default_registry = PyTreeRegistry()
