"""Shrunk differential-fuzzer programs that IREE 3.13 computed wrong (tests/inputs/
fuzz_fixed/, each file says what went wrong and which pass fixes it) give the reference
evaluator's values, compiled with the default pipeline and with every loop left on the
host (hostcall-kernelize-loops off: the path jit falls back to when IREE rejects a loop
kernel, and the one the bugs were in)."""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from iree.compiler import ir

import hostcall
from hostcall import lax
from hostcall.api import Lowered
from hostcall.reference import evaluate
from hostcall.runtime import get_device
from hostcall.runtime.artifact import Program
from hostcall.tools.compile_module import entry_signature, lower_and_compile
from hostcall.tools.differential import host_loop_pipeline
from hostcall.tools.mlir_input import parse_module

FIXED = Path(__file__).parent / "inputs" / "fuzz_fixed"
KERNEL = "hostcall.loop_kernel"
bf16 = ml_dtypes.bfloat16

A1_F60 = np.array([[1.7152774, -3.0284612, 5.3202386, -5.8376045],
                   [-2.6722832, -0.5190875, 4.666946, -0.3791111],
                   [0.25685772, -3.6337824, -3.8122158, -3.8834715]], np.float32)

A1_F72 = np.array([-4.1562505, -1.6357666, 0.0377091, -2.3959103, -2.4257574], np.float32)
B1_F204 = np.array([[-0.40390227, 1.69481496, -3.70004576],
                    [-4.88017225, -1.5971267, -10.33099837]])

# name: (inputs, the reference's values as the campaign printed them)
CASES = {
    "seed12_f217": (
        [np.array([[-1, -8, -16, -2], [7, 7, 4, 15], [12, -6, 4, 19]], np.int32),
         np.array([[-14, -18, 14, 11], [-8, -10, -17, -18], [8, 3, 9, 13]], np.int32),
         np.int32(-2), np.int32(2)],
        [np.array([[-1, -8, -16, -2], [-1, -8, -16, 15], [12, -6, 4, 19]], np.int32),
         np.array([[-1, -8, -16, -2], [7, 7, 4, 15], [12, -6, 4, 19]], np.int32)]),
    "seed12_f284": (
        [np.array([17, 8, 12, 16], np.uint8), np.array([0, 17, 18, 14], np.uint8),
         np.int32(5), np.int32(-1)],
        [np.array([8, 12, 5, 2], np.uint8)]),
    "seed12_f230": (
        [np.array([0, 10, -12, 6, 5], np.int8), np.array([-17, -4, -5, 8, 18], np.int8),
         np.int32(0), np.int32(4)],
        [np.array([10, 0, 6, 8, 6], np.int8), np.array([0, 2, 0, 2, 0], np.int8)]),
    "seed14_f239": (
        [np.array([-3.140625, -2, 2.3125, 0.86328125, -3.625], bf16),
         np.array([-5.25, 4.90625, 4, 1.25, 1.375], bf16), np.int32(-2), np.int32(4)],
        [np.array([-6.28125, -4, 4, 1.25, -7.25], bf16),
         np.array([-3.140625, -2, 2.3125, 0.86328125, -3.625], bf16)]),
    "seed24_f135": (
        [np.array([-2, 3, 19, 18], np.int32), np.array([-16, -16, 16, -18], np.int32),
         np.int32(5), np.int32(5)],
        [np.array([-16, 3, 19, 18], np.int32), np.array([-16, -16, 16, -18], np.int32)]),
    "seed24_f222": (
        [np.array([[0, 0, 1], [1, 1, 0]], bool), np.array([[0, 1, 1], [0, 0, 0]], bool),
         np.int32(-3), np.int32(5)],
        [np.array([[0, 1, 1], [0, 0, 0]], bool)]),
    "seed31_f133": (
        [np.array([7, 15, 4, 4, 6], np.uint16), np.array([2, 14, 17, 9, 15], np.uint16),
         np.int32(8), np.int32(3)],
        [np.array([1, 1, 1, 1, 1], np.uint16), np.array([7, 15, 4, 4, 6], np.uint16)]),
    "seed31_f72": (
        [np.array([4, 14, 2, 3], np.uint8), np.array([15, 12, 2, 19], np.uint8),
         np.int32(-3), np.int32(-2)],
        [np.array([19, 19, 19, 19], np.uint8)]),
    "seed26_f155": (
        [np.array([[0.61125827, -2.1684253, -0.40863577, 1.6265532],
                   [-0.51658916, 3.519934, -3.9876819, -2.5326688],
                   [-1.3903397, -2.5517254, 0.63918084, -2.497422]], np.float32),
         np.array([[3.8843436, 0.60557234, -1.5215427, -1.7290264],
                   [3.2364063, -1.1660267, 1.1338968, 0.57986474],
                   [0.18255943, 1.0961199, -1.4232117, 2.8606505]], np.float32),
         np.int32(6), np.int32(5)],
        [np.array([[6.3180914, 0.9849956, -0.40863577, 1.6265532],
                   [-0.51658916, 3.519934, -3.9876819, -2.5326688],
                   [-1.3903397, -2.5517254, 0.63918084, -2.497422]], np.float32)]),
    "seed26_f204": (
        [np.array([[3.47299282, -1.36300227, -3.28997036], [-2.99593553, -0.437776, 0.71070599]]),
         B1_F204, np.int32(5), np.int32(1)],
        [B1_F204]),           # the loop swaps the rows of a1 * a1: every element differs
    "seed28_f121": (
        [np.array([[19, 18, 3], [12, -11, 7]], np.int64),
         np.array([[-19, -9, -4], [15, 0, 7]], np.int64), np.int32(1), np.int32(0)],
        [np.array([[19, 19, 19], [12, 12, 12]], np.int64),
         np.array([[-11, 18, 3], [12, -11, 7]], np.int64)]),
    "seed29_f184": (
        [np.array([[11, 8, 3], [9, 11, 2]], np.uint64),
         np.array([[0, 4, 9], [10, 16, 2]], np.uint64), np.int32(-2), np.int32(2)],
        [np.array([[11, 8, 3], [0, 4, 9]], np.uint64),
         np.array([[0, 4, 9], [10, 16, 2]], np.uint64)]),
    "seed32_f72": (
        [np.array([3.6409566, -0.06145341, -1.220055, -2.2263463, -0.14762098], np.float32),
         A1_F72, np.int32(3), np.int32(3)],
        [np.concatenate([A1_F72[:1], A1_F72[2:], A1_F72[4:]])]),
    "seed112_f80": (
        [np.array([14, 16, 3, 14], np.uint16), np.array([4, 11, 4, 13], np.uint16),
         np.int32(7), np.int32(2)],
        [np.array([0, 4096, 0, 0], np.uint16), np.array([14, 27, 21, 13], np.uint16)]),
    "seed23_f60": (
        [np.array([[0.7379759, -5.3304467, 2.9989824, -3.0344112],
                   [3.9629045, -3.6435862, 1.1334971, -1.7678001],
                   [3.996791, -6.8963666, 6.1741014, -1.7347379]], np.float32),
         A1_F60, np.int32(5), np.int32(3)],
        [A1_F60[[0, 2, 0]], A1_F60[[0, 2, 0]]]),
}


