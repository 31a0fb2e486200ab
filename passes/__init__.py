"""Pass infrastructure: a registry of hostcall passes and pipelines mixing MLIR's own.

The passes live in one package per kind: transforms/ (vmap, jvp, linearize, transpose
and their rule tables), callbacks/ (callback semantics and lowering), iree/ (workarounds
of IREE 3.13's bugs), optimize/ (faster forms, same values).  Which of them jit runs, per
target and in what order, is pipeline.py's table, re-exported here.

A pipeline is a comma-separated list like ``hostcall-dce-pure-callbacks,canonicalize,
hostcall-vmap{function=main batch-size=4}``, optionally wrapped in
``builtin.module(...)``.  Names registered here run as Python rewrites of the module;
every other item is handed, in runs of consecutive items, to MLIR's PassManager.
"""
from __future__ import annotations

import importlib
import importlib.metadata
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, TextIO

from iree.compiler import ir, passmanager

from . import portable


class PipelineError(ValueError):
    """A pipeline string names an unknown pass or option, or is malformed."""


class PassError(RuntimeError):
    """A pass failed on a module (its message names the pass and, where known, the op).

    ``location`` (an ``ir.Location``, usually the failing op's) lets tools report the
    error at ``FILE:LINE:COL`` like mlir-opt; ``diagnostics`` carries MLIR's own
    diagnostics (``MLIRError.error_diagnostics``) when MLIR produced the failure.
    """

    def __init__(self, message: str, location=None, diagnostics=None):
        super().__init__(message)
        self.location = location
        self.diagnostics = list(diagnostics or [])


@dataclass
class Option:
    """A typed pass option: ``type`` parses the text after ``name=`` in a pipeline string
    (``int``, ``str``, or a function raising ValueError for bad text)."""
    type: Callable[[str], Any]
    default: Any
    doc: str

    def parse(self, pass_name: str, key: str, text: str) -> Any:
        """The value of ``key={text}`` (PipelineError naming the pass, option and text)."""
        try:
            value = self.type(text)
        except (TypeError, ValueError) as e:
            raise PipelineError(f"bad value {text!r} for option {key} of {pass_name}: {e}") \
                from None
        if isinstance(value, int) and not isinstance(value, bool) and \
                not -2 ** 63 <= value < 2 ** 63:   # MLIR's shapes and attributes are int64
            raise PipelineError(f"bad value {text!r} for option {key} of {pass_name}: out of "
                                f"the 64-bit integer range")
        return value


@dataclass
class PassInfo:
    """A registered pass: ``fn(module, ctx, **options)`` with its name, a one-line summary
    and its typed options (keys spelled as in pipeline strings, ``batch-size``)."""
    name: str
    fn: Callable
    summary: str
    options: dict[str, Option] = field(default_factory=dict)

    def describe(self) -> str:
        lines = [f"{self.name}: {self.summary}"]
        for k, o in self.options.items():
            default = str(o.default).lower() if isinstance(o.default, bool) else repr(o.default)
            lines.append(f"    {k}={default}: {o.doc}")
        return "\n".join(lines)


@dataclass
class PassContext:
    """Shared state of one pipeline run: the callback table and pass products."""
    callbacks: dict = field(default_factory=dict)
    products: dict = field(default_factory=dict)  # e.g. "manifest" from lower-callbacks


_REGISTRY: dict[str, PassInfo] = {}

class PassLoadError(ImportError):
    """A pass module listed in PASS_MODULES failed to import or does not register the
    passes listed for it."""


def register(name: str, summary: str = "", options: dict[str, Option] | None = None):
    """Decorator: register ``fn(module, ctx, **options)`` as the pass ``name``.

    ``summary`` defaults to the first paragraph of the function's docstring; a pass
    without one, or an option without a doc, is a ValueError at import.
    """
    def deco(fn):
        text = summary or (fn.__doc__ or "").strip().split("\n\n")[0]
        info = PassInfo(name, fn, " ".join(text.split()), dict(options or {}))
        if not info.summary:
            raise ValueError(f"pass {name} has no summary")
        undocumented = [k for k, o in info.options.items() if not o.doc.strip()]
        if undocumented:
            raise ValueError(f"pass {name}: options without a doc: {', '.join(undocumented)}")
        _REGISTRY[name] = info
        return fn
    return deco


