// The flag loop of the fuzzer's seed 472 f7 (ui64) as jit's pipeline left it before
// hostcall-fold-splats folded whole-array updates: the carry %iterArg_54 is read only by a
// dynamic_update_slice of five elements into five (a case branch), which IREE folds to its
// update, so IREE sees the carry overwritten unread; iree-compile 3.13 crashes.
module {
  func.func @f7(%arg0: tensor<5xui64>, %arg1: tensor<5xui64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<5xui64> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c_1 = stablehlo.constant dense<4> : tensor<5x1xi32>
    %c_2 = stablehlo.constant dense<[[4], [1], [3], [7], [6]]> : tensor<5x1xi32>
    %0 = stablehlo.compare LE, %c_2, %c_1, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<5x1xi32>
    %1 = stablehlo.compare GE, %c_2, %c_3, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %2 = stablehlo.and %1, %0 : tensor<5x1xi1>
    %3 = stablehlo.optimization_barrier %2 : tensor<5x1xi1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.optimization_barrier %c_4 : tensor<i64>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.optimization_barrier %c_5 : tensor<i1>
    %6:4 = stablehlo.while(%iterArg = %c_0, %iterArg_52 = %arg3, %iterArg_53 = %c, %iterArg_54 = %arg1) : tensor<i64>, tensor<i32>, tensor<i1>, tensor<5xui64>
    cond {
      %c_55 = stablehlo.constant dense<6> : tensor<i64>
      %159 = stablehlo.compare LT, %iterArg, %c_55 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %160 = stablehlo.and %159, %iterArg_53 : tensor<i1>
      stablehlo.return %160 : tensor<i1>
    } do {
      %159 = "stablehlo.case"(%arg2) ({
        %c_62 = stablehlo.constant dense<[[4], [1], [3], [7], [6]]> : tensor<5x1xi32>
        %c_63 = stablehlo.constant dense<4> : tensor<5x1xi32>
        %c_64 = stablehlo.constant dense<0> : tensor<5x1xi32>
        %171 = stablehlo.compare GE, %c_62, %c_64, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
        %172 = stablehlo.compare LE, %c_62, %c_63, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
        %173 = stablehlo.and %171, %172 : tensor<5x1xi1>
        %c_65 = stablehlo.constant dense<true> : tensor<i1>
        %174 = stablehlo.reduce(%3 init: %c_65) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
        %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
        %c_66 = stablehlo.constant dense<5> : tensor<5x1xi32>
        %176 = stablehlo.select %175, %c_62, %c_66 : tensor<5x1xi1>, tensor<5x1xi32>
        %c_67 = stablehlo.constant dense<0> : tensor<ui64>
        %177 = stablehlo.pad %arg1, %c_67, low = [0], high = [1], interior = [0] : (tensor<5xui64>, tensor<ui64>) -> tensor<6xui64>
        %178 = stablehlo.bitcast_convert %177 : (tensor<6xui64>) -> tensor<6xi64>
        %179 = stablehlo.bitcast_convert %arg1 : (tensor<5xui64>) -> tensor<5xi64>
        %180 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<6xi64>
        %181 = stablehlo.add %178, %180 : tensor<6xi64>
        %182 = "stablehlo.scatter"(%181, %176, %179) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
        ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
          %185 = stablehlo.bitcast_convert %arg4 : (tensor<i64>) -> tensor<ui64>
          %186 = stablehlo.bitcast_convert %arg5 : (tensor<i64>) -> tensor<ui64>
          %187 = stablehlo.bitcast_convert %186 : (tensor<ui64>) -> tensor<i64>
          stablehlo.return %187 : tensor<i64>
        }) : (tensor<6xi64>, tensor<5x1xi32>, tensor<5xi64>) -> tensor<6xi64>
        %183 = stablehlo.bitcast_convert %182 : (tensor<6xi64>) -> tensor<6xui64>
        %184 = stablehlo.slice %183 [0:5] : (tensor<6xui64>) -> tensor<5xui64>
        stablehlo.return %184 : tensor<5xui64>
      }, {
        stablehlo.return %arg1 : tensor<5xui64>
      }, {
        %171 = stablehlo.dynamic_slice %arg1, %arg2, sizes = [5] : (tensor<5xui64>, tensor<i32>) -> tensor<5xui64>
        %172 = stablehlo.dynamic_update_slice %iterArg_54, %171, %arg2 : (tensor<5xui64>, tensor<5xui64>, tensor<i32>) -> tensor<5xui64>
        stablehlo.return %172 : tensor<5xui64>
      }) : (tensor<i32>) -> tensor<5xui64>
      %c_55 = stablehlo.constant dense<1103515245> : tensor<i32>
      %c_56 = stablehlo.constant dense<12345> : tensor<i32>
      %160 = stablehlo.multiply %iterArg_52, %c_55 : tensor<i32>
      %161 = stablehlo.add %160, %c_56 : tensor<i32>
      %c_57 = stablehlo.constant dense<16> : tensor<i32>
      %c_58 = stablehlo.constant dense<7> : tensor<i32>
      %162 = stablehlo.shift_right_logical %161, %c_57 : tensor<i32>
      %163 = stablehlo.and %162, %c_58 : tensor<i32>
      %c_59 = stablehlo.constant dense<0> : tensor<i32>
      %164 = stablehlo.compare NE, %163, %c_59 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %165 = stablehlo.slice %159 [0:1] : (tensor<5xui64>) -> tensor<1xui64>
      %166 = stablehlo.reshape %165 : (tensor<1xui64>) -> tensor<ui64>
      %c_60 = stablehlo.constant dense<6> : tensor<ui64>
      %167 = stablehlo.compare LT, %166, %c_60, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %168 = stablehlo.xor %164, %167 : tensor<i1>
      %c_61 = stablehlo.constant dense<1> : tensor<i64>
      %169 = stablehlo.add %iterArg, %c_61 : tensor<i64>
      %170 = stablehlo.select %5, %iterArg_53, %168 : tensor<i1>, tensor<i1>
      stablehlo.return %169, %161, %170, %159 : tensor<i64>, tensor<i32>, tensor<i1>, tensor<5xui64>
    }
    return %6#3 : tensor<5xui64>
  }
}
