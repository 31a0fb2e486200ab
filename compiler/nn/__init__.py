"""hostcall.nn: activations and normalizations with jax.nn's names and semantics.

Everything here is built from hostcall.numpy and hostcall.lax functions, so jit, vmap and
the autodiff transforms work through it with no rules of its own.  Where JAX pins a
derivative at a kink (relu'(0) = 0, relu6'(6) = 0) the ``where`` chosen here gives the
same value; reductions subtract a stop_gradient'ed maximum, so nothing overflows.
"""
from __future__ import annotations

import math
import operator

import numpy as np

from .. import dtypes, lax
from .. import numpy as jnp
from ..numpy._base import aval_of, canonical_axis, shape
from ..numpy.ufuncs import to_inexact
from ..scipy import special as _special
from .scaled import get_scaled_dot_general_config, scaled_dot_general, scaled_matmul  # noqa: F401

__all__ = ["celu", "dot_product_attention", "elu", "gelu", "hard_sigmoid", "hard_silu", "hard_swish", "hard_tanh",
           "leaky_relu", "log_sigmoid", "log_softmax", "logsumexp", "one_hot", "relu",
           "relu6", "selu", "sigmoid", "silu", "soft_sign", "softmax", "softplus",
           "standardize", "swish", "glu", "mish", "squareplus", "log1mexp", "logmeanexp",
           "sparse_plus", "sparse_sigmoid", "tanh", "identity", "get_scaled_dot_general_config",
           "scaled_dot_general", "scaled_matmul"]


# ------------------------------------------------------------------ activations
def relu(x):
    """max(x, 0); its derivative at 0 is 0 (as JAX's), NaN stays NaN, integers stay integers."""
    x = jnp.asarray(x)
    return jnp.where(x <= 0, 0, x)


def relu6(x):
    """min(max(x, 0), 6); the derivative is 0 at both kinks (0 and 6), as JAX's."""
    x = to_inexact(x)
    return jnp.where(x <= 0, 0, jnp.where(x >= 6, 6, x))


def sigmoid(x):
    """1 / (1 + exp(-x)) (lax.logistic)."""
    return lax.logistic(to_inexact(x))


def softplus(x):
    """log(1 + exp(x)) as max(x, 0) + log1p(exp(-|x|)): no overflow, derivative 1/2 at 0."""
    x = to_inexact(x)
    positive = x > 0
    return jnp.where(positive, x, 0) + jnp.log1p(jnp.exp(jnp.where(positive, -x, x)))


def log_sigmoid(x):
    """log(sigmoid(x)) = -softplus(-x), finite for large negative x."""
    return -softplus(-to_inexact(x))


def soft_sign(x):
    """x / (|x| + 1)."""
    x = jnp.asarray(x)
    return x / (jnp.abs(x) + 1)


def silu(x):
    """x * sigmoid(x) (also called swish)."""
    x = to_inexact(x)
    return x * sigmoid(x)


swish = silu


def gelu(x, approximate: bool = True):
    """Gaussian error linear unit: the tanh form by default, x * Phi(x) with approximate=False."""
    x = to_inexact(x)
    if approximate:
        cdf = 0.5 * (1.0 + jnp.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * (x ** 3))))
        return x * cdf
    return 0.5 * x * lax.erfc(-x * math.sqrt(0.5))   # x * Phi(x), JAX's formula


def leaky_relu(x, negative_slope=1e-2):
    """x where x >= 0, negative_slope * x below."""
    x = jnp.asarray(x)
    return jnp.where(x >= 0, x, negative_slope * x)


def elu(x, alpha=1.0):
    """x where x > 0, alpha * (exp(x) - 1) below; expm1 only sees non-positive values."""
    x = jnp.asarray(x)
    return jnp.where(x > 0, x, alpha * jnp.expm1(jnp.where(x > 0, 0.0, x)))


