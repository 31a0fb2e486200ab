"""Refuse too deeply nested MLIR text before MLIR's recursive-descent parser sees it.

MLIR parses regions, attributes and types recursively on the C stack: 10000 nested
``module {`` or 100000 nested ``[`` / ``tuple<`` overflow it and the process dies
with SIGSEGV.  ``check`` scans the text once for brackets (``{ ( [ <``), skipping
string literals and ``//`` comments, and reports the first one past ``MAX_DEPTH``
with its line and column.  Real programs nest a few dozen levels at most.
"""
from __future__ import annotations

import re

MAX_DEPTH = 256
_TOKENS = re.compile(r'[{}()\[\]<>"]|//')
_CLOSING = {"}": "{", ")": "(", "]": "["}


class TooDeep(ValueError):
    """Text nested past MAX_DEPTH; ``line`` and ``col`` locate the opening bracket."""

    def __init__(self, line: int, col: int, limit: int):
        super().__init__(f"nesting deeper than {limit} levels of brackets ({{ ( [ <); "
                         f"refused before parsing (MLIR's parser would overflow its stack)")
        self.line, self.col = line, col


def check(text: str, limit: int = MAX_DEPTH) -> None:
    """Raise TooDeep at the first bracket that opens level ``limit + 1``."""
    stack: list[str] = []
    pos, n = 0, len(text)
    while pos < n:
        m = _TOKENS.search(text, pos)
        if m is None:
            return
        tok, at = m.group(), m.start()
        pos = m.end()
        if tok == "//":
            end = text.find("\n", pos)
            pos = n if end < 0 else end + 1
        elif tok == '"':
            pos = _string_end(text, pos)
        elif tok in "{([<":
            stack.append(tok)
            if len(stack) > limit:
                line = text.count("\n", 0, at) + 1
                raise TooDeep(line, at - (text.rfind("\n", 0, at) + 1) + 1, limit)
        elif tok == ">":
            # '->' and comparison words are not brackets; close only an open '<'
            if stack and stack[-1] == "<" and not (at and text[at - 1] == "-"):
                stack.pop()
        else:
            while stack and stack[-1] == "<":   # an unclosed '<' (e.g. 'a < b' in text)
                stack.pop()
            if stack and stack[-1] == _CLOSING[tok]:
                stack.pop()


def _string_end(text: str, pos: int) -> int:
    """The index after the string literal that starts before ``pos``."""
    while True:
        end = text.find('"', pos)
        if end < 0:
            return len(text)
        backslashes = 0
        k = end - 1
        while k >= pos and text[k] == "\\":
            backslashes += 1
            k -= 1
        if backslashes % 2 == 0:
            return end + 1
        pos = end + 1