# Every built-in pass and the module of hostcall.passes that defines it: the one list of
# hostcall's passes. A pipeline imports only the modules of the passes it names (hostcall-opt
# running one pass starts in a fraction of the time that loading every pass takes:
# fold-splats' evaluator alone loads scipy); registered() imports them all. A module that
# fails to import raises PassLoadError; tests/test_passes_infra.py checks that each module
# registers exactly the passes listed for it.
PASS_MODULES = {
    "hostcall-complex-constants": "iree.complex_constants",
    "hostcall-contiguous-gather-indices": "iree.contiguous_gather_indices",
    "hostcall-sort-copies": "iree.sort_copies",
    "hostcall-guard-batched-gathers": "iree.guard_batched_gathers",
    "hostcall-convolution-workarounds": "iree.convolution_workarounds",
    "hostcall-cuda-workarounds": "iree.cuda_workarounds",
    "hostcall-dce-pure-callbacks": "callbacks.dce_pure_callbacks",
    "hostcall-erase-ad-markers": "transforms.ad_rules",
    "hostcall-distinct-branch-refs": "iree.distinct_branch_refs",
    "hostcall-erase-meshes": "iree.erase_meshes",
    "hostcall-fold-convert-round-trips": "iree.fold_convert_round_trips",
    "hostcall-fold-splats": "iree.fold_splats",
    "hostcall-forward-while-carries": "iree.forward_while_carries",
    "hostcall-guard-loop-barriers": "iree.guard_loop_barriers",
    "hostcall-guard-loop-entries": "iree.guard_loop_entries",
    "hostcall-guard-returned-arguments": "iree.guard_returned_arguments",
    "hostcall-guard-self-updates": "iree.guard_self_updates",
    "hostcall-guard-shared-targets": "iree.guard_shared_targets",
    "hostcall-guard-unread-carries": "iree.guard_unread_carries",
    "hostcall-import-jax-callbacks": "callbacks.import_jax_callbacks",
    "hostcall-int-sign-convert": "iree.int_sign_convert",
    "hostcall-int-to-bf16": "iree.int_to_bf16",
    "hostcall-jvp": "transforms.jvp",
    "hostcall-keep-softmax-generic": "iree.keep_softmax_generic",
    "hostcall-kernelize-loops": "optimize.kernelize_loops",
    "hostcall-linearize": "transforms.linearize",
    "hostcall-loop-index-select": "iree.loop_index_select",
    "hostcall-lower-callbacks": "callbacks.lower_callbacks",
    "hostcall-lower-fft": "iree.lower_fft",
    "hostcall-lower-select-and-scatter": "iree.lower_select_and_scatter",
    "hostcall-lower-triangular-solve": "iree.lower_triangular_solve",
    "hostcall-merge-pads": "iree.merge_pads",
    "hostcall-iota-constants": "iree.iota_constants",
    "hostcall-splat-constants": "iree.splat_constants",
    "hostcall-distinct-wide-fills": "iree.distinct_wide_fills",
    "hostcall-narrow-types": "iree.narrow_types",
    "hostcall-normalize-scatter": "iree.normalize_scatter",
    "hostcall-order-effects": "callbacks.order_effects",
    "hostcall-reduce-trig": "iree.reduce_trig",
    "hostcall-table-lookups": "optimize.table_lookups",
    "hostcall-round-bf16": "iree.round_bf16",
    "hostcall-signed-reverse": "iree.signed_reverse",
    "hostcall-signed-regions": "iree.signed_regions",
    "hostcall-spec-indices": "iree.spec_indices",
    "hostcall-spec-math": "iree.spec_math",
    "hostcall-split-complex-pad": "iree.split_complex_pad",
    "hostcall-split-reductions": "optimize.split_reductions",
    "hostcall-dot-products": "optimize.dot_products",
    "hostcall-split-wide-fusions": "iree.split_wide_fusions",
    "hostcall-stable-sort": "iree.stable_sort",
    "hostcall-stack-kernel-results": "iree.stack_kernel_results",
    "hostcall-transpose": "transforms.transpose",
    "hostcall-unroll-small-loops": "optimize.unroll_small_loops",
    "hostcall-vmap": "transforms.vmap",
    "hostcall-widen-bool-windows": "iree.widen_bool_windows",
}


