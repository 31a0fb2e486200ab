"""Load a user's Python file (a module to trace, a handlers file) with clear errors."""
from __future__ import annotations

import importlib.util
import os
import sys
import traceback
import types

from .diagnostics import ToolError


def load_file(path: str, what: str = "Python file") -> types.ModuleType:
    """Execute ``path`` as a fresh module; errors name the file and line."""
    if not os.path.isfile(path):
        raise ToolError(f"cannot read {what} {path}: no such file")
    name = "_hostcall_user_" + "".join(c if c.isalnum() else "_" for c in
                                       os.path.splitext(os.path.basename(path))[0])
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ToolError(f"cannot load {what} {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)  # so the file can import its neighbours
    write_bytecode, sys.dont_write_bytecode = sys.dont_write_bytecode, True
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        raise ToolError(f"{e.msg}", f"{e.filename or path}:{e.lineno or 0}:{e.offset or 0}") \
            from None
    except OSError as e:
        raise ToolError(f"cannot read {what} {path}: {e.strerror or e}") from None
    except Exception as e:
        raise ToolError(f"loading {what} raised {type(e).__name__}: {e}",
                        user_frame(e, path)) from None
    finally:
        sys.dont_write_bytecode = write_bytecode
        if sys.path and sys.path[0] == folder:
            sys.path.pop(0)
    return module


def user_frame(exc: BaseException, path: str | None = None) -> str:
    """``FILE:LINE`` of the innermost traceback frame in ``path`` (or outside hostcall)."""
    frames = traceback.extract_tb(exc.__traceback__)
    want = os.path.abspath(path) if path else None
    hostcall_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for f in reversed(frames):
        here = os.path.abspath(f.filename)
        if (want and here == want) or (not want and not here.startswith(hostcall_root)):
            return f"{f.filename}:{f.lineno}"
    return path or ""


def get_attribute(module: types.ModuleType, dotted: str, path: str):
    """``module.a.b`` for ``dotted`` = "a.b", or a ToolError listing what the file defines."""
    obj = module
    for part in dotted.split("."):
        if not hasattr(obj, part):
            defined = sorted(n for n, v in vars(module).items()
                             if callable(v) and not n.startswith("_")
                             and getattr(v, "__module__", None) == module.__name__)
            raise ToolError(f"{path} defines no {dotted!r} (functions defined there: "
                            f"{', '.join(defined) or 'none'})")
        obj = getattr(obj, part)
    return obj
