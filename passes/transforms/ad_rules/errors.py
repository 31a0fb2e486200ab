"""The errors of the autodiff passes, located at the op that raised them (tools report
the location as FILE:LINE:COL), and the Poison tangent of an unsupported derivative."""
from __future__ import annotations


class ADError(ValueError):
    """A value cannot be differentiated (unsupported op, effectful callback, ...)."""


class UnsupportedDerivative(ADError):
    """An op has no derivative rule for these operands.  hostcall-jvp reports it only
    when the missing tangent is used (e.g. the max value of an argmax reduce is not)."""


class Poison:
    """The tangent of a result whose derivative is unsupported: an error when used."""
    __slots__ = ("error",)

    def __init__(self, error: Exception):
        self.error = error


def location_str(op) -> str:
    text = str(op.location)
    return text[4:-1] if text.startswith("loc(") else text


def op_error(op, message: str, exc=UnsupportedDerivative) -> Exception:
    err = exc(f"{message} (op {op.name} at {location_str(op)})")
    err.location = op.location
    return err


def located(err: Exception, op) -> Exception:
    """``err`` with the op's location attached (tools report it as FILE:LINE:COL)."""
    err.location = op.location
    return err
