"""Reductions over values that are one repeated number (hostcall-fold-splats).

IREE 3.13 adds such a number once per vector instead of once per element when it reaches
code generation as a computed fill; the pass folds the fills to splat constants first.
"""
import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import passes


def program(x, m, mi):
    ones_int = jnp.ones((4, 5), jnp.int32)
    return {
        "mean_of_true_mask": jnp.mean(jnp.ones((4, 5), bool)) + x,
        "sum_of_converted_ints": jnp.sum(ones_int.astype(jnp.float32)) + x,
        "sum_of_compared_splats": jnp.sum((jnp.zeros((4, 5)) > -1).astype(jnp.float32)) + x,
        "sum_of_ones_like": jnp.sum(jnp.ones_like(m, dtype=jnp.int32).astype(jnp.float32)),
        "prod_of_converted": jnp.prod(jnp.full((2, 5), 2).astype(jnp.float32)) + x,
        "mean_of_f16_ones": jnp.mean(jnp.ones((7,), jnp.float16).astype(jnp.float32)) + x,
        "count_with_where": jnp.sum(jnp.where(jnp.ones((3, 3), bool), 1.0, 0.0)) + x,
        "sum_of_int_times_zero": jnp.sum(jnp.asarray(mi * 0 + 2, jnp.float32)) + x,
    }


def test_reductions_of_folded_splats_are_right():
    x, m = np.float32(0.5), np.zeros((4, 5), np.float32)
    mi = np.arange(20, dtype=np.int32).reshape(4, 5)
    want = {"mean_of_true_mask": 1.5, "sum_of_converted_ints": 20.5,
            "sum_of_compared_splats": 20.5, "sum_of_ones_like": 20.0,
            "prod_of_converted": 1024.5, "mean_of_f16_ones": 1.5,
            "count_with_where": 9.5, "sum_of_int_times_zero": 40.5}
    for out in (program(x, m, mi), hostcall.jit(program)(x, m, mi)):
        for k, v in want.items():
            assert float(out[k]) == v, k


def test_the_pass_is_in_jits_pipeline_before_lowering():
    pipeline = passes.default_pipeline().split(",")
    assert pipeline.index("hostcall-fold-splats") < pipeline.index("hostcall-lower-callbacks")
    text = hostcall.jit(lambda x: jnp.mean(jnp.ones((4, 5), bool)) + x).lower(
        np.float32(0)).as_text("optimized")
    assert "stablehlo.convert" not in text and "dense<1.000000e+00> : tensor<4x5xf32>" in text
