"""JAX's dtype rules: the promotion table, canonicalization and weak types.

The table is JAX's documented one ("Type promotion semantics"): the least upper bound
in the lattice  b -> i* -> {u8, i8};  u8 -> u16 -> u32 -> u64 -> f*;  u8 -> i16,
u16 -> i32, u32 -> i64;  i8 -> i16 -> i32 -> i64 -> f*;  f* -> {bf16, f16, c*};
bf16, f16 -> f32 -> f64 -> c128;  f32 -> c64;  c* -> c64 -> c128.
"""
import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.experimental import enable_x64

_TABLE = """
     b    u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i*   f*   c*
b    b    u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i*   f*   c*
u8   u8   u8   u16  u32  u64  i16  i16  i32  i64  bf16 f16  f32  f64  c64  c128 u8   f*   c*
u16  u16  u16  u16  u32  u64  i32  i32  i32  i64  bf16 f16  f32  f64  c64  c128 u16  f*   c*
u32  u32  u32  u32  u32  u64  i64  i64  i64  i64  bf16 f16  f32  f64  c64  c128 u32  f*   c*
u64  u64  u64  u64  u64  u64  f*   f*   f*   f*   bf16 f16  f32  f64  c64  c128 u64  f*   c*
i8   i8   i16  i32  i64  f*   i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i8   f*   c*
i16  i16  i16  i32  i64  f*   i16  i16  i32  i64  bf16 f16  f32  f64  c64  c128 i16  f*   c*
i32  i32  i32  i32  i64  f*   i32  i32  i32  i64  bf16 f16  f32  f64  c64  c128 i32  f*   c*
i64  i64  i64  i64  i64  f*   i64  i64  i64  i64  bf16 f16  f32  f64  c64  c128 i64  f*   c*
bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 f32  f32  f64  c64  c128 bf16 bf16 c64
f16  f16  f16  f16  f16  f16  f16  f16  f16  f16  f32  f16  f32  f64  c64  c128 f16  f16  c64
f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f64  c64  c128 f32  f32  c64
f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  c128 c128 f64  f64  c128
c64  c64  c64  c64  c64  c64  c64  c64  c64  c64  c64  c64  c64  c128 c64  c128 c64  c64  c64
c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128
i*   i*   u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i*   f*   c*
f*   f*   f*   f*   f*   f*   f*   f*   f*   f*   bf16 f16  f32  f64  c64  c128 f*   f*   c*
c*   c*   c*   c*   c*   c*   c*   c*   c*   c*   c64  c64  c64  c128 c64  c128 c*   c*   c*
"""

