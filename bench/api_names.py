"""The public names of JAX's single-device API, per module, and hostcall's floor of them.

``python bench/api_names.py jax`` (with JAX installed, e.g. the ``bench`` extra) writes
``tests/api_surface/jax_names.json``: for each module of ``MODULES`` (and each
distribution submodule of jax.scipy.stats), the sorted names ``dir()`` shows that are not
private, not submodules and not a helper the module imported from the standard library.
``tests/test_api_coverage.py`` compares hostcall's modules with it without importing JAX.

``python bench/api_names.py floor`` (with hostcall installed) writes
``tests/api_surface/floor.json``: the names of that list hostcall defines today. The test
fails when one of them goes missing, and when hostcall gains one the floor lacks, so the
floor only rises: run this mode after adding names.
"""
from __future__ import annotations

import functools
import importlib
import json
import pathlib
import sys
import types

HERE = pathlib.Path(__file__).resolve().parent.parent / "tests" / "api_surface"
NAMES_FILE = HERE / "jax_names.json"
FLOOR_FILE = HERE / "floor.json"

MODULES = (
    "jax", "jax.numpy", "jax.numpy.linalg", "jax.numpy.fft", "jax.lax", "jax.random",
    "jax.nn", "jax.nn.initializers", "jax.tree_util", "jax.tree",
    "jax.scipy.special", "jax.scipy.stats", "jax.scipy.linalg", "jax.scipy.signal",
    "jax.scipy.optimize", "jax.scipy.fft", "jax.scipy.integrate", "jax.scipy.ndimage",
    "jax.scipy.cluster", "jax.scipy.interpolate", "jax.experimental.ode", "jax.image",
    "jax.example_libraries.stax", "jax.example_libraries.optimizers", "jax.dtypes",
)

# Helpers a module imports for its own use (typing aliases, functools.partial, zip, ...).
_FOREIGN = {"typing", "collections", "functools", "builtins", "__future__", "abc"}
_FOREIGN_CALLABLES = {"jaxlib.utils", "jax._src.util"}


def _public(mod: types.ModuleType) -> list[str]:
    """The module's public names: no submodules, no standard-library imports."""
    out = []
    for name in dir(mod):
        value = getattr(mod, name)
        owner = getattr(value, "__module__", None) or ""
        if name.startswith("_") or isinstance(value, types.ModuleType):
            continue
        if owner.split(".")[0] in _FOREIGN and not isinstance(value, functools.partial):
            continue
        if owner in _FOREIGN_CALLABLES and callable(value):
            continue
        out.append(name)
    return sorted(out)


def jax_names() -> dict[str, list[str]]:
    """{module: public names} of the installed JAX."""
    import jax
    names = {"__version__": jax.__version__}
    modules = list(MODULES)
    stats = importlib.import_module("jax.scipy.stats")
    for name in sorted(dir(stats)):
        if isinstance(getattr(stats, name), types.ModuleType) and not name.startswith("_"):
            modules.append(f"jax.scipy.stats.{name}")
    for m in modules:
        names[m] = _public(importlib.import_module(m))
    return names


def hostcall_module(jax_module: str):
    """hostcall's module of that name, or None when hostcall has none."""
    try:
        return importlib.import_module("hostcall" + jax_module[len("jax"):])
    except ImportError:
        return None


def present(jax_module: str, names: list[str]) -> list[str]:
    """The names of ``names`` that hostcall's module of that name defines."""
    mod = hostcall_module(jax_module)
    return [n for n in names if mod is not None and hasattr(mod, n)]


def main(argv: list[str]) -> int:
    mode = argv[1] if len(argv) > 1 else ""
    if mode == "jax":
        NAMES_FILE.write_text(json.dumps(jax_names(), indent=1) + "\n")
        print(f"wrote {NAMES_FILE}")
    elif mode == "floor":
        names = json.loads(NAMES_FILE.read_text())
        floor = {m: present(m, ns) for m, ns in names.items() if m != "__version__"}
        FLOOR_FILE.write_text(json.dumps(floor, indent=1) + "\n")
        print(f"wrote {FLOOR_FILE}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
