"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``, ``linalg``,
``signal``, ``optimize``, ``fft``, ``integrate``)."""
from . import linalg, special, stats  # noqa: F401
from . import fft, integrate, optimize, signal  # noqa: F401
