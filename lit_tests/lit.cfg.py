"""lit configuration: golden-file tests of hostcall's tools and passes.

Tests are ``.mlir`` and ``.py`` files under lit_tests/ with ``// RUN:`` / ``# RUN:`` lines
that pipe ``hostcall-opt`` or ``hostcall`` output into ``filecheck`` (the PyPI port of
LLVM's FileCheck). The tools run from the Python environment that runs lit.
"""
import os
import shutil
import sys

import lit.formats

config.name = "hostcall"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".py"]
config.excludes = ["lit.cfg.py", "Inputs", "__pycache__"]
config.test_source_root = os.path.dirname(__file__)
# Temporary files (%t) and lit's timing cache go under lit_tests/Output/ (git-ignored).
config.test_exec_root = os.path.join(config.test_source_root, "Output")

# The console scripts of the environment that runs lit come first on PATH.
_bin = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([_bin, os.environ.get("PATH", "")])
for var in ("HOME", "HOSTCALL_CACHE_DIR", "XDG_CACHE_HOME", "PYTHONPATH", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def _tool(name):
    found = shutil.which(name, path=config.environment["PATH"])
    if found is None:
        lit_config.fatal(f"{name} not found on PATH; install hostcall with its 'test' extra "
                         f"(pip install -e '.[test]')")
    return found


config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%hostcall-opt", _tool("hostcall-opt")))
config.substitutions.append(("%hostcall", _tool("hostcall")))
config.substitutions.append(("%filecheck", _tool("filecheck")))
