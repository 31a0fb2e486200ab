"""``hostcall.experimental``: JAX's ``jax.experimental`` spellings."""
from ..callbacks import io_callback  # noqa: F401
from ..config import config


def enable_x64(new_val: bool = True):
    """Context manager: 64-bit types on (or ``new_val``) inside the with-block."""
    return config.override("enable_x64", bool(new_val))


def disable_x64():
    """Context manager: 64-bit types off inside the with-block."""
    return config.override("enable_x64", False)


__all__ = ["io_callback", "enable_x64", "disable_x64"]
