"""hostcall.compile_module: StableHLO from outside the tracer (text, bytecode, portable VHLO,
ir.Module, JAX's lowering with its Python callbacks) compiled, called, bound, saved and
profiled.  Expected values of the JAX-made inputs (tests/inputs/jax/generate.py) are
JAX 0.10.2's results, written in as literals."""
import io
import pathlib

import ml_dtypes
import numpy as np
import pytest
from iree.compiler import ir

import hostcall
import hostcall.runtime
from hostcall import lowering, passes
from hostcall.runtime import CompileError
from hostcall.runtime.artifact import ArtifactError

from helpers import iree_compile_raw

JAX = pathlib.Path(__file__).parent / "inputs" / "jax"
X = np.arange(4, dtype=np.float32)
# jax.jit(f)(X) for the functions of tests/inputs/jax/generate.py (JAX 0.10.2)
JAX_PLAIN = [1.0, 2.6829419136047363, 2.8185949325561523, 1.2822400331497192]
JAX_CALLBACKS = [2.0, 1.0806045532226562, -0.8322936296463013, -1.979984998703003]
JAX_LOOP = [3.0, 4.0, 5.0, 6.0]
JAX_UNORDERED_IO = [0.0, 4.0, 8.0, 12.0]

AFFINE = """\
func.func @main(%x: tensor<4xf32>, %y: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %b = stablehlo.broadcast_in_dim %y, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.multiply %x, %b : tensor<4xf32>
  %1 = stablehlo.negate %y : tensor<f32>
  return %0, %1 : tensor<4xf32>, tensor<f32>
}
"""


def recording_handlers(calls):
    """Handlers of tests/inputs/jax/jax_callbacks.* that record their calls in order."""
    def pure(a):
        calls.append(("pure", a.tolist()))
        return np.cos(a)

    def log(a):
        calls.append(("io", a.tolist()))

    def show(a):
        calls.append(("print", a.tolist()))
    return {"jax_callback_0": pure, "jax_callback_1": log, "jax_callback_2": show}


# ---------------------------------------------------------------- sources
def test_text_module_runs_and_returns_arrays_with_its_signature():
    program = hostcall.compile_module(AFFINE)
    assert [(s.shape, s.dtype) for s in program.in_specs] == [((4,), np.float32), ((), np.float32)]
    assert [(s.shape, s.dtype) for s in program.out_specs] == [((4,), np.float32), ((), np.float32)]
    scaled, negated = program(X, np.float32(3))
    assert type(scaled) is hostcall.Array and type(negated) is hostcall.Array
    np.testing.assert_array_equal(scaled, X * 3)
    assert float(negated) == -3.0
    assert program.callbacks == [] and program.manifest == []
    assert "stablehlo.multiply" in program.as_text()


def test_arrays_pass_between_programs_and_jit():
    program = hostcall.compile_module(AFFINE)
    first, _ = program(X, np.float32(2))
    again, _ = program(first, np.float32(2))    # a hostcall.Array argument
    np.testing.assert_array_equal(again, X * 4)
    np.testing.assert_array_equal(hostcall.jit(lambda a: a + 1)(again), X * 4 + 1)


def test_ir_module_of_iree_bindings_is_copied_not_rewritten():
    with ir.Context():
        module = ir.Module.parse(JAX.joinpath("jax_unordered_io.mlir").read_text().replace(
            "  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], "
            "device_ids = dense<0> : tensor<1xi64>}}\n", "").replace(
            ", sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>", ""))
        before = str(module)
    program = hostcall.compile_module(module, handlers={"jax_callback_0": lambda a: a * 3})
    np.testing.assert_array_equal(program(X), JAX_UNORDERED_IO)
    assert str(module) == before


