"""Callback passes: the semantics of host callbacks (unused pure ones removed, ordered
effects threaded with tokens) and their lowering to calls of the runtime module at the
program boundary, including JAX's Python callbacks imported from exported modules."""
