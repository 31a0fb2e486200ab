"""``hostcall-opt``: parse StableHLO, verify it, run a pass pipeline, print it (like mlir-opt).

    hostcall-opt FILE|- [--pass-pipeline=PIPELINE] [-split-input-file]
                 [--verify-diagnostics] [--print-ir-before-all] [--print-ir-after-all]
                 [-o OUT] [--list-passes] [--PASS[=OPTIONS] ...]

Errors are printed as ``FILE:LINE:COL: error: message`` with the source line, and the
exit code is 1; bad input never produces a Python traceback.

MLIR, numpy and the passes load inside the functions that use them, not at import: they
take ~0.3 s to load, which ``--help`` and ``--version`` need not pay (start-up cost, not
an import cycle, is why).
"""
from __future__ import annotations

import argparse
import difflib
import io
import re
import sys
from dataclasses import dataclass, field

from . import PrintVersion, nesting, verify_diagnostics
from .diagnostics import Diag, from_exception, from_mlir, guarded

SPLIT_MARKER = re.compile(r"^// -----.*$", re.MULTILINE)
OUTPUT_SEPARATOR = "// -----\n"
# Notes MLIR attaches for interactive use; mlir-opt leaves them out when verifying.
_VERIFY_DROPPED_NOTES = ("see current operation:",)


@dataclass
class Chunk:
    text: str       # padded with newlines so that line numbers are the whole file's
    first_line: int
    last_line: int


@dataclass
class ChunkResult:
    output: str | None = None
    diagnostics: list[Diag] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return self.output is None or any(d.severity == "error" for d in self.diagnostics)


def split_input(text: str, split: bool) -> list[Chunk]:
    """Split at ``// -----`` lines, keeping line numbers of the whole file."""
    total = text.count("\n") + 1
    if not split:
        return [Chunk(text, 1, total)]
    chunks, start, line = [], 0, 1
    for m in SPLIT_MARKER.finditer(text):
        body = text[start:m.start()]
        chunks.append(Chunk("\n" * (line - 1) + body, line, line + body.count("\n")))
        line += body.count("\n") + text[m.start():m.end()].count("\n")
        start = m.end()
    body = text[start:]
    chunks.append(Chunk("\n" * (line - 1) + body, line, total))
    return chunks


def process_chunk(chunk: Chunk, args, filename: str) -> ChunkResult:
    """Parse (which verifies), run the pipeline and print one chunk."""
    from iree.compiler import ir

    from hostcall import passes

    from . import interop
    result = ChunkResult()
    drop = _VERIFY_DROPPED_NOTES if args.verify_diagnostics else ()
    try:
        nesting.check(chunk.text)
    except nesting.TooDeep as e:
        result.diagnostics.append(Diag("error", str(e), filename, e.line, e.col))
        return result
    source, allow_unregistered = interop.prepare_source(chunk.text)
    context = ir.Context()
    context.allow_unregistered_dialects = allow_unregistered or args.allow_unregistered_dialect

    def on_diagnostic(d):
        result.diagnostics.append(from_mlir(d, filename, drop))
        return True

    context.attach_diagnostic_handler(on_diagnostic)
    with context:
        try:
            module = ir.Module.parse(source)
        except ir.MLIRError as e:
            diags = from_exception(e, filename, drop)
            for d in diags:
                d.message = interop.explain(d.message)
            result.diagnostics += diags
            return result
        stream = sys.stderr
        try:
            if args.pass_pipeline:
                passes.run(module, args.pass_pipeline, stream=stream,
                           print_ir_after_all=args.print_ir_after_all,
                           print_ir_before_all=args.print_ir_before_all)
        except (passes.PassError, passes.PipelineError, ir.MLIRError) as e:
            _add_unique(result.diagnostics, from_exception(e, filename, drop))
            _locate(result.diagnostics, filename, chunk)
            return result
        except (RecursionError, MemoryError, OverflowError) as e:
            # too deep or too big for a pass: the module is at fault, not the pass
            what = {RecursionError: "nests too deeply",
                    MemoryError: "needs more memory than there is",
                    OverflowError: "has sizes too large"}[type(e)]
            result.diagnostics.append(Diag(
                "error", f"the module {what} for the pass pipeline "
                         f"({type(e).__name__}: {str(e)[:200]})", filename, chunk.first_line, 1))
            return result
        except Exception as e:  # a bug in a pass: report it, never a traceback
            result.diagnostics.append(Diag(
                "error", f"internal error while running the pass pipeline: "
                         f"{type(e).__name__}: {str(e)[:300]}", filename, chunk.first_line, 1))
            return result
        out = io.StringIO()
        module.operation.print(file=out, print_generic_op_form=args.mlir_print_op_generic,
                               enable_debug_info=args.mlir_print_debuginfo)
        text = out.getvalue()
        result.output = text if text.endswith("\n") else text + "\n"
    return result


