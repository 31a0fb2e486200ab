"""hostcall's coverage of JAX's single-device API, module by module.

``tests/api_surface/jax_names.json`` lists JAX 0.10.2's public names per module (written by
``bench/api_names.py jax``; JAX is not imported here). ``exclusions.toml`` names those
hostcall leaves out on purpose, with reasons; ``floor.json`` the names hostcall defines
today. A name of the floor that goes missing fails, and so does a name hostcall gains that
the floor lacks (run ``python bench/api_names.py floor``), so the floor only rises.
"""
import fnmatch
import importlib
import json
import pathlib
import tomllib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "api_surface"
JAX_NAMES = json.loads((DATA / "jax_names.json").read_text())
JAX_VERSION = JAX_NAMES.pop("__version__")
FLOOR = json.loads((DATA / "floor.json").read_text())
GROUPS = tomllib.loads((DATA / "exclusions.toml").read_text())["exclude"]
MODULES = sorted(JAX_NAMES)


def _excluded(module):
    """{name: reason} of the module's names left out on purpose."""
    out = {}
    for g in GROUPS:
        if g["module"] == module:
            for n in JAX_NAMES[module]:
                if n in g.get("names", ()) or ("pattern" in g and fnmatch.fnmatchcase(
                        n, g["pattern"])):
                    out[n] = g["reason"]
    return out


def _present(module):
    """The names of JAX's list that hostcall's module of the same name defines."""
    try:
        mod = importlib.import_module("hostcall" + module[len("jax"):])
    except ImportError:
        return []
    return [n for n in JAX_NAMES[module] if hasattr(mod, n)]


def coverage_table():
    """(module, present, counted, fraction) rows: counted = JAX's names less exclusions."""
    rows = []
    for m in MODULES:
        excluded = _excluded(m)
        counted = [n for n in JAX_NAMES[m] if n not in excluded]
        present = [n for n in _present(m) if n not in excluded]
        rows.append((m, len(present), len(counted),
                     len(present) / len(counted) if counted else 1.0))
    return rows


def test_the_names_are_jax_0_10_2s_and_cover_the_modules_asked_for():
    assert JAX_VERSION == "0.10.2"
    for m in ("jax", "jax.numpy", "jax.lax", "jax.scipy.stats.norm", "jax.image",
              "jax.example_libraries.stax", "jax.dtypes", "jax.experimental.ode"):
        assert m in JAX_NAMES
    assert {"jit", "vmap", "eval_shape"} <= set(JAX_NAMES["jax"])
    assert "unique" in JAX_NAMES["jax.numpy"] and "Callable" not in JAX_NAMES["jax.experimental.ode"]
    assert set(FLOOR) == set(JAX_NAMES)


def test_every_exclusion_names_a_jax_name_and_gives_a_reason():
    for g in GROUPS:
        assert g["module"] in JAX_NAMES, g
        assert len(g["reason"]) > 20, g
        for n in g.get("names", ()):
            assert n in JAX_NAMES[g["module"]], (g["module"], n)
        if "pattern" in g:
            assert fnmatch.filter(JAX_NAMES[g["module"]], g["pattern"]), g
        assert ("names" in g) != ("pattern" in g), g


@pytest.mark.parametrize("module", MODULES)
def test_no_name_of_the_floor_goes_missing(module):
    missing = sorted(set(FLOOR[module]) - set(_present(module)))
    assert not missing, f"hostcall{module[3:]} lost {missing}"


@pytest.mark.parametrize("module", MODULES)
def test_the_floor_is_raised_with_each_new_name(module):
    new = sorted(set(_present(module)) - set(FLOOR[module]))
    assert not new, (f"hostcall{module[3:]} now defines {new}: raise the floor with "
                     "`python bench/api_names.py floor`")


def test_coverage_per_module(capsys):
    rows = coverage_table()
    with capsys.disabled():
        print("\nJAX 0.10.2 names hostcall defines (exclusions not counted):")
        for m, p, c, f in rows:
            print(f"  {m:36s} {p:4d}/{c:<4d} {f:6.1%}")
        p, c = sum(r[1] for r in rows), sum(r[2] for r in rows)
        print(f"  {'all':36s} {p:4d}/{c:<4d} {p / c:6.1%}")
    assert all(0 <= r[1] <= r[2] for r in rows)
    assert dict((r[0], r[1]) for r in rows)["jax.numpy"] >= 290


def test_readme_lists_the_exclusions():
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## JAX names left out", 1)[1].split("\n## ", 1)[0]
    for g in GROUPS:
        for n in g.get("names", [g.get("pattern")]):
            assert f"`{n}`" in section, (g["module"], n)