def celu(x, alpha=1.0):
    """max(x, 0) + alpha * (exp(min(x, 0) / alpha) - 1), continuously differentiable."""
    return jnp.maximum(x, 0.0) + alpha * jnp.expm1(jnp.minimum(x, 0.0) / alpha)


def selu(x):
    """scale * elu(x, alpha) with the self-normalizing constants."""
    alpha = 1.6732632423543772848170429916717
    scale = 1.0507009873554804934193349852946
    return scale * elu(x, alpha)


def hard_tanh(x):
    """x clipped to [-1, 1] (derivative 1 at the ends, as JAX's where form)."""
    x = jnp.asarray(x)
    return jnp.where(x > 1, 1, jnp.where(x < -1, -1, x))


def hard_sigmoid(x):
    """relu6(x + 3) / 6."""
    return relu6(to_inexact(x) + 3.0) / 6.0


def hard_silu(x):
    """x * hard_sigmoid(x) (also called hard_swish)."""
    x = to_inexact(x)
    return x * hard_sigmoid(x)


hard_swish = hard_silu


# ------------------------------------------------------- softmax and reductions
def _masked(x, where, fill):
    """x where the mask ``where`` holds (broadcast), ``fill`` elsewhere; x if no mask."""
    return x if where is None else jnp.where(where, x, fill)


def softmax(x, axis=-1, where=None):
    """exp(x) / sum(exp(x)) over ``axis`` (int, tuple or None), shifted by the maximum."""
    x = _masked(to_inexact(x), where, -np.inf)
    x_max = jnp.max(x, axis, keepdims=True, initial=-np.inf)
    unnormalized = jnp.exp(x - lax.stop_gradient(x_max))
    total = jnp.sum(_masked(unnormalized, where, 0.0), axis, keepdims=True)
    return _masked(unnormalized / total, where, 0.0)


def log_softmax(x, axis=-1, where=None):
    """x - logsumexp(x) over ``axis``, shifted by the maximum; -inf where masked out."""
    x = _masked(to_inexact(x), where, -np.inf)
    x_max = jnp.max(x, axis, keepdims=True, initial=-np.inf)
    shifted = x - lax.stop_gradient(x_max)
    total = jnp.sum(_masked(jnp.exp(shifted), where, 0.0), axis, keepdims=True)
    return _masked(shifted - jnp.log(total), where, -np.inf)


# log(sum(b * exp(a))), shifted by the finite maximum: the one in hostcall.scipy.special
logsumexp = _special.logsumexp


def _mean(x, axis, where):
    """Mean over ``axis`` with keepdims, over the elements ``where`` selects."""
    if where is None:
        return jnp.mean(x, axis, keepdims=True)
    mask = jnp.broadcast_to(where, shape(x))
    return jnp.sum(jnp.where(mask, x, 0), axis, keepdims=True) / \
        jnp.sum(mask, axis, keepdims=True)


def standardize(x, axis=-1, mean=None, variance=None, epsilon=1e-5, where=None, *,
                algorithm="fast"):
    """(x - mean) / sqrt(variance + epsilon) over ``axis`` ("fast" variance: E[x^2] - E[x]^2)."""
    x = to_inexact(x)
    if mean is None:
        mean = _mean(x, axis, where)
    if variance is None:
        if algorithm == "stable":
            variance = _mean(jnp.square(x - mean), axis, where)
        elif algorithm == "fast":
            variance = jnp.clip(_mean(jnp.square(x), axis, where) - jnp.square(mean), 0)
        else:
            raise ValueError(f"Unknown algorithm '{algorithm}'. Expected 'fast' or 'stable'.")
    # JAX multiplies by lax.rsqrt; dividing by sqrt agrees to an ulp, and the gradient of the
    # rsqrt form trips an IREE 3.13 data-tiling bug for weights broadcast over leading axes
    return jnp.subtract(x, mean) / jnp.sqrt(to_inexact(jnp.add(variance, epsilon)))


