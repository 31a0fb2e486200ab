"""The ``accuracy=`` argument of lax's transcendental functions (exp, log, tanh, sin, ...):
AccuracyMode and Tolerance, JAX's requests for a result accuracy.

StableHLO carries them as a ``result_accuracy`` attribute that backends may use to pick
an implementation; IREE 3.13 has one implementation per op, so hostcall checks the
request and computes as it always does.
"""
from __future__ import annotations

import enum

__all__ = ["AccuracyMode", "Tolerance", "check_accuracy", "ACCURACY_OPS"]

# the lax functions that take ``accuracy=``
ACCURACY_OPS = frozenset({"exp", "exp2", "log", "log1p", "expm1", "tanh", "logistic", "sin",
                          "cos", "tan", "sqrt", "rsqrt", "cbrt"})


class AccuracyMode(enum.Enum):
    """A named accuracy: the most exact implementation, or the backend's default."""
    HIGHEST = 1
    DEFAULT = 2


class Tolerance:
    """An accuracy as bounds on the error: absolute ``atol``, relative ``rtol`` and
    units in the last place ``ulps``."""

    def __init__(self, atol: float = 0.0, rtol: float = 0.0, ulps: int = 0):
        if atol < 0 or rtol < 0 or ulps < 0:
            raise ValueError(f"Tolerance bounds must be non-negative, got atol={atol}, "
                             f"rtol={rtol}, ulps={ulps}")
        self.atol, self.rtol, self.ulps = float(atol), float(rtol), int(ulps)

    def __repr__(self):
        return f"Tolerance(atol={self.atol}, rtol={self.rtol}, ulps={self.ulps})"

    def __eq__(self, other):
        return isinstance(other, Tolerance) and (self.atol, self.rtol, self.ulps) == (
            other.atol, other.rtol, other.ulps)

    def __hash__(self):
        return hash((self.atol, self.rtol, self.ulps))


def check_accuracy(name: str, accuracy) -> None:
    """Raise unless ``accuracy`` is None, an AccuracyMode or a Tolerance."""
    if accuracy is not None and not isinstance(accuracy, (AccuracyMode, Tolerance)):
        raise TypeError(f"lax.{name}: accuracy must be None, a lax.AccuracyMode or a "
                        f"lax.Tolerance, got {accuracy!r}")
