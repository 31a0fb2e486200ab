"""Cross-feature compositions: jit x vmap x grad x host callbacks x control flow.

Each test composes several transforms around callbacks and checks the numbers against
numpy/scipy and the host calls against what the program order requires.
"""
import os
import re
import subprocess
import sys
import threading

import numpy as np
import pytest
import scipy.special

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.experimental import io_callback
from hostcall.runtime import artifact

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SDS = hostcall.ShapeDtypeStruct


def host_jv(v, z):
    """scipy's Bessel function as a pure callback; v integer, z float32."""
    return hostcall.pure_callback(lambda v, z: scipy.special.jv(v, z).astype(z.dtype),
                                  SDS(jnp.broadcast_shapes(v.shape, z.shape), z.dtype), v, z,
                                  vmap_method="broadcast_all")


@hostcall.custom_jvp
def jv(v, z):
    return host_jv(jnp.asarray(v), jnp.asarray(z, dtype=jnp.float32))


@jv.defjvp
def _jv_jvp(primals, tangents):
    v, z = primals
    _, z_dot = tangents
    return jv(v, z), z_dot * 0.5 * (jv(v - 1, z) - jv(v + 1, z))


def test_per_example_gradients_of_a_custom_jvp_callback():
    """jit(vmap(grad(custom_jvp around a pure callback))) equals scipy's derivative."""
    z = np.linspace(0.5, 4.0, 6).astype(np.float32)
    per_example = hostcall.jit(hostcall.vmap(hostcall.grad(lambda z: jv(1, z))))
    np.testing.assert_allclose(np.asarray(per_example(z)), scipy.special.jvp(1, z),
                               rtol=1e-5, atol=1e-6)


def test_gradient_of_a_vmapped_custom_jvp_callback():
    """grad(sum of vmap(custom_jvp around a pure callback)): the rule is batched too."""
    z = np.linspace(0.5, 4.0, 6).astype(np.float32)
    g = hostcall.jit(hostcall.grad(lambda z: hostcall.vmap(lambda x: jv(1, x))(z).sum()))(z)
    np.testing.assert_allclose(np.asarray(g), scipy.special.jvp(1, z), rtol=1e-5, atol=1e-6)


@hostcall.custom_vjp
def host_sin(x):
    return hostcall.pure_callback(lambda v: np.sin(v).astype(v.dtype), SDS(x.shape, x.dtype), x)


def _host_sin_fwd(x):
    return host_sin(x), x          # the fwd rule calls the function itself, as JAX's docs do


def _host_sin_bwd(x, ct):
    cos = hostcall.pure_callback(lambda v: np.cos(v).astype(v.dtype), SDS(x.shape, x.dtype), x)
    return (ct * cos,)


host_sin.defvjp(_host_sin_fwd, _host_sin_bwd)


def test_custom_vjp_around_callbacks_under_jit_vmap_grad():
    xs = np.linspace(-1.0, 2.0, 4).astype(np.float32)
    per_example = hostcall.jit(hostcall.vmap(hostcall.grad(host_sin)))
    np.testing.assert_allclose(np.asarray(per_example(xs)), np.cos(xs), rtol=1e-6)
    value, g = hostcall.value_and_grad(lambda x: host_sin(x).sum())(xs)
    assert float(value) == pytest.approx(np.sin(xs).sum(), rel=1e-6)
    np.testing.assert_allclose(np.asarray(g), np.cos(xs), rtol=1e-6)


def test_grad_of_scan_with_debug_callback_sees_primal_values():
    """grad through a scan: the debug callback sees each primal carry once, in order."""
    seen = []

    def power(x):
        def body(c, _):
            hostcall.debug.callback(lambda v: seen.append(float(v)), c, ordered=True)
            return c * x, None
        return lax.scan(body, jnp.float32(1.0), None, length=4)[0]

    g = hostcall.jit(hostcall.grad(power))(2.0)
    hostcall.effects_barrier()
    assert float(g) == pytest.approx(4 * 2.0 ** 3)
    assert seen == [1.0, 2.0, 4.0, 8.0]


