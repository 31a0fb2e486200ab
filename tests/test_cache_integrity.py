"""The disk cache under damage and hostile entries: detected, discarded, recompiled."""
import os
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from hostcall.runtime import cache, compile_driver, get_device
from hostcall.runtime.executor import Executable
from hostcall.runtime.files import UnsafeFile, read_regular_file

TEXT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<FACTOR> : tensor<4xf32>
  %0 = stablehlo.multiply %a, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def program(factor: float) -> str:
    return TEXT.replace("FACTOR", repr(float(factor)) + "0")


def entry_path(text: str) -> Path:
    key = cache.cache_key(text, "cpu", compile_driver.module_flags(text, "cpu"))
    return cache.cache_dir() / key[:2] / f"{key}.vmfb", key


def run(vmfb: bytes) -> list:
    dev = get_device("cpu")
    exe = Executable(vmfb, dev)
    out = exe.invoke([dev.put(np.arange(4, dtype=np.float32))], 1)[0]
    return dev.view(out, np.float32).tolist()


def compile_fresh(text: str) -> tuple[bytes, dict]:
    """compile_text after forgetting the in-memory cache; returns (vmfb, stats delta)."""
    cache.clear_memory_cache()
    before = dict(cache.stats)
    vmfb = cache.compile_text(text, "cpu")
    return vmfb, {k: cache.stats[k] - before[k] for k in before}


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("HOSTCALL_DISABLE_DISK_CACHE", raising=False)
    yield tmp_path
    cache.clear_memory_cache()


def test_swapped_entries_are_detected_and_recompiled(cache_dir):
    two, three = program(2), program(3)
    compile_fresh(two), compile_fresh(three)
    (p2, key2), (p3, _) = entry_path(two), entry_path(three)
    a, b = p2.read_bytes(), p3.read_bytes()
    p2.write_bytes(b), p3.write_bytes(a)
    vmfb, delta = compile_fresh(two)
    assert delta["compiles"] == 1 and delta["disk_hits"] == 0
    assert run(vmfb) == [0.0, 2.0, 4.0, 6.0]
    # the entry was replaced by this compile's (compiles by iree-compile and by the compile
    # worker may differ in bytes, so it is compared with the new flatbuffer, not the old)
    assert p2.read_bytes() == bytes(vmfb) + cache._entry_digest(key2, bytes(vmfb))
    vmfb, delta = compile_fresh(two)
    assert delta["disk_hits"] == 1 and run(vmfb) == [0.0, 2.0, 4.0, 6.0]


def test_an_entry_from_the_old_format_is_replaced(cache_dir):
    text = program(5)
    vmfb, _ = compile_fresh(text)
    path, _ = entry_path(text)
    import hashlib
    path.write_bytes(bytes(vmfb) + hashlib.sha256(vmfb).digest())   # checksum without the key
    again, delta = compile_fresh(text)
    assert delta["compiles"] == 1 and run(again) == [0.0, 5.0, 10.0, 15.0]


# Fixed bytes, named: every test worker must collect the same test ids.
@pytest.mark.parametrize("garbage", [b"\0" * 64, b"IREE" + bytes(range(256)) * 8,
                                     np.random.default_rng(1000).bytes(1000)],
                         ids=["zeros", "iree_magic", "random"])
