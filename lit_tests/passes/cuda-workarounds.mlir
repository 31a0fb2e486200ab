// RUN: hostcall-opt %s -split-input-file --pass-pipeline=hostcall-cuda-workarounds | filecheck %s

// IREE 3.13's CUDA code generator sorts in place and cannot allocate a scratch copy in a
// kernel: computed operands are copied (x + barrier(-0.0): a buffer of their own, which
// the in-place sort may clobber) behind a barrier (their own kernels), and the results
// go through a barrier too when one nothing uses has an operand the comparator reads.

// CHECK-LABEL: func.func @sort_unused_result_read_by_comparator(
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<5xi32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[BZ:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[T]] : tensor<i32>, tensor<i32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[BZ]]#0, dims = [] : (tensor<i32>) -> tensor<5xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[I]], %[[ZS]] : tensor<5xi32>
// CHECK-NEXT: %[[OI:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<5xi32>
// CHECK-NEXT: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[OI]])
// CHECK: }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
// CHECK-NEXT: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[S]]#0, %[[S]]#1 : tensor<5xf32>, tensor<5xi32>
// CHECK-NEXT: return %[[B]]#0 : tensor<5xf32>
func.func @sort_unused_result_read_by_comparator(%x: tensor<5xf32>) -> tensor<5xf32> {
  %i = stablehlo.iota dim = 0 : tensor<5xi32>
  %0:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %1 = stablehlo.compare LT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @sort_of_a_slice(
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [1:2, 0:5]
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<1x5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[BZ:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[T]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[BZ]]#0, dims = [] : (tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[R]], %[[ZS]] : tensor<5xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<5xf32>
// CHECK-NEXT: %[[O:.*]] = "stablehlo.sort"(%[[B]])
// CHECK: }) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %[[O]] : tensor<5xf32>
func.func @sort_of_a_slice(%x: tensor<4x5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.slice %x [1:2, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
  %2 = "stablehlo.sort"(%1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %3 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %2 : tensor<5xf32>
}

// -----

// Sorts of arguments whose results are all used, or whose unused operand the comparator
// never reads, are left alone.

// CHECK-LABEL: func.func @sort_left_alone(
// CHECK-NEXT: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %arg1)
// CHECK: }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
// CHECK-NEXT: %[[T:.*]]:2 = "stablehlo.sort"(%arg0, %arg1)
// CHECK: }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
// CHECK-NEXT: return %[[S]]#0, %[[S]]#1, %[[T]]#0
func.func @sort_left_alone(%x: tensor<5xf32>, %i: tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>, tensor<5xf32>) {
  %0:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %1 = stablehlo.compare LT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  %2:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %3 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0, %0#1, %2#0 : tensor<5xf32>, tensor<5xi32>, tensor<5xf32>
}

// -----

// A loop kernel (hostcall-kernelize-loops) is one kernel as a whole: its ops are left
// alone.

// CHECK-LABEL: func.func @sort_in_a_loop_kernel(
// CHECK-NEXT: %[[K:.*]] = flow.dispatch.region -> (tensor<5xf32>) {
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<5xi32>
// CHECK-NEXT: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[I]])
// CHECK: }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
// CHECK-NEXT: flow.return %[[S]]#0 : tensor<5xf32>
func.func @sort_in_a_loop_kernel(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = flow.dispatch.region -> (tensor<5xf32>) {
    %i = stablehlo.iota dim = 0 : tensor<5xi32>
    %1:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %2 = stablehlo.compare LT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    flow.return %1#0 : tensor<5xf32>
  }
  return %0 : tensor<5xf32>
}

// -----

// Two reduce_windows with the same init and result shape: IREE merged their fills and the
// GPU bufferization could not copy the shared one. Each reads its init through a barrier
// of its own, which holds the op's number so that CSE does not merge the barriers.

// CHECK-LABEL: func.func @reduce_windows_own_their_inits(
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT: %[[FOUR:.*]] = stablehlo.constant dense<4> : tensor<i32>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: %[[N0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[B0:.*]]:2 = stablehlo.optimization_barrier %[[NEG]], %[[N0]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: %[[M:.*]] = "stablehlo.reduce_window"(%arg0, %[[B0]]#0)
// CHECK: %[[N1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[B1:.*]]:3 = stablehlo.optimization_barrier %[[NEG]], %[[FOUR]], %[[N1]] : tensor<f32>, tensor<i32>, tensor<i32>
// CHECK-NEXT: %[[A:.*]]:2 = "stablehlo.reduce_window"(%arg0, %[[IOTA]], %[[B1]]#0, %[[B1]]#1)
func.func @reduce_windows_own_their_inits(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<4> : tensor<i32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %0 = "stablehlo.reduce_window"(%x, %cst) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  %1:2 = "stablehlo.reduce_window"(%x, %i, %cst, %c) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %b, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %b, %a : tensor<i1>, tensor<f32>
    %j = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  %2 = stablehlo.add %0, %0 : tensor<2xf32>
  return %2, %1#1 : tensor<2xf32>, tensor<2xi32>
}

// -----

// A sum of complex numbers crashed iree-compile for cuda (complex shared-memory scratch):
// the parts are summed apart. A complex product is left alone.

// CHECK-LABEL: func.func @complex_sum(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT: %[[XR:.*]] = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[ZR:.*]] = stablehlo.real %[[Z]] : (tensor<complex<f32>>) -> tensor<f32>
// CHECK-NEXT: %[[SR:.*]] = stablehlo.reduce(%[[XR]] init: %[[ZR]]) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %[[XI:.*]] = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[ZI:.*]] = stablehlo.imag %[[Z]] : (tensor<complex<f32>>) -> tensor<f32>
// CHECK-NEXT: %[[SI:.*]] = stablehlo.reduce(%[[XI]] init: %[[ZI]]) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.complex %[[SR]], %[[SI]] : tensor<3xcomplex<f32>>
// CHECK-NEXT: %[[P:.*]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.multiply across dimensions = [1] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
// CHECK-NEXT: return %[[S]], %[[P]]
func.func @complex_sum(%x: tensor<3x4xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  %1 = stablehlo.reduce(%x init: %z) applies stablehlo.multiply across dimensions = [1] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  return %0, %1 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
}


// -----

// A sorted value other ops also read: the sort gets a copy of its own, so the value the
// negate's other reader sees is not sorted in place. The copy's barrier holds the sort's
// number (0 for the first sort), so that CSE cannot merge two sorts' copies.

// CHECK-LABEL: func.func @sorted_value_read_elsewhere(
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<5x4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[BZ:.*]]:2 = stablehlo.optimization_barrier %[[Z]], %[[T]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.broadcast_in_dim %[[BZ]]#0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.add %[[N]], %[[ZS]] : tensor<5x4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<5x4xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.sort"(%[[B]])
// CHECK: return %[[S]], %[[N]] : tensor<5x4xf32>, tensor<5x4xf32>
func.func @sorted_value_read_elsewhere(%m: tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>) {
  %n = stablehlo.negate %m : tensor<5x4xf32>
  %s = "stablehlo.sort"(%n) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5x4xf32>) -> tensor<5x4xf32>
  return %s, %n : tensor<5x4xf32>, tensor<5x4xf32>
}

// -----

// A bfloat16 sum adds in float32 and rounds once, as on the CPU (IREE's CUDA reduction
// added in bfloat16).

// CHECK-LABEL: func.func @half_sum(
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<9xbf16>) -> tensor<9xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.convert %[[Z]] : (tensor<bf16>) -> tensor<f32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%[[X]] init: %[[I]]) applies stablehlo.add across dimensions = [0] : (tensor<9xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %[[O:.*]] = stablehlo.convert %[[R]] : (tensor<f32>) -> tensor<bf16>
// CHECK-NEXT: return %[[O]] : tensor<bf16>
func.func @half_sum(%h: tensor<9xbf16>) -> tensor<bf16> {
  %z = stablehlo.constant dense<0.0> : tensor<bf16>
  %r = stablehlo.reduce(%h init: %z) applies stablehlo.add across dimensions = [0] : (tensor<9xbf16>, tensor<bf16>) -> tensor<bf16>
  return %r : tensor<bf16>
}
