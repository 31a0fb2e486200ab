"""hostcall.scipy.integrate: jax.scipy.integrate's ``trapezoid`` (the trapezoidal rule, the
same function as hostcall.numpy.trapezoid)."""
from __future__ import annotations

from ..numpy import trapezoid  # noqa: F401  (jax.scipy.integrate's is jax.numpy's)

__all__ = ["trapezoid"]
