"""Bad input raises clear errors naming the op, the shapes/dtypes and the user's line."""
import inspect
import re

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.core import ConcretizationTypeError, UnexpectedTracerError


def _here(offset=1) -> str:
    """'file:line' of the caller's line plus ``offset`` (the line that will fail)."""
    f = inspect.currentframe().f_back
    return re.escape(f"{__file__}:{f.f_lineno + offset}")


@pytest.mark.parametrize("compiled", [False, True])
def test_broadcast_shape_mismatch(compiled):
    def g(x, y):
        loc = _here()
        return x + y, loc

    f = hostcall.jit(g) if compiled else g
    try:
        f(jnp.ones(3), jnp.ones(4))
    except ValueError as e:
        msg = str(e)
    else:
        pytest.fail("no error")
    line = inspect.getsourcelines(g)[1] + 2
    assert re.search(r"add: incompatible shapes for broadcasting: \(3,\), \(4,\)", msg)
    assert f"{__file__}:{line}" in msg


def test_lax_shape_and_dtype_mismatch():
    with pytest.raises(TypeError, match=r"add requires arguments of the same shape, got "
                       r"f32\[3\], f32\[4\] at " + _here()):
        lax.add(jnp.ones(3), jnp.ones(4))
    with pytest.raises(TypeError, match=r"mul requires arguments of the same dtype, got "
                       r"f32\[3\], i32\[3\] at " + _here()):
        lax.mul(jnp.ones(3), jnp.ones(3, jnp.int32))


def test_structural_errors_name_op_and_shapes():
    with pytest.raises(TypeError, match=r"reshape: cannot reshape f32\[6\].*\(4, 2\) at "
                       + _here()):
        jnp.reshape(jnp.ones(6), (4, 2))
    with pytest.raises(ValueError, match=r"matmul: contracting dimension mismatch: \(2, 3\) @ "
                       r"\(2, 3\) \(dtypes float32, float32\) at " + _here()):
        jnp.matmul(jnp.ones((2, 3)), jnp.ones((2, 3)))
    with pytest.raises(TypeError, match=r"concatenate.*f32\[2,3\], f32\[3,2\] at " + _here()):
        jnp.concatenate([jnp.ones((2, 3)), jnp.ones((3, 2))])
    with pytest.raises(ValueError, match=r"axis 1 is out of bounds for array of dimension 1 at "
                       + _here()):
        jnp.sum(jnp.ones(3), axis=1)
    with pytest.raises(TypeError, match=r"sin does not accept dtype int32.*at " + _here()):
        lax.sin(jnp.ones(2, jnp.int32))


def test_errors_inside_jit_point_at_the_traced_line():
    def g(x):
        return lax.dot_general(x, x[:2], (((0,), (0,)), ((), ())))

    line = inspect.getsourcelines(g)[1] + 1
    with pytest.raises(TypeError, match=r"dot_general contracting dimensions \(0,\) of f32\[3\] "
                       r"and \(0,\) of f32\[2\] do not match at " + re.escape(
                           f"{__file__}:{line}")):
        hostcall.jit(g)(jnp.ones(3))


@pytest.mark.parametrize("bad, dtype_text", [
    (np.array(["a", "b"]), "<U1"),
    (np.ones(2, np.longdouble), np.dtype(np.longdouble).name),
])
def test_unsupported_dtypes(bad, dtype_text):
    if np.dtype(np.longdouble) == np.float64 and dtype_text == "float64":
        pytest.skip("long double is double on this platform")
    with pytest.raises(TypeError, match=rf"does not support dtype {re.escape(dtype_text)} "
                       r".*supported: .*float32.* at " + _here()):
        jnp.asarray(bad)
    with pytest.raises(TypeError, match=rf"does not support dtype {re.escape(dtype_text)}"):
        jnp.sin(bad)
    with pytest.raises(TypeError, match=r"<lambda>: argument leaf 0 of type ndarray is not a "
                       r"valid array for jit .*called at " + _here()):
        hostcall.jit(lambda x: x)(bad)


def test_object_arrays_and_non_array_arguments():
    with pytest.raises(TypeError, match=r"cannot convert ndarray .* \(an object array\) at "
                       + _here()):
        jnp.asarray(np.array([object(), 1], dtype=object))
    with pytest.raises(TypeError, match=r"argument leaf 1 of type str is not a valid array .*"
                       r"called at " + _here() + r".*static_argnums"):
        hostcall.jit(lambda x, s: x)(jnp.ones(2), "text")
    with pytest.raises(TypeError, match=r"does not support dtype <U0"):
        jnp.ones(2).astype(np.str_)


def test_python_control_flow_on_a_tracer():
    def g(x):
        if x > 0:
            return x
        return -x

    line = inspect.getsourcelines(g)[1] + 1
    with pytest.raises(ConcretizationTypeError, match=r"truth value of a traced array.* at "
                       + re.escape(f"{__file__}:{line}") + r".*Traced<ShapedArray\(bool\[\]\)>"
                       r".*lax.cond"):
        hostcall.jit(g)(1.0)


@pytest.mark.parametrize("use", [
    lambda t: int(t), lambda t: float(t), lambda t: np.asarray(t), lambda t: range(t),
    lambda t: jnp.zeros(t), lambda t: [1, 2, 3][t]])
def test_concretization_errors(use):
    with pytest.raises(ConcretizationTypeError, match="concrete value is expected"):
        hostcall.jit(use)(jnp.asarray(2))


def test_leaked_tracer_used_after_jit_returns():
    leaked = []

    def g(x):
        leaked.append(x * 2)
        return x

    hostcall.jit(g)(jnp.ones(2))
    with pytest.raises(UnexpectedTracerError, match=r"unexpected tracer at " + _here(2) +
                       r".*float32\[2\].*used outside it"):
        leaked[0] + 1
    with pytest.raises(UnexpectedTracerError, match=r"unexpected tracer at " + _here()):
        hostcall.jit(lambda y: y + leaked[0])(jnp.ones(2))
    with pytest.raises(UnexpectedTracerError):
        jnp.sin(leaked[0])
    # the interpreter and hostcall carry on
    assert hostcall.jit(lambda y: y * 3)(jnp.ones(2)).tolist() == [3.0, 3.0]


def test_errors_leave_jit_usable():
    f = hostcall.jit(lambda x, y: x + y)
    with pytest.raises(ValueError):
        f(jnp.ones(3), jnp.ones(4))
    assert f(jnp.ones(3), jnp.ones(3)).tolist() == [2, 2, 2]


def test_missing_arguments():
    f = hostcall.jit(lambda x, y: x + y)
    with pytest.raises(TypeError, match="missing 1 required positional argument"):
        f(jnp.ones(2))


def test_compiled_called_with_other_types():
    compiled = hostcall.jit(lambda x: x * 2).lower(jnp.ones(3)).compile()
    with pytest.raises(TypeError, match=r"compiled for \(f32\[3\]\), called with \(f32\[4\]\)"
                       r" at " + _here()):
        compiled(jnp.ones(4))
    with pytest.raises(TypeError, match=r"called with \(i32\[3\]\)"):
        compiled(jnp.ones(3, jnp.int32))
    with pytest.raises(TypeError, match=r"called with \(f32\[3\], f32\[3\]\)"):
        compiled(jnp.ones(3), jnp.ones(3))
    assert compiled(jnp.ones(3)).tolist() == [2.0, 2.0, 2.0]
