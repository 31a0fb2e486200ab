"""Every ``hostcall.*`` attribute and custom_call target name: hostcall's IR contract, spelled once.

The front end writes these names into traced IR and the passes read them back, so both
import them from here instead of repeating the string (tests/test_rule_tables.py fails on a
``"hostcall.<attr>"`` literal elsewhere in the package).  Where each one lives:

* custom_call targets: ``CALLBACK_TARGET`` (a host callback, see ``callback.py``) and
  ``CUSTOM_VJP_LIN_TARGET`` (a custom_vjp's linear marker left by hostcall-jvp).
* on a callback op: ``CALLBACK``, ``KIND``, ``ORDERED``, ``VMAP_METHOD``.
* on a func.func of custom_jvp / custom_vjp: ``CUSTOM_JVP``, ``CUSTOM_JVP_PENDING``,
  ``CUSTOM_VJP_FWD``, ``CUSTOM_VJP_BWD``, ``CUSTOM_NARGS``; on the custom_vjp_lin marker
  also ``NUM_RESIDUALS``, ``NUM_BWD_CAPTURES``, ``RESULT_MASK``.
* on a func.func of ``checkpoint``: ``REMAT`` (its policy); on the ops emitted for one remat
  call ``REMAT_GROUP`` and ``REMAT_POLICY``; on an optimization_barrier ``CHECKPOINT_NAME``
  or ``STOP_GRADIENT``.
* on a stablehlo.while: ``TRIP_COUNT`` (counted loop), ``REVERSE_COUNTER``,
  ``NUM_PRIMAL_CARRIES``; on a linalg.generic ``LOOP_KERNEL``.
* on a module: ``MANIFEST`` (the callbacks a lowered module needs); on a function
  ``NARROW_SOURCE`` (hostcall-narrow-types).
"""
from __future__ import annotations

CALLBACK_TARGET = "hostcall.callback"
CUSTOM_VJP_LIN_TARGET = "hostcall.custom_vjp_lin"

CALLBACK = "hostcall.callback"
KIND = "hostcall.kind"
ORDERED = "hostcall.ordered"
VMAP_METHOD = "hostcall.vmap_method"

CUSTOM_JVP = "hostcall.custom_jvp"
CUSTOM_JVP_PENDING = "hostcall.custom_jvp_pending"
CUSTOM_VJP_FWD = "hostcall.custom_vjp_fwd"
CUSTOM_VJP_BWD = "hostcall.custom_vjp_bwd"
CUSTOM_NARGS = "hostcall.custom_nargs"
NUM_RESIDUALS = "hostcall.num_residuals"
NUM_BWD_CAPTURES = "hostcall.num_bwd_captures"
RESULT_MASK = "hostcall.result_mask"

REMAT = "hostcall.remat"
REMAT_GROUP = "hostcall.remat_group"
REMAT_POLICY = "hostcall.remat_policy"
CHECKPOINT_NAME = "hostcall.checkpoint_name"
STOP_GRADIENT = "hostcall.stop_gradient"

TRIP_COUNT = "hostcall.trip_count"
REVERSE_COUNTER = "hostcall.reverse_counter"
NUM_PRIMAL_CARRIES = "hostcall.num_primal_carries"
LOOP_KERNEL = "hostcall.loop_kernel"

MANIFEST = "hostcall.manifest"
NARROW_SOURCE = "hostcall.narrow_source"

ALL = frozenset(v for k, v in dict(globals()).items() if k.isupper())
