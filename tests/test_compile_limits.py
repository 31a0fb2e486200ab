"""A compile that never ends, or crashes, fails with a CompileError instead of hanging
(runtime.compile_limits): a fake ``iree-compile`` on $IREE_TOOL_PATH hangs or crashes, and
a fake compile worker never answers."""
import os
import signal
import subprocess
import time

import numpy as np
import pytest

import hostcall
from hostcall.runtime import cache, compile_driver, compile_limits, compile_worker

TEXT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<%s> : tensor<4xf32>
  %0 = stablehlo.multiply %a, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def _module(k: float) -> str:
    return TEXT.replace("%s", repr(k))


def _fake_compiler(monkeypatch, tmp_path, script: str) -> None:
    """Every compile in ``iree-compile``, and that is a shell script."""
    tool = tmp_path / "iree-compile"
    tool.write_text("#!/bin/sh\n" + script)
    tool.chmod(0o755)
    monkeypatch.setenv("IREE_TOOL_PATH", str(tmp_path))
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")
    monkeypatch.setenv("HOSTCALL_DISABLE_DISK_CACHE", "1")


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_the_limit_comes_from_the_environment(monkeypatch):
    monkeypatch.delenv("HOSTCALL_COMPILE_TIMEOUT", raising=False)
    assert compile_limits.timeout() == compile_limits.DEFAULT_TIMEOUT == 600
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "2.5")
    assert compile_limits.timeout() == 2.5
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "0")
    assert compile_limits.timeout() is None
    for bad in ("soon", "-1", "nan"):
        monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", bad)
        with pytest.raises(ValueError, match="HOSTCALL_COMPILE_TIMEOUT must be"):
            compile_limits.timeout()
    assert compile_limits.environment()["LLVM_DISABLE_SYMBOLIZATION"] == "1"


def test_a_hung_compiler_and_what_it_started_are_killed(monkeypatch, tmp_path):
    pid_file = tmp_path / "child.pid"
    _fake_compiler(monkeypatch, tmp_path, f"sleep 120 &\necho $! > {pid_file}\nwait\n")
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "0.5")
    start = time.monotonic()
    with pytest.raises(compile_driver.CompileError, match=r"for cuda: the compiler did not finish "
                                                 r"within 0\.5 s .*HOSTCALL_COMPILE_TIMEOUT"):
        cache.compile_text(_module(1.5), "cuda", use_disk=False)
    assert time.monotonic() - start < 30
    child = int(pid_file.read_text())
    for _ in range(50):   # SIGKILL reaches the whole process group at once; reaping may lag
        if _gone(child) or "Z" in _state(child):
            break
        time.sleep(0.1)
    assert _gone(child) or "Z" in _state(child)


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_jit_names_the_function_whose_compile_hung(monkeypatch, tmp_path):
    _fake_compiler(monkeypatch, tmp_path, "exec sleep 120\n")
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "0.5")

    def slow_to_compile(x):
        return x * 2.75 + 0.125

    with pytest.raises(compile_driver.CompileError, match=r"jit\(slow_to_compile\) \(defined at "
                                                 r".*test_compile_limits.py:\d+\): IREE could "
                                                 r"not compile the program: the compiler did "
                                                 r"not finish within 0\.5 s"):
        hostcall.jit(slow_to_compile, backend="cpu")(np.arange(3, dtype=np.float32))


def test_a_compiler_crash_is_a_compile_error_and_backtraces_are_not_symbolized(
        monkeypatch, tmp_path):
    monkeypatch.setenv("HOSTCALL_CRASH_DIR", str(tmp_path / "crashes"))
    _fake_compiler(monkeypatch, tmp_path,
                   "echo \"symbolization off: $LLVM_DISABLE_SYMBOLIZATION\" >&2\n"
                   "kill -SEGV $$\n")
    with pytest.raises(compile_driver.CompileError) as caught:
        cache.compile_text(_module(2.5), "cuda", use_disk=False)
    saved = caught.value.module_path
    assert str(caught.value) == ("IREE failed to compile the module for cuda: the compiler "
                                 "crashed (SIGSEGV: symbolization off: 1); the module is "
                                 f"saved in {saved} with the command that reproduces it")
    _fake_compiler(monkeypatch, tmp_path, "echo 'Please report issues to IREE' >&2\n"
                                          "echo 'Stack dump:' >&2\nkill -ABRT $$\n")
    with pytest.raises(compile_driver.CompileError) as caught:
        cache.compile_text(_module(2.5), "cuda", use_disk=False)
    assert caught.value.reason.startswith("the compiler crashed (SIGABRT); the module is saved")
    assert "Stack dump:" in caught.value.diagnostics


