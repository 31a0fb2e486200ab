// A loop started from an elementwise chain five ops deep from a transpose t, whose ops
// (t, t * x + x * t) are computed again after the loop (IREE merges the repeats): IREE
// 3.13 rejects it, "circular dependency: input operation uses partition output" (the
// shrunk @f87_v0_lin of the fuzzer's seed 452 f87_v0_vjp).  hostcall-guard-loop-entries
// follows a carry's sources through chains of any length.
func.func @main(%x: tensor<3x5xf32>, %a: tensor<3x5xf32>, %b: tensor<3x5xf32>, %m: tensor<5x3xf32>, %y: tensor<3x5xf32>, %n: tensor<i32>) -> tensor<3x5xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.multiply %t, %x : tensor<3x5xf32>
  %2 = stablehlo.multiply %x, %t : tensor<3x5xf32>
  %3 = stablehlo.add %1, %2 : tensor<3x5xf32>
  %4 = stablehlo.divide %y, %a : tensor<3x5xf32>
  %5 = stablehlo.multiply %3, %b : tensor<3x5xf32>
  %6 = stablehlo.divide %5, %a : tensor<3x5xf32>
  %7 = stablehlo.negate %6 : tensor<3x5xf32>
  %8 = stablehlo.add %4, %7 : tensor<3x5xf32>
  %w:2 = stablehlo.while(%v = %8, %i = %c) : tensor<3x5xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %d = stablehlo.subtract %v, %t : tensor<3x5xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %d, %i1 : tensor<3x5xf32>, tensor<i32>
  }
  %10 = stablehlo.multiply %t, %x : tensor<3x5xf32>
  %11 = stablehlo.multiply %x, %t : tensor<3x5xf32>
  %12 = stablehlo.add %10, %11 : tensor<3x5xf32>
  %13 = stablehlo.divide %t, %b : tensor<3x5xf32>
  %14 = stablehlo.multiply %12, %a : tensor<3x5xf32>
  %15 = stablehlo.divide %14, %b : tensor<3x5xf32>
  %16 = stablehlo.negate %15 : tensor<3x5xf32>
  %17 = stablehlo.add %13, %16 : tensor<3x5xf32>
  %18 = stablehlo.add %w#0, %17 : tensor<3x5xf32>
  return %18 : tensor<3x5xf32>
}
