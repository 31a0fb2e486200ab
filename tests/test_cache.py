"""The compile cache: in memory per process, on disk across processes."""
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.runtime import cache, compile_driver

_TEXT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_same_text_hits_memory(tmp_path, monkeypatch):
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path))
    text = _TEXT.replace("%0 = stablehlo.add %a, %a", "%0 = stablehlo.subtract %a, %a")
    before = dict(cache.stats)
    first = cache.compile_text(text, "cpu")
    second = cache.compile_text(text, "cpu")
    assert first is second
    assert cache.stats["memory_hits"] == before["memory_hits"] + 1
    files = list(tmp_path.rglob("*.vmfb"))
    assert len(files) == 1 and files[0].read_bytes().startswith(first)


def test_key_depends_on_text_target_and_flags():
    k = cache.cache_key(_TEXT, "cpu")
    assert k == cache.cache_key(_TEXT, "cpu")
    assert k != cache.cache_key(_TEXT + " ", "cpu")
    assert k != cache.cache_key(_TEXT, "cuda")
    assert k != cache.cache_key(_TEXT, "cpu", ("--iree-opt-level=O1",))


def test_second_jit_of_same_function_reuses_the_executable():
    def g(x):
        return x * 3.0 - 1.0
    hostcall.jit(g)(jnp.ones(5))
    before = dict(cache.stats)
    out = hostcall.jit(g)(jnp.ones(5))                 # a new jit object: traced again
    assert cache.stats["memory_hits"] == before["memory_hits"] + 1
    assert cache.stats["compiles"] == before["compiles"]
    np.testing.assert_array_equal(out, [2, 2, 2, 2, 2])


_CHILD = """
import json, hostcall, hostcall.numpy as jnp
from hostcall.runtime import cache
out = hostcall.jit(lambda x: jnp.cos(x) * 7.25 + x)(jnp.arange(3.0))
print(json.dumps({"stats": cache.stats, "out": out.tolist()}))
"""


def _run_child(cache_dir, **env):
    full_env = dict(os.environ, HOSTCALL_CACHE_DIR=str(cache_dir), **env)
    proc = subprocess.run([sys.executable, "-c", _CHILD], env=full_env, capture_output=True,
                          text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_second_process_reads_the_disk_cache(tmp_path):
    first = _run_child(tmp_path)
    assert first["stats"]["compiles"] == 1 and first["stats"]["disk_hits"] == 0
    files = list(tmp_path.rglob("*.vmfb"))
    assert len(files) == 1
    mtime = files[0].stat().st_mtime_ns
    second = _run_child(tmp_path)
    assert second["stats"]["compiles"] == 0 and second["stats"]["disk_hits"] == 1
    assert files[0].stat().st_mtime_ns == mtime        # read, not rewritten
    assert second["out"] == first["out"]
    np.testing.assert_allclose(first["out"], np.cos(np.arange(3.0)) * 7.25 + np.arange(3.0),
                               rtol=1e-6)


def test_damaged_disk_entry_is_recompiled(tmp_path):
    _run_child(tmp_path)
    (entry,) = tmp_path.rglob("*.vmfb")
    entry.write_bytes(entry.read_bytes()[:100])        # e.g. a disk that filled up
    again = _run_child(tmp_path)
    assert again["stats"]["compiles"] == 1 and again["stats"]["disk_hits"] == 0
    assert _run_child(tmp_path)["stats"]["disk_hits"] == 1   # and rewritten whole


def test_disk_cache_can_be_disabled(tmp_path):
    out = _run_child(tmp_path, HOSTCALL_DISABLE_DISK_CACHE="1")
    assert out["stats"]["compiles"] == 1
    assert not list(tmp_path.rglob("*.vmfb"))


def test_default_cache_dir_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("HOSTCALL_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_dir() == tmp_path / "hostcall"
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path / "x"))
    assert cache.cache_dir() == tmp_path / "x"


