"""Block-scaled matrix products (jax.nn.scaled_matmul, scaled_dot_general and their
configurations), computed in float32.

A block-scaled operand is low-precision data with one scale per block of ``block_size``
consecutive elements along the contracting dimension: the value is data * scale. JAX
runs these through cuDNN on recent NVIDIA GPUs; hostcall computes the same math in
float32 on any device:

* ``scaled_matmul(a, b, a_scales, b_scales)``: (B, M, K) and (B, N, K) operands whose
  scales (B, M, K / block) and (B, N, K / block) are repeated over their blocks, then
  ``einsum("BMK,BNK->BMN")``.
* ``scaled_dot_general(lhs, rhs, dimension_numbers, configs=...)`` quantizes both operands
  by their configurations (below) and contracts them with scaled_matmul; its derivative
  contracts the quantized cotangent with the other quantized operand (the third
  configuration is the cotangent's), as JAX's does.

Quantization, per block, with MAX the largest finite value of the data type:

* mxfp8: the scale is amax / MAX rounded up to a power of two (the float8_e8m0fnu value
  JAX stores; kept here as that float32 power of two), the data x / scale clipped to
  [-MAX, MAX] and rounded to float8_e4m3fn.
* nvfp4: x is divided by the global scale first; the scale is amax / MAX rounded to
  float8_e4m3fn, the data rounded to float4_e2m1fn; the product is multiplied by both
  global scales after.
"""
from __future__ import annotations

import dataclasses
import warnings

import numpy as np

from .. import dtypes, lax
from .. import numpy as jnp
from ..custom_derivatives import custom_vjp

__all__ = ["BlockScaleConfig", "get_scaled_dot_general_config", "scaled_dot_general",
           "scaled_matmul"]

_F32 = np.dtype(np.float32)


@dataclasses.dataclass
class BlockScaleConfig:
    """How one operand is quantized: ``mode`` ('mxfp8' or 'nvfp4'), the block length along
    the contracting dimension, the data and scale types, and nvfp4's global scale."""
    mode: str
    block_size: int
    data_type: object
    scale_type: object
    global_scale: object = None
    infer_only: bool = False


def get_scaled_dot_general_config(mode: str, global_scale=None) -> BlockScaleConfig:
    """The configuration of ``mode``: 'mxfp8' (blocks of 32, float8_e4m3fn data,
    power-of-two scales) or 'nvfp4' (blocks of 16, float4_e2m1fn data, float8_e4m3fn
    scales, a global scale of 1 unless given)."""
    if mode == "mxfp8":
        return BlockScaleConfig("mxfp8", 32, jnp.float8_e4m3fn, jnp.float8_e8m0fnu)
    if mode == "nvfp4":
        scale = jnp.ones((1,), _F32) if global_scale is None else global_scale
        return BlockScaleConfig("nvfp4", 16, jnp.float4_e2m1fn, jnp.float8_e4m3fn, scale)
    raise ValueError(f"Unsupported mode: {mode}")


