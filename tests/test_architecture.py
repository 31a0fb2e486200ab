"""The package's layering: the lower layers (dialects, reference, passes, runtime) and the
command-line tools load without hostcall's front end, while the front end's public names
still load on first use; the module import graph, parsed with ast, has no cycles."""
import ast
import json
import pathlib
import subprocess
import sys
import tomllib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent

# What importing the package itself loads: its light __init__ and the config it exports.
PACKAGE_ROOT = ("hostcall", "hostcall.config")


def front_end_modules(loaded) -> list[str]:
    return [m for m in loaded if _layer(m) == "front end" and m not in PACKAGE_ROOT]


def fresh_modules(code: str) -> list[str]:
    """The hostcall modules loaded after running ``code`` in a fresh interpreter."""
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(m for m in sys.modules " \
                   "if m.startswith('hostcall'))))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout.splitlines()[-1])


@pytest.mark.parametrize("module", ["hostcall.passes", "hostcall.runtime",
                                    "hostcall.dialects", "hostcall.reference",
                                    "hostcall.tools.opt", "hostcall.tools.cli"])
def test_lower_layers_load_no_front_end_module(module):
    loaded = fresh_modules(f"import {module}")
    assert module in loaded
    assert front_end_modules(loaded) == []


def test_the_version_loads_no_front_end_module():
    loaded = fresh_modules("import hostcall\nassert hostcall.__version__")
    assert front_end_modules(loaded) == []


def test_registered_passes_load_no_front_end_module():
    loaded = fresh_modules("from hostcall import passes\nassert passes.registered()")
    assert {"hostcall.passes.transforms.vmap", "hostcall.passes.iree.fold_splats"} <= set(loaded)
    assert front_end_modules(loaded) == []


@pytest.mark.parametrize("code", [
    "import hostcall\nx = hostcall.jit(lambda a: a * 2)(3.0)",
    "import hostcall.numpy as jnp\nx = jnp.ones(2) + 1",
    "from hostcall import lax\nimport numpy as np\nx = lax.sin(np.float32(0.5)) + 1",
    "import hostcall.lax as lax\nimport numpy as np\nx = lax.sin(np.float32(0.5)) + 1",
    "import hostcall\nx = hostcall.vmap(lambda a: -a)(hostcall.numpy.ones(2)) * 2",
])
def test_front_end_entry_points_give_complete_arrays(code):
    """Whatever a program imports first, the results are Arrays with numpy's operators
    (installed by the numpy layer) and the same names as an eagerly loaded package."""
    loaded = fresh_modules(code + "\nassert type(x).__name__ == 'Array', type(x)")
    assert "hostcall.numpy._methods" in loaded and "hostcall.core" in front_end_modules(loaded)


def test_public_names_resolve_to_functions_not_modules():
    import hostcall
    import hostcall.batching  # noqa: F401  (a module whose name is not hostcall.vmap)
    assert callable(hostcall.vmap) and hostcall.vmap.__module__ == "hostcall.batching"
    assert hasattr(hostcall.config, "update")
    assert {"jit", "grad", "vmap", "numpy", "lax", "Array", "devices"} <= set(dir(hostcall))
    with pytest.raises(AttributeError, match="no attribute 'no_such_name'"):
        hostcall.no_such_name  # noqa: B018


def test_lax_is_a_facade_over_the_primitives():
    """hostcall.lax re-exports the primitives' public names (the same objects),
    hostcall.lax.linalg, as jax.lax does, and the compositions of hostcall.lax.composed
    (functions built on numpy's) and of its other composition modules; the primitives
    themselves load without numpy."""
    import hostcall.lax.linalg
    from hostcall import lax, primitives
    from hostcall.lax import composed, linalg, ragged, scaled
    compositions = {"composed": composed, "ragged": ragged, "scaled": scaled}
    assert linalg is hostcall.lax.linalg and linalg.__all__ == ["triangular_solve"]
    assert linalg.triangular_solve is primitives.linalg.triangular_solve
    public = {n for n in dir(lax) if not n.startswith("_")}
    composed_names = set().union(*(m.__all__ for m in compositions.values()))
    assert public == set(primitives.__all__) | {"linalg", *compositions} | composed_names
    assert not set(primitives.__all__) & composed_names
    assert all(getattr(lax, n) is getattr(primitives, n) for n in primitives.__all__)
    assert {"sin", "cond", "scan", "fft", "FftType", "stop_gradient", "betainc"} <= public
    loaded = fresh_modules("import hostcall.primitives")
    assert "hostcall.primitives.control_flow" in loaded and "hostcall.numpy" not in loaded


