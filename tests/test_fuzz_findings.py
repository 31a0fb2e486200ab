"""Shrunk differential-fuzzer programs that IREE 3.13 computed wrong (tests/inputs/
fuzz_fixed/, each file says what went wrong and which pass fixes it) give the reference
evaluator's values, compiled with the default pipeline and with every loop left on the
host (hostcall-kernelize-loops off: the path jit falls back to when IREE rejects a loop
kernel, and the one the bugs were in)."""
import signal
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from iree.compiler import ir

import hostcall
from hostcall import lax, passes
from hostcall.api import Lowered
from hostcall.reference import evaluate
from hostcall.reference.fuzz_transforms import random_inputs
from hostcall.runtime import get_device
from hostcall.runtime.artifact import Program
from hostcall.tools.compile_module import entry_signature, lower_and_compile
from hostcall.tools.differential import host_loop_pipeline, same_values
from hostcall.tools.mlir_input import parse_module

from helpers import iree_compile_raw, recorded_case, run_raw, run_raw_entry

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
    "seed442_f253": (
        [np.array([9, 11, 7, -11, -15], np.int8), np.array([3, -16, 6, -7, -16], np.int8),
         np.int32(2), np.int32(2)],
        [np.array([6, -16, 6, -7, -16], np.int8), np.array([0, 0, 2, 0, 0], np.int8)]),
    "seed438_f228": (
        [np.array([[14, 4, 3, 4], [2, 0, 17, 19], [18, 3, 18, 6]], np.uint64),
         np.array([[6, 4, 2, 6], [3, 19, 4, 14], [17, 11, 5, 14]], np.uint64),
         np.int32(5), np.int32(-2)],
        [np.array([[980, 80, 45, 80], [20, 0, 1440, 1800], [1620, 45, 1620, 180]], np.uint64),
         np.array([[6, 4, 2, 6], [3, 19, 4, 14], [17, 11, 5, 14]], np.uint64)]),
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
    "seed302_f34_v0_vjp": (
        [np.array([[-1.7760547, -1.378273, -1.7538342], [0.20964862, -0.8828193, 2.4575422],
                   [-1.8254755, -2.7110515, -1.0288734], [0.5105058, -1.8229719, 0.28855017],
                   [1.1865593, -1.3885, -0.67638886]], np.float32),
         np.array([[-1.4431748, -1.2664363, 0.66887, -0.68701285, -0.23825383],
                   [2.5469108, -0.3419019, -3.478532, 1.3291031, 1.7038162],
                   [1.8656023, -1.9955145, 1.5704597, -0.50402915, -0.42592928]], np.float32),
         np.array([4, 4, 4], np.int32), np.array([0, 1, 4], np.int32),
         np.array([[-8.2225955e-01, 4.0670647e-03, 1.3180526e+00, 5.2165139e-01, 2.3548053e-01],
                   [-2.4032280e+00, -5.5742180e-01, -1.2549076e+00, -2.5273039e+00,
                    -3.3104711e+00],
                   [2.3599381e-03, -9.6865749e-01, 6.8423975e-01, 1.1857495e+00,
                    -2.0801840e+00]], np.float32),
         np.array([[-0.46081793, 0.6062648, 1.6533928, 0.66430193, -0.512262],
                   [-2.0726895, -0.8405994, 0.20796588, 0.66495335, 2.1044874],
                   [-0.101476915, 0.187217, -1.4739468, 2.017013, 0.20110835]], np.float32)],
        [np.array([[-0.69036674, -5.013516, -0.3051169], [0, 0, 0],
                   [2.8560214, 3.1169944, -1.3699383], [-0.98909086, 0.45698747, 3.49096],
                   [-1.176564, 1.4395341, -1.8159047]], np.float32),
         np.array([[-1.0546705, 0.6103319, 0.11542392, 2.175044, 0.8997825],
                   [1.6756656, -1.3980212, -4.163936, -2.319338, -2.6455178],
                   [0.20248452, -0.7814405, 0.5802312, -0.28819728, -0.06317091]],
                  np.float32)]),
    "seed307_f46": (     # the case's index 2 (clamped): the rejection sampler's branch
        [np.array([-15, 9, -2, 13, 15], np.int32), np.array([4, 17, 8, -9, 19], np.int32),
         np.int32(7), np.int32(2)],
        [np.array([4, 17, 8, -9, 19], np.int32)]),
    "seed403_f255": (    # a carry only a dead nested carry started from: iree-compile crashed
        [np.array([[-0.820312, 4.90625, 2.10938], [0.964844, -1.76562, -4.25]], bf16),
         np.array([[2.5, 0.0247803, -5.90625], [7.46875, -3.04688, 1.46875]], bf16),
         np.int32(5), np.int32(2)],
        [np.array([[-0.820312, 4.90625, 2.10938], [-0.820312, 4.90625, 2.10938]], bf16)]),
    "seed423_f199": (    # an update of a bitcast round trip read from its own source
        [np.array([19, 4, 6, 5, 14], np.uint16), np.array([5, 14, 8, 15, 18], np.uint16),
         np.int32(7), np.int32(-2)],
        [np.array([19, 19, 4, 6, 5], np.uint16)]),
    "seed407_f452": (    # a host loop's update of a function argument ran in place on it
        [np.array([[4, 6, 0], [14, 12, 18]], np.uint16),
         np.array([[12, 3, 15], [7, 2, 17]], np.uint16), np.int32(1), np.int32(5)],
        [np.array([[12, 3, 15], [7, 2, 17]], np.uint16)]),
    "seed407_f472": (    # an update of a loop's result that IREE folded to the loop's start
        [np.array([[13, 2, 4], [10, 3, 5]], np.uint32),
         np.array([[9, 3, 1], [3, 1, 4]], np.uint32), np.int32(-3), np.int32(4)],
        [np.array([[12, 4, 5], [16, 3, 8]], np.uint32)]),
    "seed407_f23": (     # an i8 -> bf16 convert's barrier in a loop body IREE folds away
        [np.array([7, -5, 12, -9, 9], np.int8), np.array([-20, 13, -3, -3, -16], np.int8),
         np.int32(8), np.int32(3)],
        [np.array([7, -5, 12, -9, 9], np.int8)]),
    "seed404_f163": (    # fold-splats' barrier in a loop body: IREE gave up compiling
        [np.array([0, 16, 12, 10], np.uint8), np.array([5, 1, 7, 9], np.uint8),
         np.int32(7), np.int32(6)],
        [np.array([0, 0, 0, 0], np.uint8)]),
    "seed404_f398": (    # likewise, the bounds mask of a scatter at constant indices
        [np.array([2, 9, 5, 15], np.uint16), np.array([0, 8, 10, 4], np.uint16),
         np.int32(-2), np.int32(-2)],
        [np.array([0, 8, 10, 4], np.uint16)]),
    "seed307_f62": (     # case index 6 runs the last branch: select(x > x, x, a0) = a0
        [np.array([False, True, True, False]), np.array([True, False, False, True]),
         np.int32(6), np.int32(5)],
        [np.array([False, True, True, False])]),
    "seed307_f249": (    # the loop round-trips a1 through ui8
        [np.array([-19, 15, 18, -2, 5], np.int8), np.array([7, -8, -3, 13, -11], np.int8),
         np.int32(-3), np.int32(4)],
        [np.array([7, -8, -3, 13, -11], np.int8)] * 2),
    "seed409_f86": (     # a rejection loop in a loop body entering with one packed buffer
        [np.array([[-19, -5, -14], [-16, 10, 8]], np.int8),
         np.array([[-10, -15, -15], [-17, -3, -9]], np.int8), np.int32(-3), np.int32(-3)],
        [np.array([[-1, -1, -1], [-17, -1, -9]], np.int8),
         np.array([[-10, -15, -15], [-17, -3, -9]], np.int8)]),
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


