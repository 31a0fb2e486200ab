"""hostcall-guard-loop-entries' sink of entry readers: ops before a loop computed from one
of its initial carries and read only after it move past it, so that the carry is read
there through the pass's barrier (IREE 3.13's stream partitioning rejected such modules:
"circular dependency: input operation uses partition output"); ops after the loop that
repeat such a source read the source itself, as IREE would merge them; an in-place
update after the loop of its initial carry updates a copy read through the barrier."""
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest
from iree.compiler.tools.binaries import find_tool

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes
from hostcall.api import Lowered
from hostcall.passes import _copies
from hostcall.reference import evaluate
from hostcall.runtime import compile_driver
from hostcall.tools.differential import host_loop_pipeline

from helpers import iree_compile_raw, run_raw

PASS = "hostcall-guard-loop-entries"
SHRUNK = Path(__file__).parent / "inputs" / "loop_entry_reader.mlir"
UNGUARDED = Path(__file__).parent / "inputs" / "loop_entry_reader_unguarded.mlir"


def entry_then_loops(x):
    """x + y is computed before the loop that starts from y (an empty loop's result, x)
    and read after it."""
    y = lax.fori_loop(0, 0, lambda i, c: c * 2.0, x)
    s = x + y

    def outer(i, c):
        return lax.fori_loop(0, 2, lambda j, d: jnp.sin(d) * c, c)
    return s * lax.fori_loop(0, 1, outer, y)


X = np.array([[-1.0, -0.5, 0.25], [0.5, 0.75, 1.0]], np.float32)
# JAX 0.10.2: jit(entry_then_loops)(X) and jit(grad(sum . entry_then_loops))(X)
WANT = np.array([[1.4912483, 0.118711814, 0.0077264453],
                 [0.118711814, 0.55040574, 1.4912483]], np.float32)
WANT_GRAD = np.array([[-4.824032, -0.92082804, 0.12289854],
                      [0.92082804, 2.6749754, 4.824032]], np.float32)


def test_values_of_a_loop_whose_entry_is_read_before_and_after_it():
    grad = hostcall.grad(lambda x: jnp.sum(entry_then_loops(x)))
    for fn, want in ((entry_then_loops, WANT), (grad, WANT_GRAD)):
        for run in (fn, hostcall.jit(fn)):
            np.testing.assert_allclose(np.asarray(run(X)), want, rtol=2e-6, atol=1e-7)


def _iree_compile(text):
    return subprocess.run([find_tool("iree-compile"), "-", "-o", "/dev/null",
                           *compile_driver.TARGET_FLAGS["cpu"]], input=text, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_a_loop_entry_read_after_the_loop_by_an_op_before_it():
    """When this fails, IREE partitions such modules: the sink can go.  The shrunk
    transpose of seed 302 f34's loops as the pipeline left it without the pass
    (tests/inputs/loop_entry_reader_unguarded.mlir) fails; the pipeline with it compiles."""
    done = _iree_compile(UNGUARDED.read_text())
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    done = _iree_compile(passes.run(SHRUNK.read_text(), host_loop_pipeline()).operation.get_asm())
    assert done.returncode == 0, done.stderr


REPEAT = Path(__file__).parent / "inputs" / "loop_entry_repeat.mlir"


def negate_before_and_after_a_loop(a, b):
    """The loop starts from a + (-b); -b is traced again after it (seed 408 f40_vjp_v1's
    pattern: IREE merges the two negates)."""
    y = lax.fori_loop(0, 3, lambda i, x: a + x, a + (-b))
    return jnp.sum(b, axis=1, keepdims=True) + (-b), y + b


A = np.array([[-0.75, 0.5, 1.25], [2.0, -1.5, 0.25]], np.float32)
B = np.array([[0.5, 1.0, -2.0], [1.5, -0.5, 0.75]], np.float32)


def _row_sums_less(v):
    return v.sum(axis=1, keepdims=True) - v


def _host_loops(fn, *args):
    lowered = hostcall.jit(fn).lower(*args)
    return Lowered(lowered.traced, lowered.backend, host_loop_pipeline()).compile()


def test_values_of_a_loop_whose_entry_source_is_computed_again_after_it():
    want = (_row_sums_less(B), 4 * A)          # y = a - b + 3a
    fn = negate_before_and_after_a_loop
    for run in (fn, hostcall.jit(fn), _host_loops(fn, A, B)):
        got = run(A, B)
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-6)


