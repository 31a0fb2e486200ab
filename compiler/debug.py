"""``hostcall.debug``: ``callback`` and ``print``, which observe values as the program runs.

Debug callbacks have no results and are never removed.  Array leaves of their
arguments (Python numbers included) are passed at run time; other leaves (strings,
dtypes, None) are static and passed unchanged.
"""
from __future__ import annotations

import functools
import logging
import string
import sys
from typing import Callable

import numpy as np

from . import core, source_info, tree_util
from .array import make_array
from .callbacks import emit_callback

__all__ = ["callback", "print", "log"]

logger = logging.getLogger("hostcall.debug")


def callback(callback: Callable | None = None, *args, ordered: bool = False,
             partitioned: bool = False, **kwargs) -> None:
    """Call ``callback(*args, **kwargs)`` on the host when this point of the program runs.

    ``ordered=True`` keeps program order with other ordered debug callbacks.  Called
    with no function (``callback(ordered=True)``) it returns the configured callback
    API (the two-call form).
    """
    del partitioned  # single-device
    if callback is None:
        if args or kwargs:
            raise TypeError("debug_callback received unexpected arguments in the two-call "
                            f"form: args={args} kwargs={kwargs}")
        return functools.partial(globals()["callback"], ordered=ordered)
    if not callable(callback):
        raise TypeError("first argument to hostcall.debug.callback must be callable, but got "
                        f"an object of type {type(callback)}")
    emit_callback(callback, None, args, kwargs, kind="debug", ordered=bool(ordered),
                  api="debug.callback")
    return None


class _FormatChecker(string.Formatter):
    """Checks a format string against the arguments without formatting values."""

    def format_field(self, value, format_spec):
        return ""

    def check_unused_args(self, used_args, args, kwargs):
        unused_args = [a for i, a in enumerate(args) if i not in used_args]
        unused_kwargs = [k for k in kwargs if k not in used_args]
        if unused_args:
            raise ValueError(f"Unused positional arguments to `hostcall.debug.print`: "
                             f"{unused_args}")
        if unused_kwargs:
            raise ValueError(
                f"Unused keyword arguments to `hostcall.debug.print`: {unused_kwargs}. You "
                "may be passing an f-string (i.e, `f\"{x}\"`) into `hostcall.debug.print` and "
                "instead should pass in a regular string.")


_checker = _FormatChecker()


def _has_placeholders(fmt: str) -> bool:
    try:
        return any(field is not None for _, field, _, _ in string.Formatter().parse(fmt))
    except ValueError:
        return False


def _as_arrays(tree):
    """Array leaves as hostcall.Array, so values print as JAX prints them."""
    return tree_util.tree_map(
        lambda x: make_array(x, core.ShapedArray(x.shape, x.dtype))
        if isinstance(x, np.ndarray) else x, tree)


def _to_stdout(msg: str) -> None:
    sys.stdout.write(msg + "\n")


class _ToLog:
    """Hands an INFO record, located at the traced ``debug.log`` call, to the logger's
    handlers whatever the logger's level (as JAX does: the call asked for the line)."""
    __slots__ = ("filename", "lineno")

    def __init__(self):
        frame = source_info.user_frame()
        self.filename = frame.f_code.co_filename if frame else "(unknown file)"
        self.lineno = frame.f_lineno if frame else 0

    def __call__(self, msg: str) -> None:
        logger.handle(logger.makeRecord(logger.name, logging.INFO, self.filename,
                                        self.lineno, msg, (), None))


class _Printer:
    """The host side of one ``debug.print``: formats with trace-time print options."""
    __slots__ = ("fmt", "printoptions", "placeholders", "emit", "__name__")

    def __init__(self, fmt: str, printoptions: dict, placeholders: bool, emit, name: str):
        self.fmt, self.printoptions, self.placeholders = fmt, printoptions, placeholders
        self.emit, self.__name__ = emit, name

    def __call__(self, *args, **kwargs):
        args, kwargs = _as_arrays(args), _as_arrays(kwargs)
        with np.printoptions(**self.printoptions):
            if self.placeholders:
                msg = self.fmt.format(*args, **kwargs)
            else:
                msg = " ".join([self.fmt, *map(str, args),
                                *(f"{k}={v}" for k, v in kwargs.items())])
        self.emit(msg)


def _formatted_callback(api: str, emit, fmt, args, kwargs, ordered: bool,
                        skip_format_check: bool):
    if fmt is None:
        if args or kwargs:
            raise TypeError(f"{api} received unexpected arguments in the two-call "
                            f"form: args={args} kwargs={kwargs}")
        return functools.partial(globals()[api.split("_")[1]], ordered=ordered,
                                 skip_format_check=skip_format_check)
    if not skip_format_check:
        _checker.format(fmt, *args, **kwargs)
    printer = _Printer(fmt, dict(np.get_printoptions()), _has_placeholders(fmt), emit, api)
    emit_callback(printer, None, args, kwargs, kind="debug", ordered=bool(ordered),
                  api=api.replace("_", "."))
    return None


def print(fmt: str | None = None, *args, ordered: bool = False,  # noqa: A001 - JAX's name
          skip_format_check: bool = False, **kwargs) -> None:
    """Print ``fmt.format(*args, **kwargs)`` with the run-time values of the arguments.

    The format string is checked when traced (missing or unused arguments raise
    there); numpy print options in effect when traced apply when it prints.  Output
    goes through ``sys.stdout.write`` at run time, so it can be redirected.
    """
    return _formatted_callback("debug_print", _to_stdout, fmt, args, kwargs, ordered,
                               skip_format_check)


def log(fmt: str | None = None, *args, ordered: bool = False, skip_format_check: bool = False,
        **kwargs) -> None:
    """Like ``print``, but emits one INFO record on the ``hostcall.debug`` logger (to its
    handlers even where the logger's level is above INFO, as in JAX)."""
    return _formatted_callback("debug_log", _ToLog(), fmt, args, kwargs, ordered,
                               skip_format_check)