def test_seed407_f472_loops_stay_kernels():
    """seed407_f472's second loop reads, at rows it computes, a table widened from int16:
    IREE 3.13 rejected its kernel and the module fell back to host loops, until
    hostcall-kernelize-loops handed the table in behind a barrier.  Both loops now compile
    as kernels (a fallback would lower the module again without them) and give the
    reference's values."""
    inputs, printed = CASES["seed407_f472"]
    module = parse_module((FIXED / "seed407_f472.mlir").read_text(), "f472", ir.Context())
    with module.context:
        signature = entry_signature(module, "f472")
    compiled = lower_and_compile(module, "f472", "cpu", "f472")
    assert compiled.lowered_text.count(KERNEL) == 2
    program = Program(compiled.vmfb, compiled.manifest, *signature, {}, get_device("cpu"),
                      entry="f472")
    np.testing.assert_array_equal(np.asarray(program(*inputs)[0]), printed[0])


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
def test_fold_in_in_a_single_trip_loop(host_loops, classic_threefry):
    """fold_in_single_trip.mlir (was KNOWN_MISMATCHES["fold_in_single_trip"]): one trip of
    a loop folding its counter into a key and drawing from it gives a1 +
    uniform(fold_in(key [3, 1], 0)); IREE 3.13's program failed at run time (OUT_OF_RANGE
    in hal.command_buffer.copy_buffer).  The fuzzer writes the classic threefry's bits."""
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


# ------------------------------------------------ transformation errors of hostcall-vmap
def test_grad_of_vmap_of_updates_at_per_example_indices():
    """Was tools/differential.py KNOWN_TRANSFORM_ERRORS: vmap batches a
    dynamic_update_slice at per-example start indices as a loop over the batch, which
    reverse mode rejected for want of a trip count.  JAX 0.10.2's gradient, written in
    (the start 7 is clamped to 3)."""
    import hostcall.numpy as jnp

    def f(x, i):
        y = hostcall.vmap(lambda r, j: lax.dynamic_update_slice(r, r[:2] * r[:2], (j,)))(x, i)
        return jnp.sum(y * jnp.arange(15.0).reshape(3, 5))
    x = np.arange(15, dtype=np.float32).reshape(3, 5) * 0.5 - 2
    i = np.array([0, 2, 7], np.int32)
    want = np.array([[0, -3, 2, 3, 4], [12, 22, 0, 0, 9], [88, 109, 12, 0, 0]], np.float32)
    np.testing.assert_array_equal(np.asarray(hostcall.grad(f)(x, i)), want)
    np.testing.assert_array_equal(np.asarray(hostcall.jit(hostcall.grad(f))(x, i)), want)


