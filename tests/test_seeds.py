"""Every code example of the user guides in the seeds, run on hostcall with the outputs they show.

000 is the "External callbacks" guide, 002 the same guide with its printed outputs (the
expected text below comes from there), 001 an article on pure_callback.  The code of each
cell is kept as the guide writes it, with ``jax`` replaced by ``hostcall``.  Where hostcall
differs on purpose (the article's grad through a bare pure_callback, ``hostcall.custom_jvp``
in messages), the test says so.
"""
import re
from functools import partial

import numpy as np
import pytest
import scipy.special

import hostcall as jax
import hostcall.numpy as jnp
from hostcall import debug
from hostcall.experimental import io_callback

from helpers import printed

SIN_0_TO_4 = ("Array([ 0.       ,  0.841471 ,  0.9092974,  0.14112  , -0.7568025],"
              "      dtype=float32)")
JV1_0_TO_4 = "[ 0.          0.44005057  0.5767248   0.33905897 -0.06604332]\n"
PURE_JVP_ERROR = ("Pure callbacks do not support JVP. Please use `hostcall.custom_jvp` to use "
                  "callbacks while taking gradients.")


def assert_message_at_user_line(error: Exception, message: str) -> None:
    """JAX's message, exactly; hostcall may follow it with the user's source line."""
    text = str(error)
    assert text == message or re.fullmatch(re.escape(message) + r" \(at .*test_seeds\.py:\d+.*\)",
                                           text), text


# ------------------------------------------------------------------ why callbacks?
def test_python_print_shows_the_tracer_at_trace_time(capsys):
    @jax.jit
    def f(x):
        y = x + 1
        print("intermediate value: {}".format(y))
        return y * 2

    result = f(2)
    # What is printed is hostcall's tracer, naming the abstract value int32[] (weak type).
    assert re.fullmatch(r"intermediate value: Traced<ShapedArray\(int32\[\], weak_type=True\)>"
                        r"with<\w+>\n", printed(capsys))
    assert int(result) == 6


def test_debug_print_shows_the_runtime_value(capsys):
    @jax.jit
    def f(x):
        y = x + 1
        jax.debug.print("intermediate value: {}", y)
        return y * 2

    result = f(2)
    assert printed(capsys) == "intermediate value: 3\n"
    assert int(result) == 6


# ------------------------------------------------------------------ pure_callback
def f_host(x):
    # call a numpy (not jax.numpy) operation:
    return np.sin(x).astype(x.dtype)


def f(x):
    result_shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.pure_callback(f_host, result_shape, x)


def test_pure_callback_eager():
    x = jnp.arange(5.0)
    assert repr(f(x)) == SIN_0_TO_4


def test_pure_callback_jit():
    x = jnp.arange(5.0)
    assert repr(jax.jit(f)(x)) == SIN_0_TO_4


def test_pure_callback_vmap():
    x = jnp.arange(5.0)
    assert repr(jax.vmap(f)(x)) == SIN_0_TO_4


def test_pure_callback_scan():
    def body_fun(_, x):
        return _, f(x)
    assert repr(jax.lax.scan(body_fun, None, jnp.arange(5.0))[1]) == SIN_0_TO_4


def test_pure_callback_grad_raises():
    x = jnp.arange(5.0)
    with pytest.raises(ValueError) as info:
        jax.grad(f)(x)
    assert str(info.value) == PURE_JVP_ERROR


def print_something():
    print('printing something')
    return np.int32(0)


def test_pure_callback_with_used_result_runs(capsys):
    @jax.jit
    def f1():
        return jax.pure_callback(print_something, np.int32(0))
    out = f1()
    assert printed(capsys) == "printing something\n"
    assert int(out) == 0


def test_pure_callback_with_unused_result_is_eliminated(capsys):
    @jax.jit
    def f2():
        jax.pure_callback(print_something, np.int32(0))
        return 1.0
    out = f2()
    assert printed(capsys) == ""
    assert float(out) == 1.0


