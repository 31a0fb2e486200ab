"""Typed StableHLO builders and hostcall's callback op convention."""
from . import attributes, callback, stablehlo, types  # noqa: F401