def test_module_that_data_tiling_rejects_compiles_without_it(tmp_path, monkeypatch):
    """IREE 3.13's data tiling fails on this gradient (a weight broadcast over a leading
    axis); the cache compiles it again without data tiling, and it runs."""
    import iree.compiler as ireec
    from hostcall.runtime import get_device
    from hostcall.runtime.executor import Executable
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path))
    text = (Path(__file__).parent / "inputs" / "data_tiling_rejected.mlir").read_text()
    data_tiled = (*compile_driver.TARGET_FLAGS["cpu"], *compile_driver.CONTRACTION_FLAGS)
    with pytest.raises(ireec.CompilerToolError, match="workgroup distributed contexts"):
        ireec.compile_str(text, input_type="stablehlo", extra_args=list(data_tiled))
    vmfb = cache.compile_text(text, "cpu", flags=compile_driver.CONTRACTION_FLAGS)
    device = get_device("cpu")
    x = np.linspace(0.5, 1.5, 60, dtype=np.float32).reshape(3, 4, 5)
    out = Executable(vmfb, device).invoke([device.put(x)], 1)[0]
    result = device.view(out, np.float32)
    assert result.shape == (3, 4, 5) and np.isfinite(result).all()


# ----------------------------------------------------- bounded in-memory cache
def _scaled(k: float) -> str:
    return _TEXT.replace("%0 = stablehlo.add %a, %a",
                         f"%c = stablehlo.constant dense<{k}> : tensor<4xf32>\n"
                         f"  %0 = stablehlo.multiply %a, %c")


@pytest.fixture
def memory_limit():
    """The in-memory cache's bound, restored (and the cache emptied) after the test."""
    before = hostcall.config.read("memory_cache_bytes")
    yield
    hostcall.config.update("memory_cache_bytes", before)
    cache.clear_memory_cache()


def test_memory_cache_is_a_byte_bounded_lru(tmp_path, monkeypatch, memory_limit):
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path))
    cache.clear_memory_cache()
    first = cache.compile_text(_scaled(1.5), "cpu")
    size = len(first)
    hostcall.config.update("memory_cache_bytes", int(size * 2.5))   # room for two modules
    assert cache.memory_limit() == int(size * 2.5)
    evictions = cache.stats["evictions"]
    cache.compile_text(_scaled(2.5), "cpu")
    cache.compile_text(_scaled(1.5), "cpu")      # used again: now the most recent
    cache.compile_text(_scaled(3.5), "cpu")      # evicts 2.5, the least recently used
    assert cache.stats["evictions"] == evictions + 1
    assert cache.memory_bytes() <= int(size * 2.5)
    before = dict(cache.stats)
    assert cache.compile_text(_scaled(1.5), "cpu") is first
    assert cache.stats["memory_hits"] == before["memory_hits"] + 1
    cache.compile_text(_scaled(2.5), "cpu")      # read back from the disk, not compiled
    assert cache.stats["disk_hits"] == before["disk_hits"] + 1
    assert cache.stats["compiles"] == before["compiles"]


def test_a_zero_bound_keeps_nothing_and_programs_still_run(memory_limit):
    hostcall.config.update("memory_cache_bytes", 0)
    assert cache.memory_bytes() == 0
    f = hostcall.jit(lambda x: x * 4.0 + 1.0)
    np.testing.assert_array_equal(f(np.arange(3, dtype=np.float32)), [1, 5, 9])
    assert cache.memory_bytes() == 0
    np.testing.assert_array_equal(f(np.ones(3, np.float32)), [5, 5, 5])


def test_bad_bounds_are_rejected(memory_limit):
    with pytest.raises(ValueError, match="memory_cache_bytes must be >= 0"):
        hostcall.config.update("memory_cache_bytes", -1)
    assert hostcall.config.read("memory_cache_bytes") >= 0


