"""``hostcall.ray``: jitted functions with host callbacks run on a Ray cluster.

The driver traces and compiles each input signature once, for a CPU every node can run
(``TARGET_CPU``: a generic x86-64 level, not ``host``, since a cluster's nodes may
differ), and puts the program (vmfb, callback manifest, signature) in Ray's object store
once.  A worker process loads it once and keeps it (``_PROGRAMS``, keyed by the program's
content hash and the handlers'), so a sweep of a thousand tasks compiles once and loads
once per worker.  Handlers are bound by callback name on each worker: from a module path
(``"pkg.handlers"``, whose functions are named like the callbacks) or from picklable
callables (Ray's cloudpickle); by default, the functions the trace called.

A callback named in ``sinks`` (one without results, e.g. an ordered ``io_callback`` that
logs) runs on the driver: each call is sent, with the input's index and its sequence
number in that input's program order, to a ``_SinkBox`` actor, and the driver runs the
calls of each input in that order.  A task retried after its worker died runs its input
again from the start: its calls are deduplicated against those the failed attempt already
delivered (same index and sequence number), so the sink sees each call exactly once, as
long as the program makes the same sink calls when run again.

``compile_many`` compiles many functions in parallel on the cluster for the driver's own
CPU and writes the programs into the driver's on-disk compile cache (runtime/cache.py).
"""
from __future__ import annotations

import functools
import hashlib
import importlib
import os
import platform
import time
import traceback
import uuid
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

try:
    import ray
    from ray.experimental import internal_kv
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy
except ImportError as e:   # pragma: no cover - the test extra installs ray
    raise ImportError("hostcall.ray needs Ray: pip install 'hostcall[ray]'") from e

from hostcall.runtime import artifact
from hostcall.runtime import cache as compile_cache
from hostcall.runtime.compile_driver import module_flags
from hostcall.runtime.artifact import ArtifactError
from hostcall.runtime.callbacks import manifest_dtype
from hostcall.runtime.executor import get_device

from . import lowering, tree_util
from .api import jit

__all__ = ["map", "remote", "compile_many", "RemoteHandlerError", "Results", "TARGET_CPU"]

# The CPU the cluster's programs are compiled for: x86-64-v2 (SSE4.2, POPCNT) runs on
# every x86-64 server of the last fifteen years; "host" would be the driver's CPU, which
# a worker on an older node cannot run (illegal instruction).  ``target_cpu=`` overrides it
# (e.g. "x86-64-v3" or "host" on a cluster of identical nodes).
TARGET_CPU = "x86-64-v2" if platform.machine() in ("x86_64", "AMD64") else "generic"


class RemoteHandlerError(RuntimeError):
    """A handler failed on a worker with an exception that cannot come back as itself."""


class Results(list):
    """``map``'s results in input order; ``stats`` says what the run did: ``compiles``
    (signatures traced and compiled on the driver), ``tasks``, ``loads`` (programs loaded
    by workers), ``workers`` (their process ids), ``sink_calls`` and ``sink_duplicates``
    (calls of retried attempts already delivered)."""
    stats: dict


# ------------------------------------------------------------------ the program
@dataclass
class _Compiled:
    """A program as shipped to workers, with what the driver needs to call it."""
    payload: dict            # vmfb, manifest, inputs, results, entry, name
    digest: str
    out_tree: Any
    callbacks: dict          # callback name -> the function the trace called
    refs: dict = field(default_factory=dict)   # Ray session -> the payload's ObjectRef

    def ref(self):
        # a job id repeats after ray.shutdown() and ray.init(); the node's id does not
        context = ray.get_runtime_context()
        session = (context.get_node_id(), context.get_job_id())
        if session not in self.refs:
            self.refs = {session: ray.put(self.payload)}   # once per Ray session
        return self.refs[session]


def _digest(payload: dict) -> str:
    h = hashlib.sha256(payload["vmfb"])
    h.update(repr((payload["manifest"], payload["inputs"], payload["results"],
                   payload["entry"])).encode())
    return h.hexdigest()


