"""hostcall.ray on a local two-CPU Ray cluster started here: sweeps match a local loop,
driver sinks see each input's calls in program order exactly once (a killed worker
included), a sweep compiles once, handler errors name the handler, and the compile farm
fills the local disk cache."""
import functools
import os
import signal
import sys
from pathlib import Path

import numpy as np
import pytest

ray = pytest.importorskip("ray", reason="hostcall.ray needs Ray: pip install 'hostcall[ray]'")

import hostcall  # noqa: E402
import hostcall.numpy as jnp  # noqa: E402
import hostcall.ray as hray  # noqa: E402
from hostcall.experimental import io_callback  # noqa: E402
from hostcall.runtime import cache as compile_cache  # noqa: E402
from hostcall.runtime.artifact import ArtifactError  # noqa: E402

HANDLER_MODULE = "hostcall_test_ray_handlers"
HANDLER_SOURCE = '''
import numpy as np

def scale(x):
    return (x * 3).astype(x.dtype)
'''


# One local Ray cluster at a time on this machine: under pytest-xdist every test of this
# file runs on the same worker (``--dist loadgroup`` in pyproject.toml), so two workers
# never start clusters side by side and race for their ports.
pytestmark = pytest.mark.xdist_group("ray")


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A local Ray instance on 127.0.0.1 whose workers import this file (handlers are
    pickled by reference to it) and a handler module written here."""
    folder = tmp_path_factory.mktemp("handlers")
    (folder / f"{HANDLER_MODULE}.py").write_text(HANDLER_SOURCE)
    sys.path.insert(0, str(folder))
    path = os.pathsep.join([str(Path(__file__).parent), str(folder)])
    options = dict(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1",
                   log_to_driver=False, configure_logging=False,
                   runtime_env={"env_vars": {"PYTHONPATH": path}})
    ray.init(**options)
    yield options   # what a test that restarts Ray starts it with
    ray.shutdown()
    sys.path.remove(str(folder))


# ------------------------------------------------------------------ programs
def scale(x):
    return (x * 3).astype(x.dtype)


def log(index, step):
    pass


def boom(x):
    pass


def check(x):
    if x[0] == 5:
        raise ValueError(f"bad input {int(x[0])}")
    return x


def swept(x):
    y = hostcall.pure_callback(scale, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x)
    return {"y": y * 2 + x, "total": jnp.sum(y)}


def logged(x):
    for step in range(3):
        io_callback(log, None, x[0], np.float32(step), ordered=True)
    return x + 1


def dies_once(x):
    io_callback(log, None, x[0], np.float32(0), ordered=True)
    y = hostcall.pure_callback(boom, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x)
    io_callback(log, None, x[0], np.float32(1), ordered=True)
    return y * 2


def kill_on_seven(marker, x):
    """SIGKILL this worker process the first time input 7 runs (the marker says so)."""
    if x[0] == 7 and not os.path.exists(marker):
        Path(marker).write_text(str(os.getpid()))
        os.kill(os.getpid(), signal.SIGKILL)
    return x


def checked(x):
    return hostcall.pure_callback(check, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x) + 1


# --------------------------------------------------------------------- tests
def test_a_sweep_of_200_matches_the_local_loop(cluster):
    xs = [np.arange(4, dtype=np.float32) + i for i in range(200)]
    got = hray.map(swept, xs)
    local = hostcall.jit(swept)
    assert len(got) == 200 and got.stats["tasks"] == 200
    for x, g in zip(xs, got):
        want = local(x)
        np.testing.assert_array_equal(g["y"], np.asarray(want["y"]))
        np.testing.assert_array_equal(g["total"], np.asarray(want["total"]))
        np.testing.assert_array_equal(g["y"], x * 7)   # 3x * 2 + x, exact in float32
    assert got.stats["compiles"] == 1


def test_handlers_from_a_module_path_and_single_remote_calls(cluster):
    xs = [np.full(3, i, np.int32) for i in range(6)]
    got = hray.map(swept, xs, handlers=HANDLER_MODULE, chunksize=4)
    assert [int(g["total"]) for g in got] == [9 * i for i in range(6)]
    assert got.stats["tasks"] == 2
    one = hray.remote(swept, handlers={"scale": scale})(np.full(2, 5, np.int32))
    assert one["y"].tolist() == [35, 35]
    assert hray.remote(lambda: jnp.arange(3) * 2)().tolist() == [0, 2, 4]   # no arguments


def test_driver_sink_gets_each_inputs_calls_in_program_order(cluster):
    seen = []
    xs = [np.full(2, i, np.float32) for i in range(30)]
    got = hray.map(logged, xs, sinks={"log": lambda i, s: seen.append((int(i), int(s)))})
    assert [g.tolist() for g in got] == [[i + 1, i + 1] for i in range(30)]
    by_input = {}
    for i, step in seen:
        by_input.setdefault(i, []).append(step)
    assert by_input == {i: [0, 1, 2] for i in range(30)}
    assert got.stats["sink_calls"] == 90


def test_a_killed_worker_loses_and_duplicates_no_sink_call(cluster, tmp_path):
    marker = tmp_path / "killed"
    seen = []
    xs = [np.full(2, i, np.float32) for i in range(16)]
    got = hray.map(dies_once, xs, handlers={"boom": functools.partial(kill_on_seven,
                                                                      str(marker))},
                   sinks={"log": lambda i, s: seen.append((int(i), int(s)))}, max_retries=3)
    killed = int(marker.read_text())   # the handler killed its worker by pid
    assert killed > 0 and killed != os.getpid()
    assert [g.tolist() for g in got] == [[2 * i, 2 * i] for i in range(16)]
    assert sorted(seen) == [(i, s) for i in range(16) for s in (0, 1)]
    assert [s for i, s in seen if i == 7] == [0, 1]


counted_traces = []


def counted(x):
    counted_traces.append(1)
    return hostcall.pure_callback(scale, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x) - 1


def test_a_sweep_compiles_once_and_each_worker_loads_once(cluster):
    counted_traces.clear()
    xs = [np.full(5, i, np.float32) for i in range(40)]
    first = hray.map(counted, xs)
    assert len(counted_traces) == 1 and first.stats["compiles"] == 1
    assert 1 <= first.stats["loads"] <= len(first.stats["workers"])
    again = hray.map(counted, xs)   # the driver keeps the program; workers keep theirs
    assert len(counted_traces) == 1 and again.stats["compiles"] == 0
    assert again.stats["loads"] <= len(again.stats["workers"] - first.stats["workers"])
    assert [g.tolist() for g in again] == [[3 * i - 1] * 5 for i in range(40)]


def test_a_missing_handler_is_named_on_the_driver_before_any_task(cluster):
    xs = [np.ones(2, np.float32)]
    with pytest.raises(ArtifactError, match="no handler for host callback.*scale"):
        hray.map(swept, xs, handlers={"other": scale})
    with pytest.raises(ArtifactError, match="no handler for host callback.*log"):
        hray.map(logged, xs, handlers={})
    with pytest.raises(ArtifactError, match="sink 'nope' is not a host callback"):
        hray.map(logged, xs, sinks={"nope": print})


def test_a_raising_handler_reraises_on_the_driver_naming_it(cluster):
    xs = [np.full(2, i, np.float32) for i in range(8)]
    with pytest.raises(ValueError, match="bad input 5") as info:
        hray.map(checked, xs)
    notes = "\n".join(info.value.__notes__)
    assert "handler 'check'" in notes and "input 5" in notes
    assert "the worker's traceback" in notes and "in check" in notes
    assert hray.map(checked, xs[:5])[4].tolist() == [5, 5]   # the cluster still runs


def test_keyboard_interrupt_on_the_driver_cancels_and_reraises(cluster):
    def interrupt(i, s):
        raise KeyboardInterrupt
    xs = [np.full(2, i, np.float32) for i in range(20)]
    with pytest.raises(KeyboardInterrupt):
        hray.map(logged, xs, sinks={"log": interrupt})
    assert len(hray.map(logged, xs[:3], sinks={"log": lambda i, s: None})) == 3


def farmed_a(x):
    return jnp.cos(x) * 2


def farmed_b(x):
    return jnp.tanh(x) - x


def test_compile_farm_fills_the_local_disk_cache(cluster, tmp_path, monkeypatch):
    monkeypatch.setenv("HOSTCALL_CACHE_DIR", str(tmp_path))
    x = np.linspace(0, 1, 7, dtype=np.float32)
    reports = hray.compile_many([(farmed_a, (x,)), (farmed_b, (x,))])
    assert [r["status"] for r in reports] == ["compiled", "compiled"]
    assert all((tmp_path / r["key"][:2] / f"{r['key']}.vmfb").is_file() for r in reports)
    compile_cache.clear_memory_cache()
    before = dict(compile_cache.stats)
    np.testing.assert_allclose(np.asarray(hostcall.jit(farmed_a)(x)), np.cos(x) * 2,
                               rtol=1e-6)
    np.testing.assert_allclose(np.asarray(hostcall.jit(farmed_b)(x)), np.tanh(x) - x,
                               atol=1e-6)
    assert compile_cache.stats["compiles"] == before["compiles"]
    assert compile_cache.stats["disk_hits"] == before["disk_hits"] + 2
    again = hray.compile_many([(farmed_a, (x,))])
    assert again[0]["status"] == "cached"


def test_a_new_ray_session_gets_the_program_again(cluster):
    """The driver keeps compiled programs across Ray sessions; their object-store
    references belong to the session that made them (a job id repeats after a restart)."""
    xs = [np.full(3, i, np.int32) for i in range(4)]
    assert [int(g["total"]) for g in hray.map(swept, xs)] == [9 * i for i in range(4)]
    ray.shutdown()
    ray.init(**cluster)
    got = hray.map(swept, xs)
    assert [int(g["total"]) for g in got] == [9 * i for i in range(4)]
    assert got.stats["compiles"] == 0 and got.stats["loads"] >= 1


def generic(x):
    return hostcall.pure_callback(scale, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x) * x


def test_programs_are_compiled_for_a_cpu_every_node_runs(cluster, monkeypatch):
    """Not for ``host`` (jit's target: the driver's CPU, which another node may lack)."""
    seen = []
    compile_text = compile_cache.compile_text

    def recording(text, target="cpu", flags=(), use_disk=True, module=None):
        seen.append(tuple(flags))
        return compile_text(text, target, flags, use_disk, module)
    monkeypatch.setattr(compile_cache, "compile_text", recording)
    got = hray.map(generic, [np.full(2, 2, np.float32)])
    assert got[0].tolist() == [12, 12]
    assert seen == [(f"--iree-llvmcpu-target-cpu={hray.TARGET_CPU}",)]
    if os.uname().machine == "x86_64":
        assert hray.TARGET_CPU == "x86-64-v2"


def recorded_scale(folder, x):
    (Path(folder) / f"ran-{os.getpid()}-{float(x[0])}").write_text("")
    return (x * 3).astype(x.dtype)


def test_a_task_that_starts_after_its_map_was_cancelled_runs_no_input(cluster, tmp_path):
    """Ray can lose the cancellation of a task that a worker is taking up at that moment,
    which then runs its handlers to the end: the driver marks the map's run cancelled
    before cancelling its tasks, and a task of that run that starts later returns without
    running its inputs (a task of another run still runs)."""
    x = np.full(2, 2, np.float32)
    compiled = hray._compile(generic, (x,), hray.TARGET_CPU)
    spec = hray._handlers_spec(compiled, {"scale": functools.partial(recorded_scale,
                                                                     str(tmp_path))}, {})
    task = ray.remote(hray._run_chunk)

    def start(run):
        return ray.get(task.remote(compiled.digest, [compiled.ref()], spec, None, 0,
                                   [hray._flat_inputs(compiled, (x,))], run))
    hray._cancel([], "cancelled-run")
    assert start("cancelled-run")["cancelled"] is True
    assert list(tmp_path.iterdir()) == []
    out = start("another-run")
    assert [o.tolist() for o in out["outs"][0]] == [[12, 12]]
    assert len(list(tmp_path.glob("ran-*"))) == 1


def hold(folder, x):
    """Input 0 returns at once; an input run after it waits for the release file (one
    run before it returns: no deadlock whatever order the tasks start in) and says how
    its wait ended: "cancelled" (Ray raised KeyboardInterrupt in it), "released" or
    "timed out"."""
    import time
    folder, i = Path(folder), int(x[0])
    (folder / f"started-{i}").write_text("")
    if i == 0 or not (folder / "started-0").exists():
        return x
    how = "cancelled"
    try:
        (folder / f"holding-{i}").write_text("")
        deadline = time.monotonic() + 120
        while not (folder / "release").exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        how = "released" if (folder / "release").exists() else "timed out"
    finally:
        (folder / f"ended-{i}").write_text(how)
    return x


def held(x):
    io_callback(log, None, x[0], np.float32(0), ordered=True)
    return hostcall.pure_callback(hold, hostcall.ShapeDtypeStruct(x.shape, x.dtype), x)


def test_ctrl_c_cancels_the_running_and_queued_tasks(cluster, tmp_path):
    import time

    def interrupt(i, s):
        raise KeyboardInterrupt   # as Ctrl-C on the driver does, while map waits
    xs = [np.full(2, i, np.float32) for i in range(40)]

    def unfinished():
        return [p for p in tmp_path.glob("holding-*")
                if not (tmp_path / p.name.replace("holding", "ended")).exists()]
    try:
        with pytest.raises(KeyboardInterrupt):
            hray.map(held, xs, handlers={"hold": functools.partial(hold, str(tmp_path))},
                     sinks={"log": interrupt})
        deadline = time.monotonic() + 90   # each task that was waiting sees its cancellation
        while unfinished() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert unfinished() == []
        assert {p.read_text() for p in tmp_path.glob("ended-*")} <= {"cancelled"}
        assert len(list(tmp_path.glob("started-*"))) < 40   # the queued ones never ran
    finally:
        (tmp_path / "release").write_text("")
    assert len(hray.map(logged, xs[:3], sinks={"log": lambda i, s: None})) == 3
