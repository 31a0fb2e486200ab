"""hostcall.example_libraries: jax.example_libraries' ``stax`` (neural network layers as
(init_fun, apply_fun) pairs) and ``optimizers`` (optimizers as (init, update, get_params))."""
from . import optimizers, stax  # noqa: F401