# ------------------------------------------------------------------- import graph
def package_modules() -> dict[str, pathlib.Path]:
    """{dotted module name: file} for every module of the package, from pyproject's
    package-dir (``hostcall`` is compiler/, ``hostcall.passes`` is passes/, ...)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    modules = {}
    for package, folder in config["tool"]["setuptools"]["package-dir"].items():
        for path in (ROOT / folder).rglob("*.py"):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join([package, *parts])] = path
    return modules


MODULES = package_modules()


def _owner(name: str) -> str | None:
    """The package module that ``name`` (a module, or a name inside one) belongs to."""
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name if name in MODULES else None


def _function_level_imports(tree: ast.AST) -> list[ast.AST]:
    return [n for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
            for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))]


def _type_checking_imports(tree: ast.AST) -> set[ast.AST]:
    """Imports under ``if TYPE_CHECKING:``: for annotations only, never run."""
    return {n for block in ast.walk(tree) if isinstance(block, ast.If)
            and "TYPE_CHECKING" in ast.unparse(block.test)
            for stmt in block.body for n in ast.walk(stmt)}


def imports_of(module: str, in_functions_only: bool = False) -> set[str]:
    """The package modules ``module`` imports, at module level or inside functions,
    with the packages that importing them runs (``a.b.c`` runs ``a.b``) unless
    ``module`` is inside that package (then it is already being imported)."""
    path = MODULES[module]
    base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found = set()
    tree = ast.parse(path.read_text(), str(path))
    nodes = _function_level_imports(tree) if in_functions_only else ast.walk(tree)
    for node in set(nodes) - _type_checking_imports(tree):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                prefix = ".".join(base[:len(base) - node.level + 1])
                head = f"{prefix}.{node.module}" if node.module else prefix
            else:
                head = node.module
            targets = [f"{head}.{a.name}" for a in node.names]
        else:
            continue
        for target in targets:
            owner = _owner(target)
            if owner is None:
                continue
            parts = owner.split(".")
            for i in range(2, len(parts) + 1):
                package = ".".join(parts[:i])
                if package != module and not module.startswith(package + "."):
                    found.add(package)
    return found


GRAPH = {m: imports_of(m) for m in MODULES}

def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a list of modules, or None."""
    state, stack = {}, []

    def visit(m):
        state[m] = "open"
        stack.append(m)
        for t in sorted(graph.get(m, ())):
            if state.get(t) == "open":
                return stack[stack.index(t):] + [t]
            if t not in state:
                cycle = visit(t)
                if cycle:
                    return cycle
        state[m] = "done"
        stack.pop()
        return None

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(graph)))
    for m in sorted(graph):
        if m not in state:
            cycle = visit(m)
            if cycle:
                return cycle
    return None


def test_module_import_graph_is_acyclic():
    assert find_cycle(GRAPH) is None, " -> ".join(find_cycle(GRAPH))


def test_find_cycle_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LOWER_LAYERS + ("tools",) else "front end"


# Each layer and the layers it may import; the front end (compiler/) may import all the
# lower ones, the tools everything.
LOWER_LAYERS = ("dialects", "reference", "passes", "runtime")
MAY_IMPORT = {"dialects": set(), "reference": {"dialects"},
              "passes": {"dialects", "reference"}, "runtime": {"dialects"},
              "front end": set(LOWER_LAYERS), "tools": {*LOWER_LAYERS, "front end"}}


def test_layers_import_only_the_layers_below():
    wrong = sorted((m, t) for m, ts in GRAPH.items() for t in ts
                   if _layer(t) != _layer(m) and _layer(t) not in MAY_IMPORT[_layer(m)])
    assert wrong == []


def test_type_checking_imports_are_not_edges():
    assert "hostcall.core" not in GRAPH["hostcall.array"]  # ShapedArray, for annotations
    assert "hostcall.array" in GRAPH["hostcall.core"]