# ------------------------------------------------------------------ io_callback
def test_io_callback_cells_in_order(capsys):
    """The io_callback cells share global_rng: they run here in the guide's order."""
    global_rng = np.random.default_rng(0)

    def host_side_random_like(x):
        """Generate a random array like x using the global_rng state"""
        print(f'generating {x.dtype}{list(x.shape)}')
        return global_rng.uniform(size=x.shape).astype(x.dtype)

    @jax.jit
    def numpy_random_like(x):
        return io_callback(host_side_random_like, x, x)

    x = jnp.zeros(5)
    out = numpy_random_like(x)
    assert printed(capsys) == "generating float32[5]\n"
    assert repr(out) == ("Array([0.6369617 , 0.26978672, 0.04097353, 0.01652764, 0.8132702 ],"
                         "      dtype=float32)")

    # io_callback is compatible with vmap by default.
    out = jax.vmap(numpy_random_like)(x)
    assert printed(capsys) == "generating float32[]\n" * 5
    assert repr(out) == ("Array([0.91275555, 0.60663575, 0.72949654, 0.543625  , 0.9350724 ],"
                         "      dtype=float32)")

    # With ordered=True, vmap is an error.
    @jax.jit
    def numpy_random_like_ordered(x):
        return io_callback(host_side_random_like, x, x, ordered=True)

    with pytest.raises(ValueError) as info:
        jax.vmap(numpy_random_like_ordered)(x)
    assert_message_at_user_line(info.value, "Cannot `vmap` ordered IO callback.")
    assert printed(capsys) == ""

    # scan works with io_callback, ordered or not.
    def body_fun(_, x):
        return _, numpy_random_like_ordered(x)
    out = jax.lax.scan(body_fun, None, jnp.arange(5.0))[1]
    assert printed(capsys) == "generating float32[]\n" * 5
    assert repr(out) == ("Array([0.81585354, 0.0027385 , 0.8574043 , 0.03358557, 0.72965544],"
                         "      dtype=float32)")

    # A differentiated value reaching an io_callback is an error.
    with pytest.raises(ValueError) as info:
        jax.grad(numpy_random_like)(x)
    assert_message_at_user_line(info.value, "IO callbacks do not support JVP.")
    assert printed(capsys) == ""


def test_io_callback_independent_of_differentiated_value_runs_under_grad(capsys):
    @jax.jit
    def f(x):
        io_callback(lambda: print('hello'), None)
        return x

    g = jax.grad(f)(1.0)
    assert printed(capsys) == "hello\n"
    assert float(g) == 1.0


# ------------------------------------------------------------------ debug.callback
def log_value(x):
    # This could be an actual logging call; we'll use
    # print() for demonstration
    print("log:", x)


@jax.jit
def logged_identity(x):
    debug.callback(log_value, x)
    return x


def test_debug_callback_jit(capsys):
    out = logged_identity(1.0)
    assert printed(capsys) == "log: 1.0\n"
    assert float(out) == 1.0


def test_debug_callback_vmap(capsys):
    x = jnp.arange(5.0)
    out = jax.vmap(logged_identity)(x)
    assert printed(capsys) == "log: 0.0\nlog: 1.0\nlog: 2.0\nlog: 3.0\nlog: 4.0\n"
    np.testing.assert_array_equal(np.asarray(out), np.arange(5.0, dtype=np.float32))


def test_debug_callback_grad(capsys):
    g = jax.grad(logged_identity)(1.0)
    assert printed(capsys) == "log: 1.0\n"
    assert float(g) == 1.0


# ------------------------------------------------------------------ pure_callback + custom_jvp
def jv(v, z):
    v, z = jnp.asarray(v), jnp.asarray(z)

    # Require the order v to be integer type: this simplifies
    # the JVP rule below.
    assert jnp.issubdtype(v.dtype, jnp.integer)

    # Promote the input to inexact (float/complex).
    # Note that jnp.result_type() accounts for the enable_x64 flag.
    z = z.astype(jnp.result_type(float, z.dtype))

    # Wrap scipy function to return the expected dtype.
    _scipy_jv = lambda v, z: scipy.special.jv(v, z).astype(z.dtype)  # noqa: E731

    # Define the expected shape & dtype of output.
    result_shape_dtype = jax.ShapeDtypeStruct(
        shape=jnp.broadcast_shapes(v.shape, z.shape),
        dtype=z.dtype)

    # We use vectorize=True because scipy.special.jv handles broadcasted inputs.
    return jax.pure_callback(_scipy_jv, result_shape_dtype, v, z, vectorized=True)


def test_jv_eager(capsys):
    j1 = partial(jv, 1)
    z = jnp.arange(5.0)
    print(j1(z))
    assert printed(capsys) == JV1_0_TO_4


def test_jv_jit(capsys):
    j1 = partial(jv, 1)
    z = jnp.arange(5.0)
    print(jax.jit(j1)(z))
    assert printed(capsys) == JV1_0_TO_4


def test_jv_vmap(capsys):
    j1 = partial(jv, 1)
    z = jnp.arange(5.0)
    print(jax.vmap(j1)(z))
    assert printed(capsys) == JV1_0_TO_4