def test_vmap_of_jvp_of_a_switch_whose_branch_sums():
    """Was KNOWN_TRANSFORM_ERRORS: the jvp of a case gives the tangent's sum an init value
    from the primal case, batched when vmap batches the index ("no batching rule for
    reduce with init values that differ per batch element").  JAX 0.10.2's values."""
    import hostcall.numpy as jnp

    def g(x, t, i):
        return hostcall.jvp(lambda x: lax.switch(i, [
            lambda x: jnp.broadcast_to(jnp.sum(x, 1, keepdims=True), x.shape), jnp.tanh],
            x), (x,), (t,))
    x = np.arange(12, dtype=np.float32).reshape(2, 2, 3) * 0.2 - 1
    t = np.cos(np.arange(12, dtype=np.float32)).reshape(2, 2, 3)
    i = np.array([0, 1], np.int32)
    want_p = np.array([[[-2.4, -2.4, -2.4], [-0.6, -0.6, -0.6]],
                       [[0.19737533, 0.37994894, 0.5370496],
                        [0.66403687, 0.7615942, 0.8336546]]], np.float32)
    want_t = np.array([[[1.1241555, 1.1241555, 1.1241555],
                        [-1.3599739, -1.3599739, -1.3599739]],
                       [[0.92276496, 0.64506799, -0.10353459],
                        [-0.50937194, -0.3523885, 0.0013499266]]], np.float32)
    for fn in (hostcall.vmap(g), hostcall.jit(hostcall.vmap(g))):
        p, d = fn(x, t, i)
        np.testing.assert_allclose(np.asarray(p), want_p, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(np.asarray(d), want_t, rtol=1e-5, atol=1e-6)


def test_vmap_of_a_reduce_from_a_per_example_init():
    """The rule behind the previous test, for each one-op reducer: reduce(x[b], init[b])
    is op(init[b], reduce(x[b], identity)) (numpy per example)."""
    x = np.array([[3, -1, 4], [1, -5, 9], [2, 6, -5]], np.int32)
    v = np.array([0, 7, -9], np.int32)
    cases = {lax.add: np.add, lax.max: np.maximum, lax.min: np.minimum,
             lax.mul: np.multiply, lax.bitwise_and: np.bitwise_and}
    for op, ref in cases.items():
        got = hostcall.jit(hostcall.vmap(lambda r, s: lax.reduce(r, s, op, (0,))))(x, v)
        want = [ref.reduce(np.concatenate([[s], r])) for r, s in zip(x, v)]
        np.testing.assert_array_equal(np.asarray(got), want)
    f = np.array([[0.5, -2.0], [np.inf, 1.0]], np.float32)
    got = hostcall.jit(hostcall.vmap(lambda r, s: lax.reduce(r, s, lax.max, (0,))))(
        f, np.array([1.0, -np.inf], np.float32))
    np.testing.assert_array_equal(np.asarray(got), [1.0, np.inf])


UNSIGNED_AND_AND_TWO_OP_REDUCER = """
func.func @f(%x: tensor<3xui8>, %v: tensor<ui8>) -> tensor<ui8> {
  %0 = stablehlo.reduce(%x init: %v) applies stablehlo.and across dimensions = [0] : (tensor<3xui8>, tensor<ui8>) -> tensor<ui8>
  return %0 : tensor<ui8>
}
func.func @g(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %v) across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %t = stablehlo.add %a, %a : tensor<f32>
    %s = stablehlo.add %t, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}
"""


def test_vmap_pass_on_a_reduce_from_a_per_example_init():
    """hostcall-vmap on StableHLO: an unsigned ``and`` reduces from all ones (255), then
    ands each init in (the reference evaluator's values, numpy's); a reducer of two ops
    has no identity to start from and is still reported."""
    from hostcall import passes
    from hostcall.passes.transforms.batching.errors import NoBatchRuleError
    out = str(passes.run(UNSIGNED_AND_AND_TWO_OP_REDUCER,
                         "hostcall-vmap{function=f batch-size=2 in-axes=0,0 out-axes=0}"))
    assert "dense<255> : tensor<ui8>" in out
    x = np.array([[0b1110, 0b0111, 0b1111], [0xF0, 0xFF, 0xF3]], np.uint8)
    v = np.array([0xFF, 0x3C], np.uint8)
    got = evaluate(out, x, v, function="f_batched")[0]
    np.testing.assert_array_equal(got, [np.bitwise_and.reduce(np.append(r, s))
                                        for r, s in zip(x, v)])
    np.testing.assert_array_equal(got, [0b0110, 0x30])
    with pytest.raises(NoBatchRuleError, match="init values that differ per batch element"):
        passes.run(UNSIGNED_AND_AND_TWO_OP_REDUCER,
                   "hostcall-vmap{function=g batch-size=2 in-axes=0,0 out-axes=0}")


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vjp_of_vmap_of_vmap_of_loops_compiles(host_loops):
    """seed302_f179_v0_v1_vjp.mlir (was KNOWN_COMPILE_ERRORS["circular dependency"]): a
    reduction of an array the transposed loop's initial carry is computed from, read after
    the loop; IREE 3.13 rejected the module.  Inputs as the campaign drew them."""
    text = (FIXED / "seed302_f179_v0_v1_vjp.mlir").read_text()
    types = [("3x4x2", "f64"), ("2x4", "f64"), ("2", "i32"), ("3", "i32"),
             ("2x3x4", "f64"), ("2x3x4", "f64")]
    inputs = random_inputs([(tuple(int(d) for d in s.split("x")), e) for s, e in types],
                           np.random.default_rng(302 * 7919 + 179), (0, 3))
    want = evaluate(text, *inputs, function="f179_v0_v1_vjp")
    got = _compile_and_run(text, "f179_v0_v1_vjp", inputs,
                           host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want) == 2
    for g, w in zip(got, want):
        assert g.shape == np.asarray(w).shape and g.dtype == np.float64
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


def _run_recorded(case: str, entry: str, host_loops: bool):
    """(compiled results, reference results, inputs) of fuzz_fixed/``case``.mlir's
    ``entry``, compiled with jit's pipeline or with every loop left on the host."""
    text, inputs, want = recorded_case(FIXED / f"{case}.mlir", entry)
    got = _compile_and_run(text, entry, inputs, host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want)
    return got, want, inputs


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_jacrev_of_vmap_of_a_switch_gets_the_references_gradient(host_loops):
    """seed302_f169_v0_vjp_v2.mlir (was open: 36 of the cotangent's elements wrong): selects
    nested on one mask, the masks passed into private functions; jit's pipeline now
    inlines them and folds such selects before IREE sees them."""
    text, inputs, want = recorded_case(FIXED / "seed302_f169_v0_vjp_v2.mlir",
                                        "f169_v0_vjp_v2")
    got = _compile_and_run(text, "f169_v0_vjp_v2", inputs,
                           host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want) == 2
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_jacfwd_of_vmap_of_a_scatter_of_a_computed_array_gets_the_references_jacobian(
        host_loops):
    """seed402_f57_v0_j1_v2.mlir (was open: every tangent of result 1 wrong): IREE 3.13
    scattered in place into the array ``a1 / (a0 * a0 + 1)`` while the tangent product
    still read it; hostcall-guard-shared-targets now scatters into a copy of it."""
    text, inputs, want = recorded_case(FIXED / "seed402_f57_v0_j1_v2.mlir",
                                        "f57_v0_j1_v2")
    # the header's value, from the inputs before they were printed to 8 decimals
    np.testing.assert_allclose(np.asarray(want[1])[0, 0, 0, 0], 0.480230816196918,
                               rtol=1e-6)
    got = _compile_and_run(text, "f57_v0_j1_v2", inputs,
                           host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want) == 2
    for g, w in zip(got, want):
        assert g.dtype == np.float64
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


# name: (entry, (result, index) of the header's value, that value by central differences of
# the base function in float64 at the printed inputs)
JVP_LOOP_CARRIES = {
    "seed406_f35_j0": ("f35_j0", (2, 0), -3.46226601),
    "seed406_f220_j0": ("f220_j0", (1, 0), -1984.75645),
}


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
@pytest.mark.parametrize("case", sorted(JVP_LOOP_CARRIES))
def test_jvp_of_a_loop_updating_primal_and_tangent_elements(case, host_loops):
    """seed406_f35_j0 / f220_j0 (were open: a float32 tangent -3.3109 for -3.4623, -17.62
    for -1984.76): the tangent's update reads the primal carry's element that the primal's
    update overwrites; IREE 3.13 ran that update in place first, with host loops.
    hostcall-guard-shared-targets now updates a copy of such a carry.  Compiled and
    reference values may differ by float32 rounding (a fused multiply-add)."""
    entry, (result, index), derivative = JVP_LOOP_CARRIES[case]
    text, inputs, want = recorded_case(FIXED / f"{case}.mlir", entry)
    np.testing.assert_allclose(np.asarray(want[result])[index], derivative, rtol=1e-6)
    got = _compile_and_run(text, entry, inputs, host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == np.float32
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_unsigned_scatter_of_an_argument_read_again_after_it(host_loops):
    """seed403_f35.mlir: a uint16 scatter-add of an argument into itself, the argument read
    again by a dynamic_update_slice after it: behind hostcall-signed-regions's bitcast IREE
    3.13 scattered in place into the argument's buffer (result 1[0] was 31, the reference
    19); the pass now scatters into a copy of such operands."""
    text, inputs, want = recorded_case(FIXED / "seed403_f35.mlir", "f35")
    got = _compile_and_run(text, "f35", inputs, host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want) == 2
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, np.asarray(w))


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_gather_at_a_column_of_a_loop_result_under_two_vmaps(host_loops):
    """seed402_f95_v0_v1.mlir (was open: iree-compile 3.13 failed to translate its LLVM
    dialect): the batched gather's start indices are a column of the loop's result;
    hostcall-contiguous-gather-indices puts them behind a barrier."""
    got, want, _ = _run_recorded("seed402_f95_v0_v1", "f95_v0_v1", host_loops)
    assert len(got) == 2
    for g, w in zip(got, want):
        assert g.shape == (3, 2, 2, 3) and g.dtype == np.float64
        np.testing.assert_array_equal(g, np.asarray(w))


@pytest.mark.canary("hostcall-fold-convert-round-trips")
def test_canary_iree_crashes_on_a_loop_with_a_lossless_convert_round_trip(tmp_path):
    """Without hostcall-fold-convert-round-trips iree-compile 3.13 dies of SIGSEGV on
    seed31_f72 (a ui8 -> ui16 -> ui8 round trip of a loop carry, a nested case reading the
    loop's result).  When this fails, IREE compiles it: the pass can go."""
    done = iree_compile_raw((FIXED / "seed31_f72.mlir").read_text(), tmp_path)
    assert done.returncode == -signal.SIGSEGV, done.stderr[-2000:]


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vjp_through_a_loop_of_no_trips_counts_each_cotangent_once(host_loops):
    """seed406_f92_vjp.mlir (was open: result 0 twice the reference's): IREE 3.13 folded
    the transposed loop of no trips, two of its kernel's results became one zero constant
    and IREE pointed the second at the kernel's first result; hostcall-stack-kernel-results
    gives a kernel no two results of one type."""
    text, inputs, want = recorded_case(FIXED / "seed406_f92_vjp.mlir", "f92_vjp")
    # the header's value, and the base program's: result 0 row 0 is the cotangent's row 0
    np.testing.assert_allclose(np.asarray(want[0])[0], inputs[5][0], rtol=1e-12)
    got = _compile_and_run(text, "f92_vjp", inputs,
                           host_loop_pipeline() if host_loops else None)
    assert len(got) == len(want) == 2
    for g, w in zip(got, want):
        assert g.dtype == np.float64
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vmap_of_vjp_with_a_batched_gather_of_a_shared_value_seed415_f80(host_loops):
    """seed415_f80_vjp_v1.mlir (was: result 1 wrong with and without loop kernels; the
    reference matched central differences of the base program): fixed by
    hostcall-guard-batched-gathers."""
    got, want, _ = _run_recorded("seed415_f80_vjp_v1", "f80_vjp_v1", host_loops)
    for g, w in zip(got, want):
        assert g.dtype == np.float64
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vjp_through_loops_of_no_trips_seed408_f45(host_loops):
    """seed408_f45_vjp.mlir (was open: an f32 cotangent wrong with loop kernels, loops of
    no trips): the family of seed406_f92_vjp, fixed by hostcall-stack-kernel-results."""
    got, want, _ = _run_recorded("seed408_f45_vjp", "f45_vjp", host_loops)
    for g, w in zip(got, want):
        assert g.dtype == np.float32
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vmap_of_vjp_with_a_source_repeated_after_a_loop_seed408_f40(host_loops):
    """seed408_f40_vjp_v1.mlir (was open: iree-compile rejected it, "circular dependency:
    input operation uses partition output"): a negate an initial carry is computed from,
    repeated after the loop; hostcall-guard-loop-entries now reads the first one there."""
    got, want, _ = _run_recorded("seed408_f40_vjp_v1", "f40_vjp_v1", host_loops)
    for g, w in zip(got, want):
        assert g.dtype == np.float64 and g.shape == (2, 3, 3)
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


# Findings that failed to compile, fixed by a guard pass: (file, entry, the results' dtype
# and shape, rtol, atol).  Each gives the reference's values, with and without loop kernels.
#  - seed429_f268_vjp_v1 (with host loops iree-compile rejected it, "circular dependency:
#    input operation uses partition output"): a scatter after vmap's loop of per-example
#    dynamic_update_slices updates the array the loop starts from;
#    hostcall-guard-loop-entries has it update a copy read through its barrier.
#  - seed429_f153_j0_v1 (with host loops iree-compile gave up, "maximum iteration count
#    exceeded in fixed point pipeline"): hostcall-guard-loop-entries' barriers stood in the
#    body of a rejection loop whose results IREE folds away; its reads after the body's
#    threefry loops now take copies.
#  - seed441_f207_j0_v1 (vmap of jvp; iree-compile crashed with host loops): carries read
#    only by ops IREE deletes after the inner loops' unrolling count as unread, so
#    hostcall-guard-unread-carries reads them.
#  - seed457_f231 (i64; iree-compile crashed with either pipeline): a flag loop's carry
#    started a carry of a one-trip nested loop that only a second trip would read;
#    hostcall-unroll-small-loops unrolls one-trip loops, so the guard sees it unread.
#  - seed452_f87_v0_vjp (vjp of vmap; "circular dependency" with host loops): the
#    linearized loop's entry is a six-op chain whose root is read after the loop;
#    hostcall-guard-loop-entries follows a carry's sources through chains of any length.
#  - seed462_f13_v0_v1_vjp (vjp of vmap of vmap; "circular dependency" with host loops):
#    a loop started from a value computed again before it, the first one read by ops
#    only the code after the loop reads; merge_entry_repeats merges such repeats too.
#  - seed443_f75_vjp_v1 (vmap of vjp; IREE's code generator rejected a dispatch): updates
#    from a gather of a carry that stays zeros; hostcall-fold-splats folds such carries
#    and selections of splats.
#  - seed469_f218 (f16; with host loops iree-compile gave up): a gather's index barrier in
#    a flag loop's body; hostcall-contiguous-gather-indices copies them there instead.
#  - seed472_f7 (ui64; iree-compile crashed): a flag loop's carry read only by an update
#    of the whole array; hostcall-fold-splats folds such updates as IREE does.
#  - seed470_f202_j0_v1 (vmap of jvp; a result permuted): a scatter into a repeat of a
#    returned product; hostcall-guard-shared-targets counts the repeat's readers.
#  - seed481_f271 (i32; iree-compile crashed): a carry read only by a scatter nothing
#    reads; hostcall-guard-unread-carries counts pure ops with regions as dead reads.
#  - seed545_f19_v0_v1 (vmap of vmap; wrong values): a sort of an array a batched
#    gather reads through hostcall-guard-batched-gathers' barrier; IREE sorted it in place
#    and the gather read sorted rows.  hostcall-guard-shared-targets sorts a copy.
GUARDED_FINDINGS = [
    ("seed429_f268_vjp_v1", "f268_vjp_v1", np.float32, [(2, 5)] * 2, 1e-6, 1e-7),
    ("seed543_f222", "f222", np.int16, [(4,)], 0, 0),
    ("seed546_f50", "f50", np.int64, [(3, 4), (3, 4)], 0, 0),
    ("seed576_f35_v0_vjp_v2", "f35_v0_vjp_v2", np.float32, [(2, 2, 5), (2, 5, 2)], 1e-6,
     1e-6),
    ("seed429_f153_j0_v1", "f153_j0_v1", np.float32, [(2, 4)] * 2, 1e-6, 1e-6),
    ("seed441_f207_j0_v1", "f207_j0_v1", np.float32, [(3, 4)] * 4, 1e-5, 1e-6),
    ("seed457_f231", "f231", np.int64, [(3, 4)], 0, 0),
    ("seed452_f87_v0_vjp", "f87_v0_vjp", np.float32, [(5, 3), (3, 5)], 1e-5, 1e-6),
    ("seed462_f13_v0_v1_vjp", "f13_v0_v1_vjp", np.float32, [(2, 2, 2, 3)] * 2, 1e-5, 1e-6),
    ("seed443_f75_vjp_v1", "f75_vjp_v1", np.float32, [(2, 2, 3)] * 2, 1e-5, 1e-6),
    ("seed469_f218", "f218", np.float16, [(3, 4)], 0, 0),
    ("seed472_f7", "f7", np.uint64, [(5,)], 0, 0),
    ("seed470_f202_j0_v1", "f202_j0_v1", np.float32, [(2, 4)] * 4, 1e-6, 1e-6),
    ("seed481_f271", "f271", np.int32, [(2, 3)] * 2, 0, 0),
    ("seed1_layout_f8", "f8", np.uint32, [(2, 3)] * 2, 0, 0),
    ("seed1_layout_f85", "f85", np.int8, [(5,)] * 2, 0, 0),
    ("seed1_layout_f93", "f93", np.int32, [(2, 3)], 0, 0),
    ("seed512_layout_f217", "f217", np.uint32, [(4,)], 0, 0),
    ("seed513_layout_f214", "f214", ml_dtypes.bfloat16, [(4,)], 0, 0),
    ("seed511_f233_j0", "f233_j0", np.float32, [(4,)] * 2, 1e-6, 1e-6),
    ("seed511_f176_vjp_v1", "f176_vjp_v1", np.float32, [(4, 3)] * 2, 1e-5, 1e-6),
    ("seed520_f247", "f247", np.uint32, [(2, 3)] * 2, 0, 0),
    ("seed511_f276_v0_v1", "f276_v0_v1", np.float32, [(3, 3, 3, 4)] * 2, 1e-6, 1e-6),
    ("seed520_f216", "f216", np.uint64, [(4,)], 0, 0),
    ("seed521_f122_vjp", "f122_vjp", np.float32, [(5,)] * 2, 1e-6, 1e-6),
    ("seed531_f150_v0_v1", "f150_v0_v1", np.float32, [(3, 2, 3, 4)] * 2, 1e-6, 1e-6),
    ("seed534_f297_v0_vjp", "f297_v0_vjp", np.float32, [(3, 2, 4), (2, 3, 4)], 1e-5, 1e-6),
    ("seed475_f140_v0_vjp", "f140_v0_vjp", np.float32, [(3, 2, 3), (2, 3, 3)], 1e-6, 1e-6),
    ("seed534_f239_v0_vjp_v2", "f239_v0_vjp_v2", np.float32, [(2, 2, 3), (2, 2, 2, 3)], 1e-6,
     1e-6),
    ("seed545_f19_v0_v1", "f19_v0_v1", np.float32, [(2, 3, 2, 3)], 1e-6, 1e-6),
]


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
@pytest.mark.parametrize("case,entry,dtype,shapes,rtol,atol", GUARDED_FINDINGS,
                         ids=[row[0] for row in GUARDED_FINDINGS])
def test_guarded_findings_give_the_references_values(case, entry, dtype, shapes, rtol,
                                                      atol, host_loops):
    got, want, _ = _run_recorded(case, entry, host_loops)
    assert [g.shape for g in got] == shapes
    for g, w in zip(got, want):
        assert g.dtype == dtype
        np.testing.assert_allclose(g, np.asarray(w), rtol=rtol, atol=atol)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_seed418_f60_overflowing_jvp_agrees_under_the_checker(host_loops):
    """seed418_f60_v0_j1.mlir: a jvp whose primal overflows; at [1, 0, 1] of the tangent
    the reference gives NaN (inf - inf) and the compiled program an infinity (a fused
    multiply-add), which the checker counts as agreeing; every other element agrees."""
    got, want, _ = _run_recorded("seed418_f60_v0_j1", "f60_v0_j1", host_loops)
    assert np.isnan(np.asarray(want[1])[1, 0, 1])
    assert same_values(want, got, "f32") is None


@pytest.mark.parametrize("case,entry,host_loops", [
    ("seed425_f146_vjp_v1", "f146_vjp_v1", False), ("seed429_f56_v0_j1", "f56_v0_j1", True),
    ("seed431_f7_v0_vjp_v2", "f7_v0_vjp_v2", False)])
def test_float32_rounding_of_cancelling_elements_agrees(case, entry, host_loops):
    """Three findings off by 2-4 ulps of their rows' scale on an element that cancels:
    within the checker's ULPS_OF_SCALE; 1e-3 of the scale off there is still a mismatch."""
    got, want, _ = _run_recorded(case, entry, host_loops)
    assert same_values(want, got, "f32") is None
    first = np.asarray(want[0])
    smallest = np.unravel_index(np.argmin(np.abs(first)), first.shape)
    off = [np.array(g) for g in got]
    off[0][smallest] += np.float32(1e-3 * max(1.0, float(np.max(np.abs(first)))))
    assert same_values(want, off, "f32") is not None


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_seed494_f44_differs_from_the_reference_by_float32_conditioning(host_loops):
    """seed494_f44_v0_j1_v2.mlir: compiled and reference differ by 2.4e-4 relative at
    [0, 1, 1, 1], while both are about 1.1% from the program evaluated in float64: the
    float32 program amplifies rounding there; every other element agrees closely."""
    got, want, inputs = _run_recorded("seed494_f44_v0_j1_v2", "f44_v0_j1_v2", host_loops)
    text = recorded_case(FIXED / "seed494_f44_v0_j1_v2.mlir", "f44_v0_j1_v2")[0]
    wide = evaluate(text.replace("f32", "f64"),
                    *[np.asarray(x, np.float64) if x.dtype == np.float32 else x
                      for x in inputs], function="f44_v0_j1_v2")
    at = (0, 1, 1, 1)
    g, w, f = (float(np.asarray(v[0])[at]) for v in (got, want, wide))
    assert abs(g - w) / abs(w) < 5e-4
    assert abs(g - f) / abs(f) > 5e-3 and abs(w - f) / abs(f) > 5e-3
    for k, (gk, wk) in enumerate(zip(got, want)):
        scale = max(1.0, float(np.max(np.abs(wk))))
        np.testing.assert_allclose(gk, wk, rtol=1e-3, atol=1e-6 * scale, err_msg=str(k))


def test_the_checker_takes_an_infinity_for_a_reference_nan_only():
    nan, inf = np.float32(np.nan), np.float32(np.inf)
    assert same_values([np.array([nan, 1], np.float32)], [np.array([-inf, 1], np.float32)],
                       "f32") is None
    assert same_values([np.array([inf, 1], np.float32)], [np.array([nan, 1], np.float32)],
                       "f32") is not None
    assert same_values([np.array([2, 1], np.float32)], [np.array([nan, 1], np.float32)],
                       "f32") is not None
    assert same_values([np.array([2, 1], np.float32)], [np.array([inf, 1], np.float32)],
                       "f32") is not None


# Findings that failed at run time with "ref is null" or "indirect buffer reference slot 0
# is out range" (IREE 3.13's VM moving a repeated branch operand out of a register another
# block argument kept), fixed by dialects/vm_branches.py: (file, entry).
VM_BRANCH_FINDINGS = [("seed409_f125_v0_vjp", "f125_v0_vjp"), ("seed412_f81_v0_vjp", "f81_v0_vjp"),
                      ("seed415_f268_v0_vjp_v2", "f268_v0_vjp_v2"), ("seed420_f58_v0_vjp", "f58_v0_vjp"),
                      ("seed420_f67_v0_v1_vjp", "f67_v0_v1_vjp"), ("seed420_f81_v0_j1", "f81_v0_j1"),
                      ("seed428_f236", "f236")]


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
@pytest.mark.parametrize("case,entry", [("seed430_f42", "f42"), ("seed434_f219", "f219"),
                                        ("seed446_f110", "f110"), ("seed458_f235", "f235")])
def test_self_update_in_a_flag_loop_compiles(case, entry, host_loops):
    """seed430_f42.mlir (ui32: iree-compile gave up, "maximum iteration count exceeded in
    fixed point pipeline", with host loops): hostcall-guard-self-updates' barrier stood in
    the loop body; its copy's barrier now stands before the loop.  seed434_f219.mlir (f16,
    the same give-up): hostcall-guard-returned-arguments' copy, in the loop body, of the
    case result the body updates; every copy's zeros now stand before the outermost loop
    (passes/_copies.py).  seed446_f110.mlir (i8, iree-compile crashed with host loops):
    hostcall-guard-unread-carries now counts a carry read only by dead ops as unread."""
    got, want, _ = _run_recorded(case, entry, host_loops)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, np.asarray(w))


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
@pytest.mark.parametrize("case,entry", VM_BRANCH_FINDINGS)
def test_vm_branch_findings_run(case, entry, host_loops):
    """Each gives the reference's values (float64 ones to 1e-12, float32 to 1e-5)."""
    got, want, _ = _run_recorded(case, entry, host_loops)
    for g, w in zip(got, want):
        w = np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape
        tol = 1e-12 if w.dtype == np.float64 else 1e-5
        np.testing.assert_allclose(g, w, rtol=tol, atol=tol)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_jvp_of_a_rejection_loop_in_a_branch_runs(host_loops):
    """seed406_f256_j0.mlir (was open: "indirect buffer reference slot 0 is out range" in
    hal.command_buffer.copy_buffer): the host loop's two computed tangent carries shared
    one buffer that IREE 3.13's VM passed in two block arguments, one left null
    (dialects/vm_branches.py; tests/test_vm_branches.py has the canary)."""
    got, want, _ = _run_recorded("seed406_f256_j0", "f256_j0", host_loops)
    assert len(got) == 2
    for g, w in zip(got, want):
        assert g.dtype == np.float64
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_vjp_of_vmap_of_nested_switches_runs(host_loops):
    """seed409_f283_v0_vjp.mlir (was open: "indirect buffer reference slot 0 is out range"
    in hal.command_buffer.dispatch): a branch of the transposed outer switch returns two
    results of a nested switch, packed by IREE 3.13 into one buffer that its VM passed in
    two block arguments of the merge (dialects/vm_branches.py).  At these inputs the second switch takes ``x - x``: the cotangents are zeros."""
    got, want, _ = _run_recorded("seed409_f283_v0_vjp", "f283_v0_vjp", host_loops)
    assert len(got) == 2
    for g, w in zip(got, want):
        assert g.dtype == np.float32 and g.shape == (3, 4, 3)
        np.testing.assert_array_equal(np.asarray(w), np.zeros((3, 4, 3), np.float32))
        np.testing.assert_array_equal(g, np.asarray(w))