def test_the_bound_comes_from_the_environment(tmp_path):
    code = ("import hostcall; from hostcall.runtime import cache; "
            "print(hostcall.config.read('memory_cache_bytes'), cache.memory_limit())")
    env = dict(os.environ, HOSTCALL_MEMORY_CACHE_BYTES="1e6")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=180, check=True).stdout.split()
    assert out == ["1000000", "1000000"]
    env["HOSTCALL_MEMORY_CACHE_BYTES"] = "lots"
    failed = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, timeout=180)
    assert failed.returncode != 0
    assert "$HOSTCALL_MEMORY_CACHE_BYTES must be a number, got 'lots'" in failed.stderr


def test_flatbuffers_are_aligned_and_jits_of_one_program_share_an_executable():
    vmfb = cache.compile_text(_scaled(4.5), "cpu")
    assert isinstance(vmfb, memoryview) and vmfb.readonly
    assert np.frombuffer(vmfb, np.uint8).ctypes.data % 64 == 0   # IREE maps it in place

    def g(x):
        return jnp.sin(x) * 0.25
    x = np.linspace(0, 1, 5, dtype=np.float32)
    one, two = hostcall.jit(g), hostcall.jit(g)
    np.testing.assert_allclose(one(x), np.sin(x) * 0.25, rtol=1e-6)
    np.testing.assert_allclose(two(x), np.sin(x) * 0.25, rtol=1e-6)
    (a,), (b,) = one._cache.values(), two._cache.values()
    assert a.executable.context is b.executable.context       # one loaded program


def test_a_shared_executable_keeps_each_functions_name_in_profiles():
    def body(x):
        return x - 2.0
    first = hostcall.jit(body)
    renamed = lambda x: x - 2.0   # noqa: E731  (same program, another name)
    second = hostcall.jit(renamed)
    x = np.ones(2, np.float32)
    first(x), second(x)
    with hostcall.profile() as p:
        first(x), second(x)
    names = [e.name for e in p.events if e.category == "call"]
    assert names == ["body", "<lambda>"]


# ------------------------------------------------------- in-process compiler
def _run_module(vmfb, x):
    from hostcall.runtime import get_device
    from hostcall.runtime.executor import Executable
    device = get_device("cpu")
    out = Executable(vmfb, device).invoke([device.put(x)], 1)[0]
    return device.view(out, np.float32)


def test_inprocess_compiler_reuses_one_session_per_flag_set(monkeypatch):
    from hostcall.runtime import inprocess
    monkeypatch.setenv("HOSTCALL_COMPILER", "inprocess")
    x = np.arange(4, dtype=np.float32)
    vmfb = cache.compile_text(_scaled(6.5), "cpu", use_disk=False)
    sessions = inprocess.session_count()
    assert sessions >= 1
    np.testing.assert_array_equal(_run_module(vmfb, x), x * 6.5)
    vmfb = cache.compile_text(_scaled(7.5), "cpu", use_disk=False)
    assert inprocess.session_count() == sessions            # the same session again
    np.testing.assert_array_equal(_run_module(vmfb, x), x * 7.5)
    # the same module as iree-compile makes it: the same program
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")
    cache.clear_memory_cache()
    np.testing.assert_array_equal(
        _run_module(cache.compile_text(_scaled(7.5), "cpu", use_disk=False), x), x * 7.5)


def test_inprocess_failures_report_iree_compiles_diagnostics(monkeypatch):
    monkeypatch.setenv("HOSTCALL_COMPILER", "inprocess")
    bad = _TEXT.replace("-> tensor<4xf32> {", "-> tensor<4xi32> {")
    with pytest.raises(compile_driver.CompileError,
                       match="doesn't match function result type") as e:
        cache.compile_text(bad, "cpu", use_disk=False)
    assert e.value.line == 3 and "iree-compile" in e.value.diagnostics   # the return


