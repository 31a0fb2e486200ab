"""Command-line tools: ``hostcall-opt`` (parse, verify, run passes, print) and ``hostcall``
(trace, inspect, run, compile, bench)."""
