"""Checks the numpy-layer tests share: results against numpy's, shape and dtype included."""
import warnings

import ml_dtypes
import numpy as np

nan = np.nan
# matrices for the reductions: column 1 of the first is all NaN
WITH_NAN_COLUMN = np.array([[1.0, nan, 3.0, -2.0, nan],
                            [4.0, nan, -1.0, 0.0, 2.0],
                            [nan, nan, 6.5, 1.0, 0.0],
                            [2.0, nan, 0.0, 0.0, -7.0]], np.float32)
MATRIX = np.array([[3.0, -1.0, 4.0, 1.0, -5.0],
                   [9.0, 2.0, 6.0, -5.0, 3.0],
                   [5.0, 8.0, -9.0, 7.0, 9.0],
                   [3.0, 2.0, 3.0, 8.0, -4.0]], np.float32)

def check(got, want, what="", rtol=1e-5, atol=1e-6):
    """Same shape and dtype; values equal (floats: close, NaN matches NaN)."""
    if isinstance(want, (list, tuple)):
        assert isinstance(got, (list, tuple)) and len(got) == len(want), what
        for i, (g, w) in enumerate(zip(got, want)):
            check(g, w, f"{what}[{i}]", rtol, atol)
        return
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, (what, got.shape, want.shape)
    assert got.dtype == want.dtype, (what, got.dtype, want.dtype)
    if got.dtype.kind == "f" or got.dtype == ml_dtypes.bfloat16:
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=rtol,
                                   atol=atol, err_msg=str(what))
    else:
        np.testing.assert_array_equal(got, want, err_msg=str(what))


def check_all(got, want, **tol):
    assert set(got) == set(want)
    for k in want:
        check(got[k], want[k], k, **tol)


def np_result(f, *args, dtype=None, **kw):
    """numpy's result (warnings about NaNs silenced), cast to the dtype JAX returns."""
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        out = f(*args, **kw)
    if isinstance(out, (list, tuple)):
        return type(out)(np.asarray(o, dtype=dtype) for o in out)
    return np.asarray(out, dtype=dtype) if dtype is not None else np.asarray(out)
