"""Typed StableHLO builders and hostcall's callback op convention."""
from . import stablehlo, types  # noqa: F401
