"""The package's layering: the lower layers (dialects, reference, passes, runtime) and the
command-line tools load without hostcall's front end, while the front end's public names
still load on first use."""
import json
import subprocess
import sys

import pytest

FRONT_END = ("hostcall.numpy", "hostcall.lax", "hostcall.api", "hostcall.ad",
             "hostcall.batching", "hostcall.core", "hostcall.array", "hostcall.random",
             "hostcall.custom_derivatives", "hostcall.staging", "hostcall.callbacks")
FRONT_END_PACKAGES = ("hostcall.numpy.", "hostcall.lax.", "hostcall.scipy.", "hostcall.nn.")


def fresh_modules(code: str) -> list[str]:
    """The hostcall modules loaded after running ``code`` in a fresh interpreter."""
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(m for m in sys.modules " \
                   "if m.startswith('hostcall'))))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout.splitlines()[-1])


@pytest.mark.parametrize("module", ["hostcall.passes", "hostcall.runtime",
                                    "hostcall.dialects", "hostcall.reference",
                                    "hostcall.tools.opt", "hostcall.tools.cli"])
def test_lower_layers_load_no_front_end_module(module):
    loaded = fresh_modules(f"import {module}")
    assert module in loaded
    assert [m for m in loaded if m in FRONT_END or m.startswith(FRONT_END_PACKAGES)] == []


def test_registered_passes_load_no_front_end_module():
    loaded = fresh_modules("from hostcall import passes\nassert passes.registered()")
    assert "hostcall.passes.vmap" in loaded and "hostcall.passes.fold_splats" in loaded
    assert not set(loaded) & set(FRONT_END)


@pytest.mark.parametrize("code", [
    "import hostcall\nx = hostcall.jit(lambda a: a * 2)(3.0)",
    "import hostcall.numpy as jnp\nx = jnp.ones(2) + 1",
    "from hostcall import lax\nimport numpy as np\nx = lax.sin(np.float32(0.5)) + 1",
    "import hostcall.lax as lax\nimport numpy as np\nx = lax.sin(np.float32(0.5)) + 1",
    "import hostcall\nx = hostcall.vmap(lambda a: -a)(hostcall.numpy.ones(2)) * 2",
])
def test_front_end_entry_points_give_complete_arrays(code):
    """Whatever a program imports first, the results are Arrays with numpy's operators
    (installed by the numpy layer) and the same names as an eagerly loaded package."""
    loaded = fresh_modules(code + "\nassert type(x).__name__ == 'Array', type(x)")
    assert "hostcall.numpy._methods" in loaded


def test_public_names_resolve_to_functions_not_modules():
    import hostcall
    import hostcall.batching  # noqa: F401  (a module whose name is not hostcall.vmap)
    assert callable(hostcall.vmap) and hostcall.vmap.__module__ == "hostcall.batching"
    assert hasattr(hostcall.config, "update")
    assert {"jit", "grad", "vmap", "numpy", "lax", "Array", "devices"} <= set(dir(hostcall))
    with pytest.raises(AttributeError, match="no attribute 'no_such_name'"):
        hostcall.no_such_name  # noqa: B018
