"""hostcall-split-wide-fusions: an elementwise expression over many tensors runs (IREE 3.13
fuses it into one dispatch with more bindings than the CPU HAL's 32, which fails to load
without the pass), and the canary that asserts IREE's behaviour without the pass."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall.scipy.stats import norm
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


def test_eager_pullback_of_a_long_series():
    """Eager vjp of a 60-term series: the pullback reads a residual per term elementwise."""
    coefficients = 1.0 / np.arange(1, 61) ** 2

    def series(x):
        total = jnp.zeros_like(x)
        for k, c in enumerate(coefficients, start=1):
            total = total + np.float32(c) * jnp.sin(np.float32(k) * x)
        return total
    x = np.linspace(0.1, 2.0, 6).astype(np.float32)
    (g,) = hostcall.vjp(series, x)[1](np.ones(6, np.float32))
    want = sum(c * k * np.cos(k * x.astype(np.float64))
               for k, c in enumerate(coefficients, start=1))
    np.testing.assert_allclose(np.asarray(g), want, rtol=1e-4, atol=1e-5)


def test_a_gradient_whose_values_many_elementwise_ops_read_loads_and_is_right():
    """grad of log-CDF differences: hundreds of scalar ops over one argument, many values
    read by several ops.  IREE fuses them into one dispatch of 5 bindings; cutting at
    those values (as the pass once did) made one of 89, which fails to load."""
    from scipy import stats

    def f(z):
        a = norm.logcdf(z) - norm.logcdf(z - 1.0)
        b = norm.logsf(2.0 * z) + norm.logcdf(-z)
        return jnp.where(a > 1.0, jnp.log1p(-jnp.exp(jnp.minimum(b, -1e-3))), a)

    def want(z):   # z = 0.6 takes the second branch, z = -2.5 the first
        a = stats.norm.logcdf(z) - stats.norm.logcdf(z - 1.0)
        b = stats.norm.logsf(2.0 * z) + stats.norm.logcdf(-z)
        return np.log1p(-np.exp(min(b, -1e-3))) if a > 1.0 else a

    for z in (0.6, -2.5):
        np.testing.assert_allclose(float(hostcall.jit(f)(np.float32(z))), want(z), rtol=1e-5)
        h = 1e-6
        slope = (want(z + h) - want(z - h)) / (2 * h)
        np.testing.assert_allclose(float(hostcall.jit(hostcall.grad(f))(np.float32(z))),
                                   slope, rtol=1e-4)


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
