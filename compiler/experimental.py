"""``hostcall.experimental``: JAX's ``jax.experimental`` spelling of ``io_callback``."""
from .callbacks import io_callback  # noqa: F401

__all__ = ["io_callback"]
