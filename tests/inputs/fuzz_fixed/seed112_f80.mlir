// Differential fuzzer, --seed 112 --data-indices --random --x64, f80 (shrunk to 5
// statements): a rejection-sampling loop (random_while) that can stop after one trip.
// Running it failed in IREE 3.13's runtime (OUT_OF_RANGE: indirect buffer reference slot
// 0 is out range of the declared binding capacity of the command buffer, in
// hal.command_buffer.copy_buffer; the VM moved a packed buffer away), as
// fold_in_single_trip.mlir did.  Runs since hostcall-stack-carry-cycles (since replaced
// by dialects/vm_branches.py) and unsigned loop kernels (default).
func.func @f80(%a0: tensor<4xui16>, %a1: tensor<4xui16>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<4xui16>, tensor<4xui16>) {
  %v17896 = "stablehlo.reshape"(%a1) : (tensor<4xui16>) -> tensor<4x1xui16>
  %v17897 = "stablehlo.convert"(%v17896) : (tensor<4x1xui16>) -> tensor<4x1xi64>
  %v17898 = "stablehlo.gather"(%a1, %v17897) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>, indices_are_sorted = false} : (tensor<4xui16>, tensor<4x1xi64>) -> tensor<4xui16>
  %v17899 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v17900 = "stablehlo.reshape"(%v17899) : (tensor<ui32>) -> tensor<1xui32>
  %v17901 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v17902 = "stablehlo.reshape"(%v17901) : (tensor<ui32>) -> tensor<1xui32>
  %v17903 = "stablehlo.concatenate"(%v17900, %v17902) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c17904 = stablehlo.constant dense<0> : tensor<i64>
  %c17905 = stablehlo.constant dense<false> : tensor<i1>
  %w17906:4 = "stablehlo.while"(%c17904, %v17903, %c17905, %a1) ({
  ^bb0(%x17907: tensor<i64>, %x17908: tensor<2xui32>, %x17909: tensor<i1>, %x17910: tensor<4xui16>):
  %v17911 = "stablehlo.not"(%x17909) : (tensor<i1>) -> tensor<i1>
  %c17912 = stablehlo.constant dense<8> : tensor<i64>
  %v17913 = "stablehlo.compare"(%x17907, %c17912) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v17914 = "stablehlo.and"(%v17913, %v17911) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v17914) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x17915: tensor<i64>, %x17916: tensor<2xui32>, %x17917: tensor<i1>, %x17918: tensor<4xui16>):
  %v17919 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v17920 = "stablehlo.slice"(%x17916) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v17921 = "stablehlo.reshape"(%v17920) : (tensor<1xui32>) -> tensor<ui32>
  %v17922 = "stablehlo.slice"(%x17916) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v17923 = "stablehlo.reshape"(%v17922) : (tensor<1xui32>) -> tensor<ui32>
  %v17924 = "stablehlo.slice"(%v17919) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v17925 = "stablehlo.slice"(%v17919) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v17926 = "stablehlo.xor"(%v17921, %v17923) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c17927 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v17928 = "stablehlo.xor"(%v17926, %c17927) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v17929 = "stablehlo.broadcast_in_dim"(%v17921) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v17930 = "stablehlo.add"(%v17924, %v17929) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17931 = "stablehlo.broadcast_in_dim"(%v17923) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v17932 = "stablehlo.add"(%v17925, %v17931) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c17933 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c17934 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c17935 = stablehlo.constant dense<0> : tensor<i32>
  %w17936:8 = "stablehlo.while"(%c17935, %v17930, %v17932, %v17923, %v17928, %v17921, %c17933, %c17934) ({
  ^bb0(%x17937: tensor<i32>, %x17938: tensor<2xui32>, %x17939: tensor<2xui32>, %x17940: tensor<ui32>, %x17941: tensor<ui32>, %x17942: tensor<ui32>, %x17943: tensor<4xi32>, %x17944: tensor<4xi32>):
  %c17945 = stablehlo.constant dense<5> : tensor<i32>
  %v17946 = "stablehlo.compare"(%x17937, %c17945) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v17946) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x17947: tensor<i32>, %x17948: tensor<2xui32>, %x17949: tensor<2xui32>, %x17950: tensor<ui32>, %x17951: tensor<ui32>, %x17952: tensor<ui32>, %x17953: tensor<4xi32>, %x17954: tensor<4xi32>):
  %v17955 = "stablehlo.slice"(%x17953) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v17956 = "stablehlo.reshape"(%v17955) : (tensor<1xi32>) -> tensor<i32>
  %v17957 = "stablehlo.add"(%x17948, %x17949) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17958 = "stablehlo.broadcast_in_dim"(%v17956) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17959 = "stablehlo.bitcast_convert"(%v17958) : (tensor<2xi32>) -> tensor<2xui32>
  %c17960 = stablehlo.constant dense<32> : tensor<i32>
  %v17961 = "stablehlo.subtract"(%c17960, %v17956) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v17962 = "stablehlo.broadcast_in_dim"(%v17961) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17963 = "stablehlo.bitcast_convert"(%v17962) : (tensor<2xi32>) -> tensor<2xui32>
  %v17964 = "stablehlo.shift_left"(%x17949, %v17959) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17965 = "stablehlo.shift_right_logical"(%x17949, %v17963) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17966 = "stablehlo.or"(%v17964, %v17965) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17967 = "stablehlo.xor"(%v17957, %v17966) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17968 = "stablehlo.slice"(%x17953) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v17969 = "stablehlo.reshape"(%v17968) : (tensor<1xi32>) -> tensor<i32>
  %v17970 = "stablehlo.add"(%v17957, %v17967) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17971 = "stablehlo.broadcast_in_dim"(%v17969) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17972 = "stablehlo.bitcast_convert"(%v17971) : (tensor<2xi32>) -> tensor<2xui32>
  %c17973 = stablehlo.constant dense<32> : tensor<i32>
  %v17974 = "stablehlo.subtract"(%c17973, %v17969) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v17975 = "stablehlo.broadcast_in_dim"(%v17974) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17976 = "stablehlo.bitcast_convert"(%v17975) : (tensor<2xi32>) -> tensor<2xui32>
  %v17977 = "stablehlo.shift_left"(%v17967, %v17972) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17978 = "stablehlo.shift_right_logical"(%v17967, %v17976) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17979 = "stablehlo.or"(%v17977, %v17978) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17980 = "stablehlo.xor"(%v17970, %v17979) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17981 = "stablehlo.slice"(%x17953) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v17982 = "stablehlo.reshape"(%v17981) : (tensor<1xi32>) -> tensor<i32>
  %v17983 = "stablehlo.add"(%v17970, %v17980) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17984 = "stablehlo.broadcast_in_dim"(%v17982) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17985 = "stablehlo.bitcast_convert"(%v17984) : (tensor<2xi32>) -> tensor<2xui32>
  %c17986 = stablehlo.constant dense<32> : tensor<i32>
  %v17987 = "stablehlo.subtract"(%c17986, %v17982) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v17988 = "stablehlo.broadcast_in_dim"(%v17987) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17989 = "stablehlo.bitcast_convert"(%v17988) : (tensor<2xi32>) -> tensor<2xui32>
  %v17990 = "stablehlo.shift_left"(%v17980, %v17985) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17991 = "stablehlo.shift_right_logical"(%v17980, %v17989) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17992 = "stablehlo.or"(%v17990, %v17991) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17993 = "stablehlo.xor"(%v17983, %v17992) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17994 = "stablehlo.slice"(%x17953) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v17995 = "stablehlo.reshape"(%v17994) : (tensor<1xi32>) -> tensor<i32>
  %v17996 = "stablehlo.add"(%v17983, %v17993) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v17997 = "stablehlo.broadcast_in_dim"(%v17995) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v17998 = "stablehlo.bitcast_convert"(%v17997) : (tensor<2xi32>) -> tensor<2xui32>
  %c17999 = stablehlo.constant dense<32> : tensor<i32>
  %v18000 = "stablehlo.subtract"(%c17999, %v17995) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18001 = "stablehlo.broadcast_in_dim"(%v18000) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18002 = "stablehlo.bitcast_convert"(%v18001) : (tensor<2xi32>) -> tensor<2xui32>
  %v18003 = "stablehlo.shift_left"(%v17993, %v17998) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18004 = "stablehlo.shift_right_logical"(%v17993, %v18002) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18005 = "stablehlo.or"(%v18003, %v18004) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18006 = "stablehlo.xor"(%v17996, %v18005) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18007 = stablehlo.constant dense<1> : tensor<i32>
  %v18008 = "stablehlo.add"(%x17947, %c18007) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18009 = "stablehlo.broadcast_in_dim"(%x17950) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18010 = "stablehlo.add"(%v17996, %v18009) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18011 = "stablehlo.convert"(%v18008) : (tensor<i32>) -> tensor<ui32>
  %v18012 = "stablehlo.add"(%x17951, %v18011) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18013 = "stablehlo.broadcast_in_dim"(%v18012) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18014 = "stablehlo.add"(%v18006, %v18013) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v18008, %v18010, %v18014, %x17951, %x17952, %x17950, %x17954, %x17953) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18015 = "stablehlo.concatenate"(%w17936#1, %w17936#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v18016 = "stablehlo.slice"(%v18015) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18017 = "stablehlo.slice"(%v18015) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18018 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v18019 = "stablehlo.slice"(%v18017) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18020 = "stablehlo.reshape"(%v18019) : (tensor<1xui32>) -> tensor<ui32>
  %v18021 = "stablehlo.slice"(%v18017) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18022 = "stablehlo.reshape"(%v18021) : (tensor<1xui32>) -> tensor<ui32>
  %v18023 = "stablehlo.slice"(%v18018) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18024 = "stablehlo.slice"(%v18018) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18025 = "stablehlo.xor"(%v18020, %v18022) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c18026 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v18027 = "stablehlo.xor"(%v18025, %c18026) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18028 = "stablehlo.broadcast_in_dim"(%v18020) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18029 = "stablehlo.add"(%v18023, %v18028) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18030 = "stablehlo.broadcast_in_dim"(%v18022) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18031 = "stablehlo.add"(%v18024, %v18030) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18032 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c18033 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c18034 = stablehlo.constant dense<0> : tensor<i32>
  %w18035:8 = "stablehlo.while"(%c18034, %v18029, %v18031, %v18022, %v18027, %v18020, %c18032, %c18033) ({
  ^bb0(%x18036: tensor<i32>, %x18037: tensor<2xui32>, %x18038: tensor<2xui32>, %x18039: tensor<ui32>, %x18040: tensor<ui32>, %x18041: tensor<ui32>, %x18042: tensor<4xi32>, %x18043: tensor<4xi32>):
  %c18044 = stablehlo.constant dense<5> : tensor<i32>
  %v18045 = "stablehlo.compare"(%x18036, %c18044) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18045) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18046: tensor<i32>, %x18047: tensor<2xui32>, %x18048: tensor<2xui32>, %x18049: tensor<ui32>, %x18050: tensor<ui32>, %x18051: tensor<ui32>, %x18052: tensor<4xi32>, %x18053: tensor<4xi32>):
  %v18054 = "stablehlo.slice"(%x18052) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18055 = "stablehlo.reshape"(%v18054) : (tensor<1xi32>) -> tensor<i32>
  %v18056 = "stablehlo.add"(%x18047, %x18048) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18057 = "stablehlo.broadcast_in_dim"(%v18055) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18058 = "stablehlo.bitcast_convert"(%v18057) : (tensor<2xi32>) -> tensor<2xui32>
  %c18059 = stablehlo.constant dense<32> : tensor<i32>
  %v18060 = "stablehlo.subtract"(%c18059, %v18055) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18061 = "stablehlo.broadcast_in_dim"(%v18060) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18062 = "stablehlo.bitcast_convert"(%v18061) : (tensor<2xi32>) -> tensor<2xui32>
  %v18063 = "stablehlo.shift_left"(%x18048, %v18058) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18064 = "stablehlo.shift_right_logical"(%x18048, %v18062) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18065 = "stablehlo.or"(%v18063, %v18064) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18066 = "stablehlo.xor"(%v18056, %v18065) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18067 = "stablehlo.slice"(%x18052) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18068 = "stablehlo.reshape"(%v18067) : (tensor<1xi32>) -> tensor<i32>
  %v18069 = "stablehlo.add"(%v18056, %v18066) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18070 = "stablehlo.broadcast_in_dim"(%v18068) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18071 = "stablehlo.bitcast_convert"(%v18070) : (tensor<2xi32>) -> tensor<2xui32>
  %c18072 = stablehlo.constant dense<32> : tensor<i32>
  %v18073 = "stablehlo.subtract"(%c18072, %v18068) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18074 = "stablehlo.broadcast_in_dim"(%v18073) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18075 = "stablehlo.bitcast_convert"(%v18074) : (tensor<2xi32>) -> tensor<2xui32>
  %v18076 = "stablehlo.shift_left"(%v18066, %v18071) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18077 = "stablehlo.shift_right_logical"(%v18066, %v18075) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18078 = "stablehlo.or"(%v18076, %v18077) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18079 = "stablehlo.xor"(%v18069, %v18078) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18080 = "stablehlo.slice"(%x18052) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18081 = "stablehlo.reshape"(%v18080) : (tensor<1xi32>) -> tensor<i32>
  %v18082 = "stablehlo.add"(%v18069, %v18079) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18083 = "stablehlo.broadcast_in_dim"(%v18081) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18084 = "stablehlo.bitcast_convert"(%v18083) : (tensor<2xi32>) -> tensor<2xui32>
  %c18085 = stablehlo.constant dense<32> : tensor<i32>
  %v18086 = "stablehlo.subtract"(%c18085, %v18081) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18087 = "stablehlo.broadcast_in_dim"(%v18086) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18088 = "stablehlo.bitcast_convert"(%v18087) : (tensor<2xi32>) -> tensor<2xui32>
  %v18089 = "stablehlo.shift_left"(%v18079, %v18084) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18090 = "stablehlo.shift_right_logical"(%v18079, %v18088) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18091 = "stablehlo.or"(%v18089, %v18090) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18092 = "stablehlo.xor"(%v18082, %v18091) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18093 = "stablehlo.slice"(%x18052) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18094 = "stablehlo.reshape"(%v18093) : (tensor<1xi32>) -> tensor<i32>
  %v18095 = "stablehlo.add"(%v18082, %v18092) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18096 = "stablehlo.broadcast_in_dim"(%v18094) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18097 = "stablehlo.bitcast_convert"(%v18096) : (tensor<2xi32>) -> tensor<2xui32>
  %c18098 = stablehlo.constant dense<32> : tensor<i32>
  %v18099 = "stablehlo.subtract"(%c18098, %v18094) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18100 = "stablehlo.broadcast_in_dim"(%v18099) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18101 = "stablehlo.bitcast_convert"(%v18100) : (tensor<2xi32>) -> tensor<2xui32>
  %v18102 = "stablehlo.shift_left"(%v18092, %v18097) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18103 = "stablehlo.shift_right_logical"(%v18092, %v18101) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18104 = "stablehlo.or"(%v18102, %v18103) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18105 = "stablehlo.xor"(%v18095, %v18104) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18106 = stablehlo.constant dense<1> : tensor<i32>
  %v18107 = "stablehlo.add"(%x18046, %c18106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18108 = "stablehlo.broadcast_in_dim"(%x18049) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18109 = "stablehlo.add"(%v18095, %v18108) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18110 = "stablehlo.convert"(%v18107) : (tensor<i32>) -> tensor<ui32>
  %v18111 = "stablehlo.add"(%x18050, %v18110) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18112 = "stablehlo.broadcast_in_dim"(%v18111) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18113 = "stablehlo.add"(%v18105, %v18112) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v18107, %v18109, %v18113, %x18050, %x18051, %x18049, %x18053, %x18052) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18114 = "stablehlo.concatenate"(%w18035#1, %w18035#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %c18115 = stablehlo.constant dense<9> : tensor<4xui32>
  %v18116 = "stablehlo.shift_right_logical"(%v18114, %c18115) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %c18117 = stablehlo.constant dense<1065353216> : tensor<4xui32>
  %v18118 = "stablehlo.or"(%v18116, %c18117) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %v18119 = "stablehlo.bitcast_convert"(%v18118) : (tensor<4xui32>) -> tensor<4xf32>
  %c18120 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v18121 = "stablehlo.subtract"(%v18119, %c18120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18122 = "stablehlo.reshape"(%v18121) : (tensor<4xf32>) -> tensor<4xf32>
  %v18123 = "stablehlo.slice"(%v18122) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
  %v18124 = "stablehlo.reshape"(%v18123) : (tensor<1xf32>) -> tensor<f32>
  %c18125 = stablehlo.constant dense<5.0e-01> : tensor<f32>
  %v18126 = "stablehlo.compare"(%v18124, %c18125) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %c18127 = stablehlo.constant dense<1.6e+01> : tensor<4xf32>
  %v18128 = "stablehlo.multiply"(%v18122, %c18127) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18129 = "stablehlo.convert"(%v18128) : (tensor<4xf32>) -> tensor<4xui16>
  %c18130 = stablehlo.constant dense<7> : tensor<4xui16>
  %c18131 = stablehlo.constant dense<1> : tensor<4xui16>
  %v18132 = "stablehlo.and"(%v18129, %c18130) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %v18133 = "stablehlo.or"(%v18132, %c18131) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %v18134 = "stablehlo.divide"(%x17918, %v18133) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %c18135 = stablehlo.constant dense<1> : tensor<i64>
  %v18136 = "stablehlo.add"(%x17915, %c18135) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v18136, %v18016, %v18126, %v18134) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>) -> ()
  }) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>) -> (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>)
  %v18165 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v18166 = "stablehlo.reshape"(%v18165) : (tensor<ui32>) -> tensor<1xui32>
  %v18167 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v18168 = "stablehlo.reshape"(%v18167) : (tensor<ui32>) -> tensor<1xui32>
  %v18169 = "stablehlo.concatenate"(%v18166, %v18168) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c18170 = stablehlo.constant dense<0> : tensor<i64>
  %w18171:3 = "stablehlo.while"(%c18170, %v18169, %w17906#3) ({
  ^bb0(%x18172: tensor<i64>, %x18173: tensor<2xui32>, %x18174: tensor<4xui16>):
  %c18175 = stablehlo.constant dense<3> : tensor<i64>
  %v18176 = "stablehlo.compare"(%x18172, %c18175) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%v18176) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18177: tensor<i64>, %x18178: tensor<2xui32>, %x18179: tensor<4xui16>):
  %v18180 = "stablehlo.convert"(%x18177) : (tensor<i64>) -> tensor<ui32>
  %v18181 = "stablehlo.reshape"(%v18180) : (tensor<ui32>) -> tensor<1xui32>
  %c18182 = stablehlo.constant dense<0> : tensor<1xui32>
  %v18183 = "stablehlo.concatenate"(%c18182, %v18181) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v18184 = "stablehlo.slice"(%x18178) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18185 = "stablehlo.reshape"(%v18184) : (tensor<1xui32>) -> tensor<ui32>
  %v18186 = "stablehlo.slice"(%x18178) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18187 = "stablehlo.reshape"(%v18186) : (tensor<1xui32>) -> tensor<ui32>
  %v18188 = "stablehlo.slice"(%v18183) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18189 = "stablehlo.slice"(%v18183) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18190 = "stablehlo.xor"(%v18185, %v18187) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c18191 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v18192 = "stablehlo.xor"(%v18190, %c18191) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18193 = "stablehlo.broadcast_in_dim"(%v18185) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v18194 = "stablehlo.add"(%v18188, %v18193) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18195 = "stablehlo.broadcast_in_dim"(%v18187) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v18196 = "stablehlo.add"(%v18189, %v18195) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c18197 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c18198 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c18199 = stablehlo.constant dense<0> : tensor<i32>
  %w18200:8 = "stablehlo.while"(%c18199, %v18194, %v18196, %v18187, %v18192, %v18185, %c18197, %c18198) ({
  ^bb0(%x18201: tensor<i32>, %x18202: tensor<1xui32>, %x18203: tensor<1xui32>, %x18204: tensor<ui32>, %x18205: tensor<ui32>, %x18206: tensor<ui32>, %x18207: tensor<4xi32>, %x18208: tensor<4xi32>):
  %c18209 = stablehlo.constant dense<5> : tensor<i32>
  %v18210 = "stablehlo.compare"(%x18201, %c18209) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18210) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18211: tensor<i32>, %x18212: tensor<1xui32>, %x18213: tensor<1xui32>, %x18214: tensor<ui32>, %x18215: tensor<ui32>, %x18216: tensor<ui32>, %x18217: tensor<4xi32>, %x18218: tensor<4xi32>):
  %v18219 = "stablehlo.slice"(%x18217) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18220 = "stablehlo.reshape"(%v18219) : (tensor<1xi32>) -> tensor<i32>
  %v18221 = "stablehlo.add"(%x18212, %x18213) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18222 = "stablehlo.broadcast_in_dim"(%v18220) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18223 = "stablehlo.bitcast_convert"(%v18222) : (tensor<1xi32>) -> tensor<1xui32>
  %c18224 = stablehlo.constant dense<32> : tensor<i32>
  %v18225 = "stablehlo.subtract"(%c18224, %v18220) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18226 = "stablehlo.broadcast_in_dim"(%v18225) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18227 = "stablehlo.bitcast_convert"(%v18226) : (tensor<1xi32>) -> tensor<1xui32>
  %v18228 = "stablehlo.shift_left"(%x18213, %v18223) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18229 = "stablehlo.shift_right_logical"(%x18213, %v18227) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18230 = "stablehlo.or"(%v18228, %v18229) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18231 = "stablehlo.xor"(%v18221, %v18230) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18232 = "stablehlo.slice"(%x18217) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18233 = "stablehlo.reshape"(%v18232) : (tensor<1xi32>) -> tensor<i32>
  %v18234 = "stablehlo.add"(%v18221, %v18231) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18235 = "stablehlo.broadcast_in_dim"(%v18233) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18236 = "stablehlo.bitcast_convert"(%v18235) : (tensor<1xi32>) -> tensor<1xui32>
  %c18237 = stablehlo.constant dense<32> : tensor<i32>
  %v18238 = "stablehlo.subtract"(%c18237, %v18233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18239 = "stablehlo.broadcast_in_dim"(%v18238) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18240 = "stablehlo.bitcast_convert"(%v18239) : (tensor<1xi32>) -> tensor<1xui32>
  %v18241 = "stablehlo.shift_left"(%v18231, %v18236) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18242 = "stablehlo.shift_right_logical"(%v18231, %v18240) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18243 = "stablehlo.or"(%v18241, %v18242) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18244 = "stablehlo.xor"(%v18234, %v18243) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18245 = "stablehlo.slice"(%x18217) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18246 = "stablehlo.reshape"(%v18245) : (tensor<1xi32>) -> tensor<i32>
  %v18247 = "stablehlo.add"(%v18234, %v18244) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18248 = "stablehlo.broadcast_in_dim"(%v18246) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18249 = "stablehlo.bitcast_convert"(%v18248) : (tensor<1xi32>) -> tensor<1xui32>
  %c18250 = stablehlo.constant dense<32> : tensor<i32>
  %v18251 = "stablehlo.subtract"(%c18250, %v18246) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18252 = "stablehlo.broadcast_in_dim"(%v18251) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18253 = "stablehlo.bitcast_convert"(%v18252) : (tensor<1xi32>) -> tensor<1xui32>
  %v18254 = "stablehlo.shift_left"(%v18244, %v18249) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18255 = "stablehlo.shift_right_logical"(%v18244, %v18253) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18256 = "stablehlo.or"(%v18254, %v18255) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18257 = "stablehlo.xor"(%v18247, %v18256) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18258 = "stablehlo.slice"(%x18217) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18259 = "stablehlo.reshape"(%v18258) : (tensor<1xi32>) -> tensor<i32>
  %v18260 = "stablehlo.add"(%v18247, %v18257) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18261 = "stablehlo.broadcast_in_dim"(%v18259) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18262 = "stablehlo.bitcast_convert"(%v18261) : (tensor<1xi32>) -> tensor<1xui32>
  %c18263 = stablehlo.constant dense<32> : tensor<i32>
  %v18264 = "stablehlo.subtract"(%c18263, %v18259) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18265 = "stablehlo.broadcast_in_dim"(%v18264) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
  %v18266 = "stablehlo.bitcast_convert"(%v18265) : (tensor<1xi32>) -> tensor<1xui32>
  %v18267 = "stablehlo.shift_left"(%v18257, %v18262) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18268 = "stablehlo.shift_right_logical"(%v18257, %v18266) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18269 = "stablehlo.or"(%v18267, %v18268) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18270 = "stablehlo.xor"(%v18260, %v18269) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %c18271 = stablehlo.constant dense<1> : tensor<i32>
  %v18272 = "stablehlo.add"(%x18211, %c18271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18273 = "stablehlo.broadcast_in_dim"(%x18214) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v18274 = "stablehlo.add"(%v18260, %v18273) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
  %v18275 = "stablehlo.convert"(%v18272) : (tensor<i32>) -> tensor<ui32>
  %v18276 = "stablehlo.add"(%x18215, %v18275) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18277 = "stablehlo.broadcast_in_dim"(%v18276) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<1xui32>
  %v18278 = "stablehlo.add"(%v18270, %v18277) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "stablehlo.return"(%v18272, %v18274, %v18278, %x18215, %x18216, %x18214, %x18218, %x18217) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18279 = "stablehlo.concatenate"(%w18200#1, %w18200#2) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %v18280 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v18281 = "stablehlo.slice"(%v18279) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18282 = "stablehlo.reshape"(%v18281) : (tensor<1xui32>) -> tensor<ui32>
  %v18283 = "stablehlo.slice"(%v18279) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18284 = "stablehlo.reshape"(%v18283) : (tensor<1xui32>) -> tensor<ui32>
  %v18285 = "stablehlo.slice"(%v18280) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18286 = "stablehlo.slice"(%v18280) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18287 = "stablehlo.xor"(%v18282, %v18284) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c18288 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v18289 = "stablehlo.xor"(%v18287, %c18288) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18290 = "stablehlo.broadcast_in_dim"(%v18282) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18291 = "stablehlo.add"(%v18285, %v18290) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18292 = "stablehlo.broadcast_in_dim"(%v18284) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18293 = "stablehlo.add"(%v18286, %v18292) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18294 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c18295 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c18296 = stablehlo.constant dense<0> : tensor<i32>
  %w18297:8 = "stablehlo.while"(%c18296, %v18291, %v18293, %v18284, %v18289, %v18282, %c18294, %c18295) ({
  ^bb0(%x18298: tensor<i32>, %x18299: tensor<2xui32>, %x18300: tensor<2xui32>, %x18301: tensor<ui32>, %x18302: tensor<ui32>, %x18303: tensor<ui32>, %x18304: tensor<4xi32>, %x18305: tensor<4xi32>):
  %c18306 = stablehlo.constant dense<5> : tensor<i32>
  %v18307 = "stablehlo.compare"(%x18298, %c18306) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18307) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18308: tensor<i32>, %x18309: tensor<2xui32>, %x18310: tensor<2xui32>, %x18311: tensor<ui32>, %x18312: tensor<ui32>, %x18313: tensor<ui32>, %x18314: tensor<4xi32>, %x18315: tensor<4xi32>):
  %v18316 = "stablehlo.slice"(%x18314) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18317 = "stablehlo.reshape"(%v18316) : (tensor<1xi32>) -> tensor<i32>
  %v18318 = "stablehlo.add"(%x18309, %x18310) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18319 = "stablehlo.broadcast_in_dim"(%v18317) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18320 = "stablehlo.bitcast_convert"(%v18319) : (tensor<2xi32>) -> tensor<2xui32>
  %c18321 = stablehlo.constant dense<32> : tensor<i32>
  %v18322 = "stablehlo.subtract"(%c18321, %v18317) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18323 = "stablehlo.broadcast_in_dim"(%v18322) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18324 = "stablehlo.bitcast_convert"(%v18323) : (tensor<2xi32>) -> tensor<2xui32>
  %v18325 = "stablehlo.shift_left"(%x18310, %v18320) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18326 = "stablehlo.shift_right_logical"(%x18310, %v18324) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18327 = "stablehlo.or"(%v18325, %v18326) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18328 = "stablehlo.xor"(%v18318, %v18327) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18329 = "stablehlo.slice"(%x18314) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18330 = "stablehlo.reshape"(%v18329) : (tensor<1xi32>) -> tensor<i32>
  %v18331 = "stablehlo.add"(%v18318, %v18328) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18332 = "stablehlo.broadcast_in_dim"(%v18330) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18333 = "stablehlo.bitcast_convert"(%v18332) : (tensor<2xi32>) -> tensor<2xui32>
  %c18334 = stablehlo.constant dense<32> : tensor<i32>
  %v18335 = "stablehlo.subtract"(%c18334, %v18330) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18336 = "stablehlo.broadcast_in_dim"(%v18335) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18337 = "stablehlo.bitcast_convert"(%v18336) : (tensor<2xi32>) -> tensor<2xui32>
  %v18338 = "stablehlo.shift_left"(%v18328, %v18333) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18339 = "stablehlo.shift_right_logical"(%v18328, %v18337) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18340 = "stablehlo.or"(%v18338, %v18339) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18341 = "stablehlo.xor"(%v18331, %v18340) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18342 = "stablehlo.slice"(%x18314) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18343 = "stablehlo.reshape"(%v18342) : (tensor<1xi32>) -> tensor<i32>
  %v18344 = "stablehlo.add"(%v18331, %v18341) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18345 = "stablehlo.broadcast_in_dim"(%v18343) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18346 = "stablehlo.bitcast_convert"(%v18345) : (tensor<2xi32>) -> tensor<2xui32>
  %c18347 = stablehlo.constant dense<32> : tensor<i32>
  %v18348 = "stablehlo.subtract"(%c18347, %v18343) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18349 = "stablehlo.broadcast_in_dim"(%v18348) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18350 = "stablehlo.bitcast_convert"(%v18349) : (tensor<2xi32>) -> tensor<2xui32>
  %v18351 = "stablehlo.shift_left"(%v18341, %v18346) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18352 = "stablehlo.shift_right_logical"(%v18341, %v18350) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18353 = "stablehlo.or"(%v18351, %v18352) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18354 = "stablehlo.xor"(%v18344, %v18353) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18355 = "stablehlo.slice"(%x18314) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18356 = "stablehlo.reshape"(%v18355) : (tensor<1xi32>) -> tensor<i32>
  %v18357 = "stablehlo.add"(%v18344, %v18354) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18358 = "stablehlo.broadcast_in_dim"(%v18356) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18359 = "stablehlo.bitcast_convert"(%v18358) : (tensor<2xi32>) -> tensor<2xui32>
  %c18360 = stablehlo.constant dense<32> : tensor<i32>
  %v18361 = "stablehlo.subtract"(%c18360, %v18356) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18362 = "stablehlo.broadcast_in_dim"(%v18361) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18363 = "stablehlo.bitcast_convert"(%v18362) : (tensor<2xi32>) -> tensor<2xui32>
  %v18364 = "stablehlo.shift_left"(%v18354, %v18359) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18365 = "stablehlo.shift_right_logical"(%v18354, %v18363) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18366 = "stablehlo.or"(%v18364, %v18365) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18367 = "stablehlo.xor"(%v18357, %v18366) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18368 = stablehlo.constant dense<1> : tensor<i32>
  %v18369 = "stablehlo.add"(%x18308, %c18368) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18370 = "stablehlo.broadcast_in_dim"(%x18311) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18371 = "stablehlo.add"(%v18357, %v18370) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18372 = "stablehlo.convert"(%v18369) : (tensor<i32>) -> tensor<ui32>
  %v18373 = "stablehlo.add"(%x18312, %v18372) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18374 = "stablehlo.broadcast_in_dim"(%v18373) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18375 = "stablehlo.add"(%v18367, %v18374) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v18369, %v18371, %v18375, %x18312, %x18313, %x18311, %x18315, %x18314) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18376 = "stablehlo.concatenate"(%w18297#1, %w18297#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %c18377 = stablehlo.constant dense<9> : tensor<4xui32>
  %v18378 = "stablehlo.shift_right_logical"(%v18376, %c18377) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %c18379 = stablehlo.constant dense<1065353216> : tensor<4xui32>
  %v18380 = "stablehlo.or"(%v18378, %c18379) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %v18381 = "stablehlo.bitcast_convert"(%v18380) : (tensor<4xui32>) -> tensor<4xf32>
  %c18382 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v18383 = "stablehlo.subtract"(%v18381, %c18382) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18384 = "stablehlo.reshape"(%v18383) : (tensor<4xf32>) -> tensor<4xf32>
  %c18385 = stablehlo.constant dense<1.6e+01> : tensor<4xf32>
  %v18386 = "stablehlo.multiply"(%v18384, %c18385) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18387 = "stablehlo.convert"(%v18386) : (tensor<4xf32>) -> tensor<4xui16>
  %c18388 = stablehlo.constant dense<15> : tensor<4xui16>
  %v18389 = "stablehlo.and"(%v18387, %c18388) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %v18390 = "stablehlo.shift_left"(%x18179, %v18389) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %c18391 = stablehlo.constant dense<1> : tensor<i64>
  %v18392 = "stablehlo.add"(%x18177, %c18391) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v18392, %x18178, %v18390) : (tensor<i64>, tensor<2xui32>, tensor<4xui16>) -> ()
  }) {hostcall.trip_count = 3 : i64} : (tensor<i64>, tensor<2xui32>, tensor<4xui16>) -> (tensor<i64>, tensor<2xui32>, tensor<4xui16>)
  %v18393 = "stablehlo.bitcast_convert"(%i0) : (tensor<i32>) -> tensor<ui32>
  %v18394 = "stablehlo.reshape"(%v18393) : (tensor<ui32>) -> tensor<1xui32>
  %v18395 = "stablehlo.bitcast_convert"(%i1) : (tensor<i32>) -> tensor<ui32>
  %v18396 = "stablehlo.reshape"(%v18395) : (tensor<ui32>) -> tensor<1xui32>
  %v18397 = "stablehlo.concatenate"(%v18394, %v18396) {dimension = 0 : i64} : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %c18398 = stablehlo.constant dense<0> : tensor<i64>
  %c18399 = stablehlo.constant dense<false> : tensor<i1>
  %w18400:4 = "stablehlo.while"(%c18398, %v18397, %c18399, %v17898) ({
  ^bb0(%x18401: tensor<i64>, %x18402: tensor<2xui32>, %x18403: tensor<i1>, %x18404: tensor<4xui16>):
  %v18405 = "stablehlo.not"(%x18403) : (tensor<i1>) -> tensor<i1>
  %c18406 = stablehlo.constant dense<8> : tensor<i64>
  %v18407 = "stablehlo.compare"(%x18401, %c18406) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %v18408 = "stablehlo.and"(%v18407, %v18405) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%v18408) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18409: tensor<i64>, %x18410: tensor<2xui32>, %x18411: tensor<i1>, %x18412: tensor<4xui16>):
  %v18413 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v18414 = "stablehlo.slice"(%x18410) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18415 = "stablehlo.reshape"(%v18414) : (tensor<1xui32>) -> tensor<ui32>
  %v18416 = "stablehlo.slice"(%x18410) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18417 = "stablehlo.reshape"(%v18416) : (tensor<1xui32>) -> tensor<ui32>
  %v18418 = "stablehlo.slice"(%v18413) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18419 = "stablehlo.slice"(%v18413) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18420 = "stablehlo.xor"(%v18415, %v18417) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c18421 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v18422 = "stablehlo.xor"(%v18420, %c18421) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18423 = "stablehlo.broadcast_in_dim"(%v18415) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18424 = "stablehlo.add"(%v18418, %v18423) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18425 = "stablehlo.broadcast_in_dim"(%v18417) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18426 = "stablehlo.add"(%v18419, %v18425) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18427 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c18428 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c18429 = stablehlo.constant dense<0> : tensor<i32>
  %w18430:8 = "stablehlo.while"(%c18429, %v18424, %v18426, %v18417, %v18422, %v18415, %c18427, %c18428) ({
  ^bb0(%x18431: tensor<i32>, %x18432: tensor<2xui32>, %x18433: tensor<2xui32>, %x18434: tensor<ui32>, %x18435: tensor<ui32>, %x18436: tensor<ui32>, %x18437: tensor<4xi32>, %x18438: tensor<4xi32>):
  %c18439 = stablehlo.constant dense<5> : tensor<i32>
  %v18440 = "stablehlo.compare"(%x18431, %c18439) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18440) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18441: tensor<i32>, %x18442: tensor<2xui32>, %x18443: tensor<2xui32>, %x18444: tensor<ui32>, %x18445: tensor<ui32>, %x18446: tensor<ui32>, %x18447: tensor<4xi32>, %x18448: tensor<4xi32>):
  %v18449 = "stablehlo.slice"(%x18447) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18450 = "stablehlo.reshape"(%v18449) : (tensor<1xi32>) -> tensor<i32>
  %v18451 = "stablehlo.add"(%x18442, %x18443) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18452 = "stablehlo.broadcast_in_dim"(%v18450) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18453 = "stablehlo.bitcast_convert"(%v18452) : (tensor<2xi32>) -> tensor<2xui32>
  %c18454 = stablehlo.constant dense<32> : tensor<i32>
  %v18455 = "stablehlo.subtract"(%c18454, %v18450) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18456 = "stablehlo.broadcast_in_dim"(%v18455) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18457 = "stablehlo.bitcast_convert"(%v18456) : (tensor<2xi32>) -> tensor<2xui32>
  %v18458 = "stablehlo.shift_left"(%x18443, %v18453) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18459 = "stablehlo.shift_right_logical"(%x18443, %v18457) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18460 = "stablehlo.or"(%v18458, %v18459) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18461 = "stablehlo.xor"(%v18451, %v18460) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18462 = "stablehlo.slice"(%x18447) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18463 = "stablehlo.reshape"(%v18462) : (tensor<1xi32>) -> tensor<i32>
  %v18464 = "stablehlo.add"(%v18451, %v18461) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18465 = "stablehlo.broadcast_in_dim"(%v18463) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18466 = "stablehlo.bitcast_convert"(%v18465) : (tensor<2xi32>) -> tensor<2xui32>
  %c18467 = stablehlo.constant dense<32> : tensor<i32>
  %v18468 = "stablehlo.subtract"(%c18467, %v18463) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18469 = "stablehlo.broadcast_in_dim"(%v18468) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18470 = "stablehlo.bitcast_convert"(%v18469) : (tensor<2xi32>) -> tensor<2xui32>
  %v18471 = "stablehlo.shift_left"(%v18461, %v18466) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18472 = "stablehlo.shift_right_logical"(%v18461, %v18470) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18473 = "stablehlo.or"(%v18471, %v18472) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18474 = "stablehlo.xor"(%v18464, %v18473) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18475 = "stablehlo.slice"(%x18447) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18476 = "stablehlo.reshape"(%v18475) : (tensor<1xi32>) -> tensor<i32>
  %v18477 = "stablehlo.add"(%v18464, %v18474) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18478 = "stablehlo.broadcast_in_dim"(%v18476) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18479 = "stablehlo.bitcast_convert"(%v18478) : (tensor<2xi32>) -> tensor<2xui32>
  %c18480 = stablehlo.constant dense<32> : tensor<i32>
  %v18481 = "stablehlo.subtract"(%c18480, %v18476) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18482 = "stablehlo.broadcast_in_dim"(%v18481) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18483 = "stablehlo.bitcast_convert"(%v18482) : (tensor<2xi32>) -> tensor<2xui32>
  %v18484 = "stablehlo.shift_left"(%v18474, %v18479) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18485 = "stablehlo.shift_right_logical"(%v18474, %v18483) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18486 = "stablehlo.or"(%v18484, %v18485) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18487 = "stablehlo.xor"(%v18477, %v18486) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18488 = "stablehlo.slice"(%x18447) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18489 = "stablehlo.reshape"(%v18488) : (tensor<1xi32>) -> tensor<i32>
  %v18490 = "stablehlo.add"(%v18477, %v18487) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18491 = "stablehlo.broadcast_in_dim"(%v18489) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18492 = "stablehlo.bitcast_convert"(%v18491) : (tensor<2xi32>) -> tensor<2xui32>
  %c18493 = stablehlo.constant dense<32> : tensor<i32>
  %v18494 = "stablehlo.subtract"(%c18493, %v18489) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18495 = "stablehlo.broadcast_in_dim"(%v18494) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18496 = "stablehlo.bitcast_convert"(%v18495) : (tensor<2xi32>) -> tensor<2xui32>
  %v18497 = "stablehlo.shift_left"(%v18487, %v18492) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18498 = "stablehlo.shift_right_logical"(%v18487, %v18496) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18499 = "stablehlo.or"(%v18497, %v18498) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18500 = "stablehlo.xor"(%v18490, %v18499) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18501 = stablehlo.constant dense<1> : tensor<i32>
  %v18502 = "stablehlo.add"(%x18441, %c18501) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18503 = "stablehlo.broadcast_in_dim"(%x18444) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18504 = "stablehlo.add"(%v18490, %v18503) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18505 = "stablehlo.convert"(%v18502) : (tensor<i32>) -> tensor<ui32>
  %v18506 = "stablehlo.add"(%x18445, %v18505) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18507 = "stablehlo.broadcast_in_dim"(%v18506) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18508 = "stablehlo.add"(%v18500, %v18507) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v18502, %v18504, %v18508, %x18445, %x18446, %x18444, %x18448, %x18447) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18509 = "stablehlo.concatenate"(%w18430#1, %w18430#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %v18510 = "stablehlo.slice"(%v18509) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18511 = "stablehlo.slice"(%v18509) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18512 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xui32>
  %v18513 = "stablehlo.slice"(%v18511) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18514 = "stablehlo.reshape"(%v18513) : (tensor<1xui32>) -> tensor<ui32>
  %v18515 = "stablehlo.slice"(%v18511) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xui32>) -> tensor<1xui32>
  %v18516 = "stablehlo.reshape"(%v18515) : (tensor<1xui32>) -> tensor<ui32>
  %v18517 = "stablehlo.slice"(%v18512) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18518 = "stablehlo.slice"(%v18512) {start_indices = array<i64: 2>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xui32>) -> tensor<2xui32>
  %v18519 = "stablehlo.xor"(%v18514, %v18516) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %c18520 = stablehlo.constant dense<466688986> : tensor<ui32>
  %v18521 = "stablehlo.xor"(%v18519, %c18520) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18522 = "stablehlo.broadcast_in_dim"(%v18514) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18523 = "stablehlo.add"(%v18517, %v18522) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18524 = "stablehlo.broadcast_in_dim"(%v18516) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18525 = "stablehlo.add"(%v18518, %v18524) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18526 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xi32>
  %c18527 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xi32>
  %c18528 = stablehlo.constant dense<0> : tensor<i32>
  %w18529:8 = "stablehlo.while"(%c18528, %v18523, %v18525, %v18516, %v18521, %v18514, %c18526, %c18527) ({
  ^bb0(%x18530: tensor<i32>, %x18531: tensor<2xui32>, %x18532: tensor<2xui32>, %x18533: tensor<ui32>, %x18534: tensor<ui32>, %x18535: tensor<ui32>, %x18536: tensor<4xi32>, %x18537: tensor<4xi32>):
  %c18538 = stablehlo.constant dense<5> : tensor<i32>
  %v18539 = "stablehlo.compare"(%x18530, %c18538) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%v18539) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x18540: tensor<i32>, %x18541: tensor<2xui32>, %x18542: tensor<2xui32>, %x18543: tensor<ui32>, %x18544: tensor<ui32>, %x18545: tensor<ui32>, %x18546: tensor<4xi32>, %x18547: tensor<4xi32>):
  %v18548 = "stablehlo.slice"(%x18546) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18549 = "stablehlo.reshape"(%v18548) : (tensor<1xi32>) -> tensor<i32>
  %v18550 = "stablehlo.add"(%x18541, %x18542) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18551 = "stablehlo.broadcast_in_dim"(%v18549) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18552 = "stablehlo.bitcast_convert"(%v18551) : (tensor<2xi32>) -> tensor<2xui32>
  %c18553 = stablehlo.constant dense<32> : tensor<i32>
  %v18554 = "stablehlo.subtract"(%c18553, %v18549) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18555 = "stablehlo.broadcast_in_dim"(%v18554) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18556 = "stablehlo.bitcast_convert"(%v18555) : (tensor<2xi32>) -> tensor<2xui32>
  %v18557 = "stablehlo.shift_left"(%x18542, %v18552) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18558 = "stablehlo.shift_right_logical"(%x18542, %v18556) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18559 = "stablehlo.or"(%v18557, %v18558) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18560 = "stablehlo.xor"(%v18550, %v18559) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18561 = "stablehlo.slice"(%x18546) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18562 = "stablehlo.reshape"(%v18561) : (tensor<1xi32>) -> tensor<i32>
  %v18563 = "stablehlo.add"(%v18550, %v18560) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18564 = "stablehlo.broadcast_in_dim"(%v18562) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18565 = "stablehlo.bitcast_convert"(%v18564) : (tensor<2xi32>) -> tensor<2xui32>
  %c18566 = stablehlo.constant dense<32> : tensor<i32>
  %v18567 = "stablehlo.subtract"(%c18566, %v18562) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18568 = "stablehlo.broadcast_in_dim"(%v18567) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18569 = "stablehlo.bitcast_convert"(%v18568) : (tensor<2xi32>) -> tensor<2xui32>
  %v18570 = "stablehlo.shift_left"(%v18560, %v18565) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18571 = "stablehlo.shift_right_logical"(%v18560, %v18569) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18572 = "stablehlo.or"(%v18570, %v18571) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18573 = "stablehlo.xor"(%v18563, %v18572) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18574 = "stablehlo.slice"(%x18546) {start_indices = array<i64: 2>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18575 = "stablehlo.reshape"(%v18574) : (tensor<1xi32>) -> tensor<i32>
  %v18576 = "stablehlo.add"(%v18563, %v18573) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18577 = "stablehlo.broadcast_in_dim"(%v18575) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18578 = "stablehlo.bitcast_convert"(%v18577) : (tensor<2xi32>) -> tensor<2xui32>
  %c18579 = stablehlo.constant dense<32> : tensor<i32>
  %v18580 = "stablehlo.subtract"(%c18579, %v18575) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18581 = "stablehlo.broadcast_in_dim"(%v18580) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18582 = "stablehlo.bitcast_convert"(%v18581) : (tensor<2xi32>) -> tensor<2xui32>
  %v18583 = "stablehlo.shift_left"(%v18573, %v18578) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18584 = "stablehlo.shift_right_logical"(%v18573, %v18582) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18585 = "stablehlo.or"(%v18583, %v18584) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18586 = "stablehlo.xor"(%v18576, %v18585) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18587 = "stablehlo.slice"(%x18546) {start_indices = array<i64: 3>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<1xi32>
  %v18588 = "stablehlo.reshape"(%v18587) : (tensor<1xi32>) -> tensor<i32>
  %v18589 = "stablehlo.add"(%v18576, %v18586) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18590 = "stablehlo.broadcast_in_dim"(%v18588) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18591 = "stablehlo.bitcast_convert"(%v18590) : (tensor<2xi32>) -> tensor<2xui32>
  %c18592 = stablehlo.constant dense<32> : tensor<i32>
  %v18593 = "stablehlo.subtract"(%c18592, %v18588) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18594 = "stablehlo.broadcast_in_dim"(%v18593) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2xi32>
  %v18595 = "stablehlo.bitcast_convert"(%v18594) : (tensor<2xi32>) -> tensor<2xui32>
  %v18596 = "stablehlo.shift_left"(%v18586, %v18591) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18597 = "stablehlo.shift_right_logical"(%v18586, %v18595) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18598 = "stablehlo.or"(%v18596, %v18597) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18599 = "stablehlo.xor"(%v18589, %v18598) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c18600 = stablehlo.constant dense<1> : tensor<i32>
  %v18601 = "stablehlo.add"(%x18540, %c18600) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %v18602 = "stablehlo.broadcast_in_dim"(%x18543) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18603 = "stablehlo.add"(%v18589, %v18602) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %v18604 = "stablehlo.convert"(%v18601) : (tensor<i32>) -> tensor<ui32>
  %v18605 = "stablehlo.add"(%x18544, %v18604) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %v18606 = "stablehlo.broadcast_in_dim"(%v18605) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2xui32>
  %v18607 = "stablehlo.add"(%v18599, %v18606) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "stablehlo.return"(%v18601, %v18603, %v18607, %x18544, %x18545, %x18543, %x18547, %x18546) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> ()
  }) {hostcall.trip_count = 5 : i64} : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xi32>, tensor<4xi32>)
  %v18608 = "stablehlo.concatenate"(%w18529#1, %w18529#2) {dimension = 0 : i64} : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
  %c18609 = stablehlo.constant dense<9> : tensor<4xui32>
  %v18610 = "stablehlo.shift_right_logical"(%v18608, %c18609) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %c18611 = stablehlo.constant dense<1065353216> : tensor<4xui32>
  %v18612 = "stablehlo.or"(%v18610, %c18611) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %v18613 = "stablehlo.bitcast_convert"(%v18612) : (tensor<4xui32>) -> tensor<4xf32>
  %c18614 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %v18615 = "stablehlo.subtract"(%v18613, %c18614) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18616 = "stablehlo.reshape"(%v18615) : (tensor<4xf32>) -> tensor<4xf32>
  %v18617 = "stablehlo.slice"(%v18616) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
  %v18618 = "stablehlo.reshape"(%v18617) : (tensor<1xf32>) -> tensor<f32>
  %c18619 = stablehlo.constant dense<7.5e-01> : tensor<f32>
  %v18620 = "stablehlo.compare"(%v18618, %c18619) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %c18621 = stablehlo.constant dense<1.6e+01> : tensor<4xf32>
  %v18622 = "stablehlo.multiply"(%v18616, %c18621) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v18623 = "stablehlo.convert"(%v18622) : (tensor<4xf32>) -> tensor<4xui16>
  %v18624 = "stablehlo.add"(%x18412, %v18623) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %c18625 = stablehlo.constant dense<1> : tensor<i64>
  %v18626 = "stablehlo.add"(%x18409, %c18625) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%v18626, %v18510, %v18620, %v18624) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>) -> ()
  }) : (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>) -> (tensor<i64>, tensor<2xui32>, tensor<i1>, tensor<4xui16>)
  %v18627 = "stablehlo.compare"(%a0, %w17906#3) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
  %v18628 = "stablehlo.select"(%v18627, %w18171#2, %a0) : (tensor<4xi1>, tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  return %v18628, %w18400#3 : tensor<4xui16>, tensor<4xui16>
}
// inputs: [14, 16,  3, 14]; [ 4, 11,  4, 13]; 7; 2
// reference: [   0, 4096,    0,    0]; [14, 27, 21, 13]
