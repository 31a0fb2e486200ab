"""stax: neural network layers as ``(init_fun, apply_fun)`` pairs, jax.example_libraries.stax's API.

``init_fun(rng, input_shape) -> (output_shape, params)`` and
``apply_fun(params, inputs, **kwargs) -> outputs``; combinators (``serial``, ``parallel``,
``FanOut``, ...) build networks from layers.  Shapes may use -1 for the batch dimension.
Pooling layers (MaxPool, SumPool, AvgPool) are lax.reduce_window over the spatial axes.
Convolution layers (Conv, GeneralConv, ConvTranspose, ...) are lax.conv_general_dilated and
lax.conv_transpose.
"""
from __future__ import annotations

import functools
import operator

import numpy as np

from .. import lax
from .. import numpy as jnp
from .. import random
from ..nn import (elu, gelu, leaky_relu, log_softmax, relu, selu, sigmoid, softmax,  # noqa: F401
                  softplus, standardize)
from ..nn.initializers import glorot_normal, he_normal, normal, ones, zeros  # noqa: F401

logsoftmax = log_softmax   # the old name JAX's examples (differentially_private_sgd) use
glorot = glorot_normal     # stax's aliases of the initializers
randn = normal

__all__ = ["BatchNorm", "Dense", "Dropout", "Elu", "Exp", "FanInConcat", "FanInSum", "FanOut",
           "Flatten", "Gelu", "Identity", "LeakyRelu", "LogSoftmax", "Relu", "Selu", "Sigmoid",
           "Softmax", "Softplus", "Tanh", "elementwise", "parallel", "serial",
           "shape_dependent"]


def Dense(out_dim: int, W_init=glorot_normal(), b_init=normal()):
    """A fully connected layer: ``inputs @ W + b``."""
    def init_fun(rng, input_shape):
        output_shape = tuple(input_shape[:-1]) + (out_dim,)
        k1, k2 = random.split(rng)
        return output_shape, (W_init(k1, (input_shape[-1], out_dim)), b_init(k2, (out_dim,)))

    def apply_fun(params, inputs, **kwargs):
        W, b = params
        return jnp.dot(inputs, W) + b
    return init_fun, apply_fun


def elementwise(fun, **fun_kwargs):
    """A parameterless layer applying ``fun(inputs, **fun_kwargs)``."""
    def init_fun(rng, input_shape):
        return input_shape, ()

    def apply_fun(params, inputs, **kwargs):
        return fun(inputs, **fun_kwargs)
    return init_fun, apply_fun


Elementwise = elementwise
Tanh = elementwise(jnp.tanh)
Relu = elementwise(relu)
Exp = elementwise(jnp.exp)
LogSoftmax = elementwise(log_softmax, axis=-1)
Softmax = elementwise(softmax, axis=-1)
Softplus = elementwise(softplus)
Sigmoid = elementwise(sigmoid)
Elu = elementwise(elu)
LeakyRelu = elementwise(leaky_relu)
Selu = elementwise(selu)
Gelu = elementwise(gelu)


def _flatten_init(rng, input_shape):
    return (input_shape[0], functools.reduce(operator.mul, input_shape[1:], 1)), ()


def _flatten_apply(params, inputs, **kwargs):
    return jnp.reshape(inputs, (inputs.shape[0], -1))


Flatten = (_flatten_init, _flatten_apply)
Identity = (lambda rng, input_shape: (input_shape, ()),
            lambda params, inputs, **kwargs: inputs)


def _axes(axis, ndim) -> tuple[int, ...]:
    axis = (axis,) if isinstance(axis, (int, np.integer)) else tuple(axis)
    return tuple(operator.index(a) % ndim for a in axis)


