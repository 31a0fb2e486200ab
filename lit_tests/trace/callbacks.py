# RUN: hostcall trace %s:log_and_double --arg f32[3] | filecheck %s --check-prefix=TRACED
# RUN: hostcall trace %s:log_and_double --arg f32[3] --stage lowered | filecheck %s --check-prefix=LOWERED
# RUN: hostcall trace %s:log_and_double --arg f32[3] | hostcall inspect - | filecheck %s --check-prefix=INSPECT
import numpy as np

import hostcall


def host_double(x):
    return np.asarray(x) * 2


def host_log(x):
    print(x)


# TRACED-LABEL: func.func @main
# TRACED: stablehlo.custom_call @hostcall.callback(%{{.*}}) {{{.*}}hostcall.kind = "pure"{{.*}}} : (tensor<3xf32>) -> tensor<3xf32>
# TRACED: stablehlo.custom_call @hostcall.callback(%{{.*}}) {{{.*}}hostcall.kind = "io", hostcall.ordered = true{{.*}}} : (tensor<3xf32>) -> ()
# TRACED: return

# LOWERED: module attributes {hostcall.manifest =
# LOWERED-DAG: func.func private @hostcall_rt.cb0(tensor<3xf32>) -> tensor<3xf32>
# LOWERED-DAG: func.func private @hostcall_rt.cb1(tensor<i32>, tensor<3xf32>) -> tensor<i32>
# LOWERED-LABEL: func.func @main
# LOWERED-NOT: stablehlo.custom_call
# LOWERED: call @hostcall_rt.cb0
# LOWERED: call @hostcall_rt.cb1
# LOWERED-NOT: !stablehlo.token

# INSPECT: 0 host_double{{[^ ]*}} pure no - tensor<3xf32> tensor<3xf32> @main
# INSPECT: 1 host_log{{[^ ]*}} io yes io[0] tensor<3xf32> () @main
def log_and_double(x):
    y = hostcall.pure_callback(host_double, hostcall.ShapeDtypeStruct((3,), np.float32), x)
    hostcall.experimental.io_callback(host_log, None, y, ordered=True)
    return y + 1