def test_inprocess_sessions_drop_their_diagnostics_quietly(capfd):
    """A module the session rejects leaves nothing on the C stderr (the subprocess compile
    reports it), from the main thread and from another: the diagnostics go to a ctypes
    callback, which takes the GIL, not to MLIR's Python handler, which did not (a
    segmentation fault under Python 3.12)."""
    from hostcall.runtime import inprocess
    bad = _TEXT.replace("-> tensor<4xf32> {", "-> tensor<4xi32> {")
    flags = compile_driver.TARGET_FLAGS["cpu"]
    assert inprocess.compile_text(bad, flags) is None
    results = []
    worker = threading.Thread(target=lambda: results.append(inprocess.compile_text(bad, flags)))
    worker.start()
    worker.join()
    assert results == [None]
    assert inprocess.compile_text(_TEXT, flags)   # the session still compiles good modules
    assert "error" not in capfd.readouterr().err


def test_flags_a_session_does_not_take_go_to_the_subprocess():
    from hostcall.runtime import inprocess
    flags = (*compile_driver.TARGET_FLAGS["vulkan"], "--iree-vulkan-target=llvmpipe")
    assert inprocess.compile_text(_TEXT, flags) is None     # a global option: no session


def test_unknown_compiler_choice_is_an_error(monkeypatch):
    monkeypatch.setenv("HOSTCALL_COMPILER", "fast")
    with pytest.raises(ValueError, match="HOSTCALL_COMPILER must be one of 'worker', "
                                         "'subprocess', 'inprocess', not 'fast'"):
        cache.compile_text(_scaled(8.5), "cpu", use_disk=False)


# ------------------------------------------------------------ compile worker
def _ready_worker():
    from hostcall.runtime import compile_worker
    compile_worker.start(compile_driver.TARGET_FLAGS["cpu"], wait=True)
    return compile_worker._worker


def _no_iree_compile(monkeypatch):
    def fail(*args, **kwargs):
        raise AssertionError("iree-compile ran")
    monkeypatch.setattr(compile_driver, "_iree_compile", fail)


def test_the_worker_compiles_module_after_module_in_one_process(monkeypatch):
    from hostcall.runtime import compile_worker
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    worker = _ready_worker()
    _no_iree_compile(monkeypatch)
    x = np.arange(4, dtype=np.float32)
    for k in (9.5, 10.5):
        np.testing.assert_array_equal(
            _run_module(cache.compile_text(_scaled(k), "cpu", use_disk=False), x), x * k)
    assert compile_worker._worker is worker and worker.proc.poll() is None


def test_a_process_starts_its_worker_at_its_second_compile(monkeypatch):
    from hostcall.runtime import compile_worker
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    monkeypatch.setattr(compile_worker, "_worker", None)
    monkeypatch.setattr(compile_worker, "_compiled", 0)
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(   # one compile: iree-compile, and no worker to pay for
        _run_module(cache.compile_text(_scaled(19.5), "cpu", use_disk=False), x), x * 19.5)
    assert compile_worker._worker is None
    np.testing.assert_array_equal(   # the second starts it, for the modules after it
        _run_module(cache.compile_text(_scaled(20.5), "cpu", use_disk=False), x), x * 20.5)
    started = compile_worker._worker
    assert started is not None
    started.wait_ready()
    _no_iree_compile(monkeypatch)
    np.testing.assert_array_equal(
        _run_module(cache.compile_text(_scaled(21.5), "cpu", use_disk=False), x), x * 21.5)
    started.close()