def BatchNorm(axis=(0, 1, 2), epsilon=1e-5, center=True, scale=True,
              beta_init=zeros, gamma_init=ones):
    """Normalizes over ``axis`` with the batch's own mean and variance, then scales by gamma
    and shifts by beta (parameters over the remaining axes).  No running averages are kept."""
    def init_fun(rng, input_shape):
        axes = _axes(axis, len(input_shape))
        shape = tuple(d for i, d in enumerate(input_shape) if i not in axes)
        k1, k2 = random.split(rng)
        beta = beta_init(k1, shape) if center else ()
        gamma = gamma_init(k2, shape) if scale else ()
        return input_shape, (beta, gamma)

    def apply_fun(params, x, **kwargs):
        beta, gamma = params
        axes = _axes(axis, x.ndim)
        expand = tuple(None if i in axes else slice(None) for i in range(x.ndim))
        z = standardize(x, axes, epsilon=epsilon)
        if center and scale:
            return gamma[expand] * z + beta[expand]
        if center:
            return z + beta[expand]
        if scale:
            return gamma[expand] * z
        return z
    return init_fun, apply_fun


def Dropout(rate, mode: str = "train"):
    """Keeps each input with probability ``rate`` (JAX's stax calls the keep probability
    ``rate``) and scales the kept ones by ``1 / rate`` in "train" mode; the identity
    otherwise.  ``apply_fun`` needs ``rng=`` in train mode."""
    def init_fun(rng, input_shape):
        return input_shape, ()

    def apply_fun(params, inputs, **kwargs):
        rng = kwargs.get("rng", None)
        if mode != "train":
            return inputs
        if rng is None:
            raise ValueError("Dropout.apply_fun: in train mode it needs a PRNG key: call "
                             "apply_fun(params, inputs, rng=key)")
        keep = random.bernoulli(rng, rate, inputs.shape)
        return jnp.where(keep, inputs / rate, 0)
    return init_fun, apply_fun


def FanOut(num: int):
    """A layer returning ``num`` copies of its input (a list)."""
    def init_fun(rng, input_shape):
        return [input_shape] * num, ()

    def apply_fun(params, inputs, **kwargs):
        return [inputs] * num
    return init_fun, apply_fun


def _fan_in_sum_init(rng, input_shape):
    return input_shape[0], ()


def _fan_in_sum_apply(params, inputs, **kwargs):
    return functools.reduce(operator.add, inputs)


FanInSum = (_fan_in_sum_init, _fan_in_sum_apply)


def FanInConcat(axis: int = -1):
    """A layer concatenating its list of inputs along ``axis``."""
    def init_fun(rng, input_shape):
        ax = axis % len(input_shape[0])
        concat_size = sum(shape[ax] for shape in input_shape)
        out_shape = tuple(input_shape[0][:ax]) + (concat_size,) + tuple(input_shape[0][ax + 1:])
        return out_shape, ()

    def apply_fun(params, inputs, **kwargs):
        return jnp.concatenate(inputs, axis)
    return init_fun, apply_fun


def _layer_rngs(rng, n: int):
    return [None] * n if rng is None else list(random.split(rng, n))


def serial(*layers):
    """Layers applied one after the other; params is the tuple of the layers' params, and
    ``rng=`` (when given) is split into one key per layer."""
    init_funs, apply_funs = zip(*layers) if layers else ((), ())

    def init_fun(rng, input_shape):
        params = []
        for init in init_funs:
            rng, layer_rng = random.split(rng)
            input_shape, param = init(layer_rng, input_shape)
            params.append(param)
        return input_shape, params

    def apply_fun(params, inputs, **kwargs):
        rngs = _layer_rngs(kwargs.pop("rng", None), len(apply_funs))
        for fun, param, rng in zip(apply_funs, params, rngs):
            inputs = fun(param, inputs, rng=rng, **kwargs)
        return inputs
    return init_fun, apply_fun


