// Fixed (found on commit f609303 by `fuzz_campaign.py --seed 520 --layout --data-indices
// --random --host-loops`): with host loops, iree-compile 3.13 failed with "failed to
// legalize unresolved materialization from ('tensor<4xi64>') to ('tensor<4xui64>')": a
// sort whose unsigned result is the loop's carry.  hostcall-signed-regions sorts the bit
// patterns as signed integers with an unsigned comparator.
// compile mismatch: <fuzz>: error: IREE failed to compile the module: failed to legalize unresolved materialization from ('tensor<4xi64>') to ('tensor<4xui64>') that remained live after conversion (no type converter specified)
func.func @f216(%a0: tensor<4xui64>, %a1: tensor<4xui64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xui64>) {
  %c29092 = stablehlo.constant dense<0> : tensor<i32>
  %w29095:2 = "stablehlo.while"(%c29092, %a1) ({
  ^bb0(%k29093: tensor<i32>, %x29094: tensor<4xui64>):
  %c29096 = stablehlo.constant dense<2> : tensor<i32>
  %v29097 = "stablehlo.compare"(%k29093, %c29096) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v29097) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k29098: tensor<i32>, %x29099: tensor<4xui64>):
  %v29104:2 = "stablehlo.sort"(%a1, %x29099) ({
  ^bb0(%p29100: tensor<ui64>, %q29101: tensor<ui64>, %p29102: tensor<ui64>, %q29103: tensor<ui64>):
  %v29105 = "stablehlo.compare"(%q29101, %p29100) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    "stablehlo.return"(%v29105) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xui64>, tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui64>)
  %c29106 = stablehlo.constant dense<1> : tensor<i32>
  %v29107 = "stablehlo.add"(%k29098, %c29106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v29107, %v29104#1) : (tensor<i32>, tensor<4xui64>) -> ()
  }) : (tensor<i32>, tensor<4xui64>) -> (tensor<i32>, tensor<4xui64>)
  return %w29095#1 : tensor<4xui64>
}
// inputs: [ 2, 12,  9,  8]; [11,  1, 16,  9]; -1; 6
