"""Chebyshev coefficients of Cephes' approximations of special functions, shared by the
front end's compositions and the derivative rules of the passes (data only).

``chbevl`` is Cephes' Clenshaw recurrence, written over the arithmetic it is given (numpy,
traced lax ops, or IR builders), so each caller evaluates the same series.
i0e(x) = chbevl(|x| / 2 - 2, A) for |x| <= 8, chbevl(32 / |x| - 2, B) / sqrt(|x|) above
(Cephes' i0e, float32 and float64 coefficient sets, as XLA and JAX).
"""
from __future__ import annotations

I0E_A64 = (
    -4.4153416464793395e-18,
    3.3307945188222384e-17,
    -2.431279846547955e-16,
    1.715391285555133e-15,
    -1.1685332877993451e-14,
    7.676185498604936e-14,
    -4.856446783111929e-13,
    2.95505266312964e-12,
    -1.726826291441556e-11,
    9.675809035373237e-11,
    -5.189795601635263e-10,
    2.6598237246823866e-09,
    -1.300025009986248e-08,
    6.046995022541919e-08,
    -2.670793853940612e-07,
    1.1173875391201037e-06,
    -4.4167383584587505e-06,
    1.6448448070728896e-05,
    -5.754195010082104e-05,
    0.00018850288509584165,
    -0.0005763755745385824,
    0.0016394756169413357,
    -0.004324309995050576,
    0.010546460394594998,
    -0.02373741480589947,
    0.04930528423967071,
    -0.09490109704804764,
    0.17162090152220877,
    -0.3046826723431984,
    0.6767952744094761,
)

I0E_B64 = (
    -7.233180487874754e-18,
    -4.830504485944182e-18,
    4.46562142029676e-17,
    3.461222867697461e-17,
    -2.8276239805165836e-16,
    -3.425485619677219e-16,
    1.7725601330565263e-15,
    3.8116806693526224e-15,
    -9.554846698828307e-15,
    -4.150569347287222e-14,
    1.54008621752141e-14,
    3.8527783827421426e-13,
    7.180124451383666e-13,
    -1.7941785315068062e-12,
    -1.3215811840447713e-11,
    -3.1499165279632416e-11,
    1.1889147107846439e-11,
    4.94060238822497e-10,
    3.3962320257083865e-09,
    2.266668990498178e-08,
    2.0489185894690638e-07,
    2.8913705208347567e-06,
    6.889758346916825e-05,
    0.0033691164782556943,
    0.8044904110141088,
)

# float32 takes the last (largest) coefficients of the same series: the smaller ones are
# below its precision
I0E_A32 = I0E_A64[-18:]
I0E_B32 = I0E_B64[-7:]




def i0e_coefficients(float64: bool) -> tuple[tuple, tuple]:
    """(A, B) of Cephes' i0e for float64, or for float32 (and narrower, computed in f32)."""
    return (I0E_A64, I0E_B64) if float64 else (I0E_A32, I0E_B32)


def chbevl(x, coefficients, const, add, sub, mul):
    """sum_k c_k T_k(x / 2) / 2 by Clenshaw's recurrence; ``const(c)`` makes a constant
    like ``x`` and ``add`` / ``sub`` / ``mul`` are the arithmetic of x's kind."""
    b0 = b1 = b2 = const(0.0)
    for c in coefficients:
        b2, b1 = b1, b0
        b0 = add(sub(mul(x, b1), b2), const(c))
    return mul(const(0.5), sub(b0, b2))