def test_garbage_with_a_valid_checksum_is_discarded_not_raised_forever(cache_dir, garbage):
    text = program(7)
    path, key = entry_path(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(garbage + cache._entry_digest(key, garbage))
    for _ in range(2):
        vmfb, delta = compile_fresh(text)
        assert run(vmfb) == [0.0, 7.0, 14.0, 21.0]
    assert path.read_bytes()[:-32] == vmfb and delta["disk_hits"] == 1


def _bounded(fn, seconds=60):
    """fn() in a thread; fails the test if it does not return in time."""
    out = {}

    def target():
        try:
            out["value"] = fn()
        except BaseException as e:  # noqa: B902 - re-raised on the test's thread
            out["error"] = e
    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"no answer in {seconds} s"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.mark.parametrize("kind", ["fifo", "symlink_dev_zero", "directory", "symlink_entry",
                                  "oversized"])
def test_entries_that_are_not_regular_files_are_refused_without_reading(cache_dir, kind,
                                                                        monkeypatch):
    text = program(11)
    path, key = entry_path(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink_dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    elif kind == "symlink_entry":       # a link to a valid entry is refused too
        vmfb, _ = compile_fresh(program(12))
        other, _ = entry_path(program(12))
        path.symlink_to(other)
    else:
        monkeypatch.setattr(cache, "_MAX_ENTRY_BYTES", 1000)
    vmfb, delta = _bounded(lambda: compile_fresh(text))
    assert delta["compiles"] == 1 and delta["disk_hits"] == 0
    assert run(vmfb) == [0.0, 11.0, 22.0, 33.0]


def test_read_regular_file_refuses_special_files(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "zero"
    link.symlink_to("/dev/zero")
    ok = tmp_path / "ok"
    ok.write_bytes(b"x" * 10)
    for path, reason in ((fifo, "a FIFO"), (link, "a symbolic link"),
                         (Path("/dev/zero"), "a character device"), (tmp_path, "a directory"),
                         (tmp_path / "absent", "cannot read it")):
        with pytest.raises(UnsafeFile, match=reason):
            _bounded(lambda: read_regular_file(path, 100))
    with pytest.raises(UnsafeFile, match="10 bytes, more than the limit of 9"):
        read_regular_file(ok, 9)
    assert read_regular_file(ok, 10) == b"x" * 10


FULL_DISK_CHILD = """
import os, resource, signal, sys
import numpy as np
import hostcall, hostcall.numpy as jnp
from hostcall.runtime import compile_driver
compile_module = compile_driver.compile_vmfb


def compile_then_fill_the_disk(*args):
    # iree-compile needs its own temporary files: the limit comes after it, before the
    # cache writes its entry; writes past it fail with EFBIG (SIGXFSZ ignored)
    vmfb = compile_module(*args)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    return vmfb


compile_driver.compile_vmfb = compile_then_fill_the_disk
print(hostcall.jit(lambda x: x * 13.0 + 1.0)(jnp.arange(3.)).tolist())
"""


def test_a_failed_write_leaves_no_temporary_files(tmp_path):
    env = dict(os.environ, HOSTCALL_CACHE_DIR=str(tmp_path))
    env.pop("HOSTCALL_DISABLE_DISK_CACHE", None)
    proc = subprocess.run([sys.executable, "-c", FULL_DISK_CHILD], env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().splitlines()[-1] == "[1.0, 14.0, 27.0]"
    left = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert left == [], left          # the write failed: no entry and no .tmp file


F64_CHILD = """
import os, sys
import numpy as np
import hostcall, hostcall.numpy as jnp
hostcall.config.update("enable_x64", True)
outs = [hostcall.jit(lambda x, k=k: jnp.sin(x) * 2 + k)(np.arange(3.0)) for k in range(3)]
print(outs[2].dtype, [round(float(v), 6) for v in outs[2]])
print(sorted(os.listdir(sys.argv[1])))
"""


def test_loading_f64_programs_leaves_no_files_in_tmpdir(tmp_path):
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    env = dict(os.environ, TMPDIR=str(tmpdir), HOSTCALL_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, "-c", F64_CHILD, str(tmpdir)], env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    dtype_line, listing = proc.stdout.strip().splitlines()[-2:]
    want = [round(float(v), 6) for v in np.sin(np.arange(3.0)) * 2 + 2]
    assert dtype_line == f"float64 {want}"
    # while running: only the private directory, which holds no leftovers
    assert not any(name.startswith("iree_dylib_") for name in eval(listing)), listing
    assert os.listdir(tmpdir) == []           # and after exit, nothing at all


# Parallel test workers (and users' processes) share one cache folder: two processes that
# compile the same module write the same entry at once.
SAME_KEY_CHILD = """
import os, sys, time
from hostcall.runtime import cache
go = sys.argv[1]
while not os.path.exists(go):        # both children start compiling together
    time.sleep(0.001)
cache.compile_text(sys.argv[2], "cpu")
print(cache.stats["compiles"], cache.stats["disk_hits"])
"""


def test_two_processes_compiling_the_same_module_leave_one_whole_entry(tmp_path):
    text = program(19)
    env = dict(os.environ, HOSTCALL_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("HOSTCALL_DISABLE_DISK_CACHE", None)
    go = tmp_path / "go"
    children = [subprocess.Popen([sys.executable, "-c", SAME_KEY_CHILD, str(go), text], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(2)]
    go.touch()
    for child in children:
        out, err = child.communicate(timeout=300)
        assert child.returncode == 0, err[-2000:]
        assert out.split() in (["1", "0"], ["0", "1"])   # compiled, or read the other's entry
    files = sorted(p.name for p in (tmp_path / "cache").rglob("*") if p.is_file())
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HOSTCALL_CACHE_DIR", str(tmp_path / "cache"))
        mp.delenv("HOSTCALL_DISABLE_DISK_CACHE", raising=False)
        path, _ = entry_path(text)
        assert files == [path.name]                        # no temporary file left
        vmfb, delta = compile_fresh(text)
        cache.clear_memory_cache()
    assert (delta["compiles"], delta["disk_hits"]) == (0, 1)
    assert run(vmfb) == [0.0, 19.0, 38.0, 57.0]


WRITER_CHILD = """
import sys
from pathlib import Path
from hostcall.runtime import cache
path, byte = Path(sys.argv[1]), sys.argv[2].encode()
for _ in range(40):
    cache._write_atomic(path, byte * (4 << 20))
"""


def test_concurrent_writes_of_one_entry_never_show_a_partial_file(tmp_path):
    """Two processes rewrite one 4 MiB entry 40 times each while this one reads it: every
    read sees nothing or one writer's whole entry, never a torn or truncated one."""
    path = tmp_path / "ab" / "entry.vmfb"
    writers = [subprocess.Popen([sys.executable, "-c", WRITER_CHILD, str(path), byte],
                                stderr=subprocess.PIPE, text=True) for byte in "AB"]
    seen = set()
    while any(w.poll() is None for w in writers):
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            continue
        assert len(data) == 4 << 20 and data.count(data[:1]) == len(data), \
            f"a partial entry: {len(data)} bytes"
        seen.add(data[:1])
    for w in writers:
        assert w.wait(timeout=300) == 0, w.stderr.read()[-2000:]
    assert seen and seen <= {b"A", b"B"}
    assert [p.name for p in path.parent.iterdir()] == ["entry.vmfb"]   # no temporary file
