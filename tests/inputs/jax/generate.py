"""Writes the JAX-made inputs of tests/test_embedding.py and tests/test_import_jax_callbacks.py.

Run with JAX 0.10.2 (JAX is not a test dependency; the outputs are committed):

    python tests/inputs/jax/generate.py

Each program's expected results are written into the tests as literals.
"""
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax.experimental import io_callback

HERE = os.path.dirname(os.path.abspath(__file__))
X = jax.ShapeDtypeStruct((4,), jnp.float32)


def plain(x):
    return jnp.sin(x) * 2 + 1


def callbacks(x):
    """A pure callback, an ordered io callback and a debug print, in this order."""
    y = jax.pure_callback(lambda a: np.cos(a), jax.ShapeDtypeStruct(x.shape, x.dtype), x)
    io_callback(lambda a: None, None, y, ordered=True)
    jax.debug.print("x={x}", x=x)
    return y * 2


def loop(x):
    """An ordered io callback inside a fori_loop: its token goes through the loop."""
    def body(i, c):
        io_callback(lambda i, c: None, None, i, c, ordered=True)
        return c + 1.0
    return jax.lax.fori_loop(0, 3, body, x)


def unordered_io(x):
    """An unordered io callback with a result, and one pure callback whose result is unused
    (JAX keeps it in the module; hostcall-dce-pure-callbacks removes it)."""
    jax.pure_callback(lambda a: a, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
    return io_callback(lambda a: a * 3, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + x


def write(name, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(HERE, name), mode) as f:
        f.write(data)


def portable(fun):
    """VHLO bytecode of a lowered module: jax.export does not serialize host callbacks
    ("serialization of host_callbacks is not yet implemented"), so modules with callbacks
    are serialized the way jax.export does it, at JAX's export version."""
    from jax._src.lib.mlir.dialects import hlo
    version = hlo.get_version_from_compatibility_requirement(
        hlo.StablehloCompatibilityRequirement.WEEK_12)
    from jax._src import config
    with config.use_shardy_partitioner(False):   # VHLO has no sdy ops
        text = jax.jit(fun).lower(X).as_text()
    return hlo.serialize_portable_artifact_str(text, version)


for name, fun in (("callbacks", callbacks), ("loop", loop), ("unordered_io", unordered_io)):
    write(f"jax_{name}.mlir", jax.jit(fun).lower(X).as_text())
write("jax_export_plain.vhlo", export.export(jax.jit(plain))(X).mlir_module_serialized)
write("jax_callbacks.vhlo", portable(callbacks))
x = np.arange(4, dtype=np.float32)
print("plain", np.asarray(jax.jit(plain)(x)).tolist())
print("callbacks", np.asarray(jax.jit(callbacks)(x)).tolist())
print("loop", np.asarray(jax.jit(loop)(x)).tolist())
print("unordered_io", np.asarray(jax.jit(unordered_io)(x)).tolist())
