"""hostcall.lax.linalg: linear-algebra primitives (``triangular_solve``), as JAX's
jax.lax.linalg; they live in ``hostcall.primitives.linalg``."""
from ..primitives.linalg import *  # noqa: F401,F403
from ..primitives.linalg import __all__  # noqa: F401