# Passes from other packages: each names the pass and the module that registers it (with
# ``hostcall.passes.register``) in this entry-point group, e.g. in its pyproject.toml:
#     [project.entry-points."hostcall.passes"]
#     mylab-fuse-adds = "mylab.passes"
# A pipeline imports a plugin's module when it names the pass, like a built-in one.
PLUGIN_GROUP = "hostcall.passes"


def plugin_modules() -> dict[str, str]:
    """{pass name: module} of the installed plugin passes (PLUGIN_GROUP entry points);
    hostcall's own names cannot be taken over."""
    found = {}
    for ep in importlib.metadata.entry_points(group=PLUGIN_GROUP):
        if ep.name not in PASS_MODULES:
            found[ep.name] = ep.value.split(":", 1)[0]
    return found


def registered() -> dict[str, PassInfo]:
    """Every registered pass: {name: PassInfo} (imports every module of PASS_MODULES and
    of the plugins)."""
    load_passes(PASS_MODULES)
    _load_plugins(plugin_modules())
    return dict(_REGISTRY)


def load_passes(names) -> None:
    """Import the modules of the built-in passes among ``names`` not yet registered, and
    of the plugin passes among them (a pipeline imports only the passes it names)."""
    for module in dict.fromkeys(PASS_MODULES[n] for n in names
                                if n in PASS_MODULES and n not in _REGISTRY):
        _import_pass_module(module)
    unknown = [n for n in names if n not in PASS_MODULES and n not in _REGISTRY]
    if unknown:
        plugins = plugin_modules()
        _load_plugins({n: plugins[n] for n in unknown if n in plugins})


def _load_plugins(modules: dict[str, str]) -> None:
    for module in dict.fromkeys(m for n, m in modules.items() if n not in _REGISTRY):
        listed = sorted(n for n, m in modules.items() if m == module)
        try:
            importlib.import_module(module)
        except Exception as e:
            raise PassLoadError(f"plugin module {module} (entry point {PLUGIN_GROUP} for "
                                f"{', '.join(listed)}) failed to import: "
                                f"{type(e).__name__}: {e}") from e
        missing = [n for n in listed if n not in _REGISTRY]
        if missing:
            raise PassLoadError(f"plugin module {module} does not register "
                                f"{', '.join(missing)} (its {PLUGIN_GROUP} entry points "
                                f"name it)")


def _import_pass_module(module: str) -> None:
    listed = sorted(n for n, m in PASS_MODULES.items() if m == module)
    try:
        importlib.import_module(f"{__name__}.{module}")
    except Exception as e:
        raise PassLoadError(f"pass module {__name__}.{module} (for {', '.join(listed)}) "
                            f"failed to import: {type(e).__name__}: {e}") from e
    missing = [n for n in listed if n not in _REGISTRY]
    if missing:
        raise PassLoadError(f"pass module {__name__}.{module} does not register "
                            f"{', '.join(missing)} (PASS_MODULES lists it there)")


# --------------------------------------------------------------- parsing
def strip_anchor(text: str) -> str:
    """A pipeline string without its ``builtin.module(...)`` wrapper."""
    text = text.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        return text[len("builtin.module("):-1]
    return text


