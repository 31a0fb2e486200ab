// seed408_f40_vjp_v1.mlir's @f40_lin, shrunk: a loop starts from a + negate(b) and,
// after it, negate(b) is computed again and read (beside a reduction of b).  IREE 3.13
// merges the two negates, and its stream partitioning rejects the module ("circular
// dependency: input operation uses partition output"); with hostcall-guard-loop-entries it
// compiles.  Results: (sum(b, 1)[:, None] - b, a + 3a - b + b).
func.func @main(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %n = stablehlo.negate %b : tensor<2x3xf64>
  %e = stablehlo.add %a, %n : tensor<2x3xf64>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%x = %e, %k = %c0) : tensor<2x3xf64>, tensor<i32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = stablehlo.add %a, %x : tensor<2x3xf64>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %c1 : tensor<i32>
    stablehlo.return %s, %k1 : tensor<2x3xf64>, tensor<i32>
  }
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %sum = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
  %row = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<2xf64>) -> tensor<2x3xf64>
  %n2 = stablehlo.negate %b : tensor<2x3xf64>
  %y = stablehlo.add %row, %n2 : tensor<2x3xf64>
  %r = stablehlo.add %w#0, %b : tensor<2x3xf64>
  return %y, %r : tensor<2x3xf64>, tensor<2x3xf64>
}
