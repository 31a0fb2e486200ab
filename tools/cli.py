"""``hostcall``: trace Python to StableHLO, inspect callbacks, compile, run, benchmark.

    hostcall --version
    hostcall trace MODULE.py:FUNC --arg f32[4] [--arg i32[] ...] [--static NAME=VALUE]
                   [--stage traced|optimized|lowered]
    hostcall inspect FILE.mlir [--dot]
    hostcall run FILE.mlir [--handlers HANDLERS.py] [--input f32[4]=1,2,3,4 | x.npy ...]
                 [--reference]
    hostcall compile FILE.mlir -o ARTIFACT [--directory]
    hostcall bench [NAME ...] [--list]

Bad input gives one line ``WHERE: error: message`` on stderr and exit code 1.

Each subcommand imports what it needs (numpy, MLIR, the runtime, the front end) inside its
function: they take ~0.3 s to load, which ``--help`` and ``--version`` need not pay
(start-up cost, not an import cycle, is why).
"""
from __future__ import annotations

import argparse
import glob
import logging
import os
import re
import shutil
import subprocess
import sys
import traceback
import zipfile

from . import PrintVersion
from .diagnostics import ToolError, guarded


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ToolError(message, self.prog)


# ---------------------------------------------------------------------- trace
def cmd_trace(args) -> int:
    import numpy as np

    import hostcall

    from . import pyload, specs
    path, _, func_name = args.target.rpartition(":")
    if not path or not func_name:
        raise ToolError(f"bad target {args.target!r}: expected MODULE.py:FUNC")
    module = pyload.load_file(path, "module")
    fun = pyload.get_attribute(module, func_name, path)
    if not callable(fun):
        raise ToolError(f"{path}:{func_name} is a {type(fun).__name__}, not a function")
    parsed = [specs.parse_spec(a) for a in args.arg]
    static = dict(specs.parse_static(s) for s in args.static)
    if args.x64:
        hostcall.config.update("enable_x64", True)
    elif not hostcall.config.read("enable_x64"):
        wide = [a for a, (_, dtype) in zip(args.arg, parsed) if np.dtype(dtype).itemsize == 8
                and np.dtype(dtype).kind in "iuf" or np.dtype(dtype) == np.complex128]
        if wide:
            print(f"hostcall: warning: {', '.join(wide)} traced with 32-bit types (64-bit types "
                  f"need --x64 or HOSTCALL_ENABLE_X64=1, as jax_enable_x64 in JAX)",
                  file=sys.stderr)
    structs = [hostcall.ShapeDtypeStruct(*p) for p in parsed]
    jitted = hostcall.jit(fun, static_argnames=tuple(static))
    try:
        lowered = jitted.lower(*structs, **static)
        text = lowered.as_text(args.stage, debug_info=args.debug_info)
    except ToolError:
        raise
    except Exception as e:
        message = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ToolError(f"tracing {func_name} failed: {type(e).__name__}: {message}",
                        pyload.user_frame(e, path)) from None
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0


# -------------------------------------------------------------------- inspect
def _is_artifact(path: str) -> bool:
    """A compiled artifact (``hostcall compile``): a folder, or a zip file."""
    return path != "-" and (os.path.isdir(path) or zipfile.is_zipfile(path))


def _inspected_module(path: str):
    """(module, its manifest or None) of a StableHLO file, or of an artifact's source."""
    from . import inspect_callbacks as ic
    from .mlir_input import load_module, parse_module
    if not _is_artifact(path):
        module = load_module(path)
        return module, ic.manifest_of(module)
    from hostcall.runtime.artifact import SOURCE, ArtifactError, read
    try:
        parts = read(path)
    except ArtifactError as e:
        raise ToolError(str(e), path) from None
    source = parts["source"]   # an artifact may leave its source out
    module = None if source is None else parse_module(source, f"{path}/{SOURCE}")
    return module, parts["manifest"]