def test_mlir_bytecode_module():
    with ir.Context():
        module = ir.Module.parse(AFFINE)
        buffer = io.BytesIO()
        module.operation.write_bytecode(buffer)
    data = buffer.getvalue()
    assert data[:4] == b"ML\xefR"
    scaled, negated = hostcall.compile_module(data)(X, np.float32(-1))
    np.testing.assert_array_equal(scaled, -X)
    assert float(negated) == 1.0


def test_portable_artifact_of_jax_export_is_upgraded_and_runs():
    data = JAX.joinpath("jax_export_plain.vhlo").read_bytes()   # mlir_module_serialized
    assert data[:4] == b"ML\xefR" and b"StableHLO_v" in data[:32]
    with ir.Context():
        assert "vhlo.func_v1" in str(ir.Module.parse(data))   # what IREE's bindings read
    program = hostcall.compile_module(data)
    assert program.name == "jit_plain"
    np.testing.assert_allclose(program(X), JAX_PLAIN, rtol=1e-6)
    assert "vhlo" not in program.as_text()


def test_portable_artifact_parses_to_stablehlo():
    module = passes.parse_module(JAX.joinpath("jax_export_plain.vhlo").read_bytes())
    text = str(module)
    assert "vhlo." not in text
    assert "stablehlo.sine %arg0 : tensor<4xf32>" in text


def test_bad_portable_artifact_is_a_parse_error():
    data = JAX.joinpath("jax_export_plain.vhlo").read_bytes()
    with pytest.raises(passes.ParseError, match="^bad.vhlo: error: cannot read MLIR bytecode"):
        passes.parse_module(data[:60], filename="bad.vhlo")


# ------------------------------------------------------------ JAX callbacks
@pytest.mark.parametrize("source", ["jax_callbacks.mlir", "jax_callbacks.vhlo"])
def test_jax_callbacks_run_with_handlers_bound_by_index_name_in_order(source):
    data = JAX.joinpath(source).read_bytes()
    calls = []
    program = hostcall.compile_module(data, handlers=recording_handlers(calls))
    assert program.callbacks == ["jax_callback_0", "jax_callback_1", "jax_callback_2"]
    assert [(e["callback"], e["kind"], e["ordered"]) for e in program.manifest] == [
        ("jax_callback_0", "pure", False), ("jax_callback_1", "io", True),
        ("jax_callback_2", "io", False)]
    np.testing.assert_allclose(program(X), JAX_CALLBACKS, rtol=1e-6)
    hostcall.effects_barrier()
    cos = np.cos(X).tolist()
    assert calls == [("pure", X.tolist()), ("io", cos), ("print", X.tolist())]
    # the token JAX threads is not an argument or a result of the program
    assert [s.shape for s in program.in_specs] == [(4,)] == [s.shape for s in program.out_specs]


def test_missing_handlers_are_named_all_at_once_and_bound_later():
    program = hostcall.compile_module(JAX.joinpath("jax_callbacks.mlir").read_text())
    with pytest.raises(ArtifactError, match="no handler for host callback\\(s\\) "
                                            "jax_callback_0, jax_callback_1, jax_callback_2;"):
        program(X)
    calls = []
    handlers = recording_handlers(calls)
    partly = program.bind(jax_callback_0=handlers["jax_callback_0"])
    with pytest.raises(ArtifactError, match="callback\\(s\\) jax_callback_1, jax_callback_2; "
                                            "handlers given: jax_callback_0"):
        partly(X)
    bound = partly.bind({k: v for k, v in handlers.items() if k != "jax_callback_0"})
    np.testing.assert_allclose(bound(X), JAX_CALLBACKS, rtol=1e-6)
    assert [c[0] for c in calls] == ["pure", "io", "print"]


def test_names_option_renames_jax_callbacks():
    pipeline = passes.module_pipeline("cpu").replace(
        "hostcall-import-jax-callbacks", "hostcall-import-jax-callbacks{names=0=cosine,"
                                         "2=show:debug}", 1)
    program = hostcall.compile_module(JAX.joinpath("jax_callbacks.mlir").read_text(),
                                      pipeline=pipeline)
    assert program.callbacks == ["cosine", "jax_callback_1", "show"]
    assert [e["kind"] for e in program.manifest] == ["pure", "io", "debug"]


