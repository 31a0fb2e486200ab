"""Clearer messages for StableHLO from other tools (JAX exports); parsing itself is
``hostcall.passes.prepare_source`` / ``parse_module``."""
from __future__ import annotations

from hostcall.passes import prepare_source  # noqa: F401  (re-exported for the tools)

SDY_HINT = ("the Shardy dialect (sdy) is not registered in IREE's MLIR bindings; hostcall "
            "accepts #sdy attributes and sdy.mesh ops, remove other sdy ops (e.g. export "
            "the module without sharding constraints)")


def explain(message: str) -> str:
    """A clearer message for parse errors caused by foreign dialects."""
    if "Dialect `sdy' not found" in message:
        return f"{message.strip()}: {SDY_HINT}"
    return message
