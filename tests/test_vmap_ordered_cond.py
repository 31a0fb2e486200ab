"""An ordered debug print in the cond of a while_loop under vmap with a batched
predicate: the cond runs once per iteration and prints what JAX prints (JAX's
debugging_primitives_test, test_can_print_in_batched_while_cond); an unordered print
keeps JAX's extra cond evaluation; the loop's values stay right."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax


def _loop(ordered):
    def f(x):
        def cond(x):
            hostcall.debug.print("x: {x}", x=x, ordered=ordered)
            return x < 5
        return lax.while_loop(cond, lambda x: x + 1, x)
    return f


def _lines(capsys):
    hostcall.effects_barrier()
    return capsys.readouterr().out.split()


JAX_ORDERED = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
JAX_UNORDERED = [0, 1, 0, 1, 1, 2, 1, 2, 2, 3, 2, 3, 3, 4, 3, 4, 4, 5, 4, 5, 5, 5]


@pytest.mark.parametrize("ordered, expected", [(True, JAX_ORDERED), (False, JAX_UNORDERED)])
@pytest.mark.parametrize("jitted", [False, True])
def test_print_in_batched_while_cond_as_in_jax(capsys, ordered, expected, jitted):
    f = hostcall.vmap(_loop(ordered))
    f = hostcall.jit(f) if jitted else f
    out = f(jnp.arange(2))
    printed = _lines(capsys)
    assert printed == [t for v in expected for t in ("x:", str(v))]
    np.testing.assert_array_equal(out, [5, 5])


def test_unbatched_predicate_and_nested_loops_keep_their_prints(capsys):
    # an unbatched predicate keeps the plain loop: one print per iteration
    f = hostcall.vmap(lambda x, n: _loop(True)(n) + x, in_axes=(0, None))
    np.testing.assert_array_equal(f(jnp.arange(2), 3), [5, 6])
    assert _lines(capsys) == ["x:", "3", "x:", "4", "x:", "5"]
    # elements with their own bounds: the prints are JAX's; each element stops at its
    # bound (JAX 0.10 runs the body on for finished elements here and returns [3, 4])
    def g(x, bound):
        def cond(c):
            hostcall.debug.print("{} {}", c[0], c[1], ordered=True)
            return c[0] < bound
        return lax.while_loop(cond, lambda c: (c[0] + 1, c[1] * 2.0), (x, 1.0))
    i, v = hostcall.vmap(g)(jnp.array([0, 1]), jnp.array([2, 4]))
    np.testing.assert_array_equal(i, [2, 4])
    np.testing.assert_array_equal(v, [4.0, 8.0])
    assert _lines(capsys) == ["0", "1.0", "1", "1.0",
                              "1", "2.0", "2", "2.0",
                              "2", "4.0", "3", "4.0",
                              "3", "8.0", "4", "8.0"]
