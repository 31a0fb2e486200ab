"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``, ``linalg``,
``signal``, ``optimize``)."""
from . import linalg, special, stats  # noqa: F401
from . import optimize, signal  # noqa: F401
