"""stablehlo.fft through hostcall-lower-fft, against numpy.fft.

IREE 3.13 stops at "failed to legalize operation 'stablehlo.fft'"; the pass rewrites
FFT, IFFT, RFFT and IRFFT over the last 1-3 axes into DFT-matrix products (short and
small prime lengths), four-step radix stages (composite lengths) and Bluestein chirps
(long primes).  The error bound is normwise: max |got - numpy| / max |numpy| within
2 log2(N) ulps of the working precision (N the number of points transformed).
"""
import math
import subprocess
import sys

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax, passes, reference
from hostcall.test_util import check_grads

from helpers import iree_compile_raw, run_text, tensor_type

NUMPY = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn,
         "IRFFT": np.fft.irfftn}

# (kind, batch shape, fft_length): every code path of the pass
CASES = [
    ("FFT", (3,), [8]),            # one matrix product
    ("FFT", (2,), [17]),           # a prime, one product
    ("FFT", (2,), [60]),           # four-step 6 x 10
    ("IFFT", (), [1024]),          # four-step, nested
    ("FFT", (2,), [131]),          # Bluestein (a prime above 128)
    ("IFFT", (), [139]),
    ("RFFT", (2,), [7]),
    ("RFFT", (2,), [50]),          # four-step, first half kept
    ("RFFT", (), [1]),
    ("RFFT", (2,), [137]),         # Bluestein on a real input
    ("IRFFT", (2,), [9]),          # weighted cosine and sine sums
    ("IRFFT", (2,), [50]),         # Hermitian completion, then four-step
    ("IRFFT", (), [131]),          # Hermitian completion, then Bluestein
    ("FFT", (2,), [6, 20]),
    ("IFFT", (), [3, 4, 5]),
    ("RFFT", (2,), [6, 10]),
    ("IRFFT", (), [2, 3, 18]),
]


def _types(kind, batch, lengths, real):
    cplx = np.complex128 if real == np.float64 else np.complex64
    ins, outs = list(batch) + list(lengths), list(batch) + list(lengths)
    if kind == "RFFT":
        outs[-1] = lengths[-1] // 2 + 1
        return ins, real, outs, cplx
    if kind == "IRFFT":
        ins[-1] = lengths[-1] // 2 + 1
        return ins, cplx, outs, real
    return ins, cplx, outs, cplx


def cases_module(cases, real):
    """@main taking one operand per case and returning each case's stablehlo.fft."""
    args, body, results = [], [], []
    for k, (kind, batch, lengths) in enumerate(cases):
        ins, idt, outs, odt = _types(kind, batch, lengths, real)
        it, ot = tensor_type(ins, idt), tensor_type(outs, odt)
        args.append(f"%x{k}: {it}")
        body.append(f"  %r{k} = stablehlo.fft %x{k}, type = {kind}, length = "
                    f"[{', '.join(map(str, lengths))}] : ({it}) -> {ot}")
        results.append((f"%r{k}", ot))
    return (f"func.func @main({', '.join(args)}) -> ({', '.join(t for _, t in results)}) {{\n"
            + "\n".join(body) + f"\n  return {', '.join(r for r, _ in results)} : "
            f"{', '.join(t for _, t in results)}\n}}\n")