def identity(x):
    """x, unchanged: the identity activation."""
    return jnp.asarray(x)


tanh = jnp.tanh


def glu(x, axis=-1):
    """The gated linear unit: x's first half along ``axis`` times the sigmoid of the
    second half (the axis size must be even)."""
    x = jnp.asarray(x)
    n = shape(x)[axis]
    if n % 2:
        raise AssertionError("axis size must be divisible by 2")
    a, b = jnp.split(x, 2, axis)
    return a * sigmoid(b)


def mish(x):
    """x * tanh(softplus(x))."""
    x = to_inexact(jnp.asarray(x))
    return x * jnp.tanh(softplus(x))


def squareplus(x, b=4):
    """(x + sqrt(x**2 + b)) / 2, a smooth relu."""
    x = to_inexact(jnp.asarray(x))
    return (x + jnp.sqrt(x * x + b)) / 2


def log1mexp(x):
    """log(1 - exp(-x)) for x >= 0, accurate at both ends (Maechler's switch at log 2)."""
    x = to_inexact(jnp.asarray(x))
    return jnp.where(x > np.log(2), jnp.log1p(-jnp.exp(-x)), jnp.log(-jnp.expm1(-x)))


def logmeanexp(x, axis=None, where=None, keepdims=False):
    """log(mean(exp(x))) along ``axis``, without overflow (logsumexp less log of the
    count; ``where`` masks entries out)."""
    x = to_inexact(jnp.asarray(x))
    lse = logsumexp(x, axis=axis, where=where, keepdims=keepdims)
    count = jnp.sum(jnp.ones_like(x) if where is None else jnp.asarray(where, x.dtype),
                    axis=axis, keepdims=keepdims)
    return lse - jnp.log(count)


def sparse_plus(x):
    """0 below -1, (x + 1)**2 / 4 on [-1, 1], x above: a piecewise-quadratic softplus."""
    x = to_inexact(jnp.asarray(x))
    return jnp.where(x <= -1, 0.0, jnp.where(x >= 1, x, (x + 1) ** 2 / 4))


def sparse_sigmoid(x):
    """The derivative of sparse_plus: 0 below -1, (x + 1) / 2 on [-1, 1], 1 above."""
    x = to_inexact(jnp.asarray(x))
    return jnp.where(x <= -1, 0.0, jnp.where(x >= 1, 1.0, (x + 1) / 2))


def one_hot(x, num_classes, *, dtype=None, axis=-1):
    """Indices to one-hot vectors along a new ``axis``; out-of-range indices give all zeros."""
    try:
        num_classes = operator.index(num_classes)
    except TypeError:
        raise TypeError("hostcall.nn.one_hot: num_classes must be a concrete integer, got "
                        f"{num_classes!r}") from None
    x = jnp.asarray(x)
    d = aval_of(x).dtype
    if d == np.bool_ or (d.kind in "iu" and d.itemsize < 4):
        # compare in int32: an int8 iota could not count to num_classes
        x = jnp.asarray(x, dtype=np.int32)
    nd = aval_of(x).ndim
    out_axis = canonical_axis(operator.index(axis), nd + 1)
    classes_shape = [1] * nd
    classes_shape.insert(out_axis, num_classes)
    classes = lax.broadcasted_iota(aval_of(x).dtype, classes_shape, out_axis)
    hit = jnp.equal(jnp.expand_dims(x, out_axis), classes)
    return jnp.asarray(hit, dtype=dtypes.default_float() if dtype is None else dtype)