def test_module_table_covers_the_layers():
    assert {"hostcall.numpy.ufuncs", "hostcall.passes.transforms.batching.calls",
            "hostcall.runtime.executor", "hostcall.tools.opt"} <= set(MODULES)
    assert "hostcall.passes.transforms.batching" in GRAPH["hostcall.passes.transforms.vmap"]
    # a.b.c runs a.b
    assert "hostcall.dialects" in GRAPH["hostcall.passes.transforms.batching.functions"]


def test_the_compile_driver_sits_below_the_caches():
    """runtime/compile_driver.py owns the IREE flags and the compile; the caches
    (runtime/cache.py) call it on a miss, so the driver imports no cache, and as runtime it
    imports no pass (the front end decides the loop-kernel fallback)."""
    driver = "hostcall.runtime.compile_driver"
    assert driver in GRAPH["hostcall.runtime.cache"]
    assert "hostcall.runtime.cache" not in GRAPH[driver]
    assert {"hostcall.runtime.crash_reports", "hostcall.runtime.inprocess"} <= GRAPH[driver]
    assert all(_layer(t) in ("runtime", "dialects") for t in GRAPH[driver])


# An Array's buffer state, which only compiler/array.py reads or writes: other modules pass
# arrays to programs through its public ref_on / buffer_on (runtime/arguments.py).
ARRAY_BUFFER_FIELDS = {"_ref", "_ref_on", "_buffer_on", "_buffer_view", "_serves"}


def test_only_the_array_module_touches_an_array_s_buffer_fields():
    readers = sorted((m, node.attr) for m, path in MODULES.items() if m != "hostcall.array"
                     for node in ast.walk(ast.parse(path.read_text()))
                     if isinstance(node, ast.Attribute) and node.attr in ARRAY_BUFFER_FIELDS)
    assert readers == []


def test_arguments_become_device_buffers_in_the_runtime():
    """runtime/arguments.py marshals arguments for jit's fast and full paths (the front
    end imports it), below the front end like the rest of the runtime."""
    assert "hostcall.runtime.arguments" in GRAPH["hostcall.api"]
    assert all(_layer(t) in ("runtime", "dialects") for t in GRAPH["hostcall.runtime.arguments"])


# passes/ holds one package per kind of pass, and at its top level the registry
# (passes/__init__.py), the pipeline policy (which passes jit runs, passes/pipeline.py) and
# the infrastructure every kind uses. A kind imports its own modules, that top level and
# dialects/ (where the IR readers that two kinds share live), never another kind: the IREE
# workarounds can go one by one after an IREE upgrade without touching a transformation.
PASS_KINDS = ("transforms", "callbacks", "iree", "optimize")
PASSES_TOP_LEVEL = {"hostcall.passes", "hostcall.passes._copies", "hostcall.passes.pipeline",
                    "hostcall.passes.portable", "hostcall.passes.rewrite"}


def pass_kind(module: str) -> str | None:
    """The kind package of passes/ that ``module`` lies in (None: not in one)."""
    parts = module.split(".")
    return parts[2] if parts[:2] == ["hostcall", "passes"] and len(parts) > 2 and \
        parts[2] in PASS_KINDS else None


def test_pass_modules_live_in_their_kind_packages():
    from hostcall import passes
    top = {m for m in MODULES if m.startswith("hostcall.passes") and m.count(".") <= 2}
    assert top == PASSES_TOP_LEVEL | {f"hostcall.passes.{k}" for k in PASS_KINDS}
    assert sorted(m for m in set(passes.PASS_MODULES.values())
                  if pass_kind(f"hostcall.passes.{m}") is None) == []
    assert pass_kind("hostcall.passes.iree.spec_indices") == "iree"
    assert pass_kind("hostcall.passes.transforms.batching.calls") == "transforms"
    assert pass_kind("hostcall.passes.rewrite") is None


def test_pass_kinds_import_no_other_kind():
    wrong = sorted((m, t) for m, ts in GRAPH.items() for t in ts
                   if None not in (pass_kind(m), pass_kind(t)) and pass_kind(t) != pass_kind(m))
    assert wrong == []
    # the readers shared across kinds are dialects' (moved there from the kinds)
    iree, ad_rules = "hostcall.passes.iree", "hostcall.passes.transforms.ad_rules"
    assert "hostcall.dialects.window_select" in GRAPH[f"{iree}.lower_select_and_scatter"]
    assert "hostcall.dialects.window_select" in GRAPH[f"{ad_rules}.reductions"]
    assert "hostcall.dialects.linalg" in GRAPH[f"{ad_rules}.linalg"]
    assert "hostcall.dialects.index_clamps" in GRAPH[f"{ad_rules}.indexing"]