def case_inputs(cases, real, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for kind, batch, lengths in cases:
        ins, idt, _, _ = _types(kind, batch, lengths, real)
        x = rng.normal(size=ins)
        if np.dtype(idt).kind == "c":
            x = x + 1j * rng.normal(size=ins)
        out.append(x.astype(idt))
    return out


def _check(got, x, kind, lengths, eps, what):
    axes = tuple(range(x.ndim - len(lengths), x.ndim))
    wide = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    want = NUMPY[kind](wide, s=lengths, axes=axes)
    assert got.shape == want.shape, what
    err = np.abs(got - want).max() / np.abs(want).max() / eps
    assert err <= 2 * max(1, math.log2(math.prod(lengths))), (what, err)


@pytest.mark.parametrize("real", [np.float32, np.float64])
def test_every_kind_and_length_matches_numpy_within_a_few_ulps_log_n(real):
    text = cases_module(CASES, real)
    xs = case_inputs(CASES, real)
    with hostcall.experimental.enable_x64():
        got = run_text(text, *xs)
    eps = np.finfo(real).eps
    for g, x, (kind, batch, lengths) in zip(got, xs, CASES):
        assert g.dtype == (real if kind == "IRFFT" else
                           np.complex128 if real == np.float64 else np.complex64)
        _check(g, x, kind, lengths, eps, (kind, batch, lengths))
    for r, x, (kind, batch, lengths) in zip(reference.evaluate(text, *xs), xs, CASES):
        _check(r, x, kind, lengths, eps, ("reference", kind, lengths))


def test_irfft_ignores_the_imaginary_parts_numpy_ignores():
    # the imaginary parts of the zero and n/2 frequencies are not part of a real signal
    cases = [("IRFFT", (), [8]), ("IRFFT", (), [40])]
    xs = case_inputs(cases, np.float32, seed=3)
    got = run_text(cases_module(cases, np.float32), *xs)
    for g, x, (_, _, lengths) in zip(got, xs, cases):
        np.testing.assert_allclose(g, np.fft.irfft(x, lengths[0]), atol=1e-6)


def test_pass_leaves_no_fft_and_is_in_jits_pipeline():
    assert "hostcall-lower-fft" in passes.default_pipeline().split(",")
    module = passes.run(cases_module(CASES, np.float32), "hostcall-lower-fft")
    text = str(module)
    assert "stablehlo.fft" not in text
    assert "stablehlo.dot_general" in text and "stablehlo.pad" in text   # Bluestein


def test_hostcall_opt_lowers_a_foreign_module(tmp_path):
    path = tmp_path / "fft.mlir"
    path.write_text(cases_module([("RFFT", (4,), [32])], np.float32))
    proc = subprocess.run([sys.executable, "-m", "hostcall.tools.opt", str(path), "-p",
                           "hostcall-lower-fft"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "stablehlo.fft" not in proc.stdout and "stablehlo.complex" in proc.stdout


# ------------------------------------------------------------------- front end
RS = np.random.RandomState(1)
X3 = RS.randn(2, 3, 8).astype(np.float32)
Z3 = (RS.randn(2, 3, 8) + 1j * RS.randn(2, 3, 8)).astype(np.complex64)
X4 = RS.randn(2, 3, 4, 5).astype(np.float32)


def test_jnp_fft_emits_stablehlo_fft_and_matches_numpy_under_jit():
    f = hostcall.jit(lambda x: jnp.fft.fft(x))
    assert f.lower(Z3).as_text().count("stablehlo.fft") == 1
    ops = {
        "fft": (lambda z, x, x4: jnp.fft.fft(z, n=11, axis=1), lambda: np.fft.fft(Z3, 11, 1)),
        "ifft": (lambda z, x, x4: jnp.fft.ifft(z, norm="ortho"),
                 lambda: np.fft.ifft(Z3, norm="ortho")),
        "rfft": (lambda z, x, x4: jnp.fft.rfft(x, norm="forward"),
                 lambda: np.fft.rfft(X3, norm="forward")),
        "irfft": (lambda z, x, x4: jnp.fft.irfft(z, n=9, axis=0, norm="ortho"),
                  lambda: np.fft.irfft(Z3, 9, 0, norm="ortho")),
        "fft2": (lambda z, x, x4: jnp.fft.fft2(z, s=(4, 6)), lambda: np.fft.fft2(Z3, s=(4, 6))),
        "ifft2": (lambda z, x, x4: jnp.fft.ifft2(z), lambda: np.fft.ifft2(Z3)),
        "rfft2": (lambda z, x, x4: jnp.fft.rfft2(x), lambda: np.fft.rfft2(X3)),
        "irfft2": (lambda z, x, x4: jnp.fft.irfft2(z, axes=(0, 2)),
                   lambda: np.fft.irfft2(Z3, axes=(0, 2))),
        "fftn": (lambda z, x, x4: jnp.fft.fftn(x4), lambda: np.fft.fftn(X4)),   # 4 axes
        "ifftn": (lambda z, x, x4: jnp.fft.ifftn(z, axes=(2, 0)),
                  lambda: np.fft.ifftn(Z3, axes=(2, 0))),
        "rfftn": (lambda z, x, x4: jnp.fft.rfftn(x4, norm="ortho"),
                  lambda: np.fft.rfftn(X4, norm="ortho")),
        "irfftn": (lambda z, x, x4: jnp.fft.irfftn(jnp.fft.rfftn(x4), s=X4.shape),
                   lambda: X4),
        "fftshift": (lambda z, x, x4: jnp.fft.fftshift(x, axes=(1, 2)),
                     lambda: np.fft.fftshift(X3, axes=(1, 2))),
        "ifftshift": (lambda z, x, x4: jnp.fft.ifftshift(x4), lambda: np.fft.ifftshift(X4)),
    }
    got = hostcall.jit(lambda z, x, x4: {k: f(z, x, x4) for k, (f, _) in ops.items()})(
        Z3, X3, X4)
    for name, (_, want) in ops.items():
        ref = want()
        assert got[name].shape == ref.shape, name
        np.testing.assert_allclose(np.asarray(got[name]), ref, rtol=1e-5,
                                   atol=2e-6 * max(1, np.abs(ref).max()), err_msg=name)


def test_bad_arguments_are_named():
    with pytest.raises(TypeError, match="rfft: the input must be real"):
        jnp.fft.rfft(Z3)
    with pytest.raises(ValueError, match="fftn: s .* and axes .* must have the same length"):
        jnp.fft.fftn(Z3, s=(2, 2), axes=(0,))
    with pytest.raises(ValueError, match=r"fft: invalid number of data points \(0\)"):
        jnp.fft.fft(Z3, n=0)
    with pytest.raises(ValueError, match="ifft: norm must be"):
        jnp.fft.ifft(Z3, norm="sideways")
    with pytest.raises(TypeError, match="fft: IRFFT operand's trailing axes must be"):
        lax.fft(Z3, "IRFFT", [8])
    with pytest.raises(ValueError, match="fft_type must be one of"):
        lax.fft(Z3, "DCT", [8])


@pytest.mark.parametrize("kind, lengths", [("FFT", [8]), ("IFFT", [3, 8]), ("RFFT", [8]),
                                           ("IRFFT", [3, 14])])
def test_vmap_and_derivatives_of_each_kind(kind, lengths):
    if kind == "RFFT":
        x = X3
    elif kind == "IRFFT":
        x = np.fft.rfftn(RS.randn(2, 3, 14), axes=(1, 2)).astype(np.complex64)
    else:
        x = Z3

    def f(v):
        return lax.fft(v, kind, lengths)
    batched = np.asarray(hostcall.jit(hostcall.vmap(f))(x))
    np.testing.assert_allclose(batched, np.stack([np.asarray(f(v)) for v in x]), rtol=1e-5,
                               atol=1e-5)
    wide = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    with hostcall.experimental.enable_x64():
        check_grads(f, (wide,), order=1, modes=("fwd", "rev"))


def test_gradient_of_a_real_loss_through_rfft_and_irfft():
    w = RS.randn(5).astype(np.float32)

    def loss(x):
        y = jnp.fft.irfft(jnp.fft.rfft(x) * w, n=8)
        return jnp.sum(y * y)
    x = RS.randn(8)
    g = np.asarray(hostcall.jit(hostcall.grad(loss))(x.astype(np.float32)))

    def loss64(v):
        y = np.fft.irfft(np.fft.rfft(v) * w, n=8)
        return np.sum(y * y)
    fd = np.array([(loss64(x + e) - loss64(x - e)) / 2e-6 for e in np.eye(8) * 1e-6])
    np.testing.assert_allclose(g, fd, rtol=1e-4, atol=1e-5)


def test_second_order_derivatives_through_irfft():
    z = (RS.randn(2, 8) + 1j * RS.randn(2, 8))
    with hostcall.experimental.enable_x64():
        check_grads(lambda v: lax.fft(v, "IRFFT", [14]) ** 2, (z,), order=2, modes=("rev",))


FFT_OF_LENGTH_6 = """
func.func @main(%x: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
  %r = stablehlo.fft %x, type = FFT, length = [6] : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
  return %r : tensor<6xcomplex<f32>>
}
"""


@pytest.mark.canary("hostcall-lower-fft")
def test_canary_iree_rejects_an_fft_of_a_length_that_is_no_power_of_two(tmp_path):
    """Without hostcall-lower-fft iree-compile 3.13 fails on an FFT of length 6 (lengths
    that are powers of two it compiles).  When this fails, IREE compiles every FFT: the
    pass can go, if IREE's values are as accurate as the pass's."""
    done = iree_compile_raw(FFT_OF_LENGTH_6, tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert "failed to legalize operation 'stablehlo.fft'" in done.stderr