def test_grad_of_a_loop_whose_entry_source_is_computed_again_after_it():
    """d/da sum(out0 * out1) = 4 out0; d/db = row sums of out1 less out1 (out1 = 4a)."""
    def loss(a, b):
        out0, out1 = negate_before_and_after_a_loop(a, b)
        return jnp.sum(out0 * out1)
    grad = hostcall.grad(loss, argnums=(0, 1))
    want = (4 * _row_sums_less(B), _row_sums_less(4 * A))
    for run in (grad, hostcall.jit(grad), _host_loops(grad, A, B)):
        for g, w in zip(run(A, B), want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-6)


def test_vmap_of_a_loop_whose_entry_source_is_computed_again_after_it():
    fn = hostcall.vmap(negate_before_and_after_a_loop, in_axes=(None, 0))
    bs = np.stack([B, 2 * B, -B])
    want = (np.stack([_row_sums_less(b) for b in bs]), np.stack([4 * A] * 3))
    for run in (hostcall.jit(fn), _host_loops(fn, A, bs)):
        for g, w in zip(run(A, bs), want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-6)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_a_repeat_of_a_loop_entry_source_after_the_loop(tmp_path):
    """When this fails, IREE partitions a loop whose entry source is computed again after
    it: merge_entry_repeats can go.  The shrunk @f40_lin of seed 408 f40_vjp_v1, with none
    of hostcall's passes, is rejected; with the pass alone it compiles and runs right."""
    text = REPEAT.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    a, b = A.astype(np.float64), B.astype(np.float64)
    got = run_raw(passes.run(text, PASS).operation.get_asm(), a, b)
    np.testing.assert_allclose(got[0], _row_sums_less(b), rtol=1e-12)
    np.testing.assert_allclose(got[1], 4 * a, rtol=1e-12)


UPDATED_AFTER = Path(__file__).parent / "inputs" / "loop_entry_update_after.mlir"
A0_F268 = np.array([-0.25, 1.0, 1.75, -0.5, 0.5], np.float32)
A1_F268 = np.array([[-1.5, 0.5, -0.125, 0.25, 0.75],
                    [-0.375, -0.125, 0.625, 0.0625, -1.625]], np.float32)


def _scatter_then_pick(a0, a1, i):
    """numpy's value of loop_entry_update_after.mlir: per row, with j = clip(i, 0, 2),
    j == 0 picks a1**2, j == 1 writes the row's (2 a0)[0:3] into (2 a0)**2 at column j,
    j == 2 adds a1's row into (2 a0)**2 at columns [2, 3, 0, 1, 1]."""
    d = np.broadcast_to(2 * a0, a1.shape)
    out = []
    for r, j in enumerate(np.clip(i, 0, 2)):
        if j == 0:
            out.append(a1[r] * a1[r])
            continue
        row = d[r] * d[r]
        if j == 1:
            row[j:j + 3] = d[r, :3]
        else:
            np.add.at(row, [2, 3, 0, 1, 1], a1[r])
        out.append(row)
    return np.stack(out)


@pytest.mark.parametrize("i", [[3, 0], [1, 2], [0, 1]])
def test_values_of_a_scatter_of_a_loop_entry_after_the_loop(i):
    """The shrunk module of seed 429 f268_vjp_v1 with jit's host-loop pipeline and with
    hostcall-guard-loop-entries alone: each row's branch as numpy computes it."""
    text = UPDATED_AFTER.read_text()
    i = np.array(i, np.int32)
    want = _scatter_then_pick(A0_F268, A1_F268, i)
    np.testing.assert_array_equal(evaluate(text, A0_F268, A1_F268, i)[0], want)
    got = run_raw(passes.run(text, PASS).operation.get_asm(), A0_F268, A1_F268, i)[0]
    np.testing.assert_array_equal(got, want)
    got = run_raw(passes.run(text, host_loop_pipeline()).operation.get_asm(),
                  A0_F268, A1_F268, i)[0]
    np.testing.assert_array_equal(got, want)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_an_update_of_a_loop_entry_after_the_loop(tmp_path):
    """When this fails, IREE partitions a loop whose initial carry a scatter after it
    updates in place: the pass's copy of such targets can go.  The shrunk module of seed
    429 f268_vjp_v1, with none of hostcall's passes, is rejected; with the pass it
    compiles (the value test above runs it)."""
    text = UPDATED_AFTER.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    done = iree_compile_raw(passes.run(text, PASS).operation.get_asm(), tmp_path)
    assert done.returncode == 0, done.stderr


