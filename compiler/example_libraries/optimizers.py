"""optimizers: gradient-descent optimizers as ``(init_fun, update_fun, get_params)`` triples,
jax.example_libraries.optimizers' API.

``init_fun(params)`` returns an ``OptimizerState`` (a pytree, so it passes through jit),
``update_fun(step, grads, opt_state)`` the next one and ``get_params(opt_state)`` the
parameters.  Each optimizer is written for one array and lifted to pytrees of parameters by
the ``optimizer`` decorator.  Step sizes are numbers or schedules ``step -> step size``.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, NamedTuple

import numpy as np

from .. import numpy as jnp
from ..tree_util import register_pytree_node, tree_flatten, tree_leaves, tree_map, tree_unflatten

__all__ = ["JoinPoint", "Optimizer", "OptimizerState", "adagrad", "adam", "adamax",
           "clip_grads", "constant", "exponential_decay", "inverse_time_decay", "l2_norm",
           "make_schedule", "momentum", "nesterov", "optimizer", "pack_optimizer_state",
           "piecewise_constant", "polynomial_decay", "rmsprop", "rmsprop_momentum", "sgd",
           "sm3", "unpack_optimizer_state"]


class OptimizerState(NamedTuple):
    """The flat per-leaf states, the parameters' tree structure and each state's structure."""
    packed_state: Any
    tree_def: Any
    subtree_defs: Any


register_pytree_node(
    OptimizerState,
    lambda s: ((s.packed_state,), (s.tree_def, s.subtree_defs)),
    lambda aux, children: OptimizerState(children[0], aux[0], aux[1]))


class Optimizer(NamedTuple):
    init_fn: Callable
    update_fn: Callable
    params_fn: Callable


def optimizer(opt_maker):
    """Lifts an optimizer written for one array (``init(x)``, ``update(i, g, state)``,
    ``get_params(state)``) to pytrees of parameters."""
    @functools.wraps(opt_maker)
    def tree_opt_maker(*args, **kwargs):
        init, update, get_params = opt_maker(*args, **kwargs)

        @functools.wraps(init)
        def tree_init(x0_tree):
            x0_flat, tree = tree_flatten(x0_tree)
            flats = [tree_flatten(init(x0)) for x0 in x0_flat]
            return OptimizerState([f[0] for f in flats], tree, tuple(f[1] for f in flats))

        @functools.wraps(update)
        def tree_update(i, grad_tree, opt_state):
            states_flat, tree, subtrees = opt_state
            grad_flat, tree2 = tree_flatten(grad_tree)
            if tree2 != tree:
                raise TypeError(f"optimizer update: the gradient tree {tree2} differs from the "
                                f"parameter tree {tree}")
            states = [tree_unflatten(s, leaves) for s, leaves in zip(subtrees, states_flat)]
            flats = [tree_flatten(update(i, g, state)) for g, state in zip(grad_flat, states)]
            subtrees2 = tuple(f[1] for f in flats)
            if subtrees2 != tuple(subtrees):
                raise TypeError("optimizer update: an update changed the structure of a state")
            return OptimizerState([f[0] for f in flats], tree, subtrees)

        @functools.wraps(get_params)
        def tree_get_params(opt_state):
            states_flat, tree, subtrees = opt_state
            states = [tree_unflatten(s, leaves) for s, leaves in zip(subtrees, states_flat)]
            return tree_unflatten(tree, [get_params(s) for s in states])

        return Optimizer(tree_init, tree_update, tree_get_params)
    return tree_opt_maker


# ------------------------------------------------------------------ schedules
def constant(step_size) -> Callable:
    """A step-size schedule that is ``step_size`` at every step."""
    return lambda i: step_size


def exponential_decay(step_size, decay_steps, decay_rate) -> Callable:
    """``step_size * decay_rate ** (i / decay_steps)``."""
    return lambda i: step_size * decay_rate ** (i / decay_steps)


def inverse_time_decay(step_size, decay_steps, decay_rate, staircase: bool = False) -> Callable:
    """``step_size / (1 + decay_rate * i / decay_steps)`` (the ratio floored with staircase)."""
    if staircase:
        return lambda i: step_size / (1 + decay_rate * jnp.floor(i / decay_steps))
    return lambda i: step_size / (1 + decay_rate * i / decay_steps)


def polynomial_decay(step_size, decay_steps, final_step_size, power=1.0) -> Callable:
    """From ``step_size`` to ``final_step_size`` over ``decay_steps`` as ``(1 - i/steps)**power``,
    then constant."""
    def schedule(step_num):
        step_num = jnp.minimum(step_num, decay_steps)
        step_mult = (1 - step_num / decay_steps) ** power
        return step_mult * (step_size - final_step_size) + final_step_size
    return schedule


def piecewise_constant(boundaries, values) -> Callable:
    """``values[k]`` for steps with k boundaries below them (len(values) = len(boundaries)+1)."""
    boundaries, values = jnp.array(boundaries), jnp.array(values)
    if not boundaries.ndim == values.ndim == 1:
        raise ValueError("piecewise_constant: boundaries and values must be sequences")
    if boundaries.shape[0] != values.shape[0] - 1:
        raise ValueError("piecewise_constant: boundaries must be one shorter than values, got "
                         f"{boundaries.shape[0]} and {values.shape[0]}")
    return lambda i: values[jnp.sum(i > boundaries)]


def make_schedule(scalar_or_schedule) -> Callable:
    """A schedule as is; a number as a constant schedule."""
    if callable(scalar_or_schedule):
        return scalar_or_schedule
    if np.ndim(scalar_or_schedule) == 0:
        return constant(scalar_or_schedule)
    raise TypeError(f"make_schedule: expected a number or a callable, got "
                    f"{type(scalar_or_schedule).__name__}")


# ----------------------------------------------------------------- optimizers
@optimizer
def sgd(step_size):
    """Plain gradient descent: ``x - step_size(i) * g``."""
    step_size = make_schedule(step_size)
    return (lambda x0: x0, lambda i, g, x: x - step_size(i) * g, lambda x: x)


@optimizer
def momentum(step_size, mass: float):
    """Heavy-ball momentum: ``v = mass * v + g; x -= step_size(i) * v``."""
    step_size = make_schedule(step_size)

    def update(i, g, state):
        x, velocity = state
        velocity = mass * velocity + g
        return x - step_size(i) * velocity, velocity
    return lambda x0: (x0, jnp.zeros_like(x0)), update, lambda state: state[0]


@optimizer
def nesterov(step_size, mass: float):
    """Nesterov momentum: ``v = mass * v + g; x -= step_size(i) * (mass * v + g)``."""
    step_size = make_schedule(step_size)

    def update(i, g, state):
        x, velocity = state
        velocity = mass * velocity + g
        return x - step_size(i) * (mass * velocity + g), velocity
    return lambda x0: (x0, jnp.zeros_like(x0)), update, lambda state: state[0]


def _inv_sqrt_or_zero(a):
    return jnp.where(a > 0, 1 / jnp.sqrt(jnp.where(a > 0, a, 1)), 0)


@optimizer
def adagrad(step_size, momentum=0.9):
    """Adagrad (Duchi et al. 2011) with momentum on the scaled gradient."""
    step_size = make_schedule(step_size)

    def init(x0):
        return x0, jnp.zeros_like(x0), jnp.zeros_like(x0)

    def update(i, g, state):
        x, g_sq, m = state
        g_sq = g_sq + jnp.square(g)
        m = (1 - momentum) * (g * _inv_sqrt_or_zero(g_sq)) + momentum * m
        return x - step_size(i) * m, g_sq, m
    return init, update, lambda state: state[0]


@optimizer
def rmsprop(step_size, gamma=0.9, eps=1e-8):
    """RMSProp: divides by the root of a running average of squared gradients."""
    step_size = make_schedule(step_size)

    def update(i, g, state):
        x, avg_sq_grad = state
        avg_sq_grad = avg_sq_grad * gamma + jnp.square(g) * (1 - gamma)
        return x - step_size(i) * g / jnp.sqrt(avg_sq_grad + eps), avg_sq_grad
    return lambda x0: (x0, jnp.zeros_like(x0)), update, lambda state: state[0]


@optimizer
def rmsprop_momentum(step_size, gamma=0.9, eps=1e-8, momentum=0.9):
    """RMSProp with momentum on the scaled step."""
    step_size = make_schedule(step_size)

    def init(x0):
        return x0, jnp.zeros_like(x0), jnp.zeros_like(x0)

    def update(i, g, state):
        x, avg_sq_grad, mom = state
        avg_sq_grad = avg_sq_grad * gamma + jnp.square(g) * (1 - gamma)
        mom = momentum * mom + step_size(i) * g / jnp.sqrt(avg_sq_grad + eps)
        return x - mom, avg_sq_grad, mom
    return init, update, lambda state: state[0]


@optimizer
def adam(step_size, b1=0.9, b2=0.999, eps=1e-8):
    """Adam (Kingma and Ba 2015) with bias-corrected first and second moments."""
    step_size = make_schedule(step_size)

    def init(x0):
        return x0, jnp.zeros_like(x0), jnp.zeros_like(x0)

    def update(i, g, state):
        x, m, v = state
        m = (1 - b1) * g + b1 * m
        v = (1 - b2) * jnp.square(g) + b2 * v
        m_hat = m / (1 - jnp.asarray(b1, m.dtype) ** (i + 1))
        v_hat = v / (1 - jnp.asarray(b2, m.dtype) ** (i + 1))
        return x - step_size(i) * m_hat / (jnp.sqrt(v_hat) + eps), m, v
    return init, update, lambda state: state[0]


@optimizer
def adamax(step_size, b1=0.9, b2=0.999, eps=1e-8):
    """Adamax: Adam with the infinity norm in place of the second moment."""
    step_size = make_schedule(step_size)

    def init(x0):
        return x0, jnp.zeros_like(x0), jnp.zeros_like(x0)

    def update(i, g, state):
        x, m, u = state
        m = (1 - b1) * g + b1 * m
        u = jnp.maximum(b2 * u, jnp.abs(g))
        x = x - (step_size(i) / (1 - jnp.asarray(b1, m.dtype) ** (i + 1))) * m / (u + eps)
        return x, m, u
    return init, update, lambda state: state[0]


@optimizer
def sm3(step_size, momentum=0.9):
    """SM3 (Anil et al. 2019): one accumulator per axis slice instead of per entry; the
    second moment of an entry is the minimum of its slices' accumulators."""
    step_size = make_schedule(step_size)

    def init(x0):
        x1 = jnp.atleast_1d(x0)
        return x0, jnp.zeros_like(x0), [jnp.zeros((n,), x1.dtype) for n in x1.shape]

    def update(i, g, state):
        x, m, vs = state
        shape = jnp.shape(x)
        g1 = jnp.atleast_1d(g)
        nd = g1.ndim
        along = [jnp.reshape(v, tuple(-1 if a == k else 1 for a in range(nd)))
                 for k, v in enumerate(vs)]
        accum = functools.reduce(jnp.minimum, along) + jnp.square(g1)
        m1 = (1 - momentum) * (g1 * _inv_sqrt_or_zero(accum)) + momentum * jnp.atleast_1d(m)
        x = x - step_size(i) * jnp.reshape(m1, shape)
        vs = [jnp.max(accum, axis=tuple(a for a in range(nd) if a != k)) for k in range(nd)]
        return x, jnp.reshape(m1, shape), vs
    return init, update, lambda state: state[0]