def cmd_inspect(args) -> int:
    from . import inspect_callbacks as ic
    module, manifest = _inspected_module(args.file)
    filename = "<stdin>" if args.file == "-" else args.file
    foreign = []
    if module is not None:
        ic.import_jax_callbacks(module, filename)   # listed by the names handlers bind to
        foreign = ic.foreign_custom_calls(module, filename)
    sites = [] if module is None else ic.callback_sites(module, filename)
    if not sites and manifest:
        sites = ic.manifest_sites(manifest)
    if args.dot:
        print(ic.dot(sites))
        if shutil.which("dot") is None:
            print("hostcall: note: this is Graphviz input; render it with Graphviz's `dot` "
                  "(not found on PATH; e.g. apt-get install graphviz): hostcall inspect "
                  "FILE --dot | dot -Tsvg > chains.svg", file=sys.stderr)
    elif sites:
        print(ic.table(sites))
    else:
        print("no host callbacks")
    if foreign and not args.dot:
        print("\nforeign custom_calls (no host callbacks: hostcall cannot run them, and IREE "
              "rejects targets it does not know):\n" + ic.foreign_table(foreign))
    if not args.dot and module is not None:
        from . import inspect_loops
        loops = inspect_loops.loop_sites(module, "<stdin>" if args.file == "-" else args.file)
        if loops:
            print("\nloops:\n" + inspect_loops.table(loops))
    return 0


# -------------------------------------------------------------- compile / run
def _compile(args):
    from .compile_module import lower_and_compile
    from .mlir_input import load_module
    module = load_module(args.file)
    name = "<stdin>" if args.file == "-" else args.file
    return lower_and_compile(module, name, args.target, args.entry)


def load_handlers(path: str | None, manifest: list[dict]) -> dict:
    """Handlers bound by callback name: a dict ``HANDLERS`` or functions of that name."""
    if path is None:
        return {}
    from . import pyload
    module = pyload.load_file(path, "handlers file")
    table = getattr(module, "HANDLERS", None)
    if table is not None:
        if not isinstance(table, dict):
            raise ToolError(f"HANDLERS in {path} is a {type(table).__name__}, not a dict of "
                            f"callback name -> function")
        return dict(table)
    names = {e["callback"] for e in manifest}
    return {n: getattr(module, n) for n in names if hasattr(module, n)}


def cmd_run(args) -> int:
    from hostcall.runtime.artifact import ArtifactError, Program

    from . import pyload, specs
    inputs = [specs.parse_input(x) for x in args.input]
    if args.reference:
        return _print_results(args, _run_reference(args, inputs))
    if _is_artifact(args.file):  # written by `hostcall compile`
        from hostcall.runtime.artifact import read
        try:
            parts = read(args.file)
        except ArtifactError as e:
            raise ToolError(str(e), args.file) from None
        meta = parts["meta"]
        built_for = meta.get("target", "cpu")
        if args.target not in (None, built_for):
            raise ToolError(f"the artifact holds {built_for} code; it cannot run on "
                            f"--target {args.target}", args.file)
        device = _device(built_for)
        vmfb, manifest = parts["vmfb"], parts["manifest"]
        in_specs, out_specs, entry = meta["inputs"], meta["results"], meta.get("entry", "main")
    else:
        args.target = args.target or "cpu"
        device = _device(args.target)
        compiled = _compile(args)
        vmfb, manifest = compiled.vmfb, compiled.manifest
        in_specs, out_specs, entry = compiled.inputs, compiled.results, args.entry
    handlers = load_handlers(args.handlers, manifest)
    show_traceback = args.traceback or bool(os.environ.get("HOSTCALL_TRACEBACK"))
    log, quiet = logging.getLogger("hostcall.callbacks"), logging.NullHandler()
    propagate = log.propagate
    if not show_traceback:   # the runtime logs a failed handler with its traceback
        log.addHandler(quiet)
        log.propagate = False
    try:
        program = Program(vmfb, manifest, in_specs, out_specs, handlers, device, entry)
        results = program(*inputs)   # runs synchronously: its callbacks are done here
    except ArtifactError as e:
        raise ToolError(str(e), args.file) from None
    except Exception as e:
        if show_traceback:
            traceback.print_exception(e)
        where = pyload.user_frame(e, args.handlers) if args.handlers else args.file
        raise ToolError(f"running {args.file} failed: {type(e).__name__}: {e}", where) from None
    finally:   # in-process callers (tests, embedding) keep their logging as it was
        log.removeHandler(quiet)
        log.propagate = propagate
    return _print_results(args, results)


