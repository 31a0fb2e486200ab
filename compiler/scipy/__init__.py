"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``)."""
from . import special, stats  # noqa: F401
