// RUN: hostcall-opt %s --pass-pipeline='builtin.module(hostcall-jvp{function=erf},hostcall-jvp{function=gammas},hostcall-jvp{function=erf_inv},hostcall-jvp{function=pg diff-args=1},hostcall-linearize{function=erf},hostcall-transpose{function=erf_lin linear-args=1},hostcall-vmap{function=erf batch-size=4},hostcall-vmap{function=pg batch-size=4 in-axes=none,0})' | filecheck %s

// CHLO's special functions (StableHLO has none; IREE expands them).  Their derivatives
// are products of the tangent with primal values: erf' = 2/sqrt(pi) exp(-x^2),
// erf_inv' = sqrt(pi)/2 exp(erf_inv(x)^2), lgamma' = digamma, digamma' = polygamma(1, x),
// d/dx polygamma(n, x) = polygamma(n + 1, x).  So linearize keeps the factor as a
// residual and reverse mode is multiply's transpose; under vmap they are elementwise.

// CHECK-LABEL: func.func private @erf_jvp(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[Y:.*]] = chlo.erf %arg0 : tensor<3xf32> -> tensor<3xf32>
// CHECK: %[[C:.*]] = stablehlo.constant dense<1.12837923> : tensor<3xf32>
// CHECK: %[[SQ:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK: %[[NEG:.*]] = stablehlo.negate %[[SQ]]
// CHECK: %[[E:.*]] = stablehlo.exponential %[[NEG]]
// CHECK: %[[D:.*]] = stablehlo.multiply %[[C]], %[[E]]
// CHECK: %[[T:.*]] = stablehlo.multiply %arg1, %[[D]]
// CHECK: return %[[Y]], %[[T]]
func.func @erf(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.erf %x : tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func private @gammas_jvp(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[LG:.*]] = chlo.lgamma %arg0
// CHECK: %[[PSI:.*]] = chlo.digamma %arg0
// CHECK: %[[T1:.*]] = stablehlo.multiply %arg1, %[[PSI]]
// CHECK: %[[Y:.*]] = chlo.digamma %[[LG]]
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: %[[PG:.*]] = chlo.polygamma %[[ONE]], %[[LG]] : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
// CHECK: %[[T2:.*]] = stablehlo.multiply %[[T1]], %[[PG]]
// CHECK: return %[[Y]], %[[T2]]
func.func @gammas(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.lgamma %x : tensor<3xf32> -> tensor<3xf32>
  %1 = chlo.digamma %0 : tensor<3xf32> -> tensor<3xf32>
  return %1 : tensor<3xf32>
}

// erf_inv's derivative reads its result, not its operand.
// CHECK-LABEL: func.func private @erf_inv_jvp
// CHECK: %[[Y:.*]] = chlo.erf_inv %arg0
// CHECK: %[[C:.*]] = stablehlo.constant dense<0.886226952> : tensor<3xf32>
// CHECK: %[[SQ:.*]] = stablehlo.multiply %[[Y]], %[[Y]]
// CHECK: %[[E:.*]] = stablehlo.exponential %[[SQ]]
// CHECK: %[[D:.*]] = stablehlo.multiply %[[C]], %[[E]]
// CHECK: %[[T:.*]] = stablehlo.multiply %arg1, %[[D]]
// CHECK: return %[[Y]], %[[T]]
func.func @erf_inv(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.erf_inv %x : tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// Differentiated in x only (the order n has no derivative).
// CHECK-LABEL: func.func private @pg_jvp(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[Y:.*]] = chlo.polygamma %arg0, %arg1
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: %[[N1:.*]] = stablehlo.add %arg0, %[[ONE]]
// CHECK: %[[D:.*]] = chlo.polygamma %[[N1]], %arg1
// CHECK: %[[T:.*]] = stablehlo.multiply %arg2, %[[D]]
// CHECK: return %[[Y]], %[[T]]
func.func @pg(%n: tensor<3xf32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.polygamma %n, %x : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// Reverse mode: the primal part computes erf and the factor (a residual); the linear
// part and its transpose are one multiplication each.
// CHECK-LABEL: func.func private @erf_fwd(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[Y:.*]] = chlo.erf %arg0
// CHECK: stablehlo.exponential
// CHECK: %[[D:.*]] = stablehlo.multiply
// CHECK: return %[[Y]], %[[D]]
// CHECK-LABEL: func.func private @erf_lin(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NOT: chlo.erf
// CHECK: stablehlo.multiply %arg1, %arg0
// CHECK-LABEL: func.func private @erf_lin_t(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[CT:.*]] = stablehlo.multiply %arg1, %arg0
// CHECK: return %[[CT]]

// vmap: the same op on the batched shape; an unbatched operand is broadcast.
// CHECK-LABEL: func.func @erf_batched(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: chlo.erf %arg0 : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-LABEL: func.func @pg_batched(%arg0: tensor<3xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[N:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
// CHECK: chlo.polygamma %[[N]], %arg1 : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
