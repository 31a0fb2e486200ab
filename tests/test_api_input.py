"""Bad API input gets JAX's error (or a clearer one), never silence or an AttributeError."""
import re

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import io_callback, pure_callback

SDS = hostcall.ShapeDtypeStruct


def test_jit_rejects_a_misspelled_keyword_as_jax_does():
    # JAX: TypeError: jit() got an unexpected keyword argument 'static_argnum'
    with pytest.raises(TypeError, match=r"jit\(\) got an unexpected keyword argument "
                                        r"'static_argnum'"):
        hostcall.jit(lambda x, n: x * n, static_argnum=1)
    with pytest.raises(TypeError, match="static_argnum"):
        hostcall.jit(static_argnum=1)
    # JAX's other keywords are still accepted
    f = hostcall.jit(lambda x, n: x * n, static_argnums=1, inline=True, keep_unused=True)
    assert float(f(jnp.float32(2), 3)) == 6.0


@pytest.mark.parametrize("api", [pure_callback, io_callback])
@pytest.mark.parametrize("spec, shown", [((4,), "leaf #0 is 4 of type int"),
                                         ([SDS((), np.float32), "f4"], "leaf #1 is 'f4'")])
def test_a_shape_where_a_shape_dtype_belongs_is_a_clear_type_error(api, spec, shown):
    # JAX 0.10.2: AttributeError: 'int' object has no attribute 'dtype'
    for run in (lambda: api(lambda v: v, spec, jnp.zeros(4)),
                lambda: hostcall.jit(lambda x: api(lambda v: v, spec, x))(jnp.zeros(4))):
        with pytest.raises(TypeError, match=re.escape(shown)) as info:
            run()
        assert f"{api.__name__}: result_shape_dtypes" in str(info.value)
        assert "ShapeDtypeStruct((4,), dtype)" in str(info.value)


@pytest.mark.parametrize("mode", ["jit", "eager"])
def test_a_big_endian_result_is_rejected_with_its_byte_order_shown(mode):
    # JAX 0.10.2 rejects it too: TypeError: Dtype >f4 is not a valid JAX array type.
    def h(v):
        return np.asarray(v).astype(">f4")
    call = (lambda x: pure_callback(h, x, x))
    f = hostcall.jit(call) if mode == "jit" else call
    with pytest.raises(RuntimeError, match=r"Incorrect output dtype for return value #0: "
                                           r"Expected: float32, Actual: >f4"):
        f(jnp.arange(4.))
    # the same data in native byte order is fine
    out = (hostcall.jit(lambda x: pure_callback(lambda v: h(v).astype(np.float32), x, x))
           (jnp.arange(4.)))
    np.testing.assert_array_equal(np.asarray(out), [0, 1, 2, 3])


def test_a_static_index_out_of_range_clamps_eagerly_and_under_jit_as_in_jax():
    # JAX 0.10.2: jnp.arange(4.)[10] -> 3.0 and jnp.zeros((3, 4))[-7] -> row 0, eagerly and
    # under jit alike (out-of-range reads clamp; no IndexError outside jit either).
    x = jnp.arange(4.)
    assert float(x[10]) == 3.0 and float(x[-10]) == 0.0
    assert float(hostcall.jit(lambda v: v[10])(x)) == 3.0
    assert float(hostcall.jit(lambda v: v[-10])(x)) == 0.0
    assert float(hostcall.jit(lambda v, i: v[i])(x, 10)) == 3.0