def test_vmap_of_while_loop_with_callback_in_body_and_batched_predicate():
    """Each batch element leaves the loop after its own number of callback steps."""
    calls = []

    def halve_on_host(x):
        calls.append(np.asarray(x).shape)
        return (x / 2).astype(x.dtype)

    def steps_below_one(x):
        def cond(state):
            return state[0] >= 1.0

        def body(state):
            y = hostcall.pure_callback(halve_on_host, SDS(state[0].shape, state[0].dtype),
                                       state[0])
            return y, state[1] + 1
        return lax.while_loop(cond, body, (x, 0))

    xs = np.array([0.5, 3.0, 20.0, 1.0], np.float32)
    final, steps = hostcall.jit(hostcall.vmap(steps_below_one))(xs)
    expected_steps = np.array([0, 2, 5, 1])
    np.testing.assert_array_equal(np.asarray(steps), expected_steps)
    np.testing.assert_allclose(np.asarray(final), xs / 2.0 ** expected_steps)
    # sequential vmap_method: every element calls on each of the 5 iterations of the longest
    # element (finished ones with their frozen carry), one scalar call at a time
    assert calls == [()] * (4 * 5)


def test_ordered_io_callbacks_in_cond_branches_inside_scan_keep_program_order():
    log = []

    def record(tag):
        return lambda i: log.append((tag, int(i)))

    @hostcall.jit
    def run(n0):
        def body(c, i):
            lax.cond(i % 2 == 0,
                     lambda i: io_callback(record("even"), None, i, ordered=True),
                     lambda i: io_callback(record("odd"), None, i, ordered=True), i)
            io_callback(record("after"), None, c, ordered=True)
            return c + i, None
        return lax.scan(body, n0, jnp.arange(4))[0]

    total = run(10)
    hostcall.effects_barrier()
    assert int(total) == 16
    assert log == [("even", 0), ("after", 10), ("odd", 1), ("after", 10),
                   ("even", 2), ("after", 11), ("odd", 3), ("after", 13)]
    log.clear()
    run(0)
    run(100)
    hostcall.effects_barrier()
    assert [entry[1] for entry in log if entry[0] == "after"] == [0, 0, 1, 3,
                                                                100, 100, 101, 103]


def test_vmap_expand_dims_callback_is_called_once_with_the_batch():
    calls = []

    def row_norms(x, scale):
        calls.append((x.shape, scale.shape))
        return (np.linalg.norm(x, axis=-1) * scale).astype(x.dtype)

    def norm(x, scale):
        return hostcall.pure_callback(row_norms, SDS(x.shape[:-1], x.dtype), x, scale,
                                      vmap_method="expand_dims")

    xs = np.arange(24, dtype=np.float32).reshape(4, 2, 3)
    out = hostcall.jit(hostcall.vmap(norm, in_axes=(0, None)))(xs, np.float32(2.0))
    np.testing.assert_allclose(np.asarray(out), 2.0 * np.linalg.norm(xs, axis=-1), rtol=1e-6)
    assert calls == [((4, 2, 3), (1,))]


def test_io_callback_ordered_sequential_vmap_runs_in_batch_order():
    seen = []

    def visit(x):
        seen.append(float(x))
        return (x * 10).astype(x.dtype)

    f = hostcall.jit(hostcall.vmap(
        lambda x: io_callback(visit, SDS((), jnp.float32), x, ordered=True,
                              vmap_method="sequential")))
    out = f(jnp.arange(4.0))
    hostcall.effects_barrier()
    assert seen == [0.0, 1.0, 2.0, 3.0]
    np.testing.assert_array_equal(np.asarray(out), [0.0, 10.0, 20.0, 30.0])


def test_ordered_callbacks_of_concurrent_executions_run_whole_and_in_order():
    """Several threads run one program with an ordered io_callback in a loop: the calls
    of each execution stay together and in loop order."""
    log = []

    @hostcall.jit
    def visit_three(i):
        def body(j, c):
            io_callback(lambda a, b: log.append((int(a), int(b))), None, i, j, ordered=True)
            return c
        return lax.fori_loop(0, 3, body, i)

    def worker(i):
        for _ in range(4):
            visit_three(i)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    hostcall.effects_barrier()
    assert len(log) == 36
    for k in range(0, 36, 3):
        run = log[k:k + 3]
        assert [j for _, j in run] == [0, 1, 2] and len({i for i, _ in run}) == 1, log
    assert sorted(i for i, j in log if j == 0) == [0] * 4 + [1] * 4 + [2] * 4