def test_a_worker_that_never_answers_is_killed_and_the_compile_fails(monkeypatch):
    """No second wait in iree-compile: the timeout is the compile's answer."""
    monkeypatch.setenv("HOSTCALL_COMPILER", "worker")
    monkeypatch.setenv("HOSTCALL_DISABLE_DISK_CACHE", "1")
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "0.5")

    def no_iree_compile(*args):
        raise AssertionError("iree-compile ran")
    monkeypatch.setattr(compile_driver, "_iree_compile", no_iree_compile)
    silent = compile_worker._Worker.__new__(compile_worker._Worker)
    silent.proc = subprocess.Popen(["sleep", "120"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, start_new_session=True)
    silent.pid, silent.ready, silent.requests = os.getpid(), True, 0
    monkeypatch.setattr(compile_worker, "_worker", silent)
    try:
        with pytest.raises(compile_driver.CompileError, match="did not finish within 0.5 s"):
            cache.compile_text(_module(3.5), "cpu", use_disk=False)
        assert silent.proc.poll() == -signal.SIGKILL
        assert compile_worker._worker is None
    finally:
        if silent.proc.poll() is None:
            silent.proc.kill()
            silent.proc.wait()


def test_real_compiles_run_under_the_limit(monkeypatch):
    monkeypatch.setenv("HOSTCALL_COMPILER", "subprocess")
    monkeypatch.setenv("HOSTCALL_COMPILE_TIMEOUT", "300")
    assert len(cache.compile_text(_module(4.5), "cpu", use_disk=False)) > 1000
    with pytest.raises(compile_driver.CompileError, match="for cpu: .*expected"):
        cache.compile_text("func.func @main( {", "cpu", use_disk=False)


# A compiler that crashes, except under MLIR's crash reproducer, which turns the crash into
# an error naming the pass that ran (as iree-compile does).
CRASH_UNLESS_REPRODUCER = """case "$*" in
  *--mlir-pass-pipeline-crash-reproducer=*)
    echo "<stdin>:1:1: note: Pipeline failed while executing \\`ConvertToStreamPass\\` on 'builtin.module' operation: reproducer generated" >&2
    exit 1;;
esac
kill -SEGV $$
"""


def test_a_crashed_module_is_saved_with_the_command_and_the_pass_that_crashed(
        monkeypatch, tmp_path):
    crashes = tmp_path / "crashes"
    monkeypatch.setenv("HOSTCALL_CRASH_DIR", str(crashes))
    _fake_compiler(monkeypatch, tmp_path, CRASH_UNLESS_REPRODUCER)
    with pytest.raises(compile_driver.CompileError) as caught:
        cache.compile_text(_module(6.75), "cpu", use_disk=False)
    err = caught.value
    assert err.reason.startswith("the compiler crashed (SIGSEGV) in IREE's ConvertToStreamPass; "
                                 f"the module is saved in {err.module_path}")
    assert err.module_path.parent == crashes
    header, command, *module = err.module_path.read_text().splitlines()
    assert header.endswith("the compiler crashed (SIGSEGV) in IREE's ConvertToStreamPass")
    # the command names the saved file in place of stdin, with every flag the compile had
    assert command.startswith("// reproduce: ") and f" {err.module_path} " in command
    assert "--iree-hal-local-target-device-backends=llvm-cpu" in command
    assert "\n".join(module) + "\n" == _module(6.75)
    # the same module crashing again is the same file
    with pytest.raises(compile_driver.CompileError) as again:
        cache.compile_text(_module(6.75), "cpu", use_disk=False)
    assert again.value.module_path == err.module_path
    assert len(list(crashes.iterdir())) == 1


def test_jit_names_the_crashed_function_where_it_is_defined_and_the_saved_module(
        monkeypatch, tmp_path):
    monkeypatch.setenv("HOSTCALL_CRASH_DIR", str(tmp_path / "crashes"))
    _fake_compiler(monkeypatch, tmp_path, CRASH_UNLESS_REPRODUCER)

    def crashes_the_compiler(x):
        return x * 3.25 - 0.5
    line = crashes_the_compiler.__code__.co_firstlineno
    with pytest.raises(compile_driver.CompileError) as caught:
        hostcall.jit(crashes_the_compiler, backend="cpu")(np.arange(3, dtype=np.float32))
    message = str(caught.value)
    assert message.startswith(f"jit(crashes_the_compiler) (defined at {__file__}:{line}): IREE "
                              "could not compile the program: the compiler crashed (SIGSEGV) "
                              "in IREE's ConvertToStreamPass; the module is saved in ")
    saved = caught.value.module_path
    assert str(saved) in message
    assert "stablehlo.multiply" in saved.read_text()


def test_an_unwritable_crash_folder_still_reports_the_crash(monkeypatch, tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv("HOSTCALL_CRASH_DIR", str(blocked / "crashes"))
    _fake_compiler(monkeypatch, tmp_path, "kill -SEGV $$\n")
    with pytest.raises(compile_driver.CompileError) as caught:
        cache.compile_text(_module(5.5), "cpu", use_disk=False)
    assert caught.value.reason == "the compiler crashed (SIGSEGV)"
    assert caught.value.module_path is None