UPDATED_IN_LOOP = Path(__file__).parent / "inputs" / "loop_entry_update_in_loop.mlir"


@pytest.mark.parametrize("i", [[3, 0], [1, 2]])
def test_values_of_a_loop_entry_updated_after_its_loop_in_a_loop_body(i):
    """The same program run twice by an outer loop (each trip's result the next one's
    a1): the guarded reads in that body are copies made in an if's branch, and give
    numpy's values."""
    text = UPDATED_IN_LOOP.read_text()
    i = np.array(i, np.int32)
    want = _scatter_then_pick(A0_F268, _scatter_then_pick(A0_F268, A1_F268, i), i)
    np.testing.assert_array_equal(evaluate(text, A0_F268, A1_F268, i)[0], want)
    guarded = passes.run(text, PASS).operation.get_asm()
    # the zeros' and the if's true, both before the outer loop
    assert guarded.count("stablehlo.optimization_barrier") == 2
    assert guarded.rindex("stablehlo.optimization_barrier") < guarded.index("stablehlo.while")
    assert guarded.count('"stablehlo.if"') == 1
    for pipeline in (PASS, host_loop_pipeline()):
        got = run_raw(passes.run(text, pipeline).operation.get_asm(), A0_F268, A1_F268, i)[0]
        np.testing.assert_array_equal(got, want)


@pytest.mark.canary(PASS)
def test_iree_rejects_a_loop_entry_updated_after_its_loop_in_a_loop_body(tmp_path):
    """Without the pass IREE 3.13 rejects the nested program as it does the plain one."""
    done = iree_compile_raw(UPDATED_IN_LOOP.read_text(), tmp_path)
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr


BODY_BARRIERS = Path(__file__).parent / "inputs" / "loop_entry_body_barriers.mlir"
_BARRIER = re.compile(r"^ *(%[\w]+)(?::\d+)? = stablehlo\.optimization_barrier ([^:]+) :.*\n",
                      re.M)


def _without_barriers(text: str) -> str:
    """``text`` with each optimization_barrier erased and its results read as its
    operands."""
    for name, operands in _BARRIER.findall(text):
        held = [o.strip() for o in operands.split(",")]
        text = _BARRIER.sub(lambda m: "" if m.group(1) == name else m.group(0), text, count=0)
        if len(held) == 1:
            text = re.sub(re.escape(name) + r"\b(?![#:])", held[0], text)
        for k, operand in enumerate(held):
            text = re.sub(re.escape(f"{name}#{k}") + r"\b", operand, text)
    return text


@pytest.mark.canary(PASS)
def test_iree_still_gives_up_on_entry_barriers_in_a_loop_body_it_folds_away(tmp_path):
    """When this fails, IREE 3.13's fixed-point pipeline settles on a loop body holding
    the pass's barriers: reads after a loop in another loop's body could go through a
    barrier again.  The shrunk seed 429 f153_j0_v1 with the barriers the pass once placed
    there is given up on; without them, and with the pass's copies in an if's branch, it
    compiles (the if has no effects: IREE still folds the body away)."""
    text = BODY_BARRIERS.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "maximum iteration count exceeded in fixed point pipeline" in done.stderr
    unguarded = _without_barriers(text)
    assert "optimization_barrier" not in unguarded
    guarded = passes.run(unguarded, PASS).operation.get_asm()
    # the barriers of the zeros and of the if's true, for the copy of the key read after
    # the second inner loop, before the outer loop (the iota slices the first inner loop
    # starts from, constants, are not guarded)
    assert guarded.count("optimization_barrier") == 2
    assert guarded.rindex("optimization_barrier") < guarded.index("stablehlo.while")
    assert guarded.count('"stablehlo.if"') == 1
    done = iree_compile_raw(guarded, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]


LONG_CHAIN = Path(__file__).parent / "inputs" / "loop_entry_long_chain.mlir"


def _long_chain_numpy(x, a, b, m, y, n):
    t = m.T
    w = y / a - (t * x + x * t) * b / a * 0.5
    for _ in range(n):
        w = w[::-1] - t
    return w + (t / b - (t * x + x * t) * a / b)


