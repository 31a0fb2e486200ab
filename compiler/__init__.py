"""hostcall: trace Python to StableHLO, transform it with passes, compile it with IREE,
and call back into Python from compiled code.  The API follows JAX's names.

This package is also the parent of ``hostcall.passes``, ``hostcall.runtime``,
``hostcall.dialects`` and ``hostcall.tools``, which must load without the front end (the
command-line tools start in well under a second, and passes never depend on tracing). So
the front end's names below load on first use (PEP 562 module ``__getattr__``):
``import hostcall.passes`` loads no front-end module, while ``hostcall.jit``,
``import hostcall.numpy as jnp`` and ``from hostcall import lax`` behave as if the
package had loaded them eagerly.
"""
import sys as _sys
from importlib import import_module as _import_module

from .config import config  # noqa: F401  (light; the object, not the module, is public)

# Subpackages and modules of the public API, imported when first named.
_SUBMODULES = ("ad_checkpoint", "debug", "dtypes", "experimental", "image", "lax", "memory", "nn",
               "numpy", "random", "scipy", "sharding", "test_util", "tree", "tree_util")

# Public functions and classes: {name: module that defines it}.
_NAMES = {
    "device_put": "api", "jit": "api", "make_jaxpr": "api",
    "vmap": "batching",
    "Array": "array", "block_until_ready": "array", "copy_to_host_async": "array",
    "ConcretizationTypeError": "core", "ShapeDtypeStruct": "core", "ShapedArray": "core",
    "typeof": "core",
    "effects_barrier": "callbacks", "io_callback": "callbacks", "pure_callback": "callbacks",
    "grad": "ad", "hessian": "ad", "jacfwd": "ad", "jacobian": "ad", "jacrev": "ad",
    "jvp": "ad", "linear_transpose": "ad", "linearize": "ad", "value_and_grad": "ad",
    "vjp": "ad",
    "closure_convert": "custom_derivatives", "custom_jvp": "custom_derivatives",
    "custom_vjp": "custom_derivatives", "fwd_and_bwd": "ad",
    "checkpoint": "ad_checkpoint", "checkpoint_policies": "ad_checkpoint",
    "remat": "ad_checkpoint",
    "compile_module": "embedding",
    "devices": "platforms", "default_backend": "platforms", "live_arrays": "platforms",
    "profile": "runtime.profile", "Device": "runtime.executor",
    "float0": "dtypes",
    "clear_caches": "environment", "default_device": "environment",
    "device_count": "environment", "device_get": "environment",
    "local_device_count": "environment", "local_devices": "environment",
    "print_environment_info": "environment", "process_count": "environment",
    "process_index": "environment", "process_indices": "environment",
    "custom_gradient": "tracing_tools", "disable_jit": "tracing_tools",
    "ensure_compile_time_eval": "tracing_tools", "eval_shape": "tracing_tools",
    "named_call": "tracing_tools", "named_scope": "tracing_tools",
}

__all__ = sorted({"config", *_SUBMODULES, *_NAMES})

# Loaded with the first public name, as an eager package would have: the numpy layer
# installs Array's operators and methods, so that any entry point yields a complete Array.
_FRONT_END = ("numpy",)


def _front_end_importing() -> bool:
    """Whether a hostcall module is being imported right now (its ``__spec__`` is marked
    ``_initializing`` by importlib): then only the module asked for may load, since
    loading the rest would meet that module half-initialized."""
    return any(getattr(getattr(m, "__spec__", None), "_initializing", False)
               for k, m in list(_sys.modules.items()) if k.startswith(__name__ + "."))


def _version() -> str:
    """The installed distribution's version (reading it costs ~10 ms: done when asked)."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("hostcall")
    except PackageNotFoundError:  # running from a source tree
        return "0.1.0"


def __getattr__(name: str):
    """A public name, loaded (with the numpy layer) the first time it is asked for."""
    if name == "__version__":
        value = _version()
    elif name in _SUBMODULES:
        value = _import_module(f"{__name__}.{name}")
    elif name in _NAMES:
        value = getattr(_import_module(f"{__name__}.{_NAMES[name]}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if name != "__version__" and not _front_end_importing():
        for m in _FRONT_END:
            _import_module(f"{__name__}.{m}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_SUBMODULES) | set(_NAMES))
