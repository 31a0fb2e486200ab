"""hostcall.scipy: the parts of jax.scipy hostcall implements (``special``)."""
from . import special  # noqa: F401
