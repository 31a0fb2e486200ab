"""Passes from other packages (hostcall.passes.PLUGIN_GROUP entry points): a tiny plugin,
installed into a temporary folder as pip lays a distribution out (the package and its
.dist-info with entry_points.txt), appears in ``hostcall-opt --list-passes``, runs in
pipelines with its options parsed like a built-in pass's, and reports errors alike."""
import os
import subprocess
import sys
import textwrap

import pytest

from hostcall import passes

PLUGIN = textwrap.dedent('''\
    """A plugin pass: scales every f32 splat constant."""
    import numpy as np
    from iree.compiler import ir
    from hostcall.passes import Option, register


    @register("mylab-scale-constants",
              options={"factor": Option(float, 2.0, "what each splat is multiplied by")})
    def scale_constants(module, ctx, factor: float = 2.0):
        """Multiply each f32 splat constant by ``factor``."""
        def visit(op):
            if op.name == "stablehlo.constant":
                attr = ir.DenseElementsAttr(op.attributes["value"])
                if attr.is_splat and str(attr.type.element_type) == "f32":
                    value = ir.FloatAttr(attr.get_splat_value()).value * factor
                    op.attributes["value"] = ir.DenseElementsAttr.get(
                        np.full(attr.type.shape, value, np.float32), type=attr.type)
            return ir.WalkResult.ADVANCE
        module.operation.walk(visit)
    ''')
MODULE = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<1.5> : tensor<4xf32>
  %y = stablehlo.multiply %x, %c : tensor<4xf32>
  return %y : tensor<4xf32>
}
"""


def _install(site, entry_points: str, body: str = PLUGIN):
    """The plugin distribution ``mylab-passes`` as pip installs it into ``site``."""
    (site / "mylab").mkdir(parents=True)
    (site / "mylab" / "__init__.py").write_text("")
    (site / "mylab" / "passes.py").write_text(body)
    info = site / "mylab_passes-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: mylab-passes\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[hostcall.passes]\n{entry_points}\n")
    return site


@pytest.fixture(autouse=True)
def _forget_plugins():
    """Tests run in one process: the plugin's passes and modules leave with the test."""
    before = set(passes.registered())
    yield
    for name in set(passes._REGISTRY) - before:
        del passes._REGISTRY[name]
    for name in [m for m in sys.modules if m == "mylab" or m.startswith("mylab.")]:
        del sys.modules[name]


@pytest.fixture
def plugin(tmp_path):
    return _install(tmp_path / "site", "mylab-scale-constants = mylab.passes")


def tmp_path_of(site):
    return site.parent


def _run(args, site, stdin=None):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(site), *filter(None, [os.environ.get("PYTHONPATH")])]))
    return subprocess.run([sys.executable, "-m", "hostcall.tools.opt", *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=120)


def test_a_plugin_pass_is_listed_and_runs_in_hostcall_opt(plugin):
    listed = _run(["--list-passes"], plugin)
    assert listed.returncode == 0, listed.stderr
    assert "mylab-scale-constants" in listed.stdout and "factor" in listed.stdout
    assert "hostcall-vmap" in listed.stdout
    ran = _run(["-", "--pass-pipeline=mylab-scale-constants{factor=4},canonicalize"], plugin,
               MODULE)
    assert ran.returncode == 0, ran.stderr
    assert "dense<6.000000e+00>" in ran.stdout
    # as a lit test would check it: hostcall-opt's output through filecheck
    checks = tmp_path_of(plugin) / "check.mlir"
    checks.write_text("// CHECK-LABEL: func.func @main(\n"
                      "// CHECK-NEXT: stablehlo.constant dense<6.000000e+00>\n")
    fc = subprocess.run(["filecheck", str(checks)], input=ran.stdout, capture_output=True,
                        text=True, timeout=60)
    assert fc.returncode == 0, fc.stderr
    bad = _run(["-", "--pass-pipeline=mylab-scale-constants{scale=4}"], plugin, MODULE)
    assert bad.returncode != 0
    assert "pass mylab-scale-constants has no option 'scale' (options: factor)" in bad.stderr


def test_a_plugin_pass_runs_through_passes_run(plugin, monkeypatch):
    monkeypatch.syspath_prepend(str(plugin))
    assert passes.plugin_modules() == {"mylab-scale-constants": "mylab.passes"}
    module = passes.run(MODULE, "mylab-scale-constants{factor=3}")
    assert "dense<4.500000e+00>" in str(module)
    assert "mylab-scale-constants" in passes.registered()


def test_a_plugin_that_does_not_register_its_pass_is_a_load_error(tmp_path, monkeypatch):
    site = _install(tmp_path / "site", "mylab-missing = mylab.passes",
                    body='"""registers nothing"""\n')
    monkeypatch.syspath_prepend(str(site))
    with pytest.raises(passes.PassLoadError, match="plugin module mylab.passes does not "
                                                   "register mylab-missing"):
        passes.run(MODULE, "mylab-missing")


def test_a_plugin_cannot_take_a_built_in_name(tmp_path, monkeypatch):
    site = _install(tmp_path / "site", "hostcall-vmap = mylab.passes",
                    body='raise RuntimeError("imported")\n')
    monkeypatch.syspath_prepend(str(site))
    assert "hostcall-vmap" not in passes.plugin_modules()
    passes.check_pipeline("hostcall-vmap")     # the built-in pass, the plugin never imported
