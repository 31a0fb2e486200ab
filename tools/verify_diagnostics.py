"""``--verify-diagnostics``: check emitted diagnostics against ``expected-*`` comments.

Follows mlir-opt: ``// expected-error {{msg}}`` (same line), ``@+N`` / ``@-N``
(relative line), ``@above`` / ``@below`` (the nearest line above/below that carries no
expectation itself); also ``expected-warning``, ``expected-note``, ``expected-remark``.
An expectation matches a diagnostic of the same severity on that line whose message
contains the text between ``{{`` and ``}}``. Every expectation must be produced once,
and every produced diagnostic must be expected.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .diagnostics import Diag

_EXPECTED = re.compile(
    r"expected-(error|warning|note|remark)"
    r"(?:\s*@(?P<where>[+-]\d+|above|below))?"
    r"\s*(?P<count>\d+)?\s*\{\{(?P<text>.*?)\}\}")


@dataclass
class Expected:
    severity: str
    text: str
    line: int          # the line the diagnostic must point at
    comment_line: int  # where the expectation is written
    col: int
    count: int = 1


def parse_expectations(lines: list[str], first: int, last: int) -> tuple[list[Expected], list[str]]:
    """Expectations written on lines [first, last] (1-based, of the whole file).

    Returns the expectations and the problems found in malformed ones.
    """
    found, problems = [], []
    annotated = {n for n in range(first, last + 1) if "expected-" in lines[n - 1]}
    for n in range(first, last + 1):
        text = lines[n - 1]
        for m in _EXPECTED.finditer(text):
            where = m.group("where")
            target = n
            if where == "above":
                target = _nearest(n, -1, annotated, first, last)
            elif where == "below":
                target = _nearest(n, +1, annotated, first, last)
            elif where:
                target = n + int(where)
            if target is None or not first <= target <= last:
                problems.append(f"{n}:{m.start() + 1}: expected diagnostic refers to a line "
                                f"outside the input: {m.group(0)!r}")
                continue
            count = int(m.group("count") or 1)
            found.append(Expected(m.group(1), m.group("text"), target, n, m.start() + 1, count))
    return found, problems


def _nearest(n, step, annotated, first, last):
    k = n + step
    while first <= k <= last and k in annotated:
        k += step
    return k if first <= k <= last else None


def check(expected: list[Expected], produced: list[Diag], filename: str) -> list[str]:
    """Messages for unexpected and missing diagnostics (empty when all match)."""
    remaining = {id(e): e.count for e in expected}
    errors = []
    for d in _flatten(produced):
        match = next((e for e in expected
                      if remaining[id(e)] > 0 and e.severity == d.severity
                      and d.file == filename and e.line == d.line and e.text in d.message),
                     None)
        if match is None:
            errors.append(f"{d.where}error: unexpected {d.severity}: {d.message}")
        else:
            remaining[id(match)] -= 1
    for e in expected:
        if remaining[id(e)] > 0:
            errors.append(f"{filename}:{e.comment_line}:{e.col}: error: expected {e.severity} "
                          f"\"{e.text}\" was not produced")
    return errors


def _flatten(diags: list[Diag]):
    for d in diags:
        yield d
        yield from _flatten(d.notes)
