"""Typed StableHLO builders and hostcall's callback op convention."""
from . import callback, stablehlo, types  # noqa: F401
