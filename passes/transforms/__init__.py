"""Transformation passes: the program transformations jit, vmap and grad run on StableHLO
(hostcall-vmap, -jvp, -linearize, -transpose, -erase-ad-markers), with their per-op rule
tables (batching/, ad_rules/).  They change what a function computes; no IREE knowledge
lives here."""