def parallel(*layers):
    """Layers applied side by side, the i-th to the i-th of a sequence of inputs (pair it
    with FanOut and a FanIn)."""
    init_funs, apply_funs = zip(*layers) if layers else ((), ())

    def init_fun(rng, input_shape):
        rngs = _layer_rngs(rng, len(init_funs))
        shapes, params = [], []
        for init, layer_rng, shape in zip(init_funs, rngs, input_shape):
            out_shape, param = init(layer_rng, shape)
            shapes.append(out_shape)
            params.append(param)
        return shapes, params

    def apply_fun(params, inputs, **kwargs):
        rngs = _layer_rngs(kwargs.pop("rng", None), len(apply_funs))
        return [f(p, x, rng=r, **kwargs) for f, p, x, r in zip(apply_funs, params, inputs, rngs)]
    return init_fun, apply_fun


def shape_dependent(make_layer):
    """A layer built by ``make_layer(input_shape)`` once the input shape is known."""
    def init_fun(rng, input_shape):
        return make_layer(input_shape)[0](rng, input_shape)

    def apply_fun(params, inputs, **kwargs):
        return make_layer(inputs.shape)[1](params, inputs, **kwargs)
    return init_fun, apply_fun


# ------------------------------------------------------------------ convolutions
__all__ += ["Conv", "Conv1DTranspose", "ConvTranspose", "GeneralConv", "GeneralConvTranspose"]


def _conv_kernel_shape(dimension_numbers, out_chan, filter_shape, input_shape):
    """The kernel shape in ``rhs_spec``'s layout: O is out_chan, I the input's C, and the
    spatial letters take filter_shape in order."""
    lhs_spec, rhs_spec, _ = dimension_numbers
    spatial = iter(filter_shape)
    return [out_chan if c == "O" else input_shape[lhs_spec.index("C")] if c == "I"
            else next(spatial) for c in rhs_spec]


def _conv_layer(dimension_numbers, out_chan, filter_shape, strides, padding, W_init, b_init,
                shape_tuple, apply):
    _, rhs_spec, out_spec = dimension_numbers
    strides = tuple(strides) if strides else (1,) * len(filter_shape)
    W_init = W_init or glorot_normal(rhs_spec.index("I"), rhs_spec.index("O"))

    def init_fun(rng, input_shape):
        kernel_shape = _conv_kernel_shape(dimension_numbers, out_chan, filter_shape,
                                          input_shape)
        output_shape = shape_tuple(input_shape, kernel_shape, strides, padding,
                                   dimension_numbers)
        bias_shape = [out_chan if c == "C" else 1 for c in out_spec]
        k1, k2 = random.split(rng)
        return output_shape, (W_init(k1, kernel_shape), b_init(k2, bias_shape))

    def apply_fun(params, inputs, **kwargs):
        W, b = params
        return apply(inputs, W, strides) + b
    return init_fun, apply_fun


def GeneralConv(dimension_numbers, out_chan, filter_shape, strides=None, padding="VALID",
                W_init=None, b_init=normal(1e-6)):
    """A convolution layer with a bias per output channel; ``dimension_numbers`` are three
    layout strings (lhs, kernel, output) such as ("NHWC", "HWIO", "NHWC")."""
    ones = (1,) * len(filter_shape)
    return _conv_layer(dimension_numbers, out_chan, filter_shape, strides, padding, W_init,
                       b_init, lax.conv_general_shape_tuple,
                       lambda x, W, strides: lax.conv_general_dilated(
                           x, W, strides, padding, ones, ones,
                           dimension_numbers=dimension_numbers))


def GeneralConvTranspose(dimension_numbers, out_chan, filter_shape, strides=None,
                         padding="VALID", W_init=None, b_init=normal(1e-6)):
    """A transposed convolution layer (lax.conv_transpose) with a bias per output channel."""
    return _conv_layer(dimension_numbers, out_chan, filter_shape, strides, padding, W_init,
                       b_init, lax.conv_transpose_shape_tuple,
                       lambda x, W, strides: lax.conv_transpose(
                           x, W, strides, padding, dimension_numbers=dimension_numbers))