_NAMES = {"b": np.bool_, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32,
          "u64": np.uint64, "i8": np.int8, "i16": np.int16, "i32": np.int32,
          "i64": np.int64, "bf16": ml_dtypes.bfloat16, "f16": np.float16,
          "f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}
_WEAK_SCALARS = {"i*": 1, "f*": 1.0, "c*": 1j}
_WEAK_TYPES = {"i*": int, "f*": float, "c*": complex}
_NARROW = {"u64": "u32", "i64": "i32", "f64": "f32", "c128": "c64"}


def _parse_table():
    lines = _TABLE.strip().splitlines()
    cols = lines[0].split()
    table = {}
    for line in lines[1:]:
        row, *cells = line.split()
        for col, cell in zip(cols, cells):
            table[row, col] = cell
    return cols, table


COLS, TABLE = _parse_table()
PAIRS = [(a, b) for a in COLS for b in COLS]


def _expected(cell: str, x64: bool):
    """(dtype, weak_type) that a table cell means in the given mode."""
    if cell in _WEAK_TYPES:
        default = {"i*": "i64", "f*": "f64", "c*": "c128"}[cell]
        default = default if x64 else _NARROW[default]
        return np.dtype(_NAMES[default]), True
    if not x64:
        cell = _NARROW.get(cell, cell)
    return np.dtype(_NAMES[cell]), False


def _operand(name: str):
    """An array of the table's type: strong dtypes as arrays, weak ones as Python scalars
    turned into (weakly typed) arrays."""
    if name in _WEAK_SCALARS:
        return jnp.asarray(_WEAK_SCALARS[name])
    return jnp.zeros((), _NAMES[name])


def test_table_is_symmetric():
    for a, b in PAIRS:
        assert TABLE[a, b] == TABLE[b, a], (a, b)


@pytest.mark.parametrize("a", COLS)
def test_promotion_table_x64(x64, a):
    for b in COLS:
        out = jnp.add(_operand(a), _operand(b))
        assert (out.dtype, out.weak_type) == _expected(TABLE[a, b], True), (a, b)


@pytest.mark.parametrize("a", COLS)
def test_promotion_table_x32(x32, a):
    # With x64 off, arrays are canonicalized when they are made (u64 -> u32, ...),
    # so the table applies to the narrowed operand types.
    for b in COLS:
        na, nb = _NARROW.get(a, a), _NARROW.get(b, b)
        out = jnp.add(_operand(a), _operand(b))
        assert (out.dtype, out.weak_type) == _expected(TABLE[na, nb], False), (a, b)


@pytest.mark.parametrize("x64_on", [False, True])
def test_result_type_of_dtypes(x64_on):
    # result_type on types: the lattice join, canonicalized at the end (never weak).
    with enable_x64(x64_on):
        for a, b in PAIRS:
            ta = _WEAK_TYPES.get(a) or _NAMES[a]
            tb = _WEAK_TYPES.get(b) or _NAMES[b]
            cell = TABLE[a, b]
            want = _expected(cell, True)[0]
            if not x64_on:
                want = np.dtype({np.dtype(np.uint64): np.uint32, np.dtype(np.int64): np.int32,
                                 np.dtype(np.float64): np.float32,
                                 np.dtype(np.complex128): np.complex64}.get(want, want))
            assert jnp.result_type(ta, tb) == want, (a, b, x64_on)


def test_all_weak_operands_keep_their_widths(x64):
    # JAX: when every operand is weak, the result is the join of their (strong) dtypes,
    # weakly typed; a weak float32 plus a weak int64 stays float32.
    hostcall.config.update("enable_x64", False)
    weak_f32 = jnp.asarray(1.5)
    hostcall.config.update("enable_x64", True)
    out = weak_f32 + 2
    assert (out.dtype, out.weak_type) == (np.dtype(np.float32), True)


def test_bool_result_is_never_weak():
    out = jnp.asarray(True) & jnp.asarray(False)
    assert out.dtype == np.bool_ and not out.weak_type
    assert not (jnp.asarray(1) > 0).weak_type


# -------------------------------------------------------------- canonicalization
@pytest.mark.parametrize("src, want", [
    (np.int64, np.int32), (np.uint64, np.uint32), (np.float64, np.float32),
    (np.complex128, np.complex64), (np.int16, np.int16), (np.float16, np.float16),
    (ml_dtypes.bfloat16, ml_dtypes.bfloat16), (np.bool_, np.bool_)])
def test_64_bit_inputs_narrow_with_x64_off(x32, src, want):
    x = jnp.asarray(np.zeros(3, src))
    assert x.dtype == np.dtype(want)
    assert jnp.zeros(2, src).dtype == np.dtype(want)
    assert jnp.asarray([1.5, 2.5]).dtype == np.float32
    assert jnp.arange(3).dtype == np.int32


@pytest.mark.parametrize("src", [np.int64, np.uint64, np.float64, np.complex128])
def test_64_bit_inputs_kept_with_x64_on(x64, src):
    assert jnp.asarray(np.zeros(3, src)).dtype == np.dtype(src)
    assert jnp.arange(3).dtype == np.int64
    assert jnp.asarray([1.5]).dtype == np.float64


def test_compiled_inputs_canonicalize(x32):
    f = hostcall.jit(lambda x: x * 2)
    out = f(np.arange(3, dtype=np.float64))
    assert out.dtype == np.float32
    np.testing.assert_array_equal(np.asarray(out), [0, 2, 4])


# ------------------------------------------------------------------ weak types
def test_python_scalars_are_weak(x32):
    for value, dtype in [(1, np.int32), (1.0, np.float32), (1j, np.complex64)]:
        a = jnp.asarray(value)
        assert (a.dtype, a.weak_type) == (np.dtype(dtype), True)
    b = jnp.asarray(True)
    assert (b.dtype, b.weak_type) == (np.dtype(np.bool_), False)
    assert not jnp.asarray(1, dtype=jnp.int32).weak_type


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.int8, np.uint8])
def test_weak_scalar_does_not_widen(x32, dtype):
    x = jnp.ones(3, dtype)
    out = x + 1
    assert (out.dtype, out.weak_type) == (np.dtype(dtype), False)
    out = 2 * x
    assert out.dtype == np.dtype(dtype)
    if np.dtype(dtype).kind == "f" or dtype is ml_dtypes.bfloat16:
        assert (x * 1.5).dtype == np.dtype(dtype)
    else:
        # an integer array with a Python float gives the default float, weakly typed
        out = x * 1.5
        assert (out.dtype, out.weak_type) == (np.dtype(np.float32), True)


