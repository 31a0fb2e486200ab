"""Sphinx configuration for hostcall's documentation.

The API pages are generated when the build starts (``_generate_api_pages``): one page per
public module, one entry per public name the module has at import time, so that a new
function is documented without editing these files. The CLI page holds each command's
``--help`` and the registered passes with their options. Build: ``python -m sphinx -W -b
html docs docs/_build/html``.
"""
import argparse
import __future__
import inspect
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))

project = "hostcall"
author = "The hostcall authors"
copyright = "The hostcall authors, Apache-2.0"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]
exclude_patterns = ["_build"]
html_theme = "alabaster"
autodoc_default_options = {"undoc-members": False}
autodoc_typehints = "none"           # signatures keep their defaults; types live in the prose
suppress_warnings = ["ref.python"]   # numpy-style names in docstrings are prose, not links
nitpicky = False

# (module, title, summary) in the order the API index lists them.
API_MODULES = [
    ("hostcall", "hostcall", "jit, the transformations, callbacks, devices and arrays"),
    ("hostcall.numpy", "hostcall.numpy", "jax.numpy's functions"),
    ("hostcall.numpy.linalg", "hostcall.numpy.linalg", "linear algebra"),
    ("hostcall.lax", "hostcall.lax", "the primitives and control flow"),
    ("hostcall.random", "hostcall.random", "counter-based random numbers"),
    ("hostcall.nn", "hostcall.nn", "activations and normalizations"),
    ("hostcall.scipy.special", "hostcall.scipy.special", "special functions"),
    ("hostcall.tree_util", "hostcall.tree_util", "pytrees"),
    ("hostcall.debug", "hostcall.debug", "debug.print and debug.callback"),
    ("hostcall.experimental", "hostcall.experimental", "io_callback and x64 switches"),
    ("hostcall.passes", "hostcall.passes", "the pass infrastructure"),
    ("hostcall.runtime", "hostcall.runtime", "executors, the compile cache and artifacts"),
]
OPTIONAL_MODULES = ["hostcall.example_libraries.stax", "hostcall.example_libraries.optimizers",
                    "hostcall.scipy.linalg", "hostcall.scipy.stats", "hostcall.numpy.fft",
                    "hostcall.nn.initializers", "hostcall.tree", "hostcall.test_util",
                    "hostcall.scipy.signal", "hostcall.lax.linalg", "hostcall.scipy.optimize",
                    "hostcall.experimental.ode", "hostcall.scipy.fft", "hostcall.scipy.integrate",
                    "hostcall.image", "hostcall.scipy.ndimage", "hostcall.scipy.interpolate"]


def public_names(module):
    """The public names of ``module``: its ``__all__``, else every name without a leading
    underscore that is not a module."""
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n in dir(module) if not n.startswith("_")]
    return sorted(n for n in names if not inspect.ismodule(getattr(module, n, None))
                  and not isinstance(getattr(module, n, None), __future__._Feature))


_FOREIGN_API = ("numpy", "ml_dtypes")   # re-exported names users expect (jnp.dtype, jnp.inf)


def _owner(obj) -> str:
    return getattr(obj, "__module__", None) or ""


def _documented(obj) -> bool:
    """hostcall's own functions and classes, numpy's re-exported ones, and plain data."""
    if not callable(obj):
        return True
    return _owner(obj).startswith(("hostcall", *_FOREIGN_API))


_CLASSES_DOCUMENTED: set = set()


def _entry(module_name, name, obj):
    qual = f"{module_name}.{name}"
    if callable(obj) and not _owner(obj).startswith("hostcall"):
        where = getattr(obj, "__qualname__", getattr(obj, "__name__", name))
        return f".. py:data:: {qual}\n\n   ``{_owner(obj)}.{where}``, re-exported as in JAX.\n"
    if inspect.isclass(obj):
        if obj in _CLASSES_DOCUMENTED:   # re-exported by a second module (hostcall.Device)
            return f".. autoclass:: {qual}\n   :no-index:\n"
        _CLASSES_DOCUMENTED.add(obj)
        return f".. autoclass:: {qual}\n   :members:\n"
    if callable(obj):
        return f".. autofunction:: {qual}\n"
    return f".. py:data:: {qual}\n\n   {type(obj).__name__}: ``{_short_repr(obj)}``\n"


def _short_repr(obj):
    text = repr(obj).replace("`", "'").replace("\n", " ")
    return text if len(text) <= 60 else text[:57] + "..."


def _generate_api_pages(app):
    import importlib
    out = os.path.join(app.srcdir, "api")
    os.makedirs(out, exist_ok=True)
    modules = list(API_MODULES)
    for name in OPTIONAL_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            continue
        modules.append((name, name, ""))
    index = ["API reference", "=============", "", ".. toctree::", "   :maxdepth: 1", ""]
    for module_name, title, _summary in modules:
        module = importlib.import_module(module_name)
        lines = [title, "=" * len(title), "", f".. module:: {module_name}", ""]
        doc = inspect.getdoc(module)
        if doc:
            doc_lines = doc.splitlines()
            _escape_plain_text(None, "module", module_name, module, None, doc_lines)
            lines += [*doc_lines, ""]
        seen = {}
        for name in public_names(module):
            obj = getattr(module, name)
            if not _documented(obj):
                continue
            if callable(obj) and id(obj) in seen:   # an alias: named once, documented once
                lines += [f"``{name}`` is ``{seen[id(obj)]}``.", ""]
                continue
            seen[id(obj)] = name
            lines += [_entry(module_name, name, obj)]
        _write(os.path.join(out, f"{module_name}.rst"), "\n".join(lines) + "\n")
        index.append(f"   {module_name}")
    _write(os.path.join(out, "index.rst"), "\n".join(index) + "\n")
    _write(os.path.join(app.srcdir, "cli_help.inc"), _cli_help())


def _cli_help():
    from hostcall import passes
    from hostcall.tools import cli, opt
    blocks = []
    parser = cli.build_parser()
    blocks.append(("hostcall --help", parser.format_help()))
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                blocks.append((f"hostcall {name} --help", sub.format_help()))
    blocks.append(("hostcall-opt --help", opt.build_parser().format_help()))
    blocks.append(("hostcall-opt --list-passes (the registered passes)", passes.describe_all()))
    text = []
    for title, body in blocks:
        text += [f"``{title}``", "", "::", ""]
        text += ["   " + line if line.strip() else "" for line in body.splitlines()]
        text.append("")
    return "\n".join(text)


def _write(path, text):
    """Write only when changed, so that Sphinx rebuilds only what changed."""
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


# hostcall's docstrings are plain text with ``literals``: outside the literals, characters
# that reST reads as markup (|x|, a*b, bool_, `x`) are escaped before autodoc renders them.
_LITERAL = re.compile(r"(``.*?``)")
_MARKUP = re.compile(r"([|*`\\]|(?<=\w)_(?=\W|$))")


def _escape_plain_text(app, what, name, obj, options, lines):
    for i, line in enumerate(lines):
        out = []
        for part in _LITERAL.split(line):
            literal = part.startswith("``") and part.endswith("``") and len(part) > 4
            if not literal:
                part = _MARKUP.sub(r"\\\1", part)
                if out and out[-1].endswith("``") and part[:1].isalnum():
                    part = "\\ " + part   # ``fori_loop``s: an escaped space ends the literal
            out.append(part)
        lines[i] = "".join(out)


def setup(app):
    app.connect("builder-inited", _generate_api_pages)
    app.connect("autodoc-process-docstring", _escape_plain_text)
