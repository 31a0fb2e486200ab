"""Property tests of the pass's typing: any axes, shapes and batch sizes give a module that
verifies, with the batch axis exactly where in_axes / out_axes put it.  Nothing compiles.
"""
import numpy as np
from hypothesis import given, settings, strategies as st

from hostcall import passes

TEMPLATE = """
func.func @f(%x: tensor<{xs}xf32>, %y: tensor<{xs}xf32>) -> (tensor<{ts}xf32>, tensor<{rs}xf32>) {{
  %0 = stablehlo.transpose %x, dims = [{perm}] : (tensor<{xs}xf32>) -> tensor<{ts}xf32>
  %1 = stablehlo.multiply %x, %y : tensor<{xs}xf32>
  %2 = stablehlo.reverse %1, dims = [0] : tensor<{xs}xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<{xs}xf32>, tensor<f32>) -> tensor<{rs}xf32>
  %4 = stablehlo.transpose %0, dims = [{inv}] : (tensor<{ts}xf32>) -> tensor<{xs}xf32>
  %5 = stablehlo.add %4, %y : tensor<{xs}xf32>
  %6 = stablehlo.transpose %5, dims = [{perm}] : (tensor<{xs}xf32>) -> tensor<{ts}xf32>
  return %6, %3 : tensor<{ts}xf32>, tensor<{rs}xf32>
}}
"""


def _dims(shape):
    return "x".join(map(str, shape)) if shape else ""


def _tensor(shape):
    return f"tensor<{_dims(shape) + 'x' if shape else ''}f32>"


@st.composite
def cases(draw):
    rank = draw(st.integers(1, 3))
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=rank, max_size=rank)))
    perm = draw(st.permutations(range(rank)))
    batch = draw(st.integers(1, 5))
    in_x = draw(st.one_of(st.none(), st.integers(-rank - 1, rank)))
    in_y = draw(st.one_of(st.none(), st.integers(-rank - 1, rank)))
    out0 = draw(st.integers(-rank - 1, rank))
    out1 = draw(st.integers(-rank, rank - 1))
    return shape, list(perm), batch, (in_x, in_y), (out0, out1)


def _insert(shape, axis, size):
    s = list(shape)
    s.insert(axis % (len(shape) + 1), size)
    return tuple(s)


@settings(max_examples=60, deadline=None)
@given(cases())
def test_batched_signature_follows_axes(case):
    shape, perm, batch, in_axes, out_axes = case
    tshape = tuple(shape[p] for p in perm)
    rshape = shape[1:]
    inv = list(np.argsort(perm))
    text = TEMPLATE.format(xs=_dims(shape), ts=_dims(tshape), rs=_dims(rshape),
                           perm=", ".join(map(str, perm)), inv=", ".join(map(str, inv)))
    text = text.replace("tensor<xf32>", "tensor<f32>")
    ax = ",".join("none" if a is None else str(a) for a in in_axes)
    if in_axes == (None, None):
        out_axes = (out_axes[0], out_axes[1])
    ox = ",".join(str(a) for a in out_axes)
    module = passes.run(text, f"hostcall-vmap{{function=f batch-size={batch} in-axes={ax} "
                              f"out-axes={ox}}}")
    out = str(module)
    args = [_tensor(shape if a is None else _insert(shape, a, batch)) for a in in_axes]
    results = [_tensor(_insert(tshape, out_axes[0], batch)),
               _tensor(_insert(rshape, out_axes[1], batch))]
    signature = (f"func.func @f_batched(%arg0: {args[0]}, %arg1: {args[1]}) -> "
                 f"({results[0]}, {results[1]})")
    assert signature in out, out