def _compile(f: Callable, args: tuple, target_cpu: str) -> _Compiled:
    """Trace ``f`` on ``args`` and compile it for ``target_cpu`` (the artifact path:
    the traced module through ``passes.module_pipeline``, then IREE)."""
    lowered = jit(f).lower(*args)
    module = lowering.read_module(lowered.as_text("traced", debug_info=True))
    c = lowering.lower_and_compile(module, lowered.traced.name, "cpu", "main",
                                   flags=(f"--iree-llvmcpu-target-cpu={target_cpu}",))
    payload = {"vmfb": bytes(c.vmfb), "manifest": c.manifest, "inputs": c.inputs,
               "results": c.results, "entry": "main", "name": lowered.traced.name}
    callbacks = {name: getattr(cb, "fn", cb) for name, cb in lowered.traced.callbacks.items()}
    return _Compiled(payload, _digest(payload), lowered.traced.out_tree, callbacks)


def _signature(args: tuple) -> tuple:
    leaves, tree = tree_util.tree_flatten(args)
    return (tree, tuple((type(x), None) if isinstance(x, (bool, int, float, complex))
                        else (np.shape(x), np.asarray(x).dtype.str) for x in leaves))


def _flat_inputs(compiled: _Compiled, args: tuple) -> list[np.ndarray]:
    leaves, _ = tree_util.tree_flatten(args)
    out = []
    for i, (x, (shape, dtype)) in enumerate(zip(leaves, compiled.payload["inputs"])):
        a = np.asarray(x, dtype=manifest_dtype(dtype))
        if a.shape != tuple(shape):
            raise ValueError(f"input leaf {i} has shape {a.shape}; the program takes "
                             f"{tuple(shape)}")
        out.append(a)
    return out


_DRIVER_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _compiled_for(f: Callable, args: tuple, target_cpu: str, counter: list) -> _Compiled:
    """The program of ``f`` for ``args``' signature, compiled once per driver process."""
    try:
        per_f = _DRIVER_CACHE.setdefault(f, {})
    except TypeError:   # not weakly referenceable: no cache across calls
        per_f = {}
    key = (_signature(args), target_cpu)
    if key not in per_f:
        per_f[key] = _compile(f, args, target_cpu)
        counter[0] += 1
    return per_f[key]


# ------------------------------------------------------------------- handlers
@dataclass
class _Handlers:
    """How workers bind handlers: a module path or pickled callables, plus sink names."""
    module: str | None
    callables: dict
    sinks: tuple             # (callback name, sink name) pairs
    token: str


def _resolve_module(path: str, names) -> dict:
    mod = importlib.import_module(path)
    return {n: getattr(mod, n) for n in names if callable(getattr(mod, n, None))}


def _handlers_spec(compiled: _Compiled, handlers, sinks: Mapping[str, Callable]
                   ) -> _Handlers:
    """Check on the driver that every callback has a handler (raising ArtifactError,
    naming the missing ones, before any task runs) and that sinks return nothing."""
    manifest = compiled.payload["manifest"]
    names = sorted({e["callback"] for e in manifest})
    for name in sinks:
        entries = [e for e in manifest if _sink_of(e["callback"], sinks) == name]
        if not entries:
            raise ArtifactError(f"sink {name!r} is not a host callback of the program "
                                f"(its callbacks: {', '.join(names) or 'none'})")
        if any(e["results"] for e in entries):
            raise ArtifactError(f"sink {name!r} returns results; a callback that runs on "
                                f"the driver must return nothing")
    sink_names = {n: _sink_of(n, sinks) for n in names if _sink_of(n, sinks)}
    module, callables = None, {}
    if isinstance(handlers, str):
        module = handlers
        try:
            found = _resolve_module(handlers, names)
        except ImportError as e:
            raise ArtifactError(f"cannot import handler module {handlers!r}: {e}") from None
    elif handlers is None:
        found = callables = {n: compiled.callbacks[n] for n in names
                             if n in compiled.callbacks and n not in sink_names}
    else:
        found = callables = {n: h for n, h in dict(handlers).items() if n not in sink_names}
    artifact.check_handlers(manifest, {**found, **{n: _sink_stub(n, s)
                                                   for n, s in sink_names.items()}})
    sink_items = tuple(sorted(sink_names.items()))
    pickled = ray.cloudpickle.dumps((module, callables, sink_items))
    return _Handlers(module, callables, sink_items, hashlib.sha256(pickled).hexdigest())


