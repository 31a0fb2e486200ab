// Fixed (found on commit 8d7af96 by `fuzz_campaign.py --seed 545 --count 300 --transforms
// --layout`; both pipelines): result 0 came out with the rows the switch's gather branch
// picks sorted.  vmap of vmap turns the switch into selects of all three branches: a
// batched gather of rows of x (the transposed a0), which hostcall-guard-batched-gathers
// reads through an optimization_barrier of x, and a sort of the same x.  IREE 3.13 sorted
// x in place, in the buffer the barrier's result shares, so the gather read sorted rows.
// hostcall-guard-shared-targets now counts a sort's operands as updated in place and sorts
// a copy of a computed operand other ops read (tests/test_guard_shared_targets.py has the
// canary: optimization_barrier(x) next to sort(x)).
// values mismatch: result 0[0, 0, 0, 0]: np.float32(-28.074072), expected np.float32(-8.388237)
// vmap_vmap [('vmap', [1, 0, 0, None], 0, 3), ('vmap', [None, 1, None, 0], 0, 2)] of:
func.func @f19(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf32>) {
  %v791 = "stablehlo.case"(%i0) ({
  %v792 = "stablehlo.slice"(%a0) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %c793 = stablehlo.constant dense<-1.0e+02> : tensor<2x1xf32>
  %c794 = stablehlo.constant dense<1.0e+02> : tensor<2x1xf32>
  %v795 = "stablehlo.clamp"(%c793, %v792, %c794) : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %v796 = "stablehlo.convert"(%v795) : (tensor<2x1xf32>) -> tensor<2x1xi32>
  %c797 = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c798 = stablehlo.constant dense<1> : tensor<2x1xi32>
  %v799 = "stablehlo.clamp"(%c797, %v796, %c798) : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
  %v800 = "stablehlo.gather"(%a0, %v799) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v800) : (tensor<2x3xf32>) -> ()
  }, {
  %v801 = "stablehlo.slice"(%a1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %c802 = stablehlo.constant dense<-1.5> : tensor<f32>
  %v803 = "stablehlo.pad"(%v801, %c802) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    "stablehlo.return"(%v803) : (tensor<2x3xf32>) -> ()
  }, {
  %v806:1 = "stablehlo.sort"(%a0) ({
  ^bb0(%p804: tensor<f32>, %q805: tensor<f32>):
  %v807 = "stablehlo.compare"(%p804, %q805) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v808 = "stablehlo.compare"(%p804, %p804) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v809 = "stablehlo.compare"(%q805, %q805) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v810 = "stablehlo.and"(%v808, %v809) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %v811 = "stablehlo.or"(%v807, %v810) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v811) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>) -> (tensor<2x3xf32>)
    "stablehlo.return"(%v806#0) : (tensor<2x3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %c812 = stablehlo.constant dense<true> : tensor<i1>
  %c813 = stablehlo.constant dense<0> : tensor<i32>
  %w814:4 = "stablehlo.while"(%c813, %i0, %c812, %a1) ({
  ^bb0(%x815: tensor<i32>, %x816: tensor<i32>, %x817: tensor<i1>, %x818: tensor<2x3xf32>):
  %c819 = stablehlo.constant dense<3> : tensor<i32>
  %v820 = "stablehlo.compare"(%x815, %c819) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v821 = "stablehlo.and"(%v820, %x817) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v821) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x822: tensor<i32>, %x823: tensor<i32>, %x824: tensor<i1>, %x825: tensor<2x3xf32>):
  %c826 = stablehlo.constant dense<true> : tensor<i1>
  %c827 = stablehlo.constant dense<0> : tensor<i32>
  %w828:4 = "stablehlo.while"(%c827, %i1, %c826, %v791) ({
  ^bb0(%x829: tensor<i32>, %x830: tensor<i32>, %x831: tensor<i1>, %x832: tensor<2x3xf32>):
  %c833 = stablehlo.constant dense<2> : tensor<i32>
  %v834 = "stablehlo.compare"(%x829, %c833) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v835 = "stablehlo.and"(%v834, %x831) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v835) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x836: tensor<i32>, %x837: tensor<i32>, %x838: tensor<i1>, %x839: tensor<2x3xf32>):
  %c840 = stablehlo.constant dense<0> : tensor<i32>
  %c841 = stablehlo.constant dense<1> : tensor<i32>
  %v842 = "stablehlo.clamp"(%c840, %i1, %c841) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c843 = stablehlo.constant dense<0> : tensor<i32>
  %c844 = stablehlo.constant dense<1> : tensor<i32>
  %v845 = "stablehlo.clamp"(%c843, %i1, %c844) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v846 = "stablehlo.dynamic_slice"(%x839, %v842, %v845) {slice_sizes = array<i64: 1, 2>} : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
  %c847 = stablehlo.constant dense<0> : tensor<i32>
  %c848 = stablehlo.constant dense<1> : tensor<i32>
  %v849 = "stablehlo.clamp"(%c847, %i0, %c848) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %c850 = stablehlo.constant dense<0> : tensor<i32>
  %c851 = stablehlo.constant dense<1> : tensor<i32>
  %v852 = "stablehlo.clamp"(%c850, %i1, %c851) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %v853 = "stablehlo.dynamic_update_slice"(%x839, %v846, %v849, %v852) : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %c854 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c855 = stablehlo.constant dense<12345> : tensor<i32>
  %v856 = "stablehlo.multiply"(%x837, %c854) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v857 = "stablehlo.add"(%v856, %c855) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c858 = stablehlo.constant dense<16> : tensor<i32>
  %c859 = stablehlo.constant dense<7> : tensor<i32>
  %v860 = "stablehlo.shift_right_logical"(%v857, %c858) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v861 = "stablehlo.and"(%v860, %c859) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c862 = stablehlo.constant dense<0> : tensor<i32>
  %v863 = "stablehlo.compare"(%v861, %c862) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c864 = stablehlo.constant dense<1> : tensor<i32>
  %v865 = "stablehlo.add"(%x836, %c864) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v865, %v857, %v863, %v853) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>)
  %c866 = stablehlo.constant dense<15> : tensor<i32>
  %v867 = "stablehlo.and"(%w828#1, %c866) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v868 = "stablehlo.convert"(%v867) : (tensor<i32>) -> tensor<f32>
  %v869 = "stablehlo.broadcast_in_dim"(%v868) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
  %v870 = "stablehlo.multiply"(%w828#3, %v869) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c871 = stablehlo.constant dense<1103515245> : tensor<i32>
  %c872 = stablehlo.constant dense<12345> : tensor<i32>
  %v873 = "stablehlo.multiply"(%x823, %c871) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v874 = "stablehlo.add"(%v873, %c872) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c875 = stablehlo.constant dense<16> : tensor<i32>
  %c876 = stablehlo.constant dense<7> : tensor<i32>
  %v877 = "stablehlo.shift_right_logical"(%v874, %c875) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v878 = "stablehlo.and"(%v877, %c876) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c879 = stablehlo.constant dense<0> : tensor<i32>
  %v880 = "stablehlo.compare"(%v878, %c879) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %c881 = stablehlo.constant dense<1> : tensor<i32>
  %v882 = "stablehlo.add"(%x822, %c881) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v882, %v874, %v880, %v870) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>) -> ()
  }) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>)
  return %w814#3 : tensor<2x3xf32>
}
// transformed:
func.func @f19(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.case"(%arg2) ({
    %2 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf32>
    %3 = stablehlo.clamp %cst, %2, %cst_1 : tensor<2x1xf32>
    %4 = stablehlo.convert %3 : (tensor<2x1xf32>) -> tensor<2x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<2x1xi32>
    %5 = stablehlo.clamp %c_2, %4, %c_3 : tensor<2x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    stablehlo.return %6 : tensor<2x3xf32>
  }, {
    %2 = stablehlo.slice %arg1 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %cst = stablehlo.constant dense<-1.500000e+00> : tensor<f32>
    %3 = stablehlo.pad %2, %cst, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    stablehlo.return %3 : tensor<2x3xf32>
  }, {
    %2 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %3 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.and %4, %5 : tensor<i1>
      %7 = stablehlo.or %3, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    stablehlo.return %2 : tensor<2x3xf32>
  }) : (tensor<i32>) -> tensor<2x3xf32>
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %arg2, %iterArg_2 = %c, %iterArg_3 = %arg1) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>
  cond {
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.and %2, %iterArg_2 : tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg_13 = %c_5, %iterArg_14 = %arg3, %iterArg_15 = %c_4, %iterArg_16 = %0) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>
    cond {
      %c_17 = stablehlo.constant dense<2> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_13, %c_17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = stablehlo.and %13, %iterArg_15 : tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.clamp %c_17, %arg3, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.clamp %c_19, %arg3, %c_20 : tensor<i32>
      %15 = stablehlo.dynamic_slice %iterArg_16, %13, %14, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.clamp %c_21, %arg2, %c_22 : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.clamp %c_23, %arg3, %c_24 : tensor<i32>
      %18 = stablehlo.dynamic_update_slice %iterArg_16, %15, %16, %17 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
      %c_25 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_26 = stablehlo.constant dense<12345> : tensor<i32>
      %19 = stablehlo.multiply %iterArg_14, %c_25 : tensor<i32>
      %20 = stablehlo.add %19, %c_26 : tensor<i32>
      %c_27 = stablehlo.constant dense<16> : tensor<i32>
      %c_28 = stablehlo.constant dense<7> : tensor<i32>
      %21 = stablehlo.shift_right_logical %20, %c_27 : tensor<i32>
      %22 = stablehlo.and %21, %c_28 : tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare NE, %22, %c_29 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_13, %c_30 : tensor<i32>
      stablehlo.return %24, %20, %23, %18 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>
    }
    %c_6 = stablehlo.constant dense<15> : tensor<i32>
    %3 = stablehlo.and %2#1, %c_6 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %6 = stablehlo.multiply %2#3, %5 : tensor<2x3xf32>
    %c_7 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_8 = stablehlo.constant dense<12345> : tensor<i32>
    %7 = stablehlo.multiply %iterArg_1, %c_7 : tensor<i32>
    %8 = stablehlo.add %7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.shift_right_logical %8, %c_9 : tensor<i32>
    %10 = stablehlo.and %9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare NE, %10, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %iterArg, %c_12 : tensor<i32>
    stablehlo.return %12, %8, %11, %6 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<2x3xf32>
  }
  return %1#3 : tensor<2x3xf32>
}
func.func @f19_v0(%arg0: tensor<2x3x3xf32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> tensor<3x2x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %1 = stablehlo.slice %0 [0:3, 0:2, 0:1] : (tensor<3x2x3xf32>) -> tensor<3x2x1xf32>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<3x2x1xf32>
  %3 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<3x2x1xf32>
  %4 = stablehlo.clamp %2, %1, %3 : tensor<3x2x1xf32>
  %5 = stablehlo.convert %4 : (tensor<3x2x1xf32>) -> tensor<3x2x1xi32>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_1 = stablehlo.constant dense<1> : tensor<2x1xi32>
  %6 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %7 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %8 = stablehlo.clamp %6, %5, %7 : tensor<3x2x1xi32>
  %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<3x2x1xi32>) -> tensor<3x2x3xf32>
  %10 = stablehlo.slice %arg1 [0:3, 0:1, 0:3] : (tensor<3x2x3xf32>) -> tensor<3x1x3xf32>
  %cst_2 = stablehlo.constant dense<-1.500000e+00> : tensor<f32>
  %11 = stablehlo.pad %10, %cst_2, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<3x1x3xf32>, tensor<f32>) -> tensor<3x2x3xf32>
  %12 = "stablehlo.sort"(%0) <{dimension = 2 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %31 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %32 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %33 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = stablehlo.and %32, %33 : tensor<i1>
    %35 = stablehlo.or %31, %34 : tensor<i1>
    stablehlo.return %35 : tensor<i1>
  }) : (tensor<3x2x3xf32>) -> tensor<3x2x3xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %14 = stablehlo.compare LT, %arg2, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_4 = stablehlo.constant dense<3> : tensor<i32>
  %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %16 = stablehlo.compare GE, %arg2, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %17 = stablehlo.or %14, %16 : tensor<3xi1>
  %c_5 = stablehlo.constant dense<2> : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %19 = stablehlo.select %17, %18, %arg2 : tensor<3xi1>, tensor<3xi32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
  %23 = stablehlo.select %22, %11, %12 : tensor<3x2x3xi1>, tensor<3x2x3xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %25 = stablehlo.compare EQ, %19, %24, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
  %27 = stablehlo.select %26, %9, %23 : tensor<3x2x3xi1>, tensor<3x2x3xf32>
  %c_8 = stablehlo.constant dense<true> : tensor<i1>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %30:4 = stablehlo.while(%iterArg = %28, %iterArg_10 = %arg2, %iterArg_11 = %29, %iterArg_12 = %arg1) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x2x3xf32>
  cond {
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.compare LT, %iterArg, %31 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %33 = stablehlo.and %32, %iterArg_11 : tensor<3xi1>
    %c_14 = stablehlo.constant dense<false> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_14) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %34 : tensor<i1>
  } do {
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.compare LT, %iterArg, %31 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %33 = stablehlo.and %32, %iterArg_11 : tensor<3xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %34:4 = stablehlo.while(%iterArg_23 = %c_15, %iterArg_24 = %arg3, %iterArg_25 = %c_14, %iterArg_26 = %27) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x2x3xf32>
    cond {
      %c_27 = stablehlo.constant dense<2> : tensor<i32>
      %57 = stablehlo.compare LT, %iterArg_23, %c_27 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %58 = stablehlo.and %57, %iterArg_25 : tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.clamp %c_27, %arg3, %c_28 : tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.clamp %c_29, %arg3, %c_30 : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.dynamic_slice %iterArg_26, %c_31, %57, %58, sizes = [3, 1, 2] : (tensor<3x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x2xf32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %60 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %61 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %62 = stablehlo.clamp %60, %arg2, %61 : tensor<3xi32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %63 = stablehlo.clamp %c_34, %arg3, %c_35 : tensor<i32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %c_38 = stablehlo.constant dense<3> : tensor<i32>
      %64:2 = stablehlo.while(%iterArg_45 = %c_36, %iterArg_46 = %iterArg_26) : tensor<i32>, tensor<3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %71 = stablehlo.compare LT, %iterArg_45, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %71 : tensor<i1>
      } do {
        %71 = stablehlo.dynamic_slice %62, %iterArg_45, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %72 = stablehlo.reshape %71 : (tensor<1xi32>) -> tensor<i32>
        %c_47 = stablehlo.constant dense<0> : tensor<i32>
        %73 = stablehlo.dynamic_slice %59, %iterArg_45, %c_47, %c_47, sizes = [1, 1, 2] : (tensor<3x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2xf32>
        %74 = stablehlo.add %iterArg_45, %c_37 : tensor<i32>
        %75 = stablehlo.dynamic_update_slice %iterArg_46, %73, %iterArg_45, %72, %63 : (tensor<3x2x3xf32>, tensor<1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x3xf32>
        stablehlo.return %74, %75 : tensor<i32>, tensor<3x2x3xf32>
      }
      %c_39 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_40 = stablehlo.constant dense<12345> : tensor<i32>
      %65 = stablehlo.multiply %iterArg_24, %c_39 : tensor<i32>
      %66 = stablehlo.add %65, %c_40 : tensor<i32>
      %c_41 = stablehlo.constant dense<16> : tensor<i32>
      %c_42 = stablehlo.constant dense<7> : tensor<i32>
      %67 = stablehlo.shift_right_logical %66, %c_41 : tensor<i32>
      %68 = stablehlo.and %67, %c_42 : tensor<i32>
      %c_43 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.compare NE, %68, %c_43 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %70 = stablehlo.add %iterArg_23, %c_44 : tensor<i32>
      stablehlo.return %70, %66, %69, %64#1 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<3x2x3xf32>
    }
    %c_16 = stablehlo.constant dense<15> : tensor<i32>
    %35 = stablehlo.and %34#1, %c_16 : tensor<i32>
    %36 = stablehlo.convert %35 : (tensor<i32>) -> tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
    %39 = stablehlo.multiply %34#3, %38 : tensor<3x2x3xf32>
    %c_17 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_18 = stablehlo.constant dense<12345> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %41 = stablehlo.multiply %iterArg_10, %40 : tensor<3xi32>
    %42 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %43 = stablehlo.add %41, %42 : tensor<3xi32>
    %c_19 = stablehlo.constant dense<16> : tensor<i32>
    %c_20 = stablehlo.constant dense<7> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %45 = stablehlo.shift_right_logical %43, %44 : tensor<3xi32>
    %46 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.and %45, %46 : tensor<3xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.compare NE, %47, %48 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %51 = stablehlo.add %iterArg, %50 : tensor<3xi32>
    %52 = stablehlo.select %33, %51, %iterArg : tensor<3xi1>, tensor<3xi32>
    %53 = stablehlo.select %33, %43, %iterArg_10 : tensor<3xi1>, tensor<3xi32>
    %54 = stablehlo.select %33, %49, %iterArg_11 : tensor<3xi1>, tensor<3xi1>
    %55 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
    %56 = stablehlo.select %55, %39, %iterArg_12 : tensor<3x2x3xi1>, tensor<3x2x3xf32>
    stablehlo.return %52, %53, %54, %56 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3x2x3xf32>
  }
  return %30#3 : tensor<3x2x3xf32>
}
func.func @f19_v0_v1(%arg0: tensor<2x3x3xf32>, %arg1: tensor<3x2x2x3xf32>, %arg2: tensor<3xi32>, %arg3: tensor<2xi32>) -> tensor<2x3x2x3xf32> {
  %0 = stablehlo.transpose %arg1, dims = [1, 0, 2, 3] : (tensor<3x2x2x3xf32>) -> tensor<2x3x2x3xf32>
  %1 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
  %2 = stablehlo.slice %1 [0:3, 0:2, 0:1] : (tensor<3x2x3xf32>) -> tensor<3x2x1xf32>
  %cst = stablehlo.constant dense<-1.000000e+02> : tensor<2x1xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<2x1xf32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<3x2x1xf32>
  %4 = stablehlo.broadcast_in_dim %cst_0, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<3x2x1xf32>
  %5 = stablehlo.clamp %3, %2, %4 : tensor<3x2x1xf32>
  %6 = stablehlo.convert %5 : (tensor<3x2x1xf32>) -> tensor<3x2x1xi32>
  %c = stablehlo.constant dense<0> : tensor<2x1xi32>
  %c_1 = stablehlo.constant dense<1> : tensor<2x1xi32>
  %7 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %8 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2] : (tensor<2x1xi32>) -> tensor<3x2x1xi32>
  %9 = stablehlo.clamp %7, %6, %8 : tensor<3x2x1xi32>
  %10 = "stablehlo.gather"(%1, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<3x2x3xf32>, tensor<3x2x1xi32>) -> tensor<3x2x3xf32>
  %11 = stablehlo.slice %0 [0:2, 0:3, 0:1, 0:3] : (tensor<2x3x2x3xf32>) -> tensor<2x3x1x3xf32>
  %cst_2 = stablehlo.constant dense<-1.500000e+00> : tensor<f32>
  %12 = stablehlo.pad %11, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x3x1x3xf32>, tensor<f32>) -> tensor<2x3x2x3xf32>
  %13 = "stablehlo.sort"(%1) <{dimension = 2 : i64, is_stable = true}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %36 = stablehlo.compare LT, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %37 = stablehlo.compare EQ, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %38 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %39 = stablehlo.and %37, %38 : tensor<i1>
    %40 = stablehlo.or %36, %39 : tensor<i1>
    stablehlo.return %40 : tensor<i1>
  }) : (tensor<3x2x3xf32>) -> tensor<3x2x3xf32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %15 = stablehlo.compare LT, %arg2, %14, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %c_4 = stablehlo.constant dense<3> : tensor<i32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %17 = stablehlo.compare GE, %arg2, %16, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %18 = stablehlo.or %15, %17 : tensor<3xi1>
  %c_5 = stablehlo.constant dense<2> : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %20 = stablehlo.select %18, %19, %arg2 : tensor<3xi1>, tensor<3xi32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
  %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<2x3x2x3xi1>
  %25 = stablehlo.broadcast_in_dim %13, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<2x3x2x3xf32>
  %26 = stablehlo.select %24, %12, %25 : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf32>
  %c_7 = stablehlo.constant dense<0> : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %28 = stablehlo.compare EQ, %20, %27, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
  %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<2x3x2x3xi1>
  %31 = stablehlo.broadcast_in_dim %10, dims = [1, 2, 3] : (tensor<3x2x3xf32>) -> tensor<2x3x2x3xf32>
  %32 = stablehlo.select %30, %31, %26 : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf32>
  %c_8 = stablehlo.constant dense<true> : tensor<i1>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %34 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %35:4 = stablehlo.while(%iterArg = %33, %iterArg_10 = %arg2, %iterArg_11 = %34, %iterArg_12 = %0) : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<2x3x2x3xf32>
  cond {
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %37 = stablehlo.compare LT, %iterArg, %36 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %38 = stablehlo.and %37, %iterArg_11 : tensor<3xi1>
    %c_14 = stablehlo.constant dense<false> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_14) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %39 : tensor<i1>
  } do {
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %37 = stablehlo.compare LT, %iterArg, %36 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %38 = stablehlo.and %37, %iterArg_11 : tensor<3xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %41:4 = stablehlo.while(%iterArg_23 = %39, %iterArg_24 = %arg3, %iterArg_25 = %40, %iterArg_26 = %32) : tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2x3x2x3xf32>
    cond {
      %c_27 = stablehlo.constant dense<2> : tensor<i32>
      %66 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %67 = stablehlo.compare LT, %iterArg_23, %66 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %68 = stablehlo.and %67, %iterArg_25 : tensor<2xi1>
      %c_28 = stablehlo.constant dense<false> : tensor<i1>
      %69 = stablehlo.reduce(%68 init: %c_28) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %69 : tensor<i1>
    } do {
      %c_27 = stablehlo.constant dense<2> : tensor<i32>
      %66 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %67 = stablehlo.compare LT, %iterArg_23, %66 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %68 = stablehlo.and %67, %iterArg_25 : tensor<2xi1>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %70 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %71 = stablehlo.clamp %69, %arg3, %70 : tensor<2xi32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %73 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %74 = stablehlo.clamp %72, %arg3, %73 : tensor<2xi32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %75 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %76 = stablehlo.reshape %75 : (tensor<2xi32>) -> tensor<2x1xi32>
      %77 = stablehlo.reshape %71 : (tensor<2xi32>) -> tensor<2x1xi32>
      %78 = stablehlo.reshape %74 : (tensor<2xi32>) -> tensor<2x1xi32>
      %79 = stablehlo.concatenate %76, %77, %78, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
      %80 = "stablehlo.gather"(%iterArg_26, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2, 3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1, 2>}> : (tensor<2x3x2x3xf32>, tensor<2x3xi32>) -> tensor<2x3x1x2xf32>
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %81 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %82 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %83 = stablehlo.clamp %81, %arg2, %82 : tensor<3xi32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %84 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %85 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %86 = stablehlo.clamp %84, %arg3, %85 : tensor<2xi32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %c_39 = stablehlo.constant dense<3> : tensor<i32>
      %87:2 = stablehlo.while(%iterArg_46 = %c_37, %iterArg_47 = %iterArg_26) : tensor<i32>, tensor<2x3x2x3xf32> attributes {hostcall.trip_count = 3 : i64}
      cond {
        %105 = stablehlo.compare LT, %iterArg_46, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %105 : tensor<i1>
      } do {
        %105 = stablehlo.dynamic_slice %83, %iterArg_46, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %c_49 = stablehlo.constant dense<0> : tensor<i32>
        %107 = stablehlo.dynamic_slice %80, %c_49, %iterArg_46, %c_48, %c_48, sizes = [2, 1, 1, 2] : (tensor<2x3x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x2xf32>
        %108 = stablehlo.add %iterArg_46, %c_38 : tensor<i32>
        %c_50 = stablehlo.constant dense<0> : tensor<i32>
        %c_51 = stablehlo.constant dense<1> : tensor<i32>
        %c_52 = stablehlo.constant dense<2> : tensor<i32>
        %109:2 = stablehlo.while(%iterArg_53 = %c_50, %iterArg_54 = %iterArg_47) : tensor<i32>, tensor<2x3x2x3xf32> attributes {hostcall.trip_count = 2 : i64}
        cond {
          %110 = stablehlo.compare LT, %iterArg_53, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %110 : tensor<i1>
        } do {
          %110 = stablehlo.dynamic_slice %86, %iterArg_53, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
          %111 = stablehlo.reshape %110 : (tensor<1xi32>) -> tensor<i32>
          %c_55 = stablehlo.constant dense<0> : tensor<i32>
          %112 = stablehlo.dynamic_slice %107, %iterArg_53, %c_55, %c_55, %c_55, sizes = [1, 1, 1, 2] : (tensor<2x1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x2xf32>
          %113 = stablehlo.add %iterArg_53, %c_51 : tensor<i32>
          %114 = stablehlo.dynamic_update_slice %iterArg_54, %112, %iterArg_53, %iterArg_46, %106, %111 : (tensor<2x3x2x3xf32>, tensor<1x1x1x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2x3xf32>
          stablehlo.return %113, %114 : tensor<i32>, tensor<2x3x2x3xf32>
        }
        stablehlo.return %108, %109#1 : tensor<i32>, tensor<2x3x2x3xf32>
      }
      %c_40 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_41 = stablehlo.constant dense<12345> : tensor<i32>
      %88 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %89 = stablehlo.multiply %iterArg_24, %88 : tensor<2xi32>
      %90 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %91 = stablehlo.add %89, %90 : tensor<2xi32>
      %c_42 = stablehlo.constant dense<16> : tensor<i32>
      %c_43 = stablehlo.constant dense<7> : tensor<i32>
      %92 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %93 = stablehlo.shift_right_logical %91, %92 : tensor<2xi32>
      %94 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %95 = stablehlo.and %93, %94 : tensor<2xi32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %96 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %97 = stablehlo.compare NE, %95, %96 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %98 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %99 = stablehlo.add %iterArg_23, %98 : tensor<2xi32>
      %100 = stablehlo.select %68, %99, %iterArg_23 : tensor<2xi1>, tensor<2xi32>
      %101 = stablehlo.select %68, %91, %iterArg_24 : tensor<2xi1>, tensor<2xi32>
      %102 = stablehlo.select %68, %97, %iterArg_25 : tensor<2xi1>, tensor<2xi1>
      %103 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<2xi1>) -> tensor<2x3x2x3xi1>
      %104 = stablehlo.select %103, %87#1, %iterArg_26 : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf32>
      stablehlo.return %100, %101, %102, %104 : tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2x3x2x3xf32>
    }
    %c_16 = stablehlo.constant dense<15> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %43 = stablehlo.and %41#1, %42 : tensor<2xi32>
    %44 = stablehlo.convert %43 : (tensor<2xi32>) -> tensor<2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<2xf32>) -> tensor<2x2x3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 2, 3] : (tensor<2x2x3xf32>) -> tensor<2x3x2x3xf32>
    %47 = stablehlo.multiply %41#3, %46 : tensor<2x3x2x3xf32>
    %c_17 = stablehlo.constant dense<1103515245> : tensor<i32>
    %c_18 = stablehlo.constant dense<12345> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %49 = stablehlo.multiply %iterArg_10, %48 : tensor<3xi32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %51 = stablehlo.add %49, %50 : tensor<3xi32>
    %c_19 = stablehlo.constant dense<16> : tensor<i32>
    %c_20 = stablehlo.constant dense<7> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %53 = stablehlo.shift_right_logical %51, %52 : tensor<3xi32>
    %54 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %55 = stablehlo.and %53, %54 : tensor<3xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %57 = stablehlo.compare NE, %55, %56 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %59 = stablehlo.add %iterArg, %58 : tensor<3xi32>
    %60 = stablehlo.select %38, %59, %iterArg : tensor<3xi1>, tensor<3xi32>
    %61 = stablehlo.select %38, %51, %iterArg_10 : tensor<3xi1>, tensor<3xi32>
    %62 = stablehlo.select %38, %57, %iterArg_11 : tensor<3xi1>, tensor<3xi1>
    %63 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<3xi1>) -> tensor<3x2x3xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3] : (tensor<3x2x3xi1>) -> tensor<2x3x2x3xi1>
    %65 = stablehlo.select %64, %47, %iterArg_12 : tensor<2x3x2x3xi1>, tensor<2x3x2x3xf32>
    stablehlo.return %60, %61, %62, %65 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<2x3x2x3xf32>
  }
  return %35#3 : tensor<2x3x2x3xf32>
}
// inputs: [[[-0.9320264,  1.3628497, -3.1193414],  [-1.653657 ,  2.8887506,  1.5432911],  [ 2.73015  ,  1.4037671,  1.74841  ]], [[ 2.6274908,  2.8689446, -1.0639127],  [-0.6275569,  1.0383939, -2.7237322],  [-0.3543373,  1.4198267, -1.417163 ]]]; [[[[-1.4011014 , -0.7735956 , -0.1255563 ],   [ 0.18351594, -1.6231203 , -1.5316911 ]],  [[ 0.11822446, -2.2939813 ,  4.052605  ],   [-0.49755874,  0.6714431 ,  0.19136702]]], [[[ 2.3936129 , -2.391074  , -1.0955814 ],   [ 1.5106628 , -1.5913552 , -0.12831286]],  [[ 0.09942396,  0.59517026, -0.8728127 ],   [-2.0233607 ,  1.7795087 ,  0.60067177]]], [[[-0.35374752, -0.29601258, -1.6649255 ],   [-2.2702363 ,  0.43977955, -0.59029263]],  [[-0.37254006, -2.751242  ,  0.75074095],   [-0.938568  , -2.0101304 , -0.0426741 ]]]]; [0, 1, 0]; [0, 1]
// reference: [[[[ -8.388237  ,  12.265648  , -28.074072  ],   [ 23.647417  ,  25.820501  ,  -9.575214  ]],  [[ 21.542515  , -21.519665  ,  -9.860232  ],   [ 21.542515  , -21.519665  , -13.5       ]],  [[ -3.1890357 ,  12.77844   , -12.754467  ],   [ 24.57135   ,  12.6339035 ,  15.73569   ]]], [[[ -6.5241847 ,  20.082613  ,  -7.447389  ],   [ 18.392435  ,  20.082613  ,  -7.447389  ]],  [[  0.69596773,   4.166192  ,  -6.1096888 ],   [-10.5       , -10.5       , -10.5       ]],  [[ -2.4803612 ,   9.82637   ,  12.23887   ],   [ 19.11105   ,   9.82637   ,  12.23887   ]]]]
// compiled:  [[[[-28.074072  ,  -8.388237  ,  12.265648  ],   [ -9.575214  ,  23.647417  ,  25.820501  ]],  [[ 21.542515  , -21.519665  ,  -9.860232  ],   [ 21.542515  , -21.519665  , -13.5       ]],  [[-12.754467  ,  -3.1890357 ,  12.77844   ],   [ 12.6339035 ,  15.73569   ,  24.57135   ]]], [[[-21.83539   ,  18.392435  ,  20.082613  ],   [ -7.447389  ,  18.392435  ,  20.082613  ]],  [[  0.69596773,   4.166192  ,  -6.1096888 ],   [-10.5       , -10.5       , -10.5       ]],  [[ -9.920141  ,  12.23887   ,  19.11105   ],   [  9.82637   ,  12.23887   ,  19.11105   ]]]]
