"""Pytrees: nested tuples, lists, dicts, namedtuples, None and registered containers."""
from __future__ import annotations

import functools
from typing import Any, Callable, NamedTuple

_registry: dict[type, tuple[Callable, Callable]] = {}


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


def _children(x, is_leaf):
    if is_leaf is not None and is_leaf(x):
        return None
    t = type(x)
    if t in _registry:
        children, aux = _registry[t][0](x)
        return t, aux, children
    if _is_namedtuple(x):
        return t, None, tuple(x)
    return None


def tree_flatten(tree, is_leaf: Callable | None = None) -> tuple[list, PyTreeDef]:
    """(leaves, treedef) of a pytree: lists, tuples, dicts (sorted keys), None, namedtuples
    and registered classes are nodes.
    """
    leaves: list = []

    def rec(x):
        node = _children(x, is_leaf)
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