def _sink_of(callback: str, sinks: Mapping[str, Callable]) -> str | None:
    """The sink a callback goes to: its own name, or for the second, third... call site
    of a function (``log_1``, ``log_2``: see hostcall.callbacks) the function's name."""
    if callback in sinks:
        return callback
    base, _, n = callback.rpartition("_")
    return base if n.isdigit() and base in sinks else None


# ---------------------------------------------------------------- worker side
class _Task:
    """What the running task's handlers read: the input index, its sink sequence
    number, the sink actor, and which handler failed."""
    index = 0
    seq = 0
    attempt = ""
    box = None
    sent: list = []          # the pushes of this task, awaited before it returns
    failed: tuple | None = None


_PROGRAMS: dict = {}   # (program digest, handlers token) -> artifact.Program, per worker


def _sink_stub(name: str, sink: str) -> Callable:
    """Send a call of callback ``name`` to the driver's sink ``sink``."""
    def send(*operands):
        _Task.sent.append(_Task.box.push.remote(_Task.index, _Task.attempt, _Task.seq,
                                                sink, [np.array(o) for o in operands]))
        ray.get(_Task.sent[-1])
        _Task.seq += 1
    send.__name__ = name
    return send


def _named(name: str, fn: Callable) -> Callable:
    """``fn`` noting its callback name and traceback on the running task when it raises."""
    @functools.wraps(fn)
    def call(*operands):
        try:
            return fn(*operands)
        except BaseException:
            _Task.failed = (name, traceback.format_exc())
            raise
    return call


def _program(digest: str, box_of_payload: list, spec: _Handlers) -> tuple:
    """The worker's loaded program (loaded now: True), bound to ``spec``'s handlers."""
    key = (digest, spec.token)
    if key in _PROGRAMS:
        return _PROGRAMS[key], False
    payload = ray.get(box_of_payload[0])
    names = {e["callback"] for e in payload["manifest"]}
    found = _resolve_module(spec.module, names) if spec.module else dict(spec.callables)
    handlers = {n: _named(n, h) for n, h in found.items()}
    handlers.update({n: _sink_stub(n, sink) for n, sink in spec.sinks})
    program = artifact.Program(payload["vmfb"], payload["manifest"], payload["inputs"],
                               payload["results"], handlers, get_device("cpu"),
                               payload["entry"], name=payload["name"])
    _PROGRAMS[key] = program
    return program, True


@dataclass
class _Failure:
    """A handler's (or the program's) exception, sent back as a result."""
    index: int
    error: Any             # the exception, or None when it cannot be pickled
    text: str              # "Type: message"
    handler: str | None
    traceback: str
    pid: int


def _run_chunk(digest: str, box_of_payload: list, spec: _Handlers, box, start: int,
               chunk: list, run: str) -> dict:
    """Run the program on each input of ``chunk`` (indices from ``start``), unless the
    driver cancelled ``run`` before this task started (see ``_cancel``)."""
    if internal_kv._internal_kv_exists(run, namespace=_CANCELLED_RUNS):
        return {"cancelled": True, "pid": os.getpid(), "loaded": False}
    program, loaded = _program(digest, box_of_payload, spec)
    _Task.box, _Task.attempt, _Task.sent = box, uuid.uuid4().hex, []
    outs, sink_counts = [], []
    for i, flat in enumerate(chunk):
        _Task.index, _Task.seq, _Task.failed = start + i, 0, None
        try:
            outs.append(program(*flat))
        except Exception as e:   # noqa: BLE001 - sent back and raised on the driver
            name, tb = _Task.failed or (None, traceback.format_exc())
            text = f"{type(e).__name__}: {e}"
            try:
                ray.cloudpickle.dumps(e)
            except Exception:   # noqa: BLE001 - sent back as its text
                e = None
            failure = _Failure(start + i, e, text, name, tb, os.getpid())
            return {"failure": failure, "pid": os.getpid(), "loaded": loaded}
        sink_counts.append(_Task.seq)
    # A result counts only once its sink calls reached the box: pushes still queued in
    # this process would be lost with it if it died after returning.
    ray.get(_Task.sent)
    return {"outs": outs, "sinks": sink_counts, "pid": os.getpid(), "loaded": loaded}


