"""hostcall.devices and hostcall.default_backend: the platforms and devices jit can use."""
from hostcall.runtime.executor import default_platform, devices as _devices

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
