// Differential fuzzer, --seed 32 --count 300 --host-loops, f72 (shrunk), found after
// hostcall-guard-self-updates began to copy loop invariants updated in a loop body: the
// body updates the argument %a1; with %a1 copied in the body (a1 + barrier(-0.0)) IREE
// 3.13 still updated %a1's own buffer, so the second iteration started from the first
// one's update (result 0[0] was a1[1]).  Fixed: block arguments are not copied (IREE
// copies those itself); computed invariants (seed 12 f217) still are.
func.func @f72(%a0: tensor<5xf32>, %a1: tensor<5xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<5xf32>) {
  %c2010 = stablehlo.constant dense<0> : tensor<i32>
  %w2014:3 = "stablehlo.while"(%c2010, %a1, %a1) ({
  ^bb0(%k2011: tensor<i32>, %x2012: tensor<5xf32>, %x2013: tensor<5xf32>):
  %c2015 = stablehlo.constant dense<2> : tensor<i32>
  %v2016 = "stablehlo.compare"(%k2011, %c2015) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v2016) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k2017: tensor<i32>, %x2018: tensor<5xf32>, %x2019: tensor<5xf32>):
  %v2020 = "stablehlo.dynamic_slice"(%x2018, %i0) {slice_sizes = array<i64: 4>} : (tensor<5xf32>, tensor<i32>) -> tensor<4xf32>
  %v2021 = "stablehlo.dynamic_update_slice"(%a1, %v2020, %k2017) : (tensor<5xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5xf32>
  %c2022 = stablehlo.constant dense<0> : tensor<i32>
  %w2025:2 = "stablehlo.while"(%c2022, %v2021) ({
  ^bb0(%k2023: tensor<i32>, %x2024: tensor<5xf32>):
  %c2026 = stablehlo.constant dense<3> : tensor<i32>
  %v2027 = "stablehlo.compare"(%k2023, %c2026) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v2027) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k2028: tensor<i32>, %x2029: tensor<5xf32>):
  %v2030 = "stablehlo.maximum"(%x2029, %x2029) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c2031 = stablehlo.constant dense<1> : tensor<i32>
  %v2032 = "stablehlo.add"(%k2028, %c2031) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v2032, %v2030) : (tensor<i32>, tensor<5xf32>) -> ()
  }) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
  %c2033 = stablehlo.constant dense<1> : tensor<i32>
  %v2034 = "stablehlo.add"(%k2017, %c2033) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v2034, %v2021, %w2025#1) : (tensor<i32>, tensor<5xf32>, tensor<5xf32>) -> ()
  }) : (tensor<i32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>, tensor<5xf32>)
  return %w2014#1 : tensor<5xf32>
}
