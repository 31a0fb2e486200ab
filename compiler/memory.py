"""hostcall.memory: JAX's memory spaces (``jax.memory.Space``).

hostcall runs a program on one device and keeps an array's host copy beside its device
buffer, so the spaces only say where ``device_put`` leaves the data: ``Host`` brings
it to the host, ``Device`` and ``Any`` to the default device.
"""
from __future__ import annotations

import enum

__all__ = ["Space"]


class Space(enum.Enum):
    """Where an array's data lives."""
    Device = enum.auto()
    Host = enum.auto()
    Any = enum.auto()