@ray.remote(num_cpus=0, max_restarts=0)
class _SinkBox:
    """Sink calls from the workers, released per input in sequence order; calls of a
    retried attempt that the failed one already sent are counted and dropped."""

    def __init__(self):
        self.next: dict[int, int] = {}
        self.waiting: dict[int, dict] = {}
        self.ready: list = []
        self.duplicates = 0

    def push(self, index, attempt, seq, name, operands):
        n = self.next.get(index, 0)
        waiting = self.waiting.setdefault(index, {})
        if seq < n or seq in waiting:
            self.duplicates += 1
            return
        waiting[seq] = (name, operands)
        while n in waiting:
            name_n, ops = waiting.pop(n)
            self.ready.append((index, n, name_n, ops))
            n += 1
        self.next[index] = n

    def drain(self):
        ready, self.ready = self.ready, []
        return ready, self.duplicates


# ---------------------------------------------------------------- driver side
def _raise_failure(failure: _Failure):
    where = f"on a Ray worker (pid {failure.pid}) for input {failure.index}"
    error = failure.error
    if error is None:
        error = RemoteHandlerError(failure.text)
    if failure.handler:
        error.add_note(f"raised by handler {failure.handler!r} {where}")
    else:
        error.add_note(f"raised {where}")
    error.add_note("the worker's traceback:\n" + failure.traceback.rstrip())
    raise error


# Rounds of ray.cancel and the wait between them: a task a worker takes up while the first
# round is delivered misses it (it was neither queued nor running), so it is cancelled again.
_CANCEL_ROUNDS, _CANCEL_WAIT_S = 3, 0.3
# The GCS key-value namespace where the driver marks a cancelled map's run id.
_CANCELLED_RUNS = "hostcall.ray.cancelled"


def _cancel(refs, run: str | None = None) -> None:
    """Cancel the tasks of ``refs`` (queued ones never run, running ones get a
    KeyboardInterrupt), again for those still unfinished after a short wait.

    Ray 2.60 can lose the cancellation of a task that a worker is taking up at that moment
    (pushed to the worker, not yet running there): it then runs to its end, handlers
    included.  So ``run`` (a map's id) is marked cancelled in the cluster's key-value
    store first, and a task that starts later returns without running its inputs."""
    if run is not None:
        try:
            internal_kv._internal_kv_put(run, b"1", namespace=_CANCELLED_RUNS)
        except Exception:   # noqa: BLE001 - the GCS unreachable: ray.cancel alone
            pass
    refs = list(refs)
    for round_ in range(_CANCEL_ROUNDS):
        for ref in refs:
            try:
                ray.cancel(ref)
            except Exception:   # noqa: BLE001 - already finished or gone
                pass
        if round_ + 1 < _CANCEL_ROUNDS and refs:
            _, refs = ray.wait(refs, num_returns=len(refs), timeout=_CANCEL_WAIT_S)
            if not refs:
                return


