"""hostcall.debug.callback and hostcall.debug.print: printing eagerly and under jit,
formatting, format errors, print options, the two-call form and debug logging."""
import ml_dtypes
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import debug

from helpers import printed


# ---------------------------------------------------------------- printing
def test_basic_printing_eager_and_jit(capsys):
    debug.print("x: {}", 2)
    assert printed(capsys) == "x: 2\n"

    @hostcall.jit
    def f(x):
        debug.print("x: {x}", x=x)
        debug.print("x: {x:.2f}", x=x)
        debug.print("x: {}", x * 1.0)
        return x
    f(2)
    assert printed(capsys) == "x: 2\nx: 2.00\nx: 2.0\n"

    def g(x):
        debug.print("x: {x}", x=x)
        debug.print("y: {y}", y=x + 1)
    g(2)
    assert printed(capsys) == "x: 2\ny: 3\n"


# ---------------------------------------------------------------- formatting
def test_array_formatting_static_args_and_pytrees(capsys):
    @hostcall.jit
    def f(a, third, b, h, bf, c, m, i):
        debug.print("{}", a)
        debug.print("{}", third)
        debug.print("{}", b)
        debug.print("{}", h)
        debug.print("{}", bf)
        debug.print("{}", c)
        debug.print("{}", m)
        debug.print("arr {array}, dtype: {dtype}, arr {array2}", array=a, dtype=a.dtype, array2=a)
        debug.print("{} {} {}", "abc", None, i)
        debug.print("x: {}", dict(foo=i))
        debug.print("x: {}", (i, [i + 1]))
        debug.print("{0!r} {0} {0}", i)
        debug.print("{0.shape} {0.dtype}", a)
        debug.print("{}", third[0])
        return a
    f(np.array([1, 2, 3], np.float32), np.array([1 / 3], np.float32),
      np.array([True, False]), np.array([1.5, 2.25], np.float16),
      np.array([1.5, 2.25], ml_dtypes.bfloat16), np.array([1 + 2j], np.complex64),
      np.tile(np.arange(1, 15, dtype=np.int32), (2, 1)), np.int32(1))
    expected_2d = str(np.tile(np.arange(1, 15, dtype=np.int32), (2, 1)))
    assert printed(capsys) == "\n".join([
        "[1. 2. 3.]", "[0.33333334]", "[ True False]", "[1.5  2.25]", "[1.5 2.25]",
        "[1.+2.j]", expected_2d,
        "arr [1. 2. 3.], dtype: float32, arr [1. 2. 3.]",
        "abc None 1",
        "x: {'foo': Array(1, dtype=int32)}",
        "x: (Array(1, dtype=int32), [Array(2, dtype=int32)])",
        "Array(1, dtype=int32) 1 1",
        "(3,) float32",
        "0.3333333432674408", ""])


# ---------------------------------------------------------------- format checks
@pytest.mark.parametrize("call, error, message", [
    (lambda x: debug.print("hello: {x}", x), KeyError, "'x'"),
    (lambda x: debug.print("hello: {}", x=x), IndexError, "tuple index out of range"),
    (lambda x: debug.print("hello", x), ValueError,
     r"Unused positional arguments to `hostcall.debug.print`: \[Traced"),
    (lambda x: debug.print("hello: {x}", x=x, y=x), ValueError,
     r"Unused keyword arguments to `hostcall.debug.print`: \['y'\]. You may be passing an "
     r"f-string"),
    (lambda x: debug.print(f"hello: {x}", x=x), ValueError,
     r"Unused keyword arguments to `hostcall.debug.print`: \['x'\]"),
])
def test_format_mistakes_raise_at_trace_time(capsys, call, error, message):
    with pytest.raises(error, match=message):
        hostcall.jit(call).lower(1)
    assert printed(capsys) == ""


def test_no_placeholders_and_skip_format_check(capsys):
    @hostcall.jit
    def f(x):
        debug.print("hello")
        debug.print("hello", x, skip_format_check=True)
        debug.print("{{x}} = {}", x)
        return x
    f(1)
    assert printed(capsys) == "hello\nhello 1\n{x} = 1\n"