def split_items(text: str) -> list[str]:
    """The top-level comma-separated items of a pipeline string (PipelineError when its
    brackets do not balance).
    """
    items, depth, cur = [], 0, []
    for ch in text:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
            if depth < 0:
                raise PipelineError(f"unbalanced brackets in pass pipeline: {text!r}")
        if ch == "," and depth == 0:
            items.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if depth != 0:
        raise PipelineError(f"unbalanced brackets in pass pipeline: {text!r}")
    last = "".join(cur).strip()
    if last:
        items.append(last)
    if any(not i for i in items):
        raise PipelineError(f"empty pass name in pipeline: {text!r}")
    return items


def parse_item(item: str) -> tuple[str, str]:
    """(name, raw options text) of one pipeline item."""
    if "{" in item:
        if not item.endswith("}"):
            raise PipelineError(f"malformed pass options in {item!r}")
        name, opts = item.split("{", 1)
        return name.strip(), opts[:-1]
    return item.strip(), ""


def parse_options(info: PassInfo, raw: str) -> dict[str, Any]:
    """The options of one pipeline item for pass ``info``, typed and with defaults filled in
    (PipelineError for unknown options or bad values).
    """
    out = {k: o.default for k, o in info.options.items()}
    for tok in _split_option_tokens(raw):
        if "=" not in tok:
            key, val = tok, "true"
        else:
            key, val = tok.split("=", 1)
        key = key.strip()
        if key not in info.options:
            known = ", ".join(info.options) or "none"
            raise PipelineError(f"pass {info.name} has no option {key!r} (options: {known})")
        out[key] = info.options[key].parse(info.name, key, val.strip())
    return {k.replace("-", "_"): v for k, v in out.items()}


def _split_option_tokens(raw: str) -> list[str]:
    toks, depth, cur = [], 0, []
    for ch in raw:
        if ch in "[({":
            depth += 1
        elif ch in "])}":
            depth -= 1
        if ch.isspace() and depth == 0:
            if cur:
                toks.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        toks.append("".join(cur))
    return toks


# ------------------------------------------------------------ foreign input
# JAX-exported modules carry ``mhlo.*`` / ``jax.*`` attributes (these parse as they are)
# and, with Shardy, ``#sdy.*`` attributes and a top-level ``sdy.mesh`` op. IREE's bindings
# do not register the ``sdy`` dialect: a module that mentions it is parsed with
# unregistered dialects allowed (``#sdy`` attributes become opaque attributes that print
# back unchanged) and its one-line ``sdy.mesh @name = <...>`` ops are rewritten to the
# generic form, keeping line numbers. Other sdy ops fail to parse with MLIR's message.
_SDY_MESH = re.compile(r"^(\s*)sdy\.mesh\s+@([\w.$-]+)\s*=\s*(<[^{}]*>)\s*(?:\{(.*)\})?\s*$",
                       re.MULTILINE)
_MENTIONS_SDY = re.compile(r"(?:#|\b)sdy\.")


def prepare_source(text: str) -> tuple[str, bool]:
    """(text to parse, whether unregistered dialects must be allowed to parse it)."""
    if not _MENTIONS_SDY.search(text):
        return text, False
    text = _SDY_MESH.sub(
        lambda m: f'{m.group(1)}"sdy.mesh"() {{sym_name = "{m.group(2)}", '
                  f'mesh = #sdy.mesh{m.group(3)}'
                  f'{", " + m.group(4).strip() if m.group(4) and m.group(4).strip() else ""}}}'
                  f' : () -> ()', text)
    return text, True


class ParseError(ValueError):
    """StableHLO text that does not parse or verify.  The message is the first error at
    ``FILE:LINE:COL`` (FILE as given to parse_module); ``diagnostics`` holds MLIR's."""

    def __init__(self, message: str, diagnostics=()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)


_PARSED_LOCATION = re.compile(r'^loc\("-":(\d+):(\d+)\)$')