def _run(f, arg_tuples: list, handlers, sinks, target_cpu: str, chunksize: int,
         max_retries: int, sink_timeout: float, num_cpus: float) -> Results:
    sinks = dict(sinks or {})
    if not ray.is_initialized():
        ray.init()
    counter = [0]
    run_id = uuid.uuid4().hex
    groups: dict = {}   # compiled digest -> (compiled, spec, [indices])
    flat_inputs = []
    for i, args in enumerate(arg_tuples):
        compiled = _compiled_for(f, args, target_cpu, counter)
        if compiled.digest not in groups:
            groups[compiled.digest] = (compiled, _handlers_spec(compiled, handlers, sinks),
                                       [])
        groups[compiled.digest][2].append(i)
        flat_inputs.append(_flat_inputs(compiled, args))
    box = None
    if sinks:   # on the driver's node: the calls travel there anyway
        here = NodeAffinitySchedulingStrategy(ray.get_runtime_context().get_node_id(),
                                              soft=True)
        box = _SinkBox.options(scheduling_strategy=here).remote()
        # started before the tasks: a task's sink calls then leave as they are made, not
        # when the actor's process comes up (it may wait for the tasks' CPUs)
        ray.get(box.drain.remote())
    task = ray.remote(_run_chunk).options(max_retries=max_retries, num_cpus=num_cpus)
    pending: dict = {}
    for digest, (compiled, spec, indices) in groups.items():
        ref = compiled.ref()
        for s in range(0, len(indices), chunksize):
            part = indices[s:s + chunksize]
            # consecutive indices share a chunk (a chunk's index is its first's + i)
            runs = [part[:1]]
            for j in part[1:]:
                if j == runs[-1][-1] + 1:
                    runs[-1].append(j)
                else:
                    runs.append([j])
            for run in runs:
                r = task.remote(digest, [ref], spec, box, run[0],
                                [flat_inputs[j] for j in run], run_id)
                pending[r] = (compiled, run)
    results: list = [None] * len(arg_tuples)
    expected: dict[int, int] = {}
    delivered: dict[int, int] = {}
    stats = {"compiles": counter[0], "tasks": len(pending), "loads": 0, "workers": set(),
             "sink_calls": 0, "sink_duplicates": 0}
    last_progress = time.monotonic()
    try:
        while pending or any(delivered.get(i, 0) < n for i, n in expected.items()):
            refs = list(pending)
            ready = []
            if refs:
                ready, _ = ray.wait(refs, num_returns=len(refs),
                                    timeout=0.02 if sinks else 0.5)
            for r in ready:
                compiled, run = pending.pop(r)
                out = ray.get(r)
                stats["loads"] += out["loaded"]
                stats["workers"].add(out["pid"])
                if "failure" in out:
                    _cancel(pending, run_id)
                    _raise_failure(out["failure"])
                for j, flat, n in zip(run, out["outs"], out["sinks"]):
                    results[j] = tree_util.tree_unflatten(compiled.out_tree, flat)
                    expected[j] = n
                last_progress = time.monotonic()
            if box is not None:
                calls, stats["sink_duplicates"] = ray.get(box.drain.remote())
                for index, _seq, name, operands in calls:
                    try:
                        sinks[name](*operands)
                    except BaseException as e:
                        e.add_note(f"raised by sink {name!r} on the driver (input {index})")
                        raise
                    delivered[index] = delivered.get(index, 0) + 1
                    stats["sink_calls"] += 1
                    last_progress = time.monotonic()
                if not pending and time.monotonic() - last_progress > sink_timeout:
                    missing = {i: n - delivered.get(i, 0) for i, n in expected.items()
                               if delivered.get(i, 0) < n}
                    raise RuntimeError(f"sink calls did not arrive within {sink_timeout} s "
                                       f"(input: missing calls) {missing}")
    except BaseException:   # KeyboardInterrupt included: cancel what is still to run
        _cancel(pending, run_id)
        raise
    finally:
        if box is not None:
            ray.kill(box)
    out = Results(results)
    out.stats = stats
    return out


