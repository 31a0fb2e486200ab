"""Shared fixtures: x64 mode switched on (or off) for one test and restored after it; JAX's
classic threefry derivation for tests whose expected draws are the classic ones."""
import pytest

from hostcall import config
from hostcall.experimental import disable_x64, enable_x64


@pytest.fixture
def x64():
    """Run the test with enable_x64 on; the previous value comes back afterwards."""
    with enable_x64():
        yield


@pytest.fixture
def x32():
    """Run the test with enable_x64 off, whatever the environment says."""
    with disable_x64():
        yield


@pytest.fixture
def classic_threefry():
    """Run the test with jax_threefry_partitionable off (JAX's classic keys and bits)."""
    with config.override("jax_threefry_partitionable", False):
        yield


# The slow tier: ``python -m pytest -m "not slow"`` leaves these out (the fast tier, for
# quick checks while working); plain ``python -m pytest`` runs everything.  Keyed by test
# file, or by ``file::test`` (every parametrization of that test), with the reason.
SLOW = {
    "test_lit.py": "hostcall-opt in a subprocess per golden file",
    "test_tools_cli.py": "the hostcall CLI in subprocesses",
    "test_tools_hostile.py": "CLI subprocesses on hostile inputs",
    "test_tools_fuzz.py": "fuzzing",
    "test_pass_plugins.py": "hostcall-opt in subprocesses",
    "test_doc_examples.py": "every documented example in a child process",
    "test_kernel_user_loops.py": "loop programs as users write them, kernel and host loop",
    "test_opt_fuzz_hostile.py": "fuzzing",
    "test_fuzz_differential.py": "fuzzing, many compiles",
    "test_artifact_fuzz.py": "fuzzing",
    "test_integration.py": "end-to-end programs, many compiles",
    "test_gpu.py": "every non-CPU device present",
    "test_host_loops.py": "many loop programs",
    "test_kernelize_loops.py": "many loop programs",
    "test_example_libraries.py": "training loops",
    "test_callbacks_deadlocks.py": "waits for threads and timeouts",
    "test_callbacks_interrupt.py": "waits for interrupts",
    "test_vmap_properties.py": "property-based, many compiles",
    "test_docs.py": "builds the documentation",
    "test_spec_indices.py": "many gather and scatter programs, 64-bit indices",
    "test_incomplete_gamma_beta.py": "series and continued fractions in loops, f64",
    "test_architecture.py": "imports the package in child processes",
    "test_ray.py": "starts a local Ray cluster and runs sweeps on its worker processes",
    "test_example_gaussian_process.py": "a training loop",
    "test_reduce_window.py::test_check_grads_windowed_product_any_window": "many compiles",
    "test_reduce_window.py::test_check_grads_sum_and_max_with_strides_padding_dilation":
        "many compiles",
    "test_conv.py::test_second_order_grads": "many compiles",
    "test_lower_triangular_solve.py::test_every_variant_matches_scipy": "many compiles",
    "test_dtypes.py::test_env_var_enables_x64_in_a_new_process": "a child process",
    "test_custom_rules_loops.py": "custom rules through loops, many compiles",
    "test_numpy_linalg_eigen.py::test_eigh_gradients_distinct_eigenvalues": "many compiles",
    "test_numpy_linalg_eigen.py::test_eigh_matches_numpy": "many compiles",
    "test_numpy_linalg_eigen.py::test_svd_pinv_matrix_rank": "many compiles",
    "test_complex_constants.py::test_complex_constant_program": "a program per transformation",
    "test_api_surface.py::test_check_grads_with_vmap_and_branches": "many compiles",
    "test_api_surface.py::test_check_grads_passes_for_correct_derivatives": "many compiles",
    "test_vmap_rules.py::test_every_front_end_function_batches_like_a_loop": "many compiles",
    "test_backends.py::test_platforms_environment_variable_chooses_backend": "child processes",
    "test_backends.py::test_f32_matrix_products_use_the_inner_tiled_matmul_lowering":
        "compiles a rejected module twice",
    "test_runtime.py::test_interpreter_exits_cleanly_with_live_arrays": "a child process",
    "test_profile.py::test_hostcall_profile_environment_variable_writes_the_trace_at_exit":
        "a child process",
    "test_cache_integrity.py::test_entries_that_are_not_regular_files_are_refused_without_reading":
        "compiles with the disk cache bypassed",
    "test_cache_integrity.py::test_loading_f64_programs_leaves_no_files_in_tmpdir":
        "f64 programs linked by the system linker",
    "test_cache_integrity.py::test_a_failed_write_leaves_no_temporary_files": "fresh compiles",
    "test_cache_integrity.py::test_two_processes_compiling_the_same_module_leave_one_whole_entry":
        "child processes",
    "test_cache_integrity.py::test_concurrent_writes_of_one_entry_never_show_a_partial_file":
        "child processes",
    "test_cache.py::test_module_that_data_tiling_rejects_compiles_without_it":
        "compiles a rejected module twice",
    "test_cache.py::test_second_process_reads_the_disk_cache": "child processes",
    "test_cache.py::test_damaged_disk_entry_is_recompiled": "child processes",
    "test_cache.py::test_disk_cache_can_be_disabled": "a child process",
    "test_cache.py::test_the_bound_comes_from_the_environment": "a child process",
    "test_conv.py::test_random_convolution_programs_match_the_reference_evaluator": "fuzzing",
    "test_conv.py::test_stax_cnn_train_step_loss_decreases": "a training loop",
    "test_architecture.py::test_front_end_entry_points_give_complete_arrays": "child processes",
}


def _slow_reason(nodeid: str) -> str | None:
    path, _, name = nodeid.partition("::")
    file = path.rsplit("/", 1)[-1]
    return SLOW.get(file) or SLOW.get(f"{file}::{name.split('[', 1)[0]}")


def pytest_collection_modifyitems(config, items):
    """Tests in SLOW are marked ``slow``.  Tests marked ``gpu`` run last: an opened Vulkan
    device keeps polling threads busy (about half a core on lavapipe, even idle), which
    would slow every test after it."""
    for item in items:
        if _slow_reason(item.nodeid):
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: item.get_closest_marker("gpu") is not None)
