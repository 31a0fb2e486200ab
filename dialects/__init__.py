"""Typed StableHLO builders and hostcall's callback op convention."""
import sys
import types as _types

# MLIR's Python bindings look for a Python module per dialect (``iree.compiler.dialects.
# <namespace>``) each time they wrap an op of that dialect, and cache only the modules they
# find. IREE ships none for stablehlo, chlo, sdy or mhlo, so every op of theirs cost an
# import search of sys.path (tens of thousands per lowered module, most of a large
# module's pass time). Empty stand-ins end the search; ops keep the generic OpView.
for _namespace in ("stablehlo", "chlo", "sdy", "mhlo"):
    sys.modules.setdefault(f"iree.compiler.dialects.{_namespace}",
                           _types.ModuleType(f"iree.compiler.dialects.{_namespace}"))

from . import (attributes, callback, convolution, dimension_numbers, names,  # noqa: E402,F401
               ops, stablehlo, types)