def map(f: Callable, *iterables, handlers=None, sinks: Mapping[str, Callable] | None = None,
        target_cpu: str = TARGET_CPU, chunksize: int = 1, max_retries: int = 3,
        sink_timeout: float = 300.0, num_cpus: float = 1) -> Results:
    """``[jit(f)(*args) for args in zip(*iterables)]`` on the Ray cluster, in input order.

    Each input signature is traced and compiled once, on the driver; ``chunksize`` inputs
    run per Ray task.  ``handlers``: a module path (``"pkg.handlers"``, importable on the
    driver and the workers) whose functions are named like the callbacks, or
    {callback name: picklable function}; by default the functions the trace called.
    ``sinks``: {callback name: function run on the driver} for callbacks without results,
    called in each input's program order, exactly once each, retries included.
    Results are numpy arrays in ``f``'s output structure (``Results``, with ``stats``).
    A handler's exception re-raises here with notes naming it and the worker's traceback;
    a worker that dies is retried up to ``max_retries`` times; KeyboardInterrupt cancels
    the tasks still to run.
    """
    return _run(f, [tuple(a) for a in zip(*iterables)], handlers, sinks, target_cpu,
                max(1, int(chunksize)), max_retries, sink_timeout, num_cpus)


class RemoteFunction:
    """``remote(f)(*args)``: one call of ``f`` on the cluster (see ``map``)."""

    def __init__(self, f: Callable, **options):
        self.f, self.options = f, options
        functools.update_wrapper(self, f)

    def __call__(self, *args):
        o = {"handlers": None, "sinks": None, "target_cpu": TARGET_CPU, "chunksize": 1,
             "max_retries": 3, "sink_timeout": 300.0, "num_cpus": 1, **self.options}
        return _run(self.f, [args], o["handlers"], o["sinks"], o["target_cpu"], 1,
                    o["max_retries"], o["sink_timeout"], o["num_cpus"])[0]


def remote(f: Callable | None = None, **options):
    """``f`` as a function whose calls run on the Ray cluster: ``remote(f)(*args)``, or
    ``@remote(handlers=..., sinks=...)``; options as ``map``'s."""
    if f is None:
        return lambda g: RemoteFunction(g, **options)
    return RemoteFunction(f, **options)


# --------------------------------------------------------------- compile farm
def cpu_fingerprint() -> str:
    """What decides whether a program compiled for ``host`` here runs on another node."""
    text = platform.machine()
    try:
        lines = Path("/proc/cpuinfo").read_text().splitlines()
        text += "".join(ln for ln in lines if ln.startswith(("model name", "flags"))
                        )[:1 << 16]
    except OSError:
        text += platform.processor()
    return hashlib.sha256(text.encode()).hexdigest()


def _farm_compile(text: str) -> tuple:
    """Compile jit's lowered text on a worker, for its host CPU; nothing is cached there."""
    entry = compile_cache.compile_module(text, "cpu", use_disk=False)
    return entry.key, bytes(entry.flatbuffer), cpu_fingerprint()


def compile_many(jobs: Sequence, num_cpus: float = 1) -> list[dict]:
    """Compile ``jobs`` ([(f, args), ...] or jit Lowered objects) in parallel on the
    cluster and fill this machine's on-disk compile cache, so that ``jit(f)(*args)`` here
    then loads instead of compiling.  Each job's report: {"name", "key", "status"}, status
    "cached" (already on disk here), "compiled", or "skipped: ..." (the worker's CPU
    differs from this one: a program compiled for its host CPU may not run here).
    """
    if not ray.is_initialized():
        ray.init()
    here = cpu_fingerprint()
    task = ray.remote(_farm_compile).options(num_cpus=num_cpus)
    reports, pending = [], {}
    for job in jobs:
        lowered = job if hasattr(job, "lowered_text") else jit(job[0]).lower(*job[1])
        text = lowered.lowered_text
        key = compile_cache.cache_key(text, "cpu", module_flags(text, "cpu"))
        report = {"name": lowered.traced.name, "key": key, "status": "cached"}
        reports.append(report)
        if compile_cache.entry_path(key).exists():
            continue
        pending[task.remote(text)] = report
    try:
        for ref, report in pending.items():
            key, vmfb, fingerprint = ray.get(ref)
            if fingerprint != here:
                report["status"] = "skipped: compiled on a node whose CPU differs from this one"
            elif key != report["key"]:
                report["status"] = "skipped: the worker's compile flags differ from this one's"
            else:
                compile_cache.store(key, vmfb)
                report["status"] = "compiled"
    except BaseException:
        _cancel(pending)
        raise
    return reports
