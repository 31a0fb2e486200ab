// Reduced from the fuzzer's seed 540 f266_j0 (jvp of a loop whose body switches on its
// counter): the kernel hostcall-kernelize-loops made of it while it emitted stablehlo.case
// as scf.index_switch, two elements per value where it had twelve.  The primal case and
// its tangent are two switches on one index, one right after the other, and branch 0 of
// the second yields values defined outside it: iree-compile 3.13 crashes (SIGSEGV) in
// ApplyPatternsPass merging the two (MergeIndexSwitchPattern).  tests/test_kernel_cases.py
// compiles it raw (the canary).
module {
  func.func @main(%x: tensor<2xf32>, %t: tensor<2xf32>, %a: tensor<3x2xf32>, %ta: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %0:2 = flow.dispatch.region -> (tensor<2xf32>, tensor<2xf32>) attributes {hostcall.loop_kernel = "scalarized"} {
      %x0 = tensor.extract %x[%c0] : tensor<2xf32>
      %x1 = tensor.extract %x[%c1] : tensor<2xf32>
      %t0 = tensor.extract %t[%c0] : tensor<2xf32>
      %t1 = tensor.extract %t[%c1] : tensor<2xf32>
      %a00 = tensor.extract %a[%c0, %c0] : tensor<3x2xf32>
      %a01 = tensor.extract %a[%c0, %c1] : tensor<3x2xf32>
      %a10 = tensor.extract %a[%c1, %c0] : tensor<3x2xf32>
      %a11 = tensor.extract %a[%c1, %c1] : tensor<3x2xf32>
      %ta00 = tensor.extract %ta[%c0, %c0] : tensor<3x2xf32>
      %ta01 = tensor.extract %ta[%c0, %c1] : tensor<3x2xf32>
      %ta10 = tensor.extract %ta[%c1, %c0] : tensor<3x2xf32>
      %ta11 = tensor.extract %ta[%c1, %c1] : tensor<3x2xf32>
      %w:5 = scf.while (%i = %c0_i32, %p0 = %x0, %p1 = %x1, %q0 = %t0, %q1 = %t1) : (i32, f32, f32, f32, f32) -> (i32, f32, f32, f32, f32) {
        %lt = arith.cmpi slt, %i, %c3_i32 : i32
        scf.condition(%lt) %i, %p0, %p1, %q0, %q1 : i32, f32, f32, f32, f32
      } do {
      ^bb0(%i: i32, %p0: f32, %p1: f32, %q0: f32, %q1: f32):
        %m = arith.minsi %i, %c2_i32 : i32
        %k = arith.index_cast %m : i32 to index
        %y:2 = scf.index_switch %k -> f32, f32
        case 0 {
          scf.yield %a00, %a01 : f32, f32
        }
        case 1 {
          %y0 = arith.mulf %p0, %a10 : f32
          %y1 = arith.mulf %p1, %a11 : f32
          scf.yield %y0, %y1 : f32, f32
        }
        default {
          %y0 = arith.addf %p0, %a10 : f32
          %y1 = arith.addf %p1, %a11 : f32
          scf.yield %y0, %y1 : f32, f32
        }
        %dy:2 = scf.index_switch %k -> f32, f32
        case 0 {
          scf.yield %ta00, %ta01 : f32, f32
        }
        case 1 {
          %d0 = arith.mulf %q0, %a10 : f32
          %d1 = arith.mulf %q1, %a11 : f32
          %e0 = math.fma %p0, %ta10, %d0 : f32
          %e1 = math.fma %p1, %ta11, %d1 : f32
          scf.yield %e0, %e1 : f32, f32
        }
        default {
          %d0 = arith.addf %q0, %ta10 : f32
          %d1 = arith.addf %q1, %ta11 : f32
          scf.yield %d0, %d1 : f32, f32
        }
        %n = arith.addi %i, %c1_i32 : i32
        scf.yield %n, %y#0, %y#1, %dy#0, %dy#1 : i32, f32, f32, f32, f32
      }
      %ys = tensor.from_elements %w#1, %w#2 : tensor<2xf32>
      %dys = tensor.from_elements %w#3, %w#4 : tensor<2xf32>
      flow.return %ys, %dys : tensor<2xf32>, tensor<2xf32>
    }
    return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
  }
}
