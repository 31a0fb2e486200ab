// Differential fuzzer, --seed 23 --count 300 --x64, f60 (shrunk).  Both loops start two
// carries as one value; hostcall-guard-loop-entries routed the carries through an
// optimization_barrier, which made their sizes i64 block arguments of the loop, and IREE
// 3.13's VM branch into the loop moved "i4+5 -> i6+7" before "i6 -> i4": the loop counter
// became a buffer size and the loop never ran (result 0 kept a1's rows).  Fixed by copying
// only the repeated carries, without a barrier over the carries.
func.func @f60(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c1413 = stablehlo.constant dense<0> : tensor<i32>
  %w1417:3 = "stablehlo.while"(%c1413, %a1, %a1) ({
  ^bb0(%k1414: tensor<i32>, %x1415: tensor<3x4xf32>, %x1416: tensor<3x4xf32>):
  %c1418 = stablehlo.constant dense<2> : tensor<i32>
  %v1419 = "stablehlo.compare"(%k1414, %c1418) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1419) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1420: tensor<i32>, %x1421: tensor<3x4xf32>, %x1422: tensor<3x4xf32>):
  %c1423 = stablehlo.constant dense<0> : tensor<i32>
  %c1424 = stablehlo.constant dense<0> : tensor<i32>
  %w1427:2 = "stablehlo.while"(%c1424, %x1422) ({
  ^bb0(%k1425: tensor<i32>, %x1426: tensor<3x4xf32>):
  %c1428 = stablehlo.constant dense<3> : tensor<i32>
  %v1429 = "stablehlo.compare"(%k1425, %c1428) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1429) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1430: tensor<i32>, %x1431: tensor<3x4xf32>):
  %v1432 = "stablehlo.dynamic_slice"(%x1422, %k1430, %c1423) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v1433 = "stablehlo.dynamic_slice"(%x1431, %k1430, %c1423) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %v1434 = "stablehlo.minimum"(%v1432, %v1433) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %v1435 = "stablehlo.dynamic_update_slice"(%x1431, %v1434, %k1430, %c1423) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  %c1436 = stablehlo.constant dense<1> : tensor<i32>
  %v1437 = "stablehlo.add"(%k1430, %c1436) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1437, %v1435) : (tensor<i32>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
  %v1438 = "stablehlo.case"(%i0) ({
  %v1439 = "stablehlo.compare"(%x1422, %a1) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %v1440 = "stablehlo.select"(%v1439, %w1427#1, %x1422) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v1440) : (tensor<3x4xf32>) -> ()
  }, {
  %c1441 = stablehlo.constant dense<[[-2], [2], [-1]]> : tensor<3x1xi32>
  %v1442 = "stablehlo.gather"(%x1421, %c1441) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, indices_are_sorted = false} : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v1442) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %c1443 = stablehlo.constant dense<1> : tensor<i32>
  %v1444 = "stablehlo.add"(%k1420, %c1443) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1444, %w1427#1, %v1438) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  %c1445 = stablehlo.constant dense<0> : tensor<i32>
  %w1449:3 = "stablehlo.while"(%c1445, %w1417#1, %w1417#1) ({
  ^bb0(%k1446: tensor<i32>, %x1447: tensor<3x4xf32>, %x1448: tensor<3x4xf32>):
  %c1450 = stablehlo.constant dense<1> : tensor<i32>
  %v1451 = "stablehlo.compare"(%k1446, %c1450) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v1451) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k1452: tensor<i32>, %x1453: tensor<3x4xf32>, %x1454: tensor<3x4xf32>):
  %v1455 = "stablehlo.compare"(%a0, %x1454) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %v1456 = "stablehlo.select"(%v1455, %x1453, %x1453) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %v1457 = "stablehlo.case"(%k1452) ({
  %v1458 = "stablehlo.dynamic_slice"(%v1456, %i1, %k1452) {slice_sizes = array<i64: 1, 2>} : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
  %v1459 = "stablehlo.dynamic_update_slice"(%a0, %v1458, %k1452, %k1452) : (tensor<3x4xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v1459) : (tensor<3x4xf32>) -> ()
  }, {
  %v1460 = "stablehlo.add"(%v1456, %a0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "stablehlo.return"(%v1460) : (tensor<3x4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3x4xf32>
  %c1461 = stablehlo.constant dense<1> : tensor<i32>
  %v1462 = "stablehlo.add"(%k1452, %c1461) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v1462, %v1456, %v1457) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>)
  return %w1449#1, %w1417#1 : tensor<3x4xf32>, tensor<3x4xf32>
}