def _run_reference(args, inputs) -> list:
    """Interpret the module with the numpy reference evaluator instead of compiling it."""
    from hostcall import passes
    from hostcall.dialects import callback as cb
    from hostcall.reference import EvaluationError, Token, evaluate

    from . import pyload
    from .mlir_input import load_module
    module = load_module(args.file)
    try:   # the callbacks the compiled program keeps, in its order
        passes.run(module, ",".join((*passes.IMPORT_PASSES, passes.SEMANTIC_PIPELINE)))
    except (passes.PassError, passes.PipelineError) as e:
        raise ToolError(str(e), args.file) from None
    names = {cb.callback_name(op) for op in _walk(module.operation) if cb.is_callback(op)}
    handlers = load_handlers(args.handlers, [{"callback": n} for n in names])
    try:   # the tokens hostcall-order-effects threads in and out, as the runtime does
        inputs = _with_tokens(module, args.entry, inputs)
        results = evaluate(module, *inputs, function=args.entry, handlers=handlers)
        return [r for r in results if not isinstance(r, Token)]
    except EvaluationError as e:
        message, where = str(e), args.file
        located = re.match(r"(.*?):(\d+):(\d+): (.*)", message, re.S)
        if located:    # the module was parsed from text: its locations name no file
            where, message = f"{args.file}:{located[2]}:{located[3]}", located[4]
        raise ToolError(f"evaluating {args.file} failed: {message}", where) from None
    except ToolError:
        raise
    except Exception as e:
        where = pyload.user_frame(e, args.handlers) if args.handlers else args.file
        raise ToolError(f"evaluating {args.file} failed: {type(e).__name__}: {e}",
                        where) from None


def _with_tokens(module, entry: str, inputs: list) -> list:
    """``inputs`` with a token where ``@entry`` takes one (the evaluator's TOKEN)."""
    from hostcall.dialects.ops import function_type, module_functions
    from hostcall.reference import TOKEN
    from hostcall.reference.values import coerce
    fn = module_functions(module).get(entry)
    if fn is None:
        return inputs
    types = function_type(fn)[0]
    wanted = sum(str(t) != "!stablehlo.token" for t in types)
    if len(inputs) != wanted:
        raise ToolError(f"@{entry} takes {wanted} input(s), got {len(inputs)} (--input)")
    given, out = iter(enumerate(inputs)), []
    for t in types:
        if str(t) == "!stablehlo.token":
            out.append(TOKEN)
        else:   # checked here, so errors count the user's inputs, not the tokens
            i, x = next(given)
            out.append(coerce(x, t, f"@{entry} argument {i}"))
    return out


def _walk(op):
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child.operation
                yield from _walk(child.operation)


def _print_results(args, results) -> int:
    import numpy as np
    for i, r in enumerate(results):
        text = np.array2string(r, separator=", ", threshold=args.print_limit)
        print(f"result {i}: {r.dtype.name}[{','.join(map(str, r.shape))}] = {text}")
    if args.save_npy:
        for i, r in enumerate(results):
            np.save(f"{args.save_npy}{i}.npy", r)
    return 0


def _is_artifact(path: str) -> bool:
    import os
    import zipfile
    return os.path.isdir(path) or (os.path.isfile(path) and zipfile.is_zipfile(path))


def _device(target: str):
    from hostcall.runtime import DeviceUnavailableError, get_device
    try:
        return get_device(target)
    except (DeviceUnavailableError, ValueError, RuntimeError) as e:
        raise ToolError(f"no {target} device: {e}") from None


def cmd_compile(args) -> int:
    from hostcall.runtime.artifact import save
    args.target = args.target or "cpu"
    compiled = _compile(args)
    try:
        save(args.output, compiled.vmfb, compiled.manifest, compiled.inputs, compiled.results,
             target=args.target, entry=args.entry, source=compiled.lowered_text,
             as_directory=args.directory)
    except OSError as e:
        raise ToolError(f"cannot write {args.output}: {e.strerror or e}") from None
    callbacks = sorted({e["callback"] for e in compiled.manifest})
    print(f"wrote {args.output} ({len(compiled.vmfb)} bytes of {args.target} code; host "
          f"callbacks: {', '.join(callbacks) or 'none'})")
    return 0