def test_ordered_callback_in_a_jax_loop_runs_once_per_iteration_in_order():
    seen = []
    program = hostcall.compile_module(
        JAX.joinpath("jax_loop.mlir").read_text(),
        handlers={"jax_callback_0": lambda i, c: seen.append((int(i), c.tolist()))})
    np.testing.assert_array_equal(program(X), JAX_LOOP)
    hostcall.effects_barrier()
    assert seen == [(0, [0, 1, 2, 3]), (1, [1, 2, 3, 4]), (2, [2, 3, 4, 5])]


def test_program_with_jax_callbacks_saves_an_artifact(tmp_path):
    program = hostcall.compile_module(JAX.joinpath("jax_callbacks.mlir").read_text())
    path = program.save(tmp_path / "jax_callbacks.zip")
    calls = []
    loaded = hostcall.runtime.load(path, recording_handlers(calls))
    (result,) = loaded(X)
    assert type(result) is np.ndarray
    np.testing.assert_allclose(result, JAX_CALLBACKS, rtol=1e-6)
    assert [c[0] for c in calls] == ["pure", "io", "print"]
    with pytest.raises(ArtifactError, match="jax_callback_0, jax_callback_1, jax_callback_2"):
        hostcall.runtime.load(path)


def test_profile_records_calls_and_callbacks_by_name():
    program = hostcall.compile_module(JAX.joinpath("jax_callbacks.mlir").read_text(),
                                      handlers=recording_handlers([]))
    with hostcall.profile() as prof:
        program(X)
        program(X)
    hostcall.effects_barrier()
    by_name = {}
    for e in prof.events:
        by_name.setdefault((e.category, e.name), []).append(e)
    assert len(by_name[("call", "jit_callbacks")]) == 2
    assert [e.kind for e in by_name[("callback", "jax_callback_1")]] == ["io", "io"]
    assert all(e.ordered for e in by_name[("callback", "jax_callback_1")])


# ------------------------------------------------------------------- narrow
def test_narrow_dtypes_cross_the_boundary_with_their_type():
    program = hostcall.compile_module("""\
func.func @main(%x: tensor<4xi4>) -> tensor<4xi4> {
  %0 = stablehlo.add %x, %x : tensor<4xi4>
  return %0 : tensor<4xi4>
}""")
    assert [s.dtype for s in program.in_specs] == [np.dtype(ml_dtypes.int4)]
    out = program(np.array([1, 2, 3, -4], ml_dtypes.int4))
    assert out.dtype == np.dtype(ml_dtypes.int4)
    assert np.asarray(out).astype(int).tolist() == [2, 4, 6, -8]   # -4 + -4 fits in int4


# ------------------------------------------------------------------- errors
def test_parse_error_names_the_file_line_and_column():
    with pytest.raises(passes.ParseError, match="^mine.mlir:2:8: error: "):
        hostcall.compile_module("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
                                "  %0 = stablehlo.nonsense %x : tensor<f32>\n"
                                "  return %0 : tensor<f32>\n}\n", filename="mine.mlir")


def test_missing_entry_is_a_module_error_listing_the_functions():
    with pytest.raises(lowering.ModuleError, match="no function @forward .*functions: @main"):
        hostcall.compile_module(AFFINE, entry="forward")


def test_iree_rejection_is_a_compile_error_at_the_op():
    with pytest.raises(CompileError) as info:
        hostcall.compile_module("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                                "  %0 = stablehlo.custom_call @lapack_sgesv_ffi(%x) : "
                                "(tensor<4xf32>) -> tensor<4xf32>\n"
                                "  return %0 : tensor<4xf32>\n}\n", filename="solve.mlir")
    assert str(info.value).startswith("solve.mlir:2:8: IREE failed to compile the module: ")
    assert info.value.where == "solve.mlir:2:8" and "stablehlo.custom_call" in str(info.value)


