// A loop started from b - a computed a second time, the first b - a read by an op before
// the loop whose result only ops after the loop read: IREE 3.13 merges the two and
// rejects the module, "circular dependency: input operation uses partition output" (the
// shrunk @f13_v0 of the fuzzer's seed 462 f13_v0_v1_vjp, where a one-trip loop unrolled
// before the loop computed the first b - a).
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %n: tensor<i32>) -> tensor<2x3xf32> {
  %d = stablehlo.subtract %b, %a : tensor<2x3xf32>
  %e = stablehlo.subtract %b, %d : tensor<2x3xf32>
  %idx = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %s = stablehlo.multiply %e, %b : tensor<2x3xf32>
  %d2 = stablehlo.subtract %b, %a : tensor<2x3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %d2) : tensor<i32>, tensor<2x3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.tanh %x : tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %t : tensor<i32>, tensor<2x3xf32>
  }
  %o = stablehlo.add %w#1, %s : tensor<2x3xf32>
  return %o : tensor<2x3xf32>
}