def test_jacobians_of_a_vmapped_expand_dims_callback_rule():
    @hostcall.custom_jvp
    def sin(x):
        return hostcall.pure_callback(lambda v: np.sin(v).astype(v.dtype), SDS(x.shape, x.dtype),
                                      x, vmap_method="expand_dims")

    @sin.defjvp
    def _sin_jvp(primals, tangents):
        (x,), (t,) = primals, tangents
        cos = hostcall.pure_callback(lambda v: np.cos(v).astype(v.dtype), SDS(x.shape, x.dtype),
                                     x, vmap_method="expand_dims")
        return sin(x), cos * t

    xs = np.arange(3, dtype=np.float32)
    expected = np.diag(np.cos(xs))
    np.testing.assert_allclose(np.asarray(hostcall.jacrev(hostcall.vmap(sin))(xs)), expected,
                               rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(np.asarray(hostcall.jacfwd(hostcall.vmap(sin))(xs)), expected,
                               rtol=1e-6, atol=1e-7)


def test_handler_exception_reaches_caller_and_executable_stays_usable():
    def picky(x):
        if float(x) < 0:
            raise KeyError("negative input")
        return x

    f = hostcall.jit(lambda x: hostcall.pure_callback(picky, SDS((), jnp.float32), x) + 1)
    with pytest.raises(KeyError, match="negative input"):
        f(-1.0)
    assert float(f(2.0)) == 3.0


def test_value_and_grad_through_nested_jit_fori_loop_and_callback_rule():
    """Nested jit inside value_and_grad inside jit, with a fori_loop of the custom rule."""
    @hostcall.jit
    def inner(z):
        return lax.fori_loop(0, 3, lambda i, acc: acc + jv(1, z + i), 0.0)

    value, g = hostcall.jit(hostcall.value_and_grad(inner))(1.5)
    zs = 1.5 + np.arange(3)
    assert float(value) == pytest.approx(scipy.special.jv(1, zs).sum(), rel=1e-5)
    assert float(g) == pytest.approx(scipy.special.jvp(1, zs).sum(), rel=1e-5)


def test_forward_mode_through_fori_loop_of_the_callback_rule():
    """jvp and jacfwd through a fori_loop whose body calls the custom_jvp callback."""
    def summed(z):
        return lax.fori_loop(0, 3, lambda i, acc: acc + jv(1, z + i), jnp.zeros_like(z))

    zs = np.array([0.5, 1.5], np.float32)
    value, tangent = hostcall.jvp(summed, (zs,), (np.ones(2, np.float32),))
    shifted = zs[:, None] + np.arange(3)
    np.testing.assert_allclose(np.asarray(value), scipy.special.jv(1, shifted).sum(1), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(tangent), scipy.special.jvp(1, shifted).sum(1),
                               rtol=1e-5)
    jac = hostcall.jit(hostcall.jacfwd(summed))(zs)
    np.testing.assert_allclose(np.asarray(jac), np.diag(scipy.special.jvp(1, shifted).sum(1)),
                               rtol=1e-5, atol=1e-7)


def test_callback_reenters_jitted_code_under_vmap():
    twice_sin = hostcall.jit(lambda v: jnp.sin(v) * 2)

    def on_host(v):
        return np.asarray(twice_sin(v))

    f = hostcall.jit(hostcall.vmap(
        lambda x: hostcall.pure_callback(on_host, SDS((), jnp.float32), x) + 1.0))
    np.testing.assert_allclose(np.asarray(f(jnp.arange(3.0))),
                               np.sin(np.arange(3.0)) * 2 + 1, rtol=1e-6)


def test_ordered_io_and_ordered_debug_chains_follow_a_data_dependent_while(capsys):
    log = []

    @hostcall.jit
    def collatz_steps(n):
        def body(state):
            n, k = state
            io_callback(lambda v: log.append(int(v)), None, n, ordered=True)
            hostcall.debug.print("step {k}", k=k, ordered=True)
            return jnp.where(n % 2 == 0, n // 2, 3 * n + 1), k + 1
        return lax.while_loop(lambda s: s[0] != 1, body, (n, 0))[1]

    assert int(collatz_steps(6)) == 8
    hostcall.effects_barrier()
    assert log == [6, 3, 10, 5, 16, 8, 4, 2]
    assert capsys.readouterr().out == "".join(f"step {k}\n" for k in range(8))
    assert "!stablehlo.token, !stablehlo.token" in collatz_steps.lower(6).as_text("optimized")


def test_vmap_of_switch_with_batched_index_calls_every_branch():
    calls = []

    def branch(tag, fn):
        def on_host(x):
            calls.append(tag)
            return fn(x).astype(x.dtype)
        return lambda x: hostcall.pure_callback(on_host, SDS(x.shape, x.dtype), x)

    branches = [branch("neg", np.negative), branch("sq", np.square), branch("exp", np.exp)]
    f = hostcall.jit(hostcall.vmap(lambda i, x: lax.switch(i, branches, x)))
    out = f(jnp.array([2, 0, 1]), jnp.array([1.0, 2.0, 3.0]))
    np.testing.assert_allclose(np.asarray(out), [np.e, -2.0, 9.0], rtol=1e-6)
    assert sorted(calls) == sorted(["neg", "sq", "exp"] * 3)


HANDLERS_PY = """
import numpy as np
HANDLERS = {"host_cos": lambda x: np.cos(x).astype(x.dtype),
            "log": lambda v: print("log", v.tolist())}
"""


def test_traced_module_runs_later_with_handlers_bound_by_name(tmp_path):
    """Trace in Python, save the text; the CLI runs it and compiles an artifact that the
    runtime loads with handlers given by callback name."""
    def host_cos(x):
        return np.cos(x).astype(x.dtype)

    def log(v):
        print("log", v.tolist())

    @hostcall.jit
    def f(x):
        y = hostcall.pure_callback(host_cos, SDS(x.shape, x.dtype), x)
        io_callback(log, None, y.sum(), ordered=True)
        return y + x

    x = np.arange(3, dtype=np.float32)
    mlir = tmp_path / "f.mlir"
    mlir.write_text(f.lower(x).as_text("traced"))
    (tmp_path / "handlers.py").write_text(HANDLERS_PY)
    run = subprocess.run(["hostcall", "run", "f.mlir", "--handlers", "handlers.py",
                          "--input", "f32[3]=0,1,2"], capture_output=True, text=True,
                         cwd=tmp_path, timeout=300)
    assert run.returncode == 0, run.stderr
    expected = np.cos(x) + x
    total = float(np.cos(x).sum())
    lines = run.stdout.splitlines()
    assert lines[0].startswith("log ") and float(lines[0].split()[1]) == pytest.approx(total)
    assert lines[1].startswith("result 0: float32[3] = ")
    np.testing.assert_allclose(np.fromstring(lines[1].split("= ")[1].strip("[]"), sep=","),
                               expected, rtol=1e-6)

    done = subprocess.run(["hostcall", "compile", "f.mlir", "-o", "f.zip"], capture_output=True,
                          text=True, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr
    seen = []
    program = artifact.load(tmp_path / "f.zip", {"host_cos": host_cos,
                                                  "log": lambda v: seen.append(float(v))})
    np.testing.assert_allclose(program(x)[0], expected, rtol=1e-6)
    assert seen == [pytest.approx(total)]


def test_demo_runs_and_shows_tracing_callbacks_and_cli():
    done = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "demo.py")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "stablehlo.sine" in out
    assert "intermediate value: [ 0.         0.841471   0.9092974  0.14112   -0.7568025]" in out
    assert "host log, in program order: [(0, 0.0), (1, 1.0), (2, 2.0)]" in out
    assert "call @hostcall_rt.cb0(%arg0)" in out
    assert "!stablehlo.token" in out
    assert "lambda    io    yes" in out


def test_grad_of_vmap_with_debug_print_sees_each_primal_once(capsys):
    def f(x):
        hostcall.debug.print("x: {}", x)
        return jnp.sin(x)

    g = hostcall.grad(lambda x: hostcall.vmap(f)(x).sum())(jnp.arange(3.0))
    hostcall.effects_barrier()
    assert capsys.readouterr().out == "x: 0.0\nx: 1.0\nx: 2.0\n"
    np.testing.assert_allclose(np.asarray(g), np.cos(np.arange(3.0)), rtol=1e-5)


def test_callbacks_are_named_after_their_handlers():
    """A callback's name in IR is its handler's __name__; later sites of the same name in one
    program get _1, _2, ... (the README's handlers={"log": ...} binds a function named log)."""
    def log(v):
        pass

    def scale(v):
        return v * 2

    def f(x):
        io_callback(log, None, x, ordered=True)
        y = hostcall.pure_callback(scale, SDS(x.shape, x.dtype), x)
        io_callback(log, None, y, ordered=True)
        hostcall.debug.print("y = {}", y)
        return y

    text = hostcall.jit(f).lower(np.ones(2, np.float32)).as_text("traced")
    names = re.findall(r'hostcall\.callback = "(\w+)"', text)
    assert names == ["log", "scale", "log_1", "debug_print"]