def test_gradient_of_a_switch_returning_two_results_of_a_nested_switch():
    """The shape of seed409_f283 through the public API: a switch branch returning two
    results of a nested switch, vmapped and differentiated, eager and under jit (the
    VM rewrite leaves the values as they are).  The gradients by hand: branch (x*y,
    x+y) gives (2y + 3, 2x + 3), branch (sin x, y*y) gives (2 cos x, 6y)."""
    import hostcall.numpy as jnp

    def f(x, y, i, j):
        def nested(x, y):
            a, b = lax.switch(j, [lambda x, y: (x * y, x + y),
                                  lambda x, y: (jnp.sin(x), y * y)], x, y)
            return jnp.zeros_like(x), a, b
        r = lax.switch(i, [lambda x, y: (-x, -x, y), nested], x, y)
        return jnp.sum(r[0] + 2 * r[1] + 3 * r[2])
    x = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -3.0]], np.float32)
    y = x[::-1].copy()
    j = np.array([0, 1], np.int32)
    want_x = np.stack([2 * y[0] + 3, 2 * np.cos(x[1])])
    want_y = np.stack([2 * x[0] + 3, 6 * y[1]])
    g = hostcall.vmap(hostcall.grad(f, argnums=(0, 1)), in_axes=(0, 0, None, 0))
    for fn in (g, hostcall.jit(g)):
        gx, gy = fn(x, y, np.int32(1), j)
        np.testing.assert_allclose(np.asarray(gx), want_x, rtol=1e-6)
        np.testing.assert_allclose(np.asarray(gy), want_y, rtol=1e-6)