def test_wrong_arguments_name_the_signature():
    program = hostcall.compile_module(AFFINE)
    with pytest.raises(ArtifactError, match="takes 2 input\\(s\\) \\(float32\\[4\\], "
                                            "float32\\[\\]\\), got 1"):
        program(X)
    with pytest.raises(ArtifactError, match="input 0 is f32\\[3\\]; the program expects "
                                            "f32\\[4\\]"):
        program(hostcall.numpy.ones(3), np.float32(1))



def test_arguments_pass_as_given_or_are_refused_by_both_programs(tmp_path, monkeypatch):
    """Both program kinds marshal through runtime.arguments with the signature exact:
    nothing is converted, an Array passes its own buffer (no host view of it is made)
    and a mismatch is named in the program's own words."""
    program = hostcall.compile_module(AFFINE)
    loaded = hostcall.runtime.load(program.save(tmp_path / "affine.zip"))
    x, y = hostcall.numpy.asarray(X), np.float32(3)
    views = []
    real_view = hostcall.runtime.executor.Device.view
    monkeypatch.setattr(hostcall.runtime.executor.Device, "view",
                        lambda self, bv, dtype: views.append(bv) or real_view(self, bv, dtype))
    scaled, negated = loaded(x, y)
    assert len(views) == 2   # the two results only: x's buffer passed on
    np.testing.assert_array_equal(scaled, X * 3)
    np.testing.assert_array_equal(negated, -3)
    np.testing.assert_array_equal(program(x, y)[0], X * 3)
    with pytest.raises(ArtifactError, match=r"input 0 is int32\[4\]; the program expects "
                                            r"float32\[4\]"):
        loaded(np.arange(4, dtype=np.int32), y)
    with pytest.raises(ArtifactError, match=r"input 1 is float64\[\]; the program expects "
                                            r"float32\[\]"):
        loaded(X, 3.0)   # a Python float is not converted to the input's dtype
    with pytest.raises(ArtifactError, match=r"input 0 is f32\[2,2\]; the program expects "
                                            r"f32\[4\]"):
        program(hostcall.numpy.ones((2, 2)), y)
    with pytest.raises(ArtifactError, match=r"input 0 is i32\[4\]; the program expects "
                                            r"f32\[4\]"):
        program(np.arange(4, dtype=np.int32), y)

def test_custom_pass_registered_by_the_user_runs_in_the_pipeline():
    @passes.register("test-embedding-negate-results", "negate each f32 result of @main")
    def negate_results(module, ctx):
        from hostcall.dialects.ops import module_functions, terminator
        fn = module_functions(module)["main"]
        ret = terminator(fn.regions[0].blocks[0])
        with ir.InsertionPoint(ret), ret.location:
            values = [ir.Operation.create("stablehlo.negate", results=[v.type], operands=[v])
                      .result for v in ret.operands]
        for i, v in enumerate(values):
            ret.operands[i] = v

    pipeline = "test-embedding-negate-results," + passes.module_pipeline("cpu")
    scaled, negated = hostcall.compile_module(AFFINE, pipeline=pipeline)(X, np.float32(2))
    np.testing.assert_array_equal(scaled, -X * 2)
    assert float(negated) == 2.0


WITH_A_MESH = """
module {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>
  func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    return %x : tensor<3xf32>
  }
}
"""


@pytest.mark.canary("hostcall-erase-meshes")
def test_canary_iree_rejects_a_shardy_mesh(tmp_path):
    """Without hostcall-erase-meshes iree-compile 3.13 rejects a JAX export's ``sdy.mesh``.
    When this fails, IREE reads (or drops) meshes: the pass can go."""
    done = iree_compile_raw(WITH_A_MESH, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "'sdy.mesh'" in done.stderr