def test_jv_grad_without_rule_raises():
    j1 = partial(jv, 1)
    z = jnp.arange(5.0)
    with pytest.raises(ValueError) as info:
        jax.grad(j1)(z)
    assert str(info.value) == PURE_JVP_ERROR


def test_jv_custom_jvp_grad_and_hessian(capsys):
    jv_rule = jax.custom_jvp(jv)

    @jv_rule.defjvp
    def _jv_jvp(primals, tangents):
        v, z = primals
        _, z_dot = tangents  # Note: v_dot is always 0 because v is integer.
        jv_minus_1, jv_plus_1 = jv_rule(v - 1, z), jv_rule(v + 1, z)
        djv_dz = jnp.where(v == 0, -jv_plus_1, 0.5 * (jv_minus_1 - jv_plus_1))
        return jv_rule(v, z), z_dot * djv_dz

    j1 = partial(jv_rule, 1)
    print(jax.grad(j1)(2.0))
    assert printed(capsys) == "-0.06447162\n"
    assert repr(jax.hessian(j1)(2.0)) == "Array(-0.4003078, dtype=float32, weak_type=True)"


# ------------------------------------------------------------------ 001: the pure_callback article
def external_pure_python_computation(x: np.ndarray, y: float) -> np.ndarray:
    """A placeholder for a pure Python function."""
    # Ensure inputs are NumPy arrays for this function
    if isinstance(x, jax.Array):
        x = np.array(x)
    # Example pure computation:
    return np.sin(x) * y + 1.0


def jax_function_using_callback(a, b):
    """A JAX function that incorporates the pure callback."""
    output_shape_dtype = jax.ShapeDtypeStruct(a.shape, a.dtype)
    result = jax.pure_callback(
        external_pure_python_computation,  # The pure Python function
        output_shape_dtype,  # The expected output shape/dtype
        a,  # Example/actual argument 'a'
        b  # Example/actual argument 'b'
    )
    return result + a  # Continue with standard JAX operations


def test_article_jit_and_vmap(capsys):
    key = jax.random.PRNGKey(0)
    input_array = jax.random.normal(key, (3, 3))
    input_scalar = 2.0

    jitted_function = jax.jit(jax_function_using_callback)
    output = jitted_function(input_array, input_scalar)
    print("Input array:\n", input_array)
    print("\nOutput array:\n", output)
    expected_output = np.sin(np.array(input_array)) * input_scalar + 1.0 + np.array(input_array)
    print("\nExpected output (approx):\n", expected_output)
    assert output.shape == (3, 3) and output.dtype == np.float32
    assert np.allclose(output, expected_output)

    vmapped_function = jax.vmap(jax_function_using_callback, in_axes=(0, None))
    batched_input_array = jax.random.normal(key, (10, 3, 3))
    batched_output = vmapped_function(batched_input_array, input_scalar)
    print("\nShape of batched output:", batched_output.shape)
    batched = np.array(batched_input_array)
    assert np.allclose(batched_output, np.sin(batched) * input_scalar + 1.0 + batched,
                       rtol=1e-6, atol=1e-6)
    assert printed(capsys).endswith("\nShape of batched output: (10, 3, 3)\n")


def test_article_grad_through_bare_pure_callback_raises():
    # hostcall differs on purpose: the guide is authoritative, a pure callback has no JVP.
    key = jax.random.PRNGKey(0)
    input_array = jax.random.normal(key, (3, 3))
    input_scalar = 2.0
    grad_function = jax.grad(lambda x: jnp.sum(jax_function_using_callback(x, input_scalar)))
    with pytest.raises(ValueError) as info:
        grad_function(input_array)
    assert str(info.value) == PURE_JVP_ERROR


def test_article_multiple_outputs(capsys):
    def multi_output_pure_function(x):
        return np.sum(x), np.mean(x)

    def jax_multi_output_callback(arr):
        output_structure = (
            jax.ShapeDtypeStruct((), arr.dtype),  # Shape () for scalar
            jax.ShapeDtypeStruct((), arr.dtype)
        )
        sum_val, mean_val = jax.pure_callback(
            multi_output_pure_function,
            output_structure,
            arr
        )
        return sum_val * 2, mean_val * 3

    input_arr = jnp.arange(5.0)
    res1, res2 = jax.jit(jax_multi_output_callback)(input_arr)
    print(f"\nMultiple outputs: {res1=}, {res2=}")  # Outputs: res1=20.0, res2=6.0
    assert float(res1) == 20.0 and float(res2) == 6.0
    assert printed(capsys) == ("\nMultiple outputs: res1=Array(20., dtype=float32), "
                               "res2=Array(6., dtype=float32)\n")