def _rejection_rounds(x, a, n):
    """numpy's values of the program below: per round, the carry shifted right by a & 3,
    then a loop of at most 3 trips on (u, v) until u's first element exceeds 40."""
    for _ in range(n):
        u = x >> (a & 3)
        v = x * 3
        j, done = 0, False
        while not done and j < 3:
            u, v = u + v, v - 1
            done, j = u[0] > 40, j + 1
        x = np.minimum(u, v)
    return x


@pytest.mark.parametrize("host_loops", [False, True], ids=["default", "host_loops"])
def test_rejection_loop_in_a_loop_body_from_two_computed_arrays(host_loops):
    """A while on a flag inside a fori_loop, starting from two arrays the outer body
    computes (the shape of seed409_f86, whose packed entry IREE 3.13's VM passed in two
    block arguments: dialects/vm_branches.py) gives numpy's loop by hand."""
    def f(x, a):
        def round_(_, x):
            def cond(s):
                j, done, _, _ = s
                return (j < 3) & ~done
            def body(s):
                j, _, u, v = s
                u = u + v
                return j + 1, u[0] > 40, u, v - 1
            init = (np.int32(0), np.bool_(False), lax.shift_right_arithmetic(x, a & 3), x * 3)
            _, _, u, v = lax.while_loop(cond, body, init)
            return lax.min(u, v)
        return lax.fori_loop(0, 2, round_, x)
    x = np.array([5, -7, 12, 3], np.int32)
    a = np.array([1, 2, 7, 0], np.int32)
    lowered = hostcall.jit(f).lower(x, a)
    if host_loops:
        lowered = Lowered(lowered.traced, lowered.backend, host_loop_pipeline())
        assert KERNEL not in lowered.lowered_text
    np.testing.assert_array_equal(np.asarray(lowered.compile()(x, a)), _rejection_rounds(x, a, 2))

