"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``, ``linalg``,
``signal``)."""
from . import linalg, special, stats  # noqa: F401
from . import signal  # noqa: F401
