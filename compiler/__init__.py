"""hostcall: trace Python to StableHLO, transform it with passes, compile it with IREE,
and call back into Python from compiled code.  The API follows JAX's names."""
from importlib.metadata import PackageNotFoundError, version as _version

try:
    __version__ = _version("hostcall")
except PackageNotFoundError:  # running from a source tree
    __version__ = "0.1.0"

from . import dtypes, tree, tree_util  # noqa: F401
from .api import device_put, jit, make_jaxpr  # noqa: F401
from .vmap import vmap  # noqa: F401
from .array import Array  # noqa: F401
from .config import config  # noqa: F401
from .core import ConcretizationTypeError, ShapeDtypeStruct, ShapedArray, typeof  # noqa: F401
from . import sharding  # noqa: F401
from . import numpy, lax  # noqa: F401,E402
from . import random  # noqa: F401,E402
from . import nn, scipy  # noqa: F401,E402
from .callbacks import effects_barrier, io_callback, pure_callback  # noqa: F401,E402
from . import debug, experimental  # noqa: F401,E402
from .ad import (grad, hessian, jacfwd, jacobian, jacrev, jvp, linear_transpose,  # noqa: F401,E402
                 linearize, value_and_grad, vjp)
from .custom_derivatives import custom_jvp, custom_vjp  # noqa: F401,E402
from . import ad_checkpoint  # noqa: F401,E402
from .ad_checkpoint import checkpoint, checkpoint_policies, remat  # noqa: F401,E402
from . import test_util  # noqa: F401,E402


def devices(backend: str | None = None):
    """The devices present: CUDA GPUs, Vulkan devices (GPUs, or a CPU implementation such as
    Mesa's lavapipe), and the CPU; listing them opens none."""
    from hostcall.runtime import devices as _devices
    return _devices(backend)


def default_backend() -> str:
    """The platform jit uses when none is named: cuda, vulkan (a Vulkan GPU) or cpu; see
    ``HOSTCALL_PLATFORMS``.
    """
    from hostcall.runtime.executor import default_platform
    return default_platform(config.read("platforms"))
from .runtime.profile import profile  # noqa: F401,E402
