"""Complex autodiff with JAX's conventions: grad/value_and_grad/jacfwd/jacrev/hessian with
holomorphic=True, the conjugate convention of grad for real functions of complex inputs,
jvp/vjp/linearize of complex functions, and JAX's errors.  Expected values are JAX 0.10's."""
import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import lax
from hostcall.test_util import check_grads

Z = np.complex64(3 + 4j)
ZS = np.array([1 + 1j, 2 - 1j], np.complex64)


def close(a, b, rtol=1e-5):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=rtol, atol=1e-6)


def test_holomorphic_grad():
    close(hostcall.grad(lambda z: z ** 2, holomorphic=True)(Z), 6 + 8j)
    close(hostcall.grad(lambda z: jnp.sin(z) * z, holomorphic=True)(Z),
          -61.84649 - 146.71005j)
    close(hostcall.grad(jnp.exp, holomorphic=True)(np.complex64(0.5 + 1j)),
          0.8908078 + 1.387351j)
    close(hostcall.jit(hostcall.grad(lambda z: jnp.log(z) * z, holomorphic=True))(Z),
          2.609438 + 0.9272952j)
    value, g = hostcall.value_and_grad(lambda z: z ** 2, holomorphic=True)(Z)
    close(value, -7 + 24j)
    close(g, 6 + 8j)
    close(hostcall.vmap(hostcall.grad(lambda z: z ** 3, holomorphic=True))(ZS), [6j, 9 - 12j])
    # against the derivative's closed form at several points
    pts = np.array([0.3 + 0.2j, -1.0 + 2.0j, 2.5 - 0.5j], np.complex64)
    close(hostcall.vmap(hostcall.grad(lambda z: jnp.sin(z) ** 2, holomorphic=True))(pts),
          np.sin(2 * pts.astype(np.complex128)), rtol=1e-4)


def test_real_functions_of_complex_inputs_use_the_conjugate_convention():
    close(hostcall.grad(lambda z: jnp.abs(z) ** 2)(Z), 6 - 8j)          # 2 conj(z)
    close(hostcall.grad(jnp.abs)(Z), 0.6 - 0.8j)
    close(hostcall.grad(lambda z: jnp.real(z * (1 + 2j)))(Z), 1 + 2j)
    close(hostcall.grad(lambda z: jnp.imag(z * z))(Z), 8 - 6j)
    close(hostcall.grad(jnp.angle)(np.complex64(1 + 1j)), -0.5 - 0.5j)
    close(hostcall.grad(lambda z: jnp.sum(jnp.abs(z * jnp.array([1j, 2.0])) ** 2))(ZS),
          [2 - 2j, 16 + 8j])
    close(hostcall.grad(lambda x: jnp.abs(jnp.exp(1j * x) * 2 + x))(0.3), 0.8885828)
    close(hostcall.grad(lambda x: jnp.abs(lax.complex(x, 2 * x)))(1.5), 2.236068)
    close(hostcall.jacrev(lambda z: jnp.abs(z) ** 2)(ZS), [[2 - 2j, 0], [0, 4 + 2j]])


def test_jvp_vjp_linearize_of_complex_functions():
    out, tan = hostcall.jvp(lambda z: z ** 2 * jnp.conj(z), (Z,), (np.complex64(1 - 1j),))
    close(out, 75 + 100j)
    close(tan, 19 - 33j)
    (ct,) = hostcall.vjp(lambda z: z ** 2 * jnp.conj(z), Z)[1](np.complex64(1 - 1j))
    close(ct, 67 - 81j)
    (ct,) = hostcall.vjp(lambda x: x * (1 + 2j), 2.0)[1](np.complex64(1 - 1j))
    assert np.asarray(ct).dtype == np.float32
    close(ct, 3.0)
    (ct,) = hostcall.vjp(lambda z: jnp.exp(z) + jnp.real(z) * 1j, ZS)[1](
        np.array([1 - 2j, 0.5j], np.complex64))
    close(ct, [8.043404 - 0.6500325j, 2.608838 + 1.9961619j])
    _, f_lin = hostcall.linearize(lambda z: jnp.sin(z) * jnp.conj(z), ZS)
    close(f_lin(np.ones(2, np.complex64)), [1.1432898 - 1.1876637j, -0.9497844 + 1.9841228j])
    close(hostcall.vmap(lambda z: hostcall.jvp(lambda w: w ** 2, (z,),
                                               (np.complex64(1j),))[1])(ZS),
          [-2 + 2j, 2 + 4j])


def test_holomorphic_jacobians_and_hessian():
    cube = lambda z: z ** 3  # noqa: E731
    close(hostcall.jacfwd(cube, holomorphic=True)(ZS), [[6j, 0], [0, 9 - 12j]])
    close(hostcall.jacrev(cube, holomorphic=True)(ZS), [[6j, 0], [0, 9 - 12j]])
    close(hostcall.hessian(lambda z: jnp.sum(z ** 3), holomorphic=True)(ZS),
          [[6 + 6j, 0], [0, 12 - 6j]])


def test_check_grads_on_complex_functions():
    check_grads(lambda z: jnp.sin(z) * jnp.conj(z) + z ** 2, (ZS,), order=2)
    check_grads(lambda z: jnp.abs(z) ** 2 + jnp.real(z), (ZS,), order=1)


def test_jax_errors_for_complex_and_holomorphic_misuse():
    with pytest.raises(TypeError, match=r"grad requires real-valued outputs .* but got "
                                        r"complex64\. For holomorphic differentiation, pass "
                                        r"holomorphic=True"):
        hostcall.grad(lambda z: z ** 2)(Z)
    with pytest.raises(TypeError, match=r"grad with holomorphic=True requires inputs with "
                                        r"complex dtype, but got float32\."):
        hostcall.grad(lambda x: x ** 2, holomorphic=True)(2.0)
    with pytest.raises(TypeError, match=r"grad with holomorphic=True requires outputs with "
                                        r"complex dtype, but got float32\."):
        hostcall.grad(jnp.real, holomorphic=True)(np.complex64(1j))
    with pytest.raises(TypeError, match=r"jacfwd requires real-valued inputs .* but got "
                                        r"complex64"):
        hostcall.jacfwd(lambda z: z * 2)(ZS)
    with pytest.raises(TypeError, match=r"jacfwd with holomorphic=True requires inputs"):
        hostcall.jacfwd(lambda z: z * 2, holomorphic=True)(np.ones(2, np.float32))
    with pytest.raises(TypeError, match=r"jacrev requires real-valued outputs"):
        hostcall.jacrev(lambda z: z * 2)(ZS)