def _compile_and_run(text: str, name: str, inputs, pipeline):
    module = parse_module(text, name, ir.Context())
    with module.context:
        signature = entry_signature(module, name)
    compiled = lower_and_compile(module, name, "cpu", name, pipeline)
    if pipeline is not None:
        assert KERNEL not in compiled.lowered_text
    program = Program(compiled.vmfb, compiled.manifest, *signature, {}, get_device("cpu"),
                      entry=name)
    return [np.asarray(r) for r in program(*inputs)]


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_fixed_finding_matches_the_reference(case, host_loops):
    inputs, printed = CASES[case]
    text = (FIXED / f"{case}.mlir").read_text()
    name = "f" + case.split("_f")[1]
    want = evaluate(text, *inputs, function=name)
    for w, p in zip(want, printed):
        np.testing.assert_array_equal(np.asarray(w), p)
    got = _compile_and_run(text, name, inputs, host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == np.asarray(w).dtype
        np.testing.assert_array_equal(g, w)


def test_loop_updating_a_value_computed_before_it():
    """jit of a fori_loop whose body updates (dynamic_update_slice) an array computed
    before the loop, run as a host loop: IREE 3.13 updated that array's buffer in place
    each iteration, so the second iteration kept the first one's column 0 (from ``v``)."""
    def f(a, v):
        c = a.astype(np.int8).astype(np.int32)
        def body(j, u):
            return lax.dynamic_update_slice(c, lax.dynamic_slice(v, (0, j), (3, 3)), (0, j))
        return lax.fori_loop(0, 2, body, a)
    a = np.array([[6, 2, 0, -5], [-4, -9, -8, -9], [-6, 5, 2, 7]], np.int32)
    v = np.array([[0, 1, 8, 4], [2, 0, 1, 7], [-5, 5, 3, -9]], np.int32)
    want = a.copy()
    want[:, 1:4] = v[:, 1:4]            # the last iteration, j = 1, on a fresh copy of c
    lowered = hostcall.jit(f).lower(a, v)
    host = Lowered(lowered.traced, lowered.backend, host_loop_pipeline())
    assert KERNEL not in host.lowered_text
    for low in (lowered, host):
        np.testing.assert_array_equal(np.asarray(low.compile()(a, v)), want)


def test_grad_through_a_loop_that_never_runs():
    """Found by the transformation fuzzer (vjp of a counted loop of trip count 0): the
    reverse-mode split stacked residuals in a 0-row buffer its body still wrote a row to,
    and the module failed to verify.  JAX 0.10.2: grad(f)(2.0) == 4.0, grad(f)(3.0) == 6.0."""
    import hostcall.numpy as jnp

    def f(x):
        return jnp.sum(lax.fori_loop(0, 0, lambda i, c: c * x, x) * x)
    assert float(hostcall.grad(f)(np.float32(2.0))) == 4.0
    assert float(hostcall.jit(hostcall.grad(f))(np.float32(3.0))) == 6.0


def _base_f65(a0, a1):
    """seed 202 f65's second result, by numpy: rows of a0 max-scattered at the rows
    int(clip(a1[:, 0], -100, 100)) clipped to [0, 2]."""
    idx = np.clip(np.trunc(np.clip(a1[:, 0], -100, 100)).astype(np.int64), 0, 2)
    out = a0.copy()
    for r, i in enumerate(idx):
        out[i] = np.maximum(out[i], a0[r])
    return out


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_scatters_batched_twice_from_their_own_operand(host_loops):
    """Seed 202 f65 / f126 (vmap_vmap of a scatter whose updates are its operand): the
    batched scatter reads its updates from a reshape of its transposed operand, and IREE
    3.13 ran it in place behind hostcall-guard-self-updates' barrier.  The expected values
    are the unbatched programs per example (numpy)."""
    pipeline = host_loop_pipeline() if host_loops else None
    a0 = np.sin(np.arange(108) * 1.3).reshape(3, 3, 3, 4) * 2
    a1 = np.cos(np.arange(36) * 0.7).reshape(3, 3, 4) * 3
    text = (FIXED / "seed202_f65.mlir").read_text()
    # vmap axes [0] then [1, 1]: result[b2, b1] = f65(a0[b1, b2], a1[:, b2])
    want = np.stack([np.stack([_base_f65(a0[b1, b2], a1[:, b2]) for b1 in range(3)])
                     for b2 in range(3)])
    np.testing.assert_array_equal(np.asarray(evaluate(text, a0, a1, function="f65")[0]), want)
    np.testing.assert_array_equal(_compile_and_run(text, "f65", [a0, a1], pipeline)[0], want)
    x = np.arange(18, dtype=np.float32).reshape(2, 3, 3)
    text = (FIXED / "seed202_f126.mlir").read_text()
    # f126 swaps rows; the batched operand is x transposed to [c, r, k] (rows r)
    want = np.broadcast_to(np.transpose(x, (2, 0, 1))[:, ::-1], (3, 3, 2, 3))
    np.testing.assert_array_equal(_compile_and_run(text, "f126", [x], pipeline)[0], want)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_fold_in_in_a_single_trip_loop(host_loops):
    """fold_in_single_trip.mlir (was KNOWN_MISMATCHES["fold_in_single_trip"]): one trip of
    a loop folding its counter into a key and drawing from it gives a1 +
    uniform(fold_in(key [3, 1], 0)); IREE 3.13's program failed at run time (OUT_OF_RANGE
    in hal.command_buffer.copy_buffer)."""
    from hostcall import random
    text = (FIXED / "fold_in_single_trip.mlir").read_text()
    inputs = [np.ones(1, np.float32), np.zeros(1, np.float32), np.int32(3), np.int32(1)]
    key = np.array([3, 1], np.uint32)
    want = inputs[1] + np.asarray(random.uniform(random.fold_in(key, 0), (1,)))
    np.testing.assert_array_equal(evaluate(text, *inputs)[0], want)
    got = _compile_and_run(text, "main", inputs, host_loop_pipeline() if host_loops else None)
    np.testing.assert_array_equal(got[0], want)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_loop_on_a_computed_predicate(host_loops):
    """computed_predicate_crash.mlir (was tools/differential.py KNOWN_COMPILE_CRASHES): a
    loop whose predicate reads a bool the body computes from integer state, its array
    carry set to a gather of an outside value: iree-compile 3.13 crashed on it."""
    text = (FIXED / "computed_predicate_crash.mlir").read_text()
    a1 = np.arange(12, dtype=np.int8).reshape(3, 4)
    for seed in (5, 6):
        s, k, flag = seed, 0, True                 # the loop by hand: i32 state wraps
        while k < 2 and flag:
            s = (s * 1103515245 + 12345) % 2 ** 32
            flag, k = ((s >> 16) & 7) != 0, k + 1
        x = a1[[0, 2, 2]]                          # gather rows -2 (clamped to 0), 2, 2
        want = np.fmod(x, np.int8(((s & 15) & 7) | 1))
        inputs = [a1, a1, np.int32(0), np.int32(seed)]
        np.testing.assert_array_equal(evaluate(text, *inputs)[0], want)
        got = _compile_and_run(text, "main", inputs,
                               host_loop_pipeline() if host_loops else None)
        np.testing.assert_array_equal(got[0], want)
