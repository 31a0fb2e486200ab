"""hostcall.devices, hostcall.default_backend and hostcall.live_arrays: the platforms and
devices jit can use, and the arrays on them."""
import gc

from hostcall.runtime.executor import default_platform, devices as _devices

from .array import Array
from .config import config


def devices(backend: str | None = None):
    """The devices present: CUDA GPUs, Vulkan devices (GPUs, or a CPU implementation such as
    Mesa's lavapipe), and the CPU; listing them opens none."""
    return _devices(backend)


def default_backend() -> str:
    """The platform jit uses when none is named: cuda, vulkan (a Vulkan GPU) or cpu; see
    ``HOSTCALL_PLATFORMS``.
    """
    return default_platform(config.read("platforms"))


def live_arrays(platform: str | None = None) -> list[Array]:
    """The Arrays alive now on ``platform`` (the default backend when None). They are
    found by a scan of the garbage collector's objects, so making an Array costs nothing
    extra for a function meant for debugging."""
    wanted = platform or default_backend()
    return [a for a in gc.get_objects() if type(a) is Array and a.device.platform == wanted]