Conv = functools.partial(GeneralConv, ("NHWC", "HWIO", "NHWC"))
Conv1DTranspose = functools.partial(GeneralConvTranspose, ("NHC", "HIO", "NHC"))
ConvTranspose = functools.partial(GeneralConvTranspose, ("NHWC", "HWIO", "NHWC"))


# ------------------------------------------------------------------------ pooling
__all__ += ["AvgPool", "MaxPool", "SumPool"]


def _pool_window(window_shape, strides, spec, ndim):
    """Window and strides over all ``ndim`` axes: 1 on the batch ('N') and feature ('C')
    axes of ``spec`` (default: batch first, features last), and the batch/feature axes."""
    fixed = (0, ndim - 1) if spec is None else (spec.index("N"), spec.index("C"))
    dims, steps, it = [], [], iter(zip(window_shape, strides))
    for axis in range(ndim):
        w, s = (1, 1) if axis in fixed else next(it)
        dims.append(w)
        steps.append(s)
    return tuple(dims), tuple(steps), fixed


def _pooling_layer(name: str, doc: str, reducer, init_value, normalize: bool = False):
    """A pooling layer constructor ``name(window_shape, strides=None, padding='VALID',
    spec=None)``: ``reducer`` over each window, from ``init_value``."""
    def layer(window_shape, strides=None, padding="VALID", spec=None):
        window_shape = tuple(window_shape)
        strides = tuple(strides or (1,) * len(window_shape))
        if len(strides) != len(window_shape):
            raise ValueError(f"pooling strides {strides} and window_shape {window_shape} "
                             f"need the same length")
        ndim = len(window_shape) + 2
        if spec is not None and len(spec) != ndim:
            raise ValueError(f"pooling spec {spec!r} needs {ndim} letters for a "
                             f"{len(window_shape)}-d window")
        dims, steps, fixed = _pool_window(window_shape, strides, spec, ndim)

        def pads_for(shape):
            if isinstance(padding, str):
                return lax.padtype_to_pads(shape, dims, steps, padding)
            pairs = [tuple(p) for p in padding]
            it = iter(pairs)
            return [(0, 0) if a in fixed else next(it) for a in range(ndim)] \
                if len(pairs) == len(window_shape) else pairs

        def init_fun(rng, input_shape):
            pads = pads_for(input_shape)
            out = [d if a in fixed else lax.reduce_window_shape_tuple(
                       (d,), (dims[a],), (steps[a],), (pads[a],))[0]
                   for a, d in enumerate(input_shape)]
            return tuple(out), ()

        def apply_fun(params, inputs, **kwargs):
            pads = pads_for(inputs.shape)
            out = lax.reduce_window(inputs, init_value, reducer, dims, steps, pads)
            if not normalize:
                return out
            # the number of input elements in each window (padding excluded)
            spatial = [a for a in range(ndim) if a not in fixed]
            ones = jnp.ones([inputs.shape[a] for a in spatial], inputs.dtype)
            counts = lax.reduce_window(ones, 0.0, lax.add, [dims[a] for a in spatial],
                                       [steps[a] for a in spatial], [pads[a] for a in spatial])
            return out / lax.expand_dims(counts, sorted(fixed))
        return init_fun, apply_fun
    layer.__name__ = layer.__qualname__ = name
    layer.__doc__ = doc
    return layer


MaxPool = _pooling_layer("MaxPool", "Max pooling over spatial windows (padding holds -inf).",
                         lax.max, -np.inf)
SumPool = _pooling_layer("SumPool", "Sum pooling over spatial windows (padding adds 0).",
                         lax.add, 0.0)
AvgPool = _pooling_layer("AvgPool", "Average pooling: each window's sum over the number of "
                         "input elements in it (padding not counted).", lax.add, 0.0,
                         normalize=True)
