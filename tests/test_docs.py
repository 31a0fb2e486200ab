"""The documentation: every public name has a docstring, and the Sphinx build (API reference
generated from the code, guides, the CLI's help) has no warning."""
import importlib
import inspect
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "docs")
sys.path.insert(0, DOCS)
import conf  # noqa: E402  (docs/conf.py: the list of documented modules)


def _modules():
    names = [m for m, _, _ in conf.API_MODULES]
    for name in conf.OPTIONAL_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            continue
        names.append(name)
    return names


@pytest.mark.parametrize("module_name", _modules())
def test_every_public_name_has_a_docstring(module_name):
    module = importlib.import_module(module_name)
    missing = []
    for name in conf.public_names(module):
        obj = getattr(module, name)
        if callable(obj) and conf._owner(obj).startswith("hostcall") and \
                not (inspect.getdoc(obj) or "").strip():
            missing.append(name)
    assert not missing, f"{module_name}: public names without a docstring: {missing}"


def test_the_reference_lists_no_future_imports():
    """``from __future__ import annotations`` leaves a name ``annotations`` in a module;
    it is not part of the API (it was listed under hostcall.passes)."""
    listed = {m: conf.public_names(importlib.import_module(m)) for m in _modules()}
    assert not [m for m, names in listed.items() if "annotations" in names]
    assert "run" in listed["hostcall.passes"]


def test_the_readme_walkthrough_names_every_pass_jit_runs():
    """README's "How a `jit` call runs" names each pass of every target's default pipeline
    (it once left hostcall-signed-regions out)."""
    from hostcall import passes
    readme = open(os.path.join(os.path.dirname(__file__), "..", "README.md")).read()
    section = readme.split("## How a `jit` call runs", 1)[1].split("\n## ", 1)[0]
    named = set()
    for target in ("cpu", "cuda", "vulkan"):
        named |= {item.split("{")[0] for item in passes.default_pipeline(target).split(",")}
    missing = sorted(p for p in named if f"`{p}`" not in section)
    assert not missing, f"README's walkthrough omits {missing}"


@pytest.mark.filterwarnings("ignore:The mapping interface for autodoc options")
def test_docs_build_without_warnings(tmp_path):
    from sphinx.cmd.build import build_main
    status = build_main(["-W", "--keep-going", "-q", "-b", "html", "-d", str(tmp_path / "doctrees"),
                         DOCS, str(tmp_path / "html")])
    assert status == 0
    page = (tmp_path / "html" / "api" / "hostcall.numpy.html").read_text()
    assert "hostcall.numpy.sum" in page and "hostcall.numpy.linalg" in (
        tmp_path / "html" / "api" / "index.html").read_text()
    cli = (tmp_path / "html" / "guides" / "cli.html").read_text()
    assert "--pass-pipeline" in cli and "hostcall-fold-splats" in cli
