"""Optimization passes: rewrites to forms IREE 3.13 compiles to faster code (loops as one
dispatch, table lookups fused with their neighbours, long reductions in two stages), with
the same values."""