def _locate(diags: list[Diag], filename: str, chunk: Chunk) -> None:
    """Errors without a location (pass options, whole-module failures) point at the
    chunk's first line, so every error reads ``FILE:LINE:COL: error: ...``."""
    for d in diags:
        if d.file is None:
            d.file, d.line, d.col = filename, chunk.first_line, 1


def _add_unique(diags: list[Diag], new: list[Diag]) -> None:
    seen = {(d.severity, d.line, d.col, d.message) for d in diags}
    for d in new:
        if (d.severity, d.line, d.col, d.message) not in seen:
            diags.append(d)


class _ArgError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Reports bad command lines as our one-line error instead of exiting with 2."""

    def error(self, message):
        raise _ArgError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="hostcall-opt",
        description="Parse, verify, transform and print StableHLO with hostcall's and "
                    "MLIR's passes.")
    p.add_argument("input", nargs="?", default="-", help="input .mlir file, or - for stdin")
    p.add_argument("--pass-pipeline", "-pass-pipeline", "-p", default="",
                   help="pipeline, e.g. 'builtin.module(hostcall-dce-pure-callbacks,canonicalize)'")
    p.add_argument("-split-input-file", "--split-input-file", action="store_true",
                   help="process each '// -----' separated chunk on its own")
    p.add_argument("-verify-diagnostics", "--verify-diagnostics", action="store_true",
                   help="check diagnostics against expected-error/warning/note/remark comments")
    p.add_argument("-print-ir-after-all", "--print-ir-after-all", "--mlir-print-ir-after-all",
                   action="store_true", help="print the module after each pass (stderr)")
    p.add_argument("-print-ir-before-all", "--print-ir-before-all", "--mlir-print-ir-before-all",
                   action="store_true", help="print the module before each pass (stderr)")
    p.add_argument("-mlir-print-op-generic", "--mlir-print-op-generic", action="store_true",
                   help="print ops in generic form")
    p.add_argument("-mlir-print-debuginfo", "--mlir-print-debuginfo", action="store_true",
                   help="print locations")
    p.add_argument("-allow-unregistered-dialect", "--allow-unregistered-dialect",
                   action="store_true", help="accept ops of dialects that are not registered")
    p.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    p.add_argument("--list-passes", "-list-passes", action="store_true",
                   help="list hostcall's passes and their options")
    p.add_argument("--version", action=PrintVersion)
    return p


# MLIR passes offered as "did you mean" candidates besides hostcall's own.
COMMON_MLIR_PASSES = ("canonicalize", "cse", "inline", "symbol-dce", "sccp",
                      "loop-invariant-code-motion", "remove-dead-values", "func.func")


def _suggest(word: str, candidates) -> str:
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.7)
    return f" (did you mean '{close[0]}'?)" if close else ""


def _is_pass(name: str) -> bool:
    from hostcall import passes
    try:
        passes.check_pipeline(name)
    except passes.PipelineError:
        return False
    return True


def explain_pipeline_error(message: str) -> str:
    """A PipelineError's message with a "did you mean" for a misspelled pass or option."""
    from hostcall import passes
    m = re.match(r"unknown pass '([^']+)'", message)
    if m:
        hint = _suggest(m.group(1), [*passes.registered(), *COMMON_MLIR_PASSES])
        return message[:m.end()] + hint + message[m.end():]
    m = re.match(r"pass \S+ has no option '([^']+)'", message)
    options = re.search(r"\(options: ([^)]*)\)", message)
    if m and options:
        hint = _suggest(m.group(1), [o.strip() for o in options.group(1).split(",")])
        return message[:m.end()] + hint + message[m.end():]
    return message


