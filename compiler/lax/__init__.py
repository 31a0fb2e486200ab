"""hostcall.lax: the primitives hostcall.numpy is built on, and structured control flow."""
from .elementwise import *  # noqa: F401,F403
from .elementwise import (clamp, compare, complex, convert_element_type, eq, ge, gt,  # noqa: F401
                          imag, is_finite, le, lt, ne, real, select)
from .reductions import (argmax, argmin, reduce_and, reduce_max, reduce_min,  # noqa: F401
                         reduce_or, reduce_prod, reduce_sum)
from .structural import (broadcast, broadcast_in_dim, broadcasted_iota, concatenate,  # noqa: F401
                         dot_general, iota, reshape, rev, slice, transpose)