# ---------------------------------------------------------------- utilities
def l2_norm(tree):
    """The Euclidean norm of all of a pytree's leaves together."""
    leaves = tree_leaves(tree)
    return jnp.sqrt(sum(jnp.vdot(x, x) for x in leaves))


def clip_grads(grad_tree, max_norm):
    """Scales the gradients down so that their joint l2 norm is at most ``max_norm``."""
    norm = l2_norm(grad_tree)
    return tree_map(lambda g: jnp.where(norm < max_norm, g, g * (max_norm / norm)), grad_tree)


class JoinPoint:
    """Marks where a parameter's optimizer state begins in an unpacked state (a leaf)."""
    def __init__(self, subtree):
        self.subtree = subtree

    def __iter__(self):
        return iter((self.subtree,))


def unpack_optimizer_state(opt_state):
    """The state as a pytree shaped like the parameters, with JoinPoints holding each
    parameter's state (for saving with pickle)."""
    states_flat, tree_def, subtree_defs = opt_state
    subtrees = [tree_unflatten(s, leaves) for s, leaves in zip(subtree_defs, states_flat)]
    return tree_unflatten(tree_def, [JoinPoint(s) for s in subtrees])


def pack_optimizer_state(marked_pytree):
    """The inverse of unpack_optimizer_state."""
    sentinels, tree_def = tree_flatten(marked_pytree)
    if not all(isinstance(s, JoinPoint) for s in sentinels):
        raise TypeError("pack_optimizer_state: expected a tree from unpack_optimizer_state "
                        "(JoinPoint leaves)")
    flats = [tree_flatten(s.subtree) for s in sentinels]
    return OptimizerState([f[0] for f in flats], tree_def, tuple(f[1] for f in flats))
