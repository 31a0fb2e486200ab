"""One home per fact: hostcall's IR contract names are spelled once (dialects/names.py)."""
import ast
import importlib.util
import pathlib
import re

import hostcall
from hostcall.dialects import names

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE_DIRS = ("compiler", "dialects", "passes", "reference", "runtime", "tools")
HOSTCALL_NAME = re.compile(r"^hostcall\.([a-z_]+)$")

# Files allowed to spell a contract name as a literal, each with the reason.
LITERAL_EXEMPT = {
    # its own marker attribute, read only by itself and tools/inspect_loops; the pass is
    # being reworked separately and will take names.LOOP_KERNEL then
    "passes/kernelize_loops.py",
}


def _not_ir(tree) -> set[int]:
    """ids of the Constant nodes that are docstrings or logger names (not IR names)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "getLogger":
            out.update(id(a) for a in node.args)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _string_literals(path: pathlib.Path):
    tree = ast.parse(path.read_text(), str(path))
    docs = _not_ir(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            yield node.lineno, node.value


def _is_package_name(attr: str) -> bool:
    """``hostcall.<attr>`` names a module or public object of the package (a logger name,
    an API name), not an IR attribute."""
    return hasattr(hostcall, attr) or importlib.util.find_spec(f"hostcall.{attr}") is not None


def test_contract_names_are_hostcall_attributes():
    assert names.ALL and all(HOSTCALL_NAME.match(n) for n in names.ALL)
    assert names.CALLBACK_TARGET in names.ALL and names.TRIP_COUNT in names.ALL


def test_no_contract_literal_outside_dialects():
    stray = []
    for top in PACKAGE_DIRS:
        if top == "dialects":
            continue
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in LITERAL_EXEMPT:
                continue
            for line, value in _string_literals(path):
                m = HOSTCALL_NAME.match(value)
                if m and (value in names.ALL or not _is_package_name(m.group(1))):
                    stray.append(f"{rel}:{line}: {value!r}")
    assert stray == [], "spell these with hostcall.dialects.names:\n" + "\n".join(stray)


def test_literal_scan_finds_a_stray_name(tmp_path):
    """The scan itself: a contract name in code is found, a docstring or logger name is not."""
    probe = tmp_path / "probe.py"
    probe.write_text('"""Reads ``hostcall.trip_count``."""\n'
                     'logger = logging.getLogger("hostcall.trace")\n'
                     'def f(op):\n    """hostcall.kind"""\n'
                     '    return op.attributes["hostcall.trip_count"]\n')
    assert list(_string_literals(probe)) == [(5, "hostcall.trip_count")]