def long_chain_before_and_after_a_loop(x, a, b, m, y, n):
    """The loop starts from a chain of six elementwise ops on ``t = m.T``; ``t`` and
    ``t * x + x * t`` are computed again after it (seed 452 f87_v0_vjp's shape)."""
    t = m.T
    c = y / a - (t * x + x * t) * b / a * 0.5
    w = lax.while_loop(lambda s: s[1] < n, lambda s: (s[0][::-1] - t, s[1] + 1), (c, 0))[0]
    return w + (t / b - (t * x + x * t) * a / b)


def test_values_of_a_loop_started_from_a_long_chain_read_again_after_it():
    """The reversal keeps the loop on the host; IREE 3.13 rejected the program before the
    pass followed sources past three ops (the canary below)."""
    rng = np.random.default_rng(452)
    x, a, b, y = (rng.normal(size=(30, 50)).astype(np.float32) + 3 for _ in range(4))
    m = rng.normal(size=(50, 30)).astype(np.float32)
    want = _long_chain_numpy(*(v.astype(np.float64) for v in (x, a, b, m, y)), 3)
    got = hostcall.jit(long_chain_before_and_after_a_loop)(x, a, b, m, y, 3)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_a_loop_started_from_a_long_chain_read_again_after_it(tmp_path):
    """When this fails, IREE partitions such a loop: the sources need not be followed (or
    not as far).  With the pass alone the module compiles and gives numpy's values."""
    text = LONG_CHAIN.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    guarded = passes.run(text, PASS).operation.get_asm()
    assert "stablehlo.optimization_barrier" in guarded
    rng = np.random.default_rng(87)
    x, a, b, y = (rng.normal(size=(3, 5)) + 3 for _ in range(4))
    m = rng.normal(size=(5, 3))
    got = run_raw(guarded, *(v.astype(np.float32) for v in (x, a, b, m, y)), np.int32(2))
    t = m.T
    w = y / a - (t * x + x * t) * b / a
    for _ in range(2):
        w = w - t
    want = w + (t / b - (t * x + x * t) * a / b)
    np.testing.assert_allclose(got[0], want, rtol=1e-5, atol=1e-5)


REPEATED_BEFORE = Path(__file__).parent / "inputs" / "loop_entry_repeated_before.mlir"


def entry_computed_twice(a, b, n):
    """``b - a`` is computed for ``s`` and again as the loop's start; ``s`` is read only
    after the loop (the reversal keeps the loop on the host)."""
    s = (b - (b - a)) * b
    w = lax.while_loop(lambda c: c[0] < n,
                       lambda c: (c[0] + 1, jnp.tanh(c[1])[::-1]), (0, b - a))[1]
    return w + s


def test_values_of_a_loop_whose_entry_is_computed_twice_before_it():
    """IREE 3.13 rejected the program before merge_entry_repeats merged repeats before
    the loop (the canary below)."""
    rng = np.random.default_rng(462)
    a, b = (rng.normal(size=(30, 50)).astype(np.float32) for _ in range(2))
    w = (b - a).astype(np.float64)
    for _ in range(3):
        w = np.tanh(w)[::-1]
    want = w + (b - (b - a)).astype(np.float64) * b
    got = hostcall.jit(entry_computed_twice)(a, b, 3)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)


@pytest.mark.canary(PASS)
def test_iree_still_rejects_a_loop_entry_computed_twice_before_the_loop(tmp_path):
    """When this fails, IREE partitions a loop whose entry repeats a value an earlier op
    read: merge_entry_repeats need not merge repeats before the loop.  With the pass alone
    the module compiles and gives numpy's values."""
    text = REPEATED_BEFORE.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert "circular dependency: input operation uses partition output" in done.stderr
    rng = np.random.default_rng(13)
    a, b = (rng.normal(size=(2, 3)).astype(np.float32) for _ in range(2))
    got = run_raw(passes.run(text, PASS).operation.get_asm(), a, b, np.int32(2))
    want = np.tanh(np.tanh(b - a)) + (b - (b - a)) * b
    np.testing.assert_allclose(got[0], want, rtol=1e-6, atol=1e-6)


FUSED_IN_BODY = Path(__file__).parent / "inputs" / "loop_entry_fused_in_body.mlir"
FUSED_IN_BRANCH = Path(__file__).parent / "inputs" / "loop_entry_fused_in_branch.mlir"
CIRCULAR = "circular dependency: input operation uses partition output"


