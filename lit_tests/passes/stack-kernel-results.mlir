// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-stack-kernel-results | filecheck %s

// A loop kernel's results of one type leave it stacked in one tensor (each inserted as a
// row) and are sliced apart after it: IREE 3.13 pointed a kernel result that repeats an
// earlier one at the kernel's first result.  A result of a type no other result has
// stays a result of its own, in order of first appearance.

// CHECK-LABEL: func.func @two_of_one_type(
// CHECK-NEXT: %[[K:.*]]:2 = flow.dispatch.region -> (tensor<2x2xf64>, tensor<i32>) attributes {hostcall.loop_kernel = "scalarized"} {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2xf64>
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %arg0 : tensor<2xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x2xf64>
// CHECK-NEXT: %[[S0:.*]] = tensor.insert_slice %[[N]] into %[[E]][0, 0] [1, 2] [1, 1] : tensor<2xf64> into tensor<2x2xf64>
// CHECK-NEXT: %[[S1:.*]] = tensor.insert_slice %[[A]] into %[[S0]][1, 0] [1, 2] [1, 1] : tensor<2xf64> into tensor<2x2xf64>
// CHECK-NEXT: flow.return %[[S1]], %[[C]] : tensor<2x2xf64>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R0:.*]] = stablehlo.slice %[[K]]#0 [0:1, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
// CHECK-NEXT: %[[X0:.*]] = stablehlo.reshape %[[R0]] : (tensor<1x2xf64>) -> tensor<2xf64>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.slice %[[K]]#0 [1:2, 0:2] : (tensor<2x2xf64>) -> tensor<1x2xf64>
// CHECK-NEXT: %[[X1:.*]] = stablehlo.reshape %[[R1]] : (tensor<1x2xf64>) -> tensor<2xf64>
// CHECK-NEXT: return %[[X0]], %[[K]]#1, %[[X1]] : tensor<2xf64>, tensor<i32>, tensor<2xf64>
func.func @two_of_one_type(%x: tensor<2xf64>, %n: tensor<i64>) -> (tensor<2xf64>, tensor<i32>, tensor<2xf64>) {
  %0:3 = flow.dispatch.region -> (tensor<2xf64>, tensor<i32>, tensor<2xf64>) attributes {hostcall.loop_kernel = "scalarized"} {
    %1 = stablehlo.negate %x : tensor<2xf64>
    %2 = stablehlo.abs %x : tensor<2xf64>
    %3 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
    flow.return %1, %3, %2 : tensor<2xf64>, tensor<i32>, tensor<2xf64>
  }
  return %0#0, %0#1, %0#2 : tensor<2xf64>, tensor<i32>, tensor<2xf64>
}

// -----

// A result the kernel returns from outside its body (an argument, a constant: what
// IREE's folding of a loop of no trips leaves) is read there instead, a constant as it
// is and anything else through a copy made before the kernel (the guards against
// in-place updates ran before this pass); the kernel keeps the one result it computes.

// CHECK-LABEL: func.func @returned_from_outside(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// CHECK-NEXT: %[[M:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[M]], %[[T]] : tensor<f64>, tensor<i32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.broadcast_in_dim %[[B]]#0, dims = [] : (tensor<f64>) -> tensor<2xf64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %arg0, %[[Y]] : tensor<2xf64>
// CHECK-NEXT: %[[K:.*]] = flow.dispatch.region -> (tensor<2xf64>) {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2xf64>
// CHECK-NEXT: flow.return %[[N]] : tensor<2xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[K]], %[[Z]], %[[Z]], %[[C]] : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
func.func @returned_from_outside(%x: tensor<2xf64>) -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %zeros = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
  %0:4 = flow.dispatch.region -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
    %1 = stablehlo.negate %x : tensor<2xf64>
    flow.return %1, %zeros, %zeros, %x : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
  }
  return %0#0, %0#1, %0#2, %0#3 : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
}

// -----

// A kernel whose results all differ in type and are computed in it is left alone.

// CHECK-LABEL: func.func @distinct_types(
// CHECK-NEXT: %[[K:.*]]:2 = flow.dispatch.region -> (tensor<2xf32>, tensor<i32>) {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.negate %arg1 : tensor<i32>
// CHECK-NEXT: flow.return %[[N]], %[[M]] : tensor<2xf32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[K]]#0, %[[K]]#1
func.func @distinct_types(%x: tensor<2xf32>, %n: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  %0:2 = flow.dispatch.region -> (tensor<2xf32>, tensor<i32>) {
    %1 = stablehlo.negate %x : tensor<2xf32>
    %2 = stablehlo.negate %n : tensor<i32>
    flow.return %1, %2 : tensor<2xf32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<2xf32>, tensor<i32>
}

// -----

// Results whose stack would pass 4096 bytes (a long scan's residual stacks) stay results
// of their own: stacked, IREE 3.13 built them in the dispatch's stack memory and
// rejected the kernel ("exceeded stack allocation limit").

// CHECK-LABEL: func.func @large_results_apart(
// CHECK-NEXT: %[[K:.*]]:2 = flow.dispatch.region -> (tensor<1024xf32>, tensor<1024xf32>) {
// CHECK-NOT: tensor.insert_slice
// CHECK: return %[[K]]#0, %[[K]]#1
func.func @large_results_apart(%x: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %0:2 = flow.dispatch.region -> (tensor<1024xf32>, tensor<1024xf32>) {
    %1 = stablehlo.negate %x : tensor<1024xf32>
    %2 = stablehlo.abs %x : tensor<1024xf32>
    flow.return %1, %2 : tensor<1024xf32>, tensor<1024xf32>
  }
  return %0#0, %0#1 : tensor<1024xf32>, tensor<1024xf32>
}