# ---------------------------------------------------------------- print options
def test_numpy_printoptions_are_captured_at_trace_time(capsys):
    values = np.array([1.2345, 2.3456, 1e-7], np.float32)
    f = hostcall.jit(lambda x: (debug.print("{}", x), x)[1])
    f(values)                                        # traced with the defaults
    with np.printoptions(precision=2, suppress=True):
        f(values)                                    # cached trace keeps them
        debug.print("{}", values)                    # eager uses the current ones
        g = hostcall.jit(lambda x: (debug.print("{}", x), x)[1])
        g(values)
    g(values)                                        # traced inside precision=2
    assert printed(capsys).splitlines() == [
        "[1.2345e+00 2.3456e+00 1.0000e-07]", "[1.2345e+00 2.3456e+00 1.0000e-07]",
        "[1.23 2.35 0.  ]", "[1.23 2.35 0.  ]", "[1.23 2.35 0.  ]"]


# ---------------------------------------------------------------- two-call form
def test_two_call_form_and_its_misuse(capsys):
    debug.print(ordered=True)("x: {x}", x=42)
    assert printed(capsys) == "x: 42\n"
    calls = []
    debug.callback(ordered=True)(lambda v: calls.append(int(v)), 100)
    assert calls == [100]
    with pytest.raises(TypeError, match=r"debug_callback received unexpected arguments in the "
                       r"two-call form: args=\(\) kwargs=\{'a': 42\}"):
        debug.callback(ordered=True, a=42)
    with pytest.raises(TypeError, match=r"args=\(42,\) kwargs=\{\}"):
        debug.callback(None, 42, ordered=True)
    with pytest.raises(TypeError, match=r"debug_print received unexpected arguments in the "
                       r"two-call form: args=\(\) kwargs=\{'a': 42\}"):
        debug.print(ordered=True, a=42)
    with pytest.raises(ValueError, match=r"Unused keyword arguments .*\['partitioned'\]"):
        debug.print(ordered=True)("hello {a}", a=42, partitioned=True)
    with pytest.raises(TypeError, match="first argument to hostcall.debug.callback must be "
                       "callable, but got an object of type <class 'str'>"):
        debug.callback("not callable")


# ---------------------------------------------------------------- arguments
def test_argument_handling_and_return_value():
    got = []

    def cb(x, three, label, none, pair, scale, name):
        got.append((type(x), x.shape, type(three), three.shape, int(three), label, none,
                    type(pair), [p.shape for p in pair], float(scale), name))
        return 123

    @hostcall.jit
    def f(x):
        assert debug.callback(cb, x, 3, "label", None, [x, x], scale=2.5, name="n") is None
        return x
    f(jnp.arange(3.))
    hostcall.effects_barrier()
    assert got == [(np.ndarray, (3,), np.ndarray, (), 3, "label", None, list, [(3,), (3,)],
                    2.5, "n")]


# ---------------------------------------------------------------- no arguments, seeds
def test_debug_callback_and_print_without_arguments(capsys):
    calls = []

    @hostcall.jit
    def f(x):
        debug.callback(lambda: calls.append("noargs"))
        debug.print("hello")
        return x
    f(1.)
    assert printed(capsys) == "hello\n" and calls == ["noargs"]


def test_seed_debug_print_intermediate_value_and_log_value(capsys):
    @hostcall.jit
    def f(x):
        y = x + 1
        debug.print("intermediate value: {}", y)
        return y * 2
    assert int(f(2)) == 6
    assert printed(capsys) == "intermediate value: 3\n"

    def log_value(x):
        print("log:", x)

    @hostcall.jit
    def g(x):
        debug.callback(log_value, x)
        return x
    g(1.0)
    assert printed(capsys) == "log: 1.0\n"


def test_ordered_prints_keep_program_order_eagerly_and_in_nested_jit(capsys):
    inner = hostcall.jit(lambda x: (debug.print("in: {}", x, ordered=True), x)[1])

    @hostcall.jit
    def f(x):
        debug.print("a: {}", x, ordered=True)
        inner(x + 1)
        debug.print("b: {}", x + 2, ordered=True)
        return x
    f(0)
    assert printed(capsys) == "a: 0\nin: 1\nb: 2\n"


def test_debug_log_goes_to_logging_not_stdout(capsys, caplog):
    import logging
    caplog.set_level(logging.INFO, logger="hostcall.debug")
    out = hostcall.jit(lambda x: (debug.log("x={}", x * x), x ** 4)[1])(2)
    hostcall.effects_barrier()
    assert int(out) == 16
    records = [r for r in caplog.records if r.name == "hostcall.debug"]
    assert [(r.levelno, r.getMessage()) for r in records] == [(logging.INFO, "x=4")]
    assert capsys.readouterr().out == ""