def _blocks(scales, k: int):
    """Per-block scales (..., K / block) repeated to (..., K), in float32."""
    scales = jnp.asarray(scales).astype(_F32)
    return jnp.repeat(scales, k // scales.shape[-1], axis=-1)


def scaled_matmul(lhs, rhs, lhs_scales, rhs_scales, preferred_element_type=np.float32):
    """(B, M, N) = einsum('BMK,BNK->BMN') of the operands times their block scales,
    computed in float32 (the block length is K over the scales' last dimension)."""
    lhs, rhs = jnp.asarray(lhs), jnp.asarray(rhs)
    lhs_scales, rhs_scales = jnp.asarray(lhs_scales), jnp.asarray(rhs_scales)
    if not all(x.ndim == 3 for x in (lhs, rhs, lhs_scales, rhs_scales)):
        raise ValueError("scaled_matmul requires all inputs to be 3-dimensional arrays")
    (b, m, k), (b2, n, k2) = lhs.shape, rhs.shape
    if (b, k) != (b2, k2):
        raise ValueError(f"scaled_matmul requires inputs a and b to have matching batch (B) "
                         f"and contract (K) dimensions, but got shapes {lhs.shape} and "
                         f"{rhs.shape}")
    if lhs_scales.shape[::2] != rhs_scales.shape[::2]:
        raise ValueError(f"scaled_matmul requires scales to have matching batch (B) and "
                         f"contract (K) dimensions, but got shapes {lhs_scales.shape} and "
                         f"{rhs_scales.shape}")
    if lhs_scales.shape[1] != m or rhs_scales.shape[1] != n:
        raise ValueError(f"scaled_matmul requires scales to match non-contract dimensions of "
                         f"inputs, but got shapes a: {lhs.shape}, b: {rhs.shape}, a_scales: "
                         f"{lhs_scales.shape}, b_scales: {rhs_scales.shape}")
    a = lhs.astype(_F32) * _blocks(lhs_scales, k)
    c = rhs.astype(_F32) * _blocks(rhs_scales, k)
    out = lax.dot_general(a, c, (((2,), (2,)), ((0,), (0,))), preferred_element_type=_F32)
    return out.astype(dtypes.canonicalize(np.dtype(preferred_element_type)))


# ------------------------------------------------------------------ quantization
def _power_of_two_at_least(x):
    """The smallest power of two >= x > 0 (x's exponent, one up unless x is one already),
    as float8_e8m0fnu rounds a scale up; 0 (and denormals up to half the smallest normal)
    give 2**-127."""
    bits = lax.bitcast_convert_type(x.astype(_F32), np.uint32)
    exponent, mantissa = bits >> np.uint32(23), bits & np.uint32(0x7FFFFF)
    up = (mantissa > 0) & (exponent != 0xFE) & ~((exponent == 0) & (mantissa <= 0x400000))
    exponent = jnp.where(up, exponent + np.uint32(1), exponent)
    power = lax.bitcast_convert_type(exponent << np.uint32(23), _F32)
    return jnp.where(power == 0, np.float32(2.0 ** -127), power)


def _quantized(x3, config: BlockScaleConfig):
    """(data, scales) of a (B, M, K) operand: the data rounded to the config's type and
    read back as float32, one float32 scale per block (B, M, K / block). A K that is not
    a multiple of the block size (JAX rejects it) is padded with zeros, which change
    neither a block's largest magnitude nor the product."""
    size = config.block_size
    x3 = x3.astype(_F32)
    if x3.shape[2] % size:
        x3 = jnp.pad(x3, ((0, 0), (0, 0), (0, -x3.shape[2] % size)))
    b, m, k = x3.shape
    x = x3.reshape(b, m, k // size, size)
    top = np.float32(float(jnp.finfo(config.data_type).max))
    amax = jnp.max(jnp.abs(x), axis=-1, keepdims=True) / top
    if config.mode == "mxfp8":
        scales = _power_of_two_at_least(amax)
    elif config.mode == "nvfp4":
        x = x / jnp.asarray(config.global_scale).astype(_F32)
        amax = jnp.max(jnp.abs(x), axis=-1, keepdims=True) / top
        scale_top = np.float32(float(jnp.finfo(config.scale_type).max))
        scales = jnp.clip(amax, 0, scale_top).astype(config.scale_type).astype(_F32)
    else:
        raise ValueError(f"Unrecognized mode: {config.mode}.")
    data = jnp.clip(x / scales, -top, top).astype(config.data_type).astype(_F32)
    return data.reshape(b, m, k), scales.reshape(b, m, k // size)


def _as_bmk(x, contracting, batch):
    """x transposed to (batch, kept, contracting) dimensions and reshaped to (B, M, K)."""
    kept = [d for d in range(x.ndim) if d not in contracting and d not in batch]
    order = list(batch) + kept + list(contracting)
    sizes = [int(np.prod([x.shape[d] for d in group], dtype=np.int64))
             for group in (batch, kept, contracting)]
    return jnp.transpose(x, order).reshape(sizes)


def _block_scaled_dot(x, y, dims, preferred, config_x, config_y):
    """dot_general(x, y, dims) of the quantized operands: [batch, x kept, y kept]."""
    (xc, yc), (xb, yb) = dims
    order = np.argsort(yc)        # pair the contracting dimensions in y's order
    xc, yc = [xc[i] for i in order], [yc[i] for i in order]
    xq, xs = _quantized(_as_bmk(x, xc, xb), config_x)
    yq, ys = _quantized(_as_bmk(y, yc, yb), config_y)
    nvfp4 = config_x.mode == "nvfp4"
    out = scaled_matmul(xq, yq, xs, ys, _F32 if nvfp4 else preferred)
    if nvfp4:
        gx, gy = (jnp.asarray(c.global_scale).astype(_F32) for c in (config_x, config_y))
        out = (out * (gx * gy)).astype(preferred)
    kept = lambda a, c, b: [a.shape[d] for d in range(a.ndim) if d not in c and d not in b]
    shape = [x.shape[d] for d in xb] + kept(x, xc, xb) + kept(y, yc, yb)
    return out.reshape(shape)


def _cotangent_of(g, x, y, dims, preferred, y_config, g_config, x_is_lhs):
    """The cotangent of operand x of dot_general(lhs, rhs, dims) = g: g contracted with
    the other operand y over y's kept dimensions (both quantized unless the cotangent's
    configuration is nvfp4), laid out as x."""
    (lc, rc), (lb, rb) = dims
    xc, yc, xb, yb = (lc, rc, lb, rb) if x_is_lhs else (rc, lc, rb, lb)
    nb = len(xb)
    x_kept = [d for d in range(x.ndim) if d not in xc and d not in xb]
    y_kept = [d for d in range(y.ndim) if d not in yc and d not in yb]
    # g's dimensions: the batch ones, then lhs's kept ones, then rhs's
    start = nb + len(x_kept) if x_is_lhs else nb
    g_dims = ((tuple(range(start, start + len(y_kept))), tuple(y_kept)),
              (tuple(range(nb)), tuple(yb)))
    if g_config.mode == "nvfp4":
        part = lax.dot_general(g, y, g_dims, preferred_element_type=preferred)
    else:
        part = _block_scaled_dot(g, y, g_dims, preferred, g_config, y_config)
    # part: batch, x's kept, then y's contracting dimensions ascending, paired with x's
    paired = [xc[list(yc).index(d)] for d in sorted(yc)]
    return jnp.transpose(part, np.argsort(list(xb) + x_kept + paired))


def _clipped_to_zero(grad, x, config):
    """nvfp4's straight-through estimate: no gradient where quantization clipped x."""
    top = float(jnp.finfo(config.data_type).max) * float(jnp.finfo(config.scale_type).max)
    bound = jnp.asarray(config.global_scale).astype(x.dtype) * top
    return jnp.where(jnp.abs(x) <= bound, grad, 0)


def _scaled_dot_general(lhs, rhs, dims, preferred, configs):
    return _block_scaled_dot(lhs, rhs, dims, preferred, configs[0], configs[1])


_scaled_dot_general_vjp = custom_vjp(_scaled_dot_general, nondiff_argnums=(2, 3, 4))


def _forward(lhs, rhs, dims, preferred, configs):
    return _scaled_dot_general(lhs, rhs, dims, preferred, configs), (lhs, rhs)


def _backward(dims, preferred, configs, residuals, g):
    lhs, rhs = residuals
    g_config = configs[2]
    d_lhs = _cotangent_of(g, lhs, rhs, dims, preferred, configs[1], g_config, True)
    d_rhs = _cotangent_of(g, rhs, lhs, dims, preferred, configs[0], g_config, False)
    if g_config.mode == "nvfp4":
        d_lhs = _clipped_to_zero(d_lhs, lhs, configs[0])
        d_rhs = _clipped_to_zero(d_rhs, rhs, configs[1])
    return d_lhs.astype(lhs.dtype), d_rhs.astype(rhs.dtype)


_scaled_dot_general_vjp.defvjp(_forward, _backward)


def scaled_dot_general(lhs, rhs, dimension_numbers, preferred_element_type=np.float32,
                       configs=None, implementation=None):
    """dot_general of the block-quantized operands (``configs``: the lhs's, the rhs's and
    the cotangent's BlockScaleConfig); without configs, lax.dot_general. Batch
    dimensions come first in the result, then lhs's and rhs's other dimensions."""
    if implementation is not None:
        warnings.warn("scaled_dot_general: implementation is ignored", DeprecationWarning)
    lhs, rhs = jnp.asarray(lhs), jnp.asarray(rhs)
    if configs is None:
        return lax.dot_general(lhs, rhs, dimension_numbers,
                               preferred_element_type=preferred_element_type)
    preferred = np.dtype(preferred_element_type)
    if preferred not in (np.dtype(np.float32), dtypes.bfloat16, np.dtype(np.float16)):
        raise TypeError(f"scaled_dot_general: preferred_element_type must be float32, "
                        f"bfloat16 or float16, got {preferred}")
    (lc, rc), (lb, rb) = dimension_numbers
    dims = ((tuple(lc), tuple(rc)), (tuple(lb), tuple(rb)))
    return _scaled_dot_general_vjp(lhs, rhs, dims, preferred, tuple(configs))
