# The functions of the external-callbacks guide, traced; golden StableHLO at each stage.
# RUN: hostcall trace %s:f --arg f32[5] | filecheck %s --check-prefix=PURE
# RUN: hostcall trace %s:f2 --stage optimized | filecheck %s --check-prefix=DCE
# RUN: hostcall trace %s:numpy_random_like_ordered --arg f32[5] --stage optimized | filecheck %s --check-prefix=ORDERED
# RUN: hostcall trace %s:log_f --arg f32[] --stage lowered | filecheck %s --check-prefix=LOWERED
import numpy as np

import hostcall
import hostcall.numpy as jnp
from hostcall import debug
from hostcall.experimental import io_callback


def f_host(x):
    return np.sin(x).astype(x.dtype)


# PURE-LABEL: func.func @main
# PURE-SAME: (%[[X:.*]]: tensor<5xf32>) -> tensor<5xf32>
# PURE: %[[R:.*]] = stablehlo.custom_call @hostcall.callback(%[[X]]) {hostcall.callback = "f_host", hostcall.kind = "pure", hostcall.ordered = false, hostcall.vmap_method = "sequential"} : (tensor<5xf32>) -> tensor<5xf32>
# PURE: return %[[R]]
def f(x):
    result_shape = hostcall.ShapeDtypeStruct(x.shape, x.dtype)
    return hostcall.pure_callback(f_host, result_shape, x)


def print_something():
    print("printing something")
    return np.int32(0)


# The unused pure callback is gone after hostcall-dce-pure-callbacks.
# DCE-LABEL: func.func @main
# DCE-NOT: hostcall.callback
# DCE: return
def f2():
    hostcall.pure_callback(print_something, np.int32(0))
    return 1.0


def host_side_random_like(x):
    return np.zeros(x.shape, x.dtype)


# The ordered io callback is threaded on a token that @main takes and returns.
# ORDERED-LABEL: func.func @main
# ORDERED-SAME: (%[[T:.*]]: !stablehlo.token, %[[X:.*]]: tensor<5xf32>) -> (!stablehlo.token, tensor<5xf32>)
# ORDERED: %[[R:.*]]:2 = stablehlo.custom_call @hostcall.callback(%[[T]], %[[X]]) {has_side_effect = true, hostcall.callback = "host_side_random_like", hostcall.kind = "io", hostcall.ordered = true} : (!stablehlo.token, tensor<5xf32>) -> (!stablehlo.token, tensor<5xf32>)
# ORDERED: return %[[R]]#0, %[[R]]#1
def numpy_random_like_ordered(x):
    return io_callback(host_side_random_like, x, x, ordered=True)


def log_value(x):
    print("log:", x)


# After lowering, the debug callback is a call of a runtime import.
# LOWERED: hostcall.manifest
# LOWERED: func.func private @hostcall_rt.cb0(tensor<f32>)
# LOWERED-LABEL: func.func @main
# LOWERED: call @hostcall_rt.cb0(%{{.*}}) : (tensor<f32>) -> ()
# LOWERED-NOT: custom_call
def log_f(x):
    debug.callback(log_value, x)
    return x
