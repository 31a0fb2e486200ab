# RUN: not hostcall trace %s:mismatched --arg f32[4] 2>&1 | filecheck %s --check-prefix=SHAPES
# RUN: not hostcall trace %s:missing --arg f32[4] 2>&1 | filecheck %s --check-prefix=MISSING
import hostcall.numpy as jnp


# Errors name the user's source line and never print a traceback.
# SHAPES: errors.py:[[# @LINE + 3]]: error: tracing mismatched failed: {{.*}}incompatible shapes
# SHAPES-NOT: Traceback
def mismatched(x):
    return x + jnp.ones(3)


# MISSING: error: {{.*}}errors.py defines no 'missing' (functions defined there: mismatched)
