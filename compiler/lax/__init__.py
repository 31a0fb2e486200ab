"""hostcall.lax: JAX's lax API, the primitives hostcall.numpy is built on and structured
control flow.

A facade above the numpy layer: the primitives live in ``hostcall.primitives`` (below
numpy, one module per family), and this package re-exports their public names. It loads
the numpy layer, which installs Array's operators and methods, so lax's eager results are
complete Arrays even when ``import hostcall.lax`` is a program's only import of hostcall.
``composed`` adds lax's functions that are compositions of numpy's (asin, full, split,
cumlogsumexp, custom_root, ...).
"""
from .. import numpy as _numpy  # noqa: F401
from ..primitives import *  # noqa: F401,F403
from . import linalg  # noqa: F401
from .ragged import RaggedDotDimensionNumbers, ragged_dot, ragged_dot_general  # noqa: F401
from .scaled import scaled_dot  # noqa: F401
from .composed import (acos, acosh, approx_max_k, approx_min_k, asin, asinh,  # noqa: F401
                       atan, atanh, broadcast_like, broadcast_shapes, broadcast_to_rank,
                       collapse, composite, cosh, cumlogsumexp, custom_linear_solve,
                       custom_root, dtype, empty, full, full_like, index_take,
                       platform_dependent, reduce_xor, scatter_sub,
                       shape_as_value, sinh, split, stack, stage, tile, unstack,
                       mulhi)
