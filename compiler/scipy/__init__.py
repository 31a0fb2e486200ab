"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``, ``stats``, ``linalg``,
``signal``, ``optimize``, ``fft``, ``integrate``, ``interpolate``, ``ndimage``)."""
from . import linalg, special, stats  # noqa: F401
from . import fft, integrate, interpolate, ndimage, optimize, signal  # noqa: F401
