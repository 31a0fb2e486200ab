"""IREE workarounds: each pass here exists because IREE 3.13 miscompiles, rejects or
crashes on a form of StableHLO, and rewrites that form to an equal one it compiles right.
Every module's docstring says which IREE behaviour it answers (with a canary test,
``pytest -m canary``): after an IREE upgrade, the passes whose canaries fail can go."""