def test_the_registry_and_the_pipeline_import_no_kind():
    """passes/__init__.py and passes/pipeline.py name pass modules as strings and import them
    when a pipeline asks for their passes; importing the package loads no pass."""
    assert sorted(t for m in PASSES_TOP_LEVEL for t in GRAPH[m] if pass_kind(t)) == []
    loaded = fresh_modules("from hostcall import passes\nassert passes.module_pipeline")
    assert [m for m in loaded if pass_kind(m)] == []


# What the front end may import from passes: the package (pipelines), the transformation
# passes it drives, the rule-table packages whose __init__ is their contract, and the remat
# policy that checkpoint names; never a helper module of a pass, nor a private name.
PASSES_PUBLIC_API = {"hostcall.passes", "hostcall.passes.transforms.jvp",
                     "hostcall.passes.transforms.linearize",
                     "hostcall.passes.transforms.transpose", "hostcall.passes.transforms.vmap",
                     "hostcall.passes.transforms.batching", "hostcall.passes.transforms.ad_rules",
                     "hostcall.passes.transforms.ad_rules.remat"}


def front_end_imports_from_passes() -> list[tuple[str, str, str]]:
    """(front-end module, passes module, name) of every ``from hostcall.passes... import``
    in the front end (``name`` is "*" for a plain ``import``)."""
    found = []
    for module, path in MODULES.items():
        if _layer(module) != "front end":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                    "hostcall.passes"):
                found += [(module, node.module, a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module == "hostcall":
                found += [(module, f"hostcall.{a.name}", "*") for a in node.names
                          if a.name == "passes"]
            elif isinstance(node, ast.Import):
                found += [(module, a.name, "*") for a in node.names
                          if a.name.startswith("hostcall.passes")]
    return found


def test_front_end_uses_only_the_public_api_of_passes():
    found = front_end_imports_from_passes()
    assert ("hostcall.batching", "hostcall.passes.transforms.vmap", "batch_function") in found
    wrong = [f for f in found if f[1] not in PASSES_PUBLIC_API or f[2].startswith("_")]
    assert wrong == []


# The front end's layers, lowest first (ARCHITECTURE.md): a module imports only modules of
# its own layer or lower ones. The transformations rewrite StableHLO through passes, so they
# sit below the primitives; hostcall.lax is a facade over the primitives that loads the
# numpy layer (Array's operators), so it sits above numpy. Entries are modules or packages.
FRONT_END_ORDER = (
    ("base", ("hostcall", "hostcall.config", "hostcall.dtypes", "hostcall.source_info",
              "hostcall.tree_util", "hostcall.tree", "hostcall.sharding", "hostcall.progress",
              "hostcall.memory")),
    ("tracing", ("hostcall.core", "hostcall.array", "hostcall.staging", "hostcall.platforms",
                 "hostcall.prng")),
    ("jit", ("hostcall.api", "hostcall.callbacks", "hostcall.debug", "hostcall.lowering",
             "hostcall.embedding")),
    ("transformations", ("hostcall.ad", "hostcall.batching", "hostcall.custom_derivatives",
                         "hostcall.ad_checkpoint", "hostcall.tangents")),
    ("primitives", ("hostcall.primitives",)),
    ("numpy", ("hostcall.numpy",)),
    ("lax", ("hostcall.lax",)),
    ("libraries", ("hostcall.scipy", "hostcall.nn", "hostcall.random",
                   "hostcall.example_libraries", "hostcall.experimental", "hostcall.image",
                   "hostcall.test_util")),
    ("distribution", ("hostcall.ray",)),
)


def front_end_rank(module: str) -> int | None:
    """The index of ``module``'s layer in FRONT_END_ORDER (None: not listed)."""
    for rank, (_, members) in enumerate(FRONT_END_ORDER):
        if any(module == m or (m != "hostcall" and module.startswith(m + "."))
               for m in members):
            return rank
    return None


def test_front_end_layers_import_downwards():
    wrong = []
    for module, targets in GRAPH.items():
        rank = front_end_rank(module) if _layer(module) == "front end" else None
        for target in targets:
            other = front_end_rank(target) if _layer(target) == "front end" else None
            if None not in (rank, other) and other > rank:
                wrong.append((module, FRONT_END_ORDER[rank][0], target,
                              FRONT_END_ORDER[other][0]))
    assert wrong == []
    assert front_end_rank("hostcall.primitives.control_flow") == 4
    assert front_end_rank("hostcall.numpy.linalg") == 5
    assert front_end_rank("hostcall.lax.linalg") == 6


def test_front_end_imports_front_end_modules_at_module_level():
    """An import inside a function that only dodges a cycle hides the architecture: the
    front end's modules import each other at module level only."""
    wrong = sorted((m, t) for m in MODULES if _layer(m) == "front end"
                   for t in imports_of(m, in_functions_only=True)
                   if _layer(t) == "front end")
    assert wrong == []
    fn = ast.parse("import a\ndef f():\n    from . import b\n    import c")
    assert [ast.unparse(n) for n in _function_level_imports(fn)] == ["from . import b",
                                                                     "import c"]



def test_lower_layers_import_at_module_level():
    """dialects, reference and passes import every module at module level: they form no
    cycle, so an import inside a function would only hide a dependency."""
    wrong = sorted((m, t) for m in MODULES if _layer(m) in ("dialects", "reference", "passes")
                   for t in imports_of(m, in_functions_only=True))
    assert wrong == []

# --------------------------------------------------------------- private names
# Private names used from another module, each with why it stays private.
PRIVATE_IMPORTS_ALLOWED: dict[tuple[str, str, str], str] = {}


def private_names_used_across_modules() -> set[tuple[str, str, str]]:
    """(module, package module, name) of every private name a module takes from another:
    ``from m import _x`` and ``m._x`` on an imported package module (private modules
    themselves, like ``numpy._methods``, may be imported)."""
    found = set()
    for module, path in MODULES.items():
        base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        tree = ast.parse(path.read_text())
        aliases = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                head = node.module
                if node.level:
                    prefix = ".".join(base[:len(base) - node.level + 1])
                    head = f"{prefix}.{node.module}" if node.module else prefix
                for a in node.names:
                    full = f"{head}.{a.name}"
                    if full in MODULES:
                        aliases[a.asname or a.name] = full
                    elif head in MODULES and a.name.startswith("_") and \
                            not a.name.startswith("__"):
                        found.add((module, head, a.name))
            elif isinstance(node, ast.Import):
                aliases.update({a.asname or a.name: a.name for a in node.names
                                if a.name in MODULES and a.asname})
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    node.value.id in aliases and node.attr.startswith("_") and \
                    not node.attr.startswith("__") and \
                    f"{aliases[node.value.id]}.{node.attr}" not in MODULES:
                found.add((module, aliases[node.value.id], node.attr))
    return found


def test_no_private_name_is_used_across_modules():
    """A helper that another module needs is public inside the package (no underscore);
    a leading underscore means: used in this module only."""
    found = private_names_used_across_modules()
    assert found - set(PRIVATE_IMPORTS_ALLOWED) == set()
    assert set(PRIVATE_IMPORTS_ALLOWED) <= found, "remove fixed entries from the allow-list"


def test_topic_modules_have_no_grab_bag_names():
    """Modules are named by topic: no extras, more, misc or util modules."""
    grab_bags = [m for m in MODULES if any(w in m.rsplit(".", 1)[-1].strip("_")
                                           for w in ("extra", "more", "misc", "util"))]
    assert grab_bags == ["hostcall.test_util", "hostcall.tree_util"]   # JAX's module names


# ----------------------------------------------------------------- test helpers
def test_test_helpers_are_defined_once():
    """tests/helpers.py holds the helpers several test files share; no test file defines
    its own copy of one."""
    tests = ROOT / "tests"
    shared = {n.name for n in ast.parse((tests / "helpers.py").read_text()).body
              if isinstance(n, ast.FunctionDef)}
    assert {"printed", "cli_main", "run_text"} <= shared
    copies = sorted((p.name, n.name) for p in tests.glob("test_*.py")
                    for n in ast.parse(p.read_text()).body
                    if isinstance(n, ast.FunctionDef) and n.name in shared)
    assert copies == []
