"""hostcall.primitives: the primitives hostcall.numpy is built on, and structured control
flow, one module per family.

This package sits below the numpy layer; ``hostcall.lax`` is the public facade that
re-exports its names (``__all__``) above numpy. The front end below that facade imports
these modules (numpy's modules as ``from .. import primitives as lax``).
"""
import types as _types

from .elementwise import *  # noqa: F401,F403
from .elementwise import (bitcast_convert_type, clamp, compare, complex,  # noqa: F401
                          convert_element_type, eq, ge, gt,
                          imag, is_finite, le, lt, ne, real, select)
from .reductions import (argmax, argmin, reduce, reduce_and, reduce_max,  # noqa: F401,A004
                         reduce_min, reduce_or, reduce_prod, reduce_sum)
from .structural import (broadcast, broadcast_in_dim, broadcasted_iota,  # noqa: F401
                         concatenate, expand_dims, iota, optimization_barrier, reshape, rev,
                         slice, squeeze, transpose)
from .contraction import Precision, batch_matmul, dot, dot_general  # noqa: F401
from .dot_algorithms import DotAlgorithm, DotAlgorithmPreset  # noqa: F401
from .accuracy import AccuracyMode, Tolerance  # noqa: F401
from .slicing import (GatherDimensionNumbers, GatherScatterMode,  # noqa: F401
                      ScatterDimensionNumbers, dynamic_index_in_dim, dynamic_slice,
                      dynamic_slice_in_dim, dynamic_update_index_in_dim, dynamic_update_slice,
                      dynamic_update_slice_in_dim, gather, index_in_dim, pad, scatter,
                      scatter_add, scatter_max, scatter_min, scatter_mul, slice_in_dim)
from .scatter_apply import scatter_apply  # noqa: F401
from .rng import RandomAlgorithm, rng_bit_generator, rng_uniform  # noqa: F401
from .sorting import sort, sort_key_val, top_k  # noqa: F401
from .cumulative import associative_scan, cummax, cummin, cumprod, cumsum  # noqa: F401
from .convolution import (ConvDimensionNumbers, conv, conv_dimension_numbers,  # noqa: F401
                          conv_general_dilated, conv_general_dilated_local,
                          conv_general_dilated_patches,
                          conv_general_permutations, conv_general_shape_tuple,
                          conv_shape_tuple, conv_transpose, conv_transpose_shape_tuple,
                          conv_with_general_padding)
from .control_flow import (cond, fori_loop, map, scan, select_n, switch,  # noqa: F401,A004
                           while_loop)
from .windowed import (padtype_to_pads, reduce_window,  # noqa: F401
                       reduce_window_shape_tuple)
from . import linalg  # noqa: F401  (triangular_solve, as lax.linalg)
from .fft import FftType, fft  # noqa: F401
from ..ad import stop_gradient  # noqa: F401
from .special import (bessel_i0e, betainc, igamma, igamma_grad_a, igammac,  # noqa: F401
                      random_gamma_grad)

# The public names (what hostcall.lax re-exports): the functions and classes, not the
# family modules.
__all__ = sorted(name for name, value in globals().items()
                 if not name.startswith("_") and not isinstance(value, _types.ModuleType))