def _attention_mask(B, T, S, mask, is_causal, query_seq_lengths, key_value_seq_lengths,
                    local_window_size):
    keep = None

    def both(m):
        return m if keep is None else jnp.logical_and(keep, m)
    if mask is not None:
        keep = both(jnp.asarray(mask).astype(bool))
    qi = jnp.arange(T)[:, None]
    kj = jnp.arange(S)[None, :]
    if is_causal:
        keep = both((kj <= qi)[None, None])
    if local_window_size is not None:
        left, right = (local_window_size, local_window_size) \
            if isinstance(local_window_size, int) else local_window_size
        keep = both(jnp.logical_and(kj >= qi - left, kj <= qi + right)[None, None])
    if query_seq_lengths is not None:
        q_ok = jnp.arange(T)[None, :] < jnp.asarray(query_seq_lengths)[:, None]
        keep = both(q_ok[:, None, :, None])
    if key_value_seq_lengths is not None:
        kv_ok = jnp.arange(S)[None, :] < jnp.asarray(key_value_seq_lengths)[:, None]
        keep = both(kv_ok[:, None, None, :])
    return keep


def dot_product_attention(query, key, value, bias=None, mask=None, *, scale=None,
                          is_causal=False, query_seq_lengths=None,
                          key_value_seq_lengths=None, local_window_size=None,
                          implementation=None, return_residual=False):
    """softmax(q k^T * scale + bias, masked) v over (batch, length, heads, head_dim)
    arrays (the batch axis optional), as jax.nn.dot_product_attention's 'xla' path:
    grouped-query attention when key/value have fewer heads, logits and softmax in
    float32 for 16-bit inputs, masked logits at a large negative value;
    ``return_residual`` adds the logsumexp of the logits (batch, length, heads)."""
    if implementation not in (None, "xla"):
        raise ValueError(f"dot_product_attention: implementation {implementation!r} is not "
                         "available (hostcall implements 'xla')")
    q, k, v = (jnp.asarray(a) for a in (query, key, value))
    unbatched = q.ndim == 3
    if unbatched:
        q, k, v = q[None], k[None], v[None]
    if q.ndim != 4 or k.ndim != 4 or v.ndim != 4:
        raise ValueError("dot_product_attention: query, key and value must be 3-D or 4-D "
                         f"(batch, length, heads, head_dim), got {q.shape}, {k.shape}, "
                         f"{v.shape}")
    B, T, N, H = q.shape
    S, K = k.shape[1], k.shape[2]
    if k.shape != v.shape[:3] + (H,) or v.shape[:3] != k.shape[:3]:
        raise ValueError(f"dot_product_attention: key {k.shape} and value {v.shape} must "
                         "have the same batch, length and heads, and key query's head_dim")
    if N % K:
        raise ValueError(f"The number of query heads must be a multiple of key/value heads, "
                         f"but got {N} vs {K}")
    if N != K:
        k, v = jnp.repeat(k, N // K, axis=2), jnp.repeat(v, N // K, axis=2)
    scale = 1.0 / math.sqrt(H) if scale is None else scale
    wide = jnp.float32 if q.dtype in (jnp.float16, jnp.bfloat16) else q.dtype
    logits = jnp.einsum("btnh,bsnh->bnts", q, k, preferred_element_type=wide) * scale
    if bias is not None:
        b = jnp.asarray(bias)
        logits = logits + (b[None] if unbatched and b.ndim == 3 else b).astype(logits.dtype)
    m = mask
    if m is not None and unbatched and jnp.ndim(m) == 3:
        m = jnp.asarray(m)[None]
    keep = _attention_mask(B, T, S, m, is_causal, query_seq_lengths, key_value_seq_lengths,
                           local_window_size)
    if keep is not None:
        big_negative = float(0.7 * np.finfo(np.dtype(logits.dtype)).min)
        logits = jnp.where(keep, logits, big_negative)
    probs = softmax(logits, axis=-1).astype(q.dtype)
    out = jnp.einsum("bnts,bsnh->btnh", probs, v)
    if unbatched:
        out = out[0]
    if return_residual:
        lse = jnp.moveaxis(_special.logsumexp(logits, axis=-1), 1, 2)
        return out, (lse[0] if unbatched else lse)
    return out


from . import initializers  # noqa: E402,F401