def test_a_worker_that_dies_compiling_costs_one_iree_compile_run(monkeypatch):
    from hostcall.runtime import compile_worker
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    x = np.arange(4, dtype=np.float32)
    # a worker that says it is ready and dies on its first request, as a compiler crash
    # (an LLVM fatal error) ends the real one
    crashing = compile_worker._Worker.__new__(compile_worker._Worker)
    crashing.proc = subprocess.Popen(
        [sys.executable, "-c", "import os, sys; sys.stdout.buffer.write(b'R'); "
                               "sys.stdout.flush(); sys.stdin.buffer.read(1); os.abort()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    crashing.pid, crashing.ready, crashing.requests = os.getpid(), False, 0
    crashing.wait_ready()
    monkeypatch.setattr(compile_worker, "_worker", crashing)
    np.testing.assert_array_equal(   # compiled by iree-compile; this process lives on
        _run_module(cache.compile_text(_scaled(12.5), "cpu", use_disk=False), x), x * 12.5)
    assert crashing.proc.poll() is not None and compile_worker._worker is None
    np.testing.assert_array_equal(   # the next compile starts a new worker
        _run_module(cache.compile_text(_scaled(13.5), "cpu", use_disk=False), x), x * 13.5)
    fresh = compile_worker._worker
    assert fresh is not None and fresh.proc.poll() is None


def test_a_killed_worker_is_replaced(monkeypatch):
    from hostcall.runtime import compile_worker
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    x = np.arange(4, dtype=np.float32)
    dead = _ready_worker()
    dead.proc.kill()
    dead.proc.wait()
    np.testing.assert_array_equal(
        _run_module(cache.compile_text(_scaled(15.5), "cpu", use_disk=False), x), x * 15.5)
    assert compile_worker._worker is not dead and compile_worker._worker.proc.poll() is None


def test_an_interrupted_compile_ends_its_worker(monkeypatch):
    from hostcall.runtime import compile_worker
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    worker = _ready_worker()

    def interrupted(self, text, flags):   # Ctrl-C while the worker compiles: its reply
        raise KeyboardInterrupt            # would answer the next request
    with monkeypatch.context() as m:
        m.setattr(compile_worker._Worker, "compile", interrupted)
        with pytest.raises(KeyboardInterrupt):
            cache.compile_text(_scaled(22.5), "cpu", use_disk=False)
    assert compile_worker._worker is None and worker.proc.poll() is not None
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(
        _run_module(cache.compile_text(_scaled(23.5), "cpu", use_disk=False), x), x * 23.5)


def test_threads_compile_while_the_worker_is_busy(monkeypatch):
    import threading
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    _ready_worker()
    x = np.arange(4, dtype=np.float32)
    scales = [16.5, 17.5, 18.5]
    out = {}

    def compile_one(k):
        out[k] = _run_module(cache.compile_text(_scaled(k), "cpu", use_disk=False), x)
    threads = [threading.Thread(target=compile_one, args=(k,)) for k in scales]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for k in scales:
        np.testing.assert_array_equal(out[k], x * k)


def test_worker_failures_report_iree_compiles_diagnostics(monkeypatch):
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    worker = _ready_worker()
    bad = _TEXT.replace("-> tensor<4xf32> {", "-> tensor<4xi32> {")
    with pytest.raises(compile_driver.CompileError,
                       match="doesn't match function result type") as e:
        cache.compile_text(bad, "cpu", use_disk=False)
    assert e.value.line == 3 and "iree-compile" in e.value.diagnostics   # the return
    assert worker.proc.poll() is None                      # a rejected module ends nothing


def test_iree_compile_runs_without_the_verifier_and_reports_with_it(monkeypatch):
    """iree-compile runs without MLIR's verifier between passes (a quarter of a big
    module's compile time); a module it rejects compiles again with the verifier, whose
    error is the one reported: here IREE's own invalid IR, which unverified fails later,
    at a legalization."""
    from hostcall import lax, random
    from hostcall.runtime import inprocess
    runs = []
    real = compile_driver._run_iree_compile

    def recorded(text, args):
        runs.append(inprocess.NO_VERIFY_FLAG in args)
        return real(text, args)
    monkeypatch.setattr(compile_driver, "_run_iree_compile", recorded)
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(
        _run_module(cache.compile_text(_scaled(31.5), "cpu", use_disk=False), x), x * 31.5)
    assert runs == [True]

    def looped_fold_in(key):
        return lax.fori_loop(0, 3, lambda i, acc: acc + random.uniform(random.fold_in(key, i)),
                             0.0)
    lowered = hostcall.jit(looped_fold_in).lower(random.PRNGKey(0))
    # without the pass that rewrites it, IREE 3.13 makes a tensor.from_elements of mixed types
    # in the host loop (a loop kernel computes on signless scalars: kept off here)
    lowered.pipeline = ",".join(
        "hostcall-kernelize-loops{max-elements=0 max-scalars=0}"
        if p == "hostcall-kernelize-loops" else p
        for p in lowered.pipeline.split(",") if p != "hostcall-int-sign-convert")
    runs.clear()
    with pytest.raises(compile_driver.CompileError,
                       match="'tensor.from_elements' op failed to verify"):
        cache.compile_text(lowered.lowered_text, "cpu", use_disk=False)
    assert runs == [True, False]


# ------------------------------------------------------------ per-module flags
def test_data_tiling_and_microkernels_only_where_a_contraction_is_big():
    def product(n, k=None):
        a = np.ones((n, k or n), np.float32)
        b = np.ones((k or n, n), np.float32)
        return hostcall.jit(lambda x, y: jnp.tanh(x @ y)).lower(a, b).lowered_text

    small, big = product(8), product(256)
    tiling, module_flags = set(compile_driver.CONTRACTION_FLAGS), compile_driver.module_flags
    assert not tiling & set(module_flags(small, "cpu"))
    assert tiling <= set(module_flags(big, "cpu"))
    assert tiling <= set(module_flags(product(512, 64), "cpu"))
    assert not tiling & set(module_flags(big, "cuda"))
    # an elementwise program has none; a dot whose shape is unknown or a convolution has them
    assert not tiling & set(module_flags(_TEXT, "cpu"))
    dynamic = ("%1 = stablehlo.dot %a, %b : (tensor<?x4xf32>, tensor<4x4xf32>) "
               "-> tensor<?x4xf32>")
    assert tiling <= set(module_flags(dynamic, "cpu"))
    conv = "%2 = stablehlo.convolution(%0, %1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f]"
    assert tiling <= set(module_flags(conv, "cpu"))


def test_no_data_tiling_for_a_product_with_a_narrow_side():
    """Packing a matrix costs a copy of it every call, which a matrix-vector product or a
    product with fewer than MIN_TILED_SIDE columns (or rows) does not win back, however
    many its flops (2 x 4096 x 4096 is BIG_CONTRACTION_FLOPS)."""
    m = np.zeros((4096, 4096), np.float32)
    tiling, module_flags = set(compile_driver.CONTRACTION_FLAGS), compile_driver.module_flags

    def flags(f, *args):
        return set(module_flags(hostcall.jit(f).lower(*args).lowered_text, "cpu"))

    assert 2.0 * 4096 * 4096 >= compile_driver.BIG_CONTRACTION_FLOPS
    assert not tiling & flags(lambda m, v: m @ v, m, np.zeros(4096, np.float32))
    assert not tiling & flags(lambda m, v: v @ m, m, np.zeros(4096, np.float32))
    narrow = compile_driver.MIN_TILED_SIDE // 2
    assert not tiling & flags(lambda m, b: m @ b, m, np.zeros((4096, narrow), np.float32))
    assert not tiling & flags(lambda m, b: b @ m, m, np.zeros((narrow, 4096), np.float32))
    wide = compile_driver.MIN_TILED_SIDE
    assert tiling <= flags(lambda m, b: m @ b, m, np.zeros((4096, wide), np.float32))


_DOT_TEXT = """
func.func @main(%a: tensor<SIZEx300xf32>, %b: tensor<300x300xf32>) -> tensor<SIZEx300xf32> {
  %0 = stablehlo.dot %a, %b
      : (tensor<SIZEx300xf32>, tensor<300x300xf32>) -> tensor<SIZEx300xf32>
  return %0 : tensor<SIZEx300xf32>
}"""


def test_one_count_of_contraction_work_serves_the_flags_and_the_driver_choice():
    """compile_driver.contraction_flops counts each dot, dot_general and convolution
    (2*M*N*K; infinite where a size is dynamic); the data tiling flags read the largest,
    jit's multi-threaded driver choice the sum (matmul_flops), and a module the caller
    passes gives the flags its text gives."""
    from iree.compiler import ir
    a, b = np.ones((4, 6), np.float32), np.ones((6, 5), np.float32)
    lowered = hostcall.jit(lambda x, y: (x @ y, x.T @ x)).lower(a, b)
    module = lowered.lowered_module()
    assert sorted(compile_driver.contraction_flops(module)) == [2 * 4 * 5 * 6, 2 * 6 * 6 * 4]
    assert compile_driver.matmul_flops(module) == 2 * 4 * 5 * 6 + 2 * 6 * 6 * 4
    static = ir.Module.parse(_DOT_TEXT.replace("SIZE", "300"), ir.Context())
    assert compile_driver.contraction_flops(static) == [2.0 * 300 ** 3]
    dynamic = ir.Module.parse(_DOT_TEXT.replace("SIZE", "?"), ir.Context())
    assert compile_driver.contraction_flops(dynamic) == [float("inf")]
    small_text = _DOT_TEXT.replace("SIZE", "2")   # 2*2*300*300 flops: small
    tiling = set(compile_driver.CONTRACTION_FLAGS)
    assert not tiling & set(compile_driver.module_flags(small_text, "cpu"))
    assert tiling <= set(compile_driver.module_flags(_DOT_TEXT.replace("SIZE", "300"), "cpu"))
    text = lowered.lowered_text
    assert compile_driver.module_flags(text, "cpu", module) == \
        compile_driver.module_flags(text + " ", "cpu")


_BATCHED_TEXT = """
func.func @main(%a: tensor<2x300x300xf32>) -> tensor<2x300x300xf32> {
  %0 = stablehlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<2x300x300xf32>, tensor<2x300x300xf32>) -> tensor<2x300x300xf32>
  return %0 : tensor<2x300x300xf32>
}"""


def test_the_flags_read_a_parsed_module_where_given_and_parse_the_text_only_without():
    """module_flags reads the contractions' sizes and kinds (the inner-tiled lowering for
    plain f32 matrix products only) off the module the caller passes; the text is parsed
    only without one, and where it does not parse the sizes are unknown (data tiling, no
    inner-tiled lowering)."""
    from iree.compiler import ir
    tiling, inner = set(compile_driver.CONTRACTION_FLAGS), compile_driver.INNER_TILED_FLAG
    big_text = _DOT_TEXT.replace("SIZE", "300")
    parsed = set(compile_driver.module_flags(big_text, "cpu"))
    assert tiling <= parsed and inner in parsed
    batched = set(compile_driver.module_flags(_BATCHED_TEXT, "cpu"))
    assert tiling <= batched and inner not in batched
    module = ir.Module.parse(big_text, ir.Context())
    label = "stablehlo.dot, in the module passed with this text"
    given = set(compile_driver.module_flags(label, "cpu", module))
    assert tiling <= given and inner in given
    unparsed = set(compile_driver.module_flags(label + " (alone)", "cpu"))
    assert tiling <= unparsed and inner not in unparsed
    assert not tiling & set(compile_driver.module_flags(big_text, "cuda", module))


def test_small_and_big_matrix_products_compute_the_same_either_way():
    rng = np.random.default_rng(0)
    for n in (8, 256):
        a = rng.standard_normal((n, n), dtype=np.float32) / np.sqrt(n)
        got = hostcall.jit(lambda x: jnp.tanh(x @ x.T))(a)
        np.testing.assert_allclose(got, np.tanh(a.astype(np.float64) @ a.T), rtol=2e-5,
                                   atol=2e-5)


# ------------------------------------------------------------ shared constants
def _unrolled_loop_text() -> str:
    """Ten matmul + tanh + sin steps differing only in a constant, ``(i + 0.5) / 10``."""
    def f(x):
        for i in range(10):
            x = jnp.tanh(x @ x.T) + jnp.sin(x) * ((i + 0.5) / 10)
        return x
    return hostcall.jit(f).lower(np.ones((8, 8), np.float32)).lowered_text


def _loop_values(x):
    x = x.astype(np.float64)
    for i in range(10):
        x = np.tanh(x @ x.T) + np.sin(x) * ((i + 0.5) / 10)
    return x


@pytest.mark.parametrize("compiler", ["subprocess", "inprocess", "worker"])
def test_steps_differing_in_a_constant_compile_one_executable(monkeypatch, compiler):
    """inprocess.GLOBAL_FLAGS (constants as dispatch operands) reach every compile path:
    iree-compile as flags, sessions through IREE's global command line; the ten steps'
    dispatches are then one executable, and the values stay right."""
    from hostcall.runtime import get_device
    from hostcall.runtime.executor import Executable
    monkeypatch.setenv("HOSTCALL_COMPILER", compiler)
    if compiler == "worker":
        _ready_worker()
        _no_iree_compile(monkeypatch)
    vmfb = bytes(cache.compile_text(_unrolled_loop_text(), "cpu", use_disk=False))
    assert b"main_dispatch_0" in vmfb and b"main_dispatch_1" not in vmfb
    device = get_device("cpu")
    x = (np.arange(64, dtype=np.float32).reshape(8, 8) - 32) / 64
    out = Executable(vmfb, device).invoke([device.put(x)], 1)[0]
    got = device.view(out, np.float32).reshape(8, 8)
    np.testing.assert_allclose(got, _loop_values(x), rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("compiler", ["inprocess", "worker"])
def test_loop_kernels_compile_without_the_global_flags(monkeypatch, compiler):
    """Kernels' vector constants, hoisted out as dispatch operands under GLOBAL_FLAGS,
    crashed iree-compile: such modules compile in iree-compile without them, and never
    in a session (whose process would die)."""
    from hostcall import lax
    from hostcall.runtime import inprocess
    monkeypatch.setenv("HOSTCALL_COMPILER", compiler)
    f = hostcall.jit(lambda x: lax.fori_loop(0, 50, lambda i, x: x * 0.99 + jnp.sin(x) * 0.01, x))
    x = np.linspace(-2, 2, 3).astype(np.float32)
    text = f.lower(x).lowered_text
    assert "hostcall.loop_kernel" in text and "vector<" in text
    assert compile_driver.global_flags(text) == ()
    assert compile_driver.global_flags(_TEXT) == inprocess.GLOBAL_FLAGS
    vmfb = cache.compile_text(text, "cpu", use_disk=False)
    assert vmfb is not None
    want = x.astype(np.float64)
    for _ in range(50):
        want = want * 0.99 + np.sin(want) * 0.01
    np.testing.assert_allclose(np.asarray(f(x)), want, rtol=1e-5)


def test_only_cpu_compiles_skip_the_verifier_between_passes():
    """Vulkan's verifier between passes rejects 64-bit float math SPIR-V lacks
    (tests/test_gpu.py); CUDA was never checked without it."""
    from hostcall.runtime import inprocess
    assert inprocess.skips_verifier(compile_driver.TARGET_FLAGS["cpu"])
    assert not inprocess.skips_verifier(compile_driver.TARGET_FLAGS["vulkan"])
    assert not inprocess.skips_verifier(compile_driver.TARGET_FLAGS["cuda"])