def nested_loop_from_a_sum_read_after_it(x, y, a, b):
    """An outer loop whose body starts an inner loop from ``x + t`` and reads ``t = a + y``
    again after it (the shape of the fuzzer's seed 475 f140_v0_vjp)."""
    def outer(i, c):
        x, y = c
        t = a + y

        def inner(j, d):
            u, v = d
            return jnp.broadcast_to(jnp.sum(u, axis=-1, keepdims=True), u.shape) * 0.5, v + u
        u, v = lax.fori_loop(0, 3, inner, (x + t, jnp.zeros_like(x)))
        return t * b, u + v
    return lax.fori_loop(0, 2, outer, (x, y))


def _nested_loop_numpy(x, y, a, b):
    for _ in range(2):
        t = a + y
        u, v = x + t, np.zeros_like(x)
        for _ in range(3):
            u, v = np.broadcast_to(u.sum(-1, keepdims=True), u.shape) * 0.5, v + u
        x, y = t * b, u + v
    return x, y


def test_values_of_a_nested_loop_started_from_a_sum_whose_term_is_read_after_it():
    """With host loops IREE 3.13 rejected the program ("circular dependency") while the
    pass read ``t`` after the inner loop through a plain copy (the canary below); the copy
    in an if's branch gives numpy's values, and so does the gradient."""
    rng = np.random.default_rng(475)
    args = [rng.normal(size=(3, 2, 3)).astype(np.float32) for _ in range(4)]
    want = _nested_loop_numpy(*(v.astype(np.float64) for v in args))
    fn = nested_loop_from_a_sum_read_after_it
    for run in (hostcall.jit(fn), _host_loops(fn, *args)):
        for g, w in zip(run(*args), want):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-5, atol=1e-5)

    def loss(*xs):
        p, q = fn(*xs)
        return jnp.sum(p * q)
    grad = hostcall.grad(loss, argnums=(0, 1, 2, 3))
    want = [np.asarray(g) for g in hostcall.jit(grad)(*args)]
    for g, w in zip(_host_loops(grad, *args)(*args), want):
        np.testing.assert_allclose(np.asarray(g), w, rtol=1e-5, atol=1e-5)


def _fused_inputs(path):
    rng = np.random.default_rng(534)
    if path == FUSED_IN_BODY:
        return [[rng.normal(size=(3, 2, 3)).astype(np.float32) for _ in range(4)]]
    m = rng.normal(size=(2, 2, 3)) > 0
    p, q = (rng.normal(size=(2, 2, 3)).astype(np.float32) for _ in range(2))
    b = rng.normal(size=(2, 3)).astype(np.float32)
    return [[np.int32(k), m, p, q, b] for k in (0, 1)]


@pytest.mark.parametrize("path", [FUSED_IN_BODY, FUSED_IN_BRANCH], ids=["body", "branch"])
def test_values_of_the_reduced_nested_loop_entries(path):
    """The reduced seed 475 f140 and seed 534 f239 give the reference's values with the
    pass alone and with jit's host-loop pipeline."""
    text = path.read_text()
    for args in _fused_inputs(path):
        want = evaluate(text, *args)
        for pipeline in (PASS, host_loop_pipeline()):
            got = run_raw(passes.run(text, pipeline).operation.get_asm(), *args)
            for g, w in zip(got, want):
                np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-6)


@pytest.mark.canary(PASS)
@pytest.mark.parametrize("path", [FUSED_IN_BODY, FUSED_IN_BRANCH], ids=["body", "branch"])
def test_iree_still_rejects_a_nested_loop_entry_read_after_it_through_a_copy(
        path, tmp_path, monkeypatch):
    """When this fails, IREE 3.13's stream partitioning keeps the dispatch making a nested
    loop's initial carry out of the partition after the loop that reads it through a plain
    copy: the copies need no if around them.  The reduced seed 475 f140 (a loop body) and
    seed 534 f239 (a case branch) are rejected as they are and with the pass's copies made
    outside an if; with the pass they compile."""
    text = path.read_text()
    done = iree_compile_raw(text, tmp_path)
    assert done.returncode != 0
    assert CIRCULAR in done.stderr
    with monkeypatch.context() as m:
        m.setattr(_copies, "branch_copies", _copies.copies)
        copied = passes.run(text, PASS).operation.get_asm()
    assert "stablehlo.if" not in copied and "stablehlo.optimization_barrier" in copied
    done = iree_compile_raw(copied, tmp_path)
    assert done.returncode != 0
    assert CIRCULAR in done.stderr
    guarded = passes.run(text, PASS).operation.get_asm()
    assert guarded.count('"stablehlo.if"') == 1
    done = iree_compile_raw(guarded, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
