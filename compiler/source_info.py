"""Where the user's code stands: the innermost stack frame outside hostcall, which error
messages and the traced program's MLIR locations point at."""
from __future__ import annotations

import functools
import os
import re
import sys

import numpy as np

import hostcall.dialects

# hostcall's own folders, and numpy's (np.asarray(tracer) fails inside numpy): errors
# point at the first frame outside them
_PACKAGE_DIRS = tuple(os.path.dirname(os.path.abspath(m.__file__)) + os.sep for m in (
    sys.modules[__name__], hostcall.dialects, np))


def user_frame():
    """The innermost stack frame outside hostcall: where the user's code stands."""
    f = sys._getframe(1)
    while f is not None:
        fn = f.f_code.co_filename
        if not fn.startswith(_PACKAGE_DIRS) and not fn.startswith("<frozen"):
            return f
        f = f.f_back
    return None


def user_location_str() -> str:
    f = user_frame()
    return f"{f.f_code.co_filename}:{f.f_lineno}" if f else "<unknown>"


def function_name(fun) -> str:
    """The name of the user's function in messages and traced symbols (through
    functools.partial)."""
    f = fun
    while isinstance(f, functools.partial):
        f = f.func
    return getattr(f, "__name__", None) or type(f).__name__


_MLIR_SOURCE = re.compile(r'loc\("([^"]+)":(\d+):\d+\)')


def mlir_source_line(location) -> str:
    """``FILE:LINE`` of an MLIR location (or its printed text): the innermost call site
    that has one, '' for none."""
    found = _MLIR_SOURCE.findall(str(location))
    return f"{found[0][0]}:{found[0][1]}" if found else ""
