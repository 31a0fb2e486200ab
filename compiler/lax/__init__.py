"""hostcall.lax: JAX's lax API, the primitives hostcall.numpy is built on and structured
control flow.

A facade above the numpy layer: the primitives live in ``hostcall.primitives`` (below
numpy, one module per family), and this package re-exports their public names. It loads
the numpy layer, which installs Array's operators and methods, so lax's eager results are
complete Arrays even when ``import hostcall.lax`` is a program's only import of hostcall.
"""
from .. import numpy as _numpy  # noqa: F401
from ..primitives import *  # noqa: F401,F403
from . import linalg  # noqa: F401