def main(argv: list[str] | None = None) -> int:
    """Run hostcall-opt; returns the exit code (0 ok, 1 on any error)."""
    return guarded("hostcall-opt", _main, argv)


def parse_command_line(argv):
    """Parse flags; like mlir-opt, ``--NAME`` or ``--NAME='k=v ...'`` for a pass NAME
    (hostcall's or MLIR's) appends ``NAME{k=v ...}`` to the pipeline, in order."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)  # --help and --version exit here
    from hostcall import passes
    items = []
    for flag in extra:
        if not flag.startswith("-") or flag in ("-", "--"):
            raise _ArgError(f"unrecognized arguments: {' '.join(extra)}")
        name, _, options = flag.lstrip("-").partition("=")
        if not _is_pass(name):
            flags = [o for a in parser._actions for o in a.option_strings if o.startswith("--")]
            passes_as_flags = [f"--{n}" for n in [*passes.registered(), *COMMON_MLIR_PASSES]]
            raise _ArgError(f"unknown option '{flag.partition('=')[0]}': neither an option nor "
                            f"a pass{_suggest('--' + name, flags + passes_as_flags)}; see "
                            f"--help and --list-passes")
        items.append(f"{name}{{{options}}}" if options else name)
    if items:
        if args.pass_pipeline:
            raise _ArgError("pass flags (" + " ".join(extra) + ") cannot be combined with "
                            "--pass-pipeline")
        args.pass_pipeline = ",".join(items)
    return args


def _main(argv) -> int:
    try:
        args = parse_command_line(argv)
    except _ArgError as e:
        print(f"hostcall-opt: error: {e}", file=sys.stderr)
        return 1
    from hostcall import passes
    if args.list_passes:
        print(passes.describe_all())
        return 0
    filename = "<stdin>" if args.input == "-" else args.input
    try:
        text = sys.stdin.read() if args.input == "-" else _read(args.input)
    except (OSError, UnicodeDecodeError) as e:
        print(f"hostcall-opt: error: cannot read {filename}: {getattr(e, 'strerror', None) or e}",
              file=sys.stderr)
        return 1
    if args.pass_pipeline:
        try:
            passes.check_pipeline(args.pass_pipeline)
        except passes.PipelineError as e:
            print(f"hostcall-opt: error: {explain_pipeline_error(str(e))}", file=sys.stderr)
            return 1
    lines = text.split("\n")
    outputs, failed = [], False
    for chunk in split_input(text, args.split_input_file):
        result = process_chunk(chunk, args, filename)
        if args.verify_diagnostics:
            expected, problems = verify_diagnostics.parse_expectations(
                lines, chunk.first_line, chunk.last_line)
            problems = [f"{filename}:{p}" for p in problems]
            problems += verify_diagnostics.check(expected, result.diagnostics, filename)
            for msg in problems:
                print(msg, file=sys.stderr)
            failed |= bool(problems)
        else:
            for d in result.diagnostics:
                print(d.format(lines if d.file == filename else None), file=sys.stderr)
            failed |= result.failed
        if result.output is not None and not result.failed:
            outputs.append(result.output)
    text_out = OUTPUT_SEPARATOR.join(outputs)
    try:
        _write(args.output, text_out)
    except OSError as e:
        print(f"hostcall-opt: error: cannot write {args.output}: {e.strerror or e}",
              file=sys.stderr)
        return 1
    return 1 if failed else 0


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def _write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    sys.exit(main())