def parse_module(text, context: ir.Context | None = None,
                 filename: str = "<string>") -> ir.Module:
    """Parse (and verify) StableHLO, hostcall's or another tool's (JAX exports): text, or
    bytes holding text or MLIR bytecode; portable artifacts (VHLO, ``jax.export``'s
    ``mlir_module_serialized``) are upgraded to StableHLO (see passes/portable.py).
    ParseError naming ``filename`` and the first error's line and column where it fails."""
    ctx = context or ir.Context.current or ir.Context()
    if portable.is_bytecode(text):
        with ctx:
            try:
                module = ir.Module.parse(bytes(text))
            except ir.MLIRError as e:
                raise ParseError(f"{filename}: error: cannot read MLIR bytecode: "
                                 f"{_first_message(e)}", e.error_diagnostics) from None
            if not portable.is_vhlo(module):
                return module
        text = _upgraded(text, filename)
    elif isinstance(text, (bytes, bytearray, memoryview)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ParseError(f"{filename}: error: neither MLIR bytecode nor UTF-8 text: "
                             f"{e}") from None
    elif "vhlo." in text and portable.TEXT_VHLO.search(text):
        text = _upgraded(text, filename)
    source, allow_unregistered = prepare_source(text)
    if allow_unregistered:
        ctx.allow_unregistered_dialects = True
    with ctx:
        try:
            return ir.Module.parse(source)
        except ir.MLIRError as e:
            first = e.error_diagnostics[0] if e.error_diagnostics else None
            if first is None:
                raise ParseError(f"{filename}: {e}") from None
            at = _PARSED_LOCATION.match(str(first.location))
            where = f"{filename}:{at.group(1)}:{at.group(2)}" if at else filename
            raise ParseError(f"{where}: error: {first.message}",
                             e.error_diagnostics) from None


def _first_message(e: ir.MLIRError) -> str:
    return e.error_diagnostics[0].message if e.error_diagnostics else str(e)


def _upgraded(data, filename: str) -> str:
    """StableHLO text of a VHLO module (ParseError with IREE's message)."""
    try:
        return portable.to_stablehlo(data)
    except portable.PortableError as e:
        raise ParseError(f"{filename}: error: {e}") from None


# ------------------------------------------------------------------ running
def _as_module(module_or_text, context: ir.Context | None = None) -> ir.Module:
    if isinstance(module_or_text, ir.Module):
        return module_or_text
    return parse_module(module_or_text, context)


def verify(module: ir.Module, after: str | None = None) -> None:
    """Run MLIR's verifier on ``module``; PassError naming the last pass (``after``) when it
    fails.
    """
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        where = f" after {after}" if after else ""
        raise PassError(f"module does not verify{where}: {e}",
                        diagnostics=e.error_diagnostics) from None


def run(module_or_text, pipeline: str, callbacks: dict | None = None,
        print_ir_after_all: bool = False, print_ir_before_all: bool = False,
        stream: TextIO | None = None, context: PassContext | None = None,
        verify_each: bool = True) -> ir.Module:
    """Run ``pipeline`` on a module (or module text) in place and return the module.

    Pass products (e.g. the callback manifest) are left in ``context.products``.  With
    ``verify_each`` False the module is verified once, at the end (MLIR's verifier took
    ~6% of jit's pass time when run after each pass); when it fails, the pipeline runs
    again on a copy of the input, verifying after each pass, so that the error still
    names the pass that broke the module.
    """
    module = _as_module(module_or_text)
    ctx = context or PassContext(callbacks=dict(callbacks or {}))
    if callbacks is not None and context is not None:
        ctx.callbacks.update(callbacks)
    if not verify_each:
        with module.context:
            original = module.operation.clone()
        try:
            _run_plan(module, pipeline, ctx, print_ir_after_all, print_ir_before_all,
                      stream or sys.stderr, verify_each=False)
            verify(module, after=f"the pipeline {pipeline}")
        except PassError:
            with module.context:
                retry = ir.Module.parse(original.get_asm(enable_debug_info=True))
            run(retry, pipeline, context=PassContext(callbacks=dict(ctx.callbacks)))
            raise
        finally:
            original.erase()
        return module
    _run_plan(module, pipeline, ctx, print_ir_after_all, print_ir_before_all,
              stream or sys.stderr, verify_each=True)
    return module


def _run_plan(module, pipeline, ctx, print_ir_after_all, print_ir_before_all, stream,
              verify_each: bool) -> None:
    with module.context:
        plan = plan_pipeline(pipeline)
        i = 0
        while i < len(plan):
            kind, payload = plan[i]
            if kind == "hostcall":
                info, opts = payload
                _print(stream, print_ir_before_all, f"IR Dump Before {info.name}", module)
                try:
                    info.fn(module, ctx, **opts)
                except (PassError, PipelineError):
                    raise
                if verify_each:
                    verify(module, after=info.name)
                _print(stream, print_ir_after_all, f"IR Dump After {info.name}", module)
                i += 1
                continue
            group = []
            while i < len(plan) and plan[i][0] == "mlir":
                group.append(plan[i][1])
                i += 1
            _run_mlir(module, group, stream, print_ir_before_all, print_ir_after_all)


def plan_pipeline(pipeline: str) -> list[tuple[str, Any]]:
    """Check a pipeline and return its steps: ("hostcall", (PassInfo, options)) or
    ("mlir", item). MLIR items are checked against MLIR's registry in the current
    context, so nothing runs when any part of the pipeline is wrong."""
    items = split_items(strip_anchor(pipeline)) if pipeline.strip() else []
    load_passes([parse_item(item)[0] for item in items])
    plan: list[tuple[str, Any]] = []
    for item in items:
        name, raw = parse_item(item)
        if name in _REGISTRY:
            plan.append(("hostcall", (_REGISTRY[name], parse_options(_REGISTRY[name], raw))))
        else:
            _mlir_pass_manager(item)
            plan.append(("mlir", item))
    return plan


def check_pipeline(pipeline: str) -> None:
    """Raise PipelineError when ``pipeline`` names an unknown pass or option."""
    with ir.Context():
        plan_pipeline(pipeline)


def _mlir_pass_manager(item: str):
    try:
        return passmanager.PassManager.parse(f"builtin.module({item})")
    except (ValueError, ir.MLIRError) as e:
        raise PipelineError(_explain_mlir_pipeline_error(item, str(e))) from None


def _explain_mlir_pipeline_error(item: str, message: str) -> str:
    known = ", ".join(sorted(registered())) or "none registered"
    first = next((ln.strip() for ln in message.splitlines() if ln.strip()), message)
    first = first.split("error: ", 1)[-1]
    if "does not refer to a registered pass" in first:
        return (f"unknown pass {parse_item(item)[0]!r} in pipeline; hostcall passes: {known}; "
                f"MLIR's passes (canonicalize, cse, inline, symbol-dce, ...) are also accepted")
    return f"bad pipeline item {item!r}: {first.replace('<Pass-Options-Parser>: ', '')}"


def _run_mlir(module, group, stream, before, after):
    for item in group if (before or after) else [",".join(group)]:
        pm = _mlir_pass_manager(item)
        _print(stream, before, f"IR Dump Before {item}", module)
        try:
            pm.run(module.operation)
        except ir.MLIRError as e:
            raise PassError(f"{item} failed: {e}", diagnostics=e.error_diagnostics) from None
        _print(stream, after, f"IR Dump After {item}", module)


def _print(stream, enabled, title, module):
    if enabled:
        stream.write(f"// -----// {title} //----- //\n{module}\n")


def describe_all() -> str:
    """One entry per registered pass: name, summary, options with defaults and docs."""
    return "\n".join(info.describe() for _, info in sorted(registered().items()))


# jit's pipelines (passes/pipeline.py), read off its table of passes; imported last, since
# that module reads the registry and the parsing above.
from .pipeline import (  # noqa: E402,F401
    DEFAULT_PIPELINE, IMPORT_PASSES, JIT_PASSES, KERNELIZE_LOOPS, LOWERING_PASSES,
    SEMANTIC_PIPELINE, TARGET_OPTIONS, TARGET_PASSES, TARGET_SKIPS, default_pipeline,
    module_pipeline, optimize_pipeline, without_loop_kernels)
