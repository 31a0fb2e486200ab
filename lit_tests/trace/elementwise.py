# RUN: hostcall trace %s:scale_sin --arg f32[4] | filecheck %s --check-prefix=SIN
# RUN: hostcall trace %s:matvec --arg f32[2,3] --arg f32[3] | filecheck %s --check-prefix=MATVEC
# RUN: hostcall trace %s:power --arg f32[4] --static n=3 | filecheck %s --check-prefix=POWER
# RUN: hostcall trace %s:total --arg i32[2,3] | filecheck %s --check-prefix=TOTAL
# RUN: hostcall trace %s:clip_where --arg f32[5] --stage optimized | filecheck %s --check-prefix=WHERE
import hostcall.numpy as jnp


# SIN-LABEL: func.func @main
# SIN-SAME: (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
# SIN: %[[S:.*]] = stablehlo.sine %[[X]] : tensor<4xf32>
# SIN: %[[C:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
# SIN: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<4xf32>
# SIN: %[[R:.*]] = stablehlo.multiply %[[S]], %[[B]] : tensor<4xf32>
# SIN: return %[[R]] : tensor<4xf32>
def scale_sin(x):
    return jnp.sin(x) * 2


# MATVEC-LABEL: func.func @main
# MATVEC-SAME: (%{{.*}}: tensor<2x3xf32>, %{{.*}}: tensor<3xf32>) -> tensor<2xf32>
# MATVEC: stablehlo.dot_general
# MATVEC-SAME: contracting_dims = [1] x [0]
# MATVEC: return {{.*}} : tensor<2xf32>
def matvec(a, v):
    return a @ v


# The static argument is baked into the module as a constant exponent.
# POWER-LABEL: func.func @main
# POWER-SAME: (%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
# POWER-NOT: stablehlo.power
# POWER: stablehlo.multiply
# POWER: return
def power(x, n=1):
    out = x
    for _ in range(n - 1):
        out = out * x
    return out


# TOTAL-LABEL: func.func @main
# TOTAL-SAME: (%{{.*}}: tensor<2x3xi32>) -> tensor<i32>
# TOTAL: stablehlo.reduce
# TOTAL: stablehlo.add
# TOTAL: return {{.*}} : tensor<i32>
def total(x):
    return jnp.sum(x)


# WHERE-LABEL: func.func @main
# WHERE: stablehlo.compare GT
# WHERE: stablehlo.select
# WHERE: return {{.*}} : tensor<5xf32>
def clip_where(x):
    return jnp.where(x > 0, x, 0.0)