def test_int_array_with_python_float(x32):
    out = jnp.int32(3) + 1.5
    assert (out.dtype, out.weak_type) == (np.dtype(np.float32), True)
    assert float(out) == 4.5
    out = jnp.arange(3) * 0.5
    assert (out.dtype, out.weak_type) == (np.dtype(np.float32), True)


def test_weak_types_propagate(x32):
    w = jnp.asarray(2.0)
    assert (w * w).weak_type and jnp.sin(w).weak_type and (-w).weak_type
    assert not (w * jnp.float32(2)).weak_type
    assert (w + jnp.ones(2, jnp.float16)).dtype == np.float16


def test_weak_types_under_jit(x32):
    f = hostcall.jit(lambda x, y: (x * y, x + 1.0, y * 2))
    a, b, c = f(jnp.ones(2, jnp.float16), 3.0)
    assert a.dtype == np.float16 and not a.weak_type
    assert b.dtype == np.float16
    assert (c.dtype, c.weak_type) == (np.dtype(np.float32), True)


def test_result_type_of_values(x32):
    assert jnp.result_type(jnp.ones(2, jnp.int8), 1) == np.int8
    assert jnp.result_type(jnp.ones(2, jnp.int8), 1.0) == np.float32
    assert jnp.result_type(np.uint8, np.int8) == np.int16
    assert jnp.result_type(np.float16, ml_dtypes.bfloat16) == np.float32


def test_env_var_enables_x64_in_a_new_process():
    code = ("import hostcall, hostcall.numpy as jnp;"
            "print(jnp.arange(3).dtype, (jnp.ones(2) + 1).dtype, jnp.asarray(1.5).dtype)")
    env = dict(os.environ, HOSTCALL_ENABLE_X64="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["int64", "float64", "float64"]


def test_jax_prefixed_config_name(x32):
    hostcall.config.update("jax_enable_x64", True)
    assert hostcall.config.read("enable_x64") is True
    assert hostcall.config.jax_enable_x64
    with pytest.raises(AttributeError, match="Unrecognized config option"):
        hostcall.config.update("jax_no_such_flag", 1)


def test_enable_x64_context_manager_restores_the_previous_mode(x32):
    from hostcall.experimental import disable_x64
    with enable_x64():
        assert jnp.asarray(1.5, jnp.float64).dtype == np.float64
        with disable_x64():
            assert jnp.asarray(1.5, jnp.float64).dtype == np.float32
        assert hostcall.config.read("enable_x64") is True
    assert hostcall.config.read("enable_x64") is False
