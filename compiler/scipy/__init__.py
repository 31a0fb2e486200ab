"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``, ``linalg``)."""
from . import linalg, special, stats  # noqa: F401
