"""hostcall-split-wide-fusions: an elementwise expression over many tensors runs (IREE 3.13
fuses it into one dispatch with more bindings than the CPU HAL's 32, which fails to load
without the pass), and the canary that asserts IREE's behaviour without the pass."""
import numpy as np
import pytest

import hostcall
import hostcall.scipy.special as S
from hostcall.runtime import cache

N = 40


def _chain(*xs):
    acc = xs[0]
    for x in xs[1:]:
        acc = acc * 0.5 + x
    return acc


def _want(xs):
    acc = xs[0]
    for x in xs[1:]:
        acc = acc * np.float32(0.5) + x
    return acc


def _module_text():
    args = ", ".join(f"%arg{i}: tensor<6xf32>" for i in range(N))
    body = ["    %half = stablehlo.constant dense<5.000000e-01> : tensor<6xf32>"]
    acc = "%arg0"
    for i in range(1, N):
        body += [f"    %m{i} = stablehlo.multiply {acc}, %half : tensor<6xf32>",
                 f"    %a{i} = stablehlo.add %m{i}, %arg{i} : tensor<6xf32>"]
        acc = f"%a{i}"
    return (f"module {{\n  func.func @main({args}) -> tensor<6xf32> {{\n" + "\n".join(body)
            + f"\n    return {acc} : tensor<6xf32>\n  }}\n}}\n")


def test_forty_arguments_combined_elementwise():
    xs = [np.full(6, i, np.float32) for i in range(N)]
    np.testing.assert_allclose(np.asarray(hostcall.jit(_chain)(*xs)), _want(xs), rtol=1e-6)


def test_eager_pullback_of_a_chebyshev_series():
    """Eager vjp of i0e: the pullback reads ~200 residuals elementwise."""
    x = np.array([0.1, 0.5, 1.3, 2.7, 5.0, 9.5], np.float32)
    (g,) = hostcall.vjp(S.i0e, x)[1](np.ones(6, np.float32))
    i0e, i1e = S.i0e(x), S.i1e(x)
    np.testing.assert_allclose(np.asarray(g), np.asarray(i1e - i0e), rtol=1e-4)


@pytest.mark.canary("hostcall-split-wide-fusions")
def test_canary_iree_fails_to_load_a_dispatch_with_41_bindings():
    """When this fails, IREE 3.13's successor splits wide fusions itself: the pass can go."""
    import iree.runtime as rt
    vmfb = cache.compile_text(_module_text(), "cpu", use_disk=False)
    config = rt.Config("local-sync")
    with pytest.raises(Exception, match="binding count 41 > 32"):
        ctx = rt.SystemContext(config=config)
        ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, bytes(vmfb)))
        ctx.modules.module.main(*[np.full(6, i, np.float32) for i in range(N)])
