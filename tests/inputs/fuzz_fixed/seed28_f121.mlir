// Differential fuzzer, --seed 28 --count 300 --x64 (default pipeline and host loops),
// f121 (shrunk; no loop).  The case's first branch returns select(a0 == a0, a0, a1),
// which IREE 3.13 folds to %a0; it ran the later dynamic_update_slice of the case's
// result in place on %a0's buffer, and the reduce of %a0 then read the update: result 0
// row 0 was 18, not 19.  Fixed by hostcall-guard-returned-arguments, which makes updates
// of results that may be an argument through select, case, if or idempotent ops write
// into a copy.
func.func @f121(%a0: tensor<2x3xi64>, %a1: tensor<2x3xi64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %v3082 = "stablehlo.case"(%i1) ({
  %v3083 = "stablehlo.compare"(%a0, %a0) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
  %v3084 = "stablehlo.select"(%v3083, %a0, %a1) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    "stablehlo.return"(%v3084) : (tensor<2x3xi64>) -> ()
  }, {
  %v3085 = "stablehlo.dynamic_slice"(%a0, %i1, %i1) {slice_sizes = array<i64: 1, 2>} : (tensor<2x3xi64>, tensor<i32>, tensor<i32>) -> tensor<1x2xi64>
  %v3086 = "stablehlo.dynamic_update_slice"(%a1, %v3085, %i0, %i1) : (tensor<2x3xi64>, tensor<1x2xi64>, tensor<i32>, tensor<i32>) -> tensor<2x3xi64>
    "stablehlo.return"(%v3086) : (tensor<2x3xi64>) -> ()
  }, {
  %v3087 = "stablehlo.dynamic_slice"(%a1, %i0, %i0) {slice_sizes = array<i64: 1, 3>} : (tensor<2x3xi64>, tensor<i32>, tensor<i32>) -> tensor<1x3xi64>
  %v3088 = "stablehlo.dynamic_update_slice"(%a0, %v3087, %i1, %i0) : (tensor<2x3xi64>, tensor<1x3xi64>, tensor<i32>, tensor<i32>) -> tensor<2x3xi64>
    "stablehlo.return"(%v3088) : (tensor<2x3xi64>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xi64>
  %v3089 = "stablehlo.dynamic_slice"(%a0, %i0, %i0) {slice_sizes = array<i64: 1, 1>} : (tensor<2x3xi64>, tensor<i32>, tensor<i32>) -> tensor<1x1xi64>
  %v3090 = "stablehlo.dynamic_update_slice"(%v3082, %v3089, %i1, %i1) : (tensor<2x3xi64>, tensor<1x1xi64>, tensor<i32>, tensor<i32>) -> tensor<2x3xi64>
  %c3091 = stablehlo.constant dense<-128> : tensor<i64>
  %v3092 = "stablehlo.reduce"(%a0, %c3091) ({
  ^bb0(%p3093: tensor<i64>, %q3094: tensor<i64>):
  %v3095 = "stablehlo.maximum"(%p3093, %q3094) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v3095) : (tensor<i64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
  %v3096 = "stablehlo.broadcast_in_dim"(%v3092) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi64>) -> tensor<2x3xi64>
  return %v3096, %v3090 : tensor<2x3xi64>, tensor<2x3xi64>
}
