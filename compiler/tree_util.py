"""Pytrees: nested tuples, lists, dicts, namedtuples, None and registered containers."""
from __future__ import annotations

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


def tree_all(tree) -> bool:
    """Whether every leaf of the tree is truthy."""
    return all(tree_leaves(tree))