# ---------------------------------------------------------------------- bench
def bench_dir(explicit: str | None) -> str:
    candidates = [explicit] if explicit else [
        os.path.join(os.getcwd(), "bench"),
        os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench")]
    for c in candidates:
        if c and os.path.isdir(c):
            return c
    raise ToolError(f"no benchmark folder found (looked in {', '.join(candidates)}); "
                    f"pass --dir")


def cmd_bench(args) -> int:
    folder = bench_dir(args.dir)
    scripts = sorted(p for p in glob.glob(os.path.join(folder, "*.py"))
                     if not os.path.basename(p).startswith("_"))
    names = {os.path.splitext(os.path.basename(p))[0]: p for p in scripts}
    if args.list:
        print("\n".join(names) or "no benchmark scripts")
        return 0
    unknown = [n for n in args.names if n not in names]
    if unknown:
        raise ToolError(f"unknown benchmark(s) {', '.join(unknown)}; available: "
                        f"{', '.join(names) or 'none'}")
    failed = []
    for name in args.names or list(names):
        print(f"== {name}", flush=True)
        rc = subprocess.call([sys.executable, names[name]], cwd=os.path.dirname(folder))
        if rc != 0:
            failed.append(name)
    if failed:
        raise ToolError(f"benchmark(s) failed: {', '.join(failed)}")
    return 0


# ----------------------------------------------------------------------- main
def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="hostcall", description=__doc__.split("\n")[0].replace("``", ""),
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action=PrintVersion)
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    t = sub.add_parser("trace", help="print the StableHLO of a Python function")
    t.add_argument("target", help="MODULE.py:FUNC")
    t.add_argument("--arg", action="append", default=[], metavar="SPEC",
                   help="an argument's type, e.g. f32[4], i32[], f32[2,3] (in order)")
    t.add_argument("--static", action="append", default=[], metavar="NAME=VALUE",
                   help="a static keyword argument (a Python literal, else a string)")
    t.add_argument("--stage", choices=("traced", "optimized", "lowered"), default="traced")
    t.add_argument("--debug-info", action="store_true", help="print locations")
    t.add_argument("--x64", action="store_true",
                   help="enable 64-bit types (else f64/i64 --arg types narrow to 32 bits, "
                        "with a warning, as in JAX without jax_enable_x64)")
    t.set_defaults(fn=cmd_trace)

    i = sub.add_parser("inspect", help="list a module's host callbacks")
    i.add_argument("file", help=".mlir file, or - for stdin")
    i.add_argument("--dot", action="store_true", help="print the effect chains as Graphviz dot")
    i.set_defaults(fn=cmd_inspect)

    for name, fn, help_text in (("run", cmd_run, "compile and run a module"),
                                ("compile", cmd_compile, "compile a module to an artifact")):
        c = sub.add_parser(name, help=help_text)
        c.add_argument("file", help=".mlir file, or - for stdin")
        c.add_argument("--target", default=None,
                       help="platform to compile for and run on: cpu, cuda or vulkan (default: "
                            "cpu; for an artifact, the platform it was compiled for)")
        c.add_argument("--entry", default="main", help="entry function (default main)")
        c.set_defaults(fn=fn)
        if name == "run":
            c.add_argument("--handlers", metavar="HANDLERS.py",
                           help="Python file defining the callbacks' handlers by name "
                                "(or a dict HANDLERS)")
            c.add_argument("--input", action="extend", nargs="+", default=[], metavar="ARRAY",
                           help="inputs in order: f32[4]=1,2,3,4 (one value fills the shape) "
                                "or x.npy")
            c.add_argument("--save-npy", metavar="PREFIX", help="also save PREFIX<i>.npy")
            c.add_argument("--reference", action="store_true",
                           help="interpret the module with the numpy reference evaluator "
                                "(the StableHLO spec's semantics) instead of compiling it")
            c.add_argument("--print-limit", type=int, default=1000,
                           help="summarize results with more elements than this")
            c.add_argument("--traceback", action="store_true",
                           help="print a failing handler's traceback (or HOSTCALL_TRACEBACK=1)")
        else:
            c.add_argument("-o", "--output", required=True, help="artifact path (a zip)")
            c.add_argument("--directory", action="store_true",
                           help="write the artifact as a folder instead of a zip")

    b = sub.add_parser("bench", help="run the benchmark scripts in bench/")
    b.add_argument("names", nargs="*", help="benchmarks to run (default all)")
    b.add_argument("--list", action="store_true", help="list the benchmarks")
    b.add_argument("--dir", help="benchmark folder (default ./bench)")
    b.set_defaults(fn=cmd_bench)
    return p


def _main(argv) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.fn(args)
    except ToolError as e:
        if not e.where:   # command-line input (--arg, --input, ...): name the command
            e.where = _command_name(sys.argv[1:] if argv is None else argv)
        print(e.format(), file=sys.stderr)
        return 1


def _command_name(argv) -> str:
    sub = next((a for a in argv if not a.startswith("-")), None)
    return f"hostcall {sub}" if sub in COMMANDS else "hostcall"


COMMANDS = ("trace", "inspect", "run", "compile", "bench")


def main(argv: list[str] | None = None) -> int:
    return guarded("hostcall", _main, argv)


if __name__ == "__main__":
    sys.exit(main())
