// values mismatch: result 0[0, 0]: np.float64(-0.787085771560669), expected np.float64(-0.7890625)
func.func @f85(%a0: tensor<2x3xf64>, %a1: tensor<2x3xf64>, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %v2510 = "stablehlo.convert"(%a1) : (tensor<2x3xf64>) -> tensor<2x3xbf16>
  %c2511 = stablehlo.constant dense<1.0> : tensor<2x3xbf16>
  %v2512 = "stablehlo.abs"(%v2510) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %v2513 = "stablehlo.add"(%v2512, %c2511) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %v2514 = "stablehlo.divide"(%v2510, %v2513) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %v2515 = "stablehlo.convert"(%v2514) : (tensor<2x3xbf16>) -> tensor<2x3xf64>
  return %v2515, %a1 : tensor<2x3xf64>, tensor<2x3xf64>
}
// inputs: [[ 0.58950632, -0.41190558, -0.55557504],
 [ 2.12287285, -1.09239932,  1.26694679]]; [[-3.69672734,  0.2416686 ,  1.34989806],
 [ 2.41915668,  0.02510178,  0.85965628]]; 3; -3
// reference: [[-0.7890625 ,  0.19433594,  0.578125  ],
 [ 0.70703125,  0.02453613,  0.46289062]]; [[-3.69672734,  0.2416686 ,  1.34989806],
 [ 2.41915668,  0.02510178,  0.85965628]]
// compiled:  [[-0.78708577,  0.19463213,  0.57444966],
 [ 0.7075302 ,  0.02448711,  0.46226621]]; [[-3.69672734,  0.2416686 ,  1.34989806],
 [ 2.41915668,  0.02510178,  0.85965628]]
